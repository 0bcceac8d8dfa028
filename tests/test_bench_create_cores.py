"""``create_cores`` names what else took the cores during a cell (on a shared host, other people's work)."""

from __future__ import annotations

import os

from bench.create_cores import _family, _largest_others, _processes


def test_the_largest_other_commands_are_named_as_cores_without_ours_or_postgres() -> None:
    before = {
        1: ("pytest -n 2", 10.0),
        2: ("pytest -n 2", 5.0),
        3: ("misrad serve", 1.0),
        4: ("postgres", 0.0),
    }
    after = {
        1: ("pytest -n 2", 11.0),
        2: ("pytest -n 2", 5.5),  # one command's processes add up
        3: ("misrad serve", 9.0),  # the server's: counted in its own column
        4: ("postgres", 3.0),  # PostgreSQL's: counted in theirs
        5: ("python -m bench chat_devset", 1.0),  # started during the cell: all of its CPU
        6: ("sleep 60", 0.0),
        7: ("a", 0.1),
        8: ("b", 0.05),
    }
    shown = _largest_others(before, after, wall=2.0, ours={3})
    assert shown == "pytest -n 2 0.75, python -m bench chat_devset 0.50, a 0.05"


def test_processes_shows_this_one_by_its_command_and_the_family_holds_the_root() -> None:
    mine = _processes()[os.getpid()]
    assert mine[0] and "/" not in mine[0].split()[0]
    assert mine[1] >= 0
    assert os.getpid() in _family(os.getpid())

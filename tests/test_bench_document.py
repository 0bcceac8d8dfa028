"""A bench run replaces its own section of docs/benchmarks.md and keeps what the section held."""

from __future__ import annotations

import bench.__main__ as runner

DOCUMENT = """# Benchmarks

<!-- bench:fraud -->
## fraud

| old | table |

**Session 3, a note written by hand** with figures.

### sqlite
<!-- /bench:fraud -->

<!-- bench:web -->
## web
untouched
<!-- /bench:web -->
"""


def test_a_run_replaces_its_section_only() -> None:
    document = runner._replace_section(DOCUMENT, "fraud", "## fraud\n\n| new | table |")
    assert "| new | table |" in document and "| old | table |" not in document
    assert "<!-- bench:web -->\n## web\nuntouched\n<!-- /bench:web -->" in document
    assert document.count("<!-- bench:fraud -->") == 1 and document.count("<!-- /bench:fraud -->") == 1


def test_what_a_run_replaces_goes_to_the_top_of_the_history() -> None:
    earlier = runner._archived("", DOCUMENT.replace("Session 3", "Session 2"), "fraud")
    history = runner._archived(earlier, DOCUMENT, "fraud")
    assert history.startswith("# Benchmarks: earlier figures")
    entries = history.split("\n## ")[1:]
    assert [e.startswith("fraud, as it was until ") for e in entries] == [True, True]
    assert "Session 3, a note written by hand" in entries[0] and "Session 2" in entries[1]
    # Its headings one level down, under the entry's own.
    assert "\n### fraud\n" in history and "\n#### sqlite" in history


def test_a_section_not_yet_in_the_document_leaves_the_history_as_it_was() -> None:
    assert runner._archived("# Benchmarks: earlier figures\n", DOCUMENT, "gateway") == (
        "# Benchmarks: earlier figures\n"
    )

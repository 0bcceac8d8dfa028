"""The share of a port's keep-alive connections a process keeps (``core.connection_balance``)."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

from starlette.types import Message, Receive, Scope, Send

from misrad.core.connection_balance import STALE_SECONDS, Balancer, ConnectionBalance, Noticeboard, Split


def test_a_process_over_its_share_closes_what_is_over_and_one_within_the_slack_closes_nothing() -> None:
    assert Split(21, (21, 11)).excess() == 5  # share 16
    assert Split(11, (21, 11)).excess() == 0
    assert Split(18, (18, 14)).excess() == 2
    assert Split(17, (17, 15)).excess() == 0  # one over its share: left as it is
    assert Split(30, (30, 0, 0)).excess() == 20
    assert Split(32, (32,)).excess() == 0  # alone on its port: nobody to hand connections to


def test_the_board_reads_every_fresh_count_and_leaves_out_a_gone_process(tmp_path: Path) -> None:
    board = Noticeboard(tmp_path / "board", 101)
    board.post(7)
    Noticeboard(tmp_path / "board", 102).post(3)
    gone = tmp_path / "board" / "103"
    gone.write_text("40")
    os.utime(gone, (time.time() - STALE_SECONDS - 5,) * 2)
    assert sorted(board.read(time.time())) == [3, 7]
    board.remove()
    assert sorted(Noticeboard(tmp_path / "board", 102).read(time.time())) == [3]


def _answers(balancer: Balancer, requests: int) -> list[list[tuple[bytes, bytes]]]:
    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]})
        await send({"type": "http.response.body", "body": b"ok"})

    middleware = ConnectionBalance(app, balancer)
    heads: list[list[tuple[bytes, bytes]]] = []

    async def send(message: Message) -> None:
        if message["type"] == "http.response.start":
            heads.append(list(message["headers"]))

    async def receive() -> Message:
        return {"type": "http.request", "body": b""}

    for _ in range(requests):
        asyncio.run(middleware({"type": "http", "method": "GET", "path": "/"}, receive, send))
    return heads


def test_the_connections_it_is_over_by_are_closed_after_their_answers_and_no_more(tmp_path: Path) -> None:
    board = Noticeboard(tmp_path / "board", 201)
    Noticeboard(tmp_path / "board", 202).post(4)
    balancer = Balancer(board, own_connections=lambda: 10)  # 10 and 4: share 7, three over
    balancer.look()
    heads = _answers(balancer, 5)
    closed = [(b"connection", b"close") in head for head in heads]
    assert closed == [True, True, True, False, False]
    assert all((b"content-length", b"2") in head for head in heads)  # the answer itself untouched


def test_a_process_within_its_share_closes_nothing(tmp_path: Path) -> None:
    board = Noticeboard(tmp_path / "board", 301)
    Noticeboard(tmp_path / "board", 302).post(9)
    balancer = Balancer(board, own_connections=lambda: 10)
    balancer.look()
    assert not any((b"connection", b"close") in head for head in _answers(balancer, 4))

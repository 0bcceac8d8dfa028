"""An answer of known length leaves ``misrad serve`` in one write, head and body (``core.wire``)."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from misrad import cli
from misrad.core.wire import HeadWithBody, OneWriteProtocol


class _Transport:
    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: bytes) -> None:
        self.writes.append(data)

    def close(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed


HEAD = b"HTTP/1.1 200 OK\r\ndate: x\r\ncontent-length: 2\r\ncontent-type: application/json\r\n\r\n"


def test_a_head_that_states_its_length_goes_out_with_the_body() -> None:
    transport = _Transport()
    wire = HeadWithBody(transport)  # type: ignore[arg-type]
    wire.write(HEAD)
    assert transport.writes == []
    wire.write(b"{}")
    assert transport.writes == [HEAD + b"{}"]
    wire.write(b"more")  # anything after: straight through
    assert transport.writes[-1] == b"more"
    assert not wire.is_closing()  # the rest of the transport as it is


def test_a_streamed_head_an_interim_answer_and_a_close_are_not_held() -> None:
    transport = _Transport()
    wire = HeadWithBody(transport)  # type: ignore[arg-type]
    wire.write(b"HTTP/1.1 100 Continue\r\n\r\n")  # before the head: not taken for it
    chunked = b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n"
    wire.write(chunked)
    assert transport.writes == [b"HTTP/1.1 100 Continue\r\n\r\n", chunked]
    held = _Transport()
    wire = HeadWithBody(held)  # type: ignore[arg-type]
    wire.write(HEAD)
    wire.close()  # uvicorn closes after a head without a body only on an error: the head goes first
    assert held.writes == [HEAD] and held.closed


async def _json(_: Request) -> JSONResponse:
    return JSONResponse({"answer": "שלום"})


async def _stream(_: Request) -> StreamingResponse:
    async def events() -> AsyncIterator[bytes]:
        yield b"first\n"
        await asyncio.sleep(0.05)
        yield b"second\n"

    return StreamingResponse(events(), media_type="text/plain")


@pytest.fixture
def one_write_server() -> Iterator[int]:
    app = Starlette(routes=[Route("/json", _json), Route("/stream", _stream)])
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", http=OneWriteProtocol)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    yield server.servers[0].sockets[0].getsockname()[1]
    server.should_exit = True
    thread.join(20)


def _read_answer(connection: socket.socket) -> bytes:
    data = b""
    while b"\r\n\r\n" not in data:
        data += connection.recv(65536)
    head, _, body = data.partition(b"\r\n\r\n")
    if b"content-length" in head.lower():
        length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0])
        while len(body) < length:
            body += connection.recv(65536)
    else:
        while not body.endswith(b"0\r\n\r\n"):
            body += connection.recv(65536)
    return head + b"\r\n\r\n" + body


def test_answers_through_uvicorn_are_whole_and_keep_alive_holds(one_write_server: int) -> None:
    with socket.create_connection(("127.0.0.1", one_write_server), timeout=10) as connection:
        for _ in range(2):  # the same connection twice: each answer's head is its own
            connection.sendall(b"GET /json HTTP/1.1\r\nHost: x\r\n\r\n")
            answer = _read_answer(connection)
            assert answer.startswith(b"HTTP/1.1 200 OK\r\n")
            assert answer.endswith("\r\n\r\n{\"answer\":\"שלום\"}".encode())
        connection.sendall(b"GET /stream HTTP/1.1\r\nHost: x\r\n\r\n")
        streamed = _read_answer(connection)
    assert b"transfer-encoding: chunked" in streamed
    assert streamed.endswith(b"6\r\nfirst\n\r\n7\r\nsecond\n\r\n0\r\n\r\n")


def test_misrad_serve_gives_uvicorn_the_one_write_protocol(monkeypatch: pytest.MonkeyPatch) -> None:
    given: dict[str, Any] = {}

    def run(_app: object, **options: Any) -> None:
        given.update(options)

    monkeypatch.setattr(uvicorn, "run", run)
    monkeypatch.setattr("misrad.app.create_app", lambda: object())
    cli._run_server("127.0.0.1", 1, 1, None)
    assert given["http"] is OneWriteProtocol

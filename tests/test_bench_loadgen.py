"""The load generator reads every response whole, however the bytes arrive (issue 16: it shares the
cores with the server, so it reads them without a stream reader; it must still speak real HTTP)."""

from __future__ import annotations

import asyncio
import contextlib

from bench.loadgen import _whole_response, run_load

CHUNKED = (
    b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\ncontent-type: application/json\r\n\r\n"
    b"5\r\n{\"a\":\r\n4;x=1\r\n 12}\r\n0\r\n\r\n"
)
SIZED = b"HTTP/1.1 409 Conflict\r\nContent-Length: 7\r\nConnection: close\r\n\r\n{\"b\":2}"


def test_a_response_is_handed_over_only_once_all_of_it_is_in() -> None:
    stream = CHUNKED + SIZED
    buffer, found = bytearray(), []
    for byte in stream:  # the worst arrival: one byte at a time
        buffer.append(byte)
        if (response := _whole_response(buffer)) is not None:
            found.append((response, len(buffer)))
    assert found == [((200, b'{"a": 12}', False), 0), ((409, b'{"b":2}', True), 0)]


async def _serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Answers each request with the chunked response, sent in pieces with pauses between them, and the
    fourth with the sized one that closes the connection."""
    answered = 0
    with contextlib.suppress(asyncio.IncompleteReadError, ConnectionError):  # the client is done
        while await reader.readuntil(b"\r\n\r\n"):
            answered += 1
            response = SIZED if answered == 4 else CHUNKED
            for piece in (response[:20], response[20:61], response[61:]):
                writer.write(piece)
                await writer.drain()
                await asyncio.sleep(0.001)
            if answered == 4:
                break
    writer.close()


async def _load_against_pieces() -> tuple[int, int, list[str]]:
    server = await asyncio.start_server(_serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        result = await run_load(
            f"http://127.0.0.1:{port}", lambda n: ("GET", "/", {}, b""), concurrency=2, duration=0.4, warmup=0
        )
    return result.statuses[200], result.statuses[409], result.unexpected


def test_responses_in_pieces_and_a_closed_connection_are_read_as_the_server_sent_them() -> None:
    ok, conflicts, unexpected = asyncio.run(_load_against_pieces())
    assert ok >= 3 * conflicts > 0, (ok, conflicts)
    assert unexpected and all(u == '409 {"b":2}' for u in unexpected), unexpected

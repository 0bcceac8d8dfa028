"""The ``/v1`` wire's own parse of a provider's response headers (``relay.upstream._Response``, which
spares the ``email`` parser) frames every answer exactly as ``http.client``'s response does: status,
length, chunked, whether the connection closes, and the body read."""

from __future__ import annotations

import http.client
import io

import pytest

from misrad.providers.relay import upstream

ANSWERS = {
    "length": b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
    "chunked": b"HTTP/1.1 200 OK\r\nTransfer-Encoding: Chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
    "closes": b"HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}",
    "no length": b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\ndata: x\n\n",
    "1.0 kept": b"HTTP/1.0 200 OK\r\nConnection: Keep-Alive\r\nContent-Length: 2\r\n\r\n{}",
    "1.0 closes": b"HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\n{}",
    "continue": b"HTTP/1.1 100 Continue\r\nX-A: 1\r\n\r\nHTTP/1.1 429 Too Many\r\nContent-Length: 1\r\n\r\nx",
    "no content": b"HTTP/1.1 204 No Content\r\nContent-Length: 5\r\n\r\n",
    "bad length": b"HTTP/1.1 200 OK\r\nContent-Length: -3\r\nConnection: close\r\n\r\nabc",
    "repeated": b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\ncontent-length: 7\r\n\r\n{}",
    "folded": b"HTTP/1.1 200 OK\r\nX-Note: one\r\n two\r\nContent-Length: 2\r\n\r\n{}",
}


class _Socket:
    def __init__(self, data: bytes) -> None:
        self.data = data

    def makefile(self, _mode: str) -> io.BufferedReader:
        return io.BufferedReader(io.BytesIO(self.data))


def _framed(kind: type[http.client.HTTPResponse], data: bytes) -> tuple[object, ...]:
    response = kind(_Socket(data), method="POST")  # type: ignore[arg-type]
    response.begin()
    framing = (response.status, response.version, response.chunked, response.length, response.will_close)
    return (*framing, response.read())


@pytest.mark.parametrize("name", list(ANSWERS))
def test_an_answer_is_framed_as_http_client_frames_it(name: str) -> None:
    data = ANSWERS[name]
    assert _framed(upstream._Response, data) == _framed(http.client.HTTPResponse, data)


def test_a_folded_field_reads_as_one_line() -> None:
    response = upstream._Response(_Socket(ANSWERS["folded"]), method="POST")  # type: ignore[arg-type]
    response.begin()
    assert response.headers.get("X-Note") == "one two"  # obs-fold is a space (RFC 9112, 5.2)


def test_an_overlong_header_line_is_refused_as_by_http_client() -> None:
    data = b"HTTP/1.1 200 OK\r\nX-Long: " + b"a" * 70_000 + b"\r\n\r\n"
    with pytest.raises(http.client.LineTooLong):
        _framed(upstream._Response, data)

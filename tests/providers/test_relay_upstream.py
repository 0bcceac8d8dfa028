"""The wire to a provider for ``/v1`` streams: a stream read to its end keeps its connection for the
next call, whether the provider framed it by length or in chunks; one left halfway is hung up."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from misrad.providers.gateway.adapters import Connection
from misrad.providers.relay import upstream

EVENTS = [b'data: {"n": 1}\n\n', b'data: {"n": 2}\n\n', b"data: [DONE]\n\n"]


class _Provider(ThreadingHTTPServer):
    daemon_threads = True
    connections = 0
    framing = "length"

    def handle_error(self, request: object, client_address: object) -> None:
        # A test hangs up halfway on purpose: the write that meets the closed socket is the point, not
        # noise to print (socketserver prints every handler's exception, a BrokenPipeError traceback here).
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Provider

    def setup(self) -> None:
        super().setup()
        self.server.connections += 1

    def log_message(self, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers["content-length"]))
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        body = b"".join(EVENTS)
        if self.server.framing == "length":
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        self.send_header("transfer-encoding", "chunked")
        self.end_headers()
        for event in EVENTS:
            self.wfile.write(b"%x\r\n%s\r\n" % (len(event), event))
        self.wfile.write(b"0\r\n\r\n")


@pytest.fixture
def provider() -> Iterator[_Provider]:
    server = _Provider(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def _connection(server: _Provider) -> Connection:
    return Connection("openai", f"http://127.0.0.1:{server.server_address[1]}/v1", "sk-x", 5.0)


def _read_all(stream: upstream.Stream) -> bytes:
    parts = []
    while chunk := stream.read():
        parts.append(chunk)
    return b"".join(parts)


@pytest.mark.parametrize("framing", ["length", "chunked"])
def test_a_stream_read_to_its_end_leaves_its_connection_for_the_next_call(
    provider: _Provider, framing: str
) -> None:
    provider.framing = framing
    connection = _connection(provider)
    for _ in range(3):
        stream = upstream.open_stream(connection, "openai", "/chat/completions", b"{}")
        assert _read_all(stream) == b"".join(EVENTS)
        assert stream.ended
        stream.close()
    assert provider.connections == 1


def test_a_stream_left_halfway_is_hung_up(provider: _Provider) -> None:
    provider.framing = "chunked"
    connection = _connection(provider)
    stream = upstream.open_stream(connection, "openai", "/chat/completions", b"{}")
    assert stream.read() == EVENTS[0]  # one chunk of three
    assert not stream.ended
    stream.close()  # not read to its end: the connection is not kept
    stream = upstream.open_stream(connection, "openai", "/chat/completions", b"{}")
    assert _read_all(stream) == b"".join(EVENTS)
    stream.close()
    assert provider.connections == 2

"""Request bodies: refused over their route's limit (413) and never read for a caller who is not signed in.

"Unread" is shown over a real socket: the client sends the headers and only the first bytes of a body
it declares far larger, then waits for the answer. A server that read the body first would keep
waiting for the rest and never answer.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from urllib.parse import urlsplit

from fastapi.testclient import TestClient

from tests.auth.factories import PASSWORD, bearer_headers, make_user

DOCUMENT = "/api/email-scanning/documents/1"
MB = 1024 * 1024


def _exchange(url: str, head: str, body_part: bytes = b"") -> tuple[int, dict[str, str], dict[str, object]]:
    """Send a request head and part of its body; the status, headers and JSON body of the answer."""
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=60) as sock:
        sock.sendall(head.encode("latin-1") + b"\r\n" + body_part)
        received = b""
        while b"\r\n\r\n" not in received:
            chunk = sock.recv(65536)
            assert chunk, "the server closed the connection without an answer"
            received += chunk
        head_bytes, _, body = received.partition(b"\r\n\r\n")
        lines = head_bytes.decode("latin-1").split("\r\n")
        headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
        while len(body) < int(headers.get("content-length", "0")):
            chunk = sock.recv(65536)
            assert chunk, "the answer was cut short"
            body += chunk
    return int(lines[0].split()[1]), headers, json.loads(body)


def _head(method: str, path: str, length: int, *extra: str) -> str:
    lines = [f"{method} {path} HTTP/1.1", "Host: misrad", "Content-Type: application/json"]
    lines += [f"Content-Length: {length}", "Accept-Language: en", *extra]
    return "\r\n".join(lines) + "\r\n"


def test_an_unauthenticated_100_mb_body_gets_401_without_being_read(served: str) -> None:
    status, _, body = _exchange(served, _head("PUT", DOCUMENT, 100 * MB), b'{"notes": "' + b"x" * 65536)
    assert (status, body["code"]) == (401, "not_authenticated")

    token = "Authorization: Bearer msr_00000000_not-a-token"
    status, _, body = _exchange(served, _head("POST", "/api/customers", 100 * MB, token), b"{")
    assert (status, body["code"]) == (401, "not_authenticated")


def test_a_declared_body_over_the_limit_gets_413_before_it_is_read(served: str) -> None:
    headers = bearer_headers(make_user())
    authorization = f"Authorization: {headers['Authorization']}"
    status, _, body = _exchange(served, _head("PUT", DOCUMENT, 2 * MB, authorization), b'{"notes": "')
    assert (status, body["code"]) == (413, "body_too_large")
    assert "1 MB" in str(body["error"])
    # An upload route takes up to 10 MB, and no more.
    upload = _head("POST", "/api/email-scanning/documents/upload", 11 * MB, authorization)
    status, _, body = _exchange(served, upload.replace("application/json", "multipart/form-data; boundary=b"))
    assert (status, body["code"]) == (413, "file_too_large")


def test_a_cookie_write_without_csrf_is_refused_before_its_body_is_read(
    served: str, client: TestClient
) -> None:
    user = make_user()
    login = client.post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    assert login.status_code == 200, login.text
    cookies = "; ".join(f"{name}={value}" for name, value in login.cookies.items())
    status, _, body = _exchange(served, _head("PUT", DOCUMENT, 50 * MB, f"Cookie: {cookies}"), b"{")
    assert (status, body["code"]) == (403, "csrf_failed")


def _chunks(count: int, size: int) -> Iterator[bytes]:
    yield b'{"notes": "'
    for _ in range(count):
        yield b"x" * size
    yield b'"}'


def test_a_streamed_body_without_length_is_cut_off_at_the_limit(client: TestClient) -> None:
    headers = {**bearer_headers(make_user()), "Content-Type": "application/json", "Accept-Language": "en"}
    response = client.put(DOCUMENT, headers=headers, content=_chunks(3, MB))
    assert "content-length" not in {k.lower() for k in response.request.headers}
    assert response.status_code == 413, response.text
    assert response.json()["code"] == "body_too_large"


def test_a_body_under_the_limit_is_read_as_before(client: TestClient) -> None:
    headers = bearer_headers(make_user())
    response = client.put(DOCUMENT, headers=headers, json={"notes": "x" * 900_000})
    assert response.status_code == 400, response.text  # too long a note, not too large a body
    assert response.json()["code"] == "validation_error"
    # A CSV import is an upload: 3 MB is within its limit (the row itself is refused as too long).
    data = "name,phone,notes\nלקוח,0501234567,".encode() + b"x" * 3 * MB + b"\n"
    response = client.post(
        "/api/customers/import", headers=headers, files={"file": ("c.csv", data, "text/csv")}
    )
    assert response.status_code != 413, response.text

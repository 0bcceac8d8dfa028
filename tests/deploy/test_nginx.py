"""The nginx site file of docs/deploy.md (deploy/nginx/misrad.conf), run by Debian's nginx in front of a
live misrad on loopback: requests, uploads past nginx's default body limit and the live dashboard stream
pass through it as the guide promises."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.auth.factories import bearer_headers, make_user
from tests.deploy.harness import free_port

pytestmark = pytest.mark.deployment

SITE = Path(__file__).resolve().parents[2] / "deploy" / "nginx" / "misrad.conf"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


def _site_for(upstream_port: int, listen_port: int) -> str:
    site = SITE.read_text()
    assert "server 127.0.0.1:8000 " in site and "listen 80;" in site  # what the guide tells people to edit
    return site.replace("server 127.0.0.1:8000 ", f"server 127.0.0.1:{upstream_port} ").replace(
        "listen 80;", f"listen 127.0.0.1:{listen_port};"
    )


@pytest.fixture
def proxied(served: str, tmp_path: Path) -> Iterator[str]:
    if not os.path.exists(NGINX):
        pytest.skip("Debian's nginx is not installed (scripts/setup --test installs it)")
    listen = free_port()
    (tmp_path / "logs").mkdir()
    (tmp_path / "site.conf").write_text(_site_for(int(served.rsplit(":", 1)[1]), listen))
    user = "user root;\n" if os.geteuid() == 0 else ""
    (tmp_path / "nginx.conf").write_text(
        f"""{user}worker_processes 1;
error_log {tmp_path}/logs/error.log warn;
pid {tmp_path}/nginx.pid;
events {{ worker_connections 64; }}
http {{
    access_log {tmp_path}/logs/access.log;
    client_body_temp_path {tmp_path}/body;
    proxy_temp_path {tmp_path}/proxy;
    fastcgi_temp_path {tmp_path}/fastcgi;
    uwsgi_temp_path {tmp_path}/uwsgi;
    scgi_temp_path {tmp_path}/scgi;
    include {tmp_path}/site.conf;
}}
"""
    )
    command = [NGINX, "-p", str(tmp_path), "-c", str(tmp_path / "nginx.conf"), "-g", "daemon off;"]
    checked = subprocess.run([*command[:-2], "-t"], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    nginx = subprocess.Popen(command, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{listen}"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                httpx.get(f"{url}/api/health", timeout=2)
                break
            except httpx.HTTPError:
                assert time.monotonic() < deadline and nginx.poll() is None, "nginx did not start"
                time.sleep(0.1)
        yield url
    finally:
        nginx.terminate()
        nginx.wait(10)


def test_misrad_answers_through_the_site_file(proxied: str) -> None:
    headers = bearer_headers(make_user(role="admin"))
    with httpx.Client(base_url=proxied, headers=headers, timeout=30) as http:
        assert http.get("/api/health").json()["status"] == "healthy"
        assert http.post("/api/customers", json={"name": "דרך הפרוקסי"}).status_code == 201
        names = [c["name"] for c in http.get("/api/customers").json()["data"]["customers"]]
        assert "דרך הפרוקסי" in names

        # 2 MB: past nginx's default 1 MB, within misrad's 10 MB: misrad itself judges the file.
        refused = http.post(
            "/api/email-scanning/documents/upload", files={"file": ("big.bin", b"\0" * 2_000_000)}
        )
        assert refused.status_code == 400 and refused.json()["code"] == "unsupported_file_type"
        # Past misrad's limit: misrad's own 413 in the user's words, not nginx's page.
        too_big = http.post(
            "/api/email-scanning/documents/upload", files={"file": ("huge.pdf", b"%PDF" + b"\0" * 10_600_000)}
        )
        assert too_big.status_code == 413 and too_big.json()["code"] == "file_too_large"

        with http.stream("GET", "/api/email-scanning/dashboard/stream", params={"max_events": 1}) as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            first = next(stream.iter_lines())
        assert first == "event: dashboard"

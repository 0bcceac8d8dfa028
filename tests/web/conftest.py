"""Browser tests: a live ``misrad serve`` on a loopback port, driven by Debian's Chromium through Playwright.

The server runs as its own process against a fresh data folder, exactly as ``make run`` starts it (the
embedded worker reads the documents): on SQLite, or on a database of its own on the PostgreSQL server
when ``MISRAD_TEST_DATABASE_URL`` is set (the test process truncates its own database between tests).
No browser is downloaded: Playwright drives ``/usr/bin/chromium`` (``scripts/setup --test`` installs it).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, sync_playwright
from sqlalchemy.engine import make_url

from tests import scratch

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "web" / "node_modules" / "axe-core" / "axe.min.js"
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"

PASSWORDS = {
    "owner@biz.example": "owner-secret-1",
    "clerk@biz.example": "clerk-secret-1",
    "approver1@biz.example": "approver-secret-1",
    "approver2@biz.example": "approver-secret-2",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).resolve().parent
    for item in items:
        in_here = Path(str(item.fspath)).resolve().parent == here
        if in_here and item.get_closest_marker("browser") and not Path(CHROMIUM).exists():
            item.add_marker(pytest.mark.skip(reason="chromium is not installed (scripts/setup --test)"))


@dataclass
class LiveServer:
    url: str
    admin_email: str
    admin_password: str
    process: subprocess.Popen[bytes]
    log: Path


def _wait_for_admin(log: Path, process: subprocess.Popen[bytes], url: str) -> tuple[str, str]:
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("misrad serve stopped:\n" + log.read_text(errors="replace")[-3000:])
        text = log.read_text(errors="replace")
        found = re.search(r"email:\s+(\S+)\s+password:\s+(\S+)", text)
        if found:
            try:
                if httpx.get(f"{url}/api/health", timeout=2).status_code == 200:
                    return found.group(1), found.group(2)
            except httpx.HTTPError:
                pass
        time.sleep(0.3)
    raise RuntimeError("misrad serve did not start in time:\n" + log.read_text(errors="replace")[-3000:])


def _add_users(url: str, email: str, password: str) -> None:
    """The office's people, created by the printed admin through the API (as an admin would)."""
    with httpx.Client(base_url=url, timeout=30) as http:
        login = http.post("/api/auth/login", json={"email": email, "password": password})
        login.raise_for_status()
        headers = {"X-CSRF-Token": login.json()["csrf_token"]}
        people: list[dict[str, Any]] = [
            {"email": "owner@biz.example", "display_name": "Dana Cohen", "role": "admin"},
            {"email": "clerk@biz.example", "display_name": "יוסי לוי", "role": "member"},
            {
                "email": "approver1@biz.example",
                "display_name": "מיכל אברהם",
                "role": "approver",
                "approval_level": 1,
            },
            {
                "email": "approver2@biz.example",
                "display_name": "רון שטרן",
                "role": "approver",
                "approval_level": 2,
            },
        ]
        for person in people:
            body = {**person, "password": PASSWORDS[person["email"]]}
            http.post("/api/auth/users", json=body, headers=headers).raise_for_status()


def _own_postgres_database(suffix: str = "") -> str | None:
    url = os.environ.get("MISRAD_TEST_DATABASE_URL", "")
    if not url:
        return None
    # One database per server of this process (a test module may start a second one).
    name = f"{make_url(url).database}_web_{os.getpid()}_{re.sub(r'[^a-z0-9]', '', suffix.lower())}"
    return scratch.fresh_database(url, name)


@contextmanager
def _serve(data_dir: Path, settings: dict[str, str], add_users: bool = True) -> Iterator[LiveServer]:
    """``misrad serve`` on a free port with its own data folder (and database), until the block ends."""
    port = scratch.free_port()
    url = f"http://127.0.0.1:{port}"
    env = {k: v for k, v in os.environ.items() if k not in ("MISRAD_DATABASE_URL", "MISRAD_REDIS_URL")}
    env.update(
        {
            "MISRAD_DATA_DIR": str(data_dir),
            "MISRAD_CREATE_FIRST_ADMIN": "true",
            "MISRAD_EMBEDDED_WORKER": "true",
            "MISRAD_DASHBOARD_STREAM_SECONDS": "0.5",
            "MISRAD_LOGIN_MAX_FAILURES": "50",
            # The suite's Dovecot listens on loopback, which the outbound guard refuses unless told.
            "MISRAD_ALLOW_PRIVATE_NETWORKS": "true",
            **settings,
        }
    )
    database = _own_postgres_database(data_dir.name)
    if database:
        env["MISRAD_DATABASE_URL"] = database
    log = data_dir / "serve.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-c", "from misrad.cli import main; main()", "serve", "--port", str(port)],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=ROOT,
        )
    try:
        email, password = _wait_for_admin(log, process, url)
        if add_users:
            _add_users(url, email, password)
        yield LiveServer(url, email, password, process, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        if database:
            scratch.drop_database(database)


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with _serve(tmp_path_factory.mktemp("web-data"), {}) as server:
        yield server


@pytest.fixture(scope="module")
def lone_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A one-person office: only the printed admin (separation of duties as by default, when possible)."""
    with _serve(tmp_path_factory.mktemp("lone-data"), {}, add_users=False) as server:
        yield server


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Chromium for one test module at a time.

    Sync Playwright keeps an event loop running on the main thread while it is started; scoped to the
    module (not the session, as pytest-playwright's own fixture is), it is stopped before tests of
    other modules run, whose ``asyncio.run`` would otherwise fail in the same worker.
    """
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Browser, live_server: LiveServer) -> Iterator[Page]:
    context = browser.new_context(base_url=live_server.url, locale="he-IL", timezone_id="Asia/Jerusalem")
    page = context.new_page()
    yield page
    context.close()


def sign_in(
    page: Any, email: str, password: str | None = None, target: str = "/", language: str | None = "he"
) -> None:
    """Signed in on ``target``, in ``language``: a user's language is remembered, and another test on the
    same server may have left it at English (``None`` keeps whatever was remembered)."""
    page.goto(f"/login?next={target}")
    page.locator("#email").fill(email)
    page.locator("#password").fill(password or PASSWORDS[email])
    page.locator("form[action='/login'] button[type=submit]").click()
    page.wait_for_load_state()
    if language is None:
        return
    switch = page.get_by_role("button", name="English" if language == "en" else "עברית", exact=True)
    if switch.count():
        switch.click()
        page.wait_for_load_state()


def check_accessibility(page: Any) -> None:
    """axe-core (from the npm lock) inside the page: no WCAG 2.0/2.1 A or AA violations."""
    # Evaluated through the DevTools protocol: the page's CSP (script-src 'self') stays in force.
    page.evaluate("() => {" + AXE.read_text() + "\n}")
    result = page.evaluate(
        "async () => await axe.run(document, {runOnly: {type: 'tag', values: "
        "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}})"
    )
    problems = [
        {"id": v["id"], "help": v["help"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in result["violations"]
    ]
    assert problems == [], json.dumps(problems, ensure_ascii=False, indent=1)


def screenshot(page: Any, name: str) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


class Office:
    """An API client for one person, to set up documents as the office would (upload, wait)."""

    def __init__(self, url: str, email: str) -> None:
        self.http = httpx.Client(base_url=url, timeout=60)
        login = self.http.post("/api/auth/login", json={"email": email, "password": PASSWORDS[email]})
        login.raise_for_status()
        self.http.headers["X-CSRF-Token"] = login.json()["csrf_token"]

    def upload(self, name: str, data: bytes) -> int:
        answer = self.http.post("/api/email-scanning/documents/upload", files={"file": (name, data)})
        answer.raise_for_status()
        return int(answer.json()["data"]["id"])

    def wait_processed(self, document_id: int, seconds: float = 150) -> dict[str, Any]:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            answer = self.http.get(f"/api/email-scanning/documents/{document_id}")
            data: dict[str, Any] = answer.json()["data"]
            if data["status"] in ("processed", "failed"):
                return data
            time.sleep(0.5)
        raise AssertionError(f"document {document_id} was not processed in time")


@pytest.fixture
def office(live_server: LiveServer) -> Iterator[Any]:
    clients: list[Office] = []

    def person(email: str) -> Office:
        clients.append(Office(live_server.url, email))
        return clients[-1]

    yield person
    for client in clients:
        client.http.close()


@pytest.fixture
def csp_violations(page: Any) -> list[str]:
    """Console messages about the Content-Security-Policy: a page that breaks its own policy fails."""
    found: list[str] = []
    page.on("console", lambda m: found.append(m.text) if "Content Security Policy" in m.text else None)
    return found

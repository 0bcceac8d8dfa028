"""A deployment on loopback: API processes and job workers as separate OS processes, and a bounded load
that remembers, for every request, which process it went to and when."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from tests.scratch import free_port

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Process:
    name: str
    command: list[str]
    log: Path
    popen: subprocess.Popen[bytes] | None = None
    port: int | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


@dataclass
class Deployment:
    """Processes sharing one database (and, with Redis, one queue), each started with ``env``."""

    env: dict[str, str]
    folder: Path
    processes: dict[str, Process] = field(default_factory=dict)
    down: set[str] = field(default_factory=set)
    admin_email: str = ""
    startup_seconds: list[float] = field(default_factory=list)  # how long each API took to answer
    admin_password: str = ""

    def admin(self, first_api: str) -> None:
        """The first admin that the first process created and printed (as a new installation does)."""
        found = re.search(r"email:\s+(\S+)\s+password:\s+(\S+)", self.processes[first_api].log.read_text())
        assert found, self.processes[first_api].log.read_text()[-3000:]
        self.admin_email, self.admin_password = found.group(1), found.group(2)

    def add_api(self, name: str) -> Process:
        port = free_port()
        command = ["serve", "--workers", "1", "--port", str(port)]
        self.processes[name] = Process(name, command, self.folder / f"{name}.log", port=port)
        return self.processes[name]

    def add_worker(self, name: str) -> Process:
        self.processes[name] = Process(name, ["worker", "--threads", "2"], self.folder / f"{name}.log")
        return self.processes[name]

    def start(self, *names: str) -> None:
        """Start these processes at once; return when every API among them answers its health check."""
        for name in names:
            process = self.processes[name]
            with process.log.open("ab") as out:
                process.popen = subprocess.Popen(
                    [sys.executable, "-c", "from misrad.cli import main; main()", *process.command],
                    env=self.env,
                    cwd=ROOT,
                    stdout=out,
                    stderr=subprocess.STDOUT,
                )
        for name in names:
            if self.processes[name].port is not None:
                self.wait_healthy(self.processes[name])
            self.down.discard(name)

    def wait_healthy(self, process: Process, seconds: float = 240) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            assert process.popen is not None and process.popen.poll() is None, process.log.read_text()[-3000:]
            try:
                if httpx.get(f"{process.url}/api/health", timeout=2).status_code == 200:
                    self.startup_seconds.append(round(seconds - (deadline - time.monotonic()), 1))
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise AssertionError(f"{process.name} did not come up:\n{process.log.read_text()[-6000:]}")

    def kill(self, name: str) -> None:
        """SIGKILL: no clean-up of any kind runs in the process."""
        process = self.processes[name]
        assert process.popen is not None
        self.down.add(name)
        process.popen.send_signal(signal.SIGKILL)
        process.popen.wait(10)

    def stop_all(self) -> None:
        for process in self.processes.values():
            if process.popen is not None and process.popen.poll() is None:
                process.popen.terminate()
        for process in self.processes.values():
            if process.popen is not None:
                try:
                    process.popen.wait(20)
                except subprocess.TimeoutExpired:
                    process.popen.kill()
                    process.popen.wait()

    def token(self, api: str) -> str:
        with httpx.Client(base_url=self.processes[api].url, timeout=30) as http:
            owner = {"email": self.admin_email, "password": self.admin_password}
            login = http.post("/api/auth/login", json=owner)
            login.raise_for_status()
            csrf = {"X-CSRF-Token": login.json()["csrf_token"]}
            made = http.post("/api/auth/tokens", json={"name": "load"}, headers=csrf)
            made.raise_for_status()
            return str(made.json()["token"])


@dataclass
class Outcome:
    api: str
    kind: str
    started: float
    ended: float
    status: int | None  # None: no answer (connection refused or cut)
    body: Any = None


class Load:
    """Operations run by a few client threads; each goes to its chosen API process unless that one is
    known to be down (as a reverse proxy would send it to a live one)."""

    def __init__(self, deployment: Deployment, apis: list[str], token: str) -> None:
        self.deployment = deployment
        self.apis = apis
        self.headers = {"Authorization": f"Bearer {token}"}
        self.outcomes: list[Outcome] = []
        self._lock = threading.Lock()

    def pick(self, preferred: int) -> str:
        live = [api for api in self.apis if api not in self.deployment.down]
        chosen = self.apis[preferred % len(self.apis)]
        return chosen if chosen in live else live[0]

    def send(self, api: str, kind: str, call: Callable[[httpx.Client], httpx.Response]) -> Outcome:
        started = time.monotonic()
        status: int | None = None
        body: Any = None
        try:
            with httpx.Client(
                base_url=self.deployment.processes[api].url, headers=self.headers, timeout=60
            ) as http:
                answer = call(http)
            status = answer.status_code
            is_json = answer.headers.get("content-type", "").startswith("application/json")
            body = answer.json() if is_json else None
        except httpx.HTTPError as exc:
            body = repr(exc)
        outcome = Outcome(api, kind, started, time.monotonic(), status, body)
        with self._lock:
            self.outcomes.append(outcome)
        return outcome

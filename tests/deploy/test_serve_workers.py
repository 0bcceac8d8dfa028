"""``misrad serve --workers 2``: uvicorn's supervisor keeps the API processes (a killed one replaced,
SIGHUP replacing each in turn), and exactly one of them runs the embedded job worker."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import time
from pathlib import Path

import httpx
import pytest

from tests.deploy.harness import Deployment, Process, free_port

# Its processes start on a data folder of their own (the environment's MISRAD_ settings left out): SQLite,
# whichever database the suite runs on, so it runs once, on the SQLite run (2 minutes of the PostgreSQL run).
pytestmark = [
    pytest.mark.deployment,
    pytest.mark.slow,
    pytest.mark.usefixtures("database"),
    pytest.mark.own_sqlite,
]


def _children(pid: int) -> set[int]:
    """The supervisor's serving processes (multiprocessing's resource tracker is not one of them)."""
    found: set[int] = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue  # ended meanwhile
        if f"\nPPid:\t{pid}\n" in status and b"spawn_main" in command:
            found.add(int(entry.name))
    return found


def _started(log: Path, processes: int) -> bool:
    return log.read_text(errors="replace").count("Application startup complete") >= processes


def _wait_for(condition: object, seconds: float, message: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        assert time.monotonic() < deadline, message
        time.sleep(0.2)


def _two_api_processes(tmp_path: Path) -> tuple[Deployment, int]:
    """A deployment of one ``misrad serve --workers 2`` on a free port (not started), and its port."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    env.update({"MISRAD_DATA_DIR": str(tmp_path / "data"), "MISRAD_CREATE_FIRST_ADMIN": "false"})
    deployment = Deployment(env, tmp_path)
    port = free_port()
    deployment.processes["api"] = Process(
        "api", ["serve", "--workers", "2", "--port", str(port)], tmp_path / "api.log", port=port
    )
    return deployment, port


def _start_two(deployment: Deployment) -> tuple[subprocess.Popen[bytes], set[int]]:
    """The supervisor started, once both its API processes listen; it and those processes."""
    deployment.start("api")
    supervisor = deployment.processes["api"].popen
    assert supervisor is not None
    _wait_for(lambda: len(_children(supervisor.pid)) == 2, 120, "two API processes did not start")
    processes = _children(supervisor.pid)
    # Each process listens on a socket of its own: killed before the other listens, nothing would.
    log = deployment.processes["api"].log
    _wait_for(lambda: _started(log, 2), 120, "the API processes did not finish starting")
    return supervisor, processes


def test_a_killed_api_process_is_replaced_and_one_process_runs_the_jobs(tmp_path: Path) -> None:
    deployment, port = _two_api_processes(tmp_path)
    try:
        supervisor, first = _start_two(deployment)
        lock = tmp_path / "data" / "embedded-worker.lock"
        _wait_for(lambda: lock.exists() and lock.read_text().strip(), 30, "no process runs the jobs")
        holder = int(lock.read_text())
        assert holder in first

        os.kill(holder, signal.SIGKILL)
        live = lambda: _children(supervisor.pid)  # noqa: E731
        _wait_for(lambda: len(live() - first) == 1, 120, "the killed process was not replaced")
        _wait_for(lambda: int(lock.read_text() or 0) in live(), 30, "nobody took the jobs over")
        assert httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=10).status_code == 200

        before = live()
        supervisor.send_signal(signal.SIGHUP)  # a graceful restart: each process replaced in turn
        _wait_for(lambda: not (live() & before), 180, "SIGHUP did not replace the processes")
        _wait_for(lambda: len(live()) == 2, 60, "not two processes after the restart")
        assert httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=10).status_code == 200
    finally:
        deployment.stop_all()


def _server_side_inodes(port: int) -> dict[int, int]:
    """For each client port connected to ``port`` on loopback, the inode of the server's socket."""
    found: dict[int, int] = {}
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        local, remote, state, inode = fields[1], fields[2], fields[3], int(fields[9])
        if state == "01" and int(local.split(":")[1], 16) == port:  # 01: established
            found[int(remote.split(":")[1], 16)] = inode
    return found


def _serving_process(inode: int, processes: set[int]) -> int | None:
    for pid in processes:
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            with contextlib.suppress(OSError):
                if os.readlink(fd) == f"socket:[{inode}]":
                    return pid
    return None


async def _serving_processes_of_a_burst(port: int, connections: int, processes: set[int]) -> list[int]:
    """Opens ``connections`` at once (as a load generator or a proxy's pool does), asks each for the
    health page, and names the process that serves each one (of those still open: a process holding
    more than its share closes some after their answer, ``core.connection_balance``)."""
    opened = await asyncio.gather(*(asyncio.open_connection("127.0.0.1", port) for _ in range(connections)))
    try:
        for _reader, writer in opened:
            writer.write(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        for reader, _writer in opened:
            assert (await reader.readline()).startswith(b"HTTP/1.1 200")
        inodes = _server_side_inodes(port)
        ports = [writer.get_extra_info("sockname")[1] for _reader, writer in opened]
        found = [_serving_process(inodes[port], processes) for port in ports if port in inodes]
        # None: a socket no process holds by the time its fds are read, one the balancer closed after
        # /proc/net/tcp was read (seen once in CI under load): no longer open, so served by no one.
        return [pid for pid in found if pid is not None]
    finally:
        for _reader, writer in opened:
            writer.close()


def test_connections_opened_together_are_spread_over_the_processes(tmp_path: Path) -> None:
    # A client opening its keep-alive connections at once (a proxy's pool, a load generator) had every
    # one of them taken by the process that woke first: the bench's list ran on one of two processes.
    deployment, port = _two_api_processes(tmp_path)
    try:
        _supervisor, processes = _start_two(deployment)
        served: dict[int, int] = {}
        for _round in range(3):
            for pid in asyncio.run(_serving_processes_of_a_burst(port, 16, processes)):
                served[pid] = served.get(pid, 0) + 1
        assert set(served) == processes, f"connections per process: {served}"
        assert min(served.values()) >= 8, f"connections per process: {served}"
    finally:
        deployment.stop_all()


def test_a_port_taken_by_another_server_is_refused_at_once() -> None:
    """Each process listens with SO_REUSEPORT, which would let a second server of the same user take
    the same port and quietly share its connections: the supervisor refuses a port in use."""
    import socket

    from misrad.core.serving import port_socket

    first = port_socket("127.0.0.1", 0)
    port = first.getsockname()[1]
    listening = socket.socket()
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    listening.bind(("127.0.0.1", port))
    listening.listen()
    try:
        with pytest.raises(OSError):
            port_socket("127.0.0.1", port)
    finally:
        listening.close()
        first.close()

"""Reading untrusted files in a separate process with resource limits.

Every document is read by a fresh child of a fork server (pdfium is not thread-safe and a hostile file
may crash or hang a parser): the child gets an address-space and CPU limit, the parent waits at most
``intake_timeout_seconds`` and kills it after that. A crash, a hang or running out of memory fails
that one document with a reason; the worker and other documents go on.
"""

from __future__ import annotations

import multiprocessing
import threading
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from misrad.core.settings import get_settings


@dataclass(frozen=True)
class Limits:
    max_pages: int
    max_pixels: int
    timeout_seconds: int
    memory_mb: int
    dpi: int


@dataclass
class ReadResult:
    ok: bool
    pages: list[str] = field(default_factory=list)
    source: str = ""
    confidence: float = 0.0
    page_count: int = 0
    error: str = ""
    rotations: list[int] = field(default_factory=list)


def limits_from_settings() -> Limits:
    settings = get_settings()
    return Limits(
        max_pages=settings.intake_max_pages,
        max_pixels=settings.intake_max_pixels,
        timeout_seconds=settings.intake_timeout_seconds,
        memory_mb=settings.intake_memory_mb,
        dpi=settings.intake_ocr_dpi,
    )


_context_lock = threading.Lock()
_context: Any = None
_preload: list[str] = ["misrad.intake.parsing", "misrad.intake.ocr_preload"]


def preload_in_readers(*modules: str) -> None:
    """Modules the fork server imports once for all readers; call before the first file is read.

    Every child runs the parent's main script again before it reads (CPython's own "__main__" preload
    never receives the script's path). The program that owns that script (the CLI for ``misrad
    serve``/``worker``) names its module here, so the re-run costs nothing instead of ~0.2 s a file.
    """
    with _context_lock:
        _preload.extend(name for name in modules if name not in _preload)


def _mp_context() -> Any:
    global _context
    with _context_lock:
        if _context is None:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(list(_preload))
            _context = context
        return _context


def read_file(path: str, mime: str, limits: Limits | None = None) -> ReadResult:
    """Read one stored file in a limited child process; never raises for a bad file."""
    limits = limits or limits_from_settings()
    context = _mp_context()
    receiver, sender = context.Pipe(duplex=False)
    from misrad.intake import parsing

    process = context.Process(
        target=parsing.child_main, args=(path, mime, limits.__dict__, sender), daemon=True
    )
    process.start()
    sender.close()
    try:
        outcome = _wait(process, receiver, limits.timeout_seconds)
    finally:
        receiver.close()
        if process.is_alive():
            process.kill()
        process.join(5)
    return outcome


def _wait(process: Any, receiver: Connection, timeout: float) -> ReadResult:
    if not receiver.poll(timeout):
        if process.is_alive():
            process.kill()
            return ReadResult(ok=False, error="parse_timeout")
        return ReadResult(ok=False, error=_exit_reason(process))
    try:
        message = receiver.recv()
    except (EOFError, OSError):
        process.join(5)
        return ReadResult(ok=False, error=_exit_reason(process))
    return ReadResult(**message)


def _exit_reason(process: Any) -> str:
    process.join(5)
    import signal

    if process.exitcode in (-signal.SIGXCPU, -signal.SIGKILL):
        return "parse_timeout"
    if process.exitcode == 3:
        return "parse_out_of_memory"
    return "parse_crashed"

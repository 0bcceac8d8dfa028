"""The access log of ``misrad serve``: every answer's line, written in batches off the event loop
(``core.serving.BatchedAccessLog``)."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Iterator

import pytest

from misrad.core import serving


class CountingStream(io.StringIO):
    """Standard output as the handler sees it, counting its writes (each one a system call unbuffered)."""

    def __init__(self) -> None:
        super().__init__()
        self.writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        return super().write(text)


@pytest.fixture
def access_log(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[logging.Logger, CountingStream]]:
    """A logger with the access handler ``misrad serve`` gives uvicorn (made as ``dictConfig`` makes it,
    without reconfiguring the test run's own logging)."""
    stream = CountingStream()
    monkeypatch.setattr("sys.stdout", stream)
    spec = serving.logging_config()["handlers"]["access"]
    assert spec["formatter"] == "access"
    handler = spec["()"]()
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger = logging.getLogger("test.access_log")
    logger.setLevel(logging.INFO)
    logger.propagate = False
    logger.addHandler(handler)
    yield logger, stream
    logger.removeHandler(handler)


def test_lines_of_an_event_loop_go_out_together_in_order(
    access_log: tuple[logging.Logger, CountingStream],
) -> None:
    logger, stream = access_log

    async def answers() -> str:
        for n in range(50):
            logger.info("GET /api/customers %d", n)
        before_flush = stream.getvalue()
        await asyncio.sleep(serving.ACCESS_LOG_FLUSH_SECONDS * 3)
        return before_flush

    assert asyncio.run(answers()) == ""
    assert stream.getvalue() == "".join(f"GET /api/customers {n}\n" for n in range(50))
    assert stream.writes == 1


def test_a_line_off_the_event_loop_goes_out_at_once(
    access_log: tuple[logging.Logger, CountingStream],
) -> None:
    logger, stream = access_log
    logger.info("from a thread")
    assert stream.getvalue() == "from a thread\n"


def test_lines_still_waiting_are_written_at_shutdown(
    access_log: tuple[logging.Logger, CountingStream],
) -> None:
    logger, stream = access_log

    async def last_answer() -> None:
        logger.info("the last answer")

    asyncio.run(last_answer())  # the loop ends before the batch's time comes
    for handler in logger.handlers:
        handler.flush()  # what ``logging.shutdown`` does at exit
    assert stream.getvalue() == "the last answer\n"


def test_lines_left_by_an_ended_loop_go_out_with_the_next_loops(
    access_log: tuple[logging.Logger, CountingStream],
) -> None:
    logger, stream = access_log

    async def answer(text: str, wait: float) -> None:
        logger.info(text)
        await asyncio.sleep(wait)

    asyncio.run(answer("first", 0))  # this loop ends before its batch's time
    asyncio.run(answer("second", serving.ACCESS_LOG_FLUSH_SECONDS * 3))
    assert stream.getvalue() == "first\nsecond\n"

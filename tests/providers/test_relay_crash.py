"""A misrad process killed (SIGKILL) mid-call loses no call: settled usage is committed before it is
counted done, and a call in flight left its hold with the pending usage row, which the sweeper writes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta

import httpx
from sqlalchemy import update

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.providers import metering
from misrad.providers.models import BudgetHold
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer
from tests.providers.relay_factories import holds, key_usage, make_key
from tests.scratch import free_port

SERVE = (
    "import sys, uvicorn; from misrad.app import create_app; "
    "uvicorn.run(create_app(run_worker=False), host='127.0.0.1', port=int(sys.argv[1]), log_level='warning')"
)


def _start(port: int) -> subprocess.Popen[bytes]:
    return _ready(_spawn(port), port)


def _spawn(port: int) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-c", SERVE, str(port)], env=dict(os.environ))


def _ready(process: subprocess.Popen[bytes], port: int) -> subprocess.Popen[bytes]:
    """``process`` once it answers on ``port``; killed if it does not within two minutes (a start is
    a few seconds of CPU, many times that on a machine that other work keeps busy)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.2)
    process.kill()
    raise AssertionError("misrad did not start")


def test_sigkill_mid_stream_loses_no_call(llm: FakeLLMServer, fast_gateway: None) -> None:
    factories.connect("openai", llm)
    key_id, secret, _ = make_key()
    port = free_port()
    process = _start(port)
    headers = {"authorization": f"Bearer {secret}"}
    url = f"http://127.0.0.1:{port}/v1/chat/completions"
    message = [{"role": "user", "content": "hi"}]
    try:
        answered = httpx.post(url, json={"model": "gpt-6-luna", "messages": message}, headers=headers)
        assert answered.status_code == 200
        deadline = time.monotonic() + 10
        while not key_usage(key_id) and time.monotonic() < deadline:
            time.sleep(0.05)
        llm.stream_pieces, llm.stream_delay = 20, 0.3
        body = {"model": "gpt-6-luna", "messages": message, "stream": True}
        with httpx.stream("POST", url, json=body, headers=headers, timeout=30) as response:
            assert next(response.iter_lines()).startswith("data:")
            process.send_signal(signal.SIGKILL)
            process.wait(10)
    finally:
        process.kill()
    settled = key_usage(key_id)
    assert len(settled) == 1 and settled[0].success  # the answered call was settled before the kill
    assert len(holds()) == 1  # the call in flight left its hold
    with get_database().unit_of_work() as session:  # as if its expiry had passed
        session.execute(update(BudgetHold).values(expires_at=utcnow() - timedelta(seconds=1)))
    with get_database().unit_of_work() as session:
        metering.sweep_expired_holds(session)
    rows = key_usage(key_id)
    assert [r.error_type for r in rows] == [None, "unsettled"] and rows[1].output_tokens == 1024
    assert holds() == []

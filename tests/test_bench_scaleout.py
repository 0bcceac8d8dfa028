"""The scale-out bench counts the CPU of every serving process once."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from bench.bench_scaleout import _own_cpu_seconds, _tree_cpu_seconds

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

# A parent that starts a child which spends 0.6 s of CPU, then both wait. The test waits for 0.5 of it:
# /proc counts in clock ticks, so waiting for all of it could fall a tick short under load.
FAMILY = """
import subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c",
    "import time\\nend = time.process_time() + 0.6\\nwhile time.process_time() < end: pass\\ntime.sleep(60)"])
time.sleep(60)
"""


def test_a_supervisor_and_its_processes_are_counted_once() -> None:
    # Summing each process with its children counted a supervisor's children twice (2 processes read
    # as twice their CPU).
    parent = subprocess.Popen([sys.executable, "-c", FAMILY])
    try:
        deadline = time.monotonic() + 30
        while _tree_cpu_seconds(parent.pid) - _own_cpu_seconds(parent.pid) < 0.5:
            assert time.monotonic() < deadline, "the child did not spend its CPU"
            time.sleep(0.2)
        time.sleep(0.3)
        children = _tree_cpu_seconds(parent.pid) - _own_cpu_seconds(parent.pid)
        assert 0.5 <= children < 0.95, children
    finally:
        subprocess.run(["pkill", "-P", str(parent.pid)], check=False)
        parent.kill()
        parent.wait()

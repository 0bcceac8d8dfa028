"""How much CPU LiteLLM's metered proxy still uses after it has answered a call: the LiteLLM harness
calls misrad right after LiteLLM in half its c=1 calls, and what LiteLLM does then competes with
misrad's call for the machine's cores.

    .venv/bin/python -m bench.litellm_afterwork VENV [N]

Per call (one ``httpx`` client, a pause of 60 ms between calls): the CPU time of every thread of the
proxy process (``/proc/PID/task/*/schedstat``, nanoseconds) during the call, and in the windows 0-5,
5-10, 10-20 and 20-50 ms after the response reached the client. Prints the medians and the 90th
percentiles.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from contextlib import ExitStack
from pathlib import Path

from bench.bench_gateway import LITELLM_PORT
from bench.gateway_c1 import _caller, _litellm, _tempdir

WINDOWS = (0.005, 0.010, 0.020, 0.050)

def _cpu(pids: list[int]) -> float:
    """Seconds on a CPU so far, of every thread of the processes."""
    total = 0
    for task in (task for pid in pids for task in Path(f"/proc/{pid}/task").iterdir()):
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            continue  # a thread that ended meanwhile
    return total / 1e9

def _proxy_pids() -> list[int]:
    found = subprocess.run(["pgrep", "-f", "--", f"--port {LITELLM_PORT}"], capture_output=True, text=True)
    return [int(pid) for pid in found.stdout.split()]  # the CLI's process, and any it started

def main() -> None:
    venv, n = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 200
    with ExitStack() as stack:
        _litellm(stack, venv, Path(stack.enter_context(_tempdir())))
        call = _caller(f"http://127.0.0.1:{LITELLM_PORT}/v1", "sk-master-1234", False, stack)
        pid = _proxy_pids()
        for _ in range(50):
            call()
        rows: list[list[float]] = []
        for _ in range(n):
            before = _cpu(pid)
            call()
            answered, at_answer = time.perf_counter(), _cpu(pid)
            row, last = [at_answer - before], at_answer
            for end in WINDOWS:
                time.sleep(max(0.0, answered + end - time.perf_counter()))
                now = _cpu(pid)
                row.append(now - last)
                last = now
            rows.append(row)
            time.sleep(0.01)
    names = ["during the call", "0-5 ms after", "5-10 ms after", "10-20 ms after", "20-50 ms after"]
    for index, name in enumerate(names):
        values = [row[index] * 1000 for row in rows]
        cut = statistics.quantiles(values, n=10)[8]
        print(f"{name:>16}: CPU median {statistics.median(values):.2f} ms, p90 {cut:.2f} ms")

if __name__ == "__main__":
    main()

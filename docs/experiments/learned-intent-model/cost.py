"""learned37: what the learned intent model costs. (1) A process's start to its first answer that reads
the model: create_app (which starts the training thread), then one understand() of a question the
engine finds no intent in; with an empty store (trains), with the store written (reads it), and with
the model switched off. (2) The model's own reading of a message, p50/p99 over the corpus's questions.

usage: PYTHONPATH=SKLEARN:src:. python docs/experiments/learned-intent-model/cost.py
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time

FIRST = """
import time, sys
started = float(sys.argv[1])
from datetime import date
from misrad.app import create_app
create_app(run_worker=False)
from misrad.assistant.engine.nlu import understand
asked = time.time()
found = understand("the grinder, sorted yet?", today=date(2026, 12, 1), index=None)
done = time.time()
print(f"{done - started:.2f} s to the first answer ({found.intent}, {found.reason}); "
      f"the answer itself {done - asked:.2f} s")
"""


def first_answers() -> None:
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "MISRAD_DATA_DIR": data}
        for label, extra in [("empty store", {}), ("store written", {}), ("model off", {"MISRAD_LEARNED_INTENT_MODEL": "false"})]:
            line = subprocess.run(
                [sys.executable, "-c", FIRST, str(time.time())], env={**env, **extra}, capture_output=True, text=True
            )
            print(f"  {label:14s} {line.stdout.strip() or line.stderr[-500:]}")


def reading_cost() -> None:
    from misrad.assistant.engine import intent_model

    intent_model.model()
    rows = intent_model.corpus_rows()
    texts = [row[3] for row in rows]
    for text in texts[:200]:
        intent_model.reading(text, [])
    times = []
    for text in texts:
        start = time.perf_counter()
        intent_model.reading(text, [])
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    print(f"  reading {len(times)} questions: p50 {statistics.median(times):.3f} ms, "
          f"p99 {times[int(len(times) * 0.99) - 1]:.3f} ms, max {times[-1]:.2f} ms")


if __name__ == "__main__":
    print("start to first answer:")
    first_answers()
    print("the model's reading of a message:")
    reading_cost()

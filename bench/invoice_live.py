"""The shared invoice corpus through the API, as its author's scorer measures a service: a fresh
``misrad serve`` (SQLite, the embedded worker reading uploads), a member with an API token, then
``score.py`` uploading the 90 documents one by one and waiting for each, fraud alerts included.

    python -m bench.invoice_live [--json OUT.json] [--limit N]

``bench.invoice_fields`` measures reading and extraction in process (and splits tuned from held-out
layouts); this run measures what a user of the API gets, the fraud checks and the seconds from upload to
processed. Prints the scorer's own report.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.bench_concurrency import BIN, _free_port, _member, _run
from bench.invoice_fields import CORPUS
from bench.servers import served

ROOT = Path(__file__).resolve().parent.parent


def _environment(work: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    env.update(
        MISRAD_DATA_DIR=str(work / "data"),
        MISRAD_CREATE_FIRST_ADMIN="false",
        MISRAD_EMBEDDED_WORKER="true",
        MISRAD_SECRET_KEY="invoice-live-secret-key-0123456789abcdef",
        MISRAD_WORKERS="1",
    )
    env["BENCH_URL"] = f"sqlite:///{(work / 'data' / 'misrad.db').resolve()}"
    return env


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--json", help="the scorer's per-document results")
    parser.add_argument("--limit", type=int)
    options = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench_invoice_live_"))
    env = _environment(work)
    _run([str(BIN / "misrad"), "migrate"], env)
    _, token = _member(str(BIN / "misrad"), env, "bookkeeper@example.com")
    port = _free_port()
    arguments = [str(BIN / "misrad"), "serve", "--workers", "1", "--port", str(port)]
    with served(arguments, env, port, work / "server.log") as (base, _pid):
        command = [sys.executable, str(CORPUS / "score.py"), "--url", base, "--token", token]
        command += ["--min-accuracy", "0"]
        command += ["--json", options.json] if options.json else []
        command += ["--limit", str(options.limit)] if options.limit else []
        print(f"load average {os.getloadavg()[0]:.1f} at the start", flush=True)
        done = subprocess.run(command, cwd=ROOT, check=False)
        print(f"load average {os.getloadavg()[0]:.1f} at the end; server log {work / 'server.log'}")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())

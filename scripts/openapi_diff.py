"""Compare the API (the OpenAPI document) of the working tree with that of a git revision.

    .venv/bin/python scripts/openapi_diff.py [REV]        # REV defaults to main

The revision's source is exported with ``git archive`` into a temporary folder and its app built in a
child process, so nothing in the working tree changes. Paths, methods, parameters, bodies, responses
and schemas are compared as data (key order ignored). Exit status 0 when both are the same, 1 otherwise
(each difference is printed with its place in the document).
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DUMP = (
    "import json, sys\n"
    "from misrad.app import create_app\n"
    "json.dump(create_app(run_worker=False).openapi(), sys.stdout, sort_keys=True)\n"
)


def openapi_of(source: Path) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as data_dir:
        env = {
            **os.environ,
            "PYTHONPATH": str(source / "src"),
            "MISRAD_DATA_DIR": data_dir,
            "MISRAD_EMBEDDED_WORKER": "false",
        }
        out = subprocess.run(  # noqa: S603 - our own interpreter running a fixed snippet
            [sys.executable, "-c", DUMP], env=env, cwd=source, check=True, capture_output=True, text=True
        )
    document: dict[str, Any] = json.loads(out.stdout)
    return document


def differences(before: Any, after: Any, where: str = "") -> list[str]:
    if isinstance(before, dict) and isinstance(after, dict):
        found: list[str] = []
        for key in sorted(set(before) | set(after)):
            place = f"{where}/{key}"
            if key not in after:
                found.append(f"- {place}")
            elif key not in before:
                found.append(f"+ {place}")
            else:
                found.extend(differences(before[key], after[key], place))
        return found
    if before != after:
        return [
            f"~ {where}: {json.dumps(before, ensure_ascii=False)[:200]} -> "
            f"{json.dumps(after, ensure_ascii=False)[:200]}"
        ]
    return []


def main() -> int:
    revision = sys.argv[1] if len(sys.argv) > 1 else "main"
    with tempfile.TemporaryDirectory() as exported:
        archive = subprocess.run(  # noqa: S603 - git with a revision name, no shell
            [shutil.which("git") or "git", "archive", revision], cwd=ROOT, check=True, capture_output=True
        )
        with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
            tar.extractall(exported, filter="data")
        before = openapi_of(Path(exported))
    after = openapi_of(ROOT)
    found = differences(before, after)
    for line in found:
        print(line)  # noqa: T201
    print(  # noqa: T201
        f"{len(before['paths'])} paths before, {len(after['paths'])} after: "
        f"{'the same API' if not found else f'{len(found)} differences'}"
    )
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

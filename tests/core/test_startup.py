"""What every misrad process pays to start: the API's processes, the workers and each command import
``misrad.areas`` when they start, and the deployment's processes are restarted when one dies, so heavy
work at import time is paid again and again. Modules only a few requests need are imported on first use."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

# datasketch's package imports scipy (about 0.7 s of CPU): only a fraud check needs its MinHash.
NOT_AT_START = ("datasketch", "scipy")
# The MCP SDK (about 1 s of CPU, its client included): only a request to /mcp needs it.
NOT_AT_APP_START = ("mcp",)


def test_starting_imports_no_module_that_only_some_requests_need() -> None:
    program = (
        "import sys, misrad.areas, misrad.app, misrad.cli;"
        f"print(','.join(m for m in {NOT_AT_START!r} if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""


def test_building_and_starting_the_api_imports_no_mcp_sdk() -> None:
    program = (
        "import sys; from fastapi.testclient import TestClient; from misrad.app import create_app\n"
        "with TestClient(create_app(run_worker=False)) as client:\n"
        "    assert client.get('/api/health').status_code == 200\n"
        f"    print(','.join(m for m in {NOT_AT_APP_START!r} if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""


def test_the_fraud_check_still_finds_its_minhash_on_first_use() -> None:
    from misrad.fraud.lsh import signature

    words = " ".join(f"מילה{i} word{i}" for i in range(40))
    assert len(signature(words)) == 128
    assert signature(words) == signature(words)

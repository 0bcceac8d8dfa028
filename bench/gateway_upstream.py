"""The peer harness's fake OpenAI upstream (``fake_openai.py``, loaded from the harness folder), counting
the completions it serves (``GET /count``), so the gateway benchmark can check that every call misrad
forwarded has its usage row. Run: ``python bench/gateway_upstream.py HARNESS_DIR PORT``."""

from __future__ import annotations

import importlib.util
import sys
import threading
from http.server import ThreadingHTTPServer
from pathlib import Path


def main() -> None:
    harness, port = Path(sys.argv[1]), int(sys.argv[2])
    spec = importlib.util.spec_from_file_location("fake_openai", harness / "fake_openai.py")
    assert spec is not None and spec.loader is not None
    fake = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fake)
    lock = threading.Lock()
    served = [0]

    class Counting(fake.Handler):  # type: ignore[name-defined,misc]
        def do_POST(self) -> None:
            with lock:
                served[0] += 1
            super().do_POST()

        def do_GET(self) -> None:
            if self.path == "/count":
                self._send(200, str(served[0]).encode(), "text/plain")
            else:
                super().do_GET()

    ThreadingHTTPServer.daemon_threads = True
    ThreadingHTTPServer.request_queue_size = 1024
    ThreadingHTTPServer(("127.0.0.1", port), Counting).serve_forever()


if __name__ == "__main__":
    main()

"""The framework's ceiling: a bare FastAPI app with one trivial route, served like ``misrad serve``.

``python -m bench.bare_app PORT`` runs it with the same uvicorn settings as ``misrad serve`` (one
process, uvloop and httptools when installed, access log at info level).
"""

from __future__ import annotations

import sys

import uvicorn
from fastapi import FastAPI

app = FastAPI()


@app.get("/ping")
async def ping() -> dict[str, object]:
    return {"success": True, "message": "pong"}


if __name__ == "__main__":
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="info", proxy_headers=False)

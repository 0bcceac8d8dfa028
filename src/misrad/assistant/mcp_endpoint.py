"""The ``/mcp`` endpoint inside the API, with the MCP SDK imported and its server started at the first
request, not when the application starts.

The SDK (``misrad.assistant.mcp``) costs about a second of CPU to import, its client included, and every
API process pays its start again whenever it is restarted; most processes never see an MCP client. So
the endpoint holds a task group for the application's lifetime (``running``), and the first request
imports the SDK in a thread (the event loop goes on serving meanwhile), builds the server and starts
its session manager in that group. The session manager may run only once per server, while one
application can be started more than once (tests, servers that restart their lifespan): every start
builds afresh. Outside a start the endpoint answers 503.
"""

from __future__ import annotations

import importlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

import anyio
import anyio.to_thread
from anyio.abc import TaskGroup
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from misrad.core.i18n import translate

if TYPE_CHECKING:
    from mcp.server.lowlevel import Server


class _Started:
    """One application start: its task group, the event that ends it, and the server once built."""

    def __init__(self, tasks: TaskGroup) -> None:
        self.tasks = tasks
        self.stopping = anyio.Event()
        self.building = anyio.Lock()
        self.app: ASGIApp | None = None


class McpEndpoint:
    """The MCP endpoint as an ASGI app, and ``running()``, entered for the application's lifetime."""

    def __init__(self, path: str = "/mcp") -> None:
        self.path = path
        self._started: _Started | None = None

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        async with anyio.create_task_group() as tasks:
            previous, self._started = self._started, _Started(tasks)
            started = self._started
            try:
                yield
            finally:
                started.stopping.set()  # the session manager, if one was started, stops with the group
                self._started = previous

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        started = self._started
        if started is None:
            response = JSONResponse(
                {"success": False, "error": translate("service_unavailable"), "code": "service_unavailable"},
                status_code=503,
            )
            await response(scope, receive, send)
            return
        app = started.app or await self._start(started)
        await app(scope, receive, send)

    async def _start(self, started: _Started) -> ASGIApp:
        async with started.building:  # requests arriving together build one server
            if started.app is None:
                sdk: Any = await anyio.to_thread.run_sync(importlib.import_module, "misrad.assistant.mcp")
                app, server = sdk.build_http_app(self.path)
                await started.tasks.start(_serve, server, started.stopping)
                started.app = app
            return started.app


async def _serve(server: Server[Any], stopping: anyio.Event, *, task_status: Any) -> None:
    async with server.session_manager.run():
        task_status.started()
        await stopping.wait()

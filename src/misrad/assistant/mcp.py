"""The function registry served as Model Context Protocol tools (official ``mcp`` SDK, 2.x).

One low-level SDK server per transport, built from :data:`misrad.assistant.functions.REGISTRY`, so the
MCP tools are exactly the functions of ``GET /functions/available`` (same names, descriptions and
JSON schemas) and run through the same permission-checked ``functions.execute``:

- ``/mcp`` (streamable HTTP, stateless, JSON responses) inside the API. Callers authenticate with the
  API's own bearer tokens (``Authorization: Bearer msr_...``); a missing or wrong token gets the SDK's
  401 with ``WWW-Authenticate``. Each tool call runs as the token's user, re-checked on every call.
- ``misrad mcp --email EMAIL`` over stdio, for MCP clients that start a local command; it runs as that
  user (whoever can start it already has the server's database).

A failing call (unknown customer, bad argument) is a tool result with ``is_error`` and the catalogue's
English text, so a model can read it and correct itself; it is never a protocol error.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

import anyio
from mcp import types
from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings
from mcp.server.lowlevel import Server
from mcp.server.transport_security import TransportSecuritySettings
from starlette.applications import Starlette

from misrad import __version__
from misrad.assistant import functions
from misrad.auth import service as auth
from misrad.auth.schemas import Caller
from misrad.core.db import get_database
from misrad.core.errors import MisradError, NotAuthenticated
from misrad.core.i18n import translate

log = logging.getLogger("misrad.assistant.mcp")

SERVER_NAME = "misrad"
INSTRUCTIONS = (
    "Tools over the records of a small Israeli business: customers (by phone, name, email), balances, "
    "repairs, invoices and the business's knowledge base. Amounts are decimal strings with a currency."
)

CallerSource = Callable[[], Caller | None]


def tool_list() -> list[types.Tool]:
    return [
        types.Tool(
            name=spec.name,
            description=spec.description,
            input_schema=spec.parameters,
            annotations=types.ToolAnnotations(read_only_hint=True, open_world_hint=False),
        )
        for spec in functions.REGISTRY.values()
    ]


def run_tool(caller: Caller, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """One registry call in its own short read-only unit of work; the typed result as JSON."""
    with get_database().unit_of_work(write=False) as session:
        result = functions.execute(session, caller, name, arguments)
        payload: dict[str, Any] = result.model_dump(mode="json")
        return payload


def _error_result(error: MisradError) -> types.CallToolResult:
    message = translate(error.error_code, "en", **error.params)
    return types.CallToolResult(
        content=[types.TextContent(text=f"{error.error_code}: {message}")],
        structured_content={"error": error.error_code, "message": message},
        is_error=True,
    )


def build_server(caller_source: CallerSource) -> Server[Any]:
    """A server whose tools run as ``caller_source()`` (called in a worker thread, once per call)."""

    async def list_tools(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tool_list())

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        arguments = dict(params.arguments or {})

        def run() -> dict[str, Any]:
            caller = caller_source()
            if caller is None:  # the token was revoked since the request was authenticated
                raise NotAuthenticated()
            return run_tool(caller, params.name, arguments)

        try:
            payload = await anyio.to_thread.run_sync(run)
        except MisradError as error:
            return _error_result(error)
        return types.CallToolResult(
            content=[types.TextContent(text=json.dumps(payload, ensure_ascii=False))],
            structured_content=payload,
        )

    def input_schema(name: str) -> dict[str, Any] | None:
        spec = functions.REGISTRY.get(name)
        return spec.parameters if spec else None

    return Server(
        SERVER_NAME,
        version=__version__,
        instructions=INSTRUCTIONS,
        get_tool_input_schema=input_schema,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


# ---- streamable HTTP at /mcp -------------------------------------------------------------------------


def caller_from_token(token: str) -> Caller | None:
    # A lookup only: the token's last use is written after the response, as on the API.
    with get_database().unit_of_work(write=False) as session:
        return auth.caller_from_token(session, token)


class ApiTokenVerifier:
    """The SDK's token check, answered by the API's own tokens."""

    async def verify_token(self, token: str) -> AccessToken | None:
        caller = await anyio.to_thread.run_sync(caller_from_token, token)
        if caller is None:
            return None
        return AccessToken(token=token, client_id=f"user-{caller.id}", scopes=[], subject=str(caller.id))


def _token_caller() -> Caller | None:
    access = get_access_token()
    return caller_from_token(access.token) if access is not None else None


def build_http_app(path: str) -> tuple[Starlette, Server[Any]]:
    """The streamable-HTTP app at ``path`` and its server, whose session manager the caller runs
    (``misrad.assistant.mcp_endpoint``).

    DNS-rebinding protection (a Host/Origin allow-list) is off: it defends cookie- or localhost-trusting
    servers, while every request here must carry a bearer token that a rebinding page cannot know.
    """
    server = build_server(_token_caller)
    app = server.streamable_http_app(
        streamable_http_path=path,
        stateless_http=True,
        json_response=True,
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
        auth=AuthSettings(
            issuer_url="http://localhost/api/auth",  # type: ignore[arg-type]
            resource_server_url=None,
            required_scopes=[],
        ),
        token_verifier=ApiTokenVerifier(),
    )
    return app, server


# ---- stdio (misrad mcp) ------------------------------------------------------------------------------


async def serve_stdio(caller: Caller) -> None:
    from mcp.server.stdio import stdio_server

    server = build_server(lambda: caller)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())

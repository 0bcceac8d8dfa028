"""Local servers that speak the LLM vendors' wire protocols, for tests driving the real SDKs over HTTP.

One :class:`FakeLLMServer` answers all three protocols on 127.0.0.1:<free port>:

- OpenAI: ``POST /v1/chat/completions``, ``POST /v1/embeddings``, ``GET /v1/models`` (Bearer key)
- Anthropic: ``POST /v1/messages``, ``GET /v1/models`` (``x-api-key``)
- Gemini: ``POST /v1beta/models/{model}:generateContent``, ``GET /v1beta/models`` (``x-goog-api-key``)

Base URLs to configure: ``server.openai_base_url`` (…/v1), ``server.base_url`` for Anthropic and Gemini.

Behaviour is scripted: ``server.script("429", "ok")`` makes the next requests answer 429 then succeed;
after the script runs out every request gets ``server.default`` (``"ok"``). Steps: ``ok``, ``401``,
``429``, ``500``, ``400``, ``timeout`` (sleeps ``server.delay`` seconds before answering), ``malformed``
(200 with a body that is not the protocol's JSON). A key outside ``server.valid_keys`` always gets the
vendor's "invalid key" answer. ``server.reply_text``, ``server.tool_calls`` ([(name, args)]) and
``server.usage`` (vendor-shaped usage dict, or None for a default) shape successful replies.
``server.requests`` records every request that reached the server (path, headers, json body).

A streamed request (OpenAI's and Anthropic's ``stream: true``, Gemini's
``POST /v1beta/models/{model}:streamGenerateContent?alt=sse``) is answered as the vendor's server-sent
events (see ``fake_streams``): the reply text in ``server.stream_pieces`` pieces
(``server.stream_delay`` seconds apart; ``server.sent_at`` keeps the ``time.time()`` at which each
event left: a wall clock a browser on the same machine shares), tool calls, then the finish reason
and usage. Step ``cut`` sends the first half of the text and closes the connection mid-answer.

Use it as a context manager or call ``start()`` / ``stop()``.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from tests.providers import fake_streams
from tests.providers.fake_streams import Scripted

GOOD_KEY = "sk-test-good-key-1234"


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: Any
    outcome: str = ""


@dataclass
class FakeLLMServer:
    valid_keys: set[str] = field(default_factory=lambda: {GOOD_KEY})
    default: str = "ok"
    delay: float = 3.0
    reply_text: str = "שלום! how can I help?"
    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    usage: dict[str, Any] | None = None
    models: list[str] = field(default_factory=lambda: ["model-a", "model-b"])
    requests: list[Recorded] = field(default_factory=list)
    # Streams (``"stream": true``): the reply text in ``stream_pieces`` pieces, ``stream_delay`` seconds
    # apart; ``stream_sent`` counts the events written before the reader left.
    stream_pieces: int = 4
    stream_delay: float = 0.0
    stream_sent: int = 0
    sent_at: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._script: deque[str] = deque()
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> FakeLLMServer:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                return

            def do_GET(self) -> None:
                server._handle(self, None)

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw) if raw else None
                except json.JSONDecodeError:
                    body = raw.decode(errors="replace")
                server._handle(self, body)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> FakeLLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._httpd is not None
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def openai_base_url(self) -> str:
        return f"{self.base_url}/v1"

    # ------------------------------------------------------------------ scripting
    def script(self, *steps: str) -> None:
        with self._lock:
            self._script.extend(steps)

    def reset(self) -> None:
        with self._lock:
            self._script.clear()
            self.requests.clear()

    def _next_step(self) -> str:
        with self._lock:
            return self._script.popleft() if self._script else self.default

    def calls(self, kind: str | None = None) -> list[Recorded]:
        """Recorded generation requests (not model listings); ``kind`` filters openai/anthropic/google."""
        out = []
        for r in list(self.requests):
            if r.method != "POST":
                continue
            if kind is None or _kind(r.path, r.headers) == kind:
                out.append(r)
        return out

    # ------------------------------------------------------------------ protocol
    def _handle(self, handler: BaseHTTPRequestHandler, body: Any) -> None:
        path = handler.path.split("?", 1)[0]
        headers = {k.lower(): v for k, v in handler.headers.items()}
        kind = _kind(path, headers)
        record = Recorded(handler.command, path, headers, body)
        self.requests.append(record)
        key = _key(kind, headers, handler.path)
        if key not in self.valid_keys:
            record.outcome = "bad_key"
            self._send_error(handler, kind, 400 if kind == "google" else 401, invalid_key=True)
            return
        step = self._next_step()
        record.outcome = step
        if step == "timeout":
            time.sleep(self.delay)
            step = "ok"
        streamed = handler.command == "POST" and _streamed(kind, path, body)
        if step == "cut" and not streamed:
            step = "500"  # only a stream can be cut mid-answer
        if step in ("401", "429", "500", "400", "503"):
            self._send_error(handler, kind, int(step))
            return
        if step == "malformed":
            self._send(handler, 200, b'{"this is": not json', "application/json")
            return
        if streamed:
            reply = Scripted(self.reply_text, self.stream_pieces, self.tool_calls, self.usage)
            model = _model(kind, path, body)
            self._send_events(handler, fake_streams.events(kind, reply, body, model, cut=step == "cut"))
        elif handler.command == "GET":
            self._send_json(handler, 200, self._models_body(kind))
        elif path.endswith("/embeddings"):
            self._send_json(handler, 200, _embeddings(body))
        else:
            self._send_json(handler, 200, self._reply(kind, path, body))

    def _models_body(self, kind: str) -> dict[str, Any]:
        if kind == "google":
            return {"models": [{"name": f"models/{m}", "displayName": m} for m in self.models]}
        if kind == "anthropic":
            data = [
                {"type": "model", "id": m, "display_name": m, "created_at": "2026-01-01T00:00:00Z"}
                for m in self.models
            ]
            return {"data": data, "has_more": False, "first_id": self.models[0], "last_id": self.models[-1]}
        return {
            "object": "list",
            "data": [{"id": m, "object": "model", "created": 0, "owned_by": "x"} for m in self.models],
        }

    def _reply(self, kind: str, path: str, body: Any) -> dict[str, Any]:
        body = body if isinstance(body, dict) else {}
        if kind == "anthropic":
            content: list[dict[str, Any]] = (
                [{"type": "text", "text": self.reply_text}] if self.reply_text else []
            )
            for index, (name, args) in enumerate(self.tool_calls):
                content.append({"type": "tool_use", "id": f"toolu_{index}", "name": name, "input": args})
            return {
                "id": "msg_fake",
                "type": "message",
                "role": "assistant",
                "model": body.get("model", "claude"),
                "content": content,
                "stop_reason": "tool_use" if self.tool_calls else "end_turn",
                "stop_sequence": None,
                "usage": self.usage or {"input_tokens": 100, "output_tokens": 50},
            }
        if kind == "google":
            parts: list[dict[str, Any]] = [{"text": self.reply_text}] if self.reply_text else []
            for index, (name, args) in enumerate(self.tool_calls):
                parts.append({"functionCall": {"id": f"call_{index}", "name": name, "args": args}})
            return {
                "candidates": [
                    {"content": {"role": "model", "parts": parts}, "finishReason": "STOP", "index": 0}
                ],
                "usageMetadata": self.usage
                or {"promptTokenCount": 100, "candidatesTokenCount": 50, "totalTokenCount": 150},
                "modelVersion": _model(kind, path, body),
            }
        message: dict[str, Any] = {"role": "assistant", "content": self.reply_text or None}
        if self.tool_calls:
            message["tool_calls"] = [
                {
                    "id": f"call_{index}",
                    "type": "function",
                    "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)},
                }
                for index, (name, args) in enumerate(self.tool_calls)
            ]
        return {
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "gpt"),
            "choices": [
                {"index": 0, "message": message, "finish_reason": "tool_calls" if self.tool_calls else "stop"}
            ],
            "usage": self.usage or {"prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150},
        }

    def _send_events(self, handler: BaseHTTPRequestHandler, events: list[bytes]) -> None:
        self.stream_sent = 0
        try:
            handler.send_response(200)
            handler.send_header("content-type", "text/event-stream")
            handler.send_header("connection", "close")
            handler.end_headers()
            for index, event in enumerate(events):
                if index > 1 and self.stream_delay:
                    time.sleep(self.stream_delay)
                handler.wfile.write(event)
                handler.wfile.flush()
                self.stream_sent += 1
                self.sent_at.append(time.time())
        except (BrokenPipeError, ConnectionResetError):
            pass  # the reader left mid-stream
        handler.close_connection = True

    def _send_error(
        self, handler: BaseHTTPRequestHandler, kind: str, status: int, *, invalid_key: bool = False
    ) -> None:
        if kind == "google":
            reason = "API_KEY_INVALID" if invalid_key else "ERROR"
            names = {
                400: "INVALID_ARGUMENT",
                401: "UNAUTHENTICATED",
                429: "RESOURCE_EXHAUSTED",
                500: "INTERNAL",
            }
            body: dict[str, Any] = {
                "error": {
                    "code": status,
                    "message": "API key not valid. Please pass a valid API key." if invalid_key else "error",
                    "status": names.get(status, "UNAVAILABLE"),
                    "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": reason}],
                }
            }
        elif kind == "anthropic":
            types = {401: "authentication_error", 429: "rate_limit_error", 400: "invalid_request_error"}
            body = {
                "type": "error",
                "error": {"type": types.get(status, "api_error"), "message": "fake error"},
            }
        else:
            codes = {401: "invalid_api_key", 429: "rate_limit_exceeded"}
            body = {
                "error": {"message": "fake error", "type": "error", "param": None, "code": codes.get(status)}
            }
        self._send_json(handler, status, body)

    def _send_json(self, handler: BaseHTTPRequestHandler, status: int, body: Any) -> None:
        self._send(handler, status, json.dumps(body, ensure_ascii=False).encode(), "application/json")

    @staticmethod
    def _send(handler: BaseHTTPRequestHandler, status: int, payload: bytes, content_type: str) -> None:
        try:
            handler.send_response(status)
            handler.send_header("content-type", content_type)
            handler.send_header("content-length", str(len(payload)))
            handler.end_headers()
            handler.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test)


def _embeddings(body: Any) -> dict[str, Any]:
    inputs = body.get("input") if isinstance(body, dict) else ""
    items = inputs if isinstance(inputs, list) else [inputs]
    data = [{"object": "embedding", "index": i, "embedding": [0.1, 0.2, 0.3]} for i in range(len(items))]
    tokens = sum(len(str(item).split()) for item in items)
    return {
        "object": "list",
        "data": data,
        "model": body.get("model"),
        "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
    }


def _streamed(kind: str, path: str, body: Any) -> bool:
    if kind == "google":
        return path.endswith(":streamGenerateContent")
    return isinstance(body, dict) and body.get("stream") is True


def _model(kind: str, path: str, body: Any) -> str:
    if kind == "google":
        return path.rsplit("/", 1)[-1].split(":", 1)[0]
    default = "claude" if kind == "anthropic" else "gpt"
    return str(body.get("model", default)) if isinstance(body, dict) else default


def _kind(path: str, headers: dict[str, str]) -> str:
    if (
        path.startswith("/v1beta")
        or "x-goog-api-key" in headers
        or (path.startswith("/v1/models/") and ":" in path)
    ):
        return "google"
    if path.startswith("/v1/messages") or "anthropic-version" in headers:
        return "anthropic"
    return "openai"


def _key(kind: str, headers: dict[str, str], raw_path: str) -> str:
    if kind == "google":
        if "x-goog-api-key" in headers:
            return headers["x-goog-api-key"]
        if "key=" in raw_path:
            return raw_path.split("key=", 1)[1].split("&", 1)[0]
        return ""
    if "x-api-key" in headers:
        return headers["x-api-key"]
    auth = headers.get("authorization", "")
    return auth.removeprefix("Bearer ").strip()

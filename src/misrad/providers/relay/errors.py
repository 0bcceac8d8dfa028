"""Failures of ``/v1``, rendered in the OpenAI error shape (``openai_error_body``):
``{"error": {"message", "type", "param", "code"}}`` (the message in the caller's language).

Status choices: an unknown, revoked or expired key 401; a model the key may not use 403; a model no
provider serves 404; over the key's rate 429 with ``Retry-After``; a budget that would be exceeded
402 ``budget_exceeded`` (type ``insufficient_quota``): not 429, because the OpenAI SDKs retry a 429 on
their own, and a spent budget does not come back in seconds; invalid input 400; every provider of the
chain failing 502 (503 when none could even be tried).
"""

from __future__ import annotations

import json

from misrad.core.errors import Forbidden, MisradError, NotAuthenticated
from misrad.core.i18n import translate


class UnknownKey(NotAuthenticated):
    code = "virtual_key_invalid"


class KeyRevoked(NotAuthenticated):
    code = "virtual_key_revoked"


class KeyExpired(NotAuthenticated):
    code = "virtual_key_expired"


class ModelNotAllowed(Forbidden):
    code = "model_not_allowed"


class RateLimited(MisradError):
    code = "virtual_key_rate_limited"
    status = 429


class ProvidersFailed(MisradError):
    """Every provider of the chain was tried and failed."""

    code = "providers_failed"
    status = 502


# The OpenAI ``type`` of each status (what its SDKs and clients branch on).
OPENAI_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    402: "insufficient_quota",
    403: "permission_error",
    404: "not_found_error",
    413: "invalid_request_error",
    429: "rate_limit_error",
}

# Codes whose status differs under /v1 from the rest of the API.
STATUS_HERE = {"model_not_found": 404, "budget_exceeded": 402}


def openai_error_body(status: int, code: str, **params: object) -> bytes:
    """The OpenAI error shape, its message in the caller's language (``core.i18n``'s current one)."""
    error = {
        "message": translate(code, **params),
        "type": OPENAI_TYPES.get(status, "api_error"),
        "param": None,
        "code": code,
    }
    return json.dumps({"error": error}, ensure_ascii=False).encode()


def status_of(exc: MisradError) -> int:
    return STATUS_HERE.get(exc.error_code, exc.status)

"""One error base carrying its code and status; areas subclass it; one handler renders the envelope.

Services raise these and never HTTP exceptions. The envelope is CONTRACT 1:
``{"success": false, "error": <text in the caller's language>, "code": <machine code>}``.
"""

from __future__ import annotations

from typing import ClassVar


class MisradError(Exception):
    """Base of every expected failure. ``code`` is the catalogue key and the machine code."""

    code: ClassVar[str] = "internal_error"
    status: ClassVar[int] = 500

    def __init__(self, code: str | None = None, **params: object) -> None:
        self.error_code = code or self.code
        self.params = params
        super().__init__(self.error_code)

    def message(self) -> str:
        from misrad.core.i18n import translate

        return translate(self.error_code, **self.params)


class InvalidInput(MisradError):
    code = "validation_error"
    status = 400


class NotAuthenticated(MisradError):
    code = "not_authenticated"
    status = 401


class Forbidden(MisradError):
    code = "forbidden"
    status = 403


class NotFound(MisradError):
    code = "not_found"
    status = 404


class Conflict(MisradError):
    code = "conflict"
    status = 409


class PayloadTooLarge(MisradError):
    code = "file_too_large"
    status = 413


class BodyTooLarge(PayloadTooLarge):
    """A request body over its route's limit (``limit`` in words, e.g. "1 MB"), refused before it is read."""

    code = "body_too_large"


class RateLimited(MisradError):
    code = "rate_limited"
    status = 429


class Unavailable(MisradError):
    code = "service_unavailable"
    status = 503


class ServiceBusy(Unavailable):
    """Every place for this kind of request stayed taken for the bounded wait: come back shortly.

    Rendered with ``Retry-After``; never a 500 and never an unbounded wait.
    """

    code = "service_busy"

    def __init__(self, retry_after: int = 2) -> None:
        super().__init__(retry_after=retry_after)

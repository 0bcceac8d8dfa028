"""The IMAP adapter: connect to the address the outbound guard resolved, log in, list and fetch.

One adapter serves both providers: ``imap`` logs in with a password, ``gmail`` with SASL XOAUTH2
(Gmail's IMAP). Every failure becomes ``MailServerError`` with a kind the fetcher acts on:
``auth`` (credentials refused), ``connection`` (unreachable, timeout, TLS) or ``protocol``.
Nothing here touches the database; the caller runs it outside any transaction.
"""

from __future__ import annotations

import contextlib
import imaplib
import json
import re
import socket
import ssl
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from types import TracebackType
from typing import Any, Literal, Self

from misrad.core.i18n import translate

ErrorKind = Literal["auth", "connection", "protocol"]


# What the user is told when a failure names nothing more precise (catalogue keys).
DEFAULT_CODES: dict[ErrorKind, str] = {
    "auth": "mail_error_refused",
    "connection": "mail_error_unreachable",
    "protocol": "mail_error_protocol",
}


class MailServerError(Exception):
    """``code`` (a catalogue key, with ``params``) is what the user reads, in their language;
    ``reason`` is the technical detail, often the server's own English, for the log only."""

    def __init__(self, kind: ErrorKind, reason: str, code: str | None = None, **params: str) -> None:
        super().__init__(f"{kind}: {reason}")
        self.kind = kind
        self.reason = reason[:500]
        self.code = code or DEFAULT_CODES[kind]
        self.params = params

    def message(self) -> str:
        return translate(self.code, **self.params)

    def record(self) -> str:
        """The form kept on the account (``last_error``), shown later in the reader's language."""
        return json.dumps({"code": self.code, "params": self.params})


@dataclass(frozen=True)
class ServerAddress:
    host: str  # the name the user gave (TLS verifies it)
    address: str  # the IP the guard resolved and approved (the socket connects here)
    port: int
    use_ssl: bool
    timeout: float


@dataclass(frozen=True)
class Head:
    uid: int
    size: int
    header_bytes: bytes
    internal_date: datetime | None


class _Plain(imaplib.IMAP4):
    def __init__(self, server: ServerAddress) -> None:
        self._server = server
        super().__init__(server.host, server.port, timeout=server.timeout)

    def _create_socket(self, timeout: float | None) -> socket.socket:
        return socket.create_connection((self._server.address, self.port), timeout)


class _Tls(imaplib.IMAP4_SSL):
    def __init__(self, server: ServerAddress) -> None:
        self._server = server
        super().__init__(
            server.host, server.port, ssl_context=ssl.create_default_context(), timeout=server.timeout
        )

    def _create_socket(self, timeout: float | None) -> socket.socket:
        sock = socket.create_connection((self._server.address, self.port), timeout)
        wrapped: socket.socket = self.ssl_context.wrap_socket(sock, server_hostname=self._server.host)
        return wrapped


def _text(value: object) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return str(value)


def xoauth2(user: str, access_token: str) -> Callable[[bytes], bytes]:
    """The SASL XOAUTH2 client: the bearer string first, then an empty reply to the error challenge."""
    sent = False

    def respond(challenge: bytes) -> bytes:
        nonlocal sent
        if sent:
            return b""
        sent = True
        return f"user={user}\x01auth=Bearer {access_token}\x01\x01".encode()

    return respond


_FETCH_META = re.compile(rb"UID (\d+)|RFC822\.SIZE (\d+)|INTERNALDATE \"([^\"]+)\"")
HEAD_FIELDS = "MESSAGE-ID DATE FROM SUBJECT"


class ImapSession:
    """One logged-in IMAP connection (a context manager that always logs out)."""

    def __init__(self, server: ServerAddress) -> None:
        self.server = server
        try:
            self.conn: imaplib.IMAP4 = _Tls(server) if server.use_ssl else _Plain(server)
        except TimeoutError as exc:
            raise MailServerError(
                "connection", "timed out connecting to the server", "mail_error_timeout"
            ) from exc
        except ssl.SSLCertVerificationError as exc:
            raise MailServerError(
                "connection", f"TLS failed: {exc.reason or exc}", "mail_error_certificate"
            ) from exc
        except ssl.SSLError as exc:
            raise MailServerError("connection", f"TLS failed: {exc.reason or exc}", "mail_error_tls") from exc
        except OSError as exc:
            raise MailServerError("connection", f"cannot connect: {exc.strerror or exc}") from exc
        except imaplib.IMAP4.error as exc:
            raise MailServerError(
                "protocol", f"not an IMAP server: {_text(exc)}", "mail_error_not_imap"
            ) from exc
        if not server.use_ssl and "STARTTLS" in self.conn.capabilities:
            # Never send a password in the clear when the server offers TLS.
            self._guard(lambda: self.conn.starttls(ssl.create_default_context()), "connection")

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        # The connection may already be gone; there is nothing more to do then.
        with contextlib.suppress(Exception):
            self.conn.logout()

    def _guard(self, call: Callable[[], tuple[str, Any]], kind: ErrorKind = "protocol") -> list[object]:
        try:
            status, data = call()
        except TimeoutError as exc:
            raise MailServerError("connection", "the server stopped answering", "mail_error_timeout") from exc
        except imaplib.IMAP4.abort as exc:
            raise MailServerError("connection", f"connection lost: {_text(exc)}", "mail_error_lost") from exc
        except ssl.SSLCertVerificationError as exc:
            raise MailServerError(
                "connection", f"TLS failed: {exc.reason or exc}", "mail_error_certificate"
            ) from exc
        except (OSError, ssl.SSLError) as exc:
            raise MailServerError("connection", f"connection lost: {exc}", "mail_error_lost") from exc
        except imaplib.IMAP4.error as exc:
            raise MailServerError(kind, _text(exc)) from exc
        if status != "OK":
            raise MailServerError(kind, _text(data[-1] if data else status))
        return list(data) if isinstance(data, list) else [data]

    def login(self, username: str, password: str) -> None:
        self._guard(lambda: self.conn.login(username, password), "auth")

    def login_oauth(self, user: str, access_token: str) -> None:
        self._guard(lambda: self.conn.authenticate("XOAUTH2", xoauth2(user, access_token)), "auth")

    def select(self, folder: str) -> int:
        """Open ``folder`` read-only (flags stay as the user left them); returns its UIDVALIDITY."""
        self._guard(lambda: self.conn.select(self._quote(folder), readonly=True))
        values = self.conn.untagged_responses.get("UIDVALIDITY") or []
        if not values:
            raise MailServerError("protocol", "the server gave no UIDVALIDITY")
        return int(_text(values[-1]))

    @staticmethod
    def _quote(folder: str) -> str:
        return '"' + folder.replace("\\", "\\\\").replace('"', '\\"') + '"'

    def uids_after(self, last_uid: int, since: date | None) -> list[int]:
        """UIDs above ``last_uid`` (and received on or after ``since``), ascending."""
        criteria = [f"UID {last_uid + 1}:*"]
        if since is not None:
            criteria.append("SINCE " + since.strftime("%d-%b-%Y"))
        data = self._guard(lambda: self.conn.uid("SEARCH", *criteria))
        found: set[int] = set()
        for line in data:
            found.update(int(n) for n in _text(line).split() if n.isdigit())
        # "n:*" always matches the highest UID, even below n: filter it out.
        return sorted(uid for uid in found if uid > last_uid)

    def heads(self, uids: Sequence[int]) -> list[Head]:
        """Size, arrival time and identifying header fields of each message, without the bodies."""
        items = f"(UID RFC822.SIZE INTERNALDATE BODY.PEEK[HEADER.FIELDS ({HEAD_FIELDS})])"
        return [Head(uid, size, payload, when) for uid, size, when, payload in self._fetch(uids, items)]

    def bodies(self, uids: Sequence[int]) -> Iterator[tuple[int, bytes]]:
        for uid, _size, _when, payload in self._fetch(uids, "(UID BODY.PEEK[])"):
            yield uid, payload

    def structure(self, uid: int) -> list[Part]:
        """The leaf parts of one message (type, encoding, stored size, file name), without its bytes."""
        data = self._guard(lambda: self.conn.uid("FETCH", str(uid), "(UID BODYSTRUCTURE)"))
        return parse_structure(data).get(uid, [])

    def part(self, uid: int, section: str) -> bytes | None:
        """The stored (still transfer-encoded) bytes of one part."""
        for got, _size, _when, payload in self._fetch([uid], f"(UID BODY.PEEK[{section}])"):
            if got == uid:
                return payload
        return None

    def _fetch(self, uids: Sequence[int], items: str) -> list[tuple[int, int, datetime | None, bytes]]:
        if not uids:
            return []
        data = self._guard(lambda: self.conn.uid("FETCH", ",".join(str(u) for u in uids), items))
        results: list[tuple[int, int, datetime | None, bytes]] = []
        current: list[object] | None = None
        for entry in data:
            if isinstance(entry, tuple):
                meta, payload = entry[0], entry[1]
                current = [meta, payload]
                results.append(self._meta(meta, payload))
            elif isinstance(entry, bytes) and current is not None and results and b"UID" in entry:
                # Some servers put UID after the literal: "... {n}" payload " UID 7)".
                uid, size, when, payload = results[-1]
                fixed = self._meta(_join(current[0]) + entry, payload)
                results[-1] = (fixed[0] or uid, fixed[1] or size, fixed[2] or when, payload)
        return [r for r in results if r[0] > 0]

    @staticmethod
    def _meta(meta: object, payload: object) -> tuple[int, int, datetime | None, bytes]:
        uid = size = 0
        when: datetime | None = None
        for match in _FETCH_META.finditer(_join(meta)):
            if match.group(1):
                uid = int(match.group(1))
            elif match.group(2):
                size = int(match.group(2))
            elif match.group(3):
                when = _internal_date(match.group(3).decode())
        return uid, size, when, payload if isinstance(payload, bytes) else b""


def _join(value: object) -> bytes:
    return value if isinstance(value, bytes) else str(value).encode()


def _internal_date(value: str) -> datetime | None:
    try:
        return datetime.strptime(value, "%d-%b-%Y %H:%M:%S %z").astimezone(UTC)
    except ValueError:
        return None


# --- BODYSTRUCTURE: a large message is read part by part, never whole --------------------------------

Sexp = list["Sexp"] | str | int | None
_TOKEN = re.compile(rb'\s*(?:(\()|(\))|"((?:[^"\\]|\\.)*)"|\{(\d+)\}\s*$|([^\s()"]+))', re.S)


def _tokens(entries: Sequence[object]) -> list[object]:
    """Tokens of a FETCH answer as imaplib returns it: bytes lines, and (prefix, literal) tuples."""
    out: list[object] = []
    for entry in entries:
        if isinstance(entry, tuple):
            out.extend(_scan(_join(entry[0])))
            out.append(("literal", _text(entry[1])))
        elif isinstance(entry, bytes):
            out.extend(_scan(entry))
    return out


def _scan(data: bytes) -> list[object]:
    out: list[object] = []
    position = 0
    while position < len(data):
        match = _TOKEN.match(data, position)
        if match is None or match.end() == position:
            break
        position = match.end()
        if match.group(1):
            out.append("(")
        elif match.group(2):
            out.append(")")
        elif match.group(3) is not None:
            out.append(("literal", re.sub(rb"\\(.)", rb"\1", match.group(3)).decode("utf-8", "replace")))
        elif match.group(4):
            continue  # the literal's bytes follow as the next entry
        else:
            out.append(("atom", match.group(5).decode("utf-8", "replace")))
    return out


def _tree(tokens: list[object]) -> list[Sexp]:
    stack: list[list[Sexp]] = [[]]
    for piece in tokens:
        if piece == "(":
            stack.append([])
        elif piece == ")":
            if len(stack) > 1:
                done = stack.pop()
                stack[-1].append(done)
        elif isinstance(piece, tuple):
            kind, value = piece
            if kind == "literal":
                stack[-1].append(value)
            elif value.upper() == "NIL":
                stack[-1].append(None)
            else:
                stack[-1].append(int(value) if value.isdigit() else value)
    return stack[0]


@dataclass(frozen=True)
class Part:
    """One leaf of a message's MIME tree as the server describes it (nothing downloaded yet)."""

    section: str  # "1", "2.1", ... for BODY.PEEK[section]
    content_type: str
    encoding: str
    size: int  # bytes as stored (encoded)
    disposition: str
    filename: str  # raw: may still hold RFC 2047 words or an RFC 2231 value
    filename_extended: bool  # the value came from FILENAME* / NAME* (RFC 2231)
    has_content_id: bool


def _params(value: Sexp) -> dict[str, str]:
    if not isinstance(value, list):
        return {}
    items = [str(v) if v is not None else "" for v in value]
    return {items[i].lower(): items[i + 1] for i in range(0, len(items) - 1, 2)}


def _leaves(body: list[Sexp], section: str, out: list[Part]) -> None:
    if body and isinstance(body[0], list):
        children = [child for child in body if isinstance(child, list) and child and not _is_params(child)]
        for number, child in enumerate(children, 1):
            _leaves(child, f"{section}.{number}" if section else str(number), out)
        return
    if len(body) < 7:
        return
    main, sub = str(body[0] or "").lower(), str(body[1] or "").lower()
    if main == "message" and sub == "rfc822" and len(body) > 8 and isinstance(body[8], list):
        inner = body[8]
        _leaves(inner, section if inner and isinstance(inner[0], list) else f"{section or '1'}.1", out)
        return
    type_params = _params(body[2])
    disposition, disposition_params = "", {}
    for item in body[7:]:
        if isinstance(item, list) and len(item) == 2 and isinstance(item[0], str):
            disposition, disposition_params = item[0].lower(), _params(item[1])
            break
    filename, extended = "", False
    for params, key in ((disposition_params, "filename"), (type_params, "name")):
        if params.get(key + "*"):
            filename, extended = params[key + "*"], True
            break
        if params.get(key):
            filename = params[key]
            break
    out.append(
        Part(
            section=section or "1",
            content_type=f"{main}/{sub}",
            encoding=str(body[5] or "7bit").lower(),
            size=body[6] if isinstance(body[6], int) else 0,
            disposition=disposition,
            filename=filename,
            filename_extended=extended,
            has_content_id=body[3] is not None,
        )
    )


def _is_params(item: list[Sexp]) -> bool:
    # A multipart's own parameter list ("BOUNDARY" "x") follows its children; it holds only strings.
    return all(isinstance(v, str) or v is None for v in item)


def parse_structure(entries: Sequence[object]) -> dict[int, list[Part]]:
    """UID -> leaf parts, from the answer to ``UID FETCH ... (UID BODYSTRUCTURE)``."""
    found: dict[int, list[Part]] = {}
    for item in _tree(_tokens(entries)):
        if not isinstance(item, list):
            continue
        fields = {str(item[i]).upper(): item[i + 1] for i in range(0, len(item) - 1, 2)}
        uid, structure = fields.get("UID"), fields.get("BODYSTRUCTURE")
        if isinstance(uid, int) and isinstance(structure, list):
            parts: list[Part] = []
            _leaves(structure, "", parts)
            found[uid] = parts
    return found

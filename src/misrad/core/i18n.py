"""The message catalogue: every user-facing string, in Hebrew (default) and English.

Each area keeps its strings in ``misrad/catalogue/<area>.py`` as ``MESSAGES = {key: (hebrew, english)}``;
the list of areas (``misrad.areas``) hands them over with ``use_messages``; core's own are here already.
A request's language comes from ``Accept-Language`` and is kept in a
context variable so errors raised deep in a service are rendered in the caller's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextvars import ContextVar
from typing import Literal

from misrad.catalogue.core import MESSAGES as CORE_MESSAGES

Language = Literal["he", "en"]

_current_language: ContextVar[Language] = ContextVar("misrad_language", default="he")


Messages = Mapping[str, tuple[str, str]]

_catalogue: dict[str, tuple[str, str]] = dict(CORE_MESSAGES)


def use_messages(*catalogues: Messages) -> None:
    """Add the areas' messages to core's own (the same text given twice is fine, another text is not)."""
    merged = dict(CORE_MESSAGES)
    for messages in catalogues:
        for key, texts in messages.items():
            if key in merged and merged[key] != texts:
                raise RuntimeError(f"message key {key!r} defined twice with different texts")
            merged[key] = texts
    _catalogue.update(merged)


def catalogue() -> dict[str, tuple[str, str]]:
    return _catalogue


def translate(key: str, language: Language | None = None, /, **params: object) -> str:
    """The message ``key`` in ``language`` (the request's by default) with ``params`` filled in. A count
    of exactly one (``total=1`` or ``count=1``) takes the key's ``<key>_one`` form when the catalogue has
    one: "התראה אחת", not "1 התראות"."""
    texts = catalogue().get(_counted(key, params.get("total", params.get("count"))))
    if texts is None:
        return key
    text = texts[1] if (language or _current_language.get()) == "en" else texts[0]
    try:
        return text.format(**params) if params else text
    except (KeyError, IndexError, ValueError):
        return text


def _counted(key: str, total: object) -> str:
    # A page may pass its count formatted ("1"), so the text is compared, not the number.
    if total is not None and str(total) == "1" and f"{key}_one" in _catalogue:
        return f"{key}_one"
    return key


def language_from_header(header: str | None) -> Language:
    """Hebrew unless the caller prefers English over Hebrew."""
    if not header:
        return "he"
    best: tuple[float, Language] | None = None
    for part in header.split(","):
        pieces = part.strip().split(";")
        tag = pieces[0].strip().lower()
        quality = 1.0
        for piece in pieces[1:]:
            name, _, value = piece.strip().partition("=")
            if name == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        language: Language | None = (
            "en" if tag.startswith("en") else "he" if tag.startswith(("he", "iw")) else None
        )
        if language and (best is None or quality > best[0]):
            best = (quality, language)
    return best[1] if best else "he"


def set_language(language: Language) -> None:
    _current_language.set(language)


def current_language() -> Language:
    return _current_language.get()

"""Command-line plumbing: refusals as one line from the catalogue, in the operator's language.

A command that refuses its input prints one line to stderr and exits with code 2, never a pydantic
dump with links or a traceback. The language is ``--lang`` or ``MISRAD_LANG`` (Hebrew by default).
"""

from __future__ import annotations

from typing import Any, NoReturn

import typer
from pydantic import ValidationError

from misrad.core.errors import MisradError
from misrad.core.i18n import Language, set_language, translate

EXIT_REFUSED = 2


def use_language(lang: str) -> Language:
    language: Language = "en" if lang.strip().lower().startswith("en") else "he"
    set_language(language)
    return language


def say(key: str, **params: object) -> None:
    typer.echo(translate(key, **params))


def refuse(exc: MisradError | ValidationError, options: dict[str, str] | None = None) -> NoReturn:
    """Print why the input was refused, naming the command-line option, and exit with code 2.

    ``options`` maps a field of the input model to the option the operator typed (``password`` to
    ``--password``); a field not in it is shown as ``--field-name``.
    """
    message = exc.message() if isinstance(exc, MisradError) else describe_invalid(exc, options or {})
    typer.echo(translate("cli_error", message=message), err=True)
    raise typer.Exit(EXIT_REFUSED) from exc


def describe_invalid(exc: ValidationError, options: dict[str, str]) -> str:
    """The first refused field of ``exc`` in the catalogue's words."""
    error = exc.errors()[0]
    name = str(error["loc"][-1]) if error.get("loc") else "value"
    field = options.get(name, "--" + name.replace("_", "-"))
    kind, context = str(error.get("type", "")), dict(error.get("ctx") or {})
    if name == "password" and kind == "string_too_short":
        return translate("weak_password")
    if name == "email" and kind == "string_pattern_mismatch":
        return translate("cli_bad_email", field=field)
    key, params = _key_and_params(kind, context)
    return translate(key, field=field, **params)


def _key_and_params(kind: str, context: dict[str, Any]) -> tuple[str, dict[str, object]]:
    if kind == "string_too_short":
        return "cli_too_short", {"min_length": context.get("min_length")}
    if kind == "string_too_long":
        return "cli_too_long", {"max_length": context.get("max_length")}
    if kind in ("greater_than_equal", "greater_than"):
        return "cli_too_small", {"limit": context.get("ge", context.get("gt"))}
    if kind in ("less_than_equal", "less_than"):
        return "cli_too_large", {"limit": context.get("le", context.get("lt"))}
    if kind in ("literal_error", "enum"):
        return "cli_not_one_of", {"expected": context.get("expected", "")}
    if kind == "string_pattern_mismatch":
        return "cli_bad_format", {}
    return "cli_invalid", {}

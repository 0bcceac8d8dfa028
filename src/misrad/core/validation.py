"""Invalid input described from the catalogue, in the caller's language, naming each field.

pydantic's own messages are English ("Input should be less than or equal to 100"); they never reach a
caller. Each pydantic error type maps to a catalogue key, with the bounds from the error's context; a
validator of ours raises ``PydanticCustomError(<catalogue key>, ...)``, whose type is the key itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from misrad.core.i18n import catalogue, translate

MAX_REPORTED = 5
PROBLEMS: dict[str, str] = {
    "missing": "field_missing",
    "string_too_short": "field_too_short",
    "string_too_long": "field_too_long",
    "too_short": "field_too_few",
    "too_long": "field_too_many",
    "less_than": "field_less_than",
    "less_than_equal": "field_at_most",
    "greater_than": "field_greater_than",
    "greater_than_equal": "field_at_least",
    "literal_error": "field_not_one_of",
    "enum": "field_not_one_of",
    "string_pattern_mismatch": "field_bad_format",
    "extra_forbidden": "field_unknown",
    "decimal_max_digits": "field_too_many_digits",
    "decimal_max_places": "field_too_many_decimals",
    "decimal_whole_digits": "field_too_many_whole_digits",
    "model_type": "field_not_object",
    "model_attributes_type": "field_not_object",
    "dict_type": "field_not_object",
    "list_type": "field_not_list",
    "string_unicode": "field_not_unicode",
}
# Families of parsing errors, by the prefix of their type (int_parsing, int_from_float, ...).
PREFIXES: tuple[tuple[str, str], ...] = (
    ("int_", "field_not_integer"),
    ("float_", "field_not_number"),
    ("decimal_", "field_not_number"),
    ("bool_", "field_not_boolean"),
    ("datetime_", "field_not_datetime"),
    ("date_", "field_not_date"),
    ("time_", "field_not_time"),
    ("string_", "field_not_text"),
)


def describe(errors: Sequence[Mapping[str, Any]]) -> tuple[str, str]:
    """(code, details) for the ``validation_error`` or ``invalid_json`` message."""
    parts: list[str] = []
    for error in errors:
        kind = str(error.get("type", ""))
        if kind == "json_invalid":
            return "invalid_json", ""
        if len(parts) < MAX_REPORTED:
            problem = translate(_problem_key(kind), **_context(error.get("ctx") or {}))
            parts.append(translate("field_problem", field=field_name(error.get("loc", ())), problem=problem))
    return "validation_error", "; ".join(parts)


def field_problem(field: str, key: str, **params: object) -> str:
    """One field's problem found by a service rule, worded as a validation error's part."""
    return translate("field_problem", field=field, problem=translate(key, **params))


def field_name(location: Sequence[Any]) -> str:
    """``("body", "tags", 2)`` -> ``tags[2]``; the request body itself is named in words."""
    name = ""
    for part in location:
        if part in ("body", "query", "path", "header", "cookie") and not name:
            continue
        name += f"[{part}]" if isinstance(part, int) else (f".{part}" if name else str(part))
    return name or translate("field_body")


def _problem_key(kind: str) -> str:
    if kind in catalogue():
        return kind
    if kind in PROBLEMS:
        return PROBLEMS[kind]
    for prefix, key in PREFIXES:
        if kind.startswith(prefix):
            return key
    return "field_invalid"


def _context(context: Mapping[str, Any]) -> dict[str, str]:
    # pydantic joins allowed values with an English "or": "'a', 'b' or 'c'".
    values = {name: str(value) for name, value in context.items() if name != "error"}
    if "expected" in values:
        values["expected"] = values["expected"].replace(" or ", ", ")
    return values

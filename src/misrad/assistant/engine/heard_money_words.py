"""English money words as speech-to-text mishears them: "what does X oh us" is "owe us", "how much four an
overlocker service" is "for an". A phone writes the commoner word of the same sound; the sentence's
grammar tells which was said, so a word is read back only where its own reading cannot stand:

- "oh" is "owe" right after a word (not opening a clause, no comma before it, not after "and", "but", "so")
  and then either an object pronoun ("oh us", "oh them") or the end of its clause ("how much does she oh?").
  An interjection opens a clause ("Oh, how much...", "and oh, ...") and is left alone.
- "four" is "for" before a determiner ("four an overlocker", "four the visit"), where a number would stand
  before its noun, and before a verb's -ing form after a price asked ("how much four renting"). Never
  after another number word or digit ("twenty four a month" is 24 a month)."""

from __future__ import annotations

import re

_OBJECTS = r"us|me|you|him|her|them|it"
# "oh" before an object pronoun or its clause's end; the word before it is checked apart.
_OH = re.compile(rf"(?<=[A-Za-z] )\boh\b(?=\s+(?:{_OBJECTS})\b|\s*(?:[?.!,;]|$))", re.IGNORECASE)
# Words after which "oh" opens a clause (an interjection), or is a zero read out in a number.
_OPENERS = frozenset({"and", "but", "so", "or", "well", "yes", "no", "ok", "okay", "oh", "said"})
_DIGIT_WORDS = frozenset({"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"})
_DETERMINERS = r"a|an|the|this|that|these|those|my|your|his|her|its|our|their"
_FOUR = re.compile(rf"\bfour\b(?=\s+(?:(?:{_DETERMINERS})\b|[a-z]{{2,}}ing\b))", re.IGNORECASE)
# After a number "four" is a number's digit ("twenty four a month").
_NUMBERS = frozenset({"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"})
# A price asked: the words after which "for" names what is paid for, before an -ing form too.
_PRICED = frozenset({"much", "charge", "cost", "costs", "price", "pay", "paid"})
_WORD_BEFORE = re.compile(r"([A-Za-z0-9']+)\s+$")


def money_words_heard(text: str) -> str:
    """``text`` with "oh" read as "owe" and "four" as "for" where the grammar needs the money word."""
    if not re.search(r"\b(?:oh|four)\b", text, re.IGNORECASE):
        return text
    text = _OH.sub(lambda m: _same_case("owe", m) if _is_owe(text, m) else m.group(0), text)
    return _FOUR.sub(lambda m: _same_case("for", m) if _is_for(text, m) else m.group(0), text)


def _before(text: str, match: re.Match[str]) -> str:
    found = _WORD_BEFORE.search(text[: match.start()])
    return found.group(1).lower() if found else ""


def _is_owe(text: str, match: re.Match[str]) -> bool:
    before = _before(text, match)
    return before not in _OPENERS and before not in _DIGIT_WORDS and not before[-1:].isdigit()


def _is_for(text: str, match: re.Match[str]) -> bool:
    before = _before(text, match)
    if before in _NUMBERS or before[-1:].isdigit():
        return False
    return text[match.end() :].split()[0].lower().endswith("ing") <= (before in _PRICED)


def _same_case(word: str, match: re.Match[str]) -> str:
    return word.capitalize() if match.group(0)[0].isupper() else word

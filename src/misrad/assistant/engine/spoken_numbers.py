"""Numbers as voice typing writes them: "invoice twelve oh four" is invoice 1204, "twenty one fifty" is
2150, "two hundred and fifty" is 250. An owner dictating to a phone says a number the way it is read out
(in pairs, digit by digit, or as an amount), and the phone writes the words. A run of two number words or
more is read as one number; one number word alone stays a word ("which one", "the two of them"), and a
"one" right after a word that makes it a pronoun ("the one", "that one") is not part of the run. Voice
typing also splits "invoice" into "in voice" before its number, which is read back as one word."""

from __future__ import annotations

import re

_DIGITS = {"zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_DIGITS |= {"eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15}
_TEENS |= {"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80}
_TENS |= {"ninety": 90}
_SCALES = {"hundred": 100, "thousand": 1000}
_WORDS = _DIGITS | _TEENS | _TENS | _SCALES
_ALTERNATIVES = "|".join(sorted(_WORDS, key=len, reverse=True))
# Two number words or more, apart by spaces or hyphens, an "and" allowed inside an amount.
_RUN = re.compile(rf"\b(?:{_ALTERNATIVES})(?:(?:[\s-]+|\s+and\s+)(?:{_ALTERNATIVES}))+\b", re.IGNORECASE)
# Words before which "one" is a pronoun, not a digit.
_POINTING = frozenset({"the", "which", "that", "this", "a", "any", "each", "every", "another", "no", "only"})
_BEFORE = re.compile(r"([A-Za-z']+)\s*$")
# Words before which two number words are a time of day ("at five thirty").
_AT_A_TIME = frozenset({"at", "by", "until", "till", "til", "around", "from", "before", "after", "past"})
_DIGITS_OF_A_PHONE = 7  # as many words said one by one are a phone, whatever the first
_IN_VOICE = re.compile(r"\bin\s+voice(s?)\b(?=\s*(?:#|no\.?\s*|number\s+)?\d)", re.IGNORECASE)


def said_numbers(text: str) -> str:
    """``text`` with each run of English number words written as its digits; unchanged when it has none."""
    if not _RUN.search(text) and not _IN_VOICE.search(text):
        return text
    text = _RUN.sub(lambda m: _as_digits(m, text), text)
    return _IN_VOICE.sub(lambda m: "invoice" + m.group(1), text)


def _as_digits(match: re.Match[str], text: str) -> str:
    said = re.split(r"[\s-]+", match.group(0).lower())
    if any(w == "and" and said[n - 1] not in _SCALES for n, w in enumerate(said)):
        return match.group(0)  # "two and three": two numbers, not one
    words = [w for w in said if w != "and"]
    before = _BEFORE.search(text[: match.start()])
    if before and before.group(1).lower() in _AT_A_TIME and (time := _time_of_day(words)):
        return time  # "open until five thirty": 5:30, not 530
    kept = ""
    if words[0] == "one" and before and before.group(1).lower() in _POINTING:
        kept, words = match.group(0).split(maxsplit=1)[0] + " ", words[1:]  # "the one two weeks ago"
    if words[0] == "oh" and len(words) < _DIGITS_OF_A_PHONE:
        return match.group(0)  # "oh two more": an exclamation, not a zero; "oh five two ..." a phone
    if len(words) < 2:
        return match.group(0)
    value = _amount(words) if any(w in _SCALES for w in words) else _read_out(words)
    return kept + value


def _time_of_day(words: list[str]) -> str | None:
    """ "five thirty" 5:30, "ten fifteen" 10:15, "eight oh five" 8:05; None when the words are no time."""
    hour = _WORDS.get(words[0], 0)
    minutes = _read_out(words[1:]) if len(words) > 1 else ""
    if not 1 <= hour <= 12 or not minutes.isdigit() or len(minutes) != 2 or int(minutes) > 59:
        return None
    return f"{hour}:{minutes}"


def _read_out(words: list[str]) -> str:
    """A number read in pairs or digit by digit: "twelve oh four" 1204, "twenty one fifty" 2150."""
    digits: list[str] = []
    for n, word in enumerate(words):
        if word in _DIGITS and n and words[n - 1] in _TENS and _DIGITS[word]:
            digits[-1] = str(_TENS[words[n - 1]] + _DIGITS[word])  # "twenty one" is 21
        else:
            digits.append(str(_WORDS[word]))
    return "".join(digits)


def _amount(words: list[str]) -> str:
    """A number said as an amount: "two hundred fifty" 250, "four thousand two hundred" 4200."""
    total = current = 0
    for word in words:
        if word == "thousand":
            total += max(current, 1) * 1000
            current = 0
        elif word == "hundred":
            current = max(current, 1) * 100
        else:
            current += _WORDS[word]
    return str(total + current)

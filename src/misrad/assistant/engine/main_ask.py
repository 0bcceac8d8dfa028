"""The main ask of a message that asks two things at once or one on a condition.

An owner asks "does Dana still owe and when was her last invoice" or "אם דנה שילמה תגיד לי מה עם הכספת
שלה": two questions joined by "and", or a question behind a condition. The answer goes to the main one:
the first of two joined questions (the second follows from it), and the question a condition is put on,
never the condition ("if she paid" asks nothing of her payments). The part found is read on its own as a
long message's closing question is (``closing_question.by_its_question``): with the whole message's
customer when it names none, and only when it asks a record of the business, else the whole is read.

Joined questions: at an "and" glued to or before a question word ("ומתי", "and when"), each side two words
or more; not "and what about ..." ("ומה עם"), which asks the same of one more thing. A condition: "if" /
"אם" opening the message, up to the first word that opens a question or a request after it ("can you",
"is", "תגיד", "מה"), or a comma or "then" / "אז"."""

from __future__ import annotations

import re

from misrad.assistant.engine.text import fold, tokens
from misrad.assistant.engine.two_asks import two_asks

_QUESTION_WORDS_HE = ("מתי", "מה", "איפה", "כמה", "האם", "למה", "איך", "מי")
_QUESTION_WORDS_EN = ("when", "what", "where", "how", "is", "are", "was", "did", "does", "has", "who", "last")
_JOINED = re.compile(
    rf"\s+(?:ו(?:{'|'.join(_QUESTION_WORDS_HE)})|(?:and|&)\s+(?:{'|'.join(_QUESTION_WORDS_EN)}))(?=\s)",
    re.IGNORECASE,
)
# "... and what about the motor": the same ask of one more thing, not a second question.
_SAME_ASK = re.compile(r"\s+(?:ומה\s+עם|ומה\s+לגבי|and\s+(?:what|how)\s+about)\b", re.IGNORECASE)
_IF = re.compile(r"^\s*(?:if|אם)\s+", re.IGNORECASE)
# The words that open the asked part after a condition: a question's, a request's, "then".
_OPENING = frozenset(
    fold(w)
    for w in (
        *_QUESTION_WORDS_HE, "תגיד", "תגידי", "תבדוק", "תבדקי", "תשלח", "תשלחי", "תן", "תני", "אז", "יש",
        "can", "could", "would", "will", "tell", "send", "give", "check", "then", "is", "are", "what",
        "when", "where", "how", "does", "did", "has",
    )
)  # fmt: skip
MIN_WORDS = 2


def main_ask(text: str) -> str | None:
    """The part of ``text`` its answer goes to, when it asks two things or one on a condition; None when
    the message asks one thing plainly."""
    return _after_the_condition(text) if _IF.match(text) else _first_of_two(text)


def _first_of_two(text: str) -> str | None:
    joined = _JOINED.search(text)
    if joined is None or _SAME_ASK.match(text, joined.start()):
        asks = two_asks(text, joined=True)  # "? and did he pay", "and whether" (``two_asks``)
        return asks[0] if asks is not None else None
    first, second = text[: joined.start()], text[joined.start() :]
    return first.strip() if min(len(tokens(first)), len(tokens(second))) >= MIN_WORDS else None


def _after_the_condition(text: str) -> str | None:
    condition = _IF.match(text)
    assert condition is not None
    rest = text[condition.end() :]
    comma = re.search(r"[,،]\s*", rest)
    words = list(re.finditer(r"\S+", rest))
    for n, word in enumerate(words[MIN_WORDS:], MIN_WORDS):
        if comma is not None and word.start() >= comma.end():
            return _asked(rest[comma.end() :])
        if fold(word.group(0)).strip("?,.!") in _OPENING and n < len(words) - 1:
            return _asked(rest[word.start() :])
    return None


def _asked(part: str) -> str | None:
    return part.strip() if len(tokens(part)) >= MIN_WORDS else None

"""Where a message that asks two things of the same record turns from its first ask to its second.

"Whose invoice is 7794, and is it still open?", "Barak, how much do they owe? and the batteries job, is it
done?", "כמה חייב יוסי, והאם החשבונית שלו שולמה?": the first ask decides the intent, and the second is
answered beside it, of the record the first one found. The turn is a clause boundary, never a word list of
the rows: a question mark followed by another question, or a coordinating "and" / ו glued to a word that
opens a question ("and whether", "and is", "והאם", "וכמה"). An "and" inside one ask joins nouns ("invoices
and balance", "הטלפון והכתובת", two customers' names) and opens no question word, so it never splits.
"""

from __future__ import annotations

import re

from misrad.assistant.engine.text import fold, tokens

# The words that open an English question or an indirect one ("whether", "if").
# Not "if" (a condition: ``main_ask``), nor "do" / "have" / "can", as often a statement's own verbs.
_OPENERS_EN = ("when", "what", "whats", "what's", "where", "how", "is", "are", "was", "did", "does", "has",
               "who", "whose", "whether")  # fmt: skip
# The Hebrew question words, said with a ו glued on to join a second question ("וכמה", "והאם").
_OPENERS_HE = ("מתי", "מה", "איפה", "כמה", "האם", "למה", "איך", "מי", "של מי")
_AND_OPENS = re.compile(
    rf"(?:^|[\s,;])(?:ו(?:{'|'.join(_OPENERS_HE)})|(?:and|&)\s+(?:{'|'.join(map(re.escape, _OPENERS_EN))}))"
    r"(?=[\s?,]|$)",
    re.IGNORECASE,
)
# "... and what about the motor": the same ask of one more thing, not a second question.
_SAME_ASK = re.compile(r"^[\s,;]*(?:ומה\s+עם|ומה\s+לגבי|and\s+(?:what|how)\s+about)\b", re.IGNORECASE)
_QUESTION_MARK = re.compile(r"[?؟]+")
MIN_WORDS = 2


def two_asks(text: str, *, joined: bool = False) -> tuple[str, str] | None:
    """The first ask and the second of ``text``, each two words or more, the second as a question of its
    own (``as_asked``); None when it asks one thing. ``joined``: only a second ask joined by "and" / ו: a
    bare question after a question may go on with the first ("<name>'s phone dry yet? can we collect?"
    asks of the phone as a thing, which the first part alone would not say)."""
    for cut in (*_after_a_question(text), *_at_a_joined_question(text)):
        first, second = text[:cut].strip(" ,;"), text[cut:].strip(" ,;")
        if _SAME_ASK.match(text[cut:]) or (joined and not (_AND.match(second) or _AND_OPENS.match(second))):
            continue
        if min(len(tokens(first)), len(tokens(second))) >= MIN_WORDS:
            return first, as_asked(second)
    return None


_AND = re.compile(r"^(?:and|&)\s+", re.IGNORECASE)
_WHETHER = re.compile(r"^(?:whether|if)\s+", re.IGNORECASE)
_AUXILIARIES = frozenset(("is", "are", "was", "were", "has", "have", "had", "did", "does", "do"))
# The subject of an indirect question is this many words at most ("whether their last invoice was ...").
_SUBJECT_WORDS = 6


def as_asked(second: str) -> str:
    """The second ask as a question put directly: without the "and" that joined it, and an indirect one
    in the question's order ("whether it is ready" is "is it ready?"), as a message of its own is read."""
    second = _AND.sub("", second)
    whether = _WHETHER.match(second)
    if whether is None:
        return second
    words = second[whether.end() :].rstrip(" .").split()
    at = next((i for i, w in enumerate(words[: _SUBJECT_WORDS + 1]) if w.lower() in _AUXILIARIES), 0)
    if at == 0:
        return second
    return " ".join([words[at], *words[:at], *words[at + 1 :]]).rstrip("?") + "?"


def _after_a_question(text: str) -> list[int]:
    """The ends of question marks followed by another question: one that ends in its own question mark,
    or opens with a question word ("..., right? did he pay"); not a remark told after the question
    ("how much is he behind? they have two invoices open I think")."""
    cuts: list[int] = []
    for mark in _QUESTION_MARK.finditer(text):
        rest = text[mark.end() :].strip()
        if rest and (_QUESTION_MARK.search(rest) or _opens_a_question(rest)):
            cuts.append(mark.end())
    return cuts


def _opens_a_question(rest: str) -> bool:
    words = [fold(w).strip(",.!") for w in rest.split()[:2]]
    first = words[0].removeprefix("and") if words else ""
    return bool(_AND_OPENS.match(rest)) or first in _OPENERS_EN or words[0] in _OPENERS_HE


def _at_a_joined_question(text: str) -> list[int]:
    return [m.start() for m in _AND_OPENS.finditer(text) if m.start() > 0]

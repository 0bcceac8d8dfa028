"""A question about using the assistant itself: how to word one's questions to it ("how should I phrase my
questions to you", "איך כדאי לשאול אותך"), or how to find a record with it when the record is not known
("how do I find a customer if I don't know the name", "איך אני מחפש לקוח אם אני זוכר רק את הרחוב"). It is
asked HOW, of a verb of asking or of finding, and its object is the questions themselves or a KIND of
record (a customer, an invoice) with none named: no policy of the business answers it, the assistant's own
account of what it can do does.
"""

from __future__ import annotations

from misrad.assistant.engine.evidence import Evidence
from misrad.assistant.engine.text import fold, readings


def _folded(*words: str) -> frozenset[str]:
    return frozenset(fold(w) for w in words)


_HOW = _folded("how", "way", "איך", "כיצד", "אופן", "דרך", "explain", "explaining", "הסבר")
_ASKING = _folded("ask", "asking", "לשאול", "שואלים", "אשאל", "שואל", "שואלת")
_TO_THE_ASSISTANT = _folded("you", "אותך", "ממך", "לך", "איתך", "אליך")
_WORDING = _folded("phrase", "word", "formulate", "write", "type", "לנסח", "מנסחים", "נסח", "לכתוב", "כותבים")
_QUESTIONS = _folded("questions", "question", "queries", "שאלות", "שאלה")
_FINDING = _folded(
    *("find", "search", "look", "locate", "מוצא", "מוצאת", "למצוא", "מחפש", "מחפשת", "לחפש", "מאתר"),
    *("לאתר", "מוצאים", "מחפשים"),
)
_A_KIND_OF_RECORD = _folded(
    *("customer", "client", "invoice", "repair", "job", "לקוח", "לקוחה", "חשבונית", "תיקון", "עבודה")
)
_ASKER = _folded("i", "we", "אני", "אנחנו")


def asks_how_to_use(intent: str, evidence: Evidence) -> bool:
    """The message, read as ``intent``, asks how to use the assistant (the module's docstring): only when
    no record's question was found in it."""
    return intent in ("unknown", "knowledge") and asks_how_to_use_it(
        evidence.words, evidence.points_at_record
    )


def asks_how_to_use_it(words: list[str], names_a_record: bool) -> bool:
    """The words ask how to use the assistant; ``names_a_record``: they name a customer, a number or a
    thing of theirs, so they ask of that record instead."""
    said = [set(readings(w)[:2]) | {w} for w in words]

    def has(kind: frozenset[str]) -> bool:
        return any(r & kind for r in said)

    if not has(_HOW):
        return False
    if (has(_ASKING) and has(_TO_THE_ASSISTANT)) or (has(_WORDING) and has(_QUESTIONS)):
        return True
    return not names_a_record and has(_FINDING) and has(_A_KIND_OF_RECORD) and has(_ASKER)

"""A field of a named customer's card asked inside a longer message: "the technician is on his way to
Netanya and has no address for Daniel Levy, can you send it?", "the inspector needs the company number of
Sharon Mall for his report". The sentence around the question says why it is asked (a technician, a
report, a contract), and those words weigh for a job or a policy; but the field tied to the name ("the
address of <name>", "<name>'s email", "הכתובת של <name>") is what is asked: the customer's card.

Only fields no repair can be: an address, an e-mail, a company number, the card's details or notes. A
phone is also a device ("Dana's phone" at a phone repair shop is her job), so phone words are left to the
rules that know the business's items (``cues.phone_is_the_device``).
"""

from __future__ import annotations

from misrad.assistant.engine.evidence import Evidence
from misrad.assistant.engine.text import fold, readings

# The card's fields that are never a thing in for repair, in both languages, folded as words are.
_FIELDS = frozenset(
    fold(w)
    for w in (
        *("address", "email", "mail", "e-mail", "tax", "vat", "details", "notes", "note"),
        *("כתובת", "הכתובת", "מייל", "המייל", "אימייל", "האימייל", "פרטים", "הפרטים", "הערות", "ההערות"),
    )
)
# Words that tie a field to the name after it: "הכתובת של <name>", "email of/for <name>", "address on
# file for <name>".
_TIES = frozenset(("של", "of", "for", "on", "file", "the"))
# The prefixes of a place gone to or stood at ("לכתובת", "בכתובת"): the field is where, not what is asked.
_TO_OR_AT = frozenset("לב")
_GONE_TO = frozenset(("to", "at"))  # "comes to the address of <name>"
# The English possessive's s, left a word of its own ("david's email" is "david", "s", "email").
_POSSESSIVE = "s"
# Another record's intent this strong means the message asks that too ("Dana's address and her balance").
_OTHER_RECORD = 2.0


def asks_a_field_of_the_named(evidence: Evidence) -> bool:
    """The message ties a field of the card to the customer it names, and names no invoice, repair or
    thing of theirs and no record's verb: a look-up, whatever its other words weigh for."""
    names = evidence.names
    if names is None or not names.customer_ids or not names.exact:
        return False
    if evidence.invoice or evidence.repair_id is not None or evidence.items or evidence.verbs:
        return False
    if any(evidence.scores.get(i, 0.0) >= _OTHER_RECORD for i in ("customer_balance", "invoice_status")):
        return False
    named = {word for word, _ in names.mentions}
    words = evidence.words
    return any(
        _tied(words, i, named)
        for i, w in enumerate(words)
        if _a_field(w) and not _GONE_TO & set(words[max(0, i - 2) : i])
    )


def _a_field(word: str) -> bool:
    """A field's word, asked: not where someone goes ("מגיע לכתובת של", "comes to the address of")."""
    if word[:1] in _TO_OR_AT and word[1:] in _FIELDS | {"ה" + f for f in _FIELDS}:
        return False
    return any(r in _FIELDS for r in readings(word)[:2])


def _tied(words: list[str], at: int, named: set[str]) -> bool:
    """The field at ``at`` is said of a name word: right after it (with the possessive's s), or before
    it across a few tying words ("הכתובת של", "email we have for")."""
    before = words[at - 2 : at]
    if before and (before[-1] in named or (before[-1] == _POSSESSIVE and before[0] in named)):
        return True
    for word in words[at + 1 : at + 4]:
        if word in named:
            return True
        if word not in _TIES:
            return False
    return False

"""A field of a customer's card asked, with a record said only as why it is asked: "מה הטלפון של <name>?
צריך לדבר איתם על החשבונית", "Tech Nova - company number for the invoice?", "<name>'s address? the tech is
going there for the scanner", "which email do their invoices go to?". The record's word (an invoice, the
technician, a payment, their machine) weighs for that record's intent, but what is asked is the field.

The message is read in clauses (at a sentence's end, a dash, a comma). The asking clause is the first one
that holds a field's word, and the field decides when
- every record word of that clause is said as a purpose ("for the invoice", "about the payment", "בשביל",
  "לגבי", "בקשר ל", a record word glued to ל: "לחשבונית"), or the clause opens by asking for the field
  ("which email ...", "מה המייל ...", "תן לי מספר עוסק ...") and no "and" joins a second record to it;
- and every other clause tells and asks nothing: it neither ends in "?" nor opens with a question's word
  ("her invoice is overdue", "הטכנאי מגיע מחר"; not "is her printer ready?").
Not where an invoice or a repair is named by its number (that record is asked of), nor where a phone word
is the device ("מה עם הטלפון של דנה", "is her phone fixed"), nor for a bare "number" said of a record
("the invoice's number", "מספר החשבונית").
"""

from __future__ import annotations

import re

from misrad.assistant.engine.asked_clause import asks, clauses, for_a_purpose, the_one_asked
from misrad.assistant.engine.cues import phone_is_the_device
from misrad.assistant.engine.evidence import Evidence, record_phrase_words, word_hits
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.progress import says_a_job_word
from misrad.assistant.engine.text import fold, readings, tokens

# The card's fields, folded as words are: a phone word is one too, unless the clause says it is the device.
_FIELDS = frozenset(
    fold(w)
    for w in (
        *("address", "email", "mail", "e-mail", "tax", "vat", "phone", "mobile"),
        *("cell", "cellphone", "live", "lives"),
        *("כתובת", "מייל", "אימייל", "טלפון", "נייד", "פלאפון", "עוסק", "גר", "גרה", "גרים"),
    )
)
# Words of a card's field that a record has too ("the invoice's number", "פרטי התיקון"): a field only in
# a clause that names no record but as a purpose.
_OF_A_RECORD_TOO = frozenset(
    fold(w) for w in ("number", "no", "details", "info", "מספר", "מס", "פרטים", "פרטי")
)
# A field's value given (a phone, an e-mail): the clause tells the field, it does not ask it. ("contact" is
# no field word here: "contact lenses".)
_A_VALUE = re.compile(r"\d[\d\s-]{5,}\d|@")
# Whom to contact or how, in two words: "איש קשר", "פרטי התקשרות", "contact person", "the contact at".
_CONTACT_HEADS = frozenset(("איש", "אנשי", "פרטי"))
_CONTACT_TAILS = frozenset(("קשר", "התקשרות"))
_CONTACT = frozenset(("contact",))
_CONTACT_WHAT = frozenset(("person", "details", "info", "number", "name", "phone", "at"))
_WHERE = frozenset(fold(w) for w in ("לאן", "where"))
_SEND = frozenset(fold(w) for w in ("send", "mail", "post", "לשלוח", "שולחים", "נשלח", "שולח"))
_GONE_TO = frozenset(("on", "to", "at", "by", "over", "via", "into", "onto"))  # "pasting it into the email"
_TO_OR_AT = frozenset("בל")
# An asking clause said as a bare noun phrase has at most this many words besides the name and small
# words ("<name>'s phone", "מספר טלפון של <name>").
_BARE_ASK = 3
_TAX_ID = re.compile(r"(?:^|\s)ה?ח\.?\s?[\"״]?פ\.?(?=[\s?,.!:]|$)")  # ח.פ., ח"פ, הח.פ
# The records' intents whose words the asking clause may hold only as a purpose.
_RECORDS = ("customer_balance", "invoice_status", "repair_status")
_RECORD_WORD = 1.0
# The opening words of a clause that asks for what follows it.
_ASKING_HEADS = frozenset(
    fold(w)
    for w in (
        *("what", "whats", "which", "give", "send", "need", "get", "pull", "do", "have", "can", "could"),
        *("מה", "איזה", "איזו", "תן", "תני", "תשלח", "תשלחי", "שלח", "צריך", "צריכה", "יש", "אפשר", "תביא"),
    )
)
_AND = frozenset(("and", "&", "also", "plus", "וגם", "גם"))


def asks_the_field_not_the_record(evidence: Evidence) -> bool:
    """The message asks a field of the customer it names (or describes), and the records it also names
    are only why it is asked: a look-up, whatever the records' words weigh for."""
    if not (evidence.identifies or evidence.described_by) or evidence.repair_id:
        return False
    if evidence.invoice and not _invoices_said_as_purpose(evidence):
        return False  # "<name>'s phone, is invoice 4411 paid?"; not "<name>'s phone about invoice 4411"
    named = {w for w, _ in evidence.names.mentions} if evidence.names else set()
    parts = clauses(evidence.folded)
    # The first clause with a field's word, and where that word is in it: read once, for every test below.
    found = next(((i, at) for i, c in enumerate(parts) if (at := _field_at(c, named)) is not None), None)
    if found is None or any(asks(c) for i, c in enumerate(parts) if i != found[0]):
        return False
    clause, at = parts[found[0]], found[1]
    if _a_thing_of_theirs(clause, at, evidence.items):
        return False  # "the amplified phone at <name>": their phone in the lab, not their number
    return _asks_for_it(clause, at, named) and _the_field_is_asked(clause, at, named)


def _invoices_said_as_purpose(evidence: Evidence) -> bool:
    """Every invoice the message names by its number is said as a purpose ("about his invoice 8815")."""
    words = tokens(evidence.folded)
    for entity in evidence.entities:
        if entity.type != "invoice_number":
            continue
        digits = re.findall(r"\d+", entity.value)
        at = next((i for i, w in enumerate(words) if digits and digits[-1] in w), None)
        behind = at is not None and at > 0 and _for_a_purpose(words, at - 1)  # "לחשבונית 70474"
        if at is None or not (for_a_purpose(words, at) or behind):
            return False
    return True


def _a_thing_of_theirs(clause: str, at: int, items: set[str]) -> bool:
    """The field's word (at ``at``) is a thing of the customer's the message links (a phone in the lab)."""
    return bool(set(readings(tokens(clause)[at])) & items)


def _asks_for_it(clause: str, at: int, named: set[str]) -> bool:
    """The field's clause (its field's word at ``at``) asks for it: as a question, opening with an asking
    word, or as a bare noun phrase up to its purpose ("<name>'s phone", "<name> email for the invoice")."""
    words = tokens(clause)
    if asks(clause) or _opens_with_the_field(words[: at + 1], named):
        return True
    before = [w for w in words[:at] if w not in named and w not in STOPWORDS and len(w) > 1]
    if any(not _a_field_word(w) for w in before):
        return False  # "write a thank-you email to <name>": an errand's words before the field
    cut = next((i for i in range(at, len(words)) if for_a_purpose(words, i + 1)), len(words))
    said = [w for w in words[:cut] if w not in named and w not in STOPWORDS and len(w) > 1]
    return len(said) <= _BARE_ASK


def _field_at(clause: str, named: set[str]) -> int | None:
    """Where the clause's first field word is (a tax id's initials count at the clause's start)."""
    words = tokens(clause)
    if phone_is_the_device(words) or _A_VALUE.search(clause):
        return None
    for i, word in enumerate(words):
        said = readings(word)[:2]
        if _gone_to(words, i):
            continue  # "on the phone", "send it to her email", "בטלפון": where, not what is asked
        if any(r in _FIELDS for r in said) or _a_contact(words, i) or _where_to_send(words, i):
            return i
        labelled = words[i + 1 : i + 2] and words[i + 1].isdigit()  # "treadmill no. 4", "מס' 4"
        if any(r in _OF_A_RECORD_TOO for r in said) and not labelled and _no_record_asked(words, named):
            return i
    return 0 if _TAX_ID.search(clause) else None


def _a_contact(words: list[str], at: int) -> bool:
    """The words at ``at`` name whom to contact or how: "איש (ה)קשר", "פרטי התקשרות", "contact details"."""
    said = set(readings(words[at])[:2])
    after = set(readings(words[at + 1])[:2]) if at + 1 < len(words) else set()
    return bool(said & _CONTACT_HEADS and after & _CONTACT_TAILS) or bool(
        said & _CONTACT and after & _CONTACT_WHAT
    )


def _where_to_send(words: list[str], at: int) -> bool:
    """ "לאן לשלוח", "where do we send": where something goes to the customer, their address or e-mail."""
    return words[at] in _WHERE and any(set(readings(w)[:2]) & _SEND for w in words[at + 1 : at + 4])


def _gone_to(words: list[str], at: int) -> bool:
    """The field's word is where something goes or is: behind "on", "to", "at" or "by", or a ב or ל glued
    on ("בטלפון", "למייל")."""
    word = words[at]
    glued = word[:1] in _TO_OR_AT and any(r in _FIELDS for r in readings(word[1:])[:2])
    return glued or bool(_GONE_TO.intersection(words[max(0, at - 2) : at]))


def _no_record_asked(words: list[str], named: set[str]) -> bool:
    """The clause names no record but as a purpose: its "number" or "details" are the card's, not those
    of "the invoice", "Dana's repair" or "החשבונית"."""
    return not any(
        _a_record_word(w) and not _for_a_purpose(words, i) for i, w in enumerate(words) if w not in named
    )


def _a_record_word(word: str) -> bool:
    hits = word_hits(word)
    return any(hits.get(i, 0.0) >= _RECORD_WORD for i in _RECORDS) or bool(kinds_in([word]))


def _the_field_is_asked(clause: str, at: int, named: set[str]) -> bool:
    """Each record word of the asking clause (its field's word at ``at``) is a purpose of the ask, or the
    clause opens by asking for the field and joins no second record to it with "and"."""
    words = tokens(clause)
    opened = _opens_with_the_field(words[: at + 1], named)
    for i, word in enumerate(words):
        if word in named or not _a_record_word(word):
            continue
        if _joined(words, i, at):
            return False
        if not (_for_a_purpose(words, i) or (i > at and (opened or _an_errand_after(words, at)))):
            return False
    return True


def _an_errand_after(words: list[str], at: int) -> bool:
    """The field (at ``at``) is followed by what it is for: "the address to send <name>'s invoice to",
    "הכתובת לשליחת החשבונית" ("to" or a ל glued on a word that is no record's)."""
    following = words[at + 1] if at + 1 < len(words) else ""
    if _where_to_send(words, at):
        return True  # "לאן שולחים את הקבלה": the thing sent
    return following == "to" or (
        following.startswith("ל") and len(following) > 2 and not _a_record_word(following)
    )


def _opens_with_the_field(head: list[str], named: set[str]) -> bool:
    """The clause's words up to its field ask for it: an asking word, then only small words and the name
    ("what's <name>'s email", "מה המייל", "תן לי את הכתובת של"), or nothing but those before the field."""
    if len(head) < 2:
        return False
    small = [w in STOPWORDS or w in named or len(w) == 1 or _a_field_word(w) for w in head]
    if all(small[:-1]):  # "the email we send <name>'s invoices to?": the field opens the clause
        return True
    return bool(set(readings(head[0])[:2]) & _ASKING_HEADS) and all(small[1:-1])  # "לאיזו כתובת": to which


def _a_field_word(word: str) -> bool:
    """A word of a card's field, of its own or one a record has too ("מספר" of "מספר עוסק")."""
    return bool(set(readings(word)[:2]) & (_OF_A_RECORD_TOO | _FIELDS))


def _joined(words: list[str], at: int, field_at: int) -> bool:
    """A record joined to the field as a second ask: "and" before it, or its ו glued on ("והיתרה")."""
    if at < field_at:
        return False
    between = words[field_at + 1 : at]
    glued = words[at].startswith("ו") and _a_record_word(words[at][1:])
    return glued or any(w in _AND for w in between)


def _for_a_purpose(words: list[str], at: int) -> bool:
    """The record word is the ask's purpose: a purpose word up to two words before it, or a ל glued on."""
    word = words[at]
    glued = word.startswith("ל") and any(r != word and _a_record_word(r) for r in readings(word)[1:])
    return glued or for_a_purpose(words, at)


def asks_who_they_are(evidence: Evidence) -> bool:
    """The one clause that asks is a look-up's ("who is <name>?", "how do we reach <name>?", "do we have
    <name>?") and names no record, nor does its topic before it; a record's word only in a clause after it
    that tells ("... the technician asked", "הטכנאי חוזר אליו") is why it is asked: their card."""
    if not evidence.identifies or evidence.invoice or evidence.repair_id or evidence.items:
        return False  # a thing of theirs named ("<name>'s irrigation controller, what about it?") is asked of
    asked = the_one_asked(evidence.folded)
    if asked is None:
        return False
    topic, words = asked
    named = {w for w, _ in evidence.names.mentions} if evidence.names else set()
    looked_up = any("customer_lookup" in word_hits(w) for w in words if w not in named) or bool(
        record_phrase_words(" ".join(words), ("customer_lookup",))
    )
    return looked_up and _no_record_asked(topic + words, named) and not says_a_job_word(topic + words)

"""What a message asks of the customer it names when no intent's word says it: a thing said as theirs
is theirs, whatever the word ("the fountain at Mizrahi"); "how much" asked of a person is money ("עדי
גלבוע כמה?", "כמה עוד צריך לקבל מ<name>", "how much for <name>"), and whether they closed or settled is
whether they still owe ("<name> סגרה?", "<name> פרע?"): their balance."""

from __future__ import annotations

import re

from misrad.assistant.engine.evidence import Evidence, word_hits
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import PRONOUNS, STOPWORDS
from misrad.assistant.engine.names import NameMatch
from misrad.assistant.engine.text import fold, readings

_HOW_MUCH = re.compile(r"(?:^|\s)(?:כמה|how much)(?=[\s?!.,]|$)")
# Closed or settled, said of a person (folded: final letters as ordinary ones).
_SETTLED = frozenset(("סגר", "סגרה", "סגרו", "סגור", "סגורה", "סגורימ", "פרע", "פרעה", "פרעו", "settled"))
# A name's own evidence for a lookup is 1 (``nlu``); a word of the card ("טלפונים", "addresses") adds to it.
_ONLY_THE_NAME = 1.0


def asked_of_them_alone(evidence: Evidence) -> str:
    """The intent of a message that names someone (a name, a phone) and no intent's word: who they are,
    or, asked "how much" or "closed?" of them, what they owe."""
    return "customer_balance" if asks_what_they_owe(evidence) else "customer_lookup"


def asks_what_they_owe(evidence: Evidence) -> bool:
    """The message names a customer (or gives their phone) and asks "how much" of them or whether they
    closed, and nothing else it holds (an item, an invoice, a repair, a word of the card or of a policy)
    is what it would be of."""
    stranger = evidence.names is not None and not evidence.names.customer_ids  # a name nobody has
    if not evidence.identifies or stranger or evidence.items or evidence.invoice:
        return False
    asked = _HOW_MUCH.search(evidence.folded) is not None or any(w in _SETTLED for w in evidence.words)
    if evidence.repair_id is not None or not asked:
        return False
    scores = evidence.scores
    return scores.get("customer_lookup", 0.0) <= _ONLY_THE_NAME and scores.get("knowledge", 0.0) < 1.5


# Words that make the name after them the owner or the place of the thing before them ("the kiln at
# Almog", "המזרקה של חנן"): "with", "for" and "to" do not ("a flight to Rome with Chanan").
_OWNER_LINKS = frozenset(("של", "אצל", "of", "at"))


def owns_a_thing(names: NameMatch | None, words: list[str], folded: str) -> bool:
    """One name word said as the owner of a thing named right beside it: written with a possessive and
    a word after it ("uri's e-bike"), after "של" / "of" / "at" with a word before ("the fountain at
    Mizrahi"), or behind a ב that joins it to the word before ("המזרקה במזרחי"). A thing the lexicon
    does not know, said so of a customer, is still that customer's ("shakshuka like grandma Noya's" owns
    none)."""
    if names is None or len(names.mentions) != 1:
        return False
    word, reading = names.mentions[0]
    at = words.index(word) if word in words else -1
    owns = re.search(rf"(?<![\w']){re.escape(word)}(?:'s|(?<=s)')\s+\w", folded) is not None  # "uri's bike"
    if at < 1:
        return at == 0 and owns
    before = words[at - 1]
    if before in _OWNER_LINKS:
        return at >= 2 and words[at - 2] not in STOPWORDS
    joined = reading != word and word.startswith("ב") and word[1:] == reading
    return (joined and before not in STOPWORDS) or owns


# The fields of a customer's card, each asked alone after a customer ("phone pls", "and their tax id?").
_CARD_FIELDS = frozenset(
    fold(w)
    for w in (
        *("phone", "mobile", "cell", "cellphone", "number", "no", "email", "mail", "address", "whatsapp"),
        *("tax", "id", "vat", "details", "contact", "info", "name", "live", "lives"),
        *("טלפון", "נייד", "פלאפון", "מספר", "מייל", "אימייל", "כתובת", "פרטים"),
    )
)


def says_a_card_field(words: list[str]) -> bool:
    """A field of a customer's card is said ("status of Tom's phone number"): asked of the card."""
    return any(r in _CARD_FIELDS for w in words for r in readings(w)[:2])


def asks_for_a_card_field(evidence: Evidence) -> bool:
    """The message asks only for fields of a customer's card, naming nobody ("and the phone no.?",
    "mobile?"): of the customer the conversation is about. Its words would read as no record alone. Not
    where a thing of theirs is named ("and her phone?" of a customer whose repair is her phone)."""
    rest = [w for w in evidence.words if w not in STOPWORDS and w not in PRONOUNS]
    fields = [w for w in rest if any(r in _CARD_FIELDS for r in readings(w)[:2])]
    if evidence.identifies or evidence.items or not fields:
        return False
    return len(fields) == len(rest) <= 3 or _of_them_in_a_sentence(evidence)


# Saying whose a thing is, or of them: "whose is that", "his", "for her".
_OF_THEM = PRONOUNS | {fold("whose"), fold("they")}
# A record's own word this strong beside the field asks of that record ("his balance, and his phone").
_RECORD_WORD = 1.5


def _of_them_in_a_sentence(evidence: Evidence) -> bool:
    """A card's field asked of the customer in a whole sentence, said of them by a pronoun ("And his
    email address, so that I can send him the statement?", "could you give me her phone number so I can
    call her back?"): the rest is why it is asked, as long as no other record's word is there."""
    if not any(w in _OF_THEM for w in evidence.words) or evidence.invoice or evidence.repair_id is not None:
        return False
    scores = evidence.scores
    others = max(scores.get(i, 0.0) for i in ("customer_balance", "repair_status", "invoice_status"))
    return others < _RECORD_WORD and scores.get("knowledge", 0.0) < _RECORD_WORD


# A repair's own word this strong beside the field asks of the job, not the card ("is it ready, her phone").
_JOB_WORD = 1.5


def asks_a_field_of_the_described(evidence: Evidence) -> bool:
    """A card's field asked of a customer the message describes by a thing of theirs ("the lady with the
    Bosch dishwasher, what's her number?", "מי הלקוח עם המקרר סמסונג? צריך את הטלפון שלו"): the thing only
    told who, the field is what is asked. Not where a word of the job's state is there too."""
    if not evidence.described_by:
        return False
    rest = [w for w in evidence.words if w not in STOPWORDS and w not in PRONOUNS]
    if not any(r in _CARD_FIELDS for w in rest for r in readings(w)[:2]):
        return False
    things = evidence.described_by | set(kinds_in(rest)) | {w for w in rest if kinds_in([w])}
    return not any(word_hits(w).get("repair_status", 0.0) >= _JOB_WORD for w in rest if w not in things)

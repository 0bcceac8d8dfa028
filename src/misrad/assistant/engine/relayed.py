"""A policy asked on a customer's behalf: the customer is the story's speaker, not the question's record.

Staff relay what a caller said and then ask the rule that answers it: "<name> says the new battery died
after two months, still under warranty?", "<name> שואל כמה זמן לוקח להזמין סוללות", "how many days is a
quote valid? <name> wants to think about it". The name makes the message look like a question about
their record (their job, their card), but grammatically the name is the subject of a verb of saying,
asking or wanting; what the staff member asks is the clause beside it, and that clause is in the
policies' words. A record question relayed the same way ("<name> called, is her chair ready?") keeps its
record: its asked clause is in a record's words, which outweigh the policies' there.

Decided by a closed class of verbs (speech, asking, calling, wanting, complaining, in both languages and
their persons and tenses) right after the name, never by the words of the policy itself.
"""

from __future__ import annotations

import re

from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.evidence import Evidence
from misrad.assistant.engine.text import fold, readings, tokens

# fmt: off
# Verbs of relaying what a caller said or wants, third person (both genders), present and past.
_RELAYING = frozenset(fold(w) for w in (
    *("says", "said", "asks", "asked", "asking", "wants", "wanted", "calls", "called", "calling"),
    *("claims", "claimed", "complains", "complained", "wonders", "wondered", "insists", "tells", "told"),
    *("writes", "wrote", "mentioned", "mentions", "needs", "would", "wishes"),
    *("אומר", "אומרת", "אמר", "אמרה", "שואל", "שואלת", "שאל", "שאלה", "מתקשר", "מתקשרת", "התקשר"),
    *("התקשרה", "רוצה", "רצה", "רצתה", "מבקש", "מבקשת", "ביקש", "ביקשה", "טוען", "טוענת", "טען", "טענה"),
    *("מתלונן", "מתלוננת", "התלונן", "התלוננה", "כותב", "כותבת", "כתב", "כתבה", "צריך", "צריכה"),
))
# Words that may stand between the name and its verb ("<name> is asking", "<name> now says", "<name>
# כבר שואל"): auxiliaries and adverbs of time, a closed class.
_BETWEEN = frozenset(fold(w) for w in (
    "is", "was", "has", "had", "just", "now", "again", "also", "still", "kept", "keeps",
    "כבר", "עכשיו", "שוב", "גם", "עוד", "פה", "כאן", "היום",
))
# fmt: on
_RECORD_INTENTS = ("repair_status", "customer_lookup")
# The policies' words must be plain (a knowledge item's words were met) and outweigh the record's.
_POLICY_WEIGHT = 2.5


def relays_a_policy_question(
    intent: str, scores: dict[str, float], text: str, entities: list[Entity]
) -> bool:
    """Whether a record intent chosen for ``text``, which names customers only as the speakers of a
    relayed question, is a policy's question (the module's docstring); ``text`` is folded."""
    if intent not in _RECORD_INTENTS:
        return False
    policy = scores.get("knowledge", 0.0)
    if policy < _POLICY_WEIGHT or policy <= scores.get(intent, 0.0):
        return False
    named = [e for e in entities if e.type == "customer_name"]
    return bool(named) and all(_followed_by_relaying(text, e) for e in named)


def _followed_by_relaying(text: str, name: Entity) -> bool:
    """The name is followed by a verb of relaying, past at most two auxiliaries or adverbs of time."""
    raw = fold(name.raw)
    at = text.find(raw) if raw else -1
    after = text[at + len(raw) :] if at >= 0 else ""
    return _relaying_follows(tokens(fold(after)))


def relayed_question(text: str) -> str | None:
    """The clause a relayed message asks in: its last clause, when it is a question of two words or more
    ("<name> wants to think about the quote, how much is the diagnosis if he says no?"); the story before
    it is the caller's, its words no policy's topic. None when the message ends in no such clause."""
    clauses = [c.strip() for c in _CLAUSES.split(text.strip()) if c.strip()]
    last = clauses[-1] if len(clauses) > 1 else ""
    return last if last.endswith("?") and len(tokens(last)) >= 2 else None


_CLAUSES = re.compile(r"(?<=[,.;:\u2013\u2014])\s+")


# fmt: off
# Words a policy is asked in (the manner and terms of paying, prices, what is allowed, hours): what the
# relaying speaker asks of the business. Paying alone is not among them: "the yeshiva wants to pay" may
# ask what they owe.
_POLICY_WORDS = frozenset(fold(w) for w in (
    *("cheque", "cheques", "check", "checks", "installments", "instalments", "terms", "credit", "cash"),
    *("price", "prices", "cost", "costs", "charge", "allowed", "hours", "open", "extra", "discount"),
    *("צ'ק", "צ'קים", "שיק", "שיקים", "צק", "צקים", "תשלומים", "מחיר", "עולה", "תנאי", "מזומן"),
    *("מותר", "אפשר", "שעות", "פתוחים", "הנחה", "תוספת", "אשראי", "שוטף"),
))
# Words of the speaker's own records: they keep the question the customer's ("the yeshiva wants to pay
# by cheque, how much do they owe?").
_RECORD_WORDS = frozenset(fold(w) for w in (
    *("owe", "owes", "owed", "owing", "balance", "debt", "invoice", "invoices", "bill", "job", "jobs"),
    *("ready", "status", "phone", "email", "address", "their", "his", "her"),
    *("חייב", "חייבת", "חייבים", "יתרה", "חוב", "חשבונית", "חשבוניות", "עבודה", "מוכן", "מוכנה"),
    *("סטטוס", "טלפון", "מייל", "כתובת", "שלהם", "שלו", "שלה"),
))
# Hebrew words opening with the article's letter that are no noun with the article: pronouns, today.
_NOT_AN_ARTICLE = frozenset(fold(w) for w in ("הוא", "היא", "הם", "הן", "היום", "הנה", "הרבה", "היה"))
# fmt: on


def relays_a_kinds_policy(evidence: Evidence) -> bool:
    """Whether the message opens with a kind of business or person said with its article as the speaker
    of a relayed question ("the hotel wants to pay by cheque", "הישיבה שואלת אם אפשר בתשלומים") and is
    in a policy's words and none of a record's. A kind with its article is no one card's name, so the
    policy is asked, not an account: the names it was heard as are dropped."""
    text = evidence.folded
    words = tokens(text)
    opening = words[1:2] if words[:1] == ["the"] else words[:1]
    if not opening or not _a_noun_with_its_article(words[0], opening[0]):
        return False
    if not _relaying_follows(words[2 if words[0] == "the" else 1 :]):
        return False
    said = {r for w in words for r in readings(w)[:2]}
    if not said & _POLICY_WORDS or said & _RECORD_WORDS:
        return False
    named = [e for e in evidence.entities if e.type == "customer_name"]
    if any(fold(e.raw) not in (opening[0], opening[0][1:]) for e in named):
        return False  # a card's own name said besides the kind ("the hotel Arad Inn wants ...")
    evidence.entities = [e for e in evidence.entities if e.type != "customer_name"]
    evidence.names = None
    return True


def _a_noun_with_its_article(first: str, noun: str) -> bool:
    """ "the <noun>", or a Hebrew word of four letters or more opening with the article's ה."""
    if first == "the":
        return noun.isalpha() and noun not in _BETWEEN
    return noun.startswith("ה") and len(noun) >= 4 and noun not in _NOT_AN_ARTICLE


def _relaying_follows(after: list[str]) -> bool:
    """A verb of relaying opens ``after``, past at most two auxiliaries or adverbs of time."""
    for word in after[:3]:
        if any(r in _RELAYING for r in readings(word)[:2]):
            return True
        if word not in _BETWEEN:
            return False
    return False


def past_the_speaker(text: str) -> str:
    """``text`` past its opening speaker and verb of relaying ("the hotel wants to pay by cheque, is that
    ok?" -> "to pay by cheque, is that ok?"): a kind's words are no topic of the policy it asks."""
    words = text.split()
    for at, word in enumerate(words[:5]):
        if any(r in _RELAYING for r in readings(fold(word))[:2]):
            return " ".join(words[at + 1 :]) or text
    return text

"""A message about something else: a first name in "a flight to Rome with John" or "shakshuka like grandma
Rachel's" is no customer, and an errand done for someone ("order toner for <name>") asks of no record."""

from __future__ import annotations

import re

from misrad.assistant.engine.asked_of_them import owns_a_thing
from misrad.assistant.engine.cues import (
    asks_after_someone,
    asks_for_advice_on_getting,
    asks_for_an_errand,
    asks_to_write,
    opens_an_errand,
)
from misrad.assistant.engine.entities import CARD_ENTITIES
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence, word_hits
from misrad.assistant.engine.explained import unexplained_words
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.progress import asks_progress_of_one
from misrad.assistant.engine.text import fold, tokens
from misrad.assistant.engine.world_asked import asks_the_world

# A spoken opening set apart from the question by a comma, a colon or a spaced dash ("תקשיב אחי, ...",
# "רגע רגע - ...", "וואלה שכחתי, ..."): at most this many words.
_OPENING = re.compile(r"^([^,:]+?)(?:\s*[,:]|\s+[-\u2013\u2014]+\s)\s*\S")
_OPENING_WORDS = 3


def _turning_to_us(folded: str, unexplained: list[str]) -> set[str]:
    """The words of a short spoken opening before the question when nothing in it is of the business
    (every word of it a function word or one nothing explains): how the writer turns to us ("תקשיב
    אחי,", "רגע רגע,"), not a matter of its own, so it is not counted against the question."""
    found = _OPENING.match(folded)
    words = tokens(found.group(1)) if found else []
    if not words or len(words) > _OPENING_WORDS:
        return set()
    if all(w in STOPWORDS or w in unexplained for w in words):
        return set(words)
    return set()


def _for_someone_or_of_a_record(evidence: Evidence) -> bool | None:
    """True when the message asks after someone or for an errand done for them, with no record's word
    beside; False when it surely points at a record; None when the scores must tell."""
    record_words = any(set(word_hits(w)) & set(RECORD_INTENTS) for w in evidence.words)
    # Asked after someone ("how is Lior doing"): a word of theirs read as a thing of no name ("owned") is
    # no record; a thing named is ("מה שלום המדיח של רונית" asks after her dishwasher).
    named_things = evidence.items - {"owned"}
    if asks_after_someone(evidence.folded) and not (record_words or named_things or evidence.repair_id):
        return True
    if opens_an_errand(
        evidence.words, {w for w in evidence.words if set(word_hits(w)) & set(RECORD_INTENTS)}
    ):
        return True
    pointers = evidence.repair_id is not None or evidence.invoice
    if not pointers and asks_the_world(evidence.folded) and _only_the_worlds_place(evidence):
        return True
    if pointers or any(e.type in CARD_ENTITIES for e in evidence.entities):
        return False
    # A question of the world's ("what are Phonak's shares trading at"): a thing of the trade in it is
    # the world's too.
    if asks_the_world(evidence.folded) and not evidence.identifies:
        return True
    # Advice on what to get ("recommend a good fridge for Dana"): the thing and the person are the
    # advice's, not a record's.
    if asks_for_advice_on_getting(evidence.words, evidence.folded):
        return True
    if evidence.items:
        return False
    # Asked after someone with no record's word beside ("מה שלומו של אהרון": its שלומו reads as a verb
    # of paying, so the scores alone would not tell).
    # So is an errand ("תזמין לי מונית ל<name>", "call <name>"): a name in it is whom it is done for.
    if (asks_after_someone(evidence.folded) or asks_for_an_errand(evidence.words)) and not record_words:
        return True
    # A text to be written for someone: its mail or message is the errand's, not a card's to look up.
    if asks_to_write(evidence.words) and not any(
        set(word_hits(w)) & set(RECORD_INTENTS[:3]) for w in evidence.words
    ):
        return True
    return None


# A place as a question of the world's says it: after "in", "at", "to", "from" or "near", or behind the
# Hebrew letter of "in", "to" or "from" ("בבאר שבע", "לבת ים").
_PLACE_BEFORE = r"(?:^|\s)(?:(?:in|at|to|from|near)\s+(?:the\s+)?|[בלמ]-?)"


def _only_the_worlds_place(evidence: Evidence) -> bool:
    """The message names customers only by words said as a place ("the weather in Bat Yam" of סופר השוק
    בת ים): in a question of the world's ("the weather", "a flight"), the place is the fact's, and a
    customer whose name holds the town is not asked about. A name said otherwise ("the weather for
    Dana's visit"), a phone, an e-mail or a tax id still points at a record."""
    names = [e.value for e in evidence.entities if e.type == "customer_name"]
    if not names or any(e.type in CARD_ENTITIES for e in evidence.entities):
        return False
    return all(
        re.search(_PLACE_BEFORE + re.escape(fold(name)) + r"(?:\s|$|[?.,!])", evidence.folded)
        for name in names
    )


def out_of_domain(evidence: Evidence) -> bool:
    """Most of the message is about something else and nothing in it is surely a record or a question
    about the business: a first name in "a flight to Rome with John" or "shakshuka like grandma
    Rachel's" is no customer."""
    settled = _for_someone_or_of_a_record(evidence)
    if settled is not None:
        return settled
    if asks_progress_of_one(evidence):  # the thing's own word ("the counter") need not be the records'
        return False
    scores = evidence.scores
    names, record_asked = evidence.names, max(scores.get(i, 0.0) for i in RECORD_INTENTS[:3]) >= 2
    if names is not None and names.matched_words >= 2 and (names.exact or record_asked):  # "jobs for Or-Chen"
        return False
    if scores.get("knowledge", 0.0) >= 2.5 or max(scores.get(i, 0.0) for i in RECORD_INTENTS[:3]) >= 3:
        return False
    unexplained = unexplained_words(evidence)
    opening = _turning_to_us(evidence.folded, unexplained)
    content = [w for w in evidence.words if w not in STOPWORDS and w not in opening]
    unexplained = [w for w in unexplained if w not in opening]
    # One name word beside words nothing of the business explains, no record asked and no lookup's word
    # beside it ("what's in the news about Avi today", unlike "a customer named Levi?"): a first name.
    asked = (
        max(scores.get(i, 0.0) for i in RECORD_INTENTS[:3]) >= 1.5 or scores.get("customer_lookup", 0) > 1.0
    )
    one_word = (
        evidence.names is not None and evidence.names.matched_words == 1 and not evidence.said_of_the_name
    )
    if unexplained and one_word and not asked:
        return not owns_a_thing(evidence.names, evidence.words, evidence.folded)  # "the kiln at Almog"
    return len(unexplained) >= 2 and 2 * len(unexplained) >= len(content)

"""The words of a message nothing explains: no intent word, no item, no entity, no part of a matched
name. A question of the business with such words left names something the records do not hold (the
out-of-domain and "I don't know" readings of ``nlu``)."""

from __future__ import annotations

from itertools import pairwise

from misrad.assistant.engine.entities import BARE_INVOICE_CODE
from misrad.assistant.engine.evidence import Evidence, word_hits
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.name_titles import TITLES, spelled_titles
from misrad.assistant.engine.places import places_said
from misrad.assistant.engine.text import readings, tokens
from misrad.assistant.engine.week_days import day_words


def unexplained_words(evidence: Evidence) -> list[str]:
    """Content words that are no intent word, no item, no entity and no part of a matched name."""
    # Asked twice of a message (its out-of-domain reading, its understanding), a twentieth of reading it
    # each time (perf48): kept on the evidence with everything it is made of, made again if one changed.
    made_of = (
        tuple(evidence.words), evidence.names, tuple(evidence.entities), evidence.folded, evidence.name_words,
        evidence.described_by, frozenset(evidence.verbs),
    )  # fmt: skip
    return list(evidence.kept("unexplained", made_of, lambda: tuple(_unexplained(evidence))))


def _unexplained(evidence: Evidence) -> list[str]:
    names = evidence.names
    # A name's words as typed too: "החומוס" is the name "חומוס" behind its article.
    explained = set(names.text.split()) | {word for word, _ in names.mentions} if names else set()
    # A title said with a name ("של ד\"ר לנדאו", "לגב' קוגן") is how the name was said.
    explained |= {w for w in evidence.words if any(r in TITLES for r in readings(w))} if names else set()
    explained |= spelled_titles(evidence.words) | evidence.said_of_the_name if names else set()
    # The place that told the customer apart ("the pharmacy in Afula") is how they were named too.
    explained |= (
        {w for place in places_said(evidence.words) for w in place} if names and names.placed else set()
    )
    # A week day is no record ("ביום שישי" in "until when is the lab open on Friday" asks the hours).
    records = [e for e in evidence.entities if not (e.type == "date" and day_words(e.raw))]
    explained |= {w for e in records for w in tokens(e.raw)} | evidence.idioms | evidence.described_by
    explained |= asked_for_me(evidence.words)
    # A single letter is a piece of an abbreviation ("ח.פ."), not a word of its own.
    return [
        w
        for w in evidence.words
        if len(w) > 1
        and w not in STOPWORDS
        and w not in NEGATIONS
        and w not in explained
        and not word_hits(w)
        and w not in evidence.verbs
        and not kinds_in([w])
    ]


# A negation is how a question is asked ("לא שילם עדיין?", "עוד לא מוכנה?"), never what it asks about.
NEGATIONS = frozenset(("לא", "not"))
# The asker, after a verb the writer addresses to us ("תשלוף לי", "תביא לנו"), folded.
_FOR_ME = frozenset(("לי", "לנו"))


def asked_for_me(words: list[str]) -> set[str]:
    """The (folded) verbs a request is made with, whatever the verb: one addressed to us in the second
    person singular, its future or imperative (ת..., a hifil's ה...), with the asker right after it
    ("תשלוף לי", "תביא לי", "תני לנו", "הבא לי"), or opening the message with its object after it ("תן
    את הטלפון", "יאללה תוציא את החשבוניות"; not a ה..., there a past: "מי המציא את"): how the writer
    asks, not a matter of its own."""
    return {
        verb
        for n, (verb, after) in enumerate(pairwise(words))
        if ((after in _FOR_ME and verb[0] in "תה") or (after == "את" and n <= 1 and verb[0] == "ת"))
        and _to_one_of_us(verb)
    }


def _to_one_of_us(verb: str) -> bool:
    # Said to one: a plural's ו ("תתנו לנו", "will you give us") asks the business, not the assistant.
    return 2 <= len(verb) <= 6 and not verb.endswith("ו") and not verb.isascii()


def unknown_wording(evidence: Evidence) -> list[str]:
    """The unexplained words that are the writer's own wording: less the pieces of a bare code ("GR3325",
    "26/0422"), a record the answer looks up and links (``answers.link_invoice_number``), not a way of
    asking the learned intent model could read better (it never sees numbers)."""
    codes = {w for code in BARE_INVOICE_CODE.findall(evidence.folded) for w in tokens(code)}
    return [w for w in unexplained_words(evidence) if w not in codes and not any(c.isdigit() for c in w)]

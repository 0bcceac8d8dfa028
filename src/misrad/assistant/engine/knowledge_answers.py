"""The knowledge base's answer to a question: the item that covers it, its sentences that answer it
quoted, the next items named. A part of ``answers.Responder``, kept apart for its size."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel
from sqlalchemy.orm import Session

from misrad.assistant import functions
from misrad.assistant.engine.abbreviations import towns_spelled_out
from misrad.assistant.engine.evidence import word_intents
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.relayed import past_the_speaker, relayed_question
from misrad.assistant.engine.relevance import topic_of
from misrad.assistant.engine.text import language_of, md, tokens
from misrad.assistant.engine.week_days import day_words
from misrad.assistant.knowledge import knowledge_index, query_words, search
from misrad.assistant.knowledge_quotes import (
    asks_a_price,
    matching_sentences,
    names_a_price,
    passage_strength,
)

KNOWLEDGE_MIN_SCORE = 1.5
# How much of a question an item must cover (words weighted by how specific they are) to answer it,
# when it was asked with words nothing else explains, or not as a knowledge question at all: two words
# in common, or one that is half the question ("bitcoin price?" is not the diagnosis price list).
KNOWLEDGE_UNEXPLAINED_COVERAGE = 0.2
KNOWLEDGE_ALONE_COVERAGE = 0.5
KNOWLEDGE_FALLBACK_COVERAGE = 0.25
KNOWLEDGE_RIVAL_SHARE = 0.5
# A rival covering this share of the question (all of it, roughly) answers over a top covering less than
# ``KNOWLEDGE_PARTIAL``.
KNOWLEDGE_WHOLE, KNOWLEDGE_PARTIAL = 0.95, 0.75
KNOWLEDGE_SOLE_SHARE = 0.3
# A knowledge question's first hit scoring this many times the next one's is the search's clear choice,
# though a story or a paraphrase left it under the coverage floor (``clear_leader``).
KNOWLEDGE_LEAD = 1.5
# A top item scoring this many times an item that alone holds a word of the question is not overruled
# by it (``outranked``): the holder's word is a detail of the question, the top its subject.
KNOWLEDGE_HOLDER_LEAD = 1.6
KNOWLEDGE_TIE, KNOWLEDGE_TIE_MARGIN = 0.9, 0.15
# A rival's passage answers over the top's when it meets this many more of the question's words in one
# sentence (a sum or time asked, named there, counts two): one word more is a wording's chance.
KNOWLEDGE_PASSAGE_MARGIN = 2
# A word that speaks this much for the knowledge intent names a topic (cancelling, warranty, delivery).
KNOWLEDGE_TOPIC_WEIGHT = 2.0
_BARE_NUMBER = re.compile(r"(?<![\w.,:/-])\d+(?![\w.,:/-])")
# Asked when, or on which days: the answer is a day.
_ASKS_WHEN = re.compile(
    r"\b(?:מתי|באיזה יום|באיזה ימים|באילו ימים|when|which days?|what days?)\b", re.IGNORECASE
)


# A short message opening with "and" after a knowledge answer asks the question just answered of another
# town, thing or day ("and R290?", "ומבת ים?", "ואם הוא בראשון?"): an ellipsis, said in a few words.
FOLLOW_UP_WORDS = 7
_OPENS_WITH_AND = re.compile(r"^\W*(?:(?:and|what about|how about)\b|ו(?=[\u05d0-\u05ea]{2}))", re.IGNORECASE)


def continues_a_question(text: str) -> bool:
    """A short message opening with "and" (a Hebrew word under its ו, "what about"): an ellipsis."""
    return bool(_OPENS_WITH_AND.match(text)) and len(tokens(text)) <= FOLLOW_UP_WORDS


class KnowledgeAnswers:
    """Knowledge answers, for a responder that has a session, an understanding, ``t`` and ``call``."""

    session: Session
    u: Understanding
    # The conversation's last question, read only when asked for, when its answer was the knowledge
    # base's (None: no such answer came before).
    asked_before: Callable[[], str | None] | None = None

    def t(self, key: str, **params: object) -> str:
        raise NotImplementedError

    def call(self, name: str, **arguments: Any) -> BaseModel:
        raise NotImplementedError

    def names_no_record(self) -> bool:
        raise NotImplementedError

    def knowledge_answer(self, min_coverage: float = 0.0, *, by_its_own_word: bool = False) -> str | None:
        """The item answering the question (``answer_to``), searched by the closing question of a long
        message first, then, when that alone covers no item, by the whole message: "How much is that for
        the season?" asks the price of what the story told ("leave his boat on land over the winter")."""
        if self.u.reason is Reason.RELAYED and not self.u.entity("customer_name"):  # a kind relays it
            return self.answer_to(
                past_the_speaker(self.u.text), min_coverage, by_its_own_word=by_its_own_word
            )
        asked = relayed_question(self.u.text) if self.u.reason is Reason.RELAYED else None
        if asked is not None:  # "<name> says ..., is that still under warranty?": the clause asks
            clear = max(min_coverage, KNOWLEDGE_ALONE_COVERAGE)
            found = self.answer_to(asked, clear, by_its_own_word=False)
            return found or self.answer_to(self.u.text, min_coverage, by_its_own_word=by_its_own_word)
        if not self.u.told:
            return self.answer_to(self.u.text, min_coverage, by_its_own_word=by_its_own_word)
        # The question alone answers when an item covers it clearly ("How long is our warranty on work
        # anyway?"); one word of it met ("How much per bike per month do we charge?": a bike) leaves
        # the story to say what is priced ("wants a fleet deal"), the question's word only a fallback.
        # A question of one word ("היא משלמת משהו?", "and what's the fee again?") covers all of itself in
        # any item holding that word: it asks about what the story told (cancelling when the technician
        # is on his way), so it is not clear alone.
        clear = max(min_coverage, KNOWLEDGE_ALONE_COVERAGE)
        alone = len(query_words(topic_of(self.u.text))) >= 2
        found = self.answer_to(self.u.text, clear, by_its_own_word=False) if alone else None
        found = found or self.answer_to(self.u.told, min_coverage, by_its_own_word=by_its_own_word)
        return found or self.answer_to(self.u.text, min_coverage, by_its_own_word=by_its_own_word)

    def knowledge_follow_up(self) -> str | None:
        """After a knowledge answer, a short message opening with "and" ("and R290?", "ומבת ים?") is
        the question just answered asked of another thing: the item answering both messages together
        ("how much is R404A per kilo? and R290?"), when the message's own words meet that item too (so
        "and what's the wifi password?" is no follow-up of the battery's price), its sentences on the
        new thing quoted."""
        # A record intent's words that name no record ("ומראשון?") are no record question either.
        asks_of_no_record = self.u.intent in ("unknown", "knowledge") or self.names_no_record()
        if self.asked_before is None or not asks_of_no_record or not continues_a_question(self.u.text):
            return None
        own = frozenset(m.doc.id for m in search(self.session, self.u.text, limit=10))
        before = self.asked_before() if own else None
        if not before:
            return None
        return self.answer_to(f"{before} {self.u.text}", 0.0, by_its_own_word=True, within=own)

    def answer_to(
        self, text: str, min_coverage: float, *, by_its_own_word: bool, within: frozenset[int] | None = None
    ) -> str | None:
        """The best item, when it covers ``min_coverage`` of the question's topic with two of its words
        or ``KNOWLEDGE_ALONE_COVERAGE`` with one (any item that meets the topic, with ``min_coverage``
        0); its sentences that answer the question quoted, the next items named. ``by_its_own_word``: a
        question asked as a knowledge question is also answered by the one item that alone holds one of
        its words (``sole_holder``). ``within``: the items that may answer (none other does)."""
        # A bare number (a street number, an amount) meets some price or hour of an item by chance; not
        # one an item writes in a code ("18V"): "סוללה 18 וולט" names that battery.
        coded = knowledge_index(self.session).coded_numbers
        # A town written short ("מת״א") is asked of the sentence naming it in full ("לתל אביב 130 ₪").
        text = towns_spelled_out(self.without_the_named(text))
        query = _BARE_NUMBER.sub(lambda m: m[0] if m[0] in coded else " ", text[:200])
        result = self.call("search_knowledge", query=query, limit=3)
        assert isinstance(result, functions.KnowledgeResult)
        hits = [h for h in result.items if h.score >= KNOWLEDGE_MIN_SCORE]
        # The top item answers when it covers the question; otherwise a close rival that does ("does
        # the technician come to <town>": one rare word meets the visit item, two meet the areas item).
        rivals = [h for h in hits if h.score >= hits[0].score * KNOWLEDGE_RIVAL_SHARE] if hits else []
        top = self.covering_best(hits, rivals, query, min_coverage)
        if top is None and by_its_own_word:
            top = self.sole_holder(hits, query, min_coverage)
        if top is None:
            return None
        top = self.outranked(top, hits, rivals, query, min_coverage)
        if within is not None and top.id not in within:
            return None
        return self.written_answer(self.best_passage(top, rivals, query, min_coverage), hits, query)

    def covering_best(
        self,
        hits: list[functions.KnowledgeHit],
        rivals: list[functions.KnowledgeHit],
        query: str,
        min_coverage: float,
    ) -> functions.KnowledgeHit | None:
        """The clear leader, else the best-scored rival that covers the question, else None; a tied rival
        covering clearly more, or one covering the whole question where the best covers little, instead."""
        top = self.clear_leader(hits, query, min_coverage)
        top = top or next((h for h in rivals if self.covers(h, query, min_coverage)), None)
        # A close rival meeting every word of the question, where the top meets only some of them by its
        # title ("does the technician come to <town> on Tuesday": the visit item's title is "technician",
        # the areas item holds the town and the day too).
        # Scores within a tenth of each other are a tie the words' weights do not break: the item covering
        # clearly more of the question answers ("move the technician's visit, is there a fee": the visit
        # fee's item meets three words by its title, the rescheduling item four of the question's five).
        tied = [
            h
            for h in rivals
            if top is not None
            and h.score >= top.score * KNOWLEDGE_TIE
            and h.coverage >= top.coverage + KNOWLEDGE_TIE_MARGIN
            and self.covers(h, query, min_coverage)
        ]
        top = max(tied, key=lambda h: h.coverage) if tied else top
        whole = [h for h in rivals if h.coverage >= KNOWLEDGE_WHOLE and self.covers(h, query, min_coverage)]
        if top is not None and top.coverage < KNOWLEDGE_PARTIAL and whole:
            top = max(whole, key=lambda h: h.score)
        return top

    def clear_leader(
        self, hits: list[functions.KnowledgeHit], query: str, min_coverage: float
    ) -> functions.KnowledgeHit | None:
        """The first hit, when the search clearly chose it for a knowledge question but its share of the
        question is under ``min_coverage`` or met by one word: a question told with a story, a name or an
        English paraphrase of a Hebrew item ("how long we keep things people never collect") counts the
        words no item holds against every item alike, and the floor would let a weaker item answer by
        two incidental words ("זמן" meeting "הזמנת"). Only where the message was read as a knowledge
        question (a records question's fallback must be covered), with a runner-up to lead (a lead over
        nothing is no evidence), below the clear pass of a closing or relayed question (which falls back
        to the whole message), at half the floor at least, on the question's topic ("bitcoin price?"),
        and when no other hit that ``sole_holder`` could take alone holds more of the question's words
        (the hours item's "חול" beside the courier item's common "שליח")."""
        if self.u.intent != "knowledge" or len(hits) < 2 or not 0 < min_coverage < KNOWLEDGE_ALONE_COVERAGE:
            return None
        leader, runner_up = hits[0], hits[1]
        if leader.score < runner_up.score * KNOWLEDGE_LEAD or leader.coverage < min_coverage / 2:
            return None
        own = leader.sole + leader.sole_in_other_words
        holders = [
            h
            for h in hits[1:]
            if h.sole + h.sole_in_other_words > own
            and h.score >= leader.score * KNOWLEDGE_SOLE_SHARE
            and h.coverage >= min_coverage
        ]
        if holders:
            return None
        return leader if self.covers(leader, query, 0.0) else None

    def without_the_named(self, text: str) -> str:
        """``text`` without the customers it names: whom a policy is asked for is the story's context
        ("Haderech Express has a fleet deal; how much do we charge a new company?"), and a name's words
        count against every item's share of the question. Only in a story (``told``) or where the name is
        the speaker of a relayed question ("<name> says ..., still under warranty?": ``relayed``): in a
        plain question a name's words may be the policy's own ("מה שעות הפתיחה של המשרד" beside a customer
        "משרד ...")."""
        if not self.u.told and self.u.reason is not Reason.RELAYED:
            return text
        for entity in self.u.entities:
            if entity.type == "customer_name" and entity.raw:
                text = text.replace(entity.raw, " ")
        return text

    def best_passage(
        self,
        top: functions.KnowledgeHit,
        rivals: list[functions.KnowledgeHit],
        query: str,
        min_coverage: float,
    ) -> functions.KnowledgeHit:
        """``top``, or a close rival one of whose sentences answers the question better: meets more of
        its words in one place, or names what it asks (a sum, a time) where the top's best sentence does
        not. Items found by the words every item of a trade shares (a visit, paying, a machine) differ in
        the passage: "כמה משלמים מראש כשמזמינים מכונה חדשה" meets the new machine's warranty by its
        title, the order's down payment in one sentence by four words and its 20%."""
        if _ASKS_WHEN.search(query):  # the item naming days answered it (``naming_days``)
            return top
        strength = {h.id: passage_strength(h.content, query) for h in [top, *rivals]}
        better = [
            h
            for h in rivals
            if strength[h.id] >= strength[top.id] + KNOWLEDGE_PASSAGE_MARGIN
            and self.covers(h, query, min_coverage)
        ]
        return max(better, key=lambda h: (strength[h.id], h.score)) if better else top

    def outranked(
        self,
        top: functions.KnowledgeHit,
        hits: list[functions.KnowledgeHit],
        rivals: list[functions.KnowledgeHit],
        query: str,
        min_coverage: float,
    ) -> functions.KnowledgeHit:
        """``top``, or the item that answers the question better: one naming days for a question asking
        when, one alone holding a word of the question the top lacks."""
        if _ASKS_WHEN.search(query):
            top = self.naming_days(top, rivals, query, min_coverage)
        # A rival that alone holds a word of the question the top item lacks answers it: "can the
        # technician come to <town>" meets the visit item by two common words, the areas item by the town;
        # not when the top alone meets another word in other words ("לבטל ביקור של טכנאי": its "ביטול").
        # Not over a top that outscores the holder by far: the holder's word is a detail, the top the
        # subject ("כמה עולה חוזה שירות למפעל": the contract, not the visit to a factory that alone holds
        # "מפעל"; "how many working hours before compressor oil needs changing": not the contract holding
        # "working"). A top's coverage alone is no such sign: a price list alone holding "service" rightly
        # overrules a top meeting all of "how much is a service for an electric bike" by its other words.
        holders = [
            h
            for h in hits
            if h.sole > top.sole + top.sole_in_other_words
            and h.score >= hits[0].score * KNOWLEDGE_SOLE_SHARE
            and top.score < h.score * KNOWLEDGE_HOLDER_LEAD
            and self.covers(h, query, min_coverage)
        ]
        if holders and asks_a_price(query) and names_a_price(top.content, query):
            # Asked a price the top item's sentences name: a holder that names none does not take over
            # ("how much are new batteries": the price list, not the warranty's "new batteries: a year").
            holders = [h for h in holders if names_a_price(h.content, query)]
        if holders:
            top = max(holders, key=lambda h: (h.sole, h.score))
        return top

    def written_answer(
        self, top: functions.KnowledgeHit, hits: list[functions.KnowledgeHit], query: str
    ) -> str:
        """The answer: ``top``'s sentences that answer ``query`` quoted, the other hits named."""
        hits = [top, *(h for h in hits if h is not top)]
        # An English question about an item the office wrote in Hebrew is answered in English words
        # around the item's own (quoted) sentences: the reader knows what the quote is and why.
        in_hebrew = language_of(top.content) == "he"
        title_key = "answer_knowledge_in_hebrew" if in_hebrew else "answer_knowledge_title"
        lines = [self.t(title_key, title=md(top.title)), ""]
        quoted = matching_sentences(top.content, query)
        # The sentences that answer the question, quoted from the item; all of it when the item was
        # found by its title or keywords alone.
        lines += [f"> {md(sentence)}" for sentence in quoted] if quoted else [md(top.content)]
        if len(hits) > 1:
            lines += ["", self.t("answer_knowledge_more", titles=", ".join(md(h.title) for h in hits[1:]))]
        return "\n".join(lines)

    def naming_days(
        self,
        top: functions.KnowledgeHit,
        rivals: list[functions.KnowledgeHit],
        query: str,
        min_coverage: float,
    ) -> functions.KnowledgeHit:
        """A question asking when ("when can a technician come to <town>") is answered by the item whose
        sentences on it name days (the days by area), over a top whose sentences name none (the visit's
        price in that town)."""

        def days_said(hit: functions.KnowledgeHit) -> bool:
            return bool(day_words(" ".join(matching_sentences(hit.content, query))))

        if days_said(top):
            return top
        dated = [h for h in rivals if h is not top and days_said(h) and self.covers(h, query, min_coverage)]
        return max(dated, key=lambda h: h.score) if dated else top

    def sole_holder(
        self, hits: list[functions.KnowledgeHit], query: str, min_coverage: float
    ) -> functions.KnowledgeHit | None:
        """The item that alone holds a word of the question, when it is the only such item: "does the
        technician come on Saturday" meets the visit item and the hours item by one word each, below
        the coverage of one word, but "Saturday" is in the hours item alone and "technician" in several.
        Two items each holding a word alone leave the question open (which word is its point?), and so
        does a word of a knowledge topic the item does not meet ("cancel a courier on the holiday" is
        not the hours item's question)."""
        holders = [h for h in hits if h.sole + h.sole_in_other_words > 0]
        if len(holders) != 1 or not hits:
            return None
        holder = holders[0]
        if holder.score < hits[0].score * KNOWLEDGE_SOLE_SHARE or holder.coverage < min_coverage:
            return None
        for word in query_words(topic_of(query)):
            if word_intents(word).get("knowledge", 0.0) < KNOWLEDGE_TOPIC_WEIGHT:
                continue
            if not any(m.doc.id == holder.id for m in search(self.session, word, limit=5)):
                return None
        return holder if self.covers(holder, query, 0.0) else None

    def covers(self, top: functions.KnowledgeHit, query: str, min_coverage: float) -> bool:
        """Whether the item answers the question: it meets the question's topic (the words of how it
        is asked, "how much", "price", left out: "bitcoin price?" is not the price list's topic), and
        covers enough of the question."""
        topic = topic_of(query)
        if len(topic.split()) < len(tokens(query)):
            on_topic = search(self.session, topic, limit=5)
            if not any(m.doc.id == top.id for m in on_topic):
                return False
        return top.coverage >= min_coverage and (
            min_coverage == 0 or top.words_matched >= 2 or top.coverage >= KNOWLEDGE_ALONE_COVERAGE
        )

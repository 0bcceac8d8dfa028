"""Follow-ups: a short message after a record question that only names someone ("and Cohen?"), or that
asks with a pronoun of the bound customer in a record's words ("who is it for?", "and hers?"), or of a
relative ("ואבא שלו?"): the question just answered, of them (``nlu`` chooses the intent by these). A
follow-up of a knowledge answer ("and R290?") is read where it is answered (``knowledge_answers``)."""

from __future__ import annotations

from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence
from misrad.assistant.engine.lexicon import PRONOUNS
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.relatives import only_a_relative
from misrad.assistant.engine.text import readings


def follows_up(intent: str, evidence: Evidence, previous_intent: str) -> bool:
    """A short message that only names someone after a record question ("and Cohen?") asks the same."""
    return (
        intent in ("unknown", "customer_lookup")
        and evidence.identifies
        and previous_intent in RECORD_INTENTS[:3]
        and evidence.scores.get("customer_lookup", 0.0) - 1.0 < 1.5
        and len(evidence.words) <= 8
    )


def _follow_up_intent(evidence: Evidence) -> str | None:
    """ "Who is it for?", "and hers?": a pronoun with a bound customer asks about that customer, in the
    words of whichever record intent the message has any of."""
    if not any(w in PRONOUNS for r in map(readings, evidence.words) for w in r):
        return None
    scores = {i: evidence.scores.get(i, 0.0) for i in RECORD_INTENTS}
    intent, best = max(scores.items(), key=lambda item: item[1])
    return intent if best >= 0.5 else None


def followed_up(evidence: Evidence, previous_intent: str | None) -> str:
    """With a customer bound, a message that found no intent of its own: "who is it for?", "and hers?"
    in a record's words; "ואבא שלו?", "and his wife?": the question just answered, of a relative."""
    chosen = _follow_up_intent(evidence)
    if chosen is None and previous_intent in RECORD_INTENTS[:3] and only_a_relative(evidence.words):
        chosen = previous_intent
    if chosen is None:
        return "unknown"
    evidence.reason = Reason.FOLLOW_UP
    return chosen

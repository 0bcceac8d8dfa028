"""What the records a message points at add to its intent scores: an invoice, a payer, the records' verbs,
a customer identified, a phone that is the device, an item of a customer's (moved out of ``nlu`` so that
module keeps to choosing among the scores)."""

from __future__ import annotations

from misrad.assistant.engine.cues import phone_is_the_device
from misrad.assistant.engine.described_records import weigh_a_described_paper
from misrad.assistant.engine.evidence import Evidence, in_lexicon
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS, THEIR_THINGS
from misrad.assistant.engine.morphology import verb_intents
from misrad.assistant.engine.own_items import ItemsOf, a_customer_pays
from misrad.assistant.engine.progress import says_progress, score_progress
from misrad.assistant.engine.text import readings


def score_records(
    evidence: Evidence, has_bound_customer: bool, own_items: bool, items_of: ItemsOf | None = None
) -> None:
    """What the records the message points at add to the scores: an invoice, a payer, a verb of the
    records', a customer identified, a phone that is the device, an item of a customer's; ``items_of``
    (their repairs' words) tells whether one named has jobs."""
    weigh_a_described_paper(evidence)  # "the page we sent him with the amount": as the noun "invoice"
    if evidence.invoice:
        evidence.add("invoice_status", 2.5)
    elif a_customer_pays(evidence):
        evidence.add("customer_balance", 2.5)
    _add_verbs(evidence, has_bound_customer)
    if evidence.identifies:
        evidence.add("customer_lookup", 1.0)
        # A customer's items or things are what the business has of theirs ("all items for <name>"); with
        # nobody named the word asks what the business takes ("what items do you clean").
        if any(r in THEIR_THINGS for w in evidence.words for r in readings(w)[:2]):
            evidence.add("repair_status", 2.0)
    if not evidence.items and _phone_is_the_device(evidence, has_bound_customer, items_of):
        evidence.items.add("smartphone")
        evidence.scores["customer_lookup"] = max(0.0, evidence.scores.get("customer_lookup", 0.0) - 1.2)
    # An item of a customer ("the fridge of <name>", "and her oven?") is a repair of theirs.
    if evidence.items:
        strength = (2.0 if own_items else 3.5) if evidence.identifies or has_bound_customer else 1.0
        evidence.add("repair_status", strength)
    # "Dana's counter - done?": how far a job of hers has got; "סיימו אצל <name>?" of one who has jobs.
    score_progress(evidence, (lambda customer: bool(items_of(customer))) if items_of is not None else None)


def _add_verbs(evidence: Evidence, has_bound_customer: bool) -> None:
    verbs = _verb_scores(evidence)
    if evidence.points_at_record or has_bound_customer:
        for intent, weight in verbs.items():
            evidence.add(intent, weight)
    elif verbs:
        # The business's work with no record named ("תחייבו אותנו?") asks how it is done; the verb is no
        # record's word then: a record question asked with it names nothing (``unexplained_words``).
        evidence.add("knowledge", 1.5)
        evidence.verbs.clear()


def _verb_scores(evidence: Evidence) -> dict[str, float]:
    """The intents the forms of the records' verbs speak for ("ישלם", "שולמו", "תיקנתם"), among words the
    lexicon does not hold and no name took. Only about a record named or bound: without one, "כמה גובים
    על אחסון" asks how the business charges, not what a customer owes."""
    named = {word for word, _ in evidence.names.mentions} if evidence.names else set()
    scores: dict[str, float] = {}
    for word in evidence.words:
        if word in STOPWORDS or word in named or in_lexicon(word):
            continue
        for intent, weight in verb_intents(word).items():
            scores[intent] = max(scores.get(intent, 0.0), weight)
            evidence.verbs.add(word)
    return scores


def _a_repair_verb(words: list[str]) -> bool:
    """A form of a repair's verb is said ("נבדק", "תיקנתם"): what is done to a thing, never to a number."""
    return any("repair_status" in verb_intents(w) for w in words)


def _phone_is_the_device(evidence: Evidence, has_bound_customer: bool, items_of: ItemsOf | None) -> bool:
    """ "מה עם הטלפון של <name>?" is the phone in the lab when one is: of a customer named, only when their
    repairs hold a phone ("iPhone 13", "Galaxy A54") or a word of progress or a repair's verb says it is a
    thing ("status of his phone", "נבדק?": a number has none); else "what's with" it asks after the phone
    on their card ("מה קורה עם הטלפון של <name>? רשום לנו משהו?" of a customer whose job is a forklift)."""
    if not (evidence.identifies or has_bound_customer) or any(e.type == "phone" for e in evidence.entities):
        return False
    names = evidence.names
    if items_of is not None and names is not None and len(names.customer_ids) == 1:
        has_a_phone = "smartphone" in kinds_in(sorted(items_of(names.customer_ids[0])))
        if not (has_a_phone or says_progress(evidence.words) or _a_repair_verb(evidence.words)):
            return False
    return phone_is_the_device(evidence.words)

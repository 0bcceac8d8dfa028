"""Intent and entity detection: lexicon scores over prefix-peeled readings, typo-tolerant, plus rules.

Each word of the message is read with and without its prefix letters; a reading found in an intent's
lexicon adds that word's weight (a close typo adds a little less). Entities found by pattern or in the
customer index add their own evidence (an invoice number points at ``invoice_status``, a bare phone
or name at ``customer_lookup``). A message with a customer but no intent word inherits the previous
record intent of the conversation ("ומה עם יוסי?" after a balance question), and a message with an
intent word but no customer uses the conversation's bound customer.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Required, TypedDict, Unpack

from misrad.assistant.engine import closing_question as closing
from misrad.assistant.engine.asked_of_them import (
    asked_of_them_alone,
    asks_a_field_of_the_described,
    asks_for_a_card_field,
)
from misrad.assistant.engine.called_with_their_thing import called_with_their_thing
from misrad.assistant.engine.clause_record import by_the_asking_clause
from misrad.assistant.engine.courtesy import greets, without_courtesies
from misrad.assistant.engine.cues import asks_whose, beside_ability_words
from misrad.assistant.engine.customer_mentions import names_a_short_surname, unscore_name_words
from misrad.assistant.engine.described_kind import described_and_called
from misrad.assistant.engine.dictation import as_typed
from misrad.assistant.engine.entities import Entity, find_entities, language_around
from misrad.assistant.engine.evidence import (
    RECORD_INTENTS,
    REPAIR_ID,
    Evidence,
    whole_name_words,
)
from misrad.assistant.engine.explained import unexplained_words, unknown_wording
from misrad.assistant.engine.field_asked import asks_the_field_not_the_record, asks_who_they_are
from misrad.assistant.engine.field_kind import (
    LOOK,
    job_or_bill_by_the_field,
    kind_by_the_field,
)
from misrad.assistant.engine.field_of_the_named import asks_a_field_of_the_named
from misrad.assistant.engine.follow_ups import followed_up, follows_up
from misrad.assistant.engine.intent_model import OPENED_FIRM, consulted
from misrad.assistant.engine.invoice_customer import asks_the_owner
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.latin_hebrew import hebrew_of_latin
from misrad.assistant.engine.latin_names import names_as_typed
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.main_ask import main_ask
from misrad.assistant.engine.message_words import lexicon_scores, unquoted_words, words_apart
from misrad.assistant.engine.money_asked import money_record_asked
from misrad.assistant.engine.name_kinds import heard_alone
from misrad.assistant.engine.names import CustomerIndex, NameMatch
from misrad.assistant.engine.other_invoice import OtherInvoice, another_invoice_asked
from misrad.assistant.engine.out_of_domain import out_of_domain
from misrad.assistant.engine.own_items import (
    ItemsByPhone,
    ItemsOf,
    customer_items,
    holders_among,
    of_the_last_invoice,
    their_job_named,
    without_their_items_word,
)
from misrad.assistant.engine.owners import message_names
from misrad.assistant.engine.reasons import OPEN, Reason
from misrad.assistant.engine.record_reasons import linked_firmly, read_by_the_records, the_linked_record
from misrad.assistant.engine.record_scores import score_records
from misrad.assistant.engine.relayed import relays_a_kinds_policy, relays_a_policy_question
from misrad.assistant.engine.shorthand import spelled_out
from misrad.assistant.engine.slipped_names import names_as_written
from misrad.assistant.engine.small_talk import only_small_talk, small_talk_alone
from misrad.assistant.engine.text import fold, tokens
from misrad.assistant.engine.thing_owners import ItemOwners, owners_of_the_thing, the_named_ones_model
from misrad.assistant.engine.things_word import the_things_word
from misrad.assistant.engine.told_after_a_greeting import as_a_greeting, told_after_a_greeting
from misrad.assistant.engine.two_asks import two_asks
from misrad.assistant.engine.typed_slips import with_slips_undone
from misrad.assistant.engine.using_the_assistant import asks_how_to_use


@dataclass
class Understanding:
    text: str
    language: str
    intent: str
    confidence: float
    entities: list[Entity] = field(default_factory=list)
    names: NameMatch | None = None
    scores: dict[str, float] = field(default_factory=dict)
    uses_context: bool = False
    repair_id: int | None = None
    items: set[str] = field(default_factory=set)  # item kinds named ("smartphone", "fridge")
    unexplained: list[str] = field(default_factory=list)  # content words no intent, item or entity explains
    reason: Reason = Reason.SCORES  # why this intent: a rule's own reason, or only the words' weights
    told: str = ""  # the whole message, when ``text`` is its closing question (a policy is found by both)
    # Another of the bound customer's invoices than the last answer's (``other_invoice``): which, besides it.
    other_invoice: OtherInvoice | None = None
    # The second of two asks about the same record ("..., and is it paid?"), read with a customer bound:
    # answered beside this one, of the record this one finds (``two_asks``).
    second: Understanding | None = None

    def entity(self, kind: str) -> Entity | None:
        return next((e for e in self.entities if e.type == kind), None)

    def public_entities(self) -> list[dict[str, Any]]:
        return [e.public() for e in self.entities]


def _gather(
    text: str,
    today: date,
    index: CustomerIndex | None,
    has_bound_customer: bool,
    bound_items: frozenset[str] = frozenset(),
    items_of: ItemsOf | None = None,
    items_by_phone: ItemsByPhone | None = None,
    item_owners: ItemOwners | None = None,
    peel: bool = False,
) -> Evidence:
    words = words_apart(tokens(text))
    entities = find_entities(text, today)
    repair_match = REPAIR_ID.search(fold(text))
    names = message_names(text, words, entities, index, peel, has_bound_customer, holders_among(items_of))
    names = without_their_items_word(names, words, entities, bound_items, items_by_phone)
    # "the garden fountain" (גן הילדים by "garden"), "הדלת האחורית" (אורית by a slip): the thing's word
    names = the_things_word(names, (text, words), entities, index, bound_items, item_owners)
    in_name = {typed for typed, _ in names.mentions} if names else set()  # "השכרת רכב <x>", "<x> car rental"
    evidence = Evidence(
        words=words,
        entities=entities,
        scores=lexicon_scores(text, unquoted_words(text)),
        names=names,
        items=set(),
        repair_id=int(repair_match.group(1)) if repair_match else None,
        folded=fold(text),
        name_words=whole_name_words(names, index),
    )
    evidence.items = kinds_in([w for w in words if w not in in_name | evidence.said_of_the_name])
    unscore_name_words(evidence, index)
    # An item the customer's own records name, where no kind of device is named: as good as a repair
    # word ("הקופה של <name>"), not as strong as another record's own word beside it ("the balance of
    # <name>'s office" when an item of hers is the office's computers).
    own_items = not evidence.items
    if own_items:
        evidence.items = customer_items(evidence, bound_items, items_of, items_by_phone)
    _told_by_their_things(evidence, text, index, item_owners, has_bound_customer, items_of)
    score_records(evidence, has_bound_customer, own_items, items_of)
    return evidence


def _told_by_their_things(
    evidence: Evidence,
    text: str,
    index: CustomerIndex | None,
    item_owners: ItemOwners | None,
    has_bound_customer: bool,
    items_of: ItemsOf | None,
) -> None:
    """Who is asked about, where the message tells them by a thing of theirs rather than by name alone."""
    # "Stevo's heat pump": of the thing's owners, the one the message calls by their card's words
    called_with_their_thing(evidence, index, item_owners, has_bound_customer)
    the_named_ones_model(evidence, item_owners)  # "the IM-45 of Michal": her machine, not an invoice
    if evidence.names is None:  # "any news on the forklift?": the one whose repairs hold it
        owners_of_the_thing(evidence, item_owners, has_bound_customer, items_of)
    described_and_called(evidence, text, index, item_owners, has_bound_customer)  # "the one on Herzl st"


def _best_record_intent(scores: dict[str, float]) -> tuple[str, float]:
    record_scores = {i: s for i, s in scores.items() if i != "greeting"}
    if not record_scores:
        return "unknown", 0.0
    intent, best = max(record_scores.items(), key=lambda item: item[1])
    strong = [i for i in RECORD_INTENTS[:3] if scores.get(i, 0.0) >= 2]  # a tie: the same in every process
    if intent == "customer_lookup" and strong:
        intent = max(strong, key=lambda i: scores[i])
    return (intent if best >= 1.5 else "unknown"), min(1.0, best / 4)


_HOW_TO = re.compile(r"(?:^|\s)(?:איכ|כיצד|how (?:do|does|can|should|to|is it done))(?:\s|$)")


def _record_intent(
    intent: str, evidence: Evidence, previous_intent: str | None, has_bound_customer: bool
) -> str:
    scores = evidence.scores
    # A record question about no record in particular, asked in the knowledge base's words ("the
    # procedure for taking a device in for repair") or as how things are done ("how does one pay in
    # installments"; not "how much"), is a knowledge question.
    if (
        intent in RECORD_INTENTS
        and not evidence.points_at_record
        and not has_bound_customer
        and (scores.get("knowledge", 0.0) >= 2.5 or _HOW_TO.search(evidence.folded) is not None)
    ):
        evidence.reason = Reason.HOW_IT_IS_DONE
        return "knowledge"
    # Whose an invoice is asks for its customer ("למי שייכת חשבונית 40175", "whose is INV-1052").
    if asks_the_owner(intent, evidence):
        evidence.reason = Reason.INVOICE
        return "customer_lookup"
    money = money_record_asked(intent, evidence)  # a job's invoice, the account, one invoice or the list
    if money is not None:
        return money
    # Lookup words with nobody to look up ("send a mail to the customers") are no lookup.
    if (
        intent == "customer_lookup"
        and not evidence.identifies
        and not has_bound_customer
        and scores.get("customer_lookup", 0.0) < 3
    ):
        evidence.reason = Reason.NOBODY_TO_LOOK_UP
        return "unknown"
    if previous_intent is not None and follows_up(intent, evidence, previous_intent):
        evidence.reason = Reason.FOLLOW_UP
        return previous_intent
    return intent


def _asks_what_it_can_do(evidence: Evidence) -> bool:
    if evidence.points_at_record or evidence.items:
        return False
    rest = beside_ability_words(evidence.words)
    return rest is not None and len([w for w in rest if w not in STOPWORDS and len(w) > 1]) <= 1


def _conversational_intent(intent: str, evidence: Evidence) -> str:
    scores = evidence.scores
    greeting = scores.get("greeting", 0.0)
    if (intent == "unknown" and _asks_what_it_can_do(evidence)) or asks_how_to_use(intent, evidence):
        found = "help"  # what it can do, or how to use it ("how should I phrase my questions")
    elif (intent == "unknown" and greets(evidence)) or (
        intent == "help" and greeting > scores.get("help", 0.0)
    ):
        found = "greeting"  # a greeting, or "thanks for the help"
    elif intent == "knowledge" and scores.get("help", 0) >= scores.get("knowledge", 0):
        found = "help"
    else:
        return intent
    evidence.reason = Reason.CONVERSATION
    return found


def _choose_intent(
    evidence: Evidence, previous_intent: str | None, has_bound_customer: bool
) -> tuple[str, float]:
    intent, confidence = _intent_by_the_rules(evidence, previous_intent, has_bound_customer)
    if relays_a_policy_question(intent, evidence.scores, evidence.folded, evidence.entities):
        intent, evidence.reason = "knowledge", Reason.RELAYED  # "<name> says ..., still under warranty?"
    elif intent != "knowledge" and relays_a_kinds_policy(evidence):
        intent, evidence.reason = "knowledge", Reason.RELAYED  # "the hotel wants to pay by cheque"
    return intent, confidence


def _intent_by_the_rules(
    evidence: Evidence, previous_intent: str | None, has_bound_customer: bool
) -> tuple[str, float]:
    if small_talk_alone(evidence, has_bound_customer):  # "מה המצב חביבי": no state of an account
        return "greeting", 0.9
    intent, confidence = _best_record_intent(evidence.scores)
    if intent in ("repair_status", "knowledge") and asks_a_field_of_the_named(evidence):
        intent = "customer_lookup"  # "the technician has no address for <name>": their card is asked
    intent, evidence.reason = read_by_the_records(evidence, intent)
    if intent == "repair_status" and asks_a_field_of_the_described(evidence):
        intent, evidence.reason = "customer_lookup", Reason.CARD_FIELD  # "the Bosch dishwasher lady's number"
    if _the_card_asked(evidence, intent, has_bound_customer):
        evidence.reason = Reason.CARD_FIELD
        return "customer_lookup", 0.6
    intent, evidence.reason = job_or_bill_by_the_field(evidence, intent) or (intent, evidence.reason)
    if intent == "knowledge" and their_job_named(evidence):
        intent = "repair_status"  # "Avi's service call": his job's own words, not the price of a visit
        evidence.reason = Reason.JOB_NAMED
    if intent == "knowledge" and linked_firmly(evidence):
        intent = the_linked_record(evidence)  # "How much is left to pay on INV-5001": a record's question
    if intent in RECORD_INTENTS and _another_matter(evidence):
        evidence.reason = Reason.OUT_OF_DOMAIN
        return "unknown", confidence
    chosen = _record_intent(intent, evidence, previous_intent, has_bound_customer)
    if chosen == "unknown" and has_bound_customer:
        chosen = followed_up(evidence, previous_intent)
    if chosen == previous_intent and chosen != intent:
        confidence = 0.6
    if chosen == "unknown" and evidence.identifies:
        if _another_matter(evidence):  # "shakshuka like grandma <name>'s": a first name in another matter
            evidence.reason = Reason.OUT_OF_DOMAIN
        else:  # a bare name or phone: who, or what they owe
            chosen, confidence, evidence.reason = asked_of_them_alone(evidence), 0.5, Reason.BARE_IDENTIFIER
    final = _conversational_intent(chosen, evidence)
    if final == "greeting":
        confidence = min(1.0, evidence.scores.get("greeting", 0.0) / 3)
    if evidence.repair_id is not None and final == "unknown":
        final, evidence.reason = "repair_status", Reason.REPAIR_NUMBER
    return final, confidence


def _another_matter(evidence: Evidence) -> bool:
    """Out of the business's domain; never a message naming someone as a name ("anyone by the name of
    <X>", ``unknown_names``): a customer is asked about, whatever its other words."""
    return out_of_domain(evidence) and not (evidence.names is not None and evidence.names.nobodys)


def _the_card_asked(evidence: Evidence, intent: str, has_bound_customer: bool) -> bool:
    """A field of a customer's card is what is asked: alone after a customer ("phone pls": theirs), or of
    one named while a record is said only as why ("<name>'s phone? it's about the invoice"), or who one
    is while their job is told after it ("who is <name>? the tech asked")."""
    return (has_bound_customer and asks_for_a_card_field(evidence)) or (
        intent != "customer_lookup"
        and (
            asks_the_field_not_the_record(evidence)
            or (intent == "repair_status" and asks_who_they_are(evidence))
            or kind_by_the_field(evidence, intent) == LOOK  # at the question's head, over a numbered invoice
        )
    )


class Context(TypedDict, total=False):
    """What ``understand`` reads beside the message (``_understood`` says what each is for)."""

    today: Required[date]
    index: Required[CustomerIndex | None]
    previous_intent: str | None
    has_bound_customer: bool
    bound_items: frozenset[str]
    items_of: ItemsOf | None
    previous_invoice: str | None
    items_by_phone: ItemsByPhone | None
    item_owners: ItemOwners | None


def understand(text: str, **context: Unpack[Context]) -> Understanding:
    """The message without the courtesies around its question ("sorry to bother, ...", "... thanks!!");
    as typed when it then asks nothing, not even of a number, and as typed it greets ("hi, how are you"), or
    when as typed it is small talk alone ("good afternoon, it's Dana from the office": no office policy)."""
    plain = without_courtesies(text)
    found = _understood(plain, **context)
    found.second = _the_second_ask(plain, found, context)
    if plain != text and told_after_a_greeting(text, plain, found):  # "Morning! just got in"
        return as_a_greeting(found)
    if plain != text and (
        (found.intent == "unknown" and not found.entities and not _DIGIT.search(plain))
        or only_small_talk(fold(text), bool(context.get("has_bound_customer")))
    ):
        typed = _understood(text, **context)
        return typed if typed.intent == "greeting" else found
    return found


def _the_second_ask(text: str, first: Understanding, context: Context) -> Understanding | None:
    """The second of two asks of a record, read as a follow-up of the first (a customer is bound: the one
    the first finds), with the first's invoice when it names none ("whose is 7794, and is it paid?")."""
    asks = two_asks(text)  # whatever the first reads as here: a bare number is linked by the answer
    if asks is None:
        return None
    number = first.entity("invoice_number")
    # As the next message of a conversation is read after an answer about the first ask's record.
    read: Context = {**context, "previous_intent": first.intent, "has_bound_customer": True}
    read["previous_invoice"] = number.value if number else None
    second = _understood(asks[1], **read)
    return second if second.intent in RECORD_INTENTS else None


_DIGIT = re.compile(r"\d")  # a number alone is linked by the answer ("ערב טוב, 4410 של מי?")


def _understood(
    typed: str,
    *,
    today: date,
    index: CustomerIndex | None,
    previous_intent: str | None = None,
    has_bound_customer: bool = False,
    bound_items: frozenset[str] = frozenset(),
    items_of: ItemsOf | None = None,
    previous_invoice: str | None = None,
    items_by_phone: ItemsByPhone | None = None,
    item_owners: ItemOwners | None = None,
) -> Understanding:
    """``bound_items``: the words of the bound customer's repair items (folded), so "and the kettle?"
    links to that customer's kettle; ``items_of``: the same of any customer, for the one a message names;
    ``items_by_phone``: of the customers a phone in the message belongs to; ``previous_invoice``: the one
    invoice the last answer was about; ``item_owners``: the customers whose repairs hold a thing, for one
    asked about with no one named (the items index)."""
    # Office shorthand ("bal", "pls"), numbers said to a phone ("twelve oh four") and English slips of the
    # fingers ("piad"), for every reader.
    names, heard = (index.by_token, index.heard) if index is not None else (frozenset(), None)
    read = hebrew_of_latin(typed, index)  # Hebrew typed in Latin letters, as the Hebrew it stands for
    spelled = spelled_out(as_typed(read, names, heard), names)  # and clipped words written whole
    text = with_slips_undone(spelled, names, bound_items, index=index)
    gathered = (text, today, index, has_bound_customer, bound_items, items_of, items_by_phone, item_owners)
    evidence = _gather(*gathered)
    intent, confidence = _choose_intent(evidence, previous_intent, has_bound_customer)
    if names_a_short_surname(text, intent, evidence, index, has_bound_customer):
        evidence = _gather(*gathered, peel=True)
        intent, confidence = _choose_intent(evidence, previous_intent, has_bound_customer)
    text, intent, confidence, evidence = _by_the_question(
        gathered, previous_intent, intent, confidence, evidence
    )
    if evidence.reason in OPEN or evidence.reason in OPENED_FIRM:  # a writer the lexicon has not met
        learned = consulted(intent, read, evidence.entities, len(unknown_wording(evidence)), evidence.reason)
        intent, evidence.reason = learned, (Reason.LEARNED if learned != intent else evidence.reason)
    last = (previous_intent, previous_invoice, has_bound_customer)  # the conversation so far
    intent, other = _last_touches(intent, evidence, last, heard_alone(evidence.names, typed, index))
    evidence.entities = names_as_written(names_as_typed(evidence.entities, typed, index), gathered[0], typed)
    return _understanding((text, typed, gathered[0]), intent, confidence, evidence, has_bound_customer, other)


def _by_the_question(
    gathered: tuple[Any, ...], previous_intent: str | None, intent: str, confidence: float, evidence: Evidence
) -> tuple[str, str, float, Evidence]:
    """A long message's story told before its question, or the main one of two asks about a record ("if
    Dana paid, is her safe ready"; a policy's "if" is no condition on a record: "if a device is left
    uncollected, is there a charge"): the question decides. The text a policy is searched by, the intent,
    its confidence and the evidence."""
    text = gathered[0]
    if evidence.reason is Reason.ASKED_CLAUSE:  # the account asked as a whole: "how many and how much"
        return text, intent, confidence, evidence
    asked = closing.closing_question(text) or (main_ask(text) if evidence.points_at_record else None)
    reader = functools.partial(_read_question, gathered, previous_intent)
    if asked is None:
        read = by_the_asking_clause(text, evidence, intent, reader)
        if read is not None:
            intent, confidence, evidence = read
            evidence.reason = Reason.ASKED_CLAUSE
        return text, intent, confidence, evidence
    read = closing.by_its_question(asked, evidence, intent, reader)
    intent, confidence, evidence = read or (intent, confidence, evidence)
    text = asked if read and intent == "knowledge" else text  # a policy is searched by the question
    evidence.reason = Reason.CLOSING_QUESTION if read else evidence.reason
    return text, intent, confidence, evidence


def _understanding(
    texts: tuple[str, str, str],
    intent: str,
    confidence: float,
    evidence: Evidence,
    has_bound_customer: bool,
    other_invoice: OtherInvoice | None = None,
) -> Understanding:
    """What was understood: ``texts`` are the text as read, as typed (its language) and the whole message
    read (kept as ``told`` when the text read is only its closing question)."""
    text, typed, whole = texts
    return Understanding(
        text=text,
        told=whole if whole != text else "",
        language=language_around(typed, evidence.entities),
        intent=intent,
        confidence=round(confidence, 3),
        entities=evidence.entities,
        names=evidence.names,
        scores=evidence.scores,
        uses_context=intent in RECORD_INTENTS and not evidence.identifies and has_bound_customer,
        repair_id=evidence.repair_id,
        items=evidence.items,
        unexplained=unexplained_words(evidence),
        reason=evidence.reason,
        other_invoice=other_invoice,
    )


def _read_question(
    gathered: tuple[Any, ...], previous_intent: str | None, asked: str, bound: bool
) -> tuple[str, float, Evidence]:
    """A long message's closing question read on its own (``closing_question.by_its_question``)."""
    _whole, today, index, has_bound, bound_items, items_of, items_by_phone, item_owners = gathered
    bound = bound or has_bound
    question = _gather(asked, today, index, bound, bound_items, items_of, items_by_phone, item_owners)
    return closing.as_learned(*_choose_intent(question, previous_intent, bound), question, asked)


def _last_touches(
    intent: str, evidence: Evidence, last: tuple[str | None, str | None, bool], heard: bool = False
) -> tuple[str, OtherInvoice | None]:
    """The intent once the last answer's invoice is taken into account (``last``: the previous intent, that
    invoice and whether a customer is bound), and ``evidence`` cleared of customers when nothing of the
    business was asked, or knowledge was and the name was only ``heard`` in one word ("כמה עולה בטון" asks
    a price, of no ביטון: ``name_kinds.heard_alone``). With it, another of the customer's invoices than
    the last answer's, when one is asked (``other_invoice``)."""
    previous_intent, previous_invoice, has_bound_customer = last
    other = another_invoice_asked(intent, evidence, previous_intent, previous_invoice, has_bound_customer)
    if other is not None:  # "and the older one?": of the customer's invoices, not the last answer's one
        intent, evidence.reason, previous_invoice = "invoice_status", Reason.INVOICE, None
    if previous_invoice is not None and of_the_last_invoice(intent, evidence):
        # Whose it is asks its customer ("who's that invoice for?"), as with its number said.
        intent = "customer_lookup" if asks_whose(evidence.folded) else "invoice_status"
        evidence.reason = Reason.INVOICE
        evidence.entities.append(Entity("invoice_number", previous_invoice, raw=previous_invoice))
    if intent == "unknown" or (intent == "knowledge" and heard):
        # Nothing of the business was asked: a name-like word in it is not reported as a customer.
        evidence.entities = [e for e in evidence.entities if e.type != "customer_name"]
        evidence.names = None
    return intent, other

"""The local engine's answers: call the registry's functions and write Markdown in the user's language.

Every fact comes from a function result; anything taken from the user or a record goes through ``md``
(inert Markdown/HTML) and numbers, phones, ids and amounts through ``ltr`` (left-to-right isolates).
When a question cannot be answered, the answer says what the assistant can do; it never guesses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import BaseModel
from sqlalchemy.orm import Session

from misrad.assistant import functions
from misrad.assistant.engine.bidden_acts import bids_an_act
from misrad.assistant.engine.cues import (
    asks_for_advice_on_getting,
    asks_for_an_errand,
    asks_what_may_be_done,
    opens_an_errand,
)
from misrad.assistant.engine.customer_resolution import CustomerResolution
from misrad.assistant.engine.due_jobs import DueJobs
from misrad.assistant.engine.entities import (
    CARD_ENTITIES,
)
from misrad.assistant.engine.evidence import RECORD_INTENTS
from misrad.assistant.engine.grounding import Business, ground, specific
from misrad.assistant.engine.invoice_answers import InvoiceAnswers
from misrad.assistant.engine.items import item_labels, repairs_asked
from misrad.assistant.engine.jobs import job_text
from misrad.assistant.engine.knowledge_answers import (
    KNOWLEDGE_FALLBACK_COVERAGE,
    KNOWLEDGE_UNEXPLAINED_COVERAGE,
    KnowledgeAnswers,
)
from misrad.assistant.engine.most_owing import MostOwing
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.offered import offered_entities
from misrad.assistant.engine.relevance import Relevance, judge
from misrad.assistant.engine.text import ltr, md, readings, tokens
from misrad.assistant.engine.week_days import day_words
from misrad.assistant.engine.wording import day, money
from misrad.assistant.engine.world_asked import asks_the_world
from misrad.assistant.item_owners import item_index
from misrad.assistant.knowledge import knowledge_index, query_words
from misrad.auth.schemas import Caller
from misrad.core.errors import MisradError
from misrad.core.i18n import Language, translate
from misrad.records import service as records


@dataclass
class Answer:
    text: str
    intent: str
    entities: list[dict[str, Any]]
    functions_used: list[str] = field(default_factory=list)
    function_result: dict[str, Any] | None = None
    customer: functions.CustomerInfo | None = None
    confidence: float = 0.0


class Responder(CustomerResolution, InvoiceAnswers, KnowledgeAnswers, MostOwing, DueJobs):
    def __init__(
        self, session: Session, caller: Caller, understanding: Understanding, bound_customer_id: int | None
    ):
        self.session = session
        self.caller = caller
        self.u = understanding
        self.lang: Language = "en" if understanding.language == "en" else "he"
        self.bound_customer_id = bound_customer_id
        self.used: list[str] = []
        self.result: dict[str, Any] | None = None
        self.customer: functions.CustomerInfo | None = None

    def t(self, key: str, **params: object) -> str:
        return translate(key, self.lang, **params)

    def call(self, name: str, **arguments: Any) -> BaseModel:
        result = self.consult(name, **arguments)
        self.result = functions.stored_result(name, arguments, result)
        return result

    def consult(self, name: str, **arguments: Any) -> BaseModel:
        self.used.append(name)
        return functions.execute(self.session, self.caller, name, arguments)

    def capabilities(self, lead_key: str | None) -> str:
        lead = f"{self.t(lead_key)}\n\n" if lead_key else ""
        return lead + self.t("answer_capabilities")

    # ---- finding the customer -----------------------------------------------------------------------

    # ---- intents --------------------------------------------------------------------------------------

    def links_nothing(self) -> bool:
        """A record question that names no record, with no customer in the conversation, and says more
        than its intent's own words ("how much does the customer owe" only asks which customer) or asks
        whether a thing may be done ("can one pay for a repair in installments")."""
        u = self.u
        # A week day says more than a record's words too: "יש טכנאים בשבת?" asks the hours, not a repair.
        if not u.unexplained and not asks_what_may_be_done(u.text) and not self.names_a_day():
            return False
        return u.intent in RECORD_INTENTS and self.names_no_record()

    def names_no_record(self) -> bool:
        """No customer, repair, phone, e-mail or invoice named, none in the conversation."""
        u = self.u
        pointers = u.names is not None or u.repair_id is not None or u.uses_context
        pointers = pointers or any(e.type in ("phone", "email", "invoice_number") for e in u.entities)
        return not pointers and self.bound_customer_id is None

    def speaks_of_own_affairs(self) -> bool:
        """ "The balance of my bank account": a record's words about the speaker's own things, not a
        customer's or the business's."""
        relevance = self.relevance()
        return relevance.own and not relevance.addressed

    def asked_only_by_an_item(self) -> bool:
        """ "Which is better, an iPhone or a Samsung", "order a new laptop": an item named with no word
        of a repair and no customer, beside words of something else, is no question about a repair
        (a bare "and the fridge?" has nothing else, and asks which customer)."""
        u = self.u
        only_an_item = u.intent == "repair_status" and bool(u.items) and u.scores.get(u.intent, 0.0) < 2.0
        return only_an_item or asks_for_an_errand(tokens(u.text))

    def answer(self) -> Answer:
        self.link_invoice_number()
        try:
            # Asked in a repair's or a balance's words but about no record ("until when can one collect
            # a device on Friday"): when the knowledge base answers most of it, that is the answer.
            unlinked = self.links_nothing()
            followed = self.knowledge_follow_up()  # "and R290?" after a knowledge answer
            # An errand ("which iPhone should I buy her") is answered by no item that shares its words,
            # nor is a question of the world's ("who won...": ``world_asked``).
            errand = unlinked and (asks_for_an_errand(tokens(self.u.text)) or asks_the_world(self.u.text))
            found = followed or (
                self.knowledge_answer(KNOWLEDGE_FALLBACK_COVERAGE, by_its_own_word=self.names_a_day())
                if unlinked and not errand
                else None
            )
            if found is not None:
                self.u.intent = "knowledge"
            handler = getattr(self, f"on_{self.u.intent}", None)
            if found is not None:
                text = found
            elif unlinked and (self.speaks_of_own_affairs() or self.asked_only_by_an_item()):
                text = self.not_understood()
            else:
                self.used.clear()
                text = handler() if handler is not None else self.on_unknown()
        except MisradError as error:
            text = (
                self.capabilities(None)
                if error.status >= 500
                else f"{translate(error.error_code, self.lang, **error.params)}"
            )
        return Answer(
            text=self.with_the_second_ask(text),
            intent=self.u.intent,
            entities=self.u.public_entities() + offered_entities(self.offered),
            functions_used=self.used,
            function_result=self.result,
            customer=self.customer,
            confidence=self.u.confidence,
        )

    def with_the_second_ask(self, text: str) -> str:
        """The answer, with the second of two asks about the same record answered after it, of the customer
        the first found ("whose is 7794, and is it paid?"); alone when the first found no one."""
        second = self.u.second
        bound = self.customer.id if self.customer is not None else self.bound_customer_id
        if (
            second is None
            or bound is None
            or self.u.intent not in RECORD_INTENTS
            or self.u.intent == second.intent
        ):
            return text  # the first ask's answer already says what the second asks of the same record
        second.language = self.u.language  # "... and did he pay?": in the message's language
        number = self.u.entity("invoice_number")  # linked by this answer: "whose is 7794, and is it paid?"
        if (
            second.intent == "invoice_status"
            and number is not None
            and second.entity("invoice_number") is None
        ):
            second.entities.append(number)
        answered = Responder(self.session, self.caller, second, bound).answer()
        if answered.customer is None or answered.customer.id != bound:
            return text  # of no customer, or of another one than the first ask's: not this record's
        self.used += [name for name in answered.functions_used if name not in self.used]
        return f"{text}\n\n{answered.text}"

    def with_customer(self) -> functions.CustomerInfo | str:
        customer, problem = self.resolve_customer()
        if customer is None:
            return problem or self.t("answer_need_customer")
        self.customer = customer
        return customer

    def on_customer_balance(self) -> str:
        if self.asks_of_all_accounts():
            return self.on_most_owing()
        customer = self.with_customer()
        if isinstance(customer, str):
            return customer
        balance = self.call("get_customer_balance", customer_id=customer.id)
        assert isinstance(balance, functions.BalanceResult)
        lines = [
            self.t(
                "answer_balance",
                name=md(customer.name),
                amount=money(balance.balance, balance.currency, self.lang),
            ),
            *self.balance_counts(balance),
        ]
        unpaid = self.unpaid_lines_asked(customer.id)
        return "\n\n".join([*lines, "\n".join(unpaid)] if unpaid else lines)

    def on_customer_lookup(self) -> str:
        identified = self.u.names is not None or any(e.type in CARD_ENTITIES for e in self.u.entities)
        number = self.u.entity("invoice_number")
        if not identified and number is not None:
            # Whose an invoice is: its customer's card.
            found = self.invoice_by_number(number.value)
            if found is None:  # no such invoice: the answer is about the invoice, and there is no one
                self.u.intent = "invoice_status"
                return self.t("answer_invoice_not_found", number=ltr(number.value))
            self.bound_customer_id = found.customer.id if found.customer is not None else None
            identified = found.customer is not None
        if not identified and not self.u.uses_context:
            return self.t("answer_need_customer")
        customer = self.with_customer()
        if isinstance(customer, str):
            return customer
        # a guess no card holds comes first ("no customer with the phone ..."), then what the card holds
        lines = [
            *filter(None, [self.contact_not_held]),
            self.t("answer_customer_details", name=md(customer.name)),
            "",
        ]
        lines.append(f"- {self.t('label_customer_id')}: {ltr(customer.id)}")
        if customer.phone:
            lines.append(f"- {self.t('label_phone')}: {ltr(customer.phone)}")
        if customer.email:
            lines.append(f"- {self.t('label_email')}: {ltr(customer.email)}")
        if customer.address:
            lines.append(f"- {self.t('label_address')}: {md(customer.address)}")
        if customer.tax_id:
            lines.append(f"- {self.t('label_tax_id')}: {ltr(customer.tax_id)}")
        # What the office wrote on the card (a contact person, what they run, a relation): asked of the
        # card as its contacts are ("who do I talk to at X"), read with them.
        notes = " ".join((customer.notes or "").split())
        if notes:
            lines.append(f"- {self.t('label_notes')}: {md(notes)}")
        return "\n".join(lines)

    def bind_the_invoices_customer(self) -> None:
        """A message that names no customer but an invoice asks of the invoice's customer."""
        number = self.u.entity("invoice_number")
        if (
            number is None
            or self.u.names is not None
            or any(e.type in CARD_ENTITIES for e in self.u.entities)
        ):
            return
        found = self.invoice_by_number(number.value)
        if found is not None and found.customer is not None:
            self.bound_customer_id = found.customer.id

    def repair_line(self, repair: functions.RepairInfo) -> str:
        status = self.t(f"repair_status_{repair.status}")
        line = self.t("answer_repair_line", id=ltr(repair.id), item=md(repair.item), status=status)
        extras = []
        if repair.promised_date and repair.status not in ("delivered", "cancelled"):
            extras.append(self.t("answer_repair_promised", date=day(repair.promised_date, self.lang)))
        if repair.estimated_cost is not None:
            extras.append(self.t("answer_repair_cost", amount=money(repair.estimated_cost, "ILS", self.lang)))
        return f"- {line}" + (f" ({', '.join(extras)})" if extras else "")

    def narrow_by_item(self) -> None:
        """A name several customers share ("משפחת לוי"), said with an item: the one with a repair of it."""
        names = self.u.names
        if names is None or len(names.customer_ids) < 2 or not self.u.items:
            return
        owners = [
            customer_id
            for customer_id in names.customer_ids[:20]
            if any(
                item_labels(job_text(repair.item, repair.description)) & self.u.items
                for repair in records.repairs_of_customer(self.session, customer_id, limit=10)
            )
        ]
        if len(owners) == 1:
            self.u.names = replace(names, customer_ids=(owners[0],), exact=True)

    def on_repair_status(self) -> str:
        self.narrow_by_item()
        if self.u.repair_id is not None and self.u.names is None and not self.u.entity("phone"):
            try:
                result = self.call("get_repair_status", repair_id=self.u.repair_id)
            except MisradError:
                return self.t("answer_repair_not_found", id=ltr(self.u.repair_id))
            assert isinstance(result, functions.RepairStatusResult)
            self.customer = result.customer
            name = result.customer.name if result.customer else ""
            return "\n".join(
                [self.t("answer_repairs_of", name=md(name)), "", *map(self.repair_line, result.repairs)]
            )
        shared = self.repairs_of_the_sharers()
        if shared is not None:
            return shared
        when = self.day_asked_of_all_jobs()
        if when is not None:
            return self.on_jobs_due(when)
        self.bind_the_invoices_customer()  # "the customer of invoice 8807 - is his car ready?"
        customer = self.with_customer()
        if isinstance(customer, str):
            return customer
        result = self.call("get_repair_status", customer_id=customer.id)
        assert isinstance(result, functions.RepairStatusResult)
        if not result.repairs:
            return self.t("answer_no_repairs", name=md(customer.name))
        # "Her oven": the customer's repairs of that kind, when there are any.
        repairs = repairs_asked(result.repairs, self.u.items, tokens(self.u.text))
        return "\n".join(
            [
                self.t("answer_repairs_of", name=md(customer.name)),
                "",
                *map(self.repair_line, repairs[:5]),
            ]
        )

    def repairs_of_the_sharers(self) -> str | None:
        """A phone a family shares, said with an item more than one of them has in the lab ("<phone> מה עם
        המקרר" with a mother's fridge and her son's), or with none ("<phone> מה עם התיקון" when both have
        repairs): each one's repairs (of it) under their own name, not a question of whom: the records
        already answer it."""
        phone = self.u.entity("phone")
        if phone is None or self.u.names is not None or "owned" in self.u.items:
            return None
        found = self.call("get_customer_by_phone", phone=phone.value)
        assert isinstance(found, functions.CustomerResult)
        if found.customer is None or not found.also_matching:
            return None
        owned: list[tuple[functions.CustomerInfo, list[functions.RepairInfo]]] = []
        for customer in [found.customer, *found.also_matching][:5]:
            result = self.call("get_repair_status", customer_id=customer.id)
            assert isinstance(result, functions.RepairStatusResult)
            asked = [
                r
                for r in result.repairs
                if not self.u.items or item_labels(job_text(r.item, r.description)) & self.u.items
            ]
            if asked:
                owned.append((customer, asked))
        if len(owned) < 2:
            return None
        blocks = [
            "\n".join([self.t("answer_repairs_of", name=md(c.name)), "", *map(self.repair_line, asked[:5])])
            for c, asked in owned
        ]
        return "\n\n".join(blocks)

    def relevance(self) -> Relevance:
        index = knowledge_index(self.session)
        return judge(self.u, index.knows, query_words, index.sounded)

    def elsewhere(self) -> bool:
        """The question is about something else, however well an item meets its policy words ("until when
        is the supermarket open on Friday": the hours item): it names a thing of another world and
        nothing of the business's own (``grounding``), or, not addressed to the business and with nothing
        of its own, its words are mostly another matter's (``relevance``) or tie it to the business by a
        policy's words alone, and one of them names a topic (no word of the language's commonest: "she",
        "up" say how it is asked)."""
        index, items = knowledge_index(self.session), item_index.get()
        linked = set(self.u.names.text.split()) if self.u.names else set()
        linked |= {w for e in self.u.entities for w in tokens(e.raw)}
        business = Business(
            index.holds,
            index.device_kinds | frozenset(items.by_kind),
            linked,
            lambda word: any(r in items.by_word for r in readings(word)[:2]),
        )
        grounding = ground(self.u.text, query_words(self.u.text), business)
        if grounding.elsewhere or grounding.addressed or grounding.ours:
            return grounding.elsewhere
        relevance = self.relevance()
        # Its ties to the business only a policy's words, a day or a town ("the post office's hours on
        # Friday"): they make no question the business's when its topic is another's.
        tied = relevance.about_the_business and not set(relevance.business) <= set(grounding.kinds)
        return not tied and any(specific(w) for w in relevance.foreign)

    def not_understood(self) -> str:
        """Not a question for this assistant: no function's result is shown."""
        self.u.intent = "unknown"
        self.used.clear()
        self.result = None
        return self.capabilities("answer_unknown")

    def on_knowledge(self) -> str:
        words = tokens(self.u.text)
        advice = asks_for_advice_on_getting(words, " ".join(words))
        if opens_an_errand(words, frozenset()) or advice or bids_an_act(words) or asks_the_world(self.u.text):
            # A message to be sent, though told in words the items hold ("text Dana we're arriving in the
            # morning"), advice on what to get ("recommend a good coffee machine"), or asked of the world
            # ("how do I clean my AirPods at home"): no question about the business, whatever item its
            # words meet.
            return self.not_understood()
        # Words no intent explains ("bitcoin" in "bitcoin price?") must be covered by the item too.
        coverage = KNOWLEDGE_UNEXPLAINED_COVERAGE if self.u.unexplained else 0.0
        found = self.knowledge_answer(coverage)
        if found is not None:
            return self.not_understood() if self.elsewhere() else found
        about_the_business = self.relevance().about_the_business and not self.elsewhere()
        # The one item that alone holds a word of the question answers a question about the business
        # only: "איך מגדלים פרפרים בבית" meets an item by its בית alone, and asks about something else.
        found = self.knowledge_answer(coverage, by_its_own_word=True) if about_the_business else None
        if found is not None:
            return found
        if not about_the_business:
            # Asked about something else ("how much does a Tesla cost?") in a price's words.
            return self.not_understood()
        # A question about the business that its knowledge does not hold: "I don't know", no guess.
        self.u.intent = "knowledge"
        return self.t("answer_knowledge_none")

    def names_a_day(self) -> bool:
        """A week day asked of no record ("a technician on Friday?"): the one item that alone holds that day
        (the hours, a schedule) answers it, as a knowledge question's own word does."""
        return bool(day_words(self.u.text))

    def on_greeting(self) -> str:
        return self.capabilities("answer_greeting")

    def on_help(self) -> str:
        return self.capabilities(None)

    def on_unknown(self) -> str:
        # Not asked in the words of any intent: the knowledge base answers only when its item matches
        # most of the question, not one word of it ("write me a poem" is no procedure), and never
        # answers an errand ("send Danny a message" is not the item on messages sent to customers).
        words = tokens(self.u.text)
        if asks_for_an_errand(words) or opens_an_errand(words, frozenset()) or asks_the_world(self.u.text):
            return self.not_understood()
        found = self.knowledge_answer(KNOWLEDGE_FALLBACK_COVERAGE, by_its_own_word=self.names_a_day())
        relevance = self.relevance()
        # Only a question about the business gets its item: "the weather in <town>" meets the service
        # areas item by the town, but asks about something else.
        if (found is not None or relevance.addressed) and relevance.about_the_business and self.elsewhere():
            return self.not_understood()  # "the hours of the post office" meets the hours item
        if found is not None and relevance.about_the_business:
            self.u.intent = "knowledge"
            return found
        if relevance.addressed and relevance.about_the_business:
            # Asked of the business in its own words ("do you accept payment in bitcoin?") but
            # nothing in its knowledge says: "I don't know".
            self.u.intent = "knowledge"
            self.used.clear()
            self.result = None
            return self.t("answer_knowledge_none")
        return self.not_understood()


def local_answer(
    session: Session,
    caller: Caller,
    understanding: Understanding,
    bound_customer_id: int | None,
    asked_before: Callable[[], str | None] | None = None,
) -> Answer:
    """``asked_before``: the conversation's last question, when its answer was the knowledge base's."""
    responder = Responder(session, caller, understanding, bound_customer_id)
    responder.asked_before = asked_before
    return responder.answer()

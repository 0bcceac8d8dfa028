"""Scoring of the evaluation set (``eval_set.py``): intent accuracy, entity F1 and answer correctness.

Shared by the test (which asserts floors) and ``bench/bench_assistant.py`` (which prints the figures).
Every dialog goes through ``send(text, conversation_id) -> /chat response body`` in one conversation.

Answer correctness is judged from the business records, not from the engine's own labels:
- ``expect``: the answer opens with that catalogue text (up to its first placeholder);
- ``about``: the answer is bound to that customer and states the fact asked for (the balance as it is
  in the records, the status word of the customer's latest repair, an invoice number of theirs, the
  phone of the customer), or says there are none;
- ``inv``: the answer names the invoice and its status in words; ``kb``: it shows the item's title;
- ``mention``: every one of these strings is in the answer; ``quote``: the item's sentence is quoted;
- greeting/help: the capabilities list; unknown: says so and calls no record function (invents nothing).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from misrad.assistant.engine.text import LRI, PDI, language_of, ltr, md
from misrad.assistant.engine.wording import money
from misrad.core.clock import business_today
from misrad.core.db import get_database
from misrad.core.i18n import Language, translate
from misrad.records import service as records
from tests.assistant.eval_set import BLIND, DIALOGS, FRESH, HELD_OUT, UNSEEN, UNSEEN_AFTER, Turn
from tests.assistant.factories import Dataset

Send = Callable[[str, int | None], dict[str, Any]]


@dataclass
class Failure:
    text: str
    kind: str
    detail: str


@dataclass
class Scores:
    turns: int = 0
    hebrew: int = 0
    intents_right: int = 0
    answers_right: int = 0
    entity_tp: int = 0
    entity_fp: int = 0
    entity_fn: int = 0
    by_intent: Counter[str] = field(default_factory=Counter)
    by_intent_right: Counter[str] = field(default_factory=Counter)
    failures: list[Failure] = field(default_factory=list)

    @property
    def intent_accuracy(self) -> float:
        return self.intents_right / max(self.turns, 1)

    @property
    def answer_correctness(self) -> float:
        return self.answers_right / max(self.turns, 1)

    @property
    def entity_precision(self) -> float:
        return self.entity_tp / max(self.entity_tp + self.entity_fp, 1)

    @property
    def entity_recall(self) -> float:
        return self.entity_tp / max(self.entity_tp + self.entity_fn, 1)

    @property
    def entity_f1(self) -> float:
        p, r = self.entity_precision, self.entity_recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def plus(self, other: Scores) -> Scores:
        return Scores(
            turns=self.turns + other.turns,
            hebrew=self.hebrew + other.hebrew,
            intents_right=self.intents_right + other.intents_right,
            answers_right=self.answers_right + other.answers_right,
            entity_tp=self.entity_tp + other.entity_tp,
            entity_fp=self.entity_fp + other.entity_fp,
            entity_fn=self.entity_fn + other.entity_fn,
            by_intent=self.by_intent + other.by_intent,
            by_intent_right=self.by_intent_right + other.by_intent_right,
            failures=self.failures + other.failures,
        )

    def report(self) -> str:
        lines = [
            f"turns {self.turns} (Hebrew {self.hebrew}), intent accuracy {self.intent_accuracy:.1%}, "
            f"entity F1 {self.entity_f1:.1%} (P {self.entity_precision:.1%}, R {self.entity_recall:.1%}), "
            f"answer correctness {self.answer_correctness:.1%}"
        ]
        lines += [f"  {f.kind}: {f.text!r}: {f.detail}" for f in self.failures]
        return "\n".join(lines)


def _prefix(key: str, language: Language) -> str:
    return translate(key, language).split("{", 1)[0].strip()


def _gold_entities(turn: Turn, data: Dataset) -> set[tuple[str, str]]:
    today = business_today()
    relative = {
        "today": today,
        "yesterday": today - timedelta(days=1),
        "tomorrow": today + timedelta(days=1),
    }
    gold: set[tuple[str, str]] = set()
    for kind, value in (turn.get("ents") or {}).items():
        if kind == "customer_name" and value != "*":
            value = f"customer {data.customers[value]}"
        elif kind == "date":
            value = (
                relative[value].isoformat() if value in relative else value.replace("{Y}", str(today.year))
            )
        gold.add((kind, value))
    return gold


def _found(entity: dict[str, Any]) -> tuple[str, str]:
    """A name is reported as typed and linked by ``customer_id``: the link is what is scored here (the
    shared set's scorer checks the name as typed); an amount is scored with its currency."""
    if entity["type"] == "customer_name" and entity.get("customer_id") is not None:
        return "customer_name", f"customer {entity['customer_id']}"
    if entity["type"] == "amount" and entity.get("currency"):
        return "amount", f"{entity['value']} {entity['currency']}"
    return entity["type"], entity["value"]


def _score_entities(scores: Scores, turn: Turn, data: Dataset, body: dict[str, Any]) -> str | None:
    gold = _gold_entities(turn, data)
    found = {_found(e) for e in body.get("entities") or []}
    wildcard = ("customer_name", "*") in gold
    if wildcard:
        gold.discard(("customer_name", "*"))
        named = {e for e in found if e[0] == "customer_name"}
        if named:
            scores.entity_tp += 1
            found -= {next(iter(named))}
        else:
            scores.entity_fn += 1
    tp, fp, fn = len(gold & found), len(found - gold), len(gold - found)
    scores.entity_tp, scores.entity_fp, scores.entity_fn = (
        scores.entity_tp + tp,
        scores.entity_fp + fp,
        scores.entity_fn + fn,
    )
    if fp or fn:
        return f"expected {sorted(gold)}, found {sorted(found)}"
    return None


def _facts_about(intent: str, customer_id: int, language: Language) -> list[list[str]]:
    """Alternatives (any one suffices) of strings a right answer about this customer must contain."""
    with get_database().unit_of_work(write=False) as session:
        customer = records.get_customer(session, customer_id)
        assert customer is not None
        if intent == "customer_balance":
            balance = records.customer_balance(session, customer_id)
            return [[money(balance.balance, balance.currency, language)]]
        if intent == "repair_status":
            repairs = records.repairs_of_customer(session, customer_id, limit=10)
            if not repairs:
                return [[_prefix("answer_no_repairs", language)]]
            return [[translate(f"repair_status_{r.status}", language)] for r in repairs]
        if intent == "invoice_status":
            invoices = records.invoices_of_customer(session, customer_id, limit=20)
            if not invoices:
                return [[_prefix("answer_no_invoices", language)]]
            return [
                [ltr(i.number), translate(f"invoice_status_{records.invoice_display_status(i)}", language)]
                for i in invoices
            ]
        if intent == "customer_lookup":
            return [[md(customer.name), ltr(customer.phone)]]
    return []


def _check_answer(turn: Turn, data: Dataset, body: dict[str, Any], asked: str) -> str | None:
    text: str = body.get("response") or ""
    # Numbers are wrapped in direction isolates inside the text; a mention is read as the user sees it.
    plain = text.replace(LRI, "").replace(PDI, "")
    missing = [m for m in turn.get("mention", []) if m not in plain]
    if missing:
        return f"missing {missing}"
    if "quote" in turn and turn["quote"] not in text:
        return f"does not quote {turn['quote']!r}"
    language: Language = "en" if language_of(asked) == "en" else "he"
    intent = turn["intent"]
    if "expect" in turn:
        wanted = _prefix(turn["expect"], language)
        return None if text.startswith(wanted) else f"does not open with {wanted!r}"
    if "inv" in turn:
        number = data.invoices[turn["inv"]]
        with get_database().unit_of_work(write=False) as session:
            invoice = records.get_invoice_by_number(session, number)
            assert invoice is not None
            status = translate(f"invoice_status_{records.invoice_display_status(invoice)}", language)
        missing = [s for s in (ltr(number), status) if s not in text]
        return f"missing {missing}" if missing else None
    if "kb" in turn:
        title = md(data.knowledge[turn["kb"]])
        return None if title in text else f"missing the item {title!r}"
    if "about" in turn:
        customer_id = data.customers[turn["about"]]
        bound = ((body.get("context") or {}).get("customer") or {}).get("id")
        if bound != customer_id:
            return f"about customer {bound}, not {customer_id}"
        options = _facts_about(intent, customer_id, language)
        if not any(all(piece in text for piece in option) for option in options):
            return f"none of {options} in the answer"
        return None
    if intent in ("greeting", "help"):
        capabilities = translate("answer_capabilities", language).splitlines()[0]
        return None if capabilities in text else "no capabilities list"
    if intent == "unknown":
        if body.get("functions_used"):
            return f"called {body['functions_used']}"
        return None if _prefix("answer_unknown", language) in text else "does not say it did not understand"
    return None


_REPAIR = re.compile(r"\{repair:(\w+)\}")


def evaluate_all(send: Send, data: Dataset) -> dict[str, Scores]:
    """The development part, the held-out part and both together; and issue 15's parts (``unseen``,
    ``unseen_after``, then ``fresh``, written after the engine's last change), reported on their own, not
    under the floors."""
    development, held_out = evaluate(send, data, DIALOGS), evaluate(send, data, HELD_OUT)
    unseen = evaluate(send, data, UNSEEN)
    after = evaluate(send, data, UNSEEN_AFTER)
    fresh = evaluate(send, data, FRESH)
    blind = evaluate(send, data, BLIND)
    return {
        "development": development,
        "held_out": held_out,
        "all": development.plus(held_out),
        "unseen": unseen,
        "unseen_after": after,
        "fresh": fresh,
        "blind": blind,
    }


def evaluate(send: Send, data: Dataset, dialogs: list[list[Turn]]) -> Scores:
    scores = Scores()
    for dialog in dialogs:
        conversation_id: int | None = None
        for turn in dialog:
            text = _REPAIR.sub(lambda m: str(data.repairs[m.group(1)]), turn["text"])
            body = send(text, conversation_id)
            assert body.get("success") is True, body
            conversation_id = body["conversation_id"]
            scores.turns += 1
            scores.hebrew += language_of(text) == "he"
            scores.by_intent[turn["intent"]] += 1
            if body["intent"] == turn["intent"]:
                scores.intents_right += 1
                scores.by_intent_right[turn["intent"]] += 1
            else:
                scores.failures.append(Failure(text, "intent", f"{body['intent']} != {turn['intent']}"))
            problem = _score_entities(scores, turn, data, body)
            if problem:
                scores.failures.append(Failure(text, "entities", problem))
            wrong = _check_answer(turn, data, body, text)
            if wrong is None:
                scores.answers_right += 1
            else:
                scores.failures.append(Failure(text, "answer", wrong + f" — {body['response'][:160]!r}"))
    return scores

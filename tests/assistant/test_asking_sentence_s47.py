"""The sentence of a long message that asks (session 46, helper english46): a request first or last, a
remark after a question left as story, a question pointing back read with the sentence before it, a
short full sentence of story beside a real question, a company's abbreviation ending no sentence; read
through the engine, the closing question's weak reading weighed by the intent model and "it" of a story's
one invoice."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.asking_sentence import asking_sentence, sentences_of
from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.jobs import job_text
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        (  # the request first, the story after it
            "Mrs. Collins's email, please - she wants a copy of the invoice. She's the English lady in"
            " Yefe Nof.",
            "Mrs. Collins's email, please - she wants a copy of the invoice.",
        ),
        (  # a remark after the question is story
            "Someone dropped their hearing aid in the pool, the grandson is bringing it in. What should they"
            " do until then? They're asking me on the phone.",
            "What should they do until then?",
        ),
        (  # a question that only points back asks of the sentence before it
            "Amal's daughter's hearing aid will be ready soon and I want to send her a message. I don't have"
            " her phone. What is it?",
            "I don't have her phone. What is it?",
        ),
        (  # a short full sentence of story beside a real question
            "Shmuel Friedman is here collecting his Oticon. Before I hand it over, does he have anything"
            " open?",
            "Before I hand it over, does he have anything open?",
        ),
        (  # a request with no "?", last
            "The clinic's manager is on the line and he is not happy about the delay at all. I need to know"
            " where we stand with the tympanometer.",
            "I need to know where we stand with the tympanometer.",
        ),
    ],
)
def test_the_asking_sentence(text: str, asked: str) -> None:
    assert asking_sentence(text) == asked


@pytest.mark.parametrize(
    "text",
    [
        "Quick one. How much does Tamara owe?",  # a short lead-in: read whole
        "Noam was here earlier picking up his wipers. He asked whether the gearbox is done, no idea.",
        "late fee is 1.5% per month? and for Tamara Weiss, what does she owe us",  # two asks
        "Kindly let me know whether Levinson & Co. have paid invoice RZ-3344.",  # one sentence
        # a question of a status asks of the whole story: read whole
        "רחל התקשרה, היא אמרה שמשקפי השמיעה שלה לא עובדים, הרמקול בזרוע. היא שואלת אם כבר התחלנו. מה הסטטוס?",
    ],
)
def test_a_message_read_as_one(text: str) -> None:
    found = asking_sentence(text)
    assert found is None or found == sentences_of(text)[-1], found
    if "סטטוס" in text:
        assert found == "מה הסטטוס?"


def test_no_sentence_ends_after_a_title_or_a_company_abbreviation() -> None:
    assert sentences_of("Dr. Shapira and Levinson & Co. called. Is it ready?") == [
        "Dr. Shapira and Levinson & Co. called.",
        "Is it ready?",
    ]


TODAY = date(2026, 12, 6)
CARDS = [
    (1, "Margaret Collins", None, "רח' יפה נוף 88, חיפה", ""),
    (2, "שמואל פרידמן", None, "רח' ביאליק 5, קריית מוצקין", ""),
    (3, "רחל אברמוביץ", None, "רח' פבזנר 41, חיפה", ""),
    (4, "אמל סלימאן", None, "רח' הכנסייה 4, שפרעם", ""),
]
JOBS = [
    (1, 1, job_text("Signia hearing aid - left", "crackling sound")),
    (2, 2, job_text("מכשיר שמיעה Oticon - אוזן ימין", "אין צליל")),
    (3, 3, job_text("משקפי שמיעה", "הרמקול בזרוע לא עובד")),
    (4, 4, job_text("מכשיר שמיעה Widex של הבת", "נשבר הצינורית")),
]
OTHERS = [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 30)]
INDEX = CustomerIndex.build(CARDS + OTHERS)
ITEMS = ItemIndex.build(JOBS)


def _read(text: str) -> tuple[str, tuple[int, ...], list[str]]:
    found = understand(text, today=TODAY, index=INDEX, item_owners=ITEMS.owners, items_of=ITEMS.words_of)
    ids = tuple(found.names.customer_ids) if found.names is not None else ()
    return found.intent, ids, [e.value for e in found.entities if e.type == "invoice_number"]


@pytest.mark.parametrize(
    ("text", "intent", "customer"),
    [
        (
            "Mrs. Collins's email, please - she wants a copy of the invoice. She's the English lady in"
            " Yefe Nof.",
            "customer_lookup",
            1,
        ),
        (  # "anything open" is his account: the balance or his open invoices, writers ask both (blind s50c
            # wants the invoices), and the learned model decides between the two by its corpus
            "Shmuel Friedman is here collecting his Oticon. Before I hand it over, does he have anything open"
            " with us?",
            "customer_balance|invoice_status",
            2,
        ),
        (
            "Amal Sliman's daughter's Widex will be ready soon and I want to send her a message. I don't have"
            " her phone. What is it?",
            "customer_lookup",
            4,
        ),
        (
            "Margaret Collins rang again this morning, poor dear, she can barely hear anything with the left"
            " one. It's the Signia. Could you find out where we are with it?",
            "repair_status",
            1,
        ),
        (  # a status asked of the whole story stays the story's job
            "רחל אברמוביץ התקשרה, היא אמרה שמשקפי השמיעה שלה לא עובדים, הרמקול בזרוע. היא שואלת אם כבר"
            " התחלנו. מה הסטטוס?",
            "repair_status",
            3,
        ),
    ],
)
def test_the_asking_sentence_decides_with_the_storys_customer(text: str, intent: str, customer: int) -> None:
    found_intent, ids, _invoices = _read(text)
    assert found_intent in intent.split("|")
    assert ids == (customer,)


def test_it_of_a_story_naming_one_invoice_is_that_invoice() -> None:
    text = "Invoice KT-3124, Rachel Abramovich. She paid half, she says. How much is left to pay on it?"
    assert _read(text) == ("invoice_status", (3,), ["KT-3124"])
    # with no invoice in the story, the amount asked is her balance
    text = "Rachel Abramovich called yesterday about her ear mold. She paid half, she says. How much is left?"
    assert _read(text)[0] == "customer_balance"

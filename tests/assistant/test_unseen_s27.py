"""Kinds of misses session 27 found on the batches of sessions 26 (``s26``, a carpentry workshop) and 26b
(``s26b``, a fitness equipment service), each tried here on other trades' words and names than theirs: a
moving company's and a bicycle shop's items, a veterinary clinic's customers. (``s27``, a gardening company,
is held out: nothing here is taken from it.)"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer
from tests.assistant.names_found import knowledge_of
from tests.assistant.test_understanding import chat

# A moving company's items, written in Hebrew: one on short-notice orders, one whose words are the
# idiom's words one by one (minutes, the last floor).
MOVERS = [
    ("הזמנה דחופה", "הובלה שמוזמנת ברגע האחרון, פחות מ-24 שעות מראש, בתוספת 300 ₪."),
    ("זמן העמסה", "העמסה של דירת 3 חדרים נמשכת כ-90 דקות; קומה אחרונה בלי מעלית לוקחת יותר."),
    ("תשלום", "משלמים במזומן או באשראי ביום ההובלה, מקדמה של 20% בהזמנה."),
]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("can I book a move at the last minute", "הזמנה דחופה"),
        ("do you take orders on short notice", "הזמנה דחופה"),
        ("do I pay a down payment when I book", "תשלום"),
    ],
)
def test_an_english_idiom_is_read_as_one_unit_before_its_words(question: str, title: str) -> None:
    # "last minute" is no minute and "down payment" nothing down: the phrase has its own Hebrew words, and
    # its words one by one (דקות, אחרון) would meet the wrong item.
    found = knowledge_of(MOVERS).search(question, category=None, limit=3)
    assert found and found[0].doc.title == title, (question, [m.doc.title for m in found])


def test_an_idiom_unit_answers_through_the_chat(client: TestClient, member_headers: dict[str, str]) -> None:
    from tests.assistant.test_understanding import make_knowledge

    for title, content in MOVERS:
        make_knowledge(title, content, [])
    answer = chat(client, member_headers, "can I book a move at the last minute")
    assert answer["intent"] == "knowledge" and "300" in answer["response"], (
        answer["response"],
        answer["entities"],
    )


@pytest.mark.parametrize(
    ("name", "typed"),
    [
        ("דנה וייס", "תקבע לי פגישה עם דנה וייס ביום שלישי"),
        ("Paul Grant", "email Paul Grant that his dog's vaccine is due next week"),
        ("Paul Grant", "mail Paul Grant saying the clinic is closed on Friday"),
    ],
)
def test_an_errand_done_for_a_customer_is_out_of_the_domain(
    client: TestClient, member_headers: dict[str, str], name: str, typed: str
) -> None:
    # Setting a meeting with someone, or mailing them a message, is something to be done in the world:
    # the assistant runs no errand, whatever customer it names.
    make_customer(name, phone="052-7130044", email="client@vet.example")
    assert chat(client, member_headers, typed)["intent"] == "unknown", typed


@pytest.mark.parametrize(
    ("typed", "intent"),
    [
        ("can I book a move at the last minute", "knowledge"),
        ("do you sell second hand bikes", "knowledge"),
        ("can you book me a flight to Rome on Sunday", "unknown"),
        ("buy me a new bike helmet", "unknown"),
    ],
)
def test_an_errand_verb_asked_of_what_the_business_does_is_a_question_about_it(
    client: TestClient, member_headers: dict[str, str], typed: str, intent: str
) -> None:
    # "Can I book...", "do you sell...": whether the business does it, answered from its items; "can you
    # book me...", "buy me...": an errand for the assistant, which it does not run.
    from tests.assistant.test_understanding import make_knowledge

    for title, content in MOVERS:
        make_knowledge(title, content, [])
    make_knowledge("אופניים משומשים", "אנחנו קונים ומוכרים אופניים משומשים אחרי בדיקה, עם אחריות לחודש.", [])
    assert chat(client, member_headers, typed)["intent"] == intent, typed


@pytest.mark.parametrize(
    "typed", ["email of Paul Grant", "Paul Grant's email", "what is the email for Paul Grant"]
)
def test_the_email_asked_of_a_customer_is_still_a_lookup(
    client: TestClient, member_headers: dict[str, str], typed: str
) -> None:
    make_customer("Paul Grant", phone="052-7130044", email="paul.grant@vet.example")
    answer = chat(client, member_headers, typed)
    assert answer["intent"] == "customer_lookup" and "paul.grant@vet.example" in answer["response"], answer


@pytest.mark.parametrize(
    ("name", "items", "typed", "meant", "other"),
    [
        ("Noa Segal", ("מנורת לילה", "מיטת תינוק"), "Noa Segal's lamp", "מנורת לילה", "מיטת תינוק"),
        ("Noa Segal", ("מנורת לילה", "מיטת תינוק"), "the bed for Noa Segal", "מיטת תינוק", "מנורת"),
        ("Dan Brook", ("Desk lamp", "Bike lock"), "המנעול של Dan Brook", "Bike lock", "Desk lamp"),
    ],
)
def test_a_customers_item_asked_in_the_other_language_is_that_repair(
    client: TestClient,
    member_headers: dict[str, str],
    name: str,
    items: tuple[str, str],
    typed: str,
    meant: str,
    other: str,
) -> None:
    # The item as the office stored it, asked in the other language's everyday word (the general
    # lexicon): the customer's one repair of that thing, not the list of all their repairs.
    from tests.assistant.test_understanding import make_repair

    customer_id = make_customer(name, phone="053-6612098")
    for item, status in zip(items, ("ready", "received"), strict=True):
        make_repair(customer_id, item, status)
    answer = chat(client, member_headers, typed)
    assert answer["intent"] == "repair_status", answer["response"]
    assert meant in answer["response"] and other not in answer["response"], answer["response"]

"""Which knowledge item answers: the top-scoring one when it covers the question, otherwise a close rival
that does, never one that meets a single rare word of it."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice

BASE = "/api/mcp-chatbot"
# A garden-furniture workshop's base: "technician" is rare and in the title of the visit item, so it
# scores highest for any question naming a technician; the areas item holds the towns.
ITEMS = [
    {
        "category": "policy",
        "title": "ביקור טכנאי",
        "content": "ביקור טכנאי אצל הלקוח עולה 310 ₪ וכולל שעת עבודה.",
        "keywords": ["טכנאי", "technician"],
        "priority": 1,
    },
    {
        "category": "policy",
        "title": "אזורי שירות",
        "content": "אנחנו מגיעים לחיפה, לקריות ולעכו. מחוץ לאזור נוספים דמי נסיעה של 85 ₪.",
        "keywords": ["אזור", "ערים"],
        "priority": 1,
    },
    {
        "category": "faq",
        "title": "שעות פעילות",
        "content": "פתוחים בימים א'-ה' בין 9:00 ל-17:00.",
        "keywords": ["שעות"],
        "priority": 1,
    },
]


def _ask(client: TestClient, headers: dict[str, str], text: str) -> dict[str, object]:
    body: dict[str, object] = client.post(f"{BASE}/chat", json={"message": text}, headers=headers).json()
    return body


def test_a_rival_item_that_covers_the_question_answers_it(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    for item in ITEMS:
        assert client.post(f"{BASE}/knowledge", json=item, headers=admin_headers).status_code in (200, 201)
    towns = _ask(client, member_headers, "הטכנאי מגיע לקריות ולעכו?")
    assert towns["intent"] == "knowledge"
    assert str(towns["response"]).startswith("**אזורי שירות**")
    # The top item still answers when it covers the question itself.
    visit = _ask(client, member_headers, "כמה עולה ביקור טכנאי?")
    assert str(visit["response"]).startswith("**ביקור טכנאי**")
    assert "310" in str(visit["response"])


def test_an_errand_or_an_item_beside_other_matters_is_not_understood(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    notice = {
        "category": "procedure",
        "title": "הודעה ללקוח",
        "content": "כשהמוצר מוכן שולחים ללקוח הודעה, ואחרי שבוע שולחים הודעה שנייה.",
        "keywords": ["הודעה"],
        "priority": 1,
    }
    assert client.post(f"{BASE}/knowledge", json=notice, headers=admin_headers).status_code in (200, 201)
    # An errand shares the item's words ("send", "message") but is no question about the procedure.
    errand = _ask(client, member_headers, "שלח הודעה לגיסה שלי שאני מאחר")
    assert errand["intent"] == "unknown"
    # An item named beside words of something else is no repair of a customer's.
    shopping = _ask(client, member_headers, "order a new laptop for my nephew")
    assert shopping["intent"] == "unknown"
    # The same knowledge asked as a question is still answered from the base.
    asked = _ask(client, member_headers, "מתי שולחים ללקוח הודעה שנייה?")
    assert asked["intent"] == "knowledge"
    assert str(asked["response"]).startswith("**הודעה ללקוח**")


def test_counts_that_add_up_and_an_invoice_number_typed_with_another_separator(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    nobody_late = make_customer("עדי פרנקל", phone="0521110001")
    make_invoice(nobody_late, "2026/301", "100")
    make_invoice(nobody_late, "2026/302", "200")
    everyone_late = make_customer("Tal Segev", phone="0521110002")
    make_invoice(everyone_late, "S-41", "300", due_in_days=-3)
    make_invoice(everyone_late, "S-42", "400", due_in_days=-9)

    none_late = str(_ask(client, member_headers, "כמה חייבת עדי פרנקל?")["response"])
    assert "חשבוניות שלא שולמו, אף אחת מהן עוד לא באיחור." in none_late
    all_late = str(_ask(client, member_headers, "how much does Tal Segev owe?")["response"])
    assert "unpaid invoices, all of them overdue." in all_late
    # Printed "2026/302", typed "2026-302": the same invoice.
    typed = _ask(client, member_headers, "חשבונית 2026-302 שולמה?")
    assert typed["intent"] == "invoice_status"
    assert "2026/302" in str(typed["response"]) and "עדי פרנקל" in str(typed["response"])


def _load(client: TestClient, admin_headers: dict[str, str], items: list[dict[str, object]]) -> None:
    for item in items:
        assert client.post(f"{BASE}/knowledge", json=item, headers=admin_headers).status_code in (200, 201)


CANCELLING = {
    "category": "policy",
    "title": "ביטול ביקור",
    "content": "אפשר לבטל ביקור טכנאי עד יום לפני. כשהלקוח לא בבית בזמן הביקור יש חיוב של 60 ₪.",
    "keywords": ["ביטול"],
    "priority": 1,
}


def test_a_town_no_item_names_asks_where_the_business_goes(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    _load(client, admin_headers, ITEMS)
    # Nahariya is in no item: a town asks about the service areas, not about the technician's visit.
    far = _ask(client, member_headers, "יש לכם שירות לנהריה?")
    assert far["intent"] == "knowledge"
    assert str(far["response"]).startswith("**אזורי שירות**")
    assert "85" in str(far["response"])


def test_an_item_that_alone_holds_a_word_of_the_question_answers_it(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    # The visit item is named by many keywords, so it scores highest for any visit of a technician.
    visit = {**ITEMS[0], "keywords": ["טכנאי", "technician", "ביקור", "ביקור בית"]}
    _load(client, admin_headers, [visit, *ITEMS[1:], CANCELLING])
    # Both items speak of a technician's visit to the customer; only the cancelling one of a charge.
    charge = _ask(client, member_headers, "הלקוח לא היה בבית כשהטכנאי הגיע, יש חיוב?")
    assert str(charge["response"]).startswith("**ביטול ביקור**")
    assert "60" in str(charge["response"])


def test_an_english_question_about_a_hebrew_item_is_answered_in_english_words(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    _load(client, admin_headers, ITEMS)
    visit = str(_ask(client, member_headers, "how much is a technician visit?")["response"])
    assert visit.startswith("The knowledge base item **ביקור טכנאי** is written in Hebrew")
    assert "310" in visit
    # A Hebrew question gets the item's title as before.
    hebrew = str(_ask(client, member_headers, "כמה עולה ביקור טכנאי?")["response"])
    assert hebrew.startswith("**ביקור טכנאי**")


def test_invoice_numbers_in_their_printed_styles_are_linked_to_the_stored_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    owner = make_customer("Tal Segev", phone="0521110002")
    make_invoice(owner, "S-41", "300")
    other = make_customer("עדי פרנקל", phone="0521110001")
    make_invoice(other, "2026/302", "200")
    # Typed without its dash: the entity is the number as the business printed it.
    glued = _ask(client, member_headers, "חשבונית s41 כמה נשאר")
    assert {"type": "invoice_number", "value": "S-41"} in glued["entities"]  # type: ignore[operator]
    assert "300.00" in str(glued["response"])
    # A bare code with the other separator and no word "invoice" is still that invoice.
    bare = _ask(client, member_headers, "2026-302 שולמה?")
    assert bare["intent"] == "invoice_status"
    assert "עדי פרנקל" in str(bare["response"])
    # Whose an invoice is asks for its customer.
    whose = _ask(client, member_headers, "למי שייכת חשבונית S-41")
    assert whose["intent"] == "customer_lookup"
    assert "Tal Segev" in str(whose["response"])
    # No such invoice: the answer is about the invoice, there is nobody to look up.
    nobody = _ask(client, member_headers, "חשבונית 99871 של מי זה?")
    assert nobody["intent"] == "invoice_status"
    assert str(nobody["response"]).startswith("לא מצאתי חשבונית")


def test_an_english_question_naming_a_hebrew_customer_is_answered_in_english(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("עדי פרנקל", phone="0521110001")
    answer = _ask(client, member_headers, "email for עדי פרנקל")
    assert answer["intent"] == "customer_lookup"
    assert str(answer["response"]).startswith("**Customer עדי פרנקל**")


def test_a_town_in_a_question_about_something_else_gets_no_item(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    _load(client, admin_headers, ITEMS)
    # The areas item names Haifa, but the weather there is no question about the business.
    weather = _ask(client, member_headers, "מה מזג האוויר בחיפה מחר")
    assert weather["intent"] == "unknown"
    # Asked of the business, the same town is answered from the item.
    served = _ask(client, member_headers, "אתם מגיעים לחיפה?")
    assert str(served["response"]).startswith("**אזורי שירות**")

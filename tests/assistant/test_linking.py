"""Linking a question to the business's own records and words, as staff ask in either language: names
heard in the other script, ordinary words of the trade that look like names, items in the plural,
a balance asked as what someone still has to pay, the identifiers on a customer's card."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.entities import find_entities, invoice_spellings
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand

TODAY = date(2026, 11, 21)
# Surnames that are also words (ברק "lightning", שלום "peace"), an English spelling of a Hebrew name.
INDEX = CustomerIndex.build(
    [
        (1, "רונית ברק", None),
        (2, "אבי שלום", None),
        (3, "גיל רוזנברג", None),
        (4, "שני אבוטבול", None),
        (5, "Emily Rosen", None),
        (6, "רינה נחום", None),
        (7, 'מוסך הדר בע"מ', None),
        (8, "יוסי לוי", None),
        (9, "יהודית קליין", None),
    ]
)


def _read(text: str, **context: object) -> Understanding:
    return understand(text, today=TODAY, index=INDEX, **context)  # type: ignore[arg-type]


def _named(u: Understanding) -> tuple[int, ...]:
    return u.names.customer_ids if u.names is not None else ()


def test_a_hebrew_name_is_found_as_english_speakers_write_it() -> None:
    # "Rosenberg" is written with an s and said with a z (ז); an English possessive is the same name.
    asked = _read("what's Gil Rosenberg's address")
    assert (asked.intent, _named(asked)) == ("customer_lookup", (3,))


def test_words_of_the_trade_are_no_customer_names() -> None:
    broke = _read("the technician didn't fix it and it broke again after a month, is it covered")
    assert _named(broke) == ()
    pays = _read("האם הלקוח משלם על האבחון אם הוא מאשר את התיקון")
    assert _named(pays) == ()
    # The same surnames said as names are still found.
    assert _named(_read("כמה חייבת רונית ברק")) == (1,)
    assert _named(_read("מה היתרה של אבי שלום")) == (2,)


def test_an_item_in_the_plural_or_in_english_is_a_repair_of_the_customer() -> None:
    plural = _read("מה עם המזגנים של שני אבוטבול")
    assert (plural.intent, plural.items, _named(plural)) == ("repair_status", {"air_conditioner"}, (4,))
    english = _read("any news on Emily Rosen's AC")
    assert (english.intent, english.items, _named(english)) == ("repair_status", {"air_conditioner"}, (5,))
    fridges = _read("are the fridges of Emily Rosen fixed")
    assert fridges.items == {"fridge"}


def test_what_someone_still_has_to_pay_is_their_balance() -> None:
    assert _read("מה רינה נחום צריכה לשלם לנו").intent == "customer_balance"
    assert _read("what's the total unpaid for רינה נחום").intent == "customer_balance"
    assert _read("how much money is Emily Rosen behind").intent == "customer_balance"
    assert _read("מה הסכום הפתוח של גיל רוזנברג").intent == "customer_balance"


def test_identifiers_on_a_customers_card_are_a_lookup_but_with_is_no_identifier() -> None:
    card = _read("מספר ח.פ. של מוסך הדר")
    assert (card.intent, _named(card)) == ("customer_lookup", (7,))
    assert _read('ע"מ של מוסך הדר').intent == "customer_lookup"
    # "עם" (with) has the letters of ע"מ without its mark: the previous question's intent still holds.
    switched = _read("ומה עם יוסי לוי?", previous_intent="customer_balance")
    assert (switched.intent, _named(switched)) == ("customer_balance", (8,))


def test_a_question_about_what_may_be_asked_is_help() -> None:
    assert _read("what kind of questions can I ask here").intent == "help"


def test_a_short_first_name_in_latin_letters_is_part_of_the_name() -> None:
    # "Avi" has one consonant; beside the surname it is the customer's first name, and the entity is
    # the name as written.
    asked = _read("Avi Shalom's balance please")
    assert (asked.intent, _named(asked)) == ("customer_balance", (2,))
    assert asked.names is not None and asked.names.text == "avi shalom"
    # A function word of one consonant beside a surname is not a first name.
    said = _read("she says Shalom owes")
    assert said.names is not None and said.names.text == "shalom"


def test_a_typo_is_not_looked_for_behind_three_prefix_letters() -> None:
    # "הכותרות" (the headlines) peeled three times is "תרות", one letter from "יתרות" (balances).
    assert _read("מה הכותרות בחדשות היום").intent == "unknown"
    assert _read("מה היתרות של רינה נחום").intent == "customer_balance"


def test_a_customer_asked_for_by_name_and_money_matters_asked_in_other_words() -> None:
    named = _read("יש לנו לקוח בשם קליין?", previous_intent=None)
    assert named.intent == "customer_lookup"
    assert _read("מה המצב הכספי של רינה נחום").intent == "customer_balance"
    assert _read("how far behind on payments is Rina Nahum").intent == "customer_balance"


def test_collecting_money_is_a_balance_and_cheese_is_no_collection() -> None:
    assert _read("צריך לגבות משהו מרינה נחום?").intent == "customer_balance"
    assert _read("איך מכינים עוגת גבינה").intent == "unknown"


def test_how_things_are_done_is_a_knowledge_question_but_how_much_someone_owes_is_not() -> None:
    # "How does one pay in installments" links no record: the knowledge base answers it.
    assert _read("איך משלמים בתשלומים").intent == "knowledge"
    assert _read("כמה נשאר לשלם").intent == "customer_balance"
    assert _read("איך רינה נחום משלמת, כמה היא חייבת").intent == "customer_balance"


# Customers of the next tests: first names and surnames that other names share, a business.
PEOPLE = CustomerIndex.build(
    [
        (1, "ליאת חדד", None),
        (2, "אבי שלום", None),
        (3, "מיכל כהן-אברהמי", None),
        (4, "רפי מלכה", None),
        (5, "Mark Wilson", None),
        (6, "שרית אלמוג-טל", None),
        (7, 'מוסך הדר בע"מ', None),
        (8, "דני ביטון", None),
    ]
)


def _people(text: str) -> Understanding:
    return understand(text, today=TODAY, index=PEOPLE)


def test_a_misspelt_first_name_that_sounds_the_same_is_part_of_the_name() -> None:
    # ט for ת: the whole name as typed is the entity, not the surname alone.
    asked = _people("מה היתרה של ליאט חדד")
    assert asked.names is not None and asked.names.customer_ids == (1,)
    assert [e.value for e in asked.entities if e.type == "customer_name"] == ["ליאט חדד"]


def test_a_hebrew_kaf_after_a_consonant_is_heard_as_k() -> None:
    # "מלכה" is Malka: the English spelling finds the customer.
    asked = _people("does Rafi Malka owe anything")
    assert (asked.intent, _named(asked)) == ("customer_balance", (4,))


def test_a_first_name_beside_another_surname_is_someone_else() -> None:
    # כהן is a name word of another customer: "אבי כהן" is not Avi Shalom; neither is "שרית חדד" Liat Hadad.
    assert _named(_people("מי זה אבי כהן")) == ()
    assert _named(_people("מי זאת שרית חדד")) == ()
    # A capitalised word the records do not know, right after a first name, is a surname.
    assert _named(_people("who is Mark Zuckerberg")) == ()
    # A first name followed by a verb, and a full name followed by a word of the trade, still count.
    assert _named(_people("דני התקשר, מה עם המקרר שלו")) == (8,)
    assert _named(_people("is Mark Wilson's TV fixed")) == (5,)
    assert _named(_people("מה עם המיקרוגל של מיכל כהן")) == (3,)


def test_a_business_asked_for_by_its_kind_in_english_is_the_customer() -> None:
    # "the garage" names the customer as "המוסך" does.
    assert _named(_people("how much does the garage owe")) == (7,)
    assert _named(_people("מה החוב של המוסך")) == (7,)


def test_a_printed_invoice_code_typed_with_a_space() -> None:
    asked = _people("חשבונית A 3325 מה המצב")
    assert [e.value for e in asked.entities if e.type == "invoice_number"] == ["A-3325"]
    # A lower-case word before a number is no part of the code.
    assert [e.value for e in _people("invoice for 1234").entities if e.type == "invoice_number"] == []


def test_invoice_numbers_and_amounts_in_the_ways_they_are_typed() -> None:
    def found(text: str, kind: str) -> list[str]:
        return [e.value for e in find_entities(text, TODAY) if e.type == kind]

    # The typist's "inv" with a mark between it and the digits, a word processor's dash.
    assert found("INV#1037 paid?", "invoice_number") == ["INV-1037"]
    assert found("inv. 1037 status", "invoice_number") == ["INV-1037"]
    assert found("invoice INV\u20131037", "invoice_number") == ["INV-1037"]
    # "INV" may be only the word for an invoice: the bare printed number is looked up too.
    assert "1037" in invoice_spellings("INV-1037")
    # Shekels written with two apostrophes for the gershayim.
    assert found("שילם 350 ש''ח", "amount") == ["350.00"]
    # Thousands said in words: "1.5 אלף" is 1,500, not the first of May.
    assert found("הוא שילם 1.5 אלף", "amount") == ["1500.00"]
    assert found("שילם 2 אלף ש\"ח", "amount") == ["2000.00"]

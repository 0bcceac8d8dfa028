"""Wordings session 15's unseen batch (``shop_questions_s15.py``, a camera, audio and instrument repair lab)
met, each tried here on other names, items and words than the batch's own: a surname two customers share
said with a thing only one of them has in the lab, a name stored in Latin letters typed in Hebrew letters
word by word as it runs ("בלו נוט" of Blue Note), a verb asked where the knowledge base holds its noun
(a root both words show by their patterns), and a preposition of place that is no topic ("ליד")."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.engine.morphology import patterned_roots
from misrad.assistant.engine.text import fold
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import linked
from tests.assistant.test_understanding import chat, make_knowledge, make_repair


def test_a_shared_surname_said_with_a_thing_only_one_of_them_has_is_that_ones(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # Two Grossmans; "הצ'לו" is no item kind the lexicon knows, and only Ruth has one in the lab.
    ruth = make_customer("רות גרוסמן", "0521350001")
    make_repair(ruth, "צ'לו Yamaha", "ready")
    eitan = make_customer("איתן גרוסמן", "0521350002")
    make_repair(eitan, "מקרן Epson", "in_progress")
    body = chat(client, member_headers, "הצ'לו של גרוסמן")
    assert body["intent"] == "repair_status" and "Yamaha" in body["response"]
    assert linked(body) == [ruth] and "Epson" not in body["response"]
    # A thing both have leaves the name shared: neither is chosen for it.
    make_repair(ruth, "מקרן BenQ", "received")
    both = chat(client, member_headers, "המקרן של גרוסמן")
    assert ruth not in linked(both) and eitan not in linked(both)


def test_a_latin_name_typed_in_hebrew_letters_word_by_word_as_it_runs(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "טופ" and "ליין" alone are two short sounds any word may have; typed side by side as the name
    # writes them, they are the name.
    top = make_customer("Top Line Media Ltd", "0521350003")
    make_invoice(top, "8801", "1200", paid="200")
    body = chat(client, member_headers, "כמה חייבים לנו טופ ליין")
    assert body["intent"] == "customer_balance" and "1,000.00" in body["response"]
    assert linked(body) == [top]
    # A word that is also a prefix on a function word ("ואל" is ו + "אל") may still be the name's first.
    val = make_customer("Val Dor Design", "0521350004")
    make_invoice(val, "8802", "700")
    vals = chat(client, member_headers, "כמה חייב ואל דור")
    assert vals["intent"] == "customer_balance" and "700.00" in vals["response"]
    assert linked(vals) == [val]
    # In the other order, or one of them alone, it is not the name.
    assert linked(chat(client, member_headers, "כמה חייבים לנו ליין טופ")) != [top]
    assert linked(chat(client, member_headers, "כמה חייב טופ")) != [top]


def test_a_verb_and_its_noun_share_a_root_by_their_patterns() -> None:
    # The infinitive of a root whose last ה is lost and its noun; a hifil infinitive and its noun in the
    # construct form. Words that only leave three letters behind fit none, and a noun of place (מ + the
    # root: "מעבדה", a lab) is not read as its verb's ("עובדים", working).
    assert "√חנה" in patterned_roots(fold("לחנות")) and "√חנה" in patterned_roots(fold("חניה"))
    assert "√גרר" in patterned_roots(fold("לגרור")) and "√גרר" in patterned_roots(fold("גרירת"))
    assert "√חלפ" in patterned_roots(fold("להחליף")) and "√חלפ" in patterned_roots(fold("החלפת"))
    assert patterned_roots(fold("ליד")) == () and patterned_roots(fold("לקוח")) == ()
    assert "√עבד" not in patterned_roots(fold("מעבדה"))


def test_a_verb_asked_where_the_base_holds_its_noun_beside_a_place(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "לחנות" meets the parking item only by its root, which both words show by their patterns: the
    # item covers the question, and "ליד" (near) is where, not what.
    make_knowledge("חניה", "ללקוחות יש חניה חינם בחניון הבניין, שעה ראשונה.", ["חניה", "parking"])
    make_knowledge("שעות פתיחה", "המוסך פתוח בימים א'-ה' 08:00-17:00.", ["שעות"])
    make_knowledge("אחריות", "לכל תיקון במוסך יש אחריות של 3 חודשים.", ["אחריות"])
    make_knowledge("תשלום", "אפשר לשלם במזומן, באשראי או בהעברה בנקאית.", ["תשלום"])
    make_knowledge("רכב חלופי", "רכב חלופי ללקוחות המוסך ב-120 ₪ ליום.", ["רכב חלופי"])
    body = chat(client, member_headers, "יש איפה לחנות ליד המוסך?")
    assert body["intent"] == "knowledge" and "שעה ראשונה" in body["response"]


def test_a_name_nobody_has_beside_a_shared_word_is_still_answered(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "Sophie Adler" with a Sophie Klein and a Dana Adler: a name nobody has (no customer linked), which
    # the shared-name rule must leave alone rather than read anyone's items for it.
    make_customer("Sophie Klein", "0521350005")
    make_customer("Dana Adler", "0521350006")
    body = chat(client, member_headers, "who's Sophie Adler")
    assert body["intent"] == "customer_lookup" and "Sophie Adler" in body["response"]

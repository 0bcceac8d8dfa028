"""Where undoing a slip of the fingers (``engine.slips``, session 36) must not reach, found when two
branches of session 36 met, on invented records: a customer's name word is no slipped record word, a
stem peeled of two prefix letters is no slipped item word, and a noun that names a priced service is no
job's state."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.items import linked_items
from misrad.assistant.engine.names import CustomerIndex
from tests.assistant.names_found import reader

TODAY = date(2026, 12, 5)
# "אוחנה" is "אוחסנה" (stored, a job's word) with one letter dropped; two customers share the name.
CUSTOMERS = [
    (1, "מיכל אוחנה", "050-1230001", None),
    (4, "מיכל אוחנה", "052-1230004", None),
    (2, "מיכל ברק", "050-1230002", None),
    (3, "סטודיו מסגרה", "050-1230003", None),
]


def test_a_customers_name_word_is_no_slip_of_a_record_word() -> None:
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    found = read("מי זאת מיכל אוחנה")
    assert found.intent == "customer_lookup"
    assert found.scores.get("repair_status", 0.0) == 0.0


def test_a_stem_peeled_of_two_letters_meets_no_item_by_a_slip() -> None:
    items = frozenset(["מכונת", "תפירה", "אוברלוק"])
    # "המתפרה" peeled of ה and מ is "תפרה", one vowel letter short of "תפירה": a name's word, no item.
    assert linked_items(["המכונות", "של", "המתפרה"], items) == {"word:מכונת"}
    assert linked_items(["התפרה"], items) == {"word:תפירה"}  # one prefix letter: the slip is read


def test_the_price_of_a_diagnosis_is_a_policy_and_a_thing_diagnosed_a_job() -> None:
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    assert read("cost of a computer diagnostic").intent == "knowledge"
    assert read("כמה עולה אבחון למחשב").intent == "knowledge"
    assert read("has the laptop of michal barak been diagnosed?").intent == "repair_status"

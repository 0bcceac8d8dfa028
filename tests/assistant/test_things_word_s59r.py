"""A word heard as a customer's name that is a word of the thing asked about (session 56, helper refer58):
"the garden fountain" is the job's מזרקת גינה, not the kindergarten (גן) English "garden" translates; "הדלת
האחורית" with a bakery bound is its back door, not אורית a slip away. A name typed as a card holds it still
names. Invented cards of a garden and aquarium service, none a batch's."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.item_index import ItemIndex, item_words
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from tests.assistant.names_found import customers_named

TODAY = date(2026, 12, 6)
CARDS = [
    (1, "גן הילדים שקדיה", "050-4440001", "רח' הרצל 3, רחובות", ""),
    (2, "משה טננבאום", "050-4440002", "רח' הדקל 8, נס ציונה", ""),
    (3, "אורית כהן", "050-4440003", "רח' ויצמן 12, רחובות", ""),
    (4, "מאפיית השקד", "050-4440004", "רח' התעשייה 5, רחובות", ""),
]
JOBS = [(1, 2, "מזרקת גינה"), (2, 1, "אקווריום קטן"), (3, 4, "דלת אחורית למאפייה"), (4, 3, "מקרר")]
INDEX = CustomerIndex.build(CARDS)
ITEMS = ItemIndex.build(JOBS)


def read(question: str, bound: int | None = None) -> Understanding:
    if bound is None:
        return understand(question, today=TODAY, index=INDEX, item_owners=ITEMS.owners)
    bound_items = frozenset(w for _, c, item in JOBS if c == bound for w in item_words(item))
    return understand(question, today=TODAY, index=INDEX, has_bound_customer=True, bound_items=bound_items)


def test_an_english_word_of_the_thing_is_not_the_name_it_translates() -> None:
    assert customers_named(read("the garden fountain, is it ready to go back?")) == (2,)
    # the kindergarten asked by its English name, and its own aquarium, are still its own
    assert customers_named(read("what's the balance of the kindergarten?")) == (1,)
    assert customers_named(read("the kindergarten's aquarium, is it ready?")) == (1,)


def test_a_word_of_the_bound_customers_thing_is_not_a_name_a_slip_away() -> None:
    found = read("הדלת האחורית שם עדיין בטיפול?", bound=4)
    assert found.names is None and found.entity("customer_name") is None
    # a name typed as the card holds it still names, bound customer or not
    assert customers_named(read("מה עם הדלת של אורית", bound=4)) == (3,)

"""The repair items index (issue 15, session 33): a thing asked about with no one named finds the customer
whose repairs hold it, kept right by every repair write through the ``repairs`` change counter; a thing
named in two words in one language meets the item stored under its name in the other; a Hebrew "it" with a
passive verb after a whose-invoice answer asks of that invoice. Tried on invented trades and records (a
sewing-machine repairer, a tool hire, a coffee-machine technician), none a batch's."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from fastapi.testclient import TestClient

from misrad.assistant import item_owners
from misrad.assistant.engine.item_index import ItemIndex, ItemIndexCache, ItemSource, item_words
from misrad.assistant.engine.items import things_named
from misrad.assistant.engine.text import tokens
from misrad.core import changes
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_repair


def _named(question: str, item: str) -> set[str]:
    return things_named(tokens(question), item_words(item))


def test_a_thing_named_in_two_words_meets_its_name_in_the_other_language() -> None:
    assert _named("is the sewing machine of Dvora ready", "מכונת תפירה Brother") == {
        "word:מכונת",
        "word:תפירה",
    }
    assert _named("מה עם מכונת הכביסה של יעל?", "Bosch washing machine 8kg")
    assert _named("any news on the hearing aids", "מכשירי שמיעה Widex")
    # Every word of one of the thing's names must be in the item: "aid" alone is no מכשיר, and a coffee
    # machine is no washing machine though both are מכונות.
    assert not _named("the aid of Dvora", "מכשיר שמיעה")
    assert not _named("the washing machine of Dvora", "מכונת קפה Jura")


ROWS = [
    (1, 10, "מלגזה חשמלית Linde"),
    (2, 11, "מכונת תפירה Janome"),
    (3, 12, "Jura coffee machine"),
    (4, 13, "מקרר Sharp"),
]


def test_the_index_finds_the_owners_of_a_thing_by_its_word_its_kind_or_its_other_name() -> None:
    index = ItemIndex.build(ROWS)
    assert index.owners(tokens("any news on the forklift"), set()) == {10: {"word:מלגזה"}}
    assert set(index.owners(tokens("מה עם מכונת הקפה"), set()) or {}) == {12}
    assert index.owners(tokens("is the fridge ready"), {"fridge"}) == {13: {"fridge"}}
    assert index.owners(tokens("the piano"), set()) == {}


def test_the_index_follows_a_repair_moved_to_another_customer_and_a_word_many_share() -> None:
    index = ItemIndex.build(ROWS)
    index.put(1, 14, "מלגזה חשמלית Linde")  # the repair was filed under the wrong customer
    assert set(index.owners(tokens("the forklift"), set()) or {}) == {14}
    assert 10 not in index.by_word.get("מלגזה", ())
    for n in range(6):  # more owners than a question back can name
        index.put(100 + n, 200 + n, "מלגזה דיזל")
    assert index.owners(tokens("the forklift"), set()) is None


class _Source:
    def __init__(self) -> None:
        self.rows: list[tuple[int, int, str]] = list(ROWS)
        self.version = 1
        self.full_loads = 0

    def all_items(self) -> list[tuple[int, int, str]]:
        self.full_loads += 1
        return list(self.rows)

    def changed_since(self, since: datetime) -> list[tuple[int, int, str]]:
        return self.rows[-1:]


def test_the_cache_puts_the_repairs_written_since_once_the_counter_moves() -> None:
    source = _Source()
    cache = ItemIndexCache(ItemSource(source.all_items, source.changed_since, lambda: source.version), 300.0)
    assert 15 not in (cache.get().owners(tokens("the kiln"), set()) or {})
    source.rows.append((5, 15, "תנור קרמיקה Nabertherm"))
    assert not cache.get().owners(tokens("the kiln"), {"oven"})  # the counter stands: nothing read
    source.version += 1
    assert cache.get().owners(tokens("the kiln"), {"oven"}) == {15: {"oven"}}
    assert source.full_loads == 1  # caught up, not rebuilt


def _repair_by_api(client: TestClient, headers: dict[str, str], customer_id: int, item: str) -> None:
    body = {"customer_id": customer_id, "item": item, "status": "in_progress"}
    response = client.post("/api/repairs", json=body, headers=headers)
    assert response.status_code == 201, response.text


def test_a_thing_asked_with_no_one_named_is_its_owners_known_the_moment_its_repair_is_written(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    hila = make_customer("הילה שרעבי", "0524410001")
    oded = make_customer("Oded Kaplan", "0524410002")
    assert chat(client, member_headers, "any news on the forklift?")["intent"] != "repair_status"
    _repair_by_api(client, member_headers, hila, "מלגזה חשמלית Linde E16")  # the route's one statement
    one = chat(client, member_headers, "any news on the forklift?")
    assert one["intent"] == "repair_status" and "Linde" in one["response"], one
    make_repair(oded, "Forklift Toyota 8FBE", "received")  # the service's unit of work
    both = chat(client, member_headers, "מה עם המלגזה?")
    assert "הילה שרעבי" in both["response"] and "Oded Kaplan" in both["response"], both["response"]
    # Asked which, not answered for one: each one's forklift under their own name.
    lines = both["response"].splitlines()
    assert "Linde" in next(line for line in lines if "הילה שרעבי" in line), both["response"]
    assert "Linde" not in next(line for line in lines if "Oded Kaplan" in line), both["response"]
    assert both["context"]["customer"] is None, both


def test_a_thing_said_of_things_in_general_is_no_owners_repair(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    dvora = make_customer("דבורה מזרחי", "0524410003")
    make_repair(dvora, "מכונת תפירה Janome 8077", "in_progress")
    for question in (
        "who invented the sewing machine",
        "how often should the sewing machine be oiled",
        "can you recommend a good sewing machine",
        "איבדתי את הפדל של מכונת התפירה",
        # Put to the business itself, or about a case: what it does for anyone.
        "do you pick up the sewing machine from home?",
        "אתם אוספים את מכונת התפירה מהבית?",
        "אם מכונת התפירה מתקלקלת שוב, מה עושים?",
    ):
        body = chat(client, member_headers, question)
        assert "Janome" not in body["response"], (question, body["response"])
    # A kind of thing said in general beside a particular other word ("after the repair").
    make_repair(dvora, "מקרר Sharp", "in_progress")
    for question in (
        "כמה זמן שומרים מקרר אצלכם אחרי התיקון",
        "how long do you keep a fridge after the repair",
    ):
        body = chat(client, member_headers, question)
        assert "Sharp" not in body["response"], (question, body["response"])


def test_a_thing_of_a_name_two_customers_share_is_the_one_whose_repairs_hold_it(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    rina = make_customer("רינה אלבז", "0524410004")
    yoav = make_customer("יואב אלבז", "0524410005")
    make_repair(rina, "מכשיר שמיעה Oticon More", "waiting_for_parts")
    make_repair(yoav, "מקרר Bosch", "received")
    body = chat(client, member_headers, "is the hearing aid of Elbaz ready?")
    assert body["intent"] == "repair_status" and "Oticon" in body["response"], body
    assert "Bosch" not in body["response"], body["response"]


def _after_whose(client: TestClient, headers: dict[str, str], follow_up: str) -> dict[str, Any]:
    first = chat(client, headers, "של מי החשבונית 73310")
    assert first["intent"] == "customer_lookup", first
    return chat(client, headers, follow_up, first["conversation_id"])


def test_a_hebrew_it_with_a_passive_verb_after_a_whose_invoice_answer_asks_of_that_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    amit = make_customer("עמית רוזנטל", "0524410006")
    make_repair(amit, "מעלית שירות", "in_progress")  # "עליה" sounds like it: no thing of his is asked
    make_invoice(amit, "73310", "2400", "400")
    make_invoice(amit, "73311", "900")
    for follow_up in ("ומתי היא נפתחה?", "והיא כבר נשלחה?", "וכמה שילמו עליה?"):
        body = _after_whose(client, member_headers, follow_up)
        assert body["intent"] == "invoice_status", (follow_up, body)
        assert "73310" in body["response"] and "73311" not in body["response"], (follow_up, body["response"])
        assert "הונפקה" in body["response"], body["response"]  # when it was opened, asked or not
    # A person did it: her own balance is asked, not the invoice's.
    assert _after_whose(client, member_headers, "והיא שילמה?")["intent"] == "customer_balance"


def test_a_second_process_knows_a_repair_written_in_this_one(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    """Another process's items index: its own cache over the same database, told only by the counter."""
    other = ItemIndexCache(
        ItemSource(
            item_owners._load_repair_items,
            item_owners._load_repair_items_changed_since,
            lambda: changes.read_current(changes.REPAIRS),
        ),
        300.0,
    )
    gal = make_customer("גל ששון", "0524410007")
    assert not other.get().owners(tokens("the espresso machine"), set())
    _repair_by_api(client, member_headers, gal, "מכונת אספרסו Rocket")
    assert set(other.get().owners(tokens("the espresso machine"), set()) or {}) == {gal}

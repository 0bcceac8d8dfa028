"""A customer called by what staff call them beside a thing of theirs (session 57, helper records63):
"Stevo's heat pump", "פיני, הקולטים", "the hotel's jacuzzi". The word names no card; of the few customers
whose jobs hold the thing, the one whose card holds the word (a nickname their notes record, their kind
of place, a word of their name) is meant. A thing no job of theirs holds binds no one, nor does an everyday
word their notes happen to hold, and a knowledge question stays one. Invented cards of a pool service,
none a batch's."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from tests.assistant.names_found import customers_named

TODAY = date(2026, 12, 6)
CARDS = [
    (1, "Steven Marks", "050-5550001", "רח' אוסישקין 40, רעננה", "Stevo; בריכה עם משאבת חום"),
    (2, "מלון חוף התכלת", "050-5550002", "רח' הים 3, הרצליה", "ספא עם שני ג'קוזי"),
    (3, "פנחס גבאי", "050-5550003", "רח' הברוש 2, הרצליה", "פיני; אין מייל"),
    (4, "רונית לוי", "050-5550004", "רח' הגפן 5, רעננה", "בריכה ומשאבת חום חדשה"),
    (5, "יואב שמיר", "050-5550005", "רח' הזית 9, כפר סבא", ""),
]
JOBS = [
    (1, 1, "משאבת חום"),
    (2, 2, "ג'קוזי בספא של המלון"),
    (3, 3, "קולטים סולאריים לחימום הבריכה"),
    (4, 4, "משאבת חום"),
    (5, 5, "ג'קוזי בחצר"),
    (6, 4, "רובוט ניקוי"),
]
INDEX = CustomerIndex.build(CARDS)
ITEMS = ItemIndex.build(JOBS)


def read(question: str) -> Understanding:
    return understand(question, today=TODAY, index=INDEX, item_owners=ITEMS.owners)


def test_a_nickname_the_notes_record_beside_a_thing_of_theirs() -> None:
    found = read("Quick one - Stevo's heat pump, still waiting on the part?")
    assert found.intent == "repair_status" and customers_named(found) == (1,)
    # a loanword heard as the job's Hebrew word ("solar" of סולאריים), the nickname by its sound
    found = read("Pini rang about the solar collectors on his roof, has anyone been out yet?")
    assert found.intent == "repair_status" and customers_named(found) == (3,)
    assert customers_named(read("מה עם הקולטים של פיני?")) == (3,)


def test_a_word_of_their_card_picks_one_of_the_things_owners() -> None:
    # two jacuzzis: the one in the spa is the one whose card says spa (as the description look-up found)
    assert customers_named(read("מה עם הג'קוזי בספא?")) == (2,)


def test_a_thing_no_job_of_theirs_holds_binds_no_one() -> None:
    assert customers_named(read("Stevo's dishwasher, is it ready?")) == ()


def test_the_thing_alone_of_two_owners_is_still_asked_back() -> None:
    # "חדשה" of רונית's notes is an everyday word: it calls no one, so both heat pumps' owners are asked
    assert set(customers_named(read("is the new heat pump ready?"))) == {1, 4}


def test_a_knowledge_question_saying_the_nickname_stays_knowledge() -> None:
    found = read("Stevo asked how long the warranty on a heat pump is")
    assert found.intent == "knowledge" and customers_named(found) == ()

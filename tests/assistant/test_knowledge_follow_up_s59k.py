"""Session 56 (helper know58): a short message opening with "and" after a knowledge answer ("ומבת ים?",
"and R410A?") asks the question just answered of another town or thing, and is answered by the item that
answers both messages together; a follow-up whose own words meet no item ("and the wifi password?") is
not; the working week said as one ("weekdays", "ימי חול") is its days, met in an item's range "א'–ה'".
Tried on a towing and air-conditioning garage's items, not batch s59k's."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.engine.knowledge_answers import continues_a_question
from misrad.assistant.engine.week_days import day_words
from tests.assistant.test_understanding import chat, make_knowledge


def _a_garage() -> None:
    make_knowledge(
        "גרירה",
        "גרירה מחולון או מאזור ותעשייה: 250 ₪. מבת ים ומראשון לציון: 320 ₪. מחוץ לגוש דן לפי הצעת מחיר.",
        ["גרירה", "towing"],
    )
    make_knowledge("שעות פתיחה", "המוסך פתוח בימים א'–ה' 07:00–17:00 וביום ו' עד 12:00.", ["שעות"])
    make_knowledge(
        "מילוי גז למזגן",
        "Air-conditioning gas refill per kg: R134a 160 NIS, R410A 210 NIS, R1234yf 450 NIS.",
        ["גז", "מזגן", "refill"],
    )


def test_a_follow_up_of_a_town_is_the_question_just_answered(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_garage()
    first = chat(client, member_headers, "כמה עולה גרירה מחולון?")
    assert first["intent"] == "knowledge" and "250" in first["response"]
    # "ראשון" alone is a week day too (the hours item's): asked after the towing's price, it is the town.
    then = chat(client, member_headers, "ומראשון?", first["conversation_id"])
    assert then["intent"] == "knowledge" and "320" in then["response"]


def test_a_follow_up_of_another_thing_in_english(client: TestClient, member_headers: dict[str, str]) -> None:
    _a_garage()
    first = chat(client, member_headers, "How much do we take for a refill of R134a gas per kilo?")
    assert first["intent"] == "knowledge" and "160" in first["response"]
    then = chat(client, member_headers, "and R410A?", first["conversation_id"])
    assert then["intent"] == "knowledge" and "210" in then["response"]


def test_a_follow_up_whose_own_words_meet_no_item_is_not_answered_by_the_last_one(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_garage()
    first = chat(client, member_headers, "כמה עולה גרירה מחולון?")
    then = chat(client, member_headers, "ומה הסיסמה של הוויפי?", first["conversation_id"])
    assert "250" not in then["response"] and "320" not in then["response"]


def test_what_continues_a_question() -> None:
    assert continues_a_question("ומבת ים?") and continues_a_question("and R290 ?")
    assert continues_a_question("what about Bat Yam?")
    # Not a message that opens with another word, nor a long one, nor "android" nor a lone ו.
    assert not continues_a_question("android phone price?")
    assert not continues_a_question("כמה עולה גרירה מחולון?")
    assert not continues_a_question("ואם הלקוח אומר שהוא לא היה בבית כשהטכנאי הגיע, הוא משלם או לא?")


def test_the_working_week_said_as_one_is_its_days() -> None:
    workweek = [f"weekday{n}" for n in range(1, 6)]
    assert day_words("and on regular weekdays, from when?") == workweek
    assert day_words("עד מתי פתוח בימי חול?") == workweek
    # Not the holiday's intermediate days, nor a generated day word.
    assert day_words("פתוחים בחול המועד?") == [] and day_words("weekday3") == []


def test_a_follow_up_of_the_working_week_meets_the_hours_range(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_garage()
    first = chat(client, member_headers, "Until what time is the garage open on Friday?")
    assert first["intent"] == "knowledge" and "12:00" in first["response"]
    then = chat(client, member_headers, "and on weekdays?", first["conversation_id"])
    assert then["intent"] == "knowledge" and "17:00" in then["response"]

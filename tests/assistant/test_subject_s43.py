"""Whose hours, price or warranty a question asks (``engine/subject``), read against a bicycle shop's
knowledge items: the question's owner (its "של X", construct state, "of/at/on X", "X's", the subject of
"does X charge") decides, not the words it shares with the items. Worded apart from ``s43o``'s rows."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.subject import SubjectReader
from misrad.assistant.engine.text import fold
from misrad.assistant.knowledge import KnowledgeIndex
from tests.assistant.test_understanding import chat, make_knowledge

_ITEMS = (
    ("שעות פתיחה", "החנות פתוחה בימים א'–ה' 09:00–19:00 ובשישי עד 14:00.", ["שעות", "פתוח"]),
    ("אחריות על אופניים", "אופניים חשמליים שנקנו אצלנו באחריות שנתיים על המנוע והסוללה.", ["אחריות"]),
    ("מחירון תיקונים", "תיקון פנצ'ר עולה 40 ₪, כיוון בלמים 60 ₪, טיפול שנתי 180 ₪.", ["מחיר", "תיקון"]),
)


@pytest.fixture(scope="module")
def reader() -> SubjectReader:
    rows = [
        SimpleNamespace(id=i, category="faq", title=t, content=c, keywords=k, priority=5)
        for i, (t, c, k) in enumerate(_ITEMS, start=1)
    ]
    index = KnowledgeIndex(rows)  # type: ignore[arg-type]
    return SubjectReader(index.holds, index.knows, index.sounded)


@pytest.mark.parametrize(
    "text",
    [
        "מה שעות הפתיחה של הספרייה העירונית?",  # של X
        "מחיר החשמל עלה החודש?",  # the construct state
        "יש אחריות על המזגן שהתקינו לי?",  # על X, whatever the clause after it says
        "what are the opening hours of the city library?",
        "how much does a dentist charge for a filling?",  # the asked verb's subject
        "is there a warranty on the car from the dealer?",
        "what are the museum's rules for a bike at the entrance?",  # X's
    ],
)
def test_the_thing_of_someone_else_is_asked_of_another(reader: SubjectReader, text: str) -> None:
    assert reader.asked_of_another(text)


@pytest.mark.parametrize(
    "text",
    [
        "מה שעות הפתיחה של החנות בשישי?",  # the business's own place
        "כמה זמן אחריות על אופניים חשמליים?",
        "מה המחיר של תיקון פנצ'ר?",
        "what time do you open on Friday?",  # turned to the business
        "how long is the warranty on an electric bike's battery?",
        "how much is a brake adjustment?",
        "is the shop open in Rehovot on Sunday?",  # a town and a day say nothing of whose
    ],
)
def test_the_business_own_thing_is_not(reader: SubjectReader, text: str) -> None:
    assert not reader.asked_of_another(text)


def test_a_capitalised_name_is_not_the_business_by_its_sound(reader: SubjectReader) -> None:
    # "Sofia" could sound like an item's word; a name written so says whose it is, not what.
    assert reader.asked_of_another("what are the opening hours of Sofia Mall?")


def test_a_word_held_only_by_a_guessed_root_is_not_held() -> None:
    item = SimpleNamespace(
        id=1, category="faq", title="אמצעים", content="משלמים באשראי", keywords=[], priority=5
    )
    index = KnowledgeIndex([item])  # type: ignore[list-item]
    assert index.holds(fold("משלמים")) and index.holds(fold("אשראי"))
    assert index.knows(fold("תשלומים")) and not index.holds(fold("תשלומים"))


def test_another_s_hours_are_not_answered_by_the_business_hours(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge("שעות פתיחה", "החנות פתוחה בימים א'–ה' 09:00–19:00 ובשישי עד 14:00.", ["שעות"])
    other = chat(client, member_headers, "מה שעות הפתיחה של הספרייה העירונית בשישי?")
    assert other["intent"] == "unknown" and "14:00" not in other["response"]
    own = chat(client, member_headers, "עד מתי אתם פתוחים בשישי?")
    assert own["intent"] == "knowledge" and "14:00" in own["response"]

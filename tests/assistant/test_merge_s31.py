"""What the merge of session 31's two engine branches lost on older batches, tried on other names.

- A customer an office calls by the kind of place that opens its name ("the academy", "the institute"),
  said alone with the article, is that customer when a contact field of it is asked ("מה הכתובת של
  האקדמיה") or a thing of it with no word asking of hours or prices ("מה עם המגבר של האקדמיה"): names31
  put the kinds of place in the bilingual lexicon, and such a word names a customer only where a record is
  asked; both are."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer
from tests.assistant.test_understanding import chat, make_repair


def _places() -> None:
    academy = make_customer("אקדמיה למחול רעות", "0521410001", address="רחוב הדקל 4, עפולה")
    make_repair(academy, "מגבר", "in_progress")
    institute = make_customer("מכון שיקום הגליל", "0521410002", email="office@galil-rehab.example")
    make_repair(institute, "הליכון חשמלי", "diagnosing")
    make_customer("Noa Ben Ami", "0521410003")


@pytest.mark.parametrize(
    ("question", "intent", "told"),
    [
        ("מה הכתובת של האקדמיה", "customer_lookup", "הדקל"),
        ("מה המייל של המכון", "customer_lookup", "office@galil-rehab.example"),
        ("מה עם המגבר של האקדמיה", "repair_status", "מגבר"),
        ("ההליכון של המכון", "repair_status", "הליכון"),
    ],
)
def test_a_customer_called_by_the_kind_of_place_its_name_opens_with(
    client: TestClient, member_headers: dict[str, str], question: str, intent: str, told: str
) -> None:
    _places()
    body = chat(client, member_headers, question)
    assert body["intent"] == intent, (body["intent"], body["response"])
    assert told in body["response"], body["response"]

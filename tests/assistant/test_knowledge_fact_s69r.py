"""Session 60 (helper know69r), the asked fact quoted from the right item: a town the office writes short
with gershayim ("מת״א") is asked of the sentence naming it in full ("לתל אביב 130 ₪"); asked how long, an
English sentence naming "12 business days" names a length of time. Tried on a bike shop's and a
refrigeration service's items written for these tests, not batch s69r's."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.engine.abbreviations import towns_spelled_out
from misrad.assistant.knowledge_quotes import matching_sentences
from tests.assistant.test_understanding import chat, make_knowledge


def test_a_town_written_short_is_spelled_out_behind_its_prefix() -> None:
    assert towns_spelled_out("משלוח מת״א כמה") == "משלוח מתל אביב כמה"
    assert towns_spelled_out('לפ"ת') == "לפתח תקווה"
    # Without the mark the letters are a word of their own: a salt cell is no town.
    assert towns_spelled_out("ניקוי תא מלח") == "ניקוי תא מלח"


def test_the_sentence_naming_a_town_written_short_is_quoted(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge(
        "משלוח אופניים",
        "משלוח אופניים מתוקנים בחולון ובבת ים עולה 70 ₪. לתל אביב 110 ₪.",
        ["משלוח"],
    )
    make_knowledge("שעות פתיחה", "החנות פתוחה א'–ה' 09:00–19:00.", ["שעות"])
    body = chat(client, member_headers, "משלוח לת״א כמה")
    assert body["intent"] == "knowledge" and "110" in body["response"]


def test_business_days_answer_how_long() -> None:
    content = (
        "Compressors are ordered from the supplier in Milan. Usual delivery: 9 business days. "
        "The customer pays half in advance."
    )
    quoted = matching_sentences(content, "how long does a compressor take to arrive?")
    assert any("9 business days" in sentence for sentence in quoted)

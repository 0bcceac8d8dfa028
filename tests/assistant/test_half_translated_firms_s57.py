"""A firm stored in Hebrew asked half translated, its kind in English and its proper word as it sounds
("Carmel Laundry" of מכבסת הכרמל) (session 57, helper names57): the proper word tells apart two firms of
the kind, the kind word tells apart two names holding the proper word ("Carmel" alone is also נגריית
הכרמל), and the English kind word is no sign of a name no card holds. Tried on invented firms, none a
batch's."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine import nlu
from misrad.assistant.engine.entities import find_entities
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.owners import message_names
from misrad.assistant.engine.text import tokens
from misrad.assistant.engine.translated_names import translated_name

_INDEX = CustomerIndex.build(
    [
        (1, 'מאפיית השרון בע"מ', None),
        (2, "מאפיית קיבוץ יגור", None),
        (3, "יוסי לוי", None),
        (5, 'מכבסת הכרמל בע"מ', None),
        (6, "מכבסת קיבוץ עין השופט", None),
        (7, "נגריית הגלבוע", None),
        (8, "נגריית הכרמל", None),
    ]
)


def _named(question: str) -> tuple[int, ...]:
    words = nlu.words_apart(tokens(question))
    names = message_names(question, words, find_entities(question, date(2026, 12, 6)), _INDEX, False, False)
    return () if names is None else names.customer_ids


def test_a_proper_word_sounded_tells_apart_two_names_of_one_kind() -> None:
    found = translated_name(["what", "does", "carmel", "laundry", "owe"], _INDEX, by_head=True)
    assert found is not None and found.customer_ids == (5,)
    # The kind alone, or with a word of neither name: nobody surely.
    assert translated_name(["what", "does", "the", "laundry", "owe"], _INDEX, by_head=True) is None
    assert translated_name(["what", "does", "haifa", "laundry", "owe"], _INDEX, by_head=True) is None


def test_a_half_translated_firm_is_its_name_not_a_name_nobody_has() -> None:
    assert _named("What does Carmel Laundry owe?") == (5,)
    assert _named("what's the phone of Carmel Carpentry") == (8,)
    assert _named("What does Gilboa Carpentry owe?") == (7,)
    assert _named("Kibbutz laundry balance") == (6,)
    # A name no card holds stays one.
    assert _named("What does Joan Whitfield owe?") == ()

"""English asked of Hebrew items (session 60, helper ``know67p``), on invented items of a trade no batch is
about (a hearing-aid clinic):

- an English word the lexicon cannot translate, tagged on an item beside its Hebrew keywords, meets the
  other items that write those Hebrew words, below the item that states it;
- the lexicon's words of making a copy, a security grade and interest.
"""

from __future__ import annotations

from types import SimpleNamespace

from misrad.assistant.engine.bilingual import translations
from misrad.assistant.engine.text import fold
from misrad.assistant.knowledge import KnowledgeIndex
from misrad.assistant.knowledge_forms import forms
from misrad.assistant.knowledge_pairs import paired_words


def _item(ref: int, title: str, content: str, keywords: list[str]) -> SimpleNamespace:
    return SimpleNamespace(
        id=ref, category="policy", title=title, content=content, keywords=keywords, priority=5
    )


_ITEMS = [
    _item(1, "תבנית אוזן", "תבנית אוזן מותאמת לכל לקוח ומוכנה תוך שבוע.", ["תבנית", "earmold"]),
    _item(2, "החלפת תבנית", "החלפת תבנית שנסדקה עולה 250 ₪.", ["החלפה"]),
    _item(3, "בדיקת שמיעה", "בדיקת שמיעה ראשונה ניתנת חינם.", ["בדיקה"]),
    _item(4, "סוללות", "סוללות נמכרות בחנות, תשלום במקום.", ["סוללות"]),
    _item(5, "שעות", "פתוח בימים א'-ה' 09:00-17:00.", ["שעות"]),
]


def _ranked(query: str) -> list[int]:
    return [match.doc.id for match in KnowledgeIndex(_ITEMS).search(query, category=None, limit=5)]


def test_an_items_english_keyword_pairs_with_its_hebrew_keywords() -> None:
    assert paired_words(_ITEMS)[fold("earmold")] == ("תבנית",)
    # An item without English pairs nothing (the pairs' values are tuples of Hebrew words: look inside).
    assert not any(fold("שעות") in hebrew for hebrew in paired_words(_ITEMS).values())


def test_an_untranslated_english_word_meets_the_items_writing_its_paired_hebrew() -> None:
    ranked = _ranked("earmold cracked, how much?")
    assert ranked[:2] == [1, 2]  # the item stating it first, then the replacement item, which writes תבנית


def test_the_lexicon_pairs_copy_security_and_interest() -> None:
    assert "שכפול" in translations("copy", forms("copy"))
    assert "שכפול" in translations("duplicate", forms("duplicate"))
    assert fold("ביטחון") in translations("security", forms("security"))
    assert "ריבית" in translations("interest", forms("interest"))

"""Cues of how a message is meant, where its words alone would mislead.

- "Her phone" is her number or her device: the device when the message asks what is done with it
  (collected, ready, fixed) and not for a number.
- "What are you able to do", "אילו שאלות אפשר לשאול אותך": spoken to the assistant about what it can
  do, in any words (help), not only in the phrases the lexicon knows.
- "Send Danny a message", "order me a pizza", "where is it cheapest to buy a fridge": an errand in the
  world (send, order, buy, call, remind, play), which the assistant does not run: no knowledge item
  that happens to share its words ("a message is sent to the customer") answers it.
"""

from __future__ import annotations

from misrad.assistant.engine.text import fold, readings

_PHONE_WORDS = frozenset(fold(w) for w in ("טלפון", "פלאפון", "נייד", "phone", "mobile", "cellphone"))
_HANDLING_WORDS = frozenset(
    fold(w)
    for w in (
        *("לקחת", "לאסוף", "לבוא", "מוכן", "מוכנה", "תוקן", "תיקון", "התקבל", "נמסר", "get", "collect"),
        *("pick", "ready", "fixed", "repaired", "done", "back"),
    )
)
_NUMBER_WORDS = frozenset(fold(w) for w in ("מספר", "number", "numbers", "מס"))

_TO_THE_ASSISTANT = frozenset(
    fold(w) for w in ("you", "your", "אתה", "אותך", "לך", "שלך", "איתך", "ממך", "bot", "assistant", "בוט")
)
_ABILITIES = frozenset(
    fold(w)
    for w in (
        *("able", "can", "do", "know", "help", "ask", "questions", "things", "role", "job", "תפקיד"),
        *("יודע", "יכול", "מסוגל", "לשאול", "לעזור", "שאלות", "עושה", "לעשות", "דברים", "אפשר"),
    )
)


def phone_is_the_device(words: list[str]) -> bool:
    """A phone word, a word of what is done with a device, and no word of a number."""
    said = {r for w in words for r in readings(w)}
    return bool(said & _PHONE_WORDS and said & _HANDLING_WORDS and not said & _NUMBER_WORDS)


def beside_ability_words(words: list[str]) -> list[str] | None:
    """The other words of a message spoken to the assistant about its abilities, or None when it is not
    one."""
    said = [set(readings(w)) for w in words]
    if not any(r & _TO_THE_ASSISTANT for r in said) or not any(r & _ABILITIES for r in said):
        return None
    return [w for w, r in zip(words, said, strict=True) if not r & (_TO_THE_ASSISTANT | _ABILITIES)]


_ERRANDS = frozenset(
    fold(w)
    for w in (
        *("send", "order", "book", "buy", "purchase", "call", "remind", "play", "translate"),
        *("שלח", "תשלח", "תשלחי", "לשלוח", "תזמין", "תזמיני", "לקנות", "קנה", "תקנה", "תקני"),
        *("תתקשר", "תתקשרי", "התקשר", "תזכיר", "תזכירי", "תנגן", "תנגני", "תרגם", "תתרגם", "תתרגמי"),
    )
)


def asks_for_an_errand(words: list[str]) -> bool:
    """Whether the message asks for something to be done in the world rather than asks a question."""
    return any(r in _ERRANDS for w in words for r in readings(w)[:2])

"""Hebrew pronouns typed in Latin letters that read as English greetings ("hi be ihur?": היא, is she late),
told apart from the greeting by what follows them, once the rest of a Latin run has been read as Hebrew
(``latin_hebrew.hebrew_of_latin``)."""

from __future__ import annotations

from misrad.assistant.engine.text import hebrew_word

# A greeting in English that is a Hebrew pronoun typed in Latin letters: "hi" is היא ("hi be ihur?", "hi
# kvar shulma?": is it late, is it paid), read so when a Hebrew word follows it with nothing between.
_PRONOUN_GREETINGS = {"hi": "היא"}
# A question's word after it makes it the greeting before the question ("hi ma nishma", "hi kama hu hayav").
_ASKING = frozenset(("מה", "כמה", "מי", "איפה", "מתי", "למה", "איך", "האם", "יש", "אפשר", "תגיד", "תבדוק"))


def pronouns_read(joined: str, spans: list[tuple[int, int]], texts: list[str]) -> list[str]:
    """The runs' texts, a greeting that is also a Hebrew pronoun read as the pronoun where the next run,
    with only a space between, was read as Hebrew ("hi, ma nishma" stays a greeting: a mark sets it apart)."""
    kept = list(texts)
    for at, read in enumerate(texts[:-1]):
        pronoun = _PRONOUN_GREETINGS.get(read.lower())
        between = joined[spans[at][1] : spans[at + 1][0]]
        following = texts[at + 1].split()[0]
        read_as_hebrew = hebrew_word(following) and following not in _ASKING
        if pronoun is not None and not between.strip() and read_as_hebrew:
            kept[at] = pronoun
    return kept

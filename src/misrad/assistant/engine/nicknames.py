"""A first name said as its everyday short form ("Yossi", "יוסי", "בני", "Kobi") for the full one a card
holds (יוסף, בנימין, יעקב), and the other way round: staff call customers what everyone calls them, the
card holds what they signed. Each group is one name's forms in both scripts; a form stands for the
others only where the form itself names nobody (``names.CustomerIndex``), so a card that holds "אבי"
itself is still found by "אבי" alone and no אברהם is dragged in beside it.

Only the short forms every Israeli office knows, one full name each: a short form of two full names
("רוני": אהרון or רונן) would guess.
"""

from __future__ import annotations

from misrad.assistant.engine.text import tokens

# Each name: its full forms (the card's, in both scripts), then its short forms.
_GROUPS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("יוסף", "yosef", "joseph", "yossef"), ("יוסי", "yossi", "yosi")),
    (("בנימין", "binyamin", "benyamin", "benjamin"), ("בני", "benny", "beni")),
    (("אברהם", "avraham", "abraham"), ("אבי", "avi")),
    (("יעקב", "yaakov", "yakov", "jacob"), ("קובי", "kobi", "kobe")),
    (("יצחק", "yitzhak", "yitzchak", "itzhak", "isaac"), ("איציק", "itzik")),
    (("משה", "moshe"), ("מושיק", "moshik")),
    (("david",), ("dudu",)),  # דוד is also an uncle and a water heater
    (("מרדכי", "mordechai"), ("מוטי", "moti", "motti")),
    (("רפאל", "refael", "rafael", "raphael"), ("רפי", "rafi")),
    (("שמואל", "shmuel", "samuel"), ("שמוליק", "shmulik")),
    (("צבי", "tzvi", "zvi"), ("צביקה", "tzvika", "zvika")),
    (("יונתן", "yonatan", "jonathan"), ("yoni",)),  # יוני is also June
    (("מיכאל", "michael"), ("מיקי", "miki", "mickey")),
    (("דניאל", "daniel"), ("דני", "danny", "dani")),
    (("גבריאל", "gavriel", "gabriel"), ("gabi", "gabby")),  # על גבי is "on top of"
    (("שלמה", "shlomo"), ("שלומי", "shlomi")),
    (("אליהו", "eliyahu"), ("eli",)),  # אלי is also "to me"
    (("יהושע", "yehoshua"), ("שוקי", "shuki")),
    (("שולמית", "shulamit"), ("שולי", "shuli")),
    (("ציפורה", "tzipora"), ("ציפי", "tzipi", "zipi")),
    (("רבקה", "rivka"), ("רבקי", "rivki")),
    (("אלכסנדר", "alexander"), ("סשה", "sasha")),
)


def _folded(form: str) -> str:
    """A form folded as the index folds name words (final letters as ordinary ones)."""
    return next(iter(tokens(form)), form)


def _tiers(form: str, full: tuple[str, ...], short: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """What a form may stand for, nearest first: its own spellings in the other script ("Avi": אבי,
    "Avraham": אברהם), then the name's other length ("Yossi": יוסף, "Yosef": יוסי) — a card holding
    "אבי" is Avi's before any אברהם is."""
    own, other = (full, short) if form in full else (short, full)
    return tuple(tuple(_folded(f) for f in forms if f != form) for forms in (own, other))


OTHER_FORMS: dict[str, tuple[tuple[str, ...], ...]] = {
    _folded(form): _tiers(form, full, short) for full, short in _GROUPS for form in (*full, *short)
}


def other_forms(word: str) -> tuple[tuple[str, ...], ...]:
    """The same first name's other forms in both scripts, nearest first ("yossi": (יוסי, yosi), then
    (יוסף, yosef, ...)), or () for a word that is no first name's form."""
    return OTHER_FORMS.get(word, ())

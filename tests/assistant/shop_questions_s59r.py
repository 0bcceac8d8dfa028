"""A DEVELOPMENT set written by helper ``refer58`` (session 56, 2026-12-06) about a development business's
fixtures, ``shops/shatiach.json`` (carpet and upholstery cleaning in Jerusalem, Beit Shemesh and Modi'in,
``shatiach-r59``), batch ``s59r``. It is NOT held out.

Why: the blind writers' repair status rows whose customer is not found. Of their causes (a customer
described by a place and an item, a follow-up about another thing of the bound customer, a nickname, a
brand written in the other script, a title), this set asks the title in new wordings: a courtesy title of
another language an Israeli office hears ("Madame", "Monsieur", "Mme") or a rabbi's wife's ("הרבנית"),
said before a surname as "Mrs" and "הגברת" are. Before this set the title was read as a word of the name,
and a name of two words no card holds found no one.
Controls that must not change: the same surnames with English and Hebrew titles and with none, a title
before a surname no card holds (no customer, not another one), and a title alone.
Written from the fixtures before any engine change.

Added after the second change (``things_word``), so not written blind of it: ``dagit-r59`` and
``manul-r59`` ask of a thing whose word was heard as a customer's name, an English word of the thing that
translates a word of another customer's name ("garden" of גן הילדים, the job being מזרקת גינה) and, with a
bakery bound, a word of its own job a slip away from another customer's name (האחורית, אורית); controls:
the customer asked by that English word alone, and that other customer named as the card holds her.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, LOOK, REP, Row, en, he, nm

_EN = [("say", "no customer")]

SHATIACH: list[Row] = [
    # a courtesy title of another language, before a surname a card holds
    en("Is Madame Dubois's kilim ready for pickup?", REP, nm("Dubois"), [("rep", "r17")]),
    en("Monsieur Attias asks about his entrance rug, did it go back to him?", REP, nm("Attias"),
       [("rep", "r18")]),
    en("Mme Benhamou - any news on the rug?", REP, nm("Benhamou"), [("rep", "r34")]),
    en("what does Madame Dubois owe us", BAL, nm("Dubois"), [("bal", "c11")]),
    en("phone number of Monsieur Attias please", LOOK, nm("Attias"), [("phone", "c12")]),
    # a rabbi's wife's title
    he("הרבנית וייסמן שואלת אם שטיחי הילדים כבר אצלה", REP, nm("וייסמן"), [("rep", "r03")]),
    he("מה המצב עם הספה של הרבנית ששון?", REP, nm("ששון"), [("rep", "r35")]),
    # controls: English and Hebrew titles, and none
    en("Is Mrs Dubois's kilim ready for pickup?", REP, nm("Dubois"), [("rep", "r17")]),
    en("any news on Benhamou's rug?", REP, nm("Benhamou"), [("rep", "r34")]),
    he("מה עם השטיח של הגברת וייסמן", REP, nm("וייסמן"), [("rep", "r03")]),
    he("מה המצב עם הספה של אילנה ששון?", REP, nm("אילנה ששון"), [("rep", "r35")]),
    # controls: a title before a surname no card holds names no one, not a customer of another name
    en("Madame Lefebvre's rug, is it ready?", REP, nm("Lefebvre"), _EN),
    en("Monsieur Garnier, what does he owe?", BAL, nm("Garnier"), _EN),
]  # fmt: skip

DAGIT: list[Row] = [
    # an English word of the thing that translates a word of another customer's name
    en("is the garden fountain ready to go back?", REP, [], [("rep", "r21")]),
    en("garden fountain - did we get the pump unstuck?", REP, [], [("rep", "r21")]),
    # control: the customer that word's translation names, asked by it alone
    en("what's the balance of the kindergarten?", BAL, nm("kindergarten"), [("bal", "c11")]),
]  # fmt: skip

MANUL: list[Row] = [
    he("מה הטלפון של מאפיית הגפן?", LOOK, nm("מאפיית הגפן"), [("phone", "c17")]),
    # a word of the bound customer's own job, a slip away from another customer's name
    he("והדלת האחורית עדיין בטיפול?", REP, [], [("rep", "r21")], True),
    # control: that other customer, named as her card holds her
    he("ומה עם הפריצה של אורית מלכה?", REP, nm("אורית מלכה"), [("rep", "r04")], True),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s59r": SHATIACH}
DAGIT_BATCHES: dict[str, list[Row]] = {"s59r": DAGIT}
MANUL_BATCHES: dict[str, list[Row]] = {"s59r": MANUL}

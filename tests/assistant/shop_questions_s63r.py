"""A DEVELOPMENT set written by helper ``records63`` (session 57, 2026-12-07) about two development
businesses' fixtures, ``shops/tchelet.json`` (pool service in Rehovot and the Shfela, ``tchelet-s63r``) and
``shops/tfira.json`` (sewing machines and vacuums in Haifa, ``tfira-s63r``), batch ``s63r``. It is NOT held
out.

Why: the blind writers' record questions whose customer is called by what staff call them, beside a thing
of theirs: a nickname their card's notes record ("Vicky" of ויקטור, whose notes say ויקי; "Avrum"), a kind
of place or its contact ("the hydrotherapy place", "Gadi from the kibbutz"), where they are from ("the
Manchester guy"), and the thing asked ("his circulation pump", "the main pump motor"). Alone the word names
no card (the name index finds nobody); with the thing only a few customers' jobs hold, it tells which of
them is meant. Before this set those were answered unknown, knowledge or "which customer?".
Controls that must not change: a knowledge question that says the nickname, and a customer named as the card
holds them; ``test_records_s63r`` also holds the nickname with a thing no job of theirs holds (no customer
bound) and the thing alone of two owners (asked back).
Written after a first reading of the method on breicha's cards, before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, REP, Row, en, he, nm

TCHELET: list[Row] = [
    # a nickname the card's notes record, beside a thing of the customer's jobs
    en("Vicky called about his circulation pump, is it still being checked?", REP, nm("Vicky"),
       [("rep", "r36")]),
    he("ויקי שאל על המשאבה שלו, יש חדש?", REP, nm("ויקי"), [("rep", "r36")]),
    en("vicky's speck pump - any news", REP, nm("vicky"), [("rep", "r36")]),
    # a kind of place, its contact or where they are from, beside the thing
    en("Gadi from the kibbutz asked about the main pump motor, did it arrive?", REP, [], [("rep", "r21")]),
    en("the hydrotherapy place, their UV lamp - is it ready to go back?", REP, [], [("rep", "r19")]),
    en("the robot of the guy from Manchester, ready?", REP, [], [("rep", "r24")]),
    # controls: a knowledge question saying the nickname stays knowledge
    en("Vicky asked how long the manufacturer's warranty on a pump is", KNOW, [], [("kn", "k04", "2")]),
    # controls: the customer named by their name as the card holds it (in the other script, in full)
    he("מה המצב של מנורת ה-UV של AquaMed?", REP, nm("AquaMed"), [("rep", "r19")]),
    he("מה עם המשאבה של ויקטור פרלמן?", REP, nm("ויקטור פרלמן"), [("rep", "r36")]),
]  # fmt: skip

TFIRA: list[Row] = [
    en("Avrum's old Electrolux vacuum, did we end up fixing it?", REP, nm("Avrum"), [("rep", "r15")]),
    he("אברום שאל על השואב הישן שלו, מה קרה איתו?", REP, nm("אברום"), [("rep", "r15")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s63r": TCHELET}
TFIRA_BATCHES: dict[str, list[Row]] = {"s63r": TFIRA}

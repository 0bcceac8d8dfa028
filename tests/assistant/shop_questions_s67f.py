"""A DEVELOPMENT set written by helper ``follow67f`` (session 59, 2026-12-07) about a development business's
fixtures, ``shops/tchelet.json`` (pool service in Rehovot and the Shfela, ``tchelet-s67f``), batch
``s67f``. It is NOT held out.

Why: follow-ups in a conversation, above all the answer to the assistant's own "which one?" (two
Barzilais, two branches of Fitness Plus, two country clubs): the next message names one of the
candidates by its town ("זה מגדרה", "the one in Rehovot"), its first name, its order in the list
("הראשון"), the last digits of its phone; and pronoun follow-ups after an answer about one customer.
Controls: a new full question right after a "which one?" (one naming a candidate's town inside another
customer's name) keeps its own customer. Written before the engine was run on them.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, nm

TCHELET: list[Row] = [
    # the answer to "which one?": by town
    he("כמה חייב ברזילי?", BAL, nm("ברזילי"), [("names", "c01", "c02")]),
    he("זה מגדרה", BAL, [], [("bal", "c02")], True),
    en("how much does Barzilai owe us?", BAL, nm("Barzilai"), [("names", "c01", "c02")]),
    en("the one in Rehovot", BAL, [], [("bal", "c01")], True),
    he("מה המצב של התיקון של פיטנס פלוס?", REP, nm("פיטנס פלוס"), [("names", "c11", "c12")]),
    he("הסניף בנס ציונה", REP, [], [("rep", "r23")], True),
    he("אילו חשבוניות פתוחות יש לקאנטרי?", INV, nm("קאנטרי"), [("names", "c03", "c04")]),
    he("של רחובות", INV, [], [("ilist", "c03")], True),
    # by first name
    he("ברזילי, מה עם התיקון שלו?", REP, nm("ברזילי"), [("names", "c01", "c02")]),
    he("אורנה", REP, nm("אורנה"), [("rep", "r03")], True),
    en("what's Barzilai's phone number?", LOOK, nm("Barzilai"), [("names", "c01", "c02")]),
    en("Yigal", LOOK, nm("Yigal"), [("phone", "c01")], True),
    # by its place in the list, by the last digits of its phone
    he("מה הטלפון של פיטנס פלוס", LOOK, nm("פיטנס פלוס"), [("names", "c11", "c12")]),
    he("הראשון", LOOK, [], [("phone", "c11")], True),
    he("כמה חייבים פיטנס פלוס", BAL, nm("פיטנס פלוס"), [("names", "c11", "c12")]),
    he("זה שהטלפון שלו נגמר ב-89", BAL, [], [("bal", "c12")], True),
    # pronoun follow-ups after an answer about one customer
    he("כמה חייבת אורנה ברזילי?", BAL, nm("אורנה ברזילי"), [("bal", "c02")]),
    he("ומה עם המלחן שלה?", REP, [], [("rep", "r03")], True),
    he("יגאל ברזילי חייב משהו?", BAL, nm("יגאל ברזילי"), [("bal", "c01")]),
    en("and which of his invoices are open?", INV, [], [("ilist", "c01")], True),
    # controls: a new full question after "which one?" keeps its own customer
    he("כמה חייבים פיטנס פלוס?", BAL, nm("פיטנס פלוס"), [("names", "c11", "c12")]),
    he("כמה חייב קאנטרי קלאב רחובות?", BAL, nm("קאנטרי קלאב רחובות"), [("bal", "c03")], True),
    he("כמה חייב ברזילי", BAL, nm("ברזילי"), [("names", "c01", "c02")]),
    he("מה הטלפון של דורית אפשטיין?", LOOK, nm("דורית אפשטיין"), [("phone", "c14")], True),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s67f": TCHELET}

"""A DEVELOPMENT set written by helper ``english54`` (session 55, 2026-12-06) about a development business,
``shops/printline.json`` (a printer and copier service, business ``printline-e55``, batch ``s55e``). It is
NOT held out.

Why: the blind writers asked whose an invoice is right after an answer about it ("whose invoice is that?",
"who's that invoice for", "Who is that invoice for?": four rows), or in a second-language or spoken word
order ("invoice 70891 is of who", "who's the fella on invoice 70884?"), and went on tersely after an
answer without the auxiliary ("he pay already?", "he have more open?"). The engine answered an invoice's
state (the customer's name was in it, but the intent was wrong) or nothing. These rows ask the same of
this business in new wordings, with controls that must not change: the last answer's invoice asked of
again ("and how much is left on it?"), whose an invoice is asked with its number, a balance and a job
follow-up. Written from the fixtures before any was sent to the engine.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, iv, nm

PRINTLINE: list[Row] = [
    # whose the last answer's invoice is
    en("Is PL/2212 paid?", INV, iv("PL/2212"), [("ist", "i06")]),
    en("who's that invoice for?", LOOK, [], [("name", "c05")], True),
    en("was A-118 paid already", INV, iv("A-118"), [("ist", "i04")]),
    en("Whose invoice is that, please?", LOOK, [], [("name", "c03")], True),
    en("Is 31455 still open?", INV, iv("31455"), [("ist", "i09")]),
    en("and who is it for?", LOOK, [], [("name", "c07")], True),
    # whose an invoice is, in another word order
    en("invoice PL/2219 is of who", LOOK, iv("PL/2219"), [("name", "c08")]),
    en("who's the guy on invoice 31462? can't find it in my mails", LOOK, iv("31462"), [("name", "c04")]),
    en("the invoice A-125, it is for who?", LOOK, iv("A-125"), [("name", "c10")]),
    # terse follow-ups without the auxiliary
    en("Brian Walsh printer is ready?", REP, nm("Brian Walsh"), [("rep", "r06")]),
    en("he pay already?", BAL, [], [("bal", "c04")], True),
    en("invoice 31455 is of who", LOOK, iv("31455"), [("name", "c07")]),
    en("he have more open?", INV, [], [("ilist", "c07")], True),
    # controls
    en("Is PL/2231 paid?", INV, iv("PL/2231"), [("ist", "i02")]),
    en("and how much is left on it?", INV, [], [("ileft", "i02")], True),
    en("whose invoice is 31450?", LOOK, iv("31450"), [("name", "c02")]),
    en("who is the customer on invoice A-121?", LOOK, iv("A-121"), [("name", "c06")]),
    en("How much does Natalie Roth owe?", BAL, nm("Natalie Roth"), [("bal", "c08")]),
    en("and her invoices?", INV, [], [("ilist", "c08")], True),
    he("של מי חשבונית 31458?", LOOK, iv("31458"), [("name", "c09")]),
    he("חשבונית PL/2228 שולמה?", INV, iv("PL/2228"), [("ist", "i07")]),
    he("ושל מי היא?", LOOK, [], [("name", "c05")], True),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s55e": PRINTLINE}

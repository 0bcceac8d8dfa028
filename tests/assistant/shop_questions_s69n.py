"""A DEVELOPMENT set written by helper ``span69n`` (session 69, 2026-12-07) about a development business's
fixtures, ``shops/pedal.json`` (bicycle and e-scooter repairs in south Tel Aviv, ``pedal-s69n``), batch
``s69n``. It is NOT held out.

Why: the blind writers' entity misses are nearly all customer_name spans: a part of a name typed whole
("Sababa" of "Sababa Burgers", "אקספרס" of "אקספרס דרום"), no name at all for a plainly typed person who
is not a customer ("כמה חייב אלון מזרחי", "Dana Rosen's phone"), or a wrong word taken as the name (a
street, a room, a kind of place). The expected name is the name as typed: typos kept, a Hebrew prefix
letter off, the business's kind word kept where it was typed and left where it was not (both are
counted). Controls: a description with no name keeps none; knowledge and out-of-domain questions keep
none.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, KNOW, LOOK, REP, UNK, Row, en, he, nm

PEDAL: list[Row] = [
    # (a) the whole name as typed, several words of it
    he("כמה חייבת אקספרס דרום?", BAL, nm("אקספרס דרום"), [("bal", "c17")]),
    he("לאקספרס דרום שליחויות יש חשבונית פתוחה?", INV, nm("אקספרס דרום שליחויות"),
       [("ilist", "c17", "open")]),
    en("how much does Sababa Burgers owe us this month?", BAL, nm("Sababa Burgers"), [("bal", "c12")]),
    en("Sababa Burgers called again, is their Kaabo Mantis done?", REP, nm("Sababa Burgers"),
       [("rep", "r13")]),
    he("הפינה של לוינסקי כמה הם חייבים לנו?", BAL, nm("הפינה של לוינסקי"), [("bal", "c02")]),
    he("מה המייל של מסעדת הפינה של לוינסקי", LOOK, nm("מסעדת הפינה של לוינסקי"), [("email", "c02")]),
    he("מה הטלפון של קפה נועה?", LOOK, nm("קפה נועה"), [("phone", "c21")]),
    en("what's the phone number of Jean-Pierre Dubois", LOOK, nm("Jean-Pierre Dubois"), [("phone", "c23")]),
    en("is Jean Pierre Dubois's Peugeot ready yet?", REP, nm("Jean Pierre Dubois"), [("rep", "r26")]),
    en("Daniel Brooks road bike, is it fixed?", REP, nm("Daniel Brooks"), [("rep", "r07")]),
    he("לתומר בן דוד יש עוד חוב?", BAL, nm("תומר בן דוד"), [("bal", "c13")]),
    he("הקורקינט של סמיר אבו אחמד מוכן?", REP, nm("סמיר אבו אחמד")),
    he("מה היתרה של אולגה פטרנקה", BAL, nm("אולגה פטרנקה"), [("bal", "c10")]),
    en("how much does Olga Petrenko still owe?", BAL, nm("Olga Petrenko"), [("bal", "c10")]),
    en("Mark Feldman from the Segway, what's his email", LOOK, nm("Mark Feldman"), [("email", "c15")]),
    # (b) a person's name typed plainly, who is no customer: reported as typed
    he("כמה חייב אלון מזרחי?", BAL, nm("אלון מזרחי")),
    en("what's Dana Rosen's phone number?", LOOK, nm("Dana Rosen")),
    en("balance for Gil Harari please", BAL, nm("Gil Harari")),
    he("מה הטלפון של רונית שמש", LOOK, nm("רונית שמש")),
    he("יתרה של אורי בן חיים", BAL, nm("אורי בן חיים")),
    en("Yael Goldberg says she left a scooter here last week, what's its status?", REP, nm("Yael Goldberg")),
    # (c) a street, a room or a kind of place beside the name is not the name
    he("מה עם הקורקינט של נוי שמעוני מרחוב הרצל?", REP, nm("נוי שמעוני"), [("rep", "r06")]),
    en("Michal Avraham from the shop on Herzl, how much does she owe?", BAL, nm("Michal Avraham"),
       [("bal", "c14")]),
    en("the bike Roi Cohen left in the waiting room, is it back from parts?", REP, nm("Roi Cohen")),
    he("אביגיל כהן מהקיבוץ, מה המספר שלה?", LOOK, nm("אביגיל כהן"), [("phone", "c06")]),
    # controls: no name typed, none reported; knowledge and out-of-domain questions keep none
    en("the courier company in Holon, what do they owe?", BAL, [], [("bal", "c17")]),
    he("כמה עולה טיפול חודשי לצי של שליחים?", KNOW),
    en("who won the Maccabi game last night?", UNK),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s69n": PEDAL}

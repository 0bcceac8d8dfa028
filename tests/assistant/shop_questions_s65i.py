"""A DEVELOPMENT set written by helper ``inv65i`` (session 58, 2026-12-07) about a development business's
fixtures, ``shops/shinayim.json`` (dental equipment service in Beer Sheva and the Negev,
``shinayim-s65i``), batch ``s65i``. It is NOT held out.

Why: the blind writers' invoice and balance questions whose answer had the wrong facts: an invoice asked
by its printed number in another style (spaces, a slash, no prefix, lower case), "anything open on
<name>" (which invoices), partly paid invoices (what is left, what was paid), an invoice asked by its
amount or its age, a name two customers share, and follow-ups ("and the one before?").
Controls: an invoice asked by its number as printed, and a balance asked by the customer's full name.
Written before the engine was run on them. Hebrew rows about a draft are left out: the scorer has no
Hebrew pattern for a draft.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, Row, en, he, iv, nm

SHINAYIM: list[Row] = [
    # the printed number in another style
    he("מה הסטטוס של חשבונית DR 3140", INV, iv("DR 3140"), [("ist", "i05")]),
    en("is dr3118 paid?", INV, iv("dr3118"), [("ist", "i09")]),
    he("חשבונית מס' DR/3127 עדיין פתוחה?", INV, iv("DR/3127"), [("ist", "i44")]),
    en("invoice no. 3137 of Dr. Gilad Biton's clinic, is it overdue?", INV, iv("3137"), [("ist", "i41")]),
    en("DR-3151 - is it still a draft?", INV, iv("DR-3151"), [("ist", "i46")]),
    # partly paid: what is left, what was paid
    en("how much is left on DR-3135", INV, iv("DR-3135"), [("ileft", "i13")]),
    he("כמה נשאר לשלם על SC-2506", INV, iv("SC-2506"), [("ileft", "i54")]),
    en("how much did they pay so far on DR 3148", INV, iv("DR 3148"), [("ipaid", "i19")]),
    # anything open on a customer: which invoices
    he("יש משהו פתוח על כללית סמייל באר שבע?", INV, nm("כללית סמייל באר שבע"), [("ilist", "c04")]),
    en("anything open on Negev Implant Center? numbers please", INV, nm("Negev Implant Center"),
       [("ilist", "c29")]),
    he("אילו חשבוניות עוד לא שולמו אצל מכללת הנגב?", INV, nm("מכללת הנגב"), [("ilist", "c05")]),
    # an invoice asked by its amount or its age
    en("someone called about an invoice of 12,450 - whose is it and is it paid?", INV, [], [("ist", "i53")]),
    he("החשבונית על 2,950 ש\"ח שולמה?", INV, [], [("ist", "i29")]),
    en("the invoice we sent Yahalom clinic two weeks ago, how much is left on it?", INV, [],
       [("ileft", "i43")]),
    # a name two customers share: asked back
    he("כמה חייב ד\"ר אבו-סבית?", BAL, nm("אבו-סבית"), [("names", "c01", "c08")]),
    # follow-ups
    en("what's the status of DR-3142?", INV, iv("DR-3142"), [("ist", "i15")]),
    en("and the one before?", INV, [], [("ist", "i14")], True),
    en("does Dr. Michael Stern owe us anything?", BAL, nm("Dr. Michael Stern"), [("bal", "c18")]),
    he("ואיזה חשבוניות פתוחות יש לו?", INV, [], [("ilist", "c18")], True),
    he("כמה דני אזולאי צריך עוד לשלם?", BAL, nm("דני אזולאי"), [("bal", "c07")]),
    he("ואיזו מהן באיחור?", INV, [], [("ist", "i16")], True),
    # controls
    he("חשבונית DR-3120 שולמה?", INV, iv("DR-3120"), [("ist", "i16")]),
    he("כמה חייבת מרפאת שיניים רמות?", BAL, nm("מרפאת שיניים רמות"), [("bal", "c16")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s65i": SHINAYIM}

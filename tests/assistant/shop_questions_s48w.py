"""A DEVELOPMENT set written by helper ``records48`` (session 47, 2026-12-06, issue 15) about a
development business, ``shops/galim.json`` (a marine service, business ``galim-w``, batch ``s48w``). It is
NOT held out.

Why: the blind writers of session 47 asked which RECORD a question about a known customer or number wants,
and the engine chose the wrong one: "whose invoice is X" (the customer, a look-up), a number said bare or
spaced with a money word ("כמה נשאר על 91204", "GM 6248 kama nishar": the invoice), a record question
inside a story, a card field asked in formal Hebrew, "does X owe anything, invoices or debt" (the balance),
"which of their invoices are still open" (the invoices, not the balance) and follow-ups that carry the
record by a pronoun ("והיא שולמה?", "hi shulma?"). These rows ask the same kinds of question of another
business, in Hebrew, English and Hebrew typed in Latin letters. Every row was written from the fixtures
before any was sent to the engine.

First run, on the unchanged engine (main 8000ac7, records first): intent 0.75, entities 0.90, answers 0.89
(7 of 28 wrong). After the changes of branch ``records48``: 1.00 / 1.00 / 1.00, 7 rows better, none worse.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, Row, en, he, iv, nm

GALIM: list[Row] = [
    # whose invoice: the customer it is made out to
    en("Whose invoice is GM-6236?", LOOK, iv("GM-6236"), [("name", "c07"), ("about", "i09")]),
    he("של מי חשבונית 91227", LOOK, iv("91227"), [("name", "c06"), ("about", "i08")]),
    he("לאיזה לקוח שייכת חשבונית 26/0331?", LOOK, iv("26/0331"), [("name", "c11"), ("about", "i15")]),
    en("shel mi GM 6261", LOOK, [("inv", "GM-6261", "GM 6261")], [("name", "c14"), ("about", "i18")]),
    en("A bank slip came in with 91252 on it and nothing else. Which customer is that invoice for?", LOOK,
       iv("91252"), [("name", "c13"), ("about", "i17")]),
    en("and has it been paid?", INV, [], [("ist", "i17")], True),
    en("who is GM-6203 made out to", LOOK, iv("GM-6203"), [("name", "c12"), ("about", "i16")]),
    # an invoice's number, bare or spaced, with what is asked of it
    he("כמה נשאר על 91204", INV, iv("91204"), [("ileft", "i03")]),
    en("GM 6248 kama nishar", INV, [("inv", "GM-6248", "GM 6248")], [("ileft", "i02")]),
    he("כמה שילמו על 26 0318", INV, [("inv", "26/0318", "26 0318")], [("ipaid", "i04")]),
    # a record question inside a story
    en("The marina office called about invoice 26/0325 and says it's way overdue. How much is still open on "
       "it?", INV, iv("26/0325"), [("ileft", "i12")]),
    en("Our bookkeeper is closing the quarter and asked me about GM-6221. Is it paid or not?", INV,
       iv("GM-6221"), [("ist", "i06")]),
    # a card field asked formally
    he("אודה לך אם תמסור לי את מספר הטלפון של מועדון הצלילה דקר, ברצוני לתאם עמם את התשלום.", LOOK,
       nm("מועדון הצלילה דקר"), [("phone", "c14")]),
    he("אבקש לקבל את כתובת הדואר האלקטרוני של יאכטות הדרום, לצורך משלוח החשבוניות.", LOOK,
       nm("יאכטות הדרום"), [("email", "c09")]),
    # owes anything at all: the balance
    en("Does Yossi Berkovich owe us anything, any invoices or debt?", BAL, nm("Yossi Berkovich"),
       [("bal", "c08")]),
    he("האם לאולגה סמירנוב יש חוב פתוח או חשבוניות שלא שולמו?", BAL, nm("אולגה סמירנוב"), [("bal", "c11")]),
]  # fmt: skip

# Follow-ups that carry the record asked before them.
GALIM_ON: list[Row] = [
    he("מה מצב חשבונית GM-6255?", INV, iv("GM-6255"), [("ist", "i11")]),
    he("והיא של מי?", LOOK, [], [("name", "c08")], True),
    he("חשבונית 26/0318, כמה נשאר לשלם?", INV, iv("26/0318"), [("ileft", "i04")]),
    he("והיא כבר שולמה?", INV, [], [("ist", "i04")], True),
    en("91258 kama shulam", INV, iv("91258"), [("ipaid", "i20")]),
    en("hi kvar shulma?", INV, [], [("ist", "i20")], True),
    en("Could you tell me how much Blue Horizon Charters owes us?", BAL, nm("Blue Horizon Charters"),
       [("bal", "c07")]),
    en("And which of their invoices are still outstanding?", INV, [], [("ilist", "c07")], True),
    he("כמה חייבים לנו יאכטות הדרום?", BAL, nm("יאכטות הדרום"), [("bal", "c09")]),
    he("ואילו מהחשבוניות שלהם עדיין פתוחות?", INV, [], [("ilist", "c09")], True),
    en("kama hayav dani ohayon", BAL, nm("dani ohayon"), [("bal", "c04")]),
    en("ve eize heshboniot shelo ptuhot?", INV, [], [("ilist", "c04")], True),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s48w": GALIM + GALIM_ON}

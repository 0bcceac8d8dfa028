"""A DEVELOPMENT set written by helper ``follow49`` (session 49, 2026-12-06, issue 15) about two development
businesses, ``shops/koltov.json`` (a hearing-aid centre, business ``koltov-f51``) and ``shops/galim.json`` (a
marine service, business ``galim-f51``), batches ``s51fk`` and ``s51fg``. It is NOT held out.

Why: the blind writers of session 50 continued a conversation with a short message and the engine lost
what it carried: the customer bound by the question before ("והשונית שלהם", "his email pls", "and his
bill? how much"), the last answer's invoice ("והיא פתוחה עדיין?") and the other or older one of the
customer's invoices ("והשנייה שלהם, גם פתוחה?", "And how much is left on the older one?"). The intent is
set by what the follow-up now asks (a card field, the balance, one invoice, a job by its item), the
customer and the records by the context. Near-miss controls: a follow-up that names another customer or
invoice asks about that one. Every row was written from the fixtures before any was sent to the engine.

First run, on the unchanged engine (main 2543a5d, records first): koltov-f51 intent 0.95 / answers 0.89,
galim-f51 0.84 / 0.94 (5 of 39 rows wrong). After branch ``follow49``: koltov-f51 1.00 / 0.95, galim-f51
unchanged (4 wrong). Left: "ויש להם עוד חשבונית" is answered with the draft (טיוטה) but the scorer's
draft word is not met; "his bill" read as the invoices (the balance is in the answer); "her phone pls"
links "phone" to the customer's jet ski (אופנוע) by its sound.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, iv, nm

KOLTOV: list[Row] = [
    # a repair, then the card and the balance of the same customer
    en("Is Margaret Collins's hearing aid fixed yet?", REP, nm("Margaret Collins"), [("rep", "r14")]),
    en("and her email?", LOOK, [], [("email", "c09")], True),
    en("how much does she still owe us", BAL, [], [("bal", "c09")], True),
    # a balance, then a job by its item, then the card
    he("כמה חייבים לנו בית אבות נווה חורש?", BAL, nm("בית אבות נווה חורש"), [("bal", "c01")]),
    he("והמייבש שלהם, תוקן כבר?", REP, [], [("rep", "r02")], True),
    he("תן לי את הטלפון שם", LOOK, [], [("phone", "c01")], True),
    # a job, then the customer's one invoice
    en("David Feldman's TV streamer, is it ready?", REP, nm("David Feldman"), [("rep", "r17")]),
    en("and his invoice, what's its status?", INV, [], [("ist", "i14")], True),
    # a job, the open invoice, then the older one
    he("נג'יב חורי, מה קורה עם המעבד של השתל?", REP, nm("נג'יב חורי"), [("rep", "r15")]),
    he("והחשבונית הפתוחה שלו, כמה נשאר בה?", INV, [], [("ileft", "i13")], True),
    he("והקודמת, שולמה?", INV, [], [("ist", "i12")], True),
    # an invoice by its number, then the customer's other one
    he("כמה נשאר לשלם על 118/26?", INV, iv("118/26"), [("ileft", "i04")]),
    he("ויש להם עוד חשבונית, מה המצב שלה?", INV, [], [("ist", "i21")], True),
    # the open ones, then the other one
    en("Which of Clearwave's invoices are still open?", INV, nm("Clearwave"), [("ilist", "c16")]),
    en("and the other one, paid?", INV, [], [("ist", "i19")], True),
    # a balance, the card; then another customer named (a control: the new name replaces the context)
    he("מה היתרה של יהודית בן עמי?", BAL, nm("יהודית בן עמי"), [("bal", "c14")]),
    he("והטלפון שלה?", LOOK, [], [("phone", "c14")], True),
    he("ולאמל סלימאן כמה יש לשלם?", BAL, nm("אמל סלימאן"), [("bal", "c13")], True),
    # an invoice, then another invoice's number (a control)
    en("was KT-3124 paid?", INV, iv("KT-3124"), [("ist", "i10")]),
    en("and 40548?", INV, iv("40548"), [("ist", "i15")], True),
]  # fmt: skip

GALIM: list[Row] = [
    # a job, another of their jobs by its item, then the newer and the older invoice
    en("What's happening with Blue Horizon's catamaran generator?", REP, nm("Blue Horizon"),
       [("rep", "r11")]),
    en("and the VHF?", REP, [], [("rep", "r12")], True),
    en("how much is left on their latest invoice?", INV, [], [("ileft", "i21")], True),
    en("And the older one, how much is open there?", INV, [], [("ileft", "i09")], True),
    # a job, their other job, the whole account, then the older invoice
    he("יאכטות הדרום, איך מתקדמת הצביעה של אורית?", REP, nm("יאכטות הדרום"), [("rep", "r14")]),
    he("והגנרטור שלהם?", REP, [], [("rep", "r15")], True),
    he("כמה הם חייבים בסך הכל?", BAL, [], [("bal", "c09")], True),
    he("ומהחשבונית הישנה שלהם כמה כבר שולם?", INV, [], [("ipaid", "i12")], True),
    # a job, then the card, then what he owes
    he("מה המצב של המדחף של יוסי ברקוביץ?", REP, nm("יוסי ברקוביץ"), [("rep", "r13")]),
    he("המייל שלו בבקשה", LOOK, [], [("email", "c08")], True),
    en("Tomer Katz, is the trailer ready?", REP, nm("Tomer Katz"), [("rep", "r19")]),
    en("ok and what's his bill", BAL, [], [("bal", "c13")], True),
    en("what about Mark Stevens?", BAL, nm("Mark Stevens"), [("bal", "c05")], True),  # a control: a new name
    # a card, then the job; then another customer's job (a control)
    he("מה הטלפון של דני אוחיון?", LOOK, nm("דני אוחיון"), [("phone", "c04")]),
    he("והסירה שלו, מוכנה?", REP, [], [("rep", "r07")], True),
    he("ומה עם הסירה של ח'אלד עבאס?", REP, nm("ח'אלד עבאס"), [("rep", "r16")], True),
    # an invoice by its number, whose it is, then still open
    he("26/0331 של מי?", LOOK, iv("26/0331"), [("name", "c11"), ("about", "i15")]),
    he("והיא עוד פתוחה?", INV, [], [("ist", "i15")], True),
    en("her phone pls", LOOK, [], [("phone", "c11")], True),
]  # fmt: skip

KOLTOV_BATCHES: dict[str, list[Row]] = {"s51fk": KOLTOV}
GALIM_BATCHES: dict[str, list[Row]] = {"s51fg": GALIM}

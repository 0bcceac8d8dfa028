"""A DEVELOPMENT set written by helper ``desc67d`` (session 67, 2026-12-07) about a development business's
fixtures, ``shops/pedal.json`` (bicycle and e-scooter repairs in south Tel Aviv with a fleet plan for
restaurants' and courier firms' riders, ``pedal-s67d``), batch ``s67d``. It is NOT held out.

Why: the blind writers' rows whose customer is told by a description, not a name: what the business is
("the courier company", "the burger place"), where it is ("in Holon", "on Shabazi"), or what its jobs
were ("the guy with the fat bike", "the one changing 5 batteries"), across balance, repair status,
lookup and invoice questions. Controls: descriptions that fit two customers (the answer asks which one),
real names that must keep winning, and knowledge / out-of-domain questions that must not become a
customer look-up.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, KNOW, LOOK, REP, UNK, Row, en, he, nm

PEDAL: list[Row] = [
    # one customer told by what the business is, where it is, or what its jobs were
    he("כמה חייבת הפיצריה בפלורנטין?", BAL, [], [("bal", "c09")]),
    he("חברת השליחויות בחולון, כמה הם חייבים לנו?", BAL, [], [("bal", "c17")]),
    en("the courier company on HaRakevet street - what do they owe?", BAL, [], [("bal", "c03")]),
    en("how much does the burger place owe us?", BAL, [], [("bal", "c12")]),
    he("מה עם הקורקינט של מקום ההמבורגרים?", REP, [], [("rep", "r13")]),
    en("the cafe on Shabazi, is their courier's bike ready?", REP, [], [("rep", "r24")]),
    he("לבית הקפה בשבזי יש חשבונית פתוחה?", INV, [], [("ilist", "c21", "open")]),
    en("the guy with the vintage Peugeot, is it done?", REP, [], [("rep", "r26")]),
    he("מה הטלפון של הבחור עם הפאט בייק?", LOOK, [], [("phone", "c13")]),
    en("the lady in Bat Yam with the folding e-bike - how much does she still owe?", BAL, [],
       [("bal", "c10")]),
    he("השליח העצמאי מיפו, הוא חייב לנו משהו?", BAL, [], [("bal", "c11")]),
    en("the Segway guy from Jaffa, what's his number?", LOOK, [], [("phone", "c15")]),
    he("המסעדה בלוינסקי - האופניים של השליח שלהם מוכנים?", REP, [], [("rep", "r02")]),
    en("the restaurant on Levinsky street, what's their email?", LOOK, [], [("email", "c02")]),
    en("the English-speaking guy with the road bike in Neve Tzedek, how much is his bill?", BAL, [],
       [("bal", "c05")]),
    he("חברת השליחויות שמחליפים לה 5 סוללות, כמה היא חייבת?", BAL, [], [("bal", "c03")]),
    he("מה הטלפון של הלקוח עם אופני הילדים?", LOOK, [], [("phone", "c08")]),
    # controls: a description that fits two customers asks which one
    he("כמה חייבת חברת השליחויות?", BAL, [], [("names", "c03", "c17")]),
    en("the customer in Bat Yam, what's the balance?", BAL, [], [("names", "c10", "c22")]),
    he("הלקוח מיפו, כמה הוא חייב?", BAL, [], [("names", "c11", "c15")]),
    # controls: a real name keeps winning
    he("כמה חייבת פיצה פלורנטין?", BAL, nm("פיצה פלורנטין"), [("bal", "c09")]),
    he("מה עם האופניים של משה לוין?", REP, nm("משה לוין"), [("rep", "r08")]),
    en("Sababa Burgers, is the Kaabo ready?", REP, nm("Sababa Burgers"), [("rep", "r13")]),
    # controls: knowledge and out-of-domain questions are not customer look-ups
    he("כמה עולה איסוף מבת ים?", KNOW, [], [("kn", "k07", "90")]),
    en("how much is the fleet plan for a courier company?", KNOW, [], [("kn", "k05", "129")]),
    en("what's a good pizza place in Florentin for lunch?", UNK),
    he("מה מזג האוויר בחולון מחר?", UNK),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s67d": PEDAL}

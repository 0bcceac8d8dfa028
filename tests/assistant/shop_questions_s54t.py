"""A DEVELOPMENT set written by helper ``twoasks53`` (session 54, 2026-12-06) about a development business,
``shops/katzaf.json`` (a commercial laundry machine service, business ``katzaf-t54``, batch ``s54t``). It is
NOT held out.

Why: the blind writers of session 52 asked two things of the same record in one message ("whose invoice is
that, and what is their total balance", "<customer>, how much do they owe? and the <job>, is it done?",
"<job>, it was picked up, right? and did he pay?"): the intent expected is the first ask's, and the answer
must hold the facts of both. Beside them, a balance asked with a job only as its occasion ("how much is left
for her to pay, she'll bring cash when she collects the machine"), and controls that ask one thing with an
"and" inside it (two fields of one card, two customers, two asks of one record) that must not change.
Written from the fixtures before any was sent to the engine.

First run, on the unchanged engine (main 6cb30015, records first): intent 0.94, entities 0.97, answers 0.47
(17 of 32 wrong): the first ask answered alone, the second ask's facts missing.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, iv, nm

KATZAF: list[Row] = [
    # whose is an invoice, and a second ask of that customer: the card, then the second ask's facts
    en("Whose invoice is 80329, and what is their total balance with us?", LOOK, iv("80329"),
       [("name", "c04"), ("bal", "c04")]),
    he("של מי החשבונית KZ-0425 וכמה הם חייבים לנו בסך הכל?", LOOK, iv("KZ-0425"),
       [("name", "c06"), ("bal", "c06")]),
    en("Who does invoice 80333 belong to, and is their steam iron back with them?", LOOK, iv("80333"),
       [("name", "c17"), ("rep", "r18")]),
    he("של מי 5036/26, והאם היא כבר שולמה?", LOOK, iv("5036/26"), [("name", "c13"), ("ist", "i25")]),
    en("Invoice KZ-0421 is quite old. Whose is it, and is it still open?", LOOK, iv("KZ-0421"),
       [("name", "c18"), ("ist", "i32")]),
    # a balance first, then an invoice or a job of the same customer
    en("Please tell me how much Yosef Haddad still owes, and whether his invoice 80338 was settled.", BAL,
       nm("Yosef Haddad") + iv("80338"), [("bal", "c12"), ("ist", "i24")]),
    he("כמה עוד חייב לנו יוסף חדאד, והאם החשבונית 80338 שלו שולמה?", BAL, nm("יוסף חדאד") + iv("80338"),
       [("bal", "c12"), ("ist", "i24")]),
    he("כמה חייבים במכבסת הכרמל, והאם החשבונית 80317 שלהם שולמה?", BAL, nm("מכבסת הכרמל") + iv("80317"),
       [("bal", "c02"), ("ist", "i05")]),
    en("Michael Stern, how much does he owe? and the Miele job, is it done?", BAL, nm("Michael Stern"),
       [("bal", "c13"), ("rep", "r15")]),
    he("מלון ים התכלת, כמה הם חייבים? והמייבש פרימוס שלהם, מוכן?", BAL, nm("מלון ים התכלת"),
       [("bal", "c01"), ("rep", "r02")]),
    en("What's Sunrise Linen's balance, and what's their phone number?", BAL, nm("Sunrise Linen"),
       [("bal", "c03"), ("phone", "c03")]),
    he("כמה חייבת רינה אבוטבול ומה מספר הטלפון שלה?", BAL, nm("רינה אבוטבול"),
       [("bal", "c04"), ("phone", "c04")]),
    # a job first, then money or a card field of its customer
    en("Michael Stern's washer, still waiting for the motor, right? and did he pay?", REP,
       nm("Michael Stern"), [("rep", "r15"), ("bal", "c13")]),
    he("המכבש קיטור של אחמד מסארווה מוכן, נכון? והוא שילם?", REP, nm("אחמד מסארווה"),
       [("rep", "r17"), ("bal", "c15")]),
    en("Is Olga Petrova's coin machine fixed yet, and how much does she owe us?", REP, nm("Olga Petrova"),
       [("rep", "r13"), ("bal", "c11")]),
    he("יונתן גפן – המייבש שלו כבר תוקן? וכמה הוא חייב לנו?", REP, nm("יונתן גפן"),
       [("rep", "r19"), ("bal", "c18")]),
    he("מה המצב של המכונה של שרה טקלה ומה הטלפון שלה?", REP, nm("שרה טקלה"),
       [("rep", "r21"), ("phone", "c20")]),
    # an invoice first, then the job of its customer
    en("Was invoice 5044/26 paid? and what's the status of their Girbau washer?", INV, iv("5044/26"),
       [("ist", "i20"), ("rep", "r12")]),
    he("חשבונית 80314 שולמה? והמכבש שלהם מוכן?", INV, iv("80314"), [("ist", "i28"), ("rep", "r17")]),
    # a balance asked with the job only as its occasion: the balance
    en("How much is Michael Stern behind? he's coming to collect the washer tomorrow and wants to pay cash",
       BAL, nm("Michael Stern"), [("bal", "c13")]),
    he("כמה נשאר לדנה רוזנברג-עמר לשלם? היא תביא מזומן כשתבוא לקחת את המכונה", BAL, nm("דנה רוזנברג-עמר"),
       [("bal", "c09")]),
    en("Olga Petrova says she'll settle everything when she picks up the coin machine. What's her total?",
       BAL, nm("Olga Petrova"), [("bal", "c11")]),
    he("אבקש לדעת כמה נותר לסמיר חורי לשלם לנו, הוא יבוא עם מזומן כשיאסוף את המכונה ולא ירצה לחזור פעמיים.",
       BAL, nm("סמיר חורי"), [("bal", "c05")]),
    # controls: one ask with an "and" inside it
    en("What are Olga Petrova's invoices and balance?", BAL, nm("Olga Petrova"), [("bal", "c11")]),
    he("מה היתרה והחשבוניות הפתוחות של סמיר חורי?", BAL, nm("סמיר חורי"), [("bal", "c05")]),
    he("כמה חייבים סמיר חורי ואחמד מסארווה?", BAL, nm("סמיר חורי") + nm("אחמד מסארווה"),
       [("bal", "c05"), ("bal", "c15")]),
    he("מה קורה עם המייבש של יונתן גפן ומתי הוא יהיה מוכן?", REP, nm("יונתן גפן"), [("rep", "r19")]),
    en("Did Yosef Haddad pay invoice 80338 and when is it due?", INV, nm("Yosef Haddad") + iv("80338"),
       [("ist", "i24")]),
    he("מה הטלפון והכתובת של מלון ים התכלת?", LOOK, nm("מלון ים התכלת"), [("phone", "c01")]),
    en("Phone and email for Olga Petrova please", LOOK, nm("Olga Petrova"), [("phone", "c11")]),
    he("מה המצב של המכונה של ספא מי מלח?", REP, nm("ספא מי מלח"), [("rep", "r22")]),
    en("How much does Michael Stern owe us in total?", BAL, nm("Michael Stern"), [("bal", "c13")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s54t": KATZAF}

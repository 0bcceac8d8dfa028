"""A DEVELOPMENT set written by helper ``inv69i`` (session 60) about a development business's fixtures,
``shops/kfor.json`` (refrigeration and kitchen equipment service in Jaffa, Tel Aviv and Bat Yam,
``kfor-s69i``), batch ``s69i``. It is NOT held out.

Why: the blind writers' invoice rows: an invoice's status asked by its number, above all in Hebrew and
as "a draft or sent already?", how much is left or was paid on one invoice, and the line between an
invoice question ("anything open?", "which invoices are open") and a balance question ("late with
paying? how much?"). Controls: plain balance questions and follow-ups of either kind.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, Row, en, he, iv, nm

KFOR: list[Row] = [
    # an invoice's status by its number
    he("מה הסטטוס של חשבונית KF-7341", INV, iv("KF-7341"), [("ist", "i02")]),
    he("KF-7355 זה טיוטה או שיצאה כבר?", INV, iv("KF-7355"), [("ist", "i07")]),
    he("החשבונית KF-7318 כבר שולמה?", INV, iv("KF-7318"), [("ist", "i04")]),
    he("חשבונית KF-7337 בוטלה?", INV, iv("KF-7337"), [("ist", "i13")]),
    he("האם חשבונית HS-2607 כבר הופקה ונשלחה ללקוח, או שהיא עדיין טיוטה?", INV, iv("HS-2607"),
       [("ist", "i09")]),
    he("תבדוק בבקשה את הסטטוס של חשבונית KF-7348", INV, iv("KF-7348"), [("ist", "i23")]),
    he("החשבונית KF-7302 כבר נשלחה ללקוח?", INV, iv("KF-7302"), [("ist", "i01")]),
    he("KF-7354 שולמה או עדיין פתוחה?", INV, iv("KF-7354"), [("ist", "i53")]),
    en("is invoice KF-7353 still a draft or was it sent?", INV, iv("KF-7353"), [("ist", "i38")]),
    en("what's the status of KF-7309?", INV, iv("KF-7309"), [("ist", "i11")]),
    en("KF-7344 - was that one cancelled?", INV, iv("KF-7344"), [("ist", "i49")]),
    # how much is left or was paid on one invoice
    he("כמה נשאר לשלם על KF-7329", INV, iv("KF-7329"), [("ileft", "i10")]),
    en("how much is left on invoice KF-7350?", INV, iv("KF-7350"), [("ileft", "i18")]),
    he("כמה שולם על חשבונית KF-7318?", INV, iv("KF-7318"), [("ipaid", "i04")]),
    en("how much rests to pay on KF-7327?", INV, iv("KF-7327"), [("ileft", "i28")]),
    # open invoices of a customer are an invoice question
    he("לסושי יפו יש משהו פתוח?", INV, nm("סושי יפו"), [("ilist", "c25", "open")]),
    en("does Nadia Haddad have anything open with us?", INV, nm("Nadia Haddad"), [("ilist", "c26", "open")]),
    he("אילו חשבוניות פתוחות יש למאפיית הכרם בסך הכל?", INV, nm("מאפיית הכרם"), [("ilist", "c07", "open")]),
    en("which invoices does Dizengoff Burger Co. still have open?", INV, nm("Dizengoff Burger Co."),
       [("ilist", "c28", "open")]),
    he("יש לסופר השוק בת ים חשבוניות באיחור?", INV, nm("סופר השוק בת ים"), [("ilist", "c06", "open")]),
    # how much a late payer owes is a balance question
    he("מסעדת נור עג'מי באיחור עם התשלום? כמה?", BAL, nm("מסעדת נור עג'מי"), [("bal", "c17")]),
    en("Is Sea Breeze Hotel late with paying? how much?", BAL, nm("Sea Breeze Hotel"), [("bal", "c12")]),
    # controls: plain balance questions
    he("מה היתרה של גלידריית סנטו", BAL, nm("גלידריית סנטו"), [("bal", "c15")]),
    en("how much does Namal Fish Market owe us in total?", BAL, nm("Namal Fish Market"), [("bal", "c34")]),
    # follow-ups of either kind
    he("כמה חייבת מיכל בן דוד?", BAL, nm("מיכל בן דוד"), [("bal", "c24")]),
    he("ואילו חשבוניות פתוחות יש לה?", INV, [], [("ilist", "c24", "open")], True),
    en("Pierre Lemaire, how much does he owe?", BAL, nm("Pierre Lemaire"), [("bal", "c10")]),
    en("and which invoices are those?", INV, [], [("ilist", "c10", "open")], True),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s69i": KFOR}

"""A DEVELOPMENT set written by helper ``money49`` (session 49, 2026-12-06, issue 15) about a development
business, ``shops/katzaf.json`` (a commercial laundry machine service, business ``katzaf-m51``, batch
``s51m``). It is NOT held out.

Why: the blind writers of session 49 asked money and status questions whose record the engine chose
wrongly: "did <customer> pay for <their machine/job>" (that job's invoice, not the balance), "<customer>
has anything open?" / "how much is open at <customer>" (the balance: what they owe), "<bare number> paid
anything?" (that invoice, a code's letters typed in Hebrew too), "was <invoice> issued or still a draft",
"two customers, how much on each" (both balances), "open invoices for <customer>? they want a year-end
balance confirmation" (their open invoices), "<customer>'s <machine> cancelled or what?" (the job). These
rows ask the same kinds of question of another business in Hebrew and English, beside near-miss controls
(the same words asking another record) that must not change. Written from the fixtures before any was
sent to the engine.

First run, on the unchanged engine (main 2543a5de, records first): intent 0.67, entities 0.92, answers 0.81
(17 of 36 wrong). After branch ``money49``: 1.00 / 0.92 / 0.94, 12 rows better, none worse; left wrong: a
Hebrew draft (the scorer has no Hebrew pattern for ``status:draft``), two customers asked together (one
found, the answer asks which), a job of two cancelled or fixed.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, iv, nm

KATZAF: list[Row] = [
    # paid for their machine or job: that job's invoice (each of these customers has one invoice)
    he("דנה רוזנברג-עמר שילמה כבר על הפרימוס?", INV, nm("דנה רוזנברג-עמר"), [("ist", "i18")]),
    en("Has Michael Stern paid for the Miele yet?", INV, nm("Michael Stern"), [("ist", "i25")]),
    he("אחמד מסארווה שילם על המכבש קיטור?", INV, nm("אחמד מסארווה"), [("ist", "i28")]),
    en("did yonatan gefen pay for the dryer job or not", INV, nm("yonatan gefen"), [("ist", "i32")]),
    he("דנה שמש שילמה על התיקון?", INV, nm("דנה שמש"), [("ist", "i17")]),
    en("I don't suppose Michael Stern has settled up for the washing machine repair yet?", INV,
       nm("Michael Stern"), [("ist", "i25")]),
    he("יונתן גפן מהמלון בוטיק שילם כבר על המייבש? הוא על הקו", INV, nm("יונתן גפן"), [("ist", "i32")]),
    # anything open / how much open at a customer: the balance
    he("לסמיר חורי יש משהו פתוח?", BAL, nm("סמיר חורי"), [("bal", "c05")]),
    en("Olga Petrova anything open?", BAL, nm("Olga Petrova"), [("bal", "c11")]),
    he("כמה פתוח אצל יונתן גפן", BAL, nm("יונתן גפן"), [("bal", "c18")]),
    en("how much is open with Sunrise Linen", BAL, nm("Sunrise Linen"), [("bal", "c03")]),
    he("במכבסת הכרמל כמה פתוח", BAL, nm("מכבסת הכרמל"), [("bal", "c02")]),
    he("לרינה אבוטבול נשאר משהו פתוח אצלנו?", BAL, nm("רינה אבוטבול"), [("bal", "c04")]),
    # a bare number (or a code with its letters in Hebrew) paid anything: that invoice
    he("80329 שילמו משהו?", INV, iv("80329"), [("ist", "i10")]),
    en("KZ 0425 paid anything?", INV, [("inv", "KZ-0425", "KZ 0425")], [("ist", "i14")]),
    he("קז 0437 שולם משהו", INV, [("inv", "KZ-0437", "קז 0437")], [("ist", "i22")]),
    he("5036/26 כבר שילמו או לא", INV, iv("5036/26"), [("ist", "i25")]),
    # issued or still a draft, cancelled
    he("חשבונית 80335 – כבר הופקה ללקוחה או שהיא עדיין טיוטה?", INV, iv("80335"), [("ist", "i16")]),
    en("Was 80340 actually issued, or is it still sitting as a draft?", INV, iv("80340"), [("ist", "i36")]),
    he("KZ-0429 בוטלה או שעדיין בתוקף?", INV, iv("KZ-0429"), [("ist", "i27")]),
    # two customers, how much on each: both balances
    he("סמיר חורי ואחמד מסארווה רוצים לסגור חשבון, כמה על כל אחד?", BAL,
       nm("סמיר חורי") + nm("אחמד מסארווה"), [("bal", "c05"), ("bal", "c15")]),
    en("Dana Shemesh and Dana Rosenberg-Amar are paying together. How much does each of them owe?", BAL,
       nm("Dana Shemesh") + nm("Dana Rosenberg-Amar"), [("bal", "c08"), ("bal", "c09")]),
    # open invoices for a balance confirmation: the invoices themselves
    he("האם למרכז רפואי שערי רפא יש חשבוניות פתוחות? הנהלת החשבונות שלהם מבקשת אישור יתרות לסוף השנה.",
       INV, nm("מרכז רפואי שערי רפא"), [("ilist", "c19")]),
    en("Does Sunrise Linen Services have any open invoices? Their auditor wants a year-end balance "
       "confirmation.", INV, nm("Sunrise Linen Services"), [("ilist", "c03")]),
    # a job cancelled or what: the job
    en("Yosef Haddad's IPSO dryer - cancelled or what?", REP, nm("Yosef Haddad"), [("rep", "r14")]),
    he("שרה טקלה הספיד קווין בוטל או שעדיין באבחון", REP, nm("שרה טקלה"), [("rep", "r21")]),
    # an invoice's state asked with its customer told
    he("בית אבות נווה אורנים שאלו על 5044/26. היא כבר באיחור?", INV,
       nm("בית אבות נווה אורנים") + iv("5044/26"), [("ist", "i20")]),
    # controls: the same words asking another record
    he("כמה חייב סמיר חורי בסך הכל?", BAL, nm("סמיר חורי"), [("bal", "c05")]),
    en("How much does Michael Stern owe us?", BAL, nm("Michael Stern"), [("bal", "c13")]),
    he("מה המצב של המכבש קיטור של אחמד מסארווה?", REP, nm("אחמד מסארווה"), [("rep", "r17")]),
    en("Is Yonatan Gefen's dryer ready?", REP, nm("Yonatan Gefen"), [("rep", "r19")]),
    he("כמה נשאר לשלם על 80329?", INV, iv("80329"), [("ileft", "i10")]),
    en("how much is open on KZ-0425?", INV, iv("KZ-0425"), [("ileft", "i14")]),
    en("Which of Olga Petrova's invoices are still open?", INV, nm("Olga Petrova"), [("ilist", "c11")]),
    he("מה הטלפון של סמיר חורי?", LOOK, nm("סמיר חורי"), [("phone", "c05")]),
    en("Did the Sunrise Linen ironer get fixed or was the job cancelled?", REP, nm("Sunrise Linen"),
       [("rep", "r04")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s51m": KATZAF}

"""A DEVELOPMENT set written by helper ``facts44`` (session 44, 2026-12-06, issue 15) about
``shops/katzaf.json`` (קצף, commercial laundry machines) as business ``katzaf-f`` and ``shops/harama.json``
(הרמה, forklift service) as ``harama-f`` (batch ``s44a``). Its items may be looked at and the engine tuned
on them; it is NOT held out.

Why: on the eleven held-out writers (counted only, never read) intent is 0.945 and answers 0.933, English
answers 0.928: rows whose intent is right still miss a fact, notably balances. On ~20 development businesses
scored records first (1,500 rows) the intent-right-answer-wrong rows were few (some 20), of these kinds: the
customer not found or the wrong one (a description, a place), a knowledge item's wrong sentences quoted (an
English question about a Hebrew item), a draft invoice (the scorer has no Hebrew word for it), and a fact
the card holds but the answer does not state (the contact person in the notes). The writer added the kinds
the brief names that the development sets hardly ask: a phone or a surname two customers share, asked for
money (the answer lists them and states no one's balance); the part of a balance that is overdue (the answer
counts the invoices, never the amount); which invoices are still open; the card's own notes (a contact
person, what the customer runs, a relation); follow-ups after a balance. English is over half the rows.
Every question was written before any was sent.

First run (main ``63766ac``, records first): intent 0.82 (katzaf-f 0.80, harama-f 0.85), entities 0.97,
answers 0.61 (he 0.52, en 0.65); 18 of the 72 rows had the intent right and the answer wrong: a shared
phone or surname asked for money answered by the list of who has it (7), a balance's overdue part (5), the
card's notes (3), a first name two customers share answered as the one with the shorter name (2), English
"Ben-Ami" read as one of the two Ben-Amis (1).

After facts44 (the candidates a phone or a name meets each with their balance, unpaid invoices or repairs; a
balance's overdue part in money; the card's notes on a look-up; the same words said of two names, as
written, tie them), records first, the learned model trained without this set (``INTENT_MODEL_LEAVE_OUT=
katzaf-f,harama-f``): intent 0.82, entities 0.97, answers 0.85 (he 0.91, en 0.82); intent right and answer
wrong 18 -> 2 (English "Dana" and "Ben-Ami", met by transliteration, still read as one of the two); 16 rows
better, none worse. Left: the rows read as another intent (the notes asked as "how many machines", "does he
speak English", "how does she usually pay"; a balance asked as "left to collect" or "overdue for").
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, iv, nm, ph

KATZAF: list[Row] = [
    # the phone Rina (c04) and her daughter Galit (c23) share
    en(
        "how much does 050-4412398 owe us?",
        BAL,
        ph("050-4412398"),
        [("names", "c04", "c23"), ("bal", "c04"), ("bal", "c23")],
    ),
    he(
        "כמה חוב יש על הטלפון 0504412398?",
        BAL,
        ph("0504412398"),
        [("names", "c04", "c23"), ("bal", "c04"), ("bal", "c23")],
    ),
    en(
        "050 441 2398 - any open invoices?",
        INV,
        ph("050 441 2398"),
        [("names", "c04", "c23"), ("say", "80329"), ("say", "80331")],
    ),
    en("050-4412398 — is the Miele back with them?", REP, ph("050-4412398"), [("rep", "r06")]),
    he("0504412398 מה עם המכונה?", REP, ph("0504412398"), [("rep", "r06")]),
    en("look up 050-4412398 for me", LOOK, ph("050-4412398"), [("names", "c04", "c23")]),
    # a surname two customers share
    he("מה עם התשלום של אבוטבול?", BAL, [], [("names", "c04", "c23"), ("bal", "c04"), ("bal", "c23")]),
    en("Abutbul's balance please", BAL, [], [("names", "c04", "c23"), ("bal", "c04"), ("bal", "c23")]),
    en("what does Dana owe?", BAL, [], [("names", "c08", "c09"), ("bal", "c09")]),
    he("כמה דנה חייבת לנו?", BAL, [], [("names", "c08", "c09"), ("bal", "c09")]),
    # follow-ups after a balance
    he("רינה אבוטבול, מה היתרה?", BAL, nm("רינה אבוטבול"), [("bal", "c04")]),
    he("והבת שלה?", BAL, [], [("bal", "c23")], True),
    en("what's the balance of Yam Hatchelet hotel?", BAL, [], [("bal", "c01")]),
    en("and how much of that is overdue?", BAL, [], [("say", "2,450.00")], True),
    # the overdue part of a balance
    he("אולגה פטרובה - כמה חייבת וכמה מזה באיחור?", BAL, [], [("bal", "c11"), ("say", "3,350.00")]),
    en("Samir Khoury's account - what's overdue?", BAL, [], [("bal", "c05")]),
    en(
        "Shaarei Refa medical center: total owed and how much of it is late?",
        BAL,
        [],
        [("bal", "c19"), ("say", "9,450.00")],
    ),
    he(
        "מה היתרה של מלון ים התכלת ומה מזה כבר עבר את מועד התשלום?",
        BAL,
        nm("מלון ים התכלת"),
        [("bal", "c01"), ("say", "2,450.00")],
    ),
    # which invoices are open
    en("which of the medical center's invoices are still open?", INV, [], [("ilist", "c19")]),
    he("אילו חשבוניות של מכבסת הכרמל עוד לא שולמו?", INV, [], [("ilist", "c02")]),
    en("Olga Petrova - list her unpaid invoices", INV, nm("Olga Petrova"), [("ilist", "c11")]),
    # one invoice of the customer
    en(
        "Sunrise Linen's big invoice from last month — what's left to pay on it?", INV, [], [("ileft", "i07")]
    ),
    he("כמה שילמו מכבסת הכרמל על החשבונית שבאיחור?", INV, [], [("ipaid", "i04")]),
    en("what did Olga Petrova pay so far on KZ-0409?", INV, iv("KZ-0409"), [("ipaid", "i21")]),
    en(
        "Michael Stern paid part of 5036/26 — how much is still open on it?",
        INV,
        iv("5036/26"),
        [("ileft", "i25")],
    ),
    he("כמה נשאר לשלם על החשבונית של מייקל שטרן?", INV, [], [("ileft", "i25")]),
    en("Rina Abutbul - is 80329 paid?", INV, iv("80329"), [("ist", "i10")]),
    en("is the kibbutz laundry's KZ-0429 still valid?", INV, iv("KZ-0429"), [("ist", "i27")]),
    en("Ahmad Masarwa - did he pay 80314?", INV, iv("80314"), [("ist", "i28")]),
    he("לסמיר חורי יש חשבוניות באיחור?", INV, nm("סמיר חורי"), [("ist", "i11")]),
    en("Dana Shemesh - are her invoices all paid?", INV, [], [("ist", "i17")]),
    # balances in English
    en("how much is left to collect from Spa Mei Melach?", BAL, [], [("bal", "c22")]),
    en("Galit Abutbul how much does she owe", BAL, [], [("bal", "c23")]),
    he("גלית אבוטבול חייבת משהו?", BAL, nm("גלית אבוטבול"), [("bal", "c23")]),
    en("Vladimir Kuznetsov balance", BAL, [], [("bal", "c06")]),
    en("how much is overdue for the Neve Oranim nursing home?", BAL, [], [("bal", "c10")]),
    # repairs in English
    en("Kuznetsov's dryer — can they come get it?", REP, [], [("rep", "r08")]),
    en("status of the steam press for Masarwa", REP, [], [("rep", "r17")]),
    en("Yonatan Gefen - hotel dryer, any news?", REP, [], [("rep", "r19")]),
    en("is Sara Tekle's machine done?", REP, [], [("rep", "r21")]),
    # what the card's notes say
    en("who's the contact person at Yam Hatchelet hotel?", LOOK, [], [("say", "מנהל משק בית")]),
    he("כמה מכונות יש במלון ים התכלת?", LOOK, nm("מלון ים התכלת"), [("say", "3 מכונות")]),
    en("does Yosef Haddad speak English?", LOOK, nm("Yosef Haddad"), [("say", "דובר אנגלית")]),
    he("גלית אבוטבול - היא קשורה למישהו מהלקוחות?", LOOK, nm("גלית אבוטבול"), [("say", "הבת של רינה")]),
    en("Michael Stern - what does he own, remind me?", LOOK, nm("Michael Stern"), [("say", "שני הוסטלים")]),
    en("how does Almaz Tesfaye usually pay?", LOOK, [], [("say", "בהעברה בנקאית")]),
]

HARAMA: list[Row] = [
    # the phone the Ben-Ami warehouses (c13) and Avi Ben-Ami (c22) share
    en(
        "balance on 050-3348021?",
        BAL,
        ph("050-3348021"),
        [("names", "c13", "c22"), ("bal", "c13"), ("bal", "c22")],
    ),
    he(
        "כמה חייבים בטלפון 050-3348021",
        BAL,
        ph("050-3348021"),
        [("names", "c13", "c22"), ("bal", "c13"), ("bal", "c22")],
    ),
    en("050-3348021 forklift status", REP, ph("050-3348021"), [("rep", "r15"), ("rep", "r23")]),
    en("Ben-Ami - what do they owe?", BAL, [], [("names", "c13", "c22"), ("bal", "c13"), ("bal", "c22")]),
    he("מה המצב של החשבוניות של בן עמי?", INV, [], [("say", "HR-4155"), ("say", "HR-4153")]),
    # what the card's notes say
    en("Golden Grain Mills, who do I talk to there?", LOOK, nm("Golden Grain Mills"), [("say", "אבנר")]),
    he("מי מטפל בהנהלת חשבונות בפלסטאון?", LOOK, [], [("say", "רינה")]),
    en(
        "how many forklifts does Coastline Beverages run?",
        LOOK,
        nm("Coastline Beverages"),
        [("say", "4 מלגזות")],
    ),
    # the overdue part of a balance
    en("Logistics South - how much do they still owe and is any of it late?", BAL, [], [("bal", "c01")]),
    he("כמה לוגיסטיקה דרום חייבים, ומזה כמה באיחור?", BAL, [], [("bal", "c01"), ("say", "2,680.00")]),
    en(
        "Negev Steel Works — total owed and how much of that is overdue?",
        BAL,
        nm("Negev Steel Works"),
        [("bal", "c06"), ("say", "8,950.00")],
    ),
    en("Coastline - what's outstanding?", BAL, [], [("bal", "c09")]),
    he("מה יתרת החוב של Green Valley?", BAL, [], [("bal", "c12")]),
    en("Shlomo Jaber balance", BAL, [], [("bal", "c21")]),
    # invoices
    en("Harbor Timber: which invoices are open?", INV, [], [("ilist", "c15")]),
    en("did Michael Grant pay HR-4142?", INV, iv("HR-4142"), [("ist", "i30")]),
    en("Rami Abutbul's invoices - anything unpaid?", INV, [], [("ist", "i16")]),
    en("Anna Kozlov paid?", INV, [], [("ist", "i21")]),
    he("כמה נשאר לשלם על SRV7702?", INV, iv("SRV7702"), [("ileft", "i08")]),
    en(
        "Coastline Beverages - which of their invoices are still unpaid?",
        INV,
        nm("Coastline Beverages"),
        [("ilist", "c09")],
    ),
    # follow-ups
    en("what does Negev Steel Works owe?", BAL, nm("Negev Steel Works"), [("bal", "c06")]),
    en("and their forklifts?", REP, [], [("repc", "c06")], True),
    he("מה היתרה של Harbor Timber Imports?", BAL, nm("Harbor Timber Imports"), [("bal", "c15")]),
    he("והמלגזה שלהם מוכנה?", REP, [], [("rep", "r17")], True),
    # repairs
    en("is Coastline's Doosan ready?", REP, [], [("rep", "r11"), ("rep", "r12")]),
    en("the Still reach truck for Cold Chain - did the parts arrive?", REP, [], [("rep", "r05")]),
]

KATZAF_BATCHES = {"s44a": KATZAF}
HARAMA_BATCHES = {"s44ah": HARAMA}

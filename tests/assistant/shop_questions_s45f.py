"""A DEVELOPMENT set written by helper ``facts45`` (session 45, 2026-12-06, issue 15) about
``shops/kortal.json`` (קור-טל, appliance and air-conditioning repairs) as business ``kortal-f`` (batch
``s45f``). Its items may be looked at and the engine tuned on them; it is NOT held out.

Why: on the twelve held-out writers (counted only, never read) Hebrew invoice questions miss a fact 14 of
217 times with the intent right, repair/job questions 19 of 529. On fifteen development businesses scored
records first (techpoint voltex hedlab negevair proparts galor hadar beitetz fitpro galim shchakim shemesh
maayan rahit maalit) such rows were very few (a Hebrew "was it sent?" of a draft, a visit's date). So the
writer wrote the kinds the brief names, which the development sets hardly ask: one invoice of a customer
who has several, asked by its amount, its age or the job it billed; a partly paid invoice's remaining
amount and what was paid, asked without its number; a job asked by its item when the customer has several;
a job's invoice. Every question was written before any was sent.

First run (main ``adfaabe``, records first): intent 0.90, entities 1.00, answers 0.95 (he 0.97, en 0.93);
invoice_status intent 0.82 answers 0.91, repair_status 1.00 / 1.00. No row had the intent right and the
answer wrong: the answers list each of the customer's invoices (status, total, paid, left, due) or jobs
(status, promised date, estimate), so the fact asked is among them. The misses were of intent: an invoice
asked by a part payment or a job's word read as a balance (4, the balance's figures carrying the fact
asked but for "paid a deposit? how much"), as the job (1: "what's left on the AC service invoice"), as
knowledge (1: "how much is it for").

After facts45 (a balance asked in an invoice's words lists the unpaid invoices it is made of, each with
paid and left; an invoice of several asked by its amount leads the list), records first, the learned model
trained without this set (``INTENT_MODEL_LEAVE_OUT=kortal-f``): intent 0.90, entities 1.00, answers 0.95 (he
0.97, en 0.93), unchanged. Listing the unpaid invoices on every balance (0.97: "קווין אובריין שילם מקדמה?
כמה?" then stated the 400.00 paid) cost a plain balance a second read (the chat round-trip tests), so only a
balance asked in an invoice's words (the intent scores' invoice_status) lists them; "שילם מקדמה" has none.
Left: the intent misses (the job's or the knowledge base's answer to an invoice's question).
"""

from __future__ import annotations

from tests.assistant.lab_rows import INV, REP, Row, en, he, iv, nm

KORTAL: list[Row] = [
    # one invoice of several, by its amount
    he("מלון ים התכלת, החשבונית על 8,750 - כמה נשאר ממנה?", INV, [], [("ileft", "i26")]),
    en("the hotel's 8750 invoice, how much have they paid on it so far?", INV, [], [("ipaid", "i26")]),
    he("החשבונית של 3,250 של מאפיית לחם הבית שולמה?", INV, [], [("ist", "i11")]),
    en("מאפיית לחם הבית - the 1,870.50 one, is it paid?", INV, [], [("ist", "i12")]),
    he("אורית גבאי - החשבונית של 380 שקל שולמה כבר?", INV, nm("אורית גבאי"), [("ist", "i02")]),
    en("Emily Rosen's 240 shekel invoice - paid or not?", INV, nm("Emily Rosen"), [("ist", "i16")]),
    he("מרדכי חזן, החשבונית של 990 - מה איתה?", INV, nm("מרדכי חזן"), [("ist", "i35")]),
    en("Igor Smirnov - the 1190 invoice, is it still open?", INV, [], [("ist", "i08")]),
    # one invoice of several, by its age
    he("מה עם החשבונית האחרונה של אורית גבאי?", INV, nm("אורית גבאי"), [("ist", "i02")]),
    en("Emily Rosen's latest invoice - has she paid it?", INV, nm("Emily Rosen"), [("ist", "i16")]),
    he("החשבונית הישנה של המאפייה - שולמה?", INV, [], [("ist", "i10")]),
    en("the hotel's newest invoice, how much is it for?", INV, [], [("say", "1,640.00")]),
    he("החשבונית החדשה של איגור סמירנוב כבר שולמה?", INV, nm("איגור סמירנוב"), [("ist", "i08")]),
    en("what's the status of Mordechai Hazan's older invoice?", INV, [], [("ist", "i35")]),
    # the invoice of a job
    he("החשבונית על המזגנים בקומה 3 במלון - כמה נשאר לשלם?", INV, [], [("ileft", "i26")]),
    en("the invoice for the bakery's dough fridge - was it paid?", INV, [], [("ist", "i11")]),
    he("שני פרידמן - כמה נשאר לה לשלם על המדחס?", INV, nm("שני פרידמן"), [("ileft", "i18")]),
    en("Moshe Dahan's fridge invoice, how much is still owed on it?", INV, [], [("ileft", "i03")]),
    he("החשבונית של המזגן במשרד של מוטי חזן שולמה?", INV, [], [("ist", "i35")]),
    en(
        "Kevin O'Brien - what's left on the AC service invoice?", INV, nm("Kevin O'Brien"), [("ileft", "i24")]
    ),
    # a partly paid invoice, without its number
    he(
        "כמה שילם משה דהן על החשבונית עד עכשיו וכמה נשאר?",
        INV,
        nm("משה דהן"),
        [("ipaid", "i03"), ("ileft", "i03")],
    ),
    en("how much has Olga Ivanova paid on her invoice?", INV, nm("Olga Ivanova"), [("ipaid", "i34")]),
    he("פאטמה אבו ריש שילמה חלק מהחשבונית? כמה נשאר?", INV, nm("פאטמה אבו ריש"), [("ileft", "i14")]),
    en("Galit Nahum paid something on her invoice, what's the rest?", INV, [], [("ileft", "i29")]),
    he("כמה כבר העבירה לנו גלית נחום על החשבונית?", INV, nm("גלית נחום"), [("ipaid", "i29")]),
    en("Ronit Almog - how much did she pay on 6131 and what's left?", INV, iv("6131"), [("ipaid", "i06")]),
    he("קווין אובריין שילם מקדמה? כמה?", INV, [], [("ipaid", "i24")]),
    en("did Shani Friedman pay a deposit on her invoice?", INV, [], [("ipaid", "i18")]),
    he("רונית אלמוג, מה היתרה על החשבונית האחרונה שלה?", INV, nm("רונית אלמוג"), [("ileft", "i06")]),
    en("the hotel paid part of KT-4441, how much remains?", INV, iv("KT-4441"), [("ileft", "i26")]),
    # invoices of one customer, stated one by one
    he("לאיגור סמירנוב יש חשבונית פתוחה?", INV, nm("איגור סמירנוב"), [("ist", "i08")]),
    en("are all of Avi Levi's invoices paid?", INV, [], [("ist", "i19")]),
    he("טל שרעבי - החשבונית שלו שולמה או בוטלה?", INV, nm("טל שרעבי"), [("ist", "i23")]),
    he("כמה חשבוניות יש למלון ים התכלת ומה מהן פתוח?", INV, nm("מלון ים התכלת"), [("ilist", "c17")]),
    # a job asked by its item, of a customer with several
    he("המקרר של משה דהן - הגיע החלק?", REP, nm("משה דהן"), [("rep", "r02")]),
    en("Moshe Dahan's Bosch washer, can he pick it up?", REP, [], [("rep", "r03")]),
    he("מכונת הכביסה של משה דהן מוכנה?", REP, nm("משה דהן"), [("rep", "r03")]),
    en("Igor Smirnov's dryer - what's happening with it?", REP, [], [("rep", "r06")]),
    he("הדוד של איגור סמירנוב - החזרנו לו?", REP, nm("איגור סמירנוב"), [("rep", "r07")]),
    he("המיקסר של המאפייה - מה קרה איתו?", REP, [], [("rep", "r10")]),
    en("the bakery's industrial fridge - still being worked on?", REP, [], [("rep", "r09")]),
    he("מוטי חזן - המזגן מהמשרד מוכן?", REP, [], [("rep", "r27")]),
    en("Mordechai Hazan's Whirlpool dryer, what's its status?", REP, [], [("rep", "r26")]),
    he("מה עם המייבש של מרדכי חזן?", REP, nm("מרדכי חזן"), [("rep", "r26")]),
    en("the air conditioner at Moti Hazan's office, is it done?", REP, [], [("rep", "r27")]),
    he("מה מצב המקרר התעשייתי של לחם הבית?", REP, [], [("rep", "r09")]),
    # a job asked by its fault or work
    he("זה שהמכונה שלו לא מסחררת - משה דהן - מוכן?", REP, [], [("rep", "r03")]),
    en("Igor's dryer that overheats - is it fixed?", REP, [], [("rep", "r06")]),
    he("המזגן שמטפטף אצל אורית גבאי, מה איתו?", REP, nm("אורית גבאי"), [("rep", "r01")]),
    en(
        "Sarah Cohen's oven with the cracked glass - did the part come?",
        REP,
        nm("Sarah Cohen"),
        [("rep", "r08")],
    ),
    he("מה עם הגז והפילטרים במלון ים התכלת?", REP, [], [("rep", "r20")]),
    en("Olga Ivanova's dishwasher with error E15 - any news?", REP, nm("Olga Ivanova"), [("rep", "r25")]),
    # a job's date and cost
    he("מתי יהיה מוכן המדיח של רונית אלמוג?", REP, nm("רונית אלמוג"), [("rep", "r05")]),
    en("when will Shani Friedman's AC be ready?", REP, [], [("rep", "r15")]),
    he("כמה יעלה התיקון של המקפיא של אבי לוין?", REP, nm("אבי לוין"), [("rep", "r17")]),
    en("how much is the estimate for Sarah Cohen's oven?", REP, nm("Sarah Cohen"), [("say", "520.00")]),
    he("מתי הבטחנו את המזגן של ויקטוריה קוגן?", REP, nm("ויקטוריה קוגן"), [("rep", "r24")]),
    en("Hadas Maman's induction hob - when do we expect the part?", REP, [], [("rep", "r21")]),
]

KORTAL_BATCHES = {"s45f": KORTAL}

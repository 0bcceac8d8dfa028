"""A DEVELOPMENT set written by helper ``records42`` (session 42, 2026-12-05, issue 15) about
``shops/printline.json`` (פרינטליין, printer and copier service) as business ``printline-r`` and
``shops/kacholyam.json`` (כחול-ים, pool maintenance) as ``kacholyam-r`` (batch ``s42r``). Its items may be
looked at and the engine tuned on them; it is NOT held out.

Why: over the nine held-out writers (1,519+ rows, aggregates only, never read) the engine's intent is ~0.93
and, after "something else read as knowledge", its commonest confusions (gold -> engine, counted only) are
between the record intents: balance read as invoice (12 rows), look-up as invoice (9), look-up as repair (9),
repair as look-up (8), look-up as unknown (8); the latest writer's look-ups were the weakest intent (0.81).
The writer of this set saw only those counts, the two businesses' fixtures and the row shape; every
question was written before any was sent. It holds pairs and triples of questions naming the same
customer with the same record words ("the invoice", "the technician", "the payment", the customer's
machine) but asking for different things: a phone / address / e-mail / company number is a look-up even
"for the invoice" or "for the technician"; what a customer owes in all is a balance, what is left or paid on
one numbered invoice an invoice question; the state of a job or a machine a repair question, also "when
will the technician call X". Voices: a bookkeeper, a dispatcher, a technician texting, a temp; Hebrew ~57%.
A few name nobody on record. A name is an entity only where it is typed as the card writes it.

First run (main ``67178b4``, records first): intent 0.73, entities 0.98, answers 0.74 (printline-r 0.74,
kacholyam-r 0.72). Balances, invoices and repairs all read right but one repair of nobody on record; the
look-ups 0.29 / 0.25 (9 of 33 right): 13 read as an invoice, 8 as a repair, 2 as knowledge, 1 as unknown.
Most look-ups naming an invoice, a payment, the technician or a machine as why they were asked read as
that record ("מה הטלפון של <name>? צריך לדבר איתם על החשבונית", "Tech Nova Ltd - company number for the
invoice?", "<name>'s address? tech is going over for the jacuzzi").

After records42's changes (``field_asked``: the field asked decides over a record said only as why;
``asked_clause``: a balance asked beside an invoice only told of stays the balance), records first:
intent 0.98 (both businesses), entities 0.98, answers 1.00; look-ups 32 of 33. Left: questions about a
name nobody has ("מה הטלפון של יוסי לנדאו? ...", "מתי הטכנאי יגיע לבריכה של שרית כהן?") read as not
understood, and the title ("רו\"ח") left out of the name's entity.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, iv, nm

PRINTLINE = [
    # the law office (c01): two invoices, a copier in the works
    he(
        'מה הטלפון של משרד עו"ד לוין את שגיא? צריך לדבר איתם על החשבונית',
        LOOK,
        nm('משרד עו"ד לוין את שגיא'),
        [("phone", "c01")],
    ),
    he("כמה נשאר לשלם על PL/2231 של לוין את שגיא?", INV, iv("PL/2231"), [("ileft", "i02")]),
    he("הטכנאי כבר היה אצל לוין את שגיא עם מכונת הצילום?", REP, [], [("rep", "r01")]),
    en("Levin Sagi law office - which email do their invoices go to?", LOOK, [], [("email", "c01")]),
    en("how much do Levin & Sagi owe altogether?", BAL, [], [("bal", "c01")]),
    # the print shop (c05): two open invoices, two machines
    he("כמה דפוס אור-חן חייבים לנו בסך הכל?", BAL, nm("דפוס אור-חן"), [("bal", "c05")]),
    he("כמה עוד פתוח על החשבונית PL/2212 של אור-חן?", INV, iv("PL/2212"), [("ileft", "i06")]),
    he(
        "תשלח לי את הכתובת של דפוס אור-חן, הטכנאי בדרך אליהם",
        LOOK,
        nm("דפוס אור-חן"),
        [("addr", "c05", "השחם")],
    ),
    he("מתי הטכנאי מגיע לאור-חן עם החלק למכונת הדפוס?", REP, [], [("rep", "r07")]),
    en("Or-Chen Printing: total outstanding on all their invoices?", BAL, [], [("bal", "c05")]),
    en("what number do we have for Or-Chen? it's about their payment", LOOK, [], [("phone", "c05")]),
    # Brian Walsh (c04)
    en(
        "Brian Walsh's phone, I need to call him about the invoice",
        LOOK,
        nm("Brian Walsh"),
        [("phone", "c04")],
    ),
    en("has Brian Walsh paid invoice 31462 yet?", INV, iv("31462"), [("ist", "i05")]),
    en("Brian Walsh's printer - can he come pick it up?", REP, nm("Brian Walsh"), [("rep", "r06")]),
    en("does Brian Walsh owe us anything?", BAL, nm("Brian Walsh"), [("bal", "c04")]),
    he(
        "מה הכתובת של בריאן וולש? הטכנאי צריך להחזיר לו את המדפסת",
        LOOK,
        [],
        [("addr", "c04", "רוטשילד")],
    ),
    # Natalie Roth (c08)
    en(
        "what's Natalie Roth's email? want to send her the payment link",
        LOOK,
        nm("Natalie Roth"),
        [("email", "c08")],
    ),
    en("how much has Natalie Roth paid on PL/2219 so far?", INV, iv("PL/2219"), [("ipaid", "i11")]),
    en(
        "when is the technician calling Natalie Roth about her printer?",
        REP,
        nm("Natalie Roth"),
        [("rep", "r12")],
    ),
    # the accountant (c07)
    he(
        'מה המייל של רו"ח יגאל שרעבי? רוצה לשלוח לו את החשבונית',
        LOOK,
        nm('רו"ח יגאל שרעבי'),
        [("email", "c07")],
    ),
    he("יגאל שרעבי שילם את 31455?", INV, iv("31455"), [("ist", "i09")]),
    he("מה עם הסורק של יגאל שרעבי, הטכנאי סיים?", REP, [], [("rep", "r10")]),
    he("כמה שרעבי חייב לנו?", BAL, [], [("bal", "c07")]),
    en(
        "Yigal Sharabi's office address? the tech is going there for the scanner",
        LOOK,
        [],
        [("addr", "c07", "בר כוכבא")],
    ),
    # the school (c02)
    he("מה הטלפון של בית ספר הרצל? החשבונית שלהם באיחור", LOOK, [], [("phone", "c02")]),
    he("מה הסטטוס של חשבונית 31450 של בית ספר הרצל?", INV, iv("31450"), [("ist", "i03")]),
    he("הגיע כבר החלק למכונת הצילום בחדר המורים בהרצל?", REP, [], [("rep", "r03")]),
    en("Herzl school - how much do they owe in total?", BAL, [], [("bal", "c02")]),
    # Tech Nova (c11)
    en("Tech Nova Ltd - company number for the invoice?", LOOK, nm("Tech Nova Ltd"), [("tax", "c11")]),
    en("has PL/2225 from Tech Nova been paid?", INV, iv("PL/2225"), [("ist", "i14")]),
    en("when will the technician finish with the Xerox at Tech Nova?", REP, [], [("rep", "r15")]),
    he("מה המייל של טק נובה? הטכנאי רוצה לשלוח להם דוח", LOOK, [], [("email", "c11")]),
    # the copy centre (c16)
    en(
        "Osher Copy Center, what's their phone? payment question",
        LOOK,
        nm("Osher Copy Center"),
        [("phone", "c16")],
    ),
    en("Osher Copy - how much is left on invoice 31471?", INV, iv("31471"), [("ileft", "i21")]),
    he("הגיליוטינה של אושר קופי, מה המצב?", REP, [], [("rep", "r22")]),
    he("כמה אושר קופי חייבים בסך הכל?", BAL, [], [("bal", "c16")]),
    # Samer Khoury (c10)
    he(
        "סאמר חורי, איפה הוא גר? הטכנאי צריך להביא לו את המדפסת",
        LOOK,
        nm("סאמר חורי"),
        [("addr", "c10", "כפר קאסם")],
    ),
    he("כמה סאמר חורי צריך לשלם על A-125?", INV, iv("A-125"), [("ileft", "i13")]),
    he("מתי הטכנאי יתקשר לסאמר חורי לגבי המדפסת?", REP, [], [("rep", "r14")]),
    # the architect (c03)
    he("מה הנייד של מיכל אורן? לגבי התשלום על הפלוטר", LOOK, [], [("phone", "c03")]),
    he("כמה מיכל אורן שילמה על A-118?", INV, iv("A-118"), [("ipaid", "i04")]),
    en("Michal Oren's plotter - when will it be ready?", REP, [], [("rep", "r05")]),
    # the charity (c13)
    he("עמותת לב חם - כמה הם חייבים?", BAL, nm("עמותת לב חם"), [("bal", "c13")]),
    he("תן לי מספר עוסק של עמותת לב חם לחשבונית", LOOK, nm("עמותת לב חם"), [("tax", "c13")]),
    # nobody on record
    he("מה הטלפון של יוסי לנדאו? צריך לשלוח לו חשבונית", LOOK, [], []),
    en("how much does Karen Blum owe us?", BAL, [], []),
    en("did the technician fix Daniel Peretz's copier?", REP, [], []),
]

KACHOLYAM = [
    # Uri Shapira (c01): an open invoice, a pump and a robot
    he(
        "מה הכתובת של אורי שפירא? הטכנאי צריך להגיע לבריכה",
        LOOK,
        nm("אורי שפירא"),
        [("addr", "c01", "סוקולוב")],
    ),
    he("אורי שפירא שילם את KY-1077?", INV, iv("KY-1077"), [("ist", "i02")]),
    he("מתי הטכנאי מחזיר לאורי שפירא את המשאבה?", REP, [], [("rep", "r01")]),
    en("Uri Shapira's email - sending him the invoice for the pump", LOOK, [], [("email", "c01")]),
    he("כמה אורי שפירא חייב לנו בסך הכל?", BAL, nm("אורי שפירא"), [("bal", "c01")]),
    # Rachel Stern (c02)
    en("Rachel Stern's number? her invoice is overdue", LOOK, nm("Rachel Stern"), [("phone", "c02")]),
    en("what's the status of Rachel Stern's invoice 5531?", INV, iv("5531"), [("ist", "i03")]),
    en(
        "any news on Rachel Stern's salt system? the technician was waiting for a part",
        REP,
        nm("Rachel Stern"),
        [("rep", "r03")],
    ),
    he("רחל שטרן חייבת לנו כסף?", BAL, [], [("bal", "c02")]),
    # the country club (c03)
    he("מה הח.פ. של קאנטרי קלאב נוף ים? צריך לחשבונית", LOOK, [], [("tax", "c03")]),
    he("כמה נשאר פתוח על 26/118 של הקאנטרי?", INV, iv("26/118"), [("ileft", "i04")]),
    he("מה קורה עם משאבת החום בקאנטרי נוף ים?", REP, [], [("rep", "r04")]),
    en("Nof Yam country club - who do we call there about the payment?", LOOK, [], [("phone", "c03")]),
    en("how much does the country club owe us all together?", BAL, [], [("bal", "c03")]),
    # the hotel (c06): two invoices, two jobs
    he("כמה מלון השרון חייב לנו סך הכל?", BAL, nm("מלון השרון"), [("bal", "c06")]),
    he("כמה נשאר לשלם על 26/102 של מלון השרון?", INV, iv("26/102"), [("ileft", "i09")]),
    he("מה המייל של מלון השרון? לשלוח להם את החשבונית", LOOK, nm("מלון השרון"), [("email", "c06")]),
    he("הבריכה החיצונית במלון השרון, סיימו עם המים הירוקים?", REP, [], [("rep", "r10")]),
    en(
        "Sharon Hotel - what's their phone number? the technician needs to get in",
        LOOK,
        [],
        [("phone", "c06")],
    ),
    # Michael Rosenberg (c05)
    en(
        "Michael Rosenberg's address? tech is going over for the jacuzzi",
        LOOK,
        nm("Michael Rosenberg"),
        [("addr", "c05", "הברוש")],
    ),
    en("what's left to pay on Michael Rosenberg's invoice 5547?", INV, iv("5547"), [("ileft", "i07")]),
    en(
        "when will the technician call Michael Rosenberg about the jacuzzi?",
        REP,
        nm("Michael Rosenberg"),
        [("rep", "r07")],
    ),
    he("מייקל רוזנברג, כמה הוא חייב?", BAL, [], [("bal", "c05")]),
    # David Ben-Ami (c04), who pays by cheque
    he(
        "מה הטלפון של דוד בן-עמי? הוא משלם בצ'קים ורוצה לדעת על החשבונית",
        LOOK,
        nm("דוד בן-עמי"),
        [("phone", "c04")],
    ),
    he("דוד בן עמי, KY-1063 שולמה?", INV, iv("KY-1063"), [("ist", "i06")]),
    he("מצאו כבר את הנזילה אצל דוד בן-עמי?", REP, [], [("rep", "r06")]),
    # Ahmad Masarwa (c14), a contractor who brings pumps in
    he("מספר טלפון של אחמד מסארווה, בקשר למשאבה", LOOK, nm("אחמד מסארווה"), [("phone", "c14")]),
    he("כמה אחמד מסארווה חייב על KY-1066?", INV, iv("KY-1066"), [("ileft", "i18")]),
    he("מה מצב המשאבה של אחמד מסארווה במעבדה?", REP, [], [("rep", "r18")]),
    en("Ahmad Masarwa - total balance?", BAL, [], [("bal", "c14")]),
    # the studio (c08)
    en("Aqua Fit Studio email for the invoice please", LOOK, nm("Aqua Fit Studio"), [("email", "c08")]),
    en("how much has Aqua Fit paid on 5552?", INV, iv("5552"), [("ipaid", "i11")]),
    en("has the part for the massage pump at Aqua Fit arrived?", REP, [], [("rep", "r12")]),
    he("מה הכתובת של אקווה פיט? הטכנאי מגיע מחר", LOOK, [], [("addr", "c08", "המסגר")]),
    # the kibbutz (c16)
    he("קיבוץ שפיים, כמה הם חייבים לנו בסך הכל?", BAL, nm("קיבוץ שפיים"), [("bal", "c16")]),
    he("כמה נשאר על החשבונית 26/116 של שפיים?", INV, iv("26/116"), [("ileft", "i20")]),
    he("מתי הטכנאי מגיע לשפיים להחליף את משאבת המינון?", REP, [], [("rep", "r22")]),
    he("מה המייל של קיבוץ שפיים? לשלוח להם את החשבונית", LOOK, nm("קיבוץ שפיים"), [("email", "c16")]),
    # Tom Avidan (c11)
    en(
        "Tom Avidan's phone - the technician wants to tell him about the robot",
        LOOK,
        nm("Tom Avidan"),
        [("phone", "c11")],
    ),
    en("any update on Tom Avidan's robot cleaner?", REP, nm("Tom Avidan"), [("rep", "r15")]),
    en("did Tom Avidan pay KY-1072?", INV, iv("KY-1072"), [("ist", "i14")]),
    # Yael Tsur (c15)
    en("Yael Tsur - how much does she owe?", BAL, nm("Yael Tsur"), [("bal", "c15")]),
    he("איפה גרה יעל צור? הטכנאי מחזיר לה את הרובוט", LOOK, [], [("addr", "c15", "הזית")]),
    # nobody on record
    he("מה הטלפון של משה אלבז בשביל התשלום?", LOOK, [], []),
    he("מתי הטכנאי יגיע לבריכה של שרית כהן?", REP, [], []),
    en("what's the balance for Greenberg Pools?", BAL, [], []),
]

PRINTLINE_BATCHES: dict[str, list[Row]] = {"s42rp": PRINTLINE}
KACHOLYAM_BATCHES: dict[str, list[Row]] = {"s42rk": KACHOLYAM}

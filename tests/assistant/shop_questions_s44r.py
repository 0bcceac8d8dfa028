"""A DEVELOPMENT set written by helper ``records44`` (session 44, 2026-12-06, issue 15) about
``shops/shemesh.json`` (שמש העמק, solar installer and service) as business ``shemesh-r`` and
``shops/derechhayam.json`` (מוסך דרך הים, a car garage) as ``derechhayam-r`` (batch ``s44r``). Its items may
be looked at and the engine tuned on them; it is NOT held out.

Why: over the eleven held-out writers (counted only, never read) the commonest confusions between the
record intents are a look-up (the customer's card: phone, address, e-mail, contact, tax id, who is X,
whose number is this) answered as an invoice (10 rows), a repair as a look-up (9), a look-up as a repair
(5), a repair as an invoice (5). The writer of this set saw only those counts, the two fixtures and the
row shape; every question was written before any was sent. It holds questions that mention one record's
words while asking another: the card asked "for the invoice", "to send the receipt", "about the repair",
"the phone he left with the job", the customer found by an invoice number or a phone ("whose number is
...", "the card of the customer from invoice ..."); a repair asked by its device, fault or visit with an
invoice or payment word beside it ("before I invoice X, is the inverter ready?", "the customer of
invoice ... - is his car ready?"); an invoice asked by the job it bills; a balance asked "before we
release the truck"; and controls of each intent. Voices: a bookkeeper, a dispatcher, a technician
texting, a temp; Hebrew ~55%. A name is an entity only where it is typed as the card writes it.

First run (main ``63766ac``, records first): intent 0.81, entities 0.97, answers 0.85 (he 0.83, en 0.87);
shemesh-r 0.82 / 0.97 / 0.86, derechhayam-r 0.79 / 0.97 / 0.83. Balances and invoices read right; look-ups
0.79 / 0.68 (11 of 50 wrong: 8 read as an invoice, 3 as a repair), repairs 0.77 (6 wrong, 5 read as an
invoice or the balance the telling clause named). Misses: "לאיזו כתובת לשלוח את החשבונית של <name>?",
"מי איש הקשר ב<name> לגבי הממיר?", "whose number is <phone>? he's asking about his gearbox", "תן לי את
הכרטיס של הלקוח מחשבונית <n>", "before I invoice <name> - is his inverter ready?", "הלקוח של חשבונית <n> -
הרכב שלו מוכן?", "<name>'s battery replaced? need to invoice him", "what phone do we have for <name> about
his invoice <n>?".

After records44's changes (``clause_record``: the one asking clause decides where the others only tell;
``invoice_customer``: the customer of an invoice asked by look-up words; ``field_asked``: "to which", whom
to contact, where to send, an invoice number said as a purpose; a repair answered for an invoice's
customer; a job's state word beside a stored invoice's bare number), with the corpus regenerated, records
first: intent 0.97, entities 0.98, answers 0.96 (he 1.00, en 0.91); shemesh-r 0.98 / 1.00 / 0.98,
derechhayam-r 0.96 / 0.97 / 0.94; 17 rows better, none worse. One of them ("איזה טלפון השאיר <name>
כשפתחנו את התיקון", the phone word read as the device) is right only through the learned model, which the
regenerated corpus now trains on this row too; without the corpus the engine's own figure is intent 0.96.
Left: names given in another script than the card's ("the Gilboa council", "Ort Ashdod school") are not
linked, so their field is not read as asked; "the customer from invoice 8807, how's his clutch coming?"
(a thing the invoice's customer's job holds, unknown before the answer links the invoice); the title
("עו\"ד") left out of the name's entity.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, iv, nm, ph

SHEMESH = [
    # the card, asked with another record's words as why
    he("לאיזו כתובת לשלוח את החשבונית של מחלבת הגליל?", LOOK, [], [("addr", "c02", "אלון תבור")]),
    he("מה המייל של רונית אזולאי בשביל הקבלה?", LOOK, nm("רונית אזולאי"), [("email", "c08")]),
    he(
        "איזה טלפון השאיר מוחמד זועבי כשפתחנו את התיקון של הפאנל?",
        LOOK,
        nm("מוחמד זועבי"),
        [("phone", "c10")],
    ),
    he("מי איש הקשר בקיבוץ נווה חורש לגבי הממיר ברפת?", LOOK, [], [("phone", "c01")]),
    he(
        "מה הח.פ. של מוסך האחים שרעבי? צריך לרשום בחשבונית",
        LOOK,
        nm("מוסך האחים שרעבי"),
        [("tax", "c07")],
    ),
    en(
        "what's the tax id on file for SunHarvest Farms? accounting wants it on the receipt",
        LOOK,
        nm("SunHarvest Farms"),
        [("tax", "c12")],
    ),
    en(
        "David Miller's email, the Powerwall quote needs to go to him",
        LOOK,
        nm("David Miller"),
        [("email", "c09")],
    ),
    en(
        "which phone did David Miller leave with the EV charger job?",
        LOOK,
        nm("David Miller"),
        [("phone", "c09")],
    ),
    en("who is the customer on invoice SE-2270?", LOOK, iv("SE-2270"), [("name", "c12")]),
    he("של מי החשבונית 70474? תן לי את הפרטים של הלקוח", LOOK, iv("70474"), [("name", "c16")]),
    he(
        "מה הכתובת של בית אבות נווה זהב? הטכנאי יוצא אליהם עם הסוללה",
        LOOK,
        nm("בית אבות נווה זהב"),
        [("addr", "c04", "ירושלים 40")],
    ),
    en(
        "whose number is 052-3308145? she's asking about a repair", LOOK, ph("052-3308145"), [("name", "c08")]
    ),
    he("של מי המספר 050-9914236? התקשר לגבי חשבונית", LOOK, ph("050-9914236"), [("name", "c14")]),
    he("תן לי את הכרטיס של הלקוח מחשבונית 26/0422", LOOK, iv("26/0422"), [("name", "c04")]),
    en("Yulia Kozlov's address - need it for the roof sealing visit", LOOK, [], [("addr", "c11", "הנרקיס")]),
    he("מה מספר הטלפון של שמואל פרידמן? הממיר שלו מוכן", LOOK, nm("שמואל פרידמן"), [("phone", "c13")]),
    en(
        "GreenPark Logistics - who do we talk to about the unpaid invoice? need a phone",
        LOOK,
        nm("GreenPark Logistics"),
        [("phone", "c16")],
    ),
    he(
        "איפה נמצאת מועצה אזורית גלבוע? צריך להגיע לפנסים",
        LOOK,
        nm("מועצה אזורית גלבוע"),
        [("addr", "c05", "צומת יזרעאל")],
    ),
    he("המייל של עדי ברק, לשלוח לה את החשבונית על החיבור", LOOK, nm("עדי ברק"), [("email", "c15")]),
    en("GreenPark's email for the invoice copy", LOOK, [], [("email", "c16")]),
    en(
        "what's the address on file for Adi Barak? the grid inspector needs it",
        LOOK,
        [],
        [("addr", "c15", "השקד")],
    ),
    he("תזכיר לי מי זה אליהו מזרחי?", LOOK, nm("אליהו מזרחי"), [("phone", "c14")]),
    en(
        "who is GreenPark Logistics? some invoice of theirs came up",
        LOOK,
        nm("GreenPark Logistics"),
        [("phone", "c16")],
    ),
    he("מה מספר העוסק של מחלבת הגליל? להוציא חשבונית", LOOK, [], [("tax", "c02")]),
    he(
        "לאיזה מייל שולחים את הקבלות של מועצה אזורית גלבוע?",
        LOOK,
        nm("מועצה אזורית גלבוע"),
        [("email", "c05")],
    ),
    en(
        "send me the Gilboa council contact details, it's about their overdue invoice",
        LOOK,
        [],
        [("phone", "c05")],
    ),
    he(
        "מה הטלפון של בית ספר יסודי אלונים? המפסק שלהם מוכן",
        LOOK,
        nm("בית ספר יסודי אלונים"),
        [("phone", "c03")],
    ),
    en(
        "Alonim school's email? need to send them the invoice for the fire switch",
        LOOK,
        [],
        [("email", "c03")],
    ),
    # one invoice, asked with the job it bills or the customer's name
    he("כמה נשאר לשלם על החשבונית SE-2231 של נווה חורש?", INV, iv("SE-2231"), [("ileft", "i02")]),
    en("did Ronit Azulay pay invoice 26/0437?", INV, iv("26/0437"), [("ist", "i12")]),
    he("החשבונית של מוסך האחים שרעבי שולמה?", INV, nm("מוסך האחים שרעבי"), [("ist", "i11")]),
    en("has David Miller paid anything on SE-2263?", INV, iv("SE-2263"), [("ipaid", "i13")]),
    he("מה הסטטוס של 70474 של GreenPark?", INV, iv("70474"), [("ist", "i20")]),
    he("כמה שילמו מחלבת הגליל על 70418?", INV, iv("70418"), [("ipaid", "i03")]),
    en("what's the status of the invoice for the roof sealing at Yulia Kozlov's?", INV, [], [("ist", "i15")]),
    he("החשבונית SE-2252 על רשת היונים של לול משפחת ביטון, שולמה?", INV, iv("SE-2252"), [("ist", "i10")]),
    en(
        "how much is still open on invoice 26/0422 for the battery job?",
        INV,
        iv("26/0422"),
        [("ileft", "i06")],
    ),
    he(
        "כמה עוד חייבים על החשבונית של עדי ברק על החיבור לחברת החשמל?", INV, nm("עדי ברק"), [("ileft", "i19")]
    ),
    # the balance, with a job as why
    he("כמה מועצה אזורית גלבוע חייבת לנו בסך הכל?", BAL, nm("מועצה אזורית גלבוע"), [("bal", "c05")]),
    en(
        "what does SunHarvest owe us overall? accounting is asking before the tracker job",
        BAL,
        [],
        [("bal", "c12")],
    ),
    he("מחלבת הגליל, כמה הם חייבים על כל החשבוניות?", BAL, nm("מחלבת הגליל"), [("bal", "c02")]),
    he("לפני שהטכנאי יוצא לבית אבות נווה זהב - כמה הם חייבים לנו?", BAL, [], [("bal", "c04")]),
    en("total outstanding for GreenPark Logistics?", BAL, nm("GreenPark Logistics"), [("bal", "c16")]),
    # the job, asked by its device, fault or visit, with an invoice or card word beside it
    he("מה עם הממיר של מחלבת הגליל? הוא עדיין כבה בצהריים?", REP, [], [("rep", "r03")]),
    en("is the Powerwall at David Miller's charging again?", REP, [], [("rep", "r14")]),
    he("הסוללה של נווה זהב - לפני שמוציאים חשבונית, היא כבר תוקנה?", REP, [], [("rep", "r07")]),
    en("before I invoice Shmuel Friedman - is his inverter ready?", REP, [], [("rep", "r19")]),
    he("הפאנל הסדוק של מוחמד זועבי, הגיע כבר החלק?", REP, [], [("rep", "r16")]),
    en("the tracker at SunHarvest, still stuck facing east?", REP, [], [("rep", "r18")]),
    he("מתי מסיימים עם הכבלים בגג של GreenPark? הם שואלים על החשבונית", REP, [], [("rep", "r22")]),
    he("הלקוח מחשבונית 70468 - הממיר שלו מוכן?", REP, iv("70468"), [("rep", "r19")]),
    en(
        "Ronit Azulay called about her app showing no production, any update?",
        REP,
        nm("Ronit Azulay"),
        [("rep", "r13")],
    ),
    he("הביקור אצל אליהו מזרחי עם הרחפן, מה יצא?", REP, [], [("rep", "r20")]),
    en("what's happening with the pigeon net at the Biton coop?", REP, [], [("rep", "r10")]),
    he("מה המצב של האיטום בגג של יוליה קוזלוב? היא שאלה גם על החשבון", REP, [], [("rep", "r17")]),
    en(
        "did the technician fix the street lights for the Gilboa council? they want the invoice after",
        REP,
        [],
        [("rep", "r09")],
    ),
]

DERECHHAYAM = [
    # the card, asked with another record's words as why
    he("מה הטלפון של סיגל בן-דוד? השמשה שלה מוכנה", LOOK, nm("סיגל בן-דוד"), [("phone", "c07")]),
    en(
        "Daniel Friedman's email so I can send him the invoice for the AC",
        LOOK,
        nm("Daniel Friedman"),
        [("email", "c02")],
    ),
    he("לאיזו כתובת שולחים את החשבונית של השכרת רכב אשד?", LOOK, [], [("addr", "c03", "האורגים")]),
    he("מה הח.פ. של שליחויות הדרום לחשבונית?", LOOK, nm("שליחויות הדרום"), [("tax", "c06")]),
    en(
        "which number did Igor Petrenko leave when he brought the Golf in?",
        LOOK,
        nm("Igor Petrenko"),
        [("phone", "c05")],
    ),
    he("איזה טלפון השאיר ח'אלד אבו-ריא עם הטנדר?", LOOK, nm("ח'אלד אבו-ריא"), [("phone", "c10")]),
    en(
        "whose number is 058-330-1185? he's asking about his gearbox",
        LOOK,
        ph("058-330-1185"),
        [("name", "c09")],
    ),
    he("של מי הטלפון 052-6613380? היא שאלה על החשבונית", LOOK, ph("052-6613380"), [("name", "c04")]),
    en("who's the customer on invoice GR3322?", LOOK, iv("GR3322"), [("name", "c10")]),
    he("תביא לי את הכרטיס של הלקוח של חשבונית 8811", LOOK, iv("8811"), [("name", "c07")]),
    he("מי איש הקשר במאפיית בן-חיים לגבי המשאית?", LOOK, [], [("phone", "c15")]),
    en("Ort Ashdod school - their company number, for the minibus invoice", LOOK, [], [("tax", "c11")]),
    he(
        'מה המייל של עו"ד אבי מרציאנו? לשלוח לו קבלה על הטסט',
        LOOK,
        nm('עו"ד אבי מרציאנו'),
        [("email", "c08")],
    ),
    en(
        "Sarah Levi-Cohen's address? we're dropping the Jazz off",
        LOOK,
        nm("Sarah Levi-Cohen"),
        [("addr", "c13", "האלה")],
    ),
    he(
        "איפה גר רונן שושן? צריך לשלוח לו את החשבון על הפחחות",
        LOOK,
        nm("רונן שושן"),
        [("addr", "c12", "קריית מלאכי")],
    ),
    en(
        "what phone do we have for Noam Barak about his invoice 8815?",
        LOOK,
        nm("Noam Barak"),
        [("phone", "c09")],
    ),
    he("מי זה בני מלכה?", LOOK, nm("בני מלכה"), [("phone", "c16")]),
    en("Tal Rozen - email please, for the water pump receipt", LOOK, [], [("email", "c14")]),
    he("מה המייל של השכרת רכב אשד? לשלוח להם את החשבוניות", LOOK, [], [("email", "c03")]),
    he("תן לי את הנייד של מרים אלמליח, הרכב שלה באבחון", LOOK, nm("מרים אלמליח"), [("phone", "c04")]),
    en(
        "Khaled Abu-Ria's phone? the exhaust is done and the invoice is waiting", LOOK, [], [("phone", "c10")]
    ),
    he(
        "מה הכתובת של בית ספר אורט אשדוד? לשלוח להם חשבונית מס",
        LOOK,
        nm("בית ספר אורט אשדוד"),
        [("addr", "c11", "ירושלים 31")],
    ),
    # one invoice, asked with the job it bills or the customer's name
    he("כמה נשאר לשלם על 26-0405 של אשד?", INV, iv("26-0405"), [("ileft", "i04")]),
    en("did Daniel Friedman pay invoice 8804?", INV, iv("8804"), [("ist", "i03")]),
    he("החשבונית של רונן שושן על הפחחות, מה המצב שלה?", INV, nm("רונן שושן"), [("ist", "i17")]),
    en("how much has Khaled paid on GR3322 for the exhaust?", INV, iv("GR3322"), [("ipaid", "i14")]),
    he("מה הסטטוס של חשבונית 8815?", INV, iv("8815"), [("ist", "i13")]),
    en("what's left on the bakery's invoice 26-0416?", INV, iv("26-0416"), [("ileft", "i20")]),
    he("כמה עוד חייבת מרים אלמליח על החשבונית של נורת המנוע?", INV, nm("מרים אלמליח"), [("ileft", "i06")]),
    en("the invoice for Noam Barak's gearbox - is it paid?", INV, nm("Noam Barak"), [("ist", "i13")]),
    he("טל רוזן שילם את 8813?", INV, iv("8813"), [("ist", "i19")]),
    # the balance, with a job as why
    he("כמה השכרת רכב אשד חייבים לנו בסך הכל?", BAL, [], [("bal", "c03")]),
    en(
        "what does Shlichuyot HaDarom owe in total, before we release the Transit?", BAL, [], [("bal", "c06")]
    ),
    he("כמה מאפיית בן-חיים חייבת? רוצה לדעת לפני שמשחררים את המשאית", BAL, [], [("bal", "c15")]),
    en("Igor Petrenko - does he owe us anything?", BAL, nm("Igor Petrenko"), [("bal", "c05")]),
    # the job, asked by its device, fault or visit, with an invoice or card word beside it
    he("מה עם המזגן של דניאל פרידמן? הוא שאל גם על החשבונית", REP, [], [("rep", "r03")]),
    en(
        "is Sigal's windshield ready? she wants to pay the invoice when she picks it up",
        REP,
        [],
        [("rep", "r10")],
    ),
    he("הלקוח של חשבונית GR3330 - הרכב שלו מוכן?", REP, iv("GR3330"), [("rep", "r20")]),
    en("the customer from invoice 8807, how's his clutch coming?", REP, iv("8807"), [("rep", "r07")]),
    he("הטנדר של ח'אלד, סיימו עם האגזוז?", REP, [], [("rep", "r13")]),
    en("any news on the Ort minibus door?", REP, [], [("rep", "r15")]),
    he("המצבר של הניסאן של יוסי אוחיון הוחלף? צריך להוציא לו חשבונית", REP, [], [("rep", "r02")]),
    en("Noam Barak's Mazda - what did they find in the gearbox?", REP, nm("Noam Barak"), [("rep", "r12")]),
    he("משאית הקירור של בן-חיים, מגיעה כבר ל-4 מעלות?", REP, [], [("rep", "r19")]),
    en("did the tech finish the brakes on the courier company's Doblo?", REP, [], [("rep", "r09")]),
    he("מה המצב של הרכב של מרים אלמליח? היא תשלם במזומן כשתאסוף", REP, [], [("rep", "r06")]),
    en(
        "status of the timing belt job for Shlichuyot HaDarom? billing wants to know",
        REP,
        [],
        [("rep", "r08")],
    ),
    he("הטלפון של סיגל בן-דוד צלצל - השמשה שלה מוכנה?", REP, [], [("rep", "r10")]),
]

SHEMESH_BATCHES: dict[str, list[Row]] = {"s44rs": SHEMESH}
DERECHHAYAM_BATCHES: dict[str, list[Row]] = {"s44rd": DERECHHAYAM}

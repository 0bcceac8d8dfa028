"""Batch s25: questions about a seventeenth business, מוסך דרך הים (Derech Hayam Garage: a car garage in
Ashdod, ``shops/derechhayam.json``), and ``s25f``: questions asked the moment the records they are about were
made through the API (the fixtures' ``added_later`` steps).

Written by session 25's helper `chat25` on 2026-12-03 (about 11:45 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
two thirds Hebrew, as a garage's office types: a job asked by the car's model or the work's everyday name
(הקורולה, המיקרה, הטרנזיט, הדינמו for an alternator, הנורה של המנוע, the AC, the windscreen) rather than the
stored item's words, items stored in English asked in Hebrew (המצמד, תיבת ההילוכים); prefixes (ו, ה, ל, מ,
ב, של); typos and slang (נעם for נועם, האוטו); Latin-stored customers in Hebrew letters and Hebrew-
stored ones in Latin; a car-rental company, a courier company, a school, a bakery by part of their names; a
lawyer by title; hyphenated surnames with and without the hyphen; a surname that is a Hebrew word (מלכה);
invoice numbers GR3301 / 8804 / 26-0405 written as gr3301, GR 3322, gr-3309, 26/0411, מס' 8815, #8804;
knowledge in both languages against Hebrew-only items, some saying mechanic, technician or repair; out-of-
domain requests holding customers' names or the trade's words (a new car's price, a word to translate);
follow-ups by pronoun or a bare noun; a phone two spouses share.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S25: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה יוסי אוחיון חייב", BAL, [("name", "יוסי אוחיון")], [("bal", "c01")]),
    q("he", "אוחיון יוסי מה היתרה שלו", BAL, [("name", "אוחיון יוסי")], [("bal", "c01")]),
    q("he", "דניאל פרידמן חייב לנו כסף?", BAL, [("name", "דניאל פרידמן")], [("bal", "c02")]),
    q("he", "כמה חייבים לנו בהשכרת רכב אשד", BAL, [("name", "השכרת רכב אשד")], [("bal", "c03")]),
    q("he", "ומרים אלמליח?", BAL, [("name", "מרים אלמליח")], [("bal", "c04")], True),
    q("he", "איגור פטרנקו שילם כבר?", BAL, [("name", "איגור פטרנקו")], [("bal", "c05")]),
    q("he", "מה החוב של שליחויות הדרום", BAL, [("name", "שליחויות הדרום")], [("bal", "c06")]),
    q("he", "לסיגל בן דוד נשאר חוב?", BAL, [("name", "סיגל בן דוד")], [("bal", "c07")]),
    q("he", "כמה חייב עו\"ד מרציאנו", BAL, [("name", "מרציאנו")], [("bal", "c08")]),
    q("he", "נועם ברק כמה הוא חייב", BAL, [("name", "נועם ברק")], [("bal", "c09")]),
    q("he", "חאלד אבו ריא יתרה", BAL, [("name", "חאלד אבו ריא")], [("bal", "c10")]),
    q("he", "אורט אשדוד כמה חייבים", BAL, [("name", "אורט אשדוד")], [("bal", "c11")]),
    q("he", "רונן שושן חייב משהו", BAL, [("name", "רונן שושן")], [("bal", "c12")]),
    q("he", "מה מצב החוב של שרה לוי כהן", BAL, [("name", "שרה לוי כהן")], [("bal", "c13")]),
    q("he", "תבדוק כמה מאפיית בן חיים חייבת", BAL, [("name", "מאפיית בן חיים")], [("bal", "c15")]),
    q("he", "בני מלכה כמה חייב", BAL, [("name", "בני מלכה")], [("bal", "c16")]),
    q("he", "054-9031176 יתרה", BAL, [("phone", "054-9031176")], [("bal", "c10")]),
    q("he", "כמה חייבת אורנה אוחיון", BAL, [("name", "אורנה אוחיון")], [("bal", "c17")]),
    q("he", "מה היתרה של טל רוזן", BAL, [("name", "טל רוזן")], [("bal", "c14")]),
    q("en", "how much does yossi ohayon owe us", BAL, [("name", "yossi ohayon")], [("bal", "c01")]),
    q("en", "Daniel Friedman balance?", BAL, [("name", "Daniel Friedman")], [("bal", "c02")]),
    q("en", "whats the outstanding for Eshed car rental", BAL, [("name", "Eshed")], [("bal", "c03")]),
    q("en", "does igor owe anything", BAL, [("name", "igor")], [("bal", "c05")]),
    q("en", "Sigal Ben David how much does she owe", BAL, [("name", "Sigal Ben David")], [("bal", "c07")]),
    q("en", "how much does the Ben Haim bakery owe", BAL, [("name", "Ben Haim")], [("bal", "c15")]),
    q("en", "sarah levi cohen owes how much", BAL, [("name", "sarah levi cohen")], [("bal", "c13")]),
    q("en", "what's Khaled Abu Ria's balance", BAL, [("name", "Khaled Abu Ria")], [("bal", "c10")]),
    # jobs: by the car's model, the work's everyday name, a bare noun after a customer; follow-ups
    q("he", "מה עם הקורולה של יוסי אוחיון", REP, [("name", "יוסי אוחיון")], [("rep", "r01")]),
    q("he", "והמיקרה שלו מוכנה?", REP, [], [("rep", "r02")], True),
    q("he", "המזגן של דניאל פרידמן תוקן?", REP, [("name", "דניאל פרידמן")], [("rep", "r03")]),
    q("he", "מה עם הצמיגים של אשד", REP, [("name", "אשד")], [("rep", "r04")]),
    q("he", "והפרונט לסקודה?", REP, [], [("rep", "r05")], True),
    q("he", "מרים אלמליח הנורה של המנוע עדיין דולקת?", REP, [("name", "מרים אלמליח")], [("rep", "r06")]),
    q("he", "המצמד של איגור", REP, [("name", "איגור")], [("rep", "r07")]),
    q("he", "הטרנזיט של שליחויות הדרום מוכן", REP, [("name", "שליחויות הדרום")], [("rep", "r08")]),
    q("he", "ומה עם הדובלו שלהם?", REP, [], [("rep", "r09")], True),
    q("he", "השמשה של סיגל בן-דוד הוחלפה?", REP, [("name", "סיגל בן-דוד")], [("rep", "r10")]),
    q("he", "הטסט של עו\"ד מרציאנו עבר?", REP, [("name", "מרציאנו")], [("rep", "r11")]),
    q("he", "תיבת ההילוכים של נועם ברק", REP, [("name", "נועם ברק")], [("rep", "r12")]),
    q("he", "האגזוז של חאלד", REP, [("name", "חאלד")], [("rep", "r13")]),
    q("he", "המיניבוס של אורט מה הסטטוס", REP, [("name", "אורט")], [("repc", "c11")]),
    q("he", "והדלת של המיניבוס?", REP, [], [("rep", "r15")], True),
    q("he", "הפחחות של רונן שושן לקראת סיום?", REP, [("name", "רונן שושן")], [("rep", "r16")]),
    q("he", "הדינמו של שרה לוי-כהן", REP, [("name", "שרה לוי-כהן")], [("rep", "r17")]),
    q("he", "משאבת המים של טל רוזן", REP, [("name", "טל רוזן")], [("rep", "r18")]),
    q("he", "המשאית קירור של בן-חיים עובדת?", REP, [("name", "בן-חיים")], [("rep", "r19")]),
    q("he", "הרפידות של בני מלכה הגיעו?", REP, [("name", "בני מלכה")], [("rep", "r20")]),
    q("he", "כל הרכבים של אשד במוסך", REP, [("name", "אשד")], [("repc", "c03")]),
    q("he", "050-4419027 מה עם האוטו", REP, [("phone", "050-4419027")], [("repc", "c07")]),
    q("he", "הטיפול של האאוטלנדר של סיגל", REP, [("name", "סיגל")], [("rep", "r23")]),
    q("he", "הפנצ'ר של אורנה", REP, [("name", "אורנה")], [("rep", "r24")]),
    q("he", "מה עם המצבר של יוסי", REP, [("name", "יוסי")], [("rep", "r02")]),
    q("en", "what's going on with yossi ohayon's corolla", REP, [("name", "yossi ohayon")], [("rep", "r01")]),
    q("en", "is Daniel Friedman's AC fixed yet", REP, [("name", "Daniel Friedman")], [("rep", "r03")]),
    q("en", "and his oil change?", REP, [], [("rep", "r21")], True),
    q("en", "igor petrenko clutch status", REP, [("name", "igor petrenko")], [("rep", "r07")]),
    q(
        "en", "has the windscreen for Sigal Ben-David been replaced", REP,
        [("name", "Sigal Ben-David")], [("rep", "r10")],
    ),
    q("en", "Noam Barak's mazda - what did you find", REP, [("name", "Noam Barak")], [("repc", "c09")]),
    q("en", "is the gearbox on Noam's car done", REP, [("name", "Noam")], [("rep", "r12")]),
    q("en", "Sarah Levi-Cohen battery check - ready?", REP, [("name", "Sarah Levi-Cohen")], [("rep", "r17")]),
    q(
        "en", "when will the Ben Haim bakery's refrigerated truck be ready", REP,
        [("name", "Ben Haim")], [("rep", "r19")],
    ),
    q("en", "all jobs for Ort Ashdod school", REP, [("name", "Ort Ashdod")], [("repc", "c11")]),
    q("en", "brake pads for Benny Malka - arrived?", REP, [("name", "Benny Malka")], [("rep", "r20")]),
    q("en", "Khaled's exhaust, is the technician on it", REP, [("name", "Khaled")], [("rep", "r13")]),
    q(
        "en", "status of the check engine light on Miriam Elmaliach's car", REP,
        [("name", "Miriam Elmaliach")], [("rep", "r06")],
    ),
    # invoices by number: no dash, a dash or a space added, a slash for a dash; amounts; counts
    q("he", "חשבונית GR3318 שולמה?", INV, [("inv", "GR3318")], [("ist", "i02")]),
    q("he", "gr3301 מה איתה", INV, [("inv", "GR3301", "gr3301")], [("ist", "i01")]),
    q("he", "כמה נשאר לשלם על 26-0405", INV, [("inv", "26-0405")], [("ileft", "i04")]),
    q("he", "חשבונית 26/0411 באיחור?", INV, [("inv", "26-0411", "26/0411")], [("ist", "i05")]),
    q("he", "כמה שולם על 8807", INV, [("inv", "8807")], [("ipaid", "i07")]),
    q("he", "GR 3322 כמה נשאר", INV, [("inv", "GR3322", "GR 3322")], [("ileft", "i14")]),
    q("he", "8822 בוטלה?", INV, [("inv", "8822")], [("ist", "i17")]),
    q("he", "26-0420 נשלחה כבר?", INV, [("inv", "26-0420")], [("ist", "i16")]),
    q("he", "של מי חשבונית 8811", LOOK, [("inv", "8811")], [("name", "c07"), ("about", "i11")]),
    q("he", "וכמה נשאר עליה", INV, [], [("ileft", "i11")], True),
    q(
        "he", "החשבוניות הפתוחות של שליחויות הדרום", INV,
        [("name", "שליחויות הדרום")], [("ilist", "c06", "open")],
    ),
    q("he", "כמה חשבוניות פתוחות יש לאשד", INV, [("name", "אשד")], [("ilist", "c03", "open")]),
    q("he", "לחאלד אבו-ריא יש חשבונית פתוחה?", INV, [("name", "חאלד אבו-ריא")], [("ilist", "c10", "open")]),
    q("he", "מס' 8815 שולמה?", INV, [("inv", "8815")], [("ist", "i13")]),
    q("en", "is invoice gr-3309 paid", INV, [("inv", "GR3309", "gr-3309")], [("ist", "i06")]),
    q("en", "how much is left on 26-0414", INV, [("inv", "26-0414")], [("ileft", "i10")]),
    q("en", "status of inv #8804", INV, [("inv", "8804")], [("ist", "i03")]),
    q("en", "how much did they pay on 26-0416", INV, [("inv", "26-0416")], [("ipaid", "i20")]),
    q("en", "whose invoice is GR3325", LOOK, [("inv", "GR3325")], [("name", "c13"), ("about", "i18")]),
    q("en", "and how much is still owed on it?", INV, [], [("ileft", "i18")], True),
    q("en", "open invoices for igor petrenko", INV, [("name", "igor petrenko")], [("ilist", "c05", "open")]),
    q("en", "remaining amount on invoice 8819", INV, [("inv", "8819")], [("ileft", "i08")]),
    q("en", "GR 3330 - open or paid?", INV, [("inv", "GR3330", "GR 3330")], [("ist", "i21")]),
    # lookups
    q("he", "מה הטלפון של מרים אלמליח", LOOK, [("name", "מרים אלמליח")], [("phone", "c04")]),
    q("he", "תן לי את המייל של השכרת רכב אשד", LOOK, [("name", "השכרת רכב אשד")], [("email", "c03")]),
    q("he", "ח.פ. של מאפיית בן חיים", LOOK, [("name", "מאפיית בן חיים")], [("tax", "c15")]),
    q("he", "איפה גרה סיגל בן-דוד", LOOK, [("name", "סיגל בן-דוד")], [("addr", "c07", "גן יבנה")]),
    q("he", "של מי הטלפון 050-8823145", LOOK, [("phone", "050-8823145")], [("names", "c01", "c17")]),
    q("he", "כתובת של איגור פטרנקו", LOOK, [("name", "איגור פטרנקו")], [("addr", "c05", "שבטי ישראל")]),
    q("he", "מספר טלפון של בית ספר אורט", LOOK, [("name", "בית ספר אורט")], [("phone", "c11")]),
    q("he", "המייל של נעם ברק", LOOK, [("name", "נעם ברק")], [("email", "c09")]),
    q("he", "מה הכתובת של חאלד", LOOK, [("name", "חאלד")], [("addr", "c10", "רהט")]),
    q("en", "what's Tal Rozen's email", LOOK, [("name", "Tal Rozen")], [("email", "c14")]),
    q("en", "phone for Avi Marciano", LOOK, [("name", "Avi Marciano")], [("phone", "c08")]),
    q(
        "en", "where is Ronen Shushan located", LOOK,
        [("name", "Ronen Shushan")], [("addr", "c12", "קריית מלאכי")],
    ),
    q("en", "and does he owe us anything?", BAL, [], [("bal", "c12")], True),
    q("en", "who has the number 058-6610432", LOOK, [("phone", "058-6610432")], [("name", "c16")]),
    # knowledge: Hebrew items, asked in both languages, some saying mechanic, technician or repair
    q("he", "עד מתי פתוח ביום שישי", KNOW, [], [("kn", "k01", "12:00")]),
    q("he", "אתם עובדים בשבת?", KNOW, [], [("kn", "k01", "סגור")]),
    q("he", "כמה עולה טיפול 15 אלף", KNOW, [], [("kn", "k02", "650")]),
    q("he", "מחיר טיפול גדול לרכב", KNOW, [], [("kn", "k02", "1,400")]),
    q("he", "כמה לוקחים על הכנה לטסט", KNOW, [], [("kn", "k03", "350")]),
    q("he", "מה האחריות על תיקון שעשה המכונאי", KNOW, [], [("kn", "k04", "6 חודשים")]),
    q("he", "יש רכב חלופי בזמן התיקון?", KNOW, [], [("kn", "k05", "120")]),
    q("he", "כמה עולה גרר מהבית למוסך", KNOW, [], [("kn", "k06", "300")]),
    q("he", "כמה עולה בדיקת מחשב", KNOW, [], [("kn", "k07", "250")]),
    q("he", "המזגן באוטו לא מקרר, כמה עולה מילוי גז", KNOW, [], [("kn", "k08", "280")]),
    q("he", "אפשר לשלם בתשלומים?", KNOW, [], [("kn", "k10", "6 תשלומים")]),
    q("he", "אתם אוספים את האוטו מהעבודה?", KNOW, [], [("kn", "k11", "100")]),
    q("he", "הטכנאי מתחיל לעבוד בלי אישור שלי?", KNOW, [], [("kn", "k12", "1,000")]),
    q("he", "אתם מטפלים ברכב חשמלי", KNOW, [], [("kn", "k13", "חשמלי")]),
    q("he", "כמה עולה לכוון פרונט", KNOW, [], [("kn", "k09", "150")]),
    q("en", "what are your opening hours on friday", KNOW, [], [("kn", "k01", "12:00")]),
    q("en", "how much is a 15k service", KNOW, [], [("kn", "k02", "650")]),
    q("en", "price to prep the car for the annual test", KNOW, [], [("kn", "k03", "350")]),
    q("en", "whats the warranty on a repair", KNOW, [], [("kn", "k04", "6 חודשים")]),
    q("en", "do you give a loaner car while the car is being fixed", KNOW, [], [("kn", "k05", "120")]),
    q("en", "how much for towing", KNOW, [], [("kn", "k06", "300")]),
    q("en", "cost of a computer diagnostic", KNOW, [], [("kn", "k07", "250")]),
    q("en", "how much to recharge the AC gas", KNOW, [], [("kn", "k08", "280")]),
    q("en", "can I pay with Bit", KNOW, [], [("kn", "k10", "ביט")]),
    q("en", "do you fix electric cars", KNOW, [], [("kn", "k13", "חשמלי")]),
    q("en", "fixing a flat tire, how much", KNOW, [], [("kn", "k09", "60")]),
    # greetings, help, out of domain holding customers' names or the trade's words
    q("he", "בוקר טוב", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("he", "תזכיר לי לחזור ליוסי אוחיון מחר בעשר", UNK),
    q("he", "תשלח לסיגל הודעה שהאוטו מוכן", UNK),
    q("he", "כמה עולה טויוטה קורולה חדשה", UNK),
    q("he", "מה מזג האוויר באשדוד", UNK),
    q("he", "תמצא לי מתכון לשקשוקה", UNK),
    q("en", "hey there", GREET),
    q("en", "what can you help me with", HELP),
    q("en", "remind me to call Noam Barak at 5", UNK),
    q("en", "what's the best car to buy in 2026", UNK),
    q("en", "book a table for two at a restaurant in Ashdod", UNK),
    q("en", "translate clutch to french", UNK),
]  # fmt: skip

S25_FRESH: list[list[Row]] = [
    [  # a new customer, her invoice and her car's service
        q("he", "כמה חייבת אביגיל דהן", BAL, [("name", "אביגיל דהן")], [("bal", "c18")]),
        q("he", "הקיה של אביגיל התקבלה?", REP, [("name", "אביגיל")], [("rep", "r25")]),
        q("en", "who's GR3340 for", LOOK, [("inv", "GR3340")], [("name", "c18"), ("about", "i23")]),
        q("en", "the Sportage service for Avigail Dahan", REP, [("name", "Avigail Dahan")], [("rep", "r25")]),
    ],
    [  # an existing customer's new battery job and invoice
        q("he", "סיגל בן-דוד כמה חייבת עכשיו", BAL, [("name", "סיגל בן-דוד")], [("bal", "c07")]),
        q("he", "המצבר החדש לאאוטלנדר של סיגל", REP, [("name", "סיגל")], [("rep", "r26")]),
        q("he", "כמה נשאר לשלם על 8830", INV, [("inv", "8830")], [("ileft", "i24")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "מרק אדלר חייב משהו?", BAL, [("name", "מרק אדלר")], [("bal", "c19")]),
        q("en", "Mark Adler's brake pads, any news", REP, [("name", "Mark Adler")], [("rep", "r27")]),
        q("he", "כמה שילמו על 26-0433", INV, [("inv", "26-0433")], [("ipaid", "i25")]),
    ],
]  # fmt: skip
BATCHES = {"s25": S25}
FRESH = {"s25f": S25_FRESH}

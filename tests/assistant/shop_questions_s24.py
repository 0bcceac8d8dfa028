"""Batch s24: questions about a sixteenth business, בריכות כחול-ים (Kachol-Yam Pools: a pool maintenance
and equipment company in the Sharon, ``shops/kacholyam.json``), and ``s24f``: questions asked the moment the
records they are about were made through the API (the fixtures' ``added_later`` steps).

Written by session 24's helper `chat24` on 2026-12-03 (about 08:25 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
two thirds Hebrew, as a pool company's office types: a job asked by its device or its everyday name (המשאבה,
הרובוט, הג'קוזי, הפילטר, the robot, the heater, the cover) rather than the stored item's words, brand names
(Dolphin, Zodiac, Hayward, מיטרוניקס); prefixes (וה, של, ל, מ, ב); typos and slang (מה המצב, תגיד לי, נו);
Latin-stored customers in Hebrew letters and Hebrew-stored ones in Latin; a country club, a hotel, a kibbutz
and a municipal sports centre by part of their names; a doctor by title; a hyphenated surname with and
without the hyphen; invoice numbers KY-1041 / 5531 / 26/118 written as ky1077, KY 1063, 26-118; knowledge in
both languages against Hebrew-only items, some saying technician, visit, the lab or collecting a device;
out-of-domain requests holding customers' names or the trade's words; follow-ups by pronoun or a bare noun.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S24: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה אורי שפירא חייב לנו", BAL, [("name", "אורי שפירא")], [("bal", "c01")]),
    q("he", "מה היתרה של שפירא אורי", BAL, [("name", "שפירא אורי")], [("bal", "c01")]),
    q("he", "רחל שטרן חייבת משהו?", BAL, [("name", "רחל שטרן")], [("bal", "c02")]),
    q("he", "כמה חייב הקאנטרי נוף ים", BAL, [("name", "נוף ים")], [("bal", "c03")]),
    q("he", "דוד בן עמי שילם?", BAL, [("name", "דוד בן עמי")], [("bal", "c04")]),
    q("he", "מה החוב של מייקל רוזנברג", BAL, [("name", "מייקל רוזנברג")], [("bal", "c05")]),
    q("he", "מלון השרון כמה נשאר להם לשלם", BAL, [("name", "מלון השרון")], [("bal", "c06")]),
    q("he", "ליוליה קרמר יש חוב?", BAL, [("name", "יוליה קרמר")], [("bal", "c07")]),
    q("he", "כמה חייבים באקווה פיט", BAL, [("name", "אקווה פיט")], [("bal", "c08")]),
    q("he", "יתרה אלון מזרחי", BAL, [("name", "אלון מזרחי")], [("bal", "c09")]),
    q("he", "נועה גרין כמה היא חייבת", BAL, [("name", "נועה גרין")], [("bal", "c10")]),
    q("he", "תגיד לי כמה תום אבידן חייב", BAL, [("name", "תום אבידן")], [("bal", "c11")]),
    q("he", "מרכז הספורט ברמת השרון חייב לנו כסף?", BAL, [("name", "מרכז הספורט")], [("bal", "c12")]),
    q("he", "כמה חייבת ד\"ר סגל", BAL, [("name", "סגל")], [("bal", "c13")]),
    q("he", "מה מצב החשבון של אחמד מסארוה", BAL, [("name", "אחמד מסארוה")], [("bal", "c14")]),
    q("he", "יעל צור שילמה הכל?", BAL, [("name", "יעל צור")], [("bal", "c15")]),
    q("he", "קיבוץ שפיים כמה חייבים", BAL, [("name", "קיבוץ שפיים")], [("bal", "c16")]),
    q("he", "0507713306 יתרה", BAL, [("phone", "0507713306")], [("bal", "c11")]),
    q("he", "כמה חיבת דנה שפירא", BAL, [("name", "דנה שפירא")], [("bal", "c17")]),
    q("en", "how much does Uri Shapira owe", BAL, [("name", "Uri Shapira")], [("bal", "c01")]),
    q("en", "Rachel Stern balance", BAL, [("name", "Rachel Stern")], [("bal", "c02")]),
    q("en", "does the Sharon hotel owe us anything", BAL, [("name", "Sharon")], [("bal", "c06")]),
    q("en", "what's the balance for Aqua Fit", BAL, [("name", "Aqua Fit")], [("bal", "c08")]),
    q("en", "how much is Noa Green owing", BAL, [("name", "Noa Green")], [("bal", "c10")]),
    q("en", "outstanding amount for kibbutz Shefayim", BAL, [("name", "Shefayim")], [("bal", "c16")]),
    q("en", "does Ahmad Masarwa owe money", BAL, [("name", "Ahmad Masarwa")], [("bal", "c14")]),
    # jobs: by the device, a brand, a bare noun after a customer; follow-ups; every job of a customer
    q("he", "מה עם המשאבה של אורי שפירא", REP, [("name", "אורי שפירא")], [("rep", "r01")]),
    q("he", "והרובוט שלו?", REP, [], [("rep", "r02")], True),
    q("he", "הכלורינטור של רחל שטרן הגיע?", REP, [("name", "רחל שטרן")], [("rep", "r03")]),
    q("he", "מה קורה עם משאבת החום בקאנטרי נוף ים", REP, [("name", "נוף ים")], [("rep", "r04")]),
    q("he", "והאריחים שם?", REP, [], [("rep", "r05")], True),
    q("he", "מצאתם את הנזילה אצל דוד בן-עמי?", REP, [("name", "דוד בן-עמי")], [("rep", "r06")]),
    q("he", "הג'קוזי של מייקל רוזנברג מתחמם כבר?", REP, [("name", "מייקל רוזנברג")], [("rep", "r07")]),
    q("he", "ומה עם הכיסוי?", REP, [], [("rep", "r08")], True),
    q("he", "הפנסים במלון השרון תוקנו?", REP, [("name", "מלון השרון")], [("rep", "r09")]),
    q("he", "המים הירוקים בבריכה החיצונית של מלון השרון", REP, [("name", "מלון השרון")], [("rep", "r10")]),
    q("he", "הפילטר של גוליה קרמר מוכן?", REP, [("name", "גוליה קרמר")], [("rep", "r11")]),
    q("he", "מה המצב עם הג'קוזי באקווה פיט", REP, [("name", "אקווה פיט")], [("rep", "r12")]),
    q("he", "אלון מזרחי המים כבר נקיים?", REP, [("name", "אלון מזרחי")], [("rep", "r13")]),
    q("he", "הסולם של נועה גרין", REP, [("name", "נועה גרין")], [("rep", "r14")]),
    q("he", "הרובוט זודיאק של תום אבידן", REP, [("name", "תום אבידן")], [("rep", "r15")]),
    q("he", "הבקר במרכז הספורט העירוני עובד?", REP, [("name", "מרכז הספורט העירוני")], [("rep", "r16")]),
    q("he", "המפל של דר סגל", REP, [("name", "סגל")], [("rep", "r17")]),
    q("he", "אחמד המשאבה שהביא למעבדה מה איתה", REP, [("name", "אחמד")], [("rep", "r18")]),
    q("he", "הרובוט של יעל צור נו מתי מוכן", REP, [("name", "יעל צור")], [("rep", "r20")]),
    q("he", "הכיסוי לחורף של קיבוץ שפיים הוזמן?", REP, [("name", "קיבוץ שפיים")], [("rep", "r21")]),
    q("he", "ומערכת הכלור שלהם?", REP, [], [("rep", "r22")], True),
    q("he", "כל העבודות של מלון השרון", REP, [("name", "מלון השרון")], [("repc", "c06")]),
    q("he", "052-7741093 מה עם הרובוט", REP, [("phone", "052-7741093")], [("rep", "r02")]),
    q("he", "השסתום של רחל שטרן הותקן?", REP, [("name", "רחל שטרן")], [("rep", "r23")]),
    q("he", "דנה שפירא הג'קוזי המתנפח", REP, [("name", "דנה שפירא")], [("rep", "r24")]),
    q("he", "מה הסטטוס של הדולפין של שפירא", REP, [("name", "שפירא")], [("rep", "r02")]),
    q("en", "what's up with Uri Shapira's pump", REP, [("name", "Uri Shapira")], [("rep", "r01")]),
    q("en", "is Rachel Stern's salt system fixed", REP, [("name", "Rachel Stern")], [("rep", "r03")]),
    q("en", "and her bypass valve?", REP, [], [("rep", "r23")], True),
    q("en", "Michael Rosenberg's hot tub - any news", REP, [("name", "Michael Rosenberg")], [("rep", "r07")]),
    q("en", "is the pool cover at Rosenberg's working yet", REP, [("name", "Rosenberg")], [("rep", "r08")]),
    q("en", "Tom Avidan's robot, when will it be ready", REP, [("name", "Tom Avidan")], [("rep", "r15")]),
    q(
        "en", "did you find the leak at David Ben-Ami's pool", REP,
        [("name", "David Ben-Ami")], [("rep", "r06")],
    ),
    q("en", "is the sand filter for Julia Kramer done", REP, [("name", "Julia Kramer")], [("rep", "r11")]),
    q("en", "all jobs for Aqua Fit Studio", REP, [("name", "Aqua Fit Studio")], [("repc", "c08")]),
    q("en", "Yael Tsur's Maytronics robot status", REP, [("name", "Yael Tsur")], [("rep", "r20")]),
    q(
        "en", "has the technician fixed the lights at the Sharon hotel", REP,
        [("name", "Sharon")], [("rep", "r09")],
    ),
    q("en", "what about the winter cover for Shefayim", REP, [("name", "Shefayim")], [("rep", "r21")]),
    # invoices by number: prefix in another case or spaced, slashed numbers with a dash; amounts; counts
    q("he", "חשבונית KY-1077 שולמה?", INV, [("inv", "KY-1077")], [("ist", "i02")]),
    q("he", "ky1063 מה המצב", INV, [("inv", "KY-1063", "ky1063")], [("ist", "i06")]),
    q("he", "כמה נשאר לשלם על 26/118", INV, [("inv", "26/118")], [("ileft", "i04")]),
    q("he", "חשבונית 26-121 פתוחה?", INV, [("inv", "26/121", "26-121")], [("ist", "i08")]),
    q("he", "כמה שילמו על 5547", INV, [("inv", "5547")], [("ipaid", "i07")]),
    q("he", "מה מצב חשבונית מס 5531", INV, [("inv", "5531")], [("ist", "i03")]),
    q("he", "KY 1066 כמה נשאר", INV, [("inv", "KY-1066", "KY 1066")], [("ileft", "i18")]),
    q("he", "5544 בוטלה?", INV, [("inv", "5544")], [("ist", "i17")]),
    q("he", "26/125 נשלחה ללקוח?", INV, [("inv", "26/125")], [("ist", "i16")]),
    q("he", "של מי חשבונית 5552", LOOK, [("inv", "5552")], [("name", "c08"), ("about", "i11")]),
    q("he", "וכמה נשאר עליה?", INV, [], [("ileft", "i11")], True),
    q("he", "החשבוניות הפתוחות של קיבוץ שפיים", INV, [("name", "קיבוץ שפיים")], [("ilist", "c16", "open")]),
    q("he", "לנועה גרין יש חשבונית פתוחה?", INV, [("name", "נועה גרין")], [("ilist", "c10", "open")]),
    q("he", "כמה חשבוניות פתוחות יש למלון השרון", INV, [("name", "מלון השרון")], [("ilist", "c06", "open")]),
    q("he", "החשבונית של אלון מזרחי באיחור?", INV, [("name", "אלון מזרחי")], [("ist", "i12")]),
    q("en", "is invoice KY-1041 paid", INV, [("inv", "KY-1041")], [("ist", "i01")]),
    q("en", "how much is left on 5539", INV, [("inv", "5539")], [("ileft", "i13")]),
    q("en", "status of invoice no. 26/110", INV, [("inv", "26/110")], [("ist", "i15")]),
    q("en", "how much was paid on 26/102", INV, [("inv", "26/102")], [("ipaid", "i09")]),
    q("en", "who is invoice KY-1072 for", LOOK, [("inv", "KY-1072")], [("name", "c11"), ("about", "i14")]),
    q("en", "and is it overdue?", INV, [], [("ist", "i14")], True),
    q(
        "en", "open invoices for Michael Rosenberg", INV,
        [("name", "Michael Rosenberg")], [("ilist", "c05", "open")],
    ),
    q("en", "remaining on invoice 5550", INV, [("inv", "5550")], [("ileft", "i19")]),
    # lookups
    q("he", "מה הטלפון של יוליה קרמר", LOOK, [("name", "יוליה קרמר")], [("phone", "c07")]),
    q("he", "תביא לי את המייל של הקאנטרי קלאב", LOOK, [("name", "קאנטרי קלאב")], [("email", "c03")]),
    q("he", "ח.פ של מלון השרון", LOOK, [("name", "מלון השרון")], [("tax", "c06")]),
    q("he", "איפה גר תום אבידן", LOOK, [("name", "תום אבידן")], [("addr", "c11", "רמת השרון")]),
    q("he", "של מי המספר 054-6632015", LOOK, [("phone", "054-6632015")], [("name", "c13")]),
    q("he", "כתובת של מייקל רוזנברג", LOOK, [("name", "מייקל רוזנברג")], [("addr", "c05", "כפר סבא")]),
    q("he", "מספר טלפון של קיבוץ שפיים", LOOK, [("name", "קיבוץ שפיים")], [("phone", "c16")]),
    q("he", "המייל של רחל סטרן", LOOK, [("name", "רחל סטרן")], [("email", "c02")]),
    q("en", "what's Noa Green's email", LOOK, [("name", "Noa Green")], [("email", "c10")]),
    q("en", "phone number for Alon Mizrahi", LOOK, [("name", "Alon Mizrahi")], [("phone", "c09")]),
    q("en", "where does Dr. Ronit Segal live", LOOK, [("name", "Ronit Segal")], [("addr", "c13", "סביון")]),
    q("en", "and how much does she owe?", BAL, [], [("bal", "c13")], True),
    q("en", "whose number is 053-2219076", LOOK, [("phone", "053-2219076")], [("name", "c07")]),
    # knowledge: Hebrew items, asked in both languages, some saying technician, visit, the lab, collecting
    q("he", "עד איזה שעה אתם עובדים ביום שישי", KNOW, [], [("kn", "k01", "12:00")]),
    q("he", "יש מישהו בשבת אם המשאבה נתקעה?", KNOW, [], [("kn", "k01", "כונן")]),
    q("he", "כמה עולה מנוי תחזוקה לבריכה", KNOW, [], [("kn", "k02", "650")]),
    q("he", "כל כמה זמן הטכנאי מגיע במנוי?", KNOW, [], [("kn", "k02", "פעם בשבוע")]),
    q("he", "כמה עולה לפתוח את הבריכה לקיץ", KNOW, [], [("kn", "k03", "900")]),
    q("he", "מה המחיר לסגירת בריכה בחורף", KNOW, [], [("kn", "k04", "700")]),
    q("he", "המים בבריכה יורדים כל יום, כמה עולה לבדוק נזילה", KNOW, [], [("kn", "k05", "850")]),
    q("he", "המים ירוקים מה עושים", KNOW, [], [("kn", "k06", "450")]),
    q("he", "כמה זמן אחריות יש על משאבה שהתקנתם", KNOW, [], [("kn", "k07", "12 חודשים")]),
    q("he", "כמה עולה ביקור של טכנאי", KNOW, [], [("kn", "k08", "280")]),
    q("he", "תוך כמה זמן מתקנים רובוט במעבדה", KNOW, [], [("kn", "k09", "7 ימי עבודה")]),
    q("he", "אתם אוספים את המשאבה מהבית?", KNOW, [], [("kn", "k09", "100")]),
    q("he", "מתי אפשר להכנס למים אחרי טיפול הלם", KNOW, [], [("kn", "k10", "24 שעות")]),
    q("he", "אפשר לשלם בביט?", KNOW, [], [("kn", "k11", "ביט")]),
    q("he", "אם אני מבטל את הביקור של הטכנאי יום לפני אני משלם?", KNOW, [], [("kn", "k12", "24 שעות")]),
    q("he", "כמה עולה להתקין משאבת חום", KNOW, [], [("kn", "k13", "9,500")]),
    q("en", "what time do you close on friday", KNOW, [], [("kn", "k01", "12:00")]),
    q("en", "how much is the weekly pool maintenance plan", KNOW, [], [("kn", "k02", "650")]),
    q("en", "what does it cost to open the pool for the season", KNOW, [], [("kn", "k03", "900")]),
    q("en", "my pool is losing water, how much for leak detection", KNOW, [], [("kn", "k05", "850")]),
    q("en", "the water turned green, what do you charge", KNOW, [], [("kn", "k06", "450")]),
    q("en", "what's the warranty on a repair done in the lab", KNOW, [], [("kn", "k07", "3 חודשים")]),
    q("en", "how much for a technician visit", KNOW, [], [("kn", "k08", "280")]),
    q("en", "can you pick up my pool robot from home", KNOW, [], [("kn", "k09", "100")]),
    q(
        "en", "how long before the kids can swim after a shock treatment", KNOW, [],
        [("kn", "k10", "24 שעות")],
    ),
    q("en", "price of installing a heat pump", KNOW, [], [("kn", "k13", "9,500")]),
    q("en", "can I postpone a visit without paying", KNOW, [], [("kn", "k12", "24 שעות")]),
    # greetings, help, out of domain holding customers' names or the trade's words
    q("he", "היי", GREET),
    q("he", "במה אתה יכול לעזור לי", HELP),
    q("he", "תזכיר לי להתקשר לנועה גרין ביום ראשון", UNK),
    q("he", "תשלח לאורי שפירא וואטסאפ שהטכנאי מאחר", UNK),
    q("he", "מה מזג האוויר בהרצליה מחר", UNK),
    q("he", "איפה יש בריכה ציבורית פתוחה בתל אביב", UNK),
    q("he", "מתכון לעוגת שוקולד", UNK),
    q("he", "תזמין לי טיסה לאילת", UNK),
    q("en", "good morning", GREET),
    q("en", "what can I ask you", HELP),
    q("en", "remind me to call Tom Avidan tomorrow", UNK),
    q("en", "who won the Maccabi game", UNK),
    q("en", "find me a cheap flight to Cyprus", UNK),
    q("en", "how do I cook a green curry", UNK),
]  # fmt: skip

S24_FRESH: list[list[Row]] = [
    [  # a new customer, his invoice and his season opening
        q("he", "כמה חייב עומר ליבוביץ", BAL, [("name", "עומר ליבוביץ")], [("bal", "c18")]),
        q("he", "פתיחת הבריכה של עומר נקבעה?", REP, [("name", "עומר")], [("rep", "r25")]),
        q("en", "who is KY-1085 for", LOOK, [("inv", "KY-1085")], [("name", "c18"), ("about", "i23")]),
    ],
    [  # an existing customer's new robot and invoice
        q("he", "כמה חייב עכשיו מייקל רוזנברג", BAL, [("name", "מייקל רוזנברג")], [("bal", "c05")]),
        q("he", "הרובוט החדש של רוזנברג", REP, [("name", "רוזנברג")], [("rep", "r26")]),
        q("he", "כמה נשאר על 5560", INV, [("inv", "5560")], [("ileft", "i24")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "ליסה מורגן חייבת משהו", BAL, [("name", "ליסה מורגן")], [("bal", "c19")]),
        q(
            "en", "Lisa Morgan's filter pump - what's the status", REP,
            [("name", "Lisa Morgan")], [("rep", "r27")],
        ),
        q("he", "כמה שולם על 26/130", INV, [("inv", "26/130")], [("ipaid", "i25")]),
    ],
]  # fmt: skip
BATCHES = {"s24": S24}
FRESH = {"s24f": S24_FRESH}

"""Batch s26b: questions about a twentieth business, פיטנס-פרו שירות (FitPro Service: a fitness equipment
service company in Rishon LeZion, ``shops/fitpro.json``), and ``s26bf``: questions asked the moment the
records they are about were made through the API (the fixtures' ``added_later`` steps). HELD OUT: run once
before session 26's changes and once after them, aggregates only; its items and misses were not looked at
while the engine was changed (the fixes were made on ``s26``, another business).

Written by session 26's helper `chat26` on 2026-12-03 (about 14:55 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
three fifths Hebrew, as a fitness equipment service's office types: a machine asked by its everyday name
(ההליכון, האליפטיקל, אופני הספינינג, מכונת החתירה, הרפורמר, כורסת העיסוי, the treadmill, the rowing
machine, the leg press) or its brand in Hebrew letters, a number or a place that tells two apart (מס' 4,
בפארק); a gym, a country club, a hotel, a physiotherapy institute, a high school, a Pilates studio, an
old-age home, the city's sports department and an English-named gym by part of their names; invoice
numbers FP-5120 / 88014 / 2026-0412 written as fp5163, FP 5141, 2026/0412, 0412; knowledge in both languages
against Hebrew-only items in everyday words; out-of-domain requests holding customers' names or the trade's
words; follow-ups by pronoun or a bare noun; a phone a mother and her son share.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S26B: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה חייב חדר כושר אנרגי", BAL, [("name", "אנרגי")], [("bal", "c01")]),
    q("he", "הקאנטרי בראשון חייבים לנו?", BAL, [("name", "קאנטרי")], [("bal", "c02")]),
    q("he", "מה היתרה של מלון ים התיכון", BAL, [("name", "מלון ים התיכון")], [("bal", "c03")]),
    q("he", "רון אהרוני כמה חייב", BAL, [("name", "רון אהרוני")], [("bal", "c04")]),
    q("he", "מייקל שטרן כמה נשאר לו", BAL, [("name", "מייקל שטרן")], [("bal", "c05")]),
    q("he", "צעד קדימה חייבים משהו?", BAL, [("name", "צעד קדימה")], [("bal", "c06")]),
    q("he", "כמה חייבת הגימנסיה הריאלית", BAL, [("name", "הגימנסיה הריאלית")], [("bal", "c07")]),
    q("he", "ליאת שמעוני שילמה?", BAL, [("name", "ליאת שמעוני")], [("bal", "c08")]),
    q("he", "סטודיו בלנס כמה חייבים", BAL, [("name", "סטודיו בלנס")], [("bal", "c09")]),
    q("he", "חאלד נסאר יש לו חוב", BAL, [("name", "חאלד נסאר")], [("bal", "c10")]),
    q("he", "פאוורהאוס כמה חייבים לנו", BAL, [("name", "פאוורהאוס")], [("bal", "c11")]),
    q("he", "כמה חייב בית אבות נווה הדר", BAL, [("name", "נווה הדר")], [("bal", "c13")]),
    q("he", "עידו כץ יתרה", BAL, [("name", "עידו כץ")], [("bal", "c14")]),
    q("he", "מחלקת הספורט של העירייה כמה חייבת", BAL, [("name", "מחלקת ספורט")], [("bal", "c15")]),
    q("he", "ג'ני אדמס כמה חייבת", BAL, [("name", "ג'ני אדמס")], [("bal", "c16")]),
    q("he", "כמה חיב דניאל ברקוביץ", BAL, [("name", "דניאל ברקוביץ")], [("bal", "c17")]),
    q("he", "052-6634871 מה היתרה", BAL, [("phone", "052-6634871")], [("bal", "c04")]),
    q("en", "how much does Michael Stern owe", BAL, [("name", "Michael Stern")], [("bal", "c05")]),
    q("en", "Energy gym balance", BAL, [("name", "Energy")], [("bal", "c01")]),
    q("en", "does Liat Shimoni owe us", BAL, [("name", "Liat Shimoni")], [("bal", "c08")]),
    q("en", "PowerHouse outstanding balance", BAL, [("name", "PowerHouse")], [("bal", "c11")]),
    q("en", "how much is Jenny Adams owing", BAL, [("name", "Jenny Adams")], [("bal", "c16")]),
    q("en", "what does ido katz owe", BAL, [("name", "ido katz")], [("bal", "c14")]),
    q("en", "balance of the Neve Hadar nursing home", BAL, [("name", "Neve Hadar")], [("bal", "c13")]),
    q("en", "does the country club still owe money", BAL, [("name", "country club")], [("bal", "c02")]),
    # jobs: by the machine's everyday name, a number or a place; follow-ups
    q("he", "מה עם ההליכון מס' 4 באנרגי", REP, [("name", "אנרגי")], [("rep", "r01")]),
    q("he", "ומכונת הכבלים?", REP, [], [("rep", "r02")], True),
    q("he", "אופני הספינינג של הקאנטרי מוכנים?", REP, [("name", "הקאנטרי")], [("rep", "r03")]),
    q("he", "ומה עם מכונת החתירה שלהם", REP, [], [("rep", "r04")], True),
    q("he", "האליפטיקל במלון ים התיכון", REP, [("name", "מלון ים התיכון")], [("rep", "r05")]),
    q("he", "ההליכון של רון אהרוני הגיע החלק?", REP, [("name", "רון אהרוני")], [("rep", "r06")]),
    q("he", "לחיצת רגליים של צעד קדימה תוקן?", REP, [("name", "צעד קדימה")], [("rep", "r08")]),
    q("he", "ומה עם האופניים?", REP, [], [("rep", "r09")], True),
    q("he", "ההליכונים של הגימנסיה הריאלית נמסרו?", REP, [("name", "הגימנסיה הריאלית")], [("rep", "r10")]),
    q("he", "כורסת העיסוי של ליאת שמעוני", REP, [("name", "ליאת שמעוני")], [("rep", "r11")]),
    q("he", "הרפורמר של סטודיו בלנס", REP, [("name", "סטודיו בלנס")], [("rep", "r12")]),
    q("he", "חאלד האופני כושר שלו מוכנים?", REP, [("name", "חאלד")], [("rep", "r14")]),
    q("he", "כל העבודות של פאוורהאוס", REP, [("name", "פאוורהאוס")], [("repc", "c11")]),
    q("he", "מכונת הסמית' בפאוור האוס", REP, [("name", "פאוור האוס")], [("rep", "r16")]),
    q("he", "אופני השיקום בנווה הדר", REP, [("name", "נווה הדר")], [("rep", "r18")]),
    q("he", "עידו כץ הספסל שלו מוכן?", REP, [("name", "עידו כץ")], [("rep", "r19")]),
    q("he", "מה קורה עם המתקנים בפארק של העירייה", REP, [("name", "העירייה")], [("rep", "r20")]),
    q("he", "053-7718802 מה עם האופני ספינינג", REP, [("phone", "053-7718802")], [("rep", "r24")]),
    q("he", "ההליכון של אולגה", REP, [("name", "אולגה")], [("rep", "r17")]),
    q("he", "המולטי טריינר בגימנסיה", REP, [("name", "גימנסיה")], [("rep", "r23")]),
    q(
        "en", "what's the status of treadmill no. 4 at Energy gym", REP,
        [("name", "Energy")], [("rep", "r01")],
    ),
    q("en", "is Ron Aharoni's treadmill fixed", REP, [("name", "Ron Aharoni")], [("rep", "r06")]),
    q("en", "Michael Stern's home gym - any update", REP, [("name", "Michael Stern")], [("rep", "r07")]),
    q(
        "en", "did the technician fix the treadmills at PowerHouse", REP,
        [("name", "PowerHouse")], [("rep", "r15")],
    ),
    q("en", "and the smith machine?", REP, [], [("rep", "r16")], True),
    q("en", "Jenny Adams rowing machine status", REP, [("name", "Jenny Adams")], [("rep", "r21")]),
    q("en", "the massage chair for Liat Shimoni", REP, [("name", "Liat Shimoni")], [("rep", "r11")]),
    q("en", "all jobs for the country club", REP, [("name", "country club")], [("repc", "c02")]),
    q("en", "is the pilates reformer at Balance studio ready", REP, [("name", "Balance")], [("rep", "r12")]),
    q(
        "en", "the Matrix treadmill at the Mediterranean hotel", REP,
        [("name", "Mediterranean")], [("rep", "r22")],
    ),
    q("en", "Khaled Nassar's exercise bike", REP, [("name", "Khaled Nassar")], [("rep", "r14")]),
    # invoices by number: dash, slash, space or nothing; amounts; counts
    q("he", "חשבונית FP-5163 שולמה?", INV, [("inv", "FP-5163")], [("ist", "i02")]),
    q("he", "fp5141 מה המצב", INV, [("inv", "FP-5141", "fp5141")], [("ist", "i06")]),
    q("he", "כמה נשאר לשלם על 2026-0412", INV, [("inv", "2026-0412")], [("ileft", "i04")]),
    q("he", "חשבונית 88014 באיחור?", INV, [("inv", "88014")], [("ist", "i03")]),
    q("he", "כמה שולם על FP 5150", INV, [("inv", "FP-5150", "FP 5150")], [("ipaid", "i13")]),
    q("he", "מה מצב חשבונית 88022", INV, [("inv", "88022")], [("ist", "i09")]),
    q("he", "2026-0415 כמה נשאר", INV, [("inv", "2026-0415")], [("ileft", "i11")]),
    q("he", "88036 מבוטלת?", INV, [("inv", "88036")], [("ist", "i17")]),
    q("he", "החשבונית 88044 כבר נשלחה?", INV, [("inv", "88044")], [("ist", "i14")]),
    q("he", "של מי החשבונית FP-5133", LOOK, [("inv", "FP-5133")], [("name", "c13"), ("about", "i16")]),
    q("he", "והיא שולמה?", INV, [], [("ist", "i16")], True),
    q("he", "החשבוניות הפתוחות של הקאנטרי קלאב", INV, [("name", "הקאנטרי קלאב")], [("ilist", "c02", "open")]),
    q("he", "כמה חשבוניות פתוחות יש לצעד קדימה", INV, [("name", "צעד קדימה")], [("ilist", "c06", "open")]),
    q("he", "לעידו כץ יש חשבונית פתוחה", INV, [("name", "עידו כץ")], [("ilist", "c14", "open")]),
    q("en", "is invoice FP-5120 paid", INV, [("inv", "FP-5120")], [("ist", "i01")]),
    q("en", "how much is left to pay on 88031", INV, [("inv", "88031")], [("ileft", "i05")]),
    q("en", "status of invoice 2026-0409", INV, [("inv", "2026-0409")], [("ist", "i19")]),
    q("en", "how much was paid on fp-5170", INV, [("inv", "FP-5170", "fp-5170")], [("ipaid", "i20")]),
    q("en", "who is invoice 88040 for", LOOK, [("inv", "88040")], [("name", "c10"), ("about", "i12")]),
    q("en", "and how much is open on it?", INV, [], [("ileft", "i12")], True),
    q(
        "en", "open invoices for PowerHouse Gym", INV,
        [("name", "PowerHouse Gym")], [("ilist", "c11", "open")],
    ),
    q("en", "what remains on FP5155", INV, [("inv", "FP-5155", "FP5155")], [("ileft", "i10")]),
    # lookups
    q("he", "מה הטלפון של ליאת שמעוני", LOOK, [("name", "ליאת שמעוני")], [("phone", "c08")]),
    q("he", "המייל של סטודיו בלנס", LOOK, [("name", "סטודיו בלנס")], [("email", "c09")]),
    q("he", "ח.פ. של חדר כושר אנרגי", LOOK, [("name", "חדר כושר אנרגי")], [("tax", "c01")]),
    q("he", "איפה גר חאלד נסאר", LOOK, [("name", "חאלד נסאר")], [("addr", "c10", "רמלה")]),
    q("he", "של מי המספר 053-7718802", LOOK, [("phone", "053-7718802")], [("names", "c12", "c17")]),
    q("he", "כתובת של מלון ים התיכון", LOOK, [("name", "מלון ים התיכון")], [("addr", "c03", "בת ים")]),
    q("he", "תביא לי את הטלפון של הקאנטרי", LOOK, [("name", "הקאנטרי")], [("phone", "c02")]),
    q("he", "המייל של עידו", LOOK, [("name", "עידו")], [("email", "c14")]),
    q("en", "Ron Aharoni's phone number", LOOK, [("name", "Ron Aharoni")], [("phone", "c04")]),
    q("en", "email for the Realit high school", LOOK, [("name", "Realit")], [("email", "c07")]),
    q("en", "where is PowerHouse Gym", LOOK, [("name", "PowerHouse Gym")], [("addr", "c11", "משה בקר")]),
    q("en", "and how much do they owe?", BAL, [], [("bal", "c11")], True),
    q("en", "whose number is 054-8812266", LOOK, [("phone", "054-8812266")], [("name", "c09")]),
    # knowledge: Hebrew items, asked in both languages in everyday words
    q("he", "אתם עובדים ביום שישי?", KNOW, [], [("kn", "k01", "14:00")]),
    q("he", "כמה עולה שטכנאי יבוא הביתה", KNOW, [], [("kn", "k02", "290")]),
    q("he", "מה כולל חוזה תחזוקה לחדר כושר", KNOW, [], [("kn", "k03", "20%")]),
    q("he", "כל כמה זמן צריך לשמן את ההליכון", KNOW, [], [("kn", "k04", "3 חודשים")]),
    q("he", "כמה עולה להעביר הליכון לדירה אחרת", KNOW, [], [("kn", "k05", "450")]),
    q("he", "יש אחריות על התיקון?", KNOW, [], [("kn", "k06", "6 חודשים")]),
    q("he", "אתם קונים מכשירים משומשים", KNOW, [], [("kn", "k07", "בהערכה במקום")]),
    q("he", "ההליכון חורק מה לעשות", KNOW, [], [("kn", "k08", "רצועה יבשה")]),
    q("he", "איבדתי את המפתח של ההליכון", KNOW, [], [("kn", "k09", "60")]),
    q("he", "שוטף פלוס כמה לחדרי כושר", KNOW, [], [("kn", "k10", "45")]),
    q("he", "אפשר לשכור אופני כושר לחודש?", KNOW, [], [("kn", "k11", "250")]),
    q("he", "אתם מגיעים גם לחיפה?", KNOW, [], [("kn", "k12", "180")]),
    q("he", "תוך כמה זמן טכנאי מגיע לחדר כושר", KNOW, [], [("kn", "k13", "יום עבודה")]),
    q("he", "יש מכשירים מחודשים למכירה", KNOW, [], [("kn", "k07", "3 חודשים")]),
    q("en", "what time do you open", KNOW, [], [("kn", "k01", "08:00")]),
    q("en", "how much is a technician visit", KNOW, [], [("kn", "k02", "290")]),
    q("en", "what does the maintenance contract cost per year", KNOW, [], [("kn", "k03", "1,800")]),
    q("en", "how often should I lubricate the treadmill belt", KNOW, [], [("kn", "k04", "150")]),
    q("en", "do you move gym equipment to a new place", KNOW, [], [("kn", "k05", "450")]),
    q("en", "is there a warranty on a new motor", KNOW, [], [("kn", "k06", "שנתיים")]),
    q("en", "do you buy used treadmills", KNOW, [], [("kn", "k07", "משומש")]),
    q("en", "my treadmill won't start, I lost the safety key", KNOW, [], [("kn", "k09", "60")]),
    q("en", "payment terms for gyms", KNOW, [], [("kn", "k10", "45")]),
    q("en", "can I rent a treadmill for home", KNOW, [], [("kn", "k11", "250")]),
    q("en", "do you cover Ashdod", KNOW, [], [("kn", "k12", "אשדוד")]),
    q(
        "en", "how fast does a technician arrive if we have a contract", KNOW,
        [], [("kn", "k13", "יום עבודה")],
    ),
    # greetings, help, out of domain holding customers' names or the trade's words
    q("he", "היי", GREET),
    q("he", "במה אתה יכול לעזור לי", HELP),
    q("he", "תקבע לי פגישה עם רון אהרוני ביום ראשון", UNK),
    q("he", "תבנה לי תוכנית אימונים לשבוע", UNK),
    q("he", "כמה קלוריות שורפים בחצי שעה הליכה", UNK),
    q("he", "מה התוצאה של מכבי אתמול", UNK),
    q("he", "תתרגם לי את המייל הזה לאנגלית", UNK),
    q("en", "good morning", GREET),
    q("en", "what are you able to do", HELP),
    q("en", "email Jenny Adams that her rowing machine is ready", UNK),
    q("en", "what's a good protein shake recipe", UNK),
    q("en", "order me a pizza", UNK),
    q("en", "what's the weather in Tel Aviv tomorrow", UNK),
]  # fmt: skip

S26B_FRESH: list[list[Row]] = [
    [  # a new customer, her invoice and her treadmill
        q("he", "שני גבאי חייבת משהו", BAL, [("name", "שני גבאי")], [("bal", "c18")]),
        q("he", "ההליכון של שני התקבל?", REP, [("name", "שני")], [("rep", "r25")]),
        q("en", "who is FP-5181 for", LOOK, [("inv", "FP-5181")], [("name", "c18"), ("about", "i23")]),
    ],
    [  # an existing customer's new elliptical and invoice
        q("he", "כמה מייקל שטרן חייב עכשיו", BAL, [("name", "מייקל שטרן")], [("bal", "c05")]),
        q("en", "Michael's elliptical status", REP, [("name", "Michael")], [("rep", "r26")]),
        q("he", "כמה נשאר על 88058", INV, [("inv", "88058")], [("ileft", "i24")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "טום בקר חייב?", BAL, [("name", "טום בקר")], [("bal", "c19")]),
        q("en", "tom becker's exercise bike", REP, [("name", "tom becker")], [("rep", "r27")]),
        q("en", "how much was paid on 2026-0430", INV, [("inv", "2026-0430")], [("ipaid", "i25")]),
        q("he", "הטלפון של טום בקר", LOOK, [("name", "טום בקר")], [("phone", "c19")]),
    ],
]  # fmt: skip
BATCHES = {"s26b": S26B}
FRESH = {"s26bf": S26B_FRESH}

"""Batch s12: questions about a fourth business, פיקס-הום (a plumbing and locksmith service in Petah
Tikva, ``shops/fixhome.json``).

Written by session 12's helper `chat12` on 2026-12-01 (about 13:45 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. They
are typed as office staff type (no punctuation, typos, slang, English and Hebrew mixed), mostly Hebrew,
and lean on the kinds session 11 left and issue 15 lists: a repair asked by its everyday item (a lock, a
cylinder, a pump, a faucet, a safe, a boiler) or by a part against a description in the other language,
one invoice's remaining amount by its number in four printed styles (PH-2344, 1058, 2026/214, M-524),
knowledge questions that mention plumbers, locksmiths, visits or the lab, out-of-domain requests holding a
customer's first name, follow-ups by pronoun, "who is <first name> <another surname>" (nobody), and two
customers sharing a phone.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``); ``("names", c1, c2)`` is both customers' names.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S12: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה רותם שפירא חייב לנו", BAL, [("name", "רותם שפירא")], [("bal", "c01")]),
    q("he", "אלון ברגר שילם כבר?", BAL, [("name", "אלון ברגר")], [("bal", "c02")]),
    q("he", "מה היתרה של מסעדת הגפן הירוקה", BAL, [("name", "מסעדת הגפן הירוקה")], [("bal", "c07")]),
    q("he", "כמה ועד הבית ביאליק 14 עוד צריכים לשלם", BAL, [("name", "ועד הבית ביאליק 14")], [("bal", "c13")]),
    q("he", "חנה וייס חייבת משהו?", BAL, [("name", "חנה וייס")], [("bal", "c04")]),
    q("he", "ברוך אלמליח סגר את החוב", BAL, [("name", "ברוך אלמליח")], [("bal", "c11")]),
    q("he", "מצב חשבון יוסי פרץ", BAL, [("name", "יוסי פרץ")], [("bal", "c16")]),
    q("he", "כמה נשאר לאולגה פטרוב לשלם", BAL, [("name", "אולגה פטרוב")], [("bal", "c21")]),
    q("he", "053-6610284 כמה הוא חייב", BAL, [("phone", "053-6610284")], [("bal", "c08")]),
    q("he", "מה היתרה של מייקל טרנר", BAL, [("name", "מייקל טרנר")], [("bal", "c03")]),
    q("he", "גיל רוזנטל שילם?", BAL, [("name", "גיל רוזנטל")], [("bal", "c19")]),
    q("he", "והחשבוניות שלו שעוד פתוחות?", INV, [], [("ilist", "c19", "open")], True),
    q("en", "how much does Anna Kowalski owe", BAL, [("name", "Anna Kowalski")], [("bal", "c10")]),
    q("en", "Rachel Adler balance", BAL, [("name", "Rachel Adler")], [("bal", "c06")]),
    q("en", "does Landau CPA still owe us anything", BAL, [("name", "Landau")], [("bal", "c17")]),
    q("en", "has Daniel Katz paid up", BAL, [("name", "Daniel Katz")], [("bal", "c24")]),
    q("en", "outstanding for 050-2281937", BAL, [("phone", "050-2281937")], [("bal", "c12")]),
    # repairs asked by the item, in Hebrew and English, with follow-ups
    q("he", "הצילינדר של רותם שפירא הגיע?", REP, [("name", "רותם שפירא")], [("rep", "r01")]),
    q("he", "מה עם המשאבה של אלון ברגר", REP, [("name", "אלון ברגר")], [("rep", "r02")]),
    q("he", "והברז שלו?", REP, [], [("rep", "r03")], True),
    q("he", "המנעול של חנה וייס מוכן?", REP, [("name", "חנה וייס")], [("rep", "r05")]),
    q("he", "מה קורה עם התמי4 של סיגל אוחיון", REP, [("name", "סיגל אוחיון")], [("rep", "r06")]),
    q("he", "הכספת של רחל אדלר נפתחה?", REP, [("name", "רחל אדלר")], [("rep", "r07")]),
    q("he", "המדיח במסעדת הגפן הירוקה תוקן?", REP, [("name", "מסעדת הגפן הירוקה")], [("rep", "r08")]),
    q("he", "לדוד של עומר נגר יש עדכון?", REP, [("name", "עומר נגר")], [("rep", "r10")]),
    q("he", "המנעול החכם של סמיר חטיב, מצאתם מה הבעיה?", REP, [("name", "סמיר חטיב")], [("rep", "r11")]),
    q("he", "אפשר לאסוף את הכספת של ברוך אלמליח?", REP, [("name", "ברוך אלמליח")], [("rep", "r13")]),
    q("he", "המשאבה של מיכל גרינברג עדיין מחכה לחלק?", REP, [("name", "מיכל גרינברג")], [("rep", "r14")]),
    q("he", "ומה עם ברז האמבטיה שלה", REP, [], [("rep", "r15")], True),
    q("he", "האסלה של דורית בן דוד שממלאת כל הזמן, מה המצב", REP, [("name", "דורית בן דוד")], [("rep", "r16")]),
    q("he", "השער של יוסי פרץ שלא ננעל", REP, [("name", "יוסי פרץ")], [("rep", "r18")]),
    q("he", "איך מתקדמת החלפת הצילינדרים במשרד של לנדאו", REP, [("name", "לנדאו")], [("rep", "r19")]),
    q("he", "המקלחון של אתי מזרחי שדולף", REP, [("name", "אתי מזרחי")], [("rep", "r20")]),
    q("he", "הבר מים של גיל רוזנטל", REP, [("name", "גיל רוזנטל")], [("rep", "r21")]),
    q("he", "מחמם המים של אולגה פטרוב נדלק כבר?", REP, [("name", "אולגה פטרוב")], [("rep", "r23")]),
    q("he", "אסף קליין יכול לבוא לקחת את המנעול של תיבת הדואר?", REP, [("name", "אסף קליין")], [("rep", "r24")]),
    q("he", "מה הסטטוס של התיקונים של שמעון אברהם", REP, [("name", "שמעון אברהם")], [("repc", "c25")]),
    q("he", "052-9017734 המנעול שלו תוקן?", REP, [("phone", "052-9017734")], [("rep", "r11")]),
    q("he", "הדוד של דניאל כץ", REP, [("name", "דניאל כץ")], [("rep", "r26")]),
    q("he", "התיקון של טום בקר", REP, [("name", "טום בקר")], [("repc", "c15")]),
    q("en", "status of Michael Turner's water heater", REP, [("name", "Michael Turner")], [("rep", "r04")]),
    q("en", "is Rachel Adler's safe open yet", REP, [("name", "Rachel Adler")], [("rep", "r07")]),
    q("en", "Anna Kowalski shower mixer ready?", REP, [("name", "Anna Kowalski")], [("rep", "r12")]),
    q("en", "what's wrong with Tom Becker's garbage disposal", REP, [("name", "Tom Becker")], [("rep", "r17")]),
    q("en", "any news on Natalie Brooks's front door lock", REP, [("name", "Natalie Brooks")], [("rep", "r22")]),
    q("en", "did the new tank for Daniel Katz's boiler arrive", REP, [("name", "Daniel Katz")], [("rep", "r26")]),
    q("en", "and his wife's faucet?", REP, [], [("rep", "r29")], True),
    q("en", "Omer Nagar's boiler thermostat fixed?", REP, [("name", "Omer Nagar")], [("rep", "r10")]),
    q("en", "054-3390178 toilet done?", REP, [("phone", "054-3390178")], [("rep", "r16")]),
    q("en", "050-2281937 pump part arrived?", REP, [("phone", "050-2281937")], [("rep", "r14")]),
    q("en", "repairs for Simon Avraham", REP, [("name", "Simon Avraham")], [("repc", "c25")]),
    # invoices by number, in their printed styles
    q("he", "כמה נשאר לשלם על חשבונית PH-2344", INV, [("inv", "PH-2344")], [("ileft", "i02")]),
    q("he", "חשבונית 1041 באיחור?", INV, [("inv", "1041")], [("ist", "i03")]),
    q("he", "וכמה כבר שולם עליה", INV, [], [("ipaid", "i03")], True),
    q("he", "כמה פתוח בחשבונית 2026/214", INV, [("inv", "2026/214")], [("ileft", "i05")]),
    q("he", "m-525 שולמה?", INV, [("inv", "M-525", "m-525")], [("ist", "i24")]),
    q("he", "ph2320 כמה נשאר", INV, [("inv", "PH-2320", "ph2320")], [("ileft", "i09")]),
    q("he", "מה המצב של חשבונית M-518", INV, [("inv", "M-518")], [("ist", "i15")]),
    q("he", "חשבונית 2026/225 כבר נשלחה?", INV, [("inv", "2026/225")], [("ist", "i20")]),
    q("he", "החשבוניות הפתוחות של ועד הבית ביאליק 14", INV, [("name", "ועד הבית ביאליק 14")], [("ilist", "c13", "open")]),
    q("he", "של מי החשבונית 1055", LOOK, [("inv", "1055")], [("name", "c17"), ("about", "i23")]),
    q("he", "חשבונית 1044 של אסף קליין", INV, [("inv", "1044"), ("name", "אסף קליין")], [("ist", "i29")]),
    q("en", "how much is left on invoice PH-2338", INV, [("inv", "PH-2338")], [("ileft", "i16")]),
    q("en", "is 1058 paid", INV, [("inv", "1058")], [("ist", "i04")]),
    q("en", "remaining on 2026/217", INV, [("inv", "2026/217")], [("ileft", "i30")]),
    q("en", "M 525 how much still open", INV, [("inv", "M-525", "M 525")], [("ileft", "i24")]),
    q("en", "open invoices for Yossi Peretz", INV, [("name", "Yossi Peretz")], [("ilist", "c16", "open")]),
    # lookups, phones two customers share, and strangers
    q("he", "מה הטלפון של אתי מזרחי", LOOK, [("name", "אתי מזרחי")], [("phone", "c18")]),
    q("he", "מי זה 03-9345560", LOOK, [("phone", "03-9345560")], [("name", "c11")]),
    q("he", "של מי המספר 052-7740316", LOOK, [("phone", "052-7740316")], [("names", "c23", "c26")]),
    q("he", "0542210086 כמה חייבים", BAL, [("phone", "0542210086")], [("names", "c24", "c27")]),
    q("he", "המייל של דורית בן דוד", LOOK, [("name", "דורית בן דוד")], [("email", "c14")]),
    q("he", "איפה גרה סיגל אוחיון", LOOK, [("name", "סיגל אוחיון")], [("addr", "c05", "ההגנה")]),
    q("he", "ח.פ של מסעדת הגפן הירוקה", LOOK, [("name", "מסעדת הגפן הירוקה")], [("tax", "c07")]),
    q("he", "מי זה אסף ברגר", LOOK, [], []),
    q("en", "phone number of Tom Becker", LOOK, [("name", "Tom Becker")], [("phone", "c15")]),
    q("en", "who is 054-881-2270", LOOK, [("phone", "054-881-2270")], [("name", "c03")]),
    q("en", "who is Natalie Katz", LOOK, [], []),
    q("en", "address of Anna Kowalski", LOOK, [("name", "Anna Kowalski")], [("addr", "c10", "ויצמן")]),
    # knowledge, naming plumbers, locksmiths, visits and the lab
    q("he", "כמה זמן אחריות על צילינדר", KNOW, [], [("kn", "k01", "שנתיים")]),
    q("he", "עד איזה שעה המעבדה פתוחה ביום שישי", KNOW, [], [("kn", "k02", "13:00")]),
    q("he", "כמה עולה ביקור של אינסטלטור", KNOW, [], [("kn", "k03", "180")]),
    q("he", "מה המחיר אם המנעולן מגיע בשבת", KNOW, [], [("kn", "k03", "350")]),
    q("he", "ננעלתי מחוץ לבית כמה עולה לפרוץ", KNOW, [], [("kn", "k04", "350")]),
    q("he", "כמה עולה לשכפל מפתח", KNOW, [], [("kn", "k05", "15")]),
    q("he", "אתם משכפלים מפתח לרכב?", KNOW, [], [("kn", "k05", "רכב")]),
    q("he", "פתיחת סתימה באסלה כמה", KNOW, [], [("kn", "k06", "250")]),
    q("he", "אפשר לשלם בביט?", KNOW, [], [("kn", "k07", "ביט")]),
    q("he", "כמה זמן מחזיקים משאבה במעבדה אחרי התיקון", KNOW, [], [("kn", "k08", "30 יום")]),
    q("he", "כמה עולה להחליף דוד", KNOW, [], [("kn", "k09", "2,400")]),
    q("he", "יש נזילה מתחת לכיור מה עושים", KNOW, [], [("kn", "k11", "ברז הזווית")]),
    q("he", "כמה זמן לוקח לחלק להגיע", KNOW, [], [("kn", "k12", "10 ימי עבודה")]),
    q("he", "הטכנאי מגיע לכפר סבא?", KNOW, [], [("kn", "k10", "50")]),
    q("en", "how much is a locksmith visit at night", KNOW, [], [("kn", "k03", "350")]),
    q("en", "locked out, what does it cost", KNOW, [], [("kn", "k04", "350")]),
    q("en", "price to unclog a main drain line", KNOW, [], [("kn", "k06", "450")]),
    q("en", "can I split a big job into payments", KNOW, [], [("kn", "k07", "4")]),
    q("en", "storage fee if I leave my pump at the lab", KNOW, [], [("kn", "k08", "5")]),
    q("en", "heating element replacement price", KNOW, [], [("kn", "k09", "650")]),
    q("en", "warranty", KNOW, [], [("kn", "k01", "6")]),
    # greetings, help, out of domain (some with a customer's first name or a trade word)
    q("he", "בוקר טוב", GREET),
    q("en", "hi there", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("he", "איזה ברז הכי טוב לקנות למטבח", UNK),
    q("he", "רותם ביקשה מתכון לעוגת גבינה", UNK),
    q("he", "תזמין לי טיסה לאילת", UNK),
    q("en", "Michael asked who won the game last night", UNK),
    q("en", "book a table for two at a sushi place", UNK),
]  # fmt: skip
BATCHES = {"s12": S12}

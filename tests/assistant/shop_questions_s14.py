"""Batch s14: questions about a sixth business, ביט-פיקס (BitFix: a computer, phone and printer repair lab in
Petah Tikva, ``shops/bitfix.json``).

Written by session 14's helper `chat14` on 2026-12-01 (about 19:30 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. Mostly
Hebrew, typed as office staff type, and aimed at the kinds issue 15 still lists: a head noun as the topic
("התיקון של המדפסת של...", "the laptop's repair", "מה עם המחשב של כהן" where two customers are called כהן
and only one has a computer), item words with the definite article and in the plural ("המדפסות של
הישיבה", "המחשבים של המשרד"), questions that quote a number or a sentence the customer said, and
``S14_FRESH``: records created through the API one step at a time (``added_later`` in the fixtures), each
step's questions asked the moment its records exist.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S14: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה אורית שמעוני חייבת לנו", BAL, [("name", "אורית שמעוני")], [("bal", "c01")]),
    q("he", "בני כהן סגר את החוב?", BAL, [("name", "בני כהן")], [("bal", "c02")]),
    q("he", "מה היתרה של משרד רו\"ח לוינסון", BAL, [("name", "משרד רו\"ח לוינסון")], [("bal", "c03")]),
    q("he", "כמה הישיבה של אור החיים עוד חייבת", BAL, [("name", "אור החיים")], [("bal", "c09")]),
    q("he", "יוסף חדד אמר שהוא שילם 300 שקל, כמה הוא עוד חייב", BAL, [("name", "יוסף חדד")], [("bal", "c06")]),
    q("he", "מצב החשבון של ויקטור קוגן", BAL, [("name", "ויקטור קוגן")], [("bal", "c11")]),
    q("he", "לרותם אלקיים יש חוב?", BAL, [("name", "רותם אלקיים")], [("bal", "c12")]),
    q("he", "כמה נשאר לסטודיו תכלת לשלם", BAL, [("name", "סטודיו תכלת")], [("bal", "c15")]),
    q("he", "054-7701256 כמה חייב", BAL, [("phone", "054-7701256")], [("bal", "c14")]),
    q("he", "פנינה עזרא שילמה הכל?", BAL, [("name", "פנינה עזרא")], [("bal", "c20")]),
    q("he", "כמה חייב תומר נחמיאס", BAL, [("name", "תומר נחמיאס")], [("bal", "c18")]),
    q("he", "ואמא שלו?", BAL, [], [("bal", "c17")], True),
    q("he", "סיוון דוד כתבה לי \"שילמתי הכל בביט\" זה נכון? כמה היא חייבת", BAL, [("name", "סיוון דוד")], [("bal", "c10")]),
    q("en", "how much does Daniel Cooper owe us", BAL, [("name", "Daniel Cooper")], [("bal", "c05")]),
    q("en", "Nina Petrova balance", BAL, [("name", "Nina Petrova")], [("bal", "c13")]),
    q("en", "does the Levinson accounting office still owe anything", BAL, [("name", "Levinson")], [("bal", "c03")]),
    # repairs by the item, with the article, in the plural, and by a head noun
    q("he", "מה עם הלפטופ של אורית שמעוני", REP, [("name", "אורית שמעוני")], [("rep", "r01")]),
    q("he", "והמדפסת שלה?", REP, [], [("rep", "r02")], True),
    q("he", "התיקון של המחשב הנייד של בני כהן, הגיע החלק?", REP, [("name", "בני כהן")], [("rep", "r03")]),
    q("he", "מה עם המחשב של כהן", REP, [("name", "כהן")], [("rep", "r03")]),
    q("he", "המחשבים של משרד לוינסון מוכנים?", REP, [("name", "לוינסון")], [("rep", "r04"), ("rep", "r05")]),
    q("he", "והשרת שלהם?", REP, [], [("rep", "r06")], True),
    q("he", "מה הסטטוס של השרת של רו\"ח לוינסון", REP, [("name", "רו\"ח לוינסון")], [("rep", "r06")]),
    q("he", "הטאבלט של הדס מלכה", REP, [("name", "הדס מלכה")], [("rep", "r08")]),
    q("he", "והאייפון שלה נאסף?", REP, [], [("rep", "r07")], True),
    q("he", "הפלייסטיישן של יוסף חדד עדיין מתחמם?", REP, [("name", "יוסף חדד")], [("rep", "r10")]),
    q("he", "המסך של ליאת ברגר נחום", REP, [("name", "ליאת ברגר נחום")], [("rep", "r11")]),
    q("he", "גלעד שפירא יכול לבוא לקחת את המחשב?", REP, [("name", "גלעד שפירא")], [("rep", "r12")]),
    q("he", "המדפסות של ישיבת אור החיים", REP, [("name", "ישיבת אור החיים")], [("rep", "r13"), ("rep", "r14")]),
    q("he", "והראוטר שלהם?", REP, [], [("rep", "r15")], True),
    q("he", "התיקון של המדפסת הקנון של הישיבה", REP, [("name", "הישיבה")], [("rep", "r13")]),
    q("he", "סיוון דוד שאלה \"מתי המחשב שלי יהיה מוכן?\" מה להגיד לה", REP, [("name", "סיוון דוד")], [("rep", "r16")]),
    q("he", "השחזור של הכונן של ויקטור קוגן", REP, [("name", "ויקטור קוגן")], [("rep", "r17")]),
    q("he", "האייפד של רותם אלקיים מוכן?", REP, [("name", "רותם אלקיים")], [("rep", "r18")]),
    q("he", "הלייזרג'ט של שמואל בר", REP, [("name", "שמואל בר")], [("rep", "r20")]),
    q("he", "המחשבים של סטודיו תכלת", REP, [("name", "סטודיו תכלת")], [("rep", "r21")]),
    q("he", "מה עם המסכים של סטודיו תכלת", REP, [("name", "סטודיו תכלת")], [("rep", "r22")]),
    q("he", "אהרון כהן, הטלפון שלו כבר נבדק?", REP, [("name", "אהרון כהן")], [("rep", "r23")]),
    q("he", "הנייד של תומר נחמיאס", REP, [("name", "תומר נחמיאס")], [("rep", "r24")]),
    q("he", "מה עם התיקון של פנינה עזרא", REP, [("name", "פנינה עזרא")], [("rep", "r26")]),
    q("he", "052 448 9012 הקונסולה מוכנה?", REP, [("phone", "052 448 9012")], [("rep", "r10")]),
    q("he", "כל התיקונים של ישיבת אור החיים", REP, [("name", "ישיבת אור החיים")], [("repc", "c09")]),
    q("he", "מה המצב של כל המכשירים של הדס מלכה", REP, [("name", "הדס מלכה")], [("repc", "c04")]),
    q("he", "המחשב הנייח של פנינה עזרא, כתוב שם 'התקנת ווינדוס מחדש' - התחילו?", REP, [("name", "פנינה עזרא")], [("rep", "r26")]),
    q("he", "התיקון שעולה 850 של בני כהן", REP, [("name", "בני כהן")], [("rep", "r03")]),
    q("en", "Daniel Cooper's MacBook, any news", REP, [("name", "Daniel Cooper")], [("rep", "r09")]),
    q("en", "the laptop repair for Orit Shimoni", REP, [("name", "Orit Shimoni")], [("rep", "r01")]),
    q("en", "is Nina Petrova's phone fixed", REP, [("name", "Nina Petrova")], [("rep", "r19")]),
    q("en", "Avi Ben David watch repair status", REP, [("name", "Avi Ben David")], [("rep", "r25")]),
    q("en", "the printers at the yeshiva Or Hachaim", REP, [("name", "Or Hachaim")], [("rep", "r13"), ("rep", "r14")]),
    q("en", "050-6673421 is the watch ready", REP, [("phone", "050-6673421")], [("rep", "r25")]),
    # invoices by number, by a quoted number, and lists
    q("he", "כמה נשאר לשלם על BF-2244", INV, [("inv", "BF-2244")], [("ileft", "i02")]),
    q("he", "חשבונית 7314 כמה פתוח", INV, [("inv", "7314")], [("ileft", "i03")]),
    q("he", "וכמה שילמו עליה", INV, [], [("ipaid", "i03")], True),
    q("he", "2026/041 שולמה?", INV, [("inv", "2026/041")], [("ist", "i04")]),
    q("he", "מה הסטטוס של החשבונית bf2237", INV, [("inv", "BF-2237", "bf2237")], [("ist", "i11")]),
    q("he", "החשבונית 7325 בוטלה?", INV, [("inv", "7325")], [("ist", "i21")]),
    q("he", "כמה חסר בחשבונית 2026/052", INV, [("inv", "2026/052")], [("ileft", "i12")]),
    q("he", "הלקוח אומר שחשבונית BF 2225 שולמה, מה רשום אצלנו", INV, [("inv", "BF-2225", "BF 2225")], [("ist", "i16")]),
    q("he", "של מי החשבונית 7333", LOOK, [("inv", "7333")], [("name", "c18"), ("about", "i23")]),
    q("he", "החשבוניות הפתוחות של יוסף חדד", INV, [("name", "יוסף חדד")], [("ilist", "c06", "open")]),
    q("he", "אילו חשבוניות של המשרד של לוינסון לא שולמו", INV, [("name", "לוינסון")], [("ilist", "c03", "open")]),
    q("he", "כמה שולם על חשבונית 2026/058", INV, [("inv", "2026/058")], [("ipaid", "i05")]),
    q("he", "פנינה עזרא, החשבונית שלה באיחור?", INV, [("name", "פנינה עזרא")], [("ist", "i25")]),
    q("en", "how much is left on invoice 7330", INV, [("inv", "7330")], [("ileft", "i15")]),
    q("en", "is 2026/060 paid", INV, [("inv", "2026/060")], [("ist", "i19")]),
    q("en", "open invoices for Daniel Cooper", INV, [("name", "Daniel Cooper")], [("ilist", "c05", "open")]),
    # lookups
    q("he", "מה הטלפון של ליאת ברגר-נחום", LOOK, [("name", "ליאת ברגר-נחום")], [("phone", "c07")]),
    q("he", "מי זה 03-9337711", LOOK, [("phone", "03-9337711")], [("name", "c09")]),
    q("he", "המייל של סטודיו תכלת", LOOK, [("name", "סטודיו תכלת")], [("email", "c15")]),
    q("he", "ח.פ של משרד רו\"ח לוינסון", LOOK, [("name", "משרד רו\"ח לוינסון")], [("tax", "c03")]),
    q("he", "איפה גרה הדס מלכה", LOOK, [("name", "הדס מלכה")], [("addr", "c04", "חיים עוזר")]),
    q("he", "יש לנו לקוח בשם אהרון כהן? מה המספר שלו", LOOK, [("name", "אהרון כהן")], [("phone", "c16")]),
    q("he", "מי זאת רינת שמעוני", LOOK, [], [("say", "רינת שמעוני")]),
    q("en", "phone number of Avi Ben David", LOOK, [("name", "Avi Ben David")], [("phone", "c19")]),
    q("en", "who is 058-5560312", LOOK, [("phone", "058-5560312")], [("name", "c11")]),
    # knowledge
    q("he", "עד מתי פתוח ביום שישי", KNOW, [], [("kn", "k01", "13:00")]),
    q("he", "כמה עולה בדיקה של מחשב", KNOW, [], [("kn", "k02", "150")]),
    q("he", "לקוח שואל \"אם אני מתקן אצלכם אני משלם גם על הבדיקה?\"", KNOW, [], [("kn", "k02", "מקוזז")]),
    q("he", "כמה זמן אחריות על החלפת מסך בטלפון", KNOW, [], [("kn", "k03", "6 חודשים")]),
    q("he", "כמה עולה לשחזר קבצים מדיסק שנפל", KNOW, [], [("kn", "k04", "900")]),
    q("he", "מה קורה אם לקוח לא אוסף את המחשב חודשיים", KNOW, [], [("kn", "k05", "5 ₪")]),
    q("he", "אפשר לשלם בתשלומים באשראי", KNOW, [], [("kn", "k06", "6 תשלומים")]),
    q("he", "כמה עולה שטכנאי יגיע למשרד", KNOW, [], [("kn", "k07", "280")]),
    q("he", "הטכנאים מגיעים גם לכפר סבא?", KNOW, [], [("kn", "k07", "כפר סבא")]),
    q("he", "מחיר החלפת מסך לאייפון 13", KNOW, [], [("kn", "k08", "890")]),
    q("he", "כמה עולה סוללה חדשה למקבוק", KNOW, [], [("kn", "k09", "650")]),
    q("he", "כמה הנחה יש לעסקים עם חוזה שירות", KNOW, [], [("kn", "k10", "15%")]),
    q("en", "what are the opening hours on friday", KNOW, [], [("kn", "k01", "13:00")]),
    q("en", "how much is a diagnosis fee", KNOW, [], [("kn", "k02", "150")]),
    q("en", "warranty on a repair, how many days", KNOW, [], [("kn", "k03", "90")]),
    q("en", "laptop battery replacement price", KNOW, [], [("kn", "k09", "350")]),
    # greetings, help, out of domain
    q("he", "בוקר טוב", GREET),
    q("en", "good morning", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("he", "איזה מחשב נייד כדאי לקנות לסטודנט", UNK),
    q("he", "אורית שאלה אם יש פקקים באיילון עכשיו", UNK),
    q("he", "תכתוב לי שיר יום הולדת לבני", UNK),
    q("en", "Daniel asked for a good sushi place", UNK),
]  # fmt: skip

# Asked step by step, each step the moment its records (``added_later[step]`` of the fixtures) exist.
S14_FRESH: list[list[Row]] = [
    [  # a new customer with a laptop and an invoice
        q("he", "מה עם הנייד של עדי גרינברג", REP, [("name", "עדי גרינברג")], [("rep", "r27")]),
        q("he", "כמה עדי גרינברג חייבת", BAL, [("name", "עדי גרינברג")], [("bal", "c21")]),
        q("he", "BF-2252 של מי", LOOK, [("inv", "BF-2252")], [("name", "c21"), ("about", "i27")]),
        q("he", "מה הטלפון של גרינברג", LOOK, [("name", "גרינברג")], [("phone", "c21")]),
    ],
    [  # a new invoice for a customer who owed nothing
        q("he", "כמה הדס מלכה חייבת עכשיו", BAL, [("name", "הדס מלכה")], [("bal", "c04")]),
        q("he", "חשבונית 7341 כמה פתוח", INV, [("inv", "7341")], [("ileft", "i28")]),
    ],
    [  # a new company with two repairs and a part-paid invoice
        q("he", "השרת של אזולאי הובלות", REP, [("name", "אזולאי הובלות")], [("rep", "r28")]),
        q("he", "והמדפסת שלהם?", REP, [], [("rep", "r29")], True),
        q("he", "כמה חייבים לנו אזולאי הובלות", BAL, [("name", "אזולאי הובלות")], [("bal", "c22")]),
        q("he", "כמה שולם על 2026/066", INV, [("inv", "2026/066")], [("ipaid", "i29")]),
        q("he", "מה הח.פ של אזולאי הובלות בע\"מ", LOOK, [("name", "אזולאי הובלות בע\"מ")], [("tax", "c22")]),
    ],
    [  # a new repair for a customer who had one
        q("he", "האוזניות של גלעד שפירא", REP, [("name", "גלעד שפירא")], [("rep", "r30")]),
        q("he", "כל התיקונים של גלעד שפירא", REP, [("name", "גלעד שפירא")], [("repc", "c08")]),
    ],
    [  # a new English customer
        q("en", "Lior Katz laptop status", REP, [("name", "Lior Katz")], [("rep", "r31")]),
        q("en", "how much does Lior Katz owe", BAL, [("name", "Lior Katz")], [("bal", "c23")]),
        q("he", "מה המייל של Lior Katz", LOOK, [("name", "Lior Katz")], [("email", "c23")]),
        q("he", "כמה נשאר על BF-2255", INV, [("inv", "BF-2255")], [("ileft", "i30")]),
    ],
]  # fmt: skip
BATCHES = {"s14": S14}
FRESH = {"s14f": S14_FRESH}

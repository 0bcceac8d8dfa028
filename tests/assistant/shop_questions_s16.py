"""Batch s16: questions about an eighth business, תיקוני הכרמל (Carmel Fix: a watch, sewing machine, coffee
machine and small home appliance repair shop in Haifa, ``shops/carmelfix.json``).

Written by session 16's helper `chat16` on 2026-12-02 (about 02:15 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. Mostly
Hebrew, aimed at the kinds issue 15 still leaves: an item asked in the other language than the one it is
stored in ("מכונת הקפה" for "coffee machine DeLonghi", "the watch" for "שעון Omega"); short surnames that
are also words or glue behind a prefix letter ("בס", "לב": "לנורית בס", "ללב"); two customers sharing a
surname told apart by their things; knowledge asked through another form of its words (a singular against
a plural, a head noun that is not the topic, a number asked for inside a longer item); item words that look
like a policy's ("מהספק", "באחריות"); follow-ups; and ``S16_FRESH``: records created through the API one
step at a time (``added_later``), each step's questions asked the moment its records exist.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S16: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה מרים זילברשטיין חייבת", BAL, [("name", "מרים זילברשטיין")], [("bal", "c01")]),
    q("he", "זילברשטיין שילמה הכל?", BAL, [("name", "זילברשטיין")], [("bal", "c01")]),
    q("he", "מה החוב של סמיר חורי", BAL, [("name", "סמיר חורי")], [("bal", "c02")]),
    q("he", "כמה חייבים לנו במתפרת הדר", BAL, [("name", "מתפרת הדר")], [("bal", "c03")]),
    q("he", "כמה המתפרה חייבת", BAL, [("name", "מתפרה")], [("bal", "c03")]),
    q("he", "רבקה שטרן חייבת משהו?", BAL, [("name", "רבקה שטרן")], [("bal", "c04")]),
    q("en", "how much does Rebecca Stern owe", BAL, [("name", "Rebecca Stern")], [("bal", "c04")]),
    q("he", "מה היתרה של בית קפה הגפן", BAL, [("name", "בית קפה הגפן")], [("bal", "c05")]),
    q("he", "כמה נשאר לנורית בס לשלם", BAL, [("name", "נורית בס")], [("bal", "c07")]),
    q("he", "בס חייבת עוד כסף?", BAL, [("name", "בס")], [("bal", "c07")]),
    q("he", "כמה יוסף אבו-ריא חייב", BAL, [("name", "יוסף אבו-ריא")], [("bal", "c08")]),
    q("he", "כמה חייב האיפה דיזיין סטודיו", BAL, [("name", "האיפה דיזיין סטודיו")], [("bal", "c09")]),
    q("en", "Haifa Design balance", BAL, [("name", "Haifa Design")], [("bal", "c09")]),
    q("he", "דניאל לב שילם?", BAL, [("name", "דניאל לב")], [("bal", "c11")]),
    q("he", "כמה חייבת המספרה של שושי", BAL, [("name", "שושי")], [("bal", "c12")]),
    q("he", "כמה טום בקר חייב לנו", BAL, [("name", "טום בקר")], [("bal", "c14")]),
    q("he", "050-9912047 חייב משהו?", BAL, [("phone", "050-9912047")], [("bal", "c08")]),
    q("he", "אלכסנדר פישמן סגר את החשבון?", BAL, [("name", "אלכסנדר פישמן")], [("about", "c06")]),
    # repairs: items across languages, short surnames, shared surnames
    q("he", "מה עם השעון של מרים זילברשטיין", REP, [("name", "מרים זילברשטיין")], [("rep", "r01")]),
    q("he", "האומגה של זילברשטיין מוכן?", REP, [("name", "זילברשטיין")], [("rep", "r01")]),
    q("he", "ומכונת התפירה שלה?", REP, [], [("rep", "r02")], True),
    q("en", "is Miriam Zilberstein's watch ready", REP, [("name", "Miriam Zilberstein")], [("rep", "r01")]),
    q("he", "מכונת הקפה של סמיר חורי", REP, [("name", "סמיר חורי")], [("rep", "r03")]),
    q("he", "הדלונגי של חורי כבר חזר מהספק?", REP, [("name", "חורי")], [("rep", "r03")]),
    q("he", "מה מצב מכונת התפירה של מתפרת הדר", REP, [("name", "מתפרת הדר")], [("rep", "r04")]),
    q("he", "והאוברלוק שלהם?", REP, [], [("rep", "r05")], True),
    q("he", "הג'וקי של המתפרה", REP, [("name", "מתפרה")], [("rep", "r04")]),
    q("he", "כל התיקונים של מתפרת הדר", REP, [("name", "מתפרת הדר")], [("repc", "c03")]),
    q("he", "הרצועה של רבקה שטרן מוכנה?", REP, [("name", "רבקה שטרן")], [("rep", "r06")]),
    q("he", "מה עם הרצועה לשעון של שטרן", REP, [("name", "שטרן")], [("rep", "r06")]),
    q("he", "מכונת האספרסו של הגפן", REP, [("name", "הגפן")], [("rep", "r07")]),
    q("he", "המטחנה של בית קפה הגפן", REP, [("name", "בית קפה הגפן")], [("rep", "r08")]),
    q("en", "Hagefen cafe grinder status", REP, [("name", "Hagefen cafe")], [("rep", "r08")]),
    q("he", "השעון החכם של אלכסנדר פישמן", REP, [("name", "אלכסנדר פישמן")], [("rep", "r09")]),
    q("he", "האפל ווטש של פישמן", REP, [("name", "פישמן")], [("rep", "r09")]),
    q("he", "השואב של נורית בס", REP, [("name", "נורית בס")], [("rep", "r10")]),
    q("he", "מה עם הדייסון של בס", REP, [("name", "בס")], [("rep", "r10")]),
    q("en", "Nurit Bass vacuum cleaner status", REP, [("name", "Nurit Bass")], [("rep", "r10")]),
    q("he", "המגהץ של יוסף אבו-ריא", REP, [("name", "יוסף אבו-ריא")], [("rep", "r11")]),
    q("he", "הפלוטר של האיפה דיזיין", REP, [("name", "האיפה דיזיין")], [("rep", "r12")]),
    q("he", "המדפסת של Haifa Design Studio", REP, [("name", "Haifa Design Studio")], [("rep", "r12")]),
    q("he", "שעון הקיר של רונית לב", REP, [("name", "רונית לב")], [("rep", "r13")]),
    q("he", "המצלמה של לב", REP, [("name", "לב")], [("rep", "r14")]),
    q("he", "המצלמה של דניאל לב הגיעה?", REP, [("name", "דניאל לב")], [("rep", "r14")]),
    q("he", "הפן של מספרת שושי", REP, [("name", "מספרת שושי")], [("rep", "r15")]),
    q("he", "ומכונת התספורת שלהם?", REP, [], [("rep", "r16")], True),
    q("he", "מכונת הלחם של גלינה קוזלוב", REP, [("name", "גלינה קוזלוב")], [("rep", "r17")]),
    q("he", "המיקסר של טום בקר", REP, [("name", "טום בקר")], [("rep", "r18")]),
    q("en", "Tom Becker KitchenAid status", REP, [("name", "Tom Becker")], [("rep", "r18")]),
    q("en", "Rebecca Stern strap", REP, [("name", "Rebecca Stern")], [("rep", "r06")]),
    # invoices
    q("he", "KR-4437 שולמה?", INV, [("inv", "KR-4437")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על 7315", INV, [("inv", "7315")], [("ileft", "i03")]),
    q("he", "כמה שולם על 2026/0712", INV, [("inv", "2026/0712")], [("ipaid", "i04")]),
    q("he", "מה הסטטוס של KR-4429", INV, [("inv", "KR-4429")], [("ist", "i08")]),
    q("he", "החשבוניות הפתוחות של מתפרת הדר", INV, [("name", "מתפרת הדר")], [("ilist", "c03", "open")]),
    q("he", "7340 באיחור?", INV, [("inv", "7340")], [("ist", "i12")]),
    q("he", "חשבונית KR-4446 בוטלה?", INV, [("inv", "KR-4446")], [("ist", "i16")]),
    q("he", "אילו חשבוניות פתוחות יש לבית קפה הגפן", INV, [("name", "בית קפה הגפן")], [("ilist", "c05", "open")]),  # noqa: E501
    q("en", "is invoice 7350 paid", INV, [("inv", "7350")], [("ist", "i17")]),
    # lookups
    q("he", "מה הטלפון של מרים זילברשטיין", LOOK, [("name", "מרים זילברשטיין")], [("phone", "c01")]),
    q("he", "מה הח.פ של מתפרת הדר", LOOK, [("name", "מתפרת הדר")], [("tax", "c03")]),
    q("he", "מה המייל של רבקה שטרן", LOOK, [("name", "רבקה שטרן")], [("email", "c04")]),
    q("he", "מי זה 053-7726104", LOOK, [("phone", "053-7726104")], [("name", "c06")]),
    q("he", "מה הכתובת של נורית בס", LOOK, [("name", "נורית בס")], [("addr", "c07", "הגליל")]),
    q("he", "הטלפון של בס", LOOK, [("name", "בס")], [("phone", "c07")]),
    q("he", "מה הכתובת של גלינה קוזלוב", LOOK, [("name", "גלינה קוזלוב")], [("addr", "c13", "נשר")]),
    q("en", "Tom Becker's email", LOOK, [("name", "Tom Becker")], [("email", "c14")]),
    q("he", "מי זאת שושי", LOOK, [("name", "שושי")], [("name", "c12")]),
    # knowledge through other forms of the items' words
    q("he", "מתי אתם פתוחים ביום שישי", KNOW, [], [("kn", "k01", "13:30")]),
    q("he", "עד איזו שעה פתוח באמצע השבוע", KNOW, [], [("kn", "k01", "18:30")]),
    q("he", "כמה אחריות נותנים על החלפת סוללה בשעון", KNOW, [], [("kn", "k02", "12 חודשים")]),
    q("he", "האחריות מכסה שבר?", KNOW, [], [("kn", "k02", "שבר")]),
    q("he", "כמה זמן אחריות יש על תיקון", KNOW, [], [("kn", "k02", "3 חודשים")]),
    q("he", "כמה עולה להחליף סוללה לשעון", KNOW, [], [("kn", "k03", "45")]),
    q("he", "אתם מחליפים סוללות בשעונים עמידים למים?", KNOW, [], [("kn", "k03", "95")]),
    q("he", "כמה עולה רצועת עור", KNOW, [], [("kn", "k04", "120")]),
    q("he", "אתם מקצרים רצועות מתכת?", KNOW, [], [("kn", "k04", "בחינם")]),
    q("he", "כמה עולה טיפול למכונת תפירה", KNOW, [], [("kn", "k05", "220")]),
    q("he", "כמה זמן לוקח לטפל במכונת תפירה", KNOW, [], [("kn", "k05", "3 ימי עבודה")]),
    q("he", "כמה עולה לנקות אבנית במכונת קפה", KNOW, [], [("kn", "k06", "150")]),
    q("he", "כמה עולה לבדוק מכונת קפה שלא עובדת", KNOW, [], [("kn", "k06", "120")]),
    q("he", "כמה ימים שומרים מוצר שתוקן", KNOW, [], [("kn", "k07", "60 יום")]),
    q("he", "מה קורה אם לקוח לא אוסף את המכשיר", KNOW, [], [("kn", "k07", "5 ₪")]),
    q("he", "כמה עולה שליח לקריות", KNOW, [], [("kn", "k08", "60")]),
    q("he", "אפשר לשלוח מכונה בשליח מתל אביב?", KNOW, [], [("kn", "k08", "90")]),
    q("he", "אפשר לשלם בביט?", KNOW, [], [("kn", "k09", "בביט")]),
    q("he", "אפשר לחלק תיקון לתשלומים", KNOW, [], [("kn", "k09", "3 תשלומים")]),
    q("he", "כמה עולה שעה של טכנאי", KNOW, [], [("kn", "k10", "160")]),
    q("he", "טכנאי שבא הביתה, כמה זה עולה לשעה", KNOW, [], [("kn", "k10", "250")]),
    q("en", "how much is a watch battery", KNOW, [], [("kn", "k03", "45")]),
    q("en", "how long do you keep a repaired item", KNOW, [], [("kn", "k07", "60")]),
    q("en", "what are your opening hours on friday", KNOW, [], [("kn", "k01", "13:30")]),
    # greetings, help, out of domain
    q("he", "בוקר טוב", GREET),
    q("he", "איך אתה יכול לעזור לי", HELP),
    q("he", "איזה שעון הכי מומלץ לקנות", UNK),
    q("he", "מה מזג האוויר בחיפה מחר", UNK),
    q("en", "recommend a good coffee machine", UNK),
]  # fmt: skip

# Asked step by step, each step the moment its records (``added_later[step]`` of the fixtures) exist.
S16_FRESH: list[list[Row]] = [
    [  # a new customer with an English-stored sewing machine and an invoice
        q("he", "מכונת התפירה של עדי ורדי", REP, [("name", "עדי ורדי")], [("rep", "r19")]),
        q("he", "כמה ורדי חייבת", BAL, [("name", "ורדי")], [("bal", "c15")]),
        q("he", "KR-4452 של מי", LOOK, [("inv", "KR-4452")], [("name", "c15"), ("about", "i18")]),
        q("en", "Adi Vardi sewing machine", REP, [("name", "Adi Vardi")], [("rep", "r19")]),
    ],
    [  # a second repair and an invoice for a customer who had paid everything
        q("he", "הסייקו של פישמן", REP, [("name", "פישמן")], [("rep", "r20")]),
        q("he", "כמה אלכסנדר פישמן חייב עכשיו", BAL, [("name", "אלכסנדר פישמן")], [("bal", "c06")]),
        q("he", "7358 שולמה?", INV, [("inv", "7358")], [("ist", "i19")]),
    ],
    [  # a new English-named cafe, asked about in Hebrew
        q("he", "מכונת הקפה של גרין ליף", REP, [("name", "גרין ליף")], [("rep", "r21")]),
        q("he", "כמה חייב גרין ליף קפה", BAL, [("name", "גרין ליף קפה")], [("bal", "c16")]),
        q("he", "מה הח.פ של Green Leaf", LOOK, [("name", "Green Leaf")], [("tax", "c16")]),
    ],
    [  # a new customer with an Apple Watch stored in English
        q("he", "השעון של שחר ברק", REP, [("name", "שחר ברק")], [("rep", "r22")]),
        q("he", "כמה ברק חייב", BAL, [("name", "ברק")], [("bal", "c17")]),
        q("he", "מה הטלפון של שחר ברק", LOOK, [("name", "שחר ברק")], [("phone", "c17")]),
    ],
]  # fmt: skip
BATCHES = {"s16": S16}
FRESH = {"s16f": S16_FRESH}

"""Batches s49x, s49y, s49z, s49p and s49f: questions about אופטיקה צלולה (Tslula Optics,
``shops/tslula.json``), an optician's shop with a small lens lab on Weizmann Street in Kfar Saba: glasses,
sunglasses and contact lenses for private customers, and group orders for a factory (prescription safety
glasses), a senior residence, a country club (swim goggles), a transport company (driving glasses) and the
town's welfare department. Its jobs are the lab's orders (הזמנות), asked about by the item's everyday name or
brand (הוורילוקס, הרייבן, הטוריות, the Oakleys); invoices 34xx (private) and TZ-01xx (businesses and
institutions).

HELD OUT: aggregates only; its rows are never looked at one by one, rewritten or learned from.

Written by session 49's helper `heldout49` on 2026-12-06 (about 10:00-10:30 UTC, `date -u`), blind: fixtures
first, then these questions, from the fixtures alone, without reading the engine, its tests or any other
question set, and before any of it was sent to the engine.

Voices:
- s49x, יורם: the owner and optometrist, 58, thirty years in the trade. Full Hebrew sentences, often with
  the patient in the chair as the story around the ask; surnames, מר/גברת, the lab's words (מרכוז,
  פרוגרסיב, ליטוש).
- s49y, Hilary: the part-time bookkeeper, 64, from Manchester, in Israel fifteen years. Polite British
  English, Hebrew names transliterated her own way (Shachar, Smirnova, Ofek Hasaot), invoice numbers as she
  types them.
- s49z, שיר: the sales assistant at the counter, 23. Short unpunctuated Hebrew on her phone, first names,
  typos and slang, English when an English-speaking customer is standing in front of her.
- s49p: plain questions of every intent; s49f: asked right after each of the three ``added_later`` steps.

Rows: s49x 43 (41 he, 2 en), s49y 45 (1 he, 44 en), s49z 44 (32 he, 12 en), s49p 32 (16 he, 16 en),
s49f 12 (6 he, 6 en); 176 in all, 96 Hebrew and 80 English (45 %). An overdue-only ask is written as a
``say`` of the overdue invoice's number (``ilist`` always means open or overdue).

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph
from tests.assistant.shop_questions_s49_more import S49F, S49P, S49Z

OP = ("open", "overdue")

# יורם, owner and optometrist: the ask often sits inside what is happening in the examination room.
S49X: list[Row] = [
    he(
        "מרים שחר יושבת אצלי בכיסא, רוצה לדעת מתי מגיעות הוורילוקס שלה. הגיעו כבר מאסילור?",
        REP,
        nm("מרים שחר"),
        [("rep", "r01")],
    ),
    he("ומה עם הרייבן שלה, סיימו להחליף רפידות?", REP, [], [("rep", "r02")], True),
    he("כמה היא עוד חייבת לנו", BAL, [], [("bal", "c01")], True),
    he(
        "תבדוק לי בבקשה את היתרה של פלסטו-טק, ויקטור מבקש מספר לפני שהוא מעביר תשלום",
        BAL,
        nm("פלסטו-טק"),
        [("bal", "c04")],
    ),
    he("איזה חשבוניות שלהם עוד לא שולמו?", INV, [], [("ilist", "c04", OP)], True),
    he("ומשקפי הבטיחות של העובדים, כבר בליטוש?", REP, [], [("rep", "r05")], True),
    he(
        "עאסי מטייבה התקשר שוב, לא מסתגל למולטיפוקל וכואב לו הראש. מה המצב של התיק שלו אצלנו?",
        REP,
        nm("עאסי"),
        [("rep", "r10")],
    ),
    he("מה אנחנו מתחייבים ללקוח שלא מסתגל לפרוגרסיב, כמה זמן יש לו?", KNOW, [], [("kn", "k03", "60")]),
    he(
        "גברת רוזן, חנה רוזן הקשישה, חייבת משהו או שהבן שלה סגר הכל בפעם הקודמת?",
        BAL,
        nm("חנה רוזן"),
        [("bal", "c21")],
    ),
    he("מה מצב חשבונית 3438", INV, iv("3438"), [("ist", "i15")]),
    he("של מי היא?", LOOK, [], [("name", "c10")], True),
    he(
        "גני השרון – הזוגות לקריאה של הדיירים מוכנים? אני רוצה לתאם איתם מסירה",
        REP,
        nm("גני השרון"),
        [("rep", "r06")],
    ),
    he("כמה אנחנו לוקחים על בדיקה בדיור מוגן, לכל דייר", KNOW, [], [("kn", "k12", "90")]),
    he("ומינימום כמה בדיקות כדי שבכלל נצא אליהם?", KNOW, [], [("kn", "k12", "6")], True),
    he(
        "יעל כץ – האקיוביו החודשיות שלה הגיעו או שעדיין מחכים לספק?",
        REP,
        nm("יעל כץ"),
        [("rep", "r08")],
    ),
    he("והמשקפיים של הקטנה שלה?", REP, [], [("rep", "r09")], True),
    he("היא שואלת על זוג רזרבי לילדה, כמה הנחה נותנים על זוג שני?", KNOW, [], [("kn", "k11", "50%")]),
    he("כמה עולה לנו הלחמה של מסגרת מתכת במעבדה בחוץ", KNOW, [], [("kn", "k07", "180")]),
    he(
        "אתי מזרחי שאלה על הקררה עם הציר השבור. חזרה כבר מההלחמה?",
        REP,
        nm("אתי מזרחי"),
        [("rep", "r18")],
    ),
    he("ויש לה גם חוב ישן, לא? כמה בסך הכל", BAL, [], [("bal", "c17")], True),
    he("איזו מהחשבוניות שלה באיחור?", INV, [], [("say", "3408", "c17", "i23")], True),
    he("הרווחה של העירייה – כמה פתוח אצלם?", BAL, nm("הרווחה"), [("bal", "c18")]),
    he("TZ-0126 יצאה אליהם לפני כמה ימים, עוד לא שולמה נכון?", INV, iv("TZ-0126"), [("ist", "i26")]),
    he("ומה עם ה-24 זוגות לילדים? מתי יהיו מוכנים", REP, [], [("rep", "r23")], True),
    he("מה הטלפון של אופק הסעות", LOOK, nm("אופק הסעות"), [("phone", "c22")]),
    he("משקפי הנהיגה של הנהגים שלהם מוכנים, נכון? שיבואו לקחת", REP, [], [("rep", "r20")], True),
    he("בכמה תשלומים אפשר לחלק למי שקונה מולטיפוקל ב-2,400", KNOW, [], [("kn", "k06", "10")]),
    he(
        "ליאורה חדד שואלת למה הרייבן שלה לוקח כל כך הרבה זמן. איפה הוא עומד?",
        REP,
        nm("ליאורה חדד"),
        [("rep", "r16")],
    ),
    he("היא גם רוצה לדעת כמה נשאר לה לשלם", BAL, [], [("bal", "c14")], True),
    he(
        "תן לי את המייל של Rachel Glass, אני רוצה לשלוח לה את המרשם",
        LOOK,
        nm("Rachel Glass"),
        [("email", "c03")],
    ),
    he(
        "אבי שחר, זה מהוד השרון ולא הבעל של מרים – חייב לנו משהו?",
        BAL,
        nm("אבי שחר"),
        [("bal", "c02")],
    ),
    he("מי זה 050-1180092? מצאתי פתק על הדלפק בלי שם", LOOK, ph("050-1180092"), [("name", "c17")]),
    he("שלמה ברק מפתח תקווה – המתקפלים שלו, התחלנו בכלל?", REP, nm("שלמה ברק"), [("rep", "r17")]),
    he("כמה זמן לוקח להביא חודשיות מהספק", KNOW, [], [("kn", "k08", "48")]),
    he("תבדוק אם דוד לוי שילם על הסילואט", INV, nm("דוד לוי"), [("ist", "i14")]),
    he("מה ההסדר שלנו עם מאוחדת, עד כמה החזר?", KNOW, [], [("kn", "k05", "400")]),
    he("לקוח של כללית שואל אם אנחנו בהסדר איתם, מה אני אומר לו", KNOW, [], [("kn", "k05", "קבלה מפורטת")]),
    he("אני לא בטוח מה אתה יודע לעשות, תסביר לי מה אפשר לשאול אותך", HELP),
    he("תקבע לי תור לרופא עיניים במכבי למחר בבוקר", UNK),
    he("מה דעתך, לקנות את מכשיר ה-OCT החדש של Zeiss או לחכות לתערוכה?", UNK),
    he("תכתוב ברכה ליעל לחתונה של הבת שלה", UNK),
    en(
        "Tom Wexler is leaving Israel next week - is his invoice fully paid?",
        INV,
        nm("Tom Wexler"),
        [("ist", "i21")],
    ),
    en("David Levi rimless - delivered?", REP, nm("David Levi"), [("rep", "r11")]),
]

# Hilary, the bookkeeper: British English, names transliterated her way, invoice numbers as she types them.
S49Y: list[Row] = [
    en(
        "Good morning! Could you tell me what's outstanding on the Plastotek account?",
        BAL,
        nm("Plastotek"),
        [("bal", "c04")],
    ),
    en("And which of their invoices is overdue, please?", INV, [], [("say", "TZ-0112", "c04", "i06")], True),
    en("How much have they actually paid against TZ-0112?", INV, iv("TZ-0112"), [("ipaid", "i06")]),
    en("Inv. no. 3449 - how much is left to pay on it?", INV, iv("3449"), [("ileft", "i02")]),
    en("whose is that one?", LOOK, [], [("name", "c01")], True),
    en(
        "Mrs Glass rang to say she paid by bank transfer on Sunday. Is 3455 still showing as open?",
        INV,
        nm("Glass") + iv("3455"),
        [("ist", "i05")],
    ),
    en(
        "Could you check Miriam Shahar's balance? She reckons she owes about a thousand.",
        BAL,
        nm("Miriam Shahar"),
        [("bal", "c01")],
    ),
    en("what does the country club owe us?", BAL, nm("country club"), [("bal", "c12")]),
    en("Is TZ 118 overdue? I thought they'd paid part of it.", INV, iv("TZ-0118"), [("ist", "i18")]),
    en("and the remaining amount on it?", INV, [], [("ileft", "i18")], True),
    en("Yossi Or - anything owing? I can see a draft for 390.", BAL, nm("Yossi Or"), [("bal", "c11")]),
    en(
        "Olga Smirnova hasn't paid 3438, has she? It's well past due.",
        INV,
        nm("Olga Smirnova") + iv("3438"),
        [("ist", "i15")],
    ),
    en("Balance for Mohammed Assi please", BAL, nm("Mohammed Assi"), [("bal", "c08")]),
    en("Was 3433 cancelled? I've got it down as open in my spreadsheet.", INV, iv("3433"), [("ist", "i12")]),
    en(
        "Phone number for the welfare department, please - I need to chase TZ-0126",
        LOOK,
        nm("welfare department") + iv("TZ-0126"),
        [("phone", "c18"), ("about", "i26")],
    ),
    en("Emma Goldberg's balance?", BAL, nm("Emma Goldberg"), [("bal", "c20")]),
    en("how much has she paid so far on 3454", INV, iv("3454"), [("ipaid", "i28")], True),
    en(
        "Does Ofek Hasaot owe anything? Their bookkeeper says they're up to date.",
        BAL,
        nm("Ofek Hasaot"),
        [("bal", "c22")],
    ),
    en("Which invoices are open for Liora Hadad?", INV, nm("Liora Hadad"), [("ilist", "c14", OP)]),
    en("Shlomo Barak – is 3447 late?", INV, nm("Shlomo Barak") + iv("3447"), [("ist", "i22")]),
    en("who's on 09-7412255?", LOOK, ph("09-7412255"), [("name", "c05")]),
    en("Hello, quick one: has Daniel Brown settled up?", BAL, nm("Daniel Brown"), [("bal", "c06")]),
    en(
        "I need Avi Shachar's address for the reminder letter",
        LOOK,
        nm("Avi Shachar"),
        [("addr", "c02", "הגליל")],
    ),
    en(
        "what's still owing on 3430? Yael Katz paid something towards it, I think",
        INV,
        iv("3430") + nm("Yael Katz"),
        [("ileft", "i11")],
    ),
    en("is that one overdue now?", INV, [], [("ist", "i11")], True),
    en(
        "Is there a customer Igor Feldman on file? I can't find an invoice for him",
        LOOK,
        nm("Igor Feldman"),
        [("name", "c23")],
    ),
    en("Has he got anything outstanding at all?", BAL, [], [("bal", "c23")], True),
    en("Which customer is invoice 3445 for?", LOOK, iv("3445"), [("name", "c24"), ("about", "i32")]),
    en("what's her phone number?", LOOK, [], [("phone", "c24")], True),
    en(
        "Who's 052-3318840? Two names come up on my list",
        LOOK,
        ph("052-3318840"),
        [("names", "c01", "c24")],
    ),
    en("How much do the Ganei HaSharon people owe?", BAL, nm("Ganei HaSharon"), [("bal", "c05")]),
    en("is 3405 on our system? A customer has brought in a receipt with that number", INV, iv("3405"), []),
    en("Sheila Morris - does she owe us? Her name's on a cheque I've found", BAL, nm("Sheila Morris"), []),
    en("What are our payment terms for business accounts?", KNOW, [], [("kn", "k06", "30")]),
    en("What deposit do we take on special-order lenses?", KNOW, [], [("kn", "k06", "50%")]),
    en(
        "How many days does a customer have to return an unopened box of contact lenses?",
        KNOW,
        [],
        [("kn", "k10", "14")],
    ),
    en("Shop hours on Friday? My daughter wants to pop in.", KNOW, [], [("kn", "k01", "13:30")]),
    en("Has Gil Peretz paid everything he owes?", BAL, nm("Gil Peretz"), [("bal", "c19")]),
    en("How much is left on Ronen Gabay's account?", BAL, nm("Ronen Gabay"), [("bal", "c13")]),
    en("and his computer glasses, have they been collected?", REP, [], [("rep", "r15")], True),
    en("Avi Shachar's reading glasses - did he ever collect them?", REP, nm("Avi Shachar"), [("rep", "r03")]),
    en("what sort of things can I ask you about the accounts?", HELP),
    en("Cheers. Could you also do my VAT return for November?", UNK),
    en("Please draft an email to Rachel about her granddaughter's bat mitzvah present", UNK),
    he("בוקר טוב", GREET),
]

BATCHES = {"s49x": S49X, "s49y": S49Y, "s49z": S49Z, "s49p": S49P}
FRESH = {"s49f": S49F}

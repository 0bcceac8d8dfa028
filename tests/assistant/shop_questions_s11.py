"""Batch s11: questions about a third business, קור-טל (an air conditioning and home appliance service
company in Ashdod, ``shops/kortal.json``).

Written by session 11's helper `chatheb` on 2026-11-25 (about 02:00 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. They
are in the ways office staff type (no punctuation, typos, slang, English and Hebrew mixed), mostly
Hebrew, and lean on the kinds issue 15 still lists: an appliance asked by its kind or brand with a
preposition or a hyphen ("ה-Bosch של", "למקרר של", "במזגן של"), "status of <name>'s <thing>", a repair
named by its damage ("שנפל למים", "שלא נדלק", "שמטפטף"), English diagnosis questions ("what's wrong
with", "did you find the problem"), follow-ups by pronoun or by appliance, two customers sharing one
phone, names in the other script, and knowledge questions that mention technicians, visits or
appliances.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``); ``("names", c1, c2)`` is both customers' names.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S11: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה אורית גבאי חייבת", BAL, [("name", "אורית גבאי")], [("bal", "c01")]),
    q("he", "משה דהן סגר את החוב?", BAL, [("name", "משה דהן")], [("bal", "c02")]),
    q("he", "מה מצב החשבון של מאפיית לחם הבית", BAL, [("name", "מאפיית לחם הבית")], [("bal", "c07")]),
    q("he", "כמה כסף מגיע לנו ממלון ים התכלת", BAL, [("name", "מלון ים התכלת")], [("bal", "c17")]),
    q("he", "יעקב ביטון חייב לנו משהו", BAL, [("name", "יעקב ביטון")], [("bal", "c11")]),
    q("he", "יתרה לתשלום של שני פרידמן", BAL, [("name", "שני פרידמן")], [("bal", "c12")]),
    q("he", "גלית נחום כמה נשאר לה לשלם", BAL, [("name", "גלית נחום")], [("bal", "c19")]),
    q("he", "כמה חייבת ויקטוריה קוגן?", BAL, [("name", "ויקטוריה קוגן")], [("bal", "c21")]),
    q("he", "054-6120093 כמה הוא חייב", BAL, [("phone", "054-6120093")], [("bal", "c05")]),
    q("he", "מה היתרה של דיוויד מילר", BAL, [("name", "דיוויד מילר")], [("bal", "c03")]),
    q("he", "מוטי חזן שילם הכל?", BAL, [("name", "מוטי חזן")], [("bal", "c25")]),
    q("he", "והחשבוניות הפתוחות שלו?", INV, [], [("ilist", "c25", "open")], True),
    q("en", "how much does Kevin O'Brien owe us", BAL, [("name", "Kevin O'Brien")], [("bal", "c16")]),
    q("en", "Olga Ivanova balance?", BAL, [("name", "Olga Ivanova")], [("bal", "c24")]),
    q("en", "does the Yam Hatchelet hotel still owe anything", BAL, [("name", "Yam Hatchelet")], [("bal", "c17")]),
    q("en", "whats Sarah Cohens balance", BAL, [("name", "Sarah Cohen")], [("bal", "c06")]),
    q("en", "outstanding for 052-4471190", BAL, [("phone", "052-4471190")], [("bal", "c19")]),
    q("en", "has Ronit Almog paid up", BAL, [("name", "Ronit Almog")], [("bal", "c04")]),
    # repairs asked by the appliance, with prepositions and hyphens
    q("he", "מה עם המזגן של אורית גבאי", REP, [("name", "אורית גבאי")], [("rep", "r01")]),
    q("he", "למקרר של משה דהן כבר הגיע החלק?", REP, [("name", "משה דהן")], [("rep", "r02")]),
    q("he", "והמכונת כביסה שלו?", REP, [], [("rep", "r03")], True),
    q("he", "ה-Bosch של משה דהן מוכנה לאיסוף?", REP, [("name", "משה דהן")], [("rep", "r03")]),
    q("he", "המדיח של רונית אלמוג שלא נדלק, מה איתו", REP, [("name", "רונית אלמוג")], [("rep", "r05")]),
    q("he", "מה קורה עם המייבש של איגור סמירנוב", REP, [("name", "איגור סמירנוב")], [("rep", "r06")]),
    q("he", "והדוד שלו?", REP, [], [("rep", "r07")], True),
    q("he", "בתנור של שרה כהן הזכוכית נסדקה, הגיע חלק?", REP, [("name", "שרה כהן")], [("rep", "r08")]),
    q("he", "המקרר התעשייתי במאפיית לחם הבית תוקן?", REP, [("name", "מאפיית לחם הבית")], [("rep", "r09")]),
    q("he", "והמיקסר שלהם?", REP, [], [("rep", "r10")], True),
    q("he", "ניר טל קיבל בחזרה את המזגן?", REP, [("name", "ניר טל")], [("rep", "r11")]),
    q("he", "המכונה של פאטמה אבו ריש שנפלה, מה המצב", REP, [("name", "פאטמה אבו ריש")], [("rep", "r12")]),
    q("he", "מה עם המזגן של יעקב ביטון שלא נדלק", REP, [("name", "יעקב ביטון")], [("rep", "r14")]),
    q("he", "המיני מרכזי של שני פרידמן עדיין מחכה למדחס?", REP, [("name", "שני פרידמן")], [("rep", "r15")]),
    q("he", "אפשר לאסוף את המיקרוגל של אבי לוי?", REP, [("name", "אבי לוי")], [("rep", "r16")]),
    q("he", "המקפיא של אבי לוין שנפל למים, מצאו מה הבעיה?", REP, [("name", "אבי לוין")], [("rep", "r17")]),
    q("he", "הנספרסו של טל שרעבי", REP, [("name", "טל שרעבי")], [("rep", "r18")]),
    q("he", "איך מתקדם העבודה על המזגנים במלון ים התכלת", REP, [("name", "מלון ים התכלת")], [("rep", "r20")]),
    q("he", "הכיריים של הדס ממן עם המשטח שנסדק", REP, [("name", "הדס ממן")], [("rep", "r21")]),
    q("he", "במקרר של גלית נחום יש עדכון?", REP, [("name", "גלית נחום")], [("rep", "r22")]),
    q("he", "ההתקנה של המזגן בסלון אצל ויקטוריה קוגן", REP, [("name", "ויקטוריה קוגן")], [("rep", "r24")]),
    q("he", "מה הסטטוס של התיקונים של מרדכי חזן", REP, [("name", "מרדכי חזן")], [("repc", "c25")]),
    q("he", "והמזגן במשרד שלו מוכן?", REP, [], [("rep", "r27")], True),
    q("he", "053-9917004 המדיח שלה תוקן?", REP, [("phone", "053-9917004")], [("rep", "r25")]),
    q("he", "לשואב אבק של אמילי רוזן החליפו סוללה?", REP, [("name", "אמילי רוזן")], [("rep", "r13")]),
    q("he", "התיקון של עמית רז", REP, [("name", "עמית רז")], [("repc", "c22")]),
    q("en", "status of David Miller's AC", REP, [("name", "David Miller")], [("rep", "r04")]),
    q("en", "what's wrong with Fatma Abu Rish's washing machine", REP, [("name", "Fatma Abu Rish")], [("rep", "r12")]),
    q("en", "did you find the problem with Avi Levin's freezer", REP, [("name", "Avi Levin")], [("rep", "r17")]),
    q("en", "is Emily Rosen's vacuum ready for pickup", REP, [("name", "Emily Rosen")], [("rep", "r13")]),
    q("en", "Kevin O'Brien air conditioners - done yet?", REP, [("name", "Kevin O'Brien")], [("rep", "r19")]),
    q("en", "status of Daniel Stern's washing machine", REP, [("name", "Daniel Stern")], [("rep", "r23")]),
    q("en", "the dishwasher at Olga Ivanova's, how is it going", REP, [("name", "Olga Ivanova")], [("rep", "r25")]),
    q("en", "any update on Igor Smirnov's dryer", REP, [("name", "Igor Smirnov")], [("rep", "r06")]),
    q("en", "and his water heater?", REP, [], [("rep", "r07")], True),
    q("en", "status of Sarah Cohen's oven", REP, [("name", "Sarah Cohen")], [("rep", "r08")]),
    q("en", "what's the problem with the fridge at Moshe Dahan's", REP, [("name", "Moshe Dahan")], [("rep", "r02")]),
    q("en", "054-9981230 compressor arrived?", REP, [("phone", "054-9981230")], [("rep", "r15")]),
    q("en", "repairs for Tal Sharabi", REP, [("name", "Tal Sharabi")], [("repc", "c15")]),
    # invoices by number, in their printed styles
    q("he", "כמה נשאר לשלם בחשבונית KT-4452", INV, [("inv", "KT-4452")], [("ileft", "i02")]),
    q("he", "חשבונית 6131 באיחור?", INV, [("inv", "6131")], [("ist", "i06")]),
    q("he", "וכמה שילמו עליה?", INV, [], [("ipaid", "i06")], True),
    q("he", "2026-131 שולמה", INV, [("inv", "2026-131")], [("ist", "i08")]),
    q("he", "מה המצב של חשבונית SR/077", INV, [("inv", "SR/077")], [("ist", "i09")]),
    q("he", "kt4438 כמה פתוח", INV, [("inv", "KT-4438", "kt4438")], [("ileft", "i11")]),
    q("he", "חשבונית 2026-109 של טל שרעבי", INV, [("inv", "2026-109"), ("name", "טל שרעבי")], [("ist", "i22")]),
    q("he", "החשבוניות הפתוחות של מלון ים התכלת", INV, [("name", "מלון ים התכלת")], [("ilist", "c17", "open")]),
    q("he", "כמה שולם עד עכשיו על KT-4441", INV, [("inv", "KT-4441")], [("ipaid", "i26")]),
    q("he", "חשבונית SR/084 יצאה כבר?", INV, [("inv", "SR/084")], [("ist", "i20")]),
    q("he", "של מי חשבונית 6137", LOOK, [("inv", "6137")], [("name", "c18"), ("about", "i28")]),
    q("en", "how much is left on invoice 6120", INV, [("inv", "6120")], [("ileft", "i04")]),
    q("en", "is SR/079 paid", INV, [("inv", "SR/079")], [("ist", "i24")]),
    q("en", "remaining balance on 2026-129", INV, [("inv", "2026-129")], [("ileft", "i34")]),
    q("en", "KT 4447 how much left", INV, [("inv", "KT-4447", "KT 4447")], [("ileft", "i18")]),
    q("en", "open invoices of Mordechai Hazan", INV, [("name", "Mordechai Hazan")], [("ilist", "c25", "open")]),
    q("en", "invoice 7001 status", INV, [("inv", "7001")], []),
    # lookups, and phones two customers share
    q("he", "מה הטלפון של הדס ממן", LOOK, [("name", "הדס ממן")], [("phone", "c18")]),
    q("he", "מי זה 050-4409981", LOOK, [("phone", "050-4409981")], [("name", "c08")]),
    q("he", "של מי המספר 050-6612930", LOOK, [("phone", "050-6612930")], [("names", "c23", "c26")]),
    q("he", "0527730115 כמה חייבים", BAL, [("phone", "0527730115")], [("names", "c06", "c27")]),
    q("he", "תן לי את המייל של עמית רז", LOOK, [("name", "עמית רז")], [("email", "c22")]),
    q("he", "איפה גרה פאטמה אבו ריש", LOOK, [("name", "פאטמה אבו ריש")], [("addr", "c09", "הגפן")]),
    q("he", "ח.פ של מלון ים התכלת", LOOK, [("name", "מלון ים התכלת")], [("tax", "c17")]),
    q("he", "הכתובת של המאפייה לחם הבית", LOOK, [("name", "לחם הבית")], [("addr", "c07", "הבנאים")]),
    q("en", "phone for Galit Nahum", LOOK, [("name", "Galit Nahum")], [("phone", "c19")]),
    q("en", "what's Daniel Stern's email", LOOK, [("name", "Daniel Stern")], [("email", "c20")]),
    q("en", "who is 08-6710455", LOOK, [("phone", "08-6710455")], [("name", "c11")]),
    q("en", "whose phone is 052-773-0115", LOOK, [("phone", "052-773-0115")], [("names", "c06", "c27")]),
    q("en", "address of Kevin O'Brien", LOOK, [("name", "Kevin O'Brien")], [("addr", "c16", "המעפילים")]),
    # knowledge, several naming technicians, visits or appliances
    q("he", "כמה זמן אחריות אחרי תיקון", KNOW, [], [("kn", "k01", "90 יום")]),
    q("he", "יש אחריות אם החליפו מדחס", KNOW, [], [("kn", "k01", "שנה")]),
    q("he", "עד מתי אתם עובדים ביום שישי", KNOW, [], [("kn", "k02", "12:00")]),
    q("he", "כמה עולה לנקות מזגן", KNOW, [], [("kn", "k03", "250")]),
    q("he", "מחיר מילוי גז למזגן", KNOW, [], [("kn", "k03", "350")]),
    q("he", "כמה עולה ביקור של טכנאי בבית", KNOW, [], [("kn", "k04", "199")]),
    q("he", "מה קורה אם מבטלים את הטכנאי ברגע האחרון", KNOW, [], [("kn", "k04", "80")]),
    q("he", "כמה עולה התקנה של מזגן חדש", KNOW, [], [("kn", "k05", "850")]),
    q("he", "המזגן מטפטף מים בחדר מה לעשות", KNOW, [], [("kn", "k06", "פילטר")]),
    q("he", "אפשר לשלם בתשלומים על תיקון גדול?", KNOW, [], [("kn", "k07", "6 תשלומים")]),
    q("he", "מה קורה אם לקוח לא אוסף את המיקרוגל מהמעבדה", KNOW, [], [("kn", "k08", "10 ₪")]),
    q("he", "כמה עולה חוזה שירות לבית", KNOW, [], [("kn", "k09", "590")]),
    q("he", "כמה מחכים לטכנאי מזגנים בקיץ", KNOW, [], [("kn", "k10", "5 ימי עבודה")]),
    q("he", "אתם מפנים מקרר ישן?", KNOW, [], [("kn", "k11", "150")]),
    q("he", "אתם שמים חלקים מקוריים?", KNOW, [], [("kn", "k12", "מקוריים")]),
    q("en", "how much is a technician home visit", KNOW, [], [("kn", "k04", "199")]),
    q("en", "how long is the warranty on a repair", KNOW, [], [("kn", "k01", "90")]),
    q("en", "price of installing a new AC", KNOW, [], [("kn", "k05", "850")]),
    q("en", "extra piping per meter?", KNOW, [], [("kn", "k05", "120")]),
    q("en", "what does it cost to clean a mini central AC", KNOW, [], [("kn", "k03", "480")]),
    q("en", "how many installments can a big repair be split into", KNOW, [], [("kn", "k07", "6")]),
    q("en", "how much is courier pickup for a small appliance", KNOW, [], [("kn", "k08", "70")]),
    q("en", "how long until an ordered spare part arrives", KNOW, [], [("kn", "k12", "14")]),
    # greetings, help, out of domain (some with a customer's first name or an appliance word)
    q("he", "ערב טוב", GREET),
    q("en", "good morning", GREET),
    q("he", "במה אתה יכול לעזור", HELP),
    q("en", "what can you do", HELP),
    q("he", "איזה מזגן הכי כדאי לקנות לסלון", UNK),
    q("he", "אורית שאלה מה מזג האוויר מחר באשדוד", UNK),
    q("he", "תזמין לי פיצה", UNK),
    q("en", "translate 'refrigerator' to French", UNK),
    q("en", "Daniel wants to know who won the election", UNK),
]  # fmt: skip
BATCHES = {"s11": S11}

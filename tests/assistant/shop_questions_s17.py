"""Batch s17: questions about a ninth business, מיזוג הנגב (Negev Air: an air-conditioning, refrigeration
and water heater installer in Beer Sheva, ``shops/negevair.json``).

Written by session 17's helper `chat17` on 2026-12-02 (about 05:10 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. Mostly
Hebrew, aimed at the kinds issue 15 still leaves: short surnames that are also words (גל, טל, חן, נוי)
behind prefix letters; a business name holding a common word ("יד", "גן"); a repair asked by its item, in
the other language than the one it is stored in; invoice numbers in three printed styles; follow-ups;
knowledge questions that mention a technician, a visit or a repair; out-of-domain requests holding
name-like words; English questions about Hebrew-only knowledge; and ``S17_FRESH``: records created through
the API one step at a time, each step's questions asked the moment its records exist.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S17: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה אהרון גל חייב לנו", BAL, [("name", "אהרון גל")], [("bal", "c01")]),
    q("he", "לגל יש חוב?", BAL, [("name", "גל")], [("bal", "c01")]),
    q("he", "מה היתרה של שירן טל", BAL, [("name", "שירן טל")], [("bal", "c02")]),
    q("he", "כמה טל חייבת", BAL, [("name", "טל")], [("bal", "c02")]),
    q("he", "כמה חייבת לנו מאפיית הגורן", BAL, [("name", "מאפיית הגורן")], [("bal", "c03")]),
    q("he", "המאפייה שילמה?", BAL, [("name", "מאפייה")], [("bal", "c03")]),
    q("he", "מה החוב של עמותת יד לקשיש", BAL, [("name", "עמותת יד לקשיש")], [("bal", "c06")]),
    q("en", "how much does Michael Green owe", BAL, [("name", "Michael Green")], [("bal", "c05")]),
    q("he", "כמה מייקל גרין חייב", BAL, [("name", "מייקל גרין")], [("bal", "c05")]),
    q("he", "רחמים אוחיון סגר את החוב?", BAL, [("name", "רחמים אוחיון")], [("bal", "c07")]),
    q("he", "כמה נשאר לגן השקד לשלם", BAL, [("name", "גן השקד")], [("bal", "c09")]),
    q("he", "מצב החשבון של מרדכי שם-טוב", BAL, [("name", "מרדכי שם-טוב")], [("bal", "c11")]),
    q("he", "052-3107745 חייב כסף?", BAL, [("phone", "052-3107745")], [("bal", "c11")]),
    q("he", "כמה חייבת מרפאת השיניים", BAL, [("name", "מרפאת השיניים")], [("bal", "c12")]),
    q("he", "פנינה חן חייבת משהו?", BAL, [("name", "פנינה חן")], [("about", "c08")]),
    # repairs by item, across languages, short surnames
    q("he", "מה עם המזגן של אהרון גל", REP, [("name", "אהרון גל")], [("rep", "r01")]),
    q("he", "והדוד שלו?", REP, [], [("rep", "r02")], True),
    q("he", "הדוד של גל מוכן?", REP, [("name", "גל")], [("rep", "r02")]),
    q("he", "המזגן של טל תוקן?", REP, [("name", "טל")], [("rep", "r03")]),
    q("he", "מה מצב החדר קירור של מאפיית הגורן", REP, [("name", "מאפיית הגורן")], [("rep", "r05")]),
    q("he", "והמיני מרכזי שלהם?", REP, [], [("rep", "r04")], True),
    q("he", "המזגן של מייקל גרין", REP, [("name", "מייקל גרין")], [("rep", "r07")]),
    q("he", "מה עם הדוד של גרין", REP, [("name", "גרין")], [("rep", "r08")]),
    q("en", "Michael Green air conditioner status", REP, [("name", "Michael Green")], [("rep", "r07")]),
    q("he", "המפוח של העמותה מוכן?", REP, [("name", "עמותה")], [("rep", "r10")]),
    q("he", "המזגן המרכזי של יד לקשיש", REP, [("name", "יד לקשיש")], [("rep", "r09")]),
    q("he", "משאבת החום של אוחיון", REP, [("name", "אוחיון")], [("rep", "r11")]),
    q("en", "is Rahamim Ohayon's heat pump fixed", REP, [("name", "Rahamim Ohayon")], [("rep", "r11")]),
    q("he", "הסמסונג של פנינה חן מוכן?", REP, [("name", "פנינה חן")], [("rep", "r12")]),
    q("he", "מה עם המזגן של חן", REP, [("name", "חן")], [("rep", "r12")]),
    q("he", "מטהר האוויר של גן השקד", REP, [("name", "גן השקד")], [("rep", "r14")]),
    q("he", "הדוד חשמל של מרדכי שם-טוב", REP, [("name", "מרדכי שם-טוב")], [("rep", "r16")]),
    q("he", "המזגן של מרפאת סמייל הותקן?", REP, [("name", "מרפאת סמייל")], [("rep", "r17")]),
    q("he", "ה-LG של איגור ביליק", REP, [("name", "איגור ביליק")], [("rep", "r18")]),
    q("he", "התרמוסטט של נוי", REP, [("name", "נוי")], [("rep", "r19")]),
    q("he", "כל הקריאות של מאפיית הגורן", REP, [("name", "מאפיית הגורן")], [("repc", "c03")]),
    # invoices
    q("he", "NG-1204 שולמה?", INV, [("inv", "NG-1204")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על חשבונית 4521", INV, [("inv", "4521")], [("ileft", "i03")]),
    q("he", "כמה שילמו על 2026/133", INV, [("inv", "2026/133")], [("ipaid", "i04")]),
    q("he", "מה הסטטוס של NG-1213", INV, [("inv", "NG-1213")], [("ist", "i09")]),
    q("he", "חשבונית 4544 נשלחה?", INV, [("inv", "4544")], [("ist", "i13")]),
    q("he", "החשבוניות הפתוחות של שירן טל", INV, [("name", "שירן טל")], [("ilist", "c02", "open")]),
    q("en", "is invoice NG-1222 overdue", INV, [("inv", "NG-1222")], [("ist", "i14")]),
    # lookups
    q("he", "מה הטלפון של אהרון גל", LOOK, [("name", "אהרון גל")], [("phone", "c01")]),
    q("he", "מה המייל של טל", LOOK, [("name", "טל")], [("email", "c02")]),
    q("he", "מה הח.פ של מאפיית הגורן", LOOK, [("name", "מאפיית הגורן")], [("tax", "c03")]),
    q("he", "איפה גרה חנה בר-און", LOOK, [("name", "חנה בר-און")], [("addr", "c04", "עומר")]),
    q("he", "מי זה 058-6634190", LOOK, [("phone", "058-6634190")], [("name", "c13")]),
    q("en", "Michael Green's phone number", LOOK, [("name", "Michael Green")], [("phone", "c05")]),
    # knowledge that mentions technicians, visits and repairs; English against Hebrew-only items
    q("he", "כמה עולה שטכנאי יבוא הביתה", KNOW, [], [("kn", "k03", "250")]),
    q("he", "ביקור של טכנאי בנתיבות כמה עולה", KNOW, [], [("kn", "k03", "320")]),
    q("he", "אם הטכנאי מתקן, משלמים על הביקור?", KNOW, [], [("kn", "k03", "מקוזזת")]),
    q("he", "כמה זמן אחריות על תיקון מזגן", KNOW, [], [("kn", "k02", "6 חודשים")]),
    q("he", "יש אחריות על המדחס?", KNOW, [], [("kn", "k02", "5 שנים")]),
    q("he", "כמה עולה לנקות מזגן", KNOW, [], [("kn", "k04", "350")]),
    q("he", "כמה עולה מילוי גז", KNOW, [], [("kn", "k05", "450")]),
    q("he", "כמה עולה מטר צנרת נוסף", KNOW, [], [("kn", "k06", "120")]),
    q("he", "תוך כמה זמן מתקינים מזגן", KNOW, [], [("kn", "k06", "4 ימי עבודה")]),
    q("he", "אפשר לשלם בתשלומים?", KNOW, [], [("kn", "k07", "6 תשלומים")]),
    q("he", "כמה עולה לבטל ביקור של טכנאי", KNOW, [], [("kn", "k08", "100")]),
    q("he", "כמה עולה להחליף גוף חימום בדוד", KNOW, [], [("kn", "k09", "420")]),
    q("he", "מתי אתם פתוחים ביום שישי", KNOW, [], [("kn", "k01", "12:00")]),
    q("en", "how much is a technician visit", KNOW, [], [("kn", "k03", "250")]),
    q("en", "how much does gas refill cost", KNOW, [], [("kn", "k05", "450")]),
    q("en", "what is the warranty on a repair", KNOW, [], [("kn", "k02", "6")]),
    q("en", "do you work on saturday", KNOW, [], [("kn", "k01", "50%")]),
    # greetings, help, out of domain with name-like words
    q("he", "ערב טוב", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("he", "איזה מזגן הכי כדאי לקנות לסלון", UNK),
    q("he", "תזמין לי שולחן במסעדה של גל", UNK),
    q("he", "מה שלום טל היום", UNK),
    q("en", "write a poem about Michael", UNK),
]  # fmt: skip

# Asked step by step, each step the moment its records (``added_later[step]`` of the fixtures) exist.
S17_FRESH: list[list[Row]] = [
    [  # a new customer with a short surname and an English-stored air conditioner
        q("he", "המזגן של דנה רז", REP, [("name", "דנה רז")], [("rep", "r20")]),
        q("he", "כמה רז חייבת", BAL, [("name", "רז")], [("bal", "c15")]),
        q("he", "NG-1231 של מי", LOOK, [("inv", "NG-1231")], [("name", "c15"), ("about", "i19")]),
    ],
    [  # a new English-named guest house, asked about in Hebrew
        q("he", "כמה חייב דזרט רוז", BAL, [("name", "דזרט רוז")], [("bal", "c16")]),
        q("he", "המיני מרכזי של Desert Rose", REP, [("name", "Desert Rose")], [("rep", "r21")]),
        q("he", "כמה שולם על 4563", INV, [("inv", "4563")], [("ipaid", "i20")]),
    ],
]  # fmt: skip
BATCHES = {"s17": S17}
FRESH = {"s17f": S17_FRESH}

"""Batch s26: questions about a nineteenth business, נגריית בית-עץ (Beit Etz: a carpentry and upholstery
workshop in Modi'in, ``shops/beitetz.json``), and ``s26f``: questions asked the moment the records they are
about were made through the API (the fixtures' ``added_later`` steps). The batch the session's fixes were
made on (``s26b``, another business, is held out).

Written by session 26's helper `chat26` on 2026-12-03 (about 14:50 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
three fifths Hebrew, as a carpentry workshop's office types: a piece asked by its everyday name (הספות,
הכורסה, השולחן, הארון, המטבח, הדלת, הספסלים, the sofa, the wardrobe, the kitchen cabinets, the bookcase), a
room or a project that tells two apart (חדר 112, פרויקט הרצליה); a hotel, a kindergarten, a café, an
accountant's office by title, a designer, a synagogue, a kibbutz, a clinic and an English-named company by
part of their names; invoice numbers BE-3310 / 2026/118 / 40871 written as be3342, BE 3329, 2026-118,
118/2026; knowledge in both languages against Hebrew-only items in everyday words (upholstery, measuring
visit, delivery, warranty, lead time, deposit, refinishing, disposal, wood, cancellation, showroom, fabric
samples); out-of-domain requests holding customers' names or the trade's words; follow-ups by pronoun or a
bare noun; a phone a mother and her son share.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S26: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה חייב מלון הגבעה", BAL, [("name", "מלון הגבעה")], [("bal", "c01")]),
    q("he", "גן רקפת שילמו כבר?", BAL, [("name", "גן רקפת")], [("bal", "c02")]),
    q("he", "מה היתרה של יעל ברק", BAL, [("name", "יעל ברק")], [("bal", "c03")]),
    q("he", "דויד כהן כמה נשאר לו לשלם", BAL, [("name", "דויד כהן")], [("bal", "c04")]),
    q("he", "לחם ושמן חייבים לנו משהו?", BAL, [("name", "לחם ושמן")], [("bal", "c05")]),
    q("he", "כמה חייב רו\"ח גולן", BAL, [("name", "גולן")], [("bal", "c06")]),
    q("he", "אבי מזרחי יתרה", BAL, [("name", "אבי מזרחי")], [("bal", "c07")]),
    q("he", "לבית הכנסת אוהל משה יש חוב?", BAL, [("name", "אוהל משה")], [("bal", "c09")]),
    q("he", "כמה חייב מוחמד עבאס", BAL, [("name", "מוחמד עבאס")], [("bal", "c10")]),
    q("he", "גרין דסק כמה חייבים", BAL, [("name", "גרין דסק")], [("bal", "c11")]),
    q("he", "קיבוץ שעלבים כמה חייב לנו", BAL, [("name", "קיבוץ שעלבים")], [("bal", "c13")]),
    q("he", "נועה שגיא שילמה?", BAL, [("name", "נועה שגיא")], [("bal", "c14")]),
    q("he", "מה החוב של מרפאת תנועה", BAL, [("name", "מרפאת תנועה")], [("bal", "c15")]),
    q("he", "שרה לוי כמה חייבת", BAL, [("name", "שרה לוי")], [("bal", "c16")]),
    q("he", "כמה חיב אבי מזרחי בסהכ", BAL, [("name", "אבי מזרחי")], [("bal", "c07")]),
    q("he", "058-7712390 כמה חייבת", BAL, [("phone", "058-7712390")], [("bal", "c14")]),
    q("he", "כמה חייב אלכס פרידמן", BAL, [("name", "אלכס פרידמן")], [("bal", "c17")]),
    q("en", "how much does David Cohen owe", BAL, [("name", "David Cohen")], [("bal", "c04")]),
    q("en", "balance for the Hagiva hotel", BAL, [("name", "Hagiva")], [("bal", "c01")]),
    q("en", "does Yael Barak owe anything", BAL, [("name", "Yael Barak")], [("bal", "c03")]),
    q("en", "what's Green Desk's outstanding balance", BAL, [("name", "Green Desk")], [("bal", "c11")]),
    q("en", "how much is Sarah Levy owing us", BAL, [("name", "Sarah Levy")], [("bal", "c16")]),
    q("en", "kibbutz shaalvim balance", BAL, [("name", "shaalvim")], [("bal", "c13")]),
    q("en", "does mohammed abbas still owe money", BAL, [("name", "mohammed abbas")], [("bal", "c10")]),
    q("en", "how much does the Ohel Moshe synagogue owe", BAL, [("name", "Ohel Moshe")], [("bal", "c09")]),
    # jobs: by the piece's everyday name, a room or a project that tells two apart; follow-ups
    q("he", "מה עם הספות של מלון הגבעה", REP, [("name", "מלון הגבעה")], [("rep", "r01")]),
    q("he", "והדלת בחדר 112?", REP, [], [("rep", "r02")], True),
    q("he", "הכיסאות של גן רקפת מוכנים?", REP, [("name", "גן רקפת")], [("rep", "r03")]),
    q("he", "ומה עם ארון המשחקים שלהם", REP, [], [("rep", "r04")], True),
    q("he", "הכורסה של יעל ברק", REP, [("name", "יעל ברק")], [("rep", "r05")]),
    q("he", "השולחן אוכל של יעל כבר נמסר?", REP, [("name", "יעל")], [("rep", "r06")]),
    q("he", "מה המצב עם הארון קיר של דויד כהן", REP, [("name", "דויד כהן")], [("rep", "r07")]),
    q("he", "הספסלים של לחם ושמן מוכנים?", REP, [("name", "לחם ושמן")], [("rep", "r08")]),
    q("he", "ומה עם השולחנות?", REP, [], [("rep", "r09")], True),
    q("he", "שולחן הישיבות של רו\"ח גולן", REP, [("name", "גולן")], [("rep", "r10")]),
    q("he", "המטבח של אבי מזרחי מתי מוכן", REP, [("name", "אבי מזרחי")], [("rep", "r11")]),
    q("he", "רינה אלמוג הספה לפרויקט בהרצליה מוכנה?", REP, [("name", "רינה אלמוג")], [("rep", "r12")]),
    q("he", "מה קורה עם הספסלים בבית כנסת אוהל משה", REP, [("name", "אוהל משה")], [("rep", "r14")]),
    q("he", "וארון הקודש?", REP, [], [("rep", "r15")], True),
    q("he", "המיטה של מוחמד עבאס הגיעו החלקים?", REP, [("name", "מוחמד עבאס")], [("rep", "r16")]),
    q("he", "כל העבודות של גרין דסק", REP, [("name", "גרין דסק")], [("repc", "c11")]),
    q("he", "השידה של טטיאנה", REP, [("name", "טטיאנה")], [("rep", "r19")]),
    q("he", "הדלתות של חדר האוכל בשעלבים", REP, [("name", "שעלבים")], [("rep", "r20")]),
    q("he", "נועה שגיא הכיסא נדנדה שלה מוכן?", REP, [("name", "נועה שגיא")], [("rep", "r21")]),
    q("he", "מיטות הטיפולים של מרפאת תנועה", REP, [("name", "מרפאת תנועה")], [("rep", "r22")]),
    q("he", "052-4417063 מה עם המיטה", REP, [("phone", "052-4417063")], [("rep", "r16")]),
    q("he", "השולחן כתיבה של אלכס פרידמן", REP, [("name", "אלכס פרידמן")], [("rep", "r24")]),
    q("he", "הספריה של שרה לוי", REP, [("name", "שרה לוי")], [("rep", "r23")]),
    q(
        "en", "what's the status of the lobby sofas at the Hagiva hotel", REP,
        [("name", "Hagiva")], [("rep", "r01")],
    ),
    q("en", "is David Cohen's wardrobe ready", REP, [("name", "David Cohen")], [("rep", "r07")]),
    q("en", "Yael Barak's leather armchair - any news", REP, [("name", "Yael Barak")], [("rep", "r05")]),
    q(
        "en", "did you finish the office chairs for Green Desk", REP,
        [("name", "Green Desk")], [("rep", "r18")],
    ),
    q("en", "and the standing desks?", REP, [], [("rep", "r17")], True),
    q(
        "en", "Avi Mizrahi's kitchen cabinets, how far along", REP,
        [("name", "Avi Mizrahi")], [("rep", "r11")],
    ),
    q("en", "Sarah Levy's bookcase status", REP, [("name", "Sarah Levy")], [("rep", "r23")]),
    q("en", "all jobs for the Lechem Veshemen cafe", REP, [("name", "Lechem Veshemen")], [("repc", "c05")]),
    q("en", "is the rocking chair for Noa Sagi done", REP, [("name", "Noa Sagi")], [("rep", "r21")]),
    q("en", "the treatment beds at Tnua clinic", REP, [("name", "Tnua")], [("rep", "r22")]),
    q("en", "Rina Almog's sofa for the Herzliya project", REP, [("name", "Rina Almog")], [("rep", "r12")]),
    # invoices by number: dash, slash, space or nothing; amounts; counts
    q("he", "חשבונית BE-3342 שולמה?", INV, [("inv", "BE-3342")], [("ist", "i02")]),
    q("he", "be3329 מה המצב", INV, [("inv", "BE-3329", "be3329")], [("ist", "i06")]),
    q("he", "כמה נשאר לשלם על 40871", INV, [("inv", "40871")], [("ileft", "i04")]),
    q("he", "חשבונית 2026/118 באיחור?", INV, [("inv", "2026/118")], [("ist", "i03")]),
    q("he", "כמה שולם על BE 3336", INV, [("inv", "BE-3336", "BE 3336")], [("ipaid", "i09")]),
    q("he", "מה מצב חשבונית 40862", INV, [("inv", "40862")], [("ist", "i12")]),
    q("he", "2026/127 כמה נשאר", INV, [("inv", "2026/127")], [("ileft", "i14")]),
    q("he", "40877 מבוטלת?", INV, [("inv", "40877")], [("ist", "i17")]),
    q("he", "החשבונית 2026/140 כבר יצאה?", INV, [("inv", "2026/140")], [("ist", "i11")]),
    q("he", "של מי החשבונית BE-3318", LOOK, [("inv", "BE-3318")], [("name", "c13"), ("about", "i16")]),
    q("he", "והיא שולמה?", INV, [], [("ist", "i16")], True),
    q("he", "החשבוניות הפתוחות של אבי מזרחי", INV, [("name", "אבי מזרחי")], [("ilist", "c07", "open")]),
    q("he", "כמה חשבוניות פתוחות יש למלון הגבעה", INV, [("name", "מלון הגבעה")], [("ilist", "c01", "open")]),
    q("he", "ליעל ברק יש חשבונית פתוחה", INV, [("name", "יעל ברק")], [("ilist", "c03", "open")]),
    q("en", "is invoice BE-3310 paid", INV, [("inv", "BE-3310")], [("ist", "i01")]),
    q("en", "how much is left to pay on 2026/131", INV, [("inv", "2026/131")], [("ileft", "i07")]),
    q("en", "status of invoice 40884", INV, [("inv", "40884")], [("ist", "i20")]),
    q("en", "how much was paid on be-3345", INV, [("inv", "BE-3345", "be-3345")], [("ipaid", "i19")]),
    q("en", "who is invoice 2026/135 for", LOOK, [("inv", "2026/135")], [("name", "c14"), ("about", "i18")]),
    q("en", "and is it overdue?", INV, [], [("ist", "i18")], True),
    q("en", "open invoices for Avi Mizrahi", INV, [("name", "Avi Mizrahi")], [("ilist", "c07", "open")]),
    q("en", "what remains on BE3340", INV, [("inv", "BE-3340", "BE3340")], [("ileft", "i13")]),
    # lookups
    q("he", "מה הטלפון של נועה שגיא", LOOK, [("name", "נועה שגיא")], [("phone", "c14")]),
    q("he", "המייל של רינה אלמוג", LOOK, [("name", "רינה אלמוג")], [("email", "c08")]),
    q("he", "ח.פ. של קפה לחם ושמן", LOOK, [("name", "קפה לחם ושמן")], [("tax", "c05")]),
    q("he", "איפה גר מוחמד עבאס", LOOK, [("name", "מוחמד עבאס")], [("addr", "c10", "אבו גוש")]),
    q("he", "של מי המספר 053-6604128", LOOK, [("phone", "053-6604128")], [("names", "c12", "c17")]),
    q("he", "כתובת של גרין דסק", LOOK, [("name", "גרין דסק")], [("addr", "c11", "החרש")]),
    q("he", "תן לי את הטלפון של בית הכנסת אוהל משה", LOOK, [("name", "אוהל משה")], [("phone", "c09")]),
    q("he", "המייל של טטיאנה", LOOK, [("name", "טטיאנה")], [("email", "c12")]),
    q("en", "Yael Barak's phone number", LOOK, [("name", "Yael Barak")], [("phone", "c03")]),
    q("en", "email address for the Rakefet kindergarten", LOOK, [("name", "Rakefet")], [("email", "c02")]),
    q("en", "where is Green Desk located", LOOK, [("name", "Green Desk")], [("addr", "c11", "החרש")]),
    q("en", "and how much do they owe?", BAL, [], [("bal", "c11")], True),
    q("en", "whose number is 050-3381907", LOOK, [("phone", "050-3381907")], [("name", "c07")]),
    # knowledge: Hebrew items, asked in both languages in everyday words
    q("he", "עד מתי אתם פתוחים ביום שישי", KNOW, [], [("kn", "k01", "12:00")]),
    q("he", "כמה עולה לרפד כיסא", KNOW, [], [("kn", "k02", "280")]),
    q("he", "הבד כלול במחיר של הריפוד?", KNOW, [], [("kn", "k02", "כולל בד")]),
    q("he", "כמה עולה שתבואו למדוד את המטבח", KNOW, [], [("kn", "k03", "250")]),
    q("he", "ההובלה עולה כסף?", KNOW, [], [("kn", "k04", "350")]),
    q("he", "כמה שנים אחריות על ארון", KNOW, [], [("kn", "k05", "5 שנים")]),
    q("he", "תוך כמה זמן מקבלים מטבח", KNOW, [], [("kn", "k06", "6 עד 8 שבועות")]),
    q("he", "כמה מקדמה צריך לשלם", KNOW, [], [("kn", "k07", "40%")]),
    q("he", "אפשר לשלם בתשלומים?", KNOW, [], [("kn", "k07", "6 תשלומים")]),
    q("he", "אתם מחדשים שולחן עץ ישן?", KNOW, [], [("kn", "k08", "1,200")]),
    q("he", "תיקחו את הספה הישנה כשתביאו את החדשה?", KNOW, [], [("kn", "k09", "150")]),
    q("he", "אתם עושים רהיטים מסיבית?", KNOW, [], [("kn", "k10", "לא עובדים עם סיבית")]),
    q("he", "אם אני מבטל את ההזמנה מקבלים את הכסף בחזרה?", KNOW, [], [("kn", "k11", "10%")]),
    q("he", "איפה האולם תצוגה שלכם", KNOW, [], [("kn", "k12", "המלאכה 7")]),
    q("he", "אפשר לקחת דוגמאות בד הביתה", KNOW, [], [("kn", "k13", "100")]),
    q("en", "what are your opening hours", KNOW, [], [("kn", "k01", "07:30")]),
    q("en", "how much to reupholster a dining chair", KNOW, [], [("kn", "k02", "280")]),
    q("en", "do you charge for coming to measure", KNOW, [], [("kn", "k03", "250")]),
    q("en", "is delivery and installation free", KNOW, [], [("kn", "k04", "5,000")]),
    q("en", "what's the warranty on upholstery", KNOW, [], [("kn", "k05", "שנה אחת")]),
    q("en", "how long does a custom wardrobe take", KNOW, [], [("kn", "k06", "6 עד 8 שבועות")]),
    q("en", "how much deposit do you need", KNOW, [], [("kn", "k07", "40%")]),
    q("en", "can you refinish an old wooden table", KNOW, [], [("kn", "k08", "1,200")]),
    q("en", "will you take away my old sofa", KNOW, [], [("kn", "k09", "150")]),
    q("en", "which kinds of wood do you use", KNOW, [], [("kn", "k10", "אלון")]),
    q("en", "what happens if I cancel my order", KNOW, [], [("kn", "k11", "10%")]),
    q("en", "is there parking at the showroom", KNOW, [], [("kn", "k12", "חניה חופשית")]),
    q("en", "can I borrow fabric samples", KNOW, [], [("kn", "k13", "5 דוגמאות")]),
    # greetings, help, out of domain holding customers' names or the trade's words
    q("he", "בוקר טוב", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("he", "תזכיר לי להתקשר לנועה שגיא מחר בעשר", UNK),
    q("he", "איפה קונים ברגים לעץ בזול", UNK),
    q("he", "מה מזג האוויר מחר במודיעין", UNK),
    q("he", "תכתוב לי פוסט לאינסטגרם על ספה חדשה", UNK),
    q("he", "כמה זה 15 אחוז מ-3200", UNK),
    q("en", "hello there", GREET),
    q("en", "what can you help me with", HELP),
    q("en", "text David Cohen that his wardrobe is ready", UNK),
    q("en", "find me a good recipe for shakshuka", UNK),
    q("en", "book a flight to Eilat for friday", UNK),
    q("en", "how do I sharpen a chisel", UNK),
]  # fmt: skip

S26_FRESH: list[list[Row]] = [
    [  # a new customer, his invoice and his sofa
        q("he", "עומר דיין חייב משהו", BAL, [("name", "עומר דיין")], [("bal", "c18")]),
        q("he", "הספה של עומר התקבלה?", REP, [("name", "עומר")], [("rep", "r25")]),
        q("en", "who is BE-3351 for", LOOK, [("inv", "BE-3351")], [("name", "c18"), ("about", "i23")]),
    ],
    [  # an existing customer's new table and invoice
        q("he", "כמה דויד כהן חייב עכשיו", BAL, [("name", "דויד כהן")], [("bal", "c04")]),
        q("en", "David's coffee table status", REP, [("name", "David")], [("rep", "r26")]),
        q("he", "כמה נשאר על 40891", INV, [("inv", "40891")], [("ileft", "i24")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "אמה קלארק חייבת?", BAL, [("name", "אמה קלארק")], [("bal", "c19")]),
        q("en", "emma clarke's dining chairs", REP, [("name", "emma clarke")], [("rep", "r27")]),
        q("en", "how much was paid on 2026/146", INV, [("inv", "2026/146")], [("ipaid", "i25")]),
        q("he", "הטלפון של אמה קלארק", LOOK, [("name", "אמה קלארק")], [("phone", "c19")]),
    ],
]  # fmt: skip
BATCHES = {"s26": S26}
FRESH = {"s26f": S26_FRESH}

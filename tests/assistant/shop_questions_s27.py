"""Batch s27: questions about a twenty-first business, גן-נוי גינון והשקיה (Gan-Noy Gardening: a gardening,
irrigation and garden machinery service in Yehud, ``shops/gannoy.json``), and ``s27f``: questions asked the
moment the records they are about were made through the API (the fixtures' ``added_later`` steps). HELD OUT:
run once before session 27's changes and once after them, aggregates only; its items and misses are not
looked at while the engine is changed (the fixes are made on ``s26b`` and ``s26``, other businesses).

Written by session 27's helper `chat27` on 2026-12-03 (about 17:50 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
three fifths Hebrew, as a gardening company's office types: a machine or a job asked by its everyday name
(המכסחה, הרובוט, הטרקטורון, המפוח, החרמש, המסור, מחשב ההשקיה, הטפטוף, המזרקה, הדשא הסינטטי, the mower,
the hedge trimmer, the chainsaw, the irrigation controller) or its brand in Hebrew letters, a place that
tells two apart (בחצר האחורית, בבר כוכבא); a school, a tenants' committee, a kibbutz, a cafe, a family, a
property company, an English-named events garden, a synagogue and a community centre by part of their
names; invoice numbers GN-3310 / 40512 / 2026/118 written as gn3352, GN 3321, 2026-118, 118; knowledge in
both languages against Hebrew-only items in everyday words; out-of-domain requests holding customers'
names or the trade's words; follow-ups by pronoun or a bare noun; a phone a mother and her son share.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S27: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה חייב בית ספר הדקל", BAL, [("name", "בית ספר הדקל")], [("bal", "c01")]),
    q("he", "ועד הבית בגפן 8 חייבים לנו כסף?", BAL, [("name", "ועד הבית בגפן 8")], [("bal", "c02")]),
    q("he", "מה היתרה של קיבוץ גבעת השלושה", BAL, [("name", "גבעת השלושה")], [("bal", "c03")]),
    q("he", "יעל פרידמן כמה חייבת", BAL, [("name", "יעל פרידמן")], [("bal", "c04")]),
    q("he", "רוברט מילר חייב משהו?", BAL, [("name", "רוברט מילר")], [("bal", "c05")]),
    q("he", "כמה נשאר לקפה לימונענע לשלם", BAL, [("name", "לימונענע")], [("bal", "c06")]),
    q("he", "משפחת אבוטבול שילמו?", BAL, [("name", "משפחת אבוטבול")], [("bal", "c07")]),
    q("he", "אבי מזרחי יתרה", BAL, [("name", "אבי מזרחי")], [("bal", "c08")]),
    q("he", "כמה חייבים באופק ניהול נכסים", BAL, [("name", "אופק ניהול נכסים")], [("bal", "c09")]),
    q("he", "לסאמר חורי יש חוב?", BAL, [("name", "סאמר חורי")], [("bal", "c10")]),
    q("he", "אוליב היל כמה חייבים", BAL, [("name", "אוליב היל")], [("bal", "c11")]),
    q("he", "נטליה קוזלוב כמה נשאר לה", BAL, [("name", "נטליה קוזלוב")], [("bal", "c12")]),
    q("he", "כמה חייב בית הכנסת אוהל משה", BAL, [("name", "אוהל משה")], [("bal", "c13")]),
    q("he", "שירן דהן חייבת לנו?", BAL, [("name", "שירן דהן")], [("bal", "c14")]),
    q("he", "המתנ\"ס כמה חייב", BAL, [("name", "מתנ\"ס")], [("bal", "c15")]),
    q("he", "כמה חייבת שרה לוינסון", BAL, [("name", "שרה לוינסון")], [("bal", "c16")]),
    q("he", "כמה חיב מקסים קוזלוב", BAL, [("name", "מקסים קוזלוב")], [("bal", "c17")]),
    q("he", "058-7720415 כמה חייב", BAL, [("phone", "058-7720415")], [("bal", "c08")]),
    q("en", "how much does Robert Miller owe", BAL, [("name", "Robert Miller")], [("bal", "c05")]),
    q("en", "Olive Hill balance", BAL, [("name", "Olive Hill")], [("bal", "c11")]),
    q("en", "does Sarah Levinson owe us anything", BAL, [("name", "Sarah Levinson")], [("bal", "c16")]),
    q("en", "what is the kibbutz's outstanding balance", BAL, [("name", "kibbutz")], [("bal", "c03")]),
    q("en", "how much does yael friedman owe", BAL, [("name", "yael friedman")], [("bal", "c04")]),
    q("en", "balance for Ofek property management", BAL, [("name", "Ofek")], [("bal", "c09")]),
    q("en", "does the synagogue still owe money", BAL, [("name", "synagogue")], [("bal", "c13")]),
    # jobs: by the machine's everyday name, a place or a brand; follow-ups
    q("he", "מה עם מחשב ההשקיה של בית ספר הדקל", REP, [("name", "בית ספר הדקל")], [("rep", "r01")]),
    q("he", "והמכסחה שלהם?", REP, [], [("rep", "r02")], True),
    q("he", "הטפטוף בגפן 8 תוקן?", REP, [("name", "גפן 8")], [("rep", "r03")]),
    q("he", "הטרקטורון של הקיבוץ הגיע החלק?", REP, [("name", "הקיבוץ")], [("rep", "r04")]),
    q("he", "ומה עם המפוח שלהם", REP, [], [("rep", "r05")], True),
    q("he", "הרובוט כיסוח של יעל פרידמן", REP, [("name", "יעל פרידמן")], [("rep", "r06")]),
    q("he", "המזרקה בלימונענע עובדת כבר?", REP, [("name", "לימונענע")], [("rep", "r09")]),
    q("he", "החרמש של משפחת אבוטבול מוכן?", REP, [("name", "משפחת אבוטבול")], [("rep", "r10")]),
    q("he", "אבי מזרחי המסור שלו מוכן?", REP, [("name", "אבי מזרחי")], [("rep", "r11")]),
    q("he", "מתי הגיזום באופק", REP, [("name", "אופק")], [("rep", "r12")]),
    q("he", "ומחשב ההשקיה בבר כוכבא?", REP, [], [("rep", "r13")], True),
    q("he", "המשאבה של סאמר הגיעה?", REP, [("name", "סאמר")], [("rep", "r14")]),
    q("he", "מה קורה עם ההשקיה במדשאה של אוליב היל", REP, [("name", "אוליב היל")], [("rep", "r15")]),
    q("he", "כל העבודות של אוליב היל", REP, [("name", "אוליב היל")], [("repc", "c11")]),
    q("he", "המכסחה החשמלית של נטליה", REP, [("name", "נטליה")], [("rep", "r17")]),
    q("he", "הגיזום בבית הכנסת בוטל?", REP, [("name", "בית הכנסת")], [("rep", "r18")]),
    q("he", "שירן דהן הגוזם שלה מוכן?", REP, [("name", "שירן דהן")], [("rep", "r19")]),
    q("he", "הדשא הסינטטי במתנ\"ס מתי מסיימים", REP, [("name", "מתנ\"ס")], [("rep", "r20")]),
    q("he", "והטרקטורון שלהם?", REP, [], [("rep", "r23")], True),
    q("he", "053-4410982 מה עם המכסחה", REP, [("phone", "053-4410982")], [("rep", "r17"), ("rep", "r24")]),
    q("he", "ההוסקוורנה של יעל", REP, [("name", "יעל")], [("rep", "r06")]),
    q("he", "הג'ון דיר של גבעת השלושה", REP, [("name", "גבעת השלושה")], [("rep", "r04")]),
    q("en", "what's the status of the Galcon controller at the Dekel school", REP,
      [("name", "Dekel")], [("rep", "r01")]),
    q("en", "is Robert Miller's hedge trimmer ready", REP, [("name", "Robert Miller")], [("rep", "r07")]),
    q("en", "and his sprinklers?", REP, [], [("rep", "r08")], True),
    q("en", "the ride-on mower at Olive Hill - any news", REP, [("name", "Olive Hill")], [("rep", "r16")]),
    q("en", "Sarah Levinson irrigation controller status", REP,
      [("name", "Sarah Levinson")], [("rep", "r21")]),
    q("en", "did you fix Avi Mizrahi's chainsaw", REP, [("name", "Avi Mizrahi")], [("rep", "r11")]),
    q("en", "all jobs for the kibbutz", REP, [("name", "kibbutz")], [("repc", "c03")]),
    q("en", "is the fountain at Limonana cafe working again", REP, [("name", "Limonana")], [("rep", "r09")]),
    q("en", "Samer Khoury's pond pump", REP, [("name", "Samer Khoury")], [("rep", "r14")]),
    q("en", "the robot mower for Yael Friedman - done yet?", REP,
      [("name", "Yael Friedman")], [("rep", "r06")]),
    q("en", "the leaf blower at Olive Hill", REP, [("name", "Olive Hill")], [("rep", "r22")]),
    # invoices by number: dash, slash, space or nothing; amounts; counts
    q("he", "חשבונית GN-3352 שולמה?", INV, [("inv", "GN-3352")], [("ist", "i02")]),
    q("he", "gn3321 מה המצב שלה", INV, [("inv", "GN-3321", "gn3321")], [("ist", "i06")]),
    q("he", "כמה נשאר לשלם על 2026/118", INV, [("inv", "2026/118")], [("ileft", "i04")]),
    q("he", "חשבונית 40512 באיחור?", INV, [("inv", "40512")], [("ist", "i03")]),
    q("he", "כמה שולם על GN 3361", INV, [("inv", "GN-3361", "GN 3361")], [("ipaid", "i18")]),
    q("he", "מה מצב חשבונית 40550", INV, [("inv", "40550")], [("ist", "i10")]),
    q("he", "2026/125 כמה נשאר", INV, [("inv", "2026/125")], [("ileft", "i15")]),
    q("he", "GN-3302 כבר נשלחה ללקוח?", INV, [("inv", "GN-3302")], [("ist", "i16")]),
    q("he", "החשבונית 40541 שולמה במלואה?", INV, [("inv", "40541")], [("ist", "i08")]),
    q("he", "של מי החשבונית 40566", LOOK, [("inv", "40566")], [("name", "c15"), ("about", "i20")]),
    q("he", "וכמה נשאר עליה?", INV, [], [("ileft", "i20")], True),
    q("he", "החשבוניות הפתוחות של אופק ניהול נכסים", INV, [("name", "אופק ניהול נכסים")],
      [("ilist", "c09", "open")]),
    q("he", "כמה חשבוניות פתוחות יש לאבי מזרחי", INV, [("name", "אבי מזרחי")], [("ilist", "c08", "open")]),
    q("he", "לבית ספר הדקל יש חשבונית פתוחה?", INV, [("name", "בית ספר הדקל")], [("ilist", "c01", "open")]),
    q("en", "is invoice GN-3310 paid", INV, [("inv", "GN-3310")], [("ist", "i01")]),
    q("en", "how much is left to pay on 40561", INV, [("inv", "40561")], [("ileft", "i17")]),
    q("en", "status of invoice 2026/130", INV, [("inv", "2026/130")], [("ist", "i19")]),
    q("en", "how much was paid on gn-3345", INV, [("inv", "GN-3345", "gn-3345")], [("ipaid", "i14")]),
    q("en", "who is invoice 2026/121 for", LOOK, [("inv", "2026/121")], [("name", "c09"), ("about", "i12")]),
    q("en", "and how much is still open on it?", INV, [], [("ileft", "i12")], True),
    q("en", "open invoices for Olive Hill Events", INV, [("name", "Olive Hill Events")],
      [("ilist", "c11", "open")]),
    q("en", "what remains on GN3366", INV, [("inv", "GN-3366", "GN3366")], [("ileft", "i21")]),
    # lookups
    q("he", "מה הטלפון של שירן דהן", LOOK, [("name", "שירן דהן")], [("phone", "c14")]),
    q("he", "המייל של קפה לימונענע", LOOK, [("name", "קפה לימונענע")], [("email", "c06")]),
    q("he", "ח.פ. של אופק ניהול נכסים", LOOK, [("name", "אופק ניהול נכסים")], [("tax", "c09")]),
    q("he", "איפה גר סאמר חורי", LOOK, [("name", "סאמר חורי")], [("addr", "c10", "כפר קאסם")]),
    q("he", "של מי המספר 053-4410982", LOOK, [("phone", "053-4410982")], [("names", "c12", "c17")]),
    q("he", "כתובת של בית הכנסת אוהל משה", LOOK, [("name", "אוהל משה")], [("addr", "c13", "מרבד הקסמים")]),
    q("he", "תן לי את הטלפון של הקיבוץ", LOOK, [("name", "הקיבוץ")], [("phone", "c03")]),
    q("he", "המייל של אבי", LOOK, [("name", "אבי")], [("email", "c08")]),
    q("en", "Yael Friedman's phone number", LOOK, [("name", "Yael Friedman")], [("phone", "c04")]),
    q("en", "email for the community center", LOOK, [("name", "community center")], [("email", "c15")]),
    q("en", "where is Olive Hill Events", LOOK,
      [("name", "Olive Hill Events")], [("addr", "c11", "גני תקווה")]),
    q("en", "and how much do they owe?", BAL, [], [("bal", "c11")], True),
    q("en", "whose number is 050-6617342", LOOK, [("phone", "050-6617342")], [("name", "c07")]),
    # knowledge: Hebrew items, asked in both languages in everyday words
    q("he", "אתם פתוחים בשישי?", KNOW, [], [("kn", "k01", "08:00–12:00")]),
    q("he", "כמה עולה שגנן יבוא לראות את הגינה", KNOW, [], [("kn", "k02", "250")]),
    q("he", "כמה עולה תחזוקה חודשית לגינה", KNOW, [], [("kn", "k03", "650")]),
    q("he", "באיזה שעה הכי טוב להשקות בקיץ", KNOW, [], [("kn", "k04", "07:00")]),
    q("he", "כמה עולה להשחיז להב של מכסחה", KNOW, [], [("kn", "k05", "80")]),
    q("he", "יש אחריות על התיקון של המפוח?", KNOW, [], [("kn", "k06", "3 חודשים")]),
    q("he", "כמה עולה לגזום עץ גבוה", KNOW, [], [("kn", "k07", "900")]),
    q("he", "אתם מפנים גזם?", KNOW, [], [("kn", "k08", "450")]),
    q("he", "כמה עולה מטר דשא סינטטי", KNOW, [], [("kn", "k09", "120")]),
    q("he", "ועד בית יכול לשלם בשוטף פלוס?", KNOW, [], [("kn", "k10", "שוטף פלוס 30")]),
    q("he", "מה עושים עם ההשקיה בחורף", KNOW, [], [("kn", "k11", "מצב גשם")]),
    q("he", "אתם מגיעים לפתח תקווה?", KNOW, [], [("kn", "k12", "פתח תקווה")]),
    q("he", "יש לי נזילה בצינור השקיה, תוך כמה זמן אתם מגיעים", KNOW, [], [("kn", "k13", "4 שעות")]),
    q("he", "אפשר לשלם בביט?", KNOW, [], [("kn", "k10", "ביט")]),
    q("en", "what are your opening hours", KNOW, [], [("kn", "k01", "07:30")]),
    q("en", "how much does a gardener visit cost", KNOW, [], [("kn", "k02", "250")]),
    q("en", "what's included in the monthly garden maintenance", KNOW, [], [("kn", "k03", "כיסוח")]),
    q("en", "how long should I water the lawn in summer", KNOW, [], [("kn", "k04", "20 דקות")]),
    q("en", "do you sharpen chainsaw chains", KNOW, [], [("kn", "k05", "60")]),
    q("en", "what warranty do I get on a new irrigation computer", KNOW, [], [("kn", "k06", "שנה")]),
    q("en", "how much to prune a tree", KNOW, [], [("kn", "k07", "350")]),
    q("en", "do you take away garden waste", KNOW, [], [("kn", "k08", "450")]),
    q("en", "is there a warranty on artificial grass", KNOW, [], [("kn", "k09", "8 שנים")]),
    q("en", "do you work in Savyon", KNOW, [], [("kn", "k12", "סביון")]),
    q("en", "a pipe is leaking in my garden, how fast can someone come", KNOW, [], [("kn", "k13", "4 שעות")]),
    # greetings, help, out of domain holding customers' names or the trade's words
    q("he", "בוקר טוב", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("he", "תזמין לי שולחן במסעדה לשמונה בערב", UNK),
    q("he", "איזה צמחים כדאי לשתול במרפסת בצל", UNK),
    q("he", "תשלח ליעל פרידמן הודעה שהרובוט מוכן", UNK),
    q("he", "מה מזג האוויר מחר ביהוד", UNK),
    q("he", "תכתוב לי שיר יום הולדת לאבא", UNK),
    q("en", "hello there", GREET),
    q("en", "how can you help me", HELP),
    q("en", "book me a flight to Eilat on Sunday", UNK),
    q("en", "what's the best fertilizer for tomatoes", UNK),
    q("en", "remind Robert Miller to pay tomorrow", UNK),
    q("en", "who won the basketball game last night", UNK),
]  # fmt: skip

S27_FRESH: list[list[Row]] = [
    [  # a new customer, her invoice and her robot mower
        q("he", "הילה ברק חייבת משהו?", BAL, [("name", "הילה ברק")], [("bal", "c18")]),
        q("he", "הרובוט של הילה התקבל?", REP, [("name", "הילה")], [("rep", "r25")]),
        q("en", "who is GN-3380 for", LOOK, [("inv", "GN-3380")], [("name", "c18"), ("about", "i23")]),
    ],
    [  # an existing customer's new blower and invoice
        q("he", "כמה יעל פרידמן חייבת עכשיו", BAL, [("name", "יעל פרידמן")], [("bal", "c04")]),
        q("en", "Yael's electric leaf blower status", REP, [("name", "Yael")], [("rep", "r26")]),
        q("he", "כמה נשאר לשלם על 40575", INV, [("inv", "40575")], [("ileft", "i24")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "קווין הארפר חייב?", BAL, [("name", "קווין הארפר")], [("bal", "c19")]),
        q("en", "kevin harper's chainsaw", REP, [("name", "kevin harper")], [("rep", "r27")]),
        q("en", "how much was paid on 2026/140", INV, [("inv", "2026/140")], [("ipaid", "i25")]),
        q("he", "הטלפון של קווין הארפר", LOOK, [("name", "קווין הארפר")], [("phone", "c19")]),
    ],
]  # fmt: skip
BATCHES = {"s27": S27}
FRESH = {"s27f": S27_FRESH}

"""Batch s25b: questions about an eighteenth business, פרינטליין (PrintLine: a printer and copier service
company in Petah Tikva, ``shops/printline.json``), and ``s25bf``: questions asked the moment the records they
are about were made through the API (the fixtures' ``added_later`` steps). Kept as a check: the fixes were
made on ``s25`` first, and this batch measured before and after them without tuning on it.

Written by session 25's helper `chat25` on 2026-12-03 (about 11:50 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
two thirds Hebrew, as a copier company's office types: a machine asked by its brand in Hebrew letters (הריקו,
הקנון, האפסון, הקוניקה, הזירוקס, השארפ, הקיוסרה) or its everyday name (המכונת צילום, המדפסת, הפלוטר, הסורק,
the copier, the paper cutter), a room or a floor that tells two machines apart (במזכירות, בקומה 3, בקבלה);
a law office of two partners, a school, a community centre (מתנ"ס), a print shop, a clinic, a copy centre and
an English-named company by part of their names; an accountant by title; a spelling variant (וייסמן for
ויסמן); invoice numbers PL/2207 / 31450 / A-118 written as pl2212, PL 2219, PL-2234, a121, a-125; knowledge
in both languages against Hebrew-only items, some saying technician, the lab or a printer; out-of-domain
requests holding customers' names or the trade's words (print this page); follow-ups by pronoun or a bare
noun; a phone a mother and her son share.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S25B: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה חייב משרד לוין את שגיא", BAL, [("name", "משרד לוין את שגיא")], [("bal", "c01")]),
    q("he", "בית ספר הרצל חייב לנו?", BAL, [("name", "בית ספר הרצל")], [("bal", "c02")]),
    q("he", "מה היתרה של מיכל אורן", BAL, [("name", "מיכל אורן")], [("bal", "c03")]),
    q("he", "בריאן וולש כמה חייב", BAL, [("name", "בריאן וולש")], [("bal", "c04")]),
    q("he", "דפוס אור חן כמה נשאר להם לשלם", BAL, [("name", "דפוס אור חן")], [("bal", "c05")]),
    q("he", "המתנ\"ס בנווה עוז חייב משהו?", BAL, [("name", "נווה עוז")], [("bal", "c06")]),
    q("he", "כמה חייב רו\"ח שרעבי", BAL, [("name", "שרעבי")], [("bal", "c07")]),
    q("he", "נטלי רות יש לה חוב", BAL, [("name", "נטלי רות")], [("bal", "c08")]),
    q("he", "למרפאת השיניים בן שושן יש יתרה?", BAL, [("name", "בן שושן")], [("bal", "c09")]),
    q("he", "סאמר חורי כמה חייב", BAL, [("name", "סאמר חורי")], [("bal", "c10")]),
    q("he", "טק נובה כמה חייבים", BAL, [("name", "טק נובה")], [("bal", "c11")]),
    q("he", "אילנה וייסמן יתרה", BAL, [("name", "אילנה וייסמן")], [("bal", "c12")]),
    q("he", "עמותת לב חם כמה חייבים לנו", BAL, [("name", "עמותת לב חם")], [("bal", "c13")]),
    q("he", "כמה חיב ולדימיר קוגן", BAL, [("name", "ולדימיר קוגן")], [("bal", "c14")]),
    q("he", "שירה ליבנה שילמה?", BAL, [("name", "שירה ליבנה")], [("bal", "c15")]),
    q("he", "אושר קופי כמה חייב", BAL, [("name", "אושר קופי")], [("bal", "c16")]),
    q("he", "052-9913064 מה היתרה", BAL, [("phone", "052-9913064")], [("bal", "c10")]),
    q("he", "כמה חייב מתן ויסמן", BAL, [("name", "מתן ויסמן")], [("bal", "c17")]),
    q("en", "how much does Brian Walsh owe", BAL, [("name", "Brian Walsh")], [("bal", "c04")]),
    q("en", "levin sagi law office balance", BAL, [("name", "levin sagi")], [("bal", "c01")]),
    q("en", "does Natalie owe us money", BAL, [("name", "Natalie")], [("bal", "c08")]),
    q("en", "outstanding for Or Chen printing", BAL, [("name", "Or Chen")], [("bal", "c05")]),
    q("en", "how much is Michal Oren owing", BAL, [("name", "Michal Oren")], [("bal", "c03")]),
    q("en", "balance of Tech Nova", BAL, [("name", "Tech Nova")], [("bal", "c11")]),
    q("en", "what does vladimir kogan owe", BAL, [("name", "vladimir kogan")], [("bal", "c14")]),
    q("en", "Osher Copy Center how much do they owe", BAL, [("name", "Osher Copy Center")], [("bal", "c16")]),
    # jobs: by brand in Hebrew letters, the machine's everyday name, a room that tells two apart; follow-ups
    q("he", "מה עם המכונת צילום של לוין את שגיא", REP, [("name", "לוין את שגיא")], [("rep", "r01")]),
    q("he", "והמדפסת בקבלה?", REP, [], [("rep", "r02")], True),
    q("he", "הקנון בחדר מורים של בית ספר הרצל תוקן?", REP, [("name", "בית ספר הרצל")], [("rep", "r03")]),
    q("he", "ומה עם המדפסת תלת מימד שלהם", REP, [], [("rep", "r04")], True),
    q("he", "הפלוטר של מיכל אורן", REP, [("name", "מיכל אורן")], [("rep", "r05")]),
    q("he", "האפסון של בריאן מוכנה?", REP, [("name", "בריאן")], [("rep", "r06")]),
    q("he", "מה המצב עם הקוניקה בדפוס אור-חן", REP, [("name", "דפוס אור-חן")], [("rep", "r07")]),
    q("he", "ומכונת הכריכה?", REP, [], [("rep", "r08")], True),
    q("he", "הסורק של רו\"ח שרעבי", REP, [("name", "שרעבי")], [("rep", "r10")]),
    q("he", "הפקס של יגאל שרעבי", REP, [("name", "יגאל שרעבי")], [("rep", "r11")]),
    q("he", "המדפסת של נטלי רות", REP, [("name", "נטלי רות")], [("rep", "r12")]),
    q("he", "מדפסת המדבקות במרפאת בן-שושן מוכנה?", REP, [("name", "בן-שושן")], [("rep", "r13")]),
    q("he", "סאמר המדפסת שהביא מה איתה", REP, [("name", "סאמר")], [("rep", "r14")]),
    q("he", "הזירוקס בקומה 3 של טק נובה", REP, [("name", "טק נובה")], [("rep", "r15")]),
    q("he", "כל העבודות של טק נובה", REP, [("name", "טק נובה")], [("repc", "c11")]),
    q("he", "השארפ של עמותת לב חם", REP, [("name", "עמותת לב חם")], [("rep", "r18")]),
    q("he", "קוגן המדפסת סמסונג", REP, [("name", "קוגן")], [("rep", "r19")]),
    q("he", "שירה ליבנה המדפסת אפסון כבר מוכנה?", REP, [("name", "שירה ליבנה")], [("rep", "r20")]),
    q("he", "הגיליוטינה של אושר קופי", REP, [("name", "אושר קופי")], [("rep", "r22")]),
    q(
        "he", "הקיוסרה של מתנ\"ס נווה עוז במזכירות", REP,
        [("name", "מתנ\"ס נווה עוז")], [("rep", "r23")],
    ),
    q("he", "053-4480317 מה קורה עם המדפסת", REP, [("phone", "053-4480317")], [("rep", "r19")]),
    q("he", "המדפסת של מתן ויסמן", REP, [("name", "מתן ויסמן")], [("rep", "r24")]),
    q("he", "הריקו של אושר", REP, [("name", "אושר")], [("rep", "r21")]),
    q("en", "what's the status of the copier at Levin Sagi", REP, [("name", "Levin Sagi")], [("rep", "r01")]),
    q("en", "is Brian Walsh's epson printer ready", REP, [("name", "Brian Walsh")], [("rep", "r06")]),
    q("en", "Michal Oren's plotter - any news", REP, [("name", "Michal Oren")], [("rep", "r05")]),
    q("en", "did the technician fix the xerox at Tech Nova", REP, [("name", "Tech Nova")], [("rep", "r15")]),
    q("en", "and the network printing setup?", REP, [], [("rep", "r16")], True),
    q(
        "en", "Natalie Roth's printer keeps jamming, status?", REP,
        [("name", "Natalie Roth")], [("rep", "r12")],
    ),
    q("en", "the document scanner for Yigal Sharabi", REP, [("name", "Yigal Sharabi")], [("rep", "r10")]),
    q("en", "all jobs for Or-Chen print shop", REP, [("name", "Or-Chen")], [("repc", "c05")]),
    q("en", "Samer Khoury's Canon printer", REP, [("name", "Samer Khoury")], [("rep", "r14")]),
    q(
        "en", "has the label printer at the Ben Shushan clinic been fixed", REP,
        [("name", "Ben Shushan")], [("rep", "r13")],
    ),
    q("en", "Osher Copy Center paper cutter", REP, [("name", "Osher Copy Center")], [("rep", "r22")]),
    # invoices by number: slash, dash, space or nothing between prefix and digits; amounts; counts
    q("he", "חשבונית PL/2231 שולמה?", INV, [("inv", "PL/2231")], [("ist", "i02")]),
    q("he", "pl2212 מה המצב", INV, [("inv", "PL/2212", "pl2212")], [("ist", "i06")]),
    q("he", "כמה נשאר לשלם על A-118", INV, [("inv", "A-118")], [("ileft", "i04")]),
    q("he", "חשבונית a121 שולמה", INV, [("inv", "A-121", "a121")], [("ist", "i08")]),
    q("he", "כמה שולם על 31458", INV, [("inv", "31458")], [("ipaid", "i12")]),
    q("he", "מה מצב חשבונית 31450", INV, [("inv", "31450")], [("ist", "i03")]),
    q("he", "PL 2219 כמה נשאר", INV, [("inv", "PL/2219", "PL 2219")], [("ileft", "i11")]),
    q("he", "31466 מבוטלת?", INV, [("inv", "31466")], [("ist", "i16")]),
    q("he", "PL-2234 יצאה ללקוח?", INV, [("inv", "PL/2234", "PL-2234")], [("ist", "i15")]),
    q("he", "של מי החשבונית A-114", LOOK, [("inv", "A-114")], [("name", "c13"), ("about", "i17")]),
    q("he", "והיא באיחור?", INV, [], [("ist", "i17")], True),
    q("he", "החשבוניות הפתוחות של דפוס אור חן", INV, [("name", "דפוס אור חן")], [("ilist", "c05", "open")]),
    q("he", "כמה חשבוניות פתוחות יש לרו\"ח שרעבי", INV, [("name", "שרעבי")], [("ilist", "c07", "open")]),
    q("he", "לסאמר יש חשבונית פתוחה", INV, [("name", "סאמר")], [("ilist", "c10", "open")]),
    q("en", "is invoice pl/2207 paid", INV, [("inv", "PL/2207")], [("ist", "i01")]),
    q("en", "how much is left to pay on 31471", INV, [("inv", "31471")], [("ileft", "i21")]),
    q("en", "status of invoice A-127", INV, [("inv", "A-127")], [("ist", "i19")]),
    q("en", "how much was paid on PL/2216", INV, [("inv", "PL/2216")], [("ipaid", "i20")]),
    q("en", "who is invoice 31469 for", LOOK, [("inv", "31469")], [("name", "c14"), ("about", "i18")]),
    q("en", "and how much is open on it?", INV, [], [("ileft", "i18")], True),
    q("en", "open invoices for Brian Walsh", INV, [("name", "Brian Walsh")], [("ilist", "c04", "open")]),
    q("en", "what remains on a-125", INV, [("inv", "A-125", "a-125")], [("ileft", "i13")]),
    # lookups
    q("he", "מה הטלפון של שירה ליבנה", LOOK, [("name", "שירה ליבנה")], [("phone", "c15")]),
    q("he", "המייל של מיכל אורן", LOOK, [("name", "מיכל אורן")], [("email", "c03")]),
    q("he", "ח.פ. של דפוס אור-חן", LOOK, [("name", "דפוס אור-חן")], [("tax", "c05")]),
    q("he", "איפה גר סאמר חורי", LOOK, [("name", "סאמר חורי")], [("addr", "c10", "כפר קאסם")]),
    q("he", "של מי המספר 050-5526718", LOOK, [("phone", "050-5526718")], [("names", "c12", "c17")]),
    q("he", "כתובת של טק נובה", LOOK, [("name", "טק נובה")], [("addr", "c11", "המגשימים")]),
    q("he", "תביא לי טלפון של עמותת לב חם", LOOK, [("name", "עמותת לב חם")], [("phone", "c13")]),
    q("he", "המייל של ולדימיר", LOOK, [("name", "ולדימיר")], [("email", "c14")]),
    q("en", "Natalie Roth's phone number", LOOK, [("name", "Natalie Roth")], [("phone", "c08")]),
    q("en", "email address for the Herzl school", LOOK, [("name", "Herzl")], [("email", "c02")]),
    q("en", "where is Osher Copy Center", LOOK, [("name", "Osher Copy Center")], [("addr", "c16", "המכבים")]),
    q("en", "and how much do they owe?", BAL, [], [("bal", "c16")], True),
    q("en", "whose number is 054-6610283", LOOK, [("phone", "054-6610283")], [("name", "c03")]),
    # knowledge: Hebrew items, asked in both languages, some saying technician, the lab or a printer
    q("he", "מתי אתם פתוחים ביום ו'", KNOW, [], [("kn", "k01", "13:00")]),
    q("he", "כמה עולה חוזה שירות למכונת צילום", KNOW, [], [("kn", "k02", "390")]),
    q("he", "החוזה כולל טונרים?", KNOW, [], [("kn", "k02", "טונרים")]),
    q("he", "כמה עולה שהטכנאי יגיע למשרד בלי חוזה", KNOW, [], [("kn", "k03", "320")]),
    q("he", "יש טונר תואם יותר זול?", KNOW, [], [("kn", "k04", "40%")]),
    q("he", "המדפסת כל הזמן נתקעת עם דפים מה עושים", KNOW, [], [("kn", "k05", "80 גרם")]),
    q("he", "איך שולחים קריאת מונה", KNOW, [], [("kn", "k06", "ה-3 לחודש")]),
    q("he", "כמה אחריות יש על תיקון במעבדה", KNOW, [], [("kn", "k07", "90 יום")]),
    q("he", "תתנו לנו מכונה חלופית כשהמכונה במעבדה?", KNOW, [], [("kn", "k08", "150")]),
    q("he", "כמה עולה להשכיר מכונת צילום לשבוע", KNOW, [], [("kn", "k09", "600")]),
    q("he", "אתם לוקחים מדפסות ישנות?", KNOW, [], [("kn", "k10", "למחזור")]),
    q("he", "כמה עולה בדיקה של מדפסת במעבדה", KNOW, [], [("kn", "k11", "150")]),
    q("he", "שוטף פלוס כמה", KNOW, [], [("kn", "k12", "30")]),
    q("he", "יש הדרכה על המכונה החדשה", KNOW, [], [("kn", "k13", "שעה ראשונה")]),
    q("en", "what are your hours", KNOW, [], [("kn", "k01", "08:00")]),
    q("en", "how much is the copier service contract per month", KNOW, [], [("kn", "k02", "390")]),
    q("en", "how much does a technician visit cost without a contract", KNOW, [], [("kn", "k03", "320")]),
    q("en", "do you sell compatible toner", KNOW, [], [("kn", "k04", "40%")]),
    q("en", "paper keeps jamming in the tray, what should we do", KNOW, [], [("kn", "k05", "80 גרם")]),
    q("en", "how do I send the meter reading", KNOW, [], [("kn", "k06", "ה-3 לחודש")]),
    q("en", "what's the warranty on a new machine", KNOW, [], [("kn", "k07", "שנה")]),
    q("en", "can we rent a color copier for an event", KNOW, [], [("kn", "k09", "600")]),
    q("en", "do you recycle old printers", KNOW, [], [("kn", "k10", "למחזור")]),
    q("en", "is it worth repairing an old printer", KNOW, [], [("kn", "k11", "60%")]),
    q("en", "payment terms for businesses", KNOW, [], [("kn", "k12", "שוטף פלוס 30")]),
    q("en", "training on a new copier - is it free", KNOW, [], [("kn", "k13", "שעה ראשונה")]),
    # greetings, help, out of domain holding customers' names or the trade's words
    q("he", "שלום לך", GREET),
    q("he", "איך אתה יכול לעזור", HELP),
    q("he", "תזכיר לי להתקשר לאילנה ויסמן ביום שלישי", UNK),
    q("he", "תדפיס לי את הקובץ הזה", UNK),
    q("he", "מה שער הדולר היום", UNK),
    q("he", "תכתוב לי מכתב התפטרות", UNK),
    q("he", "איפה קונים נייר A4 בזול", UNK),
    q("en", "hi", GREET),
    q("en", "what do you do", HELP),
    q("en", "send Brian Walsh a whatsapp that his printer is ready", UNK),
    q("en", "print this page for me", UNK),
    q("en", "who is the prime minister of israel", UNK),
    q("en", "how do I reset my wifi router", UNK),
]  # fmt: skip

S25B_FRESH: list[list[Row]] = [
    [  # a new customer, her invoice and her copier
        q("he", "רותם אלקיים חייבת משהו", BAL, [("name", "רותם אלקיים")], [("bal", "c18")]),
        q("he", "המכונת צילום של רותם התקבלה?", REP, [("name", "רותם")], [("rep", "r25")]),
        q("en", "who is PL/2240 for", LOOK, [("inv", "PL/2240")], [("name", "c18"), ("about", "i23")]),
    ],
    [  # an existing customer's new scanner and invoice
        q("he", "כמה בריאן וולש חייב עכשיו", BAL, [("name", "בריאן וולש")], [("bal", "c04")]),
        q("en", "Brian's scanner status", REP, [("name", "Brian")], [("rep", "r26")]),
        q("he", "כמה נשאר על 31478", INV, [("inv", "31478")], [("ileft", "i24")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "אוליביה בנט חייבת?", BAL, [("name", "אוליביה בנט")], [("bal", "c19")]),
        q("en", "olivia bennett's hp printer", REP, [("name", "olivia bennett")], [("rep", "r27")]),
        q("en", "how much was paid on A-140", INV, [("inv", "A-140")], [("ipaid", "i25")]),
        q("he", "הטלפון של אוליביה בנט", LOOK, [("name", "אוליביה בנט")], [("phone", "c19")]),
    ],
]  # fmt: skip
BATCHES = {"s25b": S25B}
FRESH = {"s25bf": S25B_FRESH}

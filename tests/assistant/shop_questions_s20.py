"""Batch s20: questions about a twelfth business, דפוס גל-אור (Gal-Or Print: a print shop and office
printer / copier service in Petah Tikva, ``shops/galor.json``), and ``s20f``: questions asked the moment the
records they are about were made through the API (the fixtures' ``added_later`` steps).

Written by session 20's helper `chat20` on 2026-12-02 (about 16:00 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
half English, since English understanding of business words was the weak spot of s19: English words for a
debt (owe, outstanding, debt, behind on payments), for a job (work order, job, done, pick up, fixed), for an
invoice (bill, still due, left to pay), Hebrew-stored customers named in Latin letters (Shiran Ohayon,
Gurevich, Pizza Napoli) and Latin-stored ones in Hebrew letters (ברייט איבנטס), a possessive 's, a first
name alone, two unrelated customers sharing a surname (Daniel Mizrahi in Latin, אורית מזרחי in Hebrew), a
shortened or abbreviated business name (גן החצב, משרד עו"ד לוי), a phone two spouses share, print jobs
(roll-ups, banners, invitations, shirts, menus) beside copier and printer repairs, invoices by number in
another case or separator or by when issued, knowledge questions about hours, turnaround, prices, payment,
delivery, warranty and cancellation, follow-ups by pronoun, and errands holding a customer's name.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S20: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה שירן אוחיון חייבת לנו", BAL, [("name", "שירן אוחיון")], [("bal", "c01")]),
    q("he", "כמה חייב לנו מתנ\"ס גבעת שמואל", BAL, [("name", "מתנ\"ס גבעת שמואל")], [("bal", "c02")]),
    q("he", "יתרה של ברייט איבנטס", BAL, [("name", "ברייט איבנטס")], [("bal", "c03")]),
    q("he", "מאפיית הבוקר סגרה את החשבון?", BAL, [("name", "מאפיית הבוקר")], [("bal", "c05")]),
    q("he", "כמה חייב סמיר חורי", BAL, [("name", "סמיר חורי")], [("bal", "c09")]),
    q("he", "054-3318820 יש חוב?", BAL, [("phone", "054-3318820")], [("bal", "c16")]),
    q("he", "כמה חייבת גלית שטרן", BAL, [("name", "גלית שטרן")], [("bal", "c13")]),
    q("he", "גורביץ' חייב משהו?", BAL, [("name", "גורביץ'")], [("bal", "c06")]),
    q("en", "how much does Shiran Ohayon owe us", BAL, [("name", "Shiran Ohayon")], [("bal", "c01")]),
    q(
        "en", "what's the outstanding balance for Bright Events", BAL, [("name", "Bright Events")],
        [("bal", "c03")],
    ),
    q("en", "does Yosef Ben Shoshan have any debt", BAL, [("name", "Yosef Ben Shoshan")], [("bal", "c04")]),
    q("en", "what does Samir Khoury still owe", BAL, [("name", "Samir Khoury")], [("bal", "c09")]),
    q("en", "Hana Rosenthal's balance", BAL, [("name", "Hana Rosenthal")], [("bal", "c08")]),
    q("en", "is Pizza Napoli behind on payments", BAL, [("name", "Pizza Napoli")], [("bal", "c14")]),
    q("en", "how much does Orit Mizrahi owe", BAL, [("name", "Orit Mizrahi")], [("bal", "c11")]),
    q("en", "what's the balance on 052-8806314", BAL, [("phone", "052-8806314")], [("bal", "c09")]),
    q("en", "Tomer Klein owes how much?", BAL, [("name", "Tomer Klein")], [("bal", "c15")]),
    # jobs and repairs by item, in either language, follow-ups by pronoun
    q("he", "הרול-אפ של שירן מוכן?", REP, [("name", "שירן")], [("rep", "r02")]),
    q("he", "וכרטיסי הביקור שלה?", REP, [], [("rep", "r01")], True),
    q("he", "מה עם מכונת הצילום של המתנ\"ס", REP, [("name", "מתנ\"ס")], [("rep", "r03")]),
    q("he", "והשלטים לחוגים מוכנים?", REP, [], [("rep", "r04")], True),
    q("he", "מה המצב של הבאנר של ברייט", REP, [("name", "ברייט")], [("rep", "r05")]),
    q("he", "והפלוטר שלהם תוקן?", REP, [], [("rep", "r06")], True),
    q("he", "המדפסת של יוסף בן שושן", REP, [("name", "יוסף בן שושן")], [("rep", "r07")]),
    q("he", "מה קורה עם השלט המואר של מאפיית הבוקר", REP, [("name", "מאפיית הבוקר")], [("rep", "r08")]),
    q("he", "ההזמנות לבר מצווה של גורביץ'", REP, [("name", "גורביץ'")], [("rep", "r10")]),
    q("he", "מה עם הקנון של משרד עו\"ד לוי", REP, [("name", "משרד עו\"ד לוי")], [("rep", "r11")]),
    q("he", "האלבום של חנה רוזנטל מוכן?", REP, [("name", "חנה רוזנטל")], [("rep", "r12")]),
    q("he", "המדבקות של סמיר", REP, [("name", "סמיר")], [("rep", "r13")]),
    q("he", "החולצות של אורית מזרחי", REP, [("name", "אורית מזרחי")], [("rep", "r15")]),
    q("he", "הפוסטרים של גן החצב", REP, [("name", "גן החצב")], [("rep", "r20")]),
    q("he", "כל העבודות של פיצה נאפולי", REP, [("name", "פיצה נאפולי")], [("repc", "c14")]),
    q("he", "050-6640917 הקנבס מוכן?", REP, [("phone", "050-6640917")], [("rep", "r22")]),
    q("en", "is Shiran's roll-up ready", REP, [("name", "Shiran")], [("rep", "r02")]),
    q("en", "what's the status of Bright Events' banner", REP, [("name", "Bright Events")], [("rep", "r05")]),
    q("en", "has the plotter been fixed yet?", REP, [], [("rep", "r06")], True),
    q(
        "en", "Yosef Ben Shoshan's printer - is it done?", REP, [("name", "Yosef Ben Shoshan")],
        [("rep", "r07")],
    ),
    q("en", "where are we with Daniel Mizrahi's Epson", REP, [("name", "Daniel Mizrahi")], [("rep", "r14")]),
    q("en", "did Tomer Klein pick up his laser printer", REP, [("name", "Tomer Klein")], [("rep", "r19")]),
    q("en", "Samir Khoury's stickers - what's the status", REP, [("name", "Samir Khoury")], [("rep", "r13")]),
    q("en", "are Orit Mizrahi's t-shirts done", REP, [("name", "Orit Mizrahi")], [("rep", "r15")]),
    q(
        "en", "status of the bar mitzvah invitations for Gurevich", REP, [("name", "Gurevich")],
        [("rep", "r10")],
    ),
    q(
        "en", "is the photo album for Hana Rosenthal ready for pickup", REP, [("name", "Hana Rosenthal")],
        [("rep", "r12")],
    ),
    q("en", "all jobs for Pizza Napoli", REP, [("name", "Pizza Napoli")], [("repc", "c14")]),
    q(
        "en", "what's the status of the work order for 058-4419026", REP, [("phone", "058-4419026")],
        [("repc", "c08")],
    ),
    q(
        "en", "has Galit Stern's greeting card job been cancelled", REP, [("name", "Galit Stern")],
        [("rep", "r21")],
    ),
    # invoices by number, by when they were issued, remaining and paid amounts
    q("he", "חשבונית 4410 שולמה?", INV, [("inv", "4410")], [("ist", "i03")]),
    q("he", "כמה נשאר לשלם על GO-2235", INV, [("inv", "GO-2235")], [("ileft", "i04")]),
    q("he", "go2219 מה הסטטוס", INV, [("inv", "GO-2219", "go2219")], [("ist", "i06")]),
    q("he", "כמה שילמה המאפייה על 4431", INV, [("inv", "4431")], [("ipaid", "i08")]),
    q("he", "2026/312 באיחור?", INV, [("inv", "2026-312", "2026/312")], [("ist", "i07")]),
    q(
        "he", "מה עם החשבונית שפתחנו אתמול למשרד עו\"ד לוי", INV, [("name", "משרד עו\"ד לוי")],
        [("about", "c07", "i11")],
    ),
    q("he", "כמה נשאר על החשבונית של סמיר חורי", INV, [("name", "סמיר חורי")], [("ileft", "i13")]),
    q("he", "GO-2227 של מי", LOOK, [("inv", "GO-2227")], [("name", "c06"), ("about", "i09")]),
    q("he", "וכמה שולם עליה?", INV, [], [("ipaid", "i09")], True),
    q("he", "החשבוניות הפתוחות של אורית מזרחי", INV, [("name", "אורית מזרחי")], [("ilist", "c11", "open")]),
    q(
        "he", "החשבונית של בית הכנסת אור החיים עברה את התאריך?", INV, [("name", "בית הכנסת אור החיים")],
        [("ist", "i17")],
    ),
    q("en", "is invoice 4418 paid", INV, [("inv", "4418")], [("ist", "i10")]),
    q("en", "how much is left to pay on GO-2233", INV, [("inv", "GO-2233")], [("ileft", "i19")]),
    q("en", "what's the status of invoice 2026-298", INV, [("inv", "2026-298")], [("ist", "i17")]),
    q("en", "how much has been paid on 4425", INV, [("inv", "4425")], [("ipaid", "i05")]),
    q("en", "was bill 4428 cancelled", INV, [("inv", "4428")], [("ist", "i18")]),
    q("en", "who is invoice GO-2230 for", LOOK, [("inv", "GO-2230")], [("name", "c10"), ("about", "i14")]),
    q("en", "and how much is still due on it?", INV, [], [("ileft", "i14")], True),
    q("en", "has Hana Rosenthal paid her invoice", INV, [("name", "Hana Rosenthal")], [("ist", "i12")]),
    q(
        "en", "remaining amount on the kindergarten's invoice GO-2224", INV, [("inv", "GO-2224")],
        [("ileft", "i21")],
    ),
    q(
        "en", "the invoice we issued to Shiran Ohayon 3 days ago - is it paid?", INV,
        [("name", "Shiran Ohayon")], [("ist", "i02")],
    ),
    q(
        "en", "open invoices for Daniel Mizrahi", INV, [("name", "Daniel Mizrahi")],
        [("ilist", "c10", "open")],
    ),
    # lookups
    q("he", "מה הטלפון של גלית שטרן", LOOK, [("name", "גלית שטרן")], [("phone", "c13")]),
    q("he", "מייל של ברייט איבנטס", LOOK, [("name", "ברייט איבנטס")], [("email", "c03")]),
    q("he", "ח.פ של מאפיית הבוקר", LOOK, [("name", "מאפיית הבוקר")], [("tax", "c05")]),
    q(
        "he", "איפה נמצא בית הכנסת אור החיים", LOOK, [("name", "בית הכנסת אור החיים")],
        [("addr", "c12", "רבי עקיבא")],
    ),
    q("he", "של מי המספר 052-7714408", LOOK, [("phone", "052-7714408")], [("name", "c01")]),
    q("en", "what's Samir Khoury's phone number", LOOK, [("name", "Samir Khoury")], [("phone", "c09")]),
    q("en", "email address for Orit Mizrahi", LOOK, [("name", "Orit Mizrahi")], [("email", "c11")]),
    q("en", "who's 03-9341202", LOOK, [("phone", "03-9341202")], [("name", "c14")]),
    q("en", "Bright Events company number", LOOK, [("name", "Bright Events")], [("tax", "c03")]),
    q("en", "where does Tomer Klein live", LOOK, [("name", "Tomer Klein")], [("addr", "c15", "הנשיאים")]),
    q("en", "and what does he owe?", BAL, [], [("bal", "c15")], True),
    # knowledge: hours, turnaround, prices, payment, delivery, warranty, cancellation
    q("he", "עד איזו שעה אתם פתוחים בשישי", KNOW, [], [("kn", "k01", "13:00")]),
    q("he", "תוך כמה זמן מוכן רול-אפ", KNOW, [], [("kn", "k02", "3 ימי עבודה")]),
    q("he", "כמה עולה טכנאי למכונת צילום בפתח תקווה", KNOW, [], [("kn", "k03", "280")]),
    q("he", "כמה עולים 500 כרטיסי ביקור", KNOW, [], [("kn", "k07", "250")]),
    q("he", "אפשר לשלם בביט?", KNOW, [], [("kn", "k09", "ביט")]),
    q("he", "באיזה פורמט לשלוח את הקובץ להדפסה", KNOW, [], [("kn", "k05", "PDF")]),
    q("en", "what are your opening hours on friday", KNOW, [], [("kn", "k01", "13:00")]),
    q("en", "how much is a copier service contract per year", KNOW, [], [("kn", "k04", "1,800")]),
    q("en", "do you deliver to Ramat Gan and how much", KNOW, [], [("kn", "k06", "60")]),
    q("en", "how much does a roll-up cost", KNOW, [], [("kn", "k08", "320")]),
    q("en", "how long is the warranty on a printer repair", KNOW, [], [("kn", "k10", "90")]),
    q("en", "can I get a rush job done the same day", KNOW, [], [("kn", "k02", "50%")]),
    q("en", "what do you charge for a colour copy", KNOW, [], [("kn", "k12", "1.50")]),
    q("en", "what happens if I cancel an order after approving the design", KNOW, [], [("kn", "k11", "50%")]),
    # greetings, help, out of domain holding customers' names
    q("he", "בוקר טוב", GREET),
    q("en", "hi there", GREET),
    q("en", "what can you help me with", HELP),
    q("he", "תזמין לי טונר לקנון של משרד עו\"ד לוי", UNK),
    q("en", "write a thank-you email to Shiran Ohayon", UNK),
    q("en", "what's the weather in Petah Tikva tomorrow", UNK),
]  # fmt: skip

S20_FRESH: list[list[Row]] = [
    [  # a new customer with a printer and an invoice
        q(
            "en", "what's the status of Lior Azoulay's Canon printer", REP, [("name", "Lior Azoulay")],
            [("rep", "r23")],
        ),
        q("he", "כמה חייב ליאור אזולאי", BAL, [("name", "ליאור אזולאי")], [("bal", "c18")]),
        q("en", "who is GO-2250 for", LOOK, [("inv", "GO-2250")], [("name", "c18"), ("about", "i23")]),
    ],
    [  # an existing customer's new job and new invoice
        q(
            "en", "how much does Yosef Ben Shoshan owe now", BAL, [("name", "Yosef Ben Shoshan")],
            [("bal", "c04")],
        ),
        q("he", "כרטיסי הביקור של בן שושן", REP, [("name", "בן שושן")], [("rep", "r24")]),
        q("he", "4445 שולמה?", INV, [("inv", "4445")], [("ist", "i24")]),
    ],
    [  # a new English-named cafe, asked about in Hebrew letters
        q("he", "כמה חייב גרין ליף", BAL, [("name", "גרין ליף")], [("bal", "c19")]),
        q("en", "are the menus for Green Leaf ready", REP, [("name", "Green Leaf")], [("rep", "r25")]),
        q("en", "how much was paid on 4450", INV, [("inv", "4450")], [("ipaid", "i25")]),
    ],
]  # fmt: skip
BATCHES = {"s20": S20}
FRESH = {"s20f": S20_FRESH}

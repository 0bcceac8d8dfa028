"""Batch s21: questions about a thirteenth business, אופטיקה עין-טל (Ein-Tal Optics: an optician in Kfar
Saba, ``shops/eintal.json``), and ``s21f``: questions asked the moment the records they are about were made
through the API (the fixtures' ``added_later`` steps).

Written by session 21's helper `chat21` on 2026-12-02 (about 19:20 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
two thirds Hebrew, with what an optician's staff type: customers with a title or its abbreviation before
the name (עו"ד, ד"ר, רו"ח, פרופ', מר, גב', Dr., Mrs., Prof.), whether the record holds the title or not;
a name behind a one-letter prefix (ל, ש, ו, מ, ב, ה); a first name or a surname alone; a two-word surname
(בן דוד); an Arab name with a geresh written without it; a Latin-stored customer in Hebrew letters and
Hebrew-stored ones in Latin; brands of frames and lenses stored in Latin letters and written in Hebrew
ones (הריי-באן, הווריליקס, האוקלי, הטרנזישנס, הפרוגרסיביות); invoice numbers in another case, separator
or spacing, or after מס' / # / No.; remaining and paid amounts; knowledge about hours, eye tests,
contact lenses, home visits, warranty, turnaround, payment, refunds from the health fund, repair prices,
children's discount and returns; follow-ups by pronoun; errands that hold a customer's name.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S21: list[Row] = [  # one row a line, as eval_set.py
    # balances: titles, abbreviations, prefixes, one name alone
    q("he", "כמה חייבת עו\"ד רונית שגיא", BAL, [("name", "רונית שגיא")], [("bal", "c01")]),
    q("he", "לעו\"ד שגיא יש יתרה פתוחה?", BAL, [("name", "שגיא")], [("bal", "c01")]),
    q("he", "כמה חייב לנו ד\"ר לנדאו", BAL, [("name", "לנדאו")], [("bal", "c02")]),
    q("he", "מה היתרה של אבנר לנדאו", BAL, [("name", "אבנר לנדאו")], [("bal", "c02")]),
    q("he", "למר פרידמן נשאר חוב?", BAL, [("name", "פרידמן")], [("bal", "c03")]),
    q("he", "כמה חייבת רו\"ח ברקוביץ", BAL, [("name", "ברקוביץ")], [("bal", "c04")]),
    q("he", "גב' קוגן חייבת משהו?", BAL, [("name", "קוגן")], [("bal", "c05")]),
    q("he", "כמה בית ספר אלונים עוד צריך לשלם", BAL, [("name", "בית ספר אלונים")], [("bal", "c06")]),
    q("he", "מה החוב של מייקל טרנר", BAL, [("name", "מייקל טרנר")], [("bal", "c07")]),
    q("he", "כמה חייב חאלד מסארווה", BAL, [("name", "חאלד מסארווה")], [("bal", "c08")]),
    q("he", "יתרה של מרפאת חיוך לבן", BAL, [("name", "מרפאת חיוך לבן")], [("bal", "c10")]),
    q("he", "ד\"ר גולדברג שילמה הכל?", BAL, [("name", "גולדברג")], [("bal", "c12")]),
    q("he", "כמה חייבת שרה גולדברג", BAL, [("name", "שרה גולדברג")], [("bal", "c12")]),
    q("he", "מה מצב החשבון של פרופ' אלמוג", BAL, [("name", "אלמוג")], [("bal", "c15")]),
    q("he", "כמה חייב פרופסור דן אלמוג", BAL, [("name", "דן אלמוג")], [("bal", "c15")]),
    q("he", "050-8826154 כמה חוב", BAL, [("phone", "050-8826154")], [("bal", "c14")]),
    q("en", "how much does Dr. Landau owe", BAL, [("name", "Landau")], [("bal", "c02")]),
    q("en", "what's Mrs. Kogan's balance", BAL, [("name", "Kogan")], [("bal", "c05")]),
    q("en", "does Michael Turner owe us anything", BAL, [("name", "Michael Turner")], [("bal", "c07")]),
    q("en", "outstanding balance for Ortal Azoulay", BAL, [("name", "Ortal Azoulay")], [("bal", "c09")]),
    q("en", "how much does Prof. Almog still owe", BAL, [("name", "Almog")], [("bal", "c15")]),
    q("en", "Yael Berkovich balance please", BAL, [("name", "Yael Berkovich")], [("bal", "c04")]),
    # orders and repairs by item: brands in Hebrew letters, items stored in English, follow-ups
    q("he", "הריי-באן של רונית שגיא נמסרו?", REP, [("name", "רונית שגיא")], [("rep", "r01")]),
    q("he", "ועדשות המגע שלה הגיעו?", REP, [], [("rep", "r02")], True),
    q("he", "מה עם הווריליקס של ד\"ר לנדאו", REP, [("name", "לנדאו")], [("rep", "r03")]),
    q("he", "והצירים שלו הוחלפו?", REP, [], [("rep", "r04")], True),
    q("he", "משקפי השמש של מר פרידמן מוכנים?", REP, [("name", "פרידמן")], [("rep", "r05")]),
    q("he", "מה עם הקררה של משה פרידמן", REP, [("name", "משה פרידמן")], [("rep", "r22")]),
    q("he", "הסילואט של רו\"ח ברקוביץ מוכנה?", REP, [("name", "ברקוביץ")], [("rep", "r06")]),
    q("he", "ומה עם הבלו קאט שלה", REP, [], [("rep", "r07")], True),
    q("he", "הרגלית של גב' קוגן תוקנה?", REP, [("name", "קוגן")], [("rep", "r09")]),
    q("he", "איפה עומדות בדיקות הראייה של ביה\"ס אלונים", REP, [("name", "אלונים")], [("rep", "r10")]),
    q("he", "העדשות הפרוגרסיביות של מייקל טרנר מוכנות?", REP, [("name", "מייקל טרנר")], [("rep", "r11")]),
    q("he", "והאוקלי שלו תוקנו?", REP, [], [("rep", "r12")], True),
    q("he", "הטום פורד של חאלד הגיעו?", REP, [("name", "חאלד")], [("rep", "r13")]),
    q("he", "מה עם הטרנזישנס של אורטל אזולאי", REP, [("name", "אורטל אזולאי")], [("rep", "r14")]),
    q("he", "והמסגרת לילד שלה?", REP, [], [("rep", "r15")], True),
    q("he", "הלופות של מרפאת חיוך לבן", REP, [("name", "מרפאת חיוך לבן")], [("rep", "r16")]),
    q("he", "מה קרה עם הגוצ'י של בן דוד", REP, [("name", "בן דוד")], [("rep", "r17")]),
    q("he", "עדשות המגע של ד\"ר שרה גולדברג מוכנות?", REP, [("name", "שרה גולדברג")], [("rep", "r18")]),
    q("he", "גב' אברהמי קיבלה את המשקפיים?", REP, [("name", "אברהמי")], [("rep", "r19")]),
    q("he", "המאווי ג'ים של יוסי מלכה", REP, [("name", "יוסי מלכה")], [("rep", "r20")]),
    q("he", "ההויה של פרופ' אלמוג בעבודה?", REP, [("name", "אלמוג")], [("rep", "r21")]),
    q("he", "כל ההזמנות של משה פרידמן", REP, [("name", "משה פרידמן")], [("repc", "c03")]),
    q("he", "052-3307761 המשקפיים מוכנים?", REP, [("phone", "052-3307761")], [("rep", "r13")]),
    q("en", "are Ronit Sagi's contact lenses in yet", REP, [("name", "Ronit Sagi")], [("rep", "r02")]),
    q("en", "status of Dr. Landau's Varilux lenses", REP, [("name", "Landau")], [("rep", "r03")]),
    q("en", "is Michael Turner's Oakley repair done", REP, [("name", "Michael Turner")], [("rep", "r12")]),
    q("en", "and his Zeiss progressives?", REP, [], [("rep", "r11")], True),
    q("en", "are Mr. Friedman's Persol sunglasses ready", REP, [("name", "Friedman")], [("rep", "r05")]),
    q("en", "what's happening with Ortal's Transitions lenses", REP, [("name", "Ortal")], [("rep", "r14")]),
    q("en", "can Dr. Goldberg pick up her Dailies", REP, [("name", "Goldberg")], [("rep", "r18")]),
    q(
        "en", "Khaled Masarwa's Tom Ford glasses - status?", REP, [("name", "Khaled Masarwa")],
        [("rep", "r13")],
    ),
    q(
        "en", "were Eliyahu Ben David's Gucci glasses cancelled", REP, [("name", "Eliyahu Ben David")],
        [("rep", "r17")],
    ),
    q(
        "en", "is the Silhouette frame for Yael Berkovich ready", REP, [("name", "Yael Berkovich")],
        [("rep", "r06")],
    ),
    q("en", "all orders for Sonia Kogan", REP, [("name", "Sonia Kogan")], [("repc", "c05")]),
    # invoices by number in printed styles, remaining and paid amounts
    q("he", "חשבונית ET-3125 שולמה?", INV, [("inv", "ET-3125")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על חשבונית מס' 7720", INV, [("inv", "7720")], [("ileft", "i03")]),
    q("he", "et3130 כמה נשאר", INV, [("inv", "ET-3130", "et3130")], [("ileft", "i04")]),
    q("he", "מה הסטטוס של 2026-045", INV, [("inv", "2026/045", "2026-045")], [("ist", "i06")]),
    q("he", "חשבונית מס 7731 נשלחה?", INV, [("inv", "7731")], [("ist", "i08")]),
    q("he", "כמה שולם על ET 3118", INV, [("inv", "ET-3118", "ET 3118")], [("ipaid", "i10")]),
    q("he", "יתרה לתשלום בחשבונית #7735", INV, [("inv", "7735")], [("ileft", "i11")]),
    q("he", "ET-3121 בוטלה?", INV, [("inv", "ET-3121")], [("ist", "i12")]),
    q("he", "2026/058 באיחור?", INV, [("inv", "2026/058")], [("ist", "i14")]),
    q("he", "כמה נשאר על החשבונית של מרפאת חיוך לבן", INV, [("name", "מרפאת חיוך לבן")], [("ileft", "i15")]),
    q("he", "7748 של מי", LOOK, [("inv", "7748")], [("name", "c14"), ("about", "i19")]),
    q("he", "וכמה נשאר עליה?", INV, [], [("ileft", "i19")], True),
    q("he", "החשבוניות הפתוחות של ד\"ר לנדאו", INV, [("name", "לנדאו")], [("ilist", "c02", "open")]),
    q("he", "החשבונית של גב' אברהמי שולמה?", INV, [("name", "אברהמי")], [("ist", "i18")]),
    q("he", "כמה נשאר לשלם בחשבונית של פרופ' אלמוג", INV, [("name", "אלמוג")], [("ileft", "i20")]),
    q("en", "is invoice ET-3101 paid", INV, [("inv", "ET-3101")], [("ist", "i01")]),
    q("en", "remaining amount on invoice No. 7741", INV, [("inv", "7741")], [("ileft", "i13")]),
    q("en", "how much is left on et-3127", INV, [("inv", "ET-3127", "et-3127")], [("ileft", "i15")]),
    q("en", "what's the status of 2026/062", INV, [("inv", "2026/062")], [("ist", "i18")]),
    q("en", "how much was paid on #7744", INV, [("inv", "7744")], [("ipaid", "i16")]),
    q("en", "who is invoice ET-3129 for", LOOK, [("inv", "ET-3129")], [("name", "c12"), ("about", "i17")]),
    q("en", "and how much is still due on it?", INV, [], [("ileft", "i17")], True),
    q("en", "open invoices for Ortal Azoulay", INV, [("name", "Ortal Azoulay")], [("ilist", "c09", "open")]),
    # lookups
    q("he", "מה הטלפון של עו\"ד שגיא", LOOK, [("name", "שגיא")], [("phone", "c01")]),
    q("he", "מייל של פרופ' אלמוג", LOOK, [("name", "אלמוג")], [("email", "c15")]),
    q("he", "ח.פ של מרפאת השיניים חיוך לבן", LOOK, [("name", "מרפאת השיניים חיוך לבן")], [("tax", "c10")]),
    q("he", "איפה גרה גב' קוגן", LOOK, [("name", "קוגן")], [("addr", "c05", "הגליל")]),
    q("he", "של מי הטלפון 054-9920387", LOOK, [("phone", "054-9920387")], [("name", "c09")]),
    q("he", "מספר עוסק של רו\"ח יעל ברקוביץ", LOOK, [("name", "יעל ברקוביץ")], [("tax", "c04")]),
    q("en", "what's Dr. Landau's phone number", LOOK, [("name", "Landau")], [("phone", "c02")]),
    q("en", "email for Michael Turner", LOOK, [("name", "Michael Turner")], [("email", "c07")]),
    q("en", "where does Mr. Ben David live", LOOK, [("name", "Ben David")], [("addr", "c11", "סוקולוב")]),
    q("en", "and how much does he owe?", BAL, [], [("bal", "c11")], True),
    # knowledge
    q("he", "עד מתי אתם פתוחים ביום שישי", KNOW, [], [("kn", "k01", "13:30")]),
    q("he", "כמה עולה בדיקת ראייה", KNOW, [], [("kn", "k02", "120")]),
    q("he", "כמה עולה התאמה של עדשות מגע", KNOW, [], [("kn", "k03", "250")]),
    q("he", "אתם עושים ביקורי בית לקשישים?", KNOW, [], [("kn", "k04", "180")]),
    q("he", "מה האחריות על מסגרת", KNOW, [], [("kn", "k05", "שנה")]),
    q("he", "תוך כמה זמן מוכנים משקפי מולטיפוקל", KNOW, [], [("kn", "k06", "10 ימי עבודה")]),
    q("he", "אפשר לשלם בתשלומים?", KNOW, [], [("kn", "k07", "12 תשלומים")]),
    q("he", "איך מקבלים החזר מהקופה על משקפיים", KNOW, [], [("kn", "k08", "מרשם")]),
    q("he", "כמה עולה להחליף ציר", KNOW, [], [("kn", "k09", "60")]),
    q("he", "יש הנחה על משקפיים לילדים?", KNOW, [], [("kn", "k10", "20%")]),
    q("he", "אפשר להחזיר משקפי שמש?", KNOW, [], [("kn", "k11", "14 יום")]),
    q("en", "what time do you close on friday", KNOW, [], [("kn", "k01", "13:30")]),
    q("en", "how much is an eye exam", KNOW, [], [("kn", "k02", "120")]),
    q("en", "what if a customer can't get used to progressive lenses", KNOW, [], [("kn", "k05", "60")]),
    q("en", "do you offer home visits for elderly customers", KNOW, [], [("kn", "k04", "180")]),
    q("en", "how much does it cost to weld a metal frame", KNOW, [], [("kn", "k09", "150")]),
    # greetings, help, out of domain holding customers' names
    q("he", "ערב טוב", GREET),
    q("he", "במה אתה יכול לעזור לי?", HELP),
    q("he", "תזמין לעו\"ד שגיא עוד קופסה של אקיוביו", UNK),
    q("he", "שלח הודעה לגב' קוגן שהמשקפיים מוכנים", UNK),
    q("he", "מה מזג האוויר בכפר סבא מחר", UNK),
    q("en", "good morning", GREET),
    q("en", "book an eye test for Dr. Landau next Tuesday", UNK),
    q("en", "translate this prescription to Hebrew", UNK),
]  # fmt: skip

S21_FRESH: list[list[Row]] = [
    [  # a new customer asked about with a title the record does not hold
        q("he", "כמה חייב הרב דהן", BAL, [("name", "דהן")], [("bal", "c17")]),
        q("he", "משקפי הקריאה של שמואל דהן הגיעו?", REP, [("name", "שמואל דהן")], [("rep", "r24")]),
        q("en", "who is ET-3140 for", LOOK, [("inv", "ET-3140")], [("name", "c17"), ("about", "i22")]),
    ],
    [  # an existing titled customer's new order and invoice
        q("he", "כמה חייב עכשיו ד\"ר אבנר לנדאו", BAL, [("name", "אבנר לנדאו")], [("bal", "c02")]),
        q("he", "הביופיניטי של ד\"ר לנדאו", REP, [("name", "לנדאו")], [("rep", "r25")]),
        q("he", "כמה שולם על 7752", INV, [("inv", "7752")], [("ipaid", "i23")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "כמה חייב נועם פרץ", BAL, [("name", "נועם פרץ")], [("bal", "c18")]),
        q(
            "en", "are Noam Peretz's progressive glasses ready", REP, [("name", "Noam Peretz")],
            [("rep", "r26")],
        ),
        q("he", "כמה נשאר לשלם על 2026/070", INV, [("inv", "2026/070")], [("ileft", "i24")]),
    ],
]  # fmt: skip
BATCHES = {"s21": S21}
FRESH = {"s21f": S21_FRESH}

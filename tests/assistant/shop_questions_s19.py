"""Batch s19: questions about an eleventh business, ניידות פלוס (Nayadut Plus: a mobility and home-care
equipment service lab in Netanya, ``shops/nayadut.json``), and ``s19f``: questions asked the moment the
records they are about were made through the API (the fixtures' ``added_later`` steps).

Written by session 19's helper `chat19` on 2026-12-02 (about 12:20 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. Mostly
Hebrew, typed as an office manager types: no niqqud, spelling variants (כסא, כורסא, מסארווה, ז'אק), a typo in
a name or an item (טספיי, קלנעית), titles before a name (ד"ר, הרב, גב', Rabbi), first name or surname alone, a
Latin-stored customer named in Hebrew letters and Hebrew-stored ones in Latin letters, two unrelated customers
sharing a surname told apart by their item, a phone a family shares, a business named by its kind with the
article (בית האבות, מרכז השיקום, הדיור המוגן), invoices asked by when they were issued (אתמול, לפני יומיים,
בשבוע שעבר), a sum said in words, invoice numbers in another separator, Hebrew mixed with English, knowledge
questions about visits, emergencies, rentals, batteries and pick-ups, follow-ups by pronoun, and errands
holding a customer's name.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S19: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה ולדימיר פטרוב חייב", BAL, [("name", "ולדימיר פטרוב")], [("bal", "c01")]),
    q("he", "כמה חייב לנו בית האבות", BAL, [("name", "בית האבות")], [("bal", "c02")]),
    q("he", "מה היתרה של נאות השרון", BAL, [("name", "נאות השרון")], [("bal", "c02")]),
    q("he", "שושנה זכריה שילמה?", BAL, [("name", "שושנה זכריה")], [("bal", "c03")]),
    q("he", "כמה חייבת מרגרט קולינס", BAL, [("name", "מרגרט קולינס")], [("bal", "c05")]),
    q("he", "כמה חייב טספיי מנגשה", BAL, [("name", "טספיי מנגשה")], [("bal", "c06")]),
    q("he", "כמה הרב אביטל חייב לנו", BAL, [("name", "אביטל")], [("bal", "c07")]),
    q("he", "מרכז השיקום סגר את החוב?", BAL, [("name", "מרכז השיקום")], [("bal", "c08")]),
    q("he", "יתרת חוב אופק", BAL, [("name", "אופק")], [("bal", "c08")]),
    q("he", "יעקב כהן אמר שהוא חייב שבע מאות, נכון?", BAL, [("name", "יעקב כהן")], [("bal", "c09")]),
    q("he", "גולדברג שילם?", BAL, [("name", "גולדברג")], [("bal", "c12")]),
    q("he", "כמה נשאר לדיור המוגן לשלם", BAL, [("name", "דיור המוגן")], [("bal", "c14")]),
    q("he", "מסארווה חייב כסף?", BAL, [("name", "מסארווה")], [("bal", "c15")]),
    q("he", "כמה חייבת גב' חדד", BAL, [("name", "חדד")], [("about", "c13")]),
    q("he", "0507718802 כמה חייב", BAL, [("phone", "0507718802")], [("bal", "c09")]),
    q("he", "050-6127734 מה היתרה", BAL, [("phone", "050-6127734")], [("names", "c01", "c18")]),
    q("en", "what does Margaret Collins owe", BAL, [("name", "Margaret Collins")], [("bal", "c05")]),
    q("en", "what's Ahmad Masarwa's balance", BAL, [("name", "Ahmad Masarwa")], [("bal", "c15")]),
    q("en", "does the Eden sheltered housing owe us money", BAL, [("name", "Eden")], [("bal", "c14")]),
    # repairs by item, in either language, follow-ups by pronoun
    q("he", "מה עם הקלנועית של ולדימיר", REP, [("name", "ולדימיר")], [("rep", "r01")]),
    q("he", "והכיסא גלגלים שלו?", REP, [], [("rep", "r02")], True),
    q("he", "המיטה של בית האבות, הגיע החלק?", REP, [("name", "בית האבות")], [("rep", "r03")]),
    q("he", "מה קורה עם המנוף של נאות השרון", REP, [("name", "נאות השרון")], [("rep", "r04")]),
    q("he", "והמזרן?", REP, [], [("rep", "r05")], True),
    q("he", "מרכז החמצן של שושנה מוכן?", REP, [("name", "שושנה")], [("rep", "r06")]),
    q("he", "ההליכון של ד\"ר ליבוביץ", REP, [("name", "ליבוביץ")], [("rep", "r07")]),
    q("he", "הכסא החשמלי של טספאי", REP, [("name", "טספאי")], [("rep", "r09")]),
    q("he", "מה עם המעלון של הרב אביטל", REP, [("name", "אביטל")], [("rep", "r10")]),
    q("he", "כיסא הרחצה של אופק מוכן?", REP, [("name", "אופק")], [("rep", "r11")]),
    q("he", "ומה עם המיטה שלהם", REP, [], [("rep", "r12")], True),
    q("he", "הקלנועית של כהן", REP, [("name", "כהן")], [("rep", "r13")]),
    q("he", "הכורסא של רבקה כהן", REP, [("name", "רבקה כהן")], [("rep", "r14")]),
    q("he", "ה-CPAP של ז'אק אלמליח מוכן?", REP, [("name", "ז'אק אלמליח")], [("rep", "r15")]),
    q("he", "מה עם החמצן של גולדברג", REP, [("name", "גולדברג")], [("rep", "r16")]),
    q("he", "מה המצב של המיטה בדיור מוגן עדן", REP, [("name", "דיור מוגן עדן")], [("rep", "r18")]),
    q("he", "הקלנעית של אחמד תוקנה?", REP, [("name", "אחמד")], [("rep", "r19")]),
    q("he", "מה קורה אצל לאה פרח עם ההליכון", REP, [("name", "לאה פרח")], [("rep", "r20")]),
    q("he", "הכיסא של אבי שמואלי נמסר?", REP, [("name", "אבי שמואלי")], [("rep", "r21")]),
    q("he", "כל התיקונים של בית האבות", REP, [("name", "בית האבות")], [("repc", "c02")]),
    q("he", "050-6127734 האינהלציה מוכנה?", REP, [("phone", "050-6127734")], [("rep", "r22")]),
    q("he", "מעלון האמבטיה של משה זכריה", REP, [("name", "משה זכריה")], [("rep", "r23")]),
    q("he", "מה עם הקלנועית של פטרוב", REP, [("name", "פטרוב")], [("rep", "r01")]),
    q("he", "הסטטוס של ה-wheelchair של מרגרט", REP, [("name", "מרגרט")], [("rep", "r08")]),
    q("en", "is Margaret's power wheelchair fixed", REP, [("name", "Margaret")], [("rep", "r08")]),
    q("en", "Tesfay's power chair status", REP, [("name", "Tesfay")], [("rep", "r09")]),
    q("en", "status of the stair lift for Rabbi Avital", REP, [("name", "Avital")], [("rep", "r10")]),
    # invoices by number, by when they were issued, remaining and paid amounts
    q("he", "החשבונית של ולדימיר מלפני יומיים שולמה?", INV, [("name", "ולדימיר")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על 8830", INV, [("inv", "8830")], [("ileft", "i03")]),
    q("he", "חשבונית np5139 מה הסטטוס", INV, [("inv", "NP-5139", "np5139")], [("ist", "i04")]),
    q("he", "כמה שולם על 2026-077", INV, [("inv", "2026-077")], [("ipaid", "i05")]),
    q("he", "2026/081 שולמה?", INV, [("inv", "2026-081", "2026/081")], [("ist", "i10")]),
    q("he", "חשבונית 8847 באיחור?", INV, [("inv", "8847")], [("ist", "i15")]),
    q("he", "מה עם החשבונית שפתחנו אתמול לרבקה כהן", INV, [("name", "רבקה כהן")], [("about", "c10", "i13")]),
    q("he", "כמה נשאר על החשבונית של דיור מוגן עדן", INV, [("name", "דיור מוגן עדן")], [("ileft", "i17")]),
    q(
        "he", "כמה נשאר לשלם על החשבונית מהשבוע שעבר של בית האבות", INV, [("name", "בית האבות")],
        [("ileft", "i04")],
    ),
    q("he", "NP-5111 של מי", LOOK, [("inv", "NP-5111")], [("name", "c07"), ("about", "i09")]),
    q("he", "וכמה נשאר לשלם עליה?", INV, [], [("ileft", "i09")], True),
    q(
        "he", "החשבוניות הפתוחות של מרכז שיקום אופק", INV, [("name", "מרכז שיקום אופק")],
        [("ilist", "c08", "open")],
    ),
    q("en", "is NP-5120 paid", INV, [("inv", "NP-5120")], [("ist", "i07")]),
    q("en", "how much is left on 8852", INV, [("inv", "8852")], [("ileft", "i08")]),
    q("en", "is invoice 8860 still a draft", INV, [("inv", "8860")], [("ist", "i13")]),
    # lookups
    q("he", "מה הטלפון של הרב אביטל", LOOK, [("name", "אביטל")], [("phone", "c07")]),
    q("he", "תביא לי את המייל של מרגרט", LOOK, [("name", "מרגרט")], [("email", "c05")]),
    q("he", "ח.פ. של נאות השרון", LOOK, [("name", "נאות השרון")], [("tax", "c02")]),
    q("he", "איפה גרה שושנה זכריה", LOOK, [("name", "שושנה זכריה")], [("addr", "c03", "ויצמן")]),
    q("he", "וכמה היא חייבת?", BAL, [], [("bal", "c03")], True),
    q("he", "של מי הטלפון 053-4410287", LOOK, [("phone", "053-4410287")], [("name", "c06")]),
    q("he", "מספר טלפון של טספאי", LOOK, [("name", "טספאי")], [("phone", "c06")]),
    q("en", "who is 09-8851177", LOOK, [("phone", "09-8851177")], [("name", "c14")]),
    q("en", "email for Ofek rehab", LOOK, [("name", "Ofek")], [("email", "c08")]),
    # knowledge: hours, emergencies, visits, rentals, warranty, batteries, pick-ups, payments
    q("he", "עד מתי אתם פתוחים ביום שישי", KNOW, [], [("kn", "k01", "12:00")]),
    q("he", "יש מוקד בשבת אם מרכז חמצן מפסיק לעבוד?", KNOW, [], [("kn", "k02", "050-8600999")]),
    q("he", "כמה עולה קריאת חירום בלילה", KNOW, [], [("kn", "k02", "450")]),
    q("he", "כמה עולה טכנאי לרעננה", KNOW, [], [("kn", "k03", "320")]),
    q("he", "כמה עולה להשכיר קלנועית לחודש", KNOW, [], [("kn", "k04", "900")]),
    q("he", "כמה פיקדון משאירים על כסא גלגלים", KNOW, [], [("kn", "k04", "500")]),
    q("he", "כמה זמן אחריות על תיקון", KNOW, [], [("kn", "k05", "6 חודשים")]),
    q("he", "כמה עולות סוללות חדשות לקלנועית", KNOW, [], [("kn", "k06", "1,400")]),
    q("he", "אתם אוספים קלנועית מהבית?", KNOW, [], [("kn", "k07", "200")]),
    q("he", "כמה עולה טיפול שנתי למעלון", KNOW, [], [("kn", "k08", "480")]),
    q("he", "אפשר לשלם בתשלומים?", KNOW, [], [("kn", "k09", "6 תשלומים")]),
    q("he", "אתם נותנים קבלה לקופת חולים?", KNOW, [], [("kn", "k09", "קופת החולים")]),
    q("he", "מה קורה אם מבטלים טכנאי ברגע האחרון", KNOW, [], [("kn", "k10", "100")]),
    q("he", "כמה עולה בדיקה במעבדה", KNOW, [], [("kn", "k11", "150")]),
    q("he", "יש כיסא חלופי בזמן שמתקנים?", KNOW, [], [("kn", "k12", "5 ימים")]),
    q("en", "how much is a technician visit in Kfar Saba", KNOW, [], [("kn", "k03", "320")]),
    q("en", "do you rent wheelchairs", KNOW, [], [("kn", "k04", "150")]),
    q("en", "is there an emergency line on saturday", KNOW, [], [("kn", "k02", "050-8600999")]),
    # greetings, help, out of domain holding customers' names
    q("he", "ערב טוב", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("he", "איזה קלנועית הכי טובה לקנות לאבא שלי", UNK),
    q("he", "תקבע לי תור אצל ד\"ר ליבוביץ", UNK),
    q("he", "תתרגם את המכתב של מרגרט לעברית", UNK),
]  # fmt: skip

S19_FRESH: list[list[Row]] = [
    [  # a new customer with a scooter and an invoice
        q("he", "הקלנועית של אורנה בלום", REP, [("name", "אורנה בלום")], [("rep", "r24")]),
        q("he", "כמה בלום חייבת", BAL, [("name", "בלום")], [("bal", "c20")]),
        q("he", "NP-5151 של מי", LOOK, [("inv", "NP-5151")], [("name", "c20"), ("about", "i23")]),
    ],
    [  # a new English-named sheltered housing, asked about in Hebrew letters
        q("he", "כמה חייב סאנרייז", BAL, [("name", "סאנרייז")], [("bal", "c21")]),
        q("he", "המיטה של Sunrise", REP, [("name", "Sunrise")], [("rep", "r25")]),
        q("he", "כמה שולם על 8870", INV, [("inv", "8870")], [("ipaid", "i24")]),
    ],
    [  # an existing customer's new repair and new invoice
        q("he", "המזרן של טספאי", REP, [("name", "טספאי")], [("rep", "r26")]),
        q("he", "כמה טספאי חייב עכשיו", BAL, [("name", "טספאי")], [("bal", "c06")]),
        q("he", "2026-090 שולמה?", INV, [("inv", "2026-090")], [("ist", "i25")]),
    ],
]  # fmt: skip
BATCHES = {"s19": S19}
FRESH = {"s19f": S19_FRESH}

"""The labelled evaluation set of the assistant: utterances as staff type them, over ``factories.build_dataset``.

Written before tuning the engine, from how people in a small Israeli shop write: glued prefixes, no
punctuation, typos, slang, phones in every format, English too. Each dialog is a list of turns sent to
one conversation in order (so follow-ups use the context of earlier turns).

Turn fields: ``text`` (``{repair:KEY}`` is replaced by that repair's id), ``intent``, ``about`` (the
customer key the answer must be about), ``ents`` (labelled entities: type -> value; ``customer_name``
takes a customer key, or ``*`` for "any value", dates may use ``{Y}`` for this year or ``today``),
``inv`` / ``kb`` (the invoice / knowledge item the answer must show) and ``expect`` (a catalogue key
whose text must open the answer, for "not found" and "which customer?" answers).
"""

from __future__ import annotations

from typing import Any

Turn = dict[str, Any]


def T(text: str, intent: str, **labels: Any) -> Turn:
    return {"text": text, "intent": intent, **labels}


DIALOGS: list[list[Turn]] = [
    # ---- balances, Hebrew -------------------------------------------------------------------------------
    [T("מה היתרה של 050-1234567?", "customer_balance", about="dana", ents={"phone": "0501234567"})],
    [T("כמה חייבת דנה כהן", "customer_balance", about="dana", ents={"customer_name": "dana"})],
    [T("יתרה לדנה כהן", "customer_balance", about="dana", ents={"customer_name": "dana"})],
    [T("תבדוק לי כמה יוסי לוי חייב לנו", "customer_balance", about="yossi", ents={"customer_name": "yossi"})],
    [T("מה מצב החוב של משה פרץ?", "customer_balance", about="moshe", ents={"customer_name": "moshe"})],
    [T("0541112233 כמה חייב", "customer_balance", about="moshe", ents={"phone": "0541112233"})],
    [T("יש חוב פתוח ללקוח 054-111-2233?", "customer_balance", about="moshe", ents={"phone": "0541112233"})],
    [T("היתרה של רונית אברהם בבקשה", "customer_balance", about="ronit", ents={"customer_name": "ronit"})],
    [T("מה היתרא של רונית אברהם", "customer_balance", about="ronit", ents={"customer_name": "ronit"})],
    [
        T(
            "כמה כסף מיכל ביטון צריכה לשלם",
            "customer_balance",
            about="michal",
            ents={"customer_name": "michal"},
        )
    ],
    [T("מיכל ביטון חייבת לנו משהו?", "customer_balance", about="michal", ents={"customer_name": "michal"})],
    [T("יתרת חוב +972-58-444-5566", "customer_balance", about="michal", ents={"phone": "0584445566"})],
    [T("בדוק יתרה 972584445566", "customer_balance", about="michal", ents={"phone": "0584445566"})],
    [T("כמה נשאר לשלם למוסך השלום", "customer_balance", about="garage", ents={"customer_name": "garage"})],
    [T("מה החוב של מוסך השלום", "customer_balance", about="garage", ents={"customer_name": "garage"})],
    [T("יתרה של 03-9876543", "customer_balance", about="garage", ents={"phone": "039876543"})],
    [T("לנועה פרידמן יש יתרה פתוחה?", "customer_balance", about="noa", ents={"customer_name": "noa"})],
    [T("תמר רוזנברג כמה היא חייבת", "customer_balance", about="tamar", ents={"customer_name": "tamar"})],
    [T("מה יתרת הלקוח תמר רוזנבג", "customer_balance", about="tamar", ents={"customer_name": "tamar"})],
    [T("עומר אזולאי חייב כסף?", "customer_balance", about="omer", ents={"customer_name": "omer"})],
    [T("כמה חייב 050 888 7766", "customer_balance", about="avi", ents={"phone": "0508887766"})],
    [T("יתרה אבי מזרחי", "customer_balance", about="avi", ents={"customer_name": "avi"})],
    [T("מה החובות של דויד שמעוני", "customer_balance", about="david", ents={"customer_name": "david"})],
    [T("חוב של 0502223344?", "customer_balance", about="david", ents={"phone": "0502223344"})],
    [
        T(
            "כמה חייב הלקוח עם הטלפון 0521234999",
            "customer_balance",
            ents={"phone": "0521234999"},
            expect="answer_phone_not_found",
        )
    ],
    [
        T(
            "מה היתרה של dana.cohen@example.co.il",
            "customer_balance",
            about="dana",
            ents={"email": "dana.cohen@example.co.il"},
        )
    ],
    [T("כמה חייב הלקוח", "customer_balance", expect="answer_need_customer")],
    [T("יתרה", "customer_balance", expect="answer_need_customer")],
    [T("מה היתרה של כהן", "customer_balance", ents={"customer_name": "*"}, expect="answer_ambiguous")],
    # ---- repairs, Hebrew -------------------------------------------------------------------------------
    [T("מה עם התיקון של דנה כהן?", "repair_status", about="dana", ents={"customer_name": "dana"})],
    [T("האייפון של דנה כהן מוכן?", "repair_status", about="dana", ents={"customer_name": "dana"})],
    [T("סטטוס תיקון 0527654321", "repair_status", about="yossi", ents={"phone": "0527654321"})],
    [T("המחשב של יוסי לוי תוקן כבר?", "repair_status", about="yossi", ents={"customer_name": "yossi"})],
    [T("מה קורה עם התיקון של יוסי לוי", "repair_status", about="yossi", ents={"customer_name": "yossi"})],
    [
        T(
            "משה פרץ יכול לבוא לאסוף את הגלקסי?",
            "repair_status",
            about="moshe",
            ents={"customer_name": "moshe"},
        )
    ],
    [T("התיקון של משה פרץ מוכן", "repair_status", about="moshe", ents={"customer_name": "moshe"})],
    [T("מה המצב עם המדפסת של אבי מזרחי", "repair_status", about="avi", ents={"customer_name": "avi"})],
    [T("תיקונים של 0508887766", "repair_status", about="avi", ents={"phone": "0508887766"})],
    [T("האייפד של מיכל ביטון נמסר?", "repair_status", about="michal", ents={"customer_name": "michal"})],
    [T("מתי יהיה מוכן השעון של דוד שמעוני", "repair_status", about="david", ents={"customer_name": "david"})],
    [T("דוד שמעוני תיקון", "repair_status", about="david", ents={"customer_name": "david"})],
    [T("מה עם התקון של ליאת שגיא", "repair_status", about="liat", ents={"customer_name": "liat"})],
    [
        T(
            "ליאת שגיא - הגיעו כבר החלקים לתיקון?",
            "repair_status",
            about="liat",
            ents={"customer_name": "liat"},
        )
    ],
    [T("הטאבלט של רחל אוחיון בתיקון?", "repair_status", about="rachel", ents={"customer_name": "rachel"})],
    [T("תיקון מספר {repair:moshe1}", "repair_status", about="moshe")],
    [T("מה הסטטוס של תיקון {repair:avi1}?", "repair_status", about="avi")],
    [T("איפה עומד תיקון #{repair:liat1}", "repair_status", about="liat")],
    [T("יש תיקונים פתוחים לגיל ברק?", "repair_status", about="gil", ents={"customer_name": "gil"})],
    [T("מה עם התיקון", "repair_status", expect="answer_need_customer")],
    [T("המכשיר של 0549191919 מוכן לאיסוף?", "repair_status", about="liat", ents={"phone": "0549191919"})],
    [T("בדוק תיקון לאיתי גולן", "repair_status", about="itai", ents={"customer_name": "itai"})],
    # ---- invoices, Hebrew ------------------------------------------------------------------------------
    [T("חשבונית 1045 שולמה?", "invoice_status", inv="dana1", ents={"invoice_number": "1045"})],
    [T("מה הסטטוס של חשבונית 1046", "invoice_status", inv="dana2", ents={"invoice_number": "1046"})],
    [T("האם החשבונית 3301 שולמה", "invoice_status", inv="ronit1", ents={"invoice_number": "3301"})],
    [T("בדוק חשבונית מס 2024-117", "invoice_status", inv="moshe1", ents={"invoice_number": "2024-117"})],
    [
        T(
            "שהחשבונית INV-2024-0012 שולמה?",
            "invoice_status",
            inv="yossi1",
            ents={"invoice_number": "INV-2024-0012"},
        )
    ],
    [
        T(
            "חשבונית מספר 7789 של המוסך - שולמה כבר?",
            "invoice_status",
            inv="garage2",
            ents={"invoice_number": "7789", "customer_name": "garage"},
        )
    ],
    [T("מצב חשבונית 7788", "invoice_status", inv="garage1", ents={"invoice_number": "7788"})],
    [T("חשבונית #5531", "invoice_status", inv="noa1", ents={"invoice_number": "5531"})],
    [
        T(
            "מתי צריך לשלם את חשבונית A-1001?",
            "invoice_status",
            inv="tamar1",
            ents={"invoice_number": "A-1001"},
        )
    ],
    [T("חשבונית 8800 בוטלה?", "invoice_status", inv="omer1", ents={"invoice_number": "8800"})],
    [T("מהחשבונית 3302 כמה שולם", "invoice_status", inv="michal1", ents={"invoice_number": "3302"})],
    [T("חשבונית 9999", "invoice_status", ents={"invoice_number": "9999"}, expect="answer_invoice_not_found")],
    [T("החשבוניות של דנה כהן", "invoice_status", about="dana", ents={"customer_name": "dana"})],
    [T("אילו חשבוניות יש למוסך השלום", "invoice_status", about="garage", ents={"customer_name": "garage"})],
    [T("תראה לי חשבוניות של 0541112233", "invoice_status", about="moshe", ents={"phone": "0541112233"})],
    [T("חשבוניות פתוחות של מיכל ביטון", "invoice_status", about="michal", ents={"customer_name": "michal"})],
    [T("יוסי לוי שילם את החשבונית?", "invoice_status", about="yossi", ents={"customer_name": "yossi"})],
    [T("חשבונת 1045", "invoice_status", inv="dana1", ents={"invoice_number": "1045"})],
    [
        T(
            "האם שולמה החשבונית של תמר רוזנברג",
            "invoice_status",
            about="tamar",
            ents={"customer_name": "tamar"},
        )
    ],
    [T("קבלה על חשבונית INV-5002", "invoice_status", inv="john1", ents={"invoice_number": "INV-5002"})],
    # ---- customer lookup, Hebrew -----------------------------------------------------------------------
    [T("מי זה 0501234567", "customer_lookup", about="dana", ents={"phone": "0501234567"})],
    [T("של מי הטלפון 052-765-4321", "customer_lookup", about="yossi", ents={"phone": "0527654321"})],
    [T("פרטים של רונית אברהם", "customer_lookup", about="ronit", ents={"customer_name": "ronit"})],
    [T("תמצא לי את הלקוח נועה פרידמן", "customer_lookup", about="noa", ents={"customer_name": "noa"})],
    [T("מה הטלפון של איתי גולן", "customer_lookup", about="itai", ents={"customer_name": "itai"})],
    [T("כתובת מייל של מיכל ביטון?", "customer_lookup", about="michal", ents={"customer_name": "michal"})],
    [T("חפש לקוח אלון בן דוד", "customer_lookup", about="alon", ents={"customer_name": "alon"})],
    [T("פרטי לקוח 0583434343", "customer_lookup", about="yaakov", ents={"phone": "0583434343"})],
    [
        T(
            "מיהו הלקוח עם המייל noa.f@gmail.com",
            "customer_lookup",
            about="noa",
            ents={"email": "noa.f@gmail.com"},
        )
    ],
    [T("יעקב חדד", "customer_lookup", about="yaakov", ents={"customer_name": "yaakov"})],
    [T("עומר אזולאי פרטים", "customer_lookup", about="omer", ents={"customer_name": "omer"})],
    [T("תן לי את הפרטים של רחל אוחיון", "customer_lookup", about="rachel", ents={"customer_name": "rachel"})],
    [T("מי הלקוח +972 52 787 8787", "customer_lookup", about="omer", ents={"phone": "0527878787"})],
    [T("יש לנו לקוח בשם גיל ברק?", "customer_lookup", about="gil", ents={"customer_name": "gil"})],
    [T("0546667788", "customer_lookup", about="sara", ents={"phone": "0546667788"})],
    [T("פרטים על ליאת שגיא בבקשה", "customer_lookup", about="liat", ents={"customer_name": "liat"})],
    [T("מי זה 0599999999", "customer_lookup", ents={"phone": "0599999999"}, expect="answer_phone_not_found")],
    [T("פרטים של שרה כהן", "customer_lookup", about="sara", ents={"customer_name": "sara"})],
    [
        T(
            "מצא את tamar.r@example.co.il",
            "customer_lookup",
            about="tamar",
            ents={"email": "tamar.r@example.co.il"},
        )
    ],
    [T("איתור לקוח רוני אברהם", "customer_lookup", about="ronit", ents={"customer_name": "ronit"})],
    # ---- knowledge, Hebrew -----------------------------------------------------------------------------
    [T("מתי אתם פתוחים?", "knowledge", kb="hours")],
    [T("מה שעות הפתיחה ביום שישי", "knowledge", kb="hours")],
    [T("עד מתי פתוח היום", "knowledge", kb="hours", ents={"date": "today"})],
    [T("מה מדיניות ההחזרות", "knowledge", kb="returns")],
    [T("לקוח רוצה להחזיר מוצר, אפשר?", "knowledge", kb="returns")],
    [T("איך עושים זיכוי ללקוח", "knowledge", kb="returns")],
    [T("כמה זמן אחריות על תיקון", "knowledge", kb="warranty")],
    [T("יש אחריות על החלפת מסך?", "knowledge", kb="warranty")],
    [T("כמה עולה משלוח", "knowledge", kb="shipping")],
    [T("משלוח חינם מעל כמה?", "knowledge", kb="shipping")],
    [T("מה הנוהל לקבלת מכשיר לתיקון", "knowledge", kb="intake")],
    [T("כמה עולה החלפת מסך לאייפון", "knowledge", kb="screen")],
    [T("מחירון מסכים", "knowledge", kb="screen")],
    [T("באיזה שעות סגורים בשבת", "knowledge", kb="hours")],
    [T("אחריות", "knowledge", kb="warranty")],
    # ---- greeting / help, Hebrew -----------------------------------------------------------------------
    [T("שלום", "greeting")],
    [T("היי", "greeting")],
    [T("בוקר טוב", "greeting")],
    [T("אהלן מה נשמע", "greeting")],
    [T("תודה רבה!", "greeting")],
    [T("ערב טוב", "greeting")],
    [T("עזרה", "help")],
    [T("מה אתה יודע לעשות?", "help")],
    [T("במה אתה יכול לעזור לי", "help")],
    [T("איך משתמשים בך", "help")],
    [T("מה אפשר לשאול אותך", "help")],
    # ---- out of domain, Hebrew -------------------------------------------------------------------------
    [T("מה מזג האוויר מחר", "unknown", ents={"date": "tomorrow"})],
    [T("תכתוב לי שיר על חתולים", "unknown")],
    [T("מי ניצח במשחק אתמול", "unknown", ents={"date": "yesterday"})],
    [T("תזמין לי פיצה", "unknown")],
    [T("מה הבירה של צרפת", "unknown")],
    [T("כמה זה 17 כפול 23", "unknown")],
    [T("אסדגכ", "unknown")],
    [T("תספר בדיחה", "unknown")],
    [T("מה דעתך על הבחירות", "unknown")],
    [T("<script>alert('x')</script>", "unknown")],
    # ---- amounts and dates inside questions, Hebrew ----------------------------------------------------
    [
        T(
            'דנה כהן שילמה 300 ש"ח ב-5 במרץ, מה היתרה שלה עכשיו',
            "customer_balance",
            about="dana",
            ents={"customer_name": "dana", "amount": "300.00 ILS", "date": "{Y}-03-05"},
        )
    ],
    [
        T(
            "משה פרץ אמר שהעביר ₪560 אתמול, החשבונית 2024-117 שולמה?",
            "invoice_status",
            inv="moshe1",
            ents={
                "customer_name": "moshe",
                "amount": "560.00 ILS",
                "date": "yesterday",
                "invoice_number": "2024-117",
            },
        )
    ],
    [
        T(
            "הלקוח 0539876543 טוען ששילם 99.90 שח, כמה הוא חייב",
            "customer_balance",
            about="ronit",
            ents={"phone": "0539876543", "amount": "99.90 ILS"},
        )
    ],
    [
        T(
            "מיכל ביטון מבקשת לפרוס 1,500 שקל, מה היתרה שלה",
            "customer_balance",
            about="michal",
            ents={"customer_name": "michal", "amount": "1500.00 ILS"},
        )
    ],
    [
        T(
            "התיקון של דנה כהן יהיה מוכן עד 15/12?",
            "repair_status",
            about="dana",
            ents={"customer_name": "dana", "date": "{Y}-12-15"},
        )
    ],
    [
        T(
            "חשבונית 3302 מ-1 בינואר 2026 שולמה?",
            "invoice_status",
            inv="michal1",
            ents={"invoice_number": "3302", "date": "2026-01-01"},
        )
    ],
    # ---- follow-ups, Hebrew ----------------------------------------------------------------------------
    [
        T("מה היתרה של 050-1234567?", "customer_balance", about="dana", ents={"phone": "0501234567"}),
        T("ומה עם התיקון שלו?", "repair_status", about="dana"),
        T("והחשבוניות?", "invoice_status", about="dana"),
    ],
    [
        T("פרטים של יוסי לוי", "customer_lookup", about="yossi", ents={"customer_name": "yossi"}),
        T("כמה הוא חייב?", "customer_balance", about="yossi"),
        T("ומה עם המחשב שלו", "repair_status", about="yossi"),
    ],
    [
        T("סטטוס תיקון של משה פרץ", "repair_status", about="moshe", ents={"customer_name": "moshe"}),
        T("ויש לו חוב?", "customer_balance", about="moshe"),
    ],
    [
        T("מה היתרה של מיכל ביטון", "customer_balance", about="michal", ents={"customer_name": "michal"}),
        T("ומה עם רונית אברהם?", "customer_balance", about="ronit", ents={"customer_name": "ronit"}),
    ],
    [
        T("חשבוניות של מוסך השלום", "invoice_status", about="garage", ents={"customer_name": "garage"}),
        T("וכמה הם חייבים בסך הכל", "customer_balance", about="garage"),
    ],
    [
        T("מי זה 0549191919", "customer_lookup", about="liat", ents={"phone": "0549191919"}),
        T("מה עם התיקון שלה", "repair_status", about="liat"),
        T("מתי היא תוכל לאסוף", "repair_status", about="liat"),
    ],
    [
        T("התיקון של אבי מזרחי", "repair_status", about="avi", ents={"customer_name": "avi"}),
        T("ושל דוד שמעוני?", "repair_status", about="david", ents={"customer_name": "david"}),
    ],
    [
        T("היי", "greeting"),
        T("מה היתרה של נועה פרידמן", "customer_balance", about="noa", ents={"customer_name": "noa"}),
        T("תודה", "greeting"),
    ],
    [
        T("מה היתרה של כהן", "customer_balance", ents={"customer_name": "*"}, expect="answer_ambiguous"),
        T("שרה כהן", "customer_balance", about="sara", ents={"customer_name": "sara"}),
    ],
    [
        T("פרטים של תמר רוזנברג", "customer_lookup", about="tamar", ents={"customer_name": "tamar"}),
        T("יש לה חשבוניות פתוחות?", "invoice_status", about="tamar"),
        T("ומה היתרה", "customer_balance", about="tamar"),
    ],
    # ---- English ---------------------------------------------------------------------------------------
    [T("what's the balance of John Smith", "customer_balance", about="john", ents={"customer_name": "john"})],
    [
        T(
            "how much does Sarah Miller owe us?",
            "customer_balance",
            about="sarah_m",
            ents={"customer_name": "sarah_m"},
        )
    ],
    [T("balance for 050-111-2222", "customer_balance", about="sarah_m", ents={"phone": "0501112222"})],
    [
        T(
            "does +972 50 123 4567 have any debt",
            "customer_balance",
            about="dana",
            ents={"phone": "0501234567"},
        )
    ],
    [
        T(
            "outstanding balance sarah miler",
            "customer_balance",
            about="sarah_m",
            ents={"customer_name": "sarah_m"},
        )
    ],
    [
        T(
            "how much is owed by sarah@miller.com",
            "customer_balance",
            about="sarah_m",
            ents={"email": "sarah@miller.com"},
        )
    ],
    [T("what does the customer owe", "customer_balance", expect="answer_need_customer")],
    [T("is John Smith's laptop fixed yet?", "repair_status", about="john", ents={"customer_name": "john"})],
    [
        T(
            "repair status for Sarah Miller",
            "repair_status",
            about="sarah_m",
            ents={"customer_name": "sarah_m"},
        )
    ],
    [T("is the pixel ready for 0501112222", "repair_status", about="sarah_m", ents={"phone": "0501112222"})],
    [T("status of repair {repair:john1}", "repair_status", about="john")],
    [
        T(
            "any update on the repair for 054-999-0000?",
            "repair_status",
            about="john",
            ents={"phone": "0549990000"},
        )
    ],
    [T("was invoice INV-5001 paid", "invoice_status", inv="sarah1", ents={"invoice_number": "INV-5001"})],
    [T("status of invoice 1045", "invoice_status", inv="dana1", ents={"invoice_number": "1045"})],
    [T("invoice #7789 overdue?", "invoice_status", inv="garage2", ents={"invoice_number": "7789"})],
    [T("show me John Smith's invoices", "invoice_status", about="john", ents={"customer_name": "john"})],
    [
        T(
            "did sarah miller pay her bill",
            "invoice_status",
            about="sarah_m",
            ents={"customer_name": "sarah_m"},
        )
    ],
    [
        T(
            "invoice 12345678",
            "invoice_status",
            ents={"invoice_number": "12345678"},
            expect="answer_invoice_not_found",
        )
    ],
    [T("who is 0549990000", "customer_lookup", about="john", ents={"phone": "0549990000"})],
    [T("find customer Sarah Miller", "customer_lookup", about="sarah_m", ents={"customer_name": "sarah_m"})],
    [T("contact details for john smith", "customer_lookup", about="john", ents={"customer_name": "john"})],
    [
        T(
            "whose email is john.smith@example.com",
            "customer_lookup",
            about="john",
            ents={"email": "john.smith@example.com"},
        )
    ],
    [
        T(
            "lookup 052-123-4999",
            "customer_lookup",
            ents={"phone": "0521234999"},
            expect="answer_phone_not_found",
        )
    ],
    [T("what are your opening hours", "knowledge", kb="hours")],
    [T("what's the refund policy", "knowledge", kb="returns")],
    [T("how long is the warranty on repairs", "knowledge", kb="warranty")],
    [T("how much is shipping", "knowledge", kb="shipping")],
    [T("screen replacement price for iphone", "knowledge", kb="screen")],
    [T("hello", "greeting")],
    [T("hi there", "greeting")],
    [T("good morning", "greeting")],
    [T("thanks!", "greeting")],
    [T("help", "help")],
    [T("what can you do?", "help")],
    [T("what's the weather tomorrow", "unknown", ents={"date": "tomorrow"})],
    [T("write me a poem about the sea", "unknown")],
    [T("who won the game yesterday", "unknown", ents={"date": "yesterday"})],
    [T("book me a flight to london", "unknown")],
    [
        T(
            "John Smith paid $200 on March 3 2025, what's his balance",
            "customer_balance",
            about="john",
            ents={"customer_name": "john", "amount": "200.00 USD", "date": "2025-03-03"},
        )
    ],
    [
        T(
            "sarah miller says she paid 640 ILS today, was INV-5001 paid?",
            "invoice_status",
            inv="sarah1",
            ents={
                "customer_name": "sarah_m",
                "amount": "640.00 ILS",
                "date": "today",
                "invoice_number": "INV-5001",
            },
        )
    ],
    [
        T("who is 0501112222", "customer_lookup", about="sarah_m", ents={"phone": "0501112222"}),
        T("how much does she owe?", "customer_balance", about="sarah_m"),
        T("and her repair?", "repair_status", about="sarah_m"),
    ],
    [
        T("balance of john smith", "customer_balance", about="john", ents={"customer_name": "john"}),
        T("and his invoices", "invoice_status", about="john"),
    ],
    # ---- mixed Hebrew and English, more Hebrew -----------------------------------------------------------
    [T("balance של דנה כהן", "customer_balance", about="dana", ents={"customer_name": "dana"})],
    [T("ה-invoice של משה פרץ", "invoice_status", about="moshe", ents={"customer_name": "moshe"})],
    [T("התיקון של John Smith מוכן?", "repair_status", about="john", ents={"customer_name": "john"})],
    [T("מה היתרה של Sarah Miller", "customer_balance", about="sarah_m", ents={"customer_name": "sarah_m"})],
    [T("יתרה ל0527878787", "customer_balance", about="omer", ents={"phone": "0527878787"})],
    [T("מהטלפון 0535556677 התקשרו, מי זה?", "customer_lookup", about="itai", ents={"phone": "0535556677"})],
    [T("שלום, מה היתרה של גיל ברק?", "customer_balance", about="gil", ents={"customer_name": "gil"})],
    [
        T(
            "היי תבדוק בבקשה אם החשבונית 1046 שולמה",
            "invoice_status",
            inv="dana2",
            ents={"invoice_number": "1046"},
        )
    ],
    [T("תיקון של אלון בן דוד", "repair_status", about="alon", ents={"customer_name": "alon"})],
    [T("כמה חייב אלון בן-דוד", "customer_balance", about="alon", ents={"customer_name": "alon"})],
    [T("יתרה של יעקב חדד", "customer_balance", about="yaakov", ents={"customer_name": "yaakov"})],
    [T("יעקב חדד יש לו תיקון אצלנו?", "repair_status", about="yaakov", ents={"customer_name": "yaakov"})],
    [T("מה החוב של רחל אוחיון", "customer_balance", about="rachel", ents={"customer_name": "rachel"})],
    [T("ליאת שגיא חייבת משהו", "customer_balance", about="liat", ents={"customer_name": "liat"})],
    [T("לאיתי גולן יש חשבוניות?", "invoice_status", about="itai", ents={"customer_name": "itai"})],
    [T("תשלום של נועה פרידמן עבר?", "invoice_status", about="noa", ents={"customer_name": "noa"})],
    [T("שלחתם לנועה פרידמן חשבונית?", "invoice_status", about="noa", ents={"customer_name": "noa"})],
    [T("מה המספר של משה פרץ", "customer_lookup", about="moshe", ents={"customer_name": "moshe"})],
    [T("איפה גרה רונית אברהם", "customer_lookup", about="ronit", ents={"customer_name": "ronit"})],
    [T("איך מחזירים מוצר", "knowledge", kb="returns")],
    [T("האם יש משלוחים לאילת", "knowledge", kb="shipping")],
    [T("יש לכם אחריות", "knowledge", kb="warranty")],
    [T("מה קורה", "greeting")],
    [T("תודה, זה הכל", "greeting")],
    [T("מה אתה", "help")],
    [T("תקבע לי תור לרופא", "unknown")],
    [T("איזה יום היום", "unknown", ents={"date": "today"})],
    [T("מה השער של הדולר", "unknown")],
    [T("תשלח מייל ללקוחות", "unknown")],
    # ---- a second pass, written from messages staff actually send (no punctuation, first names only,
    # slang, typos), before running the engine on them -------------------------------------------------
    [T("תגיד כמה דנה חייבת", "customer_balance", about="dana", ents={"customer_name": "dana"})],
    [T("כמה משה חייב", "customer_balance", about="moshe", ents={"customer_name": "moshe"})],
    [T("מה מצב החשבון של אבי", "customer_balance", about="avi", ents={"customer_name": "avi"})],
    [T("מה יתרת החוב של הלקוח 0541112233", "customer_balance", about="moshe", ents={"phone": "0541112233"})],
    [
        T(
            "לקוחה בשם נועה פרידמן מבקשת לדעת כמה היא חייבת",
            "customer_balance",
            about="noa",
            ents={"customer_name": "noa"},
        )
    ],
    [
        T(
            "לקוח שילם 250₪ במזומן 0508887766 מה היתרה עכשיו",
            "customer_balance",
            about="avi",
            ents={"phone": "0508887766", "amount": "250.00 ILS"},
        )
    ],
    [
        T(
            "דנה כהן שילמה ב 12.10 מה נשאר",
            "customer_balance",
            about="dana",
            ents={"customer_name": "dana", "date": "{Y}-10-12"},
        )
    ],
    [
        T(
            "שלום רציתי לדעת מה עם התיקון של המחשב של יוסי",
            "repair_status",
            about="yossi",
            ents={"customer_name": "yossi"},
        )
    ],
    [
        T(
            "התקשרה רונית אברהם שואלת אם האייפון מוכן",
            "repair_status",
            about="ronit",
            ents={"customer_name": "ronit"},
        )
    ],
    [T("מתי המחשב של יוסי יהיה מוכן", "repair_status", about="yossi", ents={"customer_name": "yossi"})],
    [T("הגיע החלק לאייפון של ליאת שגיא?", "repair_status", about="liat", ents={"customer_name": "liat"})],
    [T("השעון של דוד שמעוני מוכן", "repair_status", about="david", ents={"customer_name": "david"})],
    [T("סטטוס המדפסת של אבי", "repair_status", about="avi", ents={"customer_name": "avi"})],
    [T("מה קורה עם תיקון {repair:david1}", "repair_status", about="david")],
    [
        T(
            "היי יש לנו חשבונית פתוחה על שם עומר אזולאי?",
            "invoice_status",
            about="omer",
            ents={"customer_name": "omer"},
        )
    ],
    [T("חשבונית 3301 - שולמה או לא", "invoice_status", inv="ronit1", ents={"invoice_number": "3301"})],
    [T("חשבונית מס' 1046 מה המצב", "invoice_status", inv="dana2", ents={"invoice_number": "1046"})],
    [
        T(
            "מה עם חשבונית 7789 של מוסך השלום",
            "invoice_status",
            inv="garage2",
            ents={"invoice_number": "7789", "customer_name": "garage"},
        )
    ],
    [
        T(
            "חשבוניות של דנה כהן מאוקטובר",
            "invoice_status",
            about="dana",
            ents={"customer_name": "dana", "date": "{Y}-10"},
        )
    ],
    [T("טלפון של שרה כהן", "customer_lookup", about="sara", ents={"customer_name": "sara"})],
    [T("מה הכתובת של דנה כהן", "customer_lookup", about="dana", ents={"customer_name": "dana"})],
    [T("המייל של יוסי לוי", "customer_lookup", about="yossi", ents={"customer_name": "yossi"})],
    [T("מה הנייד של ליאת", "customer_lookup", about="liat", ents={"customer_name": "liat"})],
    [T("תוציא לי את הפרטים של מיכל", "customer_lookup", about="michal", ents={"customer_name": "michal"})],
    [T("מי זה 052 3334455", "customer_lookup", about="noa", ents={"phone": "0523334455"})],
    [T("תבדוק מי התקשר מ 054-6667788", "customer_lookup", about="sara", ents={"phone": "0546667788"})],
    [
        T(
            "יש לנו לקוח עם הטלפון 0539876543?",
            "customer_lookup",
            about="ronit",
            ents={"phone": "0539876543"},
        )
    ],
    [
        T(
            "פרטים על הלקוח michal.biton@walla.co.il",
            "customer_lookup",
            about="michal",
            ents={"email": "michal.biton@walla.co.il"},
        )
    ],
    [T("אתם עובדים בשישי?", "knowledge", kb="hours")],
    [T("מה המדיניות לגבי החזרת מוצר", "knowledge", kb="returns")],
    [T("כמה עולה להחליף מסך בסמסונג", "knowledge", kb="screen")],
    [T("יש משלוח עד הבית?", "knowledge", kb="shipping")],
    [T("כמה זמן לוקח אבחון של מכשיר", "knowledge", kb="intake")],
    [T("תודה רבה על העזרה", "greeting")],
    [T("אחלה תודה", "greeting")],
    [T("מה אתה יכול לעשות בשבילי", "help")],
    [T("מה השעה", "unknown")],
    [T("תרגם לי לאנגלית את המילה שלום", "unknown")],
    [T("כמה עולה ביטקוין היום", "unknown", ents={"date": "today"})],
    [T("תמליץ על מסעדה טובה בתל אביב", "unknown")],
    [
        T("היתרה של אבי מזרחי", "customer_balance", about="avi", ents={"customer_name": "avi"}),
        T("ויש לו משהו בתיקון?", "repair_status", about="avi"),
        T("ומה הטלפון שלו", "customer_lookup", about="avi"),
    ],
    [
        T("חשבונית 3302", "invoice_status", inv="michal1", ents={"invoice_number": "3302"}),
        T("כמה היא חייבת בסך הכל", "customer_balance", about="michal"),
    ],
    [
        T("תיקון {repair:yossi1}", "repair_status", about="yossi"),
        T("כמה הוא חייב לנו", "customer_balance", about="yossi"),
    ],
    [
        T("של מי הטלפון 0523334455", "customer_lookup", about="noa", ents={"phone": "0523334455"}),
        T("יש לה חשבונית פתוחה", "invoice_status", about="noa"),
    ],
    [
        T("מה החוב של דנה כהן", "customer_balance", about="dana", ents={"customer_name": "dana"}),
        T("ושל יוסי לוי?", "customer_balance", about="yossi", ents={"customer_name": "yossi"}),
    ],
    [T("whats the balance on 0527654321", "customer_balance", about="yossi", ents={"phone": "0527654321"})],
    [T("john smith owes anything?", "customer_balance", about="john", ents={"customer_name": "john"})],
    [T("is sarah's phone ready", "repair_status", about="sarah_m", ents={"customer_name": "sarah_m"})],
    [T("opening hours on friday?", "knowledge", kb="hours")],
    [T("do you ship to eilat", "knowledge", kb="shipping")],
    [T("tell me a joke", "unknown")],
    [
        T("find 0549990000", "customer_lookup", about="john", ents={"phone": "0549990000"}),
        T("any open invoices for him?", "invoice_status", about="john"),
    ],
]

# Written after the engine was improved on DIALOGS, and run once before any further change: the
# figures on this part show how the engine does on messages it was not adjusted to.
HELD_OUT: list[list[Turn]] = [
    [
        T(
            "בדוק בבקשה כמה נשאר לרחל אוחיון לשלם",
            "customer_balance",
            about="rachel",
            ents={"customer_name": "rachel"},
        )
    ],
    [T("יש יתרה פתוחה ליעקב?", "customer_balance", about="yaakov", ents={"customer_name": "yaakov"})],
    [T("עומר אזולאי שילם?", "invoice_status", about="omer", ents={"customer_name": "omer"})],
    [T("054-9191919 חייבת משהו?", "customer_balance", about="liat", ents={"phone": "0549191919"})],
    [
        T(
            "הלקוח דוד שמעוני התקשר לשאול על השעון",
            "repair_status",
            about="david",
            ents={"customer_name": "david"},
        )
    ],
    [
        T(
            "מתי אפשר לאסוף את הפיקסל של שרה מילר",
            "repair_status",
            about="sarah_m",
            ents={"customer_name": "sarah_m"},
        )
    ],
    [T("תיקון של איתי גולן - יש עדכון?", "repair_status", about="itai", ents={"customer_name": "itai"})],
    [T("האם המדפסת של אבי מזרחי כבר תוקנה", "repair_status", about="avi", ents={"customer_name": "avi"})],
    [T("מה מצב האייפון 11 של ליאת", "repair_status", about="liat", ents={"customer_name": "liat"})],
    [T("חשבונית 5531 שולמה כבר?", "invoice_status", inv="noa1", ents={"invoice_number": "5531"})],
    [T("מה יתרת החשבונית A-1001", "invoice_status", inv="tamar1", ents={"invoice_number": "A-1001"})],
    [T("תבדוק אם INV-5002 שולמה", "invoice_status", inv="john1", ents={"invoice_number": "INV-5002"})],
    [T("כמה שולם מחשבונית 3302", "invoice_status", inv="michal1", ents={"invoice_number": "3302"})],
    [
        T(
            "חשבונית 2024-117 מתי היה צריך לשלם אותה",
            "invoice_status",
            inv="moshe1",
            ents={"invoice_number": "2024-117"},
        )
    ],
    [T("חשבוניות באיחור של מוסך השלום", "invoice_status", about="garage", ents={"customer_name": "garage"})],
    [T("מה הטלפון של יעקב חדד", "customer_lookup", about="yaakov", ents={"customer_name": "yaakov"})],
    [T("מי הלקוח עם הנייד 0532323232", "customer_lookup", about="gil", ents={"phone": "0532323232"})],
    [T("מה המייל של תמר רוזנברג", "customer_lookup", about="tamar", ents={"customer_name": "tamar"})],
    [T("חפש את עומר", "customer_lookup", about="omer", ents={"customer_name": "omer"})],
    [T("מי זה +972-54-7778899", "customer_lookup", about="alon", ents={"phone": "0547778899"})],
    [
        T(
            "tamar.r@example.co.il מי זאת",
            "customer_lookup",
            about="tamar",
            ents={"email": "tamar.r@example.co.il"},
        )
    ],
    [T("כמה זמן יש להחזיר מוצר", "knowledge", kb="returns")],
    [T("אפשר לקבל זיכוי בלי חשבונית?", "knowledge", kb="returns")],
    [T("האחריות מכסה נזקי מים?", "knowledge", kb="warranty")],
    [T("המשלוח בחינם?", "knowledge", kb="shipping")],
    [T("אתם פתוחים בשבת", "knowledge", kb="hours")],
    [T("כמה עולה מסך לסמסונג", "knowledge", kb="screen")],
    [T("בוקר אור", "greeting")],
    [T("יום טוב", "greeting")],
    [T("מה אפשר לעשות פה", "help")],
    [T("איך זה עובד", "help")],
    [T("תזכיר לי מחר להתקשר לספק", "unknown", ents={"date": "tomorrow"})],
    [T("מה המחיר של דלק היום", "unknown", ents={"date": "today"})],
    [
        T("מי זה 0505656565", "customer_lookup", about="tamar", ents={"phone": "0505656565"}),
        T("כמה היא חייבת", "customer_balance", about="tamar"),
        T("ואיזה חשבוניות פתוחות יש לה", "invoice_status", about="tamar"),
    ],
    [
        T("תיקונים של משה פרץ", "repair_status", about="moshe", ents={"customer_name": "moshe"}),
        T("ושל אבי?", "repair_status", about="avi", ents={"customer_name": "avi"}),
    ],
    [
        T("חשבונית 7789", "invoice_status", inv="garage2", ents={"invoice_number": "7789"}),
        T("מי הלקוח הזה", "customer_lookup", about="garage"),
    ],
    [
        T(
            "when will john smith's macbook be ready",
            "repair_status",
            about="john",
            ents={"customer_name": "john"},
        )
    ],
    [T("has invoice 3301 been paid", "invoice_status", inv="ronit1", ents={"invoice_number": "3301"})],
    [
        T(
            "phone number of sarah miller",
            "customer_lookup",
            about="sarah_m",
            ents={"customer_name": "sarah_m"},
        )
    ],
    [T("what's your return policy", "knowledge", kb="returns")],
    [T("hey", "greeting")],
    [T("translate hello to french", "unknown")],
]

# Written on 2026-11-24 after the engine's then last change and before looking at any failure of the shared
# development set, of the kinds issue 15 lists: a repair asked by its item (and its everyday name), the
# remaining amount of one invoice by number, knowledge questions that mention technicians, visits or
# collecting a device, out-of-domain requests holding a customer's first name, pronoun follow-ups about
# an item. The engine must not be fitted to these: they are the figure that counts.
UNSEEN: list[list[Turn]] = [
    [T("הלפטופ של יוסי לוי מוכן?", "repair_status", about="yossi", ents={"customer_name": "yossi"})],
    [T("מה קורה עם הגלקסי של 054-1112233", "repair_status", about="moshe", ents={"phone": "0541112233"})],
    [T("המחשב של ג'ון סמית כבר תוקן?", "repair_status", about="john", ents={"customer_name": "john"})],
    [T("is michal biton's ipad back yet", "repair_status", about="michal", ents={"customer_name": "michal"})],
    [T("השעון החכם של דוד שמעוני", "repair_status", about="david", ents={"customer_name": "david"})],
    [T("יש חדש על הטאבלט של רחל אוחיון?", "repair_status", about="rachel", ents={"customer_name": "rachel"})],
    [
        T(
            "any news on the printer for 050-888-7766",
            "repair_status",
            about="avi",
            ents={"phone": "0508887766"},
        )
    ],
    [T("האייפון של דנה כהן מוכן לאיסוף?", "repair_status", about="dana", ents={"customer_name": "dana"})],
    [T("כמה נשאר לשלם על חשבונית 1046", "invoice_status", inv="dana2", ents={"invoice_number": "1046"})],
    [
        T(
            "how much is still owed on invoice 3302",
            "invoice_status",
            inv="michal1",
            ents={"invoice_number": "3302"},
        )
    ],
    [T("יתרה לתשלום בחשבונית 2024-117", "invoice_status", inv="moshe1", ents={"invoice_number": "2024-117"})],
    [T("מה נשאר פתוח בחשבונית A-1001?", "invoice_status", inv="tamar1", ents={"invoice_number": "A-1001"})],
    [T("לכמה זמן הטכנאי נותן אחריות על תיקון", "knowledge", kb="warranty")],
    [T("מה הנוהל כשלקוח מביא מכשיר לתיקון", "knowledge", kb="intake")],
    [T("עד איזו שעה אפשר לבוא לאסוף מכשיר ביום שישי", "knowledge", kb="hours")],
    [T("how long does the first diagnosis of a repair take", "knowledge", kb="intake")],
    [T("כמה עולה לטכנאי שלכם להחליף מסך באייפון", "knowledge", kb="screen")],
    [T("does the repair warranty cover water damage", "knowledge", kb="warranty")],
    [T("תמליץ על מסעדה טובה בתל אביב", "unknown")],
    [T("איך מכינים שקשוקה כמו של סבתא רחל", "unknown")],
    [T("book me a flight to rome with john", "unknown")],
    [T("תקנה לי חלב ולחם בסופר ליד דנה", "unknown")],
    [T("איפה כדאי לטוס בחופשה עם משה", "unknown")],
    [T("what's the weather like for omer's trip", "unknown")],
    [
        T("מה היתרה של דנה כהן", "customer_balance", about="dana", ents={"customer_name": "dana"}),
        T("והאייפון שלה?", "repair_status", about="dana"),
    ],
    [
        T("details of john smith", "customer_lookup", about="john", ents={"customer_name": "john"}),
        T("and his macbook?", "repair_status", about="john"),
    ],
    [
        T("מי זה 0541112233", "customer_lookup", about="moshe", ents={"phone": "0541112233"}),
        T("הגלקסי שלו מוכן?", "repair_status", about="moshe"),
    ],
    [
        T("כמה חייבת מיכל ביטון", "customer_balance", about="michal", ents={"customer_name": "michal"}),
        T("והטאבלט שלה נמסר כבר?", "repair_status", about="michal"),
    ],
]

# UNSEEN was looked at while the engine was changed for issue 15, so it no longer counts as unseen.
# UNSEEN_AFTER was written on 2026-11-24 after the engine's last change of that work and scored once,
# with no change to the engine since: this is the figure that counts.
UNSEEN_AFTER: list[list[Turn]] = [
    [T("נו מה עם המדפסת של אבי", "repair_status", about="avi", ents={"customer_name": "avi"})],
    [T("האייפד של מיכל ביטון תוקן?", "repair_status", about="michal", ents={"customer_name": "michal"})],
    [
        T(
            "the pixel of sarah miller, fixed yet?",
            "repair_status",
            about="sarah_m",
            ents={"customer_name": "sarah_m"},
        )
    ],
    [T("מתי יהיה מוכן הלנובו של יוסי לוי", "repair_status", about="yossi", ents={"customer_name": "yossi"})],
    [T("0502223344 השעון שלו", "repair_status", about="david", ents={"phone": "0502223344"})],
    [T("כמה עוד צריך לשלם על 3302", "invoice_status", inv="michal1", ents={"invoice_number": "3302"})],
    [T("remaining on invoice 7789?", "invoice_status", inv="garage2", ents={"invoice_number": "7789"})],
    [T("מה היתרה בחשבונית 5531", "invoice_status", inv="noa1", ents={"invoice_number": "5531"})],
    [T("הטכנאי אמר שיש אחריות, לכמה ימים זה", "knowledge", kb="warranty")],
    [T("אפשר לאסוף תיקון בשבת?", "knowledge", kb="hours")],
    [T("what is the procedure when a customer brings in a device", "knowledge", kb="intake")],
    [T("מחיר החלפת מסך לסמסונג", "knowledge", kb="screen")],
    [T("כמה עולה משלוח עד הבית", "knowledge", kb="shipping")],
    [T("תכתוב לי שיר יום הולדת לנועה", "unknown")],
    [T("מה נשמע בחדשות היום על אבי", "unknown")],
    [T("recommend a good pizza place near tamar's house", "unknown")],
    [T("תזמין לי מונית לתל אביב", "unknown")],
    [
        T("חפש את ליאת שגיא", "customer_lookup", about="liat", ents={"customer_name": "liat"}),
        T("והאייפון שלה?", "repair_status", about="liat"),
    ],
    [
        T("כמה חייב יוסי לוי", "customer_balance", about="yossi", ents={"customer_name": "yossi"}),
        T("והמחשב שלו?", "repair_status", about="yossi"),
    ],
    [
        T("phone of david shimoni", "customer_lookup", about="david", ents={"customer_name": "david"}),
        T("is his watch ready?", "repair_status", about="david"),
    ],
]


# UNSEEN_AFTER was then looked at too, by the understanding work of issue 15 (names as typed, items and
# numbers linked to the records, knowledge by concept). FRESH was written on 2026-11-24 after that
# work's last engine change and scored once with no change since: the figure that counts now.
FRESH: list[list[Turn]] = [
    [T("Dana Cohen's iphone - any update?", "repair_status", about="dana", ents={"customer_name": "dana"})],
    [T("how much does Yossi Levi still owe us", "customer_balance", about="yossi", ents={"customer_name": "yossi"})],
    [T("מה עם הגלקסי של פרץ", "repair_status", about="moshe", ents={"customer_name": "moshe"})],
    [T("האם נשאר משהו לשלם על 5531", "invoice_status", inv="noa1", ents={"invoice_number": "5531"})],
    [T("what is Rachel Ohayon's phone number", "customer_lookup", about="rachel", ents={"customer_name": "rachel"})],
    [T("תמצא לי את הלקוח גיל ברק", "customer_lookup", about="gil", ents={"customer_name": "gil"})],
    [T("is the macbook of john smith fixed?", "repair_status", about="john", ents={"customer_name": "john"})],
    [T("תזמין לי שולחן במסעדה לשעה שמונה עם דנה", "unknown")],
    [T("do you ship outside the city?", "knowledge", kb="shipping")],
    [T("עד מתי פתוח ביום שישי", "knowledge", kb="hours")],
    [T("המדפסת של מזרחי כבר נבדקה?", "repair_status", about="avi", ents={"customer_name": "avi"})],
    [T("כמה חייב מוסך השלום", "customer_balance", about="garage", ents={"customer_name": "garage"})],
    [
        T("פרטים של תמר רוזנברג", "customer_lookup", about="tamar", ents={"customer_name": "tamar"}),
        T("והחשבונית שלה שולמה?", "invoice_status", about="tamar"),
    ],
    [
        T("what does Itai Golan owe", "customer_balance", about="itai", ents={"customer_name": "itai"}),
        T("and Noa Friedman?", "customer_balance", about="noa", ents={"customer_name": "noa"}),
    ],
    [T("שלום, מה הסטטוס של חשבונית A-1001", "invoice_status", inv="tamar1", ents={"invoice_number": "A-1001"})],
    [T("תרגם לי 'חשבונית' לאנגלית", "unknown")],
    [T("how is the tablet of Rachel", "repair_status", about="rachel", ents={"customer_name": "rachel"})],
]  # fmt: skip


# FRESH was looked at by the work that followed it. BLIND was written on 2026-11-24 (second session of
# issue 15) before any failure of the engine was looked at, in new wording over the same records (plus two
# customers who share a phone): repairs asked by their item, the remaining or paid amount of one invoice,
# knowledge questions that must quote the item's sentence (``quote``) or say "I don't know" when no item
# covers them, out-of-domain questions holding business words or names, world knowledge, counts that add
# up and a shared phone (``mention``: text every right answer holds), follow-ups. Its first run is the
# figure before the change; the engine is not fitted to single items of it.
BLIND: list[list[Turn]] = [
    # a repair asked by its item
    [T("השעון של דוד שמעוני הגיע כבר למעבדה?", "repair_status", about="david", ents={"customer_name": "david"})],
    [T("מתי דנה כהן יכולה לבוא לקחת את הטלפון שלה", "repair_status", about="dana", ents={"customer_name": "dana"})],
    [T("אייפון 11 של 054-9191919, הגיע החלק?", "repair_status", about="liat", ents={"phone": "0549191919"})],
    [T("where is avi mizrahi's printer at", "repair_status", about="avi", ents={"customer_name": "avi"})],
    [T("any progress with the galaxy for moshe peretz", "repair_status", about="moshe", ents={"customer_name": "moshe"})],
    [T("הנייד של יוסי לוי עדיין מחכה לחלקים?", "repair_status", about="yossi", ents={"customer_name": "yossi"})],
    [T("Sarah Miller's phone, can she come get it?", "repair_status", about="sarah_m", ents={"customer_name": "sarah_m"})],
    [T("הטאבלט של רחל אוחיון בוטל?", "repair_status", about="rachel", ents={"customer_name": "rachel"})],
    [T("did john smith's laptop get fixed", "repair_status", about="john", ents={"customer_name": "john"})],
    [T("מה קורה עם האייפד של ביטון", "repair_status", about="michal", ents={"customer_name": "michal"})],
    # one invoice by its number: what is left, what was paid
    [T("כמה נותר לגבות על חשבונית 1046", "invoice_status", inv="dana2", mention=["500.00"], ents={"invoice_number": "1046"})],
    [T("how much is left to pay on INV-5001", "invoice_status", inv="sarah1", mention=["640.00"], ents={"invoice_number": "INV-5001"})],
    [T("כמה כבר שולם על 3302", "invoice_status", inv="michal1", mention=["1,500.00"], ents={"invoice_number": "3302"})],
    [T("what's the outstanding amount on invoice 7789", "invoice_status", inv="garage2", mention=["3,200.00"], ents={"invoice_number": "7789"})],
    [T("חשבונית 2024-117, מה היתרה שלה?", "invoice_status", inv="moshe1", mention=["560.00"], ents={"invoice_number": "2024-117"})],
    [T("is invoice 8800 still open", "invoice_status", inv="omer1", ents={"invoice_number": "8800"})],
    [T("חשבונית 9999 שולמה?", "invoice_status", expect="answer_invoice_not_found", ents={"invoice_number": "9999"})],
    # knowledge: the answer quotes the item's sentence
    [T("כמה ימים יש ללקוח להחזיר מוצר", "knowledge", kb="returns", quote="14")],
    [T("how many days is the warranty on a repair", "knowledge", kb="warranty", quote="90")],
    [T("הטכנאי צריך לצלם את המכשיר כשמקבלים אותו?", "knowledge", kb="intake", quote="מצלמים")],
    [T("what time do you close on friday", "knowledge", kb="hours", quote="13:00")],
    [T("כמה עולה משלוח להזמנה קטנה", "knowledge", kb="shipping", quote="35")],
    [T("החלפת מסך לאייפון, כמה זה עולה", "knowledge", kb="screen", quote="450")],
    [T("does the warranty cover a cracked screen", "knowledge", kb="warranty", quote="שבר")],
    [T("באיזה אמצעי תשלום מקבלים את הזיכוי", "knowledge", kb="returns", quote="אמצעי התשלום המקורי")],
    # knowledge: nothing in the base covers the question
    [T("האם הטכנאי שלכם עושה ביקורי בית?", "knowledge", expect="answer_knowledge_none")],
    [T("do you offer a loaner phone while mine is being repaired", "knowledge", expect="answer_knowledge_none")],
    [T("יש חניה ליד המעבדה?", "knowledge", expect="answer_knowledge_none")],
    [T("do you accept payment in bitcoin", "knowledge", expect="answer_knowledge_none")],
    [T("כמה עולה החלפת סוללה לאייפון", "knowledge", expect="answer_knowledge_none")],
    # out of domain, with business words, names, or world knowledge
    [T("מה שער הדולר היום", "unknown", ents={"date": "today"})],
    [T("how much does a tesla cost", "unknown")],
    [T("מי ראש הממשלה של צרפת", "unknown")],
    [T("what is the capital of australia", "unknown")],
    [T("כמה עולה כרטיס לסרט בסינמה סיטי", "unknown")],
    [T("תשלח לדנה ברכה ליום ההולדת", "unknown")],
    [T("מה היתרה בחשבון הבנק שלי", "unknown")],
    [T("what's the status of my amazon order", "unknown")],
    [T("מתי המשחק הבא של מכבי תל אביב", "unknown")],
    [T("how do I fix a leaking faucet", "unknown")],
    [T("כמה קלוריות יש בתפוח", "unknown")],
    # a phone shared by two; counts that add up
    [T("מה היתרה של 054-6060606", "customer_balance", mention=["אורנה אלקיים", "שלמה אלקיים"], ents={"phone": "0546060606"})],
    [T("who is 0546060606", "customer_lookup", mention=["אורנה אלקיים", "שלמה אלקיים"], ents={"phone": "0546060606"})],
    [T("מה היתרה של שלמה אלקיים", "customer_balance", about="shlomo", mention=["באיחור"], ents={"customer_name": "shlomo"})],
    [T("what does dana cohen owe us", "customer_balance", about="dana", mention=["2 unpaid invoices", "1 of them overdue"], ents={"customer_name": "dana"})],
    [T("מוסך השלום חייבים לנו כסף?", "customer_balance", about="garage", mention=["חשבונית אחת"], ents={"customer_name": "garage"})],
    # follow-ups
    [
        T("תמצא את משה פרץ", "customer_lookup", about="moshe", ents={"customer_name": "moshe"}),
        T("הגלקסי שלו מוכן לאיסוף?", "repair_status", about="moshe"),
        T("וכמה הוא חייב", "customer_balance", about="moshe"),
    ],
    [
        T("invoice 3302", "invoice_status", inv="michal1", ents={"invoice_number": "3302"}),
        T("whose is it?", "customer_lookup", about="michal"),
        T("and her ipad?", "repair_status", about="michal"),
    ],
    [
        T("מה עם המקבוק של ג'ון סמית", "repair_status", about="john", ents={"customer_name": "john"}),
        T("והחשבונית שלו?", "invoice_status", about="john"),
    ],
    [
        T("balance of yossi levi", "customer_balance", about="yossi", ents={"customer_name": "yossi"}),
        T("and his laptop?", "repair_status", about="yossi"),
    ],
    [
        T("חשבונית A-1001", "invoice_status", inv="tamar1", ents={"invoice_number": "A-1001"}),
        T("של מי היא?", "customer_lookup", about="tamar"),
    ],
    # greetings and help in new words
    [T("ערב טוב לכולם", "greeting")],
    [T("good evening", "greeting")],
    [T("what kind of questions can you answer", "help")],
    [T("במה אתה יכול לעזור לי", "help")],
]  # fmt: skip


def turns() -> list[Turn]:
    return [turn for dialog in DIALOGS + HELD_OUT + UNSEEN + UNSEEN_AFTER + FRESH + BLIND for turn in dialog]

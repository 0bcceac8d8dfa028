"""A DEVELOPMENT set written by helper ``money43`` (session 43, 2026-12-05, issue 15) about
``shops/katzaf.json`` (קצף, commercial laundry machines) as business ``katzaf-m`` and ``shops/harama.json``
(הרמה, forklift service) as ``harama-m`` (batch ``s43m``). Its items may be looked at and the engine tuned
on them; it is NOT held out.

Why: over the ten held-out writers (1,939 rows, counted only, never read) the commonest confusion between
record intents is a balance question read as an invoice question (13 rows), and the reverse 6; session 42's
``asked_clause`` moved none of the 13. The writer of this set saw only those counts, the two businesses'
fixtures and the row shape; every question was written before any was sent. Most rows ask what a customer
owes in all (their account, open debt, what is left to collect, how many unpaid invoices, their statement,
overdue in total) while naming invoices, payments, cheques, receipts or amounts; the others ask about one
invoice (by number, or "the last invoice of X") while naming the customer and money; several customers are
asked both ways. Voices: a bookkeeper, the owner, a clerk, a collector calling debtors, an accountant's
office (כרטסת, יתרת חוב, חוב פתוח, ח-ן), English "AR", "outstanding", "statement", "account". Hebrew ~60%.
A name is an entity only where it is typed as the card writes it.

First run (main ``af90cbc``, records first): intent 0.74 (katzaf-m 0.67, harama-m 0.80), entities 0.99,
answers 0.91. Balances 0.52 / 0.64 (33 of 61 right), invoices 0.95 / 1.00. Most balances naming an invoice
read as an invoice: the singular noun anywhere, a number told beside the question (the answer linked it and
made it an invoice question), "open"/"overdue" in the asking clause, the invoices in the plural as money.

After money43's ``engine/account_asked.py`` (the asking part decides: the account, or one invoice it
identifies), records first, with the learned model trained without this set (``INTENT_MODEL_LEAVE_OUT=
katzaf-m,harama-m``, so its rows are not learned): intent 0.93 (0.92 / 0.94), entities 1.00, answers 0.99;
balances 54 of 61, invoices 41 of 41; 22 rows better, none worse. The two Hebrew rows about a draft invoice
name it in their facts instead of its status after the first run: the shared scorer has no Hebrew word for
a draft. Left: "נשאר לה עוד משהו לשלם" and "anything left on his account" after an invoice told (no word
of owing); two questions in one ("is he paid up or does he still have invoices open?"); "how many open
invoices has <name>", which the older sets read as the invoices (kept so); "AR aging" read as knowledge.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, Row, en, he, iv, nm

KATZAF = [
    # the hotel (c01): one paid, one open, one overdue
    he(
        "כמה חשבוניות פתוחות יש למלון ים התכלת ועל כמה כסף מדובר?", BAL, nm("מלון ים התכלת"), [("bal", "c01")]
    ),
    he(
        "החשבונית האחרונה של מלון ים התכלת, כמה נשאר עליה לשלם?", INV, nm("מלון ים התכלת"), [("ileft", "i02")]
    ),
    en(
        "Yam Hatchelet hotel paid 5012/26 in full - so what's still outstanding on their account?",
        BAL,
        [],
        [("bal", "c01")],
    ),
    he("ים התכלת שילמו את KZ-0418?", INV, iv("KZ-0418"), [("ist", "i03")]),
    he(
        "מה יתרת החוב של מלון ים התכלת אחרי ההעברה של החשבונית הגדולה?",
        BAL,
        nm("מלון ים התכלת"),
        [("bal", "c01")],
    ),
    # the Carmel laundry (c02): part paid, one open
    he(
        'מכבסת הכרמל העבירו 2000 ש"ח על חשבון החשבונית, כמה הם עוד חייבים בסך הכל?', BAL, [], [("bal", "c02")]
    ),
    he("כמה נשאר לשלם על 5021/26 של מכבסת הכרמל?", INV, iv("5021/26"), [("ileft", "i04")]),
    en("Carmel laundry - open invoices, how much money in all?", BAL, [], [("bal", "c02")]),
    he('תוציאי לי כרטסת של מכבסת הכרמל בע"מ', BAL, nm('מכבסת הכרמל בע"מ'), [("bal", "c02")]),
    # Sunrise Linen (c03)
    en(
        "Sunrise Linen Services Ltd: total AR across all their invoices?",
        BAL,
        nm("Sunrise Linen Services Ltd"),
        [("bal", "c03")],
    ),
    en("how much did Sunrise Linen pay on 5051/26 so far?", INV, iv("5051/26"), [("ipaid", "i07")]),
    he("סאנרייז לינן - כמה חוב פתוח יש להם אצלנו, כולל החשבונית של החלקים?", BAL, [], [("bal", "c03")]),
    en("is KZ-0431 for Sunrise Linen still unpaid?", INV, iv("KZ-0431"), [("ist", "i08")]),
    en("Sunrise sent a cheque for 3000 last month. What's their balance now?", BAL, [], [("bal", "c03")]),
    # Rina Abutbul (c04)
    he(
        "רינה אבוטבול שילמה את החשבונית של 890, נשאר לה עוד משהו לשלם לנו?",
        BAL,
        nm("רינה אבוטבול"),
        [("bal", "c04")],
    ),
    he("החשבונית 80329 של רינה אבוטבול שולמה?", INV, iv("80329"), [("ist", "i10")]),
    # Samir Khoury (c05)
    he(
        'סמיר חורי, כמה הוא חייב לנו בסה"כ? אני יודע שאת הקטנה הוא סגר',
        BAL,
        nm("סמיר חורי"),
        [("bal", "c05")],
    ),
    he("מה עם 5019/26 של סמיר חורי, עדיין לא שולמה?", INV, iv("5019/26"), [("ist", "i11")]),
    en("Samir Khoury statement please, how much is open", BAL, [], [("bal", "c05")]),
    # Vladimir Kuznetsov (c06)
    he(
        "אחרי הצ'ק של ה-500 מולדימיר קוזנצוב, כמה עוד נשאר לגבות ממנו?",
        BAL,
        nm("ולדימיר קוזנצוב"),
        [("bal", "c06")],
    ),
    he("כמה שולם על KZ-0425 של קוזנצוב?", INV, iv("KZ-0425"), [("ipaid", "i14")]),
    en("Kuznetsov's account - is he paid up or does he still have invoices open?", BAL, [], [("bal", "c06")]),
    # Almaz Tesfaye (c07): nothing owed, a draft
    he("אלמז טספאיה סגורה איתנו? אין לה חשבוניות פתוחות?", BAL, nm("אלמז טספאיה"), [("bal", "c07")]),
    he(
        "החשבונית האחרונה של אלמז טספאיה כבר נשלחה או שהיא עוד טיוטה?",
        INV,
        nm("אלמז טספאיה"),
        [("about", "c07", "i16")],
    ),
    # Dana Rosenberg-Amar (c09)
    he(
        "דנה רוזנברג-עמר שילמה אלף על החשבון, מה היתרה שלה עכשיו?",
        BAL,
        nm("דנה רוזנברג-עמר"),
        [("bal", "c09")],
    ),
    he("כמה נשאר על החשבונית 5039/26?", INV, iv("5039/26"), [("ileft", "i18")]),
    # the old-age home (c10)
    he("בית אבות נווה אורנים - ח-ן לקוח, מה יתרת החוב?", BAL, nm("בית אבות נווה אורנים"), [("bal", "c10")]),
    he("נווה אורנים שילמו את 5044/26? הם תמיד משלמים שוטף פלוס 60", INV, iv("5044/26"), [("ist", "i20")]),
    en("how much is overdue in total for Neve Oranim, all invoices together?", BAL, [], [("bal", "c10")]),
    # Olga Petrova (c11)
    en("what's the AR on Olga Petrova?", BAL, nm("Olga Petrova"), [("bal", "c11")]),
    en("Olga Petrova - when is KZ-0437 due and has she paid it?", INV, iv("KZ-0437"), [("ist", "i22")]),
    he("אולגה פטרובה, כמה חשבוניות היא לא שילמה ובאיזה סכום?", BAL, [], [("bal", "c11")]),
    en(
        "I'm calling Olga Petrova about money - how much does she owe on her invoices?",
        BAL,
        nm("Olga Petrova"),
        [("bal", "c11")],
    ),
    # Yosef Haddad (c12)
    en(
        "Yosef Haddad paid the 1460 invoice; anything left on his account?",
        BAL,
        nm("Yosef Haddad"),
        [("bal", "c12")],
    ),
    en(
        "Yosef Haddad's last invoice - what's the amount and is it paid?",
        INV,
        nm("Yosef Haddad"),
        [("ist", "i24")],
    ),
    he("יוסף חדאד - מה מצב החשבון שלו?", BAL, [], [("bal", "c12")]),
    # Michael Stern (c13)
    en(
        "Michael Stern's balance after the partial payment on 5036/26?",
        BAL,
        nm("Michael Stern"),
        [("bal", "c13")],
    ),
    en("how much is still open on 5036/26, Michael Stern?", INV, iv("5036/26"), [("ileft", "i25")]),
    he("מייקל שטרן עוד חייב כסף או שסגר את החוב?", BAL, [], [("bal", "c13")]),
    # Ahmad Masarwa (c15)
    he("אני מתקשרת לחייבים היום. אחמד מסארווה - כמה הוא בפיגור?", BAL, nm("אחמד מסארווה"), [("bal", "c15")]),
    he("80314 של אחמד מסארווה, היא באיחור?", INV, iv("80314"), [("ist", "i28")]),
    # Tatiana Belov (c16)
    he("מה מצב החשבון של טטיאנה בלוב? יש לה חוב פתוח?", BAL, nm("טטיאנה בלוב"), [("bal", "c16")]),
    # Moshe Ben David-Levi (c17)
    he(
        "משה בן דוד-לוי שילם את 5042/26, כמה הוא עוד חייב לנו בכלל?",
        BAL,
        nm("משה בן דוד-לוי"),
        [("bal", "c17")],
    ),
    he("החשבונית האחרונה של משה בן דוד-לוי שולמה?", INV, nm("משה בן דוד-לוי"), [("ist", "i31")]),
    # Yonatan Gefen (c18)
    he("יונתן גפן - כמה כסף פתוח אצלו, כולל הריבית על האיחור?", BAL, nm("יונתן גפן"), [("bal", "c18")]),
    he("KZ-0421 של גפן - כמה נשאר לגבות עליה?", INV, iv("KZ-0421"), [("ileft", "i32")]),
    # the medical centre (c19): half paid, one open
    he(
        "כמה חשבוניות לא שולמו אצל מרכז רפואי שערי רפא ומה הסכום הכולל?",
        BAL,
        nm("מרכז רפואי שערי רפא"),
        [("bal", "c19")],
    ),
    he("שערי רפא שילמו חצי מ-5030/26, כמה נשאר עליה?", INV, iv("5030/26"), [("ileft", "i33")]),
    en(
        "Shaarei Refa medical center - total outstanding, the hospital's accounts dept is asking",
        BAL,
        [],
        [("bal", "c19")],
    ),
    he("מה יתרת הלקוח של שערי רפא בכרטסת?", BAL, [], [("bal", "c19")]),
    # the spa (c22)
    he(
        'ספא מי מלח בע"מ שילמו את החשבונית של 6200, מה הם עוד חייבים?',
        BAL,
        nm('ספא מי מלח בע"מ'),
        [("bal", "c22")],
    ),
    en("did Mei Melach spa pay 80340 yet?", INV, iv("80340"), [("ist", "i36")]),
]

HARAMA = [
    # Logistics South (c01)
    he(
        'לוגיסטיקה דרום בע"מ - כמה חוב פתוח יש להם על כל החשבוניות?',
        BAL,
        nm('לוגיסטיקה דרום בע"מ'),
        [("bal", "c01")],
    ),
    he("כמה נשאר על HR-4133 של לוגיסטיקה דרום אחרי ההעברה של 2000?", INV, iv("HR-4133"), [("ileft", "i02")]),
    he("החשבונית האחרונה של לוגיסטיקה דרום, של החלקים, כבר שולמה?", INV, [], [("ist", "i03")]),
    en("Logistika Darom statement: what's their open balance?", BAL, [], [("bal", "c01")]),
    he("כמה לוגיסטיקה דרום עוד צריכים להעביר לנו? קיבלנו מהם קבלה רק על חלק", BAL, [], [("bal", "c01")]),
    # Golden Grain Mills (c02)
    en(
        "Golden Grain Mills - how much do they owe us in all? the HR-4108 one was paid",
        BAL,
        nm("Golden Grain Mills"),
        [("bal", "c02")],
    ),
    en("has Golden Grain Mills paid HR-4140?", INV, iv("HR-4140"), [("ist", "i05")]),
    he("גולדן גריין, מה היתרה בחשבון שלהם?", BAL, [], [("bal", "c02")]),
    # Yossi Mizrahi (c03)
    he("יוסי מזרחי חייב לנו משהו? הוא אמר ששילם את כל החשבוניות", BAL, nm("יוסי מזרחי"), [("bal", "c03")]),
    he("יוסי מזרחי, החשבונית HR-4151, מתי היא לתשלום?", INV, iv("HR-4151"), [("ist", "i07")]),
    # Cold Chain (c04): a half-paid quarter and an open one
    he(
        "קולד צ'יין אחסון בקירור - מה סך החוב שלהם, שני הרבעונים של החוזה?",
        BAL,
        nm("קולד צ'יין אחסון בקירור"),
        [("bal", "c04")],
    ),
    he("כמה שילמו קולד צ'יין על SRV7702?", INV, iv("SRV7702"), [("ipaid", "i08")]),
    en("Cold Chain storage, AR aging - how much is open altogether?", BAL, [], [("bal", "c04")]),
    he(
        "החשבונית האחרונה של קולד צ'יין אחסון בקירור – כמה עוד פתוח עליה?",
        INV,
        nm("קולד צ'יין אחסון בקירור"),
        [("ileft", "i09")],
    ),
    he("קולד צ'יין מבקשים יתרת חוב מעודכנת לפני שהם מעבירים צ'ק, כמה להגיד להם?", BAL, [], [("bal", "c04")]),
    # Orit Stern (c05): paid up
    he("אורית שטרן שילמה את ה-450? יש לה עוד יתרה אצלנו?", BAL, nm("אורית שטרן"), [("bal", "c05")]),
    # Negev Steel Works (c06)
    en(
        "Negev Steel Works: how much is outstanding, including the parts invoice?",
        BAL,
        nm("Negev Steel Works"),
        [("bal", "c06")],
    ),
    en("how much is left to pay on HR-4127 for Negev Steel?", INV, iv("HR-4127"), [("ileft", "i11")]),
    he("נגב סטיל, כמה חשבוניות פתוחות יש להם?", BAL, [], [("bal", "c06")]),
    en(
        "Negev Steel Works' most recent invoice - did they pay any of it?",
        INV,
        nm("Negev Steel Works"),
        [("ist", "i12")],
    ),
    he(
        'מנהל החשבונות של נגב סטיל שאל כמה הם חייבים סה"כ, אני צריכה מספר לפני שאני חוזרת אליו',
        BAL,
        [],
        [("bal", "c06")],
    ),
    # Plastown (c07): a draft only
    he("פלסטאון תעשיות - הם סגורים? אין חוב פתוח?", BAL, nm("פלסטאון תעשיות"), [("bal", "c07")]),
    he("HR-4158 של פלסטאון יצאה כבר ללקוח?", INV, iv("HR-4158"), [("about", "c07", "i14")]),
    # Rami Abutbul (c08): one cancelled, one open
    he(
        "רמי אבוטבול, אחרי שביטלנו לו את החשבונית, כמה הוא עוד חייב?",
        BAL,
        nm("רמי אבוטבול"),
        [("bal", "c08")],
    ),
    he("HR-4137 של רמי אבוטבול בוטלה או שהיא עוד פתוחה?", INV, iv("HR-4137"), [("ist", "i15")]),
    # Coastline Beverages (c09)
    en(
        "Coastline Beverages - what's their total balance? they paid half of SRV7722",
        BAL,
        nm("Coastline Beverages"),
        [("bal", "c09")],
    ),
    en("how much is still due on SRV7722?", INV, iv("SRV7722"), [("ileft", "i18")]),
    en("Coastline's latest invoice, the parts one - paid or not?", INV, [], [("ist", "i19")]),
    he("קוסטליין, מה הם חייבים לנו על כל החשבוניות ביחד?", BAL, [], [("bal", "c09")]),
    # Super Deal (c10)
    he("סופר דיל מרכז - כמה כסף באיחור אצלם?", BAL, nm("סופר דיל מרכז"), [("bal", "c10")]),
    he("סופר דיל שילמו את HR-4143?", INV, iv("HR-4143"), [("ist", "i20")]),
    # Green Valley Nurseries (c12)
    en(
        "Green Valley Nurseries account - what do they owe after the 1500 payment?",
        BAL,
        nm("Green Valley Nurseries"),
        [("bal", "c12")],
    ),
    en("P-26-038, Green Valley - is it overdue?", INV, iv("P-26-038"), [("ist", "i23")]),
    he("משתלות גרין ואלי - תגיד לי מה החוב הפתוח שלהם", BAL, [], [("bal", "c12")]),
    he("כמה נשאר לשלם על HR-4149 של גרין ואלי?", INV, iv("HR-4149"), [("ileft", "i22")]),
    # Ben-Ami warehouses (c13)
    he(
        "מחסני בן-עמי, כמה הם עוד חייבים לנו? את HR-4118 הם כבר סגרו",
        BAL,
        nm("מחסני בן-עמי"),
        [("bal", "c13")],
    ),
    he("מה הסכום של החשבונית האחרונה של מחסני בן-עמי?", INV, nm("מחסני בן-עמי"), [("ist", "i25")]),
    # David Peretz (c14)
    he("דוד פרץ - יש לו חוב? שולחים לו תזכורת תשלום", BAL, nm("דוד פרץ"), [("bal", "c14")]),
    he("HR-4125 של דוד פרץ – כמה ימים היא באיחור?", INV, iv("HR-4125"), [("ist", "i26")]),
    # Harbor Timber Imports (c15)
    en(
        "Harbor Timber Imports - anything outstanding on their account?",
        BAL,
        nm("Harbor Timber Imports"),
        [("bal", "c15")],
    ),
    en("did Harbor Timber pay P-26-047?", INV, iv("P-26-047"), [("ist", "i28")]),
    # Erazim textiles (c16)
    he("טקסטיל ארזים שילמו 870 על החשבון. מה היתרה שלהם עכשיו?", BAL, nm("טקסטיל ארזים"), [("bal", "c16")]),
    he("כמה עוד פתוח על HR-4135 של טקסטיל ארזים?", INV, iv("HR-4135"), [("ileft", "i29")]),
    # Michael Grant (c17)
    en(
        "Michael Grant - how much does he owe in total? chasing overdue accounts today",
        BAL,
        nm("Michael Grant"),
        [("bal", "c17")],
    ),
    en("is HR-4142 for Michael Grant past due?", INV, iv("HR-4142"), [("ist", "i30")]),
    # Electro Marketing (c18): paid up, a draft
    he("אלקטרו שיווק - יתרה אפס או שיש משהו פתוח?", BAL, nm("אלקטרו שיווק"), [("bal", "c18")]),
    # Metro Packaging Solutions (c20)
    en(
        "Metro Packaging Solutions - how many unpaid invoices and how much?",
        BAL,
        nm("Metro Packaging Solutions"),
        [("bal", "c20")],
    ),
    en("SRV7715 Metro Packaging - amount and due date?", INV, iv("SRV7715"), [("ist", "i34")]),
    # Shlomo Jaber (c21)
    he("שלמה ג'אבר העביר 500, כמה הוא עוד חייב בסך הכל?", BAL, nm("שלמה ג'אבר"), [("bal", "c21")]),
    he("על HR-4148 של שלמה ג'אבר, כמה נשאר?", INV, iv("HR-4148"), [("ileft", "i35")]),
]

KATZAF_BATCHES: dict[str, list[Row]] = {"s43mk": KATZAF}
HARAMA_BATCHES: dict[str, list[Row]] = {"s43mh": HARAMA}

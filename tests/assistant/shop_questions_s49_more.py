"""Batches ``s49z`` (the counter's sales assistant), ``s49p`` (plain questions) and ``s49f`` (fresh: asked
right after each ``added_later`` step) about אופטיקה צלולה (``shops/tslula.json``); the module docstring of
``shop_questions_s49`` describes the set. HELD OUT: aggregates only; its rows are never looked at one by one,
rewritten or learned from. Written by session 49's helper `heldout49`.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

OP = ("open", "overdue")

# שיר, 23, at the counter and on the shop's WhatsApp phone; fast, unpunctuated, first names and typos,
# English when an English-speaking customer is standing in front of her.
S49Z: list[Row] = [
    he("היי", GREET),
    he("הרייבן של מרים שחר מוכן?? היא פה", REP, nm("מרים שחר"), [("rep", "r02")]),
    he("ויש לה משהו לשלם", BAL, [], [("bal", "c01")], True),
    he("מה עם המשקפיים של נועה שחר הבת שלה", REP, nm("נועה שחר"), [("rep", "r22")]),
    he("רגע כמה נועה חייבת", BAL, nm("נועה"), [("bal", "c24")]),
    he("שחר חייבים משהו?", BAL, nm("שחר"), [("names", "c01", "c02", "c24")]),
    he(
        "יש פה בחור עם אוקלי ספורט, גיל פרץ, אומר שהעדשות מטשטשות לו. רשום אצלנו שנמסרו?",
        REP,
        nm("גיל פרץ"),
        [("rep", "r21")],
    ),
    he("מה הסטטוס של הגוצי של אולגה", REP, nm("אולגה"), [("rep", "r12")]),
    he("מי זה 0544120937", LOOK, ph("0544120937"), [("name", "c02")]),
    he("כמה עולה בדיקת עיניים לעדשות מגע", KNOW, [], [("kn", "k02", "250")]),
    he(
        "אישה שואלת אם אפשר להחזיר משקפיים שהזמינה כי היא לא אוהבת את המסגרת בסוף",
        KNOW,
        [],
        [("kn", "k10", "7")],
    ),
    he("אמה גולדברג באה לנסות את הטוריות מה כתוב אצלנו", REP, nm("אמה גולדברג"), [("rep", "r19")]),
    he("מוחמד עסי מחכה על הקו כמה הוא חייב", BAL, nm("מוחמד עסי"), [("bal", "c08")]),
    he("יאללה ומה עם המולטי שלו", REP, [], [("rep", "r10")], True),
    he("יוסי אור בא לקחת את המתכהות, מוכן?", REP, nm("יוסי אור"), [("rep", "r13")]),
    he("תן טלפון של דניאל בראון", LOOK, nm("דניאל בראון"), [("phone", "c06")]),
    he("הטום פורד שלו נמסר נכון", REP, [], [("rep", "r07")], True),
    he("מה המייל של יעל כץ אני שולחת לה קבלה", LOOK, nm("יעל כץ"), [("email", "c07")]),
    he("חשבונית 3451 פתוחה?", INV, iv("3451"), [("ist", "i13")]),
    he("הקאנטרי שאלו על המשקפות שחייה הגיעו כבר?", REP, nm("קאנטרי"), [("rep", "r14")]),
    he("כמה הם חייבים", BAL, [], [("bal", "c12")], True),
    he("שלמה ברק חייב?", BAL, nm("שלמה ברק"), [("bal", "c16")]),
    he("עד איזה שעה עושים בדיקות ראייה", KNOW, [], [("kn", "k01", "18:30")]),
    he("נפל בורג ללקוח, המשקפיים לא מאיתנו. כמה לקחת ממנו", KNOW, [], [("kn", "k07", "30")]),
    he("כמה זמן לוקח מולטיפוקל מהרגע שמזמינים", KNOW, [], [("kn", "k08", "14")]),
    he("יש משקפיים במגירה של מישהו שלא בא כבר חצי שנה מה עושים", KNOW, [], [("kn", "k09", "90")]),
    he("כמה חייבת אתי", BAL, nm("אתי"), [("bal", "c17")]),
    he("ליאורה חדד אומרת ששילמה הכל על 3444 זה נכון?", INV, nm("ליאורה חדד") + iv("3444"), [("ist", "i20")]),
    he("תמליץ לי על מסגרת שמתאימה לפנים עגולות", UNK),
    he("אחי מה מזג האוויר מחר", UNK),
    he("איפה יש סושי טוב ליד ויצמן", UNK),
    he("מה אפשר לשאול אותך בכלל", HELP),
    en(
        "the guy at the counter, Tom Wexler, wants to know if he owes anything before he flies back",
        BAL,
        nm("Tom Wexler"),
        [("bal", "c15")],
    ),
    en("rachel glass oakleys ready?", REP, nm("rachel glass"), [("rep", "r04")]),
    en("how much is she still owing", BAL, [], [("bal", "c03")], True),
    en("customer asks how long the warranty on frames is", KNOW, [], [("kn", "k04", "12")]),
    en("emma goldberg phone pls", LOOK, nm("emma goldberg"), [("phone", "c20")]),
    en("who is +972 52 901 7734", LOOK, ph("+972 52 901 7734"), [("name", "c15")]),
    en("daniel brown owes anything?", BAL, nm("daniel brown"), [("bal", "c06")]),
    en("status of 3457", INV, iv("3457"), [("ist", "i17")]),
    en("kids deal price?", KNOW, [], [("kn", "k11", "390")]),
    en("Liora Hadad ray ban - still in the lab?", REP, nm("Liora Hadad"), [("rep", "r16")]),
    en("whats open for ofek hasaot", INV, nm("ofek hasaot"), [("ilist", "c22", OP)]),
    en("is there a customer named Sarah Klein", LOOK, nm("Sarah Klein"), []),
]

# Plain questions of every intent, half Hebrew and half English.
S49P: list[Row] = [
    he("כמה חייב רונן גבאי", BAL, nm("רונן גבאי"), [("bal", "c13")]),
    en("What is the balance of Olga Smirnov?", BAL, nm("Olga Smirnov"), [("bal", "c10")]),
    he("מה היתרה של 09-7665120", BAL, ph("09-7665120"), [("bal", "c04")]),
    en("How much does Shlomo Barak owe?", BAL, nm("Shlomo Barak"), [("bal", "c16")]),
    he("כמה חייבת שרה אפשטיין", BAL, nm("שרה אפשטיין"), []),
    he("מה הסטטוס של משקפי הנהיגה של אופק הסעות", REP, nm("אופק הסעות"), [("rep", "r20")]),
    en("What is the status of Yael Katz's contact lenses?", REP, nm("Yael Katz"), [("rep", "r08")]),
    he("מה מצב ההזמנה של מחלקת הרווחה", REP, nm("מחלקת הרווחה"), [("rep", "r23")]),
    en("What is the status of Hana Rosen's order?", REP, nm("Hana Rosen"), [("repc", "c21")]),
    en("Status of the frame repair for Eti Mizrahi", REP, nm("Eti Mizrahi"), [("rep", "r18")]),
    he("מה הסטטוס של חשבונית 3443", INV, iv("3443"), [("ist", "i19")]),
    en("Is invoice TZ-0124 paid?", INV, iv("TZ-0124"), [("ist", "i09")]),
    he("כמה נשאר לשלם על חשבונית TZ-0112", INV, iv("TZ-0112"), [("ileft", "i06")]),
    en("How much is left to pay on invoice 3452?", INV, iv("3452"), [("ileft", "i24")]),
    he("מה מצב חשבונית 3399", INV, iv("3399"), []),
    en("Which invoices are open for Mohammed Assi?", INV, nm("Mohammed Assi"), [("ilist", "c08", OP)]),
    he("מה הטלפון של גיל פרץ", LOOK, nm("גיל פרץ"), [("phone", "c19")]),
    en("Who is 0527719935?", LOOK, ph("0527719935"), [("name", "c20")]),
    he("מה הח.פ. של אופק הסעות", LOOK, nm("אופק הסעות"), [("tax", "c22")]),
    en("What is the email of Rachel Glass?", LOOK, nm("Rachel Glass"), [("email", "c03")]),
    he("מי זה 054-6170025", LOOK, ph("054-6170025"), [("name", "c23")]),
    en("Who is 050-0000000?", LOOK, ph("050-0000000"), []),
    he("מה שעות הפתיחה של החנות", KNOW, [], [("kn", "k01", "19:30")]),
    en("How long is the warranty on lens coatings?", KNOW, [], [("kn", "k04", "24")]),
    he("כמה עולה בדיקת ראייה", KNOW, [], [("kn", "k02", "120")]),
    en("How long do we keep glasses that were not picked up?", KNOW, [], [("kn", "k09", "90")]),
    he("שלום", GREET),
    en("Good afternoon", GREET),
    he("עזרה", HELP),
    en("What can you do?", HELP),
    he("מה השעה בניו יורק עכשיו", UNK),
    en("Order a pizza for the office", UNK),
]

# Fresh: each step's questions, asked the moment its records were made through the API.
S49F: list[list[Row]] = [
    [  # a new private customer, her invoice and her Prada glasses
        he("פתחתי כרטיס לשני אלמוג, כמה היא חייבת עכשיו?", BAL, nm("שני אלמוג"), [("bal", "c25")]),
        en("Shani Almog's Prada glasses - logged in?", REP, nm("Shani Almog"), [("rep", "r24")]),
        he("של מי חשבונית 3461", LOOK, iv("3461"), [("name", "c25"), ("about", "i33")]),
        en("What's Shani Almog's phone number?", LOOK, nm("Shani Almog"), [("phone", "c25")]),
    ],
    [  # an existing customer's new invoice and contact-lens order
        he("כמה רונן גבאי חייב עכשיו אחרי החשבונית החדשה", BAL, nm("רונן גבאי"), [("bal", "c13")]),
        en("Ronen Gabay's daily contact lenses - ordered?", REP, nm("Ronen Gabay"), [("rep", "r25")]),
        en("how much is left to pay on 3462", INV, iv("3462"), [("ileft", "i34")]),
        he("אילו חשבוניות פתוחות יש לרונן", INV, nm("רונן"), [("ilist", "c13", OP)]),
    ],
    [  # a new English-named business customer with a part-paid invoice
        en("Does Northwind Logistics owe us anything yet?", BAL, nm("Northwind Logistics"), [("bal", "c26")]),
        he("מה עם משקפי הבטיחות של נורת'ווינד", REP, nm("נורת'ווינד"), [("rep", "r26")]),
        en("How much did they pay on TZ-0128?", INV, iv("TZ-0128"), [("ipaid", "i35")]),
        he("מה הח.פ. של Northwind Logistics", LOOK, nm("Northwind Logistics"), [("tax", "c26")]),
    ],
]

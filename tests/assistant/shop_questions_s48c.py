"""Batches s48cx, s48cy, s48cz, s48cp and s48cf: questions about a locksmith, מנעולן הבירה – מנעולים, דלתות
וכספות (Manul HaBira: lockouts, cylinders, smart locks, steel doors and safes in Jerusalem,
``shops/manul.json``). DEVELOPMENT set written blind: engineers may read its rows to improve the engine, but
it was written without seeing the engine, its tests or any other writer's set.

Written by session 48's helper ``blind48c`` on 2026-12-06 (about 07:10 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them was sent to the engine. Voices:

- ``s48cx``: the office's call-centre dispatcher (מוקדנית) typing while a caller is on the line: mostly
  Hebrew, urgent, quoting the caller ("על הקו", "היא שואלת"), follow-ups by pronoun, a surname shared by
  two customers, a customer named by where he lives, an English caller passed on in English.
- ``s48cy``: the showroom salesman of doors and safes, an Israeli writing English with Hebrew word order and
  grammar ("how much stay to pay", "the door of him"), Hebrew-named customers in Latin letters (Omar
  Khatib, Avney Hen, Gabay, Hagefen, Gilo), door-order invoices D-03xx, prices and payment terms asked for
  a client; a few rows in Hebrew.
- ``s48cz``: a field locksmith dictating from his van by speech-to-text: no punctuation, run-on sentences
  that open with a greeting or where he is ("אני בדרך ל...", "I'm at ..."), invoice numbers as the
  dictation writes them (``M N 5156``, ``5134``, ``D 0311``), a misheard name (``Harmony sweets``),
  requests a phone assistant gets in a car (navigate, call my wife, play music); Hebrew and English.
- ``s48cp``: plain questions, half Hebrew and half English.
- ``s48cf``: questions asked right after each ``added_later`` step (a new English-named customer after a
  lockout, an existing customer's new key copies and invoice, a new restaurant with a locked safe).

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

# the dispatcher on the phone line
S48CX: list[Row] = [
    he("בוקר טוב, מתחילה משמרת", GREET),
    he("יוסף מלכה על הקו שואל מה עם הדלת החדשה שלו", REP, nm("יוסף מלכה"), [("rep", "r01")]),
    he("והמחזיר שמן?", REP, [], [("rep", "r03")], True),
    he("כמה הוא חייב לנו בסך הכל, הוא שואל", BAL, [], [("bal", "c01")], True),
    he("מלכה על הקו, כמה חייב?", BAL, nm("מלכה"), [("names", "c01", "c02")]),
    he("לקוחה ננעלה בחוץ ברחביה, כמה עולה לה פריצה", KNOW, [], [("kn", "k02", "350")]),
    he("לקוחה שואלת אם אפשר לשלם לטכנאי בביט", KNOW, [], [("kn", "k07", "ביט")]),
    he("בחור ננעל בחוץ ואין לו ת.ז. עליו, הטכנאי יכול לפתוח לו?", KNOW, [], [("kn", "k03", "תעודת זהות")]),
    he("עכשיו 11 בלילה ומישהו ננעל בחוץ, כמה תוספת זה", KNOW, [], [("kn", "k01", "150")]),
    he("מי זה 053-7720581 מתקשר כבר פעם שלישית", LOOK, ph("053-7720581"), [("name", "c07")]),
    he("מה עם הדלת של הבניין אצלם, טופל?", REP, [], [("rep", "r11")], True),
    he("כמה הם חייבים", BAL, [], [("bal", "c07")], True),
    he("שרה גולדשטיין מתקשרת, מה עם הקריאה שלה", REP, nm("שרה גולדשטיין"), [("rep", "r13")]),
    en("Sarah Goldstein again, she wants to know how much she owes", BAL, nm("Sarah Goldstein"),
       [("bal", "c09")]),
    he("אבני חן על הקו, הכספת מוכנה כבר?", REP, nm("אבני חן"), [("rep", "r14")]),
    he("והסורג שלהם?", REP, [], [("rep", "r15")], True),
    he("דחוף!! מאפיית הגפן הדלת האחורית עוד תקועה?", REP, nm("מאפיית הגפן"), [("rep", "r21")]),
    he("תן לי את הטלפון שלהם", LOOK, [], [("phone", "c17")], True),
    he("לקוח ננעל לו האוטו בחניון עם המפתח בפנים, אנחנו פותחים רכבים?", KNOW, [],
       [("kn", "k11", "מוסך מורשה")]),
    he("רבקה פרץ אומרת שפרצו לה לבית, הצילינדר כבר הוחלף?", REP, nm("רבקה פרץ"), [("rep", "r10")]),
    he("משה פרץ חייב משהו? הוא מתעקש שהכל שולם", BAL, nm("משה פרץ"), [("bal", "c11")]),
    he("פרץ מהנביאים, מה הטלפון שלו", LOOK, nm("פרץ"), [("phone", "c11")]),
    he("שירה בן דוד, המנעול של המרפסת סודר?", REP, nm("שירה בן דוד"), [("rep", "r20")]),
    he("כמה נשאר לה לשלם", BAL, [], [("bal", "c16")], True),
    he("מי זה 054-6692283", LOOK, ph("054-6692283"), [("name", "c18")]),
    he("מה עם הצילינדר אצלו", REP, [], [("rep", "r23")], True),
    he("לקוחה רוצה לבטל והטכנאי כבר בדרך אליה. היא משלמת משהו?", KNOW, [], [("kn", "k09", "100")]),
    he("עד איזה שעה אנחנו ביום שישי", KNOW, [], [("kn", "k01", "13:00")]),
    he("לקוח שואל אם אנחנו מגיעים לבית שמש וכמה עולה הנסיעה", KNOW, [], [("kn", "k02", "80")]),
    he("עומר חטיב שואל מתי מגיעה הדלת", REP, nm("עומר חטיב"), [("rep", "r18")]),
    he("ומה היתרה שלו", BAL, [], [("bal", "c14")], True),
    he("תני לי את המייל של ועד הבית הרב קוק 14", LOOK, nm("ועד הבית הרב קוק 14"), [("email", "c07")]),
    he("ערב טוב, נשארתי לבד במוקד, במה אתה יכול לעזור לי?", HELP),
    he("תזמין לי פיצה למשרד", UNK),
    he("השכנה של אבי חורי מתקשרת לשאול אם מישהו ראה את החתול שלו", UNK),
    he("מה מצב התנועה בכביש 1 עכשיו, הטכנאי תקוע", UNK),
    en("caller speaks english only - Michael Levin, is his door in production yet?", REP,
       nm("Michael Levin"), [("rep", "r19")]),
    en("he asks how long it takes to make a door", KNOW, [], [("kn", "k10", "14")], True),
    en("Daniel Cohen on the line, his smart lock app stopped working, is it still under warranty?", KNOW, [],
       [("kn", "k05", "12")]),
    en("does Daniel Cohen owe anything", BAL, nm("Daniel Cohen"), [("bal", "c05")]),
    he("היי", GREET),
    he("חשבונית MN-5144 שולמה? גברת גולדשטיין אומרת ששילמה", INV, iv("MN-5144"), [("ist", "i15")]),
    he("לנטליה קוזנצוב יש חשבונית פתוחה?", INV, nm("נטליה קוזנצוב"), [("ilist", "c12")]),
    en("the hotel on King David, whats the status with the card locks on floor 3", REP, nm("hotel"),
       [("rep", "r07")]),
    he("אורית מלכה על הקו, היא אומרת שהיא לא זוכרת כמה נשאר לה", BAL, nm("אורית מלכה"), [("bal", "c02")]),
]  # fmt: skip

# the showroom salesman, Israeli English
S48CY: list[Row] = [
    en("good morning to all", GREET),
    en("Omar Khatib still owe us money? how much", BAL, nm("Omar Khatib"), [("bal", "c14")]),
    en("and the door of him, it arrive already from the factory?", REP, [], [("rep", "r18")], True),
    en("the invoice D-0315 how much they paid until now", INV, iv("D-0315"), [("ipaid", "i22")]),
    en("Michael Levin the architect, what is with his project door", REP, nm("Michael Levin"),
       [("rep", "r19")]),
    en("his invoice D-0320 is sent already or still draft?", INV, iv("D-0320"), [("ist", "i24")], True),
    en("and D-0309 he paid all?", INV, iv("D-0309"), [("ist", "i23")], True),
    en("client ask me if he can pay the door in payments, how many", KNOW, [], [("kn", "k07", "6")]),
    en("how much is the advance for order a steel door", KNOW, [], [("kn", "k10", "30%")]),
    en("what warranty we give on the mechanism of the pladelet", KNOW, [], [("kn", "k05", "5")]),
    en("the multlock cylinder what is the price, and how much keys come with", KNOW, [],
       [("kn", "k04", "690")]),
    en("client want to copy security key, how much it cost for one", KNOW, [], [("kn", "k08", "45")]),
    en("the jewelry shop Avney Hen, what they owe", BAL, nm("Avney Hen"), [("bal", "c10")]),
    en("and the safe of them, the code mechanism came?", REP, [], [("rep", "r14")], True),
    en("which invoices open to Harmony Suites", INV, nm("Harmony Suites"), [("ilist", "c04")]),
    en("MN-5113 how much left", INV, iv("MN-5113"), [("ileft", "i07")]),
    en("give me the mail of Harmony, I send them offer", LOOK, nm("Harmony"), [("email", "c04")]),
    he("מה הח.פ. של הרמוני סוויטס, צריך להוציא הצעת מחיר", LOOK, nm("הרמוני סוויטס"), [("tax", "c04")]),
    en("the law office Gabay, the safe is open already?", REP, nm("Gabay"), [("rep", "r05")]),
    en("and the card reader in the entrance?", REP, [], [("rep", "r06")], True),
    en("they have open invoice?", INV, [], [("ilist", "c03")], True),
    en("the phone of the office of Gabay please", LOOK, nm("Gabay"), [("phone", "c03")]),
    he("תגיד, כמה עולה לפתוח כספת שהלקוח שכח את הקוד", KNOW, [], [("kn", "k06", "600")]),
    he("ומה הוא צריך להביא כדי שנפתח לו", KNOW, [], [("kn", "k06", "הוכחת בעלות")], True),
    en("Avi Houri, his smart lock what happen with it", REP, nm("Avi Houri"), [("rep", "r12")]),
    en("he has debt?", BAL, [], [("bal", "c08")], True),
    en("whose is the number 02-6537790", LOOK, ph("02-6537790"), [("name", "c17")]),
    en("what is the address of them, I need send a technician", LOOK, [], [("addr", "c17", "האומן")], True),
    en("Natalia Kuznetsov is our client? what is her mail", LOOK, nm("Natalia Kuznetsov"),
       [("email", "c12")]),
    en("the community center in Gilo how much they owe", BAL, nm("Gilo"), [("bal", "c13")]),
    en("the invoice of them MN-5125 is late?", INV, iv("MN-5125"), [("ist", "i20")], True),
    en("the master key job of Gilo center, we finish to check it?", REP, nm("Gilo"), [("rep", "r17")]),
    en("can you make me a price offer for a door in PDF", UNK),
    en("what is the dollar rate today", UNK),
    en("write for me a facebook post about our new safes", UNK),
    en("how you can help me", HELP),
    he("מה המחיר של שכפול מפתח רגיל", KNOW, [], [("kn", "k08", "15")]),
    en("Yosef Malka the door of him is in work?", REP, nm("Yosef Malka"), [("rep", "r01")]),
    en("D-0318 how much he paid already", INV, iv("D-0318"), [("ipaid", "i03")], True),
    en("and all his open invoices", INV, [], [("ilist", "c01")], True),
    he("אורית מלכה סגרה את החוב?", BAL, nm("אורית מלכה"), [("bal", "c02")]),
    en("who is the client with the mail mlevin@levinarch.com", LOOK, [("email", "mlevin@levinarch.com")],
       [("name", "c15")]),
    en("the bakery Hagefen, the shutter lock what status", REP, nm("Hagefen"), [("rep", "r22")]),
    en("client ask if we go also outside Jerusalem, Beit Shemesh, how much extra", KNOW, [],
       [("kn", "k02", "80")]),
    he("ערב טוב", GREET),
    en("tell me please the balance of Sarah Goldstein", BAL, nm("Sarah Goldstein"), [("bal", "c09")]),
]  # fmt: skip

# the field locksmith dictating by speech-to-text
S48CZ: list[Row] = [
    he("שלום אני בדרך לקטמון תבדוק לי בבקשה כמה יוסף מלכה חייב", BAL, nm("יוסף מלכה"), [("bal", "c01")]),
    he("ואיזה חשבוניות פתוחות יש לו", INV, [], [("ilist", "c01")], True),
    he("אני אצל רבקה פרץ עכשיו כמה היא חייבת לנו לפני שאני מתחיל", BAL, nm("רבקה פרץ"), [("bal", "c06")]),
    he("החשבונית 5134 שלה מה הסטטוס", INV, [("inv", "MN-5134", "5134")], [("ist", "i11")], True),
    he("מה הכתובת של מאפיית הגפן אני יוצא אליהם עכשיו", LOOK, nm("מאפיית הגפן"), [("addr", "c17", "האומן")]),
    he("הדלת האחורית שם עדיין בטיפול או שמישהו כבר סגר את זה", REP, [], [("rep", "r21")], True),
    he("תן לי את הטלפון של שירה בן דוד בבית שמש", LOOK, nm("שירה בן דוד"), [("phone", "c16")]),
    he("המנעול מרפסת שלה מוכן", REP, [], [("rep", "r20")], True),
    en("hey can you check what's the status on the Harmony sweets card locks", REP, nm("Harmony sweets"),
       [("rep", "r07")]),
    en("and the emergency exit door over there is it ready", REP, [], [("rep", "r08")], True),
    en("how much do they owe us all together", BAL, [], [("bal", "c04")], True),
    en("what's the balance for Daniel Cohen on Emek Refaim", BAL, nm("Daniel Cohen"), [("bal", "c05")]),
    en("invoice M N 5156 is that paid", INV, [("inv", "MN-5156", "M N 5156")], [("ist", "i06")]),
    en("who's that invoice for", LOOK, [], [("name", "c03"), ("about", "i06")], True),
    he("מה עם הכספת של עורכי הדין גבאי צריך אותי שם היום או לא", REP, nm("גבאי"), [("rep", "r05")]),
    he("כמה עולה צילינדר רגיל עם העבודה אני צריך לתת ללקוח מחיר", KNOW, [], [("kn", "k04", "280")]),
    he("הלקוח שואל כמה זמן אחריות על הצילינדר", KNOW, [], [("kn", "k05", "12 חודשים")]),
    he("מה הטלפון של אבי חורי ממעלה אדומים", LOOK, nm("אבי חורי"), [("phone", "c08")]),
    en("Sarah Goldstein on Keren Hayesod is the lockout job marked ready", REP, nm("Sarah Goldstein"),
       [("rep", "r13")]),
    en("what's her phone number I need to call her before I come up", LOOK, [], [("phone", "c09")], True),
    he("מי זה 058 4410937", LOOK, ph("058 4410937"), [("name", "c06")]),
    he("חשבונית 5127 של משה פרץ כמה נשאר", INV, [("inv", "MN-5127", "5127"), ("name", "משה פרץ")],
       [("ileft", "i18")]),
    en("how much is the night surcharge after 9", KNOW, [], [("kn", "k01", "150")]),
    en("what time does the office close today its thursday", KNOW, [], [("kn", "k01", "18:00")]),
    he("תזכיר לי לקנות חלב בדרך הביתה", UNK),
    he("תנווט אותי לרחוב אנטיגונוס 8 בגילה", UNK),
    en("play some music", UNK),
    en("call my wife", UNK),
    he("מרכז קהילתי גילה מה עם ארון המפתחות מאסטר", REP, nm("מרכז קהילתי גילה"), [("rep", "r17")]),
    he("ולמי אני נותן את המפתח מאסטר שם בסוף", KNOW, [], [("kn", "k12", "איש הקשר")], True),
    en("the building committee on Rav Kook 14 how much do they still owe", BAL, nm("Rav Kook 14"),
       [("bal", "c07")]),
    en("and the magnetic lock on the entrance door what's the status", REP, [], [("rep", "r11")], True),
    he("אורית מלכה ממבשרת יש לה יתרה", BAL, nm("אורית מלכה"), [("bal", "c02")]),
    he("הפריצה שעשינו לה נסגרה במערכת", REP, [], [("rep", "r04")], True),
    en("do we have a customer called Natalia", LOOK, nm("Natalia"), [("name", "c12")]),
    en("what's Omar Khatib's address in Beit Safafa", LOOK, nm("Omar Khatib"), [("addr", "c14", "צפאפא")]),
    he("עומר ח'טיב הדלת הגיעה כבר מהמפעל", REP, nm("עומר ח'טיב"), [("rep", "r18")]),
    he("דוד אזולאי יש חוב", BAL, nm("דוד אזולאי"), [("bal", "c18")]),
    he("אהלן", GREET),
    en("good morning", GREET),
    he("מה אתה יודע לעשות בעצם", HELP),
    en("invoice D 0311 for the jewelry store was it paid in full", INV, [("inv", "D-0311", "D 0311")],
       [("ist", "i16")]),
    he("כמה נשאר לשלם על MN 5137 של המאפייה", INV, [("inv", "MN-5137", "MN 5137")], [("ileft", "i26")]),
    en("if a customer cancels after I already left what do we charge", KNOW, [], [("kn", "k09", "100")]),
]  # fmt: skip

# plain
S48CP: list[Row] = [
    he("מה היתרה של משה פרץ", BAL, nm("משה פרץ"), [("bal", "c11")]),
    he("כמה חייבת שירה בן דוד", BAL, nm("שירה בן דוד"), [("bal", "c16")]),
    he("מה הסטטוס של חשבונית MN-5147", INV, iv("MN-5147"), [("ist", "i02")]),
    he("כמה נשאר לשלם על חשבונית MN-5160", INV, iv("MN-5160"), [("ileft", "i08")]),
    he("מה מצב התיקון של רבקה פרץ", REP, nm("רבקה פרץ"), [("rep", "r10")]),
    he("מה הטלפון של נטליה קוזנצוב", LOOK, nm("נטליה קוזנצוב"), [("phone", "c12")]),
    he("מה המייל של גבאי ושות'", LOOK, nm("גבאי ושות'"), [("email", "c03")]),
    he("של מי הטלפון 050-2297465", LOOK, ph("050-2297465"), [("name", "c08")]),
    he("מה שעות הפתיחה של המשרד", KNOW, [], [("kn", "k01", "08:00")]),
    he("כמה עולה פריצת דלת", KNOW, [], [("kn", "k02", "350")]),
    he("מה תנאי התשלום ללקוחות עסקיים", KNOW, [], [("kn", "k07", "שוטף + 30")]),
    he("כמה זמן שומרים מפתחות שלא נאספו", KNOW, [], [("kn", "k12", "60 יום")]),
    he("שלום", GREET),
    he("עזרה", HELP),
    he("מה מזג האוויר בירושלים מחר", UNK),
    en("What is the balance of Harmony Suites Ltd?", BAL, nm("Harmony Suites Ltd"), [("bal", "c04")]),
    en("How much does Michael Levin owe?", BAL, nm("Michael Levin"), [("bal", "c15")]),
    en("What is the status of invoice MN-5121?", INV, iv("MN-5121"), [("ist", "i04")]),
    en("How much was paid on invoice MN-5118?", INV, iv("MN-5118"), [("ipaid", "i13")]),
    en("What is the status of Avi Houri's job?", REP, nm("Avi Houri"), [("rep", "r12")]),
    en("Show all jobs for Yosef Malka", REP, nm("Yosef Malka"), [("repc", "c01")]),
    en("What is the phone number of Daniel Cohen?", LOOK, nm("Daniel Cohen"), [("phone", "c05")]),
    en("Who is the customer with phone 052-7735904?", LOOK, ph("052-7735904"), [("name", "c14")]),
    en("What is the tax ID of Avney Hen Jewelry?", LOOK, nm("Avney Hen"), [("tax", "c10")]),
    en("What is the warranty period for installed locks?", KNOW, [], [("kn", "k05", "12")]),
    en("How much extra is a lockout call at night?", KNOW, [], [("kn", "k01", "150")]),
    en("What is the deposit for a steel door order?", KNOW, [], [("kn", "k10", "30%")]),
    en("Hello", GREET),
    en("What can you help me with?", HELP),
    en("What is the capital of Australia?", UNK),
    en("Which invoices are open for the Gilo community center?", INV, nm("Gilo community center"),
       [("ilist", "c13")]),
]  # fmt: skip

# asked right after each added_later step's records were made
S48CF: list[list[Row]] = [
    [  # a new English-named customer after a lockout, her invoice and her job
        he("רחל אדלר חייבת משהו?", BAL, nm("רחל אדלר"), [("bal", "c19")]),
        en("Rachel Adler's lockout job - is it closed?", REP, nm("Rachel Adler"), [("rep", "r24")]),
        en("who is MN-5170 for", LOOK, iv("MN-5170"), [("name", "c19"), ("about", "i28")]),
        he("מה הטלפון של רחל אדלר", LOOK, nm("רחל אדלר"), [("phone", "c19")]),
    ],
    [  # an existing customer's new key copies and invoice
        he("כמה רבקה פרץ חייבת עכשיו", BAL, nm("רבקה פרץ"), [("bal", "c06")]),
        en("status of the key copies for Rivka Peretz", REP, nm("Rivka Peretz"), [("rep", "r25")]),
        he("חשבונית MN-5171 כמה נשאר", INV, iv("MN-5171"), [("ileft", "i29")]),
    ],
    [  # a new restaurant with a locked safe, no invoice yet
        he("מסעדת השף הירושלמי, מה עם הכספת", REP, nm("מסעדת השף הירושלמי"), [("rep", "r26")]),
        en("the tax id of the new restaurant השף הירושלמי", LOOK, nm("השף הירושלמי"), [("tax", "c20")]),
        he("יש להם חוב?", BAL, [], [("bal", "c20")], True),
    ],
]  # fmt: skip

BATCHES = {"s48cx": S48CX, "s48cy": S48CY, "s48cz": S48CZ, "s48cp": S48CP}
FRESH = {"s48cf": S48CF}

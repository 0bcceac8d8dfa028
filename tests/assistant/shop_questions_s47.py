"""Batches s47a, s47b, s47c, s47p: questions about a new business, מכבסת טהור – ניקוי יבש וכביסה
(Tahor Dry Cleaning & Laundry: a dry cleaner and laundry in Netanya with a small alterations corner,
``shops/tahor.json``), and ``s47f``: questions asked the moment the records they are about were made
through the API (the fixtures' ``added_later`` steps). HELD OUT: aggregates only; its rows are never
looked at one by one, rewritten or learned from.

Written by session 47's helper `heldout47` on 2026-12-06 (about 07:05 UTC), fixtures first and then these
questions, from the fixtures, ``lab_rows.py``, ``shops.py``, the devset README and the contract alone: the
writer never saw the engine, its tests or any other writer's questions, and sent nothing to the engine.

An "order" here is what the records call a repair: an item left at the counter (a suit, a wedding dress, a
carpet, curtains, a hotel's weekly linen), asked by its everyday name. The voices, three people of the shop:

- ``s47a`` Galina, the owner (about 60, came from Kharkiv in the nineties), at the till and on the money.
  Hebrew mostly, phonetic spelling (חיב, שילמו כבר, אלמליך, שפירו), no final punctuation or a lone '?', a
  few short broken English lines, terse and bossy ("תבדקי", "תגידי לי"), asks who owes what and what has
  been lying on the rails too long.
- ``s47b`` Noa, 23, a student at the counter and on the shop's WhatsApp: fast phone typing, slang (אחי,
  יאללה, סבבה), English words in Latin letters inside Hebrew (ready, status, pickup), doubled question marks,
  no capitals; customers stand in front of her, so she asks "is it ready", phones, prices and policies in
  the customer's words, and English lines for the English-speaking olim.
- ``s47c`` Jonathan, the part-time bookkeeper, a South African oleh: English, full polite sentences with
  accounting words (outstanding, statement, remittance, part payment, net 30), invoice numbers typed as
  K0318 or "inv T1209", Hebrew customer names pasted in Hebrew letters or transliterated, a few simple Hebrew
  lines.
- ``s47p`` plain: neutral questions of every intent, half Hebrew, half English.

Rows: s47a 44 (36 he, 8 en), s47b 44 (34 he, 10 en), s47c 45 (4 he, 41 en), s47p 31 (17 he, 14 en), s47f 11
in three steps (5 he, 6 en): 175 in all, 96 Hebrew and 79 English.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

OP = "open"  # "ilist": open and overdue (shops.py reads the devset's OPEN_LIKE)

# Galina, the owner
S47A: list[Row] = [
    he("בוקר טוב", GREET),
    he("כמה חיב מלון ים התכלת", BAL, nm("מלון ים התכלת"), [("bal", "c02")]),
    he("ובחשבונית שבאיחור שלהם כמה נשאר?", INV, [], [("ileft", "i05")], True),
    he("לה מרינה שילמו כבר?", BAL, nm("לה מרינה"), [("bal", "c05")]),
    he("תגידי לי כמה חיבים בית אבות", BAL, nm("בית אבות"), [("bal", "c11")]),
    he("נווה שלום יש חשבונית באיחור?", INV, nm("נווה שלום"), [("ilist", "c11", OP)]),
    he("אולמי אגדה כמה חיב עוד", BAL, nm("אולמי אגדה"), [("bal", "c06")]),
    he("הכיסויים של אגדה מוכן?", REP, nm("אגדה"), [("rep", "r08")]),
    he("והמפיות שלהם", REP, [], [("rep", "r09")], True),
    he("טטיאנה וולקוב שמלה של כלה מה עם זה", REP, nm("טטיאנה וולקוב"), [("rep", "r13")]),
    he("כמה היא עוד צריכה לשלם", BAL, [], [("bal", "c10")], True),
    he("מעיל עור של יוסף אלמליך", REP, nm("יוסף אלמליך"), [("rep", "r11")]),
    he("אלמליך חיב משהו?", BAL, nm("אלמליך"), [("names", "c07", "c09")]),
    he("שמיכה של רחל אלמליח עשו?", REP, nm("רחל אלמליח"), [("rep", "r12")]),
    he("גלית שפירו כמה חיבת", BAL, nm("גלית שפירו"), [("bal", "c01")]),
    he("המעיל שלה כפתורים הגיעו?", REP, [], [("rep", "r02")], True),
    he("והשמלה משי? ירד האודם?", REP, [], [("rep", "r01")], True),
    he("חשבונית K-0318 מה מצב", INV, iv("K-0318"), [("ist", "i05")]),
    he("T-1211 שילם?", INV, iv("T-1211"), [("ist", "i20")]),
    he("כמה נשאר על K-0320", INV, iv("K-0320"), [("ileft", "i12")]),
    he("חשבונית 1201 ביטלנו?", INV, [("inv", "T-1201", "1201")], [("ist", "i13")]),
    he("מספרה שירן חשבונית פתוח יש?", INV, nm("מספרה שירן"), [("ilist", "c17", OP)]),
    he("מה טלפון של דרור לוין", LOOK, nm("דרור לוין"), [("phone", "c12")]),
    he("מי זה 054-8806621", LOOK, ph("054-8806621"), [("name", "c10")]),
    he("ח.פ. של אולמי אגדה תני", LOOK, nm("אולמי אגדה"), [("tax", "c06")]),
    he("כתובת של בית אבות נווה שלום", LOOK, nm("בית אבות נווה שלום"), [("addr", "c11", "פינסקר")]),
    he("מה כל ההזמנות של גלית", REP, nm("גלית"), [("repc", "c01")]),
    he("בגד לא לקחו 3 חודש מה עושים איתו", KNOW, [], [("kn", "k03", "תרומה")]),
    he("כמה נותנים אם הרסנו בגד", KNOW, [], [("kn", "k04", "1,500")]),
    he("מלון כמה הנחה מגיע להם", KNOW, [], [("kn", "k08", "12%")]),
    he("שישי עד איזה שעה פתוח", KNOW, [], [("kn", "k01", "13:00")]),
    he("כמה לוקחים מקדמה כשהזמנה גדולה", KNOW, [], [("kn", "k09", "50%")]),
    he("תזמיני לי אבקה מהספק 20 קילו", UNK),
    he("מה שער רובל היום", UNK),
    he("תכתבי לטטיאנה מזל טוב על חתונה", UNK),
    he("מה את יודעת לעשות", HELP),
    en("how much owe Dror Levin", BAL, nm("Dror Levin"), [("bal", "c12")]),
    en("carpet of him ready?", REP, [], [("rep", "r15")], True),
    en("Sarah Goldstein pay already?", BAL, nm("Sarah Goldstein"), [("bal", "c04")]),
    en("invoice T-1197 what status", INV, iv("T-1197"), [("ist", "i08")]),
    en("hotel yam hatchelet sheets done?", REP, nm("yam hatchelet"), [("rep", "r04")]),
    en("who is 09-8625544", LOOK, ph("09-8625544"), [("name", "c17")]),
    en("wedding dress with box how much", KNOW, [], [("kn", "k06", "890")]),
    en("weather for tomorrow, can dry outside?", UNK),
]  # fmt: skip

# Noa, the counter and WhatsApp
S47B: list[Row] = [
    he("היי", GREET),
    he("אחי יש פה את גלית שפירא שואלת אם הוילונות ready", REP, nm("גלית שפירא"), [("rep", "r03")]),
    he("וכמה היא צריכה לשלם על הכל??", BAL, [], [("bal", "c01")], True),
    he("מה הסטטוס של השמלת כלה של טטיאנה", REP, nm("טטיאנה"), [("rep", "r13")]),
    he("הגיעה כבר הקופסה?", REP, [], [("rep", "r13")], True),
    he("0536617402 מה עם המעיל שלו", REP, ph("0536617402"), [("rep", "r11")]),
    he("רחל אלמליח באה לקחת שמיכה זה מוכן?", REP, nm("רחל אלמליח"), [("rep", "r12")]),
    he("מה קורה עם השטיח של דרור", REP, nm("דרור"), [("rep", "r15")]),
    he("הז'קט עור של אלה פרידמן התחלתם?", REP, nm("אלה פרידמן"), [("rep", "r17")]),
    he("המגבות של המספרה מוכנות? שירן שולחת מישהו", REP, nm("שירן"), [("rep", "r19")]),
    he("עדי כהן שואלת על הוילונות שלה יאללה", REP, nm("עדי כהן"), [("rep", "r16")]),
    he("החליפת חתן של יוסף מה איתה", REP, nm("יוסף"), [("rep", "r10")]),
    he("כמה עדי חייבת", BAL, nm("עדי"), [("names", "c14", "c15")]),
    he("כהן התכוונתי", BAL, nm("כהן"), [("bal", "c14")], True),
    he("טטיאנה שואלת כמה נשאר לה לשלם על השמלה", BAL, nm("טטיאנה"), [("bal", "c10")]),
    he("T-1224 זה טיוטה או יצא?", INV, iv("T-1224"), [("ist", "i23")]),
    he("t1214 שולמה", INV, [("inv", "T-1214", "t1214")], [("ist", "i14")]),
    he("מי זה 052 6671139", LOOK, ph("052 6671139"), [("name", "c14")]),
    he("תן טל של פאוורג'ים", LOOK, nm("פאוורג'ים"), [("phone", "c13")]),
    he("מה המייל של מייקל ברנר", LOOK, nm("מייקל ברנר"), [("email", "c08")]),
    he("יש לנו לקוחה עדי מזרחי? מה הטלפון", LOOK, nm("עדי מזרחי"), [("phone", "c15")]),
    he("איפה גרה שרה גולדשטיין אני צריכה להחזיר שטיח", LOOK, nm("שרה גולדשטיין"),
       [("addr", "c04", "הרב קוק")]),
    he("לקוחה שואלת אם אפשר לקבל את זה היום עד הערב", KNOW, [], [("kn", "k02", "10:00")]),
    he("כמה עולה לקצר מכנסיים", KNOW, [], [("kn", "k10", "45")]),
    he("ולהחליף רוכסן?", KNOW, [], [("kn", "k10", "70")], True),
    he("מישהו מכפר יונה רוצה שנבוא לקחת, כמה זה", KNOW, [], [("kn", "k05", "60")]),
    he("אפשר לשלם בביט??", KNOW, [], [("kn", "k09", "ביט")]),
    he("בחורה אומרת שהכתם על החולצה לא ירד והיא רוצה פיצוי מה אומרים לה", KNOW, [],
       [("kn", "k04", "כתמים ישנים")]),
    he("כמה עולה לנקות שטיח 2 על 3", KNOW, [], [("kn", "k07", "45")]),
    he("אתם פתוחים במוצ\"ש?", KNOW, [], [("kn", "k01", "סגור")]),
    he("תזמין לי פיצה לצהריים", UNK),
    he("מתי מגיע האוטובוס 29 לתחנה בהרצל", UNK),
    he("סבבה תודה", GREET),
    he("מה אפשר לשאול אותך בכלל", HELP),
    en("is sarah goldstein's carpet ready", REP, nm("sarah goldstein"), [("rep", "r06")]),
    en("and how much does she owe", BAL, [], [("bal", "c04")], True),
    en("michael brenner shirts picked up?", REP, nm("michael brenner"), [("rep", "r18")]),
    en("ella friedman leather jacket status", REP, nm("ella friedman"), [("rep", "r17")]),
    en("customer asking how long a wedding dress takes", KNOW, [], [("kn", "k06", "14")]),
    en("do u do home delivery in netanya how much", KNOW, [], [("kn", "k05", "35")]),
    en("whos 058-4410736", LOOK, ph("058-4410736"), [("name", "c08")]),
    en("dror levin owes anything??", BAL, nm("dror levin"), [("bal", "c12")]),
    en("can u send a whatsapp to dror that the carpet is ok", UNK),
    en("what's a good stain remover for red wine at home", UNK),
]  # fmt: skip

# Jonathan, the bookkeeper
S47C: list[Row] = [
    en("Good morning", GREET),
    en("Could you give me the outstanding balance for מלון ים התכלת please?", BAL,
       nm("מלון ים התכלת"), [("bal", "c02")]),
    en("Which of their invoices are still unpaid?", INV, [], [("ilist", "c02", OP)], True),
    en("How much was paid against K0318 so far?", INV, [("inv", "K-0318", "K0318")], [("ipaid", "i05")]),
    en("Is K-0324 still open?", INV, iv("K-0324"), [("ist", "i06")]),
    en("What's outstanding on La Marina's account?", BAL, nm("La Marina"), [("bal", "c05")]),
    en("and K-0315, how much is left on it", INV, iv("K-0315"), [("ileft", "i09")], True),
    en("Please list the open invoices for אולמי אגדה", INV, nm("אולמי אגדה"), [("ilist", "c06", OP)]),
    en("Agada Halls paid 5,000 on K-0320, what is the remaining amount?", INV,
       [("name", "Agada Halls"), ("inv", "K-0320")], [("ileft", "i12")]),
    en("Neve Shalom nursing home - total owed?", BAL, nm("Neve Shalom"), [("bal", "c11")]),
    en("Is K-0313 overdue?", INV, iv("K-0313"), [("ist", "i18")]),
    en("Has PowerGym settled their account?", BAL, nm("PowerGym"), [("bal", "c13")]),
    en("K-0321 - paid in full?", INV, iv("K-0321"), [("ist", "i21")]),
    en("What is the status of inv T1209", INV, [("inv", "T-1209", "T1209")], [("ist", "i02")]),
    en("Who is invoice T-1192 for?", LOOK, iv("T-1192"), [("name", "c10"), ("about", "i17")]),
    en("How much of it has been paid?", INV, [], [("ipaid", "i17")], True),
    en("Dror Levin's invoice T-1211 was due last week, is it showing as overdue?", INV,
       [("name", "Dror Levin"), ("inv", "T-1211")], [("ist", "i20")]),
    en("Sarah Goldstein says she paid T-1197 by bank transfer, can you confirm?", INV,
       [("name", "Sarah Goldstein"), ("inv", "T-1197")], [("ist", "i08")]),
    en("T-1217 - was it ever sent out or is it still a draft?", INV, iv("T-1217"), [("ist", "i16")]),
    en("Does Nachum Berger have any balance outstanding?", BAL, nm("Nachum Berger"), [("bal", "c18")]),
    en("Adi Cohen's remaining balance on T-1219?", INV, [("name", "Adi Cohen"), ("inv", "T-1219")],
       [("ileft", "i22")]),
    en("What does Shiran's salon owe us?", BAL, nm("Shiran"), [("bal", "c17")]),
    en("I need the tax ID for the nursing home for the statement", LOOK, nm("nursing home"),
       [("tax", "c11")]),
    en("Email address for La Marina please", LOOK, nm("La Marina"), [("email", "c05")]),
    en("Whose number is 09-8350712?", LOOK, ph("09-8350712"), [("name", "c11")]),
    en("What's the hotel's accounts email?", LOOK, nm("hotel"), [("email", "c02")]),
    en("Company number for פאוורג'ים נתניה?", LOOK, nm("פאוורג'ים נתניה"), [("tax", "c13")]),
    en("Is Shiran registered as an osek murshe? What's the number on file?", LOOK, nm("Shiran"),
       [("tax", "c17")]),
    en("The hotel's weekly linen - has this week's load gone out yet?", REP, nm("hotel"), [("rep", "r04")]),
    en("Has the Persian rug for Sarah Goldstein been collected? I want to chase the invoice", REP,
       nm("Sarah Goldstein"), [("rep", "r06")]),
    en("What are the payment terms for business clients?", KNOW, [], [("kn", "k08", "שוטף + 30")]),
    en("Above what weekly weight does the volume discount kick in?", KNOW, [], [("kn", "k08", "100")]),
    en("At what order size do we ask for a deposit?", KNOW, [], [("kn", "k09", "1,000")]),
    en("What's the cap on compensation for a damaged garment?", KNOW, [], [("kn", "k04", "1,500")]),
    en("After how many days do we send the reminder SMS for uncollected items?", KNOW, [],
       [("kn", "k03", "30")]),
    en("what's the surcharge on express service", KNOW, [], [("kn", "k02", "50%")]),
    en("What can you help me with?", HELP),
    en("Can you generate the VAT report for November?", UNK),
    en("What's the current VAT rate in Israel?", UNK),
    en("Please email La Marina a payment reminder", UNK),
    en("convert 4,820 shekels to rand", UNK),
    he("שלום, מה היתרה של אבי שפירא", BAL, nm("אבי שפירא"), [("bal", "c03")]),
    he("חשבונית K-0326 פתוחה?", INV, iv("K-0326"), [("ist", "i19")]),
    he("כמה חייבת מספרת שירן", BAL, nm("מספרת שירן"), [("bal", "c17")]),
    he("תודה רבה", GREET),
]  # fmt: skip

# plain
S47P: list[Row] = [
    he("שלום", GREET),
    he("מה היתרה של אולמי אגדה", BAL, nm("אולמי אגדה"), [("bal", "c06")]),
    he("כמה חייבת עדי מזרחי", BAL, nm("עדי מזרחי"), [("bal", "c15")]),
    he("כמה חייב הלקוח עם הטלפון 050-7721946", BAL, ph("050-7721946"), [("bal", "c03")]),
    he("מה מצב ההזמנה של אבי שפירא", REP, nm("אבי שפירא"), [("rep", "r05")]),
    he("מה הסטטוס של המפות של מסעדת לה מרינה", REP, nm("מסעדת לה מרינה"), [("rep", "r07")]),
    he("מה עם הכביסה של בית האבות", REP, nm("בית האבות"), [("rep", "r14")]),
    he("מה הסטטוס של חשבונית T-1206", INV, iv("T-1206"), [("ist", "i15")]),
    he("כמה נשאר לשלם על חשבונית K-0325", INV, iv("K-0325"), [("ileft", "i24")]),
    he("של מי חשבונית T-1179", LOOK, iv("T-1179"), [("name", "c18"), ("about", "i25")]),
    he("מה הטלפון של נחום ברגר", LOOK, nm("נחום ברגר"), [("phone", "c18")]),
    he("מי הלקוח עם המייל adi.cohen@walla.co.il", LOOK, [("email", "adi.cohen@walla.co.il")],
       [("name", "c14")]),
    he("יש לקוח בשם שפירא?", LOOK, nm("שפירא"), [("names", "c01", "c03")]),
    he("תוך כמה זמן מוכן ניקוי יבש רגיל", KNOW, [], [("kn", "k02", "3 ימי עבודה")]),
    he("כמה עולה תיקון בטנה", KNOW, [], [("kn", "k10", "90")]),
    he("מה מזג האוויר בנתניה היום", UNK),
    he("עזרה", HELP),
    en("hello", GREET),
    en("What is the balance of Ella Friedman?", BAL, nm("Ella Friedman"), [("bal", "c16")]),
    en("How much does Tatiana Volkov owe?", BAL, nm("Tatiana Volkov"), [("bal", "c10")]),
    en("What is the status of Adi Cohen's curtains?", REP, nm("Adi Cohen"), [("rep", "r16")]),
    en("Is the wedding dress of Tatiana Volkov ready?", REP, nm("Tatiana Volkov"), [("rep", "r13")]),
    en("What is the status of invoice K-0309?", INV, iv("K-0309"), [("ist", "i11")]),
    en("How much is left to pay on invoice T-1221?", INV, iv("T-1221"), [("ileft", "i03")]),
    en("Which invoices are open for Galit Shapira?", INV, nm("Galit Shapira"), [("ilist", "c01", OP)]),
    en("What is the phone number of Michael Brenner?", LOOK, nm("Michael Brenner"), [("phone", "c08")]),
    en("Who is the customer with phone 053-8872214?", LOOK, ph("053-8872214"), [("name", "c16")]),
    en("What are your opening hours on weekdays?", KNOW, [], [("kn", "k01", "19:00")]),
    en("How much does carpet cleaning cost at minimum?", KNOW, [], [("kn", "k07", "200")]),
    en("What can you do?", HELP),
    en("Tell me a joke", UNK),
]  # fmt: skip

S47F: list[list[Row]] = [
    [  # a new private customer, her bat mitzvah dress and its invoice, just entered at the counter
        he("ליאור דהן חייבת משהו?", BAL, nm("ליאור דהן"), [("bal", "c19")]),
        he("השמלה של ליאור נקלטה?", REP, nm("ליאור"), [("rep", "r20")]),
        en("who is T-1231 for", LOOK, iv("T-1231"), [("name", "c19"), ("about", "i26")]),
        en("Lior Dahan's phone number", LOOK, nm("Lior Dahan"), [("phone", "c19")]),
    ],
    [  # an existing customer's new raincoat order and its invoice
        he("כמה אבי שפירא חייב עכשיו", BAL, nm("אבי שפירא"), [("bal", "c03")]),
        en("Avi Shapira's raincoat - zipper done?", REP, nm("Avi Shapira"), [("rep", "r21")]),
        he("t-1233 כמה נשאר", INV, [("inv", "T-1233", "t-1233")], [("ileft", "i27")]),
    ],
    [  # a new business client stored in Latin letters, asked about in both
        en("What's the balance for Sea Breeze Suites?", BAL, nm("Sea Breeze Suites"), [("bal", "c20")]),
        he("המצעים של סי בריז התקבלו?", REP, nm("סי בריז"), [("rep", "r22")]),
        en("Is K-0330 open?", INV, iv("K-0330"), [("ist", "i28")]),
        he("ח.פ. של Sea Breeze", LOOK, nm("Sea Breeze"), [("tax", "c20")]),
    ],
]  # fmt: skip

BATCHES = {"s47a": S47A, "s47b": S47B, "s47c": S47C, "s47p": S47P}
FRESH = {"s47f": S47F}

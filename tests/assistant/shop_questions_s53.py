"""Batch s53: questions about השקיית העמק (Emek Irrigation: service and repair of agricultural irrigation
pumps, filters, drip and fogging controllers and water meters for farms, moshavim, kibbutzim and two municipal
parks departments in the Jezreel valley, ``shops/hashkaya.json``), and ``s53f``: questions asked the moment
the records they are about were made through the API (the fixtures' ``added_later`` steps). HELD OUT: its
questions are scored as aggregates only and never read one by one.

Written by helper `heldout53` on 2026-12-06, fixtures first and then these questions, from the fixtures alone,
without reading the assistant's engine, its tests or any other question set, and before any of them was sent
to the engine.

Voices:
- ``s53x``: Olga, the Russian-born bookkeeper in her fifties. English as a second language: articles dropped,
  Russian word order ("please check me ...", "he owe something?"), invoice numbers her own way (HK4118, 4110
  without its prefix, 26-025 for 26/025, "no. 80541"), Hebrew names in Hebrew letters inside English
  sentences, and now and then a short Hebrew line (יתרה ..., חשבונית ... שולמה?).
- ``s53y``: Samir, the service coordinator from Yafa an-Naseriyye. Fluent Hebrew with his own spellings
  (מישאבה, בידיקה, גמיל without the geresh), phones typed bare, spaced or +972; customers by their farm,
  moshav or pump (ניר מנהלל, הרפת בכפר יהושע, הגלקון של טום); follow-up chains on one customer.
- ``s53z``: Noa, the owner's daughter back from New York, part-time in the office: lowercase texting English
  (u, pls, inv, bal, rn, abt, asap), the ask inside a story, a few Hebrew lines.
- ``s53p``: plain questions of every intent, half Hebrew and half English, with an unknown customer,
  invoice number and phone, out-of-domain asks, greetings and help.
- ``s53f``: three steps: a new customer with an invoice and a pump job; a new invoice and job of Tom Weiss;
  a new Latin-named customer and a new invoice of נירית שפירא.

Hard cases in the fixtures: ניר שפירא / נירית שפירא (near-identical, unrelated); אורנה לוי and יעקב לוי share
a home landline (``shared_phone``); open invoices past their due date (HK-4118, HK-4127, HK-4142, 80519); a
customer whose only unpaid invoice is a draft (balance zero); a customer with no invoices and one with no
jobs; Latin-stored customers asked about in Hebrew letters, Hebrew-stored ones in Latin letters.

Rows (he / en): ``s53x`` 46 (17 / 29), ``s53y`` 46 (46 / 0), ``s53z`` 45 (12 / 33), ``s53p`` 32 (15 / 17),
``s53f`` 12 in three steps of 4 (6 / 6); 181 in all, 96 Hebrew and 85 English (47 %), 25 of them follow-ups.
By intent: repair 40, invoice 40, balance 30, lookup 26, knowledge 24, unknown 11, greeting 5, help 5.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he

# Olga, the bookkeeper
S53X: list[Row] = [
    en("Good morning! please check me balance of Nahalal water association", BAL,
       [("name", "Nahalal water association")], [("bal", "c01")]),
    en("which invoices are open for them, I need numbers for the letter", INV, [], [("ilist", "c01")], True),
    en("invoice HK4118 - they paid or not yet?", INV, [("inv", "HK-4118", "HK4118")], [("ist", "i02")]),
    en("please check me how much owe רפת כפר יהושע", BAL, [("name", "רפת כפר יהושע")], [("bal", "c02")]),
    en("and invoice 80512 of them, how much is left?", INV, [("inv", "80512")], [("ileft", "i05")], True),
    he("יתרה עיריית עפולה גנים", BAL, [("name", "עיריית עפולה גנים")], [("bal", "c03")]),
    en("Afula municipality - HK 4133 is still draft? they wait purchase order", INV,
       [("name", "Afula municipality"), ("inv", "HK-4133", "HK 4133")], [("ist", "i08")]),
    he("יקנעם גנים כמה חוב סה\"כ", BAL, [("name", "יקנעם")], [("bal", "c04")]),
    he("HK-4129 מבוטלת? לא רוצה לשלוח עליה תזכורת", INV, [("inv", "HK-4129")], [("ist", "i10")]),
    he("כמה יקנעם שילמו על 4110", INV, [("name", "יקנעם"), ("inv", "HK-4110", "4110")],
       [("ipaid", "i09")]),
    en("Kogan Alexander he owe something? he call me in Russian, say he pay already", BAL,
       [("name", "Kogan Alexander")], [("bal", "c10")]),
    en("so HK-4135 is paid in full, yes?", INV, [("inv", "HK-4135")], [("ist", "i21")], True),
    he("יתרה טום וייס", BAL, [("name", "טום וייס")], [("bal", "c11")]),
    en("how much he paid on 80526", INV, [("inv", "80526")], [("ipaid", "i23")], True),
    en("please list me invoices not paid of Pardesei Haemek, I prepare letter to them", INV,
       [("name", "Pardesei Haemek")], [("ilist", "c07")]),
    he("פרדסי העמק כמה נשאר על 4103", INV, [("name", "פרדסי העמק"), ("inv", "HK-4103", "4103")],
       [("ileft", "i16")]),
    en("who is invoice no. 80541? bank transfer came without name", LOOK, [("inv", "80541")],
       [("name", "c08"), ("about", "i19")]),
    en("and is open still?", INV, [], [("ist", "i19")], True),
    en("Karmei Yizrael - 80519 is overdue already?", INV, [("name", "Karmei Yizrael"), ("inv", "80519")],
       [("ist", "i30")]),
    en("their full balance with both invoices", BAL, [], [("bal", "c15")], True),
    he("לולי מרגלית חייבים משהו?", BAL, [("name", "לולי מרגלית")], [("bal", "c14")]),
    en("HK-4147 of Margalit, why it is not in balance? what is status", INV,
       [("name", "Margalit"), ("inv", "HK-4147")], [("ist", "i28")]),
    en("Svetlana Orlova please balance, she is my neighbour :)", BAL, [("name", "Svetlana Orlova")],
       [("bal", "c21")]),
    he("סבטלנה אורלובה מה הטלפון", LOOK, [("name", "סבטלנה אורלובה")], [("phone", "c21")]),
    en("tax number of Green Valley nurseries for the report to accountant", LOOK,
       [("name", "Green Valley nurseries")], [("tax", "c08")]),
    en("email of Gvat, the noy branch. invoice HK-4153 I must send", LOOK,
       [("name", "Gvat"), ("inv", "HK-4153")], [("email", "c22"), ("about", "i39")]),
    he("מי זה 04-6593377", LOOK, [("phone", "04-6593377")], [("name", "c07")]),
    en("please check me who is phone 0527714095, he transfer money", LOOK, [("phone", "0527714095")],
       [("name", "c16")]),
    en("26-025 how much still open on training center contract", INV,
       [("inv", "26/025", "26-025"), ("name", "training center")], [("ileft", "i34")]),
    he("חשבונית HK-4149 מבוטלת?", INV, [("inv", "HK-4149")], [("ist", "i35")]),
    en("Mahmoud Darawshe - HK-4127 he pay part, how much left?", INV,
       [("name", "Mahmoud Darawshe"), ("inv", "HK-4127")], [("ileft", "i20")]),
    en("is it late already?", INV, [], [("ist", "i20")], True),
    he("יעקב לוי מנהלל כמה חייב", BAL, [("name", "יעקב לוי")], [("bal", "c24")]),
    en("status of HK-4099? I not find it in the system", INV, [("inv", "HK-4099")], []),
    he("דוד אוחנה חייב לנו משהו?", BAL, [("name", "דוד אוחנה")], []),
    en("what is payment terms for municipality? Afula say they pay shotef 90", KNOW, [],
       [("kn", "k09", "60")]),
    en("prices in price list is with VAT or without?", KNOW, [], [("kn", "k09", "18%")]),
    he("כמה עולה קריאת שירות לשטח", KNOW, [], [("kn", "k02", "380")]),
    he("כמה אנחנו לוקחים על כיול מד מים 4 אינץ'", KNOW, [], [("kn", "k06", "890")]),
    en("please remind me how to make VLOOKUP in excel", UNK),
    he("מה השער של הדולר היום", UNK),
    en("good morning, Olga here", GREET),
    en("what you can do for me in this system?", HELP),
    he("המייל של אגודת המים נהלל", LOOK, [("name", "אגודת המים נהלל")], [("email", "c01")]),
    en("Hadas Mor, the controller invoice, it passed due date?", INV, [("name", "Hadas Mor")],
       [("ist", "i32")]),
    he("אורנה לוי חייבת או הכל סגור?", BAL, [("name", "אורנה לוי")], [("bal", "c18")]),
]  # fmt: skip

# Samir, the service coordinator
S53Y: list[Row] = [
    he("בוקר טוב", GREET),
    he("המישאבה של ניר שפירא בנהלל, מה יצא בבידיקה?", REP, [("name", "ניר שפירא")], [("rep", "r07")]),
    he("ואת החשבונית שלו 80533 הוא שילם?", INV, [("inv", "80533")], [("ist", "i13")], True),
    he("ונירית שפירא מכפר יהושע, הבקר של החממה מוכנה?", REP, [("name", "נירית שפירא")], [("rep", "r08")]),
    he("יש לה חוב?", BAL, [], [("bal", "c06")], True),
    he("שפירא 0526613480 זה ניר או נירית?", LOOK, [("name", "שפירא"), ("phone", "0526613480")],
       [("name", "c05")]),
    he("רפת כפר יהושע המשאבה של העגלים מוכן?", REP, [("name", "רפת כפר יהושע")], [("rep", "r03")]),
    he("והמסנן דיסקים שלהם?", REP, [], [("rep", "r04")], True),
    he("וכמה הם חייבים בסך הכל", BAL, [], [("bal", "c02")], True),
    he("הבקר של עיריית עפולה בגן העיר מה קורה איתו, מהעירייה מתקשרים כל יום", REP,
       [("name", "עיריית עפולה")], [("rep", "r05")]),
    he("בפארק הנחל ביקנעם הבקר שנפגע מברק, הגיע החלק?", REP, [("name", "יקנעם")], [("rep", "r06")]),
    he("כל העבודות של פרדסי העמק, תן לי סטטוס", REP, [("name", "פרדסי העמק")], [("repc", "c07")]),
    he("הבוסטר שלהם בוטל נכון?", REP, [], [("rep", "r10")], True),
    he("מחמוד דראושה מאכסאל, המישאבת דיזל שלו עדיין מחכה לסטרטר?", REP, [("name", "מחמוד דראושה")],
       [("rep", "r12")]),
    he("תן לי את הטלפון שלו אני צריך לתאם איתו", LOOK, [], [("phone", "c09")], True),
    he("+972 50 774 1263 כמה חייב", BAL, [("phone", "+972 50 774 1263")], [("bal", "c09")]),
    he("הגלקון של טום וייס באלוני אבא, תיקנו?", REP, [("name", "טום וייס")], [("rep", "r14")]),
    he("והמשאבה הטבולה בקידוח שלו? צריך מנוף", REP, [], [("rep", "r15")], True),
    he("כמה עולה מנוף לשלוף משאבה מקידוח", KNOW, [], [("kn", "k13", "1,900")]),
    he("כמה ימים לפני צריך לתאם את המנוף", KNOW, [], [("kn", "k13", "3 ימי עבודה")]),
    he("מזרע הלינארית, מצאו מה הבעיה בגלגל?", REP, [("name", "מזרע")], [("rep", "r16")]),
    he("הברז בגינה של רחל אבוטבול מוכן? היא רוצה שנחזיר היום", REP, [("name", "רחל אבוטבול")],
       [("rep", "r17")]),
    he("מרגלית בבלפוריה, הערפול בלול, מתי גומרים", REP, [("name", "מרגלית")], [("rep", "r18")]),
    he("המד מים של כרמי יזרעאל בתל עדשים חזר מהכיול?", REP, [("name", "כרמי יזרעאל")], [("rep", "r19")]),
    he("הדס מור מיקנעם, הבקר שהתאפס, נמסר?", REP, [("name", "הדס מור")], [("rep", "r20")]),
    he("והיא שילמה עליו?", INV, [], [("ist", "i32")], True),
    he("מרכז ההדרכה החקלאי, הבקרים של החלקות מה מצב", REP, [("name", "מרכז ההדרכה החקלאי")],
       [("rep", "r21")]),
    he("גבת הנוי המישאבה ליד חדר האוכל, הגיע המיסב?", REP, [("name", "גבת")], [("rep", "r22")]),
    he("עומר חדד מרמת ישי, פתחנו לו קריאה?", REP, [("name", "עומר חדד")], [("rep", "r23")]),
    he("יש לו חשבונית פתוחה?", INV, [], [("ilist", "c23")], True),
    he("אגודת המים בנהלל המשאבה בבריכה עוד בטיפול?", REP, [("name", "אגודת המים")], [("rep", "r01")]),
    he("והמד הראשי שלהם?", REP, [], [("rep", "r02")], True),
    he("04 6519033 מי זה", LOOK, [("phone", "04 6519033")], [("names", "c18", "c24")]),
    he("המסנן חול של יעקב לוי מוכן?", REP, [("name", "יעקב לוי")], [("rep", "r25")]),
    he("ושל אורנה לוי, המד של החלקה?", REP, [("name", "אורנה לוי")], [("rep", "r24")]),
    he("Green Valley הבקר ערפול שלהם נמסר?", REP, [("name", "Green Valley")], [("rep", "r11")]),
    he("סבטלנה אורלובה ממגדל העמק, יש לה משהו אצלנו בתיקון?", REP, [("name", "סבטלנה אורלובה")],
       [("repc", "c21")]),
    he("גמיל סלאמה מעין מאהל מה הטלפון שלו", LOOK, [("name", "גמיל סלאמה")], [("phone", "c16")]),
    he("כמה עולה להכין ראש מערכת לחורף", KNOW, [], [("kn", "k11", "450")]),
    he("עד איזה חודש יש קו חירום?", KNOW, [], [("kn", "k03", "אוקטובר")]),
    he("מה המספר של קו החירום בעונה", KNOW, [], [("kn", "k03", "050-7700911")]),
    he("כמה עולה לשטוף מסנן חול", KNOW, [], [("kn", "k05", "650")]),
    he("תזמין לי שווארמה מהמקום בעפולה", UNK),
    he("מה המצב בכביש 60, יש פקקים?", UNK),
    he("איך אתה יכול לעזור לי עם הקריאות", HELP),
    he("קוגן מעפולה, השעון מים בגינה נמסר?", REP, [("name", "קוגן")], [("rep", "r13")]),
]  # fmt: skip

# Noa, the owner's daughter
S53Z: list[Row] = [
    en("hey 👋", GREET),
    en("ok so dad asked me to chase the yokneam parks ppl before month end, whats their bal?", BAL,
       [("name", "yokneam parks")], [("bal", "c04")]),
    en("and which invs r still open there", INV, [], [("ilist", "c04")], True),
    en("tom weiss called again abt his galcon thing, is it fixed yet or what", REP, [("name", "tom weiss")],
       [("rep", "r14")]),
    en("also he says he paid 80526 in full?? pls check how much we actually got", INV, [("inv", "80526")],
       [("ipaid", "i23")], True),
    en("whats tom's total bal rn", BAL, [("name", "tom")], [("bal", "c11")], True),
    en("u know the linear thing at mizra? status pls, they keep emailing me", REP, [("name", "mizra")],
       [("rep", "r16")]),
    en("mizra bal?", BAL, [("name", "mizra")], [("bal", "c12")]),
    en("pls send me the email for karmei yizrael, need to fwd them the meter report", LOOK,
       [("name", "karmei yizrael")], [("email", "c15")]),
    en("is their water meter back from calibration btw", REP, [], [("rep", "r19")], True),
    en("open invs for karmei yizrael?", INV, [("name", "karmei yizrael")], [("ilist", "c15")]),
    en("ugh pardesei haemek again. how much do they owe us total", BAL, [("name", "pardesei haemek")],
       [("bal", "c07")]),
    en("whats left on HK-4103", INV, [("inv", "HK-4103")], [("ileft", "i16")]),
    en("someone left a msg from 054-3390127 asking abt their order, who is that", LOOK,
       [("phone", "054-3390127")], [("name", "c08")]),
    en("is their fogging controller done?", REP, [], [("rep", "r11")], True),
    en("green valley bal pls", BAL, [("name", "green valley")], [("bal", "c08")]),
    en("random q - do we charge extra for emergency calls on shabbat? a farmer is asking", KNOW, [],
       [("kn", "k03", "50%")]),
    he("כמה עולה ביקור בשטח, השעה הראשונה", KNOW, [], [("kn", "k02", "380")]),
    he("וכל שעה נוספת?", KNOW, [], [("kn", "k02", "190")], True),
    en("how long is the warranty on a new pump we install", KNOW, [], [("kn", "k04", "12")]),
    en("how often do ag water meters have to be tested by law, 5 yrs or 7?", KNOW, [], [("kn", "k06", "5")]),
    he("כמה גובים אחסון אם לקוח לא אוסף משאבה מהסדנה", KNOW, [], [("kn", "k10", "15")]),
    en("r we open friday? need to tell a customer when to come by the workshop", KNOW, [],
       [("kn", "k01", "12:00")]),
    en("who owns inv 26/017", LOOK, [("inv", "26/017")], [("name", "c12"), ("about", "i24")]),
    en("hadas mor from yokneam - did she pay the HK-4142 one? its been a while", INV,
       [("name", "hadas mor"), ("inv", "HK-4142")], [("ist", "i32")]),
    he("מה הטלפון של אורנה לוי", LOOK, [("name", "אורנה לוי")], [("phone", "c18")]),
    en("wait is yaakov levi on the same number? 🙃", LOOK, [("name", "yaakov levi")],
       [("phone", "c24")], True),
    en("nirit shapira's tomato greenhouse controller - ready for pickup?", REP, [("name", "nirit shapira")],
       [("rep", "r08")]),
    en("not nir, NIRIT lol. nir's pump is a diff story. whats going on w nir's pump actually", REP,
       [("name", "nir")], [("rep", "r07")]),
    he("מרכז ההדרכה רוצים העתק של החשבונית של החוזה, כמה נשאר פתוח עליה?", INV,
       [("name", "מרכז ההדרכה")], [("ileft", "i34")]),
    en("gvat noy - the dining hall pump, parts in yet?", REP, [("name", "gvat noy")], [("rep", "r22")]),
    he("יש לגבת עוד חוב?", BAL, [("name", "גבת")], [("bal", "c22")], True),
    he("מה הכתובת של לולי מרגלית, הטכנאי החדש לא מוצא", LOOK, [("name", "לולי מרגלית")],
       [("addr", "c14", "בלפוריה")]),
    he("כמה עולה להחליף סוללה בבקר ביתי", KNOW, [], [("kn", "k07", "60")]),
    he("עד מתי המשרד פתוח ביום חמישי", KNOW, [], [("kn", "k01", "16:00")]),
    he("תזמין לי מונית לרכבת בעפולה", UNK),
    en("can u write me a cover letter for a marketing job lol jk", UNK),
    en("whats the weather in afula tmrw, techs r going out to the field", UNK),
    en("what can u actually do", HELP),
    he("חשבונית HK-4153 של גבת כבר יצאה? כלומר היא פתוחה?", INV, [("name", "גבת"), ("inv", "HK-4153")],
       [("ist", "i39")]),
    en("svetlana orlova - inv 80547, how much left", INV, [("name", "svetlana orlova"), ("inv", "80547")],
       [("ileft", "i37")]),
    en("whos 050-6637214", LOOK, [("phone", "050-6637214")], [("name", "c17")]),
    he("אביב רז חייב לנו? הוא טוען שהוא לקוח שלנו", BAL, [("name", "אביב רז")], []),
    en("ok last one - omer haddad, the ramat yishai guy, did we get his pump yet", REP,
       [("name", "omer haddad")], [("rep", "r23")]),
    en("also is there a mac n cheese place in afula that delivers", UNK),
]  # fmt: skip

# plain questions
S53P: list[Row] = [
    he("שלום", GREET),
    he("מה אתה יודע לעשות?", HELP),
    he("כמה חייב גד\"ש מזרע", BAL, [("name", "גד\"ש מזרע")], [("bal", "c12")]),
    he("מה מצב התיקון של משאבת המים לעגלים ברפת כפר יהושע", REP, [("name", "רפת כפר יהושע")],
       [("rep", "r03")]),
    he("מה הסטטוס של חשבונית 80538", INV, [("inv", "80538")], [("ist", "i31")]),
    he("למי שייך הטלפון 052-3304417", LOOK, [("phone", "052-3304417")], [("name", "c20")]),
    he("מה הטלפון של משה גבאי", LOOK, [("name", "משה גבאי")], []),
    he("חשבונית HK-4200 שולמה?", INV, [("inv", "HK-4200")], []),
    he("של מי המספר 054-1112233", LOOK, [("phone", "054-1112233")], []),
    he("כמה עולה חוזה שירות עונתי", KNOW, [], [("kn", "k08", "3,600")]),
    he("אתם מגיעים גם לרמת ישי?", KNOW, [], [("kn", "k12", "רמת ישי")]),
    he("מי זכה באליפות בכדורגל השנה", UNK),
    he("כמה נשאר לשלם על HK-4125", INV, [("inv", "HK-4125")], [("ileft", "i07")]),
    he("מה היתרה של יוסי בן דור", BAL, [("name", "יוסי בן דור")], [("bal", "c20")]),
    he("הבקר של הדס מור תוקן?", REP, [("name", "הדס מור")], [("rep", "r20")]),
    en("hello", GREET),
    en("help", HELP),
    en("what is the balance of Tom Weiss", BAL, [("name", "Tom Weiss")], [("bal", "c11")]),
    en("status of invoice HK-4138", INV, [("inv", "HK-4138")], [("ist", "i25")]),
    en("which invoices are open for Green Valley Nurseries", INV, [("name", "Green Valley Nurseries")],
       [("ilist", "c08")]),
    en("what's the phone number of Svetlana Orlova", LOOK, [("name", "Svetlana Orlova")], [("phone", "c21")]),
    en("who is 04-6429500", LOOK, [("phone", "04-6429500")], [("name", "c12")]),
    en("how much does Daniel Cohen owe", BAL, [("name", "Daniel Cohen")], []),
    en("is invoice 80999 paid", INV, [("inv", "80999")], []),
    en("whose phone is 053-9981276", LOOK, [("phone", "053-9981276")], []),
    en("what are your opening hours", KNOW, [], [("kn", "k01", "07:00")]),
    en("how much does it cost to flush a disc filter", KNOW, [], [("kn", "k05", "240")]),
    en("how long does a water meter calibration take", KNOW, [], [("kn", "k06", "10")]),
    en("repair status for Tom Weiss's submersible pump", REP, [("name", "Tom Weiss")], [("rep", "r15")]),
    en("write me a poem about rain", UNK),
    en("what's the capital of Australia", UNK),
    en("how much was paid on HK-4109", INV, [("inv", "HK-4109")], [("ipaid", "i29")]),
]  # fmt: skip

S53F: list[list[Row]] = [
    [  # a new private customer with an open invoice and a pump job
        he("אביטל רגב חייבת משהו?", BAL, [("name", "אביטל רגב")], [("bal", "c25")]),
        en("who is HK-4160 for", LOOK, [("inv", "HK-4160")], [("name", "c25"), ("about", "i41")]),
        he("המשאבה בקידוח של אביטל רגב התקבלה?", REP, [("name", "אביטל רגב")], [("rep", "r26")]),
        en("avital regev's phone pls", LOOK, [("name", "avital regev")], [("phone", "c25")]),
    ],
    [  # Tom Weiss: a new parts invoice and a booster pump job
        en("how much does Tom Weiss owe now", BAL, [("name", "Tom Weiss")], [("bal", "c11")]),
        he("הבוסטר במטע של טום וייס, התקבל?", REP, [("name", "טום וייס")], [("rep", "r27")]),
        en("is 80560 paid", INV, [("inv", "80560")], [("ist", "i42")]),
        he("החשבוניות הפתוחות של טום וייס", INV, [("name", "טום וייס")], [("ilist", "c11")]),
    ],
    [  # a new Latin-stored customer, and a new invoice of נירית שפירא
        he("איגור פטרנקו, השעון מים שלו התקבל?", REP, [("name", "איגור פטרנקו")], [("rep", "r28")]),
        en("Igor Petrenko balance", BAL, [("name", "Igor Petrenko")], [("bal", "c26")]),
        he("כמה נירית שפירא חייבת עכשיו", BAL, [("name", "נירית שפירא")], [("bal", "c06")]),
        en("how much is left on HK-4162", INV, [("inv", "HK-4162")], [("ileft", "i44")]),
    ],
]  # fmt: skip

BATCHES = {"s53x": S53X, "s53y": S53Y, "s53z": S53Z, "s53p": S53P}
FRESH = {"s53f": S53F}

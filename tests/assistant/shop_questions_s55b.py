"""Batch s55b: questions about שטיח נקי (Clean Carpet: carpet, rug and upholstery cleaning and repair, with
fringes, binding, moth damage and the restoring of Persian rugs, pickup and delivery in Jerusalem, Mevaseret,
Beit Shemesh and Modi'in, ``shops/shatiach.json``), and ``s55bf``: questions asked the moment the records they
are about were made through the API (the fixtures' ``added_later`` steps). A BLIND DEVELOPMENT set: the rows
are read by the team later, but they were written by someone who saw neither the engine nor another set.

Written by session 55's helper ``blind55b``, fixtures first and then these questions, from the fixtures and
the devset's rules alone, before any of them (or the fixtures) was sent to the engine. Customers are
households, two hotels and a suites hotel, a yeshiva, two synagogues, an embassy residence and offices; a job
is one item (a 2x3 Persian rug, a sofa, the wall-to-wall of a hotel wing) whose shop status (picked up,
washing, drying, repair) is in its description and whose contract status is received / diagnosing /
waiting_for_parts (wool, fringes, binding tape) / in_progress / ready / delivered / cancelled. Invoices are
SN-41xx (per item) and CT-26-nn (institutions' monthly invoices), typed sn4131, SN 4131, 4131, ct 26 05,
CT2605, 26-05.

Voices:
- ``s55bx`` Devorah, a Haredi office manager from Beit Shemesh: Hebrew with Yiddish-flavoured words (נו, אוי,
  שכוייח, ביטע, גוט) and honorifics (הרב, הרבנית, בעז"ה, בלי נדר); customers by family name and
  neighbourhood (ויסמן מרמה א', הרבנית וייסמן מהר נוף, גולדשטיין מג'), institutions by a short name (הישיבה,
  אהל משה, נוה מבשרת); follow-ups that lean on the family just asked about.
- ``s55by`` Pierre, the French-born partner: English as a second language with French habits ("the invoice
  of Madame Cohen", "it is paid, no?", "she has still to pay", "the carpet of", "how much rests"), sometimes a
  Hebrew word (חשבונית, שטיח, מוכן), his French customers by Madame/Monsieur and family name.
- ``s55bz`` Omer, the driver: from his phone while driving, very short, Hebrew and English mixed, invoice
  numbers without the prefix, phones with spaces or dictated, voice-dictation slips (גולד שטיין, ביט שמש,
  קינג סולומון), no punctuation.
- ``s55bp`` plain: every intent, half Hebrew half English, unknown customer / invoice / phone, out of domain,
  greetings, help.
- ``s55bf`` fresh: a new Beit Shemesh customer, a new armchair job and invoice for Sylvie Dubois, a new
  Latin-stored customer of Pierre's, each asked about at once.

Hard cases: near-identical names (ויסמן c01 / וייסמן c02, גולדשטיין c14 / גולדשמיט c15); two Azulays (a bare
"אזולאי" is ambiguous); a husband and wife on one home phone (c13 / c35, shared_phone); a customer with no
invoices (נחום שטרן); two whose only unpaid invoice is a draft (עינב רוזן, Sylvie Dubois before step 2); open
invoices past due that read as overdue (SN-4131, CT-26-03, CT-26-07, SN-4126, SN-4128, SN-4135, SN-4142,
SN-4130); an invoice due today (CT-26-05, open); a cancelled invoice and an open one of the same amount
(SN-4122 / SN-4123); knowledge items whose content is English (moth, institutions, damage) asked in Hebrew,
and Hebrew ones asked in English; the Persian-rug words (פרנזים, אמרה, עש, fringes, binding, moth) in
knowledge, in jobs and in out-of-domain rows.

Omer's "מי זה שנגמר ב 3398" gives only a phone's last digits (no phone entity; the one customer whose phone
ends so is c30).

Counts (rows, he/en): s55bx 45 (42/3), s55by 45 (3/42), s55bz 45 (25/20), s55bp 32 (15/17), s55bf 12 (7/5);
179 in all, 92 Hebrew / 87 English (49 % English), 21 follow-ups. By intent (he/en): balance 31 (17/14),
repair 42 (24/18), invoice 32 (13/19), lookup 29 (15/14), knowledge 25 (12/13), unknown 11 (6/5), greeting 5
(3/2), help 4 (2/2).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he

S55BX: list[Row] = [  # Devorah, office manager, Beit Shemesh
    he("בעז\"ה, כמה הרב ויסמן מרמה א' עוד חייב?", BAL, [("name", "ויסמן")], [("bal", "c01")]),
    he("והשטיח הפרסי שלהם, כבר בכביסה?", REP, [], [("rep", "r01")], True),
    he("נו, החשבונית שלו שלא שולמה, איזו זאת?", INV, [], [("ilist", "c01", "open")], True),
    he("הרבנית וייסמן מהר נוף שילמה הכל?", BAL, [("name", "וייסמן")], [("bal", "c02")]),
    he("מה עם שטיחי הילדים של הרבנית וייסמן", REP, [("name", "וייסמן")], [("rep", "r03")]),
    he("כמה הישיבה חייבת לנו, ישיבת אור התורה", BAL, [("name", "ישיבת אור התורה")], [("bal", "c03")]),
    he("איזה חשבוניות של אור התורה עוד פתוחות? הרב של הכספים מתקשר", INV,
       [("name", "אור התורה")], [("ilist", "c03", "open")]),
    he("והמקיר לקיר בהיכל, כבר יבש? בעז\"ה לפני הזמן", REP, [], [("rep", "r04")], True),
    he("הגבאי מאהל משה שואל על הפרוכת ושטיח ארון הקודש", REP, [("name", "אהל משה")], [("rep", "r06")]),
    he("לבית הכנסת אהל משה בבית וגן יש חוב?", BAL, [("name", "בית הכנסת אהל משה")], [("bal", "c04")]),
    he("השטיח של נוה מבשרת, הגיע כבר הסרט לאמרה?", REP, [("name", "נוה מבשרת")], [("rep", "r08")]),
    he("כמה נשאר לשלם על SN-4113 של נוה מבשרת", INV,
       [("inv", "SN-4113"), ("name", "נוה מבשרת")], [("ileft", "i09")]),
    he("אוי, גולדשטיין מרמה ג' מתקשר כבר פעם שלישית, מה עם השטיח עם העש", REP,
       [("name", "גולדשטיין")], [("rep", "r20")]),
    he("וכמה הוא חייב?", BAL, [], [("bal", "c14")], True),
    he("גולדשמיט מגאולה, מה עם השטיחון שלו", REP, [("name", "גולדשמיט")], [("rep", "r21")]),
    he("חשבונית 4126 של גולדשמיט שולמה?", INV, [("inv", "SN-4126", "4126"), ("name", "גולדשמיט")],
       [("ist", "i25")]),
    he("משפחת פרידמן מרמה ב' חייבים משהו?", BAL, [("name", "פרידמן")], [("names", "c13", "c35")]),
    he("הרבנית רבקה פרידמן, מה עם השטיח של חדר השינה", REP, [("name", "רבקה פרידמן")], [("rep", "r42")]),
    he("ותבדקי לה את החשבונית, שילמה?", INV, [], [("ist", "i52")], True),
    he("מי זה 02-9915566? רשום אצלי בלי שם", LOOK, [("phone", "02-9915566")], [("names", "c13", "c35")]),
    he("נחום שטרן מרמה ד', יש לו חשבונית פתוחה?", INV, [("name", "נחום שטרן")], [("ilist", "c20", "open")]),
    he("ומה יצא באבחון של השטיח הפרסי שלו?", REP, [], [("rep", "r26")], True),
    he("בתיה לנדאו מסנהדריה, השטיח מוכן? היא רוצה לפני שבת", REP, [("name", "בתיה לנדאו")], [("rep", "r27")]),
    he("כמה היא חייבת, לנדאו", BAL, [("name", "לנדאו")], [("bal", "c21")], True),
    he("הרב הורוביץ מרמות שילם את כל החשבון? לא מחזירים לפני תשלום מלא", BAL,
       [("name", "הורוביץ")], [("bal", "c26")]),
    he("מרדכי קליין חייב משהו? בלי נדר הוא אומר שהכל שולם", BAL, [("name", "מרדכי קליין")], [("bal", "c28")]),
    he("יש לנו מישהו בשם אזולאי?", LOOK, [("name", "אזולאי")], [("names", "c22", "c23")]),
    he("אסתר אזולאי ממבשרת, כמה נשאר לה לשלם על 4128", INV,
       [("name", "אסתר אזולאי"), ("inv", "SN-4128", "4128")], [("ileft", "i36")]),
    he("מה הטלפון של הישיבה? אור התורה", LOOK, [("name", "אור התורה")], [("phone", "c03")]),
    he("מה הכתובת של חיה וייסמן בהר נוף", LOOK, [("name", "חיה וייסמן")], [("addr", "c02", "הקבלן")]),
    he("מה הח.פ. של בית כנסת נוה מבשרת? צריך לקבלה", LOOK, [("name", "בית כנסת נוה מבשרת")],
       [("tax", "c05")]),
    he("של מי הטלפון 052-7620045", LOOK, [("phone", "052-7620045")], [("name", "c20")]),
    he("שכוייח, ועוד אחד: 050-4419930 מי זה", LOOK, [("phone", "050-4419930")], [("name", "c23")]),
    he("כמה עולה למ\"ר שטיח פרסי? הרבנית שואלת לפני שמזמינה", KNOW, [], [("kn", "k01", "55")]),
    he("עד מתי מקבלים שטיחים לפני פסח בעז\"ה", KNOW, [], [("kn", "k08", "ראש חודש ניסן")]),
    he("באיזה יום עוברים באיסוף בבית שמש", KNOW, [], [("kn", "k02", "שני")]),
    he("כמה עולה להחליף פרנזים למטר", KNOW, [], [("kn", "k09", "120")]),
    he("אוי, השטיח עם העש חזר לו העש אחרי שלושה חודשים, יש אחריות על הטיפול?", KNOW, [],
       [("kn", "k04", "6")]),
    he("הישיבה רוצה לשלם בצ'קים, זה בסדר?", KNOW, [], [("kn", "k10", "מוסדות")]),
    en("Hannah Weiss from RBS, how much does she owe", BAL, [("name", "Hannah Weiss")], [("bal", "c33")]),
    en("and her rug with the stain?", REP, [], [("rep", "r39")], True),
    en("what time we close on friday", KNOW, [], [("kn", "k08", "12:30")]),
    he("גוט מארגן, בוקר טוב!", GREET),
    he("תזכיר לי להתקשר לבעלי לגבי החתונה של הבת של הרב ויסמן", UNK),
    he("מה אני יכולה לשאול אותך בדיוק?", HELP),
]  # fmt: skip

S55BY: list[Row] = [  # Pierre, French-born partner
    en("Bonjour! the invoice of Madame Nathalie Cohen, it is paid, no?", INV, [("name", "Nathalie Cohen")],
       [("ilist", "c09", "open")]),
    en("how much rests to pay on it?", INV, [], [("ileft", "i18")], True),
    en("and her silk carpet, it is dry now?", REP, [], [("rep", "r15")], True),
    en("Madame Dubois, the kilim is מוכן?", REP, [("name", "Dubois")], [("rep", "r17")]),
    en("Sylvie Dubois has still something to pay?", BAL, [("name", "Sylvie Dubois")], [("bal", "c11")]),
    en("the חשבונית SN-4147 of Madame Dubois, what is the status", INV,
       [("inv", "SN-4147"), ("name", "Dubois")], [("ist", "i51")]),
    en("Monsieur Attias, he owes us how much?", BAL, [("name", "Attias")], [("bal", "c12")]),
    en("SN 4122, it was cancelled, no? the one of Attias", INV,
       [("inv", "SN-4122", "SN 4122"), ("name", "Attias")],
       [("ist", "i21")]),
    en("and the other, 4123?", INV, [("inv", "SN-4123", "4123")], [("ist", "i22")], True),
    en("the carpet of Madame Benhamou, in which state it is", REP, [("name", "Benhamou")], [("rep", "r34")]),
    en("Claire Benhamou, the balance please", BAL, [("name", "Claire Benhamou")], [("bal", "c27")]),
    en("Monsieur Rosenberg in Rehavia, the antique Qashqai, where we are with the restoration?", REP,
       [("name", "Rosenberg")], [("rep", "r30")]),
    en("he gave an advance, how much he paid on the invoice 4148?", INV, [("inv", "SN-4148", "4148")],
       [("ipaid", "i38")], True),
    en("what is the balance of Michael Rosenberg, total", BAL,
       [("name", "Michael Rosenberg")], [("bal", "c24")]),
    en("the Netherlands Embassy residence, the Nain rug, we have already the wool?", REP,
       [("name", "Netherlands Embassy")], [("rep", "r13")]),
    en("and the dining room carpet of the residence?", REP, [], [("rep", "r14")], True),
    en("the embassy residence, they owe something?", BAL, [("name", "embassy residence")], [("bal", "c08")]),
    en("SN-4118, it is paid?", INV, [("inv", "SN-4118")], [("ist", "i15")]),
    en("King Solomon, how much they owe us in total", BAL, [("name", "King Solomon")], [("bal", "c07")]),
    en("which invoices of King Solomon Suites are not paid", INV, [("name", "King Solomon Suites")],
       [("ilist", "c07", "open")]),
    en("the lobby rug of King Solomon, it is still drying?", REP,
       [("name", "King Solomon")], [("rep", "r11")]),
    en("the hotel Ganey Jerusalem, the east wing wall to wall, it is finished?", REP,
       [("name", "Ganey Jerusalem")], [("rep", "r09")]),
    en("CT-26-05 of the hotel, how much rests?", INV, [("inv", "CT-26-05")], [("ileft", "i11")]),
    en("and CT 26 06, it is only a draft, no?", INV,
       [("inv", "CT-26-06", "CT 26 06")], [("ist", "i12")], True),
    en("the hotel in Modiin, Nof Modiin, they are late? how much", BAL,
       [("name", "Nof Modiin")], [("bal", "c25")]),
    en("the invoice ct2607, it is overdue?", INV, [("inv", "CT-26-07", "ct2607")], [("ist", "i39")]),
    en("who is the client with 054 771 9032", LOOK, [("phone", "054 771 9032")], [("name", "c12")]),
    en("the email of Madame Cohen, Nathalie", LOOK, [("name", "Nathalie Cohen")], [("email", "c09")]),
    en("give me the phone of Sylvie Dubois", LOOK, [("name", "Sylvie Dubois")], [("phone", "c11")]),
    en("the address of Claire Benhamou, for the delivery", LOOK, [("name", "Claire Benhamou")],
       [("addr", "c27", "המגיד")]),
    en("the invoice SN-4144, it is for who?", LOOK,
       [("inv", "SN-4144")], [("name", "c08"), ("about", "i16")]),
    en("the tax number of Levinson lawyers, the accountant asks", LOOK,
       [("name", "Levinson")], [("tax", "c16")]),
    en("the office in Modiin, נקסט טק, the chairs are finished?", REP,
       [("name", "נקסט טק")], [("rep", "r23")]),
    en("and their invoice 4127, how much they paid already?", INV, [("inv", "SN-4127", "4127")],
       [("ipaid", "i28")], True),
    en("the price for a silk carpet, per metre?", KNOW, [], [("kn", "k01", "90")]),
    en("for Modiin the delivery costs how much?", KNOW, [], [("kn", "k02", "80")]),
    en("a client asks how long for a Persian restoration, how many weeks", KNOW, [], [("kn", "k03", "3")]),
    en("the night work at the hotel after 22h, what is the supplement?", KNOW, [], [("kn", "k06", "25%")]),
    en("a client says the wine stain is still there, in how many days she can claim?", KNOW, [],
       [("kn", "k07", "7")]),
    en("the binding, we charge how much per metre?", KNOW, [], [("kn", "k09", "60")]),
    en("if the client does not come to take his carpet, the storage is how much per day?", KNOW, [],
       [("kn", "k05", "5")]),
    he("כמה עולה טיפול נגד עש למטר?", KNOW, [], [("kn", "k04", "20")]),
    he("שלום, מה נשמע? ça va?", GREET),
    he("תמצא לי מסעדה צרפתית טובה במודיעין לשישי", UNK),
    en("how do I use you, איך זה עובד", HELP),
]  # fmt: skip

S55BZ: list[Row] = [  # Omer, the driver, from his phone
    he("ויסמן רמה א שטיח מוכן", REP, [("name", "ויסמן")], [("rep", "r01")]),
    he("4131 שולם", INV, [("inv", "SN-4131", "4131")], [("ist", "i02")]),
    en("4131 how much left", INV, [("inv", "SN-4131", "4131")], [("ileft", "i02")]),
    he("מי זה 054 668 7711", LOOK, [("phone", "054 668 7711")], [("name", "c22")]),
    he("ספה שלו מוכנה", REP, [], [("rep", "r28")], True),
    he("כתובת של אזולאי יוסף", LOOK, [("name", "אזולאי יוסף")], [("addr", "c22", "הרצל")]),
    he("שטיח של גולד שטיין", REP, [("name", "גולד שטיין")], [("rep", "r20")]),
    he("גולדשטיין חייב", BAL, [("name", "גולדשטיין")], [("bal", "c14")]),
    he("ביט שמש פרידמן רבקה שטיח", REP, [("name", "פרידמן רבקה")], [("rep", "r42")]),
    he("ברגר מודיעין להחזיר היום", REP, [("name", "ברגר")], [("rep", "r40")]),
    he("ברגר חייבת", BAL, [("name", "ברגר")], [("bal", "c34")], True),
    he("4142 פתוחה", INV, [("inv", "SN-4142", "4142")], [("ist", "i50")]),
    he("מלון גני ירושלים אגף מזרחי גמור", REP, [("name", "מלון גני ירושלים")], [("rep", "r09")]),
    he("הספות בלובי גני ירושלים", REP, [("name", "גני ירושלים")], [("rep", "r10")]),
    he("קינג סולומון שטיח לובי", REP, [("name", "קינג סולומון")], [("rep", "r11")]),
    he("קינג סולומון חייבים", BAL, [("name", "קינג סולומון")], [("bal", "c07")], True),
    he("הורוביץ רמות לאסוף תבריז", REP, [("name", "הורוביץ")], [("rep", "r33")]),
    he("טלפון הורוביץ", LOOK, [("name", "הורוביץ")], [("phone", "c26")]),
    he("שמעוני מודיעין 2 שטיחים", REP, [("name", "שמעוני")], [("rep", "r36")]),
    he("שמעוני כמה חייב", BAL, [("name", "שמעוני")], [("bal", "c30")], True),
    he("טלפון מרים כהן", LOOK, [("name", "מרים כהן")], [("phone", "c10")]),
    he("מה שעות ביום שישי", KNOW, [], [("kn", "k08", "12:30")]),
    en("embassy nain rug ready", REP, [("name", "embassy")], [("rep", "r13")]),
    en("hannah weiss rbs rug", REP, [("name", "hannah weiss")], [("rep", "r39")]),
    en("who is 058 663 0021", LOOK, [("phone", "058 663 0021")], [("name", "c33")]),
    en("addr rachel adler mevaseret", LOOK, [("name", "rachel adler")], [("addr", "c18", "הרצל")]),
    en("claire benhamou owes", BAL, [("name", "claire benhamou")], [("bal", "c27")]),
    en("sn 4132 paid", INV, [("inv", "SN-4132", "sn 4132")], [("ist", "i42")]),
    en("attias modiin owes anything", BAL, [("name", "attias")], [("bal", "c12")]),
    en("nexttech chairs done", REP, [("name", "nexttech")], [("rep", "r23")]),
    en("gabay engineering wall to wall when", REP, [("name", "gabay engineering")], [("rep", "r38")]),
    en("gabay eng phone", LOOK, [("name", "gabay eng")], [("phone", "c32")]),
    en("4137 paid", INV, [("inv", "SN-4137", "4137")], [("ist", "i47")]),
    en("levinson 8th floor invoice open", INV, [("name", "levinson")], [("ilist", "c16", "open")]),
    en("0 5 0 2 2 9 8 4 7 1 who", LOOK, [("phone", "0 5 0 2 2 9 8 4 7 1")], [("name", "c19")]),
    en("einav rozen owes", BAL, [("name", "einav rozen")], [("bal", "c19")], True),
    en("her rug picked up?", REP, [], [("rep", "r25")], True),
    en("modiin delivery fee", KNOW, [], [("kn", "k02", "80")]),
    en("pickup free from how much jerusalem", KNOW, [], [("kn", "k02", "400")]),
    he("מי זה שנגמר ב 3398 מודיעין", LOOK, [], [("name", "c30")]),
    he("מחזירים שטיח בלי תשלום מלא", KNOW, [], [("kn", "k10", "תשלום מלא")]),
    he("כמה זמן כביסה רגילה ימים", KNOW, [], [("kn", "k03", "10")]),
    en("yo", GREET),
    he("תנווט אותי לנחל דולב 14 רמת בית שמש", UNK),
    en("whats the traffic on route 1 now", UNK),
]  # fmt: skip

S55BP: list[Row] = [  # plain
    he("כמה חייבת אילנה ששון?", BAL, [("name", "אילנה ששון")], [("bal", "c29")]),
    he("מה היתרה של 050-6623419", BAL, [("phone", "050-6623419")], [("bal", "c09")]),
    en("What is the balance of Yeshivat Ohr HaTorah?", BAL,
       [("name", "Yeshivat Ohr HaTorah")], [("bal", "c03")]),
    en("Does Dvir Shalev owe us anything?", BAL, [("name", "Dvir Shalev")], []),
    he("מה הסטטוס של הכורסאות של מרים כהן?", REP, [("name", "מרים כהן")], [("rep", "r16")]),
    he("דוד מזרחי, מה קרה עם השטיח שלו?", REP, [("name", "דוד מזרחי")], [("rep", "r37")]),
    en("Status of the rug for 02-9990417?", REP, [("phone", "02-9990417")], [("repc", "c28")]),
    en("What is the status of the jobs for Hotel Nof Modiin?", REP, [("name", "Hotel Nof Modiin")],
       [("repc", "c25")]),
    he("מה הסטטוס של חשבונית CT-26-03?", INV, [("inv", "CT-26-03")], [("ist", "i06")]),
    he("חשבונית SN-4199 שולמה?", INV, [("inv", "SN-4199")], []),
    en("Is invoice SN-4146 paid?", INV, [("inv", "SN-4146")], [("ist", "i32")]),
    en("How much was paid on invoice CT-26-02?", INV, [("inv", "CT-26-02")], [("ipaid", "i05")]),
    he("מי הלקוח עם הטלפון 08-9703366?", LOOK, [("phone", "08-9703366")], [("name", "c17")]),
    he("מי זה 052-1112233?", LOOK, [("phone", "052-1112233")], []),
    en("What is the email address of Jean-Marc Attias?", LOOK,
       [("name", "Jean-Marc Attias")], [("email", "c12")]),
    en("Who is invoice SN-4125 for?", LOOK, [("inv", "SN-4125")], [("name", "c14"), ("about", "i24")]),
    he("מה המחיר המינימלי להזמנה?", KNOW, [], [("kn", "k01", "250")]),
    he("מה קורה עם שטיח שלא נאסף חודש?", KNOW, [], [("kn", "k05", "5 ₪")]),
    en("How many installments can a customer pay in?", KNOW, [], [("kn", "k10", "6")]),
    en("What is the minimum charge for an on-site visit?", KNOW, [], [("kn", "k06", "1,200")]),
    en("How much does it cost to fix a small moth hole?", KNOW, [], [("kn", "k09", "250")]),
    he("שלום", GREET),
    en("Good afternoon", GREET),
    he("עזרה", HELP),
    en("What kinds of questions can I ask you?", HELP),
    he("מה מזג האוויר בירושלים מחר?", UNK),
    he("איך מנקים כתם יין משטיח בבית?", UNK),
    he("תכתוב פוסט לפייסבוק על מבצע פסח", UNK),
    en("What's the exchange rate of the euro today?", UNK),
    en("Recommend a good Persian restaurant in Jerusalem", UNK),
    en("Write a thank-you note to Sylvie Dubois", UNK),
    en("Can you order more fringe thread from AliExpress?", UNK),
]  # fmt: skip

S55BF: list[list[Row]] = [
    [  # a new Beit Shemesh customer, her Persian rug and sofa, and her invoice
        he("שולמית ברקוביץ מרמה א', כמה היא חייבת?", BAL, [("name", "שולמית ברקוביץ")], [("bal", "c36")]),
        he("השטיח והספה של ברקוביץ נאספו?", REP, [("name", "ברקוביץ")], [("rep", "r43")]),
        en("who is SN-4161 for", LOOK, [("inv", "SN-4161")], [("name", "c36"), ("about", "i53")]),
        en("Shulamit Berkovitz phone", LOOK, [("name", "Shulamit Berkovitz")], [("phone", "c36")]),
    ],
    [  # Sylvie Dubois's new armchair job and its invoice, half paid
        en("Madame Dubois, what she owes now?", BAL, [("name", "Dubois")], [("bal", "c11")]),
        he("הכורסה של סילבי דובואה נאספה?", REP, [("name", "סילבי דובואה")], [("rep", "r44")]),
        en("how much rests on SN-4162", INV, [("inv", "SN-4162")], [("ileft", "i54")]),
        he("מה הסטטוס של 4162", INV, [("inv", "SN-4162", "4162")], [("ist", "i54")]),
    ],
    [  # a new Latin-stored customer in Modi'in, an antique rug with moth damage
        he("Olivier Mimoun חייב משהו?", BAL, [("name", "Olivier Mimoun")], [("bal", "c37")]),
        en("the antique rug of Monsieur Mimoun, what the diagnosis says", REP, [("name", "Mimoun")],
           [("rep", "r45")]),
        he("כמה שילם מימון על חשבונית SN-4163", INV,
           [("name", "מימון"), ("inv", "SN-4163")], [("ipaid", "i55")]),
        he("מה הכתובת של אוליבייה מימון", LOOK, [("name", "אוליבייה מימון")], [("addr", "c37", "ערוגות")]),
    ],
]  # fmt: skip

BATCHES = {"s55bx": S55BX, "s55by": S55BY, "s55bz": S55BZ, "s55bp": S55BP}
FRESH = {"s55bf": S55BF}

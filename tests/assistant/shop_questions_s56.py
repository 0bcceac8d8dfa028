"""Batch s56: questions about מלגזות המפרץ (Mifratz Forklifts: service, repair, periodic safety inspection
(תסקיר) and rental of forklifts, pallet jacks and reach trucks for factories, warehouses and logistics centres
in the Haifa bay industrial zone, Kiryat Ata and Yokneam; ``shops/malgez.json``), and ``s56f``: questions
asked the moment the records they are about were made through the API (the fixtures' ``added_later`` steps).
HELD OUT: scored as aggregates only; its rows are never read one by one, rewritten or learned from.

Written by session 56's helper `malgez` on 2026-12-06 (about 15:38 UTC), fixtures first and then these
questions, from the fixtures alone, blind: without reading the assistant's code, its tests or any other
question set, and before any of it was sent to the engine.

The business: customers are factories (a plastics plant, ceramics, textiles, a drinks plant, a paper mill,
a chemicals plant with explosion-proof machines), distribution centres (a supermarket chain's warehouse with
reach trucks numbered SG-xx, a logistics firm with fleet AL-xx, two cold-storage firms), a port contractor
with a fleet HN-01..HN-12, a packing house, and a few private owners of a single forklift. Jobs are per
machine (make, model, fleet or serial number, or a periodic inspection, תסקיר). Invoices are numbered
MF/YY/NNNN (MF/26/0118, MF/25/0412) and typed MF 26 0112, MF-26-0103, mf/26/0079, 26/0093, mf26/0099, 0098,
116.

Voices (each a distinct person):
- ``s56x`` Tsega, an Ethiopian-born dispatcher in her thirties: Hebrew in her own spelling (חיבים, שלמו,
  קרית, חשבונת, שרות, פקדון, מאפיה, ריצ טרק), some short English lines ("status pls", "ok what about
  SG-03"); she asks by the machine and the site (המלגזה הצהובה בתפן, הריצ' טראק של המחסן קירור, HN-07 של
  הנמל, SG-15), and leans on the previous question (ועגלה חשמלית שלהם?).
- ``s56y`` Graham, the British-born co-owner: formal British English ("could you kindly", "I reckon", "the
  account for ...", "settled up", "call-out charge", "hiring", "tyres", "licence"), Hebrew-stored customers
  in Latin letters his own way (Carmel Plastics, Kirur HaMifratz, Ata Logistics, A.S. Port Services, Salah
  Khoury, Kimikalim Mifratz Haifa, Moshe Avrahami), full invoice numbers, two halting Hebrew lines.
- ``s56z`` Ahmad, a young technician from Shefa-'Amr texting from the field: short English and Hebrew, typos
  (balnce, whats, tyre/tire), lower case, machines by make and model or serial (still RX20 serial 516212,
  AL-5 error E-217, cat dp25n), phones as printed or as on caller ID, partial invoice numbers (0098, 116,
  26/0120, mf26/0099).
- ``s56p`` plain: every intent, half Hebrew half English, an unknown customer, invoice and phone,
  out-of-domain asks, greetings, help.
- ``s56f`` fresh: three steps of four (a new private renter; a new job and invoice of an existing factory; a
  new Latin-stored port customer asked about in Hebrew letters too).

Hard cases: near-identical customers (משה אברהמי / משה אברהם, נגריית בן דוד / מחסני בן דוד and a bare "בן
דוד", סאלח חורי / ח'ורי הובלות and "khoury" in Latin, קירור המפרץ / Bay Cold Logistics, ולדימיר קוזלוב /
חומרי בניין קוזלוב, מפעל פלסטיקה כרמל / משקאות הכרמל / Carmel Bay Shipping); a phone shared by מאפיית
מזרחי and its owner יוסי מזרחי (shared_phone); a customer with no invoices (אלון גבאי); one whose only
unpaid invoice is a draft (יעל ברגר); open invoices past their due date (read as overdue); a cancelled
duplicate invoice; Hebrew-stored names in Latin letters and Latin-stored ones in Hebrew letters (טכנו פק
יקנעם, כרמל ביי שיפינג); jobs asked by fleet or serial number with no customer named; knowledge items in
Hebrew asked in English (numbers) and ones in English asked in Hebrew; out-of-domain asks holding the trade's
words (reach truck, שפרעם).

Counts (he/en): s56x 48 (36/12), s56y 50 (2/48), s56z 47 (24/23), s56p 32 (16/16), s56f 12 (6/6); 189 rows,
84 Hebrew, 105 English (56%), 8 follow-ups. By intent: repair 43, invoice 35, balance 32, lookup 31, knowledge
27, unknown 11, greeting 5, help 5.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he

N, P, IV = "name", "phone", "inv"

S56X: list[Row] = [  # Tsega, dispatcher
    he("בוקר טוב", GREET),
    he("כמה חיבים לנו סופר גל קרית אתא?", BAL, [(N, "סופר גל")], [("bal", "c03")]),
    he("תפן מתכות שלמו כבר או עוד חיבים", BAL, [(N, "תפן מתכות")], [("bal", "c04")]),
    he("משה אברהמי מכפר חסידים יש לו חוב?", BAL, [(N, "משה אברהמי")], [("bal", "c06")]),
    he("ומשה אברהם של קרית אתא?", BAL, [(N, "משה אברהם")], [("bal", "c07")], True),
    he("כמה חייב הלקוח 052-8861347", BAL, [(P, "052-8861347")], [("bal", "c16")]),
    en("balance Bay Cold pls", BAL, [(N, "Bay Cold")], [("bal", "c11")]),
    he("מאפיה מזרחי חיבים משהו?", BAL, [(N, "מאפיה מזרחי")], [("bal", "c21")]),
    he("אתא לוגיסטיקה כמה חוב יש להם בסך הכל", BAL, [(N, "אתא לוגיסטיקה")], [("bal", "c09")]),
    he("מה עם המלגזה הצהובה בתפן? מוכנה?", REP, [(N, "תפן")], [("rep", "r10")]),
    he("הריצ' טראק של המחסן קירור בסופר גל, הגיע החלק?", REP, [(N, "סופר גל")], [("rep", "r07")]),
    he("ועגלה חשמלית שלהם SG-15?", REP, [], [("rep", "r08")], True),
    en("ok what about SG-03", REP, [], [("rep", "r09")], True),
    he("המלגזה HN-07 של א.ש. נמל, גמרו לתקן את הדליפה?", REP, [(N, "א.ש. נמל")], [("rep", "r04")]),
    he("והבלמים של HN-11?", REP, [], [("rep", "r05")], True),
    en("Carmel plastic Linde no 3, part arrived?", REP, [(N, "Carmel plastic")], [("rep", "r01")]),
    he("התסקיר של פלסטיקה כרמל מוכן לשלוח?", REP, [(N, "פלסטיקה כרמל")], [("rep", "r02")]),
    he("המלגזה של סאלח משפרעם עם ההגה הכבד", REP, [(N, "סאלח")], [("rep", "r26")]),
    he("מלגזה של אלון גבאי מנשר - התחלתם לבדוק?", REP, [(N, "אלון גבאי")], [("rep", "r30")]),
    en("Komatsu 2 of Kozlov building materials status?", REP,
       [(N, "Kozlov building materials")], [("rep", "r37")]),
    he("כל העבודות של אתא לוגיסטיקה, מה הסטטוס", REP, [(N, "אתא לוגיסטיקה")], [("repc", "c09")]),
    he("המלגזה בחדר קירור של קירור המפרץ מוכנה? החימום", REP, [(N, "קירור המפרץ")], [("rep", "r19")]),
    he("חשבונית MF/26/0104 שלמו?", INV, [(IV, "MF/26/0104")], [("ist", "i07")]),
    he("חשבונת 26/0093 של תפן מה המצב", INV, [(IV, "MF/26/0093"), (N, "תפן")], [("ist", "i10")]),
    he("כמה נשאר לשלם על mf/26/0079", INV, [(IV, "MF/26/0079")], [("ileft", "i14")]),
    en("invoice MF 26 0112 paid?", INV, [(IV, "MF/26/0112")], [("ist", "i12")]),
    he("אילו חשבוניות פתוחות יש לא.ש. שירותי נמל", INV, [(N, "א.ש. שירותי נמל")], [("ilist", "c02")]),
    he("כמה שלמו על MF-26-0103", INV, [(IV, "MF/26/0103")], [("ipaid", "i43")]),
    he("חשבונית 0126 של סופר גל נשלחה או עוד טיוטה", INV,
       [(IV, "MF/26/0126"), (N, "סופר גל")], [("ist", "i09")]),
    en("MF/26/0066 is cancelled?", INV, [(IV, "MF/26/0066")], [("ist", "i13")]),
    he("חשבונית 0085 של אתא לוגיסטיקה כמה נשאר", INV,
       [(IV, "MF/26/0085"), (N, "אתא לוגיסטיקה")], [("ileft", "i17")]),
    he("מה הטלפון של קרמיקה הצפון", LOOK, [(N, "קרמיקה הצפון")], [("phone", "c08")]),
    he("מי זה 04-8429930?", LOOK, [(P, "04-8429930")], [("name", "c15")]),
    he("תני לי מייל של טכנו פק יקנעם", LOOK, [(N, "טכנו פק יקנעם")], [("email", "c24")]),
    en("Peter Hollis phone pls", LOOK, [(N, "Peter Hollis")], [("phone", "c13")]),
    he("כתובת של כימיקלים מפרץ חיפה", LOOK, [(N, "כימיקלים מפרץ חיפה")], [("addr", "c20", "ההסתדרות")]),
    he("בן דוד, מה הטלפון?", LOOK, [(N, "בן דוד")], [("names", "c14", "c15")]),
    he("של מי המספר 050-7314420", LOOK, [(P, "050-7314420")], [("names", "c21", "c35")]),
    en("who is 04 9502776", LOOK, [(P, "04 9502776")], [("name", "c28")]),
    he("תסקיר כל כמה זמן צריך? לקוח שואל", KNOW, [], [("kn", "k01", "14")]),
    he("כמה עולה קריאת שרות ליוקנעם, יש תוספת?", KNOW, [], [("kn", "k02", "120")]),
    en("emergency number for contract customers?", KNOW, [], [("kn", "k03", "04-8405566")]),
    he("כמה פקדון לוקחים מפרטי על השכרה", KNOW, [], [("kn", "k04", "3,000")]),
    en("loaner forklift after how many days?", KNOW, [], [("kn", "k07", "3 working days")]),
    he("צמיגים מלאים לשלוש טון כמה עולה", KNOW, [], [("kn", "k09", "1,850")]),
    en("what you can do for me?", HELP),
    he("תזמיני לי מונית לתפן לשעה 2", UNK),
    en("pls send whatsapp to Graham I am late 10 min", UNK),
]  # fmt: skip

S56Y: list[Row] = [  # Graham, co-owner
    en("Good morning.", GREET),
    en("Could you kindly tell me the balance on the account for Carmel Plastics?", BAL,
       [(N, "Carmel Plastics")], [("bal", "c01")]),
    en("What is the outstanding balance for Yokneam Electronics, please?", BAL,
       [(N, "Yokneam Electronics")], [("bal", "c05")]),
    en("I reckon Peter Hollis still owes us for the summer hire - what's the figure?", BAL,
       [(N, "Peter Hollis")], [("bal", "c13")]),
    en("Has Bay Cold Logistics settled up yet?", BAL, [(N, "Bay Cold Logistics")], [("bal", "c11")]),
    en("And what of Kirur HaMifratz?", BAL, [(N, "Kirur HaMifratz")], [("bal", "c10")], True),
    en("Would you be so good as to check the balance for the customer on 054 441 2098?", BAL,
       [(P, "054 441 2098")], [("bal", "c26")]),
    en("Mediterranean Paper Mills - what do they owe us at present?", BAL,
       [(N, "Mediterranean Paper Mills")], [("bal", "c18")]),
    en("Does Yael Berger owe anything, or is that account clear?", BAL,
       [(N, "Yael Berger")], [("bal", "c32")]),
    en("How much is outstanding on the account for Northern Timber?", BAL,
       [(N, "Northern Timber")], [("bal", "c31")]),
    he("שלום, אני צריך בבקשה את היתרה של צמיגי הקריות", BAL, [(N, "צמיגי הקריות")], [("bal", "c17")]),
    en("Could you kindly let me know where we are with the Crown reach truck at Bay Cold?", REP,
       [(N, "Bay Cold")], [("rep", "r20")]),
    en("What's the latest on Peter Hollis's Mitsubishi? He rang about the hydraulic hose.", REP,
       [(N, "Peter Hollis")], [("rep", "r22")]),
    en("The Hyster with the paper roll clamp at Mediterranean Paper - still waiting on parts?", REP,
       [(N, "Mediterranean Paper")], [("rep", "r28")]),
    en("And their Linde H30D?", REP, [], [("rep", "r29")], True),
    en("Status of the Hyster at Northern Timber Imports, the one with the slipping gearbox", REP,
       [(N, "Northern Timber Imports")], [("rep", "r42")]),
    en("Has the stacker at Yokneam Electronics had its inspection yet?", REP,
       [(N, "Yokneam Electronics")], [("rep", "r12")]),
    en("And the pallet jack there?", REP, [], [("rep", "r11")], True),
    en("Where are we with the ATEX Linde at Kimikalim Mifratz Haifa?", REP,
       [(N, "Kimikalim Mifratz Haifa")], [("rep", "r31")]),
    en("Could you give me the status of all the jobs for the port contractor, A.S. Port Services?", REP,
       [(N, "A.S. Port Services")], [("repc", "c02")]),
    en("I understand Techno-Pack's stacker is done - can you confirm?", REP,
       [(N, "Techno-Pack")], [("rep", "r34")]),
    en("Moshe Avrahami's old Toyota - any diagnosis yet?", REP, [(N, "Moshe Avrahami")], [("rep", "r13")]),
    en("Could you kindly confirm whether invoice MF/26/0110 has been paid?", INV,
       [(IV, "MF/26/0110")], [("ist", "i22")]),
    en("What remains to be paid on MF/26/0089?", INV, [(IV, "MF/26/0089")], [("ileft", "i47")]),
    en("How much has been paid against invoice MF/26/0127 so far?", INV,
       [(IV, "MF/26/0127")], [("ipaid", "i31")]),
    en("Which invoices are still open for Ata Logistics?", INV, [(N, "Ata Logistics")], [("ilist", "c09")]),
    en("Is MF/25/0470 settled?", INV, [(IV, "MF/25/0470")], [("ist", "i19")]),
    en("The account for Techno-Pack Yokneam - which invoices are outstanding?", INV,
       [(N, "Techno-Pack Yokneam")], [("ilist", "c24")]),
    en("What is the status of invoice number MF/26/0130? I believe it's still a draft.", INV,
       [(IV, "MF/26/0130")], [("ist", "i45")]),
    en("Invoice MF/26/0114, Peter's hire - is it overdue yet?", INV,
       [(IV, "MF/26/0114"), (N, "Peter")], [("ist", "i24")]),
    en("How much is left on MF/26/0131?", INV, [(IV, "MF/26/0131")], [("ileft", "i05")]),
    he("מה הסטטוס של חשבונית MF/26/0116 בבקשה", INV, [(IV, "MF/26/0116")], [("ist", "i29")]),
    en("Could you kindly give me the telephone number for Northern Timber Imports?", LOOK,
       [(N, "Northern Timber Imports")], [("phone", "c31")]),
    en("What's the email address for Mediterranean Paper Mills?", LOOK,
       [(N, "Mediterranean Paper Mills")], [("email", "c18")]),
    en("Who does the number 04-8720400 belong to?", LOOK, [(P, "04-8720400")], [("name", "c11")]),
    en("What's the company registration number for Yokneam Electronics?", LOOK,
       [(N, "Yokneam Electronics")], [("tax", "c05")]),
    en("Whose invoice is MF/26/0117?", LOOK, [(IV, "MF/26/0117")], [("name", "c23"), ("about", "i36")]),
    en("Where is Techno-Pack based? The address, please.", LOOK,
       [(N, "Techno-Pack")], [("addr", "c24", "HaMada")]),
    en("I need Salah Khoury's mobile - he's the chap in Shefa-Amr with the Hyundai.", LOOK,
       [(N, "Salah Khoury")], [("phone", "c16")]),
    en("Could you look up Rami Haddad's email for me?", LOOK, [(N, "Rami Haddad")], [("email", "c34")]),
    en("What do we charge for a periodic inspection on a fleet of five or more?", KNOW, [],
       [("kn", "k01", "520")]),
    en("What is our call-out charge in the Haifa bay area, before VAT?", KNOW, [], [("kn", "k02", "380")]),
    en("What's the weekly rate for hiring a forklift up to three tonnes?", KNOW, [],
       [("kn", "k04", "1,950")]),
    en("How long is the warranty on a new traction battery?", KNOW, [], [("kn", "k05", "24")]),
    en("What interest do we charge on late payments?", KNOW, [], [("kn", "k06", "1.5%")]),
    en("How long do we keep a copy of the operator's licence on file?", KNOW, [], [("kn", "k08", "7 years")]),
    en("What discount does a non-contract customer get on a replacement forklift?", KNOW, [],
       [("kn", "k07", "30%")]),
    en("What are our opening hours on a Friday?", KNOW, [], [("kn", "k03", "12:00")]),
    en("What sort of questions can you answer for me?", HELP),
    en("Could you kindly book a table for four somewhere decent in Haifa tonight?", UNK),
]  # fmt: skip

S56Z: list[Row] = [  # Ahmad, technician in the field
    en("hi", GREET),
    en("how much salah khoury owe", BAL, [(N, "salah khoury")], [("bal", "c16")]),
    he("כמה חייבים ח'ורי הובלות", BAL, [(N, "ח'ורי הובלות")], [("bal", "c28")]),
    en("balnce 0506617342", BAL, [(P, "0506617342")], [("bal", "c34")]),
    he("עופר דהן קרית ים חייב?", BAL, [(N, "עופר דהן")], [("bal", "c25")]),
    en("vladimir kozlov balance", BAL, [(N, "vladimir kozlov")], [("bal", "c26")]),
    he("צמיגי קריות יש להם חוב", BAL, [(N, "צמיגי קריות")], [("bal", "c17")]),
    en("does 04-8443190 owe anything", BAL, [(P, "04-8443190")], [("bal", "c33")]),
    he("המצמד של הקומצו 2 בחומרי בניין קוזלוב", REP, [(N, "חומרי בניין קוזלוב")], [("rep", "r37")]),
    he("והתסקיר שלהם?", REP, [], [("rep", "r38")], True),
    en("heli at ceramica north mast still waiting part?", REP, [(N, "ceramica north")], [("rep", "r15")]),
    he("המניטו בבית האריזה כפר יהושע מה סטטוס", REP, [(N, "בית האריזה")], [("rep", "r33")]),
    en("still RX20 serial 516212 whats the status", REP, [], [("rep", "r24")]),
    he("ההייסטר HN-02 של הנמל נמסר?", REP, [], [("rep", "r06")]),
    en("cat dp25n vladimir water pump arrived?", REP, [(N, "vladimir")], [("rep", "r36")]),
    he("העגלה של מאפיית מזרחי מוכנה? עם הסוללה החדשה", REP, [(N, "מאפיית מזרחי")], [("rep", "r32")]),
    en("yossi mizrahi EP jack status", REP, [(N, "yossi mizrahi")], [("rep", "r45")]),
    en("manitou MC30 khoury hoses done?", REP, [(N, "khoury")], [("rep", "r39")]),
    he("הריצ טראק AL-2 באתא לוגיסטיקה עם השרשרת", REP, [(N, "אתא לוגיסטיקה")], [("rep", "r16")]),
    en("AL-5 error E-217 whats status", REP, [], [("rep", "r17")]),
    en("inv 0098 paid?", INV, [(IV, "MF/26/0098")], [("ist", "i40")]),
    he("חשבונית 116 כמה נשאר", INV, [(IV, "MF/26/0116")], [("ileft", "i29")]),
    en("mf26/0099 how much left", INV, [(IV, "MF/26/0099")], [("ileft", "i16")]),
    he("0081 של סאלח שילם משהו?", INV, [(IV, "MF/26/0081"), (N, "סאלח")], [("ipaid", "i28")]),
    en("invoice 125 ofer dahan status", INV, [(IV, "MF/26/0125"), (N, "ofer dahan")], [("ist", "i39")]),
    he("0095 של נגריית בן דוד שולם?", INV, [(IV, "MF/26/0095"), (N, "נגריית בן דוד")], [("ist", "i25")]),
    en("open invoices vladimir kozlov", INV, [(N, "vladimir kozlov")], [("ilist", "c26")]),
    he("חשבוניות פתוחות של חומרי בניין קוזלוב", INV, [(N, "חומרי בניין קוזלוב")], [("ilist", "c27")]),
    en("26/0120 paid or not", INV, [(IV, "MF/26/0120")], [("ist", "i51")]),
    he("מספר של סאלח חורי", LOOK, [(N, "סאלח חורי")], [("phone", "c16")]),
    en("who owns 054-7720916", LOOK, [(P, "054-7720916")], [("name", "c12")]),
    he("של מי 04 9872214", LOOK, [(P, "04 9872214")], [("name", "c04")]),
    en("address of ben david warehouses", LOOK, [(N, "ben david warehouses")], [("addr", "c15", "יקנעם")]),
    he("טלפון של עופר דהן", LOOK, [(N, "עופר דהן")], [("phone", "c25")]),
    en("phone techno pack", LOOK, [(N, "techno pack")], [("phone", "c24")]),
    he("מי זה 050 2287741", LOOK, [(P, "050 2287741")], [("name", "c19")]),
    he("מייל של כימיקלים מפרץ", LOOK, [(N, "כימיקלים מפרץ")], [("email", "c20")]),
    he("אחריות על תיקון כמה זמן", KNOW, [], [("kn", "k05", "90")]),
    en("how much tire change 3 ton", KNOW, [], [("kn", "k09", "1,850")]),
    en("non marking tyres extra how much", KNOW, [], [("kn", "k09", "15%")]),
    he("שעה נוספת בקריאה כמה", KNOW, [], [("kn", "k02", "290")]),
    he("הובלה של מלגזה להשכרה כמה עולה", KNOW, [], [("kn", "k04", "600")]),
    en("reach truck rent needs what licence", KNOW, [], [("kn", "k08", "endorsement")]),
    he("אחרי כמה ימים של חוב מפסיקים שירות", KNOW, [], [("kn", "k06", "60")]),
    he("מה אתה יודע לעשות", HELP),
    en("whats the weather tmrw in shefa amr", UNK),
    he("תחפש לי ביד2 מלגזה משומשת עד 40 אלף", UNK),
]  # fmt: skip

S56P: list[Row] = [  # plain
    he("שלום", GREET),
    en("Hello!", GREET),
    he("עזרה", HELP),
    en("What can you help me with?", HELP),
    he("מה היתרה של דפוס אופק?", BAL, [(N, "דפוס אופק")], [("bal", "c33")]),
    en("What is the balance of Techno-Pack Yokneam?", BAL, [(N, "Techno-Pack Yokneam")], [("bal", "c24")]),
    he("כמה חייב הלקוח שמעון פרץ?", BAL, [(N, "שמעון פרץ")], []),
    en("How much does the customer with phone 052-9990000 owe?", BAL, [(P, "052-9990000")], []),
    he("מה הסטטוס של התיקון של מיחזור זבולון?", REP, [(N, "מיחזור זבולון")], [("repc", "c22")]),
    en("What is the status of the repair for Rami Haddad?", REP, [(N, "Rami Haddad")], [("rep", "r44")]),
    he("מה מצב התיקונים של משקאות הכרמל?", REP, [(N, "משקאות הכרמל")], [("repc", "c29")]),
    en("Is Ofer Dahan's forklift ready?", REP, [(N, "Ofer Dahan")], [("rep", "r35")]),
    he("מה הסטטוס של חשבונית MF/26/0050?", INV, [(IV, "MF/26/0050")], []),
    en("What is the status of invoice MF/26/0105?", INV, [(IV, "MF/26/0105")], [("ist", "i50")]),
    he("אילו חשבוניות פתוחות יש ליעל ברגר?", INV, [(N, "יעל ברגר")], [("ilist", "c32")]),
    en("How much is left to pay on invoice MF/26/0118?", INV, [(IV, "MF/26/0118")], [("ileft", "i02")]),
    he("מה הטלפון של דפוס אופק?", LOOK, [(N, "דפוס אופק")], [("phone", "c33")]),
    en("Who is the customer with phone 04-8577100?", LOOK, [(P, "04-8577100")], [("name", "c29")]),
    he("מי הלקוח עם הטלפון 03-5551234?", LOOK, [(P, "03-5551234")], []),
    en("What is the email of Ofer Dahan?", LOOK, [(N, "Ofer Dahan")], [("email", "c25")]),
    he("כל כמה זמן צריך תסקיר למלגזה?", KNOW, [], [("kn", "k01", "14")]),
    en("How much does a daily forklift rental cost?", KNOW, [], [("kn", "k04", "450")]),
    he("מה שעות הפעילות?", KNOW, [], [("kn", "k03", "07:00")]),
    en("After how many days of late payment is service stopped?", KNOW, [], [("kn", "k06", "60")]),
    he("צריך רישיון מלגזן כדי לשכור מלגזה?", KNOW, [], [("kn", "k08", "רישיון מלגזן")]),
    en("What is the warranty on repairs?", KNOW, [], [("kn", "k05", "90")]),
    he("מה מזג האוויר בחיפה היום?", UNK),
    en("Write me a poem about forklifts.", UNK),
    he("תזמין לי פיצה למשרד", UNK),
    en("Who won the football match last night?", UNK),
    he("מה שער הדולר היום?", UNK),
    en("Translate 'reach truck' into French.", UNK),
]  # fmt: skip

S56F: list[list[Row]] = [
    [  # a new private renter, his invoice and the rental machine's check-in
        he("כמה רוני אלקיים חייב?", BAL, [(N, "רוני אלקיים")], [("bal", "c36")]),
        en("Roni Elkayam's forklift, checked in?", REP, [(N, "Roni Elkayam")], [("rep", "r46")]),
        he("של מי חשבונית MF/26/0132", LOOK, [(IV, "MF/26/0132")], [("name", "c36"), ("about", "i53")]),
        en("phone number for Roni Elkayam", LOOK, [(N, "Roni Elkayam")], [("phone", "c36")]),
    ],
    [  # an existing factory's new pallet-truck job and invoice
        he("כמה תפן מתכות חייבים עכשיו", BAL, [(N, "תפן מתכות")], [("bal", "c04")]),
        en("Tefen Metals' Linde pallet truck status", REP, [(N, "Tefen Metals")], [("rep", "r47")]),
        he("חשבונית MF/26/0133 פתוחה?", INV, [(IV, "MF/26/0133")], [("ist", "i54")]),
        en("how much is left on MF/26/0133", INV, [(IV, "MF/26/0133")], [("ileft", "i54")]),
    ],
    [  # a new Latin-stored port customer, asked about in Hebrew letters too
        en("What does Carmel Bay Shipping owe?", BAL, [(N, "Carmel Bay Shipping")], [("bal", "c37")]),
        he("הריצ' טראק של כרמל ביי שיפינג", REP, [(N, "כרמל ביי שיפינג")], [("rep", "r48")]),
        en("how much was paid on MF/26/0134", INV, [(IV, "MF/26/0134")], [("ipaid", "i55")]),
        he("מה הטלפון של Carmel Bay Shipping", LOOK, [(N, "Carmel Bay Shipping")], [("phone", "c37")]),
    ],
]  # fmt: skip

BATCHES = {"s56x": S56X, "s56y": S56Y, "s56z": S56Z, "s56p": S56P}
FRESH = {"s56f": S56F}

"""Batch s62: questions about a held-out business, מזיק הדברות (Mazik pest control: a pest-control and
disinfection service in the Haifa bay and the Krayot, ``shops/mazik.json``), and ``s62f``: questions asked the
moment the records they are about were made through the API (the fixtures' ``added_later`` steps). HELD OUT:
aggregates only; its items and misses are not looked at while the engine is changed.

Written by helper `heldout62` on 2026-12-06 (about 23:10 UTC), fixtures first and then these questions, from
the fixtures alone, blind to the engine and to the other writers' sets, and before any of them was sent to the
engine.

Voices:
- ``s62x``: Gennady, the Russian-born owner, in the field all day: English with Russian grammar (no articles,
  odd word order, "how much is owing", "what is with"), Hebrew with spelling slips (ג'וקים as גוקים, חייב as
  חיב, מתי as מתיי), terse, follow-ups leaning on the previous answer ("and his termites?").
- ``s62y``: Meseret, a young Ethiopian-Israeli office worker: fast colloquial Hebrew, slang (אחי, סבבה, וואלה,
  תכלס, יאללה), English loanwords (סטטוס, אפדייט, אינבוייס, קול), a few Hebrew-in-Latin-letters texts, short
  messages and many follow-ups.
- ``s62z``: Sharon, operations manager of the PitaLand restaurant chain (an outside client-side user the
  office gave access): formal and long English and Hebrew messages with context (a health-ministry
  inspection, an audit, a complaint) before the question, with certificate and invoice numbers.
- ``s62p``: plain questions of every intent, incl. unknown customers / invoices / phones, greetings, help
  and out-of-domain asks in the trade's words.
- ``s62f``: fresh records (a new customer; a new job and invoice of the bakery; a new customer stored in
  Latin letters).

Hard cases: two kindergartens with similar names (גן חרצית / גן רקפת), Daniel Ohayon vs Daniela Ohana, the
bare surname כהן shared by משה כהן and מרים כהן, two branches of one chain (פיתהלנד קריית אתא in Hebrew,
PitaLand Krayon in Latin letters), a customer with no invoices (יוסי אזולאי), a customer whose only unpaid
invoice is a draft (נתן גרינברג), a phone a wife and her husband share (אולגה / מיכאל ברנשטיין), jobs asked by
the pest, the place, the device or brand (Sentricon, Mistaway, Insect-O-Cutor, Termidor), policies asked as a
situation (a pregnant wife after spraying, an aquarium, a lost certificate), English questions about Hebrew
knowledge items and Hebrew questions about the English ones (certificates, mosquitoes).

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).

Counts from the check (``shops.build`` / ``build_steps``): 170 rows in the batches and 4 + 4 + 4 fresh, 182 in
all (97 Hebrew, 85 English; 24 follow-ups). By voice: s62x 46 (34 en, 12 he; balance 12, job 20, invoice 5,
lookup 2, knowledge 4, unknown 2, greeting 1); s62y 47 (all Hebrew, three of them Hebrew in Latin letters,
labelled he; balance 12, job 15, invoice 6, lookup 6, knowledge 5, unknown 2, greeting 1); s62z 46 (29 en,
17 he; job 6, balance 3, invoice 11, lookup 6, knowledge 13, unknown 4, greeting 2, help 1); s62p 31 (16 en,
15 he; balance 5, job 7, invoice 4, lookup 6, knowledge 4, unknown 2, greeting 1, help 2); s62f 12 (6 en, 6
he; balance 3, job 3, invoice 3, lookup 3). All: balance 35, job 51, invoice 29, lookup 23, knowledge 26,
unknown 10, greeting 5, help 3.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he

S62X: list[Row] = [  # Gennady, the owner, from the van
    en("how much is owing building committee Herzl 12", BAL, [("name", "Herzl 12")], [("bal", "c01")]),
    en("and pigeons net there, is done?", REP, [], [("rep", "r02")], True),
    en("bakery Krayot how much they owe to us", BAL, [("name", "bakery Krayot")], [("bal", "c02")]),
    en("what is with UV traps in flour storage of bakery", REP, [("name", "bakery")], [("rep", "r04")]),
    en("certificate for health ministry for bakery, is ready?", REP, [("name", "bakery")], [("rep", "r05")]),
    he("כמה חיב יבגני פטרוב", BAL, [("name", "יבגני פטרוב")], [("bal", "c14")]),
    he("והטרמיטים שלו מה המצב", REP, [], [("rep", "r23")], True),
    en("Petrov Sentricon - when finish", REP, [("name", "Petrov")], [("rep", "r23")]),
    en("hostel on Atzmaut, bedbugs in dorm 3 - second round was?", REP,
       [("name", "hostel")], [("rep", "r18")]),
    en("and dog for bedbugs when come", REP, [], [("rep", "r19")], True),
    en("how much Haifa Bay Hostel still not pay", BAL, [("name", "Haifa Bay Hostel")], [("bal", "c11")]),
    he("מה עם הגוקים במטבח של מסעדת הדייג", REP, [("name", "מסעדת הדייג")], [("rep", "r06")]),
    he("והעכברים במחסן שלהם?", REP, [], [("rep", "r07")], True),
    en("Dayag restaurant invoice HD-4119 how much left", INV, [("inv", "HD-4119")], [("ileft", "i06")]),
    en("rats in Bay Logistics warehouse 4 - what we found", REP,
       [("name", "Bay Logistics")], [("rep", "r15")]),
    en("Bay Logistics fogging for moth - when is", REP, [("name", "Bay Logistics")], [("rep", "r16")]),
    en("Tzur storage cold room, nets arrived or still wait?", REP, [("name", "Tzur")], [("rep", "r17")]),
    en("and how much Tzur owe, long time not pay", BAL, [("name", "Tzur")], [("bal", "c10")], True),
    he("ביה\"ס רמות טרמיטים בסיפריה מתיי גומרים", REP, [("name", "רמות")], [("rep", "r09")]),
    he("קן צירעות רמות מוכן?", REP, [("name", "רמות")], [("rep", "r10")]),
    en("school Ramot how much owe", BAL, [("name", "Ramot")], [("bal", "c05")]),
    en("kindergarten Rakefet ants - somebody went?", REP, [("name", "Rakefet")], [("rep", "r12")]),
    en("and Hartzit kindergarten, they paid?", BAL, [("name", "Hartzit")], [("bal", "c06")], True),
    en("Rakefet invoice HD-4116 status", INV, [("inv", "HD-4116")], [("ist", "i12")]),
    he("בית אבות נווה שלום פשפשים בחדר 12 מה קורה", REP, [("name", "נווה שלום")], [("rep", "r13")]),
    en("nursing home Nesher how much left on 260118", INV, [("inv", "260118")], [("ileft", "i14")]),
    en("Samir Khoury misting system for pool, parts come?", REP,
       [("name", "Samir Khoury")], [("rep", "r29")]),
    he("סמיר חורי כמה חיב", BAL, [("name", "סמיר חורי")], [("bal", "c20")]),
    en("Greenberg termites in floor - diagnose finish?", REP, [("name", "Greenberg")], [("rep", "r37")]),
    en("Greenberg owe something?", BAL, [("name", "Greenberg")], [("bal", "c28")], True),
    en("who is invoice HD-4183", LOOK, [("inv", "HD-4183")], [("name", "c28"), ("about", "i40")]),
    en("and this one is sent already or draft", INV, [], [("ist", "i40")], True),
    en("Yossi Azulay owe money?", BAL, [("name", "Yossi Azulay")], [("bal", "c27")]),
    he("יוסי אזולאי הפרגולה מה עם ההצעה", REP, [("name", "יוסי אזולאי")], [("rep", "r36")]),
    en("committee Gefen 7 Nesher - how much debt", BAL, [("name", "Gefen 7")], [("bal", "c24")]),
    en("which invoices open for Gefen 7", INV, [("name", "Gefen 7")], [("ilist", "c24", "open")], True),
    he("חולדות בחדר אשפה של הגפן 7", REP, [("name", "הגפן 7")], [("rep", "r33")]),
    en("phone of Fadi Abbas, scorpions is ready need to call him", LOOK,
       [("name", "Fadi Abbas")], [("phone", "c29")]),
    en("Irina Sokolova paid for cockroach?", BAL, [("name", "Irina Sokolova")], [("bal", "c15")]),
    en("how much we take for cockroach in flat 4 rooms", KNOW, [], [("kn", "k02", "450")]),
    en("termite warranty how many years we give", KNOW, [], [("kn", "k03", "5 שנים")]),
    he("כמה אנחנו לוקחים על רשת ליונים למטר", KNOW, [], [("kn", "k06", "65")]),
    en("client ask when can come back home after spray, he have small kids", KNOW, [],
       [("kn", "k05", "6 שעות")]),
    en("tell me good place for buy new van, diesel", UNK),
    he("תכתוב לי מודעה בפייסבוק שאנחנו מחפשים מדביר", UNK),
    en("good morning", GREET),
]  # fmt: skip

S62Y: list[Row] = [  # Meseret, the office
    he("אחי כמה חייבת מאפיית הקריות", BAL, [("name", "מאפיית הקריות")], [("bal", "c02")]),
    he("איזה אינבוייסים פתוחים אצלם", INV, [], [("ilist", "c02", "open")], True),
    he("260112 באיחור נכון?", INV, [("inv", "260112")], [("ist", "i04")]),
    he("וואלה מה הסטטוס של הביקור החודשי במאפייה", REP, [("name", "מאפייה")], [("rep", "r03")]),
    he("אבו חסן שילם על הריסוס?", BAL, [("name", "אבו חסן")], [("bal", "c04")]),
    he("תכלס כמה כהן חייב", BAL, [("name", "כהן")], [("bal", "c16"), ("bal", "c17")]),
    he("משה כהן מביאליק", BAL, [("name", "משה כהן")], [("bal", "c16")], True),
    he("מה עם העכבר אצלו", REP, [], [("rep", "r25")], True),
    he("ומרים כהן מנשר, הנמלים?", REP, [("name", "מרים כהן")], [("rep", "r26")]),
    he("דניאל אוחיון כמה נשאר לו", BAL, [("name", "דניאל אוחיון")], [("bal", "c22")]),
    he("לא לא, דניאלה אוחנה", BAL, [("name", "דניאלה אוחנה")], [("bal", "c23")]),
    he("הצרעות אצלה סגור?", REP, [], [("rep", "r32")], True),
    he("יאללה אפדייט על הגוקים של דניאל אוחיון", REP, [("name", "דניאל אוחיון")], [("rep", "r31")]),
    he("צגה עלמו הפשפשים במזרן", REP, [("name", "צגה עלמו")], [("rep", "r28")]),
    he("כמה היא חייבת", BAL, [], [("bal", "c19")], True),
    he("053-7718842 של מי זה", LOOK, [("phone", "053-7718842")], [("names", "c26", "c35")]),
    he("אולגה ברנשטיין העש בארונות", REP, [("name", "אולגה ברנשטיין")], [("rep", "r35")]),
    he("ובעלה מיכאל? המחסן", REP, [("name", "מיכאל")], [("rep", "r43")], True),
    he("HD-4154 כמה שולם", INV, [("inv", "HD-4154")], [("ipaid", "i39")]),
    he("hd4177 שולמה?", INV, [("inv", "HD-4177", "hd4177")], [("ist", "i02")]),
    he("מי זה HD 4145", LOOK, [("inv", "HD-4145", "HD 4145")], [("name", "c17"), ("about", "i28")]),
    he("הסטטוס של HD-4166", INV, [("inv", "HD-4166")], [("ist", "i43")]),
    he("אז כמה נועם שפירא חייב בפועל", BAL, [("name", "נועם שפירא")], [("bal", "c30")], True),
    he("והעכברים במחסן שלו", REP, [], [("rep", "r39")], True),
    he("ליאור חדד הדבורים בתריס, שלחנו כוורן?", REP, [("name", "ליאור חדד")], [("rep", "r41")]),
    he("מייל של ליאור חדד", LOOK, [("name", "ליאור חדד")], [("email", "c33")]),
    he("רחל בן דוד הפרעושים מוכן? אני עושה לה קול", REP, [("name", "רחל בן דוד")], [("rep", "r30")]),
    he("HD-4143 כמה נשאר", INV, [("inv", "HD-4143")], [("ileft", "i33")]),
    he("מעדניית ליאת חייבים משהו", BAL, [("name", "מעדניית ליאת")], [("bal", "c31")]),
    he("והאישור למשרד הבריאות שלהם?", REP, [], [("rep", "r40")], True),
    he("ח.פ של מעדניית ליאת", LOOK, [("name", "מעדניית ליאת")], [("tax", "c31")]),
    he("ועד סמילנסקי 3 החניון מתי", REP, [("name", "סמילנסקי 3")], [("rep", "r34")]),
    he("טלפון של הוועד שם", LOOK, [], [("phone", "c25")], True),
    he("אברהם מלכה סגר חשבון?", BAL, [("name", "אברהם מלכה")], [("bal", "c18")]),
    he("כתובת של בית הכנסת אוהל משה", LOOK, [("name", "אוהל משה")], [("addr", "c32", "נשר")]),
    he("kama hayav avraham malka", BAL, [("name", "avraham malka")], [("bal", "c18")]),
    he("ma im hagan rakefet, hanemalim", REP, [("name", "rakefet")], [("rep", "r12")]),
    he("אנה קפלן הפשפשים בחדר אורחים", REP, [("name", "אנה קפלן")], [("rep", "r42")]),
    he("054-8820113 כמה חייב", BAL, [("phone", "054-8820113")], [("bal", "c22")]),
    he("עד מתי המוקד חירום עונה? מסעדה מתקשרת בלילה", KNOW, [], [("kn", "k01", "24/7")]),
    he("לקוחה שואלת אם צריך לצאת מהבית בטיפול ג'ל", KNOW, [], [("kn", "k05", "ג'ל")]),
    he("מה להגיד ללקוח לפני פשפשים, כמה מעלות לכבס", KNOW, [], [("kn", "k04", "60 מעלות")]),
    he("ועד בית רוצה לשלם בשוטף, כמה ימים נותנים", KNOW, [], [("kn", "k09", "שוטף + 30")]),
    he("כמה עולה ריסוס יתושים בגינה", KNOW, [], [("kn", "k10", "650")]),
    he("היי", GREET),
    he("תזמיני לי פיצה למשרד", UNK),
    he("איך אני משנה סיסמה לווייפיי של המשרד", UNK),
]  # fmt: skip

S62Z: list[Row] = [  # Sharon, PitaLand's operations manager
    en("Good afternoon. We have a Ministry of Health inspection at our Kiryat Ata branch next Tuesday and "
       "the inspector will ask for the latest visit report. Could you tell me whether this month's visit at "
       "PitaLand Kiryat Ata has been completed?", REP, [("name", "PitaLand Kiryat Ata")], [("rep", "r20")]),
    en("Thank you. And what about the same monthly visit at our Krayon mall branch?", REP,
       [("name", "Krayon")], [("rep", "r21")], True),
    en("Following the customer complaint last week, your technician treated the hood and grease gutter at "
       "PitaLand Krayon. Could you confirm that job is closed?", REP, [("name", "PitaLand Krayon")],
       [("rep", "r22")]),
    en("I am reconciling our accounts payable for the quarter. What is the outstanding balance of PitaLand "
       "Krayon with you?", BAL, [("name", "PitaLand Krayon")], [("bal", "c13")]),
    en("And for the Kiryat Ata branch?", BAL, [("name", "Kiryat Ata")], [("bal", "c12")], True),
    en("Our finance team has invoice 260109 marked as paid. Can you confirm it is paid on your side as well?",
       INV, [("inv", "260109")], [("ist", "i20")]),
    en("Regarding invoice HD-4172 for the emergency cockroach treatment at Krayon: what is its current "
       "status? Our records show it was received only last week.", INV,
          [("inv", "HD-4172")], [("ist", "i24")]),
    en("How much remains to be paid on that invoice?", INV, [], [("ileft", "i24")], True),
    en("Please list the open invoices of PitaLand Krayon so I can pass them to accounts in one batch.", INV,
       [("name", "PitaLand Krayon")], [("ilist", "c13", "open")]),
    en("For our audit file I need to confirm invoice 260110 was settled in full. How much was paid on it?",
       INV, [("inv", "260110")], [("ipaid", "i22")]),
    en("Could you check who invoice 260123 was issued to? I suspect it was addressed to the wrong branch.",
       LOOK, [("inv", "260123")], [("name", "c13"), ("about", "i23")]),
    en("We received an invoice numbered 260130 that I cannot match to any visit. Could you tell me its "
       "status?", INV, [("inv", "260130")], []),
    en("Which email address do you have on file for our Kiryat Ata branch? Reports should go to the branch "
       "manager directly.", LOOK, [("name", "Kiryat Ata")], [("email", "c12")]),
    en("And the phone number you have for PitaLand Krayon?", LOOK, [("name", "PitaLand Krayon")],
       [("phone", "c13")], True),
    en("What address do you have for the Krayon branch? The inspector's form must match the business "
       "license.", LOOK, [("name", "Krayon")], [("addr", "c13", "קריון")]),
    en("Please list all the jobs you have open or done for PitaLand Krayon this period.", REP,
       [("name", "PitaLand Krayon")], [("repc", "c13")]),
    en("Our inspection at Kiryat Ata is tomorrow morning and the signed pest-control certificate from the "
       "last visit is missing from the binder. How quickly can you issue one and how is it sent?", KNOW, [],
       [("kn", "k08", "one business day")]),
    en("The inspector also asked for a duplicate of a certificate from two months ago. Is there a charge for "
       "a copy of an older certificate?", KNOW, [], [("kn", "k08", "50")]),
    en("What exactly does your service contract for food businesses include? I want to compare it with the "
       "terms we have with our supplier in the south.", KNOW, [], [("kn", "k07", "ביקור חודשי")]),
    en("If we find cockroaches between two monthly visits, is an emergency visit charged extra under the "
       "contract?", KNOW, [], [("kn", "k07", "ללא תוספת")]),
    en("Our branches close at 01:00. If a rodent is seen at night on a weekend, is there someone who answers "
       "the phone, and what is the number?", KNOW, [], [("kn", "k01", "04-8400999")]),
    en("What payment terms do you offer businesses? Our policy is net 30 and I need to confirm it matches "
       "yours.", KNOW, [], [("kn", "k09", "שוטף + 30")]),
    en("After a spray treatment in the dining area, how long must our staff wait before re-entering and "
       "preparing food?", KNOW, [], [("kn", "k05", "4 שעות")]),
    en("What are your office hours on Fridays?", KNOW, [], [("kn", "k01", "08:00–12:00")]),
    en("Could you book a table for eight at a restaurant in the German Colony for our managers' dinner?",
       UNK),
    en("Please draft a memo to our branch staff about keeping the kitchen clean after closing.", UNK),
    en("What are the Ministry of Health's current fines for a restaurant failing an inspection?", UNK),
    en("Good evening, this is Sharon from PitaLand operations.", GREET),
    en("What kind of information can I get through this assistant as a client?", HELP),
    he("שלום רב, אני שרון מהתפעול של רשת פיתהלנד. לקראת ביקורת של משרד הבריאות בסניף קריית אתא ביום שלישי, "
       "אבקש לדעת מה הסטטוס של הביקור החודשי בסניף פיתהלנד קריית אתא.", REP,
       [("name", "פיתהלנד קריית אתא")], [("rep", "r20")]),
    he("תודה. מה היתרה הפתוחה של הסניף הזה אצלכם?", BAL, [], [("bal", "c12")], True),
    he("בהמשך להתאמת החשבונות הרבעונית, אבקש לברר את מצבה של חשבונית 260122 של סניף קריית אתא.", INV,
       [("inv", "260122")], [("ist", "i21")]),
    he("כמה נותר לתשלום על חשבונית 260123?", INV, [("inv", "260123")], [("ileft", "i23")]),
    he("האם חשבונית 260110 של סניף קריון שולמה במלואה? צוות הכספים שלנו מבקש אישור.", INV,
       [("inv", "260110")], [("ist", "i22")]),
    he("בסניף קריון בקניון היה טיפול חירום בג'וקים במנדף אחרי תלונה של לקוח. האם הטיפול הסתיים?", REP,
       [("name", "קריון")], [("rep", "r22")]),
    he("אילו חשבוניות של סניף פיתהלנד קריית אתא עדיין פתוחות?", INV, [("name", "פיתהלנד קריית אתא")],
       [("ilist", "c12", "open")]),
    he("מה כתובת הדוא\"ל שרשומה אצלכם עבור סניף קריון? הדוחות צריכים להגיע למנהל הסניף.", LOOK,
       [("name", "קריון")], [("email", "c13")]),
    he("מה מספר הטלפון הרשום אצלכם לסניף קריית אתא של פיתהלנד?", LOOK, [("name", "פיתהלנד")],
       [("phone", "c12")]),
    he("המפקח ביקש אישור הדברה חתום מהביקור האחרון. תוך כמה זמן אתם מנפיקים אישור ובאיזו צורה הוא נשלח?",
       KNOW, [], [("kn", "k08", "PDF")]),
    he("אנחנו שוקלים להצטרף לחוזה שירות גם בסניף שלישי. מה כולל החוזה לעסקי מזון?", KNOW, [],
       [("kn", "k07", "תחנות פיתיון")]),
    he("במקרה שנמצא מכרסם בלילה בסוף שבוע, האם יש מוקד חירום שעונה?", KNOW, [], [("kn", "k01", "24/7")]),
    he("מה תנאי התשלום שלכם לעסקים? אצלנו התשלום הוא שוטף + 30.", KNOW, [], [("kn", "k09", "שוטף + 30")]),
    he("לאחר ריסוס באזור הישיבה, כמה זמן העובדים צריכים להמתין לפני שנכנסים שוב?", KNOW, [],
       [("kn", "k05", "4 שעות")]),
    he("אבקש לקבל את חשבונית מס' 260088 של סניף קריון, לא מצאתי אותה במערכת שלנו. מה הסטטוס שלה?", INV,
       [("inv", "260088")], []),
    he("האם תוכלו להמליץ על חברת ניקיון למטבחים תעשייתיים באזור הקריות?", UNK),
    he("ערב טוב, כאן שרון מפיתהלנד.", GREET),
]  # fmt: skip

S62P: list[Row] = [  # plain questions of every intent
    he("כמה חייב ועד בית הרצל 12", BAL, [("name", "ועד בית הרצל 12")], [("bal", "c01")]),
    en("What is the balance of Bay Logistics?", BAL, [("name", "Bay Logistics")], [("bal", "c09")]),
    he("כמה חייב ישראל גולדשטיין", BAL, [("name", "ישראל גולדשטיין")], []),
    en("How much does Rina Feldman owe?", BAL, [("name", "Rina Feldman")], []),
    en("Does Anna Kaplan owe anything?", BAL, [("name", "Anna Kaplan")], [("bal", "c34")]),
    he("מה הסטטוס של ריסוס היתושים בגן חרצית", REP, [("name", "גן חרצית")], [("rep", "r11")]),
    en("What is the status of the bed bug treatment for Anna Kaplan?", REP, [("name", "Anna Kaplan")],
       [("rep", "r42")]),
    en("What is the status of Avraham Malka's snake removal?", REP,
       [("name", "Avraham Malka")], [("rep", "r27")]),
    he("הטיפול בעקרבים של פאדי עבאס מוכן?", REP, [("name", "פאדי עבאס")], [("rep", "r38")]),
    en("All jobs for Bay Logistics", REP, [("name", "Bay Logistics")], [("repc", "c09")]),
    he("מה מצב תחנות הפיתיון בבית האבות נווה שלום", REP, [("name", "נווה שלום")], [("rep", "r14")]),
    en("Status of the Termidor job", REP, [], [("rep", "r37")]),
    he("מה הסטטוס של חשבונית HD-4125", INV, [("inv", "HD-4125")], [("ist", "i17")]),
    en("Is invoice HD-4134 overdue?", INV, [("inv", "HD-4134")], [("ist", "i18")]),
    en("How much was paid on invoice HD-4140?", INV, [("inv", "HD-4140")], [("ipaid", "i25")]),
    he("מה מצב חשבונית HD-9999", INV, [("inv", "HD-9999")], []),
    en("Who is invoice HD-4157 for?", LOOK, [("inv", "HD-4157")], [("name", "c34"), ("about", "i48")]),
    he("מה הטלפון של יבגני פטרוב", LOOK, [("name", "יבגני פטרוב")], [("phone", "c14")]),
    en("Whose phone number is 052-6613408?", LOOK, [("phone", "052-6613408")], [("name", "c04")]),
    he("של מי המספר 050-1112233", LOOK, [("phone", "050-1112233")], []),
    en("What is the tax ID of Bay Logistics?", LOOK, [("name", "Bay Logistics")], [("tax", "c09")]),
    he("מה הכתובת של מחסני צור", LOOK, [("name", "מחסני צור")], [("addr", "c10", "מפרץ")]),
    he("מתי מותר לרסס בגן ילדים", KNOW, [], [("kn", "k11", "16:00")]),
    en("Can you spray in a nursing home resident's room?", KNOW, [], [("kn", "k11", "בלי ריסוס")]),
    he("אישור הדברה לבית ספר - מה כתוב בו", KNOW, [], [("kn", "k08", "registration numbers")]),
    en("We have an aquarium, what do we do when you spray?", KNOW, [], [("kn", "k05", "אקווריום")]),
    he("שלום", GREET),
    en("What can you do?", HELP),
    he("במה אתה יכול לעזור לי", HELP),
    en("Which insecticide is safest to buy at the supermarket for ants?", UNK),
    he("תזמין לי מדביר לבית של אמא שלי בתל אביב", UNK),
]  # fmt: skip

S62_FRESH: list[list[Row]] = [
    [  # a new private customer, her sofa bedbugs and her invoice
        he("שירן מזרחי חייבת משהו?", BAL, [("name", "שירן מזרחי")], [("bal", "c36")]),
        en("Shiran Mizrahi's bedbug treatment - status?", REP,
           [("name", "Shiran Mizrahi")], [("rep", "r44")]),
        he("של מי חשבונית HD-4190", LOOK, [("inv", "HD-4190")], [("name", "c36"), ("about", "i52")]),
        en("Shiran's phone number", LOOK, [("name", "Shiran")], [("phone", "c36")]),
    ],
    [  # the bakery's new flour-moth job and invoice
        he("כמה מאפיית הקריות חייבת עכשיו", BAL, [("name", "מאפיית הקריות")], [("bal", "c02")]),
        en("the flour moth job at the Krayot bakery - status", REP,
           [("name", "Krayot bakery")], [("rep", "r45")]),
        en("how much is left on 260131", INV, [("inv", "260131")], [("ileft", "i53")]),
        he("כמה שולם על 260131", INV, [("inv", "260131")], [("ipaid", "i53")]),
    ],
    [  # a new Latin-stored customer, asked in Hebrew letters too
        he("ולדימיר אורלוב חייב?", BAL, [("name", "ולדימיר אורלוב")], [("bal", "c37")]),
        en("Vladimir Orlov termites in pergola, what status", REP,
           [("name", "Vladimir Orlov")], [("rep", "r46")]),
        en("how much was paid on HD-4192", INV, [("inv", "HD-4192")], [("ipaid", "i54")]),
        he("הטלפון של אורלוב", LOOK, [("name", "אורלוב")], [("phone", "c37")]),
    ],
]  # fmt: skip
BATCHES = {"s62x": S62X, "s62y": S62Y, "s62z": S62Z, "s62p": S62P}
FRESH = {"s62f": S62_FRESH}

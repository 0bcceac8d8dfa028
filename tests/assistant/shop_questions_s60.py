"""Batch s60: questions about a new business, תריס השרון (Tris HaSharon: a garage-door, electric-gate and
shutter installation and service company in the Even Yehuda industrial zone, ``shops/tris.json``), and
``s60f``: questions asked the moment the records they are about were made through the API (the fixtures'
``added_later`` steps). HELD OUT: written by helper `heldout60` (session 60) from the fixtures alone, blind
to the engine under ``src/`` and to the other writers' sets, and never sent to the engine while writing;
scored as aggregates only.

The business works in Netanya, Kfar Yona, Tzoran, Even Yehuda and Kadima: sliding and swing gate motors (FAAC
740 / 391 / 540, BFT Deimos / Ares, CAME BX / ATI / GARD, Nice Robus / Run, Beninca Bull / Brainy, Sommer,
Marantec, LiftMaster), sectional and roll-up garage doors and their torsion springs, remotes and keypads,
parking barriers and card readers, industrial lift and high-speed doors, electric roller shutters (Somfy,
Simu). Customers: two building committees (ועד בית סמילנסקי 14, ועד בית הרצל 88), a moshav's agricultural
cooperative, an English-named car dealership (Sharon Motors Ltd.), a primary school, two parking operators
(one English-named), a kibbutz factory, a community centre, a shopping-centre management firm and private
homes stored in Hebrew or in Latin letters. Invoices in three printed series: TS-3101, 60201, 2026-0101.

The voices:
- ``s60x``: Sandrine, the office manager, born in Lyon: Hebrew with a French speaker's spelling (אכשיו,
  אדיין, עים, קליאנט, פקטורה for an invoice) and French-English ("the facture", "he has paid?", "it is
  ready?"), follow-ups that lean on the previous answer.
- ``s60y``: Wasim, a technician from Tayibe texting from the field: short Hebrew with Arabic-flavoured
  phrasing (שו, יעני, ואלה, יא אחי), typos, English part names (board, photocell, remote, keypad), bare model
  numbers and brands (ה740, דיימוס, ares bt a1000, telis 4, LM 80EV, hermann lpu42), a serial number with no
  customer, one question in Hebrew typed in Latin letters.
- ``s60z``: the outside bookkeeper: formal English and formal Hebrew about money; invoice numbers in odd
  formats (60-241, ts 3140, 0129/2026, 2026/0112, 60.236, TS–3121 with an en dash), unknown invoice numbers,
  due dates and payment terms.
- ``s60p``: plain questions over every intent, incl. an unknown customer, invoice and phone, greetings, help
  and out-of-domain asks in the trade's words.
- ``s60f``: three ``added_later`` steps (a new customer; a new job and invoice of Sharon Motors; a new
  Latin-stored customer asked about in Hebrew letters).

Hard cases: אורית כהן (Netanya) vs אורית כהנא (Kfar Yona); the bare surname מזרחי (יוסי in Kadima, רינת in
Even Yehuda) and אלמוג (גלית and her husband רונן, who share one phone); שירן אבוטבול and סמיר עאזם with no
invoices; רון בר-לב whose only unpaid invoice is a draft; open invoices past their due date that read as
overdue (TS-3128, 2026-0112, 2026-0129, 60224, 60232); jobs asked by item (the card reader, the barrier at
Nitza), brand, model (ה740, ares bt a1000, Marantec 380) or serial number (MD-44871); Hebrew-stored firms
typed in Latin letters (herzl 88, lev kadima, Chanyonei HaYam, rimonit) and Latin-stored ones in Hebrew
letters (דויד קליין, פארקיזי, שרון מוטורס, מישל אטיאס); policies asked as a situation (a power cut, a broken
spring, a night call-out, a cancellation tomorrow); English questions about Hebrew knowledge (answered by a
number) and Hebrew questions about the two English items (deposit, safety inspection).

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).

Counts (from the check, ``shops.build`` / ``shops.build_steps``): 175 rows in four batches plus 12 fresh
(3 steps of 4), 187 in all: 96 Hebrew, 91 English; 21 follow-ups.
- by batch (all, he / en): ``s60x`` 47 (24 / 23), ``s60y`` 47 (29 / 18), ``s60z`` 48 (21 / 27), ``s60p`` 33
  (16 / 17), ``s60f`` 12 (6 / 6);
- by intent (all, he / en): customer_balance 30 (16 / 14), repair_status 46 (24 / 22), invoice_status 42
  (19 / 23), customer_lookup 24 (13 / 11), knowledge 23 (12 / 11), greeting 5 (3 / 2), help 5 (3 / 2),
  unknown 12 (6 / 6).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S60X: list[Row] = [  # Sandrine, the office manager
    q("he", "בונז'ור, כמה הועד בית של סמילנסקי 14 חייבים אכשיו?", BAL,
      [("name", "סמילנסקי 14")], [("bal", "c01")]),
    q("he", "ומה עים השער שלהם, הFAAC?", REP, [], [("rep", "r01")], True),
    q("en", "Rinat Mizrahi, she has still a facture open?", INV,
      [("name", "Rinat Mizrahi")], [("ilist", "c09")]),
    q("he", "מזרחי מכדימה, כמה הוא חייב?", BAL, [("name", "מזרחי")], [("bal", "c08")]),
    q("en", "Bonjour, the client Jean-Marc Benhamou, he has something to pay still?", BAL,
      [("name", "Jean-Marc Benhamou")], [("bal", "c12")]),
    q("en", "and his shutters, it is ready?", REP, [], [("rep", "r19")], True),
    q("he", "אורית כהנא מכפר יונה - מה עים השער?", REP, [("name", "אורית כהנא")], [("rep", "r18")]),
    q("he", "אורית כהן מנתניה כמה היא חייבת? (לא כהנא!)", BAL, [("name", "אורית כהן")], [("bal", "c10")]),
    q("en", "I need the situation of the account of Sharon Motors, please", BAL,
      [("name", "Sharon Motors")], [("bal", "c03")]),
    q("en", "and the rapid door in the service hall, what is the status?", REP, [], [("rep", "r05")], True),
    q("en", "facture 60241, how much is left to pay?", INV, [("inv", "60241")], [("ileft", "i08")]),
    q("he", "הלקוחה שירן אבוטבול, יש לה חשבונית פתוחה? היא אומרת שהיא שילמה מקדמה", INV,
      [("name", "שירן אבוטבול")], [("ilist", "c16")]),
    q("en", "Shiran Abutbul - what is the status of the quotation for the gate?", REP,
      [("name", "Shiran Abutbul")], [("rep", "r23")]),
    q("he", "רון בר-לב חייב לנו כסף או לא? ראיתי משהו במערכת", BAL,
      [("name", "רון בר-לב")], [("bal", "c17")]),
    q("he", "ומה המצב של החשבונית שלו על המנוע?", INV, [], [("ist", "i35")], True),
    q("en", "The moshav Herut cooperative, how much they owe us? c'est beaucoup je pense", BAL,
      [("name", "Herut")], [("bal", "c02")]),
    q("en", "which factures are open for them?", INV, [], [("ilist", "c02")], True),
    q("he", "מה המצב של התקנה של השער אצל עדי פרץ? היא מתקשרת כל הבוקר", REP,
      [("name", "עדי פרץ")], [("rep", "r31")]),
    q("he", "והיא שילמה את המקדמה? כמה נשאר?", INV, [], [("ileft", "i43")], True),
    q("en", "who is the client with the phone 054-6013372?", LOOK,
      [("phone", "054-6013372")], [("name", "c17")]),
    q("he", "מה הטלפון של הקיבוץ חורשים, המפעל רימונית", LOOK, [("name", "רימונית")], [("phone", "c07")]),
    q("en", "Email of ParkEasy please, I must send them the facture", LOOK,
      [("name", "ParkEasy")], [("email", "c06")]),
    q("he", "פקטורה TS-3137 של פארקיזי, היא מבוטלת נכון?", INV,
      [("inv", "TS-3137"), ("name", "פארקיזי")], [("ist", "i16")]),
    q("en", "the school in Tzoran, the gate inspection, when it is done?", REP,
      [("name", "school")], [("rep", "r07")]),
    q("he", "הבית ספר ניצנים חייבים משהו? זה שוטף פלוס 60 אצלם", BAL, [("name", "ניצנים")], [("bal", "c04")]),
    q("en", "Nathalie Azoulay, she paid everything?", BAL, [("name", "Nathalie Azoulay")], [("bal", "c13")]),
    q("he", "אני צריכה את הכתובת של דויד קליין, הטכנאי לא מוצא", LOOK,
      [("name", "דויד קליין")], [("addr", "c18", "הדקלים")]),
    q("en", "and his motor BFT, the part arrived?", REP, [], [("rep", "r26")], True),
    q("he", "כמה עולה שלט נוסף? קליאנטית שואלת", KNOW, [], [("kn", "k04", "120")]),
    q("en", "A client ask me if the warranty on the motor is 2 years or more?", KNOW,
      [], [("kn", "k03", "24")]),
    q("he", "ועד בית שרוצה חוזה שירות, כמה זה לשנה?", KNOW, [], [("kn", "k05", "1,800")]),
    q("en", "what is the price to change a manual shutter to electric, for a window of 1.5 meter?", KNOW, [],
      [("kn", "k08", "1,150")]),
    q("he", "עד מתי פתוחים ביום שישי? הקליאנט שואל", KNOW, [], [("kn", "k01", "12:00")]),
    q("en", "If the client cancel the installation tomorrow, we charge him something?", KNOW, [],
      [("kn", "k10", "250")]),
    q("he", "בונז'ור", GREET),
    q("en", "Hello, what you can do for me exactly?", HELP),
    q("he", "תזמין לי בבקשה שליח לקחת את השלטים לנתניה", UNK),
    q("en", "Can you write a mail in French to Jean-Marc to say the shutters are ready?", UNK),
    q("he", "מה המצב של הפקטורה 2026-0131 של הרצל 88?", INV,
      [("inv", "2026-0131"), ("name", "הרצל 88")], [("ist", "i39")]),
    q("en", "and the keypad at the parking, it is ready?", REP, [], [("rep", "r29")], True),
    q("he", "מישהו שאל על 052-2247781, זה קליאנט שלנו?", LOOK, [("phone", "052-2247781")], [("name", "c34")]),
    q("en", "He has factures open?", INV, [], [("ilist", "c34")], True),
    q("he", "מתנ\"ס כפר יונה, השער של המגרש, הגיע הכרטיס?", REP,
      [("name", "מתנ\"ס כפר יונה")], [("rep", "r38")]),
    q("en", "Hadas Levin paid the facture of the photocells?", INV,
      [("name", "Hadas Levin")], [("ist", "i51")]),
    q("he", "איזה חשבוניות לא שולמו ללב כדימה?", INV, [("name", "לב כדימה")], [("ilist", "c25")]),
    q("en", "la facture 60226, who is it?", LOOK, [("inv", "60226")], [("name", "c11"), ("about", "i27")]),
    q("he", "סיגל טננבאום כמה אדיין חייבת על הדלת מוסך?", BAL, [("name", "סיגל טננבאום")], [("bal", "c31")]),
]  # fmt: skip

S60Y: list[Row] = [  # Wasim, the technician, from the field
    q("he", "אהלן, כיף חאלק", GREET),
    q("he", "ה740 בסמילנסקי, הגיע הבורד?", REP, [("name", "סמילנסקי")], [("rep", "r01")]),
    q("he", "שו עם הדיימוס במושב חרות? הגלגל הגיע?", REP, [("name", "חרות")], [("rep", "r03")]),
    q("en", "ares bt a1000 klein - parts?", REP, [("name", "klein")], [("rep", "r26")]),
    q("he", "MD-44871 שו הסטטוס שלו יא אחי", REP, [], [("rep", "r11")]),
    q("he", "הרובוס 600 בבית ספר בצורן, לפתוח קריאה או כבר יש?", REP,
      [("name", "בית ספר")], [("rep", "r07")]),
    q("he", "המחסום בחניון ניצה, הזרוע הגיעה?", REP, [], [("rep", "r09")]),
    q("he", "ומה עם קורא כרטיסים שם?", REP, [], [("rep", "r10")], True),
    q("en", "sommer duo 650 kadima volkov not responding to remote, diagnosed?", REP,
      [("name", "volkov")], [("rep", "r22")]),
    q("he", "הסומפי אוקסימו של רינת מזרחי, יעני עדין מחכים לחלק?", REP,
      [("name", "רינת מזרחי")], [("rep", "r15")]),
    q("he", "ו3 התריסים להמרה אצלה?", REP, [], [("rep", "r16")], True),
    q("he", "ביניקה בול אצל יוסי מזרחי מוכן? אני בכדימה עכשיו", REP,
      [("name", "יוסי מזרחי")], [("rep", "r14")]),
    q("he", "כמה הוא חייב? הוא רוצה לשלם לי ביד", BAL, [], [("bal", "c08")], True),
    q("en", "marantec 380 rimonit motor overheat - status?", REP, [("name", "rimonit")], [("rep", "r12")]),
    q("he", "והוילון PVC באולם?", REP, [], [("rep", "r13")], True),
    q("he", "מסארווה כפר יונה faac 391 הזרוע הגיע?", REP, [("name", "מסארווה")], [("rep", "r21")]),
    q("he", "ואלה הלקוח 052-7704518 מה הוא, יש לו עבודה פתוחה?", REP,
      [("phone", "052-7704518")], [("repc", "c21")]),
    q("en", "who is 050 882 4716", LOOK, [("phone", "050 882 4716")], [("name", "c16")]),
    q("he", "טלפון של סמיר עאזם בבקשה אני ליד הבית שלו", LOOK, [("name", "סמיר עאזם")], [("phone", "c34")]),
    q("he", "מה עם השער שלו, הבריני?", REP, [], [("rep", "r42")], True),
    q("en", "faac 540 herzl 88 noise - diagnosis done?", REP, [("name", "herzl 88")], [("rep", "r28")]),
    q("en", "keypad at herzel 88, fixed already?", REP, [("name", "herzel 88")], [("rep", "r29")]),
    q("he", "הסימו T5 בחנות 7 במרכז לב כדימה, מוכן?", REP, [("name", "לב כדימה")], [("rep", "r34")]),
    q("en", "lev kadima 12 shutters project how far", REP, [("name", "lev kadima")], [("rep", "r33")]),
    q("he", "ה LM 80EV של בר לב, התקנתי אתמול, מה רשום?", REP, [("name", "בר לב")], [("rep", "r25")]),
    q("he", "יש לו חשבונית פתוחה? לגבות ממנו?", INV, [], [("ilist", "c17")], True),
    q("en", "robus 1000 adi peretz install, what status in system", REP,
      [("name", "adi peretz")], [("rep", "r31")]),
    q("he", "עדי פרץ צריכה לשלם לי במזומן, כמה נשאר לה?", BAL, [("name", "עדי פרץ")], [("bal", "c22")]),
    q("en", "telis 4 remote benhamou, ready to bring?", REP, [("name", "benhamou")], [("rep", "r19")]),
    q("en", "price for extra remote 433 for client? how much i take", KNOW, [], [("kn", "k04", "120")]),
    q("he", "הלקוח שואל אחריות על פוטוסל כמה זמן", KNOW, [], [("kn", "k03", "6 חודשים")]),
    q("en", "power cut, client cant open gate. how to release manual?", KNOW, [], [("kn", "k07", "90")]),
    q("he", "קפיץ נשבר בדלת סקציונלית, כמה לוקחים לזוג?", KNOW, [], [("kn", "k11", "650")]),
    q("en", "client wants callout at night on shabbat, how much", KNOW, [], [("kn", "k01", "450")]),
    q("he", "כמה עולה ביקור? הלקוח אומר שזה רק סוללה בשלט", KNOW, [], [("kn", "k02", "290")]),
    q("en", "whats the code of the remote for the gate at yossi mizrahi", UNK),
    q("he", "תזמין לי פוטוסלים מהספק של BFT, 4 זוגות", UNK),
    q("he", "איך מכוונים לימיט סוויץ' בFAAC 740?", UNK),
    q("en", "Hadas Levin photocell ready?", REP, [("name", "Hadas Levin")], [("rep", "r41")]),
    q("he", "מי זה 0533381290", LOOK, [("phone", "0533381290")], [("name", "c12")]),
    q("en", "hermann lpu42 friedman alexander - done?", REP,
      [("name", "friedman alexander")], [("rep", "r35")]),
    q("en", "how much left on TS3134? collecting now", INV,
      [("inv", "TS-3134", "TS3134")], [("ileft", "i48")]),
    q("he", "ה CAME ATI של דהאן, לא נפתח אחרי הפסקת חשמל, נקלט?", REP, [("name", "דהאן")], [("rep", "r37")]),
    q("en", "nice run kahana kfar yona photocell status", REP, [("name", "kahana")], [("rep", "r18")]),
    q("he", "tamar goldstein מנוע תריס חדר שינה - מה הסטטוס", REP,
      [("name", "tamar goldstein")], [("rep", "r32")]),
    q("en", "ma hamatzav shel hadelet hamehira be sharon motors", REP,
      [("name", "sharon motors")], [("rep", "r05")]),
    q("he", "מה אתה יודע לעשות בכלל", HELP),
]  # fmt: skip

S60Z: list[Row] = [  # the outside bookkeeper
    q("en", "Good morning. Kindly confirm the outstanding balance of Sharon Motors Ltd. as at today.", BAL,
      [("name", "Sharon Motors Ltd.")], [("bal", "c03")]),
    q("en", "Please list the invoices that remain unpaid on that account.", INV,
      [], [("ilist", "c03")], True),
    q("en", "Has Inv. No. 60-241 been settled in full?", INV, [("inv", "60241", "60-241")], [("ist", "i08")]),
    q("en", "What is the remaining amount due on invoice ts 3140?", INV,
      [("inv", "TS-3140", "ts 3140")], [("ileft", "i09")]),
    q("he", "אבקש לדעת מהי יתרת החוב של האגודה החקלאית במושב חרות.", BAL,
      [("name", "מושב חרות")], [("bal", "c02")]),
    q("he", "ומה הסכום ששולם עד כה על חשבונית 60201?", INV, [("inv", "60201")], [("ipaid", "i04")], True),
    q("he", "נא לאשר אם חשבונית מס' 2026/0112 של בית הספר נפרעה.", INV,
      [("inv", "2026-0112", "2026/0112")], [("ist", "i10")]),
    q("en", "Please confirm the status of invoice no. 0129/2026 issued to Rimonit.", INV,
      [("inv", "2026-0129", "0129/2026"), ("name", "Rimonit")], [("ist", "i20")]),
    q("en", "And the amount still outstanding on it?", INV, [], [("ileft", "i20")], True),
    q("he", "מהי היתרה הפתוחה של חניוני הים נתניה בע\"מ נכון להיום?", BAL,
      [("name", "חניוני הים נתניה בע\"מ")], [("bal", "c05")]),
    q("he", "אילו מן החשבוניות שלהם טרם נפרעו?", INV, [], [("ilist", "c05")], True),
    q("en", "Kindly advise the total amount receivable from ParkEasy Israel Ltd.", BAL,
      [("name", "ParkEasy Israel Ltd.")], [("bal", "c06")]),
    q("en", "Invoice TS-3137 – was it voided? I do not see a receipt against it.", INV,
      [("inv", "TS-3137")], [("ist", "i16")]),
    q("he", "חשבונית 60.236 – האם היא עדיין פתוחה, ומהו מועד הפירעון?", INV,
      [("inv", "60236", "60.236")], [("ist", "i15")]),
    q("en", "Please confirm the balance of the Herzl 88 building committee.", BAL,
      [("name", "Herzl 88")], [("bal", "c20")]),
    q("he", "ועד בית סמילנסקי 14 – אבקש פירוט של החשבוניות הפתוחות.", INV,
      [("name", "ועד בית סמילנסקי 14")], [("ilist", "c01")]),
    q("en", "What has been paid to date on invoice 60-226 (Orit Kahana)?", INV,
      [("inv", "60226", "60-226"), ("name", "Orit Kahana")], [("ipaid", "i27")]),
    q("en", "What is the outstanding balance of Dmitri Volkov?", BAL,
      [("name", "Dmitri Volkov")], [("bal", "c15")]),
    q("en", "Please itemise his unpaid invoices.", INV, [], [("ilist", "c15")], True),
    q("he", "מה הסטטוס של חשבונית TS-3146? היא אינה מופיעה אצלי בכרטסת.", INV,
      [("inv", "TS-3146")], [("ist", "i35")]),
    q("en", "Does Ron Bar-Lev have any outstanding balance for the year-end reconciliation?", BAL,
      [("name", "Ron Bar-Lev")], [("bal", "c17")]),
    q("en", "Please confirm the total due from the Kfar Yona community centre; they pay at net 60.", BAL,
      [("name", "Kfar Yona community centre")], [("bal", "c30")]),
    q("he", "חשבונית 60232 של המתנ\"ס – האם חלף מועד הפירעון?", INV, [("inv", "60232")], [("ist", "i50")]),
    q("en", "Invoice #2026-0125, Lev Kadima: amount outstanding?", INV,
      [("inv", "2026-0125"), ("name", "Lev Kadima")], [("ileft", "i47")]),
    q("he", "ומהי היתרה הכוללת של החברה?", BAL, [], [("bal", "c25")], True),
    q("en", "Please provide the company registration number (ח.פ.) of Rimonit.", LOOK,
      [("name", "Rimonit")], [("tax", "c07")]),
    q("he", "מהו מספר הח.פ. של Sharon Motors?", LOOK, [("name", "Sharon Motors")], [("tax", "c03")]),
    q("en", "To whom was invoice 2026-0104 issued?", LOOK,
      [("inv", "2026-0104")], [("name", "c20"), ("about", "i38")]),
    q("he", "למי הונפקה חשבונית TS–3121?", LOOK,
      [("inv", "TS-3121", "TS–3121")], [("name", "c15"), ("about", "i32")]),
    q("en", "What is the email address on file for Chanyonei HaYam?", LOOK,
      [("name", "Chanyonei HaYam")], [("email", "c05")]),
    q("he", "מהי הכתובת למשלוח חשבונית עבור Jean-Marc Benhamou?", LOOK,
      [("name", "Jean-Marc Benhamou")], [("addr", "c12", "ניצה")]),
    q("en", "Invoice TS-3999 – I cannot locate it in the ledger. Is it ours?", INV, [("inv", "TS-3999")], []),
    q("he", "חשבונית 60299 – לא מצאתי קבלה. מה מצבה?", INV, [("inv", "60299")], []),
    q("en", "What are our payment terms for schools and municipal bodies?", KNOW, [], [("kn", "k06", "60")]),
    q("he", "מהו שיעור ריבית הפיגורים שאנו גובים על חוב פתוח?", KNOW, [], [("kn", "k06", "1.5%")]),
    q("en", "After how many days past the due date do we begin charging late interest?", KNOW, [],
      [("kn", "k06", "45")]),
    q("he", "מהו שיעור המקדמה הנדרש בהזמנת שער בהתאמה אישית, והאם היא מוחזרת?", KNOW,
      [], [("kn", "k10", "30%")]),
    q("he", "מהו התעריף לבדיקת בטיחות שנתית של שער בבית ספר?", KNOW, [], [("kn", "k09", "650")]),
    q("en", "What discount on parts does the annual service contract include?", KNOW,
      [], [("kn", "k05", "15%")]),
    q("he", "מהו דמי הביטול של התקנה שבוטלה פחות מ-48 שעות מראש?", KNOW, [], [("kn", "k10", "250")]),
    q("en", "Good afternoon.", GREET),
    q("he", "אילו פעולות ניתן לבצע באמצעות העוזר?", HELP),
    q("en", "Please prepare the VAT report for the second bimonthly period.", UNK),
    q("he", "נא להפיק קבלה על סך 2,000 ₪ לעדי פרץ", UNK),
    q("en", "What is the current shekel–euro exchange rate? Mr. Benhamou wishes to pay from France.", UNK),
    q("en", "How much does David Klein still owe on invoice 60224?", INV,
      [("name", "David Klein"), ("inv", "60224")], [("ileft", "i36")]),
    q("he", "האם ליעקב אשכנזי חשבונית פתוחה, ומתי מועד הפירעון שלה?", INV,
      [("name", "יעקב אשכנזי")], [("ilist", "c32")]),
    q("en", "Tamar Goldstein: is invoice TS 3129 overdue yet?", INV,
      [("name", "Tamar Goldstein"), ("inv", "TS-3129", "TS 3129")], [("ist", "i44")]),
]  # fmt: skip

S60P: list[Row] = [  # plain questions, every intent
    q("he", "כמה חייב יוסי מזרחי?", BAL, [("name", "יוסי מזרחי")], [("bal", "c08")]),
    q("en", "What's the balance for Hadas Levin?", BAL, [("name", "Hadas Levin")], [("bal", "c33")]),
    q("he", "מה היתרה של 058-4420917", BAL, [("phone", "058-4420917")], [("bal", "c15")]),
    q("en", "how much does Avi Hadad owe", BAL, [("name", "Avi Hadad")], [("bal", "c24")]),
    q("he", "כמה חייב משה גבאי?", BAL, [("name", "משה גבאי")], []),
    q("en", "what does Ronen Almog owe?", BAL, [("name", "Ronen Almog")], [("bal", "c35")]),
    q("he", "מה הסטטוס של דלת המוסך של סיגל טננבאום?", REP, [("name", "סיגל טננבאום")], [("rep", "r40")]),
    q("en", "status of the gate at Orit Kahana's", REP, [("name", "Orit Kahana")], [("rep", "r18")]),
    q("he", "מה עם העבודות של ועד בית הרצל 88", REP, [("name", "ועד בית הרצל 88")], [("repc", "c20")]),
    q("en", "any jobs open for Yaakov Ashkenazi?", REP, [("name", "Yaakov Ashkenazi")], [("repc", "c32")]),
    q("he", "מה מצב חשבונית TS-3112?", INV, [("inv", "TS-3112")], [("ist", "i02")]),
    q("en", "is invoice 60222 paid?", INV, [("inv", "60222")], [("ist", "i22")]),
    q("en", "how much is left on invoice 60239?", INV, [("inv", "60239")], [("ileft", "i31")]),
    q("en", "status of invoice 2026-0777", INV, [("inv", "2026-0777")], []),
    q("en", "which invoices are open for Alexander Friedman?", INV,
      [("name", "Alexander Friedman")], [("ilist", "c26")]),
    q("he", "מי זה 09-7496032?", LOOK, [("phone", "09-7496032")], [("name", "c04")]),
    q("en", "who has the phone number 052-9999999?", LOOK, [("phone", "052-9999999")], []),
    q("he", "מי הלקוח עם הטלפון 054-930-2817?", LOOK, [("phone", "054-930-2817")], [("names", "c19", "c35")]),
    q("he", "מה המייל של נועה שפירא", LOOK, [("name", "נועה שפירא")], [("email", "c27")]),
    q("en", "what is the address of Meir Dahan", LOOK,
      [("name", "Meir Dahan")], [("addr", "c29", "הרב קוק")]),
    q("he", "יש לנו לקוח בשם אלמוג?", LOOK, [("name", "אלמוג")], [("names", "c19", "c35")]),
    q("he", "מה שעות הפעילות שלכם?", KNOW, [], [("kn", "k01", "07:30")]),
    q("en", "what's the warranty on garage door springs?", KNOW, [], [("kn", "k03", "12")]),
    q("he", "כמה עולה בדיקת בטיחות לשער בחניון?", KNOW, [], [("kn", "k09", "650")]),
    q("en", "how much is a replacement remote?", KNOW, [], [("kn", "k04", "120")]),
    q("he", "שלום", GREET),
    q("en", "good morning", GREET),
    q("he", "במה אתה יכול לעזור לי?", HELP),
    q("en", "help", HELP),
    q("he", "מה מזג האוויר מחר בנתניה?", UNK),
    q("en", "recommend a good brand of garage door for my house", UNK),
    q("he", "תכתוב לי פוסט לאינסטגרם על שערים חשמליים", UNK),
    q("en", "who won the football game last night", UNK),
]  # fmt: skip

S60_FRESH: list[list[Row]] = [
    [  # a new private customer, her shutter motor and its invoice
        q("he", "ליאור שטרית חייב משהו?", BAL, [("name", "ליאור שטרית")], [("bal", "c36")]),
        q("en", "Lior Shitrit's shutter motor - status?", REP, [("name", "Lior Shitrit")], [("rep", "r44")]),
        q("he", "של מי חשבונית TS-3150?", LOOK, [("inv", "TS-3150")], [("name", "c36"), ("about", "i57")]),
        q("en", "phone number for Lior Shitrit", LOOK, [("name", "Lior Shitrit")], [("phone", "c36")]),
    ],
    [  # the car dealership's new high-speed door and its invoice
        q("en", "how much does Sharon Motors owe now?", BAL, [("name", "Sharon Motors")], [("bal", "c03")]),
        q("he", "הדלת המהירה החדשה של Dynaco בשרון מוטורס - מה הסטטוס?", REP,
          [("name", "שרון מוטורס")], [("rep", "r45")]),
        q("en", "is invoice 60251 paid?", INV, [("inv", "60251")], [("ist", "i58")]),
        q("he", "אילו חשבוניות פתוחות יש לשרון מוטורס?", INV, [("name", "שרון מוטורס")], [("ilist", "c03")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters too
        q("he", "מישל אטיאס חייב כסף?", BAL, [("name", "מישל אטיאס")], [("bal", "c37")]),
        q("en", "Michel Attias garage door opener status", REP,
          [("name", "Michel Attias")], [("rep", "r46")]),
        q("he", "כמה שולם על 2026-0140?", INV, [("inv", "2026-0140")], [("ipaid", "i59")]),
        q("en", "what's Michel Attias's email", LOOK, [("name", "Michel Attias")], [("email", "c37")]),
    ],
]  # fmt: skip

BATCHES = {"s60x": S60X, "s60y": S60Y, "s60z": S60Z, "s60p": S60P}
FRESH = {"s60f": S60_FRESH}

"""Batches s52ax, s52ay, s52az, s52ap and fresh s52af: questions about פדאל – אופניים וקורקינטים (Pedal:
repair and service of bicycles, e-bikes and electric scooters in Florentin, south Tel Aviv, with a monthly
fleet plan for the delivery riders of restaurants and courier firms; ``shops/pedal.json``). A DEVELOPMENT set:
its failing rows are meant to be read.

Written blind by helper `blind52a` on 2026-12-06: fixtures first, then these questions, from the fixtures, the
contract and the devset's README and builder alone, without reading the assistant's engine, its tests, any
other question set (s31's file was read only for the format) or any bench result, and before any row was sent
to the engine.

Voices:
- ``s52ax``: Rachel, 40s, the American-born bookkeeper. Careful, formal American English in full sentences
  ("Could you please confirm...", "I would like to..."), invoice numbers typed exactly, Hebrew-stored names
  sometimes in Hebrew script and sometimes transliterated (Moshe Levi, Barak Deliveries, Express Darom),
  often two asks in one message (a status and who it belongs to, a balance and an invoice), a story of a bank
  transfer or a Bit payment behind the question, two rows in formal Hebrew.
- ``s52ay``: Dudi, the mechanic. Short slangy Hebrew with typos (אופנים, עדין, פנצר, קמש), customers by
  their bike and its brand (הסופר73 של יוסי, הקאבו של סבבה בורגר, הדואלטרון של השליח, הפיז'ו של ז'אן פייר),
  English-stored names in Hebrew letters, many follow-ups by pronoun or bare brand, shop-floor policy
  questions (battery check, puncture price, speed unlocking, a rider at 7:30).
- ``s52az``: Maya, the manager. Hebrew and English inside one message ("תבדקי לי the balance של ..."), the
  language of a row being the one its sentence is built in; stories (a customer on the phone who says she
  paid, a voicemail, a new restaurant asking to join) and policies asked as situations (a rider's loaner
  bike, unlocking a scooter, a quote overrun, installments under the threshold).
- ``s52ap``: plain questions of every intent, half Hebrew half English, with an unknown customer in each
  language, an unknown invoice number and an unknown phone, out-of-domain asks, greetings and help.
- ``s52af``: asked right after the ``added_later`` steps: a new rider customer with his invoice and scooter;
  a new job and invoice for Sababa Burgers (its balance changes); a new English-named customer.

Traps in the fixtures: משה לוין / משה לוי (look-alike names), two Cohens at one address, a wife who shares
her husband's phone (``shared_phone``), open invoices past their due date (FL-324, PD-4125, PD-4137) that
read as overdue, drafts and cancelled invoices that do not count in a balance, customers with no repairs
(c06, c11) or no invoices (c20), fleet invoices FL-3xx beside repair invoices PD-41xx, 26/04xx and old 77xx.

Counts: 187 rows, 96 English and 91 Hebrew (51 % English), 39 of them follow-ups. ``s52ax`` 48 (46 en,
2 he, 13 follow-ups); ``s52ay`` 48 (48 he, 14 follow-ups); ``s52az`` 46 (27 en, 19 he, 12 follow-ups);
``s52ap`` 33 (17 en, 16 he); ``s52af`` 12 in three steps of 4 (6 en, 6 he). By intent: repair_status 43,
invoice_status 38, customer_balance 35, knowledge 28, customer_lookup 27, unknown 7, help 5, greeting 4.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

# Rachel, the bookkeeper: formal English, invoices, balances and payments, sometimes two asks in one.
S52AX: list[Row] = [
    en("Good morning. Could you please tell me the outstanding balance for Sababa Burgers?", BAL,
       nm("Sababa Burgers"), [("bal", "c12")]),
    en("Which of their invoices is already past due?", INV, [], [("say", "FL-327", "c12", "i22")], True),
    en("And how much remains on PD-4134? I believe they made a partial payment on it.", INV,
       iv("PD-4134"), [("ileft", "i24")], True),
    en("I would like to confirm the status of invoice FL-324.", INV, iv("FL-324"), [("ist", "i04")]),
    en("Whose invoice is that, and what is their total balance with us?", LOOK, [],
       [("name", "c02"), ("bal", "c02")], True),
    en("Please check whether Daniel Brooks has paid invoice PD-4144.", INV,
       nm("Daniel Brooks") + iv("PD-4144"), [("ist", "i12")]),
    en("How much does Olga Petrenko still owe us? I see two invoices under her name.", BAL,
       nm("Olga Petrenko"), [("bal", "c10")]),
    en("Was PD-4147 cancelled, or is it still open?", INV, iv("PD-4147"), [("ist", "i19")], True),
    en("What is the balance for משה לוין (Levin, not Levi)?", BAL, nm("משה לוין"), [("bal", "c07")]),
    en("And the other one, Moshe Levi. Does he owe anything?", BAL, nm("Moshe Levi"), [("bal", "c08")], True),
    en("Is his invoice overdue? I have its due date as just a couple of days ago.", INV, [],
       [("ist", "i15")], True),
    en('Could you list the open invoices for שליחויות ברק בע"מ?', INV, nm('שליחויות ברק בע"מ'),
       [("ilist", "c03")]),
    en("Is FL-338 included in that, or is it still a draft?", INV, iv("FL-338"), [("ist", "i09")], True),
    en("How much has Barak Deliveries paid toward FL-325 so far?", INV, nm("Barak Deliveries") + iv("FL-325"),
       [("ipaid", "i07")]),
    en("What is the remaining amount on invoice PD-4139?", INV, iv("PD-4139"), [("ileft", "i02")]),
    en("Please tell me the total still owed by Express Darom, and whether their previous fleet invoice, "
       "FL-328, was settled.", BAL, nm("Express Darom") + iv("FL-328"), [("bal", "c17"), ("ist", "i31")]),
    en("Is PD-4105 something I need to chase, or was it cancelled?", INV, iv("PD-4105"), [("ist", "i33")]),
    en("Does Mark Feldman have an outstanding balance? He told the front desk that he paid in full.", BAL,
       nm("Mark Feldman"), [("bal", "c15")]),
    en("How much did he actually pay on PD-4119?", INV, iv("PD-4119"), [("ipaid", "i28")], True),
    en("I need the tax ID for Pizza Florentin for their invoice.", LOOK, nm("Pizza Florentin"),
       [("tax", "c09")]),
    en("What email address do we have on file for Sababa Burgers? Their accountant asked for copies.", LOOK,
       nm("Sababa Burgers"), [("email", "c12")]),
    en("And what billing address do we have for them?", LOOK, [], [("addr", "c12", "אילת")], True),
    en("Could you give me Jean-Pierre Dubois's phone number? I would like to remind him about his invoice.",
       LOOK, nm("Jean-Pierre Dubois"), [("phone", "c23")]),
    en("How much is left on that invoice?", INV, [], [("ileft", "i39")], True),
    en("Invoice 7794 is quite old. Whose is it, and is it still unpaid?", LOOK, iv("7794"),
       [("name", "c19"), ("ist", "i35")]),
    en("Does his sister, Avigail Cohen, owe anything as well?", BAL, nm("Avigail Cohen"), [("bal", "c06")],
       True),
    en("Has invoice 7781 been paid?", INV, iv("7781"), [("ist", "i13")]),
    en("Please check invoice PD-9999. The customer quoted that number on the phone "
       "and I cannot find it.", INV, iv("PD-9999"), []),
    en("What is the status of invoice 26/0398, and for whom was it issued?", INV, iv("26/0398"),
       [("ist", "i29"), ("name", "c16")]),
    en("Is there anything outstanding for Samir Abu Ahmad?", BAL, nm("Samir Abu Ahmad"), [("bal", "c11")]),
    en("I received a bank transfer of 774 shekels from the Levinsky restaurant without a reference. "
       "Which of their invoices are still open?", INV, nm("Levinsky"), [("ilist", "c02")]),
    en("Which customer has the phone number 052-8819034? There is a Bit payment from that number.", LOOK,
       ph("052-8819034"), [("name", "c18")]),
    en("Thank you. How much does he owe in total?", BAL, [], [("bal", "c18")], True),
    en("What are our payment terms for fleet plan customers? Express Darom is asking.", KNOW, [],
       [("kn", "k05", "30")]),
    en("What is the monthly fee per rider on the fleet plan?", KNOW, [], [("kn", "k05", "129")]),
    en("How much of a discount do fleet customers receive on parts?", KNOW, [], [("kn", "k05", "15%")]),
    en("Up to how many installments may a customer split a repair into?", KNOW, [], [("kn", "k09", "6")]),
    en("I have a question about the draft invoice for Michal Avraham. What is the amount on it?", INV,
       nm("Michal Avraham"), [("say", "1,890.00", "c14", "i27")]),
    en("Apart from that draft, is she carrying any balance?", BAL, [], [("bal", "c14")], True),
    en("What does קפה נועה owe at the moment?", BAL, nm("קפה נועה"), [("bal", "c21")]),
    en("Please confirm whether Tomer Ben David paid for the fat bike, and whether it is ready "
       "to be picked up.", INV, nm("Tomer Ben David"), [("ist", "i25"), ("rep", "r15")]),
    en("Could you also check the status of the Trek for Daniel Brooks? He would like to pay "
       "when he collects it.", REP, nm("Daniel Brooks"), [("rep", "r07")]),
    en("Is Noy Shimoni's invoice overdue? I believe she collected her scooter without paying.", INV,
       nm("Noy Shimoni"), [("ist", "i10")]),
    en("Please remind me of the balance for the customer at 054-7730012.", BAL, ph("054-7730012"),
       [("bal", "c19")]),
    en("Could you convert 2,580 shekels into dollars at today's exchange rate?", UNK),
    en("What kinds of questions can I ask you about invoices and payments?", HELP),
    he("מה היתרה של פיצה פלורנטין, בבקשה?", BAL, nm("פיצה פלורנטין"), [("bal", "c09")]),
    he("האם חשבונית FL-339 שולמה?", INV, iv("FL-339"), [("ist", "i17")]),
]  # fmt: skip

# Dudi, the mechanic: short slangy Hebrew with typos, customers by their bike, follow-ups.
S52AY: list[Row] = [
    he("הסופר73 של יוסי הגיע החלק?", REP, nm("יוסי"), [("rep", "r01")]),
    he("כמה הוא חייב בכלל", BAL, [], [("bal", "c01")], True),
    he("ואשתו? נטע", BAL, nm("נטע"), [("bal", "c24")], True),
    he("הדהון שלה מוכן כבר לא?", REP, [], [("rep", "r27")], True),
    he("הקורקינט של השליח מהפינה של לוינסקי מה איתו", REP, nm("הפינה של לוינסקי"), [("rep", "r03")]),
    he("והפידו שלהם?", REP, [], [("rep", "r02")], True),
    he("מה עם הטרק של דניאל", REP, nm("דניאל"), [("rep", "r07")]),
    he("האדו של משה לוין בטיפול עדין?", REP, nm("משה לוין"), [("rep", "r08")]),
    he("ומשה לוי? יש לו שניים אצלנו נכון", REP, nm("משה לוי"), [("repc", "c08")], True),
    he("הקוגו שלו אבחנו כבר?", REP, [], [("rep", "r10")], True),
    he("ההימיוואי של פיצה פלורנטין החלק הגיע?", REP, nm("פיצה פלורנטין"), [("rep", "r11")]),
    he("הסוללות של ברק שליחויות מתי מוכנות", REP, nm("ברק שליחויות"), [("rep", "r04")]),
    he("והראלי עם המזלג?", REP, [], [("rep", "r05")], True),
    he("קאבו של סבבה בורגר מה מצב", REP, nm("סבבה בורגר"), [("rep", "r13")]),
    he("והסופר שלהם נקלט?", REP, [], [("rep", "r14")], True),
    he("הפאט בייק של תומר מוכן, החשבונית שלו שולמה?", INV, nm("תומר"), [("ist", "i25")]),
    he("מי זה 0508834512", LOOK, ph("0508834512"), [("name", "c11")]),
    he("יש לו משהו אצלנו בתיקון?", REP, [], [("repc", "c11")], True),
    he("הסגוויי של מארק מוכן?", REP, nm("מארק"), [("rep", "r17")]),
    he("הוא חייב עוד כסף לא? שלא ייקח בלי לשלם", BAL, [], [("bal", "c15")], True),
    he("הדואלטרון של השליח של אקספרס דרום, מה הוחלט", REP, nm("אקספרס דרום"), [("rep", "r20")]),
    he("והטיפול החודשי שלהם איפה עומד", REP, [], [("rep", "r19")], True),
    he("הפיז'ו של ז'אן פייר מוכן?", REP, nm("ז'אן פייר"), [("rep", "r26")]),
    he("הbmx של רועי כהן החלק הגיע", REP, nm("רועי כהן"), [("rep", "r22")]),
    he("השיאומי של עמית גולן בדקו כבר את הסוללה?", REP, nm("עמית גולן"), [("rep", "r23")]),
    he("הג'יאנט של מיכל אברהם, היא אישרה את המנוע?", REP, nm("מיכל אברהם"), [("rep", "r16")]),
    he("הקורקינט של נוי יצא כבר?", REP, nm("נוי"), [("rep", "r06")]),
    he("והחשבונית שלה שולמה?", INV, [], [("ist", "i10")], True),
    he("אבבה עם הארגז משלוחים, סגרנו איתו כסף?", BAL, nm("אבבה"), [("bal", "c18")]),
    he("כמה חייבת אולגה", BAL, nm("אולגה"), [("bal", "c10")]),
    he("המתקפלים שלה נמסרו?", REP, [], [("rep", "r12")], True),
    he("הטרק אלנט של ליאור יצא?", REP, nm("ליאור"), [("rep", "r25")]),
    he("הגלגל העקום של השליח של קפה נועה מוכן?", REP, nm("קפה נועה"), [("rep", "r24")]),
    he("052-3348190 כמה חייבת", BAL, ph("052-3348190"), [("bal", "c04")]),
    he("תביא טלפון של שירן גבאי, רוצה לשאול אותה על הכיסא ילד", LOOK, nm("שירן גבאי"), [("phone", "c16")]),
    he("מי זה 03-5500918", LOOK, ph("03-5500918"), [("name", "c17")]),
    he("כמה עולה בדיקת סוללה", KNOW, [], [("kn", "k12", "80")]),
    he("כמה לוקחים על פנצר בקורקינט", KNOW, [], [("kn", "k03", "90")]),
    he("ופנצר באופנים רגילות?", KNOW, [], [("kn", "k03", "60")], True),
    he("מישהו ביקש לפתוח לו את ההגבלה ל40 קמש, מה אני עונה לו", KNOW, [], [("kn", "k10", "25")]),
    he("לקוח לא בא לקחת כבר חודש וחצי, מחייבים אותו על זה?", KNOW, [], [("kn", "k08", "15")]),
    he("כמה אחריות יש על סוללה חדשה", KNOW, [], [("kn", "k04", "12")]),
    he("שליח רוצה להביא אופנים ב7 וחצי בבוקר, מישהו פה?", KNOW, [], [("kn", "k01", "07:30")]),
    he("מתי סוגרים בשישי", KNOW, [], [("kn", "k01", "14:00")]),
    he("יאללה אהלן", GREET),
    he("מה אתה יודע לעשות בכלל", HELP),
    he("תזמין פיצה מפלורנטין לצהריים לכל המעבדה", UNK),
    he("מי מנצח היום מכבי או הפועל", UNK),
]  # fmt: skip

# Maya, the manager: Hebrew and English in one message, stories, policies asked as situations.
S52AZ: list[Row] = [
    he("תבדקי לי the balance של אקספרס דרום, הם רוצים להוסיף עוד 5 riders למסלול", BAL, nm("אקספרס דרום"),
       [("bal", "c17")]),
    en("and the latest FL invoice שלהם, is it paid already?", INV, [], [("ist", "i32")], True),
    en("what's their phone? I need to talk to their ops guy", LOOK, [], [("phone", "c17")], True),
    he("סיטואציה: שליח של פיצה פלורנטין נפל והאופניים שלו אצלנו בתיקון, מגיע לו bike חלופי בחינם?", KNOW, [],
       [("kn", "k05", "חלופיים")]),
    en("a customer wants us to unlock his scooter to 45 קמ\"ש, he says everyone does it. what's our policy?",
       KNOW, [], [("kn", "k10", "25")]),
    he("יש לי לקוחה, student, שואלת אם יש discount גם על החלקים", KNOW, [], [("kn", "k13", "10%")]),
    en("Moshe Levi called, what's the status of the kids bike?", REP, nm("Moshe Levi"), [("rep", "r09")]),
    en("and his Kugoo, still בבדיקה?", REP, [], [("rep", "r10")], True),
    he("רגע, תבדקי לי על שם מי 0527714039, לא רוצה להתבלבל בין שני המשה", LOOK, ph("0527714039"),
       [("name", "c08")]),
    en("Olga from Bat Yam is on the phone, she says she paid everything in cash last week. "
       "what does the system say?", BAL, nm("Olga"), [("bal", "c10")]),
    en("ok so which invoice is still open for her?", INV, [], [("ilist", "c10")], True),
    he("והסוללה שהחלפנו לה, כמה זמן warranty יש על סוללה חדשה?", KNOW, [], [("kn", "k04", "12")], True),
    en("Abebe's bike with the delivery box, it was picked up, right? and did he pay?", REP, nm("Abebe"),
       [("rep", "r21"), ("bal", "c18")]),
    he("לקוח חדש מבת ים שואל כמה עולה pickup של הקורקינט מהבית", KNOW, [], [("kn", "k07", "90")]),
    en("Dudi opened Michal Avraham's Giant and says the motor will cost way more than the quote. "
       "what's the rule, do we call her first?", KNOW, [], [("kn", "k11", "100")]),
    he("מה בכלל ה-status של ה-Giant של מיכל אברהם", REP, nm("מיכל אברהם"), [("rep", "r16")]),
    en("is PD-4149 sent already or still a draft?", INV, iv("PD-4149"), [("ist", "i27")], True),
    en("who's at 03-6829315? someone left a voicemail about a rider's bike", LOOK, ph("03-6829315"),
       [("name", "c09")]),
    he("וההימיוואי שלהם, עדיין מחכה ל-parts?", REP, [], [("rep", "r11")], True),
    en("Jean-Pierre came in asking about his vintage Peugeot, when's it gonna be done? "
       "what's the status", REP, nm("Jean-Pierre"), [("rep", "r26")]),
    en("and what's his email, I want to send him photos of the paint", LOOK, [], [("email", "c23")], True),
    he("מסעדה חדשה ברחוב ויטל רוצה להצטרף ל-fleet plan עם 2 שליחים בלבד, זה אפשרי?", KNOW, [],
       [("kn", "k05", "3")]),
    en("Noy Shimoni's scooter, we gave it back without payment?? how much does she owe", BAL,
       nm("Noy Shimoni"), [("bal", "c04")]),
    he("מה ה-policy אצלנו, נותנים לקחת כלי לפני שמשלמים?", KNOW, [], [("kn", "k09", "באיסוף")]),
    en("Barak Deliveries, how much do they owe? and the batteries job, is it done?", BAL,
       nm("Barak Deliveries"), [("bal", "c03"), ("rep", "r04")]),
    en("and the Rally with the broken fork, any news?", REP, [], [("rep", "r05")], True),
    he("סיפור: השליח של הפינה של לוינסקי הביא את ה-Fiido עם פנצ'ר לפני יומיים, is it ready?", REP,
       nm("הפינה של לוינסקי"), [("rep", "r02")]),
    en("how much is the Levinsky restaurant behind? they have two FL invoices open I think", BAL,
       nm("Levinsky"), [("bal", "c02")], True),
    he("כמה נשאר לשלם על FL-337 שלהם", INV, iv("FL-337"), [("ileft", "i05")], True),
    en("what's the tax id of הפינה של לוינסקי? the accountant needs it for the invoice", LOOK,
       nm("הפינה של לוינסקי"), [("tax", "c02")]),
    en("hi, מאיה here, good morning!", GREET),
    he("תגיד, what can you actually do? אני צריכה להבין לפני שאני מראה לדודי", HELP),
    en("can you write me an Instagram post for our e-bike sale? משהו קליל", UNK),
    he("מה ה-weather מחר בבוקר? אני רוצה לרכוב לעבודה", UNK),
    en("is Tomer Ben David's fat bike ready? he keeps texting me", REP, nm("Tomer Ben David"),
       [("rep", "r15")]),
    en("Yossi Azoulay's Super73, are we still waiting on the controller?", REP, nm("Yossi Azoulay"),
       [("rep", "r01")]),
    he("מי זה 050-6612483? שני אנשים אומרים שזה ה-number שלהם", LOOK, ph("050-6612483"),
       [("names", "c01", "c24")]),
    en("Shiran Gabay says she never got an invoice for the child seat. "
       "what's the number and is it open?", INV, nm("Shiran Gabay"), [("ilist", "c16"), ("ist", "i29")]),
    he("מישהו בשם עמית גולן, יש לנו אותו in the system? מה הטלפון שלו", LOOK, nm("עמית גולן"),
       [("phone", "c20")]),
    en("does Amit owe us anything yet?", BAL, [], [("bal", "c20")], True),
    he("לקוח רוצה לשלם ב-installments על תיקון של 800 שקל, מותר?", KNOW, [], [("kn", "k09", "1,000")]),
    en("how many days is a quote valid? Daniel Brooks wants to think about the new wheels", KNOW, [],
       [("kn", "k11", "14")]),
    he("Lior Shapira מתקשר שהסוללה החדשה מתה אחרי חודשיים, זה עדיין under warranty?", KNOW, [],
       [("kn", "k04", "12")]),
    en("what's the balance for Mark? the Segway guy", BAL, nm("Mark"), [("bal", "c15")]),
    he("תבדקי לי the status של חשבונית 5521", INV, iv("5521"), []),
    en("who's 054-1234567? got a missed call", LOOK, ph("054-1234567"), []),
]  # fmt: skip

# Plain questions of every intent, half Hebrew, half English.
S52AP: list[Row] = [
    he("כמה חייב יוסי אזולאי", BAL, nm("יוסי אזולאי"), [("bal", "c01")]),
    en("What is Jean-Pierre Dubois's balance?", BAL, nm("Jean-Pierre Dubois"), [("bal", "c23")]),
    he("מה היתרה של רועי כהן", BAL, nm("רועי כהן"), [("bal", "c19")]),
    en("How much does Abebe Tesfaye owe?", BAL, nm("Abebe Tesfaye"), [("bal", "c18")]),
    he("כמה חייב אבי מזרחי", BAL, nm("אבי מזרחי"), []),
    en("Balance for Rachel Green?", BAL, nm("Rachel Green"), []),
    he("מה הסטטוס של הקורקינט של עמית גולן", REP, nm("עמית גולן"), [("rep", "r23")]),
    en("Status of the Segway for Mark Feldman", REP, nm("Mark Feldman"), [("rep", "r17")]),
    he("מה מצב התיקונים של מסעדת הפינה של לוינסקי", REP, nm("מסעדת הפינה של לוינסקי"), [("repc", "c02")]),
    en("Is Moshe Levin's Ado e-bike ready?", REP, nm("Moshe Levin"), [("rep", "r08")]),
    he("מה הסטטוס של חשבונית PD-4137", INV, iv("PD-4137"), [("ist", "i34")]),
    en("Is invoice FL-342 paid?", INV, iv("FL-342"), [("ist", "i37")]),
    he("כמה נשאר לשלם על FL-327", INV, iv("FL-327"), [("ileft", "i22")]),
    en("How much was paid on PD-4143?", INV, iv("PD-4143"), [("ipaid", "i39")]),
    he("מה מצב חשבונית PD-4188", INV, iv("PD-4188"), []),
    en("Status of invoice 26/0412", INV, iv("26/0412"), [("ist", "i25")]),
    he("מי זה 052-4450917", LOOK, ph("052-4450917"), [("name", "c22")]),
    en("Who does 058-2290345 belong to?", LOOK, ph("058-2290345"), [("name", "c20")]),
    he("מי זה 053-7770001", LOOK, ph("053-7770001"), []),
    en("What is Olga Petrenko's email?", LOOK, nm("Olga Petrenko"), [("email", "c10")]),
    he("מה הכתובת של קפה נועה", LOOK, nm("קפה נועה"), [("addr", "c21", "שבזי")]),
    en("Phone number for Daniel Brooks", LOOK, nm("Daniel Brooks"), [("phone", "c05")]),
    he("מה שעות הפתיחה", KNOW, [], [("kn", "k01", "19:00")]),
    en("How much is a basic bike service?", KNOW, [], [("kn", "k02", "180")]),
    he("כמה עולה איסוף אופניים מהבית בתל אביב", KNOW, [], [("kn", "k07", "70")]),
    en("How much is a service for an electric bike?", KNOW, [], [("kn", "k02", "260")]),
    en("How long is the warranty on a new battery?", KNOW, [], [("kn", "k04", "12")]),
    he("שלום", GREET),
    en("Hi!", GREET),
    he("עזרה", HELP),
    en("How do I use you?", HELP),
    he("מה השעה עכשיו בניו יורק", UNK),
    en("What's the capital of Australia?", UNK),
]  # fmt: skip

# Asked the moment each added_later step's records exist.
S52AF: list[list[Row]] = [
    [  # a new rider customer, his open invoice and his scooter
        he("גל אוחנה חייב משהו?", BAL, nm("גל אוחנה"), [("bal", "c25")]),
        en("Has Gal Ohana's Inokim scooter been checked in?", REP, nm("Gal Ohana"), [("rep", "r28")]),
        en("Who is invoice PD-4151 for?", LOOK, iv("PD-4151"), [("name", "c25"), ("about", "i41")]),
        he("מה הטלפון של גל אוחנה", LOOK, nm("גל אוחנה"), [("phone", "c25")]),
    ],
    [  # Sababa Burgers: a new job and a new invoice
        en("What is Sababa Burgers' balance now?", BAL, nm("Sababa Burgers"), [("bal", "c12")]),
        he("הפידו של סבבה בורגרס התקבל?", REP, nm("סבבה בורגרס"), [("rep", "r29")]),
        en("How much is open on PD-4152?", INV, iv("PD-4152"), [("ileft", "i42")]),
        he("אילו חשבוניות פתוחות יש ל-Sababa Burgers", INV, nm("Sababa Burgers"), [("ilist", "c12")]),
    ],
    [  # a new English-named customer
        en("Is Hannah Weiss's Brompton ready?", REP, nm("Hannah Weiss"), [("rep", "r30")]),
        he("חשבונית 26/0431 שולמה?", INV, iv("26/0431"), [("ist", "i43")]),
        en("Does Hannah Weiss owe anything?", BAL, nm("Hannah Weiss"), [("bal", "c26")]),
        he("מה המייל של Hannah Weiss", LOOK, nm("Hannah Weiss"), [("email", "c26")]),
    ],
]  # fmt: skip

BATCHES = {"s52ax": S52AX, "s52ay": S52AY, "s52az": S52AZ, "s52ap": S52AP}
FRESH = {"s52af": S52AF}

"""Held-out questions s36 (helper ``heldout36``, a new writer) about מיתר, a workshop repairing pianos and
musical instruments in Haifa (``shops/meitar.json``), written before any question was sent to the engine.

Three office voices not used before:

1. the bookkeeper, writing in accounting English and in Hebrew bookkeeping terms: "outstanding
   receivable", "open items on the ledger", "remitted against", "settled"; "יתרת חוב בכרטסת", "נפרעה",
   "התקבל על חשבון", "מספר עוסק";
2. the front desk and the technicians, switching between Hebrew and English inside one sentence the way
   Israelis type ("מה הסטטוס של ה-invoice 4438", "what's the יתרה of ..."), with English words for the
   instruments and the jobs ("ה-amp", "ה-drums", "tuning"); a row's ``lang`` is the language whose
   grammar carries the sentence (a Hebrew sentence with English words is ``he``);
3. the workshop's manager, writing long messages that give the context first (who called, why it matters,
   what meeting is coming) and ask the question at the end, in English and in Hebrew.

HELD OUT: score aggregates only; do not read the engine's answers item by item.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q


def N(value: str) -> tuple[str, str]:  # a customer's name as typed
    return ("name", value)


def P(value: str) -> tuple[str, str]:  # a phone as typed
    return ("phone", value)


def V(value: str) -> tuple[str, str]:  # an invoice number as stored
    return ("invoice", value)


def E(value: str) -> tuple[str, str]:  # an email
    return ("email", value)


BOOKKEEPER: list[Row] = [  # 1. accounting English and Hebrew bookkeeping terms
    q(
        "en",
        "What's the outstanding receivable on Daniel Rosenthal's account?",
        BAL,
        [N("Daniel Rosenthal")],
        [("bal", "c08")],
    ),
    q("en", "AR balance for Haifa Conservatory, please", BAL, [N("Haifa Conservatory")], [("bal", "c02")]),
    q(
        "en",
        "Please confirm the open balance for Irina Volkova as of today.",
        BAL,
        [N("Irina Volkova")],
        [("bal", "c06")],
    ),
    q("en", "Does Sarah Miller carry any outstanding balance?", BAL, [N("Sarah Miller")], [("bal", "c14")]),
    q(
        "en",
        "Net amount due from אולפני קשת after the partial remittance?",
        BAL,
        [N("אולפני קשת")],
        [("bal", "c10")],
    ),
    q("en", "Is invoice MT-0231 settled or still open?", INV, [V("MT-0231")], [("ist", "i04")]),
    q("en", "Remaining amount receivable on invoice 4409", INV, [V("4409")], [("ileft", "i08")]),
    q("en", "How much has been remitted against MT-0226 so far?", INV, [V("MT-0226")], [("ipaid", "i27")]),
    q("en", "Status of inv. 25/063 - collected or not?", INV, [V("25/063")], [("ist", "i11")]),
    q("en", "List the open items on Michael Stern's ledger", INV, [N("Michael Stern")], [("ilist", "c22")]),
    q(
        "en",
        "Which invoices are still outstanding for מקהלת גלי כרמל?",
        INV,
        [N("מקהלת גלי כרמל")],
        [("ilist", "c15")],
    ),
    q("en", "Invoice 4431 - has it been issued or is it still a draft?", INV, [V("4431")], [("ist", "i26")]),
    q(
        "en",
        "Was invoice 4419 paid in full? If not, what's the remaining balance on it?",
        INV,
        [V("4419")],
        [("ileft", "i13")],
    ),
    q("en", "Payment terms for institutional clients? Net how many days?", KNOW, [], [("kn", "k08", "30")]),
    q(
        "en",
        "Above what invoice amount can a customer split the payment into installments?",
        KNOW,
        [],
        [("kn", "k08", "1,500")],
    ),
    q(
        "en",
        "What is the diagnostic fee, and is it credited against the repair?",
        KNOW,
        [],
        [("kn", "k05", "150")],
    ),
    q("en", "Tax ID on file for צליל כלי נגינה?", LOOK, [N("צליל כלי נגינה")], [("tax", "c21")]),
    q(
        "en",
        "Need the company registration number of Keshet Studios for the ledger",
        LOOK,
        [N("Keshet Studios")],
        [("tax", "c10")],
    ),
    q("en", "Billing email for בית ספר רעות?", LOOK, [N("בית ספר רעות")], [("email", "c09")]),
    q("en", "Total receivables from Omer Peretz?", BAL, [N("Omer Peretz")], [("bal", "c19")]),
    q("en", "Any overdue receivables for נדב שושן?", BAL, [N("נדב שושן")], [("bal", "c23")]),
    q("en", "Balance on 04-8340901?", BAL, [P("04-8340901")], [("bal", "c15")]),
    q("en", "Outstanding for account 052-3368840", BAL, [P("052-3368840")], [("bal", "c24")]),
    q(
        "en",
        "How much did Yossef Abu Ria pay on invoice 4424?",
        INV,
        [N("Yossef Abu Ria"), V("4424")],
        [("ipaid", "i20")],
    ),
    q("en", "Invoice 4434: what's the amount still due?", INV, [V("4434")], [("ileft", "i29")]),
    q("en", "Is 4430 closed?", INV, [V("4430")], [("ist", "i25")]),
    q("en", "Aging check: is 4445 past due?", INV, [V("4445")], [("ist", "i40")]),
    q("en", "Amount collected on invoice 4417?", INV, [V("4417")], [("ipaid", "i39")]),
    q("en", "Outstanding balance for the customer at 0537712064", BAL, [P("0537712064")], [("bal", "c05")]),
    q("en", "Balance due, Rania Khoury", BAL, [N("Rania Khoury")], [("bal", "c04")]),
    q(
        "en",
        "Please list the open and overdue invoices for Keshet Studios",
        INV,
        [N("Keshet Studios")],
        [("ilist", "c10")],
    ),
    q("en", "What was received against MT-0231 to date?", INV, [V("MT-0231")], [("ipaid", "i04")]),
    q("en", "Status on invoice MT-0240", INV, [V("MT-0240")], [("ist", "i18")]),
    q(
        "en",
        "Is there an unpaid balance on Marina Kaplan's account? Her invoice 4431 is only a draft I think",
        BAL,
        [N("Marina Kaplan"), V("4431")],
        [("bal", "c17")],
    ),
    q("en", "Discount rate for orchestras registered as non-profits?", KNOW, [], [("kn", "k12", "15%")]),
    q("en", "Good morning!", GREET),
    q("en", "Which reports or lookups can you run for me - balances, invoices, anything else?", HELP),
    q("en", "What's the euro exchange rate today?", UNK),
    q("en", "Can you post a journal entry for the VAT adjustment?", UNK),
    q("he", "מה יתרת החוב בכרטסת של אורטל מלכה?", BAL, [N("אורטל מלכה")], [("bal", "c13")]),
    q("he", "יתרה לתשלום של מקהלת גלי כרמל נכון להיום", BAL, [N("מקהלת גלי כרמל")], [("bal", "c15")]),
    q("he", "חשבונית מס 4427 - נפרעה?", INV, [V("4427")], [("ist", "i02")]),
    q("he", "כמה התקבל על חשבון חשבונית 25/058?", INV, [V("25/058")], [("ipaid", "i36")]),
    q("he", "מה נשאר לגבות על MT-0222", INV, [V("MT-0222")], [("ileft", "i17")]),
    q(
        "he",
        "אילו חשבוניות פתוחות יש לקונסרבטוריון חיפה?",
        INV,
        [N("קונסרבטוריון חיפה")],
        [("ilist", "c02")],
    ),
    q("he", "חשבונית 4411 בוטלה או שהיא עדיין פתוחה?", INV, [V("4411")], [("ist", "i34")]),
    q(
        "he",
        "מה מספר העוסק של תזמורת כלי נשיפה קריית אתא",
        LOOK,
        [N("תזמורת כלי נשיפה קריית אתא")],
        [("tax", "c18")],
    ),
    q("he", "מה תנאי התשלום למוסדות?", KNOW, [], [("kn", "k08", "שוטף + 30")]),
    q("he", "יש לגלינה שפירו חוב בפיגור?", BAL, [N("גלינה שפירו")], [("bal", "c25")]),
    q("he", "סטטוס חשבונית 4443", INV, [V("4443")], [("ist", "i38")]),
    q(
        "he",
        "חשבונית 4440 של רים נסאר - מה היתרה לתשלום?",
        INV,
        [V("4440"), N("רים נסאר")],
        [("ileft", "i35")],
    ),
    q("he", "כמה חייבים לנו צליל כלי נגינה?", BAL, [N("צליל כלי נגינה")], [("bal", "c21")]),
    q("he", "מה מספר הטלפון של אולפני קשת?", LOOK, [N("אולפני קשת")], [("phone", "c10")]),
    q("he", "כמה שולם על חשבון MT-0231?", INV, [V("MT-0231")], [("ipaid", "i04")]),
    q("he", "יתרת חוב - ראניה חורי", BAL, [N("ראניה חורי")], [("bal", "c04")]),
    q("he", "פירוט חשבוניות פתוחות - אורטל מלכה", INV, [N("אורטל מלכה")], [("ilist", "c13")]),
    q("he", 'תפיק לי דוח מע"מ לרבעון', UNK),
]

SWITCH: list[Row] = [  # 2. Hebrew and English in one sentence
    q("he", "מה הסטטוס של ה-invoice 4438", INV, [V("4438")], [("ist", "i10")]),
    q("he", "תבדוק לי את ה-balance של ג'ורג' חדאד", BAL, [N("ג'ורג' חדאד")], [("bal", "c03")]),
    q("he", "ה-repair של הכינור של ראניה חורי, יש update?", REP, [N("ראניה חורי")], [("rep", "r05")]),
    q("he", "הפסנתר של נעמה ברגר ready?", REP, [N("נעמה ברגר")], [("rep", "r01")]),
    q("he", "יש לנו phone של דמיטרי סוקולוב?", LOOK, [N("דמיטרי סוקולוב")], [("phone", "c07")]),
    q("he", "מה ה-status של הסקסופון של דמיטרי", REP, [N("דמיטרי")], [("rep", "r08")]),
    q("he", "ה-amp של Daniel Rosenthal כבר עשה pickup?", REP, [N("Daniel Rosenthal")], [("rep", "r10")]),
    q(
        "he",
        "שלחו לי email מ-rania.khoury@hotmail.com, של מי זה?",
        LOOK,
        [E("rania.khoury@hotmail.com")],
        [("name", "c04")],
    ),
    q("he", "כמה ה-outstanding של בית ספר רעות?", BAL, [N("בית ספר רעות")], [("bal", "c09")]),
    q(
        "he",
        "ה-invoice MT-0229 של צליל עדיין overdue?",
        INV,
        [V("MT-0229"), N("צליל")],
        [("ist", "i31")],
    ),
    q("he", "תן לי את ה-address של אבי גולן", LOOK, [N("אבי גולן")], [("addr", "c16", "סוקולוב")]),
    q("he", "מה עם ה-drums של בית ספר רעות", REP, [N("בית ספר רעות")], [("rep", "r11")]),
    q("he", "ה-bouzouki של צליל - עשו כבר delivery?", REP, [N("צליל")], [("rep", "r22")]),
    q("he", "כמה עולה tuning לפסנתר כנף?", KNOW, [], [("kn", "k03", "650")]),
    q("he", "מה ה-opening hours ביום שישי?", KNOW, [], [("kn", "k02", "13:00")]),
    q("he", "יש discount לתלמידי קונסרבטוריון?", KNOW, [], [("kn", "k12", "10%")]),
    q("he", "ה-cello של יונתן ברגר מוכן?", REP, [N("יונתן ברגר")], [("rep", "r26")]),
    q(
        "he",
        "מי זה 054-6120338? נראה לי יש שני contacts על המספר",
        LOOK,
        [P("054-6120338")],
        [("names", "c01", "c26")],
    ),
    q("he", "היי, good morning", GREET),
    q("he", "מה אתה יודע לעשות, like מה אפשר לשאול אותך?", HELP),
    q(
        "he",
        "ה-invoice האחרון של Irina, 4441, שולם?",
        INV,
        [N("Irina"), V("4441")],
        [("ist", "i37")],
    ),
    q("he", "הבאס של אולפני קשת עדיין in progress?", REP, [N("אולפני קשת")], [("rep", "r13")]),
    q(
        "he",
        "תבדוק את ה-repairs של תזמורת כלי נשיפה קריית אתא",
        REP,
        [N("תזמורת כלי נשיפה קריית אתא")],
        [("repc", "c18")],
    ),
    q("he", "מה ה-balance של 050-3397251", BAL, [P("050-3397251")], [("bal", "c19")]),
    q("he", "ה-Roland של אליאס חורי - עשו כבר diagnosis?", REP, [N("אליאס חורי")], [("rep", "r06")]),
    q("he", "מה ה-weather מחר בחיפה?", UNK),
    q("he", "ה-trumpet של הקונסרבטוריון כבר delivered?", REP, [N("קונסרבטוריון")], [("rep", "r03")]),
    q("en", "what's the יתרה of Michael Stern?", BAL, [N("Michael Stern")], [("bal", "c22")]),
    q("en", "is the חליל of Irina Volkova מוכן?", REP, [N("Irina Volkova")], [("rep", "r07")]),
    q("en", "check the תיקון for רים נסאר pls", REP, [N("רים נסאר")], [("rep", "r24")]),
    q("en", "who is the לקוח with phone 052-6690813", LOOK, [P("052-6690813")], [("name", "c11")]),
    q("en", "the חשבונית 4425, how much is left?", INV, [V("4425")], [("ileft", "i21")]),
    q("en", "send me the טלפון of Galina Shapiro", LOOK, [N("Galina Shapiro")], [("phone", "c25")]),
    q("en", "and the אקורדיון, did the part arrive?", REP, [], [("rep", "r25")], follow=True),
    q("en", "how much is the פיקדון for renting a violin?", KNOW, [], [("kn", "k10", "400")]),
    q("en", "did Michael Stern's ויולה come in already?", REP, [N("Michael Stern")], [("rep", "r23")]),
    q("en", "the tuba of the קריית אתא orchestra, any news?", REP, [N("קריית אתא")], [("rep", "r20")]),
    q("en", "what's the status of ה-invoice 25/071", INV, [V("25/071")], [("ist", "i24")]),
    q("en", "does עומר פרץ have any open חשבוניות?", INV, [N("עומר פרץ")], [("ilist", "c19")]),
    q("en", "and ליאור?", INV, [N("ליאור")], [("ilist", "c20")], follow=True),
    q("en", "phone number of אליאס חורי please", LOOK, [N("אליאס חורי")], [("phone", "c05")]),
    q(
        "en",
        "the אורגן of Marina Kaplan, what's going on with it",
        REP,
        [N("Marina Kaplan")],
        [("rep", "r19")],
    ),
    q("en", "what's the total חוב of Peretz Lior", BAL, [N("Peretz Lior")], [("bal", "c20")]),
    q("en", "email of מרינה קפלן?", LOOK, [N("מרינה קפלן")], [("email", "c17")]),
    q(
        "en",
        "did the טכנאי get to the פסנתר כנף of מקהלת גלי כרמל?",
        REP,
        [N("מקהלת גלי כרמל")],
        [("rep", "r18")],
    ),
    q("en", "what's the warranty on a תיקון, how many days?", KNOW, [], [("kn", "k01", "180")]),
    q(
        "en",
        "how many days do we keep a מוכן instrument before we charge אחסון?",
        KNOW,
        [],
        [("kn", "k06", "60")],
    ),
    q("en", "what's the כתובת of the Reut school?", LOOK, [N("Reut school")], [("addr", "c09", "הורקניה")]),
    q("en", "how much for moving a פסנתר inside Haifa?", KNOW, [], [("kn", "k09", "750")]),
    q(
        "en",
        "who owns the email orders@tzlil-music.co.il",
        LOOK,
        [E("orders@tzlil-music.co.il")],
        [("name", "c21")],
    ),
    q("en", "is the דרבוקה of Yossef Abu Ria ready for איסוף?", REP, [N("Yossef Abu Ria")], [("rep", "r15")]),
    q("en", "status update on the קלרינט of בית ספר רעות", REP, [N("בית ספר רעות")], [("rep", "r12")]),
    q("en", "how do I use this thing? like what kind of שאלות can I ask you", HELP),
    q("en", "can you order me a משלוח of pizza to the סדנה?", UNK),
]

MANAGER: list[Row] = [  # 3. long messages, the context before the question
    q(
        "en",
        "Hi, I just got off the phone with Ronen from the Haifa Conservatory. He says they wired a payment "
        "last week and they're disputing what we have on file. Before I call him back - what's their "
        "current balance with us?",
        BAL,
        [N("Haifa Conservatory")],
        [("bal", "c02")],
    ),
    q(
        "en",
        "Sarah Miller came by yesterday asking about her cello. She's playing a concert in two weeks and "
        "she's nervous about the crack on the top. Where are we with that repair?",
        REP,
        [N("Sarah Miller")],
        [("rep", "r17")],
    ),
    q(
        "en",
        "We're doing the month-end review tomorrow and I want to start with the biggest debtors. How much "
        "does the Kiryat Ata wind orchestra owe us in total?",
        BAL,
        [N("Kiryat Ata wind orchestra")],
        [("bal", "c18")],
    ),
    q(
        "en",
        "Dmitri Sokolov has a wedding gig on Thursday and needs his alto sax back. He asked me to check "
        "if it'll be done in time. What's the status?",
        REP,
        [N("Dmitri Sokolov")],
        [("rep", "r08")],
    ),
    q(
        "en",
        "A woman called about invoice 4409, she said she already paid part of it in cash at the counter. "
        "Can you tell me how much is still open on it?",
        INV,
        [V("4409")],
        [("ileft", "i08")],
    ),
    q(
        "en",
        "Quick one before my meeting: Reut school's music department is asking which of their invoices "
        "are still unpaid so their secretary can push them through. Which ones?",
        INV,
        [N("Reut school")],
        [("ilist", "c09")],
    ),
    q(
        "en",
        "Keshet Studios wants to send us two more basses, but I don't want to take more work from them "
        "until they clear their debt. How much are they carrying with us?",
        BAL,
        [N("Keshet Studios")],
        [("bal", "c10")],
    ),
    q(
        "en",
        "I'm writing the reminder letters this afternoon. For the record, what is the status of invoice "
        "MT-0229?",
        INV,
        [V("MT-0229")],
        [("ist", "i31")],
    ),
    q(
        "en",
        "Daniel Rosenthal emailed me that the new pickup for his Fender hasn't been installed yet and he "
        "has a recording session next month. Is the guitar still waiting on the part?",
        REP,
        [N("Daniel Rosenthal")],
        [("rep", "r09")],
    ),
    q(
        "en",
        "A new piano teacher asked me how much we charge to tune an upright at home, and whether there's "
        "an extra charge outside Haifa. What's the base price?",
        KNOW,
        [],
        [("kn", "k03", "450")],
    ),
    q(
        "en",
        "The choir in Nesher wants us to come tune their grand piano before a concert. Can you remind me "
        "what we charge if they cancel the visit at the last minute?",
        KNOW,
        [],
        [("kn", "k04", "100")],
    ),
    q(
        "en",
        "Someone left a voicemail from 050-2217764 and didn't say who they are. Who's that?",
        LOOK,
        [P("050-2217764")],
        [("name", "c08")],
    ),
    q(
        "en",
        "I need to send a thank-you note to the choir in Nesher, Galey Carmel, after the concert. "
        "What's their email?",
        LOOK,
        [N("Galey Carmel")],
        [("email", "c15")],
    ),
    q(
        "en",
        "Parents keep asking me about renting instruments for kids who are just starting. How much is a "
        "violin per month?",
        KNOW,
        [],
        [("kn", "k10", "85")],
    ),
    q(
        "en",
        "We moved a piano up to a third floor with no elevator and the customer is asking why the bill "
        "is higher. How much does each floor add?",
        KNOW,
        [],
        [("kn", "k09", "200")],
    ),
    q(
        "en",
        "Galina Shapiro is coming from Nahariya on Sunday to pick up her accordion, and she wants to be "
        "sure it's worth the drive. Is it ready?",
        REP,
        [N("Galina Shapiro")],
        [("rep", "r25")],
    ),
    q(
        "en",
        "Our accountant asked about Tzlil, the music shop on Hanevi'im. They send us warranty jobs and I "
        "think they're behind on payments. What do they owe?",
        BAL,
        [N("Tzlil")],
        [("bal", "c21")],
    ),
    q(
        "en",
        "I've been out for a week and I'm catching up. Can you give me the status of the trombone for the "
        "Kiryat Ata orchestra?",
        REP,
        [N("Kiryat Ata orchestra")],
        [("rep", "r21")],
    ),
    q(
        "en",
        "Michael Stern sent his viola in on Monday. He's a bit impatient. Has anyone looked at it yet?",
        REP,
        [N("Michael Stern")],
        [("rep", "r23")],
    ),
    q("en", "Ok, and his invoice, 4439? Is it paid?", INV, [V("4439")], [("ist", "i33")], follow=True),
    q("en", "Hey, thanks for the help earlier, hope your day's going well!", GREET),
    q(
        "en",
        "I'm new at managing the front desk here and I'm not sure what I can ask you. What kind of "
        "questions can you answer?",
        HELP,
    ),
    q(
        "en",
        "We're thinking of hosting a small recital in the workshop next month. Can you recommend a good "
        "caterer in Haifa?",
        UNK,
    ),
    q(
        "en",
        "Before I approve the summer schedule for the staff: until what time are we open on weekdays?",
        KNOW,
        [],
        [("kn", "k02", "18:30")],
    ),
    q(
        "en",
        "A customer from Akko, Nadav Shoshan, says his old invoice was cancelled and he owes nothing. Is "
        "that right? How much does he owe?",
        BAL,
        [N("Nadav Shoshan")],
        [("bal", "c23")],
    ),
    q(
        "en",
        "There's a parent, Naama Berger, whose son Yonatan also brings his cello here, and they share a "
        "phone. How much does Naama owe, not counting her son?",
        BAL,
        [N("Naama Berger")],
        [("bal", "c01")],
    ),
    q("en", "And the son?", BAL, [], [("bal", "c26")], follow=True),
    q(
        "en",
        "I want to call Rania Khoury about the violin diagnosis but I don't have her number handy. What's "
        "her phone?",
        LOOK,
        [N("Rania Khoury")],
        [("phone", "c04")],
    ),
    q(
        "en",
        "Reut school called again about the clarinet with the cracked top joint, their student has an "
        "exam. Any diagnosis yet?",
        REP,
        [N("Reut school")],
        [("rep", "r12")],
    ),
    q(
        "en",
        "The humidity in the showroom is high this summer and I want to put up a sign for customers. What "
        "humidity range do we recommend for pianos?",
        KNOW,
        [],
        [("kn", "k11", "45%")],
    ),
    q(
        "en",
        "A guy is upset that the strings we put on broke after a month. Strings aside, how long is our "
        "repair warranty anyway?",
        KNOW,
        [],
        [("kn", "k01", "180")],
    ),
    q(
        "en",
        "My nephew is stuck on his math homework tonight. Can you solve quadratic equations?",
        UNK,
    ),
    q(
        "en",
        "We got a complaint from a customer at 052-7781045 that he was charged twice. What does he owe "
        "us right now, if anything?",
        BAL,
        [P("052-7781045")],
        [("bal", "c03")],
    ),
    q(
        "en",
        "I'm filling in the invoice by hand and the customer only left his email, mstern@gmail.com. "
        "What's his name?",
        LOOK,
        [E("mstern@gmail.com")],
        [("name", "c22")],
    ),
    q(
        "en",
        "Yossef Abu Ria drove in from Sakhnin last time for nothing. Before he comes again for his "
        "darbuka, can you confirm it's ready?",
        REP,
        [N("Yossef Abu Ria")],
        [("rep", "r15")],
    ),
    q(
        "en",
        "I'm preparing the quarterly report and going customer by customer. What's Michael Stern's balance?",
        BAL,
        [N("Michael Stern")],
        [("bal", "c22")],
    ),
    q(
        "he",
        "בוקר טוב. רונן מהקונסרבטוריון התקשר ואמר שהפסנתר כנף באולם צריך להיות מוכן לקונצרט בעוד "
        "שבוע. מה המצב של התיקון שלהם עם מיתרי הבס?",
        REP,
        [N("קונסרבטוריון")],
        [("rep", "r02")],
    ),
    q(
        "he",
        "יוסף אבו ריא ביקש להביא עוד כלי לתיקון, אבל אני רוצה לוודא שהוא סגר את הקודם. יש לו חוב?",
        BAL,
        [N("יוסף אבו ריא")],
        [("bal", "c12")],
    ),
    q(
        "he",
        "שירה אלמוג התקשרה כועסת, היא טוענת שהחשבונית שלה לא הגיעה אליה ושהיא לא יודעת כמה לשלם. "
        "כמה היא חייבת?",
        BAL,
        [N("שירה אלמוג")],
        [("bal", "c11")],
    ),
    q("he", "ומה עם הגיטרה שלה?", REP, [], [("rep", "r14")], follow=True),
    q(
        "he",
        "אורטל מלכה שאלה אם אפשר בכל זאת לתקן את היוקלילי. מה קרה בסוף עם התיקון שלה?",
        REP,
        [N("אורטל מלכה")],
        [("rep", "r16")],
    ),
    q(
        "he",
        "הגזבר של תזמורת כלי הנשיפה ביקש פירוט לקראת האסיפה. אילו חשבוניות שלהם עדיין לא שולמו?",
        INV,
        [N("תזמורת כלי הנשיפה")],
        [("ilist", "c18")],
    ),
    q(
        "he",
        "ג'ורג' חדאד עבר פה אתמול ושאל על העוד, הבטיחו לו שבוע. הגיע החלק מהספק?",
        REP,
        [N("ג'ורג' חדאד")],
        [("rep", "r04")],
    ),
    q(
        "he",
        "מישהו השאיר הודעה מהמספר 053-7702215 ולא אמר מי הוא. של מי המספר הזה?",
        LOOK,
        [P("053-7702215")],
        [("name", "c25")],
    ),
    q("he", "כמה היא חייבת לנו?", BAL, [], [("bal", "c25")], follow=True),
    q(
        "he",
        "אני מכינה את שיחות הגבייה למחר. החשבונית 4421 של שירה - מה הסטטוס שלה?",
        INV,
        [V("4421"), N("שירה")],
        [("ist", "i19")],
    ),
    q(
        "he",
        "ספק מיתרים חדש רוצה שנעבור אליו. כמה אנחנו גובים היום על החלפת מיתרים לכינור?",
        KNOW,
        [],
        [("kn", "k07", "220")],
    ),
    q("he", "כמה זמן אנחנו שומרים כלי מוכן לפני שמתחילים לגבות דמי אחסון?", KNOW, [], [("kn", "k06", "60")]),
    q(
        "he",
        'הורים של תלמיד שאלו אם אפשר לשלם בתשלומים על תיקון של 2,000 ש"ח. עד כמה תשלומים מותר?',
        KNOW,
        [],
        [("kn", "k08", "6 תשלומים")],
    ),
    q(
        "he",
        "ליאור פרץ ביקש שנשלח לו את החשבונית במייל ולא בוואטסאפ. מה המייל שלו?",
        LOOK,
        [N("ליאור פרץ")],
        [("email", "c20")],
    ),
    q("he", "המזגן במשרד מטפטף כבר יומיים, אפשר להזמין טכנאי?", UNK),
    q("he", "היי, מה נשמע?", GREET),
    q("he", "תזכיר לי מה אפשר לבקש ממך", HELP),
    q(
        "he",
        "דמיטרי סוקולוב שאל אם הסקסופון יהיה מוכן עד חמישי כי יש לו חתונה. איפה זה עומד?",
        REP,
        [N("דמיטרי סוקולוב")],
        [("rep", "r08")],
    ),
    q(
        "he",
        "קיבלנו צ'ק מבית ספר רעות אבל לא כתוב עליו לאיזו חשבונית. מה מצב חשבונית MT-0238 שלהם?",
        INV,
        [N("בית ספר רעות"), V("MT-0238")],
        [("ist", "i16")],
    ),
    q(
        "he",
        "הלקוח מעכו, נדב שושן, טוען שהחשבונית שלו בוטלה. מה הסטטוס של 4445?",
        INV,
        [N("נדב שושן"), V("4445")],
        [("ist", "i40")],
    ),
    q("he", "מי הלקוח עם הטלפון 052-4471962?", LOOK, [P("052-4471962")], [("name", "c20")]),
    q(
        "he",
        "לקוח שואל כמה עולה רק בדיקה, בלי לעשות את התיקון. כמה אנחנו לוקחים?",
        KNOW,
        [],
        [("kn", "k05", "150")],
    ),
    q("he", "מה אחוז ההנחה שאנחנו נותנים למקהלות ולתזמורות?", KNOW, [], [("kn", "k12", "15%")]),
    q("he", "אני צריכה לקנות מתנה לעובדת שעוזבת, יש לך רעיון?", UNK),
    q("he", "שלום", GREET),
    q(
        "he",
        "אליאס חורי שולח לנו תלמידים כל הזמן, ואני רוצה לוודא שאין בעיה איתו לפני שאני נותנת לו הנחה. "
        "כמה הוא חייב?",
        BAL,
        [N("אליאס חורי")],
        [("bal", "c05")],
    ),
    q(
        "he",
        "המקהלה מנשר שואלת מתי יבואו לכוון את הפסנתר באולם שלהם. מה הסטטוס של הכיוון למקהלת גלי כרמל?",
        REP,
        [N("מקהלת גלי כרמל")],
        [("rep", "r18")],
    ),
]

BATCHES: dict[str, list[Row]] = {"s36": BOOKKEEPER + SWITCH + MANAGER}

FRESH: dict[str, list[list[Row]]] = {
    "s36f": [
        [  # a new customer, her guitar and the diagnosis invoice
            q(
                "en",
                "New customer Yael Harari just dropped off a Taylor guitar - what's her phone on file?",
                LOOK,
                [N("Yael Harari")],
                [("phone", "c27")],
            ),
            q("he", "מה הסטטוס של הגיטרה של יעל הררי?", REP, [N("יעל הררי")], [("rep", "r27")]),
            q("en", "is the invoice 4447 פתוחה?", INV, [V("4447")], [("ist", "i42")]),
            q("he", "כמה חייבת יעל הררי?", BAL, [N("יעל הררי")], [("bal", "c27")]),
            q(
                "en",
                "Whose email is yael.harari@gmail.com?",
                LOOK,
                [E("yael.harari@gmail.com")],
                [("name", "c27")],
            ),
            q("he", "ה-invoice של יעל, 4447, כמה נשאר לשלם?", INV, [N("יעל"), V("4447")], [("ileft", "i42")]),
        ],
        [  # another piano from the conservatory, a new partly paid invoice for Daniel Rosenthal
            q(
                "en",
                "the Haifa Conservatory just sent over the upright from room 12 - what's its status?",
                REP,
                [N("Haifa Conservatory")],
                [("rep", "r28")],
            ),
            q(
                "he",
                "הפסנתר העומד מחדר 12 של קונסרבטוריון חיפה כבר בבדיקה?",
                REP,
                [N("קונסרבטוריון חיפה")],
                [("rep", "r28")],
            ),
            q(
                "en",
                "Invoice 4448 for Daniel Rosenthal - how much was paid up front?",
                INV,
                [V("4448"), N("Daniel Rosenthal")],
                [("ipaid", "i43")],
            ),
            q(
                "en",
                "Daniel Rosenthal's balance now that the new invoice is in?",
                BAL,
                [N("Daniel Rosenthal")],
                [("bal", "c08")],
            ),
            q("he", "כמה נשאר לגבות על חשבונית 4448?", INV, [V("4448")], [("ileft", "i43")]),
            q(
                "en",
                "which invoices are open for Daniel Rosenthal?",
                INV,
                [N("Daniel Rosenthal")],
                [("ilist", "c08")],
            ),
        ],
    ]
}

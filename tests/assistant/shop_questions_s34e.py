"""A DEVELOPMENT set written by helper ``voices34`` (session 34) about ``shops/maayan.json``: מעיין זך, a
service company for water bars, water coolers, institutional fountains, reverse-osmosis systems and home
filters in Rosh HaAyin. Its items may be looked at and the engine tuned on them; it is NOT held out.

Written before any of its questions was sent to the engine, from the records alone, in three voices other than
the held-out set's writer's: (a) a field technician texting from a job on his phone (lowercase, no
apostrophes, "at X now", "the unit", "before i start"), (b) an external accountant in formal English with
accounting words (receivables, outstanding, remittance, statement, aging, settled in full), (c) a new
receptionist unsure of the words ("the thing they brought in", "the person who called from 054...", "the
dentist place"), asking for contact details, addresses and who-is-this in many ways; three in four English,
the rest Hebrew from the same office (133 rows: 99 English, 34 Hebrew; 8 follow-ups). ``s34ef`` (10 of
them): the questions asked right after each ``added_later`` step.

First run (bc6682b, the engine as merged for shorthand34, before any change for this set), both orders alike
(records first / a chat first): all 133 intent 0.87, entities 0.96, answers 0.81 (he 1.00, en 0.74); ``s34e``
intent 0.87, entities 0.95, answers 0.80 (he 1.00, en 0.73); ``s34ef`` intent 0.90, entities 1.00, answers
0.90 (en 0.86). English answers by intent: balances 0.93, look-ups 0.67 (intent 0.68, entities 0.81),
repairs 0.47 (intent 0.68), invoices 0.90, knowledge 0.80; help intent 0.50, unknown 0.75.
After voices34's changes (6e95058: a card field asked of him/her in a sentence after a customer; a customer's
units as their jobs, naming no one item; brought in / dropped off / acting up; until what time; what it can
look up; an account's open items; lawyers and a law office; an errand got for the asker), both orders alike:
all intent 0.95, entities 0.96, answers 0.90 (he 1.00, en 0.86); English look-ups 0.86, repairs 0.68
(intent 0.79), invoices 1.00, knowledge 0.80, balances 0.93. What is left is mostly names said in Latin
letters (Khoury, Levinson, Shira, Mohammed Abu Riya) and customers named by their town or kind of place.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q


def en(text: str, intent: str, ents: Any = (), facts: Any = (), follow: bool = False) -> Row:
    return q("en", text, intent, ents, facts, follow)


def he(text: str, intent: str, ents: Any = (), facts: Any = (), follow: bool = False) -> Row:
    return q("he", text, intent, ents, facts, follow)


TECHNICIAN = [
    en(
        "at the Tidhar warehouse now, the 3 tap cooler - is that job still open on our side?",
        REP,
        [("name", "Tidhar")],
        [("rep", "r11")],
    ),
    en("on site at the dental clinic in holon, which of their units are ready?", REP, [], [("repc", "c13")]),
    en(
        "at Shira Cohen's now, does she owe anything before i start?",
        BAL,
        [("name", "Shira Cohen")],
        [("bal", "c17")],
    ),
    en(
        "shira cohen says her unit from last month is acting up again, which one was it?",
        REP,
        [("name", "shira cohen")],
        [("rep", "r18")],
    ),
    en(
        "vladimir kozlov - what units of his do we have in the system?",
        REP,
        [("name", "vladimir kozlov")],
        [("repc", "c05")],
    ),
    en("the maya one, whats wrong with it, still being checked?", REP, [], [("rep", "r04")], follow=True),
    en(
        "054 662 7401 says his RO system is ready, can i bring it over today?",
        REP,
        [("phone", "054 662 7401")],
        [("rep", "r03")],
    ),
    en(
        "at natalie brooks, the electra hot/cold unit - was that cancelled?",
        REP,
        [("name", "natalie brooks")],
        [("rep", "r10")],
    ),
    en(
        "do we have parts yet for the electra cooler at mohammed abu riya",
        REP,
        [("name", "mohammed abu riya")],
        [("rep", "r20")],
    ),
    en("heading to rehovot, the nursing home - floor b cooler done?", REP, [], [("rep", "r22")]),
    en("and floor a?", REP, [], [("rep", "r21")], follow=True),
    en(
        "whats the balance at 03-9302214, they want me to collect a cheque",
        BAL,
        [("phone", "03-9302214")],
        [("bal", "c15")],
    ),
    en("customer at 0509910245 asking how much he owes", BAL, [("phone", "0509910245")], [("bal", "c20")]),
    en("finishing at the law office, did they pay the last inv?", INV, [], [("ist", "i23")]),
    en("the tami4 at Orna Ben David - whats the status", REP, [("name", "Orna Ben David")], [("rep", "r23")]),
    en("how much is a filter kit for a home bar, customer asking", KNOW, [], [("kn", "k04", "290")]),
    en("customer wants a same day visit, how much extra?", KNOW, [], [("kn", "k03", "120")]),
    en("im at ליאור שמש, did we cancel his filter job?", REP, [("name", "ליאור שמש")], [("rep", "r19")]),
    en("does the Kaplan guy owe us?", BAL, [("name", "Kaplan")], [("bal", "c09")]),
    en("david berhanu's softener, parts in?", REP, [("name", "david berhanu")], [("rep", "r08")]),
    en(
        "whats the warranty on a repair, customer says i fixed it 5 months ago",
        KNOW,
        [],
        [("kn", "k01", "6")],
    ),
    en("lior shemesh owes how much", BAL, [("name", "lior shemesh")], [("bal", "c19")]),
    en("pls check if 880266 is paid, customer says yes", INV, [("inv", "880266")], [("ist", "i36")]),
    en(
        "at electro gal now, the RO install - anything pending on it?",
        REP,
        [("name", "electro gal")],
        [("rep", "r17")],
    ),
]

ACCOUNTANT = [
    en(
        "Could you tell me the outstanding receivables for Tidhar Logistics Ltd?",
        BAL,
        [("name", "Tidhar Logistics Ltd")],
        [("bal", "c12")],
    ),
    en("And which invoices make up that balance?", INV, [], [("ilist", "c12")], follow=True),
    en(
        "Please confirm whether invoice 2026-018 has been settled in full.",
        INV,
        [("inv", "2026-018")],
        [("ist", "i17")],
    ),
    en(
        "What remittance have we received to date against invoice 880233?",
        INV,
        [("inv", "880233")],
        [("ipaid", "i07")],
    ),
    en("What is the remaining amount due on invoice MZ 1438?", INV, [("inv", "MZ/1438")], [("ileft", "i23")]),
    en(
        "Kindly list the open items on the statement of בית אבות נאות השקד.",
        INV,
        [("name", "בית אבות נאות השקד")],
        [("ilist", "c21")],
    ),
    en("Which of Electro-Gal's invoices remain unpaid?", INV, [("name", "Electro-Gal")], [("ilist", "c16")]),
    en(
        "Is invoice 880209 past due, and if so, what is outstanding on it?",
        INV,
        [("inv", "880209")],
        [("ist", "i24"), ("ileft", "i24")],
    ),
    en("Could you confirm the status of invoice no. 2026-056?", INV, [("inv", "2026-056")], [("ist", "i25")]),
    en(
        "I am reconciling the statement; has invoice MZ/1409 been cancelled?",
        INV,
        [("inv", "MZ/1409")],
        [("ist", "i08")],
    ),
    en(
        "What is the total balance outstanding for Miriam Azoulay-Shitrit?",
        BAL,
        [("name", "Miriam Azoulay-Shitrit")],
        [("bal", "c02")],
    ),
    en(
        "Please provide the tax ID on file for Levinson & Co.", LOOK, [("name", "Levinson")], [("tax", "c14")]
    ),
    en(
        "Has Rachel Amsalem's account been settled in full?",
        BAL,
        [("name", "Rachel Amsalem")],
        [("bal", "c11")],
    ),
    en(
        "Could you confirm that Samir Habib has no outstanding balance?",
        BAL,
        [("name", "Samir Habib")],
        [("bal", "c04")],
    ),
    en(
        "What amount has been paid so far on invoice 2026-063?",
        INV,
        [("inv", "2026-063")],
        [("ipaid", "i32")],
    ),
    en(
        "Is there any balance outstanding on the account of the Neve Oz community center?",
        BAL,
        [("name", "Neve Oz")],
        [("bal", "c15")],
    ),
    en(
        "For the aging report: which invoices of מרפאת שיניים חיוך לבן are outstanding?",
        INV,
        [("name", "מרפאת שיניים חיוך לבן")],
        [("ilist", "c13")],
    ),
    en(
        "Please confirm the amount still owed on invoice 880214.",
        INV,
        [("inv", "880214")],
        [("ileft", "i03")],
    ),
    en("Has payment been received for invoice 880250?", INV, [("inv", "880250")], [("ist", "i16")]),
    en(
        "Can you tell me whether invoice 2026-039 is due yet, and the amount outstanding?",
        INV,
        [("inv", "2026-039")],
        [("ist", "i18"), ("ileft", "i18")],
    ),
    en(
        "Could you confirm the email address we hold for the accounts department at Electro-Gal?",
        LOOK,
        [("name", "Electro-Gal")],
        [("email", "c16")],
    ),
    en(
        "Good afternoon. I need the outstanding balance for Daniel Kaplan, please.",
        BAL,
        [("name", "Daniel Kaplan")],
        [("bal", "c09")],
    ),
    en(
        "And his email address, so that I can send him the statement?",
        LOOK,
        [],
        [("email", "c09")],
        follow=True,
    ),
    en(
        "What is the remaining balance on invoice 880262 after the partial payment?",
        INV,
        [("inv", "880262")],
        [("ileft", "i27")],
    ),
    en("Please check invoice 880300; I cannot find it in the ledger.", INV, [("inv", "880300")], []),
    en(
        "Could you confirm the outstanding amount on invoice MZ/1412 for the clinic?",
        INV,
        [("inv", "MZ/1412")],
        [("ileft", "i20")],
    ),
    en("Is invoice 2026-044 final, or is it still a draft?", INV, [("inv", "2026-044")], [("ist", "i09")]),
    en(
        "Could you send me the outstanding balance on the account with the number 03-5031188?",
        BAL,
        [("phone", "03-5031188")],
        [("bal", "c13")],
    ),
]

RECEPTIONIST = [
    en(
        "the person who called from 054-7036621, who is that?",
        LOOK,
        [("phone", "054-7036621")],
        [("name", "c19")],
    ),
    en(
        "someone called from 0522240873 and asked us to call back, whats her name?",
        LOOK,
        [("phone", "0522240873")],
        [("name", "c18")],
    ),
    en("what's the address of the dentist place in holon?", LOOK, [], [("addr", "c13", "סוקולוב")]),
    en("how do i reach the lawyers' office, do we have a phone number?", LOOK, [], [("phone", "c14")]),
    en("is there a customer called Tigist?", LOOK, [("name", "Tigist")], [("name", "c07")]),
    en(
        "sorry, who is natalie brooks? is she one of our customers?",
        LOOK,
        [("name", "natalie brooks")],
        [("name", "c10")],
    ),
    en("do we have an email for her?", LOOK, [], [("email", "c10")], follow=True),
    en(
        "the lady from 058-7714402 is asking about the thing she brought in",
        REP,
        [("phone", "058-7714402")],
        [("rep", "r06")],
    ),
    en(
        "a man called about his water thing, his number is 053-3340127, do we have him?",
        LOOK,
        [("phone", "053-3340127")],
        [("name", "c04")],
    ),
    en("what's the phone number for the nursing home in rehovot?", LOOK, [], [("phone", "c21")]),
    en(
        "I have a Mr. Khoury on the line, what's his address?",
        LOOK,
        [("name", "Khoury")],
        [("addr", "c03", "הנביאים")],
    ),
    en("and does he owe anything?", BAL, [], [("bal", "c03")], follow=True),
    en(
        "Shira is on the phone, which Shira do we have?", LOOK, [("name", "Shira")], [("names", "c17", "c18")]
    ),
    en("Do we have an email for אורנה בן דוד?", LOOK, [("name", "אורנה בן דוד")], [("email", "c22")]),
    en("who is office@tidhar-log.co.il?", LOOK, [("email", "office@tidhar-log.co.il")], [("name", "c12")]),
    en(
        "someone from 03-6125500 wants to know if their machine is fixed",
        REP,
        [("phone", "03-6125500")],
        [("rep", "r15")],
    ),
    en(
        "the person who called from 050 229 6613, is their thing ready?",
        REP,
        [("phone", "050 229 6613")],
        [("rep", "r07")],
    ),
    en("whose is that, what's the name?", LOOK, [], [("name", "c07")], follow=True),
    en("Ms Petrova called, how much does she owe?", BAL, [("name", "Petrova")], [("bal", "c06")]),
    en("a woman named Elena wants to know what she owes us", BAL, [("name", "Elena")], [("bal", "c06")]),
    en("who is 050-1234999?", LOOK, [("phone", "050-1234999")], []),
    en(
        "a customer from Taibe called about a cooler, which one is it and is it fixed?",
        REP,
        [],
        [("rep", "r20")],
    ),
    en("what does Gabai owe?", BAL, [("name", "Gabai")], [("bal", "c18")]),
    en("what time do the technicians go out until?", KNOW, [], [("kn", "k02", "16:00")]),
    en("what are our hours on friday?", KNOW, [], [("kn", "k02", "12:30")]),
    en(
        "someone wants to cancel tomorrow's visit with 2 hours notice, is there a fee?",
        KNOW,
        [],
        [("kn", "k07", "90")],
    ),
    en("a customer asks if they can split the payment", KNOW, [], [("kn", "k08", "6")]),
    en(
        "a kindergarten asks how often they need to disinfect the water cooler",
        KNOW,
        [],
        [("kn", "k05", "3")],
    ),
    en("how much does it cost to test the water?", KNOW, [], [("kn", "k10", "350")]),
    en("what's in the yearly plan and how much is it?", KNOW, [], [("kn", "k06", "690")]),
    en("what's the email of the person at 0547120934?", LOOK, [("phone", "0547120934")], [("email", "c09")]),
    en(
        "where is Tidhar located? the driver needs the address",
        LOOK,
        [("name", "Tidhar")],
        [("addr", "c12", "השילוח")],
    ),
]

CHATTER = [
    en("hi", GREET),
    en("morning!", GREET),
    en("hey, im new here, what can i ask you?", HELP),
    en("what kinds of things can you look up for me", HELP),
    en("can you order me a taxi to the Tidhar warehouse", UNK),
    en("what's the weather in rehovot tomorrow", UNK),
    en("write a happy birthday message for Shira from the office", UNK),
    en("recommend a good plumber in ramla", UNK),
    he("שלום", GREET),
    he("בוקר טוב, מה אתה יודע לעשות?", HELP),
    he("תזמין לי פיצה למשרד", UNK),
]

HEBREW = [
    he("כמה חייב יוסף חורי", BAL, [("name", "יוסף חורי")], [("bal", "c03")]),
    he("מה היתרה של אלקטרו גל", BAL, [("name", "אלקטרו גל")], [("bal", "c16")]),
    he("הבר מים של אבי רוזנטל מוכן?", REP, [("name", "אבי רוזנטל")], [("rep", "r01")]),
    he("תבדוק לי מה עם המרכך של ברהנו", REP, [("name", "ברהנו")], [("rep", "r08")]),
    he("ולדימיר, הבר מים שלו עדיין באבחון?", REP, [("name", "ולדימיר")], [("rep", "r04")]),
    he("חשבונית MZ/1427 שולמה?", INV, [("inv", "MZ/1427")], [("ist", "i10")]),
    he("כמה נשאר לשלם על 2026-031", INV, [("inv", "2026-031")], [("ileft", "i05")]),
    he("מי זה 052-8803141", LOOK, [("phone", "052-8803141")], []),
    he("מה המייל של טגיסט מלסה", LOOK, [("name", "טגיסט מלסה")], [("email", "c07")]),
    he("יש לנו לקוח בשם שמש?", LOOK, [("name", "שמש")], [("name", "c19")]),
    he("מה הכתובת של מוחמד אבו ריא", LOOK, [("name", "מוחמד אבו ריא")], [("addr", "c20", "אל-פארוק")]),
    he('מה הח.פ של המתנ"ס', LOOK, [("name", 'מתנ"ס')], [("tax", "c15")]),
    he("כמה עולה חיטוי למקרר מים בגן ילדים", KNOW, [], [("kn", "k05", "180")]),
    he("לקוח הביא מתקן למעבדה, מה עושים איתו?", KNOW, [], [("kn", "k09", "טופס קליטה")]),
    he("תוך כמה זמן מגיעות תוצאות של בדיקת מים", KNOW, [], [("kn", "k10", "5")]),
    he("מה עם האוסמוזה באלקטרו-גל, מתי מסיימים?", REP, [("name", "אלקטרו-גל")], [("rep", "r17")]),
    he("יש חשבוניות פתוחות לבית האבות ברחובות?", INV, [], [("ilist", "c21")]),
    he("כמה חייבת אורנה בן דוד", BAL, [("name", "אורנה בן דוד")], [("bal", "c22")]),
    he("052-7730915 מה עם המתקן שלה?", REP, [("phone", "052-7730915")], [("rep", "r02")]),
    he(
        "מי הלקוח עם המייל samir.habib@hotmail.com",
        LOOK,
        [("email", "samir.habib@hotmail.com")],
        [("name", "c04")],
    ),
    he("מה הטלפון של Rachel Amsalem", LOOK, [("name", "Rachel Amsalem")], [("phone", "c11")]),
    he("חשבונית 880241 באיחור?", INV, [("inv", "880241")], [("ist", "i11")]),
    he("כמה שילמו על MZ/1438", INV, [("inv", "MZ/1438")], [("ipaid", "i23")]),
    he("והחשבונית השנייה שלהם?", INV, [], [("ist", "i22")], follow=True),
    he("מה עם המתקן של נועה רוזנטל", REP, [("name", "נועה רוזנטל")], [("rep", "r24")]),
    he("מי זה 050-4418832", LOOK, [("phone", "050-4418832")], [("names", "c01", "c23")]),
    he("Tidhar חייבים לנו משהו? צריך לדעת לפני שאני שולח טכנאי", BAL, [("name", "Tidhar")], [("bal", "c12")]),
    he("מה מצב החשבון של טגיסט", BAL, [("name", "טגיסט")], [("bal", "c07")]),
]

BATCHES: dict[str, list[Row]] = {"s34e": TECHNICIAN + ACCOUNTANT + RECEPTIONIST + CHATTER + HEBREW}

FRESH: dict[str, list[list[Row]]] = {
    "s34ef": [
        [  # a new customer, her first invoice and her water bar's installation, just made
            en(
                "new customer Galit Ezra, whats her number?",
                LOOK,
                [("name", "Galit Ezra")],
                [("phone", "c24")],
            ),
            en("Status of invoice 2026-070, please.", INV, [("inv", "2026-070")], [("ist", "i38")]),
            en("how much does גלית עזרא owe?", BAL, [("name", "גלית עזרא")], [("bal", "c24")]),
            en("who is 053-7719920", LOOK, [("phone", "053-7719920")], [("name", "c24")]),
            he("גלית עזרא, ההתקנה נקלטה?", REP, [("name", "גלית עזרא")], [("rep", "r25")]),
        ],
        [  # a new invoice of a known customer and a new job at the clinic
            en(
                "What is Vladimir Kozlov's outstanding balance now?",
                BAL,
                [("name", "Vladimir Kozlov")],
                [("bal", "c05")],
            ),
            en("is MZ/1452 open?", INV, [("inv", "MZ/1452")], [("ist", "i39")]),
            en("the clinic in holon, the new UV lamp job - did it get logged?", REP, [], [("rep", "r26")]),
            he("כמה חייב ולדימיר קוזלוב עכשיו", BAL, [("name", "ולדימיר קוזלוב")], [("bal", "c05")]),
            he(
                "מה עם המנורת UV של מרפאת שיניים חיוך לבן",
                REP,
                [("name", "מרפאת שיניים חיוך לבן")],
                [("rep", "r26")],
            ),
        ],
    ]
}

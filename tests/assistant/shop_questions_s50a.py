# ruff: noqa: E501
"""Batch s50a: questions about דגית – אקווריומים ומערכות מים (Dagit Aquariums: an aquarium, reef-tank,
koi-pond and live-seafood-tank maintenance company in Ra'anana, ``shops/dagit.json``), and ``s50af``: questions
asked the moment the records they are about were made through the API (the fixtures' ``added_later`` steps).
DEVELOPMENT set written blind, by session 49's helper `blind50a`, on 2026-12-06 (about 10:00 UTC): the fixtures
first and then these questions, from the fixtures alone; the writer saw neither the engine nor any other
question set, and nothing here was sent to the engine.

Voices:
- ``s50ax``: ניר, 26, the field technician, texting Hebrew from the van between two tanks: no punctuation,
  half sentences, shortcuts (טל for the phone, כפ"ס, דג 4421 for DG-4421), typos (צילר, עדין,
  פלטר), customers by surname, town or the thing in their living room, follow-ups by "והמשאבה שלו".
- ``s50ay``: מירב, the customer-service rep at the office phone, Hebrew and English in turns; she rarely
  knows the name and describes the customer (the lady in Hod Hasharon with the Fluval, the guy with the
  shrimp tank, the vet), the job (the chiller that does not cool) or the invoice by its amount.
- ``s50az``: Daniel, the South-African-born operations manager, long English messages with the ask
  inside a story (a phone call, the Rotary dinner, month-end), one Hebrew try of his own.
- ``s50ap``: plain questions of every intent, half Hebrew and half English, an unknown customer, an
  unknown invoice and an unknown phone among them. ``s50af``: three steps (a new private customer, a
  known customer's new job and invoice, a new English-named café whose new invoice is already past due).

Rows: s50ax 46 (he 46), s50ay 45 (he 22, en 23), s50az 43 (he 1, en 42), s50ap 31 (he 15, en 16),
s50af 12 (he 6, en 6); 177 in all, he 90, en 87 (49 % English); 24 follow-ups.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

S50AX: list[Row] = [  # ניר, the technician, from the van
    he("מה עם הצילר של פלד", REP, nm("פלד"), [("rep", "r04")]),
    he("והמשאבה שלו", REP, [], [("rep", "r03")], True),
    he("כמה הוא חייב", BAL, [], [("bal", "c03")], True),
    he("דג 4421 שילם משהו", INV, iv("DG-4421"), [("ipaid", "i05")]),
    he("אצל קרמר הגיע החלק לפלטר?", REP, nm("קרמר"), [("rep", "r02")]),
    he("מסעדת האגם מה עם הלובסטרים", REP, nm("מסעדת האגם"), [("rep", "r05")]),
    he("כמה חייבים מהאגם", BAL, nm("האגם"), [("bal", "c05")]),
    he("טל של יוסי כהן", LOOK, nm("יוסי כהן"), [("phone", "c06")]),
    he("כהן מכפס המחמם נמסר", REP, nm("כהן"), [("rep", "r06")]),
    he("רונית כהן כמה נשאר לה", BAL, nm("רונית כהן"), [("bal", "c07")]),
    he("מה הסטטוס בנווה שקד", REP, nm("נווה שקד"), [("rep", "r08")]),
    he("AQ 0236 עדיין פתוחה", INV, iv("AQ/0236"), [("ist", "i13")]),
    he("בקניון כמה פתוח", BAL, nm("קניון"), [("bal", "c10")]),
    he("והסקימר שם מוכן?", REP, [], [("rep", "r11")], True),
    he("מה עם הסדק בזכוכית ברננים", REP, nm("רננים"), [("rep", "r10")]),
    he("גולדשטיין הבריכה קוי עדין מחכה למשאבה?", REP, nm("גולדשטיין"), [("rep", "r09")]),
    he("מספר של פנינה", LOOK, nm("פנינה"), [("phone", "c12")]),
    he("פנינה חייב משהו", BAL, nm("פנינה"), [("bal", "c12")]),
    he("הלד של מרדכי", REP, nm("מרדכי"), [("rep", "r12")]),
    he("בלו וייב כמה חייבים", BAL, nm("בלו וייב"), [("bal", "c13")]),
    he("והשונית שלהם", REP, [], [("rep", "r13")], True),
    he("שונית אברמוביץ יש לה משהו פתוח", BAL, nm("שונית אברמוביץ"), [("bal", "c04")]),
    he("עדי גל הco2 בוטל או מה", REP, nm("עדי גל"), [("rep", "r14")]),
    he("מלון השרון משאבה סיקה הגיע", REP, nm("מלון השרון"), [("rep", "r16")]),
    he("ומה עם הלובי שם", REP, [], [("rep", "r15")], True),
    he("כמה הם חייבים בסהכ", BAL, [], [("bal", "c17")], True),
    he("4426 שולמה?", INV, iv("DG-4426"), [("ist", "i26")]),
    he("זנב ה uv הוחלף כבר", REP, nm("זנב"), [("rep", "r18")]),
    he("כתובת של לנדאו", LOOK, nm("לנדאו"), [("addr", "c20", "הבנים")]),
    he("הוטרינר בכפס מה עם הפילטר", REP, nm("וטרינר"), [("rep", "r19")]),
    he("טל ביטון חייב?", BAL, nm("טל ביטון"), [("bal", "c21")]),
    he("0547730219 מי זה", LOOK, ph("0547730219"), [("names", "c15", "c16")]),
    he("המזרקה של אבי מזרחי מוכנה?", REP, nm("אבי מזרחי"), [("rep", "r21")]),
    he("ולימור מה עם האקווריום במספרה", REP, nm("לימור"), [("rep", "r22")], True),
    he("כמה עולה ביקור בהוד השרון", KNOW, [], [("kn", "k01", "280")]),
    he("שמירת דגים כמה ליום", KNOW, [], [("kn", "k07", "25")]),
    he("קריאה בלילה יש תוספת?", KNOW, [], [("kn", "k05", "180")]),
    he("מה האחריות על משאבה שהחלפנו", KNOW, [], [("kn", "k03", "90")]),
    he("בוקר טוב", GREET),
    he("מה אתה יודע לעשות בכלל", HELP),
    he("תזכיר לי לקנות אוכל לדגים בדרך", UNK),
    he("איך מגיעים מהר לאבן יהודה מהרצליה", UNK),
    he("יש לי 2 דק תגיד כמה חייב אלמוג", BAL, nm("אלמוג"), [("bal", "c01")]),
    he("אלמוגים רכים זה מסובך לגדל?", UNK),
    he("גל חום מחר תזהרו עם הטמפ במיכלים", UNK),
    he("נועה פרץ יש טיפול פתוח", REP, nm("נועה פרץ"), [("repc", "c23")]),
]  # fmt: skip

S50AY: list[Row] = [  # מירב, customer service, rarely knows the name
    he("הלקוחה מהוד השרון עם הפלובל, מה קורה עם ההקמה שלה?", REP, [], [("rep", "r07")]),
    he("כמה היא עוד צריכה לשלם?", BAL, [], [("bal", "c07")], True),
    en("the dental clinic in Kfar Saba - is their filter back yet?", REP, nm("dental clinic"), [("rep", "r02")]),
    en("and what do they owe us?", BAL, [], [("bal", "c02")], True),
    he("יש לקוח עם בריכת קוי באבן יהודה, המשאבה שלו הגיעה?", REP, [], [("rep", "r09")]),
    en("who's the customer with the koi pond?", LOOK, [], [("name", "c09")]),
    he("מי זה שיש לו מיכל לובסטרים? אני צריכה את הטלפון", LOOK, [], [("name", "c05"), ("phone", "c05")]),
    en("Someone just called about an invoice of 3,800, says it's wrong. whose is that and is it paid?", INV, [], [("ist", "i08"), ("name", "c05")]),
    he("החשבונית של 275.90, של מי היא?", LOOK, [], [("name", "c12"), ("about", "i20")]),
    he("והיא פתוחה עדיין?", INV, [], [("ist", "i20")], True),
    en("the guy with the shrimp tank in Kfar Saba, did we return it to him already?", REP, [], [("rep", "r17")]),
    en("his email pls", LOOK, [], [("email", "c18")], True),
    he("הבית אבות ברעננה, החשבונית האחרונה שלהם שולמה?", INV, nm("בית אבות"), [("ist", "i13")]),
    he("בקניון בכניסה יש את האקווריום הגדול עם הסדק, בודקים אותו עדיין?", REP, nm("קניון"), [("rep", "r10")]),
    en("the mall — which invoices are still open?", INV, nm("mall"), [("ilist", "c10")]),
    he("לקוח התקשר עכשיו, אמר שיש לו אקווריום שונית במשרד בהרצליה פיתוח ושמגיע לו זיכוי. כמה הם חייבים לנו בכלל?", BAL, [], [("bal", "c13")]),
    en("there's a kindergarten customer, do they owe anything?", BAL, nm("kindergarten"), [("bal", "c11")]),
    he("הגן ילדים, החשבונית שלהם בוטלה נכון?", INV, nm("גן ילדים"), [("ist", "i19")]),
    en("the hotel in Herzliya, is the lobby tank done?", REP, nm("hotel"), [("rep", "r15")]),
    en("and the pump there?", REP, [], [("rep", "r16")], True),
    he("מי הלקוח עם הטלפון 09-7443121", LOOK, ph("09-7443121"), [("name", "c19")]),
    he("יש לנו לקוחה שעברה לתל אביב, משרד עורכי דין, ההעברה של האקווריום נגמרה?", REP, [], [("rep", "r20")]),
    en("Lady with the hair salon in Even Yehuda, her fish have white spots. what's the status?", REP, [], [("rep", "r22")]),
    en("what's her phone? the husband says it's the same one", LOOK, [], [("phone", "c16")], True),
    he("בן אדם עם צ'ילר שלא מקרר, בהרצליה, מה המצב איתו?", REP, [], [("rep", "r04")]),
    he("כמה הוא חייב סה\"כ", BAL, [], [("bal", "c03")], True),
    en("the invoice of 2,340 from about a month and a half ago - how much is left on it?", INV, [], [("ileft", "i05")]),
    he("יש חשבונית על 4,120, היא שולמה?", INV, [], [("ist", "i22")]),
    en("the vet - their tank in the waiting room, did it come in?", REP, nm("vet"), [("rep", "r19")]),
    en("how much do they owe", BAL, [], [("bal", "c20")], True),
    he("הלקוח הזה עם ה-CO2 בהוד השרון, מה המייל שלו?", LOOK, [], [("email", "c14")]),
    en("The guy with the garden fountain, is it ready to go back?", REP, [], [("rep", "r21")]),
    he("AQ/0240 על כמה היא", INV, iv("AQ/0240"), [("ileft", "i04")]),
    en("pet shop on HaTechiya st, do they have a balance?", BAL, [], [("bal", "c19")]),
    he("מה שעות הפעילות ביום שישי?", KNOW, [], [("kn", "k04", "13:00")]),
    en("customer asks if she can split a 2,000 payment, how many installments do we allow?", KNOW, [], [("kn", "k06", "3")]),
    en("how long does a full water test at the lab take?", KNOW, [], [("kn", "k10", "2")]),
    he("לקוחה מבטלת מחר בבוקר את הביקור של היום, יש קנס?", KNOW, [], [("kn", "k09", "120")]),
    en("hi there", GREET),
    he("מה אני יכולה לשאול אותך?", HELP),
    en("can you order a pizza for the office, the big one with olives", UNK),
    he("תשלח ללקוחה עם הקוי הודעה שהמשאבה בדרך", UNK),
    en("is Coral Beach in Eilat good for snorkeling this time of year?", UNK),
    en("the restaurant with the lobster tank, is the compressor fixed yet?", REP, [], [("rep", "r05")]),
    he("מישהי בשם מיכל לוי התקשרה, היא חייבת לנו?", BAL, nm("מיכל לוי"), []),
]  # fmt: skip

S50AZ: list[Row] = [  # Daniel, the operations manager, long English messages
    en("Morning. Just got off the phone with Kramer's receptionist, she was quite upset that the waiting room tank has been sitting with a half-working filter for over a week. Do we actually have the part for their Eheim yet or are we still waiting?", REP, nm("Kramer"), [("rep", "r02")]),
    en("Right. And while I have them in front of me - how much do they owe us at the moment? I'd rather know before I call her back.", BAL, [], [("bal", "c02")], True),
    en("Which of their invoices are the open ones? I want to quote the numbers.", INV, [], [("ilist", "c02")], True),
    en("So the restaurant in Herzliya Pituach, HaAgam, sent me a long email about the lobsters and the noise from the cooling. Before I answer them I need to know where the lobster tank job stands.", REP, nm("HaAgam"), [("rep", "r05")]),
    en("They also have that old invoice from two months back that never got paid, if I'm not mistaken. What's the total they owe, all in?", BAL, [], [("bal", "c05")], True),
    en("I bumped into David Feld at the fish market on Friday, lovely chap, reef keeper for twenty years. He asked about his Vortech pump and I said I'd check. What's the story with it?", REP, nm("David Feld"), [("rep", "r03")]),
    en("He also mentioned the chiller — is someone looking at that one?", REP, [], [("rep", "r04")], True),
    en("Invoice DG-4421 — Ayelet in accounts says he paid part of it by bank transfer. How much did he pay?", INV, iv("DG-4421"), [("ipaid", "i05")]),
    en("The mall's facility manager is new, a young guy called Eran, and he wants a summary before their board meeting on Thursday. Start with what Ranenim owes us.", BAL, nm("Ranenim"), [("bal", "c10")]),
    en("And the cracked front glass on the display tank — where are we with that?", REP, [], [("rep", "r10")], True),
    en("I'm doing the month-end and something doesn't add up with AQ/0233. Is it paid or not?", INV, iv("AQ/0233"), [("ist", "i17")]),
    en("how much is still outstanding on it?", INV, [], [("ileft", "i17")], True),
    en("Noa Peretz came by the shop yesterday with her kids to look at cichlids, and she mentioned we'd sent her something for the new stand. Does she owe us anything at this stage?", BAL, nm("Noa Peretz"), [("bal", "c23")]),
    en("My wife's friend Sarah Goldstein, the one with the koi pond in Even Yehuda, keeps asking when her pump will be sorted. What's the status?", REP, nm("Sarah Goldstein"), [("rep", "r09")]),
    en("Can you give me Kevin O'Brien's number? He left a message on my mobile but it cut off halfway.", LOOK, nm("Kevin O'Brien"), [("phone", "c18")]),
    en("The lawyers who moved to Tel Aviv, Shapira, want a copy of their last invoice for their bookkeeper. Was that one paid?", INV, nm("Shapira"), [("ist", "i29")]),
    en("Had a complaint this morning from the hotel, guests in the lobby hear a rattling from under the tank. Is the Sicce return pump at Hotel Sharon still waiting for parts?", REP, nm("Hotel Sharon"), [("rep", "r16")]),
    en("How much does the hotel owe in total? I want to be careful before pushing them on money.", BAL, [], [("bal", "c17")], True),
    en("and DG-4426, theirs, is that the overdue one?", INV, iv("DG-4426"), [("ist", "i26")], True),
    en("Yossi Cohen rang — not the other Cohen, the one in Kfar Saba with the heater. Has he paid the heater invoice yet?", INV, nm("Yossi Cohen"), [("ist", "i10")]),
    en("Ronit Cohen in Hod Hasharon paid something up front when we set up her Fluval. How much is left to pay on her invoice?", INV, nm("Ronit Cohen"), [("ileft", "i11")]),
    en("I'm trying to work out who 052-4470913 is. Three missed calls from it while I was driving.", LOOK, ph("052-4470913"), [("name", "c09")]),
    en("Email address for BlueWave? Their office manager changed and I want to check what we have on file.", LOOK, nm("BlueWave"), [("email", "c13")]),
    en("And their reef tank, the nitrates business - status?", REP, [], [("rep", "r13")], True),
    en("Tal Biton from Hod Hasharon, no email on file I think. What phone number do we have for him?", LOOK, nm("Tal Biton"), [("phone", "c21")]),
    en("Quick one between meetings: what do we charge for the monthly maintenance plan on a small tank, under 200 litres?", KNOW, [], [("kn", "k02", "390")]),
    en("A new client wants to move their tank to an office in Petah Tikva. Remind me, what's our price for moving a tank up to 200 litres?", KNOW, [], [("kn", "k11", "1,200")]),
    en("Someone asked me at the Rotary dinner how long they must wait before putting fish into a brand new tank. What's our line on that, how many weeks?", KNOW, [], [("kn", "k08", "4")]),
    en("Reminding myself before a call with a grumpy customer: how many days of warranty do we give on parts we swapped out?", KNOW, [], [("kn", "k03", "90")]),
    en("A customer's tank sprang a leak at 10pm last night and she called my private number. What's the surcharge for an after-hours emergency call?", KNOW, [], [("kn", "k05", "180")]),
    en("Good morning team!", GREET),
    en("I've just been given access to this thing by Ayelet. What sort of questions can I throw at it?", HELP),
    en("My daughter wants a clownfish for her birthday, like in Finding Nemo — can you find me a good one online?", UNK),
    en("Please draft a letter to Kramer's accountant about late payments, something polite but firm.", UNK),
    en("What's the weather supposed to be in Herzliya this weekend? Thinking of taking the kids to the beach.", UNK),
    en("Adi Gal cancelled the CO2 job I think, she went for a cheaper guy. Can you confirm it shows as cancelled?", REP, nm("Adi Gal"), [("rep", "r14")]),
    en("Just had coffee with the owner of Zanav, the pet shop. Their central filtration — did we swap the UV lamp already?", REP, nm("Zanav"), [("rep", "r18")]),
    en("The nursing home, Neve Shaked, emailed about AQ/0236. Is that invoice overdue?", INV, nm("Neve Shaked") + iv("AQ/0236"), [("ist", "i13")]),
    en("What does Mordechai Pnina owe? He's old school, pays cash at the counter, no email.", BAL, nm("Mordechai Pnina"), [("bal", "c12")]),
    he("דניאל פה. כמה חייב אבי מזרחי? הוא אמר לי שהוא שילם חלק", BAL, nm("אבי מזרחי"), [("bal", "c15")]),
    en("Avi Mizrahi's fountain, the one where the pump jammed — is it ready for him?", REP, nm("Avi Mizrahi"), [("rep", "r21")]),
    en("Someone named Jonathan Reed called saying he's our customer and we owe him a refund. Do we have him at all?", LOOK, nm("Jonathan Reed"), []),
    en("An envelope came back with invoice DG-4500 in it, return to sender. Is that one paid?", INV, iv("DG-4500"), []),
]  # fmt: skip

S50AP: list[Row] = [  # plain questions
    he("כמה חייב יוסי כהן?", BAL, nm("יוסי כהן"), [("bal", "c06")]),
    he("מה היתרה של מלון השרון", BAL, nm("מלון השרון"), [("bal", "c17")]),
    he("מה מצב התיקון של קווין אובריין", REP, nm("קווין אובריין"), [("rep", "r17")]),
    he("מה הסטטוס של חשבונית DG-4459", INV, iv("DG-4459"), [("ist", "i09")]),
    he("כמה נשאר לשלם על DG-4444", INV, iv("DG-4444"), [("ileft", "i24")]),
    he("מה הטלפון של חנות זנב", LOOK, nm("חנות זנב"), [("phone", "c19")]),
    he("מה המייל של אלמוג שושן", LOOK, nm("אלמוג שושן"), [("email", "c01")]),
    he("מה הח.פ. של קניון רננים", LOOK, nm("קניון רננים"), [("tax", "c10")]),
    he("כמה עולה בדיקת מים במעבדה?", KNOW, [], [("kn", "k10", "95")]),
    he("כמה חייב דני שטרן?", BAL, nm("דני שטרן"), []),
    he("מה הסטטוס של חשבונית DG-4999", INV, iv("DG-4999"), []),
    he("שלום", GREET),
    he("עזרה", HELP),
    he("מה השעה בניו יורק עכשיו", UNK),
    he("מה מצב הטיפול באקווריום של אלמוג שושן", REP, nm("אלמוג שושן"), [("rep", "r01")]),
    en("How much does Kevin O'Brien owe?", BAL, nm("Kevin O'Brien"), [("bal", "c18")]),
    en("What is the balance of BlueWave Software Ltd?", BAL, nm("BlueWave Software Ltd"), [("bal", "c13")]),
    en("What is the status of invoice AQ/0230?", INV, iv("AQ/0230"), [("ist", "i21")]),
    en("How much was paid on AQ/0233?", INV, iv("AQ/0233"), [("ipaid", "i17")]),
    en("Which invoices does David Feld have open?", INV, nm("David Feld"), [("ilist", "c03")]),
    en("What is the status of the lobby aquarium at Neve Shaked?", REP, nm("Neve Shaked"), [("rep", "r08")]),
    en("Who is the customer with phone 09-7489900?", LOOK, ph("09-7489900"), [("name", "c20")]),
    en("What is the phone number of Noa Peretz?", LOOK, nm("Noa Peretz"), [("phone", "c23")]),
    en("Who owns phone number 050-1112233?", LOOK, ph("050-1112233"), []),
    en("How much does a technician visit cost in Ra'anana?", KNOW, [], [("kn", "k01", "280")]),
    en("How much is fish boarding per day while a tank is being repaired?", KNOW, [], [("kn", "k07", "25")]),
    en("Hello", GREET),
    en("What can you do?", HELP),
    en("Recommend a good movie for tonight", UNK),
    en("What is the balance of Green Valley Farm?", BAL, nm("Green Valley Farm"), []),
    en("How much does it cost to set up a new aquarium up to 200 litres?", KNOW, [], [("kn", "k08", "650")]),
]  # fmt: skip

S50AF: list[list[Row]] = [
    [  # a new private customer, her invoice and her new tank's setup
        he("מאיה שלו כמה חייבת", BAL, nm("מאיה שלו"), [("bal", "c24")]),
        en("Maya Shalev's new tank setup, status?", REP, nm("Maya Shalev"), [("rep", "r23")]),
        he("DG-4480 של מי", LOOK, iv("DG-4480"), [("name", "c24"), ("about", "i33")]),
        en("phone number for Maya Shalev", LOOK, nm("Maya Shalev"), [("phone", "c24")]),
    ],
    [  # a known customer's new filter job and invoice
        he("כמה יוסי כהן חייב עכשיו", BAL, nm("יוסי כהן"), [("bal", "c06")]),
        en("Yossi Cohen's Eheim filter, what's happening with it?", REP, nm("Yossi Cohen"), [("rep", "r24")]),
        en("which invoices are open for Yossi Cohen", INV, nm("Yossi Cohen"), [("ilist", "c06")]),
        he("DG-4482 שולמה?", INV, iv("DG-4482"), [("ist", "i34")]),
    ],
    [  # a new English-named café, its invoice already past due and part paid
        en("Green Leaf Cafe - how much do they owe?", BAL, nm("Green Leaf Cafe"), [("bal", "c25")]),
        he("הפלודריום של גרין ליף מה המצב", REP, nm("גרין ליף"), [("rep", "r25")]),
        en("is AQ/0251 overdue?", INV, iv("AQ/0251"), [("ist", "i35")]),
        he("כמה נשאר לשלם על AQ/0251", INV, iv("AQ/0251"), [("ileft", "i35")]),
    ],
]  # fmt: skip

BATCHES = {"s50ax": S50AX, "s50ay": S50AY, "s50az": S50AZ, "s50ap": S50AP}
FRESH = {"s50af": S50AF}

"""Batches s48ax, s48ay, s48az, s48ap and s48af: questions about ניצוץ – מעבדת אופניים וקורקינטים חשמליים
(Nitzotz, an electric-bicycle and e-scooter repair shop in Givatayim, ``shops/nitzotz.json``). DEVELOPMENT
set, written blind: engineers may read its rows to improve the engine, but it was written without seeing the
engine, its code or any other writer's set, from the fixtures and the voices alone.

Written by session 48's helper `blind48a` on 2026-12-06 (about 07:10 UTC), fixtures first and then these
questions, before any of them was sent to the engine. Voices:

- ``s48ax``: a technician texting from the road (between pick-ups and deliveries), short Hebrew with no
  punctuation, abbreviations (טל = טלפון, מס), half sentences, brand names in Hebrew letters (ריידר,
  סגווי, דואלטרון, קאבו, אנגווה, אורבן ווילס), bare invoice numbers (5158, nz5131), follow-ups by "ו...".
- ``s48ay``: the owner, in English, every question wrapped in a backstory (who called, what happened, why he
  needs it): balances, jobs, invoices, lookups, policies asked as a customer's situation, small talk and
  requests the back office cannot do.
- ``s48az``: a new employee who does not know the names yet, in Hebrew and English, describing customers by
  what they ride, where they live, the fault, or an invoice's amount ("the guy with the Dualtron", "the
  invoice for 2,365.50", "הבית קפה עם התלת אופן"); a kind of customer ("the pizzeria", "the delivery
  company") is given as the name entity as typed, a pure description (item, fault, amount, street) gets none.
- ``s48ap``: plain questions by name, number or phone, Hebrew and English, an unknown customer and invoice.
- ``s48af``: questions asked right after each ``added_later`` step (a new private customer; a new fleet bike
  and contract invoice of an existing company; a new English-stored customer asked about in Hebrew letters).

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he

S48AX: list[Row] = [  # the technician on the road: short Hebrew, no punctuation
    he("ריידר 7 של הדרך המהירה מה מצב", REP, [("name", "הדרך המהירה")], [("rep", "r03")]),
    he("ו12 מוכן", REP, [], [("rep", "r04")], True),
    he("כתובת אבי מלכה", LOOK, [("name", "אבי מלכה")], [("addr", "c01", "כצנלסון")]),
    he("כמה לגבות ממנו", BAL, [], [("bal", "c01")], True),
    he("טל של נועה מלכה", LOOK, [("name", "נועה מלכה")], [("phone", "c03")]),
    he("הסגווי שלה נבדק כבר", REP, [], [("rep", "r06")], True),
    he("פיצה רומא הבקר מה קורה", REP, [("name", "פיצה רומא")], [("rep", "r08")]),
    he("והקאבו שלהם", REP, [], [("rep", "r09")], True),
    he("פיצה רומא חייבים לגבות כשאני שם", BAL, [("name", "פיצה רומא")], [("bal", "c05")]),
    he("מירב שושן השיאומי נדלק בסוף", REP, [("name", "מירב שושן")], [("rep", "r13")]),
    he("כמה היא חייבת", BAL, [], [("bal", "c08")], True),
    he("רון שושן כתובת", LOOK, [("name", "רון שושן")], [("addr", "c11", "שינקין")]),
    he("הטרן של משה כהן הגיעה סוללה", REP, [("name", "משה כהן")], [("rep", "r18")]),
    he("משה כהן חוב", BAL, [("name", "משה כהן")], [("bal", "c13")]),
    he("מוחמד חטיב הדואלטרון", REP, [("name", "מוחמד חטיב")], [("rep", "r21")]),
    he("טלפון מוחמד חטיב", LOOK, [("name", "מוחמד חטיב")], [("phone", "c15")]),
    he("קפה הגינה התלת אופן מוכן לאיסוף", REP, [("name", "קפה הגינה")], [("rep", "r22")]),
    he("כמה לגבות מקפה הגינה", BAL, [("name", "קפה הגינה")], [("bal", "c16")]),
    he("מס טל של ליה כהן", LOOK, [("name", "ליה כהן")], [("phone", "c12")]),
    he("האנגווה שלה מה איתו", REP, [], [("rep", "r17")], True),
    he("שחר בן דוד בלם חורק התקבל", REP, [("name", "שחר בן דוד")], [("rep", "r24")]),
    he("אורבן ווילס הצמיגים לצי איפה עומד", REP, [("name", "אורבן ווילס")], [("rep", "r12")]),
    he("אורבן חייבים משהו", BAL, [("name", "אורבן")], [("bal", "c07")]),
    he("בורוכוב האדו מוכנים אני עובר שם", REP, [("name", "בורוכוב")], [("rep", "r14")]),
    he("0529907315 מי זה", LOOK, [("phone", "0529907315")], [("name", "c10")]),
    he("מה עם הקורקינט שלו", REP, [], [("rep", "r15")], True),
    he("דניאל גרין הספשלייזד הגיע חלק", REP, [("name", "דניאל גרין")], [("rep", "r07")]),
    he("nz5131 שולמה", INV, [("inv", "NZ-5131", "nz5131")], [("ist", "i02")]),
    he("כמה נשאר על 5158", INV, [("inv", "NZ-5158", "5158")], [("ileft", "i03")]),
    he("ch-0231 כמה שילמו", INV, [("inv", "CH-0231", "ch-0231")], [("ipaid", "i05")]),
    he("חשבוניות פתוחות הדרך המהירה", INV, [("name", "הדרך המהירה")], [("ilist", "c02")]),
    he("עזרא הסוללה הנפוחה מה עשינו בסוף", REP, [("name", "עזרא")], [("rep", "r10")]),
    he("אלכס קוגן הריזה נמסר", REP, [("name", "אלכס קוגן")], [("rep", "r23")]),
    he("כמה עולה פנצר", KNOW, [], [("kn", "k04", "80")]),
    he("לקוח רוצה להוריד מגביל מותר", KNOW, [], [("kn", "k09", "25")]),
    he("סוללה נפוחה מקבלים", KNOW, [], [("kn", "k05", "שריפה")]),
    he("איסוף מת״א כמה", KNOW, [], [("kn", "k08", "130")]),
    he("אחריות על סוללה שהחלפנו כמה זמן", KNOW, [], [("kn", "k03", "12 חודשים")]),
    he("חלקים לקאבו כמה זמן מגיעים", KNOW, [], [("kn", "k12", "10–21")]),
    he("עד מתי פתוח היום", KNOW, [], [("kn", "k01", "19:00")]),
    he("בוקר", GREET),
    he("מה אתה יכול", HELP),
    he("תפתח לי וייז לז'בוטינסקי 102", UNK),
    he("איפה יש חניה ליד הרואה", UNK),
    he("תזמין לי פנימיות 10 אינץ מעלי אקספרס", UNK),
]  # fmt: skip

S48AY: list[Row] = [  # the owner: English, every question inside a story
    en("Avi Malka just called me all upset, says he already paid for the scooter tire thing months ago. "
       "How much does he actually owe us right now?", BAL, [("name", "Avi Malka")], [("bal", "c01")]),
    en("ok and which of his invoices are still open? I want to send him the list", INV, [],
       [("ilist", "c01")], True),
    en("The guy from Haderech Express called three times this morning because bike #7 keeps losing power "
       "on hills and their courier is stuck. What's the status on that one?", REP,
       [("name", "Haderech Express")], [("rep", "r03")]),
    en("He also asked about #3, the one with the cracked frame. Did we figure out what's going on?", REP,
       [], [("rep", "r05")], True),
    en("Their accountant wants to know how much they owe in total, she's closing the month. Can you check?",
       BAL, [], [("bal", "c02")], True),
    en("I'm meeting Daniel Green tomorrow, he's been waiting forever for the motor part for his Vado and "
       "he's not happy. Where is it?", REP, [("name", "Daniel Green")], [("rep", "r07")]),
    en("He also said he never got an invoice for the last thing. Is NZ-5161 still a draft?", INV,
       [("inv", "NZ-5161")], [("ist", "i10")], True),
    en("Roma's owner said their delivery guy can't work without the fat bike, the controller burnt out in "
       "the rain last week. Is it done?", REP, [("name", "Roma")], [("rep", "r08")]),
    en("My accountant flagged invoice NZ-5117 as late. How much is left on it?", INV,
       [("inv", "NZ-5117")], [("ileft", "i11")]),
    en("Someone from Urban Wheels emailed asking if NZ-5152 was cancelled or if they still need to pay it. "
       "What's its status?", INV, [("inv", "NZ-5152")], [("ist", "i16")]),
    en("They're also asking about the tires and brake pads for their Okai fleet, how far along are we?",
       REP, [], [("rep", "r12")], True),
    en("Igor Petrenko the courier left me a voicemail, the stem on his Inokim is wobbling and he needs it "
       "for work. Is it ready?", REP, [("name", "Igor Petrenko")], [("rep", "r15")]),
    en("He says he already paid 200, so how much does he still owe?", BAL, [], [("bal", "c10")], True),
    en("Maya Friedman's VanMoof - she posted in the neighborhood group that we're slow. What's the actual "
       "status?", REP, [("name", "Maya Friedman")], [("rep", "r19")]),
    en("I need to send Moshe Cohen a reminder about his Tern, the cargo one. What's his email?", LOOK,
       [("name", "Moshe Cohen")], [("email", "c13")]),
    en("The coordinator from the Borochov community center called, they need the bikes for a youth trip on "
       "Sunday. Are they ready?", REP, [("name", "Borochov")], [("rep", "r14")]),
    en("Their treasurer wants to know if NZ-5146 has been paid yet", INV, [("inv", "NZ-5146")],
       [("ist", "i19")]),
    en("Someone called from 03-6319008 and hung up before I could answer, who is that?", LOOK,
       [("phone", "03-6319008")], [("name", "c16")]),
    en("Right, their trike has been sitting here since yesterday, is it marked ready?", REP, [],
       [("rep", "r22")], True),
    en("Alexander Kogan wants a copy of his invoice for an insurance claim, was NZ-5144 paid in full?", INV,
       [("inv", "NZ-5144")], [("ist", "i27")]),
    en("Yosef Ezra came in again asking about his swollen battery. I told him we don't do cells, what "
       "happened with that job in the end?", REP, [("name", "Yosef Ezra")], [("rep", "r10")]),
    en("A customer is asking if we can unlock his scooter to go faster. I know we don't, but what's the "
       "exact speed I should tell him is the limit?", KNOW, [], [("kn", "k09", "25")]),
    en("A new delivery company wants a fleet deal like Haderech Express has. How much per bike per month "
       "do we charge?", KNOW, [], [("kn", "k07", "300")]),
    en("My wife asked what time we close on Friday because she wants to pick me up", KNOW, [],
       [("kn", "k01", "13:00")]),
    en("Mohammed Khatib's rim is bent again after we fixed it last month and he says it's on us. How long "
       "is our warranty on work anyway?", KNOW, [], [("kn", "k03", "3")]),
    en("Someone left a Xiaomi here five weeks ago and never came back for it. How much can we charge per "
       "day for storage?", KNOW, [], [("kn", "k06", "15")]),
    en("Customer on the phone wants to split a 1,500 shekel repair. How many payments do we allow?", KNOW,
       [], [("kn", "k10", "3")]),
    en("Noa Malka's brother said she dropped off her Segway, the screen died after a fall. Did it get "
       "checked in?", REP, [("name", "Noa Malka")], [("rep", "r06")]),
    en("I'm doing the books tonight, how much was paid on CH-0231?", INV, [("inv", "CH-0231")],
       [("ipaid", "i05")]),
    en("The bank shows a transfer that might be for NZ-5129 but I'm not sure, is it still showing overdue?",
       INV, [("inv", "NZ-5129")], [("ist", "i17")]),
    en("There's a post-it on my desk that just says NZ-5133, no name. Whose invoice is that?", LOOK,
       [("inv", "NZ-5133")], [("name", "c13"), ("about", "i22")]),
    en("and what's left to pay on it", INV, [], [("ileft", "i22")], True),
    en("Shahar Ben David called to check we received his Xiaomi 4 Pro, the one with the squeaky brake",
       REP, [("name", "Shahar Ben David")], [("rep", "r24")]),
    en("Does Liya Cohen owe us anything? She wants to pay cash for the Engwe when it's done", BAL,
       [("name", "Liya Cohen")], [("bal", "c12")]),
    en("Urban Wheels' finance department needs our receipt to show their company number. What's their tax "
       "ID?", LOOK, [("name", "Urban Wheels")], [("tax", "c07")]),
    en("Ron Shoshan says his kid's scooter wheel is wobbling again. Did we actually deliver the last fix?",
       REP, [("name", "Ron Shoshan")], [("rep", "r16")]),
    en("I lost Pizza Roma's number and I need to call them about the Kaabo, what is it?", LOOK,
       [("name", "Pizza Roma")], [("phone", "c05")]),
    en("Urban Wheels swear they sent a thousand on NZ-5138. How much was paid on it?", INV,
       [("inv", "NZ-5138")], [("ipaid", "i15")]),
    en("Morning! just got in, coffee's brewing", GREET),
    en("I'm not great with this system, my daughter set it up. What kind of things can I ask you?", HELP),
    en("My nephew wants a job at Wolt, can you write him a cover letter?", UNK),
    en("The landlord raised the rent again. Can you work out how much we'd save moving the shop to Ramat "
       "Gan?", UNK),
    en("A supplier in China sent a quote for Fiido batteries, can you negotiate the price down with him?",
       UNK),
    en("My brother-in-law says e-bikes will be banned on sidewalks next year, is that true?", UNK),
]  # fmt: skip

S48AZ: list[Row] = [  # the new employee: describes instead of naming, Hebrew and English
    he("הלקוח עם הקורקינט שהמסך שלו לא נדלק אחרי שנפל, מה הסטטוס", REP, [], [("rep", "r06")]),
    en("the guy with the Riese & Müller, did he pick it up already?", REP, [], [("rep", "r23")]),
    he("יש פה אופני משלוחים עם סדק בשלדה, של איזו חברה זה?", LOOK, [], [("name", "c02"), ("about", "r05")]),
    he("ומה מצב התיקון?", REP, [], [("rep", "r05")], True),
    en("the pizzeria on Jabotinsky, how much do they owe us", BAL, [("name", "pizzeria")], [("bal", "c05")]),
    he("הבית קפה בגבעתיים עם התלת אופן, כמה חייבים לנו", BAL, [("name", "בית קפה")], [("bal", "c16")]),
    en("the company that rents out the scooters, do they have open invoices?", INV, [], [("ilist", "c07")]),
    en("there's an invoice for 2,365.50 - is it paid?", INV, [], [("ist", "i07")]),
    he("של מי החשבונית של 1,275 שקל", LOOK, [], [("name", "c14"), ("about", "i23")]),
    he("והיא שולמה?", INV, [], [("ist", "i23")], True),
    he("הבחורה עם הוונמוף מה הטלפון שלה", LOOK, [], [("phone", "c14")]),
    en("the man with the cargo bike that carries his two kids, how much does he owe", BAL, [],
       [("bal", "c13")]),
    he("המרכז הקהילתי, יש להם חשבונית פתוחה?", INV, [("name", "מרכז הקהילתי")], [("ilist", "c09")]),
    en("the brother and sister who live at the same address on Katznelson - what's the sister's phone?",
       LOOK, [], [("phone", "c03")]),
    he("הלקוח שמדבר רק אנגלית עם הספשלייזד, יש לו חוב?", BAL, [], [("bal", "c04")]),
    en("the delivery guy who paid 200 on his scooter invoice, how much is left on it", INV, [],
       [("ileft", "i20")]),
    he("מי זה שהביא את הסוללה הנפוחה", LOOK, [], [("name", "c06"), ("about", "r10")]),
    en("the courier from Jaffa, whats going on with his scooter", REP, [], [("rep", "r21")]),
    he("הגברת עם השיאומי שלא נדלק אחרי החורף, יש עדכון?", REP, [], [("rep", "r13")]),
    en("there's a customer who only does WhatsApp, no email at all. what's her name?", LOOK, [],
       [("name", "c12")]),
    he("האופניים שהמד מהירות שלהם מראה אפס, התחילו לעבוד עליהם?", REP, [], [("rep", "r17")]),
    en("the big delivery company with the 14 bikes, what's their email", LOOK, [("name", "delivery company")],
       [("email", "c02")]),
    he("החשבונית של 890 של חברת הקורקינטים, מה הסטטוס שלה", INV, [], [("ist", "i16")]),
    en("the fleet contract invoice from two months ago that they only paid part of - how much did they pay?",
       INV, [], [("ipaid", "i05")]),
    he("החשבונית שנגמרת ב5143 מה המצב שלה", INV, [("inv", "NZ-5143", "5143")], [("ist", "i12")]),
    he("הקורקינט של הילד שהגלגל שלו התנדנד, של מי זה", LOOK, [], [("name", "c11"), ("about", "r16")]),
    he("וכמה הוא חייב", BAL, [], [("bal", "c11")], True),
    en("the woman on Weizmann street in Givatayim, how much does she owe", BAL, [], [("bal", "c08")]),
    he("הפיצריה, הפנס של הקורקינט שלהם תוקן?", REP, [("name", "פיצריה")], [("rep", "r09")]),
    en("what jobs do we have open for the courier company right now", REP, [("name", "courier company")],
       [("repc", "c02")]),
    en("the lady with the kids' bike thing... no sorry, the guy on Sirkin with the Xiaomi, did it come in?",
       REP, [], [("rep", "r24")]),
    he("כמה עולה לבדוק קורקינט שלא יודעים מה יש לו", KNOW, [], [("kn", "k02", "120")]),
    en("a customer asked if we can come get his bike from his house in Ramat Gan, how much is that", KNOW,
       [], [("kn", "k08", "90")]),
    he("לקוח שואל אם אפשר לשלם בביט", KNOW, [], [("kn", "k10", "ביט")]),
    en("what happens if a customer never answers the price quote we sent him", KNOW, [],
       [("kn", "k11", "14")]),
    he("לקוח הביא סוללה שנראית נפוחה מה אני אומר לו", KNOW, [], [("kn", "k05", "החלפה")]),
    en("how long does it take to get parts for a brand we don't have in stock", KNOW, [],
       [("kn", "k12", "21")]),
    he("כמה עולה להחליף צמיג בקורקינט", KNOW, [], [("kn", "k04", "150")]),
    he("היי אני חדש פה", GREET),
    en("hi! first day here", GREET),
    he("איך אני מוצא פה לקוח אם אני לא יודע איך קוראים לו", HELP),
    en("where do we keep the tire levers", UNK),
    he("מה הסיסמה של הוויפי בחנות", UNK),
    en("can you set my shifts for next week", UNK),
]  # fmt: skip

S48AP: list[Row] = [  # plain questions by name, number or phone
    he("כמה חייב אבי מלכה", BAL, [("name", "אבי מלכה")], [("bal", "c01")]),
    he("מה היתרה של שליחויות הדרך המהירה", BAL, [("name", "שליחויות הדרך המהירה")], [("bal", "c02")]),
    en("how much does Daniel Green owe", BAL, [("name", "Daniel Green")], [("bal", "c04")]),
    en("balance for Urban Wheels", BAL, [("name", "Urban Wheels")], [("bal", "c07")]),
    he("כמה חייב רון שושן", BAL, [("name", "רון שושן")], [("bal", "c11")]),
    he("כמה חייב יונתן ברק", BAL, [("name", "יונתן ברק")], []),
    he("מה מצב התיקונים של יוסף עזרא", REP, [("name", "יוסף עזרא")], [("repc", "c06")]),
    he("מה הסטטוס של הקורקינט של מירב שושן", REP, [("name", "מירב שושן")], [("rep", "r13")]),
    en("status of Maya Friedman's bike", REP, [("name", "Maya Friedman")], [("rep", "r19")]),
    en("all repairs for Mohammed Khatib", REP, [("name", "Mohammed Khatib")], [("repc", "c15")]),
    he("מה מצב האופניים של אבי מלכה", REP, [("name", "אבי מלכה")], [("rep", "r02")]),
    en("and his scooter?", REP, [], [("rep", "r01")], True),
    he("חשבונית NZ-5120 שולמה?", INV, [("inv", "NZ-5120")], [("ist", "i09")]),
    en("is invoice CH-0254 paid", INV, [("inv", "CH-0254")], [("ist", "i06")]),
    en("how much is left on NZ-5127", INV, [("inv", "NZ-5127")], [("ileft", "i26")]),
    en("status of invoice NZ-5199", INV, [("inv", "NZ-5199")], []),
    en("open invoices for Pizza Roma", INV, [("name", "Pizza Roma")], [("ilist", "c05")]),
    he("מה הטלפון של אלכסנדר קוגן", LOOK, [("name", "אלכסנדר קוגן")], [("phone", "c17")]),
    en("what's the email of Borochov community center", LOOK, [("name", "Borochov community center")],
       [("email", "c09")]),
    he("מה הכתובת של קפה הגינה", LOOK, [("name", "קפה הגינה")], [("addr", "c16", "ההגנה")]),
    en("who is 050-6612398", LOOK, [("phone", "050-6612398")], [("name", "c01")]),
    he("מה הח.פ של פיצה רומא", LOOK, [("name", "פיצה רומא")], [("tax", "c05")]),
    he("מה שעות הפתיחה", KNOW, [], [("kn", "k01", "09:00")]),
    en("how much is a diagnostic", KNOW, [], [("kn", "k02", "120")]),
    he("כמה זמן אחריות על תיקון", KNOW, [], [("kn", "k03", "3 חודשים")]),
    en("how much is the fleet service contract per bike", KNOW, [], [("kn", "k07", "300")]),
    he("שלום", GREET),
    en("hello", GREET),
    en("help", HELP),
    he("מה אפשר לשאול אותך", HELP),
    he("מה השעה בניו יורק", UNK),
    en("order pizza for the team", UNK),
]  # fmt: skip

S48AF: list[list[Row]] = [
    [  # a new private customer, his Segway and its invoice
        he("עומר לביא הסגווי התקבל", REP, [("name", "עומר לביא")], [("rep", "r25")]),
        en("Omer Lavi just dropped off his Segway with a torn rear tire and ran off to catch a bus. How much "
           "does he owe us now?", BAL, [("name", "Omer Lavi")], [("bal", "c19")]),
        he("הלקוח החדש שבדיוק נכנס עם הצמיג הקרוע, מה הטלפון שלו", LOOK, [], [("phone", "c19")]),
        en("who is invoice NZ-5170 for", LOOK, [("inv", "NZ-5170")], [("name", "c19"), ("about", "i29")]),
    ],
    [  # the fleet company's new bike and this month's contract invoice
        he("ריידר 9 של הדרך המהירה נקלט", REP, [("name", "הדרך המהירה")], [("rep", "r26")]),
        en("Haderech Express sent another bike over this morning, #9, the battery won't lock in. With this "
           "month's contract invoice added, what's their total balance now?", BAL,
           [("name", "Haderech Express")], [("bal", "c02")]),
        en("the contract invoice that was just made, CH-0276 - is it open?", INV, [("inv", "CH-0276")],
           [("ist", "i30")]),
        he("כמה נשאר לשלם על CH-0276", INV, [("inv", "CH-0276")], [("ileft", "i30")]),
    ],
    [  # a new English-stored customer, asked about in Hebrew letters
        he("נועם שרעבי הפידו מה מצב", REP, [("name", "נועם שרעבי")], [("rep", "r27")]),
        en("Noam Sharabi paid the diagnostic fee up front at the counter, can you confirm NZ-5172 shows as "
           "paid?", INV, [("inv", "NZ-5172")], [("ist", "i31")]),
        he("הבחור החדש עם הפידו שהציר שלו סדוק, יש לו חוב?", BAL, [], [("bal", "c20")]),
        en("Noam Sharabi's email", LOOK, [("name", "Noam Sharabi")], [("email", "c20")]),
    ],
]  # fmt: skip

BATCHES = {"s48ax": S48AX, "s48ay": S48AY, "s48az": S48AZ, "s48ap": S48AP}
FRESH = {"s48af": S48AF}

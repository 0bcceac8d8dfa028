"""Batch s55a: questions about a new business, ציוד שיניים הדרום (Darom Dental Equipment: service and repair
of dental chairs, compressors, autoclaves, suction units, lab motors and X-ray sensors for dental clinics
in Be'er Sheva, Ofakim, Netivot, Dimona and Rahat, ``shops/shinayim.json``), and ``s55af``: questions
asked the moment the records they are about were made through the API (the fixtures' ``added_later``
steps). A blind DEVELOPMENT set: written without reading the assistant's code or any other question set,
and before any of these questions (or the fixtures) was sent to the engine.

Written by session 55's helper `s55a` on 2026-12-06 (about 15:38 UTC), fixtures first, then these questions,
from the fixtures alone.
Customers are clinics usually named by the dentist (מרפאת ד"ר סאמר אבו-סבית, Dr. Olga Kaplan Dental Clinic),
a kupat holim branch (כללית סמייל באר שבע), a dental college lab, a few dental technicians and a shared
mobile (a technician and his wife the dentist). Invoices DR-31xx (repairs, visits) and SC-25xx (annual
service contracts), typed as dr3128, DR 3139, SC 2506, SC2505, 3119, dr 3133.

Voices:
- ``s55ax``: Dr. Marina, the owner's wife who keeps the books. Long Hebrew questions with context and
  English trade words mixed in (האוטוקלב, the compressor, the suction unit, receivables, travel fee,
  balance, quote); eight rows in full English (text she copies into an email). Follow-ups that lean on the
  clinic just named.
- ``s55ay``: Yoni, 22, the only other employee. Very short Hebrew, slang, no punctuation, phones as bare
  digits, invoice numbers lower-case or bare; many follow-ups ("והכיסא שלו", "ושלה", "והתיקון?", "ופרלמן").
- ``s55az``: Rachel, a US-born dental-supply rep calling the office. Polite American English; asks about
  clinics by the dentist's name and town, transliterating Hebrew-stored names (Levin, Levinson, Samer
  Abu-Sabit, Clalit Smile, Al-Okbi, Chen Malka, Irit Cohen, Goldman, Perelman, Zyad Abu-Kweider).
- ``s55ap``: plain questions, half Hebrew half English: every intent, unknown customer / invoice / phone,
  out-of-domain requests (some holding a customer's name or the trade's words), greetings, help.
- ``s55af``: FRESH, three steps of four: a new clinic in Netivot with a compressor and an invoice; a new
  invoice and sensor for an existing Dimona clinic (its balance changes); a new Latin-stored dentist asked
  about in Hebrew letters too.

Entity convention for names: the name as typed, without an attached Hebrew prefix and without the generic
words around it (ד"ר, מרפאת, Dr., clinic, lab, "in Rahat"), as the devset drops משפחת: "ד"ר לוינסון מדימונה"
-> לוינסון, "Dr. Olga Kaplan's clinic in Ofakim" -> Olga Kaplan; Latin business names are kept whole (Smile
Dimona, Negev Implant Center, Ben-Harush Dental Lab).

Hard cases: two dentists named אבו-סבית (brother in Rahat, sister in Be'er Sheva: "אבו-סבית" alone names
both); look-alikes לוין / לוינסון (Levin / Levinson) and פרל / פרלמן; Ben-Harush Dental Lab vs the unrelated
technician יוסי בן הרוש ("בן הרוש" alone names both); a technician and his wife sharing 054-6612908;
Latin-stored names asked in Hebrew letters (סטרן); a stored-open invoice past its due date that reads as
overdue (DR-3128, DR-3135, DR-3136, DR-3134, DR-3131); a customer whose only unpaid invoice is a draft (Ruth
Adler: balance and open list empty); one with no invoices (אלון שגיא, in the fixtures only, with an
autoclave in for validation); a cancelled duplicate (DR-3147); knowledge asked in English against Hebrew
content (numbers) and in Hebrew against English content (k03, k06, k09); a knowledge question holding a
customer's name (Marina's "דני אזולאי שואל").

Counts (179 rows; 102 he / 77 en = 43 % English):
- s55ax 45 (he 37, en 8); s55ay 45 (he 45); s55az 45 (en 45); s55ap 32 (he 16, en 16); s55af 12 (he 4, en
  8).
- by intent: customer_balance 34, repair_status 39, invoice_status 33, customer_lookup 28, knowledge 25,
  unknown 9, greeting 6, help 5. Follow-ups: 42 (s55ax 14, s55ay 16, s55az 12).
- ``("ilist", c, ...)`` always lists the open and overdue numbers (``shops.py`` ignores the third item), so
  a row asking only for the overdue ones is written only where the two lists agree (Al-Okbi).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

OV = ("overdue",)
OP = ("open", "overdue")

S55AX: list[Row] = [  # Dr. Marina, the books
    he("בוקר טוב, אני עוברת על ה-receivables של החודש. כמה בדיוק חייבת לנו כללית סמייל באר שבע? "
       "אני רוצה לשלוח להם reminder לפני סוף הרבעון",
       BAL, nm("כללית סמייל באר שבע"), [("bal", "c04")]),
    he("ואיזה מהחשבוניות שלהם עדיין פתוחות? בלי הטיוטה, היא עוד לא יצאה אליהם",
       INV, [], [("ilist", "c04", OP)], True),
    he("ד\"ר לוינסון מדימונה, לא לוין מבאר שבע, כמה הוא חייב לנו? הוא טוען שהעביר תשלום בחודש שעבר",
       BAL, nm("לוינסון"), [("bal", "c03")]),
    he("ומה נשאר לשלם על DR-3112 שלו?", INV, iv("DR-3112"), [("ileft", "i06")], True),
    he("והחיישן שלו, ה-RVG, עדיין מחכים לכבל מהיבואן?", REP, [], [("rep", "r05")], True),
    he("סאמר אבו-סבית מרהט התקשר שוב לגבי האוטוקלב, the Melag, הוא אומר שכבר שבועיים הוא עובד בלי "
       "סטריליזציה כמו שצריך. מה הסטטוס?",
       REP, nm("סאמר אבו-סבית"), [("rep", "r01")]),
    he("וכמה הוא חייב לנו בסך הכל, כולל חוזה השירות?", BAL, [], [("bal", "c01")], True),
    he("יש לנו שתי מרפאות אבו-סבית, נכון? תזכיר לי מי הן", LOOK, nm("אבו-סבית"), [("names", "c01", "c08")]),
    he("מה עם ה-sensor של נאדיה אבו-סבית? היא שלחה אותו אלינו עם השליח ביום ראשון", REP,
       nm("נאדיה אבו-סבית"), [("rep", "r13")]),
    he("חשבונית SC-2504 של Smile Dimona, ה-annual contract, שולמה או שצריך להתקשר אליהם?", INV,
       iv("SC-2504") + nm("Smile Dimona"), [("ist", "i24")]),
    he("ומה עם ה-suction unit שלהם? הם מתלוננים שהיניקה נופלת אחרי שעה", REP, [], [("rep", "r16")], True),
    he("מרפאה חדשה שואלת כמה עולה אצלנו חוזה שירות שנתי ומה כלול בו. כמה אמרנו שזה?",
       KNOW, [], [("kn", "k03", "3,600")]),
    he("ד\"ר קפלן שואלת אם הולידציה לאוטוקלב היא חובה כל שנה ומה המחיר, היא צריכה את זה למשרד "
       "הבריאות",
       KNOW, [],
       [("kn", "k04", "450")]),
    he("אני צריכה את המייל של Negev Implant Center כדי לשלוח להם את ה-quote",
       LOOK, nm("Negev Implant Center"),
       [("email", "c29")]),
    he("ומה ה-balance שלהם כרגע?", BAL, [], [("bal", "c29")], True),
    he("והחיישן Planmeca שלהם, הגיעו כבר החלקים?", REP, [], [("rep", "r36")], True),
    he("תבדוק בבקשה את dr3128, נדמה לי שזה של ד\"ר פרל והיא אמרה ששילמה בהעברה", INV,
       [("inv", "DR-3128", "dr3128"), *nm("פרל")], [("ist", "i26")]),
    he("מה מספר הח.פ של אורתודנט נתיבות? רואה החשבון מבקש", LOOK, nm("אורתודנט נתיבות"), [("tax", "c13")]),
    he("והכיסא Sirona שלהם מוכן? אם כן אני מתאמת משלוח", REP, [], [("rep", "r22")], True),
    he("כמה אנחנו גובים על נסיעה לרהט? אני מכינה הצעת מחיר ולא זוכרת את ה-travel fee",
       KNOW, [], [("kn", "k02", "90")]),
    he("מכללת הנגב, המעבדה הדנטלית, עוד לא סגרו את החוב? הם מוסד אז זה שוטף + 60, אבל בכל זאת", BAL,
       nm("מכללת הנגב"), [("bal", "c05")]),
    he("כמה הם שילמו מתוך DR-3135?", INV, iv("DR-3135"), [("ipaid", "i13")], True),
    he("והאוטוקלב Tuttnauer של המעבדה, יש כבר diagnosis?", REP, [], [("rep", "r09")], True),
    he("מה ה-payment terms שלנו לטכנאי שיניים? דני אזולאי שואל אם הוא יכול לשלם בשוטף", KNOW, [],
       [("kn", "k07", "שוטף + 30")]),
    he("דני אזולאי, הטכנאי מנתיבות, כמה הוא חייב?", BAL, nm("דני אזולאי"), [("bal", "c07")]),
    he("ויש לנו עוד לקוח עם אותו מספר טלפון שלו? נראה לי שאשתו גם לקוחה שלנו",
       LOOK, [], [("name", "c33")], True),
    he("ה-compressor של ד\"ר אל-עוברה ברהט, מה הסטטוס? הם עובדים עם מדחס שאול כבר שבוע", REP, nm("אל-עוברה"),
       [("rep", "r29")]),
    he("ו-DR-3116 שלהם, עדיין לא שילמו?", INV, iv("DR-3116"), [("ist", "i39")], True),
    he("כמה זמן האחריות על תיקון כבל בחיישן? Dr. Stern שואל", KNOW, [], [("kn", "k05", "3 חודשים")]),
    he("מה הטלפון של מרפאת יהלום באופקים?", LOOK, nm("יהלום"), [("phone", "c23")]),
    he("תגיד, כמה נשאר פתוח על SC 2506? זה ה-contract של Negev Implant", INV,
       [("inv", "SC-2506", "SC 2506"), *nm("Negev Implant")], [("ileft", "i54")]),
    he("הכיסא של Ruth Adler בנתיבות, ה-KaVo, מתי הוא מוכן? היא כבר מבטלת מטופלים", REP, nm("Ruth Adler"),
       [("rep", "r33")]),
    he("ויש לה חוב? אני רואה אצלה משהו בצד", BAL, [], [("bal", "c25")], True),
    he("היי, ערב טוב 🙂", GREET),
    he("תזכיר לי מה אני יכולה לשאול אותך? רציתי לדעת אם אתה יודע גם להוציא reports", HELP),
    en("Quick one in English, I'm pasting it into the email to our accountant: what's the "
       "outstanding balance for Smile Dimona?",
       BAL, nm("Smile Dimona"), [("bal", "c10")]),
    en("and which of their invoices are still open or overdue?", INV, [], [("ilist", "c10", OP)], True),
    en("Dr. Kaplan from Ofakim asked me in English whether her compressor is ready, can you check?", REP,
       nm("Kaplan"), [("rep", "r11")]),
    en("I need the street address of the Ramot clinic in Be'er Sheva for the courier", LOOK, nm("Ramot"),
       [("addr", "c16", "עובדה")]),
    en("is invoice DR-3147 of Ben-Harush Dental Lab cancelled? I see it twice in the ledger", INV,
       iv("DR-3147") + nm("Ben-Harush Dental Lab"), [("ist", "i31")]),
    en("how much do we charge for replacing the amalgam separator container?",
       KNOW, [], [("kn", "k09", "690")]),
    en("how much is a loaner sensor per week for a clinic without a contract?",
       KNOW, [], [("kn", "k06", "150")]),
    en("does Dr. Michael Stern owe us anything?", BAL, nm("Michael Stern"), [("bal", "c18")]),
    he("בדקתי בחשבשבת ויש לי חשבונית 3099 שאני לא מוצאת אצלנו, היא בכלל שלנו?", INV, iv("3099")),
    he("מי זה 08-6496602? מישהו השאיר הודעה בתא הקולי על ה-compressor",
       LOOK, ph("08-6496602"), [("name", "c27")]),
]  # fmt: skip

S55AY: list[Row] = [  # Yoni, short and fast
    he("כמה חייב לוין", BAL, nm("לוין"), [("bal", "c02")]),
    he("והכיסא שלו", REP, [], [("rep", "r03")], True),
    he("והמנורה", REP, [], [("rep", "r41")], True),
    he("פרל חייבת משהו", BAL, nm("פרל"), [("bal", "c12")]),
    he("והחיישן שלה", REP, [], [("rep", "r20")], True),
    he("ופרלמן", BAL, nm("פרלמן"), [("bal", "c11")], True),
    he("כמה חייבים אורתודנט", BAL, nm("אורתודנט"), [("bal", "c13")]),
    he("והאוטוקלב שלהם", REP, [], [("rep", "r21")], True),
    he("dr3141 שולמה", INV, [("inv", "DR-3141", "dr3141")], [("ist", "i29")]),
    he("של מי 3119", LOOK, [("inv", "DR-3119", "3119")], [("name", "c23"), ("about", "i42")]),
    he("וכמה הם חייבים", BAL, [], [("bal", "c23")], True),
    he("שושנה דהן חייבת", BAL, nm("שושנה דהן"), [("bal", "c24")]),
    he("והתיקון?", REP, [], [("rep", "r32")], True),
    he("טלפון שלה", LOOK, [], [("phone", "c24")], True),
    he("מה עם המדחס של סטרן", REP, nm("סטרן"), [("rep", "r26")]),
    he("והחוב שלו", BAL, [], [("bal", "c18")], True),
    he("0523318874 מה עם התיקון", REP, ph("0523318874"), [("repc", "c06")]),
    he("יש לה חשבונית פתוחה", INV, [], [("ilist", "c06", OP)], True),
    he("כמה חייב 089914420", BAL, ph("089914420"), [("bal", "c09")]),
    he("כמה עולה ולידציה לאוטוקלב", KNOW, [], [("kn", "k04", "450")]),
    he("dr 3133 מה איתה", INV, [("inv", "DR-3133", "dr 3133")], [("ist", "i21")]),
    he("מה קורה עם היניקה ברמות", REP, nm("רמות"), [("rep", "r24")]),
    he("כמה נשאר להם על 3136", INV, [("inv", "DR-3136", "3136")], [("ileft", "i34")], True),
    he("מי זה 0506643380", LOOK, ph("0506643380"), [("name", "c15")]),
    he("חייב משהו", BAL, [], [("bal", "c15")], True),
    he("איזה בן הרוש יש לנו", LOOK, nm("בן הרוש"), [("names", "c14", "c15")]),
    he("המדחס של המעבדה של בן הרוש", REP, nm("בן הרוש"), [("rep", "r23")]),
    he("עד מתי פתוחים בשישי", KNOW, [], [("kn", "k01", "12:00")]),
    he("מספר חירום", KNOW, [], [("kn", "k01", "052-7770911")]),
    he("כמה עולה אבחון במעבדה", KNOW, [], [("kn", "k10", "220")]),
    he("כל כמה זמן מחליפים מסננים במדחס", KNOW, [], [("kn", "k08", "6 חודשים")]),
    he("מה עם האוטוקלב של ביטון", REP, nm("ביטון"), [("rep", "r30")]),
    he("וכמה חייב", BAL, [], [("bal", "c22")], True),
    he("SC2505 שולם", INV, [("inv", "SC-2505", "SC2505")], [("ist", "i40")]),
    he("מייל של גולדמן", LOOK, nm("גולדמן"), [("email", "c28")]),
    he("יש לו משהו אצלנו בתיקון", REP, [], [("repc", "c28")], True),
    he("חשבוניות פתוחות של אבו קוידר", INV, nm("אבו קוידר"), [("ilist", "c26", OP)]),
    he("והאוטוקלב שלו", REP, [], [("rep", "r34")], True),
    he("מי זה 0547719920", LOOK, ph("0547719920"), [("name", "c25")]),
    he("יש לה משהו פתוח", INV, [], [("ilist", "c25", OP)], True),
    he("מה אתה יודע לעשות בכלל", HELP),
    he("אהלן", GREET),
    he("תזמין פיצה לצהריים למשרד", UNK),
    he("מה עם היניקה של יהלום", REP, nm("יהלום"), [("rep", "r31")]),
    he("ההצעת מחיר כמה זמן בתוקף", KNOW, [], [("kn", "k10", "14 יום")]),
]  # fmt: skip

S55AZ: list[Row] = [  # Rachel, the supply rep on the phone
    en("Hi, this is Rachel from DentaSupply. Could you tell me whether Dr. Levin in Be'er Sheva "
       "has an open balance with you?",
       BAL, nm("Levin"), [("bal", "c02")]),
    en("Thanks! And is his chair repair finished yet?", REP, [], [("rep", "r03")], True),
    en("Dr. Levinson in Dimona mentioned his X-ray sensor was sent out for repair, do you know "
       "where that stands?",
       REP,
       nm("Levinson"), [("rep", "r05")]),
    en("And the suction unit at his clinic?", REP, [], [("rep", "r04")], True),
    en("Could I get the phone number for Dr. Olga Kaplan's clinic in Ofakim, please?",
       LOOK, nm("Olga Kaplan"),
       [("phone", "c06")]),
    en("Does she owe you anything at the moment?", BAL, [], [("bal", "c06")], True),
    en("I'm visiting Dr. Samer Abu-Sabit in Rahat tomorrow. Is his autoclave still out of service?", REP,
       nm("Samer Abu-Sabit"), [("rep", "r01")]),
    en("And Dr. Nadia Abu-Sabit in Be'er Sheva, what's the address of her clinic?",
       LOOK, nm("Nadia Abu-Sabit"),
       [("addr", "c08", "העצמאות")]),
    en("Is her X-ray sensor back from repair yet?", REP, [], [("rep", "r13")], True),
    en("How much does Smile Dimona owe you, if you don't mind me asking?",
       BAL, nm("Smile Dimona"), [("bal", "c10")]),
    en("Could you check invoice DR 3139 for me? Is it paid?",
       INV, [("inv", "DR-3139", "DR 3139")], [("ist", "i23")]),
    en("How much is left to pay on it?", INV, [], [("ileft", "i23")], True),
    en("Is the compressor at Smile Dimona ready?", REP, nm("Smile Dimona"), [("rep", "r18")]),
    en("Who's the clinic at 08-9933120? I have it on a business card with no name.", LOOK, ph("08-9933120"),
       [("name", "c13")]),
    en("Do you lend clinics a sensor while theirs is being repaired? Is there a deposit?", KNOW, [],
       [("kn", "k06", "2,000")]),
    en("Is the Clalit Smile branch in Be'er Sheva behind on payments?",
       BAL, nm("Clalit Smile"), [("bal", "c04")]),
    en("What about their treatment chair, the Anthos?", REP, [], [("rep", "r08")], True),
    en("Is invoice SC-2501 paid?", INV, iv("SC-2501"), [("ist", "i08")]),
    en("What's the email for Dr. Michael Stern?", LOOK, nm("Michael Stern"), [("email", "c18")]),
    en("Is his compressor ready for pickup?", REP, [], [("rep", "r26")], True),
    en("Does Dr. Chen Malka in Ofakim still owe money?", BAL, nm("Chen Malka"), [("bal", "c19")]),
    en("And her sensor - have you found the problem yet?", REP, [], [("rep", "r28")], True),
    en("Which invoices are overdue for Dr. Al-Okbi in Rahat?", INV, nm("Al-Okbi"), [("ilist", "c21", OV)]),
    en("And is his compressor still waiting for the motor?", REP, [], [("rep", "r29")], True),
    en("Do you have a Dr. Irit Cohen in Netivot as a customer?", LOOK, nm("Irit Cohen"), [("name", "c20")]),
    en("Does she have any outstanding balance?", BAL, [], [("bal", "c20")], True),
    en("Could you tell me how much has been paid on DR-3148?", INV, iv("DR-3148"), [("ipaid", "i19")]),
    en("Whose invoice is that?", LOOK, [], [("name", "c08")], True),
    en("What are your office hours on Fridays?", KNOW, [], [("kn", "k01", "12:00")]),
    en("How much is a technician visit to a clinic in Be'er Sheva?", KNOW, [], [("kn", "k02", "380")]),
    en("Is there an extra charge to drive out to Dimona?", KNOW, [], [("kn", "k02", "120")]),
    en("How long is your warranty on a repair?", KNOW, [], [("kn", "k05", "6")]),
    en("How often do clinics need autoclave validation, and what does it cost?",
       KNOW, [], [("kn", "k04", "450")]),
    en("What does your annual service contract cost?", KNOW, [], [("kn", "k03", "3,600")]),
    en("How many working hours before compressor oil needs changing?", KNOW, [], [("kn", "k08", "1,000")]),
    en("Is DR-3120 overdue?", INV, iv("DR-3120"), [("ist", "i16")]),
    en("Who is that invoice for?", LOOK, [], [("name", "c07")], True),
    en("Could you check what Negev Implant Center owes?", BAL, nm("Negev Implant Center"), [("bal", "c29")]),
    en("How are the repairs at Negev Implant coming along?", REP, nm("Negev Implant"), [("repc", "c29")]),
    en("Does Dr. Ruth Adler in Netivot have any unpaid invoices?",
       INV, nm("Ruth Adler"), [("ilist", "c25", OP)]),
    en("I think the Ben-Harush lab moved - what address do you have for them?", LOOK, nm("Ben-Harush"),
       [("addr", "c14", "תעשייה")]),
    en("Could you recommend a good dental supply distributor in the Negev?", UNK),
    en("Good morning! Hope you're all well.", GREET),
    en("I heard Dr. Zyad Abu-Kweider in Rahat still has invoice DR-3134 open, is that right?", INV,
       iv("DR-3134") + nm("Zyad Abu-Kweider"), [("ist", "i48")]),
    en("What does Dr. Perelman in Dimona owe?", BAL, nm("Perelman"), [("bal", "c11")]),
]  # fmt: skip

S55AP: list[Row] = [  # plain
    he("מה היתרה של מרפאת שיניים נווה נוי", BAL, nm("נווה נוי"), [("bal", "c27")]),
    he("מה הסטטוס של האוטוקלב של לאה קורן", REP, nm("לאה קורן"), [("rep", "r40")]),
    he("מה הסטטוס של חשבונית DR-3150", INV, iv("DR-3150"), [("ist", "i11")]),
    he("מה הטלפון של עומר חורי", LOOK, nm("עומר חורי"), [("phone", "c32")]),
    he("מה צריך לרשום כשמכשיר מגיע למעבדה", KNOW, [], [("kn", "k10", "המספר הסידורי")]),
    he("כמה חייבת מרפאת ד\"ר שפירא מערד", BAL, nm("שפירא")),
    he("מה מצב חשבונית DR-2990", INV, iv("DR-2990")),
    he("של מי המספר 050-1112233", LOOK, ph("050-1112233")),
    he("שלום", GREET),
    he("איך אתה יכול לעזור לי", HELP),
    he("מה מזג האוויר מחר בבאר שבע", UNK),
    he("תקבע לי תור לבדיקת שיניים אצל ד\"ר לוין", UNK),
    he("תכתוב פוסט לפייסבוק על מבצע לאוטוקלבים", UNK),
    he("כמה עולה דולר היום", UNK),
    he("כמה עולה החלפת מסננים במדחס", KNOW, [], [("kn", "k08", "280")]),
    he("בוקר טוב", GREET),
    en("What is the balance of Dr. Leah Koren?", BAL, nm("Leah Koren"), [("bal", "c31")]),
    en("What is the status of the repair for Ben-Harush Dental Lab?", REP, nm("Ben-Harush Dental Lab"),
       [("rep", "r23")]),
    en("What is the status of invoice DR-3153?", INV, iv("DR-3153"), [("ist", "i57")]),
    en("How much is left to pay on invoice DR-3118?", INV, iv("DR-3118"), [("ileft", "i09")]),
    en("Find the customer with phone 052-9012785", LOOK, ph("052-9012785"), [("name", "c32")]),
    en("Look up customer Dr. Yaron Peretz", LOOK, nm("Yaron Peretz")),
    en("What is the balance for phone 054-0000123?", BAL, ph("054-0000123")),
    en("Status of invoice SC-2599", INV, iv("SC-2599")),
    en("What are the payment terms for a health fund branch?", KNOW, [], [("kn", "k07", "60")]),
    en("How long does a sensor repair at the importer usually take?", KNOW, [], [("kn", "k06", "10-14")]),
    en("Hello", GREET),
    en("What can you do?", HELP),
    en("help", HELP),
    en("Book me a table for two in Tel Aviv tonight", UNK),
    en("What is the capital of Australia?", UNK),
    en("Send Dr. Michael Stern a happy birthday text", UNK),
]  # fmt: skip

S55AF: list[list[Row]] = [
    [  # a new clinic in Netivot, its compressor and its invoice
        he("ליאור אדרי מנתיבות חייב משהו?", BAL, nm("ליאור אדרי"), [("bal", "c34")]),
        en("Has Dr. Lior Edri's compressor been checked in?", REP, nm("Lior Edri"), [("rep", "r43")]),
        en("who is invoice DR-3155 for?", LOOK, iv("DR-3155"), [("name", "c34"), ("about", "i60")]),
        he("מה הטלפון של אדרי", LOOK, nm("אדרי"), [("phone", "c34")]),
    ],
    [  # an existing Dimona clinic: a new invoice and a dropped sensor
        he("כמה חייב גלעד ביטון עכשיו", BAL, nm("גלעד ביטון"), [("bal", "c22")]),
        en("Dr. Gilad Biton's RVG sensor that just came in - what's its status?", REP, nm("Gilad Biton"),
           [("rep", "r44")]),
        en("is DR-3156 open?", INV, iv("DR-3156"), [("ist", "i61")]),
        en("how much is left on dr3156", INV, [("inv", "DR-3156", "dr3156")], [("ileft", "i61")]),
    ],
    [  # a new Latin-stored dentist, asked about in Hebrew letters too
        en("How much does Dr. Hana Weiss owe?", BAL, nm("Hana Weiss"), [("bal", "c35")]),
        he("האוטוקלב של חנה וייס, מה המצב", REP, nm("חנה וייס"), [("rep", "r45")]),
        en("what's Hana Weiss's email?", LOOK, nm("Hana Weiss"), [("email", "c35")]),
        en("how much has been paid on SC-2507?", INV, iv("SC-2507"), [("ipaid", "i62")]),
    ],
]  # fmt: skip

BATCHES = {"s55ax": S55AX, "s55ay": S55AY, "s55az": S55AZ, "s55ap": S55AP}
FRESH = {"s55af": S55AF}

"""A DEVELOPMENT set written by helper ``wrap45`` (session 45, 2026-12-06, issue 15) about three
development businesses of different trades: ``shops/kacholyam.json`` (a pool service, business
``kacholyam-w``, batch ``s46mk``), ``shops/printline.json`` (printers and copiers, ``printline-w``,
``s46mp``) and ``shops/carmelfix.json`` (watch, sewing-machine and small-appliance repairs,
``carmelfix-w``, ``s46mc``). Its items may be looked at and the engine tuned on them; it is NOT held out.

Why: a thirteenth held-out writer's first run (aggregates only, never read) named two voices as the
weakest: a manager who wraps the question in backstory and courtesy, a sentence or two before or after it
(another customer's name, "call", "meeting", "tomorrow" in the story), and a technician texting from the
road: terse, abbreviated, no punctuation, Hebrew and English mixed, a bare invoice number without its
prefix, a name with no verb. Each business's rows are about half each voice, with plain controls, all
intents and follow-ups; Hebrew at least 60%. Every question was written before any was sent; the
carmelfix rows were kept aside as a check, looked at only in aggregate until the end.

First run (main ``30b3dc0``, records first): intent 0.93, entities 1.00, answers 0.89 (he 0.93, en 0.81);
the manager's rows intent 0.91 answers 0.89, the technician's 0.93 / 0.87, the controls 1.00 / 1.00; the
carmelfix check 0.95 / 0.90. Misses: a bare number typed without its printed prefix ("1077 סטטוס", "2231
שולם?", "inv 2225 pd?" of KY-1077, PL/2231, PL/2225) not linked; a closing "Can you find it?" read as a
look-up where the story asked an invoice; a policy asked after a story of an unnamed customer read as a job
of one the story's words matched by a thing; "avidan tel"; a help ask with "בעצם" among a story; "do we
take Bit" found no policy; a follow-up "what did we quote him for it?".

After wrap45 (an invoice linked by its serial behind a printed prefix, ``records.invoice_number_by_serial``;
``closing_question``: a closing request only to look, and a policy asked after a story that names no one,
defer to the story; ``clipped``: a clipped word read as the lexicon word it begins), before the intent
corpus took these rows: intent 0.98, answers 0.96 (he 0.98, en 0.92), the carmelfix check 0.98 / 0.95;
with the corpus regenerated: intent 0.98, entities 1.00, answers 0.97 (he 0.98, en 0.94), manager 0.97 /
0.95, technician 1.00 / 0.98 ("what did we quote him for it?" right only through the model trained on it).
Left: s46mk-014 (help, "בעצם" in a story), s46mk-021 ("Bit"), s46mp-026 ("ויסמן" is two customers: the
engine asks which, rightly), s46mc-001 (a closing "מה המצב שלו?" of her watch read as her balance),
s46mc-017 (a technician's home rate: the wrong sentence of the policy).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm


def kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


KACHOLYAM: list[Row] = [
    # the manager: backstory and courtesy around the question
    he(
        "אורי שפירא התקשר כבר פעמיים הבוקר ואני צריך לחזור אליו לפני הצהריים. תבדוק לי בבקשה מה קורה עם"
        " המשאבה שלו?",
        REP,
        nm("אורי שפירא"),
        [("rep", "r01")],
    ),
    he(
        "תעשה לי טובה, רחל שטרן מתקשרת כל יום בגלל הכלורינטור. הגיע כבר החלק או שעדיין מחכים?",
        REP,
        [],
        [("rep", "r03")],
    ),
    he(
        "יש לי פגישה מחר עם מנהל האחזקה של מלון השרון ואני רוצה לדעת לפני כן כמה הם חייבים לנו בסך הכל",
        BAL,
        nm("מלון השרון"),
        [("bal", "c06")],
    ),
    he(
        "אני צריך לדעת לפני הפגישה עם קיבוץ שפיים אם החשבונית 26/116 שולמה או לא, כי הם טוענים שהעבירו",
        INV,
        iv("26/116"),
        [("ist", "i20")],
    ),
    he(
        "לפני שאני מתקשרת לדוד בן-עמי, תגיד לי בבקשה מה היתרה שלו אצלנו. הוא בטח ישאל.",
        BAL,
        nm("דוד בן-עמי"),
        [("bal", "c04")],
    ),
    he(
        "מישהו מהמשרד של הקאנטרי קלאב השאיר הודעה, הם רוצים לדעת מה עם משאבת החום של הבריכה החיצונית."
        " אפשר לבדוק?",
        REP,
        [],
        [("rep", "r04")],
    ),
    he(
        "בוקר טוב, סליחה על ההטרדה. אחמד מסארווה מטייבה ביקש שנחזור אליו עם מספר החשבונית הפתוחה שלו, כי"
        " הוא רוצה לשלם היום",
        INV,
        nm("אחמד מסארווה"),
        [("ilist", "c14")],
    ),
    he(
        "הלקוחה נועה גרין כתבה לנו בפייסבוק, היא לא זוכרת איזה טלפון השאירה אצלנו. מה הטלפון שרשום עליה?",
        LOOK,
        nm("נועה גרין"),
        [("phone", "c10")],
    ),
    he(
        "אני מכין את רשימת הגבייה לסוף החודש. תבדוק בבקשה אם אלון מזרחי חייב לנו משהו",
        BAL,
        nm("אלון מזרחי"),
        [("bal", "c09")],
    ),
    he(
        "לקוחה שואלת בטלפון ואני לא רוצה להגיד לה שטויות: כמה זמן אחרי טיפול הלם אסור להיכנס למים?",
        KNOW,
        [],
        kn("k10", "24 שעות"),
    ),
    he(
        "יש פה בחור חדש בקבלה והוא שואל אותי כל חמש דקות. כמה עולה אצלנו ביקור טכנאי בשרון?",
        KNOW,
        [],
        kn("k08", "280"),
    ),
    he(
        "הלקוח מתעקש שהוא ביטל בזמן. מה בעצם המדיניות שלנו לגבי ביטול ביקור?",
        KNOW,
        [],
        kn("k12", "24 שעות"),
    ),
    he(
        "מחר בבוקר אני נפגש עם מרכז הספורט העירוני רמת השרון, והם בטוח יעלו את נושא הבקר. באיזה שלב"
        " התיקון של בקר ה-pH?",
        REP,
        [],
        [("rep", "r16")],
    ),
    he("תגיד, אני לא מכיר את המערכת הזאת בכלל, מה אתה בעצם יודע לעשות?", HELP),
    he("אני בדרך לפגישה ואין לי זמן, תזמין לי בבקשה מונית לרעננה", UNK),
    en(
        "Before I call Michael Rosenberg back, can you check how much he still owes us? He's going to ask.",
        BAL,
        nm("Michael Rosenberg"),
        [("bal", "c05")],
    ),
    en("and what's his email, so I can send him the statement?", LOOK, [], [("email", "c05")], True),
    en(
        "I have a meeting with Aqua Fit Studio tomorrow and I want to know whether the massage pump part for"
        " their jacuzzi has come in yet",
        REP,
        nm("Aqua Fit Studio"),
        [("rep", "r12")],
    ),
    en(
        "Tom Avidan has been calling every single day about his robot. Could you please look into where"
        " things stand?",
        REP,
        nm("Tom Avidan"),
        [("rep", "r15")],
    ),
    en(
        "Sorry to bother you, Yael Tsur wants to pay by bank transfer and asked which invoice number to put"
        " in the reference. Can you find it?",
        INV,
        nm("Yael Tsur"),
        [("ilist", "c15")],
    ),
    en(
        "A customer on the phone is asking whether we take Bit. I don't want to give her wrong info, do we?",
        KNOW,
        [],
        kn("k11", "בביט"),
    ),
    # the technician: terse, abbreviated, mixed
    he("שפירא יתרה?", BAL, [], [("bal", "c01")]),
    he("שפירא רובוט מוכן?", REP, [], [("rep", "r02")]),
    he("KY-1063 שולמה?", INV, iv("KY-1063"), [("ist", "i06")]),
    he("1077 סטטוס", INV, [], [("ist", "i02")]),
    he("מה עם ה-heat pump של הקאנטרי", REP, [], [("rep", "r04")]),
    he("מסארווה חוב", BAL, [], [("bal", "c14")]),
    he("ומה עם המשאבה שלו", REP, [], [("rep", "r18")], True),
    he("טל' של גרין", LOOK, [], [("phone", "c10")]),
    he("כתובת בן עמי", LOOK, [], [("addr", "c04", "כפר שמריהו")]),
    he("מלון השרון חשב' פתוחות", INV, [], [("ilist", "c06")]),
    he("ביקור טכנאי מחוץ לשרון כמה", KNOW, [], kn("k08", "380")),
    he("ג'וליה קרמר פילטר", REP, [], [("rep", "r11")]),
    en("bal rosenberg pls", BAL, [], [("bal", "c05")]),
    en("inv 5531 pd?", INV, iv("5531"), [("ist", "i03")]),
    en("stern salt sys stat", REP, [], [("rep", "r03")]),
    en("avidan tel", LOOK, [], [("phone", "c11")]),
    en("aqua fit bal", BAL, [], [("bal", "c08")]),
    he("מה עם ה-cover motor של rosenberg", REP, [], [("rep", "r08")]),
    # plain controls
    he("מה היתרה של אורי שפירא?", BAL, nm("אורי שפירא"), [("bal", "c01")]),
    en("What is the status of invoice 5547?", INV, iv("5547"), [("ist", "i07")]),
    he("מה המצב של איתור הנזילה אצל דוד בן-עמי?", REP, nm("דוד בן-עמי"), [("rep", "r06")]),
    he("היי", GREET),
]

PRINTLINE: list[Row] = [
    # the manager
    he(
        'המזכירה של משרד עו"ד לוין את שגיא מתקשרת כל יום, הם בלי מכונת צילום כבר שבוע. תבדוק בבקשה מה'
        " קורה עם הריקו שלהם",
        REP,
        [],
        [("rep", "r01")],
    ),
    he(
        "אני צריכה לדעת לפני הפגישה עם מנהלת בית ספר הרצל אם הגיע החלק למכונת הצילום של חדר המורים",
        REP,
        [],
        [("rep", "r03")],
    ),
    he(
        "לפני שאני מחזיר טלפון לדפוס אור-חן - כמה בדיוק הם חייבים לנו? אני לא רוצה להתבלבל",
        BAL,
        nm("דפוס אור-חן"),
        [("bal", "c05")],
    ),
    he("ומה עם מכונת הדפוס שלהם, הגיע החלק?", REP, [], [("rep", "r07")], True),
    he(
        'רו"ח שרעבי טוען שהוא שילם את כל מה שהיה פתוח. אפשר לבדוק מה המצב של החשבונית 31455?',
        INV,
        iv("31455"),
        [("ist", "i09")],
    ),
    he(
        "עמותת לב חם ביקשו שנשלח להם שוב את פרטי החשבונית כי היא הלכה לאיבוד אצלם. איזו חשבונית פתוחה יש"
        " להם?",
        INV,
        [],
        [("ilist", "c13")],
    ),
    he(
        "תעשה לי טובה, ולדימיר קוגן מכפר סבא שאל כבר שלוש פעמים. מה עם המדפסת סמסונג שלו?",
        REP,
        nm("ולדימיר קוגן"),
        [("rep", "r19")],
    ),
    he(
        "קיבלתי מייל ממיכל אורן אדריכלות, הם שואלים אם הפלוטר כבר מוכן כי יש להם הגשה ביום חמישי",
        REP,
        [],
        [("rep", "r05")],
    ),
    he(
        'אני עושה סדר בגבייה לפני סוף השנה. תגיד לי בבקשה כמה נשאר פתוח אצל המתנ"ס נווה עוז',
        BAL,
        [],
        [("bal", "c06")],
    ),
    he(
        "שירה ליבנה התקשרה, היא עוברת דירה ורוצה לוודא שיש לנו את הכתובת הנכונה. מה רשום אצלנו?",
        LOOK,
        nm("שירה ליבנה"),
        [("addr", "c15", "ראש העין")],
    ),
    he(
        "לקוח חדש שואל ואני לא בטוח: כמה עולה ביקור טכנאי למי שאין לו חוזה?",
        KNOW,
        [],
        kn("k03", "320"),
    ),
    he(
        "יש לי לקוח על הקו שהמכונה שלו במעבדה כבר חמישה ימים. מגיעה לו מכונה חלופית?",
        KNOW,
        [],
        kn("k08", "3 ימים"),
    ),
    he(
        "המנהל שאל אותי ואני רוצה לענות לו נכון: עד מתי צריך לשלוח את קריאת המונה אם המכונה לא ברשת?",
        KNOW,
        [],
        kn("k06", "ה-3 לחודש"),
    ),
    he(
        "סאמר חורי מכפר קאסם השאיר הודעה שהוא רוצה לדבר עם מישהו. יש לך את הטלפון שלו?",
        LOOK,
        nm("סאמר חורי"),
        [("phone", "c10")],
    ),
    en(
        "I'm meeting the IT manager of Tech Nova tomorrow morning and I'd like to know where the Xerox copier"
        " on the third floor stands before I go in",
        REP,
        [],
        [("rep", "r15")],
    ),
    en(
        "Brian Walsh emailed twice asking about his Epson. Before I answer him, can you check if it's ready?",
        REP,
        nm("Brian Walsh"),
        [("rep", "r06")],
    ),
    en("and what did we quote him for it?", REP, [], [("say", "450.00")], True),
    en(
        "Natalie Roth is coming in this afternoon to settle up. I want to know how much she owes so I can"
        " have the receipt ready",
        BAL,
        nm("Natalie Roth"),
        [("bal", "c08")],
    ),
    en(
        "Osher Copy Center claims they already paid invoice 31471 in full. Can you check what we actually"
        " have on it?",
        INV,
        iv("31471"),
        [("ist", "i21")],
    ),
    en(
        "Sorry, quick one before I head out - a client asks how long the warranty is on a repair we did in"
        " the lab",
        KNOW,
        [],
        kn("k07", "90 יום"),
    ),
    # the technician
    he("לוין שגיא יתרה?", BAL, [], [("bal", "c01")]),
    he("2231 שולם?", INV, [], [("ist", "i02")]),
    he("חש' PL/2212 כמה נשאר", INV, iv("PL/2212"), [("ileft", "i06")]),
    he("קוגן מדפסת?", REP, [], [("rep", "r19")]),
    he("טל' אורן אדריכלות", LOOK, [], [("phone", "c03")]),
    he("ויסמן חשבונית", INV, [], [("ist", "i16")]),
    he("הרצל תלת מימד סטטוס", REP, [], [("rep", "r04")]),
    he("מה עם ה-scanner של שרעבי", REP, [], [("rep", "r10")]),
    he("אושר קופי גיליוטינה", REP, [], [("rep", "r22")]),
    he("בן-שושן מדבקות מוכן?", REP, [], [("rep", "r13")]),
    he("מייל של ליבנה", LOOK, [], [("email", "c15")]),
    he("טונר תואם כמה זול", KNOW, [], kn("k04", "40%")),
    en("bal natalie roth", BAL, nm("natalie roth"), [("bal", "c08")]),
    en("inv 2225 pd?", INV, [], [("ist", "i14")]),
    en("walsh epson rdy?", REP, [], [("rep", "r06")]),
    en("lev ham bal pls", BAL, [], [("bal", "c13")]),
    en("tech nova copier stat", REP, [], [("rep", "r15")]),
    he("A-118 כמה שילמו", INV, iv("A-118"), [("ipaid", "i04")]),
    # plain controls
    he("מה מצב החשבונית A-127?", INV, iv("A-127"), [("ist", "i19")]),
    en("What's the balance of Brian Walsh?", BAL, nm("Brian Walsh"), [("bal", "c04")]),
    he("מה הטלפון של מרפאת שיניים בן-שושן?", LOOK, nm("מרפאת שיניים בן-שושן"), [("phone", "c09")]),
    he("ערב טוב", GREET),
    en("what can you help me with?", HELP),
    he("מה מזג האוויר בפתח תקווה מחר?", UNK),
]

CARMELFIX: list[Row] = [
    # the manager
    he(
        "מרים זילברשטיין עומדת פה בדלפק ושואלת על השעון אומגה שלה, היא אומרת שהבטחנו לה לשבוע שעבר. מה"
        " המצב שלו?",
        REP,
        nm("מרים זילברשטיין"),
        [("rep", "r01")],
    ),
    he(
        "תעשה לי טובה, הבעלים של בית קפה הגפן מתקשר כל יום, בלי מכונת האספרסו הם לא עובדים. הגיע החלק?",
        REP,
        [],
        [("rep", "r07")],
    ),
    he(
        "יש לי פגישה עם מתפרת הדר ביום ראשון ואני רוצה להגיע מוכן. כמה הם חייבים לנו כרגע?",
        BAL,
        nm("מתפרת הדר"),
        [("bal", "c03")],
    ),
    he(
        "לפני שאני מתקשר לסמיר חורי להזכיר לו על התשלום, תבדוק לי כמה נשאר לו לשלם על החשבונית 7315",
        INV,
        iv("7315"),
        [("ileft", "i03")],
    ),
    he(
        "נורית בס מקריית ביאליק השאירה הודעה שהיא רוצה לאסוף את השואב. הוא כבר מוכן או שעוד עובדים עליו?",
        REP,
        nm("נורית בס"),
        [("rep", "r10")],
    ),
    he(
        "הלקוח שלנו אלכסנדר פישמן אומר ששילם בביט ולא קיבל קבלה. אפשר לבדוק אם החשבונית שלו מסומנת כשולמה?",
        INV,
        nm("אלכסנדר פישמן"),
        [("ist", "i09")],
    ),
    he(
        "גלינה קוזלוב מנשר שואלת למה קיבלה הודעה על חשבונית. יש לה בכלל חשבונית פתוחה?",
        INV,
        nm("גלינה קוזלוב"),
        [("ist", "i16")],
    ),
    he(
        "אני צריך לדעת לפני שאני סוגר את הקופה: כמה עולה החלפת סוללה בשעון עמיד למים?",
        KNOW,
        [],
        kn("k03", "95"),
    ),
    he(
        "לקוחה שואלת אם היא יכולה לחלק את התשלום על התיקון. הסכום מעל אלף שקל, כמה תשלומים מותר?",
        KNOW,
        [],
        kn("k09", "3 תשלומים"),
    ),
    he(
        "מספרת שושי שוב על הקו. הם רוצים לדעת מה עם מכונת התספורת וואל, אמרו להם שזה ייקח יומיים",
        REP,
        [],
        [("rep", "r16")],
    ),
    he("והמייבש שלהם?", REP, [], [("rep", "r15")], True),
    he(
        "יוסף אבו-ריא מטירת כרמל ביקש שנשלח לו את החשבונית במייל, אבל אני לא בטוח שיש לנו מייל שלו. מה רשום?",
        LOOK,
        nm("יוסף אבו-ריא"),
        [("email", "c08")],
    ),
    en(
        "Rebecca Stern is on her way to pick up the watch strap. Before she gets here, can you confirm it's"
        " actually ready?",
        REP,
        nm("Rebecca Stern"),
        [("rep", "r06")],
    ),
    en(
        "I have a call with Haifa Design Studio's accountant in ten minutes and I need to know how much is"
        " still open on invoice 7340",
        INV,
        iv("7340"),
        [("ileft", "i12")],
    ),
    en(
        "Tom Becker keeps emailing about his KitchenAid, he's getting impatient. Could you check what's going"
        " on with it?",
        REP,
        nm("Tom Becker"),
        [("rep", "r18")],
    ),
    en("and what's the phone number we have for him?", LOOK, [], [("phone", "c14")], True),
    en(
        "A walk-in customer wants to know what we charge when a technician comes to the house. What's the"
        " rate for the first hour?",
        KNOW,
        [],
        kn("k10", "250"),
    ),
    # the technician
    he("זילברשטיין יתרה?", BAL, [], [("bal", "c01")]),
    he("והשעון שלה?", REP, [], [("rep", "r01")], True),
    he("4437 שולמה?", INV, [], [("ist", "i02")]),
    he("הגפן מטחנה", REP, [], [("rep", "r08")]),
    he("פישמן אפל ווטש?", REP, [], [("rep", "r09")]),
    he("מה עם ה-overlock של מתפרת הדר", REP, [], [("rep", "r05")]),
    he("חורי מכונת קפה חלק הגיע?", REP, [], [("rep", "r03")]),
    he("טל' נורית בס", LOOK, [], [("phone", "c07")]),
    he("אבו-ריא מגהץ מוכן?", REP, [], [("rep", "r11")]),
    he("הגפן חוב", BAL, [], [("bal", "c05")]),
    he("חש' 2026/0735 סטטוס", INV, iv("2026/0735"), [("ist", "i15")]),
    he("שליח לקריות כמה", KNOW, [], kn("k08", "60")),
    en("bal becker", BAL, [], [("bal", "c14")]),
    en("inv 4433 pd?", INV, [], [("ist", "i10")]),
    en("dyson bass rdy?", REP, [], [("rep", "r10")]),
    en("haifa design plotter stat", REP, [], [("rep", "r12")]),
    en("stern bal pls", BAL, [], [("bal", "c04")]),
    he("מה עם ה-camera של דניאל לב", REP, [], [("rep", "r14")]),
    # plain controls
    he("מה היתרה של בית קפה הגפן?", BAL, nm("בית קפה הגפן"), [("bal", "c05")]),
    en("What is the status of Tom Becker's mixer?", REP, nm("Tom Becker"), [("rep", "r18")]),
    he("מה הכתובת של גלינה קוזלוב?", LOOK, nm("גלינה קוזלוב"), [("addr", "c13", "נשר")]),
    he("שלום", GREET),
    he("תכתוב לי שיר יום הולדת לאשתי", UNK),
    en("How late are you open on Friday?", KNOW, [], kn("k01", "13:30")),
]

KACHOLYAM_BATCHES: dict[str, list[Row]] = {"s46mk": KACHOLYAM}
PRINTLINE_BATCHES: dict[str, list[Row]] = {"s46mp": PRINTLINE}
CARMELFIX_BATCHES: dict[str, list[Row]] = {"s46mc": CARMELFIX}

"""HELD OUT: questions about בריח – מנעולים וכספות (``shops/bariach.json``), a locksmith and safes company in
Beersheba, written by helper ``heldout39`` (session 39), a new writer who has seen neither the assistant's
engine nor any earlier writer's questions. Scored as aggregates only (``bench.score_businesses bariach``,
never ``--items``); its rows are never looked at one by one, rewritten or learned from.

Written on 2026-12-05 before any of them was sent to the engine, in three voices no earlier set used as its
main one:

(a) messages dictated to a phone and written down by speech-to-text: no punctuation, invoice numbers, phones
    and amounts spoken as words ("invoice four one two seven", "חשבונית אלף מאתיים ושש"), a name heard as a
    similar-sounding word (ביטון -> בטון, שושן -> ששון, ממן -> מאמן, Goldberg -> gold bird, Pharm -> farm),
    "question mark" / "סימן שאלה" said aloud;
(b) a new immigrant on the staff: learner Hebrew (wrong gender and prepositions, Russian word order, Russian
    and English words in Hebrew letters: סקולקו, גוטוב, שטו, באלאנס, ריפייר, אינבויס) and non-native English;
(c) the owner asking two things at once or with a condition; the row expects the intent of the MAIN
    question and the facts that question asks; a few negative or comparative questions that the functions
    still answer (who owes more, is anything not yet delivered, is the balance over 500).

A row is ``(lang, text, intent, entities, facts, follow)`` (``lab_rows``). Entities: a name as typed (a
misheard name as it was heard), an invoice number as stored (however it was spoken), a phone's digits.
Eight conversations hold the fifteen follow-ups. ``FRESH`` is asked after the ``added_later`` step (a new
customer גל אמסלם with an invoice and a job, and a new invoice and job for אורלי ממן).

First run (main 7ef8141 plus this set, before any change for it; aggregates only; 204 rows = 192 + 12 fresh),
the same in both orders (records first, a chat first): intent 0.89, entities 0.80, answers 0.84 (he 0.77,
en 0.91). By intent (intent / answers): customer_balance n=43 0.86 / 0.80, customer_lookup n=32 0.84 / 0.88,
invoice_status n=41 0.88 / 0.80, repair_status n=45 0.87 / 0.82, knowledge n=20 1.00 / 0.95, greeting n=6
0.83, help n=5 1.00, unknown n=12 1.00.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

SPOKEN: list[Row] = [  # (a) dictated, transcribed by speech-to-text
    he("כמה מייקל לוינסון חייב לנו סימן שאלה", BAL, nm("מייקל לוינסון"), [("bal", "c03")]),
    he("תבדוק כמה חייב משה בטון מדימונה", BAL, nm("משה בטון"), [("bal", "c07")]),
    he("מה היתרה של יוסף אבו טבול", BAL, nm("יוסף אבו טבול"), [("bal", "c04")]),
    he("כמה פתוח אצל מרכולית שלומי", BAL, nm("מרכולית שלומי"), [("bal", "c15")]),
    he(
        "יתרה של הלקוח עם הטלפון אפס חמש שתיים שבע שבע שמונה שלוש שלוש אפס אחת",
        BAL,
        ph("0527783301"),
        [("bal", "c25")],
    ),
    he("כמה חייבת נגב פארם סימן שאלה", BAL, nm("נגב פארם"), [("bal", "c18")]),
    he("מה המצב חוב של מוסך אחים זוהר", BAL, nm("מוסך אחים זוהר"), [("bal", "c27")]),
    he("משרד עורך דין גבאי כמה נשאר להם לשלם", BAL, nm("משרד עורך דין גבאי"), [("bal", "c21")]),
    he("הכספת של המשרד עורך דין גבאי נמסרה סימן שאלה", REP, nm("משרד עורך דין גבאי"), [("rep", "r25")]),
    he("איפה עומדת הפלדלת של יוסף אבוטבול", REP, nm("יוסף אבוטבול"), [("rep", "r04")]),
    he("מה הסטטוס של הקודן של סוכנות ביטוח אלמוג", REP, nm("סוכנות ביטוח אלמוג"), [("rep", "r02")]),
    he("תבדוק לי אם הכספת של מרים אל קיים כבר נפתחה", REP, nm("מרים אל קיים"), [("rep", "r14")]),
    he("מה קורה עם העבודה אצל אבי ששון בירוחם", REP, nm("אבי ששון"), [("rep", "r21")]),
    he("הכספת של המוסך של האחים זוהר מה איתה", REP, nm("אחים זוהר"), [("rep", "r23")]),
    he("הצילינדר של מייקל לוינסון נמסר כבר", REP, nm("מייקל לוינסון"), [("rep", "r03")]),
    he("מה עם התיקון של אליהו שטרית השלט של היונדאי", REP, nm("אליהו שטרית"), [("rep", "r26")]),
    he("מה הסטטוס של חשבונית ארבעת אלפים מאה עשרים ושבע", INV, iv("4127"), [("ist", "i02")]),
    he("חשבונית אלף מאתיים ושש שולמה סימן שאלה", INV, iv("K-1206"), [("ist", "i04")]),
    he("כמה נשאר לשלם על חשבונית ארבע אחת אחת שמונה", INV, iv("4118"), [("ileft", "i10")]),
    he("חשבונית קיי אלף מאתיים וחמש כמה שילמו עליה", INV, iv("K-1205"), [("ipaid", "i29")]),
    he("אילו חשבוניות פתוחות יש לתכשיטי רויטל", INV, nm("תכשיטי רויטל"), [("ilist", "c05")]),
    he("החשבונית של שלוש מאות חמישים של ניקולאי פטרוב שולמה", INV, nm("ניקולאי פטרוב"), [("ist", "i27")]),
    he("חשבונית ארבעת אלפים מאה שלושים ושתיים באיחור סימן שאלה", INV, iv("4132"), [("ist", "i30")]),
    he("כמה שולם על חשבונית ארבעת אלפים מאה שלושים", INV, iv("4130"), [("ipaid", "i32")]),
    he("תן לי את הטלפון של אנה כוהן", LOOK, nm("אנה כוהן"), [("phone", "c06")]),
    he("מה הכתובת של יעל ברק", LOOK, nm("יעל ברק"), [("addr", "c17", "הנחל")]),
    he("מה המייל של משרד עורך דין גבאי", LOOK, nm("משרד עורך דין גבאי"), [("email", "c21")]),
    he("של מי המספר אפס שמונה שש ארבע אחת שתיים שתיים שבע שבע", LOOK, ph("086412277"), [("name", "c26")]),
    he("מספר טלפון של שמעון דהן מנתיבות", LOOK, nm("שמעון דהן"), [("phone", "c19")]),
    he("עד איזה שעה אתם פתוחים ביום שישי", KNOW, [], [("kn", "k01", "13:00")]),
    he("כמה עולה לפרוץ דלת בלילה", KNOW, [], [("kn", "k02", "450")]),
    he("כמה עולה שכפול מפתח מולטילוק", KNOW, [], [("kn", "k03", "120")]),
    he("מה הלקוח צריך להביא כדי שנפתח לו דלת", KNOW, [], [("kn", "k04", "תעודת זהות")]),
    he("כמה עולה קודן לדלת עם התקנה", KNOW, [], [("kn", "k12", "890")]),
    he("שלום מה נשמע סימן שאלה", GREET),
    he("עזרה מה אפשר לשאול אותך", HELP),
    he("מה מזג האוויר מחר בבאר שבע", UNK),
    he("יהיו ברקים ורעמים מחר סימן שאלה", UNK),
    en("how much does michael levinson still owe", BAL, nm("michael levinson"), [("bal", "c03")]),
    en("balance for desert star hostel please", BAL, nm("desert star hostel"), [("bal", "c11")]),
    en(
        "what is the balance of negev farm limited question mark",
        BAL,
        nm("negev farm limited"),
        [("bal", "c18")],
    ),
    en("how much money does the school ofek owe us", BAL, nm("ofek"), [("bal", "c09")]),
    en("olga smear nova balance", BAL, nm("olga smear nova"), [("bal", "c22")]),
    en("does kevin o brian owe anything", BAL, nm("kevin o brian"), [("bal", "c24")]),
    en(
        "balance for the customer on zero five two six six nine zero three one two",
        BAL,
        ph("0526690312"),
        [("bal", "c10")],
    ),
    en("is the secretary safe at ofek school ready", REP, nm("ofek school"), [("rep", "r11")]),
    en("status of the car key for moshe beaton", REP, nm("moshe beaton"), [("rep", "r08")]),
    en("whats happening with the smart lock for sarah goldberg", REP, nm("sarah goldberg"), [("rep", "r09")]),
    en("check the electric gate lock of david cohen question mark", REP, nm("david cohen"), [("rep", "r15")]),
    en(
        "where are we with the card locks at desert star hostel",
        REP,
        nm("desert star hostel"),
        [("rep", "r13")],
    ),
    en("negev farm narcotics safe status", REP, nm("negev farm"), [("rep", "r19")]),
    en("how is the keypad job for avi shushan going", REP, nm("avi shushan"), [("rep", "r21")]),
    en("status of invoice four one one four", INV, iv("4114"), [("ist", "i24")]),
    en("was invoice k twelve oh seven paid question mark", INV, iv("K-1207"), [("ist", "i34")]),
    en("how much is left on invoice forty one thirty one", INV, iv("4131"), [("ileft", "i05")]),
    en("how much did they pay on invoice four one one two", INV, iv("4112"), [("ipaid", "i08")]),
    en("invoice forty one oh seven is it overdue", INV, iv("4107"), [("ist", "i38")]),
    en("who is zero five four two two three one zero zero nine", LOOK, ph("0542231009"), [("name", "c17")]),
    en("phone number for sarah gold bird", LOOK, nm("sarah gold bird"), [("phone", "c08")]),
    en("what is the email of desert star hostel", LOOK, nm("desert star hostel"), [("email", "c11")]),
    en("address for kevin o brian question mark", LOOK, nm("kevin o brian"), [("addr", "c24", "האלה")]),
    en(
        "who has the number zero eight six two seven one one four four",
        LOOK,
        ph("086271144"),
        [("name", "c02")],
    ),
    en("what time do you open in the morning", KNOW, [], [("kn", "k01", "08:30")]),
    en("how much is a lockout during the day", KNOW, [], [("kn", "k02", "280")]),
    en("how much for a regular key copy", KNOW, [], [("kn", "k03", "15")]),
    en("hello how are you", GREET),
    en("play some music", UNK),
]

LEARNER: list[Row] = [  # (b) a new immigrant on the staff: learner Hebrew, non-native English
    he("סקולקו חייב הלקוחה אורלי ממן?", BAL, nm("אורלי ממן"), [("bal", "c10")]),
    he("כמה כסף היא צריך לשלם, מרים אלקיים", BAL, nm("מרים אלקיים"), [("bal", "c13")]),
    he("דוד כהן, חייב עוד משהו או כבר לא?", BAL, nm("דוד כהן"), [("bal", "c14")]),
    he("ליאור בן דוד יש לו חוב אצלנו?", BAL, nm("ליאור בן דוד"), [("bal", "c28")]),
    he("אליהו שטרית, כמה הוא חייבת לנו", BAL, nm("אליהו שטרית"), [("bal", "c29")]),
    he("הכספת של רויטל, היא כבר מוכן?", REP, nm("רויטל"), [("rep", "r05")]),
    he("המנעול של תריס בחנות של רויטל גוטוב או לא", REP, nm("רויטל"), [("rep", "r06")]),
    he(
        "אני רוצה לדעת על ריפייר של ניקולאי פטרוב, מפתח של טויוטה", REP, nm("ניקולאי פטרוב"), [("rep", "r17")]
    ),
    he("בית ספר אופק, הדלת אש שלהם, עשו כבר?", REP, nm("בית ספר אופק"), [("rep", "r10")]),
    he("גן צבעוני המנעול לשער, מתי יהיה מוכנה?", REP, nm("גן צבעוני"), [("rep", "r22")]),
    he("ליאור בן דוד הכספת אקדח שלו עוד מחכה?", REP, nm("ליאור בן דוד"), [("rep", "r24")]),
    he("חשבונית 4112, היא כבר שילם או לא?", INV, iv("4112"), [("ist", "i08")]),
    he("אני צריכה לדעת שטו עם אינבויס 4129", INV, iv("4129"), [("ist", "i20")]),
    he("כמה עוד לשלם בחשבונית K-1208 של מוסך זוהר", INV, iv("K-1208"), [("ileft", "i40")]),
    he("החשבוניות של נגב פארם, איזה מהם פתוח?", INV, nm("נגב פארם"), [("ilist", "c18")]),
    he("חשבונית של אבי שושן, הוא באיחור או שילם?", INV, nm("אבי שושן"), [("ist", "i36")]),
    he(
        "תבדוק בבקשה חשבונית 4135 של הוסטל, זה כבר יצא או טיוטה?",
        INV,
        iv("4135"),
        [("say", "טיוטה", "c11", "i21")],
    ),
    he("מי הוא הלקוח עם טלפון 054-6618340?", LOOK, ph("054-6618340"), [("name", "c22")]),
    he("אני צריך ח.פ. של נגב פארם בשביל החשבונית", LOOK, nm("נגב פארם"), [("tax", "c18")]),
    he("איפה גר הלקוח רון אלקיים? איזה רחוב?", LOOK, nm("רון אלקיים"), [("addr", "c12", "אלכסנדר ינאי")]),
    he("תן לי בבקשה מייל של אורלי ממן", LOOK, nm("אורלי ממן"), [("email", "c10")]),
    he("הטלפון 050-6631208 של מי זה? דנה או בעל שלה?", LOOK, ph("050-6631208"), [("names", "c01", "c29")]),
    he("מה המספר עוסק של מרכולית שלומי", LOOK, nm("מרכולית שלומי"), [("tax", "c15")]),
    he("כמה זמן אחריות יש על עבודה שלכם?", KNOW, [], [("kn", "k06", "12 חודשים")]),
    he("לעסקים איך משלמים, מה תנאי?", KNOW, [], [("kn", "k07", "שוטף+30")]),
    he("כמה עולה להתקין כספת גדול, יותר מחמישים קילו?", KNOW, [], [("kn", "k08", "400")]),
    he("חוזה שירות לכספת, כמה בשנה?", KNOW, [], [("kn", "k09", "480")]),
    he("שלום, בוקר טוב לך", GREET),
    he("איך אני משתמש בך, מה אפשר לשאול?", HELP),
    he("איפה אני יכול לקנות כרטיס לרכבת לתל אביב?", UNK),
    en("How much Nikolai Petrov must to pay still?", BAL, nm("Nikolai Petrov"), [("bal", "c16")]),
    en("Please, the balance from Zohar garage, how much is?", BAL, nm("Zohar garage"), [("bal", "c27")]),
    en("Rachel Dahan she owe to us money?", BAL, nm("Rachel Dahan"), [("bal", "c20")]),
    en("What is debt of Miriam Elkayam? She is mother of Ron.", BAL, nm("Miriam Elkayam"), [("bal", "c13")]),
    en("Moshe Biton from Dimona, how many he owe?", BAL, nm("Moshe Biton"), [("bal", "c07")]),
    en("The steel door of Yosef Abutbul, it is fixed already?", REP, nm("Yosef Abutbul"), [("rep", "r04")]),
    en(
        "Miriam Elkayam wall safe - they open it or still checking?",
        REP,
        nm("Miriam Elkayam"),
        [("rep", "r14")],
    ),
    en("Anna Kogan keys, she take them already?", REP, nm("Anna Kogan"), [("rep", "r07")]),
    en(
        "The lock for gate of kindergarten Tzivoni, when it will be ready?",
        REP,
        nm("Tzivoni"),
        [("rep", "r22")],
    ),
    en("The invoice 4133 of Revital, is paid or not paid?", INV, iv("4133"), [("ist", "i11")]),
    en("Please say me which invoices Desert Star have open", INV, nm("Desert Star"), [("ilist", "c11")]),
    en("How much rest to pay on invoice 4122?", INV, iv("4122"), [("ileft", "i33")]),
    en("Invoice of Olga Smirnova, it was paid?", INV, nm("Olga Smirnova"), [("ist", "i35")]),
    en("Who is customer with phone 053-7720418?", LOOK, ph("053-7720418"), [("name", "c06")]),
    en("I need the tax number of Zohar garage for the papers", LOOK, nm("Zohar garage"), [("tax", "c27")]),
    en("Where live Olga Smirnova? Which street?", LOOK, nm("Olga Smirnova"), [("addr", "c22", "חיים יחיל")]),
    en("How much cost car key with chip?", KNOW, [], [("kn", "k05", "350")]),
    en("The warranty on new cylinders, how many months is?", KNOW, [], [("kn", "k06", "24")]),
    en("Smart lock with app, from what price you sell?", KNOW, [], [("kn", "k12", "1,350")]),
    en("Hello, good day to you", GREET),
    en("Which questions I can ask you?", HELP),
    en("Where I can buy a bus card Rav Kav?", UNK),
]

OWNER: list[
    Row
] = [  # (c) two things at once, a condition, a negative or a comparison: the main question counts
    he("כמה חייבת תכשיטי רויטל ומתי החשבונית האחרונה שלהם", BAL, nm("תכשיטי רויטל"), [("bal", "c05")]),
    he(
        "אם סוכנות הביטוח אלמוג עוד לא שילמה, כמה הם חייבים בסך הכל?",
        BAL,
        nm("סוכנות הביטוח אלמוג"),
        [("bal", "c02")],
    ),
    he(
        "מי חייב יותר, רון אלקיים או מרים אלקיים?",
        BAL,
        [("name", "רון אלקיים"), ("name", "מרים אלקיים")],
        [("bal", "c12"), ("bal", "c13")],
    ),
    he("לא שכחנו לגבות מאבי שושן? כמה הוא עוד חייב", BAL, nm("אבי שושן"), [("bal", "c23")]),
    he("אם דנה שטרית שילמה, הכספת שלה מוכנה למסירה?", REP, nm("דנה שטרית"), [("rep", "r01")]),
    he("כל העבודות של בית הספר אופק, מה המצב ואם יש משהו מוכן", REP, nm("בית הספר אופק"), [("repc", "c09")]),
    he("הכספת לתרופות של נגב פארם עוד לא הגיעה? ומה עם החשבון שלהם", REP, nm("נגב פארם"), [("rep", "r19")]),
    he("יש משהו של יעל ברק שעוד לא נמסר?", REP, nm("יעל ברק"), [("repc", "c17")]),
    he("המנעול שער של דוד כהן במיתר מוכן או שעוד עובדים עליו", REP, nm("דוד כהן"), [("rep", "r15")]),
    he("חשבונית 4125 של שרה גולדברג בוטלה או שהיא עוד פתוחה?", INV, iv("4125"), [("ist", "i15")]),
    he("אם חשבונית 4123 לא שולמה, כמה נשאר בה?", INV, iv("4123"), [("ileft", "i23")]),
    he("יש לדנה שטרית חשבוניות פתוחות ומה מצב הכספת", INV, nm("דנה שטרית"), [("ilist", "c01")]),
    he(
        "איזה חשבוניות של סוכנות אלמוג עוד לא שולמו, ואיזו מהן באיחור?",
        INV,
        nm("סוכנות אלמוג"),
        [("ilist", "c02")],
    ),
    he("חשבונית 4120 של משה ביטון שולמה כבר או שעוד לא?", INV, iv("4120"), [("ist", "i13")]),
    he("יש לנו לקוח בשם קווין אובריאן ומה הטלפון שלו", LOOK, nm("קווין אובריאן"), [("phone", "c24")]),
    he("מה הטלפון של גן צבעוני, ואם אין אז של הגננת", LOOK, nm("גן צבעוני"), [("phone", "c25")]),
    he(
        "זה לא אותו טלפון של מייקל לוינסון והבן שלו? מי רשום על 052-8841307",
        LOOK,
        ph("052-8841307"),
        [("names", "c03", "c30")],
    ),
    he("אם לקוח מדימונה, יש תוספת נסיעה וכמה?", KNOW, [], [("kn", "k10", "90")]),
    he("אם לקוח מבטל אחרי שהטכנאי יצא, כמה הוא משלם?", KNOW, [], [("kn", "k11", "100")]),
    he("היי ערב טוב", GREET),
    he("מה אתה יודע לעשות", HELP),
    he("תזמין לי פיצה למשרד", UNK),
    he("מי ניצח אתמול במשחק של הפועל באר שבע", UNK),
    he("תכתוב לי שיר ליום הולדת של דנה", UNK),
    he("כמה זה דולר בשקלים היום", UNK),
    en(
        "does revital jewelry still owe and when was her last invoice",
        BAL,
        nm("revital jewelry"),
        [("bal", "c05")],
    ),
    en(
        "If the insurance agency Almog hasn't paid yet, what's their total balance?",
        BAL,
        nm("Almog"),
        [("bal", "c02")],
    ),
    en(
        "Who owes us more, Shimon Dahan or his sister Rachel?",
        BAL,
        [("name", "Shimon Dahan"), ("name", "Rachel")],
        [("bal", "c19"), ("bal", "c20")],
    ),
    en("Is Avi Shushan's balance over 500?", BAL, nm("Avi Shushan"), [("bal", "c23")]),
    en(
        "Is the grocery Shlomi still in debt to us or did they clear it?", BAL, nm("Shlomi"), [("bal", "c15")]
    ),
    en("if the hostel paid half, are the card locks finished", REP, nm("hostel"), [("rep", "r13")]),
    en("Is Revital's shutter lock ready, and how much do they owe?", REP, nm("Revital"), [("rep", "r06")]),
    en(
        "Which of Revital's two jobs is ready, the jewelry safe or the shutter lock?",
        REP,
        nm("Revital"),
        [("repc", "c05")],
    ),
    en(
        "Has Lior Ben David's gun safe not moved at all since last week?",
        REP,
        nm("Lior Ben David"),
        [("rep", "r24")],
    ),
    en("Is Rachel Dahan's back door cylinder ready or not yet?", REP, nm("Rachel Dahan"), [("rep", "r20")]),
    en(
        "Did Kevin O'Brien pay his invoice, and does he have anything open?",
        INV,
        nm("Kevin O'Brien"),
        [("ist", "i37")],
    ),
    en("If invoice 4121 is still unpaid, how late is it?", INV, iv("4121"), [("ist", "i17")]),
    en(
        "Is invoice 4119 for the grocery paid, and what's left on it?",
        INV,
        iv("4119"),
        [("ist", "i25"), ("ileft", "i25")],
    ),
    en(
        "Do we have a customer called Ethan Levinson, and what's his number?",
        LOOK,
        nm("Ethan Levinson"),
        [("phone", "c30")],
    ),
    en("Who is on 050-9127731, and do they owe us anything?", LOOK, ph("050-9127731"), [("name", "c23")]),
    en(
        "Is Miriam Elkayam the one with phone 050-7716642 or is that Ron?",
        LOOK,
        ph("050-7716642"),
        [("name", "c13")],
    ),
    en("email for the pharmacy negev pharm", LOOK, nm("negev pharm"), [("email", "c18")]),
    en(
        "If an invoice is not paid, after how many days does it go to collection?",
        KNOW,
        [],
        [("kn", "k07", "45")],
    ),
    en("If a safe is under 50 kilo, how much is the installation?", KNOW, [], [("kn", "k08", "250")]),
    en("For a car key from abroad, how many business days is the wait?", KNOW, [], [("kn", "k05", "10")]),
    en("good morning", GREET),
    en("what can you do", HELP),
    en("what's the weather tomorrow", UNK),
    en("book me a table for two tonight", UNK),
    en("translate good night to Russian", UNK),
]

CONVERSATIONS: list[Row] = [  # eight conversations; each follow-up is asked right after the row before it
    # A (spoken Hebrew): a balance, then her safe, then her last invoice
    he("כמה חייבת דנה שטרית סימן שאלה", BAL, nm("דנה שטרית"), [("bal", "c01")]),
    he("והכספת שלה מוכנה", REP, [], [("rep", "r01")], True),
    he("ומה עם החשבונית האחרונה שלה", INV, [], [("ist", "i02")], True),
    # B (learner English): a balance, his car key, his phone
    en("Nikolai Petrov, how much he must to pay still?", BAL, nm("Nikolai Petrov"), [("bal", "c16")]),
    en("And his Toyota key, is ready?", REP, [], [("rep", "r17")], True),
    en("Give me his phone please", LOOK, [], [("phone", "c16")], True),
    # C (learner Hebrew): her cylinder, her balance, then her brother's balance
    he("רחל דהן, הצילינדר שלה, מה עם זה?", REP, nm("רחל דהן"), [("rep", "r20")]),
    he("וכמה היא חייב לנו?", BAL, [], [("bal", "c20")], True),
    he("ומה עם שמעון אח שלה?", BAL, nm("שמעון"), [("bal", "c19")], True),
    # D (spoken English): open invoices, the office safe, the total owed
    en("open invoices for the zohar brothers garage", INV, nm("zohar brothers garage"), [("ilist", "c27")]),
    en("and their office safe question mark", REP, [], [("rep", "r23")], True),
    en("and how much do they owe in total", BAL, [], [("bal", "c27")], True),
    # E (learner Hebrew): the school's balance, then its open invoices
    he("תגיד לי בבקשה באלאנס של בית ספר אופק", BAL, nm("בית ספר אופק"), [("bal", "c09")]),
    he("ואיזה חשבוניות פתוח להם?", INV, [], [("ilist", "c09")], True),
    # F (the owner in English): open invoices, the email, whether the job is closed
    en(
        "Which of Michael Levinson's invoices are still open, if any?",
        INV,
        nm("Michael Levinson"),
        [("ilist", "c03")],
    ),
    en("what's his email", LOOK, [], [("email", "c03")], True),
    en("and is the cylinder job closed or not?", REP, [], [("rep", "r03")], True),
    # G (spoken Hebrew): who a phone is, what he owes, his car key
    he("מי זה אפס חמש אפס שתיים שתיים שמונה שבע שבע אחת ארבע", LOOK, ph("0502287714"), [("name", "c07")]),
    he("כמה הוא חייב", BAL, [], [("bal", "c07")], True),
    he("והמפתח של המאזדה הגיע", REP, [], [("rep", "r08")], True),
    # H (learner English): a contract invoice, the others open, the jewelry safe
    en("Invoice K-1203, they pay it all?", INV, iv("K-1203"), [("ist", "i09")]),
    en("And the other invoices of them, what is open?", INV, [], [("ilist", "c05")], True),
    en("And the jewelry safe, what status?", REP, [], [("rep", "r05")], True),
]

BATCHES: dict[str, list[Row]] = {"s39": SPOKEN + LEARNER + OWNER + CONVERSATIONS}

# Asked the moment the added_later step's records exist: גל אמסלם (new, with invoice 4140 and a stuck steel
# door) and אורלי ממן's new invoice 4141 and mailbox lock.
FRESH: dict[str, list[list[Row]]] = {
    "s39f": [
        [
            he("כמה חייב גל אמסלם", BAL, nm("גל אמסלם"), [("bal", "c31")]),
            en(
                "The new customer Gal Amsalem, what is his phone?",
                LOOK,
                nm("Gal Amsalem"),
                [("phone", "c31")],
            ),
            he("הפלדלת של גל אמסלם, מה הסטטוס שלו?", REP, nm("גל אמסלם"), [("rep", "r27")]),
            en("status of invoice four one four zero", INV, iv("4140"), [("ist", "i43")]),
            he("כמה אורלי ממן חייבת עכשיו אחרי החשבונית החדשה", BAL, nm("אורלי ממן"), [("bal", "c10")]),
            en(
                "orly maman new invoice forty one forty one how much is left",
                INV,
                iv("4141"),
                [("ileft", "i44")],
            ),
            he("מה עם המנעול תיבת דואר של אורלי מאמן", REP, nm("אורלי מאמן"), [("rep", "r28")]),
            en(
                "Which invoices does Orly Maman have open now, and is her mailbox lock in?",
                INV,
                nm("Orly Maman"),
                [("ilist", "c10")],
            ),
            he("מי זה הלקוח עם טלפון 054-8870213?", LOOK, ph("054-8870213"), [("name", "c31")]),
            en("Gal Amsalem's address please", LOOK, nm("Gal Amsalem"), [("addr", "c31", "ויצמן")]),
            he(
                "אם גל אמסלם עוד לא שילם, אילו חשבוניות פתוחות יש לו?",
                INV,
                nm("גל אמסלם"),
                [("ilist", "c31")],
            ),
            en(
                "Gal Amsalem steel door, the technician start already?",
                REP,
                nm("Gal Amsalem"),
                [("rep", "r27")],
            ),
        ]
    ]
}

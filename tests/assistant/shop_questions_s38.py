"""HELD OUT: written by helper ``heldout38`` (session 38), a writer who never saw misrad's engine, its
other question sets or its fixtures, about ``shops/avner.json``: הסדנה של אבנר, a musical instrument
repair workshop and piano tuner in Hadar, Haifa (violins, cellos and bows, wind instruments, guitars,
drums, an oud, an accordion; pianos tuned and mended at a conservatory, a choir, a hotel lobby). Invoices
``AV-41xx`` (workshop jobs) and ``PT/5xx`` (tuning visits). Scored as aggregates only: never look at its
rows one by one, never fit a rule to them.

Written before any of its questions was sent to the engine, in three voices none of the earlier writers
used as their main one:
(a) the piano tuner texting from the field between visits, who names a customer by the place, the street
    or the instrument rather than by name ("at the conservatory now, do they owe anything", "the oud from
    Abbas st, is it ready?", "הגברת עם הבכשטיין ברח' הורוביץ");
(b) WhatsApp style: lower case, emojis, no punctuation ("noa sterns flute ready yet 🎶", "כמה נשאר על
    AV-4122 💸");
(c) the owner's elderly father who helps on Fridays: formal, old-fashioned full sentences in Hebrew
    ("הואילו נא להודיעני...", "האם הגברת ... פרעה את חובה") and in English ("Kindly inform me...", "Pray
    tell...");
with customers often called by a first name or a nickname (Jon, אלי, דודו, Yossi, Rivka) and Hebrew-stored
names transliterated in English questions (and the reverse). Eight conversations carry 15 follow-ups.
``s38f``: the questions asked right after the ``added_later`` step (a new customer, her invoice and her
electric guitar).

Counts: s38 180 rows (he 97, en 83; 15 follow-ups): balance 28, lookup 51, invoice 31, job 38, knowledge
17, greeting 4, help 3, unknown 8. s38f 12 (he 6, en 6).

First run (main 4405f26 plus this set, before any change for it; aggregates only), both orders alike, n 192:
intent 0.89, entities 0.96, answers 0.84 (he 0.86, en 0.82). By intent (intent / answers): balance 0.97 /
0.89, lookup 0.82 / 0.79, invoice 0.91 / 0.91, job 0.90 / 0.80, knowledge 1.00 / 0.94, greeting 0.75, help
0.67, unknown 0.88.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

# (a) the tuner in the field: customers named by place, street or instrument
FIELD_EN = [
    en(
        "at the conservatory now, tuning done. do they have anything open with us?",
        INV,
        [],
        [("ilist", "c01")],
    ),
    en(
        "Leaving Carmel Beach Hotel, lobby grand sounds great. how much do they still owe",
        BAL,
        nm("Carmel Beach Hotel"),
        [("bal", "c15")],
    ),
    en(
        "outside the choir's rehearsal hall on Moriya, nobody opens the door. what's their phone",
        LOOK,
        [],
        [("phone", "c05")],
    ),
    en(
        "between jobs - is the Steinway from the conservatory's small hall back from parts yet?",
        REP,
        [],
        [("rep", "r01")],
    ),
    en("the hotel's lobby piano, the pedal job. did we close it?", REP, [], [("rep", "r16")]),
    en(
        "on my way to Tirat Carmel to the wedding band, is their Marshall amp ready so I can bring it?",
        REP,
        [],
        [("rep", "r09")],
    ),
    en(
        "kindergarten in Nesher called about the kids' guitars, where are we with those?",
        REP,
        [],
        [("rep", "r23")],
    ),
    en(
        "stuck in traffic. email for the arts high school? want to send them the sax quote",
        LOOK,
        [],
        [("email", "c11")],
    ),
    en("the oud from Abbas st, is it ready?", REP, [], [("rep", "r14")]),
    en("PT/514 - did the hotel pay it on site?", INV, iv("PT/514"), [("ist", "i29")]),
    en(
        "in Ramat Yishai for Sarah Klein's flute... or was it already delivered?",
        REP,
        nm("Sarah Klein"),
        [("rep", "r07")],
    ),
    en(
        "which invoices are still open for the high school, the principal is asking",
        INV,
        [],
        [("ilist", "c11")],
    ),
    en(
        "at Igor's to look at the bass neck, how much does he owe in total?",
        BAL,
        nm("Igor"),
        [("bal", "c20")],
    ),
    en("the Bechstein lady on Horowitz st - did she pay her last tuning?", INV, [], [("ist", "i25")]),
    en(
        "phone of the cellist on HaMeginim st? need to tell her the bow is ready",
        LOOK,
        [],
        [("phone", "c17")],
    ),
    en(
        "customer in Kiryat Bialik asks what a grand piano tuning costs, what do we charge?",
        KNOW,
        [],
        [("kn", "k02", "550")],
    ),
    en("how much do we add for travel outside Haifa and the Krayot?", KNOW, [], [("kn", "k03", "120")]),
    en("drummer on Herzl st, Omer - anything he still owes?", BAL, nm("Omer"), [("bal", "c09")]),
    en("AV-4116, the hotel one, how much is left on it", INV, iv("AV-4116"), [("ileft", "i30")]),
    en("the trumpet from Kiryat Ata, did it come in?", REP, [], [("rep", "r19")]),
    en("who's the customer at 04-8524471? they left a voicemail", LOOK, ph("04-8524471"), [("name", "c05")]),
    en(
        "client wants to drop a keyboard at the shop, what number on the street do I give him?",
        KNOW,
        [],
        [("kn", "k12", "41")],
    ),
    en("tax id for the choir? their accountant wants it", LOOK, [], [("tax", "c05")]),
]

FIELD_HE = [
    he("סיימתי בקונסרבטוריון, כמה הם חייבים לנו בסך הכל?", BAL, [], [("bal", "c01")]),
    he("אני ליד המקהלה ברחוב מוריה, הפסנתר החשמלי שלהם עדיין בבדיקה?", REP, [], [("rep", "r05")]),
    he("בדרך לטירת כרמל, הקורג של להקת הדרים מוכן?", REP, nm("להקת הדרים"), [("rep", "r08")]),
    he("מה המספר של הגן בנשר? רוצה להגיד להם שהגיטרות כמעט מוכנות", LOOK, [], [("phone", "c18")]),
    he("הפסנתר של המלון, PT/507 שולמה?", INV, iv("PT/507"), [("ist", "i28")]),
    he("מי זה 054-7720915? התקשר פעמיים בזמן שכיוונתי", LOOK, ph("054-7720915"), [("name", "c04")]),
    he("האקורדיון של יוסף מרחוב יפו, הגיע החלק?", REP, nm("יוסף"), [("rep", "r06")]),
    he("אני בתיכון לאמנויות, הסקסופון טנור שלהם עדיין בעבודה?", REP, [], [("rep", "r12")]),
    he("כמה נשאר לשלם על AV-4108 של הלהקה?", INV, iv("AV-4108"), [("ileft", "i14")]),
    he("מה הכתובת של הקונטרבסיסט, איגור? אני בדרך אליו", LOOK, nm("איגור"), [("addr", "c20", "ז'בוטינסקי")]),
    he("החצוצרה מקריית אתא כבר אצלנו?", REP, [], [("rep", "r19")]),
    he("בית הספר ברחוב ההגנה חייב לנו משהו?", BAL, [], [("bal", "c11")]),
    he(
        "שלחנו כבר את AV-4124 לשרה קליין או שהיא עדיין טיוטה?",
        INV,
        [("inv", "AV-4124"), ("name", "שרה קליין")],
        [("ist", "i13")],
    ),
    he("יש לגברת עם הבכשטיין ברחוב הורוביץ חוב?", BAL, [], [("bal", "c13")]),
    he("הכינור הישן של ג'ונתן מוכן? אני עובר ליד הסדנה", REP, nm("ג'ונתן"), [("rep", "r04")]),
    he("מה המייל של המלון על החוף? רוצה לשלוח להם חשבונית", LOOK, [], [("email", "c15")]),
    he("כמה עולה כיוון פסנתר זקוף אצל לקוח בבית?", KNOW, [], [("kn", "k02", "450")]),
    he("לקוחה ביקשה לבטל את הכיוון של מחר בבוקר, יש דמי ביטול?", KNOW, [], [("kn", "k10", "100")]),
    he("התופים של עומר שטרן נמסרו?", REP, nm("עומר שטרן"), [("rep", "r10")]),
    he("למי שייך 04-8257731? השאירו הודעה", LOOK, ph("04-8257731"), [("name", "c06")]),
    he("מה הח.פ. של להקת הדרים? צריך לחשבונית", LOOK, nm("להקת הדרים"), [("tax", "c08")]),
    he("כמה חייבת מקהלת קול הכרמל? אני אצלם עכשיו", BAL, nm("מקהלת קול הכרמל"), [("bal", "c05")]),
    he("מה הכתובת של גן צלילים? אני מגיע אליהם מחר", LOOK, nm("גן צלילים"), [("addr", "c18", "החשמל")]),
    he("מה מספר העמותה של הקונסרבטוריון העירוני?", LOOK, nm("הקונסרבטוריון העירוני"), [("tax", "c01")]),
]

# (b) WhatsApp style: lower case, emojis, no punctuation
WHATSAPP_EN = [
    en("hey 👋 how much does jonathan price owe us", BAL, nm("jonathan price"), [("bal", "c04")]),
    en("AV-4121 paid?? 🤔", INV, iv("AV-4121"), [("ist", "i07")]),
    en("noa sterns flute ready yet 🎶", REP, nm("noa stern"), [("rep", "r11")]),
    en("whats mark goldbergs email pls 🙏", LOOK, nm("mark goldberg"), [("email", "c14")]),
    en("ahmad khoury oud status 🪕", REP, nm("ahmad khoury"), [("rep", "r14")]),
    en("tamar ben david owes anything 💸", BAL, nm("tamar ben david"), [("bal", "c17")]),
    en("is PT/511 still unpaid 😬", INV, iv("PT/511"), [("ist", "i09")]),
    en("who is 053-9912847 📞", LOOK, ph("053-9912847"), [("name", "c20")]),
    en("igor petrov address?? 📍", LOOK, nm("igor petrov"), [("addr", "c20", "ז'בוטינסקי")]),
    en("open invoices for carmel beach hotel 🏨", INV, nm("carmel beach hotel"), [("ilist", "c15")]),
    en("how much left on AV-4115 💰", INV, iv("AV-4115"), [("ileft", "i15")]),
    en("sarah klein phone number ☎️", LOOK, nm("sarah klein"), [("phone", "c07")]),
    en("did the selmer sax get its part yet 🎷", REP, [], [("rep", "r17")]),
    en("mark goldberg classical guitar whats happening with it", REP, nm("mark goldberg"), [("rep", "r15")]),
    en("how much was paid on AV-4104 so far", INV, iv("AV-4104"), [("ipaid", "i03")]),
    en("balance for david mizrahi 🎺", BAL, nm("david mizrahi"), [("bal", "c19")]),
    en("bow rehair for a cello how much 🎻", KNOW, [], [("kn", "k08", "340")]),
    en(
        "customer asking how many payments he can split a card charge into 💳", KNOW, [], [("kn", "k07", "4")]
    ),
    en("mark goldberg where does he live 🏠", LOOK, nm("mark goldberg"), [("addr", "c14", "קריית ביאליק")]),
    en("AV-4120 whose is it 🤔", LOOK, iv("AV-4120"), [("name", "c17"), ("about", "i32")]),
    en("email for the wedding band pls 🎸", LOOK, [], [("email", "c08")]),
    en("is tamar's bow done 🙏", REP, nm("tamar"), [("rep", "r18")]),
    en("omer stern phone pls 🥁", LOOK, nm("omer stern"), [("phone", "c09")]),
]

WHATSAPP_HE = [
    he("כמה מיכל רוזנטל חייבת 🙄", BAL, nm("מיכל רוזנטל"), [("bal", "c02")]),
    he("הצ'לו של מיכל רוזנטל מוכן כבר?? 🎻", REP, nm("מיכל רוזנטל"), [("rep", "r03")]),
    he("מה הטלפון של אחמד חורי 📞", LOOK, nm("אחמד חורי"), [("phone", "c12")]),
    he("AV-4110 שולמה? 😬", INV, iv("AV-4110"), [("ist", "i10")]),
    he("איזה חשבוניות פתוחות יש לקונסרבטוריון 🧾", INV, [], [("ilist", "c01")]),
    he("מי זה 050-8841127 🤷‍♀️", LOOK, ph("050-8841127"), [("name", "c16")]),
    he("אלי הסקסופוניסט כמה חייב 🎷", BAL, nm("אלי"), [("bal", "c16")]),
    he("הכתובת של ורד אלון 📍", LOOK, nm("ורד אלון"), [("addr", "c03", "טשרניחובסקי")]),
    he("מה עם הכינור של דניאל רוזנטל 🎻🎻", REP, nm("דניאל רוזנטל"), [("rep", "r21")]),
    he("כמה נשאר על AV-4122 💸", INV, iv("AV-4122"), [("ileft", "i23")]),
    he("לרבקה לנדאו יש חוב? 🙏", BAL, nm("רבקה לנדאו"), [("bal", "c13")]),
    he("המייל של נועה שטרן בבקשה 🙏🙏", LOOK, nm("נועה שטרן"), [("email", "c10")]),
    he("הקונטרבס של איגור פטרוב מה המצב 🎶", REP, nm("איגור פטרוב"), [("rep", "r20")]),
    he("עד מתי פתוח בשישי 🕐", KNOW, [], [("kn", "k01", "13:00")]),
    he("אחריות על תיקון כמה זמן ⏳", KNOW, [], [("kn", "k05", "180")]),
    he("כמה עולה להשכיר כינור לתלמיד לחודש 🎻", KNOW, [], [("kn", "k09", "95")]),
    he("הטלפון של שרה קליין 📱", LOOK, nm("שרה קליין"), [("phone", "c07")]),
    he("מה הסטטוס של PT/509 🧐", INV, iv("PT/509"), [("ist", "i02")]),
    he("כמה שולם על AV-4108 🤑", INV, iv("AV-4108"), [("ipaid", "i14")]),
    he("יש חשבוניות פתוחות לאחמד חורי? 🪕", INV, nm("אחמד חורי"), [("ilist", "c12")]),
    he("דוד מזרחי החצוצרה הגיעה? 🎺", REP, nm("דוד מזרחי"), [("rep", "r19")]),
    he("מה הח.פ של המלון 🏨", LOOK, [], [("tax", "c15")]),
    he("מה הכתובת של להקת הדרים? 🚐", LOOK, nm("להקת הדרים"), [("addr", "c08", "החרושת")]),
]

# (c) the owner's father on Fridays: formal, old-fashioned full sentences
ELDER_HE = [
    he(
        "שלום וברכה. הואילו נא להודיעני מהי יתרת החוב של הגברת רבקה לנדאו.",
        BAL,
        nm("רבקה לנדאו"),
        [("bal", "c13")],
    ),
    he(
        "ברצוני לברר האם האקורדיון של מר יוסף חדד כבר תוקן ומוכן להחזרה לבעליו.",
        REP,
        nm("יוסף חדד"),
        [("rep", "r06")],
    ),
    he(
        "אבקש לדעת את מספר הטלפון של מר יוסף חדד, שכן אין לו דואר אלקטרוני.",
        LOOK,
        nm("יוסף חדד"),
        [("phone", "c06")],
    ),
    he("האם תואיל להודיעני מה מצבה של החשבונית שמספרה AV-4112?", INV, iv("AV-4112"), [("ist", "i21")]),
    he(
        "נא למסור לי את כתובת מגוריו של מר אליעזר ביטון.",
        LOOK,
        nm("אליעזר ביטון"),
        [("addr", "c16", "הנביאים")],
    ),
    he(
        "כמה כסף נותר לגבות מן הקונסרבטוריון העירוני על החשבונית AV-4104?",
        INV,
        [("inv", "AV-4104"), ("name", "הקונסרבטוריון העירוני")],
        [("ileft", "i03")],
    ),
    he(
        "ברצוני לברר אם מקהלת קול הכרמל הסדירה את תשלום כיוון הפסנתר, חשבונית PT/511.",
        INV,
        [("name", "מקהלת קול הכרמל"), ("inv", "PT/511")],
        [("ist", "i09")],
    ),
    he("מה שלומו של הכינור העתיק של הנגן מן התזמורת, מר פרייס?", REP, nm("פרייס"), [("rep", "r04")]),
    he("אבקש לקבל את שמו של בעל מספר הטלפון 058-7731046.", LOOK, ph("058-7731046"), [("name", "c09")]),
    he("האם הגברת מיכל רוזנטל פרעה את חובה אלינו במלואו?", BAL, nm("מיכל רוזנטל"), [("bal", "c02")]),
    he("מהי כתובת הדואר האלקטרוני של מקהלת קול הכרמל?", LOOK, nm("מקהלת קול הכרמל"), [("email", "c05")]),
    he("הואילו נא לפרט אילו חשבוניות של להקת הדרים טרם נפרעו.", INV, nm("להקת הדרים"), [("ilist", "c08")]),
    he("אבקש לדעת מה עלות כיוונו של פסנתר כנף בבית הלקוח.", KNOW, [], [("kn", "k02", "550")]),
    he("באילו שעות פתוחה הסדנה בימות החול?", KNOW, [], [("kn", "k01", "09:30")]),
    he("מה מצב התיקון של סקסופון האלט של מר ביטון?", REP, nm("ביטון"), [("rep", "r17")]),
    he("מהו מספר החברה של Carmel Beach Hotel?", LOOK, nm("Carmel Beach Hotel"), [("tax", "c15")]),
    he(
        "ברצוני לדעת כמה שולם עד כה על החשבונית AV-4121 של מר ג'ונתן פרייס.",
        INV,
        [("inv", "AV-4121"), ("name", "ג'ונתן פרייס")],
        [("ipaid", "i07")],
    ),
    he("האם הושלמה העבודה על הפסנתר שבחדר 12 בקונסרבטוריון?", REP, [], [("rep", "r02")]),
    he("מה יתרת חובו של מר דוד מזרחי מקריית אתא?", BAL, nm("דוד מזרחי"), [("bal", "c19")]),
    he(
        "אבקש לדעת היכן מתגוררת כיום הגברת שרה קליין, שכן שמעתי כי עקרה מחיפה.",
        LOOK,
        nm("שרה קליין"),
        [("addr", "c07", "רמת ישי")],
    ),
    he("מהי תקופת האחריות שאנו נותנים על עבודת תיקון?", KNOW, [], [("kn", "k05", "180")]),
    he("האם רשאי לקוח לשלם לנו בתשלומים, ובכמה תשלומים?", KNOW, [], [("kn", "k07", "4 תשלומים")]),
    he("כמה ימים נשמר אצלנו כלי שלא נאסף בטרם נגבים דמי אחסון?", KNOW, [], [("kn", "k06", "60")]),
    he("האם הקשת של הגברת תמר בן-דוד מוכנה לאיסוף?", REP, nm("תמר בן-דוד"), [("rep", "r18")]),
    he("ברצוני לדעת את כתובת הדואר האלקטרוני של הגברת ורד אלון.", LOOK, nm("ורד אלון"), [("email", "c03")]),
    he("האם לגן הילדים צלילים שבנשר יש חוב פתוח אצלנו?", BAL, nm("גן הילדים צלילים"), [("bal", "c18")]),
]

ELDER_EN = [
    en(
        "Good afternoon. Kindly inform me of the outstanding balance of Mr. Jonathan Price.",
        BAL,
        nm("Jonathan Price"),
        [("bal", "c04")],
    ),
    en(
        "I should like to know whether invoice AV-4125 has been settled.",
        INV,
        iv("AV-4125"),
        [("ist", "i35")],
    ),
    en(
        "Would you be good enough to tell me the telephone number of Mr. Ahmad Khoury?",
        LOOK,
        nm("Ahmad Khoury"),
        [("phone", "c12")],
    ),
    en(
        "Pray tell, has the double bass belonging to Mr. Petrov been repaired?",
        REP,
        nm("Petrov"),
        [("rep", "r20")],
    ),
    en(
        "I wish to know to whom the telephone number 054-3390876 belongs.",
        LOOK,
        ph("054-3390876"),
        [("name", "c14")],
    ),
    en("Please state the amount still owing on invoice AV-4117.", INV, iv("AV-4117"), [("ileft", "i31")]),
    en("At what hour does the workshop close on Fridays?", KNOW, [], [("kn", "k01", "13:00")]),
    en(
        "I should like the address of Mrs. Tamar Ben-David.",
        LOOK,
        nm("Tamar Ben-David"),
        [("addr", "c17", "המגינים")],
    ),
    en(
        "Has the Carmel Beach Hotel paid its account in full?",
        BAL,
        nm("Carmel Beach Hotel"),
        [("bal", "c15")],
    ),
    en("Kindly let me know what the charge is for rehairing a violin bow.", KNOW, [], [("kn", "k08", "280")]),
    en("Has the Korg keyboard of the wedding band been repaired as yet?", REP, [], [("rep", "r08")]),
    en("Kindly list the unpaid invoices of Mr. Eliezer Biton.", INV, nm("Eliezer Biton"), [("ilist", "c16")]),
    en(
        "Would you kindly tell me Mrs. Rivka Landau's email address?",
        LOOK,
        nm("Rivka Landau"),
        [("email", "c13")],
    ),
]

# customers called by a first name or a nickname
NICKNAMES = [
    en("how much does Jon owe?", BAL, nm("Jon"), [("bal", "c04")]),
    he("אלי ביטון התקשר, הסקסופון שלו מוכן?", REP, nm("אלי ביטון"), [("rep", "r17")]),
    en("what's Rivka's phone?", LOOK, nm("Rivka"), [("phone", "c13")]),
    he("מה המייל של איגור?", LOOK, nm("איגור"), [("email", "c20")]),
    en("is Dudu's trumpet in yet?", REP, nm("Dudu"), [("rep", "r19")]),
    he("כמה חייב דודו מזרחי?", BAL, nm("דודו מזרחי"), [("bal", "c19")]),
    en("Vered's address please", LOOK, nm("Vered"), [("addr", "c03", "טשרניחובסקי")]),
    he("יש לשרה חשבוניות פתוחות?", INV, nm("שרה"), [("ilist", "c07")]),
    en("Yossi with the accordion - what's his number?", LOOK, nm("Yossi"), [("phone", "c06")]),
    en("has Noa paid for her flute?", INV, nm("Noa"), [("ist", "i18")]),
]

SMALL_TALK = [
    he("בוקר טוב 🌞", GREET),
    en("hey there", GREET),
    he("ערב טוב, כאן אביו של אבנר", GREET),
    en("Good morning to you.", GREET),
    he("מה אתה יודע לעשות בשבילי?", HELP),
    en("what can u do 🤖", HELP),
    he("במה תוכל לסייע לי, אם יורשה לי לשאול?", HELP),
    he("מה מזג האוויר מחר בחיפה?", UNK),
    en("recommend a good piano teacher for my niece", UNK),
    he("תזמין לי מונית לרחוב מוריה", UNK),
    en("who composed the moonlight sonata 🎹", UNK),
    he("תכתוב לי שיר יום הולדת לנועה", UNK),
    en("what's the dollar exchange rate today", UNK),
    he("מה התוצאה של מכבי חיפה אתמול?", UNK),
    en("translate 'tuning fork' to Hebrew", UNK),
]

CONVERSATIONS = [
    # A: the tuner at a customer's door
    en("at Jonathan Price's place, what's his balance", BAL, nm("Jonathan Price"), [("bal", "c04")]),
    en("and the violin, is it ready to hand over", REP, [], [("rep", "r04")], follow=True),
    en("what's his email, I'll send the receipt", LOOK, [], [("email", "c04")], follow=True),
    # B: WhatsApp, Hebrew
    he("מה המצב של האקורדיון של יוסף חדד 🪗", REP, nm("יוסף חדד"), [("rep", "r06")]),
    he("וכמה הוא חייב 💸", BAL, [], [("bal", "c06")], follow=True),
    he("והטלפון שלו?", LOOK, [], [("phone", "c06")], follow=True),
    # C: the father, about a school
    he("אבקש לדעת מה יתרת החוב של תיכון רעות לאמנויות.", BAL, nm("תיכון רעות לאמנויות"), [("bal", "c11")]),
    he("ואילו חשבוניות שלהם טרם שולמו?", INV, [], [("ilist", "c11")], follow=True),
    he("ומה מצב הסקסופון שלהם?", REP, [], [("rep", "r12")], follow=True),
    # D: WhatsApp, English
    en("carmel beach hotel balance 🏨", BAL, nm("carmel beach hotel"), [("bal", "c15")]),
    en("and their email", LOOK, [], [("email", "c15")], follow=True),
    en("whats up with the lobby piano job", REP, [], [("rep", "r16")], follow=True),
    # E: a switch to another customer and back
    he("כמה חייבים להקת הדרים?", BAL, nm("להקת הדרים"), [("bal", "c08")]),
    he("ומה עם מקהלת קול הכרמל?", BAL, nm("מקהלת קול הכרמל"), [("bal", "c05")], follow=True),
    he("ושל הלהקה, המגבר מוכן?", REP, [], [("rep", "r09")], follow=True),
    # F: an invoice first, then whose it is
    en("Kindly tell me the status of invoice AV-4126.", INV, iv("AV-4126"), [("ist", "i36")]),
    en("To whom does it belong?", LOOK, [], [("name", "c20"), ("about", "i36")], follow=True),
    en("And what is that gentleman's telephone number?", LOOK, [], [("phone", "c20")], follow=True),
    # G: a mother and her son on one phone
    he("מה הטלפון של מיכל רוזנטל?", LOOK, nm("מיכל רוזנטל"), [("phone", "c02")]),
    he("מי עוד רשום אצלנו עם המספר הזה?", LOOK, [], [("name", "c21")], follow=True),
    he("והכינור שלו, מה המצב?", REP, [], [("rep", "r21")], follow=True),
    # H: a shared phone, then one of the two by first name
    en("who has the phone 052-3318470?", LOOK, ph("052-3318470"), [("names", "c02", "c21")]),
    en("ok and how much does michal owe", BAL, nm("michal"), [("bal", "c02")], follow=True),
]

BATCHES: dict[str, list[Row]] = {
    "s38": FIELD_EN
    + FIELD_HE
    + WHATSAPP_EN
    + WHATSAPP_HE
    + ELDER_HE
    + ELDER_EN
    + NICKNAMES
    + SMALL_TALK
    + CONVERSATIONS
}

FRESH: dict[str, list[list[Row]]] = {
    "s38f": [
        [  # a new customer, her first invoice and her electric guitar, just made
            he("מי זאת 050-3347781? 📱", LOOK, ph("050-3347781"), [("name", "c22")]),
            he("כמה חייבת שני אוחיון?", BAL, nm("שני אוחיון"), [("bal", "c22")]),
            he("הסטרטוקסטר של שני נקלט?", REP, nm("שני"), [("rep", "r22")]),
            he("מה המייל של שני אוחיון?", LOOK, nm("שני אוחיון"), [("email", "c22")]),
            he("ברצוני לדעת האם החשבונית AV-4131 כבר שולמה.", INV, iv("AV-4131"), [("ist", "i40")]),
            he("מה הכתובת של שני אוחיון", LOOK, nm("שני אוחיון"), [("addr", "c22", "הרצליה")]),
            en("who's 050-3347781", LOOK, ph("050-3347781"), [("name", "c22")]),
            en("how much does Shani Ohayon owe us", BAL, nm("Shani Ohayon"), [("bal", "c22")]),
            en("AV-4131 paid? 🤔", INV, iv("AV-4131"), [("ist", "i40")]),
            en("the Fender that came in today - status?", REP, [], [("rep", "r22")]),
            en(
                "Kindly provide the email address of Miss Shani Ohayon.",
                LOOK,
                nm("Shani Ohayon"),
                [("email", "c22")],
            ),
            en("how much is left on AV-4131", INV, iv("AV-4131"), [("ileft", "i40")]),
        ],
    ]
}

"""A DEVELOPMENT set written by helper ``voices42`` (session 42, 2026-12-05) in the voices of the held-out
writer netz, known by its description only: about ``shops/alon.json`` (הדברת אלון, pest control in Hadera)
as business ``alon-v`` (batch ``s42v``) and ``shops/eintal.json`` (אופטיקה עין-טל, an optician in Kfar
Saba) as ``eintal-v`` (batch ``s42w``). Its items may be looked at and the engine tuned on them; it is NOT
held out.

Why: netz's first run (intent 0.97, answers 0.93) left ENTITIES at 0.91, 11 of its 104 customer names not
linked (he 5, en 6) and 1 of 25 invoice numbers, 9 of the 12 misses with the intent right. Written before
any of its questions was sent to the engine, in the three voices netz described: (a) a chatty Hebrew
office manager relaying callers who spells names by sound (vowel letters added or dropped, ט/ת כ/ק ס/ש
א/ע swapped, a surname's ending as said: "רחמים עזרה", "יעל ברקוביטש", "חיים פלטמן"); (b) terse
installers mixing trade jargon and brands into Hebrew, typing invoice numbers loosely ("al2240", "ET
3130", "2026-058"); (c) an English-speaking bookkeeper writing whole sentences who transliterates Hebrew,
Arab and Russian names the several ways English speakers do (Tz/Ts/Z, Ch/Kh/H, double letters, -ov/-off,
"Zhurbin" / "Jurbin") or names a customer by its kind of place and town ("the bakery in Hadera"). A name
written by sound or transliterated is expected as a name entity AS TYPED (the engine reports what was
typed); a customer named by its kind of place expects no name entity, its facts say whose record. An
invoice typed loosely is held as (number as stored, as typed).

First run (main f51c35a, before any change for this set), records first: intent 0.94, entities 0.86,
answers 0.92 (he 0.88, en 0.96); alon-v 0.94 / 0.83 / 0.91, eintal-v 0.94 / 0.88 / 0.92. Missed as
classes: a surname spelt by sound reported without it, the first name alone linked ("חיים פלטמן",
"שירן אלמוק", "דן אלמוק": a voiced consonant written voiceless; "רחמים עזרה": a closing א written ה;
"אליהו בנדוד": two name words typed as one); "Evgeni Jurbin" (a Latin j for ז'); a relayed caller
("התקשר יבגני ...") read as an errand to call him, its name dropped; "שרה גולדבערג" of "Dr. Sarah
Goldberg" not a full name for the card's title, so the relayed question was read as out of the domain;
invoice numbers "7-341", "7,720", "2026 062"; "the dairy farm" (רפת) of משק ברקוביץ. Most transliterations
(Tz/Ts, Ch/Kh/H, double letters, Berkowitz / Berkovits, Masarweh, Azulai, Malca, Cogan) and Hebrew
swaps (שגיע, סגיא, עזולאי, מלקה, כוגן, ברקוביטש, ז'ורבן) were already found.

After voices42's changes (``sounds``, ``name_word_forms``, ``names``, ``cues``, ``translated_names``,
``entities``; the corpus regenerated with these rows), records first: intent 0.96, entities 0.99, answers
0.95 (he 0.93, en 0.98); alon-v 0.96 / 0.98 / 0.94, eintal-v 0.96 / 1.00 / 0.96. Left: "חש 7322" (too
short a form of the invoice word to read), "רפת ברקוביץ, הזבובים" and "שרה גולדבערג שואלת אם העדשות
שלה הגיעו" read as look-ups (the job asked by its item or by "arrived"), "How far along are the eye
tests ..." read as knowledge, and "דראפט עדיין?" answered "טיוטה" but not scored as the draft status.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, nm


def _inv(number: str, typed: str) -> list[tuple[str, ...]]:
    return [("inv", number, typed)]


ALON_RELAYED = [
    he("היי, על הקו אבי דאהן, שואל כמה הוא חייב לנו", BAL, nm("אבי דאהן"), [("bal", "c01")]),
    he(
        "התקשר יבגני ז'ורבן, רוצה לדעת מה עם הפשפשים אצלו",
        REP,
        nm("יבגני ז'ורבן"),
        [("rep", "r10")],
    ),
    he(
        "סעיד אבו ריה על הקו, שואל מתי מסיימים עם הטרמיטים בפרגולה",
        REP,
        nm("סעיד אבו ריה"),
        [("rep", "r09")],
    ),
    he("תמר שטיינץ מבקשת לדעת כמה היא צריכה לשלם", BAL, nm("תמר שטיינץ"), [("bal", "c14")]),
    he("רחמים אזרא התקשר, הצרעות בתריס שלו כבר טופלו?", REP, nm("רחמים אזרא"), [("rep", "r19")]),
    he("חיים פלטמן מהמרפאה שאל מה עם המלכודות", REP, nm("חיים פלטמן"), [("rep", "r23")]),
    he(
        "מה הטלפון של שירן אלמוק? היא ביקשה שנחזור אליה",
        LOOK,
        nm("שירן אלמוק"),
        [("phone", "c09")],
    ),
    he("משפחת גבעי שואלים כמה נשאר להם לשלם", BAL, nm("משפחת גבעי"), [("bal", "c13")]),
    he(
        "נועם הראל התקשר, איזו כתובת רשומה אצלנו שלו? רוצה לוודא",
        LOOK,
        nm("נועם הראל"),
        [("addr", "c11", "Shikma")],
    ),
    he(
        "דניאל פרידמן על הקו, מה עם הטיפול בטרמיטים בדק",
        REP,
        nm("דניאל פרידמן"),
        [("rep", "r07")],
    ),
    he("משק ברקוביטש שאלו כמה הם חייבים", BAL, nm("משק ברקוביטש"), [("bal", "c08")]),
    he("אבי דהאן שואל מה קורה עם המלכודות במחסן", REP, nm("אבי דהאן"), [("rep", "r02")]),
    he(
        "יבגני זורבין שילם משהו על חשבונית 00418? הוא אומר שכן",
        INV,
        [("inv", "00418"), *nm("יבגני זורבין")],
        [("ipaid", "i10")],
    ),
    he("תמר שטיניץ שואלת אם הרשת ליונים במרפסת כבר מוכנה", REP, nm("תמר שטיניץ"), [("rep", "r22")]),
    he("חיים פעלדמן רוצה לדעת אם הוא חייב משהו", BAL, nm("חיים פעלדמן"), [("bal", "c15")]),
    he("סאעיד אבו ריא ביקש שנחזור אליו, מה המספר שלו", LOOK, nm("סאעיד אבו ריא"), [("phone", "c05")]),
    he("רחמים עזרה שואל אם נשאר לו חוב אצלנו", BAL, nm("רחמים עזרה"), [("bal", "c12")]),
]

ALON_FIELD = [
    he("ריסוס במאפייה, חש 7322 שולם?", INV, _inv("7322", "7322"), [("ist", "i05")]),
    he("al2240 כמה פתוח", INV, _inv("AL-2240", "al2240"), [("ileft", "i02")]),
    he("חשבונית al 2245 של שטייניץ סטטוס", INV, _inv("AL-2245", "al 2245"), [("ist", "i20")]),
    he("פשפש המיטה במלון בקומה 2 - סטטוס?", REP, [], [("rep", "r16")]),
    he("רפת ברקוביץ, הזבובים, מה המצב", REP, [], [("rep", "r13")]),
    he("ז'ורבין באדר' הרברט סמואל - הבאג פשפש נגמר?", REP, [], [("rep", "r10")]),
    he("טרמיטים אצל אבו ריה בבאקה עוד בעבודה?", REP, [], [("rep", "r09")]),
    he("חשב' 7-341 משק ברקוביץ פתוחה?", INV, _inv("7341", "7-341"), [("ist", "i12")]),
    he("חשבונית 421 של המלון, דראפט עדיין?", INV, _inv("00421", "421"), [("ist", "i16")]),
    he("גבאי כפר יונה - ג'וקים, הגענו כבר?", REP, [], [("rep", "r20")]),
    he("7310 ועד הבית כמה נשאר", INV, _inv("7310", "7310"), [("ileft", "i03")]),
]

ALON_ENGLISH = [
    en("Could you tell me how much Avi Dahan still owes us?", BAL, nm("Avi Dahan"), [("bal", "c01")]),
    en(
        "What is the outstanding balance for Yevgeny Zhurbin?",
        BAL,
        nm("Yevgeny Zhurbin"),
        [("bal", "c06")],
    ),
    en(
        "Please check whether Evgeni Jurbin has paid anything on invoice 00418.",
        INV,
        [("inv", "00418"), *nm("Evgeni Jurbin")],
        [("ipaid", "i10")],
    ),
    en("I'd like the phone number of Saeed Abu Ria, please.", LOOK, nm("Saeed Abu Ria"), [("phone", "c05")]),
    en(
        "What is the status of the pergola treatment for Said Abu-Riya?",
        REP,
        nm("Said Abu-Riya"),
        [("rep", "r09")],
    ),
    en("How much does Rachamim Ezra owe at the moment?", BAL, nm("Rachamim Ezra"), [("bal", "c12")]),
    en(
        "Has the wasp nest job for Rahamim Ezra been finished yet?",
        REP,
        nm("Rahamim Ezra"),
        [("rep", "r19")],
    ),
    en("Can you tell me the balance of Tamar Steinitz?", BAL, nm("Tamar Steinitz"), [("bal", "c14")]),
    en(
        "What is the current status of the pigeon netting for Tamar Shteinits?",
        REP,
        nm("Tamar Shteinits"),
        [("rep", "r22")],
    ),
    en("How much does Haim Feldman owe us?", BAL, nm("Haim Feldman"), [("bal", "c15")]),
    en(
        "Have the mouse traps for Khaim Feldmann been set up yet?",
        REP,
        nm("Khaim Feldmann"),
        [("rep", "r23")],
    ),
    en(
        "Please send me the address we have on file for Shiran Almog.",
        LOOK,
        nm("Shiran Almog"),
        [("addr", "c09", "הדקל")],
    ),
    en("How much does the Gabbay family still owe?", BAL, [], [("bal", "c13")]),
    en("How much does the bakery in the northern industrial zone owe us?", BAL, [], [("bal", "c03")]),
    en("What is the status of the kitchen spraying at the hotel in Hadera?", REP, [], [("rep", "r17")]),
    en("Could you tell me the outstanding amount for the hotel on the promenade?", BAL, [], [("bal", "c10")]),
    en("Is the ant spraying in the kindergarten's yard finished?", REP, [], [("rep", "r11")]),
    en(
        "Which invoices are still open for the dairy farm in Givat Haim?",
        INV,
        [],
        [("ilist", "c08")],
    ),
    en(
        "What is the balance of the house committee at 14 Hanasi Street?",
        BAL,
        [],
        [("bal", "c02")],
    ),
    en(
        "For the bakery in Hadera, how much is left to pay on invoice 7305?",
        INV,
        [("inv", "7305")],
        [("ileft", "i06")],
    ),
    en(
        "How much does Malon Yam Hatchelet owe us in total?",
        BAL,
        nm("Malon Yam Hatchelet"),
        [("bal", "c10")],
    ),
    en(
        "What is happening with the mosquito treatment at Gan Parpar?",
        REP,
        nm("Gan Parpar"),
        [("rep", "r12")],
    ),
    en(
        "Has Meshek Berkovitz's rat problem in the hay barn been dealt with?",
        REP,
        nm("Meshek Berkovitz"),
        [("rep", "r14")],
    ),
    en(
        "I have Yevgeni Zhourbine on the phone, he would like his address confirmed.",
        LOOK,
        nm("Yevgeni Zhourbine"),
        [("addr", "c06", "הרברט סמואל")],
    ),
    en(
        "Please look up invoice AL2233 and tell me its status.",
        INV,
        _inv("AL-2233", "AL2233"),
        [("ist", "i17")],
    ),
    en("What was paid on invoice no. 7328 so far?", INV, _inv("7328", "7328"), [("ipaid", "i15")]),
]

EINTAL_RELAYED = [
    he("רונית שגיע על הקו, שואלת כמה היא חייבת", BAL, nm("רונית שגיע"), [("bal", "c01")]),
    he("אבנר לנדו שאל אם העדשות המולטיפוקל שלו מוכנות", REP, nm("אבנר לנדו"), [("rep", "r03")]),
    he("משה פרידמאן רוצה לדעת מה עם משקפי השמש", REP, nm("משה פרידמאן"), [("rep", "r05")]),
    he("יעל ברקוביטש שואלת כמה נשאר לה לשלם", BAL, nm("יעל ברקוביטש"), [("bal", "c04")]),
    he("סוניה קוגאן התקשרה, הרגלית השבורה תוקנה?", REP, nm("סוניה קוגאן"), [("rep", "r09")]),
    he(
        "חאלד מסרווה שואל על חשבונית 7741, היא עוד פתוחה?",
        INV,
        [("inv", "7741"), *nm("חאלד מסרווה")],
        [("ist", "i13")],
    ),
    he("אורטל עזולאי שואלת על העדשות טרנזישנס", REP, nm("אורטל עזולאי"), [("rep", "r14")]),
    he("אליהו בנדוד ביקש שנחזור אליו, מה הטלפון שלו", LOOK, nm("אליהו בנדוד"), [("phone", "c11")]),
    he("רבקה אברמי שואלת כמה היא חייבת לנו", BAL, nm("רבקה אברמי"), [("bal", "c13")]),
    he("יוסי מלקה שואל אם משקפי השמש שלו מוכנים", REP, nm("יוסי מלקה"), [("rep", "r20")]),
    he("דן אלמוק מרעננה שואל מה היתרה שלו", BAL, nm("דן אלמוק"), [("bal", "c15")]),
    he("מייקל טרנר על הקו, מה עם העדשות הפרוגרסיביות", REP, nm("מייקל טרנר"), [("rep", "r11")]),
    he("מיכאל טורנר שואל כמה הוא חייב", BAL, nm("מיכאל טורנר"), [("bal", "c07")]),
    he("שרה גולדבערג שואלת אם העדשות שלה הגיעו", REP, nm("שרה גולדבערג"), [("rep", "r18")]),
    he("רונית סגיא שואלת על עדשות המגע שהזמינה", REP, nm("רונית סגיא"), [("rep", "r02")]),
    he("מה הכתובת של חאלד מסארוה? השליח צריך", LOOK, nm("חאלד מסארוה"), [("addr", "c08", "טייבה")]),
    he("סוניה כוגן ביקשה את הכתובת שרשומה אצלנו", LOOK, nm("סוניה כוגן"), [("addr", "c05", "הגליל")]),
]

EINTAL_FIELD = [
    he("הטום פורד של ח'אלד מסרווה - סטטוס", REP, nm("ח'אלד מסרווה"), [("rep", "r13")]),
    he("הוריילוקס של לנדאו מוכן?", REP, [], [("rep", "r03")]),
    he("ET 3130 כמה נשאר", INV, _inv("ET-3130", "ET 3130"), [("ileft", "i04")]),
    he("חשב' 2026-058 פתוחה?", INV, _inv("2026/058", "2026-058"), [("ist", "i14")]),
    he("et3125 שולם?", INV, _inv("ET-3125", "et3125"), [("ist", "i02")]),
    he("הלופות אורסקופטיק למרפאת השיניים - מה המצב", REP, [], [("rep", "r16")]),
    he("מסגרת סילואט של ברקוביץ מרעננה מוכנה?", REP, [], [("rep", "r06")]),
    he("2026 062 כמה נשאר פתוח", INV, _inv("2026/062", "2026 062"), [("ileft", "i18")]),
    he("הקררה של פרידמן, הצירים הוחלפו?", REP, [], [("rep", "r22")]),
    he("חשבונית 7,720 של לנדאו כמה שילם", INV, _inv("7720", "7,720"), [("ipaid", "i03")]),
    he("בדיקות הראייה בבית ספר אלונים איפה עומד", REP, [], [("rep", "r10")]),
]

EINTAL_ENGLISH = [
    en("How much does Ronit Sagi owe us at the moment?", BAL, nm("Ronit Sagi"), [("bal", "c01")]),
    en(
        "What is the status of Avner Landau's multifocal lenses?",
        REP,
        nm("Avner Landau"),
        [("rep", "r03")],
    ),
    en(
        "Has the Carrera frame repair for Moshe Fridman been completed?",
        REP,
        nm("Moshe Fridman"),
        [("rep", "r22")],
    ),
    en("Which invoices does Yael Berkowitz still have open?", INV, nm("Yael Berkowitz"), [("ilist", "c04")]),
    en(
        "Could you check whether Sonya Kogan's broken temple has been repaired?",
        REP,
        nm("Sonya Kogan"),
        [("rep", "r09")],
    ),
    en(
        "Please confirm whether Khaled Masarwa has settled invoice 7741.",
        INV,
        [("inv", "7741"), *nm("Khaled Masarwa")],
        [("ist", "i13")],
    ),
    en("I need the phone number of Haled Masarweh, please.", LOOK, nm("Haled Masarweh"), [("phone", "c08")]),
    en("What is the outstanding balance for Ortal Azoulay?", BAL, nm("Ortal Azoulay"), [("bal", "c09")]),
    en(
        "Are the children's Lindberg frames for Ortal Azulai ready?",
        REP,
        nm("Ortal Azulai"),
        [("rep", "r15")],
    ),
    en(
        "What is the status of invoice 7744 for Eliyahu Ben David?",
        INV,
        [("inv", "7744"), *nm("Eliyahu Ben David")],
        [("ist", "i16")],
    ),
    en("How much does Rivka Avrahami still owe us?", BAL, nm("Rivka Avrahami"), [("bal", "c13")]),
    en(
        "Could you tell me the balance for Rivkah Abrahami, please?",
        BAL,
        nm("Rivkah Abrahami"),
        [("bal", "c13")],
    ),
    en(
        "Are the Maui Jim sunglasses for Yossi Malka ready for pickup?",
        REP,
        nm("Yossi Malka"),
        [("rep", "r20")],
    ),
    en(
        "What does Yosi Malca owe on invoice 7748?",
        INV,
        [("inv", "7748"), *nm("Yosi Malca")],
        [("ileft", "i19")],
    ),
    en("How much does Dan Almog still owe?", BAL, nm("Dan Almog"), [("bal", "c15")]),
    en(
        "What is the balance of the elementary school in Kfar Saba?",
        BAL,
        [],
        [("bal", "c06")],
    ),
    en(
        "How far along are the eye tests for the Alonim school?",
        REP,
        [],
        [("rep", "r10")],
    ),
    en(
        "How much does the dental clinic on Jerusalem Street still owe us?",
        BAL,
        [],
        [("bal", "c10")],
    ),
    en(
        "What is the status of the magnifying loupes for the dental clinic in Kfar Saba?",
        REP,
        [],
        [("rep", "r16")],
    ),
    en("Please give me the phone number of Sonia Cogan.", LOOK, nm("Sonia Cogan"), [("phone", "c05")]),
    en(
        "Has Yael Berkovits paid anything on invoice ET-3112?",
        INV,
        [("inv", "ET-3112"), *nm("Yael Berkovits")],
        [("ipaid", "i07")],
    ),
    en(
        "Please look up invoice ET3121 and tell me its status.",
        INV,
        _inv("ET-3121", "ET3121"),
        [("ist", "i12")],
    ),
    en("What is outstanding on invoice 2026-045?", INV, _inv("2026/045", "2026-045"), [("ileft", "i06")]),
    en(
        "Could you tell me the address of Chaled Massarwa?",
        LOOK,
        nm("Chaled Massarwa"),
        [("addr", "c08", "טייבה")],
    ),
]

ALON_BATCHES: dict[str, list[Row]] = {"s42v": ALON_RELAYED + ALON_FIELD + ALON_ENGLISH}
EINTAL_BATCHES: dict[str, list[Row]] = {"s42w": EINTAL_RELAYED + EINTAL_FIELD + EINTAL_ENGLISH}

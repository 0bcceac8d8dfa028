"""A DEVELOPMENT set written by helper ``voices36`` (session 36) about ``shops/harama.json``: הרמה שירותי
מלגזות, a forklift and warehouse-equipment service company in Ashdod (electric, diesel and gas forklifts,
reach trucks, pallet jacks, chargers; service contracts and the inspector's yearly check). Its items may be
looked at and the engine tuned on them; it is NOT held out.

Written before any of its questions was sent to the engine and before any engine file was opened, in three
office voices: (a) a bookkeeper's accounting words in English ("amount still receivable", "settled in
full", "short-paid") and Hebrew ("יתרה פתוחה", "שולמה במלואה", "קוזז", "ח.פ."); (b) front desk and
technicians switching languages mid-sentence, a row's ``lang`` the language whose grammar carries it ("מה
קורה עם ה-reach truck של ...", "is the מלגזה of ... ready"); (c) a manager's long message that tells who
called, why it matters and what meeting is coming, with the question at its end. Besides: look-ups by
company number, email, phone and description, jobs, policies, help, greetings and out-of-domain requests.
``s36vf``: the questions asked right after each ``added_later`` step (150 + 10 rows: 85 English, 75
Hebrew).

First run (main 22da8fd, before any change for this set), both orders alike: intent 0.88, entities 0.98,
answers 0.82 (he 0.85, en 0.79); English look-ups intent 0.62 / answers 0.50, English balances intent 0.75.
Missed as classes: a bookkeeper's words (receivable, AR, an account clear) read as a look-up or a job; a
company number read as a phone; a long message decided by its story (a cancelled invoice told before
"What's his phone number?", a double invoice before "כמה הוא חייב לנו?") or left unknown; an English
thing or state in a Hebrew sentence and the reverse ("ה-reach truck של ...", "Has it been diagnosed?").
After voices36's changes, records first: intent 0.95, entities 0.99, answers 0.90 (he 0.91, en 0.88).
Left: customers named by kind of place and town in the other language ("the flour mill in Ashdod" of
"טחנת קמח"), an English record name written in Hebrew letters ("מטרו פאקג'ינג"), the answer's language for
"is HR-4155 שולם?" (robust36's), "What's the rule?" after a story, and the scorer reading Hebrew "טיוטה".
"""

from __future__ import annotations

from typing import Any

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q


def en(text: str, intent: str, ents: Any = (), facts: Any = (), follow: bool = False) -> Row:
    return q("en", text, intent, ents, facts, follow)


def he(text: str, intent: str, ents: Any = (), facts: Any = (), follow: bool = False) -> Row:
    return q("he", text, intent, ents, facts, follow)


def kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


def nm(name: str) -> list[tuple[str, ...]]:
    return [("name", name)]


def iv(number: str) -> list[tuple[str, ...]]:
    return [("inv", number)]


BOOKKEEPER_EN = [
    en(
        "What is the amount still receivable from Golden Grain Mills?",
        BAL,
        nm("Golden Grain Mills"),
        [("bal", "c02")],
    ),
    en("Negev Steel Works: total open AR please", BAL, nm("Negev Steel Works"), [("bal", "c06")]),
    en("Has HR-4101 been settled in full?", INV, iv("HR-4101"), [("ist", "i01")]),
    en("How much was received against HR-4133 so far?", INV, iv("HR-4133"), [("ipaid", "i02")]),
    en("What's the unpaid portion on SRV7702?", INV, iv("SRV7702"), [("ileft", "i08")]),
    en("Is P-26-044 short-paid? what remains on it", INV, iv("P-26-044"), [("ileft", "i12")]),
    en(
        "Which invoices of Coastline Beverages are still open?",
        INV,
        nm("Coastline Beverages"),
        [("ilist", "c09")],
    ),
    en(
        "For the month-end reconciliation I need the outstanding items for Harbor Timber Imports",
        INV,
        nm("Harbor Timber Imports"),
        [("ilist", "c15")],
    ),
    en(
        "Does Metro Packaging Solutions carry a debit balance with us?",
        BAL,
        nm("Metro Packaging Solutions"),
        [("bal", "c20")],
    ),
    en("Aging check: is HR-4127 past due?", INV, iv("HR-4127"), [("ist", "i11")]),
    en("Was HR-4137 voided?", INV, iv("HR-4137"), [("ist", "i15")]),
    en(
        "Status of the partial payment on HR-4149 - how much is left to collect?",
        INV,
        iv("HR-4149"),
        [("ileft", "i22")],
    ),
    en("Is the HR-4158 document still a draft or was it issued?", INV, iv("HR-4158"), [("ist", "i14")]),
    en("Amount due from Michael Grant?", BAL, nm("Michael Grant"), [("bal", "c17")]),
    en(
        "Please confirm the receivable for Green Valley Nurseries",
        BAL,
        nm("Green Valley Nurseries"),
        [("bal", "c12")],
    ),
    en("Has any payment been posted to HR-4135?", INV, iv("HR-4135"), [("ipaid", "i29")]),
    en("Is the account of Anna Kozlov clear?", BAL, nm("Anna Kozlov"), [("bal", "c11")]),
    en("What's the net amount still payable on SRV7722?", INV, iv("SRV7722"), [("ileft", "i18")]),
    en("Collections list: what does Shlomo Jaber still owe?", BAL, nm("Shlomo Jaber"), [("bal", "c21")]),
    en("Is P-26-038 delinquent?", INV, iv("P-26-038"), [("ist", "i23")]),
    en("I show HR-4146 as cleared, can you verify?", INV, iv("HR-4146"), [("ist", "i21")]),
    en(
        "Unsettled invoices on the Golden Grain Mills account?",
        INV,
        nm("Golden Grain Mills"),
        [("ilist", "c02")],
    ),
]

BOOKKEEPER_HE = [
    he("מה היתרה הפתוחה של לוגיסטיקה דרום?", BAL, nm("לוגיסטיקה דרום"), [("bal", "c01")]),
    he("חשבונית HR-4108 שולמה במלואה?", INV, iv("HR-4108"), [("ist", "i04")]),
    he("כמה נגבה עד עכשיו על SRV7702?", INV, iv("SRV7702"), [("ipaid", "i08")]),
    he("מה נשאר לגבות על HR-4148?", INV, iv("HR-4148"), [("ileft", "i35")]),
    he("אילו חשבוניות פתוחות יש לקולד צ'יין?", INV, nm("קולד צ'יין"), [("ilist", "c04")]),
    he("לקוח דוד פרץ - יש חוב בכרטיס?", BAL, nm("דוד פרץ"), [("bal", "c14")]),
    he("טקסטיל ארזים קיזזו משהו מ-HR-4135? כמה עוד פתוח", INV, iv("HR-4135"), [("ileft", "i29")]),
    he("מה מצב החוב של סופר דיל?", BAL, nm("סופר דיל"), [("bal", "c10")]),
    he("האם חשבונית P-26-050 עדיין לא נפרעה?", INV, iv("P-26-050"), [("ist", "i19")]),
    he("SRV7705 סגורה?", INV, iv("SRV7705"), [("ist", "i17")]),
    he("פלסטאון חייבים לנו כסף?", BAL, nm("פלסטאון"), [("bal", "c07")]),
    he("מה יתרת החשבון של רמי אבוטבול", BAL, nm("רמי אבוטבול"), [("bal", "c08")]),
    he("החשבונית HR-4160 הופקה כבר או שהיא טיוטה?", INV, iv("HR-4160"), [("ist", "i32")]),
    he("כמה הועבר לנו על חשבון P-26-044?", INV, iv("P-26-044"), [("ipaid", "i12")]),
    he("מה סטטוס התשלום של HR-4143", INV, iv("HR-4143"), [("ist", "i20")]),
    he("לנגב סטיל יש חשבוניות בפיגור?", INV, nm("נגב סטיל"), [("ilist", "c06")]),
    he("היתרה לתשלום של יוסי מזרחי", BAL, nm("יוסי מזרחי"), [("bal", "c03")]),
    he("נועה לנדאו סגרה את החוב שלה?", BAL, nm("נועה לנדאו"), [("bal", "c19")]),
]

SWITCHING = [
    he("מה הstatus של HR-4139?", INV, iv("HR-4139"), [("ist", "i16")]),
    en("what's the יתרה of Golden Grain?", BAL, nm("Golden Grain"), [("bal", "c02")]),
    he("ה-reach truck של קולד צ'יין, יש עדכון?", REP, nm("קולד צ'יין"), [("rep", "r05")]),
    en("is the מלגזה of יוסי מזרחי ready for pickup?", REP, nm("יוסי מזרחי"), [("rep", "r04")]),
    he("תבדוק לי בבקשה את ה-balance של Negev Steel", BAL, nm("Negev Steel"), [("bal", "c06")]),
    en(
        "the charger של לוגיסטיקה דרום - still waiting on parts?", REP, nm("לוגיסטיקה דרום"), [("rep", "r02")]
    ),
    he("Michael Grant שאל אם ה-pallet jack שלו מוכן", REP, nm("Michael Grant"), [("rep", "r19")]),
    en("did סופר דיל pay the last invoice or not?", INV, nm("סופר דיל"), [("ist", "i20")]),
    he("יש לנו email של Harbor Timber?", LOOK, nm("Harbor Timber"), [("email", "c15")]),
    en("give me the טלפון of אורית שטרן", LOOK, nm("אורית שטרן"), [("phone", "c05")]),
    he("ה-invoice האחרון של Coastline, P-26-050, שולם?", INV, iv("P-26-050"), [("ist", "i19")]),
    en(
        "מה עם the Caterpillar at Negev Steel Works, is it done?",
        REP,
        nm("Negev Steel Works"),
        [("rep", "r07")],
    ),
    he("כמה owes לנו Metro Packaging?", BAL, nm("Metro Packaging"), [("bal", "c20")]),
    en("Green Valley - the שטח forklift, what's the status", REP, nm("Green Valley"), [("rep", "r14")]),
    he("הjack של סופר דיל תוקן כבר?", REP, nm("סופר דיל"), [("rep", "r13")]),
    en("what's the ח.פ of Coastline Beverages?", LOOK, nm("Coastline Beverages"), [("tax", "c09")]),
    he("אנחנו waiting for parts על המלגזה של שלמה ג'אבר?", REP, nm("שלמה ג'אבר"), [("rep", "r22")]),
    en("check please if אנה קוזלוב has any open invoices", INV, nm("אנה קוזלוב"), [("ilist", "c11")]),
    he(
        "ה-forklift של Harbor Timber Imports מוכן לאיסוף?", REP, nm("Harbor Timber Imports"), [("rep", "r17")]
    ),
    en("Toyota Traigo של טקסטיל ארזים - any news?", REP, nm("טקסטיל ארזים"), [("rep", "r18")]),
    he(
        "תן לי את ה-address של Metro Packaging Solutions",
        LOOK,
        nm("Metro Packaging Solutions"),
        [("addr", "c20", "חולון")],
    ),
    en("how much is פתוח on SRV7719?", INV, iv("SRV7719"), [("ileft", "i09")]),
    he("יש status לתיקון של Crown במטרו פאקג'ינג?", REP, [], [("rep", "r21")]),
    en("the Doosan של Coastline with the chains - ready?", REP, nm("Coastline"), [("rep", "r11")]),
    he("מה ה-phone של רמי אבוטבול?", LOOK, nm("רמי אבוטבול"), [("phone", "c08")]),
    en("is HR-4155 שולם?", INV, iv("HR-4155"), [("ist", "i25")]),
    he("Golden Grain - המלגזת דיזל עם העשן, מה המצב?", REP, nm("Golden Grain"), [("rep", "r03")]),
    en("balance של דוד פרץ please", BAL, nm("דוד פרץ"), [("bal", "c14")]),
    he("מי זה fleet@coastline-bev.com?", LOOK, [("email", "fleet@coastline-bev.com")], [("name", "c09")]),
    en(
        "פלסטאון's electric forklift with the weak battery - diagnosed yet?",
        REP,
        nm("פלסטאון"),
        [("rep", "r09")],
    ),
]

MANAGER_EN = [
    en(
        "Avner from Golden Grain Mills called this morning, quite upset, says their "
        "diesel truck has been with "
        "us for days and they have a big flour shipment Thursday. I'm meeting their "
        "plant manager tomorrow at "
        "nine. Where are we with that repair?",
        REP,
        nm("Golden Grain Mills"),
        [("rep", "r03")],
    ),
    en(
        "We're sitting down with Negev Steel Works next week to talk about renewing the "
        "service contract, and "
        "I don't want to walk in blind. Their finance person keeps saying they're up to "
        "date. How much do they "
        "actually owe us right now?",
        BAL,
        nm("Negev Steel Works"),
        [("bal", "c06")],
    ),
    en(
        "Quick one before my call with the bank at 2. Coastline Beverages mentioned they paid part of the "
        "contract quarter. Can you tell me what's still outstanding on SRV7722?",
        INV,
        iv("SRV7722"),
        [("ileft", "i18")],
    ),
    en(
        "Harbor Timber's accountant phoned, they're closing their books on Sunday and want to know if we "
        "sent anything they haven't paid. Which of their invoices are open?",
        INV,
        nm("Harbor Timber"),
        [("ilist", "c15")],
    ),
    en(
        "The buyer at Metro Packaging Solutions is new and wants to set up a direct line with our service "
        "desk; I promised to send her our contact on their file. What email do we have for them?",
        LOOK,
        nm("Metro Packaging Solutions"),
        [("email", "c20")],
    ),
    en(
        "I'm preparing for Thursday's review with the technicians. Lots of complaints lately about the "
        "cold-room reach trucks, and the customer threatened to move to a competitor. Is the Still at Cold "
        "Chain still waiting for the sensor?",
        REP,
        nm("Cold Chain"),
        [("rep", "r05")],
    ),
    en(
        "Michael Grant left a voicemail, he's flying out Monday and wants everything sorted before. He asked "
        "whether he owes us anything. Does he?",
        BAL,
        nm("Michael Grant"),
        [("bal", "c17")],
    ),
    en(
        "Our insurance agent is coming in at 11 and will ask about the accident forklift from Lod, the one "
        "with the bent forks. What's the status of Shlomo Jaber's job?",
        REP,
        nm("Shlomo Jaber"),
        [("rep", "r22")],
    ),
    en(
        "Board meeting tomorrow; I'm listing the larger receivables and Cold Chain Storage is probably near "
        "the top. What's their balance?",
        BAL,
        nm("Cold Chain Storage"),
        [("bal", "c04")],
    ),
    en(
        "Had lunch with the owner of Green Valley Nurseries, nice guy, says his field forklift is leaking "
        "again and he needs it for the spring season. Is it still waiting on parts?",
        REP,
        nm("Green Valley Nurseries"),
        [("rep", "r14")],
    ),
    en(
        "Someone from a company called Delta-something rang about renting a replacement machine while theirs "
        "is in the shop; I'm seeing the sales team at four. What do we charge per day "
        "for a replacement forklift?",
        KNOW,
        [],
        kn("k07", "260"),
    ),
    en(
        "The regional safety officer is visiting our bigger clients this month and Logistika Darom asked me "
        "how often the certified inspector has to check each truck. What's the rule?",
        KNOW,
        [],
        kn("k04", "14 חודשים"),
    ),
    en(
        "Heads up: Rami Abutbul came by, argued about a cancelled invoice, then left. I "
        "want to call him back "
        "after the staff meeting. What's his phone number?",
        LOOK,
        nm("Rami Abutbul"),
        [("phone", "c08")],
    ),
]

MANAGER_HE = [
    he(
        'אבנר מגולדן גריין התקשר הבוקר ואמר שהם צריכים את כל המלגזות לפני חג, ויש לי פגישה עם הסמנכ"ל שלהם '
        "מחר בעשר. תגיד לי כמה הם חייבים לנו כרגע?",
        BAL,
        nm("גולדן גריין"),
        [("bal", "c02")],
    ),
    he(
        "רינה מהנהלת החשבונות של פלסטאון שלחה מייל שהיא לא מוצאת אצלה את החשבונית האחרונה, ואני נפגש איתם "
        "ביום ראשון. מה המצב של HR-4158?",
        INV,
        iv("HR-4158"),
        [("ist", "i14")],
    ),
    he(
        "מחר יש ישיבת צוות טכנאים ואני רוצה לדבר על העבודות שתקועות. בלוגיסטיקה דרום המלגזה מספר 3 עם "
        "דליפת השמן עדיין אצלנו? מה הסטטוס שלה?",
        REP,
        nm("לוגיסטיקה דרום"),
        [("rep", "r01")],
    ),
    he(
        "התקשר אלי בעל מחסן מקריית מלאכי, אבי, הוא קצת לחוץ כי יש לו ביקורת של משרד העבודה בשבוע הבא. "
        "מה קורה עם התסקיר של המלגזה של מחסני בן-עמי?",
        REP,
        nm("מחסני בן-עמי"),
        [("rep", "r15")],
    ),
    he(
        "אני לפני שיחה עם רואה החשבון שלנו והוא שואל על לקוחות שמאחרים בתשלום. נגב סטיל למשל - אילו "
        "חשבוניות שלהם עדיין פתוחות?",
        INV,
        nm("נגב סטיל"),
        [("ilist", "c06")],
    ),
    he(
        "לקוח חדש פוטנציאלי מקריית גת שאל אותי בטלפון על חוזה, ואני נפגש איתו ביום שלישי. כמה עולה חוזה "
        "שירות שנתי למלגזה?",
        KNOW,
        [],
        kn("k12", "1,560"),
    ),
    he(
        "הנציג של קוסטליין ביברג'ס עזב ועכשיו מישהו אחר מטפל אצלם בצי. אני רוצה להתקשר להציג את עצמי לפני "
        "הפגישה הרבעונית. מה מספר הטלפון שלהם אצלנו?",
        LOOK,
        nm("קוסטליין ביברג'ס"),
        [("phone", "c09")],
    ),
    he(
        "היום בבוקר הגיעה תלונה מטקסטיל ארזים על המלגזה החשמלית שעוצרת באמצע, ואני לא רוצה לאבד אותם. מה "
        "הסטטוס של התיקון אצלם?",
        REP,
        nm("טקסטיל ארזים"),
        [("rep", "r18")],
    ),
    he(
        "יוסי מזרחי מרחובות התלונן שקיבל חשבונית כפולה, ואני רוצה לבדוק לפני שאני חוזר אליו אחרי הצהריים. "
        "כמה הוא חייב לנו?",
        BAL,
        nm("יוסי מזרחי"),
        [("bal", "c03")],
    ),
    he(
        "בשבוע הבא אני נוסע לכנס ספקים באילת, ולפני כן רוצה לדעת מי חייב לנו הכי הרבה. נתחיל בקולד צ'יין: "
        "מה היתרה שלהם?",
        BAL,
        nm("קולד צ'יין"),
        [("bal", "c04")],
    ),
    he(
        "שי מהמשמרת הערב שאל אותי אם אנחנו יוצאים בשבת למפעלים עם חוזה, כי ב-Negev Steel יש משמרת. "
        "כמה תוספת גובים על יציאה בשבת?",
        KNOW,
        [],
        kn("k03", "75%"),
    ),
]

LOOKUPS = [
    en("who is company number 516730448?", LOOK, [], [("name", "c09")]),
    he("למי שייך ח.פ. 514881236?", LOOK, [], [("name", "c07")]),
    en(
        "whose email is accounts@harbortimber.co.il?",
        LOOK,
        [("email", "accounts@harbortimber.co.il")],
        [("name", "c15")],
    ),
    he("מי זה 08-8561200?", LOOK, [("phone", "08-8561200")], [("name", "c01")]),
    en("find the customer with phone 053-3318842", LOOK, [("phone", "053-3318842")], [("name", "c11")]),
    en("the cold storage place in Yavne, what's their phone?", LOOK, [], [("phone", "c04")]),
    he("מה הכתובת של מפעל הטקסטיל בדימונה?", LOOK, [], [("addr", "c16", "האורגים")]),
    en(
        "we have a steel plant in Beer Sheva as a customer, what's their company number?",
        LOOK,
        [],
        [("tax", "c06")],
    ),
    he("מה מספר העוסק של Green Valley Nurseries?", LOOK, nm("Green Valley Nurseries"), [("tax", "c12")]),
    en("email for the flour mill in Ashdod?", LOOK, [], [("email", "c02")]),
    he(
        "מי הלקוח עם המייל orit.stern@walla.co.il",
        LOOK,
        [("email", "orit.stern@walla.co.il")],
        [("name", "c05")],
    ),
    en("who is on 050-3348021?", LOOK, [("phone", "050-3348021")], [("names", "c13", "c22")]),
    he("יש לנו לקוח בשם בן-עמי? מי?", LOOK, nm("בן-עמי"), [("names", "c13", "c22")]),
    en("the supermarket in Rishon, what's the address on file?", LOOK, [], [("addr", "c10", "ז'בוטינסקי")]),
    he("הטלפון של הסוחר ירקות מלוד", LOOK, [], [("phone", "c21")]),
    en("does Noa Landau have an email with us?", LOOK, nm("Noa Landau"), [("email", "c19")]),
]

JOBS = [
    en("Is Orit Stern's pallet jack being looked at?", REP, nm("Orit Stern"), [("rep", "r06")]),
    he("המלגזה של דוד פרץ נמסרה?", REP, nm("דוד פרץ"), [("rep", "r16")]),
    en("status of all jobs for Negev Steel Works", REP, nm("Negev Steel Works"), [("repc", "c06")]),
    he("מה עם העבודות של קוסטליין?", REP, nm("קוסטליין"), [("repc", "c09")]),
    en("did we cancel Rami Abutbul's gas forklift repair?", REP, nm("Rami Abutbul"), [("rep", "r10")]),
    he("הטיפול השנתי של אלקטרו שיווק הסתיים?", REP, nm("אלקטרו שיווק"), [("rep", "r20")]),
    en("Avi Ben-Ami's old TCM, what's happening with it?", REP, nm("Avi Ben-Ami"), [("rep", "r23")]),
]

POLICIES = [
    en("what are our opening hours on friday?", KNOW, [], kn("k01", "11:30")),
    he("כמה עולה קריאת שירות ללקוח בלי חוזה?", KNOW, [], kn("k02", "390")),
    en("how long is the warranty on a repair?", KNOW, [], kn("k05", "90 יום")),
    he("כמה זמן אחריות על סוללה חדשה?", KNOW, [], kn("k06", "24 חודשים")),
    en("what are the payment terms for business customers?", KNOW, [], kn("k08", "שוטף + 30")),
    he("תוך כמה זמן מגיע חלק מהיבואן?", KNOW, [], kn("k09", "5–7 ימי עבודה")),
    en("do we go out to Ashkelon?", KNOW, [], kn("k10", "אשקלון")),
    he("מה קורה אם לקוח מבטל קריאה באותו יום?", KNOW, [], kn("k11", "200")),
    en("late payment interest rate?", KNOW, [], kn("k08", "1.5%")),
    he("כמה עולה הבדיקה של הבודק המוסמך?", KNOW, [], kn("k04", "450")),
]

OTHER = [
    en("hello", GREET),
    he("בוקר טוב", GREET),
    en("what sort of questions can I put to you?", HELP),
    he("במה אתה יכול לעזור לי?", HELP),
    en("book a table for four at a fish place in Ashdod tonight", UNK),
    he("מה מזג האוויר מחר באשקלון?", UNK),
    en("translate our price list into Russian", UNK),
    he("תכתוב לי שיר ליום הולדת של רינה", UNK),
]

FOLLOWS = [
    en("How much does Harbor Timber Imports owe?", BAL, nm("Harbor Timber Imports"), [("bal", "c15")]),
    en("and their company number?", LOOK, [], [("tax", "c15")], follow=True),
    he("מה היתרה של אלקטרו שיווק?", BAL, nm("אלקטרו שיווק"), [("bal", "c18")]),
    he("ומה הכתובת שלהם?", LOOK, [], [("addr", "c18", "המדע")], follow=True),
]

MORE = [
    en("Please reconcile P-26-047 - open or remitted?", INV, iv("P-26-047"), [("ist", "i28")]),
    en("Any credit or debit left on Orit Stern's ledger card?", BAL, nm("Orit Stern"), [("bal", "c05")]),
    he("כמה כסף נכנס על HR-4139?", INV, iv("HR-4139"), [("ipaid", "i16")]),
    he("מה סך החוב הפתוח של Coastline Beverages?", BAL, nm("Coastline Beverages"), [("bal", "c09")]),
    en("can you pull up the open balance עבור טקסטיל ארזים", BAL, nm("טקסטיל ארזים"), [("bal", "c16")]),
    he("ה-reach truck בחדר הקר, waiting for parts עדיין?", REP, [], [("rep", "r05")]),
    en("the ג'ק of Orit Stern that won't drive forward - received?", REP, nm("Orit Stern"), [("rep", "r06")]),
    he("אפשר את ה-email של יוסי מזרחי?", LOOK, nm("יוסי מזרחי"), [("email", "c03")]),
    en(
        "Rina from Plastaon's accounts asked me twice this week about their electric forklift, the one whose "
        "battery dies after two hours; I'm seeing their CEO on Sunday and need a "
        "straight answer. Has it been "
        "diagnosed?",
        REP,
        nm("Plastaon"),
        [("rep", "r09")],
    ),
    he(
        "דיברתי עכשיו עם נועה לנדאו מיבנה, היא רוצה להתחיל לעבוד איתנו על חוזה ושאלה על התנאים, ואני צריך "
        "לחזור אליה לפני הישיבה של ארבע. מה כולל חוזה השירות השנתי?",
        KNOW,
        [],
        kn("k12", "500 שעות"),
    ),
    en("what's the weather like for the forklift drivers' picnic saturday?", UNK),
]

BATCHES: dict[str, list[Row]] = {
    "s36v": BOOKKEEPER_EN
    + BOOKKEEPER_HE
    + SWITCHING
    + MANAGER_EN
    + MANAGER_HE
    + LOOKUPS
    + JOBS
    + POLICIES
    + MORE
    + OTHER
    + FOLLOWS
}

FRESH: dict[str, list[list[Row]]] = {
    "s36vf": [
        [  # a new customer, its first invoice and a forklift for a check, just made
            en(
                "new account Delta Crane Rentals - what's their phone?",
                LOOK,
                nm("Delta Crane Rentals"),
                [("phone", "c23")],
            ),
            he("מה הסטטוס של ה-invoice HR-4162?", INV, iv("HR-4162"), [("ist", "i37")]),
            en(
                "Delta Crane brought in a Komatsu for a check, was it logged?",
                REP,
                nm("Delta Crane"),
                [("rep", "r24")],
            ),
            he("כמה חייבת לנו Delta Crane Rentals?", BAL, nm("Delta Crane Rentals"), [("bal", "c23")]),
            en("who has company number 516553019?", LOOK, [], [("name", "c23")]),
        ],
        [  # a new parts invoice for the steel plant and a new job at the nursery
            en(
                "Negev Steel Works: receivable after today's parts invoice?",
                BAL,
                nm("Negev Steel Works"),
                [("bal", "c06")],
            ),
            he("P-26-052 פתוחה?", INV, iv("P-26-052"), [("ist", "i38")]),
            he("ה-pallet jack החדש של Green Valley נקלט?", REP, nm("Green Valley"), [("rep", "r25")]),
            en(
                "Green Valley's owner just phoned again about a second machine, I have him on "
                "hold and a supplier "
                "waiting. Did we open a job for his Linde T20?",
                REP,
                nm("Green Valley"),
                [("rep", "r25")],
            ),
            he("מה התשלום הפתוח על P-26-052?", INV, iv("P-26-052"), [("ileft", "i38")]),
        ],
    ]
}

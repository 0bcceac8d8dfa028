"""Batch s52c: questions about בריכות השרון (Sharon Pools, ``shops/breicha.json``): maintenance and repair of
swimming pools, pumps, heat pumps, salt chlorinators and jacuzzis for villas, condo buildings, a country club,
a spa and a hotel in Herzliya, Ra'anana and Kfar Shmaryahu; monthly service contracts (invoices 2026/3xx) and
one-off repairs (BS-41xx, two older plain numbers from the previous system). DEVELOPMENT set written blind and
KEPT ASIDE as a check: only its aggregate scores are shown to the engine's engineers.

Written by helper `blind52c` on 2026-12-06, fixtures first and then these questions, from the fixtures, the
contract and the devset's README alone: the writer saw neither the assistant's engine nor any other question
set, and sent nothing to the engine.

Voices:
- ``s52cx``: Josh, the Australian-born partner. Casual English, "mate", "arvo", "reckon", "all up", GST
  for VAT; customers by nickname or by what they are (Goldie, Stevo, Pini, the country club, the hotel, the
  Landaus, the spa), Hebrew names transliterated his way; the ask sits inside chat about his day;
  follow-ups; a few short Hebrew lines.
- ``s52cy``: Sigal, the secretary. Long polite Hebrew messages, full names with מר/הגברת and the street,
  dates written out, sometimes two asks in one message; follow-ups that start with "ובנוסף" / "בהמשך לכך".
- ``s52cz``: Avi, the technician. Terse English from the phone with Hebrew word order and grammar ("what with
  the pump of Cohen?", "he pay already?"), invoice numbers typed without the dash, misspelled names; a few
  Hebrew lines when he is in a hurry.
- ``s52cp``: plain questions of every intent, Hebrew and English: unknown customer, invoice and phone,
  a customer with no jobs or no invoices, out of domain, greetings, help.
- ``s52cf`` (fresh): asked right after the ``added_later`` steps: a new customer with her invoice and pump
  job; a new jacuzzi job and invoice for a customer who owed nothing; a new English-named contract customer.

Rows: s52cx 44 (41 en, 3 he), s52cy 48 (48 he), s52cz 48 (40 en, 8 he), s52cp 34 (15 en, 19 he), s52cf 12
(6 en, 6 he); 186 in all, 102 English (55 %) and 84 Hebrew; 31 follow-ups.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

# Josh: the Australian partner, chatting about his day
S52CX: list[Row] = [
    en("Morning! Stinker of a day already, the Sea Breeze lot rang twice before 8. How much do they owe "
       "us all up?", BAL, nm("Sea Breeze"), [("bal", "c02")]),
    en("righto, and the rooftop heat pump job there, that's all wrapped up yeah?",
       REP, [], [("rep", "r03")], True),
    en("what about the jacuzzi in their spa, is Avi still on it?", REP, [], [("rep", "r04")], True),
    en("Just left Goldie's place, his jacuzzi's still stone cold. Heater sorted or not?", REP,
       nm("Goldie"), [("rep", "r08")]),
    en("and his robot, the Dolphin - did the cable come in yet?", REP, [], [("rep", "r09")], True),
    en("he's behind on the monthly too isn't he? how much all up", BAL, [], [("bal", "c05")], True),
    en("mate the country club's main pump is howling like a dingo, did the new motor land?", REP,
       nm("country club"), [("rep", "r01")]),
    en("and the jacuzzi in their change rooms, anyone worked out why it won't heat?",
       REP, [], [("rep", "r02")], True),
    en("what do they owe us at the mo", BAL, [], [("bal", "c01")], True),
    en("which of their invoices are still unpaid?", INV, [], [("ilist", "c01")], True),
    en("Quick one - Stevo's heat pump, still waiting on that capacitor?", REP, nm("Stevo"), [("rep", "r16")]),
    en("How much is Steven Marks behind? Reckon he's dodging my calls",
       BAL, nm("Steven Marks"), [("bal", "c10")]),
    en("Pini rang about the solar collectors on his roof, has anyone been out yet?", REP, nm("Pini"),
       [("rep", "r21")]),
    en("can you give me Pini Gabay's number, lost it again", LOOK, nm("Pini Gabay"), [("phone", "c15")]),
    en("had a cuppa with Natalie Dubois this arvo, lovely lady. Did she ever pay BS-4119?", INV,
       nm("Natalie Dubois") + iv("BS-4119"), [("ist", "i25")]),
    en("her pool cover's jammed half open, has that job even been logged?", REP, [], [("rep", "r17")], True),
    en("Sergei's the bloke with the big inflatable pool in Ra'anana - what's he owe us?", BAL, nm("Sergei"),
       [("bal", "c14")]),
    en("what's the story with BS-4098, the hotel still haven't paid the lot?", INV, iv("BS-4098"),
       [("ist", "i06"), ("ileft", "i06")]),
    en("Mark Feldman's back from the States next week, is the winter close-up done at his place?", REP,
       nm("Mark Feldman"), [("rep", "r24")]),
    en("and what's he owe us? reckon there's an old one from the summer too",
       BAL, [], [("bal", "c19")], True),
    en("who's on 054-771-2093? missed a call while I was in the pump room", LOOK, ph("054-771-2093"),
       [("name", "c08")]),
    en("oh it's Alon. how's his leak going, found it yet?", REP, nm("Alon"), [("rep", "r13")], True),
    en("The Landaus in Kfar Shmaryahu - is the salt chlorinator still throwing that Check Cell error?", REP,
       nm("Landau"), [("rep", "r14")]),
    en("and Roni's jacuzzi bill, is that squared away?", INV, nm("Roni"), [("ist", "i22")], True),
    en("knackered. what's the warranty on a new pump we put in? bloke in Ra'anana asking", KNOW, [],
       [("kn", "k05", "24")]),
    en("how much do we charge for a one-off call-out these days, still 350 plus GST?", KNOW, [],
       [("kn", "k02", "350")]),
    en("customer wants her spa drained and refilled, what's our price on that?",
       KNOW, [], [("kn", "k10", "480")]),
    en("what's the after-hours rate for a Saturday callout, bloke's not on a contract", KNOW, [],
       [("kn", "k03", "650")]),
    en("whats the pH range we aim for again? the new kid keeps asking me", KNOW, [],
       [("kn", "k08", "7.2"), ("kn", "k08", "7.6")]),
    en("Goldstein's monthly, 2026/324 - is it past due?",
       INV, nm("Goldstein") + iv("2026/324"), [("ist", "i13")]),
    en("who's the fella on invoice 70884? can't find it in my emails", LOOK, iv("70884"),
       [("name", "c08"), ("about", "i18")]),
    en("Amit rang about his robot, is it ready to grab?", REP, nm("Amit"), [("rep", "r18")]),
    en("how's Amit Burger's pump going, the rattly one in Herzliya",
       REP, nm("Amit Burger"), [("rep", "r19")]),
    en("and Amit Berger, how much is he owing us?", BAL, nm("Amit Berger"), [("bal", "c12")]),
    en("The spa in Ra'anana, jacuzzi number 3 - has the Balboa board turned up?",
       REP, nm("spa"), [("rep", "r22")]),
    en("and the tiles in their therapy pool?", REP, [], [("rep", "r23")], True),
    en("What's Aqua Spa owe us all up? they're meeting wednesday", BAL, nm("Aqua Spa"), [("bal", "c17")]),
    en("oi, what's the go with the Hanadiv 7 building - chlorine pump done?",
       REP, nm("Hanadiv 7"), [("rep", "r07")]),
    en("they paid BS-4105 didn't they?", INV, iv("BS-4105"), [("ist", "i10")], True),
    en("Dorit Mizrahi reckons she's all paid up, is she?", BAL, nm("Dorit Mizrahi"), [("bal", "c18")]),
    en("can you book me a table at the pub in Herzliya for the footy tonight?", UNK),
    he("אהלן, בוקר טוב", GREET),
    he("כמה חייב יורם כהן?", BAL, nm("יורם כהן"), [("bal", "c06")]),
    he("ומה עם המשאבה שלו", REP, [], [("rep", "r11")], True),
]  # fmt: skip

# Sigal: the secretary, long polite Hebrew messages
S52CY: list[Row] = [
    he("בוקר טוב, היום יום ראשון, השישה בדצמבר. התקשרה אליי הגברת אורית לנדאו מכפר שמריהו ושאלה מה קורה עם "
       "מכשיר המלח שלה, שמראה הודעת שגיאה כבר כמה ימים. אשמח לדעת באיזה שלב הטיפול נמצא, תודה רבה.", REP,
       nm("אורית לנדאו"), [("rep", "r14")]),
    he("ובנוסף, האם יש לה יתרה פתוחה אצלנו? היא ביקשה לדעת לפני שהיא מעבירה תשלום.", BAL, [],
       [("bal", "c09")], True),
    he("שלום, ביקשו ממני להוציא תזכורת תשלום לוועד הבית מגדלי הפארק ברחוב אחוזה ברעננה. אפשר בבקשה לקבל את "
       "רשימת החשבוניות שעדיין לא שולמו אצלם?", INV, nm("מגדלי הפארק"), [("ilist", "c03")]),
    he("תודה רבה. ומה סך כל החוב שלהם נכון להיום?", BAL, [], [("bal", "c03")], True),
    he("צהריים טובים, מר דוד גולדשטיין התקשר בעניין החשבונית החודשית של חודש נובמבר, מספר 2026/324. הוא טוען "
       "ששילם אותה בהוראת קבע. אפשר לבדוק בבקשה מה הסטטוס שלה?", INV, nm("דוד גולדשטיין") + iv("2026/324"),
       [("ist", "i13")]),
    he("ועוד שאלה לגביו: כמה שולם עד עכשיו על חשבונית BS-4126? הוא אומר שהעביר מקדמה של אלף שקלים.", INV,
       iv("BS-4126"), [("ipaid", "i14")], True),
    he("שלום רב, אני צריכה את מספר הטלפון של מר פנחס גבאי מרחוב הברוש בהרצליה. אין לו מייל ולכן אני צריכה "
       "להתקשר אליו לתיאום ביקור. תודה.", LOOK, nm("פנחס גבאי"), [("phone", "c15")]),
    he("בהמשך לכך, האם מר גבאי חייב לנו כסף? אם כן אזכיר לו בעדינות בשיחה.", BAL, nm("גבאי"),
       [("bal", "c15")], True),
    he("בוקר טוב, הגיעה שיחה מהמספר 09-9514400 ולא הספקתי לענות. של מי המספר הזה?", LOOK, ph("09-9514400"),
       [("name", "c02")]),
    he("שלום, מה מצב התשלום של חשבונית BS-4118 של אקווה ספא רעננה? אם שולם רק חלק, אשמח לדעת כמה עוד "
       "נשאר לשלם.", INV, iv("BS-4118") + nm("אקווה ספא רעננה"), [("ist", "i35"), ("ileft", "i35")]),
    he("ערב טוב, רציתי לבדוק שני דברים לגבי מר אלון שחר: ראשית, מה קורה עם תיקון הנזילה בבריכה שלו, ושנית, "
       "מה כתובת המייל שלו כדי שאשלח לו את הסיכום. תודה מראש.", REP, nm("אלון שחר"),
       [("rep", "r13"), ("email", "c08")]),
    he("שלום, הגברת מיכל כהן מרחוב ויצמן ברעננה שאלה האם נשאר לה חוב על הטיפול בבריכה מחודש אוקטובר.", BAL,
       nm("מיכל כהן"), [("bal", "c07")]),
    he("בוקר טוב, אפשר בבקשה לבדוק את הסטטוס של חשבונית מספר BS-4133 של מר יורם כהן? הוא אמר שעוד לא "
       "קיבל אותה.", INV, iv("BS-4133") + nm("יורם כהן"), [("ist", "i16")]),
    he("ומה עם משאבת הבריכה שלו? הוא שאל מתי מרכיבים אותה בחזרה.", REP, [], [("rep", "r11")], True),
    he("שלום, מר סרגיי קוגן ביקש לבטל את תיקון הג'קוזי המתנפח. אפשר לוודא שזה אכן מעודכן במערכת?", REP,
       nm("סרגיי קוגן"), [("rep", "r20")]),
    he("תודה. ולגבי החשבונית שלו, BS-4111 – כמה נשאר לו לשלם עליה?",
       INV, iv("BS-4111"), [("ileft", "i29")], True),
    he("צהריים טובים. נציגות הבית הנדיב 7 ביקשו לדעת האם משאבת מינון הכלור הוחלפה והאם העבודה הסתיימה. אשמח "
       "לתשובה כדי שאחזור אליהם עוד היום.", REP, nm("הנדיב 7"), [("rep", "r07")]),
    he("שלום, אני מחפשת את הלקוח עמית שגר ברחוב בורוכוב ברעננה. מה שם המשפחה המדויק שלו ומה מספר הטלפון? אני "
       "לא בטוחה אם זה ברגר או בורגר.", LOOK, nm("עמית"), [("name", "c12"), ("phone", "c12")]),
    he("בוקר טוב! שאלה לגבי מחירים: לקוחה חדשה מהרצליה רוצה חוזה שירות חודשי לבריכה פרטית. כמה עולה החוזה "
       "בעונה וכמה בחורף?", KNOW, [], [("kn", "k04", "950"), ("kn", "k04", "550")]),
    he("לקוח שאל אם אפשר לבטל את חוזה השירות באמצע השנה, ובכמה זמן מראש צריך להודיע. מה הנוהל אצלנו?", KNOW,
       [], [("kn", "k06", "30 יום")]),
    he("שלום, התקשרה לקוחה שהמים בבריכה שלה עכורים ושאלה מה רמת הכלור התקינה. מה הערך שאנחנו ממליצים עליו?",
       KNOW, [], [("kn", "k08", "1-3")]),
    he("ועד בית חדש שואל מה תנאי התשלום אצלנו – האם שוטף פלוס שלושים או תשלום מיידי?", KNOW, [],
       [("kn", "k07", "שוטף + 30")]),
    he("שלום, עד איזו שעה המשרד פתוח ביום שישי? אני רוצה לעדכן את ההודעה במענה הקולי לקראת החגים.", KNOW, [],
       [("kn", "k01", "12:00")]),
    he("לקוח שאל כמה עולה ניקוי של תא המלח אם אין לו חוזה איתנו. תודה!", KNOW, [], [("kn", "k09", "280")]),
    he("בוקר טוב, מה קורה עם הכיסוי האוטומטי של הגברת נטלי דובואה בכפר שמריהו? המנוע נתקע באמצע והיא מאוד "
       "מוטרדת.", REP, nm("נטלי דובואה"), [("rep", "r17")]),
    he("תודה, והאם היא שילמה את החשבונית האחרונה שלה?", INV, [], [("ist", "i25")], True),
    he("שלום, הגיע אליי מייל מהכתובת mark@feldmanventures.com בלי חתימה. מי הלקוח הזה?", LOOK,
       [("email", "mark@feldmanventures.com")], [("name", "c19")]),
    he("בהמשך לכך – כמה מר פלדמן חייב לנו בסך הכל? אני רואה שיש חשבונית ישנה מהקיץ.", BAL, nm("פלדמן"),
       [("bal", "c19")], True),
    he("שלום, מה הסטטוס של העבודות אצל קאנטרי קלאב גלי השרון? אמנון מהתחזוקה ביקש עדכון על כל מה שפתוח "
       "אצלם.", REP, nm("קאנטרי קלאב גלי השרון"), [("repc", "c01")]),
    he("ואילו חשבוניות שלהם עוד לא שולמו? הוא רוצה להעביר אותן לאישור ההנהלה.",
       INV, [], [("ilist", "c01")], True),
    he("ערב טוב, האם יש במערכת לקוח עם הטלפון 052-9900112? מישהו השאיר הודעה ולא אמר את שמו.", LOOK,
       ph("052-9900112"), []),
    he("שלום, מה היתרה של מר רוני לנדאו? שימו לב שזה הבעל ולא הגברת, יש להם אותו טלפון בבית.", BAL,
       nm("רוני לנדאו"), [("bal", "c24")]),
    he("שלום, של מי הטלפון 09-9581236? רשום לי רק המספר בלי שם.", LOOK, ph("09-9581236"),
       [("names", "c09", "c24")]),
    he("בוקר טוב, רציתי לדעת אם מלון Sea Breeze שילם כבר את החשבונית החודשית של נובמבר, מספר 2026/319.", INV,
       nm("Sea Breeze") + iv("2026/319"), [("ist", "i05")]),
    he("שלום, מר סטיבן מרקס מרעננה התקשר לשאול מתי יגיע החלק למשאבת החום שלו. מה מצב התיקון?", REP,
       nm("סטיבן מרקס"), [("rep", "r16")]),
    he("וכמה הוא חייב לנו בסך הכל? נדמה לי שיש לו חשבונית שעברה מזמן את המועד.",
       BAL, [], [("bal", "c10")], True),
    he("שלום רב, הגברת מירב שטרן מרחוב אחוזה שאלה אם כבר יצאה לה חשבונית על העבודה שעשינו אצלה. אפשר לבדוק?",
       INV, nm("מירב שטרן"), [("ist", "i40")]),
    he("שלום, מר רון פרץ מהרצליה שואל מתי יסיימו להתקין את פנסי הלד בבריכה שלו. אשמח לדעת מה מצב העבודה.",
       REP,
       nm("רון פרץ"), [("rep", "r25")]),
    he("בוקר טוב, כמה חייבת לנו הגברת דורית מזרחי מרחוב ז'בוטינסקי? היא אומרת שהכל שולם.", BAL,
       nm("דורית מזרחי"), [("bal", "c18")]),
    he("שלום, על שם מי רשומה חשבונית BS-4129? צריך לשלוח לו תזכורת.", LOOK, iv("BS-4129"),
       [("name", "c15"), ("about", "i31")]),
    he("שלום, אפשר בבקשה את הכתובת של הגברת יעל מור? צריך לשלוח אליה טכנאי לבדיקת מים ראשונה.", LOOK,
       nm("יעל מור"), [("addr", "c23", "הבנים")]),
    he("לקוח שואל כמה עולה לסגור בריכה לחורף, והאם יש גם מחיר לפתיחה באביב.", KNOW, [],
       [("kn", "k11", "1,200"), ("kn", "k11", "1,400")]),
    he("צהריים טובים, מה החוב של אקווה ספא רעננה? הם ביקשו פירוט לפני ישיבת ההנהלה שלהם ביום רביעי, התשעה "
       "בדצמבר.", BAL, nm("אקווה ספא רעננה"), [("bal", "c17")]),
    he("ומה מצב הג'קוזי מספר 3 אצלם? הם שאלו אם יהיה מוכן לפני סוף השבוע.", REP, [], [("rep", "r22")], True),
    he("בוקר טוב ושבוע טוב לכולם!", GREET),
    he("בוקר טוב, אני חדשה יחסית במערכת. אפשר להסביר לי במה אתה יכול לעזור? למשל לבדוק חובות או מצב של "
       "תיקונים?", HELP),
    he("שלום, אפשר בבקשה לנסח לי ברכה לחנוכה שאשלח לכל הלקוחות במייל?", UNK),
    he("תודה. ומה מזג האוויר הצפוי השבוע בהרצליה? אנחנו מתכננים את סגירת הבריכות לחורף.", UNK),
]  # fmt: skip

# Avi: the technician, terse phone English with Hebrew syntax
S52CZ: list[Row] = [
    en("what with the pump of Cohen?", REP, nm("Cohen"), [("rep", "r11")]),
    en("he pay already?", BAL, [], [("bal", "c06")], True),
    en("the salt machine of Landau is ready?", REP, nm("Landau"), [("rep", "r14")]),
    en("phone of Sergei pls", LOOK, nm("Sergei"), [("phone", "c14")]),
    en("what the status of BS4112", INV, [("inv", "BS-4112", "BS4112")], [("ist", "i03")]),
    en("country club how much they owe", BAL, nm("country club"), [("bal", "c01")]),
    en("in the hotel the jacuzzi of the spa, finish?", REP, nm("hotel"), [("rep", "r04")]),
    en("who is 0547712093", LOOK, ph("0547712093"), [("name", "c08")]),
    en("what address of Natali Dubois", LOOK, nm("Natali Dubois"), [("addr", "c11", "המייסדים")]),
    en("the robot of amit is ready for take?", REP, nm("amit"), [("rep", "r18")]),
    en("and the pump of amit burger what they find", REP, nm("amit burger"), [("rep", "r19")]),
    en("Stiven Marks the heat pump, part arrive?", REP, nm("Stiven Marks"), [("rep", "r16")]),
    en("how much he owe", BAL, [], [("bal", "c10")], True),
    en("invoice 70891 is of who", LOOK, iv("70891"), [("name", "c15"), ("about", "i30")]),
    en("he have more open?", INV, [], [("ilist", "c15")], True),
    en("Migdalei Hapark the lights in pool, somebody check already?",
       REP, nm("Migdalei Hapark"), [("rep", "r06")]),
    en("Goldstein jacuzzi heater when finish", REP, nm("Goldstein"), [("rep", "r08")]),
    en("and the dolphin of him?", REP, [], [("rep", "r09")], True),
    en("how much left to pay on BS 4126", INV, [("inv", "BS-4126", "BS 4126")], [("ileft", "i14")]),
    en("Feldman winter closing done?", REP, nm("Feldman"), [("rep", "r24")]),
    en("what the warranty on repair? client in Herzliya say pump broke again after 4 month", KNOW, [],
       [("kn", "k05", "180")]),
    en("how much cost emergency call in shabat for client with contract", KNOW, [], [("kn", "k03", "300")]),
    en("leak detection how much we take", KNOW, [], [("kn", "k12", "1,100")]),
    en("the salt level normal what is? machine of client show low salt", KNOW, [], [("kn", "k08", "3,000")]),
    en("the check of robot in the storage how much", KNOW, [], [("kn", "k14", "150")]),
    en("BS-4131 paid?", INV, iv("BS-4131"), [("ist", "i11")]),
    en("Hanadiv 7 they sign already on the chlorine pump? I can close?",
       REP, nm("Hanadiv 7"), [("rep", "r07")]),
    en("who is 09-7460022", LOOK, ph("09-7460022"), [("name", "c17")]),
    en("the tiles in the therapy pool of them, who on it", REP, [], [("rep", "r23")], True),
    en("Pini solar panels of pool what status", REP, nm("Pini"), [("rep", "r21")]),
    en("phone of Alon Shahar", LOOK, nm("Alon Shahar"), [("phone", "c08")]),
    en("the leak in pool of him, still open?", REP, [], [("rep", "r13")], True),
    en("Michal Cohen the green pool, she pay?", BAL, nm("Michal Cohen"), [("bal", "c07")]),
    en("Ron Peretz the led lights when finish", REP, nm("Ron Peretz"), [("rep", "r25")]),
    en("the inflatable jacuzzi of Sergei, I go tomorrow or is cancel?", REP, nm("Sergei"), [("rep", "r20")]),
    en("what open invoices of Sea Breeze", INV, nm("Sea Breeze"), [("ilist", "c02")]),
    en("BS-4098 how much they pay already", INV, iv("BS-4098"), [("ipaid", "i06")]),
    en("hi", GREET),
    en("how I use this thing", HELP),
    en("send to Goldstein whatsapp I come at 10", UNK),
    he("מה עם המשאבה של הקאנטרי", REP, nm("קאנטרי"), [("rep", "r01")]),
    he("כמה חייב גבאי", BAL, nm("גבאי"), [("bal", "c15")]),
    he("הג'קוזי של רוני לנדאו נגמר?", REP, nm("רוני לנדאו"), [("rep", "r15")]),
    he("מי זה 052-4479120", LOOK, ph("052-4479120"), [("name", "c14")]),
    he("חשבונית 2026/305 שולמה?", INV, iv("2026/305"), [("ist", "i07")]),
    he("תן טלפון של עמית בורגר מהרצליה", LOOK, nm("עמית בורגר"), [("phone", "c13")]),
    he("הכיסוי של דובואה מה איתו, אני שם בשתיים", REP, nm("דובואה"), [("rep", "r17")]),
    he("מה מזג אוויר מחר, יש רוח? צריך לכסות בריכות", UNK),
]  # fmt: skip

# plain questions of every intent
S52CP: list[Row] = [
    he("מה היתרה של רמי אוחנה", BAL, nm("רמי אוחנה"), [("bal", "c20")]),
    he("כמה חייבת יעל מור", BAL, nm("יעל מור"), [("bal", "c23")]),
    he("מה היתרה של משה גרינברג", BAL, nm("משה גרינברג"), []),
    he("מה הסטטוס של חשבונית BS-4199", INV, iv("BS-4199"), []),
    he("מי זה 050-1112233", LOOK, ph("050-1112233"), []),
    he("מה מצב התיקון של ליאור אבוטבול", REP, nm("ליאור אבוטבול"), [("repc", "c16")]),
    he("חשבונית BS-4125 בוטלה?", INV, iv("BS-4125"), [("ist", "i32")]),
    he("כמה נשאר לשלם על BS-4100", INV, iv("BS-4100"), [("ileft", "i37")]),
    he("מה הטלפון של קאנטרי קלאב גלי השרון", LOOK, nm("קאנטרי קלאב גלי השרון"), [("phone", "c01")]),
    he("מה המייל של אקווה ספא", LOOK, nm("אקווה ספא"), [("email", "c17")]),
    he("מה הח.פ. של מלון Sea Breeze", LOOK, nm("Sea Breeze"), [("tax", "c02")]),
    he("מה מצב חשבונית 2026/327", INV, iv("2026/327"), [("ist", "i34")]),
    he("אילו חשבוניות פתוחות יש לסטיבן מרקס", INV, nm("סטיבן מרקס"), [("ilist", "c10")]),
    he("כמה עולה ביקור טכנאי", KNOW, [], [("kn", "k02", "350")]),
    he("איפה שמורים המפתחות של חדרי המכונות", KNOW, [], [("kn", "k13", "כספת")]),
    he("שלום", GREET),
    he("עזרה", HELP),
    he("מה השעה עכשיו בסידני?", UNK),
    he("תזמין לי פיצה למשרד", UNK),
    en("What's the balance of Natalie Dubois?", BAL, nm("Natalie Dubois"), [("bal", "c11")]),
    en("what does Orit Landau owe", BAL, nm("Orit Landau"), [("bal", "c09")]),
    en("balance for Jonathan Price", BAL, nm("Jonathan Price"), []),
    en("status of invoice BS-4135", INV, iv("BS-4135"), [("ist", "i28")]),
    en("how much is left on invoice 2026/318", INV, iv("2026/318"), [("ileft", "i02")]),
    en("is invoice 88888 paid?", INV, iv("88888"), []),
    en("who is 050-9903321", LOOK, ph("050-9903321"), [("name", "c20")]),
    en("phone number of Amit Berger", LOOK, nm("Amit Berger"), [("phone", "c12")]),
    en("what's the email of David Goldstein", LOOK, nm("David Goldstein"), [("email", "c05")]),
    en("all jobs for Aqua Spa", REP, nm("Aqua Spa"), [("repc", "c17")]),
    en("what time does the office close on weekdays", KNOW, [], [("kn", "k01", "16:00")]),
    en("how often should a home jacuzzi be drained", KNOW, [], [("kn", "k10", "3-4")]),
    en("hello", GREET),
    en("what can you do", HELP),
    en("who won the football last night", UNK),
]  # fmt: skip

# fresh: asked the moment each added_later step's records exist
S52CF: list[list[Row]] = [
    [  # a new private customer, her invoice and her pump job
        he("שירה כץ חייבת משהו?", BAL, nm("שירה כץ"), [("bal", "c25")]),
        en("who is BS-4136 for?", LOOK, iv("BS-4136"), [("name", "c25"), ("about", "i41")]),
        he("מה עם המשאבה של שירה כץ", REP, nm("שירה כץ"), [("rep", "r26")]),
        en("Shira Katz's phone number", LOOK, nm("Shira Katz"), [("phone", "c25")]),
    ],
    [  # a new jacuzzi job and invoice for a customer who owed nothing
        he("כמה ליאור אבוטבול חייב עכשיו", BAL, nm("ליאור אבוטבול"), [("bal", "c16")]),
        en("what's happening with Lior Abutbul's jacuzzi", REP, nm("Lior Abutbul"), [("rep", "r27")]),
        he("חשבונית BS-4137 שולמה?", INV, iv("BS-4137"), [("ist", "i42")]),
        en("open invoices for Lior Abutbul", INV, nm("Lior Abutbul"), [("ilist", "c16")]),
    ],
    [  # a new English-named contract customer
        en("does Daniel Hartley owe anything yet", BAL, nm("Daniel Hartley"), [("bal", "c26")]),
        he("משאבת החום של דניאל הרטלי, הגיע החלק?", REP, nm("דניאל הרטלי"), [("rep", "r28")]),
        en("what's the status of invoice 2026/331", INV, iv("2026/331"), [("ist", "i43")]),
        he("מה המייל של Daniel Hartley", LOOK, nm("Daniel Hartley"), [("email", "c26")]),
    ],
]  # fmt: skip

BATCHES = {"s52cx": S52CX, "s52cy": S52CY, "s52cz": S52CZ, "s52cp": S52CP}
FRESH = {"s52cf": S52CF}

"""A DEVELOPMENT set written by helper ``predicate46`` (session 46, 2026-12-06, issue 15) about three
development businesses: ``shops/gannoy.json`` (gardening and garden machinery, business ``gannoy-q``,
batch ``s47qg``), ``shops/koltov.json`` (a hearing-aid centre, ``koltov-q``, ``s47qk``) and, kept aside as
the check and not looked at while the engine was changed, ``shops/derechhayam.json`` (a car garage,
``derechhayam-q``, ``s47qd``). Its items may be looked at and the engine tuned on the first two; it is NOT
held out.

Why: on the held-out writers the largest knowledge confusions are something else answered as knowledge
and, fewer, knowledge answered as something else. These rows ask the same words of different addressees:
knowledge questions ask the business about itself (you, yours, "do you", "how much do you charge"),
phrased without the item's own words where it can be; out-of-domain ones ask for the world's facts or for
advice on the asker's own life (recommend, how do I, the weather, translate, write me, who won, shopping)
and DO share words with a knowledge item (a town served, an hour, a price, rice, batteries, a tyre); record
rows name a customer with "repair", "technician" or "mechanic". About half Hebrew, half English. Every row
was written from the fixtures before any was sent to the engine.

First run, on the unchanged engine (main 6f0a5e3, records first): gannoy-q and koltov-q intent 0.86,
entities 0.75, answers 0.64 (something else 35 of 40 right); the check derechhayam-q intent 0.91, entities
1.00, answers 0.90 (something else 11 of 14). After ``engine/world_asked`` (before the intent corpus held
these rows): 0.91 / 0.75 / 0.64 (40 of 40), 5 rows better, none worse; the check 0.97 / 1.00 / 0.90 (13 of
14), 2 better, none worse.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, REP, UNK, Row, en, he, nm

GANNOY: list[Row] = [
    # knowledge: the business asked about itself
    he("עד איזו שעה אפשר להגיע אליכם ביום חמישי?", KNOW, [], [("kn", "k01", "16:30")]),
    he("כמה עולה שמישהו מכם יבוא להגיד לי מה לא בסדר בגינה", KNOW, [], [("kn", "k02", "250")]),
    he("יש לכם מנוי חודשי לטיפול בחצר קטנה?", KNOW, [], [("kn", "k03", "650")]),
    he("כמה אצלכם לחדד להב של מכסחה", KNOW, [], [("kn", "k05", "80")]),
    he("תיקנתם לי את החרמש והוא שוב התקלקל אחרי חודש, זה עליכם?", KNOW, [], [("kn", "k06", "3 חודשים")]),
    he("כמה אתם לוקחים לקצץ עץ בגובה 8 מטר", KNOW, [], [("kn", "k07", "900")]),
    he("אתם לוקחים את הענפים אחרי העבודה? כמה זה עולה", KNOW, [], [("kn", "k08", "450")]),
    he("כמה עולה אצלכם דשא מלאכותי למטר", KNOW, [], [("kn", "k09", "120")]),
    he("ועד בית יכול לשלם לכם בסוף החודש הבא?", KNOW, [], [("kn", "k10", "שוטף")]),
    he("אתם מגיעים גם לסביון?", KNOW, [], [("kn", "k12", "סביון")]),
    he("צינור בגינה התפוצץ, תוך כמה זמן אתם יכולים להגיע?", KNOW, [], [("kn", "k13", "4 שעות")]),
    en("what time do you guys close on friday", KNOW, [], [("kn", "k01", "12:00")]),
    en("how much do you charge to have someone come look at my garden", KNOW, [], [("kn", "k02", "250")]),
    en("do you have a monthly plan for looking after a small yard", KNOW, [], [("kn", "k03", "650")]),
    en("how much is it with you to sharpen a chainsaw", KNOW, [], [("kn", "k05", "60")]),
    en("if you put in a new irrigation controller, how long is it covered", KNOW, [], [("kn", "k06", "שנה")]),
    en("do you work in Petah Tikva", KNOW, [], [("kn", "k12", "פתח תקווה")]),
    en("how fast can your team get here for a burst irrigation pipe", KNOW, [], [("kn", "k13", "4 שעות")]),
    en("can I pay you with bit", KNOW, [], [("kn", "k10", "ביט")]),
    en("do you lay fake grass and what does it cost per meter", KNOW, [], [("kn", "k09", "120")]),
    en("should the sprinklers be turned off when the rains start", KNOW, [], [("kn", "k11", "גשם")]),
    # something else, in the business's words
    he("תמליץ לי על מסעדה טובה ביהוד", UNK),
    he("איך מכינים פסטו מבזיליקום מהגינה", UNK),
    he("מה מזג האוויר מחר בפתח תקווה, יהיה גשם?", UNK),
    he("תכתוב לי שיר על עץ זית", UNK),
    he("מי זכה באליפות בכדורגל בשנה שעברה", UNK),
    he("כמה עולה טון ברזל היום בבורסה", UNK),
    he("תתרגם לאנגלית את המילה השקיה", UNK),
    he("איך אני מחליף בעצמי שרשרת באופניים", UNK),
    he("תזמין לי שולחן בבית קפה בסביון ביום שישי", UNK),
    he("מה השעה עכשיו בניו יורק", UNK),
    en("recommend a good restaurant in Yehud for friday night", UNK),
    en("how do I bake bread in a wood oven in the garden", UNK),
    en("what's the weather going to be in Savyon this weekend", UNK),
    en("write me a short poem about pruning roses", UNK),
    en("translate sprinkler to french", UNK),
    en("who won the world cup in 2022", UNK),
    en("how much does a ton of steel cost right now", UNK),
    en("how do I sharpen a kitchen knife at home", UNK),
    en("what's the best lawn mower to buy at the hardware store", UNK),
    en("tell me a joke about gardeners", UNK),
    # records: a customer with repair / technician
    he("מה עם התיקון של המכסחה של בית ספר הדקל", REP, nm("בית ספר הדקל"), [("rep", "r02")]),
    he("הטכנאי כבר היה במזרקה של קפה לימונענע?", REP, nm("לימונענע"), [("rep", "r09")]),
    he("התיקון של הרובוט של יעל פרידמן מוכן?", REP, nm("יעל פרידמן"), [("rep", "r06")]),
    en("any news on the repair of Robert Miller's hedge trimmer", REP, nm("Robert Miller"), [("rep", "r07")]),
    en("is the repair on the kibbutz's ride-on mower done", REP, nm("kibbutz"), [("rep", "r04")]),
    he("כמה חייבת נטליה קוזלוב", BAL, nm("נטליה קוזלוב"), [("bal", "c12")]),
]

KOLTOV: list[Row] = [
    # knowledge: the business asked about itself
    he("אתם עובדים ביום שישי בבוקר?", KNOW, [], [("kn", "k01", "12:30")]),
    he("כמה עולה אצלכם לבדוק כמה טוב הילד שלי שומע", KNOW, [], [("kn", "k02", "180")]),
    he("הטכנאי שלכם יכול לבוא הביתה לאמא שלי? כמה זה", KNOW, [], [("kn", "k03", "220")]),
    he("אם המכשיר החדש לא מתאים לי, אפשר להחזיר אותו?", KNOW, [], [("kn", "k04", "60 יום")]),
    he("המדינה עוזרת במימון מכשיר? כמה מקבלים", KNOW, [], [("kn", "k06", "3,760")]),
    he("כמה עולה אצלכם חבילה של בטריות 312", KNOW, [], [("kn", "k07", "25")]),
    he("המכשיר שלי נפל לכיור, מה לעשות", KNOW, [], [("kn", "k11", "אורז")]),
    he("אתם נותנים מכשיר להשתמש בו בינתיים כשהשלי אצלכם?", KNOW, [], [("kn", "k13", "500")]),
    he("כמה זמן לוקח לכם להכין יציקה לאוזן", KNOW, [], [("kn", "k08", "7 ימי")]),
    he("אפשר לפרוס אצלכם את התשלום?", KNOW, [], [("kn", "k10", "12 תשלומים")]),
    en("are you open on friday afternoon", KNOW, [], [("kn", "k01", "12:30")]),
    en("what do you charge for a full hearing check", KNOW, [], [("kn", "k02", "250")]),
    en(
        "can your technician come to an assisted living home, what's the price",
        KNOW,
        [],
        [("kn", "k03", "450")],
    ),
    en("how long can I try a new device before deciding", KNOW, [], [("kn", "k04", "60")]),
    en(
        "if you fixed my hearing aid and it breaks again, how long is that covered",
        KNOW,
        [],
        [("kn", "k05", "6 חודשים")],
    ),
    en("do you help with the health ministry forms", KNOW, [], [("kn", "k06", "טפסים")]),
    en("can I split the payment for a hearing aid", KNOW, [], [("kn", "k10", "12 תשלומים")]),
    en("how much are custom plugs for a drummer", KNOW, [], [("kn", "k12", "650")]),
    en("do you give a discount to a factory ordering lots of earplugs", KNOW, [], [("kn", "k12", "10%")]),
    en("how much do you charge to clean my device", KNOW, [], [("kn", "k09", "חינם")]),
    # something else, in the business's words
    he("תמליץ לי על הופעה טובה בחיפה בסוף השבוע", UNK),
    he("איך מכינים אורז פרסי", UNK),
    he("מה מזג האוויר בחיפה ביום שישי", UNK),
    he("כמה עולות סוללות AA בסופר", UNK),
    he("תכתוב לי ברכה ליום הולדת לסבתא", UNK),
    he("מי זכה באירוויזיון השנה", UNK),
    he("איך מנקים אוזניות בבית", UNK),
    he("תתרגם לערבית בדיקת שמיעה", UNK),
    he("מה עושים נגד נחירות של בעלי", UNK),
    he("כמה זמן לוקחת טיסה לאילת", UNK),
    en("recommend a good concert in Haifa this weekend", UNK),
    en("how do I cook rice in a pressure cooker", UNK),
    en("what's the weather in Haifa on friday", UNK),
    en("where can I buy cheap AA batteries online", UNK),
    en("write a birthday poem for my grandmother", UNK),
    en("who won the eurovision this year", UNK),
    en("how do I clean my AirPods at home", UNK),
    en("what's a good remedy for a cold and blocked ears", UNK),
    en("translate hearing test into russian", UNK),
    en("what are Phonak's shares trading at", UNK),
    # records: a customer with repair / technician
    he("מה עם התיקון של המכשיר של שמואל פרידמן", REP, nm("שמואל פרידמן"), [("rep", "r11")]),
    he('הטכנאי סיים את הכיול של האודיומטר אצל ד"ר שפירא?', REP, nm("שפירא"), [("rep", "r06")]),
    he("התיקון של המייבש של נווה חורש מוכן?", REP, nm("נווה חורש"), [("rep", "r02")]),
    en("any update on the repair of the FM system at ניצני שמע", REP, nm("ניצני שמע"), [("rep", "r03")]),
    en("is the conservatory's in-ear monitor repair ready", REP, nm("conservatory"), [("rep", "r08")]),
    en("how much does Margaret Collins owe", BAL, nm("Margaret Collins"), [("bal", "c09")]),
]

DERECHHAYAM: list[Row] = [  # kept aside as the check
    # knowledge: the business asked about itself
    he("עד מתי אתם פתוחים בשישי?", KNOW, [], [("kn", "k01", "12:00")]),
    he("כמה עולה אצלכם להחליף שמן ופילטר", KNOW, [], [("kn", "k02", "650")]),
    he("אתם לוקחים את האוטו לבדיקה השנתית במשרד התחבורה?", KNOW, [], [("kn", "k03", "350")]),
    he('נתקעתי בכביש 15 ק"מ מכם, כמה תעלה לי הגרירה', KNOW, [], [("kn", "k06", "300")]),
    he("אתם נותנים אוטו להשתמש בו בזמן שהשלי אצלכם?", KNOW, [], [("kn", "k05", "120")]),
    he("כמה לוקחים אצלכם על תיקון גלגל שהתפנצ'ר", KNOW, [], [("kn", "k09", "60")]),
    he("אתם מטפלים ברכב חשמלי?", KNOW, [], [("kn", "k13", "חשמלי")]),
    en("what time do you close on thursdays", KNOW, [], [("kn", "k01", "17:00")]),
    en("how much to refill the gas in my car's AC with you", KNOW, [], [("kn", "k08", "280")]),
    en("can you pick my car up from work and bring it back", KNOW, [], [("kn", "k11", "100")]),
    en(
        "how much do you charge to plug in the computer and find what's wrong",
        KNOW,
        [],
        [("kn", "k07", "250")],
    ),
    en("how long is your work guaranteed", KNOW, [], [("kn", "k04", "6 חודשים")]),
    en("can I pay you in installments", KNOW, [], [("kn", "k10", "6 תשלומים")]),
    en("do you call me before doing an expensive job", KNOW, [], [("kn", "k12", "1,000")]),
    # something else, in the business's words
    he("תמליץ לי על מסעדת דגים באשדוד", UNK),
    he("איך מחליפים גלגל בעצמי בצד הדרך", UNK),
    he("מה מזג האוויר מחר באשדוד", UNK),
    he("כמה עולה ליטר דלק היום", UNK),
    he("איזה רכב חשמלי כדאי לי לקנות", UNK),
    he("תכתוב לי שיר על מכונית ישנה", UNK),
    he("מי זכה בפורמולה 1 השנה", UNK),
    en("recommend a good fish restaurant in Ashdod", UNK),
    en("how do I change a flat tire myself", UNK),
    en("what's the weather tomorrow in Ashdod", UNK),
    en("which electric car should I buy", UNK),
    en("how much is a liter of gas today", UNK),
    en("who won the formula 1 championship", UNK),
    en("translate timing belt to hebrew", UNK),
    # records: a customer with repair / technician / mechanic
    he("הטכנאי כבר בדק את הבלמים של שליחויות הדרום?", REP, nm("שליחויות הדרום"), [("rep", "r09")]),
    he("התיקון של הסוזוקי של מרים אלמליח מוכן?", REP, nm("מרים אלמליח"), [("rep", "r06")]),
    en("how is the repair on Daniel Friedman's Hyundai AC", REP, nm("Daniel Friedman"), [("rep", "r03")]),
    en("did the mechanic finish Igor Petrenko's clutch", REP, nm("Igor Petrenko"), [("rep", "r07")]),
    en("status of the repair for Noam Barak's Mazda", REP, nm("Noam Barak"), [("rep", "r12")]),
    he("כמה חייב יוסי אוחיון", BAL, nm("יוסי אוחיון"), [("bal", "c01")]),
]

GANNOY_BATCHES: dict[str, list[Row]] = {"s47qg": GANNOY}
KOLTOV_BATCHES: dict[str, list[Row]] = {"s47qk": KOLTOV}
DERECHHAYAM_BATCHES: dict[str, list[Row]] = {"s47qd": DERECHHAYAM}

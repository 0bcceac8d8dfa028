"""A DEVELOPMENT set written by helper ``jobs43`` (session 43, 2026-12-05, issue 15) about
``shops/harama.json`` (הרמה, forklift service) as business ``harama-j`` and ``shops/cafetech.json``
(קפה-טק, coffee machine service) as ``cafetech-j`` (batch ``s43j``). Its items may be looked at and the
engine tuned on them; it is NOT held out.

Why: over the ten held-out writers (counted only, never read) 11 rows whose gold is a repair's state were
read as a customer look-up, and 4 the other way. The writer of this set saw only those counts, the two
businesses' fixtures and the row shape; every question was written before any was sent. Most questions
name a customer and ask after their job without the word "repair": by the machine's everyday name, its
brand or model, its fault, the technician's visit, a pickup, or a bare status word ("מה קורה עם", "איפה
זה עומד", "יש חדש", "סיימו?", "any update on", "done yet?"). Beside them, look-ups in the same voices
("מה קורה עם הטלפון של X? רשום לנו מספר?" is the card's phone: neither business repairs phones), "who
is X", "do we have X", "details of X", a contact person. Voices: a dispatcher, the owner, a technician
texting, a clerk relaying a customer's call. Hebrew ~60%. A name is an entity only where it is typed as
the card writes it.

First run (main ``af90cbc``, records first): intent 0.86, entities 1.00, answers 0.86 (harama-j 0.87,
cafetech-j 0.85; repairs 0.89 / 0.82, look-ups 0.82 / 0.93). Of 14 misses, 6 repairs read as a look-up
(a pickup "יכול לבוא לקחת את", "what did the tech find", "סיימו אצל X?", "someone coming to her jack"),
2 look-ups as a repair ("מה קורה עם הטלפון של X? רשום לנו...", "איפה נמצא המחסן של X"), 3 as unknown,
1 as knowledge, 2 as an invoice.

After jobs43's changes (``progress.asks_after_their_job``: what happens next to a job, in a clause that
asks, of one named whom the records give jobs; the phone of one whose repairs hold none is their card's;
``field_asked.asks_who_they_are``; a customer's premises asked where), records first: intent 0.95, entities
1.00, answers 0.95 (harama-j 0.92, cafetech-j 0.98); no repair read as a look-up and no look-up as a repair.
Left: three names said in another script or in part ("קוסטליין", "גולדן גריין", "קולד צ'יין מתקשרים
שוב") found nobody; "who's the contact at Plastaon for bills?" reads as an invoice; "בדרך לנובה סייבר, מה
פתוח אצלם?" as their open invoices.
"""

from __future__ import annotations

from tests.assistant.lab_rows import LOOK, REP, Row, en, he, nm

HARAMA = [
    # לוגיסטיקה דרום (c01): the Linde (r01) and the charger (r02)
    he("מה קורה עם הלינדה של לוגיסטיקה דרום?", REP, [], [("rep", "r01")]),
    he("המטען של לוגיסטיקה דרום, יש חדש?", REP, [], [("rep", "r02")]),
    he("אני אצל לוגיסטיקה דרום, מה הסטטוס של מלגזה מס' 3?", REP, [], [("rep", "r01")]),
    he("מה הטלפון של לוגיסטיקה דרום? צריך לתאם איתם הגעה", LOOK, [], [("phone", "c01")]),
    # Golden Grain Mills (c02): the Toyota diesel, smoking (r03)
    he("גולדן גריין - מה עם הטויוטה? מצאו למה היא מעשנת?", REP, [], [("rep", "r03")]),
    en("Golden Grain's diesel - any news on the black smoke?", REP, [], [("rep", "r03")]),
    en("the job at Golden Grain Mills - finished?", REP, nm("Golden Grain Mills"), [("rep", "r03")]),
    he("מי איש הקשר בגולדן גריין?", LOOK, [], [("say", "אבנר", "c02")]),
    # יוסי מזרחי (c03): the Hyster, tyres and brakes, ready (r04)
    he("יוסי מזרחי יכול לבוא לקחת את ההייסטר?", REP, nm("יוסי מזרחי"), [("rep", "r04")]),
    he("יוסי מזרחי שואל אם סיימו עם הצמיגים", REP, nm("יוסי מזרחי"), [("rep", "r04")]),
    he("מה הטלפון של יוסי מזרחי? רוצה להגיד לו שהמלגזה מחכה לו", LOOK, nm("יוסי מזרחי"), [("phone", "c03")]),
    # קולד צ'יין (c04): the reach truck's height sensor, waiting for parts (r05)
    en("Cold Chain's reach truck, where are we with it?", REP, [], [("rep", "r05")]),
    he("קולד צ'יין מתקשרים שוב, החיישן הגיע כבר?", REP, [], [("rep", "r05")]),
    he("תן לי את הטלפון של קולד צ'יין", LOOK, [], [("phone", "c04")]),
    # אורית שטרן (c05): the pallet jack that won't drive (r06)
    he("אורית שטרן שואלת מתי מישהו בא לג'ק שלה", REP, nm("אורית שטרן"), [("rep", "r06")]),
    en("Orit Stern's pallet jack - done yet?", REP, [], [("rep", "r06")]),
    he(
        "מה קורה עם הטלפון של אורית שטרן? היא לא עונה, יש לנו מספר אחר?",
        LOOK,
        nm("אורית שטרן"),
        [("phone", "c05")],
    ),
    # Negev Steel Works (c06): the Cat's gearbox (r07); the other Cat delivered (r08)
    he("נגב סטיל, תיבת ההילוכים - איפה זה עומד?", REP, [], [("rep", "r07")]),
    en(
        "Negev Steel Works - is the 5 ton Cat back on its feet?",
        REP,
        nm("Negev Steel Works"),
        [("rep", "r07")],
    ),
    en(
        "what's the address for Negev Steel Works? the van goes down tomorrow",
        LOOK,
        [],
        [("addr", "c06", "עמק שרה")],
    ),
    # פלסטאון (c07): the battery holds two hours (r09)
    he("פלסטאון: מה מצא הטכנאי בסוללה?", REP, [], [("rep", "r09")]),
    en("any update from the garage on Plastaon's Jungheinrich?", REP, [], [("rep", "r09")]),
    he("מה קורה עם הטלפון של פלסטאון? רשום לנו מספר?", LOOK, [], [("phone", "c07")]),
    en("who's the contact at Plastaon for bills?", LOOK, [], [("say", "רינה", "c07")]),
    # רמי אבוטבול (c08): the gas Nissan, cancelled (r10)
    he("רמי אבוטבול, מה עם הניסן?", REP, nm("רמי אבוטבול"), [("rep", "r10")]),
    en("Rami Abutbul's gas leak - did we go out to him in the end?", REP, [], [("rep", "r10")]),
    # Coastline Beverages (c09): chains done (r11), horn and lights on no. 4 (r12)
    en("Coastline Beverages - chains on the Doosan done?", REP, nm("Coastline Beverages"), [("rep", "r11")]),
    he("קוסטליין: הצופר והאורות במספר 4, הגיעו לזה?", REP, [], [("rep", "r12")]),
    he("פרטים של Coastline Beverages", LOOK, nm("Coastline Beverages"), [("phone", "c09")]),
    # סופר דיל מרכז (c10): the jack's broken handle (r13)
    he("סופר דיל מרכז, הידית של הג'ק, סיימתם?", REP, nm("סופר דיל מרכז"), [("rep", "r13")]),
    en("Super Deal's electric jack - when do we bring it back?", REP, [], [("rep", "r13")]),
    # אנה קוזלוב (c11): no job open
    en("do we have Anna Kozlov in the system?", LOOK, [], [("name", "c11")]),
    # Green Valley Nurseries (c12): the field forklift's leaking cylinder (r14)
    en("Green Valley's field forklift - has the part come in?", REP, [], [("rep", "r14")]),
    he("גרין ואלי, הבוכנה שדולפת - מתי זה יהיה מוכן?", REP, [], [("rep", "r14")]),
    en(
        "Green Valley Nurseries - phone and address?",
        LOOK,
        nm("Green Valley Nurseries"),
        [("phone", "c12"), ("addr", "c12", "בית עוזיאל")],
    ),
    # מחסני בן-עמי (c13): the inspection and its defects (r15)
    he("מחסני בן-עמי, התסקיר - הבודק כבר היה?", REP, nm("מחסני בן-עמי"), [("rep", "r15")]),
    # דוד פרץ (c14): the Mitsubishi, delivered (r16)
    he("דוד פרץ מתקשר, שואל אם המיצובישי עוד אצלנו", REP, nm("דוד פרץ"), [("rep", "r16")]),
    he("מי זה דוד פרץ?", LOOK, nm("דוד פרץ"), [("name", "c14")]),
    # Harbor Timber Imports (c15): the hydraulic hoses, ready (r17)
    en("Harbor Timber's Kalmar - can they send a driver to collect it?", REP, [], [("rep", "r17")]),
    he("הארבור טימבר, הצינורות הוחלפו?", REP, [], [("rep", "r17")]),
    en("Harbor Timber Imports company number?", LOOK, nm("Harbor Timber Imports"), [("tax", "c15")]),
    # טקסטיל ארזים (c16): the Traigo stopping by itself (r18)
    he("טקסטיל ארזים - מה עם הטויוטה שעוצרת לבד?", REP, nm("טקסטיל ארזים"), [("rep", "r18")]),
    he("המייל של טקסטיל ארזים? הטכנאי רוצה לשלוח להם דוח", LOOK, nm("טקסטיל ארזים"), [("email", "c16")]),
    # Michael Grant (c17): the hand jack's wheel, ready (r19)
    en("Michael Grant asks whether his hand jack is ready", REP, nm("Michael Grant"), [("rep", "r19")]),
    he("מייקל גרנט - הג'ק הידני, אפשר להחזיר לו?", REP, [], [("rep", "r19")]),
    en(
        "Michael Grant's phone? the tech wants to tell him the jack is fixed",
        LOOK,
        nm("Michael Grant"),
        [("phone", "c17")],
    ),
    # אלקטרו שיווק (c18): the yearly service, delivered (r20)
    he("אלקטרו שיווק, הטיפול השנתי נגמר?", REP, nm("אלקטרו שיווק"), [("rep", "r20")]),
    # Metro Packaging Solutions (c20): the heavy steering (r21)
    en("where are we with the steering on Metro Packaging's Crown?", REP, [], [("rep", "r21")]),
    he("מטרו פקג'ינג, ההגה הכבד, מצאו משהו?", REP, [], [("rep", "r21")]),
    he("מה הח.פ של מטרו פקג'ינג?", LOOK, [], [("tax", "c20")]),
    # שלמה ג'אבר (c21): the bent fork (r22)
    he("שלמה ג'אבר, המזלג העקום אחרי התאונה, יש עדכון?", REP, nm("שלמה ג'אבר"), [("rep", "r22")]),
    en("Shlomo Jaber's Hyundai - what's holding it up?", REP, [], [("rep", "r22")]),
    he("איפה נמצא המחסן של שלמה ג'אבר?", LOOK, nm("שלמה ג'אבר"), [("addr", "c21", "השוק")]),
]

CAFETECH = [
    # קפה נחת (c01): the La Marzocco's left head (r01)
    he("מה קורה עם הלה מרזוקו של קפה נחת?", REP, [], [("rep", "r01")]),
    en("Cafe Nachat's espresso machine - still low pressure on the left head?", REP, [], [("rep", "r01")]),
    he("מה הטלפון של קפה נחת?", LOOK, nm("קפה נחת"), [("phone", "c01")]),
    en(
        "Cafe Nachat's number please, I want to tell them the tech is on his way",
        LOOK,
        [],
        [("phone", "c01")],
    ),
    # לוי-ברק (c02): the Jura X8, waiting for parts (r02)
    he("לוי-ברק, הג'ורה, הגיע החלק?", REP, [], [("rep", "r02")]),
    en("Levi-Barak law office: where are we with their Jura?", REP, [], [("rep", "r02")]),
    en("Levi-Barak's company number?", LOOK, [], [("tax", "c02")]),
    he("מה עם הג'ורה של לוי-ברק? הם בלי קפה כבר שבוע", REP, [], [("rep", "r02")]),
    # יעל שפירא (c03): the DeLonghi leaking under the machine (r03)
    he("יעל שפירא שואלת אם מצאו מאיפה נוזלים המים", REP, nm("יעל שפירא"), [("rep", "r03")]),
    en("Yael Shapira's DeLonghi - any news from the lab?", REP, [], [("rep", "r03")]),
    he("התקשרה יעל שפירא, רוצה לדעת מה עם המכונה שלה", REP, nm("יעל שפירא"), [("rep", "r03")]),
    he(
        "מה הכתובת של יעל שפירא? הטכנאי מחזיר לה את הדלונגי",
        LOOK,
        nm("יעל שפירא"),
        [("addr", "c03", "הגפן")],
    ),
    # מאפיית השרון (c04): the Mazzer grinder, ready (r04)
    he("מאפיית השרון יכולים לאסוף את המטחנה?", REP, nm("מאפיית השרון"), [("rep", "r04")]),
    en("can Hasharon Bakery come pick up the grinder?", REP, [], [("rep", "r04")]),
    he("פרטים של מאפיית השרון", LOOK, nm("מאפיית השרון"), [("phone", "c04")]),
    # דניאל אוחיון (c05): the Breville, delivered (r05)
    he("דניאל אוחיון, הברוויל - החזרנו לו כבר?", REP, nm("דניאל אוחיון"), [("rep", "r05")]),
    en("Daniel Ohayon is on the line, asking about his machine", REP, [], [("rep", "r05")]),
    he("תן לי פרטים על דניאל אוחיון", LOOK, nm("דניאל אוחיון"), [("phone", "c05")]),
    # נובה סייבר (c06): the Franke's descaling and quarterly service (r06)
    he("נובה סייבר, הפרנקה, הטכנאי היה?", REP, [], [("rep", "r06")]),
    en("did the technician get to Nova Cyber's Franke yet?", REP, [], [("rep", "r06")]),
    he("בדרך לנובה סייבר, מה פתוח אצלם?", REP, [], [("repc", "c06")]),
    he("מה המייל של נובה סייבר? לשלוח להם את הדוח של הטכנאי", LOOK, [], [("email", "c06")]),
    # רונית גולן (c07): the Nespresso, cancelled (r07)
    he("רונית גולן מתקשרת לגבי הנספרסו", REP, nm("רונית גולן"), [("rep", "r07")]),
    en("Ronit Golan's phone - is it still the 050 one?", LOOK, [], [("phone", "c07")]),
    # מסעדת הזית (c08): the Rancilio's leaking steam boiler (r08)
    he("מסעדת הזית, הדוד שדולף - מתי זה יהיה גמור?", REP, nm("מסעדת הזית"), [("rep", "r08")]),
    en("Hazait restaurant's Rancilio - done yet?", REP, [], [("rep", "r08")]),
    he("הזית - הטכנאי חוזר אליהם היום?", REP, [], [("rep", "r08")]),
    # אלכסנדר פטרוב (c09): the Gaggia, ready (r09)
    he("אלכסנדר פטרוב יכול לבוא לקחת את הגאג'יה?", REP, nm("אלכסנדר פטרוב"), [("rep", "r09")]),
    en("Alexander Petrov's Gaggia, is it ready for collection?", REP, [], [("rep", "r09")]),
    en("Alexander Petrov - email?", LOOK, [], [("email", "c09")]),
    # שרון קליניק (c10): the Jura WE8, bitter and lukewarm (r10)
    he("שרון קליניק - מה מצאו בג'ורה? הקפה יוצא פושר", REP, nm("שרון קליניק"), [("rep", "r10")]),
    en("Sharon Clinic - what did the tech find?", REP, [], [("rep", "r10")]),
    he("שרון קליניק שואלים מתי הטכנאי מגיע אליהם", REP, nm("שרון קליניק"), [("rep", "r10")]),
    # סיגל בן-דוד (c11): no job open
    en("who is Sigal Ben-David?", LOOK, [], [("name", "c11")]),
    he("יש לנו לקוחה בשם סיגל בן-דוד?", LOOK, nm("סיגל בן-דוד"), [("name", "c11")]),
    # קפה בראון (c12): the Victoria Arduino's control board, waiting for parts (r11)
    he("קפה בראון, הלוח בקרה הוזמן?", REP, nm("קפה בראון"), [("rep", "r11")]),
    en("any news on the Victoria Arduino at Cafe Brown?", REP, [], [("rep", "r11")]),
    he("קפה בראון - עדיין מחכים לחלק?", REP, nm("קפה בראון"), [("rep", "r11")]),
    # עומר חדד (c13): the Rocket's noisy pump (r12)
    he("עומר חדד, הרוקט, איפה זה עומד?", REP, nm("עומר חדד"), [("rep", "r12")]),
    en("Omer Hadad's Rocket - still noisy or sorted?", REP, [], [("rep", "r12")]),
    he("סיימו אצל עומר חדד?", REP, nm("עומר חדד"), [("rep", "r12")]),
    he("מה קורה עם הטלפון של עומר חדד? רשום לנו משהו?", LOOK, nm("עומר חדד"), [("phone", "c13")]),
    en("Omer Hadad - what's his phone?", LOOK, [], [("phone", "c13")]),
    # כהן את רוזן (c14): the Saeco that doesn't see its tank (r13)
    he("כהן את רוזן, הסאקו לא מזהה מיכל - מישהו טיפל?", REP, [], [("rep", "r13")]),
    he("מה מספר העוסק של כהן את רוזן?", LOOK, [], [("tax", "c14")]),
    # Mike Levinson (c15): the Sage's jamming grinder (r14)
    en("Mike Levinson wants to know if his Sage is done", REP, nm("Mike Levinson"), [("rep", "r14")]),
    he("מייק לוינסון, המטחנה שנתקעת במכונה שלו - יש חדש?", REP, [], [("rep", "r14")]),
    en(
        "what's Mike Levinson's address? we need to drop his Sage off",
        LOOK,
        nm("Mike Levinson"),
        [("addr", "c15", "ברנר")],
    ),
]

HARAMA_BATCHES: dict[str, list[Row]] = {"s43jh": HARAMA}
CAFETECH_BATCHES: dict[str, list[Row]] = {"s43jc": CAFETECH}

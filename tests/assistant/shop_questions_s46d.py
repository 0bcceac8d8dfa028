"""A DEVELOPMENT set written by helper ``desc45`` (session 45, 2026-12-06, issue 15) about
``shops/tavor.json`` (תבור, appliance repairs in the Jezreel valley) as ``tavor-d46`` and
``shops/harama.json`` (forklift service) as ``harama-d46`` (batch ``s46d``). Its items may be looked at and
the engine tuned on them; it is NOT held out. ``harama-d46`` was kept aside as the check: tuned on
``tavor-d46`` only, looked at row by row only at the end.

Why: a held-out voice of a new employee who does not know the terms and DESCRIBES things (a machine by what it
does, a paper by its amount, a customer by where they are or what they keep) scored the weakest of all the
voices (intent 0.78, answers 0.61). The writer wrote such descriptions over the two businesses' own records:
repairs by what the item does or looks like or by its fault, invoices as "the paper/page/bill" with an amount,
an age or a state, customers by their place or their card's notes; with and without a named customer;
follow-ups ("and the other one?"); and the same asked by name as controls. Voices: a new clerk, a customer
relaying on the phone, an owner in a hurry. Every question was written before any was sent.

First run (branch ``desc45`` at ``a512425``, engine as main ``e8e5b09``, records first): intent 0.75, entities
1.00, answers 0.73 (he 0.69, en 0.80); tavor-d46 0.76 / 0.73, harama-d46 0.74 / 0.74. The misses: an invoice
said as a paper, page, form or bill with its sum read as the balance or as nothing; a thing described by
its fault with no one named read as nothing or asked "which customer?"; a thing described beside one
named read as their card.

After desc45 (``described_records``: a paper with a sum or sent is an invoice, firmly; a thing described
by a relative clause finds its owners by the jobs' own words, item and fault; a thing described beside
one named asks of their jobs), records first, the learned model trained without this set
(``INTENT_MODEL_LEAVE_OUT=tavor-d46,harama-d46``): intent 0.90, entities 1.00, answers 0.84 (he 0.82, en
0.87); tavor-d46 0.94 / 0.86, harama-d46 (the check) 0.85 / 0.80. Left: a thing described in words no
job of ours holds ("keeps the food cold" of a fridge: no vocabulary of what things do), a described
forklift whose question the knowledge base's words outweigh, a customer described by a note in other
words ("the lady who moved to Holon").
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, nm

TAVOR: list[Row] = [
    # a repair described by what the thing does, with its customer named
    he("המכונה ששוטפת כלים של דנה אלמוג - כבר תוקנה?", REP, nm("דנה אלמוג"), [("rep", "r01")]),
    en("the thing that washes the dishes for Dana Almog, any news?", REP, [], [("rep", "r01")]),
    he("המכשיר שמקרר אצל יגאל ברנע, מה קורה איתו?", REP, nm("יגאל ברנע"), [("rep", "r03")]),
    en("Yigal Barnea's thing that keeps the food cold - done yet?", REP, [], [("rep", "r03")]),
    he("הדבר שמחמם אוכל של סיגל חדד, החזרנו לה?", REP, nm("סיגל חדד"), [("rep", "r05")]),
    en("the box that heats food for Sigal Haddad - did she get it back?", REP, [], [("rep", "r05")]),
    he("המכונה שעושה קפה בקפה שדה - מה המצב?", REP, [], [("rep", "r07")]),
    en("the coffee machine thing at Cafe Sadeh, where is it at?", REP, [], [("rep", "r07")]),
    he("המכשיר שמייבש בגדים של מיכאל אסולין, מה איתו?", REP, nm("מיכאל אסולין"), [("rep", "r08")]),
    en("Michael Asulin's thing that dries the laundry - still with us?", REP, [], [("rep", "r08")]),
    he("זה שעושה קרח אצל נעמה פרידמן - מוכן?", REP, nm("נעמה פרידמן"), [("rep", "r10")]),
    en("the ice maker one of Naama Friedman, is it ready?", REP, [], [("rep", "r10")]),
    he("הדבר עם האש שמבשלים עליו בעמותת בית חם - תיקנו?", REP, [], [("rep", "r11")]),
    en("the stove with the five flames at the youth shelter - any progress?", REP, [], [("rep", "r11")]),
    he("המכונה ששוטפת בגדים של תמר לוי - מה מצבה?", REP, nm("תמר לוי"), [("rep", "r12")]),
    en(
        "Tamar Levi's machine that washes clothes - what's happening with it?",
        REP,
        nm("Tamar Levi"),
        [("rep", "r12")],
    ),
    he("הדבר ששומר על האוכל קר אצל אחמד זועבי, מה איתו?", REP, nm("אחמד זועבי"), [("rep", "r13")]),
    he("המכשירים הקטנים של שירה גולן, זה שמרתיח מים והשני - הגיעו?", REP, nm("שירה גולן"), [("rep", "r14")]),
    en(
        "the little things that boil water and toast bread for Shira Golan - status?",
        REP,
        [],
        [("rep", "r14")],
    ),
    he("המכונה הגדולה של המלון בכפר תבור, זו שמכבסת - מה איתה?", REP, [], [("rep", "r15")]),
    en("the hotel's big washer, the industrial one - is it fixed?", REP, [], [("rep", "r15")]),
    he("הדבר על הקיר שמקרר את החדר של אלי בנשימול - מתי מגיעים?", REP, [], [("rep", "r16")]),
    en(
        "Eli Benshimol's unit on the wall that cools the room - status?",
        REP,
        nm("Eli Benshimol"),
        [("rep", "r16")],
    ),
    he("התנור הגדול של המסעדה, זה שמבשל באדים - מוכן?", REP, [], [("rep", "r02")]),
    en("the big steam oven at the restaurant, how's it going?", REP, [], [("rep", "r02")]),
    he("התנור שבנוי בתוך הקיר אצל אורן כץ - תוקן?", REP, [], [("rep", "r06")]),
    en("the oven that's built into Oren Katz's kitchen wall - done?", REP, nm("Oren Katz"), [("rep", "r06")]),
    # a repair described by its fault, no customer named
    he("המכונה שנשארים בה מים למטה ולא מסיימת תוכנית - הגיע החלק?", REP, [], [("rep", "r01")]),
    en(
        "the one where the water stays at the bottom and it won't finish - did the part arrive?",
        REP,
        [],
        [("rep", "r01")],
    ),
    he("זה שלא מקרר בתא התחתון - מה מצבו?", REP, [], [("rep", "r03")]),
    en("the fridge that doesn't cool at the bottom - any news?", REP, [], [("rep", "r03")]),
    he("המכונה שעושה רעש חזק כשהיא סוחטת - מוכנה?", REP, [], [("rep", "r04")]),
    en("the washer that makes a racket when it spins - ready for pickup?", REP, [], [("rep", "r04")]),
    he("זה שלא מחמם, המיקרו, מה היה איתו?", REP, [], [("rep", "r05")]),
    he("התנור שהדלת שלו לא נסגרת - מתי יהיה מוכן?", REP, [], [("rep", "r06")]),
    en("the oven whose door won't shut - when will it be ready?", REP, [], [("rep", "r06")]),
    he("המכונה של הקפה שאין לה מספיק לחץ קיטור - כבר התחלתם?", REP, [], [("rep", "r07")]),
    he("התנור שדולפים ממנו מים מהדלת, של הקייטרינג - מה קורה?", REP, [], [("rep", "r09")]),
    en("the oven leaking water out of its door at the caterer's - status?", REP, [], [("rep", "r09")]),
    he("המקרר שהקרח שלו לא יוצא - אפשר לאסוף?", REP, [], [("rep", "r10")]),
    he("הכיריים שלהבה אחת לא נדלקת, מה איתן?", REP, [], [("rep", "r11")]),
    en("the washing machine that won't drain, what's the status?", REP, [], [("rep", "r12")]),
    he("המקרר שהמקפיא שלו מתחמם - תיקנתם?", REP, [], [("rep", "r13")]),
    en("the freezer that's getting warm - is it fixed?", REP, [], [("rep", "r13")]),
    he("הדברים שמפילים את החשמל בבית - מה המצב?", REP, [], [("rep", "r14")]),
    en("the ones that keep tripping the power at her house - status?", REP, [], [("rep", "r14")]),
    he("המכונה של המלון שיש לה שגיאת דלת - עובדים עליה?", REP, [], [("rep", "r15")]),
    he("המזגן שמטפטף מים, מה איתו?", REP, [], [("rep", "r16")]),
    en("the AC that drips water - when's the technician coming?", REP, [], [("rep", "r16")]),
    # a customer relaying on the phone
    he(
        "יש פה לקוחה על הקו, אומרת שהביאה מכונה ששוטפת כלים ונשארים בה מים, דנה אלמוג, מה להגיד לה?",
        REP,
        nm("דנה אלמוג"),
        [("rep", "r01")],
    ),
    en(
        "I have Tamar Levi on the line, her washer that doesn't empty the water - what do I tell her?",
        REP,
        nm("Tamar Levi"),
        [("rep", "r12")],
    ),
    he("מתקשרים מבית הקפה ברחוב הרצל, שואלים על המכונה שלהם", REP, [], [("rep", "r07")]),
    en("the caterer from Tzipori is asking about their oven, what's the status?", REP, [], [("rep", "r09")]),
    # invoices described
    he("הדף ששלחנו לדנה אלמוג עם הסכום של 480 - שילמה?", INV, nm("דנה אלמוג"), [("ist", "i02")]),
    en("the paper we sent Dana Almog for 480, has it been paid?", INV, [], [("ist", "i02")]),
    he("הנייר עם הסכום שהוצאנו למסעדה על 1,890 - מה איתו?", INV, [], [("ist", "i04")]),
    en("the bill we sent the restaurant for 1890 - paid?", INV, [], [("ist", "i04")]),
    he("הטופס של 960 של הגסט האוס - שולם?", INV, [], [("ist", "i07")]),
    en("the Valley Guest House paper with 2,140 on it - did they pay it?", INV, [], [("ist", "i06")]),
    he("החשבון ששלחנו לאורן כץ - כמה נשאר לו לשלם?", INV, [], [("ileft", "i11")]),
    en("the bill Oren Katz got from us, how much is still owed?", INV, [], [("ileft", "i11")]),
    he("הדף עם הסכום של אחמד זועבי, זה שעוד לא שילם - מה מצבו?", INV, nm("אחמד זועבי"), [("ist", "i21")]),
    he("הנייר של הקייטרינג על 5,200 - כמה כבר שילמו ממנו?", INV, [], [("ipaid", "i16")]),
    en(
        "the 2350 paper for Northern Lights Catering - has it been paid?",
        INV,
        nm("Northern Lights Catering"),
        [("ist", "i17")],
    ),
    he("הטופס ששלחנו לעמותת בית חם - כמה שילמו?", INV, [], [("ipaid", "i19")]),
    en("Tamar Levi's bill, the one for 450 - is it paid?", INV, nm("Tamar Levi"), [("ist", "i20")]),
    he("הדף של המלון על 3,120, זה החדש - שולם?", INV, [], [("ist", "i23")]),
    # follow-ups
    he("מה עם המכונה ששוטפת בגדים של הגסט האוס?", REP, [], [("rep", "r04")]),
    he("והדף עם הסכום שלהם, זה של 2,140?", INV, [], [("ist", "i06")], follow=True),
    en("what about Naama Friedman's fridge with the ice thing?", REP, [], [("rep", "r10")]),
    en("and the bill we sent her?", INV, [], [("ist", "i18")], follow=True),
    he("מה קורה עם התנור של המסעדה הגליל הקטן?", REP, [], [("rep", "r02")]),
    he("ומה עם הנייר הישן שלהם, זה של 3,250?", INV, [], [("ileft", "i03")], follow=True),
    # customers described
    he("הלקוחה שעברה לחולון - מה הטלפון שלה?", LOOK, [], [("phone", "c05")]),
    en("the lady who moved to Holon, what's her number?", LOOK, [], [("phone", "c05")]),
    he("המקלט לנוער בעפולה - כמה הם חייבים לנו?", BAL, [], [("bal", "c13")]),
    en(
        "the student dorms with the shared washing machines - how much do they owe?",
        BAL,
        [],
        [("bal", "c06")],
    ),
    he("הלקוחה שאין לה מייל ומעדיפה טלפון - מה המספר שלה?", LOOK, [], [("phone", "c16")]),
    he("הקייטרינג באזור התעשייה ציפורית - מה היתרה שלהם?", BAL, [], [("bal", "c11")]),
    en("the catering company with the combi ovens - what's their balance?", BAL, [], [("bal", "c11")]),
    he("בית הקפה ברחוב הרצל בעפולה - מה הטלפון?", LOOK, [], [("phone", "c09")]),
    he("הבעלים ממהר: המכונה של הכביסה במלון - כן או לא?", REP, [], [("rep", "r15")]),
    he("זה של האספרסו ברחוב הרצל, כבר פתחו אותו?", REP, [], [("rep", "r07")]),
    he("המקרר הגדול עם שתי הדלתות של נעמה - אפשר לבוא לקחת?", REP, [], [("rep", "r10")]),
    he("הקומקום והטוסטר של הלקוחה מעפולה שאין לה מייל - מה איתם?", REP, [], [("rep", "r14")]),
    he("הדף האחרון ששלחנו לקפה שדה, זה שעוד לא יצא - על כמה?", INV, [], [("ist", "i14")]),
    he("הנייר עם הסכום של אלי בנשימול - שלחנו כבר?", INV, [], [("ist", "i24")]),
    # controls, by name
    he("מה מצב התיקון של דנה אלמוג?", REP, nm("דנה אלמוג"), [("rep", "r01")]),
    en("status of Oren Katz's repair?", REP, nm("Oren Katz"), [("rep", "r06")]),
    he("המייבש של מיכאל אסולין - מה איתו?", REP, nm("מיכאל אסולין"), [("rep", "r08")]),
    en("Tamar Levi's Electrolux - status?", REP, nm("Tamar Levi"), [("rep", "r12")]),
    he("חשבונית TV-2240 שולמה?", INV, [("inv", "TV-2240")], [("ist", "i02")]),
    he("כמה חייבת סיגל חדד?", BAL, nm("סיגל חדד"), [("bal", "c05")]),
    en("what does Eli Benshimol owe us?", BAL, nm("Eli Benshimol"), [("bal", "c18")]),
    he("מה הטלפון של שירה גולן?", LOOK, nm("שירה גולן"), [("phone", "c16")]),
]

HARAMA: list[Row] = [
    # a repair described, its customer named
    he("הדבר שמטעין את הסוללות אצל לוגיסטיקה דרום - תוקן?", REP, [], [("rep", "r02")]),
    en("the thing that charges the batteries at Logistics Darom - fixed yet?", REP, [], [("rep", "r02")]),
    he("ומה עם השנייה שלהם, המלגזה?", REP, [], [("rep", "r01")], follow=True),
    he("הכלי הגדול של שבעה טון אצל יבואן העצים - מוכן?", REP, [], [("rep", "r17")]),
    en(
        "the big seven-ton one at Harbor Timber Imports - is it ready?",
        REP,
        nm("Harbor Timber Imports"),
        [("rep", "r17")],
    ),
    he("זאת שמעלה עשן שחור בטחנת הקמח - מה מצבה?", REP, [], [("rep", "r03")]),
    en("the one blowing black smoke at the flour mill, what's going on with it?", REP, [], [("rep", "r03")]),
    he("העגלה הקטנה שדוחפים ביד של מייקל גרנט - מוכנה?", REP, [], [("rep", "r19")]),
    en(
        "Michael Grant's little hand-pushed one with the broken wheel - ready?",
        REP,
        nm("Michael Grant"),
        [("rep", "r19")],
    ),
    he("המלגזה שעובדת בחדר הקר אצל קולד צ'יין - הגיע החלק?", REP, [], [("rep", "r05")]),
    en("the one that works inside the cold rooms - did the part come in?", REP, [], [("rep", "r05")]),
    he("הרכב של דוד פרץ שלא מניע בבוקר - החזרנו לו?", REP, nm("דוד פרץ"), [("rep", "r16")]),
    en("David Peretz's machine that won't start in the mornings - returned?", REP, [], [("rep", "r16")]),
    he("הג'ק שלא נוסע קדימה של אורית שטרן - מה איתו?", REP, nm("אורית שטרן"), [("rep", "r06")]),
    en(
        "the little electric one at Orit Stern's that won't go forward - any news?", REP, [], [("rep", "r06")]
    ),
    he("זו שהסוללה שלה מחזיקה רק שעתיים, במפעל הפלסטיק - מה קורה?", REP, [], [("rep", "r09")]),
    en("the one whose battery dies after two hours at Plastaon - status?", REP, [], [("rep", "r09")]),
    he("המלגזה של השטח במשתלה, זו שדולפת מהבוכנה - מה איתה?", REP, [], [("rep", "r14")]),
    en(
        "the off-road one at Green Valley Nurseries - any update?",
        REP,
        nm("Green Valley Nurseries"),
        [("rep", "r14")],
    ),
    # a repair described by its fault, no customer named
    he("זאת שהמזלג שלה התעקם בתאונה - הגיעו החלקים?", REP, [], [("rep", "r22")]),
    en("the one with the bent fork from the accident - parts in yet?", REP, [], [("rep", "r22")]),
    he("המלגזה שההגה שלה כבד - כבר בדקתם?", REP, [], [("rep", "r21")]),
    en("the forklift with the heavy steering - diagnosed yet?", REP, [], [("rep", "r21")]),
    he("זאת שהמסך שלה מהבהב ונעצרת פתאום - מה מצבה?", REP, [], [("rep", "r18")]),
    en("the one whose screen flickers and it stops out of nowhere - what's up?", REP, [], [("rep", "r18")]),
    he("הג'ק עם הידית השבורה בסופר - תוקן?", REP, [], [("rep", "r13")]),
    en("the jack with the broken handle from the supermarket - done?", REP, [], [("rep", "r13")]),
    he("זו שמחליפים לה את הצינורות של ההידראוליקה - מוכנה?", REP, [], [("rep", "r17")]),
    he("המלגזה שהצופר והאורות שלה לא עובדים - התחלתם?", REP, [], [("rep", "r12")]),
    en("the one with the dead horn and warning lights - started on it?", REP, [], [("rep", "r12")]),
    he("זו שעושה רעש בתיבת ההילוכים - מה איתה?", REP, [], [("rep", "r07")]),
    en("the one with the noisy gearbox, what's the status?", REP, [], [("rep", "r07")]),
    # the other one of a customer's two
    he("מה עם המלגזה של נגב סטיל שעושה רעש?", REP, [], [("rep", "r07")]),
    he("והשנייה, זו של הטיפול?", REP, [], [("rep", "r08")], follow=True),
    en(
        "Coastline Beverages' forklift that needs new chains - ready?",
        REP,
        nm("Coastline Beverages"),
        [("rep", "r11")],
    ),
    en("and the other one of theirs?", REP, [], [("rep", "r12")], follow=True),
    # invoices described
    he("הדף ששלחנו ללוגיסטיקה דרום על 1,250 - שילמו?", INV, [], [("ist", "i03")]),
    en("the paper we sent Logistics Darom with 1250 on it - paid?", INV, [], [("ist", "i03")]),
    he("הנייר הישן של קולד צ'יין על 6,400 - כמה נשאר?", INV, [], [("ileft", "i08")]),
    en("Cold Chain's older 6400 bill - how much is left on it?", INV, [], [("ileft", "i08")]),
    he("הטופס של 640 של חברת המשקאות - מה המצב שלו?", INV, [], [("ist", "i19")]),
    en("the bill for 3960 we sent the timber people - paid or not?", INV, [], [("ist", "i28")]),
    he("החשבון של מפעל הטקסטיל - כמה הם כבר העבירו?", INV, [], [("ipaid", "i29")]),
    en("the paper with the amount for Michael Grant - paid yet?", INV, nm("Michael Grant"), [("ist", "i30")]),
    he("הדף שעוד לא שלחנו לאלקטרו שיווק - על כמה הוא?", INV, [], [("ist", "i32")]),
    # customers described
    he("מפעל המתכת בבאר שבע, עם המלגזות של חמישה טון - כמה חייבים?", BAL, [], [("bal", "c06")]),
    en("the steel plant in Beer Sheva - what's their balance?", BAL, [], [("bal", "c06")]),
    he("הבחור שמפעיל מלגזה לבד בנתיבות - מה הטלפון שלו?", LOOK, [], [("phone", "c14")]),
    en("the guy with the vegetable warehouse in Lod - phone number?", LOOK, [], [("phone", "c21")]),
    he("חברת ההובלות באשקלון, של רמי - כמה הוא חייב?", BAL, [], [("bal", "c08")]),
    he("המכשיר שמטעין את המלגזות החשמליות באשדוד - עדיין מחכים לחלק?", REP, [], [("rep", "r02")]),
    he("זו של הטחנה שמתחממת לה המנוע - בדקתם?", REP, [], [("rep", "r03")]),
    he("זאת שעושה רעש בהילוכים אצל מפעל המתכת - מתי תהיה מוכנה?", REP, [], [("rep", "r07")]),
    he("הדף של טחנת הקמח שעוד לא שולם - כמה הוא?", INV, [], [("ist", "i05")]),
    he("מחסן הירקות בלוד - כמה נשאר לו לשלם על החשבון?", INV, [], [("ileft", "i35")]),
    he("מפעל האריזות בחולון - מה עם המלגזה שלהם?", REP, [], [("rep", "r21")]),
    he("המשתלה במושב בית עוזיאל - כמה הם חייבים?", BAL, [], [("bal", "c12")]),
    # controls, by name
    he("מה מצב המלגזה של יוסי מזרחי?", REP, nm("יוסי מזרחי"), [("rep", "r04")]),
    en(
        "status of Metro Packaging Solutions' forklift?",
        REP,
        nm("Metro Packaging Solutions"),
        [("rep", "r21")],
    ),
    he("כמה חייבת טקסטיל ארזים?", BAL, nm("טקסטיל ארזים"), [("bal", "c16")]),
    he("מה הטלפון של שלמה ג'אבר?", LOOK, nm("שלמה ג'אבר"), [("phone", "c21")]),
]

TAVOR_BATCHES = {"s46d": TAVOR}
HARAMA_BATCHES = {"s46d": HARAMA}

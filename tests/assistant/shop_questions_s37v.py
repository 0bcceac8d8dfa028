"""A DEVELOPMENT set written by helper ``voices37`` (session 37) about ``shops/tavor.json``: מעבדת תבור
למכשירי חשמל, an appliance repair lab in Afula (dishwashers, ovens, fridges, washing machines, espresso
machines; households, restaurants, a hotel, student dorms). Its items may be looked at and the engine tuned
on them; it is NOT held out.

Written before any of its questions was sent to the engine, in two office voices: (b) confirmations and
assumptions ("Dana's number is 050-..., right?", "נכון שהמייל של ... הוא ...?", "אני מניח שהוא גר
ב...") whose guesses are often deliberately wrong, so a right answer states the record and does not
agree; (c) a new receptionist's polite, indirect full sentences ("could you possibly check what address
we have for ...", "אפשר לבדוק בבקשה מה הטלפון של ...", "would you mind looking up ..."). About 60% are
customer look-ups, the rest balances, invoices and jobs in the same voices, with follow-ups.
``s37vf``: the questions asked right after the ``added_later`` step (76 + 4 rows, 40 English, 40 Hebrew).

First run (main e573db7, before any change for this set), both orders alike: intent 0.93, entities 0.97,
answers 0.78 (he 0.72, en 0.85). Missed as classes: a guessed phone, e-mail or company number no card holds
searched as the key ("I found no customer with the phone ...") though the customer was named; "אפשר לבדוק
מה הטלפון של ..." read as a repair's check; "שהח.פ." not read as a company number's word. After voices37's
changes: intent 0.97, entities 0.97, answers 0.96 (he 0.95, en 0.97). Left: "the student dorms" for a
Hebrew-named card, "והיא גרה ברחוב ..., נכון?" after a job, and the scorer reading Hebrew "טיוטה".
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, iv, nm

GUESSES_EN = [
    en("Dana Almog's number is 050-4417209, right?", LOOK, nm("Dana Almog"), [("phone", "c01")]),
    en(
        "I think Yigal Barnea lives in Afula, correct?",
        LOOK,
        nm("Yigal Barnea"),
        [("addr", "c03", "נוף הגליל")],
    ),
    en(
        "Valley Guest House's email is office@valleyguesthouse.co.il, isn't it?",
        LOOK,
        nm("Valley Guest House"),
        [("email", "c04")],
    ),
    en("I assume Sigal Hadad is still in Afula?", LOOK, nm("Sigal Hadad"), [("addr", "c05", "חולון")]),
    en("Oren Katz is on 053-7742219, yes?", LOOK, nm("Oren Katz"), [("phone", "c07")]),
    en(
        "Am I right that Northern Lights Catering's company number is 515880421?",
        LOOK,
        nm("Northern Lights Catering"),
        [("tax", "c11")],
    ),
    en("Tamar Levi's address is in Haifa I believe?", LOOK, nm("Tamar Levi"), [("addr", "c14", "יקנעם")]),
    en("Just to confirm, Eli Benshimol's phone ends in 1435?", LOOK, nm("Eli Benshimol"), [("phone", "c18")]),
    en("Rina Wallach's email is rina.w@gmail.com I guess?", LOOK, nm("Rina Wallach"), [("email", "c08")]),
    en("Shira Golan's number is 053-2275790, right?", LOOK, nm("Shira Golan"), [("phone", "c16")]),
    en(
        "Pisgat Tavor hotel is at 1 Hapisga St, correct?",
        LOOK,
        nm("Pisgat Tavor"),
        [("addr", "c17", "הפסגה")],
    ),
    en(
        "I suppose 04-6701257 is Cafe Sade's number?",
        LOOK,
        [("phone", "04-6701257")],
        [("name", "c09")],
    ),
]

GUESSES_HE = [
    he("נכון שהטלפון של דנה אלמוג הוא 050-4417290?", LOOK, nm("דנה אלמוג"), [("phone", "c01")]),
    he("נכון שהמייל של יגאל ברנע הוא yigal@gmail.com?", LOOK, nm("יגאל ברנע"), [("email", "c03")]),
    he("אני מניח שסיגל חדד גרה בעפולה, נכון?", LOOK, nm("סיגל חדד"), [("addr", "c05", "חולון")]),
    he("רינה וולך גרה בבית שאן, לא?", LOOK, nm("רינה וולך"), [("addr", "c08", "בית שאן")]),
    he("אם אני לא טועה המספר של מיכאל אסולין הוא 050-9925038", LOOK, nm("מיכאל אסולין"), [("phone", "c10")]),
    he("נעמה פרידמן, הטלפון שלה 052-4408817 נכון?", LOOK, nm("נעמה פרידמן"), [("phone", "c12")]),
    he("נדמה לי שהח.פ. של מלון פסגת תבור הוא 514772615?", LOOK, nm("מלון פסגת תבור"), [("tax", "c17")]),
    he("אחמד זועבי מנצרת עילית, נכון?", LOOK, nm("אחמד זועבי"), [("addr", "c15", "נצרת")]),
    he("המייל של קפה שדה זה info@cafe-sade.co.il, כן?", LOOK, nm("קפה שדה"), [("email", "c09")]),
    he(
        "אני חושב שהכתובת של עמותת בית חם היא ברחוב הרצל?",
        LOOK,
        nm("עמותת בית חם"),
        [("addr", "c13", "ויצמן")],
    ),
    he("לשירה גולן יש טלפון 053-2257790 אצלנו, נכון?", LOOK, nm("שירה גולן"), [("phone", "c16")]),
    he("054-6621873 זה של סיגל חדד, נכון?", LOOK, [("phone", "054-6621873")], [("name", "c05")]),
]

POLITE_EN = [
    en(
        "Could you possibly check what address we have for Naama Friedman?",
        LOOK,
        nm("Naama Friedman"),
        [("addr", "c12", "הרימון")],
    ),
    en(
        "Would you mind looking up Ahmad Zoabi's phone number for me?",
        LOOK,
        nm("Ahmad Zoabi"),
        [("phone", "c15")],
    ),
    en(
        "Sorry to bother you, may I ask what email address we have on file for Michael Asulin?",
        LOOK,
        nm("Michael Asulin"),
        [("email", "c10")],
    ),
    en(
        "Would it be possible to find the phone number of the student dorms for me, please?",
        LOOK,
        [],
        [("phone", "c06")],
    ),
    en(
        "I was wondering if you could tell me Oren Katz's address.",
        LOOK,
        nm("Oren Katz"),
        [("addr", "c07", "מגדל העמק")],
    ),
    en(
        "Could you kindly let me know who the customer with the email tamar.levi@gmail.com is?",
        LOOK,
        [("email", "tamar.levi@gmail.com")],
        [("name", "c14")],
    ),
    en(
        "Would you be so kind as to check the company number of Valley Guest House?",
        LOOK,
        nm("Valley Guest House"),
        [("tax", "c04")],
    ),
    en(
        "Hi, I'm new here - could you please help me find out whose number 052-9001435 is?",
        LOOK,
        [("phone", "052-9001435")],
        [("name", "c18")],
    ),
    en(
        "Can I please have the contact details for Rina Wallach?",
        LOOK,
        nm("Rina Wallach"),
        [("phone", "c08")],
    ),
    en(
        "Do you think you could look up where Dana Almog lives?",
        LOOK,
        nm("Dana Almog"),
        [("addr", "c01", "הנרקיס")],
    ),
]

POLITE_HE = [
    he("אפשר לבדוק בבקשה מה הטלפון של אחמד זועבי?", LOOK, nm("אחמד זועבי"), [("phone", "c15")]),
    he("תוכל בבקשה לבדוק לי מה הכתובת של Tamar Levi?", LOOK, nm("Tamar Levi"), [("addr", "c14", "הכרמל")]),
    he(
        "סליחה שאני מפריעה, איזה מייל יש לנו של Eli Benshimol?", LOOK, nm("Eli Benshimol"), [("email", "c18")]
    ),
    he(
        "אם לא קשה לך, תמצא לי את המספר של מסעדת הגליל הקטן", LOOK, nm("מסעדת הגליל הקטן"), [("phone", "c02")]
    ),
    he(
        "הייתי רוצה לדעת מה הכתובת שרשומה אצלנו של יגאל ברנע",
        LOOK,
        nm("יגאל ברנע"),
        [("addr", "c03", "הזית")],
    ),
    he(
        "אפשר בבקשה לבדוק של מי המייל office@beit-ham.org.il?",
        LOOK,
        [("email", "office@beit-ham.org.il")],
        [("name", "c13")],
    ),
    he(
        "אני חדשה פה, תוכל לעזור לי למצוא את מספר העוסק של Northern Lights Catering?",
        LOOK,
        nm("Northern Lights Catering"),
        [("tax", "c11")],
    ),
    he(
        "יהיה נחמד אם תוכל לבדוק מה הטלפון של Valley Guest House",
        LOOK,
        nm("Valley Guest House"),
        [("phone", "c04")],
    ),
    he("מותר לשאול מה המייל של נעמה פרידמן?", LOOK, nm("נעמה פרידמן"), [("email", "c12")]),
    he("בבקשה, מי הלקוח עם הטלפון 04-6620300?", LOOK, [("phone", "04-6620300")], [("name", "c17")]),
]

MONEY_JOBS = [
    en("I think Cafe Sade has paid everything, is that right?", BAL, nm("Cafe Sade"), [("bal", "c09")]),
    en(
        "Could you possibly check how much Northern Lights Catering still owes us?",
        BAL,
        nm("Northern Lights Catering"),
        [("bal", "c11")],
    ),
    en("TV-2208 was paid in full, wasn't it?", INV, iv("TV-2208"), [("ist", "i03")]),
    en("Would you mind checking whether TV-2226 is still open?", INV, iv("TV-2226"), [("ist", "i12")]),
    en("I assume Yigal Barnea's fridge is ready by now?", REP, nm("Yigal Barnea"), [("rep", "r03")]),
    en(
        "Could you kindly tell me the status of Tamar Levi's washing machine?",
        REP,
        nm("Tamar Levi"),
        [("rep", "r12")],
    ),
    en("Valley Guest House owes nothing, right?", BAL, nm("Valley Guest House"), [("bal", "c04")]),
    en(
        "Would it be possible to see which invoices Pisgat Tavor hotel still has open?",
        INV,
        nm("Pisgat Tavor"),
        [("ilist", "c17")],
    ),
    en(
        "How much is left to pay on TV-2223, if you don't mind checking?",
        INV,
        iv("TV-2223"),
        [("ileft", "i11")],
    ),
    en("Michael Asulin's dryer was fixed already, I believe?", REP, nm("Michael Asulin"), [("rep", "r08")]),
    he("נכון שמסעדת הגליל הקטן סגרו את כל החוב?", BAL, nm("מסעדת הגליל הקטן"), [("bal", "c02")]),
    he("אפשר לבדוק בבקשה כמה חייב לנו אחמד זועבי?", BAL, nm("אחמד זועבי"), [("bal", "c15")]),
    he("אני מניח ש-TV-2247 כבר נשלחה ללקוח?", INV, iv("TV-2247"), [("ist", "i14")]),
    he("תוכל בבקשה לבדוק כמה שולם על TV-2235?", INV, iv("TV-2235"), [("ipaid", "i19")]),
    he("המדיח של דנה אלמוג מוכן, נכון?", REP, nm("דנה אלמוג"), [("rep", "r01")]),
    he("אם לא קשה לך, מה המצב של התנור של Oren Katz?", REP, nm("Oren Katz"), [("rep", "r06")]),
    he("נדמה לי ש-SV-0312 כבר שולמה?", INV, iv("SV-0312"), [("ist", "i10")]),
    he(
        "אפשר בבקשה לראות אילו חשבוניות פתוחות יש למעונות סטודנטים עמק?",
        INV,
        nm("מעונות סטודנטים עמק"),
        [("ilist", "c06")],
    ),
    he("המכונה של מלון פסגת תבור עדיין בתיקון, לא?", REP, nm("מלון פסגת תבור"), [("rep", "r15")]),
    he("הייתי רוצה לדעת מה היתרה של עמותת בית חם", BAL, nm("עמותת בית חם"), [("bal", "c13")]),
]

FOLLOWS = [
    en("Could you look up Naama Friedman's phone, please?", LOOK, nm("Naama Friedman"), [("phone", "c12")]),
    en("and her email too, if you don't mind?", LOOK, [], [("email", "c12")], follow=True),
    en("Ahmad Zoabi owes us nothing, I think?", BAL, nm("Ahmad Zoabi"), [("bal", "c15")]),
    en("and he lives in Nazareth, right?", LOOK, [], [("addr", "c15", "נצרת")], follow=True),
    en(
        "Would you mind checking Eli Benshimol's air conditioner?", REP, nm("Eli Benshimol"), [("rep", "r16")]
    ),
    en("thanks - and could you also check his phone number?", LOOK, [], [("phone", "c18")], follow=True),
    he("אפשר בבקשה את הטלפון של קפה שדה?", LOOK, nm("קפה שדה"), [("phone", "c09")]),
    he("ואת הכתובת שלהם, אם אפשר", LOOK, [], [("addr", "c09", "הרצל")], follow=True),
    he("נכון שלסיגל חדד אין חוב?", BAL, nm("סיגל חדד"), [("bal", "c05")]),
    he("והמייל שלה הוא sigal@walla.co.il, נכון?", LOOK, [], [("email", "c05")], follow=True),
    he("תוכל לבדוק מה קורה עם המקרר של נעמה פרידמן?", REP, nm("נעמה פרידמן"), [("rep", "r10")]),
    he("והיא גרה ברחוב הרימון, נכון?", LOOK, [], [("addr", "c12", "הרימון")], follow=True),
]

BATCHES: dict[str, list[Row]] = {
    "s37v": GUESSES_EN + GUESSES_HE + POLITE_EN + POLITE_HE + MONEY_JOBS + FOLLOWS
}

FRESH: dict[str, list[list[Row]]] = {
    "s37vf": [
        [  # a new customer, her first invoice and her dishwasher, just made
            en(
                "Could you possibly check Yael Sabag's phone number?",
                LOOK,
                nm("Yael Sabag"),
                [("phone", "c19")],
            ),
            he("נכון שהמייל של Yael Sabag הוא yael@gmail.com?", LOOK, nm("Yael Sabag"), [("email", "c19")]),
            en("TV-2251 is already paid, right?", INV, iv("TV-2251"), [("ist", "i25")]),
            he("אפשר בבקשה לבדוק אם המדיח של Yael Sabag נקלט?", REP, nm("Yael Sabag"), [("rep", "r17")]),
        ],
    ]
}

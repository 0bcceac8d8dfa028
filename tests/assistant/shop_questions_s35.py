"""Held-out questions s35 (helper ``heldout35``, a new writer) about חשמלית, an electric bike and scooter
repair lab in Kfar Saba (``shops/chashmalit.json``), written before any question was sent to the engine.

Three office voices not used before, plus Hebrew from whoever fits:

1. the owner dictating to a phone's voice typing in English: no punctuation, lower case, run-on, a word
   misheard now and then ("in voice" for invoice, "cats" for Katz), numbers as they were spoken;
2. a staff member whose first language is Russian or Arabic, writing English: articles dropped, verbs
   left unbent, names spelled as they are said;
3. a support clerk relaying what a customer on the line said, in English and in Hebrew.

HELD OUT: score aggregates only; do not read the engine's answers item by item.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q


def N(value: str) -> tuple[str, str]:  # a customer's name as typed
    return ("name", value)


def P(value: str) -> tuple[str, str]:  # a phone as typed
    return ("phone", value)


def V(value: str) -> tuple[str, str]:  # an invoice number as stored
    return ("invoice", value)


def E(value: str) -> tuple[str, str]:  # an email
    return ("email", value)


OWNER: list[Row] = [  # 1. the owner's voice typing
    q("en", "how much is igor petrov owing us right now", BAL, [N("igor petrov")], [("bal", "c02")]),
    q(
        "en",
        "whats the balance on the haderech delivery account",
        BAL,
        [N("haderech delivery")],
        [("bal", "c03")],
    ),
    q("en", "does pizza roma still owe us money", BAL, [N("pizza roma")], [("bal", "c10")]),
    q(
        "en",
        "check the balance of sarah klein she said she wants to pay today",
        BAL,
        [N("sarah klein")],
        [("bal", "c06")],
    ),
    q("en", "omri zilberman how much is he owing altogether", BAL, [N("omri zilberman")], [("bal", "c16")]),
    q("en", "korkinet plus how much are they owing us", BAL, [N("korkinet plus")], [("bal", "c18")]),
    q("en", "did yael ohana pay everything she owes", BAL, [N("yael ohana")], [("bal", "c09")]),
    q("en", "invoice twelve oh four did he pay that yet", INV, [V("1204")], [("ist", "i09")]),
    q("en", "in voice 1223 how much is left on it", INV, [V("1223")], [("ileft", "i28")]),
    q("en", "whats the status on invoice 12 31", INV, [V("1231")], [("ist", "i23")]),
    q("en", "check in voice 1208 is it late", INV, [V("1208")], [("ist", "i14")]),
    q(
        "en",
        "how much did pizza roma pay on invoice twelve ten",
        INV,
        [N("pizza roma"), V("1210")],
        [("ipaid", "i17")],
    ),
    q("en", "list the open invoices for korkinet plus", INV, [N("korkinet plus")], [("ilist", "c18")]),
    q("en", "sasha kogan does he have anything open with us", INV, [N("sasha kogan")], [("ilist", "c11")]),
    q("en", "is the scooter of dana sharabi ready to go", REP, [N("dana sharabi")], [("rep", "r01")]),
    q("en", "the sur ron of omri where are we with it", REP, [N("omri")], [("rep", "r19")]),
    q("en", "igors fat bike did the controller come in yet", REP, [N("igor")], [("rep", "r02")]),
    q(
        "en",
        "the delivery bikes of pizza roma whats going on with them",
        REP,
        [N("pizza roma")],
        [("repc", "c10")],
    ),
    q("en", "george haddad scooter the inokim is it done", REP, [N("george haddad")], [("rep", "r18")]),
    q("en", "the mobility scooter of moti peretz is it fixed", REP, [N("moti peretz")], [("rep", "r27")]),
    q("en", "avital cats the xiaomi four pro any news", REP, [N("avital cats")], [("rep", "r17")]),
    q("en", "the trek of daniel cohen when is it ready", REP, [N("daniel cohen")], [("rep", "r26")]),
    q("en", "show me what jobs we have for korkinet plus", REP, [N("korkinet plus")], [("repc", "c18")]),
    q("en", "who is 0506623410", LOOK, [P("0506623410")], [("name", "c04")]),
    q("en", "who called from 054 229 8810 just now", LOOK, [P("054 229 8810")], [("name", "c07")]),
    q("en", "whos 09 765 4321", LOOK, [P("09 765 4321")], [("name", "c03")]),
    q("en", "whats the phone number of natalia ivanova", LOOK, [N("natalia ivanova")], [("phone", "c17")]),
    q("en", "give me the email for michael brown", LOOK, [N("michael brown")], [("email", "c12")]),
    q("en", "tell me chen berger address", LOOK, [N("chen berger")], [("addr", "c20", "עתיר ידע")]),
    q("en", "how long is the warranty on a new battery", KNOW, [], [("kn", "k01", "12")]),
    q(
        "en",
        "what do we charge to come pick up a bike from the house in kfar saba",
        KNOW,
        [],
        [("kn", "k04", "150")],
    ),
    q("en", "what time do we close on friday", KNOW, [], [("kn", "k02", "13:30")]),
    q("en", "hey good morning", GREET),
    q("en", "hi there its me again", GREET),
    q("en", "whats the weather going to be like tomorrow in kfar saba", UNK),
    q("en", "remind me to call my accountant at four", UNK),
    # a conversation: one customer, then another
    q("en", "whats going on with tal ben david scooter", REP, [N("tal ben david")], [("rep", "r11")]),
    q("en", "and how much does he owe", BAL, [], [("bal", "c08")], True),
    q("en", "whats his phone", LOOK, [], [("phone", "c08")], True),
    q("en", "ok what about avital katz", LOOK, [N("avital katz")], [("phone", "c13")], True),
    # a conversation: an invoice first, then whose it is
    q("en", "pull up invoice 1222", INV, [V("1222")], [("ist", "i18")]),
    q("en", "whose is that", LOOK, [], [("name", "c10")], True),
    q("en", "and their bike number one how is it going", REP, [], [("rep", "r13")], True),
]

STAFF: list[Row] = [  # 2. English by a staff member whose first language is Russian or Arabic
    q("en", "Please check how much owe Igor Petrov", BAL, [N("Igor Petrov")], [("bal", "c02")]),
    q("en", "Mohamad Haj Yehia have debt to us?", BAL, [N("Mohamad Haj Yehia")], [("bal", "c04")]),
    q("en", "What is balance of client Tal Ben David?", BAL, [N("Tal Ben David")], [("bal", "c08")]),
    q("en", "How much money Rami Abu Saleh must to pay?", BAL, [N("Rami Abu Saleh")], [("bal", "c21")]),
    q("en", "Aleksandr Kogan is finish to pay?", BAL, [N("Aleksandr Kogan")], [("bal", "c11")]),
    q("en", "Please, how much Daniel Cohen need pay?", BAL, [N("Daniel Cohen")], [("bal", "c22")]),
    q("en", "Client Sara Klein have open invoice?", INV, [N("Sara Klein")], [("ilist", "c06")]),
    q(
        "en",
        "Invoice 1211 of Haderech company is paid or no?",
        INV,
        [V("1211"), N("Haderech")],
        [("ist", "i06")],
    ),
    q("en", "Give me status of invoice 1229", INV, [V("1229")], [("ist", "i29")]),
    q("en", "How much left to pay in invoice 1235?", INV, [V("1235")], [("ileft", "i36")]),
    q("en", "Invoice 1238 - customer pay all?", INV, [V("1238")], [("ist", "i38")]),
    q("en", "Is invoice 1218 canceled?", INV, [V("1218")], [("ist", "i24")]),
    q("en", "Invoice 1233 is only draft or sent already?", INV, [V("1233")], [("ist", "i08")]),
    q(
        "en",
        "What is status of scooter of Mohamad Haj Yehia?",
        REP,
        [N("Mohamad Haj Yehia")],
        [("rep", "r06")],
    ),
    q("en", "Bike of Michael Brown, what was found in check?", REP, [N("Michael Brown")], [("rep", "r16")]),
    q("en", "Scooter Ninebot F40 of Natalia is ready for take?", REP, [N("Natalia")], [("rep", "r21")]),
    q(
        "en",
        "Electric bike of Chen Berger - somebody start to look?",
        REP,
        [N("Chen Berger")],
        [("rep", "r24")],
    ),
    q("en", "The Vsett of Rami, we fixing it or no?", REP, [N("Rami")], [("rep", "r25")]),
    q(
        "en",
        "Repairs of Meshlohei Haderech, what status all of them?",
        REP,
        [N("Meshlohei Haderech")],
        [("repc", "c03")],
    ),
    q("en", "Who is this number 0528841170?", LOOK, [P("0528841170")], [("name", "c05")]),
    q("en", "I need phone of Yael Ohana", LOOK, [N("Yael Ohana")], [("phone", "c09")]),
    q("en", "Email of George Hadad please", LOOK, [N("George Hadad")], [("email", "c14")]),
    q("en", "Find client with mail inbal.raz@gmail.com", LOOK, [E("inbal.raz@gmail.com")], [("name", "c25")]),
    q("en", "Tax number of Korkinet Plus company?", LOOK, [N("Korkinet Plus")], [("tax", "c18")]),
    q("en", "What is tax id of pizza Roma", LOOK, [N("pizza Roma")], [("tax", "c10")]),
    q("en", "Phone of company Pizza Roma, please", LOOK, [N("Pizza Roma")], [("phone", "c10")]),
    q("en", "How much cost change tire on scooter 10 inch?", KNOW, [], [("kn", "k07", "90")]),
    q("en", "Customer ask if we can make his scooter faster, we do this?", KNOW, [], [("kn", "k10", "25")]),
    q("en", "How much is battery check only?", KNOW, [], [("kn", "k03", "80")]),
    q("en", "Until what hour we open on Sunday?", KNOW, [], [("kn", "k02", "19:00")]),
    q("en", "Can client pay in payments? How many?", KNOW, [], [("kn", "k06", "6")]),
    q("en", "Good evening", GREET),
    q("en", "What you can do for me?", HELP),
    q("en", "How I use this assistant?", HELP),
    q("en", "Please write for me message to my wife that I am late", UNK),
    q("en", "How to say in Hebrew 'brake pads'?", UNK),
    q("en", "Who win the game yesterday, Maccabi or Hapoel?", UNK),
    # a conversation: an invoice, its owner, her scooter, her debt
    q("en", "Invoice 1216 what is status?", INV, [V("1216")], [("ist", "i21")]),
    q("en", "Whose invoice is this?", LOOK, [], [("name", "c13")], True),
    q("en", "And her scooter, what with it?", REP, [], [("rep", "r17")], True),
    q("en", "How much she owe total?", BAL, [], [("bal", "c13")], True),
]

CLERK_EN: list[Row] = [  # 3. a support clerk relaying a caller, in English
    q("en", "Igor on the line, wants to know how much he owes", BAL, [N("Igor")], [("bal", "c02")]),
    q(
        "en",
        "guy from pizza roma asking about bike number 2, ready?",
        REP,
        [N("pizza roma")],
        [("rep", "r14")],
    ),
    q(
        "en",
        "Omri Zilberman is asking about his battery, did we check it yet",
        REP,
        [N("Omri Zilberman")],
        [("rep", "r20")],
    ),
    q(
        "en",
        "Sarah Klein emailed, she wants her balance before she transfers",
        BAL,
        [N("Sarah Klein")],
        [("bal", "c06")],
    ),
    q("en", "a lady called from 050-1122334, what does she owe?", BAL, [P("050-1122334")], [("bal", "c13")]),
    q(
        "en",
        "Korkinet Plus asking about the Segway they sent, any update on the part?",
        REP,
        [N("Korkinet Plus")],
        [("rep", "r22")],
    ),
    q(
        "en",
        "customer on hold says invoice 1227 was paid by bit yesterday, what do we have?",
        INV,
        [V("1227")],
        [("ist", "i32")],
    ),
    q(
        "en",
        "someone called from 058-9934120 and didn't leave a name, who is it?",
        LOOK,
        [P("058-9934120")],
        [("name", "c23")],
    ),
    q(
        "en",
        "customer wants to know if we do pickup from Hod Hasharon and how much",
        KNOW,
        [],
        [("kn", "k04", "150")],
    ),
    q(
        "en",
        "a customer's scooter has been sitting here since last month, he asks if theres a charge for storage",
        KNOW,
        [],
        [("kn", "k05", "20")],
    ),
    q(
        "en",
        "guy on the phone wants to know how long until the part from abroad arrives",
        KNOW,
        [],
        [("kn", "k13", "21")],
    ),
    q("en", "customer asks what it costs to replace a 48V battery", KNOW, [], [("kn", "k09", "2,200")]),
    q(
        "en",
        "customer wants his battery rebuilt instead of buying new, what's the starting price",
        KNOW,
        [],
        [("kn", "k09", "650")],
    ),
    q(
        "en",
        "customer asks how many payments he can split a 1,500 repair into",
        KNOW,
        [],
        [("kn", "k06", "6")],
    ),
    q("en", "caller asks for our Friday hours", KNOW, [], [("kn", "k02", "13:30")]),
    q(
        "en",
        "Natalia Ivanova called, asks whether she owes anything",
        BAL,
        [N("Natalia Ivanova")],
        [("bal", "c17")],
    ),
    q(
        "en",
        "Michael Brown asks how much is left on his invoice",
        INV,
        [N("Michael Brown")],
        [("ileft", "i20")],
    ),
    q(
        "en",
        "Roi Elmalich called asking about his Specialized, when can he pick it up",
        REP,
        [N("Roi Elmalich")],
        [("rep", "r10")],
    ),
    q(
        "en",
        "Avi from Meshlochei HaDerech called, wants status on bike no. 12",
        REP,
        [N("Meshlochei HaDerech")],
        [("rep", "r04")],
    ),
    q(
        "en",
        "Ortal Maimon asks if she has any open invoice with us",
        INV,
        [N("Ortal Maimon")],
        [("ilist", "c19")],
    ),
    # a conversation: Dana on the phone
    q("en", "customer Dana called, asks if her scooter is ready", REP, [N("Dana")], [("rep", "r01")]),
    q("en", "she says she paid already for 1214, check?", INV, [V("1214")], [("ist", "i02")], True),
    q("en", "how much is still open on it", INV, [], [("ileft", "i02")], True),
    q("en", "ok and her email, she wants the receipt", LOOK, [], [("email", "c01")], True),
]

CLERK_HE: list[Row] = [  # 3. the clerk relaying a caller, in Hebrew
    q("he", "לקוחה בשם יעל התקשרה, שואלת אם האופניים שלה מוכנים", REP, [N("יעל")], [("rep", "r12")]),
    q(
        "he",
        "מוחמד חאג' יחיא על הקו, אומר ששילם את 1204, תבדקי?",
        INV,
        [N("מוחמד חאג' יחיא"), V("1204")],
        [("ist", "i09")],
    ),
    q("he", "הבן של מוטי פרץ שואל אם הקלנועית מוכנה", REP, [N("מוטי פרץ")], [("rep", "r27")]),
    q("he", "ג'ימי מפיצה רומא שואל כמה הם חייבים", BAL, [N("פיצה רומא")], [("bal", "c10")]),
    q("he", "לקוח התקשר מ-052-9902211, רוצה לדעת מה עם הקורקינט", REP, [P("052-9902211")], [("rep", "r18")]),
    q(
        "he",
        "התקשרה לקוחה, אביטל כץ, אומרת שיש לה חוב ישן ורוצה לסגור. כמה?",
        BAL,
        [N("אביטל כץ")],
        [("bal", "c13")],
    ),
    q("he", "חן ברגר שואלת מתי מישהו יסתכל על האופניים שלה", REP, [N("חן ברגר")], [("rep", "r24")]),
    q("he", "לקוח שואל אם יש אחריות על סוללה שהחלפנו לו לפני חצי שנה", KNOW, [], [("kn", "k01", "12")]),
    q("he", "לקוח רוצה לדעת כמה עולה בדיקה אם הוא בסוף לא מתקן", KNOW, [], [("kn", "k03", "120")]),
    q("he", "לקוחה שואלת אם אפשר לשלם בביט", KNOW, [], [("kn", "k06", "ביט")]),
    q("he", "לקוחה בשם ענבל שואלת אם הצמיגים החדשים שלה עם אחריות", KNOW, [], [("kn", "k01", "90")]),
    q("he", "מישהו התקשר מ-0537781246, מי זה?", LOOK, [P("0537781246")], [("name", "c22")]),
    q(
        "he",
        "רמי אבו סאלח שואל למה עוד יש לו חשבונית פתוחה, איזו חשבונית זו?",
        INV,
        [N("רמי אבו סאלח")],
        [("ilist", "c21")],
    ),
    # a conversation: a reseller on the line
    q(
        "he",
        "לקוח מקורקינט פלוס על הקו, שואל על חשבונית 1229",
        INV,
        [N("קורקינט פלוס"), V("1229")],
        [("ist", "i29")],
    ),
    q("he", "כמה הם חייבים בסך הכל?", BAL, [], [("bal", "c18")], True),
    q("he", "והקורקינט שהם שלחו, הגיע החלק?", REP, [], [("rep", "r22")], True),
]

HEBREW: list[Row] = [  # Hebrew from the owner and the office
    q("he", "כמה חייבים לנו משלוחי הדרך", BAL, [N("משלוחי הדרך")], [("bal", "c03")]),
    q("he", "מה היתרה של עומרי זילברמן", BAL, [N("עומרי זילברמן")], [("bal", "c16")]),
    q("he", "לג'ורג' חדאד נשאר חוב?", BAL, [N("ג'ורג' חדאד")], [("bal", "c14")]),
    q("he", "שקד לוין חייבת משהו?", BAL, [N("שקד לוין")], [("bal", "c15")]),
    q("he", "יתרה של קורקינט פלוס", BAL, [N("קורקינט פלוס")], [("bal", "c18")]),
    q("he", "כמה חייבת ליאור שטרית", BAL, [N("ליאור שטרית")], [("bal", "c23")]),
    q("he", "ענבל רז חייבת כסף?", BAL, [N("ענבל רז")], [("bal", "c25")]),
    q("he", "חשבונית 1226 שולמה?", INV, [V("1226")], [("ist", "i07")]),
    q("he", "כמה נשאר לשלם על 1211", INV, [V("1211")], [("ileft", "i06")]),
    q("he", "איזה חשבוניות פתוחות יש לעומרי", INV, [N("עומרי")], [("ilist", "c16")]),
    q("he", "חשבונית 1237 בוטלה?", INV, [V("1237")], [("ist", "i37")]),
    q("he", "מה עם חשבונית 1228 של יעל, כבר יצאה?", INV, [V("1228"), N("יעל")], [("ist", "i16")]),
    q("he", "כמה שולם על חשבונית 1223", INV, [V("1223")], [("ipaid", "i28")]),
    q("he", "חשבונית 1202 של איגור, כמה נשאר?", INV, [V("1202"), N("איגור")], [("ileft", "i03")]),
    q("he", "חשבונית 1299 של מי?", INV, [V("1299")], []),
    q("he", "מה עם האופניים של רועי אלמליח", REP, [N("רועי אלמליח")], [("rep", "r10")]),
    q("he", "הקורקינט של טל בן דוד, הגיע החלק?", REP, [N("טל בן דוד")], [("rep", "r11")]),
    q("he", "מה מצב התיקונים של משלוחי הדרך", REP, [N("משלוחי הדרך")], [("repc", "c03")]),
    q("he", "הסוללה של עומרי נבדקה כבר?", REP, [N("עומרי")], [("rep", "r20")]),
    q("he", "האופניים של Sarah Klein, מה מצאו?", REP, [N("Sarah Klein")], [("rep", "r08")]),
    q("he", "מה עם הקלנועית של פרץ", REP, [N("פרץ")], [("rep", "r27")]),
    q("he", "שקד לוין השאירה אצלנו משהו?", REP, [N("שקד לוין")], [("repc", "c15")]),
    q("he", "הפנימית של נטליה הוחלפה?", REP, [N("נטליה")], [("rep", "r21")]),
    q("he", "של מי הטלפון 03-6188442", LOOK, [P("03-6188442")], [("name", "c18")]),
    q("he", "מה המייל של דנה שרעבי", LOOK, [N("דנה שרעבי")], [("email", "c01")]),
    q("he", "תחפש לי לקוח בשם שרעבי", LOOK, [N("שרעבי")], [("names", "c01", "c26")]),
    q("he", "מי זה 052-3318842", LOOK, [P("052-3318842")], [("names", "c01", "c26")]),
    q("he", "מה הכתובת של מוחמד חאג' יחיא", LOOK, [N("מוחמד חאג' יחיא")], [("addr", "c04", "טייבה")]),
    q("he", "מה הח.פ. של משלוחי הדרך", LOOK, [N("משלוחי הדרך")], [("tax", "c03")]),
    q("he", "מה המספר של רמי אבו סאלח", LOOK, [N("רמי אבו סאלח")], [("phone", "c21")]),
    q("he", "מי הלקוח עם המייל danielcohen@gmail.com", LOOK, [E("danielcohen@gmail.com")], [("name", "c22")]),
    q("he", "עד מתי אפשר להשאיר כלי מוכן בלי לשלם אחסון", KNOW, [], [("kn", "k05", "14")]),
    q("he", "כמה עולה הסכם שירות לצי משלוחים", KNOW, [], [("kn", "k11", "1,200")]),
    q("he", "מה צריך לעשות כשמקבלים קורקינט לתיקון", KNOW, [], [("kn", "k12", "תעודת קבלה")]),
    q("he", "כמה עולה טיפול בלמים", KNOW, [], [("kn", "k08", "180")]),
    q("he", "לקוח שואל כמה זמן לוקח תיקון רגיל", KNOW, [], [("kn", "k13", "5")]),
    q("he", "בוקר טוב", GREET),
    q("he", "היי", GREET),
    q("he", "מה אפשר לשאול אותך?", HELP),
    q("he", "תזמין לי שולחן לארבעה במסעדה בערב", UNK),
    q("he", "מה שער הדולר היום", UNK),
    q("he", "דנה מהנהלת חשבונות מתחתנת, תכתוב לה ברכה", UNK),
    q("he", "יש פקק בכביש 4 עכשיו?", UNK),
    q("he", "מה מזג האוויר בשבת", UNK),
    # a conversation: one customer's debt, bike and overdue invoice, then another's
    q("he", "כמה חייב עומרי זילברמן", BAL, [N("עומרי זילברמן")], [("bal", "c16")]),
    q("he", "ומה עם האופני שטח שלו?", REP, [], [("rep", "r19")], True),
    q("he", "איזה חשבונית שלו באיחור?", INV, [], [("say", "1224", "c16", "i26")], True),
    q("he", "ומה עם ג'ורג' חדאד, כמה הוא חייב?", BAL, [N("ג'ורג' חדאד")], [("bal", "c14")], True),
    q("he", "תן לי את הטלפון שלו", LOOK, [], [("phone", "c14")], True),
]

BATCHES: dict[str, list[Row]] = {"s35": OWNER + STAFF + CLERK_EN + CLERK_HE + HEBREW}

# Asked the moment each ``added_later`` step's records exist (shops/chashmalit.json).
FRESH: dict[str, list[list[Row]]] = {
    "s35f": [
        [  # a new customer and his scooter
            q(
                "en",
                "Gilad Nachmias just dropped off his scooter, is it in the system?",
                REP,
                [N("Gilad Nachmias")],
                [("rep", "r30")],
            ),
            q("he", "מה הטלפון של גלעד נחמיאס", LOOK, [N("גלעד נחמיאס")], [("phone", "c27")]),
            q("en", "who is 052 440 9876", LOOK, [P("052 440 9876")], [("name", "c27")]),
        ],
        [  # a new invoice for Igor Petrov
            q(
                "en",
                "igor petrov new invoice twelve forty is it open",
                INV,
                [N("igor petrov"), V("1240")],
                [("ist", "i40")],
            ),
            q(
                "en",
                "Now how much Igor Petrov owe after new invoice?",
                BAL,
                [N("Igor Petrov")],
                [("bal", "c02")],
            ),
            q("he", "כמה נשאר לשלם על 1240", INV, [V("1240")], [("ileft", "i40")]),
        ],
        [  # a new customer with a partly paid invoice
            q(
                "en",
                "New client Yulia Smirnova, what is her phone?",
                LOOK,
                [N("Yulia Smirnova")],
                [("phone", "c28")],
            ),
            q("en", "yulia smirnova how much does she owe", BAL, [N("yulia smirnova")], [("bal", "c28")]),
            q(
                "he",
                "של מי המייל yulia.smirnova@mail.ru",
                LOOK,
                [E("yulia.smirnova@mail.ru")],
                [("name", "c28")],
            ),
        ],
        [  # a third delivery bike for Pizza Roma, a paid invoice for Noam Gabay
            q(
                "en",
                "pizza roma bike number three whats the status",
                REP,
                [N("pizza roma")],
                [("rep", "r31")],
            ),
            q("he", "חשבונית 1242 של נועם גבאי שולמה?", INV, [V("1242"), N("נועם גבאי")], [("ist", "i42")]),
            q("en", "Noam Gabay owe something after last invoice?", BAL, [N("Noam Gabay")], [("bal", "c05")]),
        ],
    ]
}

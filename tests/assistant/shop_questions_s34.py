"""Batch s34: questions about a twenty-seventh business, מישקל גליל (Mishkal Galil: a service lab for
commercial scales and weighing equipment in Karmiel, ``shops/mishkal.json``), and ``s34f``: questions asked
the moment the records they are about were made through the API (the fixtures' ``added_later`` steps).

HELD OUT. Written by session 34's helper `heldout34` as a new writer: from the contract, the API spec, the
shared devset's README and fact specs and the row shape alone, without reading the engine, its word lists or
any other question set, and before any question was sent to the engine. About 60% English, in the voices of
three people of the office: an office manager who types fast lowercase English with abbreviations, a
bookkeeper who writes full polite sentences, and a Hebrew-speaking owner who mixes in English words.
Scored once, both orders, aggregates only; its items and misses are not to be looked at.

First run (``score_one.py mishkal --order both`` on 35f8ac7, the commit that added this set), both orders
alike:

| part | n | intent | entities | answers | answers he | answers en |
|---|---:|---:|---:|---:|---:|---:|
| all | 182 | 0.88 | 0.94 | 0.87 | 0.97 | 0.82 |
| s34 | 170 | 0.89 | 0.94 | 0.87 | 0.96 | 0.81 |
| s34f | 12 | 0.83 | 1.00 | 0.92 | 1.00 | 0.86 |
"""

from __future__ import annotations

from typing import Any

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q


def en(text: str, intent: str, ents: Any = (), facts: Any = (), follow: bool = False) -> Row:
    return q("en", text, intent, ents, facts, follow)


def he(text: str, intent: str, ents: Any = (), facts: Any = (), follow: bool = False) -> Row:
    return q("he", text, intent, ents, facts, follow)


def nm(name: str) -> tuple[str, str]:
    return ("name", name)


def ph(phone: str) -> tuple[str, str]:
    return ("phone", phone)


def em(email: str) -> tuple[str, str]:
    return ("email", email)


def inv(number: str, typed: str | None = None) -> tuple[str, ...]:
    """An invoice number as stored, and (third) as typed when the writer typed it differently."""
    return ("inv", number) if typed is None else ("inv", number, typed)


BALANCES = [
    en("how much does igor shapiro owe us", BAL, [nm("igor shapiro")], [("bal", "c08")]),
    en(
        "Hi, could you tell me the outstanding balance for Galilee Fresh Produce Ltd?",
        BAL,
        [nm("Galilee Fresh Produce Ltd")],
        [("bal", "c11")],
    ),
    en("whats tom avrahami owe", BAL, [nm("tom avrahami")], [("bal", "c10")]),
    en(
        "Good afternoon, does Svetlana Moroz have anything outstanding with us?",
        BAL,
        [nm("Svetlana Moroz")],
        [("bal", "c22")],
    ),
    en("bal for מוביל הגליל asap", BAL, [nm("מוביל הגליל")], [("bal", "c18")]),
    en("whats the open balance on אריה זהב", BAL, [nm("אריה זהב")], [("bal", "c16")]),
    en(
        "Could you please check how much Vladimir Kozlov still owes? He says he paid part of it.",
        BAL,
        [nm("Vladimir Kozlov")],
        [("bal", "c05")],
    ),
    en("balance 04-9578833", BAL, [ph("04-9578833")], [("bal", "c17")]),
    en("does 0546120983 owe anything", BAL, [ph("0546120983")], [("bal", "c13")]),
    en(
        "Hello, I'd like to know the total amount the pharmacy in Nahariya owes us.",
        BAL,
        [],
        [("bal", "c02")],
    ),
    en("samir odeh - any debt?", BAL, [nm("samir odeh")], [("bal", "c04")]),
    en("how much do we have open on mohammed khatib", BAL, [nm("mohammed khatib")], [("bal", "c03")]),
    en(
        "Could you confirm the balance on Yossi Greenberg's account?",
        BAL,
        [nm("Yossi Greenberg")],
        [("bal", "c15")],
    ),
    en("total owed by the dairy in amirim?", BAL, [], [("bal", "c19")]),
    en("michal abutbul sharabi owes how much", BAL, [nm("michal abutbul sharabi")], [("bal", "c12")]),
    en("outstanding for +972 50 774 5512?", BAL, [ph("+972 50 774 5512")], [("bal", "c09")]),
    en("balance for עיריית כרמיאל pls", BAL, [nm("עיריית כרמיאל")], [("bal", "c20")]),
    he("כמה חייב לנו אטליז בשרי הגליל?", BAL, [nm("אטליז בשרי הגליל")], [("bal", "c01")]),
    he(
        "תבדוק לי כמה מחלבת הרי גליל חייבים, הם אמרו ששילמו חלק",
        BAL,
        [nm("מחלבת הרי גליל")],
        [("bal", "c19")],
    ),
    he("מה הbalance של טיפת חלב מעלות", BAL, [nm("טיפת חלב מעלות")], [("bal", "c17")]),
    he("כמה חייבת תגסט ולדה", BAL, [nm("תגסט ולדה")], [("bal", "c07")]),
    he("מה היתרה של אבבה טספאי", BAL, [nm("אבבה טספאי")], [("bal", "c06")]),
    he("כמה פתוח על ראמי סלאמה", BAL, [nm("ראמי סלאמה")], [("bal", "c21")]),
    he("כמה נשאר פתוח אצל 050-3127789", BAL, [ph("050-3127789")], [("bal", "c12")]),
    he("מה המצב הכספי של נועה פרץ לנדאו", BAL, [nm("נועה פרץ לנדאו")], [("bal", "c13")]),
    he("כמה חייב לנו סמיר", BAL, [nm("סמיר")], [("bal", "c04")]),
]

REPAIRS = [
    en("is the carat scale at igor's ready", REP, [nm("igor")], [("rep", "r09")]),
    en(
        "Hi, the bakery called. Is Vladimir Kozlov's floor scale fixed yet?",
        REP,
        [nm("Vladimir Kozlov")],
        [("rep", "r06")],
    ),
    en("status of the beehive scale for tom avrahami", REP, [nm("tom avrahami")], [("rep", "r11")]),
    en(
        "Could you check where we stand with the conveyor scale at Galilee Fresh Produce?",
        REP,
        [nm("Galilee Fresh Produce")],
        [("rep", "r13")],
    ),
    en("whats going on w/ the truck scale at מוביל הגליל", REP, [nm("מוביל הגליל")], [("rep", "r19")]),
    en(
        "Good morning, has the baby scale for תגסט ולדה been repaired?",
        REP,
        [nm("תגסט ולדה")],
        [("rep", "r08")],
    ),
    en("the sartorius balance for אריה זהב - ready for pickup?", REP, [nm("אריה זהב")], [("rep", "r17")]),
    en("status on the bizerba cheese filling scale", REP, [], [("rep", "r20")]),
    en("any news on the fish scale at yossi malka", REP, [nm("yossi malka")], [("rep", "r16")]),
    en(
        "Could you let me know the status of all repairs for Galilee Fresh Produce Ltd?",
        REP,
        [nm("Galilee Fresh Produce Ltd")],
        [("repc", "c11")],
    ),
    en(
        "the 5 portable inspection scales for עיריית כרמיאל, status?",
        REP,
        [nm("עיריית כרמיאל")],
        [("rep", "r21")],
    ),
    en(
        "is the dibal label printer scale at mohammed khatib still being checked",
        REP,
        [nm("mohammed khatib")],
        [("rep", "r04")],
    ),
    en(
        "Hi, could you tell me whether the medical scale with the height rod for Noa Peretz-Landau is ready?",
        REP,
        [nm("Noa Peretz-Landau")],
        [("rep", "r15")],
    ),
    en("svetlana moroz scale status", REP, [nm("svetlana moroz")], [("rep", "r22")]),
    en("repairs for 0523341908?", REP, [ph("0523341908")], [("repc", "c02")]),
    en(
        "the hanging scale at abebe tesfay - whats its status",
        REP,
        [nm("abebe tesfay")],
        [("rep", "r07")],
    ),
    en(
        "Does Yossi Greenberg have anything in the lab at the moment?",
        REP,
        [nm("Yossi Greenberg")],
        [("repc", "c15")],
    ),
    en("did samir odeh pick up his table scale", REP, [nm("samir odeh")], [("rep", "r05")]),
    en("the market stall scale of michal - is it ready", REP, [nm("michal")], [("rep", "r14")]),
    he("המשקל נגר של אטליז בשרי הגליל מוכן?", REP, [nm("אטליז בשרי הגליל")], [("rep", "r01")]),
    he("מה קורה עם המשקל התלוי בחדר הקירור של האטליז בכרמיאל", REP, [], [("rep", "r02")]),
    he("משקלי התינוקות של טיפת חלב מעלות, מה הסטטוס", REP, [nm("טיפת חלב מעלות")], [("rep", "r18")]),
    he("תבדוק לי את המאזניים של בית מרקחת שקד, הכיול גמור?", REP, [nm("בית מרקחת שקד")], [("rep", "r03")]),
    he("מה המצב עם המשקל של מוחמד חטיב", REP, [nm("מוחמד חטיב")], [("rep", "r04")]),
    he("הdibal של מיכל אבוטבול-שרעבי מוכן לאיסוף?", REP, [nm("מיכל אבוטבול-שרעבי")], [("rep", "r14")]),
    he("המשקל דגים של יוסי מלכה, הגיע החלק?", REP, [nm("יוסי מלכה")], [("rep", "r16")]),
    he(
        "כל התיקונים של Galilee Fresh Produce - תן סטטוס",
        REP,
        [nm("Galilee Fresh Produce")],
        [("repc", "c11")],
    ),
    he("המשקל רצפה של קוזלוב, התחלתם לעבוד עליו?", REP, [nm("קוזלוב")], [("rep", "r06")]),
    he("מה עם המשקל של ראמי סלאמה", REP, [nm("ראמי סלאמה")], [("repc", "c21")]),
    he("המשקלים של הפיקוח בעירייה מוכנים?", REP, [], [("rep", "r21")]),
    he("הSeca 769 של נועה - יש אבחון?", REP, [nm("נועה")], [("rep", "r15")]),
    he("מה המצב של המאזני קראט של איגור", REP, [nm("איגור")], [("rep", "r09")]),
]

INVOICES = [
    en("is mg-5014 paid", INV, [inv("MG-5014", "mg-5014")], [("ist", "i02")]),
    en("Could you check whether invoice 8812/26 has been settled?", INV, [inv("8812/26")], [("ist", "i19")]),
    en("how much left on 2026 0112", INV, [inv("2026-0112", "2026 0112")], [("ileft", "i03")]),
    en("status inv 5019", INV, [inv("MG-5019", "5019")], [("ist", "i26")]),
    en("Hello, how much has been paid so far on invoice 8814/26?", INV, [inv("8814/26")], [("ipaid", "i09")]),
    en("open invs for galilee fresh", INV, [nm("galilee fresh")], [("ilist", "c11")]),
    en("any overdue invoices for מוביל הגליל?", INV, [nm("מוביל הגליל")], [("about", "c18")]),
    en("was 2026-0115 cancelled", INV, [inv("2026-0115")], [("ist", "i16")]),
    en(
        "Hi, I'm reconciling the bank account. Is MG5007 marked as paid?",
        INV,
        [inv("MG-5007", "MG5007")],
        [("ist", "i08")],
    ),
    en("What is the status of invoice 8818/26, please?", INV, [inv("8818/26")], [("ist", "i30")]),
    en(
        "Could you tell me whether Nadia Haddad has any unpaid invoices?",
        INV,
        [nm("Nadia Haddad")],
        [("ilist", "c09")],
    ),
    en("inv 8805/26 status pls", INV, [inv("8805/26")], [("ist", "i27")]),
    en("did we get paid for mg-5010", INV, [inv("MG-5010", "mg-5010")], [("ist", "i32")]),
    en(
        "Good morning. Tom Avrahami says he paid invoice MG-5016, can you confirm?",
        INV,
        [nm("Tom Avrahami"), inv("MG-5016")],
        [("ist", "i17")],
    ),
    en("how much was paid on MG 5026", INV, [inv("MG-5026", "MG 5026")], []),
    en(
        "which invoices are overdue for mohammed khatib",
        INV,
        [nm("mohammed khatib")],
        [("ilist", "c03")],
    ),
    en(
        "Could you check if anything is overdue for the pharmacy, בית מרקחת שקד?",
        INV,
        [nm("בית מרקחת שקד")],
        [("about", "c02")],
    ),
    he("חשבונית MG-5013 שולמה?", INV, [inv("MG-5013")], [("ist", "i23")]),
    he("מה הסטטוס של חשבונית 2026-0118", INV, [inv("2026-0118")], [("ist", "i31")]),
    he("אילו חשבוניות פתוחות יש לאטליז בשרי הגליל", INV, [nm("אטליז בשרי הגליל")], [("ilist", "c01")]),
    he("כמה שילם אריה זהב על MG-5019?", INV, [nm("אריה זהב"), inv("MG-5019")], [("ipaid", "i26")]),
    he(
        "החשבונית 8816/26 של יוסי גרינברג בפיגור?",
        INV,
        [inv("8816/26"), nm("יוסי גרינברג")],
        [("ist", "i24")],
    ),
    he("תבדוק אם 2026-0101 סגורה", INV, [inv("2026-0101")], [("ist", "i28")]),
    he("ה-invoice של סבטלנה, כמה נשאר?", INV, [nm("סבטלנה")], [("ileft", "i34")]),
    he("יש חשבוניות באיחור לGalilee Fresh?", INV, [nm("Galilee Fresh")], [("say", "8812/26", "c11", "i19")]),
    he("MG-5020 יצאה כבר ללקוח?", INV, [inv("MG-5020")], [("ist", "i07")]),
    he("חשבונית 2026-0122 בוטלה?", INV, [inv("2026-0122")], [("ist", "i35")]),
    he("כמה נשאר על 8814/26 של קוזלוב", INV, [inv("8814/26"), nm("קוזלוב")], [("ileft", "i09")]),
    he("למחלבת הרי גליל יש חשבונית פתוחה?", INV, [nm("מחלבת הרי גליל")], [("ilist", "c19")]),
]

LOOKUPS = [
    en("who's 04-9921180", LOOK, [ph("04-9921180")], [("name", "c16")]),
    en("whose number is 0587712004", LOOK, [ph("0587712004")], [("name", "c05")]),
    en(
        "Could you give me the phone number for Nadia Haddad, please?",
        LOOK,
        [nm("Nadia Haddad")],
        [("phone", "c09")],
    ),
    en("find cust w/ email igor.shapiro@gmail.com", LOOK, [em("igor.shapiro@gmail.com")], [("name", "c08")]),
    en("who is calling from 052-7781230", LOOK, [ph("052-7781230")], [("names", "c14", "c23")]),
    en("whats the address of Tom Avrahami", LOOK, [nm("Tom Avrahami")], [("addr", "c10", "שבי ציון")]),
    en(
        "Hi, I need the company number of מוביל הגליל הובלות for an invoice.",
        LOOK,
        [nm("מוביל הגליל הובלות")],
        [("tax", "c18")],
    ),
    en("look up 050 661 2873", LOOK, [ph("050 661 2873")], [("name", "c03")]),
    en("do we have a customer called Kozlov", LOOK, [nm("Kozlov")], [("name", "c05")]),
    en(
        "Could you find the customer whose email is svetlana.moroz@gmail.com?",
        LOOK,
        [em("svetlana.moroz@gmail.com")],
        [("name", "c22")],
    ),
    en("who is 054-1234567", LOOK, [ph("054-1234567")], []),
    en("phone # for the baby clinic in maalot", LOOK, [], [("phone", "c17")]),
    en("customer named yossi?", LOOK, [nm("yossi")], [("names", "c14", "c15")]),
    he("מי זה 04-6987714", LOOK, [ph("04-6987714")], [("name", "c19")]),
    he("תן לי את המייל של בית מרקחת שקד", LOOK, [nm("בית מרקחת שקד")], [("email", "c02")]),
    he("של מי המספר 0524409183", LOOK, [ph("0524409183")], [("name", "c06")]),
    he("מה הכתובת של ראמי סלאמה", LOOK, [nm("ראמי סלאמה")], [("addr", "c21", "נוף הגליל")]),
    he("יש לנו לקוח בשם זהב?", LOOK, [nm("זהב")], [("name", "c16")]),
    he("מה הח.פ של מחלבת הרי גליל", LOOK, [nm("מחלבת הרי גליל")], [("tax", "c19")]),
    he("מי הלקוח עם המייל tigist.w@gmail.com", LOOK, [em("tigist.w@gmail.com")], [("name", "c07")]),
    he("חפש לי את יוסי", LOOK, [nm("יוסי")], [("names", "c14", "c15")]),
    he("מה הטלפון של תגסט", LOOK, [nm("תגסט")], [("phone", "c07")]),
]

KNOWLEDGE = [
    en("how long is our warranty on a repair", KNOW, [], [("kn", "k01", "6")]),
    en("whats the warranty on a new load cell", KNOW, [], [("kn", "k01", "12")]),
    en("Hi, what are our opening hours on weekdays?", KNOW, [], [("kn", "k02", "16:30")]),
    en("how much extra for an after-hours call out on a truck scale", KNOW, [], [("kn", "k02", "450")]),
    en("price for a tech visit on site?", KNOW, [], [("kn", "k03", "280")]),
    en(
        "Could you remind me what we charge for each additional hour on a site visit?",
        KNOW,
        [],
        [("kn", "k03", "190")],
    ),
    en("how much to calibrate a small shop scale", KNOW, [], [("kn", "k05", "180")]),
    en("calibration price for a weighbridge?", KNOW, [], [("kn", "k05", "2,900")]),
    en(
        "A customer asks how many days it takes to get the calibration certificate after the verification. "
        "What should I tell him?",
        KNOW,
        [],
        [("kn", "k04", "3")],
    ),
    en(
        "can a business cust borrow a scale while theirs is in the lab? deposit?",
        KNOW,
        [],
        [("kn", "k07", "500")],
    ),
    en("how much is the annual service contract", KNOW, [], [("kn", "k10", "1,200")]),
    en("what discount do we give on a trade in", KNOW, [], [("kn", "k11", "15%")]),
    en(
        "Hello, after how many days do we start charging storage for scales that were not collected?",
        KNOW,
        [],
        [("kn", "k09", "90")],
    ),
    he("לקוח שואל כל כמה זמן צריך לעשות אימות למשקל בחנות", KNOW, [], [("kn", "k04", "פעם בשנה")]),
    he("עד מתי פתוחים ביום חמישי", KNOW, [], [("kn", "k02", "16:30")]),
    he("לקוח פרטי רוצה לשלם בbit, זה בסדר?", KNOW, [], [("kn", "k06", "ביט")]),
    he("אחרי כמה זמן חשבונית לא משולמת עוברת לגבייה", KNOW, [], [("kn", "k06", "45")]),
    he("מה עושים כשמביאים משקל למעבדה, יש טופס?", KNOW, [], [("kn", "k08", "טופס קליטה")]),
    he("כמה עולה כיול למאזניים אנליטיים", KNOW, [], [("kn", "k05", "380")]),
    he("מה כולל ה-service contract השנתי", KNOW, [], [("kn", "k10", "10%")]),
]

CHATTER = [
    en("hey", GREET),
    en("Good morning!", GREET),
    he("בוקר טוב", GREET),
    he("היי מה נשמע", GREET),
    en("what can u do", HELP),
    en("Hi, which kinds of questions can I ask you?", HELP),
    en("help pls", HELP),
    he("מה אתה יודע לעשות", HELP),
    he("איך משתמשים בך", HELP),
    en("whats the weather in karmiel tomorrow", UNK),
    en("write me a linkedin post about our new truck scale service", UNK),
    en("convert 5 pounds to kg", UNK),
    en("Could you book a table for four at a restaurant in Nahariya on Thursday?", UNK),
    en("remind me to buy a birthday present for nadia's daughter", UNK),
    he("תמליץ לי על מסעדה טובה בכרמיאל", UNK),
    he("כמה שוקלת פרה ממוצעת?", UNK),
    he("תכתוב ברכת מזל טוב לאריה לרגל החתונה של הבת שלו", UNK),
    he("איך מכינים גבינת עיזים בבית", UNK),
    he("יש פקקים בכביש 85 עכשיו?", UNK),
]

CONVERSATIONS = [
    # the manager: Igor's balance, his scale, his invoice, then Nadia
    en("whats igor shapiro's balance", BAL, [nm("igor shapiro")], [("bal", "c08")]),
    en("and his carat scale?", REP, [], [("rep", "r09")], follow=True),
    en("which inv is open", INV, [], [("ilist", "c08")], follow=True),
    en("ok and nadia haddad?", INV, [nm("nadia haddad")], [("ilist", "c09")], follow=True),
    en("her phone pls", LOOK, [], [("phone", "c09")], follow=True),
    # the bookkeeper: an invoice first, then whose it is
    en("Hi, could you check the status of invoice 2026-0124?", INV, [inv("2026-0124")], [("ist", "i20")]),
    en("Whose invoice is that?", LOOK, [], [("name", "c11")], follow=True),
    en("And how much do they owe in total?", BAL, [], [("bal", "c11")], follow=True),
    en("Thank you. Is their pallet scale ready yet?", REP, [], [("rep", "r12")], follow=True),
    # the owner: a phone, then the butcher's debt and scale, then another customer
    he("מי זה 04-9887412", LOOK, [ph("04-9887412")], [("name", "c01")]),
    he("כמה הם חייבים", BAL, [], [("bal", "c01")], follow=True),
    he("והמשקל התלוי שלהם?", REP, [], [("rep", "r02")], follow=True),
    he("ומה עם הdibal של מוחמד חטיב?", REP, [nm("מוחמד חטיב")], [("rep", "r04")], follow=True),
    he("והחוב שלו?", BAL, [], [("bal", "c03")], follow=True),
    # the manager: a scale, then its owner's invoice and email
    en("status of the Sartorius at אריה זהב", REP, [nm("אריה זהב")], [("rep", "r17")]),
    en("and his open invoice - how much is left?", INV, [], [("ileft", "i26")], follow=True),
    en("whats his email", LOOK, [], [("email", "c16")], follow=True),
    # the owner: the two Yossis
    he("כמה חייב יוסי מלכה", BAL, [nm("יוסי מלכה")], [("bal", "c14")]),
    he("והמשקל דגים שלו?", REP, [], [("rep", "r16")], follow=True),
    he("ויוסי גרינברג כמה חייב?", BAL, [nm("יוסי גרינברג")], [("bal", "c15")], follow=True),
    # the bookkeeper: a phone, then her repairs
    en("Who is 0507745512?", LOOK, [ph("0507745512")], [("name", "c09")]),
    en("Does she have any repairs with us?", REP, [], [("repc", "c09")], follow=True),
]

S34: list[Row] = BALANCES + REPAIRS + INVOICES + LOOKUPS + KNOWLEDGE + CHATTER + CONVERSATIONS

S34_FRESH: list[list[Row]] = [
    [  # a new café: פאדי נסאר, his first invoice MG-5022 and his bakery scale
        en("new customer fadi nassar - whats his balance", BAL, [nm("fadi nassar")], [("bal", "c24")]),
        he("מה הטלפון של פאדי נסאר", LOOK, [nm("פאדי נסאר")], [("phone", "c24")]),
        en(
            "Could you check the status of invoice MG-5022, which I just issued?",
            INV,
            [inv("MG-5022")],
            [("ist", "i37")],
        ),
        he("המשקל מאפייה של פאדי נקלט?", REP, [nm("פאדי")], [("rep", "r24")]),
    ],
    [  # a second balance at the pharmacy, a new invoice for Igor
        en("how much does igor owe now", BAL, [nm("igor")], [("bal", "c08")]),
        en("status of the Kern PCB 1000 at בית מרקחת שקד", REP, [nm("בית מרקחת שקד")], [("rep", "r25")]),
        he("אילו חשבוניות פתוחות יש לאיגור שפירו", INV, [nm("איגור שפירו")], [("ilist", "c08")]),
        he("מה המצב של כל התיקונים של בית מרקחת שקד", REP, [nm("בית מרקחת שקד")], [("repc", "c02")]),
    ],
    [  # a new customer, Olga Petrenko, and a new invoice for Galilee Fresh
        en("olga petrenko jewelry scale status", REP, [nm("olga petrenko")], [("rep", "r26")]),
        en(
            "Could you confirm the total balance of Galilee Fresh Produce after today's invoice?",
            BAL,
            [nm("Galilee Fresh Produce")],
            [("bal", "c11")],
        ),
        he("מי זה 054-6678012", LOOK, [ph("054-6678012")], [("name", "c25")]),
        en("is 2026-0127 open", INV, [inv("2026-0127")], [("ist", "i39")]),
    ],
]

BATCHES = {"s34": S34}
FRESH = {"s34f": S34_FRESH}

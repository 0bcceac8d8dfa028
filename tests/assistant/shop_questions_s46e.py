"""A DEVELOPMENT set written by helper ``english45`` (session 46's letter ``e``, written 2026-12-06, issue
15) in English as an Israeli office writes it, about three development businesses of different trades:
``shops/fixhome.json`` (פיקס-הום, plumbing and locksmiths) as ``fixhome-e46`` (batch ``s46e``),
``shops/printline.json`` (פרינטליין, printer and copier service) as ``printline-e46`` (batch ``s46eb``) and
``shops/nayadut.json`` (ניידות פלוס, mobility equipment) as ``nayadut-e46`` (batch ``s46ec``). Its items
may be looked at and the engine tuned on them; it is NOT held out. ``nayadut-e46`` was kept aside as a
check, its rows not read one by one until the end.

Written before any of its questions was sent to the engine, in these voices: non-native English with
Hebrew word order and false friends ("what is with the repair of", "he closed the bill?", "till when");
British and American office idioms ("is it sorted", "has he settled up", "chase the invoice"); Indian and
South-African office English ("kindly update the status", "do the needful", "is it"); texting shortcuts
("pls chk bal 4"); questions wrapped in politeness; possessives of Hebrew names; Hebrew-lettered names and
items inside an English sentence; follow-ups in conversations. A Hebrew name typed in Latin letters has no
name entity (the name is not typed as stored); its facts say whose record is meant. A few Hebrew rows are
controls.

First run (main ``e8e5b09``, before any change for this set), records first: intent 0.96, entities 0.99,
answers 0.96 (he 1.00, en 0.96); fixhome-e46 0.98 / 1.00 / 0.93 (en 0.92), printline-e46 0.95 / 0.97 / 0.98,
nayadut-e46 0.96 / 1.00 / 0.98. Misses by kind: an English policy question against Hebrew-only knowledge
(4: "unblock a toilet" had no Hebrew word, "you guys" and "usually" were taken for its topic, "svc"
unread), a greeting read as Latin-lettered Hebrew ("hiya" as היה, answered as a repair), "settled up" /
"closed the account" answered as the balance (labelled the invoice; the balance's figures answer it when
something is owed), "hw much 4 ..." unread (the check business).

After english45 (short forms, a blockage's words, words of address and frequency no policy's topic, a
greeting kept as typed before the Latin reader, a family's Latin plural in -es), the corpus regenerated
with this set (so the learned model has seen it), records first: intent 0.98, entities 0.99, answers 0.98
(he 1.00, en 0.98); fixhome-e46 0.98 / 1.00 / 0.96, printline-e46 0.98 / 0.97 / 1.00, nayadut-e46 (the check,
not read until the end) 0.96 / 1.00 / 0.98, unchanged: its two misses are of kinds the others' fixes did
not reach ("settled up" as the balance, "hw much 4 ..."). Left: "settled up", "parts take to come in"
(the pick-up item ranked above the parts' order), a Hebrew control's entity (רו"ח before the name).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm


def kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


FIXHOME: list[Row] = [
    # non-native, Hebrew word order, false friends
    en("what is with the repair of Michael Turner?", REP, nm("Michael Turner"), [("rep", "r04")]),
    en("what is with the pump of אלון ברגר?", REP, nm("אלון ברגר"), [("rep", "r02")]),
    en("Rachel Adler closed the bill?", INV, nm("Rachel Adler"), [("ist", "i08")]),
    en("till when is the guarantee on a cylinder you installed?", KNOW, [], kn("k01", "שנתיים")),
    en("how much she owes, Anna Kowalski?", BAL, nm("Anna Kowalski"), [("bal", "c10")]),
    en("the safe of Rachel Adler, it is ready already?", REP, nm("Rachel Adler"), [("rep", "r07")]),
    en("give me please the phone of Tom Becker", LOOK, nm("Tom Becker"), [("phone", "c15")]),
    en("until what hour you are open on friday?", KNOW, [], kn("k02", "13:00")),
    en("the restaurant Hagefen, how much they still must to pay?", BAL, [], [("bal", "c07")]),
    en(
        "Daniel Katz made already the payment on the boiler invoice?",
        INV,
        nm("Daniel Katz"),
        [("ist", "i31")],
    ),
    # British / American office idioms
    en("has Natalie Brooks settled up?", INV, nm("Natalie Brooks"), [("ist", "i26")]),
    en("is Anna Kowalski's shower mixer sorted?", REP, nm("Anna Kowalski"), [("rep", "r12")]),
    en("I need to chase Yossi Peretz's invoices, what's outstanding?", BAL, [], [("bal", "c16")]),
    en("what's Michael Turner's tab looking like?", BAL, nm("Michael Turner"), [("bal", "c03")]),
    en("any joy with Daniel Katz's boiler?", REP, nm("Daniel Katz"), [("rep", "r26")]),
    en("is invoice PH-2346 squared away?", INV, iv("PH-2346"), [("ist", "i31")]),
    en("can you pull up the Turner account, how much is owing", BAL, [], [("bal", "c03")]),
    en("where are we at with Tom Becker's garbage disposal?", REP, nm("Tom Becker"), [("rep", "r17")]),
    # Indian / South-African office English
    en("kindly update the status of the Yale lock of סמיר חטיב", REP, nm("סמיר חטיב"), [("rep", "r11")]),
    en(
        "please revert with the outstanding amount for Anna Kowalski",
        BAL,
        nm("Anna Kowalski"),
        [("bal", "c10")],
    ),
    en("what is the status of invoice M-525, is it", INV, iv("M-525"), [("ist", "i24")]),
    en("kindly share the email id of Rachel Adler", LOOK, nm("Rachel Adler"), [("email", "c06")]),
    en("the geyser of Daniel Katz, is it fixed now?", REP, nm("Daniel Katz"), [("rep", "r26")]),
    en("do the needful and tell me how much Olga Petrov owes", BAL, [], [("bal", "c21")]),
    # texting shortcuts
    en("pls chk bal 4 Michael Turner", BAL, nm("Michael Turner"), [("bal", "c03")]),
    en("inv 1055 pd?", INV, iv("1055"), [("ist", "i23")]),
    en("status r adler safe?", REP, [], [("rep", "r07")]),
    en("tel # 4 Natalie Brooks pls", LOOK, nm("Natalie Brooks"), [("phone", "c20")]),
    en("hw much 4 key copy", KNOW, [], kn("k05", "15")),
    en("tom becker owes? thx", BAL, [], [("bal", "c15")]),
    # politeness around the question
    en(
        "Hi, sorry to bother you, could you possibly tell me whether invoice 2026/214 has been paid?",
        INV,
        iv("2026/214"),
        [("ist", "i05")],
    ),
    en(
        "Good morning! When you have a moment, would you mind checking on Daniel Katz's boiler? Thanks",
        REP,
        nm("Daniel Katz"),
        [("rep", "r26")],
    ),
    en(
        "Hello, I hope you're well. Just wondering what Anna Kowalski's address is, thank you",
        LOOK,
        nm("Anna Kowalski"),
        [("addr", "c10", "ויצמן")],
    ),
    en("would it be possible to know how much it costs to unblock a toilet?", KNOW, [], kn("k06", "250")),
    # Hebrew names and items in Hebrew letters, possessives
    en("how much does רותם שפירא still owe us?", BAL, nm("רותם שפירא"), [("bal", "c01")]),
    en("is עומר נגר's water heater fixed yet?", REP, nm("עומר נגר"), [("rep", "r10")]),
    en("what's the status of the מדיח at the Gefen restaurant?", REP, [], [("rep", "r08")]),
    en("phone number for חנה וייס please", LOOK, nm("חנה וייס"), [("phone", "c04")]),
    en("has אתי מזרחי paid her invoice?", INV, nm("אתי מזרחי"), [("ist", "i24")]),
    en("Rotem Shapira's cylinder - did the part arrive?", REP, [], [("rep", "r01")]),
    en("the Berger pump, what's going on with it?", REP, [], [("rep", "r02")]),
    en("how much is the Bialik 14 house committee owing?", BAL, [], [("bal", "c13")]),
    # follow-ups
    en("what does מיכל גרינברג owe?", BAL, nm("מיכל גרינברג"), [("bal", "c12")]),
    en("and her pump?", REP, [], [("rep", "r14")], True),
    en("what about her other one?", REP, [], [("rep", "r15")], True),
    en("is Yossi Peretz's gate lock done?", REP, [], [("rep", "r18")]),
    en("and his phone?", LOOK, [], [("phone", "c16")], True),
    en("Daniel Katz's balance?", BAL, nm("Daniel Katz"), [("bal", "c24")]),
    en("and his email?", LOOK, [], [("email", "c24")], True),
    # greetings, help, other
    en("morning all", GREET),
    en("what can you do for me?", HELP),
    en("can you book me a flight to Eilat?", UNK),
    en("do you guys do night calls, how much?", KNOW, [], kn("k03", "350")),
    en("how long do parts take to come in usually?", KNOW, [], kn("k12", "10")),
    # Hebrew controls
    he("כמה חייב אלון ברגר?", BAL, nm("אלון ברגר"), [("bal", "c02")]),
    he("מה עם הכספת של Rachel Adler?", REP, nm("Rachel Adler"), [("rep", "r07")]),
    he("חשבונית M-533 שולמה?", INV, iv("M-533"), [("ist", "i32")]),
    he("מה הטלפון של סיגל אוחיון?", LOOK, nm("סיגל אוחיון"), [("phone", "c05")]),
    he("כמה עולה שכפול מפתח?", KNOW, [], kn("k05", "15")),
    he("והאסלה של דורית בן דוד?", REP, nm("דורית בן דוד"), [("rep", "r16")]),
]

PRINTLINE: list[Row] = [
    # non-native, Hebrew word order, false friends
    en("what is with the plotter of מיכל אורן אדריכלות?", REP, nm("מיכל אורן אדריכלות"), [("rep", "r05")]),
    en("Brian Walsh closed already the account?", INV, nm("Brian Walsh"), [("ist", "i05")]),
    en("till when you give guarantee on a repair in the lab?", KNOW, [], kn("k07", "90")),
    en("how much owe us the school Herzl?", BAL, [], [("bal", "c02")]),
    en("the printer of Natalie Roth, you checked it already?", REP, nm("Natalie Roth"), [("rep", "r12")]),
    en("say me the mail of Tech Nova Ltd", LOOK, nm("Tech Nova Ltd"), [("email", "c11")]),
    en("Osher Copy Center transferred the money for 31471?", INV, iv("31471"), [("ist", "i21")]),
    en(
        "the guillotine of Osher Copy Center, what is with it?",
        REP,
        nm("Osher Copy Center"),
        [("rep", "r22")],
    ),
    en("how much is costing a technician without contract?", KNOW, [], kn("k03", "320")),
    en("until when the office is open?", KNOW, [], kn("k01", "17:00")),
    # British / American office idioms
    en("has Brian Walsh settled his bill?", INV, nm("Brian Walsh"), [("ist", "i05")]),
    en("is the Xerox at Tech Nova sorted yet?", REP, [], [("rep", "r15")]),
    en("we need to chase Dfus Or-Chen, what do they owe all up?", BAL, [], [("bal", "c05")]),
    en(
        "what's outstanding on the Osher Copy Center account?", BAL, nm("Osher Copy Center"), [("bal", "c16")]
    ),
    en("any news on Natalie Roth's Brother?", REP, nm("Natalie Roth"), [("rep", "r12")]),
    en("is PL/2219 paid up?", INV, iv("PL/2219"), [("ist", "i11")]),
    en("has the Lev Cham charity paid their overdue one?", INV, [], [("ist", "i17")]),
    en("where are we with the Epson EcoTank for Brian?", REP, [], [("rep", "r06")]),
    # Indian / South-African office English
    en(
        "kindly update the status of the Sharp copier of עמותת לב חם",
        REP,
        nm("עמותת לב חם"),
        [("rep", "r18")],
    ),
    en("please revert on the pending amount of Natalie Roth", BAL, nm("Natalie Roth"), [("bal", "c08")]),
    en(
        "kindly provide contact number of Osher Copy Center",
        LOOK,
        nm("Osher Copy Center"),
        [("phone", "c16")],
    ),
    en("what is the status of the label printer of the dental clinic, is it", REP, [], [("rep", "r13")]),
    en("do the needful and check invoice A-118 status", INV, iv("A-118"), [("ist", "i04")]),
    en("the copier rental, how much per week?", KNOW, [], kn("k09", "600")),
    # texting shortcuts
    en("pls chk bal 4 Brian Walsh", BAL, nm("Brian Walsh"), [("bal", "c04")]),
    en("inv 31450 pd?", INV, iv("31450"), [("ist", "i03")]),
    en("tech nova xerox rdy?", REP, [], [("rep", "r15")]),
    en("ph # natalie roth", LOOK, [], [("phone", "c08")]),
    en("svc contract price?", KNOW, [], kn("k02", "390")),
    en("osher copy owes how much? thx", BAL, [], [("bal", "c16")]),
    # politeness around the question
    en(
        "Hi there, sorry for the bother, could you let me know if invoice PL/2228 has been paid? Many thanks",
        INV,
        iv("PL/2228"),
        [("ist", "i07")],
    ),
    en(
        "Good afternoon, when you get a chance could you check how Natalie Roth's printer is doing? Cheers",
        REP,
        nm("Natalie Roth"),
        [("rep", "r12")],
    ),
    en(
        "Hello! Hope all is well. I'd be grateful for Brian Walsh's address, thank you",
        LOOK,
        nm("Brian Walsh"),
        [("addr", "c04", "רוטשילד")],
    ),
    en(
        "would you mind telling me what a replacement machine costs without a contract?",
        KNOW,
        [],
        kn("k08", "150"),
    ),
    # Hebrew names and items in Hebrew letters, possessives
    en("how much does ולדימיר קוגן still owe?", BAL, nm("ולדימיר קוגן"), [("bal", "c14")]),
    en("is שירה ליבנה's printer ready?", REP, nm("שירה ליבנה"), [("rep", "r20")]),
    en("what's the status of the סורק at Yigal Sharabi's office?", REP, [], [("rep", "r10")]),
    en("phone number of סאמר חורי please", LOOK, nm("סאמר חורי"), [("phone", "c10")]),
    en("has דפוס אור-חן paid the overdue invoice?", INV, nm("דפוס אור-חן"), [("ist", "i06")]),
    en("Vladimir Kogan's Samsung, what's wrong with it?", REP, [], [("rep", "r19")]),
    en("the Levin Sagi law office, what's their balance?", BAL, [], [("bal", "c01")]),
    en("Shira Livne's invoice, is it still open?", INV, [], [("ist", "i19")]),
    # follow-ups
    en("how much do the Herzl school owe us?", BAL, [], [("bal", "c02")]),
    en("and their 3D printer?", REP, [], [("rep", "r04")], True),
    en("what about the other one, the Canon?", REP, [], [("rep", "r03")], True),
    en(
        "what's the status of Tech Nova Ltd's network printing job?",
        REP,
        nm("Tech Nova Ltd"),
        [("rep", "r16")],
    ),
    en("and their phone?", LOOK, [], [("phone", "c11")], True),
    en("is Brian Walsh's Epson ready?", REP, nm("Brian Walsh"), [("rep", "r06")]),
    en("and how much does he owe?", BAL, [], [("bal", "c04")], True),
    # greetings, help, other
    en("hiya", GREET),
    en("what sort of things can I ask you?", HELP),
    en("what's the weather in Petah Tikva tomorrow?", UNK),
    en("do you take old printers for recycling?", KNOW, [], kn("k10", "מחזור")),
    en("how much is a lab check?", KNOW, [], kn("k11", "150")),
    # Hebrew controls
    he("כמה חייבת Natalie Roth?", BAL, nm("Natalie Roth"), [("bal", "c08")]),
    he("מה עם הפלוטר של מיכל אורן אדריכלות?", REP, nm("מיכל אורן אדריכלות"), [("rep", "r05")]),
    he("חשבונית A-125 שולמה?", INV, iv("A-125"), [("ist", "i13")]),
    he("מה המייל של Brian Walsh?", LOOK, nm("Brian Walsh"), [("email", "c04")]),
    he("כמה עולה חוזה שירות?", KNOW, [], kn("k02", "390")),
    he('הסורק של רו"ח יגאל שרעבי מוכן?', REP, nm('רו"ח יגאל שרעבי'), [("rep", "r10")]),
]

NAYADUT: list[Row] = [
    # non-native, Hebrew word order, false friends
    en("what is with the wheelchair of Margaret Collins?", REP, nm("Margaret Collins"), [("rep", "r08")]),
    en("what is with the scooter of ולדימיר פטרוב?", REP, nm("ולדימיר פטרוב"), [("rep", "r01")]),
    en("Margaret Collins closed the bill?", INV, nm("Margaret Collins"), [("ist", "i07")]),
    en("till when is the guarantee on new scooter batteries?", KNOW, [], kn("k05", "שנה")),
    en("how much she still owes, שושנה זכריה?", BAL, nm("שושנה זכריה"), [("bal", "c03")]),
    en("the stairlift of the rabbi Avital, it is fixed already?", REP, [], [("rep", "r10")]),
    en("give me please the phone of נחום גולדברג", LOOK, nm("נחום גולדברג"), [("phone", "c12")]),
    en("until what hour you are open on friday?", KNOW, [], kn("k01", "12:00")),
    en("the nursing home Neot Hasharon, how much they still must to pay?", BAL, [], [("bal", "c02")]),
    en("Eden sheltered housing made already the payment?", INV, [], [("ist", "i17")]),
    # British / American office idioms
    en("has Margaret Collins settled up?", INV, nm("Margaret Collins"), [("ist", "i07")]),
    en("is Jacques Elmaleh's CPAP sorted?", REP, [], [("rep", "r15")]),
    en("I need to chase the Ofek rehab centre, what's outstanding?", BAL, [], [("bal", "c08")]),
    en("what's Margaret Collins's tab looking like?", BAL, nm("Margaret Collins"), [("bal", "c05")]),
    en("any joy with Nahum Goldberg's oxygen concentrator?", REP, [], [("rep", "r16")]),
    en("is invoice NP-5120 squared away?", INV, iv("NP-5120"), [("ist", "i07")]),
    en("where are we at with Tesfay's power chair?", REP, [], [("rep", "r09")]),
    # Indian / South-African office English
    en("kindly update the status of the lift chair of רבקה כהן", REP, nm("רבקה כהן"), [("rep", "r14")]),
    en(
        "please revert with the outstanding amount for Margaret Collins",
        BAL,
        nm("Margaret Collins"),
        [("bal", "c05")],
    ),
    en("what is the status of invoice 8847, is it", INV, iv("8847"), [("ist", "i15")]),
    en("kindly share the email id of Margaret Collins", LOOK, nm("Margaret Collins"), [("email", "c05")]),
    en("do the needful and tell me how much Ahmad Masarwa owes", BAL, [], [("bal", "c15")]),
    # texting shortcuts
    en("pls chk bal 4 Margaret Collins", BAL, nm("Margaret Collins"), [("bal", "c05")]),
    en("inv 8855 pd?", INV, iv("8855"), [("ist", "i18")]),
    en("status leah perach rollator?", REP, [], [("rep", "r20")]),
    en("tel # 4 Margaret Collins pls", LOOK, nm("Margaret Collins"), [("phone", "c05")]),
    en("hw much 4 scooter batteries", KNOW, [], kn("k06", "1,400")),
    # politeness around the question
    en(
        "Hi, so sorry to bother you, could you possibly check whether invoice NP-5136 has been paid?",
        INV,
        iv("NP-5136"),
        [("ist", "i17")],
    ),
    en(
        "Good morning! Whenever you have a sec, could you look into Margaret Collins's wheelchair? Thanks",
        REP,
        nm("Margaret Collins"),
        [("rep", "r08")],
    ),
    en("would it be possible to know what a home visit in Netanya costs?", KNOW, [], kn("k03", "250")),
    # Hebrew names and items in Hebrew letters, possessives
    en("how much does יעקב כהן still owe us?", BAL, nm("יעקב כהן"), [("bal", "c09")]),
    en("is אחמד מסארוה's scooter ready?", REP, nm("אחמד מסארוה"), [("rep", "r19")]),
    en("what's the status of the מיטה at Eden sheltered housing?", REP, [], [("rep", "r18")]),
    en("has טספאי מנגשה paid his invoice?", INV, nm("טספאי מנגשה"), [("ist", "i08")]),
    en("the Goldbergs' invoice, is it still open?", INV, [], [("ist", "i15")]),
    # follow-ups
    en('what does בית אבות נאות השרון בע"מ owe?', BAL, nm('בית אבות נאות השרון בע"מ'), [("bal", "c02")]),
    en("and their hoist?", REP, [], [("rep", "r04")], True),
    en("and the mattress?", REP, [], [("rep", "r05")], True),
    en("is Vladimir Petrov's manual wheelchair ready?", REP, [], [("rep", "r02")]),
    en("and his phone?", LOOK, [], [("phone", "c01")], True),
    # greetings, help, other
    en("good morning guys", GREET),
    en("how do I use this thing?", HELP),
    en("can you order me a pizza?", UNK),
    en("how much is renting a scooter for a month?", KNOW, [], kn("k04", "900")),
    # Hebrew controls
    he("כמה חייבת שושנה זכריה?", BAL, nm("שושנה זכריה"), [("bal", "c03")]),
    he("מה עם הכיסא של Margaret Collins?", REP, nm("Margaret Collins"), [("rep", "r08")]),
    he("חשבונית 8855 שולמה?", INV, iv("8855"), [("ist", "i18")]),
    he("מה הטלפון של לאה פרח?", LOOK, nm("לאה פרח"), [("phone", "c16")]),
    he("כמה עולה ביקור טכנאי בנתניה?", KNOW, [], kn("k03", "250")),
]

FIXHOME_BATCHES = {"s46e": FIXHOME}
PRINTLINE_BATCHES = {"s46eb": PRINTLINE}
NAYADUT_BATCHES = {"s46ec": NAYADUT}

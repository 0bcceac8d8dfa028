"""Batch s58: questions about a home-care medical equipment company, עזרה בבית ציוד רפואי (Ezra BaBayit
Medical Equipment, Jerusalem and Beit Shemesh, ``shops/ezra.json``), and ``s58f``: questions asked the moment
the records they are about were made through the API (the fixtures' ``added_later`` steps). HELD OUT: its rows
are not to be read one by one, rewritten or learned from; score it as aggregates only.

The business rents, sells, services and repairs manual and electric wheelchairs, mobility scooters, hospital
beds, patient lifts, oxygen concentrators and stairlifts. Its customers are private families (often the
patient's son or daughter calls), two health funds (referrals billed as KP-77x), a nursing home, an assisted
living home, a geriatric hospital ward, a yeshiva, a gemach and a special-education school. Invoices ER-31xx
(rentals), 415xx (sales and service), KP-77x (health-fund billing).

Voices:
- ``s58x``: the office worker, a Haredi woman in Beit Shemesh, in Hebrew with her community's idiom and
  abbreviations (בס"ד, חשב', ע"ח, עש"ק, אי"ה, חוה"מ, ר', גב', משפ'), asking about institutions by a part of
  their name and about equipment by its everyday name.
- ``s58y``: the American-born owner, in US English, typing Hebrew names in Latin letters his own way
  (Yehudis, Rochel, Tenenbaum, Neve Shalva, Shaarei Rachamim), asking by brand and model (Permobil, Stannah
  Siena, Inogen, EverFlo, Kuschall) and about money.
- ``s58z``: the technician from Abu Ghosh, texting from home visits in short Hebrew and English with typos
  (deliverd, batteris, diagnos, גולדשטין, ויס), one line of Hebrew typed in Latin letters, serial numbers and
  bare models, invoice numbers without their dash, Latin-stored names in Hebrew letters and the reverse.
- ``s58p``: plain questions of every intent, half Hebrew and half English; unknown customers, invoice and
  phones; greetings, help; out-of-domain asks holding the trade's words (a wheelchair for a marathon, candle
  lighting times, a condolence letter to a customer's family).
- ``s58f``: three steps of four (a new customer; a new job and invoice of an existing one; a new Latin-stored
  customer).

Hard cases: שרה פרידמן / שרה פרידלנדר; a bare surname shared by two customers (גולדשטיין mother and son,
ברגר, לוי); a gemach and its manager sharing one phone (``shared_phone``); a customer with no invoices (only
a job); a customer whose only unpaid invoice is a draft; an institution whose only other unpaid invoice is a
draft; open invoices past their due date (read as overdue); a cancelled duplicate invoice (ER-3143 of
ER-3142); jobs asked by the item, brand, model or serial number; health-fund referral numbers; policies
asked as a situation (Shabbat candles near an oxygen concentrator, a lost remote, a 4th floor without a
lift); English questions on Hebrew knowledge items and the reverse.

Counts (from the check): regular batches 181 rows, he 92 / en 89; s58x 50 he; s58y 52 en; s58z 49 (27 he,
22 en); s58p 30 (15 he, 15 en); fresh 12 in three steps of 4 (6 he, 6 en). By intent (regular batches):
customer_balance 41 (he 21, en 20), repair_status 59 (31, 28), invoice_status 25 (12, 13), customer_lookup
20 (10, 10), knowledge 24 (11, 13), unknown 7 (4, 3), greeting 3 (2, 1), help 2 (1, 1). Follow-ups: 9.

Written by helper ``heldout58`` (session 55) on 2026-12-06, fixtures first and then these questions, blind:
without reading the engine, its tests, its results or any other question set, and before any row was sent to
the engine. Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S58X: list[Row] = [  # the Haredi office worker, Hebrew
    q("he", 'בס"ד, כמה נשאר פתוח אצל רבקה גולדשטיין?', BAL, [("name", "רבקה גולדשטיין")], [("bal", "c01")]),
    q("he", "הבן שלה יעקב גולדשטיין גם חייב משהו?", BAL,
      [("name", "יעקב גולדשטיין")], [("bal", "c02")], True),
    q("he", "גולדשטיין התקשרו, כמה הם חייבים", BAL, [("name", "גולדשטיין")], [("names", "c01", "c02")]),
    q("he", "מה היתרה של שרה פרידמן מבית שמש", BAL, [("name", "שרה פרידמן")], [("bal", "c03")]),
    q("he", "ולשרה פרידלנדר?", BAL, [("name", "שרה פרידלנדר")], [("bal", "c04")], True),
    q("he", "כמה חייבים בבית אבות נווה שלווה, כולל החשב' החדשה", BAL,
      [("name", "נווה שלווה")], [("bal", "c06")]),
    q("he", 'ישיבת אור התורה - הגזבר שואל כמה נשאר ע"ח', BAL,
      [("name", "ישיבת אור התורה")], [("bal", "c08")]),
    q("he", 'יתרה לגמ"ח תפארת אבות', BAL, [("name", 'גמ"ח תפארת אבות')], [("bal", "c23")]),
    q("he", "כמה חייב ר' חיים לוי", BAL, [("name", "חיים לוי")], [("bal", "c15")]),
    q("he", "משפ' לוי מבית וגן - אסתר מלכה לוי, יש חוב?", BAL, [("name", "אסתר מלכה לוי")], [("bal", "c14")]),
    q("he", "פנינה הורוביץ חייבת משהו? היא אומרת שקיבלה חשב' השבוע", BAL,
      [("name", "פנינה הורוביץ")], [("bal", "c21")]),
    q("he", "נחמה רוזנברג - יש לה חוב אצלנו?", BAL, [("name", "נחמה רוזנברג")], [("bal", "c20")]),
    q("he", "052-7699012 כמה חייב", BAL, [("phone", "052-7699012")], [("bal", "c15")]),
    q("he", "כמה נשאר לשלם לברוך טננבוים על המעלון", BAL, [("name", "ברוך טננבוים")], [("bal", "c27")]),
    q("he", "מנחם מנדל ברגר חייב?", BAL, [("name", "מנחם מנדל ברגר")], [("bal", "c29")]),
    q("he", "המיטה של רבקה גולדשטיין, הגיע החלק למנוע?", REP, [("name", "רבקה גולדשטיין")], [("rep", "r02")]),
    q("he", "ומה עם מרכז החמצן שלה?", REP, [], [("rep", "r01")], True),
    q("he", "הכסא רחצה של שרה פרידמן מוכן לאיסוף?", REP, [("name", "שרה פרידמן")], [("rep", "r04")]),
    q("he", "הקלנועית של גב' פרידלנדר", REP, [("name", "פרידלנדר")], [("rep", "r05")]),
    q("he", "והרולטור שלה?", REP, [], [("rep", "r06")], True),
    q("he", "המעלון בבית אליעזר, מצאו מה התקלה?", REP, [("name", "בית אליעזר")], [("rep", "r12")]),
    q("he", 'הבחור מהישיבה - הכסא החשמלי Quickie, מתי מוכן אי"ה', REP, [], [("rep", "r13")]),
    q("he", "הטיפול השנתי במיטות במחלקה הגריאטרית בשערי רחמים, איפה זה עומד", REP,
      [("name", "שערי רחמים")], [("rep", "r07")]),
    q("he", "מנוף ההרמה בנווה שלווה - הבדיקה גמורה?", REP, [("name", "נווה שלווה")], [("rep", "r09")]),
    q("he", "ומה עם המזרן אויר שלהם", REP, [], [("rep", "r10")], True),
    q("he", "ר' אברהם יצחק ברגר - הכסא Breezy, מה המצב", REP,
      [("name", "אברהם יצחק ברגר")], [("rep", "r25")]),
    q("he", "מה עם התיקונים של משה אהרון שטרן", REP, [("name", "משה אהרון שטרן")], [("repc", "c11")]),
    q("he", 'כל הכסאות של הגמ"ח - מתי מחזירים להם', REP, [("name", 'גמ"ח')], [("rep", "r31")]),
    q("he", 'המעלון של דבורה וייס, עד עש"ק יסיימו?', REP, [("name", "דבורה וייס")], [("rep", "r24")]),
    q("he", "מרכז החמצן של יהודית כהנא עושה רעש, כבר רשמו קריאה?", REP,
      [("name", "יהודית כהנא")], [("rep", "r36")]),
    q("he", "הכסא של מרדכי שפירא מוכן?", REP, [("name", "מרדכי שפירא")], [("rep", "r30")]),
    q("he", "מה עם הכסא רחצה של רחל לאה פוקס", REP, [("name", "רחל לאה פוקס")], [("rep", "r39")]),
    q("he", "חשב' ER-3131 שולמה?", INV, [("inv", "ER-3131")], [("ist", "i02")]),
    q("he", "כמה נשאר ע\"ח 41522", INV, [("inv", "41522")], [("ileft", "i03")]),
    q("he", "ER-3143 של נווה שלווה - זו הכפולה? מה הסטטוס שלה", INV,
      [("inv", "ER-3143"), ("name", "נווה שלווה")], [("ist", "i14")]),
    q("he", "אילו חשבוניות פתוחות יש לכללית", INV, [("name", "כללית")], [("ilist", "c09")]),
    q("he", "ההתחייבות של מאוחדת - KP-779 שולמה כבר?", INV, [("inv", "KP-779")], [("ist", "i23")]),
    q("he", "כמה שולם ע\"ח 41524", INV, [("inv", "41524")], [("ipaid", "i33")]),
    q("he", "החשב' של דיור מוגן בית אליעזר ER-3136 יצאה כבר?", INV, [("inv", "ER-3136")], [("ist", "i16")]),
    q("he", "מה הסטטוס של חשבונית 3118", INV, [("inv", "ER-3118", "3118")], [("ist", "i18")]),
    q("he", "מה הטל' של יעקב גולדשטיין, הבן", LOOK, [("name", "יעקב גולדשטיין")], [("phone", "c02")]),
    q("he", "מספר ח.פ. של מוסדות נועם", LOOK, [("name", "מוסדות נועם")], [("tax", "c34")]),
    q("he", "של מי הטלפון 02-5385120", LOOK, [("phone", "02-5385120")], [("names", "c23", "c35")]),
    q("he", "כתובת של עאישה ג'אבר למשלוח", LOOK, [("name", "עאישה ג'אבר")], [("addr", "c26", "עין ראפה")]),
    q("he", "המייל של בית אבות נווה שלווה", LOOK, [("name", "נווה שלווה")], [("email", "c06")]),
    q("he", "מותר להדליק נרות שבת ליד מרכז החמצן? כמה מרחק צריך", KNOW, [], [("kn", "k08", "3 מטרים")]),
    q("he", 'עד מתי פתוח בעש"ק?', KNOW, [], [("kn", "k01", "12:30")]),
    q("he", "כמה פיקדון על מיטת סיעוד", KNOW, [], [("kn", "k02", "1,500")]),
    q("he", "באה הפניה מכללית, כמה המשפחה משלמת מהכיס", KNOW, [], [("kn", "k04", "15%")]),
    q("he", 'בחוה"מ אתם פתוחים?', KNOW, [], [("kn", "k01", "09:00")]),
]  # fmt: skip

S58Y: list[Row] = [  # the American-born owner, US English
    q("en", "What's Shlomo Katz's balance?", BAL, [("name", "Shlomo Katz")], [("bal", "c12")]),
    q("en", "how much does the Shaarei Rachamim ward owe us", BAL,
      [("name", "Shaarei Rachamim")], [("bal", "c05")]),
    q("en", "Neve Shalva - what are they into us for right now?", BAL,
      [("name", "Neve Shalva")], [("bal", "c06")]),
    q("en", "Does Clalit owe us anything on the referrals?", BAL, [("name", "Clalit")], [("bal", "c09")]),
    q("en", "and Meuhedet?", BAL, [("name", "Meuhedet")], [("bal", "c10")], True),
    q("en", "Baruch Tenenbaum balance - he still owes on the curved stairlift right?", BAL,
      [("name", "Baruch Tenenbaum")], [("bal", "c27")]),
    q("en", "what does Yehudis Kahana owe", BAL, [("name", "Yehudis Kahana")], [("bal", "c28")]),
    q("en", "Miriam Adler owes?", BAL, [("name", "Miriam Adler")], [("bal", "c13")]),
    q("en", "balance for Yitzchok Greenfeld", BAL, [("name", "Yitzchok Greenfeld")], [("bal", "c31")]),
    q("en", "how much is outstanding for the Berger family", BAL,
      [("name", "Berger")], [("names", "c17", "c29")]),
    q("en", "Menachem Mendel Berger owes how much?", BAL,
      [("name", "Menachem Mendel Berger")], [("bal", "c29")]),
    q("en", "does Ruth Halpern owe anything or is she all paid up", BAL,
      [("name", "Ruth Halpern")], [("bal", "c18")]),
    q("en", "customer at 058-3201940, what's the balance", BAL, [("phone", "058-3201940")], [("bal", "c12")]),
    q("en", "Devorah Weiss balance", BAL, [("name", "Devorah Weiss")], [("bal", "c16")]),
    q("en", "Shlomo Katz's scooter - is it ready?", REP, [("name", "Shlomo Katz")], [("rep", "r19")]),
    q("en", "where are we on the Permobil for Moshe Aron Stern", REP,
      [("name", "Moshe Aron Stern")], [("rep", "r17")]),
    q("en", "the Oxford lift at the Shaarei Rachamim ward, did anyone diagnose it yet", REP,
      [("name", "Shaarei Rachamim")], [("rep", "r08")]),
    q("en", "status of the Stannah at Beit Eliezer", REP, [("name", "Beit Eliezer")], [("rep", "r12")]),
    q("en", "Tenenbaum's Siena - any word from Stannah on the rail?", REP,
      [("name", "Tenenbaum")], [("rep", "r35")]),
    q("en", "Ruth Halpern's Inogen - still waiting on the battery?", REP,
      [("name", "Ruth Halpern")], [("rep", "r26")]),
    q("en", "Miriam Adler's Kuschall", REP, [("name", "Miriam Adler")], [("rep", "r20")]),
    q("en", "and does she owe us for it?", BAL, [], [("bal", "c13")], True),
    q("en", "the Handicare install at Devorah Weiss's", REP, [("name", "Devorah Weiss")], [("rep", "r24")]),
    q("en", "Greenfeld's Orion scooter", REP, [("name", "Greenfeld")], [("rep", "r38")]),
    q("en", "EverFlo SN EF-20417 - what's going on with it", REP, [], [("rep", "r01")]),
    q("en", "all jobs at Noam school", REP, [("name", "Noam")], [("repc", "c34")]),
    q("en", "the Clalit referral 5530, the portable Inogen - ready to go out?", REP,
      [("name", "Clalit")], [("rep", "r15")]),
    q("en", "David Rosen's Oxford Mini - did we deliver it", REP,
      [("name", "David Rosen")], [("rep", "r33")]),
    q("en", "Nechama Rosenberg's Shoprider", REP, [("name", "Nechama Rosenberg")], [("rep", "r29")]),
    q("en", "what happened with the Meyra iChair at Neve Shalva", REP,
      [("name", "Neve Shalva")], [("rep", "r11")]),
    q("en", "is ER-3142 paid?", INV, [("inv", "ER-3142")], [("ist", "i13")]),
    q("en", "how much was paid on er-3115", INV, [("inv", "ER-3115", "er-3115")], [("ipaid", "i12")]),
    q("en", "how much is left on 41526", INV, [("inv", "41526")], [("ileft", "i47")]),
    q("en", "open invoices for Neve Shalva", INV, [("name", "Neve Shalva")], [("ilist", "c06")]),
    q("en", "KP 776 status", INV, [("inv", "KP-776", "KP 776")], [("ist", "i20")]),
    q("en", "who's invoice 41532", LOOK, [("inv", "41532")], [("name", "c31"), ("about", "i50")]),
    q("en", "and is it paid?", INV, [], [("ist", "i50")], True),
    q("en", "invoice 41527 for the ward - is it still open?", INV, [("inv", "41527")], [("ist", "i11")]),
    q("en", "which invoices are still open for Beit Eliezer", INV,
      [("name", "Beit Eliezer")], [("ilist", "c07")]),
    q("en", "how much did Clalit pay on KP-771", INV, [("inv", "KP-771")], [("ipaid", "i19")]),
    q("en", "phone number for Baruch Tenenbaum", LOOK, [("name", "Baruch Tenenbaum")], [("phone", "c27")]),
    q("en", "email for Ruth Halpern", LOOK, [("name", "Ruth Halpern")], [("email", "c18")]),
    q("en", "who is 052-7188340", LOOK, [("phone", "052-7188340")], [("name", "c11")]),
    q("en", "Meuhedet's tax ID", LOOK, [("name", "Meuhedet")], [("tax", "c10")]),
    q("en", "what's the address for the Greenfelds in Beit Shemesh", LOOK,
      [("name", "Greenfeld")], [("addr", "c31", "נחל רביבים")]),
    q("en", "what's the deposit on a power chair rental", KNOW, [], [("kn", "k02", "2,500")]),
    q("en", "weekly vs monthly on a hospital bed?", KNOW, [], [("kn", "k03", "950")]),
    q("en", "customer's chair is stuck in our shop a week - do we give a loaner, and for how long", KNOW, [],
      [("kn", "k06", "21 days")]),
    q("en", "how long is a Kupat Cholim hitchayvut good for", KNOW, [], [("kn", "k04", "90")]),
    q("en", "what do we charge for a home visit in Beit Shemesh", KNOW, [], [("kn", "k05", "320")]),
    q("en", "curved stairlift lead time?", KNOW, [], [("kn", "k07", "4–6")]),
    q("en", "what terms do we give nursing homes", KNOW, [], [("kn", "k11", "net 60")]),
]  # fmt: skip

S58Z: list[Row] = [  # the technician from Abu Ghosh, texting from home visits
    q("he", "בוקר טוב אחי", GREET),
    q("he", "אני אצל רבקה גולדשטין, המיטה עדין לא עולה. הזמנתם מנוע?", REP,
      [("name", "רבקה גולדשטין")], [("rep", "r02")]),
    q("en", "everflo 19833 whats status", REP, [], [("rep", "r36")]),
    q("en", "bed at azulai mevaseret - deliverd?", REP, [("name", "azulai")], [("rep", "r27")]),
    q("he", "מה עם הקלנועית של שלמה כץ", REP, [("name", "שלמה כץ")], [("rep", "r19")]),
    q("en", "kuschal miriam adler - i need the back upholstry, came?", REP,
      [("name", "miriam adler")], [("rep", "r20")]),
    q("he", "פרמוביל של שטרן בית שמש החלק הגיע?", REP, [("name", "שטרן")], [("rep", "r17")]),
    q("en", "ma im ha lift be neve shalva", REP, [("name", "neve shalva")], [("rep", "r09")]),
    q("he", "בעין ראפה אצל עאישה, המיטה מורכבת. לסגור?", REP, [("name", "עאישה")], [("rep", "r34")]),
    q("en", "shoprider rosenberg not starting, somone checked it?", REP,
      [("name", "rosenberg")], [("rep", "r29")]),
    q("en", "Quickie Q500 yeshiva - charging ok now?", REP, [], [("rep", "r13")]),
    q("he", "DeVilbiss 525 בבית וגן פילטר - פתחתם קריאה?", REP, [], [("rep", "r22")]),
    q("he", "אצל חיים לוי הרולטור מוכן?", REP, [("name", "חיים לוי")], [("rep", "r23")]),
    q("en", "and what he owe", BAL, [], [("bal", "c15")], True),
    q("he", "Oxford Advance שערי רחמים - השלט מת, עשו אבחון?", REP,
      [("name", "שערי רחמים")], [("rep", "r08")]),
    q("en", "noam school ceiling lift ok?", REP, [("name", "noam")], [("rep", "r42")]),
    q("he", "הכסא של ליאה קליין אספתי אותו, רשום?", REP, [("name", "ליאה קליין")], [("rep", "r32")]),
    q("he", "מנדל ברגר הכסא המתקפל?", REP, [("name", "מנדל ברגר")], [("rep", "r37")]),
    q("he", "ברגר חזון איש, הbreezy חורק, גמרו דיאגנוזה?", REP, [("name", "ברגר")], [("rep", "r25")]),
    q("en", "go-go elite batteris arrived??", REP, [], [("rep", "r05")]),
    q("en", "action 3 of yaakov goldstein delivered?", REP, [("name", "yaakov goldstein")], [("rep", "r03")]),
    q("en", "Etac shower chair fuks - returned?", REP, [("name", "fuks")], [("rep", "r39")]),
    q("he", "Titan של מאוחדת הפניה 7781 - התקבל?", REP, [("name", "מאוחדת")], [("rep", "r16")]),
    q("en", "inogen G4 halpern", REP, [("name", "halpern")], [("rep", "r26")]),
    q("he", "ומה עם הכסא החשמלי הפרטי של ברנשטיין?", REP, [("name", "ברנשטיין")], [("rep", "r43")]),
    q("he", "stannah 600 ST-88213 בית אליעזר נתקע שוב, בדקו?", REP,
      [("name", "בית אליעזר")], [("rep", "r12")]),
    q("he", "כמה חייב שפירא מינץ", BAL, [("name", "שפירא")], [("bal", "c22")]),
    q("he", "אומרת שילמה כבר חצי - עאישה ג'אבר כמה נשאר", BAL, [("name", "עאישה ג'אבר")], [("bal", "c26")]),
    q("en", "0527621880 whats he owe", BAL, [("phone", "0527621880")], [("bal", "c27")]),
    q("he", "0527188340 כמה חייב", BAL, [("phone", "0527188340")], [("bal", "c11")]),
    q("en", "greenfeld owe money? he ask", BAL, [("name", "greenfeld")], [("bal", "c31")]),
    q("he", "מה הטלפון של דבורה ויס", LOOK, [("name", "דבורה ויס")], [("phone", "c16")]),
    q("en", "address of leah klein", LOOK, [("name", "leah klein")], [("addr", "c24", "נחל צין")]),
    q("he", "מי זה 02-9912280", LOOK, [("phone", "02-9912280")], [("name", "c34")]),
    q("en", "whos 053-4412209", LOOK, [("phone", "053-4412209")], [("name", "c18")]),
    q("he", "המייל של דוד רוזן", LOOK, [("name", "דוד רוזן")], [("email", "c25")]),
    q("en", "ER3137 paid?", INV, [("inv", "ER-3137", "ER3137")], [("ist", "i44")]),
    q("he", "כמה נשאר ב ER-3130", INV, [("inv", "ER-3130")], [("ileft", "i46")]),
    q("en", "41528 open still?", INV, [("inv", "41528")], [("ist", "i45")]),
    q("he", "כמה שילמו על 41533", INV, [("inv", "41533")], [("ipaid", "i43")]),
    q("en", "home visit price jerusalem?", KNOW, [], [("kn", "k05", "280")]),
    q("he", "לקוח שואל אם הביקור עולה לו כסף, המיטה בהשכרה אצלנו", KNOW, [], [("kn", "k05", "ללא תשלום")]),
    q("en", "oxygen filter how often change", KNOW, [], [("kn", "k08", "30")]),
    q("he", "השלט של המיטה הלך לאיבוד, כמה לחייב?", KNOW, [], [("kn", "k09", "270")]),
    q("en", "customer return bed very dirty, fee?", KNOW, [], [("kn", "k09", "150")]),
    q("he", "קומה 4 בלי מעלית להוביל מיטה, כמה תוספת", KNOW, [], [("kn", "k10", "100 ₪")]),
    q("he", "מה המספר של מוקד החמצן בשבת", KNOW, [], [("kn", "k01", "02-6519900")]),
    q("en", "friday bed delivery until what time", KNOW, [], [("kn", "k10", "11:00")]),
    q("he", "תשלח לי ווייז לעין ראפה", UNK),
]  # fmt: skip

S58P: list[Row] = [  # plain questions, every intent
    q("he", "שלום", GREET),
    q("en", "Good morning", GREET),
    q("he", "מה אתה יכול לעשות?", HELP),
    q("en", "What can I ask you?", HELP),
    q("he", "כמה חייב יצחק מרקוביץ", BAL, [("name", "יצחק מרקוביץ")], []),
    q("en", "balance for Tzvi Grossman", BAL, [("name", "Tzvi Grossman")], []),
    q("he", "חשבונית ER-3199 שולמה?", INV, [("inv", "ER-3199")], []),
    q("en", "status of invoice 41600", INV, [("inv", "41600")], []),
    q("he", "מי זה 054-9998877", LOOK, [("phone", "054-9998877")], []),
    q("en", "who is 050-1112233", LOOK, [("phone", "050-1112233")], []),
    q("he", "תזמין לי מונית לשערי צדק", UNK),
    q("en", "what's the best wheelchair for running a marathon", UNK),
    q("he", "תכתוב לי מכתב תנחומים למשפחת גולדשטיין", UNK),
    q("en", "how do I fix a flat tire on my car", UNK),
    q("he", "מה זמני הדלקת נרות שבת בירושלים השבוע", UNK),
    q("en", "what's the weather in Beit Shemesh tomorrow", UNK),
    q("he", "כמה חייבת רחל לאה פוקס", BAL, [("name", "רחל לאה פוקס")], [("bal", "c32")]),
    q("en", "Esther Malka Levy's balance", BAL, [("name", "Esther Malka Levy")], [("bal", "c14")]),
    q("he", "מה הסטטוס של חשבונית 41537", INV, [("inv", "41537")], [("ist", "i25")]),
    q("en", "how much is left on ER-3123", INV, [("inv", "ER-3123")], [("ileft", "i54")]),
    q("he", "מה עם המנוף של David Rosen", REP, [("name", "David Rosen")], [("rep", "r33")]),
    q("en", "status of Chaim Levy's walker", REP, [("name", "Chaim Levy")], [("rep", "r23")]),
    q("he", "הטלפון של שלום עמר", LOOK, [("name", "שלום עמר")], [("phone", "c33")]),
    q("en", "Oriya Ben Shushan's email", LOOK, [("name", "Oriya Ben Shushan")], [("email", "c30")]),
    q("he", "כמה עולה השכרת כסא גלגלים ידני לחודש", KNOW, [], [("kn", "k03", "450")]),
    q("en", "what time do you close on Friday", KNOW, [], [("kn", "k01", "12:30")]),
    q("he", "לכמה זמן נותנים כסא חלופי כשהכסא של הלקוח בתיקון", KNOW, [], [("kn", "k06", "21")]),
    q("en", "discount for a nursing home renting 6 beds?", KNOW, [], [("kn", "k11", "10%")]),
    q("he", "אוריה בן שושן חייבת משהו?", BAL, [("name", "אוריה בן שושן")], [("bal", "c30")]),
    q("en", "does Shalom Amar have any jobs with us", REP, [("name", "Shalom Amar")], [("repc", "c33")]),
]  # fmt: skip

S58_FRESH: list[list[Row]] = [
    [  # a new private customer, her rental invoice and the wheelchair's delivery
        q("he", "צביה מרגליות חייבת משהו?", BAL, [("name", "צביה מרגליות")], [("bal", "c36")]),
        q("en", "who is ER-3150 for", LOOK, [("inv", "ER-3150")], [("name", "c36"), ("about", "i57")]),
        q("he", "הכסא של צביה יצא כבר?", REP, [("name", "צביה")], [("rep", "r44")]),
        q("en", "Tzivia Margaliot's phone", LOOK, [("name", "Tzivia Margaliot")], [("phone", "c36")]),
    ],
    [  # an existing customer's new bath lift job and invoice
        q("he", "כמה משה אהרון שטרן חייב עכשיו", BAL, [("name", "משה אהרון שטרן")], [("bal", "c11")]),
        q("en", "Moshe Aron Stern's bath lift - when's the install", REP,
          [("name", "Moshe Aron Stern")], [("rep", "r45")]),
        q("he", "41545 פתוחה?", INV, [("inv", "41545")], [("ist", "i58")]),
        q("en", "how much is left on 41545", INV, [("inv", "41545")], [("ileft", "i58")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters too
        q("he", "אברהם וינברג חייב?", BAL, [("name", "אברהם וינברג")], [("bal", "c37")]),
        q("en", "Avrohom Weinberg's hospital bed - installed yet?", REP,
          [("name", "Avrohom Weinberg")], [("rep", "r46")]),
        q("en", "how much was paid on ER-3152", INV, [("inv", "ER-3152")], [("ipaid", "i59")]),
        q("he", "הטלפון של Weinberg", LOOK, [("name", "Weinberg")], [("phone", "c37")]),
    ],
]  # fmt: skip

BATCHES = {"s58x": S58X, "s58y": S58Y, "s58z": S58Z, "s58p": S58P}
FRESH = {"s58f": S58_FRESH}

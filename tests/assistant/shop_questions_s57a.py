"""Batch s57a: questions about כפור – שירות קירור וציוד מטבח מסחרי (Kfor), ``shops/kfor.json``.

Kfor is a commercial refrigeration and kitchen-equipment service company in Jaffa working across Tel
Aviv-Jaffa and Bat Yam: walk-in cold rooms and freezer rooms, display fridges, ice machines, combi ovens and
dishwashers for restaurants, cafés, two hotels, a catering kitchen, a supermarket, bakeries, a yeshiva, an
old-age home and a community-centre kitchen. Invoices KF-73xx (jobs, gas, night calls) and HS-26xx (monthly
service contracts). Knowledge: service contracts, emergency night calls, refrigerant (freon) prices, kosher
kitchen visits, parts ordered from Italy, hours, warranty, payment terms, a warm cold room, ice-machine
cleaning, the ordinary visit fee; Hebrew and English items, asked across languages.

Voices: ``s57ax`` Jérôme Benaïm, the French-born co-owner (English with French word order and a space before
"?", some formal Hebrew, Hebrew names typed in Latin letters: Hof Hasela, Namal Hayashan, Ganey Hayam);
``s57ay`` Shir, the dispatcher (fast slangy Tel Aviv Hebrew with ready / ETA / טיקט, short follow-ups);
``s57az`` Vadim, the Russian-born technician (short, typos, jobs asked by brand, model and site: Rational SCC
101, Scotsman AC 86, Hoshizaki IM-45, Winterhalter MTR, brands in Hebrew letters: ביצר, שוטסמן, פנימטיק,
קונבותרם); ``s57ap`` plain rows of every intent with unknown customers, invoices and phones, greetings, help
and out-of-domain asks holding the trade's words; ``s57af`` three steps of four fresh questions (a new
customer from a night call, a hotel's new night-call job and invoice, a new Latin-stored French bistro asked
about in Hebrew letters).

Hard cases: מסעדת הנמל vs מסעדת הנמל הישן; bare surnames אזולאי (two customers) and בן דוד (two); a phone
shared by שמעון אזולאי and his stall פלאפל הבוסתן (``shared_phone``); customers whose only unpaid invoice is a
draft (קפה נחמה, אולמי הים); one with no invoices (קונדיטוריית מדלן); two with no jobs; open invoices past
their due date; a cancelled duplicate (KF-7337) and a cancelled invoice re-issued (KF-7344 / KF-7354);
partial payments and agorot; invoice numbers typed without their prefix.

Counts: 188 rows, 94 Hebrew and 94 English; s57ax 50 (en 39, he 11), s57ay 48 (he 40, en 8), s57az 46 (en 25,
he 21), s57ap 32 (16 / 16), s57af 12 (6 / 6). By intent: repair 63, knowledge 30, balance 30, invoice 28,
lookup 26, unknown 6, greeting 3, help 2. Follow-ups: 19.

Written BLIND by helper ``blind57a`` in session 55 on 2026-12-06, fixtures first and then these questions,
from the common writer brief, the contract, the devset's builder and the fixtures format only: no engine
code, tests, other sets or answers were seen and nothing was sent to the engine. A DEVELOPMENT set, kept
aside as session 55's check first.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

# Jérôme Benaïm, the French-born co-owner: English with French habits, some Hebrew
S57AX: list[Row] = [
    q("en", "Bonjour, how much the Sea Breeze Hotel owes us ?", BAL,
      [("name", "Sea Breeze Hotel")], [("bal", "c12")]),
    q("en", "and what is open exactly for them ?", INV, [], [("ilist", "c12")], True),
    q("en", "The invoice KF-7306 of Sea Breeze, it is still not paid ?", INV,
      [("inv", "KF-7306"), ("name", "Sea Breeze")], [("ist", "i27")]),
    q("en", "Please check the balance of Jaffa Fine Catering", BAL,
      [("name", "Jaffa Fine Catering")], [("bal", "c05")]),
    q("en", "They say they paid the 7337 twice ?? I think this one was cancelled no ?", INV,
      [("inv", "KF-7337", "7337")], [("ist", "i13")]),
    q("en", "how much is remaining on KF-7309 ?", INV, [("inv", "KF-7309")], [("ileft", "i11")]),
    q("en", "Pierre Lemaire, he owes us something ?", BAL, [("name", "Pierre Lemaire")], [("bal", "c10")]),
    q("en", "the Brema ice machine of Pierre, it is repaired ?", REP, [("name", "Pierre")], [("rep", "r20")]),
    q("en", "and his Foster dough fridge ?", REP, [], [("rep", "r19")], True),
    q("en", "The combi Unox at Namal Hayashan, the part from Italy has arrived ?", REP,
      [("name", "Namal Hayashan")], [("rep", "r04")]),
    q("en", "How long it takes for a part from Italy, normally ?", KNOW, [], [("kn", "k05", "12")]),
    q("en", "and if we send it express, how much we charge extra ?", KNOW, [], [("kn", "k05", "320")], True),
    q("en", "What is the price we charge for the R404A per kilo ?", KNOW, [], [("kn", "k03", "185")]),
    q("en", "and R290 ?", KNOW, [], [("kn", "k03", "95")], True),
    q("en", "A client asks the difference between basic and premium contract. "
      "How much is the premium per month ?",
      KNOW, [], [("kn", "k01", "1,035")]),
    q("en", "Who is the customer with the number 03-5073300 ?", LOOK,
      [("phone", "03-5073300")], [("name", "c04")]),
    q("en", "give me the email of Little Brooklyn Bagels please", LOOK,
      [("name", "Little Brooklyn Bagels")], [("email", "c16")]),
    q("en", "the hotel in Bat Yam, Hof Hasela, what is the status of the tunnel dishwasher ?", REP,
      [("name", "Hof Hasela")], [("rep", "r09")]),
    q("en", "and the Hoshizaki there ?", REP, [], [("rep", "r08")], True),
    q("en", "how much is open for מלון חוף הסלע ?", BAL, [("name", "מלון חוף הסלע")], [("bal", "c04")]),
    q("en", "HS-2607 is it overdue ?", INV, [("inv", "HS-2607")], [("ist", "i09")]),
    q("en", "Nadia Haddad, how much she owes ?", BAL, [("name", "Nadia Haddad")], [("bal", "c26")]),
    q("en", "the cake fridge of Nadia, what is going on with it ?", REP,
      [("name", "Nadia")], [("rep", "r37")]),
    q("en", "Is there a customer called Madeleine ? the pastry shop in Sheinkin", LOOK,
      [("name", "Madeleine")], [("name", "c30")]),
    q("en", "Madeleine has invoices already or not ?", INV,
      [("name", "Madeleine")], [("ilist", "c30")], True),
    q("en", "the tax number of Dizengoff Burger, I need it for the contract", LOOK,
      [("name", "Dizengoff Burger")], [("tax", "c28")]),
    q("en", "what is the balance of Dizengoff Burger Co. ?", BAL,
      [("name", "Dizengoff Burger Co.")], [("bal", "c28")]),
    q("en", "Namal Fish Market, the flake ice machine, still waiting the part from Germany ?", REP,
      [("name", "Namal Fish Market")], [("rep", "r42")]),
    q("en", "and how much they owe ?", BAL, [], [("bal", "c34")], True),
    q("en", "how much we received on KF-7313 ?", INV, [("inv", "KF-7313")], [("ipaid", "i52")]),
    q("en", "A restaurant calls at 23:30, the cold room is dead. "
      "How much we charge for the night visit ?", KNOW,
      [], [("kn", "k02", "650")]),
    q("en", "and in how much time the technician must arrive ?", KNOW, [], [("kn", "k02", "90")], True),
    q("en", "The customer asks if the food is still ok, the cold room is at 11 degrees since 3 hours. "
      "What we tell him, and we can bring him the refrigerated trailer ? for how much ?", KNOW,
      [], [("kn", "k09", "480")]),
    q("en", "who is 054-2291007 ?", LOOK, [("phone", "054-2291007")], [("name", "c24")]),
    q("en", "what is the status of the Hoshizaki IM-45 of Michal Ben David ?", REP,
      [("name", "Michal Ben David")], [("rep", "r35")]),
    q("en", "Is the invoice KF-7354 of Bar HaTahana paid ?", INV,
      [("inv", "KF-7354"), ("name", "Bar HaTahana")], [("ist", "i53")]),
    q("en", "warranty on a compressor we changed, how many months ?", KNOW, [], [("kn", "k07", "12")]),
    q("en", "Pierre's draft invoice, KF-7348, it was sent ?", INV,
      [("name", "Pierre"), ("inv", "KF-7348")], [("ist", "i23")]),
    q("en", "How much the old-age home Ganey Hayam owes ?", BAL, [("name", "Ganey Hayam")], [("bal", "c27")]),
    q("he", "כמה חייבת מסעדת הנמל ?", BAL, [("name", "מסעדת הנמל")], [("bal", "c01")]),
    q("he", "ומסעדת הנמל הישן ?", BAL, [("name", "מסעדת הנמל הישן")], [("bal", "c02")], True),
    q("he", "החדר קירור של מסעדת הנמל, המדחס Bitzer, זה מתוקן ?", REP,
      [("name", "מסעדת הנמל")], [("rep", "r01")]),
    q("he", "מה הסטטוס של חשבונית KF-7341 בבקשה", INV, [("inv", "KF-7341")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על HS-2604 ?", INV, [("inv", "HS-2604")], [("ileft", "i03")]),
    q("he", "לJaffa Fine Catering יש עוד חשבוניות פתוחות ?", INV,
      [("name", "Jaffa Fine Catering")], [("ilist", "c05")]),
    q("he", "מה המייל של מעדניית ברוך ובניו", LOOK, [("name", "מעדניית ברוך ובניו")], [("email", "c19")]),
    q("he", "הלקוח פייר למר, מה הטלפון שלו ?", LOOK, [("name", "פייר למר")], [("phone", "c10")]),
    q("he", "בית אבות גני הים, המדיח Meiko, מתי יהיה מוכן ?", REP,
      [("name", "בית אבות גני הים")], [("rep", "r38")]),
    q("he", "סופר השוק בת ים חייבים לנו הרבה, כמה בדיוק ?", BAL,
      [("name", "סופר השוק בת ים")], [("bal", "c06")]),
    q("he", "מה קורה עם המקררים Arneg בסופר ?", REP, [], [("rep", "r13")], True),
]  # fmt: skip

# Shir, the dispatcher: fast slangy Tel Aviv Hebrew with English words
S57AY: list[Row] = [
    q("he", "בוקר! מה הסטטוס של הויטרינה בקפה נחמה? הם מתקשרים כל חצי שעה", REP,
      [("name", "קפה נחמה")], [("rep", "r06")]),
    q("he", "והם חייבים לנו משהו?", BAL, [], [("bal", "c03")], True),
    q("he", "רגע יש להם חשבונית פתוחה או לא", INV, [], [("ilist", "c03")], True),
    q("he", "אחי מה עם מכונת הקרח בקומה 7 בסי בריז", REP, [("name", "סי בריז")], [("rep", "r23")]),
    q("he", "ושל קומה 4? ready?", REP, [], [("rep", "r22")], True),
    q("he", "כמה עולה ניקוי מכונת קרח? הם רוצים לשתי המכונות", KNOW, [], [("kn", "k10", "420")]),
    q("he", "והשנייה באותו מקום יוצאת פחות נכון?", KNOW, [], [("kn", "k10", "320")], True),
    q("he", "מישהו מבקש קריאת לילה, הבשר שלו מתקלקל, כמה זה עולה לו", KNOW, [], [("kn", "k02", "650")]),
    q("he", "מה הטלפון של התורן הלילה", KNOW, [], [("kn", "k02", "050-9990911")]),
    q("he", "תבדוק מי זה 050-7741928", LOOK, [("phone", "050-7741928")], [("name", "c08")]),
    q("he", "כמה חייב אזולאי", BAL, [("name", "אזולאי")], [("names", "c08", "c09")]),
    q("he", "רוני אזולאי, המקרר משקאות שלו ready?", REP, [("name", "רוני אזולאי")], [("rep", "r17")]),
    q("he", "כמה חייב 052-8834417", BAL, [("phone", "052-8834417")], [("names", "c09", "c35")]),
    q("he", "פלאפל הבוסתן - מה עם המקרר סלטים", REP, [("name", "פלאפל הבוסתן")], [("rep", "r46")]),
    q("he", "שמעון אזולאי שילם את KF-7352?", INV,
      [("name", "שמעון אזולאי"), ("inv", "KF-7352")], [("ist", "i21")]),
    q("he", "מה הסטטוס של התנור פיצה של ליאור בן דוד, החלק מאיטליה הגיע כבר?", REP,
      [("name", "ליאור בן דוד")], [("rep", "r34")]),
    q("he", "בן דוד מהקפה בבלפור, מכונת הקרח שלה מוכנה?", REP, [("name", "בן דוד")], [("rep", "r35")]),
    q("he", "כמה חייבת מיכל בן דוד", BAL, [("name", "מיכל בן דוד")], [("bal", "c24")]),
    q("he", "ענבל שרעבי, הויטרינה גלידה Frigomat - מה ה-ETA?", REP,
      [("name", "ענבל שרעבי")], [("rep", "r24")]),
    q("he", "והחוב שלה? היא באיחור לא?", BAL, [], [("bal", "c13")], True),
    q("he", "תן לי את הטלפון של גלידריית סנטו", LOOK, [("name", "גלידריית סנטו")], [("phone", "c15")]),
    q("he", "ויטרינת Orion של סנטו, עדיין מחכים לחלק?", REP, [("name", "סנטו")], [("rep", "r26")]),
    q("he", "ישיבת אור החיים מתקשרים שהמקרר לא מקרר ושבת בעוד שעה, את מי שולחים?", KNOW,
      [], [("kn", "k04", "אברהם")]),
    q("he", "המקרר Electrolux של ישיבת אור החיים, יש כבר אבחון?", REP,
      [("name", "ישיבת אור החיים")], [("rep", "r33")]),
    q("he", "כמה הישיבה חייבת?", BAL, [], [("bal", "c21")], True),
    q("he", "אולמי הים רוצים לדעת מתי מגיעים לקומבי שלהם", REP, [("name", "אולמי הים")], [("rep", "r32")]),
    q("he", "יש להם יתרה פתוחה?", BAL, [], [("bal", "c20")], True),
    q("he", "KF-7353 זה טיוטה או יצא כבר?", INV, [("inv", "KF-7353")], [("ist", "i38")]),
    q("he", "מי זה 03-6833019", LOOK, [("phone", "03-6833019")], [("name", "c25")]),
    q("he", "סושי יפו באיחור עם התשלום? כמה?", BAL, [("name", "סושי יפו")], [("bal", "c25")]),
    q("he", "דנה לוינסון פתחה קריאה? יש לה משהו אצלנו?", REP, [("name", "דנה לוינסון")], [("repc", "c18")]),
    q("he", "כמה היא חייבת?", BAL, [], [("bal", "c18")], True),
    q("he", "מתנ״ס רמת יוסף - מה עם החדר קירור במטבח המרכזי", REP, [("name", "רמת יוסף")], [("rep", "r41")]),
    q("he", "לחומוס הזקן יש קריאה פתוחה?", REP, [("name", "חומוס הזקן")], [("repc", "c22")]),
    q("he", "עד מתי אפשר להזמין ביקור למחר?", KNOW, [], [("kn", "k06", "14:00")]),
    q("he", "המשרד פתוח בשישי עד מתי", KNOW, [], [("kn", "k06", "12:30")]),
    q("he", "לקוח שואל כמה עולה ביקור טכנאי רגיל, לא חירום", KNOW, [], [("kn", "k11", "380")]),
    q("he", "ואם הוא בראשון?", KNOW, [], [("kn", "k11", "150")], True),
    q("he", "Dizengoff Burger פתחו טיקט על הקומבי, מה הסטטוס", REP,
      [("name", "Dizengoff Burger")], [("rep", "r39")]),
    q("he", "מה עם הדלפק עוגות בקונדיטוריית מדלן", REP, [("name", "קונדיטוריית מדלן")], [("rep", "r44")]),
    q("en", "ok so Sea Breeze Hotel - what do they owe", BAL,
      [("name", "Sea Breeze Hotel")], [("bal", "c12")]),
    q("en", "Little Brooklyn Bagels undercounter True, any update?", REP,
      [("name", "Little Brooklyn Bagels")], [("rep", "r27")]),
    q("en", "whats the status on KF-7342", INV, [("inv", "KF-7342")], [("ist", "i31")]),
    q("en", "who's 0537718820", LOOK, [("phone", "0537718820")], [("name", "c28")]),
    q("en", "sushi place in jaffa, KF-7315 - did they pay yet?", INV, [("inv", "KF-7315")], [("ist", "i44")]),
    q("en", "bar hatachana, the invoice thats open, how much left", INV,
      [("name", "bar hatachana")], [("ileft", "i53")]),
    q("en", "ETA on the Arneg gas leak at Super Hashuk?", REP, [("name", "Super Hashuk")], [("rep", "r13")]),
    q("en", "Namal Fish Market phone pls", LOOK, [("name", "Namal Fish Market")], [("phone", "c34")]),
]  # fmt: skip

# Vadim, the Russian-born technician: short, typos, machines by brand, model and site
S57AZ: list[Row] = [
    q("en", "rational scc 101 salame street ready?", REP, [], [("rep", "r10")]),
    q("en", "jaffa catering icombi pro - recieved?", REP, [("name", "jaffa catering")], [("rep", "r11")]),
    q("en", "frezer room -18 jaffa fine catering status", REP,
      [("name", "jaffa fine catering")], [("rep", "r12")]),
    q("he", "מדחס ביצר במסעדת הנמל מה סטטוס", REP, [("name", "מסעדת הנמל")], [("rep", "r01")]),
    q("he", "שוטסמן AC 86 הנמל מוכן?", REP, [("name", "הנמל")], [("rep", "r02")]),
    q("en", "winterhalter PT-M hanamal delivered?", REP, [("name", "hanamal")], [("rep", "r03")]),
    q("he", "הושיזקי IM-65 מלון בת ים", REP, [], [("rep", "r08")]),
    q("en", "MTR tunel dishwasher hotel hof hasela - part came?", REP,
      [("name", "hof hasela")], [("rep", "r09")]),
    q("he", "ארנג סופר השוק דליפה גז מצאו?", REP, [("name", "סופר השוק")], [("rep", "r13")]),
    q("en", "AHT island freezer super hashuk", REP, [("name", "super hashuk")], [("rep", "r14")]),
    q("he", "מקרר התפחה פנימטיק מאפיה הכרם חלק הגיע", REP, [("name", "מאפיה הכרם")], [("rep", "r15")]),
    q("en", "brema cb 425 lemaire", REP, [("name", "lemaire")], [("rep", "r20")]),
    q("en", "foster ep700 termostat ordered?", REP, [], [("rep", "r19")]),
    q("he", "טפקולד של רוני אזולאי מוכן, מתי לוקחים", REP, [("name", "רוני אזולאי")], [("rep", "r17")]),
    q("en", "ugolini granita cafe gina - canceled?", REP, [("name", "cafe gina")], [("rep", "r21")]),
    q("en", "scotsman floor 7 sea breeze", REP, [("name", "sea breeze")], [("rep", "r23")]),
    q("he", "פריגומט ענבל בן יהודה", REP, [("name", "ענבל")], [("rep", "r24")]),
    q("en", "embraco compresor fish stall yosef hadad - done?", REP,
      [("name", "yosef hadad")], [("rep", "r25")]),
    q("he", "אוריון גלידריה דיזנגוף חלק מאיטליה?", REP, [], [("rep", "r26")]),
    q("en", "True undercounter bagels leaking", REP, [], [("rep", "r27")]),
    q("he", "הובארט נור עג'מי מוכן?", REP, [("name", "נור עג'מי")], [("rep", "r28")]),
    q("en", "R290 refill baruch deli cheese counter", REP, [("name", "baruch deli")], [("rep", "r30")]),
    q("he", "קונבותרם אולמי הים", REP, [("name", "אולמי הים")], [("rep", "r32")]),
    q("he", "אלקטרולוקס ישיבה בת ים", REP, [], [("rep", "r33")]),
    q("he", "מורטי פורני פיצה ויצמן", REP, [], [("rep", "r34")]),
    q("en", "hoshizaki im-45 balfour cafe", REP, [], [("rep", "r35")]),
    q("en", "meiko old age home bat yam", REP, [], [("rep", "r38")]),
    q("en", "icombi classic dizengof burger gasket", REP, [("name", "dizengof burger")], [("rep", "r39")]),
    q("he", "קריוקבין פרלמן נמסר?", REP, [("name", "פרלמן")], [("rep", "r40")]),
    q("en", "maja flake ice namal fish", REP, [("name", "namal fish")], [("rep", "r42")]),
    q("he", "כמה עולה R448A לקילו", KNOW, [], [("kn", "k03", "260")]),
    q("en", "r134a price kg", KNOW, [], [("kn", "k03", "140")]),
    q("en", "recovery old gas how much", KNOW, [], [("kn", "k03", "350")]),
    q("he", "אחריות על מדחס כמה זמן", KNOW, [], [("kn", "k07", "12")]),
    q("en", "labour warranty days", KNOW, [], [("kn", "k07", "90")]),
    q("he", "לקוח משלם מראש על חלק מאיטליה? כמה", KNOW, [], [("kn", "k05", "50%")]),
    q("en", "whose is KF-7327", LOOK, [("inv", "KF-7327")], [("name", "c13"), ("about", "i28")]),
    q("he", "KF-7319 שילם?", INV, [("inv", "KF-7319")], [("ist", "i29")]),
    q("he", "חשבונית 7324 פרלמן שולם?", INV,
      [("inv", "KF-7324", "7324"), ("name", "פרלמן")], [("ist", "i48")]),
    q("en", "perelman owe something?", BAL, [("name", "perelman")], [("bal", "c29")]),
    q("he", "מספר טלפון אלכסנדר פרלמן", LOOK, [("name", "אלכסנדר פרלמן")], [("phone", "c29")]),
    q("en", "adress of yeshiva or hachaim", LOOK, [("name", "or hachaim")], [("addr", "c21", "הרב קוק")]),
    q("he", "כתובת של חומוס הזקן", LOOK, [("name", "חומוס הזקן")], [("addr", "c22", "יפת")]),
    q("he", "מי זה 058-4420917", LOOK, [("phone", "058-4420917")], [("name", "c10")]),
    q("en", "+972549912036 who", LOOK, [("phone", "+972549912036")], [("name", "c14")]),
    q("en", "ice machine clean 6 month price", KNOW, [], [("kn", "k10", "420")]),
]  # fmt: skip

# plain: every intent, unknown records, out of domain holding the trade's words, greetings, help
S57AP: list[Row] = [
    q("he", "שלום", GREET),
    q("en", "hello", GREET),
    q("he", "מה אתה יכול לעשות?", HELP),
    q("en", "how do I use this assistant?", HELP),
    q("he", "כמה חייב קפה הפוך ברוטשילד?", BAL, [("name", "קפה הפוך")], []),
    q("en", "balance for customer 050-1112233", BAL, [("phone", "050-1112233")], []),
    q("he", "מה הסטטוס של חשבונית KF-7999", INV, [("inv", "KF-7999")], []),
    q("en", "is invoice HS-2699 paid?", INV, [("inv", "HS-2699")], []),
    q("he", "מי זה 03-6000000", LOOK, [("phone", "03-6000000")], []),
    q("en", "what does Dana Levinson owe?", BAL, [("name", "Dana Levinson")], [("bal", "c18")]),
    q("he", "מה היתרה של ליאור בן דוד", BAL, [("name", "ליאור בן דוד")], [("bal", "c23")]),
    q("en", "status of invoice KF-7330", INV, [("inv", "KF-7330")], [("ist", "i15")]),
    q("he", "כמה שולם על חשבונית KF-7334", INV, [("inv", "KF-7334")], [("ipaid", "i43")]),
    q("en", "list the open invoices of Jaffa Fine Catering Ltd", INV,
      [("name", "Jaffa Fine Catering Ltd")], [("ilist", "c05")]),
    q("he", "מה המצב של התיקונים של Jaffa Fine Catering Ltd", REP,
      [("name", "Jaffa Fine Catering Ltd")], [("repc", "c05")]),
    q("en", "what's the phone number of מעדניית ברוך ובניו", LOOK,
      [("name", "מעדניית ברוך ובניו")], [("phone", "c19")]),
    q("he", "מה הח.פ. של מלון חוף הסלע", LOOK, [("name", "מלון חוף הסלע")], [("tax", "c04")]),
    q("en", "what interest do we charge on late debts?", KNOW, [], [("kn", "k08", "1.5%")]),
    q("he", "כמה עולה חוזה בסיס לחודש", KNOW, [], [("kn", "k01", "690")]),
    q("en", "how much notice does a customer need to give to cancel the service contract?", KNOW,
      [], [("kn", "k01", "60")]),
    q("he", "הלקוח אומר שהמקרר חם כבר שעתיים והאוכל בפנים. אפשר להביא לו קרוואן קירור? כמה זה ליום", KNOW,
      [], [("kn", "k09", "480")]),
    q("en", "what time does the office open on Sunday?", KNOW, [], [("kn", "k06", "07:30")]),
    q("he", "תזמין לי מדחס Bitzer מהספק", UNK),
    q("en", "what's the weather in Bat Yam tomorrow", UNK),
    q("he", "איך מכינים גלידה בבית בלי מכונה", UNK),
    q("en", "write a WhatsApp to Pierre Lemaire saying his fridge is ready", UNK),
    q("he", "מה שער האירו היום? צריך לשלם לספק באיטליה", UNK),
    q("en", "recommend me a good ice machine for a small bar", UNK),
    q("he", "היי, בוקר טוב", GREET),
    q("en", "who is the customer with email inbal.sharabi@walla.co.il", LOOK,
      [("email", "inbal.sharabi@walla.co.il")], [("name", "c13")]),
    q("he", "תחפש לקוח בשם Nadia", LOOK, [("name", "Nadia")], [("name", "c26")]),
    q("en", "does Orna Klein owe anything?", BAL, [("name", "Orna Klein")], [("bal", "c33")]),
]  # fmt: skip

S57AF: list[list[Row]] = [
    [  # a new customer from a night call, its invoice and its meat fridge
        q("he", "שווארמה הדולפין, מה החוב שלהם?", BAL, [("name", "שווארמה הדולפין")], [("bal", "c36")]),
        q("en", "status of the Electrolux meat fridge at Shawarma HaDolfin", REP,
          [("name", "Shawarma HaDolfin")], [("rep", "r47")]),
        q("he", "של מי חשבונית KF-7360", LOOK, [("inv", "KF-7360")], [("name", "c36"), ("about", "i55")]),
        q("en", "what is the phone number for the new customer שווארמה הדולפין", LOOK,
          [("name", "שווארמה הדולפין")], [("phone", "c36")]),
    ],
    [  # the hotel's new night call: a burnt freezer-room compressor and its invoice
        q("he", "כמה מלון חוף הסלע חייב עכשיו אחרי קריאת הלילה", BAL,
          [("name", "מלון חוף הסלע")], [("bal", "c04")]),
        q("en", "the Copeland compressor at Hof Hasela, status?", REP,
          [("name", "Hof Hasela")], [("rep", "r48")]),
        q("he", "כמה נשאר על KF-7361", INV, [("inv", "KF-7361")], [("ileft", "i56")]),
        q("en", "which invoices are open for מלון חוף הסלע now?", INV,
          [("name", "מלון חוף הסלע")], [("ilist", "c04")]),
    ],
    [  # a new Latin-stored customer, a French bistro
        q("en", "Olivier Dahan owes us how much ?", BAL, [("name", "Olivier Dahan")], [("bal", "c37")]),
        q("he", "התנור Unox של אוליבייה דהן, מה איתו?", REP, [("name", "אוליבייה דהן")], [("rep", "r49")]),
        q("en", "how much Olivier paid on HS-2608 ?", INV,
          [("name", "Olivier"), ("inv", "HS-2608")], [("ipaid", "i57")]),
        q("he", "מה המייל של אוליבייה", LOOK, [("name", "אוליבייה")], [("email", "c37")]),
    ],
]  # fmt: skip

BATCHES = {"s57ax": S57AX, "s57ay": S57AY, "s57az": S57AZ, "s57ap": S57AP}
FRESH = {"s57af": S57AF}

"""Batch s13: questions about a fifth business, וולטקס (Voltex: an electrician and e-bike/e-scooter lab in
Be'er Sheva, ``shops/voltex.json``).

Written by session 13's helper `chat13` on 2026-12-01 (about 16:20 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. They
are typed as office staff type (no punctuation, typos, slang, English inside Hebrew), mostly Hebrew, and
lean on the kinds issue 15 lists: a repair asked by its item without the word repair (a scooter, an
e-bike, a charger, a switchboard, an intercom, a gate, a fan, an inverter), one invoice's remaining amount
by its number in four printed styles (VL-3058, 5207, 2026-0145, 26/0415), knowledge questions that
mention electricians, technicians, the lab, visits or collecting, out-of-domain requests holding a
customer's first name, follow-ups by pronoun and by item ("and her charger?"), a relative named only in
the bound customer's own notes (c04's daughter c22), two pairs of customers sharing a phone, and a
customer named with a trade word after the name ("Halevi architects", "גבאי רופא השיניים").

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``); ``("names", c1, c2)`` is both customers' names.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S13: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה שלומי דהן חייב", BAL, [("name", "שלומי דהן")], [("bal", "c02")]),
    q("he", "אביטל כהן צור שילמה?", BAL, [("name", "אביטל כהן צור")], [("bal", "c01")]),
    q("he", "מה היתרה של נגריית השלום", BAL, [("name", "נגריית השלום")], [("bal", "c05")]),
    q("he", "כמה עוד חייבים לנו מהמרפאה של גבאי", BAL, [("name", "גבאי")], [("bal", "c12")]),
    q("he", "דנה פרלמן חיבת משהו", BAL, [("name", "דנה פרלמן")], [("bal", "c10")]),
    q("he", "מוטי אלון סגר חוב?", BAL, [("name", "מוטי אלון")], [("bal", "c08")]),
    q("he", "מצב חשבון של יצחק בן-עמי", BAL, [("name", "יצחק בן-עמי")], [("bal", "c23")]),
    q("he", "כמה נשאר לאורטל וזאנה לשלם", BAL, [("name", "אורטל וזאנה")], [("bal", "c14")]),
    q("he", "053-9920417 כמה הוא חייב", BAL, [("phone", "053-9920417")], [("bal", "c11")]),
    q("he", "הגן ילדים החצב שילמו?", BAL, [("name", "גן ילדים החצב")], [("bal", "c24")]),
    q("he", "כמה חייב לנו Kevin O'Brien", BAL, [("name", "Kevin O'Brien")], [("bal", "c03")]),
    q("he", "ויש לו חשבוניות פתוחות?", INV, [], [("ilist", "c03", "open")], True),
    q("he", "רינה אבוטבול חייבת?", BAL, [("name", "רינה אבוטבול")], [("bal", "c06")]),
    q("en", "how much does Sarah Goldstein owe", BAL, [("name", "Sarah Goldstein")], [("bal", "c07")]),
    q("en", "Dmitri Volkov balance pls", BAL, [("name", "Dmitri Volkov")], [("bal", "c20")]),
    q("en", "do Halevi architects still owe us", BAL, [("name", "Halevi")], [("bal", "c17")]),
    q("en", "has Amit Sasson paid", BAL, [("name", "Amit Sasson")], [("bal", "c25")]),
    q("en", "balance for 058-2234471", BAL, [("phone", "058-2234471")], [("bal", "c10")]),
    # repairs asked by the item, in Hebrew and English, with follow-ups
    q("he", "הקורקינט של אביטל כהן-צור מה איתו", REP, [("name", "אביטל כהן-צור")], [("rep", "r01")]),
    q("he", "והמטען שלה?", REP, [], [("rep", "r02")], True),
    q("he", "הלוח חשמל של שלומי דהן סיימתם?", REP, [("name", "שלומי דהן")], [("rep", "r03")]),
    q("he", "המאוורר של יעל ביטון מוכן", REP, [("name", "יעל ביטון")], [("rep", "r05")]),
    q("he", "מה עם המסור של נגריית השלום", REP, [("name", "נגריית השלום")], [("rep", "r06")]),
    q("he", "והלוח התלת פאזי שלהם?", REP, [], [("rep", "r07")], True),
    q("he", "האינטרקום של רינה אבוטבול", REP, [("name", "רינה אבוטבול")], [("rep", "r08")]),
    q("he", "האופניים של מוטי אלון הגיעה סוללה?", REP, [("name", "מוטי אלון")], [("rep", "r10")]),
    q("he", "הטיימר של חיים שושן נאסף?", REP, [("name", "חיים שושן")], [("rep", "r11")]),
    q("he", "מצאתם מה עם המצלמות של דנה פרלמן", REP, [("name", "דנה פרלמן")], [("rep", "r12")]),
    q("he", "הגלגל של הקורקינט של איגור סמירנוב מסתובב כבר?", REP, [("name", "איגור סמירנוב")], [("rep", "r13")]),
    q("he", "הUPS של מרפאת שיניים ד\"ר גבאי מוכן לאיסוף?", REP, [("name", "מרפאת שיניים ד\"ר גבאי")], [("rep", "r14")]),
    q("he", "ותאורת החירום שלהם", REP, [], [("rep", "r15")], True),
    q("he", "השער החשמלי של אורטל וזאנה נסגר עד הסוף?", REP, [("name", "אורטל וזאנה")], [("rep", "r17")]),
    q("he", "הגנרטור של משה לוי", REP, [("name", "משה לוי")], [("rep", "r18")]),
    q("he", "הנברשת של רחל לוי", REP, [("name", "רחל לוי")], [("rep", "r19")]),
    q("he", "אלי עמר לקח את האופניים?", REP, [("name", "אלי עמר")], [("rep", "r21")]),
    q("he", "השקע של נטלי אוחנה תוקן", REP, [("name", "נטלי אוחנה")], [("rep", "r22")]),
    q("he", "מה קורה עם הדוד שמש של גני אבירם", REP, [("name", "גני אבירם")], [("rep", "r24")]),
    q("he", "הקורקינט של מאיה ביטון עדיין לא נבדק?", REP, [("name", "מאיה ביטון")], [("rep", "r25")]),
    q("he", "הממיר של יצחק בן עמי, החלק הגיע?", REP, [("name", "יצחק בן עמי")], [("rep", "r26")]),
    q("he", "הפנסים בחצר של גן החצב מוכנים", REP, [("name", "גן החצב")], [("rep", "r27")]),
    q("he", "מה הסטטוס של כל העבודות של נגריית השלום", REP, [("name", "נגריית השלום")], [("repc", "c05")]),
    q("he", "054-5510827 השער שלה מוכן?", REP, [("phone", "054-5510827")], [("rep", "r17")]),
    q("he", "העמדת טעינה של שרה גולדשטיין", REP, [("name", "שרה גולדשטיין")], [("rep", "r09")]),
    q("he", "התיקונים של עמית ששון", REP, [("name", "עמית ששון")], [("repc", "c25")]),
    q("en", "status of Kevin O'Brien's e-bike", REP, [("name", "Kevin O'Brien")], [("rep", "r04")]),
    q("en", "is Sarah Goldstein's EV charger installed yet", REP, [("name", "Sarah Goldstein")], [("rep", "r09")]),
    q("en", "Ben Harris ceiling fan ready?", REP, [("name", "Ben Harris")], [("rep", "r16")]),
    q("en", "whats up with the LED panels at Halevi Studio", REP, [("name", "Halevi Studio")], [("rep", "r20")]),
    q("en", "Dmitri Volkov's scooter battery, any news", REP, [("name", "Dmitri Volkov")], [("rep", "r23")]),
    q("en", "058-667-1209 battery checked?", REP, [("phone", "058-667-1209")], [("rep", "r23")]),
    q("en", "did the part for Yitzhak Ben Ami's inverter arrive", REP, [("name", "Yitzhak Ben Ami")], [("rep", "r26")]),
    q("en", "052 887 1045 bike ready?", REP, [("phone", "052 887 1045")], [("rep", "r10")]),
    # invoices by number, in their printed styles
    q("he", "כמה נשאר לשלם על VL-3058", INV, [("inv", "VL-3058")], [("ileft", "i02")]),
    q("he", "חשבונית 5207 כמה פתוח", INV, [("inv", "5207")], [("ileft", "i03")]),
    q("he", "וכמה שילמו עליה עד עכשיו", INV, [], [("ipaid", "i03")], True),
    q("he", "2026-0145 שולמה?", INV, [("inv", "2026-0145")], [("ist", "i04")]),
    q("he", "מה הסטטוס של חשבונית 26/0415", INV, [("inv", "26/0415")], [("ist", "i06")]),
    q("he", "vl3031 כמה נשאר", INV, [("inv", "VL-3031", "vl3031")], [("ileft", "i05")]),
    q("he", "חשבונית 5188 באיחור?", INV, [("inv", "5188")], [("ist", "i07")]),
    q("he", "כמה חסר בחשבונית 26/0409", INV, [("inv", "26/0409")], [("ileft", "i20")]),
    q("he", "החשבונית 5176 בוטלה?", INV, [("inv", "5176")], [("ist", "i21")]),
    q("he", "VL 3044 כמה שולם", INV, [("inv", "VL-3044", "VL 3044")], [("ipaid", "i11")]),
    q("he", "של מי החשבונית 5241", LOOK, [("inv", "5241")], [("name", "c20"), ("about", "i27")]),
    q("he", "החשבוניות הפתוחות של מרפאת השיניים גבאי", INV, [("name", "גבאי")], [("ilist", "c12", "open")]),
    q("he", "אילו חשבוניות של שלומי דהן עוד לא שולמו", INV, [("name", "שלומי דהן")], [("ilist", "c02", "open")]),
    q("en", "how much is left on invoice 2026-0151", INV, [("inv", "2026-0151")], [("ileft", "i14")]),
    q("en", "is 26/0398 paid", INV, [("inv", "26/0398")], [("ist", "i24")]),
    q("en", "remaining on VL-3040", INV, [("inv", "VL-3040")], [("ileft", "i30")]),
    q("en", "5233 how much still open", INV, [("inv", "5233")], [("ileft", "i31")]),
    q("en", "open invoices for Halevi Studio", INV, [("name", "Halevi Studio")], [("ilist", "c17", "open")]),
    # lookups, phones two customers share, and strangers
    q("he", "מה הטלפון של נטלי אוחנה", LOOK, [("name", "נטלי אוחנה")], [("phone", "c19")]),
    q("he", "מי זה 08-6231478", LOOK, [("phone", "08-6231478")], [("name", "c04")]),
    q("he", "של מי המספר 050-7731264", LOOK, [("phone", "050-7731264")], [("names", "c09", "c26")]),
    q("he", "0509903318 כמה חייבים", BAL, [("phone", "0509903318")], [("names", "c13", "c27")]),
    q("he", "המייל של ג'ני אבירם", LOOK, [("name", "ג'ני אבירם")], [("email", "c21")]),
    q("he", "איפה גר משה לוי", LOOK, [("name", "משה לוי")], [("addr", "c15", "ההסתדרות")]),
    q("he", "ח.פ של נגריית השלום", LOOK, [("name", "נגריית השלום")], [("tax", "c05")]),
    q("he", "מי זאת דנה אוחנה", LOOK, [], [("say", "דנה אוחנה")]),
    q("he", "תן לי את הכתובת של עמית ששון", LOOK, [("name", "עמית ששון")], [("addr", "c25", "יוספטל")]),
    q("en", "phone number of Ben Harris", LOOK, [("name", "Ben Harris")], [("phone", "c13")]),
    q("en", "who is 053-4418802", LOOK, [("phone", "053-4418802")], [("name", "c18")]),
    q("en", "who's Emma Volkov", LOOK, [], [("say", "Emma Volkov")]),
    q("en", "email of Dmitri Volkov", LOOK, [("name", "Dmitri Volkov")], [("email", "c20")]),
    # a relative named only in the bound customer's notes, and on a shared phone
    q("he", "יעל ביטון חייבת משהו", BAL, [("name", "יעל ביטון")], [("bal", "c04")]),
    q("he", "ומה עם הקורקינט של הבת שלה", REP, [], [("rep", "r25")], True),
    q("he", "כמה חיים שושן חייב", BAL, [("name", "חיים שושן")], [("bal", "c09")]),
    q("he", "והקורקינט של הבן שלו מוכן?", REP, [], [("rep", "r28")], True),
    q("en", "Ben Harris fan fixed?", REP, [("name", "Ben Harris")], [("rep", "r16")]),
    q("en", "and his wife's hair straightener?", REP, [], [("rep", "r29")], True),
    # knowledge, naming electricians, technicians, visits, the lab and collecting
    q("he", "עד מתי המעבדה פתוחה ביום שישי", KNOW, [], [("kn", "k01", "12:30")]),
    q("he", "כמה עולה שחשמלאי יבוא הביתה", KNOW, [], [("kn", "k02", "220")]),
    q("he", "הטכנאי יכול להגיע היום? כמה זה עולה בדחוף", KNOW, [], [("kn", "k02", "120")]),
    q("he", "כמה עולה קריאה בשבת", KNOW, [], [("kn", "k03", "450")]),
    q("he", "כמה אחריות יש על סוללה חדשה לקורקינט", KNOW, [], [("kn", "k04", "6 חודשים")]),
    q("he", "כמה עולה לבדוק קורקינט במעבדה", KNOW, [], [("kn", "k05", "90")]),
    q("he", "תוך כמה זמן שולחים הצעת מחיר", KNOW, [], [("kn", "k05", "2 ימי עבודה")]),
    q("he", "מחיר סוללה לאופניים חשמליים", KNOW, [], [("kn", "k06", "1,400")]),
    q("he", "עד מתי אפשר להשאיר את הקורקינט אצלנו אחרי שתוקן", KNOW, [], [("kn", "k07", "21 יום")]),
    q("he", "מישהו אחר יכול לאסוף את הכלי במקום הלקוח?", KNOW, [], [("kn", "k07", "תעודת הקבלה")]),
    q("he", "כמה עולה להתקין עמדת טעינה לרכב חשמלי", KNOW, [], [("kn", "k08", "3,200")]),
    q("he", "אפשר לשלם בתשלומים", KNOW, [], [("kn", "k09", "6 תשלומים")]),
    q("he", "החשמלאי מגיע לדימונה?", KNOW, [], [("kn", "k10", "80")]),
    q("he", "כמה עולה להתקין מאוורר תקרה", KNOW, [], [("kn", "k11", "350")]),
    q("he", "צריך חשמלאי בודק לטופס 4 כמה זה", KNOW, [], [("kn", "k12", "750")]),
    q("he", "הפחת קופץ כל הזמן מה לעשות", KNOW, [], [("kn", "k13", "אחד אחד")]),
    q("he", "כמה עולה לבטל ביקור של טכנאי", KNOW, [], [("kn", "k14", "100")]),
    q("en", "what time does the lab close on friday", KNOW, [], [("kn", "k01", "12:30")]),
    q("en", "how much is an electrician visit", KNOW, [], [("kn", "k02", "220")]),
    q("en", "emergency call at night price", KNOW, [], [("kn", "k03", "450")]),
    q("en", "how long is the warranty on electrical work", KNOW, [], [("kn", "k04", "12")]),
    q("en", "storage fee if a customer doesnt collect his scooter", KNOW, [], [("kn", "k07", "10")]),
    q("en", "EV charger installation price", KNOW, [], [("kn", "k08", "3,200")]),
    q("en", "home inspection by a certified electrician how much", KNOW, [], [("kn", "k12", "750")]),
    # greetings, help, out of domain (some with a customer's first name or a trade word)
    q("he", "ערב טוב", GREET),
    q("en", "hey", GREET),
    q("he", "במה אתה יכול לעזור לי", HELP),
    q("en", "what can you do", HELP),
    q("he", "איזה קורקינט הכי שווה לקנות לילד", UNK),
    q("he", "שלומי שאל מה מזג האוויר מחר בבאר שבע", UNK),
    q("he", "תמצא לי מתכון לשקשוקה", UNK),
    q("he", "דנה רוצה לדעת מתי יש רכבת לתל אביב", UNK),
    q("en", "Kevin wants a good hotel in Eilat", UNK),
    q("en", "translate good morning to french", UNK),
]  # fmt: skip
BATCHES = {"s13": S13}

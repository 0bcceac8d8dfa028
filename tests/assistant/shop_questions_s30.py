"""Batch s30: questions about a twenty-fourth business, מעליות שחקים (Shchakim Lifts: an elevator and
parking-system service company in Jerusalem, ``shops/shchakim.json``), and ``s30f``: questions asked the
moment the records they are about were made through the API (the fixtures' ``added_later`` steps). HELD
OUT: run once before session 31's changes and once after them, aggregates only; its items and misses are
not looked at while the engine is changed (the fixes are made on ``s29``, ``s28``, ``s26b`` and older
businesses).

Written by session 31's helper `chat31` on 2026-12-04 (about 12:40 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
three fifths Hebrew, as a lift company's office types: a job asked by its everyday name (המעלית, הדלת,
בקר השבת, המנוע, המצבר, המדרגות הנעות, מעלית המשא, המעלון, מכפיל החניה, השער, השלט, הכפתורים, התאורה,
האינטרקום, the lift, the elevator, the escalator, the parking stacker, the gate, the home lift) or its
brand (שינדלר, אוטיס, קונה, מיצובישי); house committees by their street, a hotel, a medical centre, a mall,
a property manager, a yeshiva and two English-named companies by part of their names; invoice numbers
SH-4410 / 61207 / 2026-318 written as sh4436, SH 4452, 2026/331; knowledge in both languages against
Hebrew-only items in everyday words (a rescue, a service contract, the certified inspector, a Shabbat
controller, a remote for the gate); out-of-domain requests holding customers' names or the trade's words;
follow-ups by pronoun or a bare noun; a phone a wife and her husband share.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S30: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה חייב ועד הבית בפלמ\"ח 22", BAL, [("name", "הפלמ\"ח 22")], [("bal", "c01")]),
    q("he", "מלון הר ציון חייבים לנו?", BAL, [("name", "הר ציון")], [("bal", "c02")]),
    q("he", "מה היתרה של נוף הרים", BAL, [("name", "נוף הרים")], [("bal", "c03")]),
    q("he", "כמה הקניון בגבעה עוד חייב", BAL, [("name", "הגבעה")], [("bal", "c04")]),
    q("he", "אחוזת בית שילמו את הכל?", BAL, [("name", "אחוזת בית")], [("bal", "c05")]),
    q("he", "הישיבה אור התורה כמה נשאר לה", BAL, [("name", "אור התורה")], [("bal", "c06")]),
    q("he", "יוסף דהן חייב לנו כסף?", BAL, [("name", "יוסף דהן")], [("bal", "c07")]),
    q("he", "יתרה מירב שטרן", BAL, [("name", "מירב שטרן")], [("bal", "c08")]),
    q("he", "כמה חייב סמיר עודה", BAL, [("name", "סמיר עודה")], [("bal", "c10")]),
    q("he", "לאנה פטרובה יש חוב?", BAL, [("name", "אנה פטרובה")], [("bal", "c11")]),
    q("he", "כמה חייבת חנה גולדשטיין", BAL, [("name", "חנה גולדשטיין")], [("bal", "c13")]),
    q("he", "אברהם כהן סגר את החשבון?", BAL, [("name", "אברהם כהן")], [("bal", "c14")]),
    q("he", "נתנאל אוחיון כמה הוא חייב", BAL, [("name", "נתנאל אוחיון")], [("bal", "c15")]),
    q("he", "כמה חייבים סקייליין", BAL, [("name", "סקייליין")], [("bal", "c12")]),
    q("he", "ג'ונתן וייס חייב משהו?", BAL, [("name", "ג'ונתן וייס")], [("bal", "c09")]),
    q("he", "איגור פטרוב כמה חייב", BAL, [("name", "איגור פטרוב")], [("bal", "c17")]),
    q("he", "058-7734102 כמה חייב", BAL, [("phone", "058-7734102")], [("bal", "c15")]),
    q("en", "how much does Jonathan Weiss owe", BAL, [("name", "Jonathan Weiss")], [("bal", "c09")]),
    q("en", "CityPark balance", BAL, [("name", "CityPark")], [("bal", "c16")]),
    q("en", "does Skyline Residences owe us money", BAL, [("name", "Skyline Residences")], [("bal", "c12")]),
    q("en", "what does the hotel owe", BAL, [("name", "hotel")], [("bal", "c02")]),
    q("en", "how much does samir odeh still owe", BAL, [("name", "samir odeh")], [("bal", "c10")]),
    q("en", "balance for the yeshiva", BAL, [("name", "yeshiva")], [("bal", "c06")]),
    q("en", "is Netanel Ohayon behind on payments", BAL, [("name", "Netanel Ohayon")], [("bal", "c15")]),
    # jobs: by the item's everyday name or brand; follow-ups
    q("he", "מה עם הדלת של המעלית בפלמ\"ח 22", REP, [("name", "הפלמ\"ח 22")], [("rep", "r01")]),
    q("he", "ובקר השבת שלהם?", REP, [], [("rep", "r02")], True),
    q("he", "מעלית השירות במלון הר ציון, מה מצאתם?", REP, [("name", "הר ציון")], [("rep", "r03")]),
    q("he", "וטלפון החירום?", REP, [], [("rep", "r04")], True),
    q("he", "מעלית המיטות בנוף הרים, הגיע החלק?", REP, [("name", "נוף הרים")], [("rep", "r05")]),
    q("he", "מתי הבודק המוסמך מגיע לנוף הרים", REP, [("name", "נוף הרים")], [("rep", "r06")]),
    q("he", "המדרגות הנעות בקניון הגבעה תוקנו?", REP, [("name", "הגבעה")], [("rep", "r07")]),
    q("he", "ומעלית המשא?", REP, [], [("rep", "r08")], True),
    q("he", "לוח הפיקוד של אחוזת בית, מה המצב", REP, [("name", "אחוזת בית")], [("rep", "r09")]),
    q("he", "המצבר של הישיבה הוחלף?", REP, [("name", "הישיבה")], [("rep", "r10")]),
    q("he", "המעלית הביתית של יוסף דהן מה קורה איתה", REP, [("name", "יוסף דהן")], [("rep", "r11")]),
    q("he", "והשער חניה שלו?", REP, [], [("rep", "r12")], True),
    q("he", "המעלון נכים של מירב שטרן מוכן?", REP, [("name", "מירב שטרן")], [("rep", "r13")]),
    q("he", "מכפיל החניה של סמיר עודה מתי יהיה מוכן", REP, [("name", "סמיר עודה")], [("rep", "r15")]),
    q("he", "החיישן דלת בבניין של אנה פטרובה", REP, [("name", "אנה פטרובה")], [("rep", "r16")]),
    q("he", "הכפתורים של חנה גולדשטיין הוחלפו?", REP, [("name", "חנה גולדשטיין")], [("rep", "r18")]),
    q("he", "התאורה במעלית של אברהם כהן", REP, [("name", "אברהם כהן")], [("rep", "r19")]),
    q("he", "המנוע של נתנאל אוחיון הגיע?", REP, [("name", "נתנאל אוחיון")], [("rep", "r20")]),
    q("he", "והמראה?", REP, [], [("rep", "r21")], True),
    q("he", "כל העבודות של קניון הגבעה", REP, [("name", "קניון הגבעה")], [("repc", "c04")]),
    q("he", "053-2204785 מה עם התיקון", REP, [("phone", "053-2204785")], [("rep", "r16"), ("rep", "r24")]),
    q("he", "השלט של איגור פטרוב מוכן?", REP, [("name", "איגור פטרוב")], [("rep", "r24")]),
    q("he", "המיצובישי של נתנאל", REP, [("name", "נתנאל")], [("rep", "r20")]),
    q("he", "מה קורה עם הקונה של סקייליין", REP, [("name", "סקייליין")], [("rep", "r17")]),
    q("he", "השינדלר של ועד הבית בפלמ\"ח", REP, [("name", "הפלמ\"ח")], [("rep", "r01")]),
    q("en", "is Jonathan Weiss's home lift fixed", REP, [("name", "Jonathan Weiss")], [("rep", "r14")]),
    q("en", "and his intercom?", REP, [], [("rep", "r23")], True),
    q("en", "what's the status of elevator B at Skyline", REP, [("name", "Skyline")], [("rep", "r17")]),
    q("en", "the parking stackers at CityPark - any news", REP, [("name", "CityPark")], [("rep", "r22")]),
    q("en", "did you fix Samir Odeh's parking lift", REP, [("name", "Samir Odeh")], [("rep", "r15")]),
    q("en", "all jobs for the mall", REP, [("name", "mall")], [("repc", "c04")]),
    q("en", "the escalator at Hagiva mall, when will it be done", REP,
      [("name", "Hagiva")], [("rep", "r07")]),
    q("en", "the bed lift at Nof Harim", REP, [("name", "Nof Harim")], [("rep", "r05")]),
    q("en", "the hotel's service elevator status", REP, [("name", "hotel")], [("rep", "r03")]),
    q("en", "Netanel Ohayon's lift motor", REP, [("name", "Netanel Ohayon")], [("rep", "r20")]),
    q("en", "is Yosef Dahan's parking gate working again", REP, [("name", "Yosef Dahan")], [("rep", "r12")]),
    q("en", "Meirav Stern's wheelchair lift - done yet?", REP, [("name", "Meirav Stern")], [("rep", "r13")]),
    q("en", "the emergency battery at the yeshiva", REP, [("name", "yeshiva")], [("rep", "r10")]),
    q("en", "Anna Petrova's door sensor", REP, [("name", "Anna Petrova")], [("rep", "r16")]),
    q("en", "the control panel for Ahuzat Bait", REP, [("name", "Ahuzat Bait")], [("rep", "r09")]),
    q("en", "when is the inspector coming to the medical center", REP,
      [("name", "medical center")], [("rep", "r06")]),
    # invoices by number: dash, slash, space or nothing; amounts; counts
    q("he", "חשבונית SH-4436 שולמה?", INV, [("inv", "SH-4436")], [("ist", "i02")]),
    q("he", "sh4452 מה המצב שלה", INV, [("inv", "SH-4452", "sh4452")], [("ist", "i07")]),
    q("he", "כמה נשאר לשלם על 2026-318", INV, [("inv", "2026-318")], [("ileft", "i05")]),
    q("he", "חשבונית 61240 באיחור?", INV, [("inv", "61240")], [("ist", "i06")]),
    q("he", "כמה שולם על SH 4483", INV, [("inv", "SH-4483", "SH 4483")], [("ipaid", "i18")]),
    q("he", "מה מצב חשבונית 61270", INV, [("inv", "61270")], [("ist", "i16")]),
    q("he", "2026-349 כמה נשאר", INV, [("inv", "2026-349")], [("ileft", "i20")]),
    q("he", "SH-4478 בוטלה?", INV, [("inv", "SH-4478")], [("ist", "i15")]),
    q("he", "החשבונית 61233 שולמה במלואה?", INV, [("inv", "61233")], [("ist", "i04")]),
    q("he", "2026/331 מה המצב", INV, [("inv", "2026-331", "2026/331")], [("ist", "i11")]),
    q("he", "של מי החשבונית 61281", LOOK, [("inv", "61281")], [("name", "c15"), ("about", "i19")]),
    q("he", "וכמה שילמו עליה?", INV, [], [("ipaid", "i19")], True),
    q("he", "החשבוניות הפתוחות של נוף הרים", INV, [("name", "נוף הרים")], [("ilist", "c03", "open")]),
    q("he", "כמה חשבוניות פתוחות יש למלון הר ציון", INV, [("name", "הר ציון")], [("ilist", "c02", "open")]),
    q("he", "לוועד הבית בפלמ\"ח 22 יש חשבונית שלא שולמה?", INV,
      [("name", "הפלמ\"ח 22")], [("ilist", "c01", "open")]),
    q("en", "is invoice SH-4410 paid", INV, [("inv", "SH-4410")], [("ist", "i01")]),
    q("en", "how much is left to pay on 61262", INV, [("inv", "61262")], [("ileft", "i13")]),
    q("en", "status of invoice 2026-342", INV, [("inv", "2026-342")], [("ist", "i17")]),
    q("en", "how much was paid on sh-4470", INV, [("inv", "SH-4470", "sh-4470")], [("ipaid", "i12")]),
    q("en", "who is invoice 2026-337 for", LOOK, [("inv", "2026-337")], [("name", "c10"), ("about", "i14")]),
    q("en", "and has it been paid?", INV, [], [("ist", "i14")], True),
    q("en", "open invoices for Skyline", INV, [("name", "Skyline")], [("ilist", "c12", "open")]),
    q("en", "SH4461 - was it sent out yet?", INV, [("inv", "SH-4461", "SH4461")], [("ist", "i09")]),
    # lookups
    q("he", "מה הטלפון של נתנאל אוחיון", LOOK, [("name", "נתנאל אוחיון")], [("phone", "c15")]),
    q("he", "המייל של מלון הר ציון", LOOK, [("name", "הר ציון")], [("email", "c02")]),
    q("he", "ח.פ. של אחוזת בית", LOOK, [("name", "אחוזת בית")], [("tax", "c05")]),
    q("he", "איפה גר סמיר עודה", LOOK, [("name", "סמיר עודה")], [("addr", "c10", "בית צפפא")]),
    q("he", "של מי המספר 053-2204785", LOOK, [("phone", "053-2204785")], [("names", "c11", "c17")]),
    q("he", "כתובת של קניון הגבעה", LOOK, [("name", "קניון הגבעה")], [("addr", "c04", "גבעת זאב")]),
    q("he", "תן לי את הטלפון של חנה גולדשטיין", LOOK, [("name", "חנה גולדשטיין")], [("phone", "c13")]),
    q("he", "המייל של מירב", LOOK, [("name", "מירב")], [("email", "c08")]),
    q("en", "Yosef Dahan's phone number", LOOK, [("name", "Yosef Dahan")], [("phone", "c07")]),
    q("en", "email for CityPark Systems", LOOK, [("name", "CityPark Systems")], [("email", "c16")]),
    q("en", "where is the Nof Harim medical center", LOOK,
      [("name", "Nof Harim")], [("addr", "c03", "הרצל")]),
    q("en", "and how much do they owe?", BAL, [], [("bal", "c03")], True),
    q("en", "whose number is 050-3391576", LOOK, [("phone", "050-3391576")], [("name", "c09")]),
    # knowledge: Hebrew items, asked in both languages in everyday words
    q("he", "אתם עובדים ביום שישי?", KNOW, [], [("kn", "k01", "08:00–12:00")]),
    q("he", "כמה עולה חוזה שירות למעלית בבניין", KNOW, [], [("kn", "k02", "380")]),
    q("he", "מישהו נתקע במעלית, תוך כמה זמן אתם מגיעים?", KNOW, [], [("kn", "k03", "45 דקות")]),
    q("he", "כל כמה זמן צריך בודק מוסמך", KNOW, [], [("kn", "k04", "חצי שנה")]),
    q("he", "כמה עולה להתקין מנגנון שבת", KNOW, [], [("kn", "k05", "2,900")]),
    q("he", "כמה זמן אחריות על חלק שהחלפתם", KNOW, [], [("kn", "k06", "12 חודשים")]),
    q("he", "כמה עולה להחליף לדלתות אוטומטיות", KNOW, [], [("kn", "k07", "18,000")]),
    q("he", "כמה זמן לוקח להתקין מעלית בבית פרטי", KNOW, [], [("kn", "k08", "8–10 שבועות")]),
    q("he", "הוועד יכול לשלם בהוראת קבע?", KNOW, [], [("kn", "k09", "הוראת קבע")]),
    q("he", "כל כמה זמן עושים טיפול למכפיל חניה", KNOW, [], [("kn", "k10", "שלושה חודשים")]),
    q("he", "מה לעשות אם נתקעים במעלית", KNOW, [], [("kn", "k11", "1-700-505-404")]),
    q("he", "כמה עולה שלט נוסף לשער", KNOW, [], [("kn", "k12", "120")]),
    q("he", "כמה עולה להחליף מצבר במעלית", KNOW, [], [("kn", "k13", "850")]),
    q("he", "חילוץ בלי חוזה עולה כסף?", KNOW, [], [("kn", "k03", "650")]),
    q("en", "what are your office hours", KNOW, [], [("kn", "k01", "08:00")]),
    q("en", "how much is a monthly maintenance contract for a lift", KNOW, [], [("kn", "k02", "380")]),
    q("en", "how fast do you come when someone is stuck in the elevator", KNOW, [], [("kn", "k03", "45")]),
    q("en", "how much does the certified inspection cost", KNOW, [], [("kn", "k04", "550")]),
    q("en", "price of installing a Shabbat elevator controller", KNOW, [], [("kn", "k05", "2,900")]),
    q("en", "does the warranty cover vandalism", KNOW, [], [("kn", "k06", "ונדליזם")]),
    q("en", "can the building committee pay for new automatic doors in installments", KNOW, [],
      [("kn", "k07", "24 תשלומים")]),
    q("en", "how much does a home elevator for a villa cost", KNOW, [], [("kn", "k08", "95,000")]),
    q("en", "what are the payment terms for a house committee", KNOW, [], [("kn", "k09", "שוטף + 30")]),
    q("en", "how much is a maintenance visit for a parking stacker", KNOW, [], [("kn", "k10", "420")]),
    q("en", "I'm stuck in the lift, what should I do", KNOW, [], [("kn", "k11", "1-700-505-404")]),
    q("en", "how much to copy an existing gate remote", KNOW, [], [("kn", "k12", "60")]),
    # greetings, help, out of domain holding customers' names or the trade's words
    q("he", "ערב טוב", GREET),
    q("he", "במה אתה יכול לעזור לי", HELP),
    q("he", "תזמין לי חשמלאי לבית", UNK),
    q("he", "תשלח ליוסף דהן הודעה שהשער מוכן", UNK),
    q("he", "מה השעה בניו יורק", UNK),
    q("he", "איך מכינים שקשוקה", UNK),
    q("he", "תמצא לי דירה עם מעלית בירושלים", UNK),
    q("en", "good morning", GREET),
    q("en", "what can you do", HELP),
    q("en", "order a pizza to the office", UNK),
    q("en", "who invented the elevator", UNK),
    q("en", "remind Jonathan Weiss about his dentist appointment", UNK),
    q("en", "translate 'lift' into French", UNK),
]  # fmt: skip

S30_FRESH: list[list[Row]] = [
    [  # a new house committee's treasurer, her invoice and her lift door
        q("he", "אורית בן דוד חייבת משהו?", BAL, [("name", "אורית בן דוד")], [("bal", "c18")]),
        q("he", "הדלת במעלית של אורית התקבלה?", REP, [("name", "אורית")], [("rep", "r25")]),
        q("en", "who is SH-4501 for", LOOK, [("inv", "SH-4501")], [("name", "c18"), ("about", "i23")]),
    ],
    [  # an existing customer's new Shabbat controller job and invoice
        q("he", "כמה חנה גולדשטיין חייבת עכשיו", BAL, [("name", "חנה גולדשטיין")], [("bal", "c13")]),
        q("en", "Hana Goldstein's Shabbat controller status", REP,
          [("name", "Hana Goldstein")], [("rep", "r26")]),
        q("he", "כמה נשאר לשלם על 2026-360", INV, [("inv", "2026-360")], [("ileft", "i24")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "מייקל בראון חייב?", BAL, [("name", "מייקל בראון")], [("bal", "c19")]),
        q("en", "michael brown's gate motor", REP, [("name", "michael brown")], [("rep", "r27")]),
        q("en", "how much was paid on 61305", INV, [("inv", "61305")], [("ipaid", "i25")]),
        q("he", "הטלפון של מייקל בראון", LOOK, [("name", "מייקל בראון")], [("phone", "c19")]),
    ],
]  # fmt: skip
BATCHES = {"s30": S30}
FRESH = {"s30f": S30_FRESH}

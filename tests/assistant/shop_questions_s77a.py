"""Batch s77a: questions about צולל אילת – שירות ציוד צלילה (Tzolel Eilat: a diving-equipment service shop in
Eilat, ``shops/tzolel.json``), and ``s77af``: questions asked the moment the records they are about were made
through the API (the fixtures' ``added_later`` steps).

A DEVELOPMENT set KEPT ASIDE as a later session's check: written blind, kept aside, aggregates only until a
later session uses it.

Written by helper `blind77a` in 2026-12, blind: from the devset's contract, README and Facts, the row shape
(``lab_rows.py``, ``shops.py``, ``shop_questions_s31.py``) and this business's fixtures alone, without reading
the engine or any other question set, and before any of these rows was sent to the engine. The shop
services regulators (ווסתים), BCDs and wings, dive computers, tanks (hydro and visual tests), drysuits, camera
housings, a rebreather, a scooter and a club's compressor (Scubapro, Aqualung, Mares, Suunto, Shearwater,
Apeks, Garmin, Nauticam, Ikelite); its customers are dive clubs, a diving school, two hotels, the Coral Beach
reserve, a photo studio, an English-named dive company, instructors and private divers. Invoice numbers
TZ-4101 / 2026/0512 / 77310, typed as tz4118, TZ 4125, 2026-0533, 2026 0539.

Three staff voices and a plain batch, about half of the rows in English:
- ``s77ax``, the workshop manager: jobs by the item's everyday name, brand or model (the Calypsos, the
  compressor, the Perdix, the Hydros, the Legend, the zip, the GoPro housing, the rebreather), "the X of Y", a
  customer's list of jobs, follow-ups by pronoun or bare noun.
- ``s77ay``, the front desk: lookups by phone, name and e-mail, balances with English spellings of Hebrew
  names, a phone a husband and wife share, unknown customers, hours and express service, greetings and help,
  out-of-domain requests holding customers' names or the trade's words.
- ``s77az``, the bookkeeper: invoices by number in each printed style with and without separators, remaining
  and paid amounts, open lists and counts, drafts, cancelled and overdue invoices, balances with typos and
  Hebrew prefixes, payment policy.
- ``s77ap``: plain questions of every kind, knowledge in everyday words among them.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).

First run: (to be filled by the session)
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S77AX: list[Row] = [  # the workshop manager
    q("he", "מה עם הקליפסו של כחול עמוק", REP, [("name", "כחול עמוק")], [("rep", "r01")]),
    q("he", "והמדחס שלהם?", REP, [], [("rep", "r03")], True),
    q("he", "המיכלים שלהם עברו הידרו?", REP, [], [("rep", "r02")], True),
    q("he", "המאזנים של מלון ים סוף, מצאתם מה דולף?", REP, [("name", "מלון ים סוף")], [("rep", "r04")]),
    q("he", "הסקוטר של מרכז הצלילה אלמוג, הגיעו האטמים?", REP,
      [("name", "מרכז הצלילה אלמוג")], [("rep", "r07")]),
    q("he", "והאייפקסים שלהם מוכנים?", REP, [], [("rep", "r06")], True),
    q("he", "הרברידר של שמורת חוף האלמוגים מתי מוכן", REP,
      [("name", "שמורת חוף האלמוגים")], [("rep", "r09")]),
    q("he", "החליפה היבשה של רשות הטבע והגנים", REP, [("name", "רשות הטבע והגנים")], [("rep", "r10")]),
    q("he", "בית המצלמה נאוטיקם של פוטו-סאב מחזיק ואקום?", REP, [("name", "פוטו-סאב")], [("rep", "r11")]),
    q("he", "והאייקלייט שלהם?", REP, [], [("rep", "r12")], True),
    q("he", "הכנפיים של Red Sea Divers", REP, [("name", "Red Sea Divers")], [("rep", "r13")]),
    q("he", "ה-MK25 של יואב כהן מוכן?", REP, [("name", "יואב כהן")], [("rep", "r15")]),
    q("he", "והפרדיקס שלו?", REP, [], [("rep", "r16")], True),
    q("he", "כל העבודות של יואב", REP, [("name", "יואב")], [("repc", "c07")]),
    q("he", "המחשב של שירה כהן, הגיע המחבר?", REP, [("name", "שירה כהן")], [("rep", "r18")]),
    q("he", "הלג'נד של דניאל פרץ עדיין זורם?", REP, [("name", "דניאל פרץ")], [("rep", "r19")]),
    q("he", "הרוכסן של מיכל פרץ לוין", REP, [("name", "מיכל פרץ לוין")], [("rep", "r20")]),
    q("he", "והמאזן שלה?", REP, [], [("rep", "r21")], True),
    q("he", "ההידרוס של סאמר", REP, [("name", "סאמר")], [("rep", "r32")]),
    q("he", "המיכל פאבר של רוני אלמוג עבר את הבדיקה?", REP, [("name", "רוני אלמוג")], [("rep", "r24")]),
    q("he", "התחילו לעבוד על הווסת של נועם ברגר?", REP, [("name", "נועם ברגר")], [("rep", "r23")]),
    q("en", "Guy Shalom's torch", REP, [("name", "Guy Shalom")], [("rep", "r25")]),
    q("he", "האביס של אביטל", REP, [("name", "אביטל")], [("rep", "r26")]),
    q("he", "המאזן של ליאור בן-דוד מחזיק אוויר?", REP, [("name", "ליאור בן-דוד")], [("rep", "r27")]),
    q("he", "הגרביים בחליפה של דמיטרי", REP, [("name", "דמיטרי")], [("rep", "r29")]),
    q("en", "Ortal Hadad's Zoop", REP, [("name", "Ortal Hadad")], [("rep", "r30")]),
    q("he", "ה-MK17 של משה גבאי נאסף?", REP, [("name", "משה גבאי")], [("rep", "r31")]),
    q("en", "Rami Nassar's Luxfer - hydro done?", REP, [("name", "Rami Nassar")], [("rep", "r33")]),
    q("en", "the XTX50 of Alon Barak", REP, [("name", "Alon Barak")], [("rep", "r37")]),
    q("he", "הפאק של הדס לוי", REP, [("name", "הדס לוי")], [("rep", "r38")]),
    q("he", "הברז של המיכל של אבי מלכה", REP, [("name", "אבי מלכה")], [("rep", "r40")]),
    q("he", "20 הרוברים של דולפין, הגיעו ערכות?", REP, [("name", "דולפין")], [("rep", "r43")]),
    q("he", "המאזנים במלון מצפה הים", REP, [("name", "מלון מצפה הים")], [("rep", "r42")]),
    q("he", "טל ששון השאיר אצלנו ציוד?", REP, [("name", "טל ששון")], [("repc", "c13")]),
    q("en", "is the Suex scooter for מרכז הצלילה אלמוג done", REP,
      [("name", "מרכז הצלילה אלמוג")], [("rep", "r07")]),
    q("en", "status of James Carter's Petrel", REP, [("name", "James Carter")], [("rep", "r35")]),
    q("en", "and his XTX200?", REP, [], [("rep", "r34")], True),
    q("en", "Emma Hughes' Quad Air - ready?", REP, [("name", "Emma Hughes")], [("rep", "r36")]),
    q("en", "the JJ rebreather at the Coral Beach reserve", REP, [("name", "Coral Beach")], [("rep", "r09")]),
    q("en", "Keren Weiss's Garmin", REP, [("name", "Keren Weiss")], [("rep", "r28")]),
    q("en", "did Ido Azulay pick up his Mares Quad", REP, [("name", "Ido Azulay")], [("rep", "r22")]),
    q("en", "Yael Levi-Stern's GoPro housing", REP, [("name", "Yael Levi-Stern")], [("rep", "r39")]),
    q("en", "the Bauer compressor at Kachol Amok", REP, [("name", "Kachol Amok")], [("rep", "r03")]),
    q("en", "all jobs for the Yam Suf resort", REP, [("name", "Yam Suf")], [("repc", "c02")]),
    q("en", "Dmitri Volkov's drysuit socks", REP, [("name", "Dmitri Volkov")], [("rep", "r29")]),
    q("en", "the stage tanks for Red Sea Divers", REP, [("name", "Red Sea Divers")], [("rep", "r14")]),
    q("en", "the Hydros Pro of Samer Khoury - did the valve arrive?", REP,
      [("name", "Samer Khoury")], [("rep", "r32")]),
    q("en", "what's happening with the Aqualung Core for 050-2278816", REP,
      [("phone", "050-2278816")], [("rep", "r41")]),
    q("en", "Anna Petrova's D7 drysuit", REP, [("name", "Anna Petrova")], [("rep", "r44")]),
    q("he", "בוקר טוב", GREET),
    q("he", "תזמין לי צלילת לילה בחוף המגדלור", UNK),
    q("en", "translate 'regulator' into Russian", UNK),
]  # fmt: skip

S77AY: list[Row] = [  # the front desk
    q("en", "hi", GREET),
    q("en", "what can you do", HELP),
    q("en", "who is 054-7756120", LOOK, [("phone", "054-7756120")], [("name", "c27")]),
    q("en", "how much does she owe?", BAL, [], [("bal", "c27")], True),
    q("en", "and her Puck Pro?", REP, [], [("rep", "r38")], True),
    q("en", "whose number is 052-8814456", LOOK, [("phone", "052-8814456")], [("names", "c21", "c35")]),
    q("en", "what does Orit Gabay owe", BAL, [("name", "Orit Gabay")], [("bal", "c35")]),
    q("en", "and her Vyper?", REP, [], [("rep", "r48")], True),
    q("he", "משה גבאי - הווסת שלו נמסר?", REP, [("name", "משה גבאי")], [("rep", "r31")]),
    q("he", "052-8814456 כמה חייבים", BAL, [("phone", "052-8814456")], [("bal", "c21"), ("bal", "c35")]),
    q("en", "how much does Yoav Cohen owe", BAL, [("name", "Yoav Cohen")], [("bal", "c07")]),
    q("en", "does Shira Cohen have a balance", BAL, [("name", "Shira Cohen")], [("bal", "c08")]),
    q("en", "balance for Michal Peretz-Levin", BAL, [("name", "Michal Peretz-Levin")], [("bal", "c10")]),
    q("en", "Daniel Perez balance", BAL, [("name", "Daniel Perez")], [("bal", "c09")]),
    q("en", "does James Carter still owe anything", BAL, [("name", "James Carter")], [("bal", "c24")]),
    q("en", "what's Emma Hughes' balance", BAL, [("name", "Emma Hughes")], [("bal", "c25")]),
    q("en", "how much does the Mitzpe Hayam hotel owe us", BAL, [("name", "Mitzpe Hayam")], [("bal", "c32")]),
    q("en", "Dolphin diving school balance", BAL, [("name", "Dolphin")], [("bal", "c33")]),
    q("en", "what does Samer Khoury owe", BAL, [("name", "Samer Khoury")], [("bal", "c22")]),
    q("en", "Rami Nassar - anything open?", BAL, [("name", "Rami Nassar")], [("bal", "c23")]),
    q("en", "Anna Petrova's balance", BAL, [("name", "Anna Petrova")], [("bal", "c34")]),
    q("en", "what's the balance of Ofir Nachmias", BAL, [("name", "Ofir Nachmias")], []),
    q("en", "phone number for Avital Mizrahi", LOOK, [("name", "Avital Mizrahi")], [("phone", "c16")]),
    q("en", "email of Photo-Sub", LOOK, [("name", "Photo-Sub")], [("email", "c05")]),
    q("en", "where is the Red Sea Divers club", LOOK,
      [("name", "Red Sea Divers")], [("addr", "c06", "הדקל")]),
    q("en", "tax id of the Yam Suf resort", LOOK, [("name", "Yam Suf")], [("tax", "c02")]),
    q("en", "who's calling from 08-6331472", LOOK, [("phone", "08-6331472")], [("name", "c29")]),
    q("en", "and what's the status of his tank?", REP, [], [("rep", "r40")], True),
    q("en", "do we have a customer called Weiss", LOOK, [("name", "Weiss")], [("name", "c18")]),
    q("he", "יש לנו לקוח בשם מאיר אלבז?", LOOK, [("name", "מאיר אלבז")], []),
    q("he", "מי זה 0509981276", LOOK, [("phone", "0509981276")], [("name", "c13")]),
    q("he", "יש לו חוב?", BAL, [], [("bal", "c13")], True),
    q("he", "מה הטלפון של קרן וייס", LOOK, [("name", "קרן וייס")], [("phone", "c18")]),
    q("he", "המייל של דמיטרי וולקוב", LOOK, [("name", "דמיטרי וולקוב")], [("email", "c19")]),
    q("he", "איפה גר ליאור בן דוד", LOOK, [("name", "ליאור בן דוד")], [("addr", "c17", "עין יהב")]),
    q("he", "תחפש לקוח בשם לוי", LOOK, [("name", "לוי")], [("names", "c27", "c28")]),
    q("he", "תחפש לי את כהן", LOOK, [("name", "כהן")], [("names", "c07", "c08")]),
    q("he", "מה שלום הווסתים מדולפין", REP, [("name", "דולפין")], [("rep", "r43")]),
    q("he", "למיכל פרץ-לוין יש חוב?", BAL, [("name", "מיכל פרץ-לוין")], [("bal", "c10")]),
    q("he", "כמה חייבים במועדון כחול עמוק", BAL, [("name", "מועדון כחול עמוק")], [("bal", "c01")]),
    q("he", "ומה עם שירה כהן?", BAL, [("name", "שירה כהן")], [("bal", "c08")], True),
    q("en", "are we open on friday", KNOW, [], [("kn", "k01", "13:00")]),
    q("en", "what time do we close today", KNOW, [], [("kn", "k01", "18:00")]),
    q("he", "לקוח שואל אם אפשר לקבל את הווסת עד מחר", KNOW, [], [("kn", "k07", "24")]),
    q("en", "how much extra for express service", KNOW, [], [("kn", "k07", "100")]),
    q("en", "book a dive on the Satil wreck for Saturday", UNK),
    q("en", "what's the water temperature in Eilat today", UNK),
    q("he", "תשלח ליואב כהן ברכה ליום הולדת", UNK),
    q("he", "איפה אוכלים דגים טובים באילת", UNK),
    q("en", "recommend a good dive computer for a beginner", UNK),
]  # fmt: skip

S77AZ: list[Row] = [  # the bookkeeper
    q("he", "חשבונית TZ-4118 שולמה?", INV, [("inv", "TZ-4118")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על tz4118", INV, [("inv", "TZ-4118", "tz4118")], [("ileft", "i02")]),
    q("he", "2026/0512 באיחור?", INV, [("inv", "2026/0512")], [("ist", "i03")]),
    q("he", "של מי החשבונית 2026/0512", LOOK, [("inv", "2026/0512")], [("name", "c01"), ("about", "i03")]),
    q("he", "מה הסטטוס של 77325", INV, [("inv", "77325")], [("ist", "i09")]),
    q("he", "וכמה נשאר עליה?", INV, [], [("ileft", "i09")], True),
    q("he", "חשבונית 2026-0533 יצאה כבר?", INV, [("inv", "2026/0533", "2026-0533")], [("ist", "i10")]),
    q("he", "כמה שולם על 77318", INV, [("inv", "77318")], [("ipaid", "i13")]),
    q("he", "כמה נשאר לשלם על 77318", INV, [("inv", "77318")], [("ileft", "i13")]),
    q("he", "TZ 4125 כמה שולם וכמה נשאר", INV, [("inv", "TZ-4125", "TZ 4125")],
      [("ipaid", "i07"), ("ileft", "i07")]),
    q("he", "חשבונית TZ-4107 בוטלה?", INV, [("inv", "TZ-4107")], [("ist", "i23")]),
    q("he", "כמה חשבוניות פתוחות יש למרכז הצלילה אלמוג", INV,
      [("name", "מרכז הצלילה אלמוג")], [("ilist", "c03", "open")]),
    q("he", "החשבוניות הפתוחות של כחול עמוק", INV, [("name", "כחול עמוק")], [("ilist", "c01", "open")]),
    q("he", "למלון ים סוף יש חשבונית פתוחה?", INV, [("name", "מלון ים סוף")], [("ilist", "c02", "open")]),
    q("he", "2026 0539 שולמה?", INV, [("inv", "2026/0539", "2026 0539")], [("ist", "i38")]),
    q("he", "חשבונית 77353 של דולפין", INV, [("inv", "77353"), ("name", "דולפין")], [("ist", "i48")]),
    q("he", "כמה נשאר על 2026/0526 של מצפה הים", INV, [("inv", "2026/0526"), ("name", "מצפה הים")],
      [("ileft", "i45")]),
    q("he", "חשבונית 2026/0536 – כמה נשאר", INV, [("inv", "2026/0536")], [("ileft", "i31")]),
    q("he", "חשבונית 88412 של מי?", INV, [("inv", "88412")], []),
    q("he", "כמה חייב נועם ברגר", BAL, [("name", "נועם ברגר")], [("bal", "c12")]),
    q("he", "ואביטל מזרחי?", BAL, [("name", "אביטל מזרחי")], [("bal", "c16")], True),
    q("he", "כמה חייבת רשות הטבע והגנים", BAL, [("name", "רשות הטבע והגנים")], [("bal", "c04")]),
    q("he", "יתרה של פוטו סאב", BAL, [("name", "פוטו סאב")], [("bal", "c05")]),
    q("he", "כמה חייב ג'יימס קרטר", BAL, [("name", "ג'יימס קרטר")], [("bal", "c24")]),
    q("en", "how much does Ido Azulai owe", BAL, [("name", "Ido Azulai")], [("bal", "c11")]),
    q("he", "כשדניאל פרץ יבוא, כמה הוא צריך לשלם?", BAL, [("name", "דניאל פרץ")], [("bal", "c09")]),
    q("he", "אורטל חדד חייבת משהו?", BAL, [("name", "אורטל חדד")], [("bal", "c20")]),
    q("he", "לגיא שלום יש חוב?", BAL, [("name", "גיא שלום")], [("bal", "c15")]),
    q("he", "מה החוב של שני ווקנין", BAL, [("name", "שני ווקנין")], [("bal", "c30")]),
    q("he", "כמה חייב דמיטרי וולקב", BAL, [("name", "דמיטרי וולקב")], [("bal", "c19")]),
    q("he", "שרוני אלמוג שילם כבר?", BAL, [("name", "רוני אלמוג")], [("bal", "c14")]),
    q("en", "is invoice TZ-4101 paid", INV, [("inv", "TZ-4101")], [("ist", "i01")]),
    q("en", "how much is left on 77342", INV, [("inv", "77342")], [("ileft", "i05")]),
    q("en", "status of invoice 2026/0521", INV, [("inv", "2026/0521")], [("ist", "i19")]),
    q("en", "how much was paid on 77329", INV, [("inv", "77329")], [("ipaid", "i18")]),
    q("en", "who is invoice TZ-4119 for", LOOK, [("inv", "TZ-4119")], [("name", "c24"), ("about", "i36")]),
    q("en", "and how much is left on it?", INV, [], [("ileft", "i36")], True),
    q("en", "open invoices for Red Sea Divers", INV,
      [("name", "Red Sea Divers")], [("ilist", "c06", "open")]),
    q("en", "tz-4133 - has it gone out yet?", INV, [("inv", "TZ-4133", "tz-4133")], [("ist", "i29")]),
    q("en", "is 2026/0518 paid in full", INV, [("inv", "2026/0518")], [("ist", "i41")]),
    q("en", "remaining on invoice TZ4130", INV, [("inv", "TZ-4130", "TZ4130")], [("ileft", "i43")]),
    q("en", "was TZ-4113 cancelled", INV, [("inv", "TZ-4113")], [("ist", "i42")]),
    q("en", "how many open invoices does the Coral Beach reserve have", INV,
      [("name", "Coral Beach")], [("ilist", "c04", "open")]),
    q("en", "does Alon Barak owe anything", BAL, [("name", "Alon Barak")], [("bal", "c26")]),
    q("en", "Hadas Levi balance", BAL, [("name", "Hadas Levi")], [("bal", "c27")]),
    q("en", "what's owed by the Kachol Amok club", BAL, [("name", "Kachol Amok")], [("bal", "c01")]),
    q("he", "אפשר לשלם בתשלומים?", KNOW, [], [("kn", "k06", "6 תשלומים")]),
    q("he", "מלון רוצה לשלם שוטף פלוס 30, זה בסדר?", KNOW, [], [("kn", "k06", "שוטף + 30")]),
    q("en", "above what amount can a customer split the payment", KNOW, [], [("kn", "k06", "1,500")]),
    q("en", "a customer hasn't collected his regulator for three months, do we charge storage?", KNOW, [],
      [("kn", "k10", "20")]),
    q("he", "תכין לי דוח מע\"מ לרבעון", UNK),
    q("en", "what's the dollar exchange rate today", UNK),
]  # fmt: skip

S77AP: list[Row] = [  # plain questions
    q("he", "שלום", GREET),
    q("he", "עזרה", HELP),
    q("he", "כמה חייב יואב כהן", BAL, [("name", "יואב כהן")], [("bal", "c07")]),
    q("he", "מה היתרה של מלון ים סוף ריזורט", BAL, [("name", "מלון ים סוף ריזורט")], [("bal", "c02")]),
    q("he", "כמה חייב הלקוח מ052-3318807", BAL, [("phone", "052-3318807")], [("bal", "c26")]),
    q("en", "balance for 058-3320145", BAL, [("phone", "058-3320145")], [("bal", "c11")]),
    q("he", "מה הסטטוס של הווסת של דניאל פרץ", REP, [("name", "דניאל פרץ")], [("rep", "r19")]),
    q("en", "what's the status of Keren Weiss's dive computer", REP,
      [("name", "Keren Weiss")], [("rep", "r28")]),
    q("he", "חשבונית 77340 שולמה?", INV, [("inv", "77340")], [("ist", "i25")]),
    q("en", "how much is left to pay on 2026/0524", INV, [("inv", "2026/0524")], [("ileft", "i24")]),
    q("he", "מי זה 0526019934", LOOK, [("phone", "0526019934")], [("name", "c28")]),
    q("en", "what's the phone number of Omri Katz", LOOK, [("name", "Omri Katz")], [("phone", "c31")]),
    q("he", "מה המייל של מלון מצפה הים", LOOK, [("name", "מלון מצפה הים")], [("email", "c32")]),
    q("he", "ח.פ. של דולפין", LOOK, [("name", "דולפין")], [("tax", "c33")]),
    q("he", "מה שעות הפתיחה", KNOW, [], [("kn", "k01", "08:30")]),
    q("en", "what's the warranty on a regulator service", KNOW, [], [("kn", "k02", "100")]),
    q("he", "כמה עולה טיפול שנתי לווסת", KNOW, [], [("kn", "k03", "390")]),
    q("en", "how much is a hydro test for a tank", KNOW, [], [("kn", "k04", "180")]),
    q("he", "כל כמה זמן צריך בדיקה הידרוסטטית", KNOW, [], [("kn", "k04", "5 שנים")]),
    q("he", "כמה עולה להחליף רוכסן בחליפה יבשה", KNOW, [], [("kn", "k09", "950")]),
    q("en", "how much does a technician visit to a hotel cost", KNOW, [], [("kn", "k08", "350")]),
    q("he", "כמה עולה להחליף סוללה במחשב צלילה", KNOW, [], [("kn", "k11", "150")]),
    q("he", "הביאו ווסת לטיפול, מה הנוהל", KNOW, [], [("kn", "k05", "טופס קבלה")]),
    q("en", "how much to service a camera housing", KNOW, [], [("kn", "k12", "220")]),
    q("he", "כמה עולה מילוי נייטרוקס", KNOW, [], [("kn", "k04", "45")]),
    q("en", "how many working days does a normal service take", KNOW, [], [("kn", "k07", "5")]),
    q("en", "how much to replace a neck seal", KNOW, [], [("kn", "k09", "280")]),
    q("en", "travel surcharge for a visit to Yotvata", KNOW, [], [("kn", "k08", "200")]),
    q("en", "is the battery change on a dive computer under warranty, and for how long", KNOW, [],
      [("kn", "k02", "30")]),
    q("he", "מה מזג האוויר מחר באילת", UNK),
    q("en", "tell me a joke about divers", UNK),
]  # fmt: skip

S77A_FRESH: list[list[Row]] = [
    [  # a new private diver, his invoice and his regulator
        q("he", "כמה חייב רז אבוטבול", BAL, [("name", "רז אבוטבול")], [("bal", "c36")]),
        q("he", "הווסת של רז התקבל?", REP, [("name", "רז")], [("rep", "r45")]),
        q("en", "who is TZ-4142 for", LOOK, [("inv", "TZ-4142")], [("name", "c36"), ("about", "i52")]),
        q("en", "Raz Abutbul's phone", LOOK, [("name", "Raz Abutbul")], [("phone", "c36")]),
    ],
    [  # an instructor's new computer job and invoice
        q("he", "כמה יואב כהן חייב עכשיו", BAL, [("name", "יואב כהן")], [("bal", "c07")]),
        q("en", "Yoav Cohen's Teric - status?", REP, [("name", "Yoav Cohen")], [("rep", "r46")]),
        q("he", "כמה נשאר לשלם על 2026/0547", INV, [("inv", "2026/0547")], [("ileft", "i53")]),
        q("en", "how much was paid on 2026-0547", INV,
          [("inv", "2026/0547", "2026-0547")], [("ipaid", "i53")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters too
        q("he", "לוקאס ברנרד חייב משהו?", BAL, [("name", "לוקאס ברנרד")], [("bal", "c37")]),
        q("en", "lucas bernard's drysuit zipper", REP, [("name", "lucas bernard")], [("rep", "r47")]),
        q("en", "is 77366 paid", INV, [("inv", "77366")], [("ist", "i54")]),
        q("he", "הטלפון של לוקאס ברנרד", LOOK, [("name", "לוקאס ברנרד")], [("phone", "c37")]),
    ],
]  # fmt: skip
BATCHES = {"s77ax": S77AX, "s77ay": S77AY, "s77az": S77AZ, "s77ap": S77AP}
FRESH = {"s77af": S77A_FRESH}

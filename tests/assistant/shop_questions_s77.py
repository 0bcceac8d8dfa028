"""Batch s77: questions about a new business, עדשה – מעבדת תיקון מצלמות ועדשות (Adasha: a camera, lens and
drone repair lab in Haifa's Hadar quarter, ``shops/adasha.json``), and ``s77f``: questions asked the moment
the records they are about were made through the API (the fixtures' ``added_later`` steps). HELD OUT, written
by a new blind writer; aggregates only, its rows never read one by one.

Written by helper `heldout77` in 2026-12, blind (without reading the engine, the other question sets or the
other shops' fixtures), fixtures first and then these questions, from the fixtures alone. The lab serves a
newspaper, a portrait studio, a high school, a community centre, an art college, a video production company,
a drone fleet company, wedding photographers and videographers and private photographers (Canon, Nikon,
Sony, Fujifilm, Leica, DJI, GoPro, Sigma, Godox, a Soviet Helios lens). Three staff voices and a plain batch:

- ``s77x``: the front desk, mostly Hebrew, short and hurried: balances by full or partial names, typos and
  attached prefixes (ל/מ/ו/ש/ב/כ), a surname two customers share, a customer nobody has, jobs by the item's
  everyday name (הסוני, הגימבל, הרחפן, הלייקה, הגופרו, הפוג'י), the shared phone of a wife and her husband,
  opening hours and a wet camera.
- ``s77y``: the office manager, mostly English: invoice numbers in the three printed styles (AD-4101,
  2026/0512, 77310) typed with a dash, a space, a slash, a hyphen for the slash or nothing; remaining and
  paid amounts, counts of open invoices, a draft, a cancelled one, one read as overdue past its due date, an
  invoice number nobody has; Hebrew-stored businesses named in English (Photo-Vision, North Drones, the
  newspaper, the art college); payment terms.
- ``s77z``: a technician at the bench, Hebrew and English: jobs asked by model, brand and side
  (ה-R5, ה-70-200, הזרוע האחורית השמאלית של המטריס, the Sigma, the Z9, the X-H2S), "the X of Y", a
  customer's whole list, follow-ups by pronoun or bare noun, a school with no jobs, prices of drone
  parts and repair times.
- ``s77p``: plain, mostly English: names in English spelling, the shared phone, knowledge in everyday words
  (Friday, loaner camera, technician visit, courier, express, warranty), greetings, help, out of domain.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).

First run (session 63, 17:29 UTC, main ``6f85f457`` = session 62's final engine with two review mends that
change no behaviour, before any of session 63's branches; both orders alike row for row; aggregates only):
intent 0.939, entities 0.937, answers 0.905 (he 0.868, en 0.949), 175 of 196 fully right; by intent repair
status (intent 0.87, answers 0.87) and invoice answers (0.84) the weakest.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S77X: list[Row] = [  # the front desk
    q("he", "כמה חייב אלון כהן?", BAL, [("name", "אלון כהן")], [("bal", "c04")]),
    q("he", "אלון כוהן שילם כבר?", BAL, [("name", "אלון כוהן")], [("bal", "c04")]),
    q("he", "למיכל כהן יש חוב?", BAL, [("name", "מיכל כהן")], [("bal", "c05")]),
    q("he", "כמה חייב כהן", BAL, [("name", "כהן")], [("names", "c04", "c05")]),
    q("he", "מה היתרה של סאמר חורי", BAL, [("name", "סאמר חורי")], [("bal", "c06")]),
    q("he", "כשסאמר ח'ורי יבוא, כמה הוא צריך לשלם?", BAL, [("name", "סאמר ח'ורי")], [("bal", "c06")]),
    q("he", "ורנא עבאסי, כמה היא חייבת?", BAL, [("name", "רנא עבאסי")], [("bal", "c07")]),
    q("he", "דימיטרי וולקוב חייב משהו", BAL, [("name", "דימיטרי וולקוב")], [("bal", "c08")]),
    q("he", "כמה חייבת אולגה פטרובה", BAL, [("name", "אולגה פטרובה")], [("bal", "c09")]),
    q("he", "מה החוב של שירה לוי", BAL, [("name", "שירה לוי")], [("bal", "c12")]),
    q("he", "נועם לוי סגר חשבון?", BAL, [("name", "נועם לוי")], [("bal", "c11")]),
    q("he", "כמה חייבים בעיתון הכרמל", BAL, [("name", "עיתון הכרמל")], [("bal", "c01")]),
    q("he", "לסטודיו אור לבן נשאר חוב?", BAL, [("name", "סטודיו אור לבן")], [("bal", "c02")]),
    q("he", "כמה חייב 050-3390471", BAL, [("phone", "050-3390471")], [("bal", "c14")]),
    q("he", "כמה חייבת הלקוחה מ054-6612087", BAL, [("phone", "054-6612087")], [("bal", "c13")]),
    q("he", "שלום, כמה חייב משה שלום?", BAL, [("name", "משה שלום")], [("bal", "c19")]),
    q("he", "הדר אלמוג חייבת כסף?", BAL, [("name", "הדר אלמוג")], [("bal", "c21")]),
    q("he", "מה קורה בפוטו-ויז'ן עם החוב", BAL, [("name", "פוטו-ויז'ן")], [("bal", "c22")]),
    q("he", "כמה חייב שלומי גבאי", BAL, [("name", "שלומי גבאי")], []),
    q("en", "how much does Alon Cohen owe us", BAL, [("name", "Alon Cohen")], [("bal", "c04")]),
    q("en", "Rana Abbasi balance?", BAL, [("name", "Rana Abbasi")], [("bal", "c07")]),
    q("en", "does olga petrova owe anything", BAL, [("name", "olga petrova")], [("bal", "c09")]),
    q("en", "what's the balance for 052-7786650", BAL, [("phone", "052-7786650")], [("bal", "c15")]),
    q("he", "הסוני של אלון כהן מוכנה?", REP, [("name", "אלון כהן")], [("rep", "r09")]),
    q("he", "והגימבל שלו?", REP, [], [("rep", "r08")], True),
    q("he", "המצלמה של מיכל כהן מוכנה לאיסוף?", REP, [("name", "מיכל כהן")], [("rep", "r10")]),
    q("he", "הרחפן של סאמר, הגיע כבר החלק?", REP, [("name", "סאמר")], [("rep", "r11")]),
    q("he", "מה עם הלייקה של דמיטרי", REP, [("name", "דמיטרי")], [("rep", "r14")]),
    q("he", "הפוג'י של שירה לוי מוכן?", REP, [("name", "שירה לוי")], [("rep", "r19")]),
    q("he", "ליאור ואקנין שואל על הגו פרו", REP, [("name", "ליאור ואקנין")], [("rep", "r27")]),
    q("he", "כל התיקונים של עיתון הכרמל", REP, [("name", "עיתון הכרמל")], [("repc", "c01")]),
    q("he", "המצלמה של 050 447 2291 נמסרה?", REP, [("phone", "050 447 2291")], [("rep", "r24")]),
    q("he", "יש למשה שלום משהו אצלנו בתיקון?", REP, [("name", "משה שלום")], [("repc", "c19")]),
    q("he", "תבדוק מה עם המצלמה שרותם שגב הביאה", REP, [("name", "רותם שגב")], [("rep", "r22")]),
    q("en", "Lior Vaknin's GoPro - any update?", REP, [("name", "Lior Vaknin")], [("rep", "r27")]),
    q("en", "did Avigail Perez's G7X get fixed", REP, [("name", "Avigail Perez")], [("rep", "r20")]),
    q("he", "מי זה 052-2249016", LOOK, [("phone", "052-2249016")], [("name", "c29")]),
    q("he", "מה הטלפון של יוסי אברהם", LOOK, [("name", "יוסי אברהם")], [("phone", "c28")]),
    q("he", "המייל של הדר אלמוג", LOOK, [("name", "הדר אלמוג")], [("email", "c21")]),
    q("he", "של מי המספר 054-1176293", LOOK, [("phone", "054-1176293")], [("names", "c16", "c34")]),
    q("en", "who is 058-6641172", LOOK, [("phone", "058-6641172")], [("name", "c20")]),
    q("en", "phone number for Ido Ben David", LOOK, [("name", "Ido Ben David")], [("phone", "c14")]),
    q("he", "עד מתי פתוח ביום שישי?", KNOW, [], [("kn", "k01", "13:00")]),
    q("he", "כמה עולה בדיקה למצלמה?", KNOW, [], [("kn", "k03", "180")]),
    q("he", "לקוח שפך קפה על המצלמה, מה להגיד לו לעשות", KNOW, [], [("kn", "k11", "סיליקה")]),
    q("en", "what time do we close on weekdays", KNOW, [], [("kn", "k01", "18:00")]),
    q("en", "how much is sensor cleaning", KNOW, [], [("kn", "k04", "290")]),
    q("he", "בוקר טוב", GREET),
    q("he", "מה אתה יודע לעשות?", HELP),
    q("he", "תזמין לי שולחן לשניים במסעדה בהדר", UNK),
    q("he", "תכתוב לרנא הודעה יפה ליום ההולדת", UNK),
    q("en", "hello", GREET),
    q("en", "what's the weather in Haifa tomorrow", UNK),
]  # fmt: skip

S77Y: list[Row] = [  # the office manager
    q("en", "is invoice AD-4101 paid", INV, [("inv", "AD-4101")], [("ist", "i01")]),
    q("en", "AD-4118 status", INV, [("inv", "AD-4118")], [("ist", "i02")]),
    q("en", "how much is left on ad4118", INV, [("inv", "AD-4118", "ad4118")], [("ileft", "i02")]),
    q("en", "how much was paid on AD 4125", INV, [("inv", "AD-4125", "AD 4125")], [("ipaid", "i05")]),
    q("en", "status of 20260512", INV, [("inv", "2026/0512", "20260512")], [("ist", "i03")]),
    q("en", "how much is still owed on invoice 2026-0518", INV,
      [("inv", "2026/0518", "2026-0518")], [("ileft", "i06")]),
    q("en", "77322 - how much did he pay so far", INV, [("inv", "77322")], [("ipaid", "i08")]),
    q("en", "is 77310 paid in full", INV, [("inv", "77310")], [("ist", "i04")]),
    q("en", "AD-4131, has it been sent yet?", INV, [("inv", "AD-4131")], [("ist", "i09")]),
    q("en", "was 2026/0530 cancelled", INV, [("inv", "2026/0530")], [("ist", "i19")]),
    q("en", "remaining on 77347", INV, [("inv", "77347")], [("ileft", "i20")]),
    q("en", "invoice 2026 0534 - is it late?", INV, [("inv", "2026/0534", "2026 0534")], [("ist", "i22")]),
    q("en", "who is invoice 77367 for", LOOK, [("inv", "77367")], [("name", "c23"), ("about", "i33")]),
    q("en", "and how much is left on it?", INV, [], [("ileft", "i33")], True),
    q("en", "open invoices for Photo-Vision", INV, [("name", "Photo-Vision")], [("ilist", "c22", "open")]),
    q("en", "which invoices does North Drones still owe", INV,
      [("name", "North Drones")], [("ilist", "c26", "open")]),
    q("en", "what's overdue for the newspaper", INV,
      [("name", "newspaper")], [("say", "AD-4118", "c01", "i02")]),
    q("en", "how many open invoices does Rana Abbasi have", INV,
      [("name", "Rana Abbasi")], [("ilist", "c07", "open")]),
    q("en", "invoice 77999 status", INV, [("inv", "77999")], []),
    q("en", "what does the art college owe", BAL, [("name", "art college")], [("bal", "c25")]),
    q("en", "balance for Studio Or-Lavan", BAL, [("name", "Studio Or-Lavan")], [("bal", "c02")]),
    q("en", "how much does the community center in Neve Shaanan owe", BAL,
      [("name", "Neve Shaanan")], [("bal", "c24")]),
    q("en", "Daniel Brooks - total balance?", BAL, [("name", "Daniel Brooks")], [("bal", "c10")]),
    q("en", "does Jennifer Davis owe anything", BAL, [("name", "Jennifer Davis")], [("bal", "c31")]),
    q("en", "what's Husam Nassar's balance", BAL, [("name", "Husam Nassar")], [("bal", "c32")]),
    q("en", "balance of 077-5509120", BAL, [("phone", "077-5509120")], [("bal", "c26")]),
    q("en", "email for Daniel Brooks", LOOK, [("name", "Daniel Brooks")], [("email", "c10")]),
    q("en", "tax id of Photo-Vision", LOOK, [("name", "Photo-Vision")], [("tax", "c22")]),
    q("en", "what's the newspaper's address", LOOK, [("name", "newspaper")], [("addr", "c01", "הנביאים")]),
    q("en", "can a school pay net 30?", KNOW, [], [("kn", "k06", "שוטף + 30")]),
    q("en", "how many installments can a customer get", KNOW, [], [("kn", "k06", "6")]),
    q("en", "after how many days do we charge storage for an uncollected camera", KNOW, [],
      [("kn", "k07", "60")]),
    q("he", "חשבונית AD-4156 כמה נשאר", INV, [("inv", "AD-4156")], [("ileft", "i31")]),
    q("he", "ad-4147 שולמה?", INV, [("inv", "AD-4147", "ad-4147")], [("ist", "i24")]),
    q("he", "2026/0545 יצאה כבר ללקוח?", INV, [("inv", "2026/0545")], [("ist", "i32")]),
    q("he", "כמה שולם על 2026/0541", INV, [("inv", "2026/0541")], [("ipaid", "i28")]),
    q("he", "77380 של מי?", LOOK, [("inv", "77380")], [("name", "c29"), ("about", "i42")]),
    q("he", "וכמה נשאר לשלם עליה", INV, [], [("ileft", "i42")], True),
    q("he", "החשבוניות הפתוחות של ליאור וקנין", INV, [("name", "ליאור וקנין")], [("ilist", "c20", "open")]),
    q("he", "כמה חשבוניות פתוחות יש לרחפני צפון", INV, [("name", "רחפני צפון")], [("ilist", "c26", "open")]),
    q("he", "כמה חייבת המכללה לאמנות", BAL, [("name", "המכללה לאמנות")], [("bal", "c25")]),
    q("he", 'מה היתרה של מתנ"ס נווה שאנן', BAL, [("name", 'מתנ"ס נווה שאנן')], [("bal", "c24")]),
    q("he", "כמה חייבת ג'ניפר דיוויס", BAL, [("name", "ג'ניפר דיוויס")], [("bal", "c31")]),
    q("he", "מה מספר העוסק של אלון כהן", LOOK, [("name", "אלון כהן")], [("tax", "c04")]),
    q("he", "אפשר לשלם בביט?", KNOW, [], [("kn", "k06", "ביט")]),
    q("he", 'תכין לי דוח מע"מ לרבעון', UNK),
    q("en", "good morning", GREET),
    q("en", "export all the invoices to excel for the accountant", UNK),
    q("en", "what can you help me with", HELP),
]  # fmt: skip

S77Z: list[Row] = [  # a technician at the bench
    q("he", "מה הסטטוס של ה-R5 של עיתון הכרמל", REP, [("name", "עיתון הכרמל")], [("rep", "r01")]),
    q("he", "והעדשה 70-200 שלהם?", REP, [], [("rep", "r02")], True),
    q("he", "ה-D850 שלהם כבר מוכן?", REP, [], [("rep", "r03")], True),
    q("he", "המבזק של סטודיו אור-לבן", REP, [("name", "סטודיו אור-לבן")], [("rep", "r04")]),
    q("he", "וה-GFX שלהם נמסר?", REP, [], [("rep", "r05")], True),
    q("he", "ה-FX30 של תיכון רמות הכרמל", REP, [("name", "תיכון רמות הכרמל")], [("rep", "r06")]),
    q("he", "והגופרואים שלהם?", REP, [], [("rep", "r07")], True),
    q("he", "הזרוע הימנית של המיני 3 של סאמר ח'ורי", REP, [("name", "סאמר ח'ורי")], [("rep", "r11")]),
    q("he", "ה-Z6 של רנא עבאסי", REP, [("name", "רנא עבאסי")], [("rep", "r12")]),
    q("he", "והעדשה שלה?", REP, [], [("rep", "r13")], True),
    q("he", "מד האור של הלייקה של דמיטרי וולקוב", REP, [("name", "דמיטרי וולקוב")], [("rep", "r14")]),
    q("he", "ה-FM2 של משה שלום, הגיע התריס?", REP, [("name", "משה שלום")], [("rep", "r26")]),
    q("he", "ה-GoPro 12 של נועם", REP, [("name", "נועם")], [("rep", "r18")]),
    q("he", "ה-X-T4 של יעל מזרחי", REP, [("name", "יעל מזרחי")], [("rep", "r23")]),
    q("he", "המאביק של גלעד אשכנזי", REP, [("name", "גלעד אשכנזי")], [("rep", "r24")]),
    q("he", "ה-ZV-E10 של הדר", REP, [("name", "הדר")], [("rep", "r28")]),
    q("he", "ה-FX6 של פוטו-ויז'ן, המאוורר תוקן?", REP, [("name", "פוטו-ויז'ן")], [("rep", "r29")]),
    q("he", "וה-24-70 שלהם?", REP, [], [("rep", "r30")], True),
    q("he", "והרונין?", REP, [], [("rep", "r31")], True),
    q("he", "ה-R6 של ענבל מוכנה?", REP, [("name", "ענבל")], [("rep", "r32")]),
    q("he", "הזרוע האחורית השמאלית של המטריס של רחפני צפון", REP, [("name", "רחפני צפון")], [("rep", "r36")]),
    q("he", "והמנוע הקדמי של המאביק?", REP, [], [("rep", "r37")], True),
    q("he", "השלט שלהם מוכן?", REP, [], [("rep", "r38")], True),
    q("he", "כל העבודות של רחפני צפון", REP, [("name", "רחפני צפון")], [("repc", "c26")]),
    q("he", "ה-P1000 של יוסי אברהם", REP, [("name", "יוסי אברהם")], [("rep", "r39")]),
    q("he", "ה-90D של אברהם יוסף", REP, [("name", "אברהם יוסף")], [("rep", "r40")]),
    q("he", "ההליוס של ניקולאי", REP, [("name", "ניקולאי")], [("rep", "r41")]),
    q("he", "האוסמו של חוסאם נסאר", REP, [("name", "חוסאם נסאר")], [("rep", "r43")]),
    q("he", "ה-R8 של אורית בן דוד", REP, [("name", "אורית בן דוד")], [("rep", "r44")]),
    q("he", "לבית ספר רעות יש משהו בתיקון?", REP, [("name", "בית ספר רעות")], [("repc", "c27")]),
    q("en", "the Sony A7S III of Alon Cohen - diagnosed yet?", REP,
      [("name", "Alon Cohen")], [("rep", "r09")]),
    q("en", "Daniel Brooks' Sigma lens", REP, [("name", "Daniel Brooks")], [("rep", "r16")]),
    q("en", "and his Z9?", REP, [], [("rep", "r17")], True),
    q("en", "the Leica Q2 of Olga Petrova - delivered?", REP, [("name", "Olga Petrova")], [("rep", "r15")]),
    q("en", "Ido Ben David's Avata goggles", REP, [("name", "Ido Ben David")], [("rep", "r21")]),
    q("en", "was Rotem Segev's RX100 cancelled", REP, [("name", "Rotem Segev")], [("rep", "r22")]),
    q("en", "Tamar Berger's 50mm", REP, [("name", "Tamar Berger")], [("rep", "r25")]),
    q("en", "Hadar Almog's ZV-E10 mic", REP, [("name", "Hadar Almog")], [("rep", "r28")]),
    q("en", "the Leica SL2 at the art college", REP, [("name", "art college")], [("rep", "r34")]),
    q("en", "and the X-H2S?", REP, [], [("rep", "r35")], True),
    q("en", "Jennifer Davis's M50 - does it turn on now?", REP,
      [("name", "Jennifer Davis")], [("rep", "r42")]),
    q("en", "the Helios lens of Nikolai Smirnov", REP, [("name", "Nikolai Smirnov")], [("rep", "r41")]),
    q("en", "all jobs for Photo-Vision", REP, [("name", "Photo-Vision")], [("repc", "c22")]),
    q("en", "how much to replace a drone arm", KNOW, [], [("kn", "k08", "350")]),
    q("en", "how long does a normal repair take", KNOW, [], [("kn", "k12", "7–10")]),
    q("he", "כמה זמן אחריות על תיקון", KNOW, [], [("kn", "k02", "6 חודשים")]),
    q("he", "כמה עולה כיול גימבל", KNOW, [], [("kn", "k08", "250")]),
    q("he", "היי", GREET),
    q("he", "תזמין לי חלקים מאמזון לניקון", UNK),
    q("en", "translate 'shutter' into Russian", UNK),
]  # fmt: skip

S77P: list[Row] = [  # plain
    q("en", "How much does Shira Levi owe?", BAL, [("name", "Shira Levi")], [("bal", "c12")]),
    q("en", "How much does Levi owe?", BAL, [("name", "Levi")], [("names", "c11", "c12")]),
    q("he", "כמה חייב בן דוד", BAL, [("name", "בן דוד")], [("names", "c14", "c33")]),
    q("he", "מה היתרה של Olga Petrova", BAL, [("name", "Olga Petrova")], [("bal", "c09")]),
    q("he", "כמה חייב אבי מזרחי", BAL, [("name", "אבי מזרחי")], [("bal", "c34")]),
    q("en", "Does Benny Katz owe anything?", BAL, [("name", "Benny Katz")], []),
    q("en", "What is the status of invoice AD-4153?", INV, [("inv", "AD-4153")], [("ist", "i29")]),
    q("en", "Is invoice 2026/0549 paid?", INV, [("inv", "2026/0549")], [("ist", "i35")]),
    q("en", "How much is left to pay on invoice 77371?", INV, [("inv", "77371")], [("ileft", "i36")]),
    q("en", "How much was paid on invoice 77384?", INV, [("inv", "77384")], [("ipaid", "i45")]),
    q("en", "What is the status of Yael Mizrahi's camera?", REP,
      [("name", "Yael Mizrahi")], [("rep", "r23")]),
    q("en", "What is the status of Avi Mizrahi's drone?", REP, [("name", "Avi Mizrahi")], [("rep", "r45")]),
    q("he", "מה הסטטוס של הרחפן של אבי מזרחי", REP, [("name", "אבי מזרחי")], [("rep", "r45")]),
    q("en", "What is the repair status for 054-1176293?", REP,
      [("phone", "054-1176293")], [("rep", "r23"), ("rep", "r45")]),
    q("en", "Who is customer 04-8512377?", LOOK, [("phone", "04-8512377")], [("name", "c02")]),
    q("en", "What is the email of Samer Khoury?", LOOK, [("name", "Samer Khoury")], [("email", "c06")]),
    q("en", "What is the phone number of Moshe Shalom?", LOOK,
      [("name", "Moshe Shalom")], [("phone", "c19")]),
    q("he", "מה הכתובת של רחפני צפון", LOOK, [("name", "רחפני צפון")], [("addr", "c26", "נשר")]),
    q("en", "What are your opening hours on Friday?", KNOW, [], [("kn", "k01", "13:00")]),
    q("en", "Do you lend a camera while the customer's camera is being repaired?", KNOW, [],
      [("kn", "k10", "120")]),
    q("en", "How much is a technician visit to a studio in Haifa?", KNOW, [], [("kn", "k09", "350")]),
    q("en", "How much does a courier pickup cost?", KNOW, [], [("kn", "k09", "60")]),
    q("en", "Is water damage covered by the warranty?", KNOW, [], [("kn", "k02", "6")]),
    q("he", "כמה עולה תיקון אקספרס", KNOW, [], [("kn", "k12", "35%")]),
    q("he", "מה עושים כשלקוח מביא מצלמה לתיקון", KNOW, [], [("kn", "k05", "טופס קבלה")]),
    q("he", "הרחפן של הלקוח נפל לים, אפשר לתקן?", KNOW, [], [("kn", "k08", "התחייבות")]),
    q("en", "hi", GREET),
    q("en", "help", HELP),
    q("he", "עזרה", HELP),
    q("en", "Who won the Maccabi Haifa game last night?", UNK),
    q("he", "תמליץ לי על מצלמה טובה למתחילים", UNK),
    q("en", "Send Daniel Brooks a birthday message", UNK),
]  # fmt: skip

S77_FRESH: list[list[Row]] = [
    [  # a new private customer, her invoice and her Sony
        q("he", "כמה חייבת קרן טל?", BAL, [("name", "קרן טל")], [("bal", "c35")]),
        q("en", "Keren Tal's Sony - checked in?", REP, [("name", "Keren Tal")], [("rep", "r46")]),
        q("he", "של מי החשבונית AD-4170", LOOK, [("inv", "AD-4170")], [("name", "c35"), ("about", "i52")]),
        q("en", "Keren Tal's phone number", LOOK, [("name", "Keren Tal")], [("phone", "c35")]),
    ],
    [  # an existing Latin-stored customer's new drone job and invoice
        q("en", "how much does Daniel Brooks owe now", BAL, [("name", "Daniel Brooks")], [("bal", "c10")]),
        q("he", "הרחפן של דניאל ברוקס התקבל?", REP, [("name", "דניאל ברוקס")], [("rep", "r47")]),
        q("en", "how much was paid on 2026/0563", INV, [("inv", "2026/0563")], [("ipaid", "i53")]),
        q("he", "כמה נשאר לשלם על 20260563", INV, [("inv", "2026/0563", "20260563")], [("ileft", "i53")]),
    ],
    [  # a new Latin-named studio, asked about in Hebrew letters too
        q("en", "does Studio Lumen owe us anything", BAL, [("name", "Studio Lumen")], [("bal", "c36")]),
        q("he", "העדשה של סטודיו לומן", REP, [("name", "סטודיו לומן")], [("rep", "r48")]),
        q("en", "status of invoice 77398", INV, [("inv", "77398")], [("ist", "i54")]),
        q("he", "מה המייל של Studio Lumen", LOOK, [("name", "Studio Lumen")], [("email", "c36")]),
    ],
]  # fmt: skip
BATCHES = {"s77x": S77X, "s77y": S77Y, "s77z": S77Z, "s77p": S77P}
FRESH = {"s77f": S77_FRESH}

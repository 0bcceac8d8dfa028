"""Batch s22: questions about a fourteenth business, מכבסת ומתפרת הדר (Hadar Cleaners: a dry cleaner,
laundry and tailoring shop in Rehovot, ``shops/hadar.json``), and ``s22f``: questions asked the moment the
records they are about were made through the API (the fixtures' ``added_later`` steps).

Written by session 22's helper `chat22` on 2026-12-03 (about 02:20 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
two thirds Hebrew, as a cleaner's counter staff type: a surname with a geresh written without it (אברגל); a
hyphenated surname written with a space; a two-word surname; a business said by part of its name (גן הדקלים,
אולם גן הדקלים, אולם האירועים גן הדקלים), in the construct state (קליניקת סמייל) or by its loanword alone
(סמייל, "Smile clinic"); a title spelled out (עורך הדין כץ); a Russian surname with a spelling slip
(קוזלוף); Latin-stored customers in Hebrew letters and Hebrew-stored ones in Latin letters (Gan Hadkalim,
Wassim Odeh, Avital Ben Shushan); garments by a word of their own or a brand written in Hebrew letters
(הבורברי, המקס מארה, הקולומביה) and English ones against Hebrew items (tablecloths, rug, groom suit);
colloquial construct forms (השמלת כלה); invoice numbers in another case, separator or spacing; knowledge
in both languages against Hebrew-only policy items (hem / קיצור, lose / אובדן, pickup / איסוף, leather /
עור, same day / אקספרס, clothes nobody collected / לא נאסף); follow-ups by pronoun or a bare noun; errands
holding a customer's name.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S22: list[Row] = [  # one row a line, as eval_set.py
    # balances: a geresh dropped, prefixes, parts of a business's name, Latin <-> Hebrew letters
    q("he", "כמה מיכל אברג'ל חייבת לנו", BAL, [("name", "מיכל אברג'ל")], [("bal", "c01")]),
    q("he", "מה היתרה של אברגל", BAL, [("name", "אברגל")], [("bal", "c01")]),
    q("he", "ליוסף חדד יש חוב?", BAL, [("name", "יוסף חדד")], [("bal", "c02")]),
    q("he", "כמה גן הדקלים חייבים לנו", BAL, [("name", "גן הדקלים")], [("bal", "c03")]),
    q("he", "מצב חשבון של עורך הדין כץ", BAL, [("name", "כץ")], [("bal", "c06")]),
    q("he", "כמה חייבת מסעדת השף הלבן", BAL, [("name", "מסעדת השף הלבן")], [("bal", "c07")]),
    q("he", "כמה ואסים עודה צריך לשלם", BAL, [("name", "ואסים עודה")], [("bal", "c08")]),
    q("he", "מה החוב של טטיאנה קוזלוף", BAL, [("name", "טטיאנה קוזלוף")], [("bal", "c09")]),
    q("he", "כמה חייבת קליניקת סמייל", BAL, [("name", "קליניקת סמייל")], [("bal", "c10")]),
    q("he", "אביטל בן שושן סגרה את החוב?", BAL, [("name", "אביטל בן שושן")], [("bal", "c11")]),
    q("he", "כמה נשאר לנתנאל לשלם", BAL, [("name", "נתנאל")], [("bal", "c12")]),
    q("he", "מה היתרה של רחל שטרן", BAL, [("name", "רחל שטרן")], [("bal", "c04")]),
    q("he", "ליאת ורד גולן כמה חייבת", BAL, [("name", "ליאת ורד גולן")], [("bal", "c15")]),
    q("he", "כמה חייב שלמה ביטון", BAL, [("name", "שלמה ביטון")], [("bal", "c14")]),
    q("he", "050-6612087 כמה חייבת", BAL, [("phone", "050-6612087")], [("bal", "c05")]),
    q("he", "דבורה לוין שילמה כבר?", BAL, [("name", "דבורה לוין")], [("bal", "c05")]),
    q("en", "how much does Michal Abergel owe", BAL, [("name", "Michal Abergel")], [("bal", "c01")]),
    q("en", "what's the balance for Gan Hadkalim", BAL, [("name", "Gan Hadkalim")], [("bal", "c03")]),
    q("en", "does Sophie Martin owe us anything", BAL, [("name", "Sophie Martin")], [("bal", "c13")]),
    q("en", "Yosef Hadad balance", BAL, [("name", "Yosef Hadad")], [("bal", "c02")]),
    q("en", "what does Tatiana Kozlov owe", BAL, [("name", "Tatiana Kozlov")], [("bal", "c09")]),
    q("en", "outstanding balance for Wassim Odeh", BAL, [("name", "Wassim Odeh")], [("bal", "c08")]),
    # garments in for cleaning or alteration: a word of the item, brands in Hebrew letters, follow-ups
    q("he", "השמלה של מיכל אברג'ל מוכנה?", REP, [("name", "מיכל אברג'ל")], [("rep", "r01")]),
    q("he", "והמעיל שלה?", REP, [], [("rep", "r02")], True),
    q("he", "מה עם החליפה של יוסף", REP, [("name", "יוסף")], [("rep", "r03")]),
    q("he", "והשטיח?", REP, [], [("rep", "r04")], True),
    q("he", "המפות של גן הדקלים מוכנות?", REP, [("name", "גן הדקלים")], [("rep", "r05")]),
    q("he", "מה קורה עם הוילונות של אולם גן הדקלים", REP, [("name", "אולם גן הדקלים")], [("rep", "r06")]),
    q("he", "הבורברי של רחל שטרן מוכן?", REP, [("name", "רחל שטרן")], [("rep", "r07")]),
    q("he", "והג'ינס שלה נמסר?", REP, [], [("rep", "r08")], True),
    q("he", "המצעים של דבורה לוין נאספו?", REP, [("name", "דבורה לוין")], [("rep", "r09")]),
    q("he", "החליפות של עו\"ד כץ מוכנות?", REP, [("name", "כץ")], [("rep", "r10")]),
    q("he", "ומה עם מעיל העור שלו", REP, [], [("rep", "r11")], True),
    q("he", "מדי הטבחים של השף הלבן", REP, [("name", "השף הלבן")], [("rep", "r12")]),
    q("he", "מה המצב עם הז'קט של ואסים", REP, [("name", "ואסים")], [("rep", "r13")]),
    q("he", "הפרווה של טטיאנה", REP, [("name", "טטיאנה")], [("rep", "r14")]),
    q("he", "החלוקים של סמייל כבר מוכנים?", REP, [("name", "סמייל")], [("rep", "r15")]),
    q("he", "השמלת כלה של אביטל בן שושן", REP, [("name", "אביטל בן שושן")], [("rep", "r16")]),
    q("he", "חליפת החתן של נתנאל מזרחי מוכנה לחתונה?", REP, [("name", "נתנאל מזרחי")], [("rep", "r17")]),
    q("he", "והטלית שלו?", REP, [], [("rep", "r18")], True),
    q("he", "הוילונות של סופי מרטין", REP, [("name", "סופי מרטין")], [("rep", "r20")]),
    q("he", "המעיל קולומביה של שלמה ביטון", REP, [("name", "שלמה ביטון")], [("rep", "r21")]),
    q("he", "מה עם השמלה של ליאת ורד-גולן", REP, [("name", "ליאת ורד-גולן")], [("rep", "r22")]),
    q("he", "כל ההזמנות של גן הדקלים", REP, [("name", "גן הדקלים")], [("repc", "c03")]),
    q("he", "054-7021598 הפרווה מוכנה?", REP, [("phone", "054-7021598")], [("rep", "r14")]),
    q("he", "התיקון של המקס מארה של מיכל", REP, [("name", "מיכל")], [("rep", "r02")]),
    q("en", "is Rachel Stern's trench coat ready", REP, [("name", "Rachel Stern")], [("rep", "r07")]),
    q("en", "status of Yosef Hadad's Hugo Boss suit", REP, [("name", "Yosef Hadad")], [("rep", "r03")]),
    q("en", "and the rug?", REP, [], [("rep", "r04")], True),
    q("en", "are the tablecloths for Gan Hadkalim done", REP, [("name", "Gan Hadkalim")], [("rep", "r05")]),
    q("en", "did Sophie Martin pick up her silk blouse", REP, [("name", "Sophie Martin")], [("rep", "r19")]),
    q("en", "what's going on with Wassim's leather jacket", REP, [("name", "Wassim")], [("rep", "r13")]),
    q(
        "en", "is the wedding dress for Avital Ben Shushan cancelled", REP, [("name", "Avital Ben Shushan")],
        [("rep", "r16")],
    ),
    q(
        "en", "Netanel Mizrahi's groom suit - when is it ready?", REP, [("name", "Netanel Mizrahi")],
        [("rep", "r17")],
    ),
    q("en", "all items for Ariel Katz", REP, [("name", "Ariel Katz")], [("repc", "c06")]),
    q("en", "is Liat's evening dress done", REP, [("name", "Liat")], [("rep", "r22")]),
    # invoices by number in printed styles, remaining and paid amounts
    q("he", "חשבונית HD-5127 שולמה?", INV, [("inv", "HD-5127")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על 8840", INV, [("inv", "8840")], [("ileft", "i03")]),
    q("he", "hd5115 כמה נשאר", INV, [("inv", "HD-5115", "hd5115")], [("ileft", "i04")]),
    q("he", "מה מצב חשבונית 2026/130", INV, [("inv", "2026/130")], [("ist", "i06")]),
    q("he", "חשבונית מס' 8851 פתוחה?", INV, [("inv", "8851")], [("ist", "i08")]),
    q("he", "כמה שילמו על HD 5119", INV, [("inv", "HD-5119", "HD 5119")], [("ipaid", "i07")]),
    q("he", "2026-137 נשלחה ללקוח?", INV, [("inv", "2026/137", "2026-137")], [("ist", "i10")]),
    q("he", "HD-5122 מבוטלת?", INV, [("inv", "HD-5122")], [("ist", "i12")]),
    q("he", "כמה נשאר על החשבונית של סמייל", INV, [("name", "סמייל")], [("ileft", "i15")]),
    q("he", "8866 של מי?", LOOK, [("inv", "8866")], [("name", "c14"), ("about", "i19")]),
    q("he", "וכמה שולם עליה", INV, [], [("ipaid", "i19")], True),
    q("he", "החשבוניות הפתוחות של גן הדקלים", INV, [("name", "גן הדקלים")], [("ilist", "c03", "open")]),
    q("he", "החשבונית של טטיאנה באיחור?", INV, [("name", "טטיאנה")], [("ist", "i14")]),
    q("he", "כמה נשאר לשלם בחשבונית של נתנאל מזרחי", INV, [("name", "נתנאל מזרחי")], [("ileft", "i17")]),
    q("en", "is invoice HD-5101 paid", INV, [("inv", "HD-5101")], [("ist", "i01")]),
    q("en", "how much is left on 8855", INV, [("inv", "8855")], [("ileft", "i11")]),
    q("en", "status of invoice no. 2026/148", INV, [("inv", "2026/148")], [("ist", "i18")]),
    q("en", "how much was paid on hd-5134", INV, [("inv", "HD-5134", "hd-5134")], [("ipaid", "i17")]),
    q("en", "who is invoice HD-5138 for", LOOK, [("inv", "HD-5138")], [("name", "c15"), ("about", "i20")]),
    q("en", "and is it paid?", INV, [], [("ist", "i20")], True),
    q(
        "en", "open invoices for Michal Abergel", INV, [("name", "Michal Abergel")],
        [("ilist", "c01", "open")],
    ),
    # lookups
    q("he", "מה הטלפון של יוסף חדד", LOOK, [("name", "יוסף חדד")], [("phone", "c02")]),
    q("he", "תן לי את המייל של סמייל", LOOK, [("name", "סמייל")], [("email", "c10")]),
    q(
        "he", "ח.פ. של אולם האירועים גן הדקלים", LOOK, [("name", "אולם האירועים גן הדקלים")],
        [("tax", "c03")],
    ),
    q("he", "איפה גר ואסים עודה", LOOK, [("name", "ואסים עודה")], [("addr", "c08", "רמלה")]),
    q("he", "של מי המספר 052-6671934", LOOK, [("phone", "052-6671934")], [("name", "c13")]),
    q("he", "כתובת של דבורה לוין", LOOK, [("name", "דבורה לוין")], [("addr", "c05", "נס ציונה")]),
    q("he", "מספר עוסק של עורך דין אריאל כץ", LOOK, [("name", "אריאל כץ")], [("tax", "c06")]),
    q("en", "what's Liat Vered-Golan's phone", LOOK, [("name", "Liat Vered-Golan")], [("phone", "c15")]),
    q("en", "email for Smile clinic", LOOK, [("name", "Smile")], [("email", "c10")]),
    q("en", "where does Shlomo Biton live", LOOK, [("name", "Shlomo Biton")], [("addr", "c14", "הנרקיס")]),
    q("en", "and how much does he owe?", BAL, [], [("bal", "c14")], True),
    q("en", "whose number is 054-3370921", LOOK, [("phone", "054-3370921")], [("name", "c02")]),
    # knowledge: Hebrew items, asked in both languages
    q("he", "עד איזה שעה אתם פתוחים בשישי", KNOW, [], [("kn", "k01", "13:00")]),
    q("he", "כמה עולה ניקוי יבש לחליפה", KNOW, [], [("kn", "k02", "65")]),
    q("he", "כמה זמן לוקח לקצר מכנסיים", KNOW, [], [("kn", "k03", "יומיים")]),
    q("he", "כמה עולה להחליף רוכסן במעיל", KNOW, [], [("kn", "k04", "120")]),
    q("he", "אתם מנקים שמלות כלה?", KNOW, [], [("kn", "k05", "450")]),
    q("he", "יש לכם שירות אקספרס?", KNOW, [], [("kn", "k06", "24 שעות")]),
    q("he", "אתם אוספים מהבית?", KNOW, [], [("kn", "k07", "30")]),
    q("he", "מה קורה אם לקוח לא אוסף את הבגד", KNOW, [], [("kn", "k08", "90 יום")]),
    q("he", "מה אם הבגד נהרס אצלכם", KNOW, [], [("kn", "k09", "פי 10")]),
    q("he", "כמה עולה לנקות שטיח", KNOW, [], [("kn", "k10", "25")]),
    q("he", "אפשר לשלם בביט?", KNOW, [], [("kn", "k11", "ביט")]),
    q("en", "what are your hours on Friday", KNOW, [], [("kn", "k01", "13:00")]),
    q("en", "how much to hem a pair of pants", KNOW, [], [("kn", "k03", "40")]),
    q("en", "do you clean leather jackets", KNOW, [], [("kn", "k12", "180")]),
    q("en", "what happens if you lose a customer's coat", KNOW, [], [("kn", "k09", "פי 10")]),
    q("en", "do you offer pickup and delivery", KNOW, [], [("kn", "k07", "30")]),
    q("en", "how much do you charge for curtains", KNOW, [], [("kn", "k10", "35")]),
    q("en", "can I get same day service", KNOW, [], [("kn", "k06", "24")]),
    q("en", "how long do you keep clothes nobody collected", KNOW, [], [("kn", "k08", "90")]),
    # greetings, help, out of domain holding customers' names
    q("he", "היי בוקר טוב", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("he", "תזכיר לי להתקשר למיכל אברג'ל מחר", UNK),
    q("he", "תשלח לאביטל בן שושן הודעה שהשמלה מחכה", UNK),
    q("he", "מי ניצח במשחק אתמול", UNK),
    q("en", "hi there", GREET),
    q("en", "what can you help me with", HELP),
    q("en", "remind Rachel Stern to pick up her coat", UNK),
    q("en", "what's the euro exchange rate today", UNK),
]  # fmt: skip

S22_FRESH: list[list[Row]] = [
    [  # a new customer, her invoice and her wedding dress
        q("he", "כמה חייבת הילה שמעוני", BAL, [("name", "הילה שמעוני")], [("bal", "c17")]),
        q("he", "השמלת כלה של הילה התקבלה?", REP, [("name", "הילה")], [("rep", "r24")]),
        q("en", "who is HD-5145 for", LOOK, [("inv", "HD-5145")], [("name", "c17"), ("about", "i22")]),
    ],
    [  # an existing customer's new alteration and invoice
        q("he", "כמה חייב עכשיו אריאל כץ", BAL, [("name", "אריאל כץ")], [("bal", "c06")]),
        q("he", "מכנסי החליפה של כץ מוכנים?", REP, [("name", "כץ")], [("rep", "r25")]),
        q("he", "כמה נשאר על 8874", INV, [("inv", "8874")], [("ileft", "i23")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "כמה חייב יוני אשכנזי", BAL, [("name", "יוני אשכנזי")], [("bal", "c18")]),
        q(
            "en", "Yoni Ashkenazi's Diesel coat - status?", REP, [("name", "Yoni Ashkenazi")],
            [("rep", "r26")],
        ),
        q("he", "כמה שולם על 2026/155", INV, [("inv", "2026/155")], [("ipaid", "i24")]),
    ],
]  # fmt: skip
BATCHES = {"s22": S22}
FRESH = {"s22f": S22_FRESH}

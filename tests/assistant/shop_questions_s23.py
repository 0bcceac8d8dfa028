"""Batch s23: questions about a fifteenth business, הדברת אלון (Alon Pest Control: a licensed pest-control
company in Hadera, ``shops/alon.json``), and ``s23f``: questions asked the moment the records they are about
were made through the API (the fixtures' ``added_later`` steps).

Written by session 23's helper `chat23` on 2026-12-03 (about 05:30 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
two thirds Hebrew, as a pest-control office's staff type: a job asked by its pest (הג'וקים, העכברים, הצרעות,
roaches, rats) or by the treatment (הריסוס, ההדברה, האיטום) rather than the stored item's words; a building
committee named by its street and number, said shorter (ועד הנשיא 14); a business by part of its name
(לחם הארץ, ים התכלת, ברקוביץ, "Berkovich farm"); a kindergarten whose name is an insect's (גן פרפר) in a
business where insects are the trade; a family stored as such (משפחת גבאי) asked by its surname; surnames
that are Hebrew words (אלמוג, עזרא, רחמים); a surname in the wrong order (דהן אבי); a geresh or a hyphen
dropped (זורבין, אבו ריא); a hard surname misspelt (שטיינץ); a doctor by title and surname; Latin-stored
customers in Hebrew letters and Hebrew-stored ones in Latin; zero-padded invoice numbers written with
and without their zeros; knowledge in both languages against Hebrew-only items (roaches / ג'וקים, pigeons
/ יונים, exterminators licensed / רישיון מדביר, reschedule / דחייה), some saying "technician" or "repair";
follow-ups by pronoun or a bare noun; "all jobs / all items for <name>"; errands holding a customer's name.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S23: list[Row] = [  # one row a line, as eval_set.py
    # balances: word order, a committee by street and number, parts of a business's name, words as names
    q("he", "כמה אבי דהן חייב", BAL, [("name", "אבי דהן")], [("bal", "c01")]),
    q("he", "מה היתרה של דהן אבי", BAL, [("name", "דהן אבי")], [("bal", "c01")]),
    q("he", "יתרה של ועד הנשיא 14", BAL, [("name", "ועד הנשיא 14")], [("bal", "c02")]),
    q("he", "כמה חייבת מאפיית לחם הארץ", BAL, [("name", "מאפיית לחם הארץ")], [("bal", "c03")]),
    q("he", "לדניאל פרידמן יש חוב", BAL, [("name", "דניאל פרידמן")], [("bal", "c04")]),
    q("he", "סעיד אבו ריא כמה נשאר לו לשלם", BAL, [("name", "סעיד אבו ריא")], [("bal", "c05")]),
    q("he", "כמה חייב יבגני זורבין", BAL, [("name", "יבגני זורבין")], [("bal", "c06")]),
    q("he", "גן פרפר שילמו כבר?", BAL, [("name", "גן פרפר")], [("bal", "c07")]),
    q("he", "מה מצב החשבון של משק ברקוביץ", BAL, [("name", "משק ברקוביץ")], [("bal", "c08")]),
    q("he", "כמה חייבת שירן אלמוג", BAL, [("name", "שירן אלמוג")], [("bal", "c09")]),
    q("he", "יתרה מלון ים התכלת", BAL, [("name", "מלון ים התכלת")], [("bal", "c10")]),
    q("he", "ים התכלת חייבים לנו משהו?", BAL, [("name", "ים התכלת")], [("bal", "c10")]),
    q("he", "כמה רחמים עזרא חייב", BAL, [("name", "רחמים עזרא")], [("bal", "c12")]),
    q("he", "גבאי כמה חייבים", BAL, [("name", "גבאי")], [("bal", "c13")]),
    q("he", "מה החוב של תמר שטיינץ", BAL, [("name", "תמר שטיינץ")], [("bal", "c14")]),
    q("he", "כמה חייב ד\"ר פלדמן", BAL, [("name", "פלדמן")], [("bal", "c15")]),
    q("he", "0507712458 יתרה", BAL, [("phone", "0507712458")], [("bal", "c08")]),
    q("he", "אורנה דהן חייבת משהו?", BAL, [("name", "אורנה דהן")], [("bal", "c16")]),
    q("en", "how much does Avi Dahan owe", BAL, [("name", "Avi Dahan")], [("bal", "c01")]),
    q("en", "balance for Daniel Friedman", BAL, [("name", "Daniel Friedman")], [("bal", "c04")]),
    q("en", "does the Berkovich farm owe us anything", BAL, [("name", "Berkovich")], [("bal", "c08")]),
    q("en", "Evgeny Zhurbin balance", BAL, [("name", "Evgeny Zhurbin")], [("bal", "c06")]),
    q("en", "what does Noam Harel owe", BAL, [("name", "Noam Harel")], [("bal", "c11")]),
    q(
        "en", "outstanding balance for hotel Yam Hatchelet", BAL, [("name", "Yam Hatchelet")],
        [("bal", "c10")],
    ),
    q("en", "how much is Tamar Steinitz owing", BAL, [("name", "Tamar Steinitz")], [("bal", "c14")]),
    # jobs: by the pest or the treatment, follow-ups, every job of a customer
    q("he", "הריסוס של אבי דהן בוצע?", REP, [("name", "אבי דהן")], [("rep", "r01")]),
    q("he", "ומה עם העכברים?", REP, [], [("rep", "r02")], True),
    q("he", "מה עם הריסוס של ועד בית הנשיא 14", REP, [("name", "ועד בית הנשיא 14")], [("rep", "r03")]),
    q("he", "והרשת יונים שלהם?", REP, [], [("rep", "r04")], True),
    q("he", "הביקור החודשי של לחם הארץ", REP, [("name", "לחם הארץ")], [("rep", "r05")]),
    q("he", "מה המצב עם האיטום במחסן קמח של לחם הארץ", REP, [("name", "לחם הארץ")], [("rep", "r06")]),
    q("he", "הטרמיטים של סעיד", REP, [("name", "סעיד")], [("rep", "r09")]),
    q("he", "יבגני ז'ורבין הפשפשים טופלו?", REP, [("name", "יבגני ז'ורבין")], [("rep", "r10")]),
    q("he", "הנמלים בגן פרפר גמרו?", REP, [("name", "גן פרפר")], [("rep", "r11")]),
    q("he", "והיתושים?", REP, [], [("rep", "r12")], True),
    q("he", "הזבובים ברפת של ברקוביץ", REP, [("name", "ברקוביץ")], [("rep", "r13")]),
    q("he", "החולדות אצל משק ברקוביץ מה קורה", REP, [("name", "משק ברקוביץ")], [("rep", "r14")]),
    q("he", "הנחש של שירן אלמוג", REP, [("name", "שירן אלמוג")], [("rep", "r15")]),
    q("he", "פשפשים במלון ים התכלת איפה זה עומד", REP, [("name", "מלון ים התכלת")], [("rep", "r16")]),
    q("he", "והמטבח שלהם מוכן?", REP, [], [("rep", "r17")], True),
    q("he", "הצרעות אצל רחמים עזרא", REP, [("name", "רחמים עזרא")], [("rep", "r19")]),
    q("he", "הג'וקים של משפחת גבאי", REP, [("name", "משפחת גבאי")], [("rep", "r20")]),
    q("he", "והמשקוף?", REP, [], [("rep", "r21")], True),
    q("he", "הרשת של תמר שטייניץ הותקנה?", REP, [("name", "תמר שטייניץ")], [("rep", "r22")]),
    q("he", "המלכודות במרפאה של ד\"ר פלדמן", REP, [("name", "פלדמן")], [("rep", "r23")]),
    q("he", "כל העבודות של משק ברקוביץ", REP, [("name", "משק ברקוביץ")], [("repc", "c08")]),
    q("he", "054-2290613 מה עם הנחש", REP, [("phone", "054-2290613")], [("rep", "r15")]),
    q(
        "he", "מה הסטטוס של הטיפול בטרמיטים של סעיד אבו-ריא", REP, [("name", "סעיד אבו-ריא")],
        [("rep", "r09")],
    ),
    q("he", "אורנה דהן הריסוס במשרד", REP, [("name", "אורנה דהן")], [("rep", "r24")]),
    q("en", "status of Daniel Friedman's termite job", REP, [("name", "Daniel Friedman")], [("rep", "r07")]),
    q("en", "and the wasp nest?", REP, [], [("rep", "r08")], True),
    q("en", "is the roach spraying at Avi Dahan done", REP, [("name", "Avi Dahan")], [("rep", "r01")]),
    q("en", "did Noam Harel cancel the ant treatment", REP, [("name", "Noam Harel")], [("rep", "r18")]),
    q(
        "en", "what's happening with the rats at Berkovich farm", REP, [("name", "Berkovich")],
        [("rep", "r14")],
    ),
    q("en", "Evgeny's bed bugs - when is the next visit", REP, [("name", "Evgeny")], [("rep", "r10")]),
    q("en", "all jobs for Yam Hatchelet hotel", REP, [("name", "Yam Hatchelet")], [("repc", "c10")]),
    q(
        "en", "is the pigeon net for Tamar Steinitz up yet", REP, [("name", "Tamar Steinitz")],
        [("rep", "r22")],
    ),
    q("en", "all items for Shiran Almog", REP, [("name", "Shiran Almog")], [("repc", "c09")]),
    q(
        "en", "has the technician been to the Gabay family for the cockroaches", REP, [("name", "Gabay")],
        [("rep", "r20")],
    ),
    # invoices by number: a prefix in another case or spaced, zeros kept or dropped; amounts; counts
    q("he", "חשבונית AL-2240 שולמה?", INV, [("inv", "AL-2240")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על 7310", INV, [("inv", "7310")], [("ileft", "i03")]),
    q("he", "al2218 שולמה", INV, [("inv", "AL-2218", "al2218")], [("ist", "i04")]),
    q("he", "00412 כמה נשאר", INV, [("inv", "00412")], [("ileft", "i07")]),
    q("he", "מה מצב חשבונית 412", INV, [("inv", "00412", "412")], [("ist", "i07")]),
    q("he", "חשבונית מס' 7334 פתוחה?", INV, [("inv", "7334")], [("ist", "i09")]),
    q("he", "כמה שילמו על 00418", INV, [("inv", "00418")], [("ipaid", "i10")]),
    q("he", "AL 2233 בוטלה?", INV, [("inv", "AL-2233", "AL 2233")], [("ist", "i17")]),
    q("he", "00421 נשלחה כבר?", INV, [("inv", "00421")], [("ist", "i16")]),
    q("he", "7341 של מי", LOOK, [("inv", "7341")], [("name", "c08"), ("about", "i12")]),
    q("he", "וכמה נשאר עליה", INV, [], [("ileft", "i12")], True),
    q(
        "he", "החשבוניות הפתוחות של המאפייה לחם הארץ", INV, [("name", "לחם הארץ")],
        [("ilist", "c03", "open")],
    ),
    q("he", "החשבונית של תמר שטייניץ באיחור?", INV, [("name", "תמר שטייניץ")], [("ist", "i20")]),
    q("he", "כמה נשאר לשלם בחשבונית של ים התכלת", INV, [("name", "ים התכלת")], [("ileft", "i15")]),
    q("he", "7345 פתוחה", INV, [("inv", "7345")], [("ist", "i21")]),
    q("he", "כמה חשבוניות פתוחות יש לגן פרפר", INV, [("name", "גן פרפר")], [("ilist", "c07", "open")]),
    q("en", "is invoice AL-2201 paid", INV, [("inv", "AL-2201")], [("ist", "i01")]),
    q("en", "how much is left on 7305", INV, [("inv", "7305")], [("ileft", "i06")]),
    q("en", "status of invoice no. 00426", INV, [("inv", "00426")], [("ist", "i19")]),
    q("en", "how much was paid on 7328", INV, [("inv", "7328")], [("ipaid", "i15")]),
    q("en", "who is invoice 7339 for", LOOK, [("inv", "7339")], [("name", "c12"), ("about", "i18")]),
    q("en", "and is it paid?", INV, [], [("ist", "i18")], True),
    q("en", "open invoices for Avi Dahan", INV, [("name", "Avi Dahan")], [("ilist", "c01", "open")]),
    q(
        "en", "how many open invoices does the hotel Yam Hatchelet have", INV, [("name", "Yam Hatchelet")],
        [("ilist", "c10", "open")],
    ),
    # lookups
    q("he", "מה הטלפון של שירן אלמוג", LOOK, [("name", "שירן אלמוג")], [("phone", "c09")]),
    q("he", "תן לי את המייל של גן פרפר", LOOK, [("name", "גן פרפר")], [("email", "c07")]),
    q("he", "ח.פ של מאפיית לחם הארץ", LOOK, [("name", "מאפיית לחם הארץ")], [("tax", "c03")]),
    q("he", "איפה גר סעיד אבו ריא", LOOK, [("name", "סעיד אבו ריא")], [("addr", "c05", "באקה אל-גרביה")]),
    q("he", "של מי הטלפון 058-6601392", LOOK, [("phone", "058-6601392")], [("name", "c13")]),
    q("he", "כתובת של משק ברקוביץ", LOOK, [("name", "משק ברקוביץ")], [("addr", "c08", "גבעת חיים")]),
    q("he", "מספר עוסק של ד\"ר חיים פלדמן", LOOK, [("name", "חיים פלדמן")], [("tax", "c15")]),
    q("he", "טלפון של מלון ים התכלת", LOOK, [("name", "מלון ים התכלת")], [("phone", "c10")]),
    q("en", "what's Tamar Steinitz's email", LOOK, [("name", "Tamar Steinitz")], [("email", "c14")]),
    q("en", "phone number for Rachamim Ezra", LOOK, [("name", "Rachamim Ezra")], [("phone", "c12")]),
    q(
        "en", "where is Daniel Friedman's place", LOOK, [("name", "Daniel Friedman")],
        [("addr", "c04", "Caesarea")],
    ),
    q("en", "and how much does he owe?", BAL, [], [("bal", "c04")], True),
    q("en", "whose number is 050-4418736", LOOK, [("phone", "050-4418736")], [("name", "c05")]),
    # knowledge: Hebrew items, asked in both languages, some saying technician or repair
    q("he", "עד מתי אתם פתוחים ביום שישי", KNOW, [], [("kn", "k01", "12:00")]),
    q("he", "כמה עולה ריסוס לג'וקים בדירה", KNOW, [], [("kn", "k02", "350")]),
    q("he", "יש אחריות על ריסוס תיקנים?", KNOW, [], [("kn", "k02", "3 חודשים")]),
    q("he", "כמה עולה טיפול בטרמיטים בפרגולה", KNOW, [], [("kn", "k03", "1,200")]),
    q("he", "אחרי כמה זמן הילדים יכולים לחזור הביתה אחרי ריסוס", KNOW, [], [("kn", "k04", "4 שעות")]),
    q("he", "מה צריך להכין לפני שהמדביר מגיע", KNOW, [], [("kn", "k05", "ארונות המטבח")]),
    q("he", "אפשר לשטוף רצפה אחרי ריסוס?", KNOW, [], [("kn", "k05", "3 ימים")]),
    q("he", "הג'וקים חזרו אחרי חודש צריך לשלם על עוד ביקור?", KNOW, [], [("kn", "k06", "ללא תשלום")]),
    q("he", "כמה עולה ללכוד עכברים", KNOW, [], [("kn", "k07", "480")]),
    q("he", "כמה עולה רשת ליונים", KNOW, [], [("kn", "k08", "90")]),
    q("he", "יש נחש בחצר תוך כמה זמן אתם מגיעים", KNOW, [], [("kn", "k09", "שעתיים")]),
    q("he", "יש לכם רשיון מהמשרד להגנת הסביבה?", KNOW, [], [("kn", "k10", "רישיון מדביר")]),
    q("he", "כמה עולה לבטל ביקור", KNOW, [], [("kn", "k11", "150")]),
    q("he", "אפשר לשלם בהעברה בנקאית", KNOW, [], [("kn", "k12", "העברה בנקאית")]),
    q("he", "כמה עולה טיפול בפשפש המיטה", KNOW, [], [("kn", "k13", "900")]),
    q("he", "הטכנאי צריך לבוא פעמיים לפשפשים?", KNOW, [], [("kn", "k13", "שני ביקורים")]),
    q("en", "what time do you close on friday", KNOW, [], [("kn", "k01", "12:00")]),
    q("en", "how much for cockroach spraying in an apartment", KNOW, [], [("kn", "k02", "350")]),
    q("en", "is it safe for my dog after you spray", KNOW, [], [("kn", "k04", "4 שעות")]),
    q("en", "do you get rid of pigeons", KNOW, [], [("kn", "k08", "90")]),
    q(
        "en", "what if the roaches come back - does the technician come again for free", KNOW, [],
        [("kn", "k06", "5 ימי עבודה")],
    ),
    q("en", "how much to remove a wasp nest", KNOW, [], [("kn", "k09", "300")]),
    q("en", "are your exterminators licensed", KNOW, [], [("kn", "k10", "רישיון")]),
    q("en", "can I reschedule a visit without paying", KNOW, [], [("kn", "k11", "24 שעות")]),
    q("en", "do you repair holes in the walls after catching mice", KNOW, [], [("kn", "k07", "200")]),
    q("en", "how do I prepare my kitchen before the spraying", KNOW, [], [("kn", "k05", "ארונות המטבח")]),
    q("en", "can customers pay with Bit", KNOW, [], [("kn", "k12", "ביט")]),
    # greetings, help, out of domain holding customers' names or the trade's words
    q("he", "בוקר טוב", GREET),
    q("he", "מה אפשר לשאול אותך", HELP),
    q("he", "תזכיר לי להתקשר לשירן אלמוג מחר בבוקר", UNK),
    q("he", "תכתוב לאבי דהן הודעה שנגיע ביום שלישי", UNK),
    q("he", "מה מזג האוויר בחדרה מחר", UNK),
    q("he", "איך מגדלים פרפרים בבית", UNK),
    q("he", "מה שער הדולר היום", UNK),
    q("en", "hey", GREET),
    q("en", "what can you do", HELP),
    q("en", "text Noam Harel that we're coming tomorrow", UNK),
    q("en", "who won the game last night", UNK),
    q("en", "book a table for two at a restaurant in Caesarea", UNK),
]  # fmt: skip

S23_FRESH: list[list[Row]] = [
    [  # a new customer, her invoice and her spraying
        q("he", "כמה חייב ליאור בן חיים", BAL, [("name", "ליאור בן חיים")], [("bal", "c17")]),
        q("he", "הריסוס של ליאור נקבע?", REP, [("name", "ליאור")], [("rep", "r25")]),
        q("en", "who is AL-2250 for", LOOK, [("inv", "AL-2250")], [("name", "c17"), ("about", "i23")]),
    ],
    [  # an existing customer's new job and invoice
        q("he", "כמה חייבת עכשיו שירן אלמוג", BAL, [("name", "שירן אלמוג")], [("bal", "c09")]),
        q("he", "הנמלים של שירן בגינה", REP, [("name", "שירן")], [("rep", "r26")]),
        q("he", "כמה נשאר על 7350", INV, [("inv", "7350")], [("ileft", "i24")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "כמה חייבת רות וינברג", BAL, [("name", "רות וינברג")], [("bal", "c18")]),
        q(
            "en", "Ruth Weinberg's bed bug treatment - status?", REP, [("name", "Ruth Weinberg")],
            [("rep", "r27")],
        ),
        q("he", "כמה שולם על 00433", INV, [("inv", "00433")], [("ipaid", "i25")]),
    ],
]  # fmt: skip
BATCHES = {"s23": S23}
FRESH = {"s23f": S23_FRESH}

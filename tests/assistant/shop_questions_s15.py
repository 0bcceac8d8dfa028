"""Batch s15: questions about a seventh business, הד-לאב (Hed Lab: a camera, audio and musical instrument
repair lab in Jerusalem, ``shops/hedlab.json``).

Written by session 15's helper `chat15` on 2026-12-01 (about 22:20 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. Mostly
Hebrew, aimed at what issue 15 still leaves for Hebrew: a customer stored in English asked by a Hebrew
spelling of the name ("בלו נוט", "מיכאל גולדשטיין", "סטודיו לומייר") and a Hebrew one asked in English
("Kol Yerushalayim", "Harmonia"); a long name called by its distinctive word ("קול ירושלים", "הקונסרבטוריון",
"הרמוניה", "המקהלה הקאמרית"); brands and models typed in Hebrew letters or in Latin inside Hebrew ("הקנון",
"האיימק", "הניקון", "הגו פרו", "ה-DJI"); knowledge asked through another form of the item's words (a verb
against its noun, a prefix glued on: "לא אוסף" / נאסף, "לנקות" / ניקוי, "לשלוח" / משלוח, "לשכור" / השכרה,
"לחנות" / חניה); and ``S15_FRESH``: records created through the API one step at a time (``added_later``),
each step's questions asked the moment its records exist.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S15: list[Row] = [  # one row a line, as eval_set.py
    # balances: long names, names across scripts
    q("he", "כמה נועה ברגמן חייבת לנו", BAL, [("name", "נועה ברגמן")], [("bal", "c01")]),
    q("he", "אליהו מימון שילם?", BAL, [("name", "אליהו מימון")], [("bal", "c02")]),
    q("he", "מה היתרה של קול ירושלים", BAL, [("name", "קול ירושלים")], [("bal", "c03")]),
    q("he", "כמה חייבים לנו בבלו נוט", BAL, [("name", "בלו נוט")], [("bal", "c04")]),
    q("en", "how much does Kol Yerushalayim owe", BAL, [("name", "Kol Yerushalayim")], [("bal", "c03")]),
    q("he", "כמה הקונסרבטוריון חייב", BAL, [("name", "הקונסרבטוריון")], [("bal", "c07")]),
    q("he", "מה מצב החשבון של מיכאל גולדשטיין", BAL, [("name", "מיכאל גולדשטיין")], [("bal", "c08")]),
    q("he", "גולדשטיין סגר את החוב?", BAL, [("name", "גולדשטיין")], [("bal", "c08")]),
    q("he", "כמה טננבאום חייבת", BAL, [("name", "טננבאום")], [("bal", "c09")]),
    q("he", "יונתן בן שושן חייב משהו?", BAL, [("name", "יונתן בן שושן")], [("bal", "c10")]),
    q("he", "כמה חייב בית הספר הרמוניה", BAL, [("name", "בית הספר הרמוניה")], [("bal", "c11")]),
    q("en", "did Harmonia pay", BAL, [("name", "Harmonia")], [("bal", "c11")]),
    q("he", "שרה קליין חייבת לנו כסף?", BAL, [("name", "שרה קליין")], [("bal", "c13")]),
    q("he", "כמה נשאר לתזמורת הג'אז לשלם", BAL, [("name", "תזמורת הג'אז")], [("bal", "c15")]),
    q("he", "כמה חייב סטודיו לומייר", BAL, [("name", "סטודיו לומייר")], [("bal", "c17")]),
    # no balance yet: the fact resolver would count step 1's invoice, made after this question is asked
    q("he", "אבישי קורן חייב משהו?", BAL, [("name", "אבישי קורן")], [("about", "c16")]),
    q("he", "052-6617340 כמה חייבת", BAL, [("phone", "052-6617340")], [("bal", "c12")]),
    q("he", "דוד אברבנאל אומר ששילם 390, יש לו עוד חוב?", BAL, [("name", "דוד אברבנאל")], [("bal", "c05")]),
    # repairs: brands in Hebrew letters, Latin inside Hebrew, items across languages
    q("he", "מה עם הקנון של נועה ברגמן", REP, [("name", "נועה ברגמן")], [("rep", "r01")]),
    q("he", "העדשה של נועה כבר הגיעה?", REP, [("name", "נועה")], [("rep", "r02")]),
    q("he", "המגבר של אליהו מימון", REP, [("name", "אליהו מימון")], [("rep", "r03")]),
    q("he", "מה קורה עם המיקסר של קול ירושלים", REP, [("name", "קול ירושלים")], [("rep", "r04")]),
    q("he", "המיקרופון של האולפן", REP, [("name", "אולפן")], [("rep", "r05")]),
    q("he", "הסינתיסייזר של בלו נוט מוכן?", REP, [("name", "בלו נוט")], [("rep", "r06")]),
    q("en", "Blue Note's Juno status", REP, [("name", "Blue Note")], [("rep", "r06")]),
    q("he", "הגיטרה של אברבנאל", REP, [("name", "אברבנאל")], [("rep", "r07")]),
    q("he", "מה עם המצלמה של שירה אברבנאל", REP, [("name", "שירה אברבנאל")], [("rep", "r08")]),
    q("he", "המצלמה של אברבנאל", REP, [("name", "אברבנאל")], [("rep", "r08")]),
    q("he", "הפסנתר של הקונסרבטוריון", REP, [("name", "הקונסרבטוריון")], [("rep", "r09")]),
    q("he", "והרמקול שלהם?", REP, [], [("rep", "r10")], True),
    q("he", "מה עם האיימק של מיכאל גולדשטיין", REP, [("name", "מיכאל גולדשטיין")], [("rep", "r11")]),
    q("he", "המחשב של גולדשטיין מוכן?", REP, [("name", "גולדשטיין")], [("rep", "r11")]),
    q("he", "הכינור של רחל טננבאום", REP, [("name", "רחל טננבאום")], [("rep", "r12")]),
    q("he", "הרחפן של יונתן בן שושן", REP, [("name", "יונתן בן שושן")], [("rep", "r13")]),
    q("he", "מה עם ה-DJI של בן שושן", REP, [("name", "בן שושן")], [("rep", "r13")]),
    q("he", "התופים של הרמוניה", REP, [("name", "הרמוניה")], [("rep", "r14")]),
    q("he", "כל התיקונים של בית הספר למוזיקה הרמוניה", REP, [("name", "בית הספר למוזיקה הרמוניה")], [("repc", "c11")]),
    q("he", "הגו פרו של מאיה שגיא", REP, [("name", "מאיה שגיא")], [("rep", "r16")]),
    q("en", "is Sarah Klein's Bose speaker ready", REP, [("name", "Sarah Klein")], [("rep", "r17")]),
    q("he", "הרמקול של שרה קליין", REP, [("name", "שרה קליין")], [("rep", "r17")]),
    q("he", "הפטיפון של עמרי חזן, הגיע החלק?", REP, [("name", "עמרי חזן")], [("rep", "r18")]),
    q("he", "הסקסופון של תזמורת הג'אז", REP, [("name", "תזמורת הג'אז")], [("rep", "r19")]),
    q("he", "האוזניות של אבישי קורן", REP, [("name", "אבישי קורן")], [("rep", "r20")]),
    q("he", "הפלאש של לומייר", REP, [("name", "לומייר")], [("rep", "r21")]),
    q("he", "מה עם הניקון של סטודיו לומייר", REP, [("name", "סטודיו לומייר")], [("rep", "r22")]),
    q("en", "Studio Lumiere Nikon status", REP, [("name", "Studio Lumiere")], [("rep", "r22")]),
    q("he", "המקלדת של הילה אוחיון", REP, [("name", "הילה אוחיון")], [("rep", "r23")]),
    # invoices
    q("he", "HD-3142 שולמה?", INV, [("inv", "HD-3142")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על 5402", INV, [("inv", "5402")], [("ileft", "i03")]),
    q("he", "חשבונית 2026/233 של קול ירושלים, כמה שולם", INV, [("inv", "2026/233")], [("ipaid", "i05")]),
    q("he", "מה הסטטוס של HD-3115", INV, [("inv", "HD-3115")], [("ist", "i06")]),
    q("he", "החשבוניות הפתוחות של הרמוניה", INV, [("name", "הרמוניה")], [("ilist", "c11", "open")]),
    q("he", "5433 באיחור?", INV, [("inv", "5433")], [("ist", "i09")]),
    q("he", "HD-3137 עוד פתוחה?", INV, [("inv", "HD-3137")], [("ist", "i14")]),
    q("he", "אילו חשבוניות פתוחות יש לסטודיו לומייר", INV, [("name", "סטודיו לומייר")], [("ilist", "c17", "open")]),
    # lookups
    q("he", "מה הטלפון של אליהו מימון", LOOK, [("name", "אליהו מימון")], [("phone", "c02")]),
    q("he", "מה הח.פ של בלו נוט", LOOK, [("name", "בלו נוט")], [("tax", "c04")]),
    q("he", "מה המייל של אולפני קול ירושלים", LOOK, [("name", "אולפני קול ירושלים")], [("email", "c03")]),
    q("he", "מי זה 058-3310987", LOOK, [("phone", "058-3310987")], [("name", "c16")]),
    q("he", "מה הכתובת של הקונסרבטוריון", LOOK, [("name", "הקונסרבטוריון")], [("addr", "c07", "החוצבים")]),
    q("en", "Michael Goldstein phone", LOOK, [("name", "Michael Goldstein")], [("phone", "c08")]),
    q("he", "מי זאת הילה אוחיון", LOOK, [("name", "הילה אוחיון")], [("name", "c18")]),
    q("he", "מה הטלפון של טננבאום", LOOK, [("name", "טננבאום")], [("phone", "c09")]),
    # knowledge through other forms of the items' words
    q("he", "מה קורה אם לקוח לא אוסף מכשיר מוכן", KNOW, [], [("kn", "k03", "30 יום")]),
    q("he", "עד מתי צריך לאסוף מכשיר אחרי שהודיעו שהוא מוכן", KNOW, [], [("kn", "k03", "30 יום")]),
    q("he", "כמה עולה לנקות את החיישן במצלמה", KNOW, [], [("kn", "k05", "250")]),
    q("he", "אתם מנקים חיישנים?", KNOW, [], [("kn", "k05", "250")]),
    q("he", "כמה עולה להחליף מיתרים בגיטרה", KNOW, [], [("kn", "k06", "90")]),
    q("he", "אפשר לשלוח את המצלמה בשליח?", KNOW, [], [("kn", "k07", "80")]),
    q("he", "אתם מחזירים מכשירים בשליח?", KNOW, [], [("kn", "k07", "80")]),
    q("he", "אפשר לפרוס תיקון לתשלומים?", KNOW, [], [("kn", "k08", "4 תשלומים")]),
    q("he", "משלמים כשאוספים את המכשיר?", KNOW, [], [("kn", "k08", "בביט")]),
    q("he", "אפשר לשכור מצלמה בזמן שהמצלמה שלי בתיקון", KNOW, [], [("kn", "k09", "60")]),
    q("he", "אתם משכירים עדשות?", KNOW, [], [("kn", "k09", "60")]),
    q("he", "תוך כמה זמן מגיע חלק שהזמנתם", KNOW, [], [("kn", "k10", "14 ימי עסקים")]),
    q("he", "צריך לשלם מקדמה כשמזמינים חלק?", KNOW, [], [("kn", "k10", "50%")]),
    q("he", "יש איפה לחנות ליד המעבדה?", KNOW, [], [("kn", "k11", "לשעה הראשונה")]),
    q("he", "האחריות מכסה נזק מים אחרי תיקון?", KNOW, [], [("kn", "k04", "6 חודשים")]),
    q("he", "כמה זמן אחריות נותנים על תיקון", KNOW, [], [("kn", "k04", "6 חודשים")]),
    q("he", "אתם פתוחים בשישי?", KNOW, [], [("kn", "k01", "13:00")]),
    q("he", "כמה עולה אבחון של מגבר", KNOW, [], [("kn", "k02", "120")]),
    q("en", "how much to clean a camera sensor", KNOW, [], [("kn", "k05", "250")]),
    q("en", "can I rent a lens while mine is being fixed", KNOW, [], [("kn", "k09", "60")]),
    # greetings, help, out of domain
    q("he", "ערב טוב", GREET),
    q("he", "מה אתה יכול לעשות בשבילי", HELP),
    q("he", "איזו מצלמה הכי טובה למתחילים", UNK),
    q("he", "נועה ביקשה המלצה על מורה לגיטרה", UNK),
]  # fmt: skip

# Asked step by step, each step the moment its records (``added_later[step]`` of the fixtures) exist.
S15_FRESH: list[list[Row]] = [
    [  # a new customer with a Fujifilm camera and an invoice
        q("he", "מה עם הפוג'י של אורן שפיצר", REP, [("name", "אורן שפיצר")], [("rep", "r24")]),
        q("he", "כמה שפיצר חייב", BAL, [("name", "שפיצר")], [("bal", "c19")]),
        q("he", "HD-3160 של מי", LOOK, [("inv", "HD-3160")], [("name", "c19"), ("about", "i24")]),
        q("en", "Oren Spitzer camera status", REP, [("name", "Oren Spitzer")], [("rep", "r24")]),
        q("he", "מה המייל של שפיצר", LOOK, [("name", "שפיצר")], [("email", "c19")]),
    ],
    [  # a first invoice for a customer who had none
        q("he", "כמה אבישי קורן חייב עכשיו", BAL, [("name", "אבישי קורן")], [("bal", "c16")]),
        q("he", "5450 שולמה?", INV, [("inv", "5450")], [("ist", "i25")]),
    ],
    [  # a new association with a long name, two repairs and a part-paid invoice
        q("he", "מה מצב הקלבינובה של המקהלה הקאמרית", REP, [("name", "המקהלה הקאמרית")], [("rep", "r25")]),
        q("he", "ומערכת ההגברה שלהם?", REP, [], [("rep", "r26")], True),
        q("he", "כמה המקהלה חייבת", BAL, [("name", "המקהלה")], [("bal", "c20")]),
        q("he", "כמה שולם על 2026/251", INV, [("inv", "2026/251")], [("ipaid", "i26")]),
        q("he", "מה המספר של המקהלה הקאמרית ירושלים", LOOK, [("name", "המקהלה הקאמרית ירושלים")], [("phone", "c20")]),
    ],
    [  # a new English customer, asked about in Hebrew
        q("he", "המגבר של דניאל רוזנפלד", REP, [("name", "דניאל רוזנפלד")], [("rep", "r27")]),
        q("he", "כמה רוזנפלד חייב", BAL, [("name", "רוזנפלד")], [("bal", "c21")]),
        q("he", "מה הטלפון של דניאל רוזנפלד", LOOK, [("name", "דניאל רוזנפלד")], [("phone", "c21")]),
    ],
    [  # a new repair for a company that had two
        q("he", "מה עם כרטיס הקול של קול ירושלים", REP, [("name", "קול ירושלים")], [("rep", "r28")]),
        q("he", "כל התיקונים של אולפני קול ירושלים", REP, [("name", "אולפני קול ירושלים")], [("repc", "c03")]),
    ],
]  # fmt: skip
BATCHES = {"s15": S15}
FRESH = {"s15f": S15_FRESH}

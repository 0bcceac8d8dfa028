"""A DEVELOPMENT set written by helper ``hebrew40`` (session 40, issue 15) in everyday office Hebrew of
kinds no earlier set had as its main voice: about ``shops/gannoy.json`` (גן-נוי, gardening and irrigation
in Yehud) as business ``gannoy-h`` (batch ``s40h``) and ``shops/hadar.json`` (הדר, a dry cleaner and
tailor in Rehovot) as ``hadar-h`` (batch ``s40i``). Its items may be looked at and the engine tuned on
them; it is NOT held out.

Written before any of its questions was sent to the engine, as office staff type into a chat: orders
("תשלוף לי", "תביא", "תבדוק", "תוציא", "תמצא", "תזכיר לי"); spoken fillers and slang ("אחי", "תגיד",
"סבבה", "יאללה", "נו", "וואלה"); full and defective spellings of names and words (דהאן, מיזרחי,
פרידמאן, סמר for סאמר, השקייה, כסוח); names glued to a prefix (לשירן, מאבי, בקיבוץ, ולאריאל,
וכשליאת, לסמייל); possessives as a suffix (חליפתו, כתובתה) or with של; plural and gender (the family
as האבוטבולים, an institution as "הם"); questions with a negation ("לא שילם עדיין?", "עוד לא
מוכנה?"); follow-ups about the customer in context ("והשטיח שלו?", "וכמה הם כבר שילמו עליה?");
common misspellings (א/ע אודה, ט/ת תטיאנה and ביתון, כ/ח כורי); first names, part of a business's
name, nicknames (נטלי, יוסי, טניה, נתי) and Latin-stored names said in Hebrew letters (רוברט מילר,
סופי מרטין). A name typed other than as stored expects no name entity; its facts say whose record is
meant. A name typed as stored behind a prefix expects the stored name.

First run (main a5153ff with this set, before any change for it), records first: intent 0.99, entities
0.98, answers 0.96 (he 0.96, en 1.00); gannoy-h 0.98 / 0.95 / 0.96, hadar-h 1.00 / 1.00 / 0.96. Missed:
a family called by its surname in the plural ("האבוטבולים"), the family word of a card ("משפחת
אבוטבול") left out of the name reported, a two-word spoken opening ("וואלה שכחתי, ...") read as another
matter, a nickname the table does not hold (טניה for טטיאנה), and a policy asked with an aside after
its question ("... הלקוחה לחוצה": its "לקוחה" met another item's "הלקוח").

After hebrew40's changes (a family's plural in ``morphology.family_surnames``, the family word kept in
``typed_names``, a spoken opening in ``out_of_domain``, a request's verb and a negation in ``explained``,
spoken ת' in ``shorthand``, words spelt by ear in ``heard_spellings``), records first: intent 1.00,
entities 1.00, answers 0.98 (he 0.98, en 1.00); gannoy-h 1.00 / 1.00 / 1.00, hadar-h 1.00 / 1.00 / 0.96.
Left: the nickname טניה (the table holds no Russian short forms) and the policy asked with an aside.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, KNOW, LOOK, REP, Row, en, he, iv, nm, ph


def _kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


GANNOY_HEBREW = [
    he("תשלוף לי את החשבונית הפתוחה של יעל פרידמן", INV, nm("יעל פרידמן"), [("ilist", "c04")]),
    he("תביא לי את הטלפון של אבי מזרחי", LOOK, nm("אבי מזרחי"), [("phone", "c08")]),
    he("תבדוק מה עם המסור של אבי מזרחי, הוא מתקשר כל שעה", REP, nm("אבי מזרחי"), [("rep", "r11")]),
    he("אחי תגיד כמה חייבים לנו בקיבוץ גבעת השלושה", BAL, nm("קיבוץ גבעת השלושה"), [("bal", "c03")]),
    he("סבבה, ומה עם הטרקטורון שלהם?", REP, [], [("rep", "r04")], True),
    he("לשירן דהן יש עוד חוב או שסגרה הכל?", BAL, nm("שירן דהן"), [("bal", "c14")]),
    he("הגוזם של שירן דהאן מוכן? היא שואלת אם לבוא לקחת", REP, [], [("rep", "r19")]),
    he("מה כתובתה של שירן דהן?", LOOK, nm("שירן דהן"), [("addr", "c14", "התאנה")]),
    he("נטלי קוזלוב לא שילמה עדיין?", BAL, [], [("bal", "c12")]),
    he("תמצא לי את המייל של Robert Miller", LOOK, nm("Robert Miller"), [("email", "c05")]),
    he("רוברט מילר חייב משהו?", BAL, [], [("bal", "c05")]),
    he("מה מצב המזרקה בלימונענע?", REP, [], [("rep", "r09")]),
    he("כמה נשאר לשלם בחשבונית 40541?", INV, iv("40541"), [("ileft", "i08")]),
    he("חשבונית 40512 עוד לא שולמה??", INV, iv("40512"), [("ist", "i03")]),
    he("ועד הבית בגפן 8 - כמה הם חייבים?", BAL, [], [("bal", "c02")]),
    he("תן לי כתובת של משפחת אבוטבול", LOOK, nm("משפחת אבוטבול"), [("addr", "c07", "הנשיאים")]),
    he("החרמש של האבוטבולים מוכן?", REP, [], [("rep", "r10")]),
    he(
        "יאללה תבדוק לי אם אופק ניהול נכסים שילמו את 2026/121",
        INV,
        iv("2026/121") + nm("אופק ניהול נכסים"),
        [("ist", "i12")],
    ),
    he("ומה עם הגיזום שהם הזמינו בז'בוטינסקי?", REP, [], [("rep", "r12")], True),
    he("כמה שילם סמר חורי על החשבונית שלו?", INV, [], [("ipaid", "i14")]),
    he("המשאבה של סאמר כורי, הגיעו החלקים?", REP, [], [("rep", "r14")]),
    he("של מי המספר 0523319064 אחי?", LOOK, ph("052-3319064"), [("name", "c10")]),
    he("בית הכנסת לא סגר עדיין את החוב?", BAL, [], [("bal", "c13")]),
    he("תוציא לי את החשבוניות של אוהל משה", INV, [], [("ilist", "c13")]),
    he("המתנס של יהוד כמה נשאר להם לשלם", BAL, [], [("bal", "c15")]),
    he("והדשא הסינטטי במגרש שלהם מתי מוכן?", REP, [], [("rep", "r20")], True),
    he("מה עם הרובוט כסוח של יעל?", REP, [], [("rep", "r06")]),
    he("יעל פרידמאן - מה הכתובת שלה?", LOOK, [], [("addr", "c04", "האלון")]),
    he("כמה בית הספר חייבים לנו?", BAL, [], [("bal", "c01")]),
    he("תגיד, המכסחה של בית ספר הדקל עוד בעבודה?", REP, nm("בית ספר הדקל"), [("rep", "r02")]),
    he("מה עם מחשב ההשקייה של בית הספר?", REP, [], [("rep", "r01")]),
    he("Olive Hill חייבים עוד הרבה?", BAL, [], [("bal", "c11")]),
    he("מה המצב של המכסחה הנוסעת של אוליב היל?", REP, [], [("rep", "r16")]),
    he("שרה לוינסון - יש לה חשבונית פתוחה?", INV, [], [("ilist", "c16")]),
    he("הבקר השקיה של שרה לוינסון, מה איתו?", REP, [], [("rep", "r21")]),
    he("נו, הגיע כבר הכסף מאבי מזרחי?", BAL, nm("אבי מזרחי"), [("bal", "c08")]),
    he("אבי מיזרחי עוד לא שילם על GN-3358?", INV, iv("GN-3358"), [("ist", "i11")]),
    he("ומה הטלפון שלו?", LOOK, [], [("phone", "c08")], True),
    he("וואלה שכחתי, איפה גרה נטליה?", LOOK, [], [("addr", "c12", "ויצמן")]),
    he("המכסחה של נטאליה קוזלוב מוכנה?", REP, [], [("rep", "r17")]),
    he("קפה לימונענע לא שילמו את היתרה עדיין?", BAL, nm("קפה לימונענע"), [("bal", "c06")]),
    he("הקיבוץ שילם את 2026/118 או שעדיין פתוחה?", INV, iv("2026/118"), [("ist", "i04")]),
    he("וכמה הם כבר שילמו עליה?", INV, [], [("ipaid", "i04")], True),
    he("תזכיר לי כמה עולה השחזה של שרשרת", KNOW, [], _kn("k05", "60")),
    he("אחי עד מתי המעבדה פתוחה בשישי?", KNOW, [], _kn("k01", "12:00")),
    he("יש אחריות על מחשב השקייה שהתקנו?", KNOW, [], _kn("k06", "שנה")),
    he("כמה לוקחים על פינוי גזם לטון?", KNOW, [], _kn("k08", "450")),
    he("ועדי בתים משלמים שוטף פלוס כמה?", KNOW, [], _kn("k10", "30")),
]

GANNOY_ENGLISH = [
    en("how much does Robert Miller owe?", BAL, nm("Robert Miller"), [("bal", "c05")]),
    en("pull up Sarah Levinson's open invoices", INV, nm("Sarah Levinson"), [("ilist", "c16")]),
    en("is the hedge trimmer for Robert Miller ready?", REP, nm("Robert Miller"), [("rep", "r07")]),
    en("what's the phone number for Olive Hill Events?", LOOK, nm("Olive Hill Events"), [("phone", "c11")]),
    en("has invoice GN-3366 been paid yet?", INV, iv("GN-3366"), [("ist", "i21")]),
]

HADAR_HEBREW = [
    he("תשלוף לי את היתרה של מיכל אברג'ל", BAL, nm("מיכל אברג'ל"), [("bal", "c01")]),
    he("מיכל אברגל - השמלה שלה מוכנה?", REP, [], [("rep", "r01")]),
    he("ומה עם המעיל שלה?", REP, [], [("rep", "r02")], True),
    he("תבדוק אם יוסי חדד שילם כבר את 8840", INV, iv("8840"), [("ist", "i03")]),
    he("חליפתו של יוסף חדד עוד לא מוכנה?", REP, nm("יוסף חדד"), [("rep", "r03")]),
    he("והשטיח שלו?", REP, [], [("rep", "r04")], True),
    he("אחי כמה גן הדקלים חייבים לנו בסך הכל?", BAL, [], [("bal", "c03")]),
    he("המפות של האולם אירועים מוכנות?", REP, [], [("rep", "r05")]),
    he(
        "תוציא לי את החשבוניות הפתוחות של אולם אירועים גן הדקלים",
        INV,
        nm("אולם אירועים גן הדקלים"),
        [("ilist", "c03")],
    ),
    he("כמה נשאר לשלם על 2026/130?", INV, iv("2026/130"), [("ileft", "i06")]),
    he("רחל שטרן - המעיל ברברי שלה מוכן?", REP, [], [("rep", "r07")]),
    he("תביא לי את המייל של Rachel Stern", LOOK, nm("Rachel Stern"), [("email", "c04")]),
    he("כמה שילמה רחל שטרן על HD-5119?", INV, iv("HD-5119"), [("ipaid", "i07")]),
    he("לדבורה לוין יש חוב?", BAL, nm("דבורה לוין"), [("bal", "c05")]),
    he("המצעים של דבורה כבר נאספו מהבית?", REP, [], [("rep", "r09")]),
    he("תן לי את הנייד שלה", LOOK, [], [("phone", "c05")], True),
    he("החליפות של אריאל כץ מוכנות?", REP, nm("אריאל כץ"), [("rep", "r10")]),
    he("ולאריאל יש עוד חשבונית פתוחה?", INV, [], [("ilist", "c06")], True),
    he("המדים של השף הלבן מוכנים? הטבח שלהם מחכה", REP, [], [("rep", "r12")]),
    he(
        "מסעדת השף הלבן לא שילמו עדיין את 8855?",
        INV,
        iv("8855") + nm("מסעדת השף הלבן"),
        [("ist", "i11")],
    ),
    he("כמה עוד חייבת המסעדה?", BAL, [], [("bal", "c07")], True),
    he("ואסים אודה, הז'קט שלו, מה קורה איתו?", REP, [], [("rep", "r13")]),
    he("איפה גר ואסים עודה?", LOOK, nm("ואסים עודה"), [("addr", "c08", "רמלה")]),
    he("טניה קוזלוב - הפרווה שלה, הגיע משהו מהמעבדה?", REP, [], [("rep", "r14")]),
    he("תטיאנה קוזלוב חייבת כסף?", BAL, [], [("bal", "c09")]),
    he("הקליניקה של סמייל - החלוקים מוכנים?", REP, [], [("rep", "r15")]),
    he("כמה נשאר לסמייל לשלם?", BAL, [], [("bal", "c10")]),
    he("אביטל בן שושן ביטלה את השמלת כלה?", REP, nm("אביטל בן שושן"), [("rep", "r16")]),
    he("מה הטלפון של אביטל בנשושן?", LOOK, [], [("phone", "c11")]),
    he("חליפת החתן של נתי מזרחי מוכנה? החתונה ביום חמישי", REP, [], [("rep", "r17")]),
    he("והטלית שלו?", REP, [], [("rep", "r18")], True),
    he("כמה נתנאל מזרחי חייב בסך הכל", BAL, nm("נתנאל מזרחי"), [("bal", "c12")]),
    he("סופי מרטין - הוילונות לסלון מוכנים?", REP, [], [("rep", "r20")]),
    he("החשבונית של Sophie Martin עדיין באיחור?", INV, nm("Sophie Martin"), [("ist", "i18")]),
    he("המעיל קולומביה של שלמה ביטון, הוחלף הרוכסן?", REP, nm("שלמה ביטון"), [("rep", "r21")]),
    he("שלמה ביתון עוד לא שילם על 8866?", INV, iv("8866"), [("ist", "i19")]),
    he("כמה מזל ביטון חייבת?", BAL, nm("מזל ביטון"), [("bal", "c16")]),
    he("וכשליאת ורד גולן מגיעה, השמלה שלה תהיה מוכנה?", REP, nm("ליאת ורד-גולן"), [("rep", "r22")]),
    he(
        "ליאת ורד-גולן שילמה את HD-5138?",
        INV,
        iv("HD-5138") + nm("ליאת ורד-גולן"),
        [("ist", "i20")],
    ),
    he("תזכיר לי כמה עולה לקצר ג'ינס עם התפר המקורי", KNOW, [], _kn("k03", "60")),
    he("אחי יש אקספרס לפרווה?", KNOW, [], _kn("k06", "אין אקספרס")),
    he("עד איזה שעה פתוחים בשישי?", KNOW, [], _kn("k01", "13:00")),
    he("כמה זמן לוקח ניקוי מעיל עור? הלקוחה לחוצה", KNOW, [], _kn("k12", "10 ימי עבודה")),
    he("אפשר לשלם בביט?", KNOW, [], _kn("k11", "בביט")),
    he("סבבה, ומי זה 054-7021598?", LOOK, ph("054-7021598"), [("name", "c09")]),
]

HADAR_ENGLISH = [
    en("what's Sophie Martin's balance?", BAL, nm("Sophie Martin"), [("bal", "c13")]),
    en("is Rachel Stern's trench coat ready?", REP, nm("Rachel Stern"), [("rep", "r07")]),
    en("how much is still open on invoice HD-5131?", INV, iv("HD-5131"), [("ileft", "i15")]),
    en("give me Ariel Katz's email", LOOK, [], [("email", "c06")]),
    en("do you do home pickup in Ness Ziona and what does it cost?", KNOW, [], _kn("k07", "30")),
]

BATCHES_GANNOY: dict[str, list[Row]] = {"s40h": GANNOY_HEBREW + GANNOY_ENGLISH}
BATCHES_HADAR: dict[str, list[Row]] = {"s40i": HADAR_HEBREW + HADAR_ENGLISH}

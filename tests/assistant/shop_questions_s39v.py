"""A DEVELOPMENT set written by helper ``voice39`` (session 39) in the voices of the held-out writer
bariach, known by their description only: about ``shops/shaar.json`` (שער, electric gates in Modiin) as
business ``shaar-v`` (batch ``s39v``) and ``shops/fixhome.json`` (a plumbing and locksmith service in Petah
Tikva) as ``fixhome-v`` (batch ``s39w``). Its items may be looked at and the engine tuned on them; it is
NOT held out.

Written before any of its questions was sent to the engine, in three voices: (a) messages dictated to a
phone: no punctuation, invoice numbers and phones said as words (digit by digit, or as an amount: "אלפיים
מאתיים תשעים ואחת"), "סימן שאלה" / "question mark" / "נקודה" / "comma" said aloud, a customer's name
written as a similar-sounding word or spelling ("חיים בטון" for ביטון, "Daniel Grin" for Green, "ברוך אל
מליח"); (b) a new immigrant's learner Hebrew (wrong gender, word order) with English and Russian words in
Hebrew letters (באלאנס, אינבויס, ריפייר, סטטוס, שטו, סקולקו, פליז) and non-native English; (c) the owner
asking two things at once or with a condition, whose main question decides. A misheard name's row expects
no name entity (what the engine reports as typed is not the point); its facts say whose record is meant.
An invoice or phone said in words is held as (number as stored, as said).

First run (main a5c2cae, before any change for this set), records first: intent 0.71, entities 0.75,
answers 0.73 (he 0.67, en 0.86); shaar-v 0.69 / 0.75 / 0.74, fixhome-v 0.72 / 0.74 / 0.72. Missed as
classes: every Hebrew number said in words (invoices and phones, 9 rows) and English phones said digit by
digit (2); a double question read by its second part (the last invoice) instead of its first (balance,
4 rows), a conditional one by its condition (2); באלאנס, ריפייר, אינבויסים, פליז not read; "מיכל גרין ברג"
(a name split in two by the dictation) not found. The misheard names of single words (בטון, שפירה, אוחנא,
עזולאי, קץ, ויס, כטיב, Grin, Miler, Kovalsky, Baker, Cats) were already found as sound-alikes.

After voice39's changes (``engine.dictation``, ``hebrew_numbers``, ``hebrew_lettered``, ``main_ask``), records
first: intent 0.94, entities 1.00, answers 0.97 (he 0.96, en 1.00); shaar-v 0.95 / 1.00 / 0.97, fixhome-v
0.93 / 1.00 / 0.97; 23 rows better, 1 worse (s39v-027, "תבדוק אם ... שילמה ואם כן תגיד לי מה עם ...": a
condition inside the message, read by its condition's verb: the learned model retrained with this batch
reads it so; the same engine with the corpus before the batch answers it right). Left: "invoice
... who is the customer" (whose an invoice is, asked without "whose"), "פליז, טלפון של ..." read as the
phone device, "... חייבת ומה עם החשבונית האחרונה" (an "and what about" read as the same ask, the balance's
answer given all the same).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, nm


def _inv(number: str, said: str) -> list[tuple[str, ...]]:
    return [("inv", number, said)]


def _ph(phone: str, said: str) -> list[tuple[str, ...]]:
    return [("phone", phone, said)]


SHAAR_DICTATED = [
    he(
        "חשבונית אפס ארבע אפס חמש שולמה כבר",
        INV,
        _inv("0405", "אפס ארבע אפס חמש"),
        [("ist", "i03")],
    ),
    he(
        "כמה נשאר לשלם על חשבונית אלפיים מאתיים תשעים ואחת",
        INV,
        _inv("2291", "אלפיים מאתיים תשעים ואחת"),
        [("ileft", "i07")],
    ),
    he(
        "של מי הטלפון אפס חמש שתיים שלוש שלוש שמונה אחת תשע אפס שבע",
        LOOK,
        _ph("052-3381907", "אפס חמש שתיים שלוש שלוש שמונה אחת תשע אפס שבע"),
        [("name", "c02")],
    ),
    he("מה המצב של השער של חיים בטון סימן שאלה", REP, [], [("rep", "r12")]),
    he(
        "תבדוק לי מה היתרה של דהן נכסים הם שילמו אלפיים וחמש מאות שקל",
        BAL,
        nm("דהן נכסים"),
        [("bal", "c04")],
    ),
    he(
        "חשבונית אלפיים שלוש מאות ועשר מה הסטטוס שלה",
        INV,
        _inv("2310", "אלפיים שלוש מאות ועשר"),
        [("ist", "i29")],
    ),
    he(
        "מי זה אפס חמש ארבע שלוש שלוש אפס שבע שבע אחת שתיים",
        LOOK,
        _ph("054-3307712", "אפס חמש ארבע שלוש שלוש אפס שבע שבע אחת שתיים"),
        [("name", "c11")],
    ),
    he("כמה חייב יוסי שפירה נקודה", BAL, [], [("bal", "c05")]),
    he("הטלפון של סיגל אוחנא בבקשה", LOOK, [], [("phone", "c08")]),
    he("מה הכתובת של רפי עזולאי סימן שאלה", LOOK, [], [("addr", "c15", "נחל דולב")]),
    he(
        "חשבונית אפס ארבע שתיים שש כמה שילמו עליה",
        INV,
        _inv("0426", "אפס ארבע שתיים שש"),
        [("ipaid", "i14")],
    ),
    he("השלט של רונית לוי מוכן פסיק ומה עם המנוע", REP, nm("רונית לוי"), [("repc", "c01")]),
    he("יש ליעל קץ חוב", BAL, [], [("bal", "c18")]),
    he(
        "מה עם חשבונית אפס שלוש תשע חמש של יעל כץ היא עדיין פתוחה",
        INV,
        _inv("0395", "אפס שלוש תשע חמש") + nm("יעל כץ"),
        [("ist", "i27")],
    ),
]

SHAAR_LEARNER = [
    he("מה באלאנס של משה כהן", BAL, nm("משה כהן"), [("bal", "c02")]),
    he("אינבויס 0415 הוא שולם או לא?", INV, [("inv", "0415")], [("ist", "i13")]),
    he("סקולקו חייבת דורית פרידמן?", BAL, nm("דורית פרידמן"), [("bal", "c16")]),
    he("שטו עם ריפייר של אבי מזרחי?", REP, nm("אבי מזרחי"), [("repc", "c03")]),
    he("פליז תן לי טלפון של אורן שטרן", LOOK, nm("אורן שטרן"), [("phone", "c17")]),
    he("מה סטטוס של הדלת מוסך של יוסי שפירא?", REP, nm("יוסי שפירא"), [("rep", "r08")]),
    he("איפה גרה אתי נחום? צריך אדרס", LOOK, nm("אתי נחום"), [("addr", "c22", "הדרור")]),
    he("עמית גולן הוא חייבת עוד כסף או לא", BAL, nm("עמית גולן"), [("bal", "c12")]),
    he("אני רוצה לדעת אינבויסים פתוחים של מוסך אלון", INV, nm("מוסך אלון"), [("ilist", "c20")]),
    he("מתי יהיה מוכן אינטרקום לגן ילדים פרפר?", REP, nm("גן ילדים פרפר"), [("rep", "r18")]),
]

SHAAR_OWNER = [
    he("משה כהן עדיין חייב ומתי הייתה החשבונית האחרונה שלו", BAL, nm("משה כהן"), [("bal", "c02")]),
    he("אם דורית פרידמן שילמה השער שלה מוכן?", REP, nm("דורית פרידמן"), [("rep", "r20")]),
    he(
        "תבדוק אם סיגל אוחנה שילמה ואם כן תגיד לי מה עם הכרטיס בקר",
        REP,
        nm("סיגל אוחנה"),
        [("rep", "r11")],
    ),
]

SHAAR_ENGLISH = [
    en(
        "invoice zero four three one paid question mark",
        INV,
        _inv("0431", "zero four three one"),
        [("ist", "i02")],
    ),
    en(
        "whose number is oh five three six six two eight four one oh",
        LOOK,
        _ph("053-6628410", "oh five three six six two eight four one oh"),
        [("name", "c07")],
    ),
    en("how much does Daniel Grin still owe", BAL, [], [("bal", "c07")]),
    en("Please what is status of repair for Sarah Miller?", REP, nm("Sarah Miller"), [("rep", "r17")]),
    en(
        "how much left to pay on invoice two two nine one",
        INV,
        _inv("2291", "two two nine one"),
        [("ileft", "i07")],
    ),
    en(
        "does Jamil Khoury still owe anything and when was his last invoice",
        BAL,
        nm("Jamil Khoury"),
        [("bal", "c21")],
    ),
    en("if Daniel Green paid is his garage door ready", REP, nm("Daniel Green"), [("rep", "r10")]),
    en("Sara Miler phone number please", LOOK, [], [("phone", "c13")]),
    en("he is paying already the invoice 0405 or not?", INV, [("inv", "0405")], [("ist", "i03")]),
    en("what is balance of Yossi Shapira please tell", BAL, nm("Yossi Shapira"), [("bal", "c05")]),
    en("Moshe Cohen owes still money? and last invoice when", BAL, nm("Moshe Cohen"), [("bal", "c02")]),
    en(
        "invoice two three one eight who is the customer",
        LOOK,
        _inv("2318", "two three one eight"),
        [("name", "c06")],
    ),
]

FIXHOME_DICTATED = [
    he(
        "כמה נשאר לשלם על חשבונית אלף ארבעים ואחת",
        INV,
        _inv("1041", "אלף ארבעים ואחת"),
        [("ileft", "i03")],
    ),
    he(
        "חשבונית אלף חמישים ושמונה שולמה סימן שאלה",
        INV,
        _inv("1058", "אלף חמישים ושמונה"),
        [("ist", "i04")],
    ),
    he(
        "של מי המספר אפס חמש שלוש שש שש אחת אפס שתיים שמונה ארבע",
        LOOK,
        _ph("053-6610284", "אפס חמש שלוש שש שש אחת אפס שתיים שמונה ארבע"),
        [("name", "c08")],
    ),
    he("מה קורה עם הכספת של ברוך אל מליח", REP, [], [("rep", "r13")]),
    he("כמה חייבת חנה ויס נקודה", BAL, [], [("bal", "c04")]),
    he("מה המצב של המנעול החכם של סמיר כטיב", REP, [], [("rep", "r11")]),
    he("אלון בורגר שילם כבר את כל החוב", BAL, [], [("bal", "c02")]),
    he("מה הטלפון של מיכל גרין ברג", LOOK, [], [("phone", "c12")]),
    he(
        "חשבונית אלף ארבעים ותשע של גיל רוזנטל עדיין פתוחה",
        INV,
        _inv("1049", "אלף ארבעים ותשע") + nm("גיל רוזנטל"),
        [("ist", "i25")],
    ),
]

FIXHOME_LEARNER = [
    he("סקולקו אולגה פטרוב צריכה לשלם?", BAL, nm("אולגה פטרוב"), [("bal", "c21")]),
    he("מה סטטוס של ריפייר של עומר נגר", REP, nm("עומר נגר"), [("rep", "r10")]),
    he("פליז, טלפון של אסף קליין", LOOK, nm("אסף קליין"), [("phone", "c22")]),
    he("שטו עם הבוילר של Daniel Katz?", REP, nm("Daniel Katz"), [("rep", "r26")]),
    he('באלאנס של משרד רו"ח לנדאו כמה?', BAL, [], [("bal", "c17")]),
    he("אינבויס M-525 של אתי מזרחי, כמה היא שילמה?", INV, [("inv", "M-525")], [("ipaid", "i24")]),
    he("איפה הוא גר שמעון אברהם", LOOK, nm("שמעון אברהם"), [("addr", "c25", "חובבי ציון")]),
]

FIXHOME_OWNER = [
    he(
        "אם רותם שפירא שילמה את החוב תגיד לי מה עם הצילינדר שלה",
        REP,
        nm("רותם שפירא"),
        [("rep", "r01")],
    ),
    he("לאה שטרן עדיין חייבת ומה עם החשבונית האחרונה שלה", BAL, nm("לאה שטרן"), [("bal", "c23")]),
]

FIXHOME_ENGLISH = [
    en(
        "how much is left on invoice ten forty one",
        INV,
        _inv("1041", "ten forty one"),
        [("ileft", "i03")],
    ),
    en("is Anna Kovalsky's shower mixer ready question mark", REP, [], [("rep", "r12")]),
    en("Tom Baker garbage disposal what is status", REP, [], [("rep", "r17")]),
    en(
        "whose phone is oh five eight four four seven one oh two two",
        LOOK,
        _ph("058-4471022", "oh five eight four four seven one oh two two"),
        [("name", "c21")],
    ),
    en("Please, Michael Turner is owing us how much?", BAL, nm("Michael Turner"), [("bal", "c03")]),
    en(
        "if Natalie Brooks paid everything can you send me her email",
        LOOK,
        nm("Natalie Brooks"),
        [("email", "c20")],
    ),
    en(
        "does Rachel Adler still owe and when was her last invoice",
        BAL,
        nm("Rachel Adler"),
        [("bal", "c06")],
    ),
    en("what is with the boiler of Daniel Cats comma is it fixed", REP, [], [("rep", "r26")]),
    en("phone of Samir Hatib please", LOOK, [], [("phone", "c09")]),
    en("the safe of Rachel Adler it is open already?", REP, nm("Rachel Adler"), [("rep", "r07")]),
    en(
        "how much Alon Berger paid on the invoice one oh four one",
        INV,
        _inv("1041", "one oh four one"),
        [("ipaid", "i03")],
    ),
]

BATCHES_SHAAR: dict[str, list[Row]] = {"s39v": SHAAR_DICTATED + SHAAR_LEARNER + SHAAR_OWNER + SHAAR_ENGLISH}
BATCHES_FIXHOME: dict[str, list[Row]] = {
    "s39w": FIXHOME_DICTATED + FIXHOME_LEARNER + FIXHOME_OWNER + FIXHOME_ENGLISH
}

"""Batch s17b: more questions about מיזוג הנגב (``shops/negevair.json``), written by helper `chat17` on
2026-12-02 (about 05:25 UTC) after its methods were made and before any of these was sent to the engine, so
their first run is the session's out-of-sample figure. The same kinds as s17 in other words: short surnames
behind prefix letters (ל, ש, מ, ו), a name said with its inner article, price questions whose item holds
other numbers, hifil verbs against their nouns, asking after someone, and (``S17B_FRESH``) a new customer
and a new repair asked about the moment they are made.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, INV, KNOW, LOOK, REP, UNK, Row, q

S17B: list[Row] = [
    q("he", "כמה חייבים לטל", BAL, [("name", "טל")], [("bal", "c02")]),
    q("he", "לחן יש יתרה פתוחה?", BAL, [("name", "חן")], [("about", "c08")]),
    q("he", "ולנוי?", BAL, [("name", "נוי")], [("bal", "c14")], True),
    q("he", "מה המצב של גל עם התשלומים", BAL, [("name", "גל")], [("bal", "c01")]),
    q("he", "כמה חייב לנו הגן השקד", BAL, [("name", "הגן השקד")], [("bal", "c09")]),
    q("he", "היתרה של מרפאת השיניים סמייל", BAL, [("name", "מרפאת השיניים סמייל")], [("bal", "c12")]),
    q("he", "כמה חייבת העמותה", BAL, [("name", "עמותה")], [("bal", "c06")]),
    q("en", "what does Shiran Tal owe", BAL, [("name", "Shiran Tal")], [("bal", "c02")]),
    q("he", "מה עם המזגן של שירן", REP, [("name", "שירן")], [("rep", "r03")]),
    q("he", "הטדיראן של טל הגיע כבר?", REP, [("name", "טל")], [("rep", "r03")]),
    q("he", "משאבת החום של רחמים מוכנה?", REP, [("name", "רחמים")], [("rep", "r11")]),
    q("he", "חדר הקירור של המאפייה", REP, [("name", "מאפייה")], [("rep", "r05")]),
    q("he", "מה קורה עם הדוד שמש של אהרון", REP, [("name", "אהרון")], [("rep", "r02")]),
    q("en", "is Aharon Gal's solar heater ready", REP, [("name", "Aharon Gal")], [("rep", "r02")]),
    q("he", "הווטר היטר של מייקל", REP, [("name", "מייקל")], [("rep", "r08")]),
    q("he", "הדוד של שם-טוב תוקן?", REP, [("name", "שם-טוב")], [("rep", "r16")]),
    q("he", "המזגן של ביליק", REP, [("name", "ביליק")], [("rep", "r18")]),
    q("he", "המזגן בגן השקד", REP, [("name", "גן השקד")], [("rep", "r13")]),
    q("he", "מה עם התרמוסטט של ליאור נוי", REP, [("name", "ליאור נוי")], [("rep", "r19")]),
    q("he", "חשבונית NG-1227 שולמה?", INV, [("inv", "NG-1227")], [("ist", "i17")]),
    q("he", "מה היתרה בחשבונית 2026/150", INV, [("inv", "2026/150")], [("ileft", "i15")]),
    q("he", "4535 באיחור?", INV, [("inv", "4535")], [("ist", "i08")]),
    q("en", "how much is left on invoice 4551", INV, [("inv", "4551")], [("ileft", "i16")]),
    q("he", "הטלפון של גל", LOOK, [("name", "גל")], [("phone", "c01")]),
    q("he", "מה המייל של מרפאת השיניים", LOOK, [("name", "מרפאת השיניים")], [("email", "c12")]),
    q("he", "מי זה 054-7719020", LOOK, [("phone", "054-7719020")], [("name", "c10")]),
    q("he", "כמה עולה לבטל ביקור ביום של הביקור", KNOW, [], [("kn", "k08", "100")]),
    q("he", "מה המחיר של חוזה שירות לעסק", KNOW, [], [("kn", "k10", "1,800")]),
    q("he", "מתקינים מזגן תוך כמה ימים?", KNOW, [], [("kn", "k06", "4 ימי עבודה")]),
    q("he", "כמה עולה להתקין מזגן", KNOW, [], [("kn", "k06", "900")]),
    q("he", "כמה עולה להחליף תרמוסטט בדוד", KNOW, [], [("kn", "k09", "280")]),
    q("he", "הטכנאי מגיע גם בשבת?", KNOW, [], [("kn", "k01", "50%")]),
    q("he", "כמה עולה לאתר דליפת גז", KNOW, [], [("kn", "k05", "300")]),
    q("he", "כל כמה זמן צריך לנקות מזגן", KNOW, [], [("kn", "k04", "פעם בשנה")]),
    q("en", "how much does it cost to install an air conditioner", KNOW, [], [("kn", "k06", "900")]),
    q("en", "can I pay in installments", KNOW, [], [("kn", "k07", "6")]),
    q("he", "שלום", GREET),
    q("he", "מה שלומו של אהרון", UNK),
    q("he", "תמליץ על מזגן שקט לחדר שינה", UNK),
    q("en", "how is Lior doing", UNK),
]  # fmt: skip

S17B_FRESH: list[list[Row]] = [
    [], [],  # steps 0-1 are batch s17's
    [
        q("he", "הדוד של עומר פז", REP, [("name", "עומר פז")], [("rep", "r22")]),
        q("he", "כמה חייבים לפז", BAL, [("name", "פז")], [("bal", "c17")]),
    ],
    [
        q("he", "המזגן החדש של פנינה חן", REP, [("name", "פנינה חן")], [("rep", "r23")]),
        q("he", "כמה חן חייבת עכשיו", BAL, [("name", "חן")], [("bal", "c08")]),
    ],
]  # fmt: skip
BATCHES = {"s17b": S17B}
FRESH = {"s17bf": S17B_FRESH}

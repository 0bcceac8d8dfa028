"""Batch s18b: Hebrew questions about ProParts again (``shops/proparts.json``), written by session 18's
helper `chat18` on 2026-12-02 (about 09:28 UTC) after that session's engine changes and before any of them
was sent to the engine: its first run is the session's out-of-sample figure. Other wordings of the same
kinds as s18: week days by letter and name, phones a family shares with an item, a lookup by invoice number
followed by a pronoun, errands holding a customer's name, construct and plural forms, missing prefixes.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, INV, KNOW, LOOK, REP, UNK, Row, q

S18B: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "סאמר חורי שילם הכל?", BAL, [("name", "סאמר חורי")], [("bal", "c01")]),
    q("he", "כמה עוד חייבת רונית", BAL, [("name", "רונית")], [("bal", "c02")]),
    q("he", "יתרה מכבסת הצפון", BAL, [("name", "מכבסת הצפון")], [("bal", "c03")]),
    q("he", "כמה החוב של מירב שמש", BAL, [("name", "מירב שמש")], [("bal", "c07")]),
    q("he", "לניזאר יש יתרה פתוחה?", BAL, [("name", "ניזאר")], [("bal", "c08")]),
    q("he", "כמה חייבים הצימרים של נוף הגליל", BAL, [("name", "צימרי נוף הגליל")], [("bal", "c09")]),
    q("he", "0524409118 כמה חייבים", BAL, [("phone", "0524409118")], [("names", "c08", "c16")]),
    q("he", "החומוס סגר חשבון?", BAL, [("name", "חומוס")], [("bal", "c15")]),
    # repairs by item
    q("he", "מכונת כביסה של סאמר חורי מוכנה?", REP, [("name", "סאמר חורי")], [("rep", "r01")]),
    q("he", "ומה עם המייבש?", REP, [], [("rep", "r02")], True),
    q("he", "המדיח של מלכה", REP, [("name", "מלכה")], [("rep", "r06")]),
    q("he", "מה עם השואב הרובוטי של עבוד", REP, [("name", "עבוד")], [("rep", "r11")]),
    q("he", "המקרר של מירב הגיע מתיקון?", REP, [("name", "מירב")], [("rep", "r10")]),
    q("he", "054-6671230 השואב אבק מוכן?", REP, [("phone", "054-6671230")], [("rep", "r22")]),
    q("he", "052-4409118 הרובוט תוקן?", REP, [("phone", "052-4409118")], [("rep", "r11")]),
    q("he", "הקיטצ'נאייד של שרית", REP, [("name", "שרית")], [("rep", "r14")]),
    q("he", "מה מצב המקפיא התעשייתי של מעון יום הדקל", REP, [("name", "מעון יום הדקל")], [("rep", "r15")]),
    q("he", "התנור של קוזלוב נמסר?", REP, [("name", "קוזלוב")], [("rep", "r09")]),
    q("he", "מה עם המכונות של המכבסה", REP, [("name", "מכבסה")], [("repc", "c03")]),
    q("he", "המייבש של ברק מוכן לאיסוף?", REP, [("name", "ברק")], [("rep", "r17")]),
    # invoices
    q("he", "חשבונית GL-3299 שולמה?", INV, [("inv", "GL-3299")], [("ist", "i11")]),
    q("he", "כמה נשאר לשלם בחשבונית GL-3305", INV, [("inv", "GL-3305")], [("ileft", "i17")]),
    q("he", "מה עם חשבונית 7750", INV, [("inv", "7750")], [("ist", "i20")]),
    q("he", "7698 של מי", LOOK, [("inv", "7698")], [("name", "c06"), ("about", "i08")]),
    q("he", "והיא שולמה?", INV, [], [("ist", "i08")], True),
    q("he", "כמה שילמו על חשבונית 7741", INV, [("inv", "7741")], [("ipaid", "i10")]),
    # lookups
    q("he", "מה הכתובת של מעון הדקל", LOOK, [("name", "מעון הדקל")], [("addr", "c11", "השקמה")]),
    q("he", "טלפון של אילנה ברק", LOOK, [("name", "אילנה ברק")], [("phone", "c13")]),
    q("he", "מי זה 053-2217640", LOOK, [("phone", "053-2217640")], [("name", "c12")]),
    # knowledge
    q("he", "הטכנאי מגיע לעראבה ביום שלישי?", KNOW, [], [("kn", "k04", "ביום ג'")]),
    q("he", "מתי טכנאי יכול להגיע למשגב", KNOW, [], [("kn", "k04", "ב' ו-ד'")]),
    q("he", "עד איזה שעה אתם ביום ו'", KNOW, [], [("kn", "k01", "13:00")]),
    q("he", "פתוחים בימי שבת?", KNOW, [], [("kn", "k01", "סגור")]),
    q("he", "כמה עולה לבדוק מכשיר במעבדה", KNOW, [], [("kn", "k05", "120")]),
    q("he", "צריך לשלם מקדמה על חלק שמזמינים?", KNOW, [], [("kn", "k06", "50%")]),
    q("he", "אם מכשיר מוכן ולא לקחו אותו, יש תשלום?", KNOW, [], [("kn", "k08", "10 ₪ ליום")]),
    q("he", "כמה עולה הובלה של מקרר למעבדה מסכנין", KNOW, [], [("kn", "k12", "250")]),
    q("he", "משלוח חינם מאיזה סכום", KNOW, [], [("kn", "k10", "400")]),
    # greetings, help, out of domain
    q("he", "היי", GREET),
    q("he", "תשלח הודעה לשרית דגן שתבוא מחר", UNK),
    q("he", "תזמין לי פיצה לצימרים", UNK),
]  # fmt: skip
BATCHES = {"s18b": S18B}
FRESH: dict[str, list[list[Row]]] = {}

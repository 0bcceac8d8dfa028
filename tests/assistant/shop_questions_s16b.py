"""Batch s16b: more questions about תיקוני הכרמל (``shops/carmelfix.json``), written by helper `chat16` on
2026-12-02 (about 02:35 UTC) after its methods were made and before any of these was sent to the engine, so
their first run is the session's out-of-sample figure. The same kinds as s16 in other words: items asked in
the other language than they are stored in, short surnames behind prefix letters, a customer's name word
that resembles a record's word, a short noun's singular against its plural, and (``S16B_FRESH``) two new
customers asked about the moment they are made.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, INV, KNOW, LOOK, REP, UNK, Row, q

S16B: list[Row] = [
    q("he", "כמה חייבת לנו מרים", BAL, [("name", "מרים")], [("bal", "c01")]),
    q("he", "מה עם האומגה של מרים", REP, [("name", "מרים")], [("rep", "r01")]),
    q("he", "מכונת הקפה של חורי מוכנה?", REP, [("name", "חורי")], [("rep", "r03")]),
    q("en", "Samir Khoury coffee machine status", REP, [("name", "Samir Khoury")], [("rep", "r03")]),
    q("he", "כמה חייבים לבס", BAL, [("name", "בס")], [("bal", "c07")]),
    q("he", "השואב אבק של נורית", REP, [("name", "נורית")], [("rep", "r10")]),
    q("he", "מה קורה עם מכונת האוברלוק של הדר", REP, [("name", "הדר")], [("rep", "r05")]),
    q("he", "השעון של רבקה", REP, [("name", "רבקה")], [("rep", "r06")]),
    q("he", "מה עם הפלוטר של הסטודיו", REP, [("name", "סטודיו")], [("rep", "r12")]),
    q("he", "כמה חייב סטודיו האיפה דיזיין", BAL, [("name", "סטודיו האיפה דיזיין")], [("bal", "c09")]),
    q("he", "מכונת התספורת של שושי הגיעה?", REP, [("name", "שושי")], [("rep", "r16")]),
    q("he", "כמה חייבת מספרת שושי", BAL, [("name", "מספרת שושי")], [("bal", "c12")]),
    q("he", "המייבש של מספרת שושי", REP, [("name", "מספרת שושי")], [("rep", "r15")]),
    q("en", "Galina Kozlov bread maker", REP, [("name", "Galina Kozlov")], [("rep", "r17")]),
    q("he", "המיקסר של בקר מוכן?", REP, [("name", "בקר")], [("rep", "r18")]),
    q("he", "מה המייל של בית קפה הגפן", LOOK, [("name", "בית קפה הגפן")], [("email", "c05")]),
    q("he", "מי זה 054-7781290", LOOK, [("phone", "054-7781290")], [("name", "c11")]),
    q("he", "KR-4433 כמה נשאר", INV, [("inv", "KR-4433")], [("ileft", "i10")]),
    q("he", "2026/0735 שולמה?", INV, [("inv", "2026/0735")], [("ist", "i15")]),
    q("he", "כמה עולה שעת טכנאי בחנות", KNOW, [], [("kn", "k10", "160")]),
    q("he", "באיזו שעה אתם נסגרים בשישי", KNOW, [], [("kn", "k01", "13:30")]),
    q("he", "כמה עולה לטפל במכונת תפירה תעשייתית", KNOW, [], [("kn", "k05", "380")]),
    q("he", "יש אחריות על סוללה שהחלפתם?", KNOW, [], [("kn", "k02", "12 חודשים")]),
    q("he", "כמה זמן מחזיקים מוצר שלא נאסף", KNOW, [], [("kn", "k07", "60 יום")]),
    q("he", "מה המחיר של רצועת מתכת", KNOW, [], [("kn", "k04", "180")]),
    q("he", "כמה עולה ניקוי אבנית", KNOW, [], [("kn", "k06", "150")]),
    q("en", "do you replace watch straps", KNOW, [], [("kn", "k04", "120")]),
    q("he", "ערב טוב", GREET),
    q("he", "תמליץ לי על מכונת קפה לבית", UNK),
]  # fmt: skip

S16B_FRESH: list[list[Row]] = [
    [], [], [], [],  # steps 0-3 are batch s16's
    [
        q("he", "המקרן של ברייט סיין", REP, [("name", "ברייט סיין")], [("rep", "r23")]),
        q("he", "כמה חייב ברייט סיין מדיה", BAL, [("name", "ברייט סיין מדיה")], [("bal", "c18")]),
        q("he", "7366 של מי", LOOK, [("inv", "7366")], [("name", "c18"), ("about", "i22")]),
    ],
    [
        q("he", "הקומקום של אורנה גל", REP, [("name", "אורנה גל")], [("rep", "r24")]),
        q("he", "מה הטלפון של אורנה גל", LOOK, [("name", "אורנה גל")], [("phone", "c19")]),
    ],
]  # fmt: skip
BATCHES = {"s16b": S16B}
FRESH = {"s16bf": S16B_FRESH}

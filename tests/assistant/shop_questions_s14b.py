"""Batch s14b: more questions about ביט-פיקס (``shops/bitfix.json``), written by helper `chat14` on
2026-12-01 (about 19:55 UTC) after its last engine change (624da7c) and before any was sent to the engine,
so their first run is the session's out-of-sample figure. The same kinds as s14 in other words: item
words with the article and in the plural, a business called by its head noun, a phone word for a device,
a quoted number or sentence, a first name nobody with that surname has, and (``S14B_FRESH``) two new
customers asked about the moment they are made.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, KNOW, LOOK, REP, Row, q

S14B: list[Row] = [
    q("he", "המדפסת של אורית שמעוני כבר מוכנה?", REP, [("name", "אורית שמעוני")], [("rep", "r02")]),
    q("he", "מה קורה עם השרתים של משרד רו\"ח לוינסון", REP, [("name", "משרד רו\"ח לוינסון")], [("rep", "r06")]),
    q("he", "המחשבים הנייחים של לוינסון", REP, [("name", "לוינסון")], [("rep", "r04"), ("rep", "r05")]),
    q("he", "הישיבה שילמה?", BAL, [("name", "ישיבה")], [("bal", "c09")]),
    q("he", "הראוטר של הישיבה עדיין לא נבדק?", REP, [("name", "ישיבה")], [("rep", "r15")]),
    q("he", "מה עם האייפון של אהרון כהן", REP, [("name", "אהרון כהן")], [("rep", "r23")]),
    q("he", "מה עם הטאבלט של מלכה", REP, [("name", "מלכה")], [("rep", "r08")]),
    q("he", "הכונן של קוגן, שחזרתם כבר?", REP, [("name", "קוגן")], [("rep", "r17")]),
    q("he", "שמואל בר אמר 'שילמתי 1650 במזומן' - כמה הוא עוד חייב", BAL, [("name", "שמואל בר")], [("bal", "c14")]),
    q("he", "הלקוחה אומרת שהתיקון עולה 720, האייפד של רותם אלקיים מוכן?", REP, [("name", "רותם אלקיים")], [("rep", "r18")]),
    q("he", "מי זה יואב חדד", LOOK, [], [("say", "יואב חדד")]),
    q("he", "מי זאת ליאת ברגר-נחום", LOOK, [("name", "ליאת ברגר-נחום")], [("name", "c07")]),
    q("he", "המסכים של ליאת ברגר-נחום", REP, [("name", "ליאת ברגר-נחום")], [("rep", "r11")]),
    q("he", "הפלייסטיישן של חדד מוכן?", REP, [("name", "חדד")], [("rep", "r10")]),
    q("he", "ומה עם החשבוניות שלו", INV, [], [("ilist", "c06", "open")], True),
    q("he", "כמה שילמו על 7333", INV, [("inv", "7333")], [("ipaid", "i23")]),
    q("he", "החשבונית BF-2233 של פנינה עזרא באיחור?", INV, [("inv", "BF-2233")], [("ist", "i25")]),
    q("he", "התיקון של המחשב של תומר נחמיאס", REP, [("name", "תומר נחמיאס")], [("rep", "r24")]),
    q("he", "ומה עם אמא שלו, היא חייבת משהו?", BAL, [], [("bal", "c17")], True),
    q("he", "מה המייל של הסטודיו", LOOK, [("name", "סטודיו")], [("email", "c15")]),
    q("he", "כמה עולה לגבות מידע לפני תיקון", KNOW, [], [("kn", "k04", "200")]),
    q("he", "לקוח שאל \"כמה זמן יש אחריות על התיקון?\"", KNOW, [], [("kn", "k03", "90")]),
    q("en", "is the yeshiva's router fixed", REP, [("name", "yeshiva")], [("rep", "r15")]),
    q("en", "Daniel Cooper says he paid 560 already, what's his balance", BAL, [("name", "Daniel Cooper")], [("bal", "c05")]),
    q("en", "who is Nina Cooper", LOOK, [], [("say", "Nina Cooper")]),
]  # fmt: skip

S14B_FRESH: list[list[Row]] = [
    [], [], [], [], [],  # steps 0-4 are batch s14's
    [
        q("he", "המחשבים של מעון יום ניצנים", REP, [("name", "מעון יום ניצנים")], [("rep", "r32"), ("rep", "r33")]),
        q("he", "כמה המעון חייב לנו", BAL, [("name", "מעון")], [("bal", "c24")]),
        q("he", "7349 של מי", LOOK, [("inv", "7349")], [("name", "c24"), ("about", "i31")]),
    ],
    [
        q("he", "הקינדל של יהודית שטרן", REP, [("name", "יהודית שטרן")], [("rep", "r34")]),
        q("he", "מה הטלפון של יהודית שטרן", LOOK, [("name", "יהודית שטרן")], [("phone", "c25")]),
    ],
]  # fmt: skip
BATCHES = {"s14b": S14B}
FRESH = {"s14bf": S14B_FRESH}

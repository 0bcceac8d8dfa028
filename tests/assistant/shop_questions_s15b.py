"""Batch s15b: more questions about הד-לאב (``shops/hedlab.json``), written by helper `chat15` on 2026-12-01
(about 22:45 UTC) after its methods were drafted and before any of these was sent to the engine, so their
first run is the session's out-of-sample figure. The same kinds as s15 in other words: names across
scripts, a long name called by a word of it (with the article on its construct noun), brands typed in
Hebrew letters, knowledge through other forms of its words, and (``S15B_FRESH``) two new customers asked
about the moment they are made.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, INV, KNOW, LOOK, REP, UNK, Row, q

S15B: list[Row] = [
    q("he", "כמה חייבת לנו שירה אברבנאל", BAL, [("name", "שירה אברבנאל")], [("bal", "c06")]),
    q("he", "המצלמה של שירה כבר חזרה מהיבואן?", REP, [("name", "שירה")], [("rep", "r08")]),
    q("he", "מה עם הסקסופון של התזמורת", REP, [("name", "תזמורת")], [("rep", "r19")]),
    q("he", "כמה התזמורת חייבת", BAL, [("name", "תזמורת")], [("bal", "c15")]),
    q("en", "Blue Note balance", BAL, [("name", "Blue Note")], [("bal", "c04")]),
    q("he", "מה היתרה של בלו נוט מיוזיק", BAL, [("name", "בלו נוט מיוזיק")], [("bal", "c04")]),
    q("he", "מה עם המיקרופון של קול ירושלים", REP, [("name", "קול ירושלים")], [("rep", "r05")]),
    q("he", "לומייר חייבים משהו?", BAL, [("name", "לומייר")], [("bal", "c17")]),
    q("he", "מה הטלפון של סטודיו לומייר", LOOK, [("name", "סטודיו לומייר")], [("phone", "c17")]),
    q("he", "הרחפן של בן שושן מוכן?", REP, [("name", "בן שושן")], [("rep", "r13")]),
    q("he", "העדשה של ברגמן", REP, [("name", "ברגמן")], [("rep", "r02")]),
    q("he", "מה קורה עם הקאנון של נועה", REP, [("name", "נועה")], [("rep", "r01")]),
    q("he", "הפטיפון של חזן", REP, [("name", "חזן")], [("rep", "r18")]),
    q("he", "איפה עומד הכינור של טננבאום", REP, [("name", "טננבאום")], [("rep", "r12")]),
    q("he", "הג'ונו של בלו נוט", REP, [("name", "בלו נוט")], [("rep", "r06")]),
    q("he", "מיכאל גולדשטיין שילם את HD-3128?", INV, [("inv", "HD-3128")], [("ist", "i12")]),
    q("he", "כמה נשאר על 2026/219", INV, [("inv", "2026/219")], [("ileft", "i15")]),
    q("he", "2026/214 כמה שולם", INV, [("inv", "2026/214")], [("ipaid", "i20")]),
    q("he", "מי זה 02-6422200", LOOK, [("phone", "02-6422200")], [("name", "c11")]),
    q("he", "מה הכתובת של בלו נוט", LOOK, [("name", "בלו נוט")], [("addr", "c04", "רוטשילד")]),
    q("he", "כמה זמן שומרים מכשיר שלא אספו", KNOW, [], [("kn", "k03", "90 יום")]),
    q("he", "אם אני שולח מצלמה בשליח כמה זה עולה", KNOW, [], [("kn", "k07", "80")]),
    q("he", "מתי סוגרים ביום שישי", KNOW, [], [("kn", "k01", "13:00")]),
    q("he", "באיזה אמצעי תשלום אפשר לשלם", KNOW, [], [("kn", "k08", "בביט")]),
    q("he", "לוקח הרבה זמן להזמין חלק?", KNOW, [], [("kn", "k10", "14 ימי עסקים")]),
    q("he", "כמה עולה החלפת מיתרים לבס", KNOW, [], [("kn", "k06", "140")]),
    q("en", "good evening", GREET),
    q("he", "תמליץ לי על מיקרופון לפודקאסט", UNK),
]  # fmt: skip

S15B_FRESH: list[list[Row]] = [
    [], [], [], [], [],  # steps 0-4 are batch s15's
    [
        q("he", "המגבר של הדרך הארוכה", REP, [("name", "הדרך הארוכה")], [("rep", "r29")]),
        q("he", "כמה הלהקה חייבת", BAL, [("name", "להקה")], [("bal", "c22")]),
        q("he", "HD-3170 שולמה?", INV, [("inv", "HD-3170")], [("ist", "i28")]),
    ],
    [
        q("he", "מה עם הקנון של נועם פרידמן", REP, [("name", "נועם פרידמן")], [("rep", "r30")]),
        q("he", "מה הטלפון של פרידמן", LOOK, [("name", "פרידמן")], [("phone", "c23")]),
    ],
]  # fmt: skip
BATCHES = {"s15b": S15B}
FRESH = {"s15bf": S15B_FRESH}

"""Batch s18c: Hebrew questions about three businesses already in the devset bench (the air conditioning
service ``shops/negevair.json``, the electrician and e-bike lab ``shops/voltex.json`` and the watch and
small-machine shop ``shops/carmelfix.json``), written by helper `chat18c` on 2026-12-02 (about 10:00 UTC)
before any of it was sent to the engine: its first run is the session's out-of-sample figure. Written the
way office staff type: no niqqud, typos, missing or extra prefixes, slang, plural and construct forms, a
Latin surname spelled in Hebrew alone, short follow-ups, knowledge questions naming technicians, visits,
days and prices, and errands holding name-like words.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``). One batch a business (ids must not meet across servers).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, KNOW, LOOK, REP, UNK, Row, q

S18CN: list[Row] = [  # negevair
    q("he", "כמה חיב אהרון גל", BAL, [("name", "אהרון גל")], [("bal", "c01")]),
    q("he", "למאפיה של הגורן יש חוב?", BAL, [("name", "הגורן")], [("bal", "c03")]),
    q("he", "היתרה של שם טוב", BAL, [("name", "שם טוב")], [("bal", "c11")]),
    q("he", "מה עם המכשירים של אהרון", REP, [("name", "אהרון")], [("repc", "c01")]),
    q("he", "הדוד של מרדכי מוכן?", REP, [("name", "מרדכי")], [("rep", "r16")]),
    q("he", "מה קורה עם המזגן של גרין", REP, [("name", "גרין")], [("rep", "r07")]),
    q("he", "חדר הקירור של המאפייה", REP, [("name", "מאפייה")], [("rep", "r05")]),
    q("he", "ומתי יהיה מוכן?", REP, [], [("rep", "r05")], True),
    q("he", "מטהר האויר בגן השקד", REP, [("name", "גן השקד")], [("rep", "r14")]),
    q("he", "חשבונית NG1204 שולמה?", INV, [("inv", "NG-1204")], [("ist", "i02")]),
    q("he", "כמה נשאר על 4535", INV, [("inv", "4535")], [("ileft", "i08")]),
    q("he", "מה הטלפון של איגור", LOOK, [("name", "איגור")], [("phone", "c13")]),
    q("he", "כמה עולה להביא טכנאי לאופקים", KNOW, [], [("kn", "k03", "320")]),
    q("he", "כמה עולה מילוי גז למזגנים", KNOW, [], [("kn", "k05", "450")]),
    q("he", "אפשר לבטל טכנאי יום לפני?", KNOW, [], [("kn", "k08", "24 שעות")]),
    q("he", "יש טכנאים בשבת?", KNOW, [], [("kn", "k01", "50%")]),
    q("he", "ניקוי מזגנים מיני מרכזיים כמה", KNOW, [], [("kn", "k04", "600")]),
    q("he", "תזמין שולחן במסעדה לגרין ולאשתו", UNK),
]  # fmt: skip

S18CV: list[Row] = [  # voltex
    q("he", "כמה חייבים בנגריה", BAL, [("name", "נגריה")], [("bal", "c05")]),
    q("he", "שלומי דהאן שילם?", BAL, [("name", "שלומי דהאן")], [("bal", "c02")]),
    q("he", "יתרה של אוהנה", BAL, [("name", "אוהנה")], [("bal", "c19")]),
    q("he", "מה עם התיקונים של אביטל", REP, [("name", "אביטל")], [("repc", "c01")]),
    q("he", "האופניים של מוטי מוכנות?", REP, [("name", "מוטי")], [("rep", "r10")]),
    q("he", "השער של וזאנה", REP, [("name", "וזאנה")], [("rep", "r17")]),
    q("he", "הגנרטור של לוי", REP, [("name", "לוי")], [("rep", "r18")]),
    q("he", "המאוורר של הריס תוקן?", REP, [("name", "הריס")], [("rep", "r16")]),
    q("he", "מצלמות האבטחה של פרלמן", REP, [("name", "פרלמן")], [("rep", "r12")]),
    q("he", "וכמה היא חייבת?", BAL, [], [("bal", "c10")], True),
    q("he", "VL 3044 שולמה", INV, [("inv", "VL-3044")], [("ist", "i11")]),
    q("he", "חשבונית 26/0409 כמה נשאר", INV, [("inv", "26/0409")], [("ileft", "i20")]),
    q("he", "כתובת של גן החצב", LOOK, [("name", "גן החצב")], [("addr", "c24", "הנרקיס")]),
    q("he", "כמה לוקח חשמלאי לשעה", KNOW, [], [("kn", "k02", "180")]),
    q("he", "החשמלאים מגיעים לדימונה?", KNOW, [], [("kn", "k10", "80")]),
    q("he", "כמה עולה להחליף סוללה בקורקינט", KNOW, [], [("kn", "k06", "690")]),
    q("he", "עד מתי אפשר לבוא לקחת קורקינט מתוקן", KNOW, [], [("kn", "k07", "21 יום")]),
    q("he", "אתם עובדים בימי שישי?", KNOW, [], [("kn", "k01", "12:30")]),
    q("he", "תזכיר לי לקנות מתנה לנטלי", UNK),
]  # fmt: skip

S18CC: list[Row] = [  # carmelfix
    q("he", "כמה חייבת מרים זילברשטין", BAL, [("name", "מרים זילברשטין")], [("bal", "c01")]),
    q("he", "לבית הקפה יש חוב פתוח?", BAL, [("name", "בית הקפה")], [("bal", "c05")]),
    q("he", "מה עם המכונות של המתפרה", REP, [("name", "מתפרה")], [("repc", "c03")]),
    q("he", "המכונה של שושי מוכנה?", REP, [("name", "שושי")], [("rep", "r16")]),
    q("he", "מכונת הקפה של חורי", REP, [("name", "חורי")], [("rep", "r03")]),
    q("he", "המיקסר של בקר", REP, [("name", "בקר")], [("rep", "r18")]),
    q("he", "הפלוטר של הסטודיו", REP, [("name", "סטודיו")], [("rep", "r12")]),
    q("he", "המצלמה של דניאל לב הגיעה?", REP, [("name", "דניאל לב")], [("rep", "r14")]),
    q("he", "KR-4433 פתוחה עדיין?", INV, [("inv", "KR-4433")], [("ist", "i10")]),
    q("he", "כמה שילמו על 2026/0720", INV, [("inv", "2026/0720")], [("ipaid", "i07")]),
    q("he", "מספר טלפון של פישמן", LOOK, [("name", "פישמן")], [("phone", "c06")]),
    q("he", "כמה עולה טכנאי שבא הביתה", KNOW, [], [("kn", "k10", "250")]),
    q("he", "החלפת בטריה לשעון כמה", KNOW, [], [("kn", "k03", "45")]),
    q("he", "שליח לקריות כמה עולה", KNOW, [], [("kn", "k08", "60")]),
    q("he", "תיקון של 1500 שקל אפשר בתשלומים?", KNOW, [], [("kn", "k09", "3 תשלומים")]),
    q("he", "מה מזג האוויר בחיפה מחר", UNK),
]  # fmt: skip

BATCHES_NEGEVAIR = {"s18cn": S18CN}
BATCHES_VOLTEX = {"s18cv": S18CV}
BATCHES_CARMELFIX = {"s18cc": S18CC}

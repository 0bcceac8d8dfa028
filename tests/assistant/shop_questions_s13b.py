"""Batch s13b: questions about וולטקס again (``shops/voltex.json``), written by session 13's helper
`chat13` on 2026-12-01 (about 16:30 UTC) after that helper's changes to the engine and before any of them
was sent to it: its first run is the out-of-sample figure of those changes.

New wordings of the kinds s13 held and the issue lists: a repair asked by its item with a phone or a
first name only, a follow-up about a relative both ways (the relative's notes name the bound customer, or
the bound customer's notes name the relative), one invoice's remaining and paid amounts by its number in
the short-year style, knowledge questions about electricians in the field, the inspector, rescheduling a
visit, the battery warranty and storage, and out-of-domain requests holding a customer's first name.

Row format: ``tests/assistant/lab_rows.py``; ``("say", text)`` is text the answer must hold.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, INV, KNOW, LOOK, REP, UNK, Row, q

S13B: list[Row] = [  # one row a line, as eval_set.py
    # balances and invoices
    q("he", "מה מצב החוב של רינה אבוטבול", BAL, [("name", "רינה אבוטבול")], [("bal", "c06")]),
    q("he", "ג'ני אבירם חייבת כסף?", BAL, [("name", "ג'ני אבירם")], [("bal", "c21")]),
    q("he", "26/0421 כמה נשאר", INV, [("inv", "26/0421")], [("ileft", "i15")]),
    q("he", "וכמה שולם?", INV, [], [("ipaid", "i15")], True),
    q("he", "חשבונית vl-3063 של מי", LOOK, [("inv", "VL-3063", "vl-3063")], [("name", "c26"), ("about", "i35")]),
    q("en", "how much is still open on 26/0409", INV, [("inv", "26/0409")], [("ileft", "i20")]),
    q("en", "2026-0139 overdue?", INV, [("inv", "2026-0139")], [("ist", "i10")]),
    q("he", "כמה חייבים לנו בגן החצב", BAL, [("name", "גן החצב")], [("bal", "c24")]),
    # repairs by item, by phone or first name, and a follow-up to the invoices
    q("he", "050-441-2286 האינטרקום כבר תוקן?", REP, [("phone", "050-441-2286")], [("rep", "r08")]),
    q("he", "מה עם הממיר הסולארי של יצחק בן עמי", REP, [("name", "יצחק בן עמי")], [("rep", "r26")]),
    q("he", "הפאנלים במשרד של Halevi Studio", REP, [("name", "Halevi Studio")], [("rep", "r20")]),
    q("he", "והחשבוניות הפתוחות שלהם?", INV, [], [("ilist", "c17", "open")], True),
    q("he", "הספק של הנברשת של רחל לוי הוחלף?", REP, [("name", "רחל לוי")], [("rep", "r19")]),
    q("he", "משה לוי הגנרטור", REP, [("name", "משה לוי")], [("rep", "r18")]),
    q("he", "השקע לתנור של נטלי אוחנה", REP, [("name", "נטלי אוחנה")], [("rep", "r22")]),
    q("he", "מה שלום הקורקינט הסגוויי של איגור", REP, [("name", "איגור")], [("rep", "r13")]),
    q("he", "052 6641198 הממיר?", REP, [("phone", "052 6641198")], [("rep", "r26")]),
    q("en", "is Dmitri's scooter battery safe to pick up", REP, [("name", "Dmitri")], [("rep", "r23")]),
    q("en", "Kevin O'Brien e-bike motor part in?", REP, [("name", "Kevin O'Brien")], [("rep", "r04")]),
    q("en", "Halevi Studio panels flickering still?", REP, [("name", "Halevi Studio")], [("rep", "r20")]),
    # relatives: a shared phone, the relative's notes, the bound customer's own notes
    q("he", "כמה טל שושן חייב", BAL, [("name", "טל שושן")], [("bal", "c26")]),
    q("he", "והטיימר של אבא שלו?", REP, [], [("rep", "r11")], True),
    q("en", "Emma Harris balance", BAL, [("name", "Emma Harris")], [("bal", "c27")]),
    q("en", "and her husband's ceiling fan?", REP, [], [("rep", "r16")], True),
    q("he", "מאיה ביטון הקורקינט מוכן?", REP, [("name", "מאיה ביטון")], [("rep", "r25")]),
    q("he", "ומה עם המאוורר של אמא שלה", REP, [], [("rep", "r05")], True),
    # knowledge
    q("he", "עד איזה שעה החשמלאים עובדים בשטח", KNOW, [], [("kn", "k01", "16:00")]),
    q("he", "כמה זמן לוקח לקבל אישור מהבודק", KNOW, [], [("kn", "k12", "3 ימים")]),
    q("he", "אפשר לדחות ביקור של חשמלאי בלי לשלם", KNOW, [], [("kn", "k14", "יום לפני")]),
    q("he", "כמה עולה שעה נוספת של חשמלאי", KNOW, [], [("kn", "k02", "180")]),
    q("he", "מאוורר תקרה עם מפסק נפרד כמה עולה להתקין", KNOW, [], [("kn", "k11", "480")]),
    q("he", "האחריות על סוללה חלה גם אם הקורקינט נפל?", KNOW, [], [("kn", "k04", "נפילה")]),
    q("en", "how much to replace a scooter battery", KNOW, [], [("kn", "k06", "690")]),
    q("en", "do electricians come to Ofakim and is there an extra charge", KNOW, [], [("kn", "k10", "80")]),
    q("en", "how many days do we keep a repaired bike before charging storage", KNOW, [], [("kn", "k07", "21")]),
    # lookups, greetings, out of domain
    q("he", "מה המייל של שרה גולדשטיין", LOOK, [("name", "שרה גולדשטיין")], [("email", "c07")]),
    q("en", "who is 08-6410092", LOOK, [("phone", "08-6410092")], [("name", "c24")]),
    q("he", "מי זה אלי ששון", LOOK, [], [("say", "אלי ששון")]),
    q("he", "היי", GREET),
    q("he", "נטלי ביקשה שאזמין לה מונית", UNK),
    q("he", "מה השעה בניו יורק", UNK),
    q("en", "Sarah asked for a good pizza place nearby", UNK),
]  # fmt: skip
BATCHES = {"s13b": S13B}

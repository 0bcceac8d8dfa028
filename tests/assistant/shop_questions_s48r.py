"""Batch s48r: what kind of act a message is, before what it is about, asked of דפוס גל-אור (Gal-Or Print,
``shops/galor.json``). A DEVELOPMENT set written by helper ``asks48`` (session 48, 2026-12-06, issue 15)
from the fixtures, before any row was sent to the engine.

Why: in the blind sets of session 48 requests to do something the back office cannot do (write a letter,
order from a supplier, negotiate, translate, navigate, order food, work out a sum of no record) were read
as knowledge or a look-up because they name a customer, a street or a business word; small talk ("first
day here", "coffee's brewing") as something else; questions about using the assistant as knowledge; and
shop-floor questions no record answers as records. These rows ask each kind in Hebrew, English and Hebrew
typed in Latin letters, beside their other side: a request whose object IS a record read ("send me
Shiran's phone", "show me the open invoices of ..."), and a greeting followed by a record question.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, LOOK, REP, UNK, Row, en, he

S48R: list[Row] = [
    # Requests for an act the back office cannot do; a customer, a street or a trade word in them.
    he("תכין לי מכתב התנצלות ליוסף בן שושן על העיכוב במדפסת", UNK),
    he("תוכל לנסח הודעת תודה לגן ילדים החצב?", UNK),
    he("תתקשר למאפיית הבוקר ותגיד להם שהשלט מוכן", UNK),
    he("תנווט אותי לרוטשילד 45 בפתח תקווה", UNK),
    he("תזמין לנו טונר למכונת הצילום מהספק", UNK),
    he("תחשב לי כמה נחסוך אם נעבור לנייר ממוחזר", UNK),
    en("Could you draft an apology email to Bright Events about the banner delay?", UNK),
    en("can you negotiate a better price on paper with our supplier?", UNK),
    en("Please book me a taxi to HaMelacha street in Rosh HaAyin", UNK),
    en("would you mind translating 'laminated' into Russian for Alexander?", UNK),
    en("I wonder if you could order lunch for the team from Pizza Napoli", UNK),
    en("can you work out how much fuel costs to drive to Kfar Qasim and back?", UNK),
    en("tikatev michtav brachot le levi veshut", UNK),
    en("tazmin li kafe mehapina", UNK),
    # Small talk alone.
    he("בוקר טוב! הגעתי, הקפה עוד מתבשל", GREET),
    he("היי, יום ראשון שלי פה", GREET),
    en("Hey! first week on the job, nice to meet you", GREET),
    en("good morning, just opened the shop", GREET),
    en("boker tov, ani hadash po", GREET),
    # How to use the assistant.
    he("איך כדאי לי לשאול אותך שאלות?", HELP),
    he("איך אני מחפש לקוח אם אני זוכר רק את הרחוב שלו?", HELP),
    en("how should I word my questions so you understand them?", HELP),
    en("what kind of things can I ask you about?", HELP),
    # The shop floor, which no record holds.
    he("איפה שמים את גלילי הלמינציה?", UNK),
    he("מה הקוד של האזעקה?", UNK),
    en("where do we keep the spare toner boxes?", UNK),
    en("what's the wifi password here?", UNK),
    # The other side: a request whose object is a record read, and a greeting before a record question.
    he("תשלח לי את הטלפון של שירן אוחיון", LOOK, [("name", "שירן אוחיון")], [("phone", "c01")]),
    he("תרשום לי אילו חשבוניות פתוחות יש ללוי ושות'", INV, [("name", "לוי ושות'")], [("ilist", "c07")]),
    en("write down for me what Samir Khoury owes", BAL, [("name", "Samir Khoury")], [("bal", "c09")]),
    en("Could you tell me what Daniel Mizrahi owes us?", BAL, [("name", "Daniel Mizrahi")], [("bal", "c10")]),
    en(
        "can you show me the open invoices of Bright Events?",
        INV,
        [("name", "Bright Events")],
        [("ilist", "c03")],
    ),
    en(
        "Morning! what's the status of the Epson printer for Daniel Mizrahi?",
        REP,
        [("name", "Daniel Mizrahi")],
        [("rep", "r14")],
    ),
    he("היי, כמה חייבת חנה רוזנטל?", BAL, [("name", "חנה רוזנטל")], [("bal", "c08")]),
]

BATCHES: dict[str, list[Row]] = {"s48r": S48R}

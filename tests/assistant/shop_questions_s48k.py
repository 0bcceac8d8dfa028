"""A DEVELOPMENT set written by helper ``policy48`` (session 48, 2026-12-06, issue 15) about two development
businesses: ``shops/galim.json`` (a marina boat service, business ``galim-k48``, batch ``s48kg``) and
``shops/beitetz.json`` (a carpentry, ``beitetz-k48``, batch ``s48kb``). NOT held out.

Why: the blind sets' staff ask the business's policies as a situation (who came in, what happened, where
they live) with the rule asked in a last clause ("how long is our warranty anyway", "מה אני אומר לו", "how
much is that"); the engine read a named customer, a place or an item as the subject, or matched the
story's words instead of the asking clause's. These rows tell such a story, often naming a real customer,
and ask the policy in the staff's own words, not the item's; English over Hebrew items, Hebrew, and Hebrew
typed in Latin letters. Every row was written from the fixtures before any was sent to the engine.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, Row, en, he

GALIM: list[Row] = [
    en(
        "Dani Ohayon's outboard died again two months after we fixed it and he's furious. How long do we "
        "cover engine work?",
        KNOW,
        [],
        [("kn", "k06", "6")],
    ),
    en(
        "A guy on the phone says his boat is stuck about three miles out and it's getting dark, what do we "
        "charge to tow him in?",
        KNOW,
        [],
        [("kn", "k08", "900")],
    ),
    en(
        "Mark Stevens wants to leave his boat on land over the winter, it's about 6 metres. How much is "
        "that for the season?",
        KNOW,
        [],
        [("kn", "k07", "1,800")],
    ),
    he("יוסי ברקוביץ רוצה שנבוא לקחת לו את האופנוע ים מהבית, כמה זה עולה", KNOW, [], [("kn", "k12", "200")]),
    he("לקוח מהרצליה שואל אם אנחנו מגיעים אליו למרינה, מה אני אומר לו", KNOW, [], [("kn", "k11", "250")]),
    he(
        "המועדון שייט עוד לא שילם והסירה שלהם במגרש, מותר לי לשחרר אותה?",
        KNOW,
        [],
        [("kn", "k10", "תשלום מלא")],
    ),
    en(
        "someone asked what we do to get a boat ready for the yearly inspection, how much is it",
        KNOW,
        [],
        [("kn", "k09", "550")],
    ),
    en("lakoah shoel kama ole leharim sira mehamaim", KNOW, [], [("kn", "k04", "450")]),
]

BEITETZ: list[Row] = [
    en(
        "Yael Barak changed her mind about the kitchen after we already started building it. Does she get "
        "her deposit back?",
        KNOW,
        [],
        [("kn", "k11", "אין החזר")],
    ),
    en(
        "A customer in Modiin wants us to bring the new sofa and put it together, the order is about 3,000. "
        "Do we charge for that?",
        KNOW,
        [],
        [("kn", "k04", "350")],
    ),
    he("אבי מזרחי רוצה לקחת כמה דוגמאות בד הביתה לבחור, מה הנוהל אצלנו", KNOW, [], [("kn", "k13", "100")]),
    he(
        "לקוחה שאלה אם כדאי להזמין מאיתנו ארון מסיבית כי זה זול, מה אני אומרת לה",
        KNOW,
        [],
        [("kn", "k10", "סיבית")],
    ),
    en(
        "the hotel wants to know how long after they approve the drawing they'll get their wardrobes",
        KNOW,
        [],
        [("kn", "k06", "6")],
    ),
    en(
        "David Cohen's chair hinge broke a year and a half after we made it, is that still on us?",
        KNOW,
        [],
        [("kn", "k05", "שנה")],
    ),
    he(
        "לקוח רוצה שנבוא למדוד אצלו בבית לפני שהוא מזמין, הוא שואל אם זה עולה כסף",
        KNOW,
        [],
        [("kn", "k03", "250")],
    ),
    en(
        "a customer is bringing his old couch when we deliver the new one, he wants us to take it away - how "
        "much is that",
        KNOW,
        [],
        [("kn", "k09", "150")],
    ),
]

GALIM_BATCHES: dict[str, list[Row]] = {"s48kg": GALIM}
BEITETZ_BATCHES: dict[str, list[Row]] = {"s48kb": BEITETZ}

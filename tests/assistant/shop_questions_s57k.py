"""A DEVELOPMENT set written by helper ``know57`` (session 55, 2026-12-06) about a development business,
``shops/nayadut.json`` (a mobility and home-care equipment lab, business ``nayadut-k57``, batch ``s57k``).
It is NOT held out.

Why: on the blind development sets a knowledge question read as one (intent right) was answered by the
wrong article or none, though the search ranked the right one first by a clear score lead: its share of
the question (words weighted by how specific they are) fell under the floor because the question told a
story, named someone, or paraphrased the item in English (G1 of
``docs/experiments/knowledge-answer-step/README.md``); a long message's closing question of one content
word ("does she pay anything?") answered alone (G2); an item alone holding one word of the question took
over from a top covering it all (G3). These rows ask the same shapes of another business, beside
controls that must stay as they are: requests outside the business meeting one item by one word, records
questions whose customer's name is misspelled, a relayed question whose whole message picks the sentence,
a word only one item holds beside a common one. Written from the fixture before any was sent to the
engine.

First run, on the unchanged engine (know57 at 8d441478): intent 0.92, entities 1.00, answers 0.60 (he 0.50,
en 0.70).

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, REP, UNK, Row, en, he, nm

NAYADUT: list[Row] = [
    # G1: a clear leader, its share of the question thinned by the story or an English paraphrase
    he("מה האחריות על מעלון שתיקנו לפני חודש", KNOW, [], [("kn", "k05", "6")]),
    he("כמה מחזיקים אצלנו ציוד שאף אחד לא בא לקחת לפני שמתחילים לגבות?", KNOW, [], [("kn", "k11", "30")]),
    en("how long do we keep equipment that nobody ever comes to collect before we charge for it?", KNOW, [],
       [("kn", "k11", "30")]),
    en("a lady asks if we can come get her mother's scooter from the house in Kfar Saba, how much is that",
       KNOW, [], [("kn", "k07", "280")]),
    en("how much do we charge for a fault diagnosis these days, still 150 or did it go up?", KNOW, [],
       [("kn", "k11", "150")]),
    he("קלנועית עומדת אצלנו על המדף כבר חודשיים, הבן אמר שיבוא ולא בא. מה נוהגים לעשות?", KNOW, [],
       [("kn", "k11", "15")]),
    en("what's the deposit when a family rents one of our manual wheelchairs for the summer?", KNOW, [],
       [("kn", "k04", "500")]),
    en("Moshe from the old age home asked what the yearly subscription for the stairlift costs, he's "
       "thinking about it", KNOW, [], [("kn", "k08", "900")]),
    # G2: a long message's closing question of one content word
    he("לקוחה רוצה לבטל והטכנאי כבר בדרך אליה. היא משלמת משהו?", KNOW, [], [("kn", "k10", "100")]),
    en("Is the diagnosis taken off the bill if they go ahead with the repair? And what's the fee again?",
       KNOW, [], [("kn", "k11", "150")]),
    # G3: an item alone holding one word beside a top that covers the question
    he("כמה עולה מנוי שירות שנתי למעלון בבית אבות?", KNOW, [], [("kn", "k08", "900")]),
    en("How much is the yearly service subscription for a stairlift?", KNOW, [], [("kn", "k08", "900")]),
    # controls: relayed, the whole message picks the sentence
    he("ולדימיר פטרוב אומר שהסוללות החדשות לקלנועית שהחלפנו לו מתו, זה עדיין באחריות?", KNOW,
       nm("ולדימיר פטרוב"), [("kn", "k05", "שנה")]),
    en("Tesfay Mengesha says the scooter batteries we put in died already, is that still under warranty?",
       KNOW, nm("Tesfay Mengesha"), [("kn", "k05", "שנה")]),
    # controls: a plain knowledge question that already answers
    he("כמה עולה ביקור טכנאי ברעננה?", KNOW, [], [("kn", "k03", "320")]),
    he("מה מספר החירום?", KNOW, [], [("kn", "k02", "050-8600999")]),
    en("Do we take Bit?", KNOW, [], [("kn", "k09", "ביט")]),
    # controls: outside the business, meeting one item by one word
    he("מה הסיסמה של הוויפי במעבדה?", UNK),
    en("what's the wifi password in the office?", UNK),
    he("איפה קונים סוללות לשעון יד בנתניה?", UNK),
    en("Can you recommend a good dentist near the office?", UNK),
    # controls: records questions, the customer's name misspelled
    he("כמה חייבת שושנה זכרייה?", BAL, nm("שושנה זכרייה"), [("bal", "c03")]),
    en("How much does Margret Colins owe us?", BAL, nm("Margret Colins"), [("bal", "c05")]),
    he("מה המצב של הקלנועית של ולדימר פטרוב?", REP, nm("ולדימר פטרוב"), [("rep", "r01")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s57k": NAYADUT}

"""A DEVELOPMENT set written by helper ``repair65c`` (session 65, 2026-12-07) about a development business's
fixtures, ``shops/kfor.json`` (commercial refrigeration in Tel Aviv, Jaffa and Bat Yam, ``kfor-s65c``),
batch ``s65c``. It is NOT held out.

Why: the blind writers' repair questions whose intent is right but whose answer is about the wrong job: a
customer with several jobs asked after one of them in everyday words ("the freezer", "the ice maker", a
brand in the other script), a job told by its place ("the hotel in Bat Yam", "floor 7"), follow-ups that
name only a thing or a field ("and the dishwasher?", "when will it be ready?"). Controls: a customer with one
job, and a thing asked in the card's own words.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import REP, Row, en, he, nm

KFOR: list[Row] = [
    # one job of a customer's several, in everyday words or in the other script
    he("מה עם מכונת הקרח של מסעדת הנמל?", REP, nm("מסעדת הנמל"), [("rep", "r02")]),
    he("והמדיח שלהם?", REP, [], [("rep", "r03")], True),
    he("הסקוטסמן של מסעדת הנמל נוקה כבר מהאבנית?", REP, nm("מסעדת הנמל"), [("rep", "r02")]),
    he("הוינטרהלטר של מסעדת הנמל", REP, nm("מסעדת הנמל"), [("rep", "r03")]),
    en("the tunnel dishwasher at מלון חוף הסלע, did the part come?", REP, nm("מלון חוף הסלע"),
       [("rep", "r09")]),
    en("and the ice maker there?", REP, [], [("rep", "r08")], True),
    en("Jaffa Fine Catering, the freezer room - is the defrost fixed?", REP, nm("Jaffa Fine Catering"),
       [("rep", "r12")]),
    en("and the new Rational, the iCombi?", REP, [], [("rep", "r11")], True),
    en("Jaffa Fine Catering - the SCC oven, can they pick it up today?", REP, nm("Jaffa Fine Catering"),
       [("rep", "r10")]),
    en("Pierre Lemaire's dough fridge, did the thermostat come in?", REP, nm("Pierre Lemaire"),
       [("rep", "r19")]),
    he("ומכונת הקרח שלו?", REP, [], [("rep", "r20")], True),
    he("הפריזר של סופר השוק בת ים, מה איתו?", REP, nm("סופר השוק בת ים"), [("rep", "r14")]),
    he("מאפיית הכרם - מקרר ההתפחה, עדיין מחכים לחלק?", REP, nm("מאפיית הכרם"), [("rep", "r15")]),
    he("באולמי הים, התנור כבר עבר את הטיפול השנתי?", REP, nm("אולמי הים"), [("rep", "r32")]),
    he("מסעדת הנמל הישן, הקומבי - הגיע הלוח מאיטליה?", REP, nm("מסעדת הנמל הישן"), [("rep", "r04")]),
    he("ומקרר הדגים שלהם?", REP, [], [("rep", "r05")], True),
    # a job told by its place or its floor
    en("Sea Breeze Hotel, the ice machine on the 7th floor - still overfilling?", REP, nm("Sea Breeze Hotel"),
       [("rep", "r23")]),
    en("when will it be ready?", REP, [], [("rep", "r23")], True),
    he("מכונת הקרח של המלון בבת ים, מה המצב?", REP, [], [("rep", "r08")]),
    en("the ice machine at the hotel on HaYarkon, floor 4 - ready?", REP, [], [("rep", "r22")]),
    # a model alone, and controls: one job of the customer, the card's own words
    en("is the Brema CB 425 making ice again?", REP, [], [("rep", "r20")]),
    en("Nadia's cake fridge, is it fixed?", REP, nm("Nadia"), [("rep", "r37")]),
    he("מה המצב של מקרר תצוגה לדגים של מסעדת הנמל הישן?", REP, nm("מסעדת הנמל הישן"), [("rep", "r05")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s65c": KFOR}

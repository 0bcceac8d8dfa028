"""A DEVELOPMENT set written by helper ``describe40`` (session 40) about two existing fixtures,
``shops/tavor.json`` (מעבדת תבור, an appliance lab in Afula) as business ``tavor-d40`` and
``shops/shaar.json`` (gates and locks) as business ``shaar-d40``. Its items may be looked at and the engine
tuned on them; it is NOT held out. Written before any of its questions was sent to the engine.

What it asks: a brand a card writes in Latin letters asked in Hebrew ones ("סמסונג" for Samsung), a card
named by everyday words said as the card says them ("ממשיכה לשלוח מכשירים"), and CONTROL rows: a price
question whose word only sounds like a customer's name ("בטון" / ביטון) names no customer, the same name
said in full does; a policy question in a card's everyday words names no one.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, LOOK, REP, Row, en, he


def kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


TAVOR = [
    he("מי הלקוח עם המקרר סמסונג? צריך את הטלפון שלו", LOOK, [], [("phone", "c03")]),
    he("מה הטלפון של הלקוחה עם מכונת הכביסה אלקטרולוקס?", LOOK, [], [("phone", "c14")]),
    he("הלקוחה עם המדיח של בוש, מה הטלפון שלה?", LOOK, [], [("phone", "c01")]),
    he("הלקוח עם מייבש הכביסה אל ג'י, מה המספר שלו?", LOOK, [], [("phone", "c10")]),
    en("the lady with the Electrolux washer, what's her phone?", LOOK, [], [("phone", "c14")]),
    he("הלקוחה שממשיכה לשלוח מכשירים, כמה היא חייבת?", BAL, [], [("bal", "c05")]),
    he("לקוחה ותיקה שמביאה מדיח, כמה עולה ביקור טכנאי בבית?", KNOW, [], kn("k02", "250")),
    he("כמה אחריות יש על תיקון מקרר סמסונג?", KNOW, [], kn("k03", "6 חודשים")),
]

SHAAR = [
    he("כמה עולה שכפול שלט לשער עם עמוד בטון?", KNOW, [], kn("k04", "120")),
    he("כמה עולה ביקור טכנאי לשער בטון?", KNOW, [], kn("k03", "350")),
    he("מה המצב של השער של חיים ביטון?", REP, [], [("rep", "r12")]),
]

TAVOR_BATCHES: dict[str, list[Row]] = {"s40dt": TAVOR}
SHAAR_BATCHES: dict[str, list[Row]] = {"s40ds": SHAAR}

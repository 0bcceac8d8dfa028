"""A DEVELOPMENT set written by helper ``spans63`` (session 58, 2026-12-07) about three development
businesses' fixtures: ``shops/rahit.json`` (upholstery, ``rahit-s63s``), ``shops/cafetech.json`` (coffee
machines, ``cafetech-s63s``) and ``shops/tavor.json`` (kitchen appliances, ``tavor-s63s``), batch ``s63s``.
It is NOT held out.
Why: the customer is found and the answer is right, but the name reported is not the name as the blind
writers type it, who draw its edge by the stored name:
- a kind of business said before the name that the stored name holds after it ("עורכי הדין לוינסון" of
  לוינסון ושות' עורכי דין, "משרד עורכי הדין לוי-ברק" of לוי-ברק משרד עורכי דין) is a description, not the
  name; so is an English kind after the name that the stored name holds away from the name's words
  ("Levinson lawyers": ושות' stands between);
- an English word typed right after the name that translates the stored word beside the name's is part of
  the name as typed where the writer types in lowercase ("odeh garage" of מוסך עודה) or capitalised it
  with the name ("Barak Deliveries");
- a kind capitalised before the name is the name's ("Hotel Pisgat Tavor"); lowercase, it is said apart.
Controls that must not change: the names as stored, a kind of place said after the name ("the Pisgat Tavor
hotel", "the Hagalil Hakatan restaurant") and a kind the stored name holds right before the name ("מוסך
עודה", "מלון פסגת תבור").
Written from the fixtures before the engine change.
Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, LOOK, REP, Row, en, he, nm

RAHIT: list[Row] = [
    # a kind said before the name, stored after it
    he("מה הח.פ. של עורכי הדין לוינסון?", LOOK, nm("לוינסון"), [("tax", "c12")]),
    he("עורכי הדין לוינסון, כמה הם חייבים?", BAL, nm("לוינסון"), [("bal", "c12")]),
    # an English kind after the name, stored away from it
    en("the phone number of Levinson lawyers please", LOOK, nm("Levinson"), [("phone", "c12")]),
    # a translated kind beside the name, typed in lowercase
    en("odeh garage how much they owe", BAL, nm("odeh garage"), [("bal", "c15")]),
    # controls: as stored, a kind stored right before the name
    he("מה הטלפון של לוינסון ושות'", LOOK, nm("לוינסון ושות'"), [("phone", "c12")]),
    he("כמה חייב מוסך עודה", BAL, nm("מוסך עודה"), [("bal", "c15")]),
]  # fmt: skip

CAFETECH: list[Row] = [
    he("מה המייל של משרד עורכי הדין לוי-ברק?", LOOK, nm("לוי-ברק"), [("email", "c02")]),
    en("the Jura of Levi-Barak lawyers, is it fixed?", REP, nm("Levi-Barak"), [("rep", "r02")]),
    # control: as stored
    he("כמה חייבים לוי-ברק משרד עורכי דין", BAL, nm("לוי-ברק משרד עורכי דין"), [("bal", "c02")]),
]  # fmt: skip

TAVOR: list[Row] = [
    # a kind capitalised before the name
    en("Is the Primus washer at Hotel Pisgat Tavor done?", REP, nm("Hotel Pisgat Tavor"), [("rep", "r15")]),
    # controls: a kind of place said apart (lowercase before, after), as stored
    en("the hotel Pisgat Tavor, how much do they owe", BAL, nm("Pisgat Tavor"), [("bal", "c17")]),
    en("what's the phone of the Pisgat Tavor hotel", LOOK, nm("Pisgat Tavor"), [("phone", "c17")]),
    en("the Hagalil Hakatan restaurant, their oven ready?", REP, nm("Hagalil Hakatan"), [("rep", "r02")]),
    he("מה מצב הכיריים של עמותת בית חם", REP, nm("עמותת בית חם"), [("rep", "r11")]),
    he("מלון פסגת תבור חייבים משהו?", BAL, nm("מלון פסגת תבור"), [("bal", "c17")]),
]  # fmt: skip

RAHIT_BATCHES: dict[str, list[Row]] = {"s63s": RAHIT}
CAFETECH_BATCHES: dict[str, list[Row]] = {"s63s": CAFETECH}
TAVOR_BATCHES: dict[str, list[Row]] = {"s63s": TAVOR}

"""A DEVELOPMENT set written by helper ``describe39`` (session 39) about two existing fixtures,
``shops/maalit.json`` (מעליות השרון, elevators, Kfar Saba) as business ``maalit-d`` and
``shops/tavor.json`` (מעבדת תבור, an appliance repair lab in Afula) as business ``tavor-d``. Its items may
be looked at and the engine tuned on them; it is NOT held out.

Written before any of its questions was sent to the engine, for what the newest held-out writer's
field tuner does most: a customer named by what their records say rather than by their name. A street
(with or without a number or town), a kind of place or trade the card's name or notes hold, an item of
their job (a brand, a kind of machine), a fault the job's description holds. About half English. CONTROL
rows that a description matcher must leave as they are: a knowledge question naming a place or an item
of a customer's; a customer named by name with a street too; a description two or three customers match,
asked back as a choice.

First run (main c6f0260 with the model retrained on this batch, before any change for it), records
first: maalit-d intent 0.76, entities 1.00, answers 0.45 (he 0.43, en 0.50); tavor-d 0.71 / 1.00 / 0.45
(he 0.44, en 0.46). After describe39's description look-up (``engine/descriptions.py``,
``engine/described_customers.py``): maalit-d 1.00 / 1.00 / 0.86, tavor-d 0.84 / 1.00 / 0.87 (see the
session's notes for the final figures). Left: an item's brand written in Hebrew for a Latin one
("המקרר סמסונג"), a town alone ("the customer in Hod Hasharon" is asked back by no one), a card field
asked beside an item read as the job ("the lady with the Bosch dishwasher, what's her number?").
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, LOOK, REP, Row, en, he, nm


def kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


# maalit: by street (an address word only one customer's address holds)
MAALIT_STREET = [
    en("phone of the customer on Hadekel street?", LOOK, [], [("phone", "c03")]),
    en("who's on Klausner in Raanana? need their email", LOOK, [], [("email", "c18")]),
    he("מה הטלפון של הלקוח ברחוב הגפן?", LOOK, [], [("phone", "c05")]),
    he("הלקוחה מרחוב אחוזה, מה המייל שלה?", LOOK, [], [("email", "c07")]),
    he("כמה חייבים בהנשיאים 4?", BAL, [], [("bal", "c09")]),
    en("how much do they owe at Gad Machnes 8?", BAL, [], [("bal", "c08")]),
]

# maalit: by an item or a fault of their job
MAALIT_JOB = [
    en("the Stannah lift lady, what's her phone?", LOOK, [], [("phone", "c03")]),
    he("מה הטלפון של הלקוח עם המדרגות הנעות?", LOOK, [], [("phone", "c06")]),
    en("the Schindler building, who do I call?", LOOK, [], [("phone", "c01")]),
    he("כמה חייבים אלה עם המעלית הזמנית?", BAL, [], [("bal", "c12")]),
    en("the customer with the parking garage lift, what's their email?", LOOK, [], [("email", "c10")]),
    he("הלקוח עם מעלית החניון, מה הכתובת?", LOOK, [], [("addr", "c10", "המדע")]),
    he("מה עם המעלית שעוצרת בין קומות?", REP, [], [("rep", "r04")]),
    he("מה קורה עם הכבל השחוק בטייבה?", REP, [], [("rep", "r10")]),
]

# maalit: by a trade, role or kind the card's name or notes hold
MAALIT_NOTES = [
    he("מה הטלפון של הקשיש מהוד השרון?", LOOK, [], [("phone", "c15")]),
    he("האדריכל מהוד השרון, כמה הוא חייב?", BAL, [], [("bal", "c09")]),
    he("מה המייל של חברת ניהול הנכסים?", LOOK, [], [("email", "c10")]),
    he("מי הלקוח עם מעלית הנגישות? צריך מייל", LOOK, [], [("email", "c18")]),
    en("the villa with the home lift in Raanana, what's the phone?", LOOK, [], [("phone", "c03")]),
]

# maalit: controls
MAALIT_CONTROL = [
    he("מה עושים כשמישהו תקוע במעלית בבית כנסת?", KNOW, [], kn("k02", "45 דקות")),
    en("how often does a hotel lift need an inspection?", KNOW, [], kn("k03", "בחצי שנה")),
    he("מה הטלפון של רחל אופיר מאחוזה?", LOOK, nm("רחל אופיר"), [("phone", "c07")]),
    en("Tamar Rosenberg on Yerushalayim street, her email?", LOOK, nm("Tamar Rosenberg"), [("email", "c11")]),
    he("מה הטלפון של ועד הבית?", LOOK, [], [("names", "c01", "c14")]),
    he("מה המייל של הלקוח מהוד השרון?", LOOK, [], [("names", "c02", "c09", "c15")]),
]

# tavor: by street
TAVOR_STREET = [
    he("מה הטלפון של הלקוחה מהנרקיס?", LOOK, [], [("phone", "c01")]),
    en("the customer on Hankin street, what's their balance?", BAL, [], [("bal", "c02")]),
    en("the one on Harimon street in Afula - phone?", LOOK, [], [("phone", "c12")]),
    he("כמה חייבים בויצמן 14 בעפולה?", BAL, [], [("bal", "c13")]),
    en("who lives on Hashomer street? need a phone", LOOK, [], [("phone", "c16")]),
    he("הלקוח מרחוב השקמה בטבריה, מה המייל?", LOOK, [], [("email", "c10")]),
]

# tavor: by an item of their job or their card
TAVOR_ITEM = [
    en("the lady with the Bosch dishwasher, what's her number?", LOOK, [], [("phone", "c01")]),
    en("the guy with the Smeg oven - how much does he owe?", BAL, [], [("bal", "c07")]),
    en("who's got the La Spaziale? need their email", LOOK, [], [("email", "c09")]),
    he("הלקוח עם המקרר סמסונג, מה הטלפון שלו?", LOOK, [], [("phone", "c03")]),
    he("מי שהביא את הקומקום והמצנם, מה הטלפון?", LOOK, [], [("phone", "c16")]),
    en("the Tadiran AC guy, where does he live?", LOOK, [], [("addr", "c18", "הבנים")]),
    he("כמה חייב בעל המקרר בקו?", BAL, [], [("bal", "c15")]),
    en("the Miele washer place, how much do they owe?", BAL, [], [("bal", "c04")]),
    he("בעל המקרר מעפולה, מה הטלפון?", LOOK, [], [("phone", "c12")]),
    he("מה עם המכונה שלא מתנקזת?", REP, [], [("rep", "r12")]),
    he("מה עם הכיריים עם הלהבה שלא נדלקת?", REP, [], [("rep", "r11")]),
    en("is the Unox oven fixed yet?", REP, [], [("rep", "r09")]),
]

# tavor: by a trade or kind the notes hold
TAVOR_NOTES = [
    he("מה הטלפון של הקייטרינג?", LOOK, [], [("phone", "c11")]),
    he("המייל של המקלט לנוער?", LOOK, [], [("email", "c13")]),
    he("הצימרים בכפר תבור, כמה הם חייבים?", BAL, [], [("bal", "c04")]),
    he("בית הקפה בעפולה, מה המייל?", LOOK, [], [("email", "c09")]),
    en("the student dorms, how much do they owe?", BAL, [], [("bal", "c06")]),
    he("הלקוחה שעברה לחולון, מה הטלפון שלה?", LOOK, [], [("phone", "c05")]),
    en("the catering company's phone?", LOOK, [], [("phone", "c11")]),
]

# tavor: controls
TAVOR_CONTROL = [
    he("כמה עולה ביקור טכנאי בבית בעפולה?", KNOW, [], kn("k02", "250")),
    en("what warranty do we give on a dishwasher repair?", KNOW, [], kn("k03", "6 חודשים")),
    he("מה הטלפון של דנה אלמוג מהנרקיס?", LOOK, nm("דנה אלמוג"), [("phone", "c01")]),
    en("Oren Katz on Hagefen street - balance?", BAL, nm("Oren Katz"), [("bal", "c07")]),
    he("הלקוח עם תנור הקומבי, מה המייל שלו?", LOOK, [], [("names", "c02", "c11")]),
    he("המסעדה בעפולה, כמה חייבים?", BAL, [], [("bal", "c02")]),
]

MAALIT_BATCHES: dict[str, list[Row]] = {"s39dm": MAALIT_STREET + MAALIT_JOB + MAALIT_NOTES + MAALIT_CONTROL}
TAVOR_BATCHES: dict[str, list[Row]] = {"s39dt": TAVOR_STREET + TAVOR_ITEM + TAVOR_NOTES + TAVOR_CONTROL}

"""A DEVELOPMENT set written by helper ``unknown53`` (session 53, 2026-12-06) about a development business,
``shops/katzaf.json`` (a commercial laundry machine service, business ``katzaf-u54``, batch ``s54u``). It
is NOT held out.

Why: the blind writers asked about customers by a name that no card holds ("כמה חייב אבי מזרחי", "Balance
for Rachel Green?", "a customer called Joan Whitfield?", "מישהי בשם מיכל לוי התקשרה, היא חייבת לנו?"): the
engine reported no name and answered as if nobody had been named, where the answer is "no customer named
X" in the question's language and the name, as typed, is the entity. These rows ask the same of this
business in new wordings, in Hebrew and English: after a word that introduces a name (בשם, called, named,
by the name of, a customer), and in the name slot of a balance or look-up ask; some with a first name
another customer has. Controls that must not change: known customers (also typed with a slip), follow-ups
with pronouns, and messages that open with ordinary words or slang. Written from the fixtures before any
was sent to the engine.

First run, on the unchanged engine (main 6cb30015, records first): intent 0.82, entities 0.36, answers 0.45
(he 0.50, en 0.40): all 18 rows of a name nobody has wrong, the 16 controls right.
After branch ``unknown53`` (``engine/unknown_names.py``): intent 1.00, entities 0.96, answers 0.97, no control
changed; left wrong: "לשלם לגלית שטרנברג" (a prefix letter on a name no card holds is not told from its first
letter: "לוי" begins so too).

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, LOOK, REP, Row, en, he, nm

_HE = [("say", "לא מצאתי לקוח")]
_EN = [("say", "no customer")]

KATZAF: list[Row] = [
    # a name nobody has, in the name slot of a balance ask
    he("כמה חייב אבי מזרחי?", BAL, nm("אבי מזרחי"), _HE),  # an אבי כהן exists
    he("כמה חייבת נורית אלמוג", BAL, nm("נורית אלמוג"), _HE),
    he("מה היתרה של יעל קורן?", BAL, nm("יעל קורן"), _HE),
    he("כמה נשאר לשלם לגלית שטרנברג?", BAL, nm("גלית שטרנברג"), _HE),
    en("Balance for Rebecca Thornton?", BAL, nm("Rebecca Thornton"), _EN),
    en("How much does Gideon Marsh owe us?", BAL, nm("Gideon Marsh"), _EN),
    en("What's the balance of Harbor View Suites?", BAL, nm("Harbor View Suites"), _EN),
    en("how much does Michael Brennan owe", BAL, nm("Michael Brennan"), _EN),  # a Michael Stern exists
    # after a word that introduces a name
    he("יש לנו לקוח בשם שמעון ברקוביץ?", LOOK, nm("שמעון ברקוביץ"), _HE),
    he("התקשר מישהו בשם גלעד צורף, הוא חייב לנו משהו?", BAL, nm("גלעד צורף"), _HE),
    he("תבדוק בבקשה אם יש אצלנו לקוחה בשם אסנת דהרי", LOOK, nm("אסנת דהרי"), _HE),
    he("מישהי בשם דנה וולך אומרת שהיא לקוחה שלנו, זה נכון?", LOOK, nm("דנה וולך"), _HE),  # two Danas exist
    en("Do we have a customer called Priya Raman?", LOOK, nm("Priya Raman"), _EN),
    en("Someone named Oscar Delgado phoned, says we fixed his dryer. Is he in our system?", LOOK,
       nm("Oscar Delgado"), _EN),
    en("Could you check if there's a client named Fiona Gallagher on file?", LOOK, nm("Fiona Gallagher"),
       _EN),
    en("Is there anyone by the name of Tobias Wren among our customers?", LOOK, nm("Tobias Wren"), _EN),
    # a card's field of a name nobody has
    he("מה הטלפון של רמי פלדמן?", LOOK, nm("רמי פלדמן"), _HE),
    en("What's the phone number for Dalia Ashkenazi?", LOOK, nm("Dalia Ashkenazi"), _EN),
    # controls: known customers, also with a slip
    he("כמה חייב אבי כהן?", BAL, nm("אבי כהן"), [("bal", "c21")]),
    he("כמה חייבת רינה אבוטבל?", BAL, nm("רינה אבוטבל"), [("bal", "c04")]),
    en("How much does Micheal Stern owe?", BAL, nm("Micheal Stern"), [("bal", "c13")]),
    en("Balance for Olga Petrova?", BAL, nm("Olga Petrova"), [("bal", "c11")]),
    he("יש לנו לקוחה בשם שרה טקלה?", LOOK, nm("שרה טקלה"), [("phone", "c20")]),
    en("Do we have a customer called Yosef Haddad?", LOOK, nm("Yosef Haddad"), [("phone", "c12")]),
    he("מה הטלפון של ולדימיר קוזנצוב?", LOOK, nm("ולדימיר קוזנצוב"), [("phone", "c06")]),
    # controls: follow-ups with pronouns, and messages opening with ordinary or slang words
    he("כמה חייב אחמד מסארווה?", BAL, nm("אחמד מסארווה"), [("bal", "c15")]),
    he("והמכבש שלו מוכן?", REP, [], [("rep", "r17")], True),
    he("אחלה סבבה, ומה הטלפון שלו?", LOOK, [], [("phone", "c15")], True),
    en("How much does Yosef Haddad owe?", BAL, nm("Yosef Haddad"), [("bal", "c12")]),
    en("and his dryer, what happened with it?", REP, [], [("rep", "r14")], True),
    en("Cool thanks, and his phone?", LOOK, [], [("phone", "c12")], True),
    he("יאללה חבר'ה, עד מתי המשרד פתוח ביום שישי?", KNOW, [], [("kn", "k02", "12:00")]),
    he("סליחה שוב, כמה עולה קריאת שירות באילת?", KNOW, [], [("kn", "k03", "520")]),
    he("בוקר אור, כמה חייב סמיר חורי?", BAL, nm("סמיר חורי"), [("bal", "c05")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s54u": KATZAF}

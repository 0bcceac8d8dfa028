"""A DEVELOPMENT set written by helper ``names54`` (session 55, 2026-12-06) about two development
businesses' fixtures, ``shops/katzaf.json`` (a commercial laundry machine service, ``katzaf-c55``) and
``shops/shinayim.json`` (dental equipment service, ``shinayim-c55``), batch ``s55c``. It is NOT held out.

Why: the blind writers' rows whose customer is not found or the wrong one is found. Two causes are asked
here in new wordings:
- a Hebrew first name typed in Latin letters where the owner stands ("ma hayitra shel meirav" answered
  with עומר חביב, a name sharing only the first two consonants of מירב): the short sound key, which the
  owner's place lifts, outranked the name the word's whole sound is;
- a customer asked with a title and a name no card holds ("Look up customer Dr. Yaron Peretz"): the
  title alone met the cards whose notes say ד"ר, and the answer listed two clinics.
Controls that must not change: first names typed in Latin letters after "shel" whose whole sound is one
customer's, titled names cards hold (in Hebrew and English, a surname alone too), possessives and a name
nobody has without a title. Written from the fixtures before any engine change.

First run, on the unchanged engine (45fd565d + these rows, records first): katzaf-c55 intent 1.00, entities
1.00, answers 0.82 ("shel rina" answered with דנה רוזנברג-עמר: "rina" read as the town Ra'anana);
shinayim-c55 intent 1.00, entities 0.79, answers 0.67 (the three titled strangers listed two clinics whose
notes say ד"ר; "shel chen" answered with שושנה דהן). After branch ``names54``: katzaf-c55 1.00 / 1.00 /
1.00, shinayim-c55 1.00 / 1.00 / 0.92, no control changed; left wrong: "ma hayitra shel chen" (a whole-
sound match of שושנה outranks חן on cover: the shorter card wins the tie).

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, LOOK, Row, en, he, nm

_HE = [("say", "לא מצאתי לקוח")]
_EN = [("say", "no customer")]

KATZAF: list[Row] = [
    # a first name in Latin letters after "shel": its whole sound, not a card sharing its first consonants
    en("ma hayitra shel rina", BAL, nm("rina"), [("bal", "c04")]),
    en("ma hatelefon shel rina", LOOK, nm("rina"), [("phone", "c04")]),
    en("kama hayav shel rina avutbul", BAL, nm("rina avutbul"), [("bal", "c04")]),
    # controls: first names whose whole sound is one customer's, and possessives
    en("ma hayitra shel samir", BAL, nm("samir"), [("bal", "c05")]),
    en("ma hayitra shel yonatan", BAL, nm("yonatan"), [("bal", "c18")]),
    en("ma hayitra shel almaz", BAL, nm("almaz"), [("bal", "c07")]),
    en("ma hayitra shel vladimir", BAL, nm("vladimir"), [("bal", "c06")]),
    en("ma hayitra shel moshe ben david", BAL, nm("moshe ben david"), [("bal", "c17")]),
    en("ma hayitra shel avi", BAL, nm("avi"), [("bal", "c21")]),
    en("Rina's balance?", BAL, nm("Rina"), [("bal", "c04")]),
    en("what is rina's phone", LOOK, nm("rina"), [("phone", "c04")]),
    # a title before a name nobody has; and controls without a title
    en("Look up customer Yaron Peretz", LOOK, nm("Yaron Peretz"), _EN),
    he("כמה חייב אבי מזרחי?", BAL, nm("אבי מזרחי"), _HE),
]  # fmt: skip

SHINAYIM: list[Row] = [
    # a first name in Latin letters after "shel"
    en("ma hayitra shel chen", BAL, nm("chen"), [("bal", "c19")]),
    # controls
    en("ma hayitra shel irit", BAL, nm("irit"), [("bal", "c20")]),
    en("ma hayitra shel shoshana", BAL, nm("shoshana"), [("bal", "c24")]),
    en("ma hayitra shel dani", BAL, nm("dani"), [("bal", "c07")]),
    # a title and a name no card holds: the title names no one by itself
    en("Look up customer Dr. Yaron Peretz", LOOK, nm("Yaron Peretz"), _EN),
    en("What's the balance of Dr. Gideon Marsh?", BAL, nm("Gideon Marsh"), _EN),
    en("Is Dr. Yaron Peretz one of our customers?", LOOK, nm("Yaron Peretz"), _EN),
    # controls: titled names the cards hold, whole or by the surname
    en("balance of Dr. Michael Stern", BAL, nm("Michael Stern"), [("bal", "c18")]),
    en("balance of Dr. Stern", BAL, nm("Stern"), [("bal", "c18")]),
    en("What does Dr. Kaplan owe us?", BAL, nm("Kaplan"), [("bal", "c06")]),
    he('מה היתרה של ד"ר פרלמן', BAL, nm("פרלמן"), [("bal", "c11")]),
    he('מה היתרה של ד"ר לוינסון', BAL, nm('ד"ר לוינסון'), [("bal", "c03")]),
    he("מה הטלפון של יוסי בן הרוש?", LOOK, nm("יוסי בן הרוש"), [("phone", "c15")]),
    he('מה היתרה של ד"ר חן מלכה?', BAL, nm('ד"ר חן מלכה'), [("bal", "c19")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s55c": KATZAF}
SHINAYIM_BATCHES: dict[str, list[Row]] = {"s55c": SHINAYIM}

"""A DEVELOPMENT set written by helper ``know69r`` (session 60, 2026-12-07) about a development business's
fixtures, ``shops/rapad.json`` (an upholstery workshop in Jerusalem, ``rapad-s69r``), batch ``s69r``. It is
NOT held out.

Why: questions already read as knowledge whose answer misses the item's fact - the wrong item or none is
chosen, or the quoted sentence is not the one holding the asked attribute (a price, a time, how long, how
many, from where). These rows ask one attribute of an item, with Hebrew prefixes on the item's word
(ממבשרת, בשבת), in English for a Hebrew item, and as short follow-ups that inherit the previous question's
topic ("ובמבשרת?", "וכיסא בודד?"). Controls: requests outside the business that must stay unknown.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, UNK, Row, en, he

RAPAD: list[Row] = [
    # one attribute of an item that says several
    he("כמה עולה להביא ספה מירושלים לסדנה?", KNOW, [], [("kn", "k03", "250")]),
    he("איסוף ממבשרת כמה", KNOW, [], [("kn", "k03", "300")]),
    en("how much is pickup from Mevaseret?", KNOW, [], [("kn", "k03", "300")]),
    en("from how many pieces is the pickup free?", KNOW, [], [("kn", "k03", "3")]),
    he("מכמה פריטים האיסוף בחינם?", KNOW, [], [("kn", "k03", "3")]),
    he("כמה עולה ביקור מדידה לוילונות?", KNOW, [], [("kn", "k07", "150")]),
    en("what does an electric curtain track cost?", KNOW, [], [("kn", "k07", "1,200")]),
    en("how long does a sofa take?", KNOW, [], [("kn", "k06", "14")]),
    he("וכיסא בודד?", KNOW, [], [("kn", "k06", "5")], True),
    he("כמה זמן לוקח לרפד כיסא אחד", KNOW, [], [("kn", "k06", "5")]),
    en("how long can a customer keep fabric samples at home?", KNOW, [], [("kn", "k05", "3")]),
    he("כמה סוגי בדים יש לנו?", KNOW, [], [("kn", "k05", "400")]),
    en("what's the deposit percentage?", KNOW, [], [("kn", "k04", "30%")]),
    he("מתי משלמים את היתרה?", KNOW, [], [("kn", "k04", "במסירה")]),
    en("until when can a customer cancel for free?", KNOW, [], [("kn", "k08", "48")]),
    he("עד כמה שעות אפשר לבטל בלי לשלם?", KNOW, [], [("kn", "k08", "48")]),
    en("what time do we close on friday", KNOW, [], [("kn", "k01", "12:30")]),
    he("ובשבת?", KNOW, [], [("kn", "k01", "סגור")], True),
    he("מתי פותחים בבוקר באמצע השבוע", KNOW, [], [("kn", "k01", "08:00")]),
    en("warranty on reupholstering, how many months?", KNOW, [], [("kn", "k02", "18")]),
    he("האחריות מכסה נזק מחתול?", KNOW, [], [("kn", "k02", "חיות מחמד")]),
    en("how much is the leather care kit?", KNOW, [], [("kn", "k11", "89")]),
    he("כל כמה זמן צריך לטפל בעור?", KNOW, [], [("kn", "k11", "6")]),
    en("how much to reupholster a dining chair?", KNOW, [], [("kn", "k09", "280")]),
    he("ספה תלת מושבית כמה עולה לרפד", KNOW, [], [("kn", "k09", "3,800")]),
    en("what payment terms do synagogues get?", KNOW, [], [("kn", "k10", "60")]),
    he("כמה הנחה מקבל מלון שמזמין הרבה כיסאות?", KNOW, [], [("kn", "k10", "8%")]),
    # a follow-up inheriting the previous question's topic
    he("כמה עולה איסוף בירושלים?", KNOW, [], [("kn", "k03", "250")]),
    he("ובמבשרת?", KNOW, [], [("kn", "k03", "300")], True),
    en("and if they cancel after the fabric was ordered, do they get the deposit back?", KNOW, [],
       [("kn", "k08", "לא מוחזרת")]),
    # controls: outside the business, stays unknown
    he("מה הקוד של האזעקה בסדנה", UNK),
    en("book me a table for two tonight", UNK),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s69r": RAPAD}

"""A DEVELOPMENT set written by helper ``know67k`` (session 67, 2026-12-07) about a development business's
fixtures, ``shops/patish.json`` (a power-tool repair lab, ``patish-s67k``), batch ``s67k``. It is NOT held
out.

Why: knowledge answers are the weakest class on every new writer's set. These rows ask the lab's policies
in words that are not the items' own (an English word for a Hebrew item, a synonym, another form), name a
model code or number ("18V", "250 mm"), or ask one thing of an item that says several ("how long is the
quote good for", "until when on Friday", "how much extra for express"), so the quote must be the sentence
holding it. Controls: the same policies asked in the items' own words, which answer today.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, Row, en, he

PATISH: list[Row] = [
    # words that are not the item's own (English for a Hebrew item, a synonym, another form)
    en("do you charge storage if a customer leaves his drill here for weeks?", KNOW, [],
       [("kn", "k07", "10")]),
    en("how much to rewind a motor and what warranty comes with it?", KNOW, [], [("kn", "k03", "6")]),
    en("can a private customer split the payment into installments?", KNOW, [], [("kn", "k06", "3")]),
    en("what are the payment terms for contractors?", KNOW, [], [("kn", "k06", "30")]),
    en("do you pick up tools from a construction site in Rehovot?", KNOW, [], [("kn", "k05", "120")]),
    en("is the diagnosis fee deducted if the customer goes ahead with the repair?", KNOW, [],
       [("kn", "k02", "מקוזזת")]),
    en("can a contractor borrow a replacement tool while his is being fixed?", KNOW, [],
       [("kn", "k08", "35")]),
    en("are you an authorized service center for DeWalt?", KNOW, [], [("kn", "k11", "DeWalt")]),
    en("does the warranty cover damage from dropping the tool?", KNOW, [], [("kn", "k03", "נפילה")]),
    he("לקוח שואל אם אפשר לשלם בביט", KNOW, [], [("kn", "k06", "ביט")]),
    he("כמה עולה לחדד להב של מסור עגול?", KNOW, [], [("kn", "k10", "45")]),
    he("מה עושים עם כלי שאף אחד לא בא לקחת כבר שלושה חודשים?", KNOW, [], [("kn", "k07", "90")]),
    # a model code or a number in the question
    en("how much to revive an 18V lithium battery?", KNOW, [], [("kn", "k09", "160")]),
    he("כמה עולה השחזה ללהב 250 מ\"מ?", KNOW, [], [("kn", "k10", "45")]),
    en("Makita warranty repair - what does the customer need to bring?", KNOW, [],
       [("kn", "k11", "חשבונית")]),
    # one thing asked of an item that says several
    en("how long is a price quote valid?", KNOW, [], [("kn", "k02", "14")]),
    he("עד מתי אתם פתוחים ביום שישי?", KNOW, [], [("kn", "k01", "12:30")]),
    en("how much extra does an express repair cost?", KNOW, [], [("kn", "k04", "50%")]),
    en("how fast is an express repair?", KNOW, [], [("kn", "k04", "24")]),
    he("תוך כמה ימים מתחילים לגבות דמי אחסון?", KNOW, [], [("kn", "k07", "30")]),
    en("over what amount is the pickup free?", KNOW, [], [("kn", "k05", "1,500")]),
    # controls: the items' own words
    he("מה שעות הפתיחה?", KNOW, [], [("kn", "k01", "17:00")]),
    he("כמה עולה בדיקה ואבחון?", KNOW, [], [("kn", "k02", "95")]),
    he("כמה זמן אחריות על תיקון?", KNOW, [], [("kn", "k03", "90")]),
    en("how much is the express repair surcharge", KNOW, [], [("kn", "k04", "50%")]),
    he("כמה עולה איסוף מאתר בנייה בנס ציונה?", KNOW, [], [("kn", "k05", "120")]),
    en("is battery testing free?", KNOW, [], [("kn", "k09", "חינם")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s67k": PATISH}

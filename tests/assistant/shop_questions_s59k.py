"""A DEVELOPMENT set written by helper ``know58`` (session 56, 2026-12-06) about a development business,
``shops/nayadut.json`` (a mobility and home-care equipment lab, business ``nayadut-k59``, batch ``s59k``).
It is NOT held out.

Why: on the blind development sets a short follow-up to a knowledge answer ("and R290?", "ומבת ים?",
"and on regular weekdays, from when?", "ואם הוא בראשון?") asks the question just answered of another
thing, and was read as unknown or answered by another item: only a record question's follow-up was read
against the conversation; and the working week said as one ("weekdays", "ימי חול") met no day of an
item's range ("א'–ה'"). These rows ask such follow-ups of another business (each marked ``follow``:
the same conversation as the row before it), beside controls that must stay as they are: a follow-up
asking something outside the business, and record questions put right after a knowledge answer. Written
from the fixture before any was sent to the engine.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, REP, UNK, Row, en, he, nm

NAYADUT: list[Row] = [
    # a follow-up of a knowledge answer: the same question of another town, thing or day
    he("כמה עולה ביקור טכנאי בבית בנתניה?", KNOW, [], [("kn", "k03", "250")]),
    he("ובכפר סבא?", KNOW, [], [("kn", "k03", "320")], follow=True),
    en("How much is it to rent a manual wheelchair?", KNOW, [], [("kn", "k04", "150")]),
    en("and a mobility scooter?", KNOW, [], [("kn", "k04", "900")], follow=True),
    he("עד מתי המעבדה פתוחה ביום שישי?", KNOW, [], [("kn", "k01", "12:00")]),
    he("ובשאר ימי השבוע?", KNOW, [], [("kn", "k01", "17:00")], follow=True),
    en("what's the warranty on a repair?", KNOW, [], [("kn", "k05", "6")]),
    en("and on new batteries for a scooter?", KNOW, [], [("kn", "k05", "שנה")], follow=True),
    he("כמה עולה אבחון תקלה במעבדה?", KNOW, [], [("kn", "k11", "150")]),
    he("ואם לא באים לקחת את הציוד?", KNOW, [], [("kn", "k11", "15")], follow=True),
    # the working week said as one ("weekdays", "ימי חול"): the days of the items' range א'–ה'
    en("Until what time is the lab open on Friday?", KNOW, [], [("kn", "k01", "12:00")]),
    en("and on weekdays?", KNOW, [], [("kn", "k01", "17:00")], follow=True),
    he("עד מתי פתוח בימי חול?", KNOW, [], [("kn", "k01", "17:00")]),
    # controls: a follow-up outside the business, record questions right after a knowledge answer
    he("כמה עולה החלפת סוללות לקלנועית?", KNOW, [], [("kn", "k06", "1,400")]),
    he("ומה הסיסמה של הוויפי?", UNK, follow=True),
    en("Do we take Bit?", KNOW, [], [("kn", "k09", "ביט")]),
    en("and how much does Margaret Collins owe?", BAL, nm("Margaret Collins"), [("bal", "c05")], follow=True),
    he("כמה עולה טיפול שנתי למעלון?", KNOW, [], [("kn", "k08", "480")]),
    he("ומה המצב של הקלנועית של ולדימיר פטרוב?", REP, nm("ולדימיר פטרוב"), [("rep", "r01")], follow=True),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s59k": NAYADUT}

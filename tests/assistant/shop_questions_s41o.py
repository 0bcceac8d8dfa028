"""A DEVELOPMENT set written by the lead of session 41 (issue 15): questions about something else that
share words with the business's own policies (hours, warranty, prices, payment, rain, batteries, the
health ministry), beside knowledge questions worded close to them, about ``shops/gannoy.json`` (גן-נוי,
gardening) as business ``gannoy-o`` and ``shops/koltov.json`` (קול טוב, hearing aids) as ``koltov-o``
(batch ``s41o``). Its items may be looked at and the engine tuned on them; it is NOT held out.

Why: over the eight held-out writers (aggregates only, gold intent x the engine's, counted by
``/work``-side script, no row read), the commonest single confusion was a question about something else
read as a knowledge question (11 rows of 1,519). The writer of this set saw only that count, the two
businesses' knowledge items and the row shape; every question was written before any was sent.

First run (main ``37a0543``, the corpus without these rows), records first: intent 0.57 (gannoy-o 0.47,
koltov-o 0.67): of the 23 questions about something else 7 read as such, 14 as knowledge (the item sharing
a word quoted: the business's hours for a bank's), 2 as a record; the 14 knowledge questions all right.
Tried and taken out (session 41): an item found for a question with a word no item or lexicon knows
(``relevance``'s "foreign") and not addressed to us answered as not understood: 2 rows fixed here, 1
broken on cafetech, and on cafetech / koltov / hadar 17 knowledge questions the office does ask hold such
a word ("aid", "box", "wax", "נפל", "she"): the foreign words are mostly how a question is asked or a
translation missing, not its subject. What would tell them apart: a word's specificity in general
language (a topic's noun: "gym", "Netflix", "מכבי" against "too", "off", "נפל"); the commonest words' ranks
the engine has (``everyday_words``: wordfreq's) do not: "gym" is the 3,327th English word, "wax" (a hearing
aid's filter) the 7,880th; "מכבי" and "שנפל" are everyday Hebrew, "מפסיד" is not.
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, UNK, Row, en, he


def _kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


GANNOY = [
    he("מה שעות הפעילות של הדואר ביהוד?", UNK),
    he("כמה עולה כרטיס טיסה לאילת בקיץ?", UNK),
    he("יש אחריות על האייפון שקניתי בקניון?", UNK),
    he("מה התחזית, יהיה גשם בחורף הזה?", UNK),
    he("כמה עולה מנוי לחדר כושר בפתח תקווה?", UNK),
    he("תמליץ לי על מסעדה טובה בקריית אונו", UNK),
    he("כמה עולה טון של מלט?", UNK),
    he("איך מבקשים היתר מהעירייה לבנות פרגולה?", UNK),
    en("what time does the bank in Yehud close on Friday?", UNK),
    en("how much is a monthly gym membership around here?", UNK),
    en("is it going to rain this winter?", UNK),
    en("which payment app is best for splitting a dinner bill?", UNK),
    he("עד מתי המשרד פתוח ביום חמישי?", KNOW, [], _kn("k01", "16:30")),
    en("how much do we charge per square metre for synthetic grass?", KNOW, [], _kn("k09", "120")),
    en("what warranty do we give on a new irrigation computer?", KNOW, [], _kn("k06", "שנה")),
    he("מה עושים עם מחשב ההשקיה בחורף?", KNOW, [], _kn("k11", "גשם")),
    he("אפשר לשלם לנו בביט?", KNOW, [], _kn("k10", "ביט")),
    en("do we also work in Or Yehuda?", KNOW, [], _kn("k12", "150")),
    he("כמה עולה פינוי גזם עם ההיתר מהעירייה?", KNOW, [], _kn("k08", "450")),
]

KOLTOV = [
    he("באיזה שעות פתוחה קופת חולים מכבי בשישי?", UNK),
    he("כמה עולה בדיקת דם פרטית?", UNK),
    he("איך מייבשים טלפון שנפל למים?", UNK),
    he("מה המחיר של אוזניות אלחוטיות של אפל?", UNK),
    he("יש הנחה לגמלאים בתחבורה ציבורית?", UNK),
    he("כמה סוללות צריך לשלט של המזגן?", UNK),
    en("what are the health ministry's rules for flu shots this year?", UNK),
    en("how long is the free trial of a Netflix subscription?", UNK),
    en("does my credit card give cashback on fuel?", UNK),
    en("what's the best battery brand for a TV remote?", UNK),
    en("can you recommend a dentist in Tel Aviv?", UNK),
    en("is the repair lab open on Friday?", KNOW, [], _kn("k01", "סגורה")),
    he("כמה ימי ניסיון יש על מכשיר שמיעה חדש?", KNOW, [], _kn("k04", "60")),
    en("how much is a pack of size 312 batteries?", KNOW, [], _kn("k07", "25")),
    he("מכשיר השמיעה של הלקוחה נפל למים, מה להגיד לה?", KNOW, [], _kn("k11", "אורז")),
    en("how much does the health ministry cover per ear?", KNOW, [], _kn("k06", "3,760")),
    en("do we lend a replacement hearing aid while one is in repair?", KNOW, [], _kn("k13", "500")),
    he("אפשר לפרוס את התשלום על מכשיר?", KNOW, [], _kn("k10", "12")),
]

GANNOY_BATCHES: dict[str, list[Row]] = {"s41og": GANNOY}
KOLTOV_BATCHES: dict[str, list[Row]] = {"s41ok": KOLTOV}

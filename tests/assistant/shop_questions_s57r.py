"""Batch s57r (helper rewrite57, session 55): knowledge questions answered wrong because of what happens
before or after the answer step's choice of article, on four development businesses' fixtures, with
controls (near rows that must stay as they are).

- Before (the search's text rewritten): a word the spelling steps replace though it is a word as typed - a
  common Hebrew word read as a slip of another ("לקראת" as "לקריאת"), a mixed-case unit read as office
  shorthand ("pH" as "phone"), an English compound parted at a preposition ("overlocker" as "over
  locker").
- After (the quote of the right article): the sentence holding the fact left out - a phone number asked,
  a sum in the one sentence holding a word of the question no other sentence holds (a town, "replacement",
  "deposit").

Written from the fixtures alone before any of these questions was sent to the engine.
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, Row, en, he

SHATIACH: list[Row] = [
    # a common Hebrew word is no slip of another
    he("עד מתי אפשר להביא שטיחים לאיסוף לקראת פסח?", KNOW, [], [("kn", "k08", "ניסן")]),
    he("לקראת סוף השבוע, עד איזו שעה המפעל פתוח ביום שישי?", KNOW, [], [("kn", "k08", "12:30")]),
    he("עד איזו שעה אתם פתוחים ביום שישי?", KNOW, [], [("kn", "k08", "12:30")]),  # control
    # the sentence holding the one word no other holds (a town) and the sum
    he("לקוחה ממודיעין שואלת כמה עולה לה המשלוח", KNOW, [], [("kn", "k02", "80")]),
    en("Customer in Beit Shemesh wants us to collect, what's the delivery charge?", KNOW, [],
       [("kn", "k02", "80")]),
    he("שטיח שלא נאסף כבר חודש, יש דמי אחסון?", KNOW, [], [("kn", "k05", "5 ₪")]),
    he("כמה עולה ניקוי שטיח משי?", KNOW, [], [("kn", "k01", "90")]),  # control
    # control
    en("Is the moth treatment guaranteed, and for how long?", KNOW, [], [("kn", "k04", "6 months")]),
]  # fmt: skip

KATZAF: list[Row] = [
    # a phone number asked: the sentence holding one
    en("What's the phone number of the emergency line for contract customers?", KNOW, [],
       [("kn", "k02", "03-9307700")]),
    he("מה מספר הטלפון של מוקד החירום?", KNOW, [], [("kn", "k02", "03-9307700")]),
    en("emergency line ph no for contract customers?", KNOW, [], [("kn", "k02", "03-9307700")]),  # control
    he("מתי המשרד פתוח ביום שישי?", KNOW, [], [("kn", "k02", "12:00")]),  # control
    # a two-part question: the second part's sentence holds its word alone, and the sum
    he("מכונה שלוקחים למעבדה, אפשר לשכור מכונה חלופית בינתיים?", KNOW, [], [("kn", "k07", "120")]),
    en("When a machine goes to our workshop on a truck, can the customer rent a replacement?", KNOW, [],
       [("kn", "k07", "120")]),
    he("כמה עולה ההובלה של מכונה למעבדה?", KNOW, [], [("kn", "k07", "800")]),  # control
]  # fmt: skip

BREICHA: list[Row] = [
    # a mixed-case unit is no office shorthand
    en("what pH should a private pool be at?", KNOW, [], [("kn", "k08", "7.2")]),
    en("the pH is above 7.8, what do we add and when do we test again?", KNOW, [], [("kn", "k08", "4 שעות")]),
    he("מה ה-pH התקין במים?", KNOW, [], [("kn", "k08", "7.6")]),
    en("what's the normal free chlorine level?", KNOW, [], [("kn", "k08", "1-3")]),  # control
]  # fmt: skip

TFIRA: list[Row] = [
    # an English compound is no two words glued
    en("how much is servicing an overlocker?", KNOW, [], [("kn", "k03", "320")]),
    en("overlocker knives replacement price?", KNOW, [], [("kn", "k03", "140")]),
    en("what's the warranty on an overlocker repair?", KNOW, [], [("kn", "k05", "6")]),
    en("how much is a service forthe home sewing machine?", KNOW, [], [("kn", "k02", "280")]),  # control
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s57r": SHATIACH}
KATZAF_BATCHES: dict[str, list[Row]] = {"s57r": KATZAF}
BREICHA_BATCHES: dict[str, list[Row]] = {"s57r": BREICHA}
TFIRA_BATCHES: dict[str, list[Row]] = {"s57r": TFIRA}

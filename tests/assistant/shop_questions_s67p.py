"""A DEVELOPMENT set written by helper ``know67p`` (session 60, 2026-12-07) about a development business's
fixtures, ``shops/manul.json`` (a locksmith in Jerusalem, ``manul-s67p``), batch ``s67p``. It is NOT
held out.

Why: knowledge questions whose words are not the item's words in the other language: English asked of
Hebrew items ("copy" of שכפול, "security" of ביטחון, "interest" of ריבית), English words an item carries
as its own keywords ("lockout", "safe", "warranty"), and a word's direct translation against its
concept's broader words. Controls: the same items asked in their own words.
Written before the engine was run on them.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, Row, en, he

MANUL: list[Row] = [
    # English words the lexicon may not pair with the item's Hebrew
    en("customer wants to copy a security key, what does it cost?", KNOW, [], [("kn", "k08", "45")]),
    en("how much to duplicate an ordinary key", KNOW, [], [("kn", "k08", "15")]),
    en("what does a security cylinder cost with installation?", KNOW, [], [("kn", "k04", "690")]),
    en("can a business pay in installments without interest?", KNOW, [], [("kn", "k07", "6")]),
    en("lockout in Beit Shemesh, how much all in?", KNOW, [], [("kn", "k02", "80")]),
    en("someone forgot the code of their safe, what do we charge to open it?", KNOW, [],
       [("kn", "k06", "600")]),
    en("does the warranty cover damage from a burglary attempt?", KNOW, [], [("kn", "k05", "12")]),
    en("how long do we hold copied keys nobody came to collect?", KNOW, [], [("kn", "k12", "60")]),
    en("the client cancelled after the tech was already driving, is there a fee?", KNOW, [],
       [("kn", "k09", "100")]),
    en("what deposit do we take on a steel door order?", KNOW, [], [("kn", "k10", "30%")]),
    en("do we make chip car keys?", KNOW, [], [("kn", "k11", "מוסך")]),
    he("כמה עולה lockout במעלה אדומים?", KNOW, [], [("kn", "k02", "80")]),
    # controls: the items asked in their own words
    he("כמה עולה שכפול מפתח רגיל?", KNOW, [], [("kn", "k08", "15")]),
    he("כמה עולה צילינדר ביטחון?", KNOW, [], [("kn", "k04", "690")]),
    he("אפשר לשלם בתשלומים בלי ריבית?", KNOW, [], [("kn", "k07", "6")]),
    he("כמה זמן אחריות על עבודה?", KNOW, [], [("kn", "k05", "12")]),
    he("כמה עולה לפתוח כספת?", KNOW, [], [("kn", "k06", "600")]),
    en("how much is the night surcharge for an emergency call?", KNOW, [], [("kn", "k01", "150")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s67p": MANUL}

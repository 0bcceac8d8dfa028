"""A DEVELOPMENT set written by helper ``span71`` (session 71, 2026-12-07) about a development business's
fixtures, ``shops/manul.json`` (a Jerusalem locksmith, ``manul-s71s``), batch ``s71s``. It is NOT held
out.

Why: the blind writers' entity misses are nearly all customer_name spans. Three kinds are left after
session 60: a person who is no customer named beside a speech or possession cue ("X called", "X says",
"X's number"), where the engine drops the name or takes a part or a neighbouring word; a business name
typed word by word in the other language ("Hagefen Bakery" for the Hebrew-stored bakery), whose span is
the typed name linked to the record; and two typed words for one stored word or the reverse. The
expected name is the name as typed. Controls: a description with no name keeps none; knowledge and
out-of-domain questions keep none.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, KNOW, LOOK, REP, UNK, Row, en, he, nm

MANUL: list[Row] = [
    # (a) a person who is no customer, named beside a speech or possession cue: reported as typed
    he("יונתן ברק התקשר, מה עם הדלת שלו?", REP, nm("יונתן ברק")),
    he("רונן אלמוג אומר שהוא כבר שילם, כמה הוא חייב?", BAL, nm("רונן אלמוג")),
    he("מה הטלפון של פנינה גבאי?", LOOK, nm("פנינה גבאי")),
    he("ליאת שרעבי שאלה אם הכספת שלה מוכנה", REP, nm("ליאת שרעבי")),
    he("המספר של עמית זכאי בבקשה", LOOK, nm("עמית זכאי")),
    en("Pini Gabay's number please", LOOK, nm("Pini Gabay")),
    en("Yael Goldberg says she paid already, what's her balance?", BAL, nm("Yael Goldberg")),
    en("Noam Friedman called about his smart lock, is it done?", REP, nm("Noam Friedman")),
    en("what's Tamar Shapiro's email?", LOOK, nm("Tamar Shapiro")),
    en("Eitan Mizrahi wants to know if his safe is ready", REP, nm("Eitan Mizrahi")),
    en("does Hila Nachmias owe anything?", BAL, nm("Hila Nachmias")),
    # (a') the same cues beside a customer: the name as typed, linked
    he("אבי חורי התקשר, מה קורה עם המנעול החכם?", REP, nm("אבי חורי"), [("rep", "r12")]),
    en("Sarah Goldstein called, is her door done?", REP, nm("Sarah Goldstein"), [("rep", "r13")]),
    en("Michael Levin says he paid, how much is left?", BAL, nm("Michael Levin"), [("bal", "c15")]),
    he("שירה בן דוד אומרת ששילמה, כמה היא עוד חייבת?", BAL, nm("שירה בן דוד"), [("bal", "c16")]),
    en("Daniel Cohen's phone number?", LOOK, nm("Daniel Cohen"), [("phone", "c05")]),
    # (b) a business name typed word by word in the other language: the typed name, linked
    en("how much does Hagefen Bakery owe?", BAL, nm("Hagefen Bakery"), [("bal", "c17")]),
    en("is the back door for Maafiyat Hagefen done yet?", REP, nm("Maafiyat Hagefen"), [("rep", "r21")]),
    en("Avnei Chen Jewelry, is their safe back?", REP, nm("Avnei Chen Jewelry"), [("rep", "r14")]),
    en("what's the balance of Gilo Community Center?", BAL, nm("Gilo Community Center"), [("bal", "c13")]),
    en("Gabay and Co law office, any open invoices?", INV, nm("Gabay and Co law office"),
       [("ilist", "c03", "open")]),
    he("כמה חייבים הרמוני סוויטס?", BAL, nm("הרמוני סוויטס"), [("bal", "c04")]),
    he("מה המייל של מייקל לוין", LOOK, nm("מייקל לוין"), [("email", "c15")]),
    en("Natalia Kuznetsov's phone", LOOK, nm("Natalia Kuznetsov"), [("phone", "c12")]),
    en("how much does Orit Malka owe?", BAL, nm("Orit Malka"), [("bal", "c02")]),
    # (c) two typed words for one stored word, and one typed word for two stored words
    en("Gold Stein, is the door ready?", REP, nm("Gold Stein"), [("rep", "r13")]),
    en("how much does HarmonySuites owe us?", BAL, nm("HarmonySuites"), [("bal", "c04")]),
    he("כמה חייבת שירה בנדוד?", BAL, nm("שירה בנדוד"), [("bal", "c16")]),
    en("Harmony Sweets overdue invoice?", INV, nm("Harmony Sweets"), [("ilist", "c04", "overdue")]),
    he("מאפיית הג פן, מה עם התריס?", REP, nm("מאפיית הג פן"), [("rep", "r22")]),
    he("מה היתרה של אבני-חן?", BAL, nm("אבני-חן"), [("bal", "c10")]),
    # controls: no name typed, none reported; a cue word alone is no name
    en("the bakery called, what do they owe?", BAL, [], [("bal", "c17")]),
    he("מישהו התקשר לגבי דלת, מה הסטטוס?", UNK),
    en("the hotel says they paid, how much is left?", BAL, [], [("bal", "c04")]),
    he("כמה עולה פריצת דלת בלילה?", KNOW),
    en("how much is a lockout in Maale Adumim?", KNOW),
    en("who won the Beitar game yesterday?", UNK),
    he("הוועד של הבניין ברב קוק שאל מה עם הדלת", REP, [], [("rep", "r11")]),
    en("My neighbour says the bakery's shutter is broken, is it fixed?", REP, [], [("rep", "r22")]),
    he("מה שעות הפעילות בשבת?", KNOW),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s71s": MANUL}

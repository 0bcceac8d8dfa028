"""A DEVELOPMENT set written by helper ``know72`` (session 72, 2026-12-07) about a development business's
fixtures, ``shops/arubah.json`` (a commercial-kitchen hood, duct and grease-trap cleaning service in Beer
Sheva, ``arubah-s73k``), batch ``s73k``. It is NOT held out.

Why: a question about the business's own policy (payment terms, prices, procedures, hours) said of a kind
of business or institution with its article ("the hotel wants to pay by cheque", "הקיבוץ שואל על תנאי
תשלום"), where customers' names open with that kind word; "add" inside a price question; a bare weekday
follow-up after an hours answer. Controls: the same kinds and names asked about their records (owes,
balance, invoice, job, phone), which must stay the customer's. Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, KNOW, LOOK, REP, Row, en, he, iv, nm

ARUBAH: list[Row] = [
    # a kind of customer with its article, asking the business's policy
    he("הישיבה רוצה לשלם בצ'קים דחויים, אפשר?", KNOW, [], [("kn", "k06", "שוטף")]),
    en("the hotel wants to pay by cheque, is that ok?", KNOW, [], [("kn", "k06", "30")]),
    he("הקיבוץ שואל מה תנאי התשלום שלנו", KNOW, [], [("kn", "k06", "שוטף")]),
    he("המסעדה שואלת אם אפשר לשלם בתשלומים", KNOW, [], [("kn", "k06", "3 תשלומים")]),
    en("the restaurant is asking if they can pay in installments", KNOW, [], [("kn", "k06", "3")]),
    en("the hotel asks what our payment terms are", KNOW, [], [("kn", "k06", "30")]),
    he("המסעדה שואלת כמה עולה ניקוי הוד", KNOW, [], [("kn", "k02", "1,200")]),
    en("the pub wants to know the price of pumping a grease trap", KNOW, [], [("kn", "k03", "900")]),
    he("הקיבוץ רוצה שנבוא בשבת, מותר?", KNOW, [], [("kn", "k10", "שבת")]),
    en("the hotel wants a night cleaning, how much extra is it?", KNOW, [], [("kn", "k10", "20%")]),
    he("בית האבות שואל כל כמה זמן צריך לבדוק את מערכת הכיבוי", KNOW, [], [("kn", "k04", "חצי שנה")]),
    en("the yeshiva asks how long the fire department approval takes", KNOW, [], [("kn", "k05", "3")]),
    # "add" in a price question, not a name
    en("how much do you add for every extra meter of hood?", KNOW, [], [("kn", "k02", "250")]),
    en("do you add a travel fee for Mitzpe Ramon?", KNOW, [], [("kn", "k09", "150")]),
    # an hours answer, then a bare weekday
    he("מתי המשרד פתוח?", KNOW, [], [("kn", "k01", "07:30")]),
    he("וביום שישי?", KNOW, [], [("kn", "k01", "12:00")], True),
    en("what are your office hours?", KNOW, [], [("kn", "k01", "16:30")]),
    en("and on Friday?", KNOW, [], [("kn", "k01", "12:00")], True),
    he("עד מתי אתם פתוחים ביום שלישי?", KNOW, [], [("kn", "k01", "16:30")]),
    en("when do you open on Sunday?", KNOW, [], [("kn", "k01", "07:30")]),
    # controls: the same kinds and names asked about their records stay the customer's
    he("כמה חייבת ישיבת אור הנגב?", BAL, nm("ישיבת אור הנגב"), [("bal", "c04")]),
    he("מסעדת שמשון רוצה לשלם, כמה הם חייבים?", BAL, nm("מסעדת שמשון"), [("bal", "c10")]),
    en("how much does Arad Inn owe us?", BAL, nm("Arad Inn"), [("bal", "c15")]),
    en("Leonardo Negev Hotel balance please", BAL, nm("Leonardo Negev Hotel"), [("bal", "c02")]),
    he("קיבוץ רביבים שילמו את החשבונית?", INV, nm("קיבוץ רביבים"), [("ist", "i23")]),
    en("is invoice AR-5128 paid?", INV, iv("AR-5128"), [("ist", "i04")]),
    he("מה עם ההוד של מסעדת שמשון?", REP, nm("מסעדת שמשון"), [("rep", "r21")]),
    en("is the Ramon Inn Kitchen tandoor hood done?", REP, nm("Ramon Inn Kitchen"), [("rep", "r36")]),
    he("מה הטלפון של קיבוץ צאלים?", LOOK, nm("קיבוץ צאלים"), [("phone", "c13")]),
    en("what's the email of Cafe Negba", LOOK, nm("Cafe Negba"), [("email", "c29")]),
    he("מסעדת מרקש - מה מצב אישור הכבאות?", REP, nm("מסעדת מרקש"), [("rep", "r34")]),
    he("כמה עולה ניקוי הוד של 5 מטר?", KNOW, [], [("kn", "k02", "250")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s73k": ARUBAH}

"""A DEVELOPMENT set written by helper ``know53`` (session 53, 2026-12-06) about a development business,
``shops/nayadut.json`` (a mobility and home-care equipment lab, business ``nayadut-k54``, batch ``s54k``).
It is NOT held out.

Why: the blind writers of sessions 50 and 52 asked the business's policies as a situation in the staff's
words: a story about a customer or a courier, a polite English wrapper ("I was wondering what we
charge...", "Remind me, how long..."), a Hebrew message with English words in it, or a question whose
customer is only the story's context ("<name> says the new battery died, still under warranty?"). The
engine answered a repair status, a customer look-up or "I don't know". The opposite edge: requests to the
outside world (find a restaurant, draft a letter, buy online) were answered from the policies. These rows
ask the same kinds of question of another business, beside controls (a real status, balance or phone
question about a named customer) that must not change. Written from the fixture before any was sent to
the engine.

First run, on the unchanged engine (main 6cb30015): intent 0.67, entities 1.00, answers 0.52 (16 of 33
wrong). After branch ``know53`` (with this set in the corpus): 0.94 / 1.00 / 0.70; left wrong: policies
whose item the search misses or quotes by another sentence (a town in brackets, a story's words), a
customer's possessive record told before a policy ("<name>'s chair ... a loaner?"), a courier's time.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, LOOK, REP, UNK, Row, en, he, nm

NAYADUT: list[Row] = [
    # a polite English wrapper around a policy
    en("I was wondering what we charge for a technician visit in Raanana these days?", KNOW, [],
       [("kn", "k03", "320")]),
    en("Remind me, how long can equipment sit here before we start charging storage?", KNOW, [],
       [("kn", "k11", "30")]),
    en("Could you remind me of the deposit on a rented mobility scooter?", KNOW, [],
       [("kn", "k04", "2,000")]),
    en("I was just wondering whether we take Bit, a lady on the phone asked.", KNOW, [],
       [("kn", "k09", "ביט")]),
    en("Would you happen to know how many days ahead someone has to cancel a visit without paying?", KNOW,
       [], [("kn", "k10", "24")]),
    # a story about a customer, the policy asked
    en("Vladimir Petrov says the new scooter battery died after two months, is that still under warranty?",
       KNOW, nm("Vladimir Petrov"), [("kn", "k05", "שנה")]),
    he("ולדימיר פטרוב מתקשר שהסוללה החדשה מתה אחרי חודשיים, זה עדיין באחריות?", KNOW,
       nm("ולדימיר פטרוב"), [("kn", "k05", "שנה")]),
    he("יעקב כהן שואל כמה זמן לוקח להזמין סוללות, הוא לא יכול בלי הקלנועית", KNOW, nm("יעקב כהן"),
       [("kn", "k06", "3")]),
    en("Margaret Collins' chair has been with us a week already, can she get a loaner meanwhile?", KNOW,
       nm("Margaret Collins"), [("kn", "k12", "5")]),
    he("סיטואציה: הבן של שושנה זכריה רוצה שנאסוף את הקלנועית מכפר סבא, כמה זה עולה?", KNOW,
       nm("שושנה זכריה"), [("kn", "k07", "280")]),
    en("Tesfay Mengesha wants to think about the quote, how much is the diagnosis if he says no?", KNOW,
       nm("Tesfay Mengesha"), [("kn", "k11", "150")]),
    # a story with no name: a courier, a caller, an item left on the shelf
    he("שליח רוצה להביא כיסא ב7 וחצי בבוקר, מישהו פה?", KNOW, [], [("kn", "k01", "08:00")]),
    he("מישהי רוצה לבוא ביום שישי ב2, אפשר בכלל?", KNOW, [], [("kn", "k01", "12:00")]),
    he("כיסא חשמלי עומד אצלנו כבר חודשיים ואף אחד לא בא לקחת אותו. מה נוהגים לעשות במקרה כזה?", KNOW, [],
       [("kn", "k11", "15")]),
    en("Someone's oxygen concentrator stopped at 2am on Saturday, who do they call?", KNOW, [],
       [("kn", "k02", "050-8600999")]),
    # Hebrew with English words
    he("לקוח חדש מחדרה שואל כמה עולה pickup של הקלנועית מהבית", KNOW, [], [("kn", "k07", "280")]),
    he("תגיד, ה-warranty על תיקון זה כמה חודשים?", KNOW, [], [("kn", "k05", "6")]),
    he("בית אבות רוצה annual plan למעלון, כמה זה?", KNOW, [], [("kn", "k08", "900")]),
    he("יש לנו rental של כיסא גלגלים? כמה לחודש?", KNOW, [], [("kn", "k04", "150")]),
    en("what's the emergency number again, the one for מיטה סיעודית at night", KNOW, [],
       [("kn", "k02", "050-8600999")]),
    # requests to the outside world: out of domain
    en("I was wondering whether you could help me draft a letter to the Netanya municipality about parking.",
       UNK),
    en("Any chance you know a good shawarma place near Herzl Street for lunch?", UNK),
    en("My father wants a new scooter for his birthday, can you find me a cheap one online?", UNK),
    he("תמצא לי מסעדה טובה ליד כיכר העצמאות לארוחת צהריים", UNK),
    he("תכתוב לי מכתב לעירייה על החניה מול המעבדה", UNK),
    en("Could you book me a flight to Eilat for next weekend?", UNK),
    # controls: a real status, balance or phone question about a named customer
    en("Is Vladimir Petrov's scooter ready yet?", REP, nm("Vladimir Petrov"), [("rep", "r01")]),
    he("מה המצב של הקלנועית של יעקב כהן?", REP, nm("יעקב כהן"), [("rep", "r13")]),
    en("How much does Margaret Collins owe us?", BAL, nm("Margaret Collins"), [("bal", "c05")]),
    he("כמה חייבת שושנה זכריה?", BAL, nm("שושנה זכריה"), [("bal", "c03")]),
    en("What's Tesfay Mengesha's phone number?", LOOK, nm("Tesfay Mengesha"), [("phone", "c06")]),
    he("Margaret Collins התקשרה, הכיסא שלה כבר מוכן?", REP, nm("Margaret Collins"), [("rep", "r08")]),
    he("מה הטלפון של ז'ק אלמליח? הוא ביקש שנחזור אליו", LOOK, nm("ז'ק אלמליח"), [("phone", "c11")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s54k": NAYADUT}

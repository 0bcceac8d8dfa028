"""Batch s12b: questions about פיקס-הום again (``shops/fixhome.json``), of the three kinds session 12's
helper `chat12` left.

Written by session 12's helper `follow12` on 2026-12-01 (about 14:35 UTC), from the fixtures alone and
before any of them was sent to the engine:
- a follow-up asking about a relative's item ("and his wife's faucet?", "והמנעול של הבן שלה"): the
  relative is the customer who shares the bound customer's phone, or whose notes name them; where none
  is, the row scores the intent only (the answer must not be about the bound customer's own item, which
  this scorer cannot check);
- "who is <name words>" where no customer has that name (each pairs one customer's first name with
  another's surname): the answer must say the name typed; a typo of one customer's whole name may be
  answered with that customer;
- a customer named in words typed together inside a longer phrase ("במשרד של לנדאו"), reported as typed.

Row format: ``tests/assistant/lab_rows.py``; ``("say", text)`` is text the answer must hold.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, q

S12B: list[Row] = [  # one row a line, as eval_set.py
    # relatives in follow-ups: a shared phone (c23/c26, c24/c27), the notes naming the other
    q("en", "is Daniel Katz's boiler tank in yet", REP, [("name", "Daniel Katz")], [("rep", "r26")]),
    q("en", "and what about his wife's kitchen faucet", REP, [], [("rep", "r29")], True),
    q("he", "מה המצב של הדוד של דניאל כץ", REP, [("name", "דניאל כץ")], [("rep", "r26")]),
    q("he", "ומה עם הברז של אשתו", REP, [], [("rep", "r29")], True),
    q("he", "לאה שטרן הברז פרח שלה בוטל?", REP, [("name", "לאה שטרן")], [("rep", "r25")]),
    q("he", "והמנעול של הבן שלה מוכן?", REP, [], [("rep", "r28")], True),
    q("en", "Lea Stern balance", BAL, [("name", "Lea Stern")], [("bal", "c23")]),
    q("en", "and her son's bike lock?", REP, [], [("rep", "r28")], True),
    q("he", "כמה נועם שטרן חייב", BAL, [("name", "נועם שטרן")], [("bal", "c26")]),
    q("he", "ומה עם הברז של אמא שלו", REP, [], [("rep", "r25")], True),
    q("en", "does Sophie Katz owe anything", BAL, [("name", "Sophie Katz")], [("bal", "c27")]),
    q("en", "and her husband's boiler?", REP, [], [("rep", "r26")], True),
    # a relative nobody is
    q("he", "הצילינדר של רותם שפירא מוכן?", REP, [("name", "רותם שפירא")], [("rep", "r01")]),
    q("he", "ומה עם המנעול של בעלה", REP, [], [], True),
    q("en", "Tom Becker's garbage disposal fixed?", REP, [("name", "Tom Becker")], [("rep", "r17")]),
    q("en", "and his wife's faucet?", REP, [], [], True),
    # who is <words of two customers' names>: nobody; a typo of one whole name: that customer
    q("he", "מי זה נועם ברגר", LOOK, [], [("say", "נועם ברגר")]),
    q("he", "מי זאת חנה קליין", LOOK, [], [("say", "חנה קליין")]),
    q("he", "מי זה יוסי כץ", LOOK, [], [("say", "יוסי כץ")]),
    q("en", "who is Rachel Turner", LOOK, [], [("say", "Rachel Turner")]),
    q("en", "who's Sophie Adler", LOOK, [], [("say", "Sophie Adler")]),
    q("en", "who is Anna Kowalsky", LOOK, [], [("say", "Anna Kowalski")]),
    q("he", "מי זה עומר נגאר", LOOK, [], [("say", "עומר נגר")]),
    # a customer named by words typed together inside a longer phrase
    q("he", "מה המצב של המנעולים במשרד של לנדאו", REP, [("name", "לנדאו")], [("rep", "r19")]),
    q("he", "כמה חייבים לנו במסעדה של הגפן הירוקה", BAL, [("name", "הגפן הירוקה")], [("bal", "c07")]),
    q("he", "החשבוניות הפתוחות בוועד של ביאליק 14", INV, [("name", "ביאליק 14")], [("ilist", "c13", "open")]),
    q("en", "what does the office of Landau CPA owe", BAL, [("name", "Landau CPA")], [("bal", "c17")]),
    q("he", "מה הטלפון במשרד של רו\"ח לנדאו", LOOK, [("name", "רו\"ח לנדאו")], [("phone", "c17")]),
]  # fmt: skip
BATCHES = {"s12b": S12B}

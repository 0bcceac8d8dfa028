"""A DEVELOPMENT set written by helper ``rep72`` (session 73, 2026-12-07) about a development business's
fixtures, ``shops/gibui.json`` (a generators and UPS service company in Karmiel, ``gibui-s73r``), batch
``s73r``. It is NOT held out.

Why: repair-status questions that name the job by its own words beside a customer or alone - a maker
(Latin or typed in Hebrew letters, with or without an article), a model ("EU22i", "9PX") or a word of the
fault; a customer's whole list of jobs ("all the jobs of ...", "כל העבודות של ..."); "<customer> - status".
Controls: the business's prices asked about the same things, look-ups, a balance, requests we cannot answer.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, LOOK, REP, UNK, Row, en, he, nm, ph

GIBUI: list[Row] = [
    # the job named by a maker, a model or a word of its description, no customer
    en("is the Riello UPS done?", REP, [], [("rep", "r18")]),
    he("ה-EU22i מוכן?", REP, [], [("rep", "r09")]),
    en("Cummins 250 - did you start the annual service?", REP, [], [("rep", "r28")]),
    he("הויקטרון עדיין מכבה את הבית?", REP, [], [("rep", "r37")]),
    he("פרקינס 80 מוכן?", REP, [], [("rep", "r15")]),
    en("Eaton 9PX batteries arrived?", REP, [], [("rep", "r04")]),
    en("the CyberPower ready for pickup?", REP, [], [("rep", "r27")]),
    en("the generator leaking diesel, did the parts come?", REP, [], [("rep", "r12")]),
    he("ה-UPS עם המצברים הנפוחים, מוכן?", REP, [], [("rep", "r23")]),
    # a maker, a model or the thing beside a customer
    en("the Aksa at סופרמרקט אבו ראס, still smoking?", REP, nm("סופרמרקט אבו ראס"), [("rep", "r06")]),
    he("ה-APC של סאמר חורי עדיין מצפצף?", REP, nm("סאמר חורי"), [("rep", "r01")]),
    en("Northern Pixel Studio Riello - status?", REP, nm("Northern Pixel Studio"), [("rep", "r18")]),
    he("הונדה של קובי דהן מוכן?", REP, nm("קובי דהן"), [("rep", "r40")]),
    en("Honda generator for מתנ\"ס מעלות, ready?", REP, nm("מתנ\"ס מעלות"), [("rep", "r09")]),
    he("הממיר של Tom O'Brien, מה קורה איתו?", REP, nm("Tom O'Brien"), [("rep", "r37")]),
    en("Tom O'Brien battery bank - parts in yet?", REP, nm("Tom O'Brien"), [("rep", "r36")]),
    he("הקאמינס של מפעל אריזות הצפון, התחלתם?", REP, nm("מפעל אריזות הצפון"), [("rep", "r28")]),
    he("ה-UPS של בית מרקחת הגליל, מה המצב?", REP, nm("בית מרקחת הגליל"), [("rep", "r14")]),
    en("Sarah Goldstein oxygen UPS, done?", REP, nm("Sarah Goldstein"), [("rep", "r13")]),
    he("מחמם המנוע של מלון חוף נהריה הגיע?", REP, nm("מלון חוף נהריה"), [("rep", "r22")]),
    he("אקסה של סופרמרקט אבו ראס עדיין מעשן?", REP, nm("סופרמרקט אבו ראס"), [("rep", "r06")]),
    # a customer's whole list of jobs
    en("all the jobs of Galil Data Systems", REP, nm("Galil Data Systems"), [("repc", "c03")]),
    he("כל העבודות של מלון חוף נהריה", REP, nm("מלון חוף נהריה"), [("repc", "c17")]),
    he("מה פתוח אצלנו של בית אבות נאות גליל?", REP, nm("בית אבות נאות גליל"), [("repc", "c25")]),
    en("everything we have in for Tom O'Brien", REP, nm("Tom O'Brien"), [("repc", "c29")]),
    he("כל התיקונים של מאפיית אל-נור", REP, nm("מאפיית אל-נור"), [("repc", "c12")]),
    # "<customer> - status"
    en("Michael Levin - status", REP, nm("Michael Levin"), [("rep", "r27")]),
    he("ויסאם חלבי - סטטוס?", REP, nm("ויסאם חלבי"), [("rep", "r33")]),
    # controls: the business's prices about the same things, look-ups, a balance, what we cannot answer
    he("כמה עולה מצבר 12V 9Ah ל-UPS?", KNOW, [], [("kn", "k04", "95")]),
    en("how much is a load test for a generator?", KNOW, [], [("kn", "k06", "1,400")]),
    en("how much to rent a portable generator for a day?", KNOW, [], [("kn", "k10", "180")]),
    en("what's the email of Galil Data Systems", LOOK, nm("Galil Data Systems"), [("email", "c03")]),
    he("מי זה 050-3317784?", LOOK, ph("050-3317784"), [("name", "c26")]),
    he("כמה חייב מלון חוף נהריה?", BAL, nm("מלון חוף נהריה"), [("bal", "c17")]),
    en("where is the Cummins service manual?", UNK),
    he("מה מזג האוויר מחר בכרמיאל?", UNK),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s73r": GIBUI}

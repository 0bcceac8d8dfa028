"""A DEVELOPMENT set written by helper ``rep71`` (session 71, 2026-12-07) about a development business's
fixtures, ``shops/tfira.json`` (a sewing-machine and vacuum repair lab in Haifa, ``tfira-s71r``), batch
``s71r``. It is NOT held out.

Why: repair-status questions that name the job by its own words - a brand, a model or a word of the fault
that is in the repair's item or description ("the Roborock ready?", "1034D done?", "the Pegasus at Tailor
Express"), a customer's whole list of jobs ("all the jobs of ...", "does he have something here?"), and
"<customer> - status" or "status of ... for <phone>". Controls: a brand asked as a knowledge question about
the business's prices, look-ups of a phone or an e-mail, a balance, and requests we cannot answer.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, LOOK, REP, UNK, Row, en, he, nm, ph

TFIRA: list[Row] = [
    # the job named by a brand, a model or a word of its description
    he("הרובורוק כבר חוזר לעמדה?", REP, [], [("rep", "r18")]),
    en("is the Roborock fixed?", REP, [], [("rep", "r18")]),
    he("1034D מוכן?", REP, [], [("rep", "r25")]),
    en("DDL-8700 still overheating?", REP, [], [("rep", "r01")]),
    he("ברנינה 770 הגיע הכרטיס?", REP, [], [("rep", "r07")]),
    en("the Miele vacuum, ready for pickup?", REP, [], [("rep", "r24")]),
    en("the Pegasus at Tailor Express, ready?", REP, nm("Tailor Express"), [("rep", "r17")]),
    he("אופק מדים, מכונת הכפתורים מה איתה?", REP, nm("אופק מדים"), [("rep", "r03")]),
    he("ה-Brother של אופק מדים, הגיעה הסכין?", REP, nm("אופק מדים"), [("rep", "r02")]),
    he("הג'וקי DDL-8700 של אופק מדים עדיין מרעיש?", REP, nm("אופק מדים"), [("rep", "r01")]),
    en("Anna Kogan Dyson arrived?", REP, nm("Anna Kogan"), [("rep", "r11")]),
    he("הזינגר של גולדשטיין, התחילו לעבוד עליו?", REP, nm("גולדשטיין"), [("rep", "r23")]),
    he("מכונת הרקמה של סלון כלות ליאורה, הגיע הלוח?", REP, nm("סלון כלות ליאורה"), [("rep", "r22")]),
    en("the embroidery machine that won't read the USB, did the board come?", REP, [], [("rep", "r22")]),
    en("Daniel Brooks cover stitch started?", REP, nm("Daniel Brooks"), [("rep", "r10")]),
    he("הפאף של תיאטרון המפרץ מוכן?", REP, nm("תיאטרון המפרץ"), [("rep", "r04")]),
    he("והג'נומה שלהם?", REP, [], [("rep", "r05")], True),
    he("השואב של דליה שרעבי שלא חוזר לטעינה, מה איתו?", REP, nm("דליה שרעבי"), [("rep", "r18")]),
    en("the Seiko walking foot machine, done?", REP, [], [("rep", "r19")]),
    # a customer's whole list of jobs, or whether they have anything here
    en("all the jobs of Tailor Express", REP, nm("Tailor Express"), [("repc", "c14")]),
    en("what jobs do we have open for אופק מדים right now", REP, nm("אופק מדים"), [("repc", "c01")]),
    he("כל העבודות של אופק מדים", REP, nm("אופק מדים"), [("repc", "c01")]),
    he("מה יש לנו פתוח של תיאטרון המפרץ?", REP, nm("תיאטרון המפרץ"), [("repc", "c02")]),
    en("Peter Hall, does he have something here?", REP, nm("Peter Hall"), [("rep", "r24")]),
    he("לנאדיה חדאד יש משהו אצלנו?", REP, nm("נאדיה חדאד"), [("rep", "r25")]),
    he("יש לאנה קוגן תיקון פתוח?", REP, nm("אנה קוגן"), [("rep", "r11")]),
    # "<customer> - status", status for a phone
    en("Tailor Express - status", REP, nm("Tailor Express"), [("repc", "c14")]),
    en("Daniel Brooks - status?", REP, nm("Daniel Brooks"), [("rep", "r10")]),
    he("רחל וייס - סטטוס", REP, nm("רחל וייס"), [("rep", "r06")]),
    en("status of the vacuum for 058-4411096?", REP, ph("058-4411096"), [("rep", "r24")]),
    he("מה הסטטוס של המכונה של 052-6114387?", REP, ph("052-6114387"), [("rep", "r06")]),
    # controls: a brand asked about the business's prices, look-ups, a balance, what we cannot answer
    he("כמה עולה להחליף סוללה לדייסון?", KNOW, [], [("kn", "k04", "390")]),
    en("how long do Bernina parts take to come from abroad?", KNOW, [], [("kn", "k14", "10–21")]),
    en("how much is a service for an overlocker?", KNOW, [], [("kn", "k03", "320")]),
    en("what's the phone of Tailor Express", LOOK, nm("Tailor Express"), [("phone", "c14")]),
    he("מי זה 052-3390718?", LOOK, ph("052-3390718"), [("name", "c10")]),
    en("Daniel Brooks email please", LOOK, nm("Daniel Brooks"), [("email", "c07")]),
    he("כמה חייב אופק מדים?", BAL, nm("אופק מדים"), [("bal", "c01")]),
    en("where did we put the Singer manual?", UNK),
    he("מה הסיסמה של הוויפי בחנות?", UNK),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s71r": TFIRA}

"""A DEVELOPMENT set written by helper ``span72`` (session 72, 2026-12-07) about a development business's
fixtures, ``shops/tchelet.json`` (pool service in Rehovot and the Shfela, ``tchelet-s73s``), batch
``s73s``. It is NOT held out.

Why: customer-name spans and links. A person who is no customer typed with a surname a card holds (a
business's word, "מיכל ברנר" beside קיבוץ גבעת ברנר, or another person's, "אלי נחמיאס" beside בצלאל
נחמיאס): the typed first name no card holds counts against the card, and the name is reported as typed.
Two typed words for one stored word and the reverse ("Aqua Med" for AquaMed, "בנדוד" for בן-דוד). A
business name typed with no card near it ("מלון לאונרדו", "Blue Lagoon Spa") is reported as typed, not
linked to the nearest customer. Controls: the cards' own names, whole or a surname alone, linked; no name
typed keeps none; knowledge and out-of-domain questions keep none.
Written before the rows were scored.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, KNOW, LOOK, REP, UNK, Row, en, he, nm

TCHELET: list[Row] = [
    # (a) a person who is no customer, typed with a surname a card holds: reported as typed
    he("מה הטלפון של מיכל ברנר?", LOOK, nm("מיכל ברנר")),
    en("Michal Brenner's phone number?", LOOK, nm("Michal Brenner")),
    he("כמה חייב אלי נחמיאס?", BAL, nm("אלי נחמיאס")),
    en("does Tom Shapiro owe us anything?", BAL, nm("Tom Shapiro")),
    he("פנינה גבאי שאלה על המשאבה, מה קורה איתה?", REP, nm("פנינה גבאי")),
    he("מה המייל של רותם אפשטיין?", LOOK, nm("רותם אפשטיין")),
    en("is Ron Katz's robot ready?", REP, nm("Ron Katz")),
    # (a') controls: the cards' own names, whole or the surname alone, linked
    he("מה הטלפון של חן גבאי?", LOOK, nm("חן גבאי"), [("phone", "c28")]),
    he("כמה חייב בצלאל נחמיאס?", BAL, nm("בצלאל נחמיאס"), [("bal", "c22")]),
    en("what's Kevin Shapiro's email?", LOOK, nm("Kevin Shapiro"), [("email", "c13")]),
    he("מה הטלפון של גבעת ברנר?", LOOK, nm("גבעת ברנר"), [("phone", "c10")]),
    he("נחמיאס, הפנסים בבריכה הגיעו?", REP, nm("נחמיאס"), [("rep", "r34")]),
    en("Dana Katz robot status?", REP, nm("Dana Katz"), [("rep", "r35")]),
    # (b) two typed words for one stored word, and one typed word for two stored words: linked
    en("Aqua Med, is the UV lamp ready?", REP, nm("Aqua Med"), [("rep", "r19")]),
    he("מה המייל של דורית אפ שטיין?", LOOK, nm("דורית אפ שטיין"), [("email", "c14")]),
    he("עופר בנדוד, הבריכה הירוקה מה קורה?", REP, nm("עופר בנדוד"), [("rep", "r37")]),
    he("כמה חייב עופר בן דוד?", BAL, nm("עופר בן דוד"), [("bal", "c25")]),
    he("אבי טננ באום, הרובוט מוכן?", REP, nm("אבי טננ באום"), [("rep", "r30")]),
    en("ShfelaGrand Hotel, is the spa pump done?", REP, nm("ShfelaGrand Hotel"), [("rep", "r09")]),
    he("מה הטלפון של צביקה הורו ביץ?", LOOK, nm("צביקה הורו ביץ"), [("phone", "c31")]),
    en("what's the phone of Aqua Med Hydrotherapy?", LOOK, nm("Aqua Med Hydrotherapy"), [("phone", "c09")]),
    # (c) a business name typed with no card near it: reported as typed, not linked
    he("מה עם המשאבה של מלון דן פנורמה?", REP, nm("מלון דן פנורמה")),
    en("how much does Blue Lagoon Spa owe?", BAL, nm("Blue Lagoon Spa")),
    he("כמה חייב מלון לאונרדו?", BAL, nm("מלון לאונרדו")),
    en("Aqua Fit Center, is their heater fixed?", REP, nm("Aqua Fit Center")),
    en("what's the phone of Sunset Villas?", LOOK, nm("Sunset Villas")),
    he("מה הטלפון של קאנטרי יבנה?", LOOK, nm("קאנטרי יבנה")),
    # (c') controls: a business card's own name, linked
    he("פיטנס פלוס נס ציונה, מה עם הרובוט?", REP, nm("פיטנס פלוס נס ציונה"), [("rep", "r23")]),
    en("how much does Shfela Grand Hotel owe?", BAL, nm("Shfela Grand Hotel"), [("bal", "c05")]),
    he("מה הטלפון של קאנטרי נס ציונה?", LOOK, nm("קאנטרי נס ציונה"), [("phone", "c04")]),
    # controls: no name typed keeps none
    en("the hotel's spa pump, is it done?", REP, [], [("rep", "r09")]),
    he("כמה עולה טיפול הלם לבריכה ירוקה?", KNOW),
    en("who won the Maccabi game last night?", UNK),
    he("מה שעות הפעילות בשישי?", KNOW),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s73s": TCHELET}

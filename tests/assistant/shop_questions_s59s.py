"""A DEVELOPMENT set written by helper ``spans58`` (session 56, 2026-12-06) about two development businesses'
fixtures, ``shops/tfira.json`` (sewing machines, ``tfira-s59s``) and ``shops/pedal.json`` (e-bikes,
``pedal-s59s``), batch ``s59s``. It is NOT held out.
Why: the customer is found but the name reported is not the name as typed. Two shapes are asked here in
new wordings:
- a firm's or a person's name of two words typed in the other script or half translated, of which the
  engine matched one word and reported only it: the other word renders another word of the same stored
  name ("טיילור אקספרס" of Tailor Express, "סבבה בורגר" of Sababa Burgers, "Mifratz Theater" of תיאטרון
  המפרץ, "Salim Oday" of סלים עודה, "יוסף כורי" of יוסף חורי);
- a kind of place said apart from the name by a punctuation mark ("השליחויות, ברק"): the name typed is the
  words on one side of it.
Controls that must not change: the names as stored, one word of a name said alone, and a kind of place
the engine reports apart from the name ("the Sharon hotel" shape).
Written from the fixtures before any engine change.
Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, LOOK, REP, Row, en, he, nm

TFIRA: list[Row] = [
    # a two-word name of the other script, one word matched
    he("מה הטלפון של טיילור אקספרס בחיפה?", LOOK, nm("טיילור אקספרס"), [("phone", "c14")]),
    he("כמה עוד חייבים לנו טיילור אקספרס", BAL, nm("טיילור אקספרס"), [("bal", "c14")]),
    en("what's the phone for Mifratz Theater", LOOK, nm("Mifratz Theater"), [("phone", "c02")]),
    en("the buttonhole machine of Ofek Uniforms, diagnosed?", REP, nm("Ofek Uniforms"), [("rep", "r03")]),
    en("is Salim Oday's Brother ready to pick up?", REP, nm("Salim Oday"), [("rep", "r13")]),
    he("המכונה עם הדוושה של יוסף כורי, מה איתה", REP, nm("יוסף כורי"), [("rep", "r08")]),
    # the same typed in lowercase, as a quick message is
    en("mifratz theater phone pls", LOOK, nm("mifratz theater"), [("phone", "c02")]),
    en("the brother of salim oday, is it ready", REP, nm("salim oday"), [("rep", "r13")]),
    en("ofek uniforms owe anything?", BAL, nm("ofek uniforms"), [("bal", "c01")]),
    # controls: the names as stored, one word alone, the names above capitalised
    en("Tailor Express balance", BAL, nm("Tailor Express"), [("bal", "c14")]),
    he("מה הטלפון של טיילור", LOOK, nm("טיילור"), [("phone", "c14")]),
    en("how much does Ofek owe us these days", BAL, nm("Ofek"), [("bal", "c01")]),
    he("תיאטרון המפרץ חייבים משהו?", BAL, nm("תיאטרון המפרץ"), [("bal", "c02")]),
    en("Shani Weiss's Bernina, did the part come?", REP, nm("Shani Weiss"), [("rep", "r07")]),
]  # fmt: skip

PEDAL: list[Row] = [
    he("כמה חייבים סבבה בורגר", BAL, nm("סבבה בורגר"), [("bal", "c12")]),
    he("מה הטלפון של סבבה בורגרס", LOOK, nm("סבבה בורגרס"), [("phone", "c12")]),
    he("מה הטלפון של השליחויות, ברק", LOOK, nm("ברק"), [("phone", "c03")]),
    # controls
    en("Sababa Burgers phone", LOOK, nm("Sababa Burgers"), [("phone", "c12")]),
    he('כמה חייבים שליחויות ברק בע"מ', BAL, nm('שליחויות ברק בע"מ'), [("bal", "c03")]),
    en("what does Mark Feldman owe", BAL, nm("Mark Feldman"), [("bal", "c15")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s59s": TFIRA}
PEDAL_BATCHES: dict[str, list[Row]] = {"s59s": PEDAL}

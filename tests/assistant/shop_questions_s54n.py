"""A DEVELOPMENT set written by helper ``numbers53`` (session 53, 2026-12-06) about a development business,
``shops/printline.json`` (a printer and copier service, business ``printline-n54``, batch ``s54n``). It is
NOT held out.

Why: the blind writers of session 52 asked about invoices by numbers in printed styles with letters and
slashes ("SC/26/07"), and by the same numbers as a phone's speech-to-text writes them ("SC slash twenty
six slash oh four", "אס סי עשרים ושש קו נטוי שבע"); dictation wrote the money words as their homophones
("what does X oh us", "how much four a service"); and an invoice was asked by its state ("the draft
invoice for X, what is the amount on it?"). These rows ask the same of another business, whose numbers
are PL/2207 (letters, a slash, a serial), A-118 and 31450, beside controls that must not change: "oh" as
an interjection, "four" as a quantity, amounts, phones and a contract price.

Row format: ``tests/assistant/lab_rows.py``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, KNOW, LOOK, Row, en, he, iv, nm

PRINTLINE: list[Row] = [
    # printed numbers with letters and a slash, no invoice word
    en("I don't suppose PL/2231 has been paid yet?", INV, iv("PL/2231"), [("ist", "i02")]),
    en("What have they paid so far on PL/2212?", INV, iv("PL/2212"), [("ist", "i06")]),
    he("PL/2219 כבר שולמה?", INV, iv("PL/2219"), [("ist", "i11")]),
    en("pl/2228 still open?", INV, [("inv", "PL/2228", "pl/2228")], [("ist", "i07")]),
    he("חשבונית A-114 – האם הופקה בפועל או שהיא עדיין בגדר טיוטה?", INV, iv("A-114"), [("ist", "i17")]),
    # the same numbers as speech-to-text writes them: separators and digits said aloud
    en("status of PL slash twenty two thirty one", INV, iv("PL/2231"), [("ist", "i02")]),
    en("how much is left on PL slash two two one nine", INV, iv("PL/2219"), [("ileft", "i11")]),
    en("was A dash one oh nine paid", INV, [("inv", "A-109", "A dash one oh nine")], [("ist", "i10")]),
    en("is A one two seven still open", INV, [("inv", "A-127", "A one two seven")], [("ist", "i19")]),
    en("has invoice three one four six two been paid", INV, [("inv", "31462", "three one four six two")],
       [("ist", "i05")]),
    he("כמה נשאר על פי אל קו נטוי אלפיים מאתיים ושתים עשרה", INV,
       [("inv", "PL/2212", "פי אל קו נטוי אלפיים מאתיים ושתים עשרה")], [("ileft", "i06")]),
    he("מה המצב של איי מקף מאה עשרים וחמש", INV, [("inv", "A-125", "איי מקף מאה עשרים וחמש")],
       [("ist", "i13")]),
    he("פי אל סלאש 2234 יצאה כבר?", INV, [("inv", "PL/2234", "פי אל סלאש 2234")], [("ist", "i15")]),
    # dictation's homophones of the money words
    en("what does brian walsh oh us", BAL, nm("brian walsh"), [("bal", "c04")]),
    en("how much does Natalie Roth oh", BAL, nm("Natalie Roth"), [("bal", "c08")]),
    en("how much do Tech Nova oh us", BAL, nm("Tech Nova"), [("bal", "c11")]),
    en("what does Osher Copy Center still oh", BAL, nm("Osher Copy Center"), [("bal", "c16")]),
    en("how much four a technician visit without a contract", KNOW, [], [("kn", "k03", "320")]),
    en("how much four renting a colour copier for a week", KNOW, [], [("kn", "k09", "600")]),
    # an invoice asked by its state, with its customer
    en("I have a question about the draft invoice for Tech Nova. What is the amount on it?", INV,
       nm("Tech Nova"), [("ist", "i15")]),
    he("החשבונית שבטיוטה של Tech Nova, על כמה היא?", INV, nm("Tech Nova"), [("ist", "i15")]),
    en("the cancelled invoice of Ilana Weisman, how much was it for?", INV, nm("Ilana Weisman"),
       [("ist", "i16")]),
    # controls: "oh" an interjection, "four" a quantity, phones, amounts and dates no invoice
    en("Oh, how much does Brian Walsh owe?", BAL, nm("Brian Walsh"), [("bal", "c04")]),
    en("oh and what's Natalie Roth's phone", LOOK, nm("Natalie Roth"), [("phone", "c08")]),
    en("how much for four hours of training on a new machine", KNOW, [], [("kn", "k13", "200")]),
    en("How much does Natalie Roth owe us?", BAL, nm("Natalie Roth"), [("bal", "c08")]),
    en("who is 052-338-1047", LOOK, [("phone", "052-338-1047")], [("phone", "c04")]),
    he("כמה עולה חוזה שירות לשתי מכונות צילום", KNOW, [], [("kn", "k02", "390")]),
    en("Brian Walsh says he sent 450 shekels on 12/11, how much does he still owe?", BAL, nm("Brian Walsh"),
       [("bal", "c04")]),
    he("כמה חייב סאמר חורי?", BAL, nm("סאמר חורי"), [("bal", "c10")]),
    en("Which of Osher Copy Center's invoices are still open?", INV, nm("Osher Copy Center"),
       [("ilist", "c16")]),
    en("what does a service contract cover", KNOW, [], [("kn", "k02", "390")]),
]  # fmt: skip

BATCHES: dict[str, list[Row]] = {"s54n": PRINTLINE}

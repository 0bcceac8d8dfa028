"""English office shorthand read as the words it stands for, before anything else reads the message.

An office manager typing fast writes "bal for olga pls", "open invs w/ the hotel", "acct bal 054...",
"what can u do", "thx". Every reader of the message (the lexicon, the phrases, the cues of greetings and
help, the answers' filters) knows the whole words, so the short forms are spelled out once, in the text:
one table instead of a short form beside each word in every list. Only whole Latin words are spelled out,
never a piece of an email, a web address, a code or a name typed with an apostrophe ("inv@...", "bal.co.il").
"""

from __future__ import annotations

import re
from collections.abc import Container

from misrad.assistant.engine.clipped import unclipped

# A short form with the words it stands for. Not "rep" (a sales rep or a repair), "tel" before "aviv", "no"
# (a no, unless a number follows: the entities read "no. 80329" themselves) or "info" (a card's details or
# a policy's).
_SPELLED_OUT: dict[str, str] = {
    "bal": "balance",
    "bals": "balances",
    "inv": "invoice",
    "invs": "invoices",
    "acct": "account",
    "accts": "accounts",
    "amt": "amount",
    "amts": "amounts",
    "pmt": "payment",
    "pmts": "payments",
    "pymt": "payment",
    "cust": "customer",
    "custs": "customers",
    "addr": "address",
    "svc": "service",  # "svc call", "svc contract"
    "svcs": "services",
    "hrs": "hours",
    "chk": "check",
    "rdy": "ready",
    "ph": "phone",  # "ph#", "ph no": a phone number
    "tel": "phone",  # "avidan tel", "tel of the hotel"; never Tel Aviv (below)
    "u": "you",
    "ur": "your",
    "pls": "please",
    "plz": "please",
    # A request's urgency, like its please, says nothing of what is asked.
    "asap": "please",
    "thx": "thanks",
    "thnx": "thanks",
    "tnx": "thanks",
    "tmrw": "tomorrow",
    # A rule's least ("min charge", "min order"); after a number it is minutes, left as typed (below).
    "min": "minimum",
}
# "w/" is "with", "w/o" "without", and "re:" at a subject's head is "about".
_MARKED: dict[str, str] = {"w/o": "without", "w/": "with", "re:": "about"}

# "inv" before a number may be a printed code's own letters ("inv 1037" of INV-1037): left as typed there,
# for the entities to read (an invoice number speaks for the invoice as the word would); so is "ph"
# ("ph 2320" of PH-2320, and a phone number after it speaks for itself).
_WORD = re.compile(
    r"(?<![\w@.'’/-])(" + "|".join(sorted(_SPELLED_OUT, key=len, reverse=True)) + r")(?![\w@'’/-]|\.\w)"
    r"(?<!inv(?=\s?[#:.]?\s?(?:no\.?|number)?\s?\d))(?<!ph(?=\s?[#:.]?\s?\d))"
    r"(?<!\d\smin)(?<!\dmin)(?<!tel(?=[\s-]+aviv))",
    re.IGNORECASE,
)
_MARK = re.compile(r"(?<![\w@./-])(w/o|w/|re:)(?=[\s\w]|$)", re.IGNORECASE)


# Spoken Hebrew's object marker with the article, swallowed into a ת' before the noun ("תן ת'טלפון של
# ...", "תבדוק ת'חשבונית"): "את ה".
# Not before a ו: a Latin "th" spelt so opens a name ("ת'ומאס").
_SPOKEN_ET = re.compile(r"(?<![\w'׳])ת['׳’](?=[\u05d0-\u05d4\u05d6-\u05ea][\u05d0-\u05ea])")


def is_shorthand(word: str) -> bool:
    """The (folded) Latin word is an office short form ("bal", "pls")."""
    return word in _SPELLED_OUT


def spelled_out(text: str, names: Container[str] = frozenset()) -> str:
    """The message with its office short forms written out ("bal for olga pls" -> "balance for olga
    please", "תן ת'טלפון" -> "תן את הטלפון"), then its clipped words (``clipped``: "יתר'", "stat"), none
    of them one of ``names``' words; a message with none comes back unchanged."""
    text = _SPOKEN_ET.sub("את ה", text)
    text = _MARK.sub(lambda m: _MARKED[m.group(1).lower()] + " ", text)
    return unclipped(_WORD.sub(_written_out, text), names)


def _written_out(found: re.Match[str]) -> str:
    """A short form written out; not one typed small then capital ("pH", "kW"): a unit or a measure is
    typed so, an office short form never is ("Ph", "PH" and "ph" all are)."""
    typed = found.group(1)
    if typed[0].islower() and any(c.isupper() for c in typed[1:]):
        return typed
    return _SPELLED_OUT[typed.lower()]

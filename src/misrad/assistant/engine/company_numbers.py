"""A company's or a licensed dealer's number (ח.פ., ע.מ., "company number", "tax id") said beside its word.

Such a number has nine digits, as a landline typed without its 0 or a mobile number without its 0 has:
"who is company number 516730448" asks whose card holds that number, not who has the phone 051-6730448.
A nine-digit run is read as one only when the message says a word of a company's number; without one it
stays a phone, as before.
"""

from __future__ import annotations

import re

# The words of a company's or a dealer's number, in Hebrew with their marks (ח.פ., ח"פ, ע.מ., מספר עוסק)
# and in English (company/registration/VAT/business number, tax id), an article or "ש" glued on.
_CUES = re.compile(
    r"(?:^|[\s(])(?:ו|ש)?(?:ה|ל)?(?:ח|ע)\s?[.\"'״׳]\s?(?:פ|מ)(?=[.\s?:,)]|$)|עוסק|חברה מספר|מספר חברה"
    r"|\b(?:tax|vat|company|business|registration|reg\.?|corporate)\s*(?:id|no\.?|number|#)",
    re.IGNORECASE,
)
COMPANY_NUMBER_DIGITS = 9


def says_a_company_number(text: str) -> bool:
    """The message says a word of a company's or a dealer's number."""
    return _CUES.search(text) is not None


def is_company_number(raw: str, text: str) -> bool:
    """``raw``, a run of digits the phone pattern took, is a company's number: nine digits, not begun by a
    0 or a country code (a phone written whole), in a message that says such a number's word."""
    digits = re.sub(r"\D", "", raw)
    return (
        len(digits) == COMPANY_NUMBER_DIGITS
        and raw.lstrip("(").strip()[:1].isdigit()
        and not digits.startswith("0")
        and says_a_company_number(text)
    )

"""The words that tell what a line of an invoice holds (Hebrew and English), and value patterns."""

from __future__ import annotations

import re

from .garble import find_label

# ---------------------------------------------------------------- labels

_Q = "[\"'״׳]?"  # the quote inside Hebrew acronyms, as typed or as OCR reads it
# The totals' words as OCR reads them too: final mem as samekh or tet, kaf as bet, vav as yod
# ("סה"ב", "לתשלוס", "לתשלים", "מע"ט", "מע"ם").
TOTAL_WORD = rf"סה{_Q}[כב]"
PAY_WORD = "לתשל[וי]?[םס]"
VAT_WORD = rf"מע{_Q}[מטם]"  # also with a final mem
# Also "עוסק" as the Latin model reads the letters it looks like ("POY", "pow"), "ח.פ." with its first
# dot and the pe run into a final mem ("חם.", before an id's digits only: "חם" is also "hot"); the
# garbles of lookalike letters ("עיסק", "מיורשה", "C0rnpany N0") are found by ``supplier_id_label``.
L_SUPPLIER_ID = re.compile(
    rf"(?<![\u05d0-\u05ea])(ח\.?\s?{_Q}\s?פ\.?|חם\.(?=\s*\d{{2}}[-\s]?\d{{6}})|ע\.?\s?{_Q}\s?מ\.?|עוסק(?:\s+(?:מורשה|פטור))?|מורשה|מס['׳]?\s+עוסק|"
    rf"מספר\s+עוסק|מס{_Q}\s+חברה|מספר\s+חברה|ח\.פ|\bp[o0][wy]\b|"
    # A person's business is numbered by its owner's id ("ת.ז.", "ID No."), a licensed dealer's too.
    rf"ת\.?\s?{_Q}\s?ז\.?|"
    r"company\s+(?:no\b|number|id\b|reg)|reg(?:istration)?\.?\s+no\b|vat\s+(?:no\b|number|id\b|reg)|tax\s+id\b|"
    r"business\s+(?:no\b|number|id\b)|osek\s+murshe|\bid\s+(?:no\b|number)|(?:licensed\s+)?dealer\s+(?:no\b|number)|"
    r"\bco\.?\s+reg\b)(?![\u05d0-\u05ea])",
    re.IGNORECASE,
)
_SUPPLIER_ID_LABELS = (
    "מספר עוסק",  # "מספר עיסק": the dealer's number, whose label must not read as a document's number
    "מספר חברה",
    "עוסק מורשה",
    "עוסק פטור",
    "עוסק",
    "מורשה",
    "company no",
    "company number",
    "vat no",
    "tax id",
)


def supplier_id_label(text: str) -> tuple[int, int] | None:
    """The span of the supplier's tax id label in ``text`` (``L_SUPPLIER_ID``, or one of its words as
    OCR garbled them where a label stands), or None."""
    if match := L_SUPPLIER_ID.search(text):
        return match.span()
    return find_label(text, _SUPPLIER_ID_LABELS)


# "לכבוד" as OCR often reads it too (כ and ב look alike); a receipt names its payer after "התקבל מאת".
# "מס' לקוח" / "Customer No." is a field (the customer's number at the supplier), not the customer's block.
L_CUSTOMER = re.compile(
    r"((?<!מס' )(?<!מס׳ )(?<!מספר )(?<!מס )לקוח(?![\u05d0-\u05ea])|ל[כב]בוד|מזמין|התקבל\s+מאת|"
    r"customer(?!\s*(?:no\b|number|id\b|#|ref))|bill\s+to|billed\s+to|client\b|sold\s+to|ship\s+to|"
    r"received\s+from|\bbuyer\b|\bpurchaser\b|(?<![\u05d0-\u05ea])ה?קונה(?![\u05d0-\u05ea])|"
    # "אל" / "To" (the customer's column in a table of the two parties, beside "מאת" / "From") only as a
    # cell of its own or a cell's label: as a word of a sentence or a name it is no label.
    r"(?:^|(?<=\s{3})|(?<=\|))\s*(?:אל|to)(?:\s*:|(?=\s{3}|\s*\||\s*$))|"
    # "עבור:" / "For:" names the customer when a company follows it ("עבור: קפה נחת בע"מ, ח.פ. ..."); else it
    # introduces what was sold ("עבור: ייעוץ לחודש מרץ").
    r"(?:^|(?<=\s{3})|(?<=\|))\s*(?:עבור|for)\s*:(?=[^|]*(?:בע[\"'״׳]?מ|ח\.?\s?[\"'״׳]?\s?פ|\bltd\b|\binc\b|"
    r"company\s+no)))",
    re.I,
)
_CUSTOMER_LABELS = (
    "לכבוד",
    "לקוח",
    "מזמין",
    "bill to",
    "billed to",
    "customer",
    "client",
    "sold to",
    "ship to",
)


def customer_label_end(text: str) -> int | None:
    """Where the customer's label in ``text`` ends (``L_CUSTOMER``, or a label as OCR garbled it where a
    label stands: "לכב1ד", "Bil1 t0", "לקותח:"), or None."""
    if match := L_CUSTOMER.search(text):
        return match.end()
    if span := find_label(text, _CUSTOMER_LABELS):
        return span[1]
    return None


L_BANK = re.compile(r"(בנק|סניף|חשבון\s+בנק|מס['׳]?\s+חשבון|iban|swift|bank|branch|account)", re.I)
# Hebrew labels stand as words (with a one-letter prefix at most): "טל" inside "אינסטלציה" is no phone.
L_PHONE = re.compile(
    r"((?<![\u05d0-\u05ea])[ו]?(?:טל['׳]?|טלפון|פקס|נייד)(?![\u05d0-\u05ea])|\btel\b\.?(?!\s+aviv)|\bphone|\bfax|\bmobile)",
    re.I,
)
# A phone label names a phone only on a line that prints one ("מחשב נייד" is a laptop in a table row):
# an Israeli number (03-5569100, 052-4412876, +972 ...) or a star number (*6789).
PHONE_NUMBER = re.compile(r"(?<!\d)(?:\+?972[-\s]?|0)\d{1,2}[-\s]?\d{3}[-\s]?\d{4}(?!\d)|\*\d{4}(?!\d)")
L_ORDER = re.compile(
    r"(הזמנה|הזמנת\s+רכש|תעודת\s+משלוח|order|p\.?o\.?\s*(?:no|number|#)|delivery\s+note|reference|ref\.)",
    re.I,
)
# A page's sum carried to the next page and brought from the one before: neither an item nor a total.
L_CARRIED = re.compile(r"(להעברה|מהעברה|carried\s+forward|brought\s+forward|c/f\b|b/f\b)", re.I)
L_ALLOCATION = re.compile(r"(מספר\s+הקצאה|מס['׳]?\s+הקצאה|allocation\s+(?:no|number|#)?)", re.I)
# The document's number: an invoice type with or without "number" after it (a bill or a receipt with it:
# "חשבון" alone is also a word of names), or "number" alone when it
# numbers nothing else (not a customer, order, dealer, account, allocation or phone number).
_DOC_TYPE = r"חשבונית\s+מס(?:\s*/\s*קבלה)?|חשבונית\s+(?:מס\s+)?זיכוי|חשבונית\s+עסקה|חשבון\s+עסקה|חשבונית"
# "מס" as a word of its own: the start of "מסמך" or "מסלול" numbers nothing.
_NUMBER_WORD = rf"(?:מס{_Q}|מספר)(?![\u05d0-\u05ea])"
# The document's own label by its kind (not a bare "מספר", which numbers much else, a garbled label too):
# a nine-digit number beside it is the document's number, never a tax id.
L_DOCUMENT = re.compile(
    rf"(?:{_DOC_TYPE})(?![\u05d0-\u05ea])|אסמכתא|(?<![\u05d0-\u05ea])קבלה(?![\u05d0-\u05ea])|\binvoice\b|\breceipt\b",
    re.I,
)
_NOT_THIS = (
    r"(?![\"'״׳]?\s*(?:לקוח|הזמנה|עוסק|חברה|ספק|הקצאה|חשבון|טלפון|תעודת|רישום|סניף|בנק|מנוי|חוזה|מונה|משלוח))"
)
L_INVOICE_NO = re.compile(
    rf"((?:{_DOC_TYPE})(?![\u05d0-\u05ea])(?:\s+(?:מקור|העתק))?(?:\s+{_NUMBER_WORD})?|{_NUMBER_WORD}\s+(?:חשבונית|מסמך)|"
    rf"(?:חשבון|קבלה)\s+{_NUMBER_WORD}|אסמכתא|(?<![\u05d0-\u05ea]){_NUMBER_WORD}{_NOT_THIS}(?:\s*/\s*no\.?)?|"
    # "Invoice Total", "Invoice Date": the word names the document's other fields, not its number.
    r"invoice\s*(?:no\.?|number|#|ref)|tax\s+invoice\s*(?:no\.?|number|#)?|"
    r"invoice(?!\s+(?:total|date|amount|value|sum|period)\b)|receipt\s*(?:no\.?|#)?|"
    # "No." / "Ref" / "#" alone at a cell's start, as a details grid prints the number ("No.   1187"):
    # never inside another number's label ("Company No.", "Tel No.").
    r"(?:^|(?<=\s{3})|(?<=\|))\s*(?:no\.?|nr\.?|number|ref\.?|#)(?=\s*[:#]?\s*(?:$|\s{3}|\||[A-Z]{0,4}-?\d))|"
    r"(?<![\w])ref(?:\.|\s*(?:no\.?|#))?(?=\s*[:#]|\s+\w*\d)|(?<![\u05d0-\u05ea])קבלה(?![\u05d0-\u05ea]))",
    re.I,
)
L_SUBTOTAL = re.compile(
    rf"(לפני\s+{VAT_WORD}|ללא\s+{VAT_WORD}|סכום\s+ביניים|{TOTAL_WORD}\s+ביניים|subtotal|sub-total|sub\s+total|net\s+amount|"
    r"total\s+(?:before|excl\.?|excluding)\s+(?:vat|tax)|amount\s+before\s+vat)",
    re.I,
)
L_TOTAL = re.compile(
    rf"({TOTAL_WORD}\s+{PAY_WORD}|סך\s+הכל\s+{PAY_WORD}|{TOTAL_WORD}\s+כולל|{PAY_WORD}|{TOTAL_WORD}|סך\s+הכל|grand\s+total|total\s+due|amount\s+due|"
    r"balance\s+due|total\s+(?:incl\.?|including)|total)",
    re.I,
)
# The VAT label standing as a word: "דיווח למע"מ" (a bookkeeper's service in a table row) is no VAT line.
# "Tax Invoice" is the document's title, not a VAT line (a code beside it OCR misread may pass for a figure).
L_VAT = re.compile(rf"((?<![\u05d0-\u05ea]){VAT_WORD}|vat|tax(?!\s+invoice))", re.I)
_MONTH_WORD = "ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר"
# "פירעון" (repayment) names the due date by itself, whatever OCR made of the "תאריך" before it ("תארי"),
# its thin vav lost too ("פרען").
# "לתשלום" right before a date is a due date even when OCR garbled the "עד" between them ("לתשלום Ty").
L_DUE = re.compile(
    r"(תאריך\s+פי?רעו?ן|(?<![\u05d0-\u05ea])פי?רעו?ן(?![\u05d0-\u05ea])|מועד\s+(?:פי?רעון|תשלום)|לתשלום\s+עד|תאריך\s+תשלום|due\s+date|payment\s+due|due|pay\s+by|"
    rf"לתשלום(?=\s+(?:\S{{1,3}}\s+)?\d{{1,2}}(?:[./-]\d{{1,2}}[./-]\d{{2,4}}|\s+ב?(?:{_MONTH_WORD})))|"
    # "<word> עד:" before a date is a due date whatever OCR made of the word ("לחשלום עד:").
    r"[\u05d0-\u05ea]{3,}\s+עד\s*:)",
    re.I,
)
# Delivery and shipping dates also when OCR garbled the "תאריך" before them ("WN אספקה").
L_OTHER_DATE = re.compile(
    r"((?<![\u05d0-\u05ea])(?:אספקה|משלוח)(?![\u05d0-\u05ea])|תאריך\s+הזמנה|order\s+date|delivery\s+date|"
    r"ship(?:ping)?\s+date|printed|print\s+date|הודפס|הדפסה)",
    re.I,
)
# "תאריך" also as OCR reads it: the yod dropped, the final kaf read as tsadi ("תארך", "תארץ") or lost at
# the word's end ("תארי").
# A value date (a receipt's or a transfer's "תאריך ערך"): the document's date only when the page names no
# other date of the document.
L_VALUE_DATE = re.compile(r"(תאריך\s+ערך|value\s+date)", re.I)
L_DATE = re.compile(r"(תארי?[ךץ]|תארי(?![\u05d0-\u05ea])|date|issued|dated)", re.I)
L_SUPPLIER_NAME = re.compile(r"^\s*(ספק|שם\s+העסק|שם\s+הספק|supplier|from|vendor|seller)\s*[:：]\s*", re.I)
# A name's own label in a table of details ("שם: ...", "Name: ...", "Company name: ..."): it tells a name,
# not whose (the customer's column prints the same label).
L_NAME = re.compile(
    r"^\s*(?:שם(?:\s+(?:העסק|הספק|החברה|המוכר))?|(?:company|business|trading|legal|supplier)?\s*name)\s*[:：]\s*",
    re.I,
)
TITLE_WORDS = re.compile(
    r"^(חשבונית|קבלה|חשבון\s+עסקה|מקור|העתק|נאמן\s+למקור|tax\s+invoice|invoice|receipt|original|copy|page|עמוד)\b",
    re.I,
)

HEBREW_MONTHS = {
    "ינואר": 1,
    "פברואר": 2,
    "מרץ": 3,
    "מרס": 3,
    "אפריל": 4,
    "מאי": 5,
    "יוני": 6,
    "יולי": 7,
    "אוגוסט": 8,
    "ספטמבר": 9,
    "אוקטובר": 10,
    "נובמבר": 11,
    "דצמבר": 12,
}
ENGLISH_MONTHS = {
    m: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for m in names
}
_HE_MONTH = "|".join(sorted(HEBREW_MONTHS, key=len, reverse=True))
HE_MONTH_WORDS = _HE_MONTH
_EN_MONTH = "|".join(sorted(ENGLISH_MONTHS, key=len, reverse=True))
DATE_PATTERNS = [
    (re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"), "ymd"),
    (re.compile(r"(?<!\d)(\d{1,2})\s?[./-]\s?(\d{1,2})\s?[./-]\s?(\d{4}|\d{2})(?![\d])"), "dmy"),
    (re.compile(rf"(?<!\d)(\d{{1,2}})\s+ב?({_HE_MONTH})\s*,?\s*(\d{{4}})"), "d_he_y"),
    # "15 Jan 2025", "3rd November 2024", and "01-Nov-2024" / "1-Mar-25" as ERPs print it.
    (re.compile(rf"(?<!\d)(\d{{1,2}})(?:st|nd|rd|th)?\s+({_EN_MONTH})\.?,?\s+(\d{{4}})", re.I), "d_en_y"),
    (re.compile(rf"(?<!\d)(\d{{1,2}})[-/]({_EN_MONTH})[-/](\d{{4}}|\d{{2}})(?!\d)", re.I), "d_en_y"),
    (re.compile(rf"\b({_EN_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})", re.I), "en_d_y"),
]
# A minus sign before or after the figure: a right-to-left line shows "-1,700.00" as "1,700.00-".
AMOUNT = re.compile(
    r"(?<![\d.,])-?\d{1,3}(?:[,.]\d{3})*[.,]\d{2}(?:-(?![\d]))?(?![\d])|(?<![\d.,])-?\d+[.,]\d{2}(?:-(?![\d]))?(?![\d])"
)
NUMBER = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)?(?![\d])")
# A tax id as printed (51-123456-7, 12345678-9, 123 456 789), its dashes also as OCR reads them (a dot, a
# colon: "51.634474-4", "51-325283:3"); the check digit decides whether it is one.
# Numbers of other things a bill prints in nine digits too: never the supplier's tax id.
L_OTHER_ID = re.compile(
    r"((?<![\u05d0-\u05ea])(?:חוזה|מנוי|מונה|צרכן)(?![\u05d0-\u05ea])|contract|subscriber|meter|consumer|"
    # The customer's number in the supplier's books ("מס' לקוח", "Account No."): not the customer's tax id.
    rf"(?<![\u05d0-\u05ea])(?:מס{_Q}|מספר)\s*לקוח|account\s*(?:no\b|number|#)|"
    r"customer\s*(?:no\b|number|#|id\b))",
    re.I,
)
# A VAT registration's country prefix (the EU's, and others' printed the same way): a foreign number.
FOREIGN_VAT_PREFIX = re.compile(
    r"(?<![A-Za-z])(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|"
    r"GB|XI|CH|NO|EU|AU|NZ)\s?$"
    # Or a foreign tax number's own label right before it (a US EIN, an Australian ABN, a French SIREN...):
    # a supplier abroad has no Israeli id, whatever check digit its number happens to pass.
    r"|(?<![A-Za-z])(?:EIN|ABN|ACN|GST|UTR|SIREN|SIRET|NIF|CIF|KvK|BTW|TVA|P\.?\s?IVA|USt-?IdNr|Steuernummer|"
    r"EORI|UID|CVR|NIP)\.?(?:\s*(?i:no\.?|number|#))?\s*[:#]?\s*$"
)
# A dashed id's check digit also a space apart, as OCR sets it off a blurred dash ("51-632932 3").
NINE_DIGITS = re.compile(
    r"(?<![\d])(\d{2}[-.:\s]\d{6}[-.:]\d|\d{2}[-.:]\d{6}\s\d|\d{8}[-.:]\d|\d{2,3}[-\s]?\d{3}[-\s]?\d{3,4}|"
    r"\d{9})(?![\d])"
)
CURRENCY_MARKS = [
    (re.compile(r"₪|ש[\"'״׳]?ח\b|\bnis\b|\bils\b|שקל", re.I), "ILS"),
    (re.compile(r"\$|\busd\b|דולר", re.I), "USD"),
    (re.compile(r"€|\beur\b|יורו|אירו", re.I), "EUR"),
    (re.compile(r"£|\bgbp\b|ליש[\"'״׳]?ט|לירה\s+שטרלינג", re.I), "GBP"),
]
# A sign OCR made of a figure's first digit (a handwritten 6 read "£": "£00.00" for 600.00): no printed
# amount starts with 0 and another digit, so a sign glued before one stands in a digit's place.
MISREAD_MARK = re.compile(r"[£$€₪](?=0\d)")

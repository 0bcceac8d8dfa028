"""A message that is small talk alone: a greeting said at length ("בוקר טוב, מה שלומך היום?", "hey there,
how's your day going?", "מרחבא, כיפכ?", "yo whats up"), asking nothing of the records.

``courtesy.greets`` takes a greeting word with at most one other word beside it; an office's people often
say more: how are you, a blessing or a wish, who is writing ("זאת רנא מהמשרד"), a word for the one
addressed ("אחי", "bot", "everyone"), emoji, a greeting's letters drawn out ("הייי", "hiii"), and the
courtesies of Arabic speakers in Hebrew or Latin letters. Here the message is read as a sequence of such
phrases: when they cover every word but at most one, it greets, whatever record words the phrases hold
("מה המצב" is no state of an account; "from the office" no office policy). Phrases that only ask how things
are ("מה קורה?", "what's up") greet alone only when no customer is in the conversation: after one they may
ask how that customer's job is going.
"""

from __future__ import annotations

import re

from misrad.assistant.engine.evidence import Evidence
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.text import FINAL_LETTERS

# Run on folded text (lower case, final letters plain), so written as they fold; a letter drawn out
# ("הייייי", "heyyy") is taken by the "+" after it.
_HELLO = (
    r"שלו+מ(?: עליכמ| עליכומ| רב| לכולמ| שלומ)?|הי+|הלו+|אהל+נ(?: וסהלנ)?|אהלנ(?: ו?סהלנ)?|היו+ש|הו+י|יו+"
    r"|מרחבא|מרחבה|סלאמ(?: עליכמ| עליכומ| עלייכומ)?|יא הלא|בוקר (?:טוב|אור)|ערב טוב|צהריימ טובימ"
    r"|סבאח אל ?ח'?י+ר|מסא אל ?ח'?י+ר"
    r"|hi+|hey+|hello+|hiya|howdy|yo+|sup|wa+s+up|greetings|shalom|marhaba|ahlan(?: wa ?sahlan)?"
    r"|salam(?: (?:alaikum|aleikum|alaykum))?|sabah (?:el|al)[ -]?khe?i?r"
    r"|good (?:morning|afternoon|evening|day)|morning|evening"
)
# How the one addressed is: greets when said to them ("מה שלומך", "how are you").
_HOW_ARE_YOU = (
    r"מה (?:שלומכ|שלומכמ|שלומכנ|נשמע(?: אצלכ| אצלכמ| איתכ)?|איתכ|אצלכ|אצלכמ)|איכ (?:אתה|את|אתמ)"
    r"|כיפכ|כיף חאלכ|כיפ חאלכ|שלומכ|שלומכמ|הכל טוב(?: אצלכ)?|הכל בסדר(?: אצלכ)?"
    r"|how (?:are|r) (?:you|u|ya|things)(?: (?:doing|today|all))*"
    r"|how(?:'s| is) (?:it going|your day(?: going)?|everyone|everything|life)"
    r"|how you doing|you good|hope (?:you'?re|you are|all is|everything is|all'?s)"
    r"(?: doing)? (?:well|good|great|ok|fine)|nice to meet you|pleased to meet you"
    r"|מקווה ש(?:הכל|יש לכ|יש לכמ|אתה|את)[^,.!?]*|נעימ להכיר|נעימ מאוד"
    r"|(?:שיהיה|שיהיה לכ|שיהיה לכמ) (?:יומ|שבוע|בוקר) (?:טוב|נפלא|מעולה|נעימ)"
)
# Asking how things are in general: after a customer it may ask how their job is going.
_HOW_ARE_THINGS = (
    r"מה (?:קורה|המצב|העניינימ|הולכ|נשמע|חדש)|איכ הולכ|what'?s (?:up|new|good|happening)|whats up"
)
# A word for the one addressed, or for the room; and one who writes saying who they are.
_ADDRESSED = (
    r"אחי|אחותי|חביבי|חביבתי|מותק|נשמה|גבר|לכולמ|כולמ|בוט|יא|אלופ|"
    r"all|everyone|everybody|guys|bot|buddy|friend|mate|there|habibi|bro|dude|team"
)
_WHO_WRITES = (
    r"(?:זאת|זו|זה|כאנ|מדבר|מדברת) (?!ה)[א-ת']+(?: (?!ה|מ)[א-ת']+)?"
    r"(?: {dept})?"
    r"|{dept}"
    r"|(?:it'?s|this is) [a-z']+(?: from (?:the )?{office})?"
    # "<name> here": who writes, said after the name ("Morning! Warren here, from the office")
    # ("is Warren here in the system?" asks of a card).
    r"|(?<!is )(?<!was )(?<!are )[a-z']+ here(?:,? from (?:the )?{office})?"
    r"|anyone (?:there|here|around)|(?:are )?you there|יש (?:פה |כאנ )?מישהו(?: פה| כאנ)?|אתה שמ"
).format(
    # From a department, with its article where Hebrew puts it: "מהמשרד", "מהנהלת החשבונות".
    dept=r"מ(?:ה(?:משרד|קבלה|מחסנ|מעבדה)|הנהלת (?:ה)?חשבונות)",
    office=r"(?:office|front desk|accounts|bookkeeping|reception|warehouse|lab)",
)
_EDGES = r"(?:^|(?<=[\s,.!?:;]))(?:{})(?=[\s,.!?:;]|$)"
_GREETS = re.compile(_EDGES.format(f"{_HELLO}|{_HOW_ARE_YOU}").translate(FINAL_LETTERS))
_HOW_THINGS = re.compile(_EDGES.format(_HOW_ARE_THINGS).translate(FINAL_LETTERS))
_ANY = re.compile(
    _EDGES.format(f"{_HOW_ARE_YOU}|{_HOW_ARE_THINGS}|{_WHO_WRITES}|{_HELLO}|{_ADDRESSED}").translate(
        FINAL_LETTERS
    )
)
_HELLO_WORD = re.compile(_HELLO.translate(FINAL_LETTERS))
_WORD = re.compile(r"[^\W\d_]{2,}|\d")
# Anything but letters, digits, spaces and the marks the phrases' edges read: emoji, symbols.
_SYMBOL = re.compile(r"[^\w\s'\",.!?:;()\-]")


def _without_symbols(folded: str) -> str:
    """Emoji and other symbols as spaces: a smile says nothing of the records (a pattern, not a look at
    each letter's class: this runs on every message)."""
    return _SYMBOL.sub(" ", folded)


def greets(word: str) -> bool:
    """The (folded) word is a greeting of its own ("hiya", "shalom", "heyyy")."""
    return _HELLO_WORD.fullmatch(word) is not None


def only_small_talk(folded: str, customer_in_conversation: bool) -> bool:
    """The (folded) message is small talk alone: greeting phrases cover every word but at most one."""
    text = _without_symbols(folded)
    greets = _GREETS.search(text) is not None
    if not greets and (customer_in_conversation or _HOW_THINGS.search(text) is None):
        return False
    rest = [w for w in _WORD.findall(_ANY.sub(" ", text)) if w not in STOPWORDS]
    return len(rest) <= 1 and not any(w.isdigit() for w in rest)


def small_talk_alone(evidence: Evidence, customer_in_conversation: bool) -> bool:
    """The message is small talk alone and names no record nor a thing but inside its phrases: a name
    heard in "איך הולך" (a "וולך") or one who writes saying who they are ("it's Rana") is no customer asked
    about; "hi Dana" is (its name outside them). Its reason is then the conversation."""
    if evidence.items or evidence.invoice or evidence.repair_id is not None:
        return False
    if not only_small_talk(evidence.folded, customer_in_conversation):
        return False
    if evidence.identifies and not _names_inside_the_phrases(evidence):
        return False
    evidence.reason = Reason.CONVERSATION
    return True


def _names_inside_the_phrases(evidence: Evidence) -> bool:
    names = evidence.names
    if names is None or not names.mentions:
        return False
    inside = {w for span in _ANY.finditer(_without_symbols(evidence.folded)) for w in span.group().split()}
    return all(set(said.split()) <= inside for said, _ in names.mentions)

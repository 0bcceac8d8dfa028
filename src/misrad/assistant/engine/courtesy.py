"""A message that is only a courtesy closing the conversation: thanks, an "ok", a "that's all for now", a
goodbye, a "have a nice day" ("Thank you very much, that's all for now.", "ok thx bye", "סבבה תודה, זהו
להיום"). Its words are no request's, however many they are; a greeting otherwise carries at most one
word beside it, which a polite closing easily passes.
"""

from __future__ import annotations

import re

from misrad.assistant.engine.evidence import Evidence, word_hits
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.text import FINAL_LETTERS

# Run on folded text (lower case, final letters plain, apostrophes as "'"), so written as they fold.
_CLOSING = (
    r"thanks?(?: you)?(?: (?:so|very) much| a lot| a bunch| again)?|thank you|ty"
    r"|that'?s (?:all|it|everything)(?: for (?:now|today))?|(?:good)?bye(?: bye)?|see you|cheers"
    r"|have a (?:good|nice|great) (?:day|one|evening|weekend|shabbat)"
    r"|תודה(?: רבה)?|ביי|להתראות|זהו(?: להיום| בינתיים)?|יום טוב|שבוע טוב|שבת שלום"
)
_ASIDE = r"ok|okay|great|perfect|cool|fine|alright|got it|noted|אוקיי|סבבה|אחלה|מעולה|יופי|אחי|מותק"
_EDGES = r"(?:^|(?<=[\s,.!]))(?:{})(?=[\s,.!]|$)"
_UNIT = re.compile(_EDGES.format(f"{_CLOSING}|{_ASIDE}").translate(FINAL_LETTERS))
_CLOSES = re.compile(_EDGES.format(_CLOSING).translate(FINAL_LETTERS))


def only_a_courtesy(folded: str) -> bool:
    """The (folded) message is courtesies alone, at least one of them a thanks or a closing."""
    return _CLOSES.search(folded) is not None and not re.sub(r"[\s,.!:)(-]+", "", _UNIT.sub(" ", folded))


def greets(evidence: Evidence) -> bool:
    """A message of no record that greets: a greeting word with at most one other word beside it ("hi
    there"; "translate hello" is a request), or courtesies alone."""
    others = [w for w in evidence.words if w not in STOPWORDS and "greeting" not in word_hits(w)]
    return (evidence.scores.get("greeting", 0.0) >= 1.5 and len(others) <= 1) or only_a_courtesy(
        evidence.folded
    )


# What a writer puts around the question itself: a greeting, an apology for bothering, an announcement
# that a question comes ("hey quick one -", "sorry to bother,", "בוקר טוב, שאלה:"), and thanks or a please
# after it ("thanks!!", "תודה רבה"). A greeting is taken off only when a mark sets it apart ("morning! is
# it paid"): "hello there" and "Hi Dana" stay what they are. Run on the text as typed (final letters too).
_GREETING = (
    r"hi|hey|hello|hiya|good (?:morning|afternoon|evening)|morning|evening"
    r"|היי|הי|שלום|בוקר טוב|ערב טוב|צהריים טובים"
)
_PREAMBLE = (
    r"sorry(?: to (?:bother|disturb|trouble)(?: you)?)?|excuse me|(?:a )?quick (?:one|question|q)"
    r"|(?:a |one )?(?:small |short )?question"
    r"|סליחה(?: על ההפרעה| שאני מפריעה?)?|(?:עוד )?שאלה(?: קטנה| קצרה| מהירה)?"
)
_MARK = r"\s*[,:!.\-\u2013\u2014]+\s*"
# A new hand's polite request to check or find, around the question it carries ("אפשר לבדוק בבקשה מה
# הטלפון של ...", "יהיה נחמד אם תוכל לבדוק מי ...", "תוכלי לעזור לי למצוא את ..."): the checking is the
# asker's errand, no check of a device, and the question after it is what is asked. Taken off only before a
# question's word (or a found thing's "את"), so "אפשר לבדוק את המכונה" stays a request about the machine.
_ASKING = r"(?:אפשר|אפשרי|תוכלי?|תוכלו|אתה יכול|את יכולה|(?:יהיה|זה יהיה) נחמד אם (?:תוכלי?|תוכלו))"
_QUESTION_WORD = r"(?:מה|מי|של מי|איזה|איזו|אילו|כמה|אם|האם|איפה)(?=\s)"
_REQUEST = (
    rf"(?:אם לא קשה לך{_MARK}|{_ASKING}\s+)(?:בבקשה\s+)?(?:לעזור לי\s+)?"
    rf"(?:(?:לבדוק|לברר|לראות)(?:\s+לי)?(?:\s+בבקשה)?\s+(?={_QUESTION_WORD})"
    rf"|(?:למצוא|לחפש)(?:\s+לי)?(?:\s+בבקשה)?\s+(?=את\s|{_QUESTION_WORD}))"
)
_NEW_HERE = r"אני (?:חדשה?|חדשים) (?:פה|כאן)|i'?m new (?:here|at this)"
# The asker's state of mind or memory, framing the question it carries ("I was wondering what we charge",
# "remind me, how long", "could you remind me of the range", "would you happen to know whether", "תזכיר
# לי כמה"): the frame's words ("wondering", "remind") are no topic of a policy and count against every
# item's share of the question. A closed class of frames, taken off only before a question's word (or
# "of"/"about", which introduce the thing asked), so "remind Dana to pay" stays an errand.
_WH_EN = r"(?:what|whether|if|how|when|who|where|which|why|is|are|do|does|did|can|should|we|our)(?=\s)"
_FRAME = (
    r"(?:i was|i'?m|i am|we were|we'?re)(?: just)? (?:wondering|curious|trying to remember)"
    r"|(?:(?:could|can|would) you )?(?:please )?(?:just )?remind (?:me|us)(?: again)?"
    r"|(?:would|do) you happen to know|you wouldn'?t happen to know|just (?:curious|checking)"
    r"|(?:תזכיר|תזכירי|תזכירו) (?:לי|לנו)|(?:רציתי|רצינו) לשאול|יש לך מושג|אני לא זוכרת?"
)
_FRAMED = rf"(?:{_FRAME})(?:{_MARK}|\s+)(?:(?:of|about)\s+|(?={_WH_EN}|{_QUESTION_WORD}))"
_OPENERS = re.compile(
    rf"^(?:(?:{_GREETING})(?:{_MARK}|\s+(?={_PREAMBLE}))|(?:{_PREAMBLE}|{_NEW_HERE})(?:{_MARK}|\s+)"
    rf"|{_REQUEST}|{_FRAMED})+",
    re.IGNORECASE,
)
_CLOSERS = re.compile(  # the question's own mark stays: "של מי? תודה!!" is "של מי?"
    r"(?:(?:(?<=[?.!])\s*|\s*,\s*|\s+)"
    r"(?:thanks?|thank you(?: very much)?|thx|please|pls|plz|תודה(?: רבה)?|בבקשה)[\s!.]*)+$",
    re.IGNORECASE,
)


# A statement put to be confirmed by a bare "no?" after it ("SN 4122, it was cancelled, no?", "the
# invoice of Madame Cohen, it is paid, no?": French, Spanish and Russian speakers' English): the tag asks
# what "right?" asks, and read as a word "no" became a card's number ("phone no"), so the message asked for
# a card. Only after a comma or a dash and before its question mark: "the phone no?" keeps its number.
_NO_TAG = re.compile(r"(?<=\w)\s*[,\u2013\u2014-]\s*(?:no|non)\s*\?", re.IGNORECASE)


def without_courtesies(text: str) -> str:
    """The message without the courtesies around its question: "sorry to bother, who is Dana" asks who
    Dana is, and an apology's words ("ההפרעה", a disturbance) are no fault of a device nor another topic.
    A message of courtesies alone is left as typed. A confirming "no?" reads as "right?" (``_NO_TAG``)."""
    found = _OPENERS.match(text)
    rest = _CLOSERS.sub("", text[found.end() :] if found else text)
    rest = _NO_TAG.sub(", right?", rest)
    return rest if re.search(r"\w\w", rest) else text

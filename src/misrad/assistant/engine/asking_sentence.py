"""The sentence of a long message that asks, apart from the story told around it.

A clerk writes what happened, who called and what they think, and asks in one sentence: often the last,
but also the first ("Mrs. Collins's email, please - she wants a copy of the invoice. She's the English
lady in Yefe Nof."), or last with a remark after it ("What should they do until then? They're asking me
on the phone."). The sentence that asks is the last one ending in "?", else the last one holding a
request ("please", "can you", "let me know", "I need to know", "tell me", "check", a question word
opening it), else the last one; a remark after it that asks nothing is story, not question. A question
that only points back ("What is it?", "What do we do in this case?") asks of the sentence before it,
which is read with it ("I don't have her phone. What is it?").
"""

from __future__ import annotations

import re

from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.text import fold, tokens

# Sentences end at . ! ? ; or a line break; a dot inside a number or a code ("1.5%", "ח.פ.") ends none,
# nor one after a title or a company's abbreviation ("Mrs. Collins", "Dr. Shapira", "Levinson & Co. have").
_ABBREVIATIONS = ("mr", "mrs", "ms", "dr", "st", "co", "ltd", "inc", "no", "jr", "sr", "vs", "etc")
_NOT_AFTER = "".join(rf"(?<!\b{a}\.)" for a in _ABBREVIATIONS)
_SENTENCE_END = re.compile(rf"(?i)(?<=[!?;])\s+|{_NOT_AFTER}(?<=[^\d\s.][^\d\s.]\.)\s+(?=\S)|\s*\n+\s*")
# Told beside the question at least this many words; a shorter story ("Quick one.") leaves the whole
# message to be read as one, unless it is a full sentence of ``SENTENCE_WORDS`` or more.
STORY_WORDS = 10
SENTENCE_WORDS = 5
# A question longer than this is itself the story; the whole message is read.
QUESTION_WORDS = 25

# Phrases and words that make a sentence a request or a question without a "?" (folded, as typed).
_REQUEST_PHRASES = (
    "let me know", "need to know", "tell me", "can you", "could you", "would you", "can u", "pls ",
    "please", "find out", "check ", "look up", "send me", "give me", "i need the", "what's", "whats",
    "תבדוק", "תבדקי", "תגיד", "תגידי", "בבקשה", "צריך לדעת", "תן לי", "תני לי", "אפשר ",
)  # fmt: skip
_OPENING_QUESTION = frozenset(
    fold(w)
    for w in (
        "what", "how", "when", "where", "who", "which", "is", "are", "does", "did", "has", "have", "any",
        "מה", "כמה", "מתי", "איפה", "מי", "האם", "יש",
    )
)  # fmt: skip
_WH_WORDS = frozenset(
    fold(w) for w in ("what", "how", "when", "where", "who", "which", "מה", "כמה", "מתי", "איפה")
)
# Words that point back at what the sentence before said ("it", "this case"), beside the stopwords.
_POINTING_BACK = frozenset(
    fold(w)
    for w in (
        "this",
        "that",
        "them",
        "those",
        "these",
        "case",
        "one",
        "thing",
        "need",
        "want",
        "know",
        "number",
    )
)
_STATUS = frozenset(
    fold(w) for w in ("status", "news", "update", "going", "סטטוס", "הסטטוס", "מצב", "המצב", "חדש")
)


def sentences_of(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text.strip()) if s and s.strip()]


def asking_sentence(text: str) -> str | None:
    """The part of ``text`` that asks, when a story of enough words is told beside it; None for a message
    read as one."""
    sentences = sentences_of(text)
    if len(sentences) < 2:
        return None
    first = _the_asking_one(sentences)
    asks = _requests(sentences[first])
    last = first + 1
    while last < len(sentences) and _asks_anything(sentences[last]):
        last += 1  # a second ask after the question is part of it ("... is it paid? and what does she owe")
    if first > 0 and _points_back(sentences[first]):
        first -= 1
    story = sentences[:first] + sentences[last:]
    question = " ".join(sentences[first:last])
    if not story or not _enough_story(story, asks) or not 0 < len(tokens(question)) <= QUESTION_WORDS:
        return None
    return question


def _the_asking_one(sentences: list[str]) -> int:
    asked = [i for i, s in enumerate(sentences) if s.endswith("?")]
    if asked:
        return asked[-1]
    requests = [i for i, s in enumerate(sentences) if _requests(s)]
    return requests[-1] if requests else len(sentences) - 1


def _requests(sentence: str) -> bool:
    """The sentence asks or requests: a "?", a request's phrase, or a question word opening it."""
    folded = fold(sentence) + " "
    words = tokens(sentence)
    return (
        sentence.rstrip().endswith("?")
        or any(p in folded for p in _REQUEST_PHRASES)
        or bool(words and words[0] in _OPENING_QUESTION)
    )


def _asks_anything(sentence: str) -> bool:
    """The sentence requests, or holds a question word anywhere ("and for Tamara, what does she owe")."""
    return _requests(sentence) or any(w in _WH_WORDS for w in tokens(sentence))


def _points_back(sentence: str) -> bool:
    """Every word is a stopword or points back: the sentence asks of what the one before it said. Not a
    question of a status ("What's the status?"): it asks of all the story told, read whole."""
    words = tokens(sentence)
    if any(w in _STATUS for w in words):
        return False
    return bool(words) and all(w in STOPWORDS or w in _POINTING_BACK for w in words)


def _enough_story(story: list[str], asks: bool) -> bool:
    """Enough words told beside the question; a shorter full sentence of story, asking nothing, only beside
    one that asks (a last sentence taken for want of a question may be story too)."""
    told = sum(len(tokens(s)) for s in story)
    if told >= STORY_WORDS:
        return True
    statements = [s for s in story if not _asks_anything(s)]  # "Is Dana's fridge ready? And ..." asks twice
    return asks and len(statements) == len(story) and any(len(tokens(s)) >= SENTENCE_WORDS for s in story)

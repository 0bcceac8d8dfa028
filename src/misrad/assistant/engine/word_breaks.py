"""A space left out between two words, or one struck inside a word: the commonest slip of the thumb.

"הגנרטורשל לוי", "all jobsfor Pizza Napoli", "Emma Harris balan ce", "שיל מה": a reader that takes a
message word by word misses both words of the first kind and the one word of the second. Each is put
right only where it is sure: the glued word is no word as it stands and parts in one way only into two
known words, and the broken word's first piece is no word while the two pieces make a known one. An
English function word glued to either side of a word ("theparking", "forthe", "invoicefor") is parted
at the likeliest place by how common the two words are (``glued_parted``, the common English words of
``common_english``); a Hebrew one before a word is read apart by the lexicon's reader (``morphology.
unglued``), and a Hebrew prefix letter is no glued word at all. The tests of what a word is are the
caller's (``typed_slips``: the lexicon's, the common words', the names' and the items').
"""

from __future__ import annotations

from collections.abc import Callable

from misrad.assistant.engine.text import readings

WordTest = Callable[[str], bool]

SHORTEST_PIECE = 2  # a function word ("של", "is") at the least
WORD_BEFORE = 4  # the word a function word is glued after: of four letters at least ("ביטלו" is no "ביט לו")


def glued_apart(word: str, known: WordTest, function_word: WordTest) -> tuple[str, str] | None:
    """The two words ``word`` is with the space before a function word left out ("jobsfor", "יתרהשל"),
    or None: a known word of four letters or more and a function word after it, in one such parting
    only (the caller has found ``word`` itself no word as it stands). Not two content words, which
    as often make a compound ("dishwasher"), nor a function word first: in Hebrew that is its prefix
    letters' place ("המייבש" is no "המי יבש"), and a function word glued before a word is read apart
    by the lexicon's reader (``morphology.unglued``)."""
    found = []
    for at in range(WORD_BEFORE, len(word) - SHORTEST_PIECE + 1):
        head, rest = word[:at], word[at:]
        if function_word(rest) and known(head):
            found.append((head, rest))
    return found[0] if len(found) == 1 else None


Rank = Callable[[str], int]
# English's closed classes, the short words a thumb glues to the word beside them ("theparking",
# "forthe", "isthe"): articles, prepositions, auxiliaries, pronouns and determiners, conjunctions. Not a
# contraction without its apostrophe ("whats", "didn"): it glues to a word as its own beginning
# ("whatsapp").
_FUNCTION_TEXT = (
    "a an the of for to in on at by from with about into onto over under after before "
    "is are was were be been am has have had do does did can will would should could may might must "
    "not no and or but if so than then my your his her its our their me him us them it he she we they "
    "you i this that these those what who how when where why which there here any all some each"
)
ENGLISH_FUNCTION_WORDS = frozenset(_FUNCTION_TEXT.split(" "))
# Those that stand before a noun (articles, prepositions, determiners, auxiliaries): "theparking",
# "hascompany". Not a pronoun, a question word nor an adverb before a content word: "she mesh" of
# "shemesh", "so" + a name are a transliterated name's pieces far more often.
_BEFORE_TEXT = (
    "a an the of for to in on at by from with about into onto over under after before "
    "is are was were be been has have had do does did can will would should could "
    "my your his her our their this that these those any all some each no not and or but"
)
BEFORE_A_WORD = frozenset(_BEFORE_TEXT.split(" "))
_QUESTION_WORDS = frozenset(("what", "who", "how", "when", "where", "why", "which"))
CONTENT_PIECE = 4  # the word a function word is glued to: of four letters at least ("ram at", "ron it")
LIKELIER = 20  # the parting chosen is this many times likelier than the next, or none is


def glued_parted(word: str, known: WordTest, function_word: WordTest, rank: Rank) -> tuple[str, str] | None:
    """English: the two words ``word`` is with the space between them left out, one of them a function
    word, before the other or after it ("theparking", "forthe", "invoicefor"), or None. A Latin word
    often parts into two known words in more ways than one ("fort he", "for the"), so each parting is
    weighed by how common its two words are (``rank``, 0 the commonest: a word's likelihood falls as
    its rank grows, so the product of the two ranks is the parting's unlikelihood) and the likeliest is
    taken only when it is far likelier than the next. Never a single letter but "a" or "i" first ("a
    customer"). The caller has found ``word`` itself no word and no name."""
    partings = []
    for at in range(1, len(word)):
        head, rest = word[:at], word[at:]
        if (len(head) < SHORTEST_PIECE and head not in ("a", "i")) or len(rest) < SHORTEST_PIECE:
            continue
        if _a_glue(head, rest, function_word) and known(head) and known(rest):
            partings.append(((rank(head) + 1) * (rank(rest) + 1), head, rest))
    partings.sort()
    if not partings or (len(partings) > 1 and partings[1][0] < LIKELIER * partings[0][0]):
        return None
    return partings[0][1], partings[0][2]


def before_shel(word: str) -> tuple[str, str] | None:
    """ "של" glued after any word of four letters or more, known or not ("הראוטרשל", "הקופהשל": an item
    the lexicon never holds): it ends almost no word a writer types, and those it ends are words as
    they stand ("הממשל", "נכשל", the caller's test) or leave a stem too short once the prefix letters
    are peeled ("כשנכשל")."""
    head = word[:-2]
    if not word.endswith("של") or len(head) < 4 or min(len(r) for r in readings(head)) < 3:
        return None
    return head, "של"


def _a_glue(head: str, rest: str, function_word: WordTest) -> bool:
    """Two function words ("forthe", "isthe"), or one and a content word of four letters or more: one
    that stands before a noun glued before it ("theparking"), any glued after it ("invoicefor")."""
    if function_word(head) and function_word(rest):  # "forthe", "whatis"; not "am its" of "amits"
        return head in BEFORE_A_WORD or head in _QUESTION_WORDS
    if function_word(head):
        return head in BEFORE_A_WORD and len(rest) >= CONTENT_PIECE
    return function_word(rest) and len(head) >= CONTENT_PIECE


def broken_joined(first: str, second: str, a_word: WordTest, known: WordTest) -> str | None:
    """The one word ``first`` and ``second`` are with a space struck inside it, or None: only where
    neither piece is a word as it stands and the two together make a known word ("balan ce"); a word
    beside a piece is most often two words the engine does not know ("לכם שירות")."""
    if len(first) < SHORTEST_PIECE or len(second) < SHORTEST_PIECE or a_word(first) or a_word(second):
        return None
    joined = first + second
    return joined if known(joined) else None

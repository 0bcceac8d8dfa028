"""Hebrew typed in Latin letters ("ma ha-matzav im ha-tikun shel yossi cohen?", "kama od hayav lanu moshe
levi"), as Israelis type on a phone with an English keyboard: read as the Hebrew it stands for, so the rest
of the engine (intent, clauses, records' words, follow-ups) reads it as it reads Hebrew.

A Latin word is read as a Hebrew word of the engine's own vocabulary (``common_hebrew.txt``, the development
questions' words in ``intent_corpus.tsv``, the lexicon's words, the two-language word lists; the commonest
and the one spelt most plainly first) when its letters spell it by the usual habits: every consonant as the
letters it is typed for (sh ש, ch/kh ח or כ, tz/ts צ, v ו or ב, h ה or ח, k כ or ק, s ס or ש), every
vowel as a vowel letter Hebrew may or may not write (i י, o and u ו, a and e none, or an א or ע), the
prefix letters before a dash or glued on (ha- ה, ve- ו, le- ל, be- ב, me- מ, she- ש, ke- כ). A message is
read so only when enough of its words are Hebrew by their letters and no common English word, and no more
of them English words that spell no Hebrew ("me again - how much does Moshe Cohen owe?" stays English).
Customers' names stay as typed, where a name word of a card is spelt by the word (the name index finds
them by sound, as it finds "Moshe Cohen" in English); so do numbers and words that spell no Hebrew. The
message's language is still the one typed (``nlu`` reads it from the text as typed): the answer is in
English, as the writer who typed Latin letters reads it.
"""

from __future__ import annotations

import math
import re
import threading
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from misrad.assistant.engine.bilingual import translations
from misrad.assistant.engine.common_english import rank as english_rank
from misrad.assistant.engine.latin_pronouns import pronouns_read
from misrad.assistant.engine.lexicon import LEXICON_SOURCE
from misrad.assistant.engine.shorthand import is_shorthand
from misrad.assistant.engine.small_talk import greets
from misrad.assistant.engine.sounds import sound_keys
from misrad.assistant.engine.text import fold, hebrew_word

if TYPE_CHECKING:
    from misrad.assistant.engine.names import CustomerIndex

_HERE = Path(__file__).parent
Trie = dict[str, Any]
COMMON_ENGLISH = 20_000  # an English word this common is no sure Hebrew word, whatever it spells
CLEAR_ENGLISH = 5_000  # one this common is English unless it spells one of the commonest Hebrew words
RARE_ENGLISH = 60_000  # a listed word that spells no Hebrew is English up to this rank ("invoices")
NEITHER, HEBREW, ENGLISH = 0, 1, 2
# Where the lexicon's words the questions never used rank, and the two-language lists' words: an intent's
# word is about as likely as the commoner half of the questions' words ("lekochot" is לקוחות, not לקחת).
LEXICON_RANK, LISTED_RANK = 700, 2500
VERY_COMMON_HEBREW = 300  # a Hebrew word this common is that word, whoever's name it may spell too

# The letters a Latin consonant (or pair) is typed for, longest first.
_CONSONANTS = (
    ("sch", "ש"), ("sh", "ש"), ("tz", "צ|טס|תס"), ("ts", "צ|טס|תס"), ("ch", "[חכ]"), ("kh", "[חכ]"),
    ("zh", "[זג]"), ("th", "[תט]"), ("ph", "פ"), ("ck", "ק"), ("gh", "ג"),
    ("b", "ב"), ("v", "וו|ו|ב"), ("w", "וו|ו"), ("g", "ג"), ("d", "ד"), ("h", "[החכ]"), ("z", "[זצ]"),
    ("t", "[תט]"), ("k", "[כק]"), ("c", "[כקס]"), ("q", "ק"), ("l", "ל"), ("m", "מ"), ("n", "נ"),
    ("s", "[סשז]"), ("p", "פ"), ("f", "פ"), ("r", "ר"), ("x", "קס"), ("j", "[גז]"), ("y", "יי?"),
)  # fmt: skip
# The vowel letters a Latin vowel may be written with in Hebrew, or none; a word's first vowel is written
# with an א or an ע (an "u" also as the conjunction ו), its last a or e with a ה, an א or an ע.
_VOWELS = {"a": "[אע]?", "e": "[אע]?", "i": "[אע]?י{0,2}", "o": "[אע]?ו?", "u": "[אע]?ו?"}
_FIRST_VOWELS = {"a": "[אע]", "e": "[אע]", "i": "[אע]י?", "o": "[אע]ו?", "u": "[אע]ו?|ו"}
_LAST_VOWELS = {
    "a": "[האע]",
    "e": "[האעי]",
    "i": "[אע]?י{0,2}[אה]?",
    "o": "[אע]?ו?[אה]?",
    "u": "[אע]?ו?[אה]?",
}
_WRITTEN = frozenset("iou")  # the vowels Hebrew usually writes (י, ו)
# Costs of a reading, in places of the word's rank (``_cost``): a vowel Hebrew writes left unwritten, an
# א or ע inside the word for a vowel, a k after a vowel as כ (that is a kh, "tichon" of תיכון), a v inside
# the word as one ו (a vowel: "hayav" is חייב, not היו), an s as ז or an h as כ, two vowels with
# nothing between them.
_DEFECTIVE, _GUTTURAL, _SOFT_K, _VOWEL_V, _S_AS_Z = 400, 150, 300, 300, 200
_HIATUS = 10_000  # no Hebrew spelling: a reading this costly is none
# The prefix letters typed before a word, with a dash or glued on, longest first.
TYPED_PREFIXES = (
    ("sheha", "שה"), ("veha", "וה"), ("meha", "מה"), ("leha", "לה"), ("beha", "בה"), ("ha", "ה"),
    ("she", "ש"), ("ve", "ו"), ("va", "ו"), ("le", "ל"), ("la", "ל"), ("li", "ל"), ("be", "ב"), ("ba", "ב"),
    ("bi", "ב"), ("me", "מ"), ("mi", "מ"), ("ke", "כ"), ("ka", "כ"), ("u", "ו"),
)  # fmt: skip
_PREFIX_LETTERS = dict(TYPED_PREFIXES)
_ALONE_PREFIXES = frozenset(("ha", "ve", "le", "be", "she", "ke"))  # "ha status": typed apart, still a prefix
_PEELED = 400  # a word read behind glued prefix letters counts as this much rarer
# A Latin word: letters, maybe joined by a dash or an apostrophe ("ha-tikun", "le'eti"), not part of a
# code or a number ("TV-2223", "054-6650213").
LATIN_RUN = re.compile(r"(?<![\w\-'’])([A-Za-z]+(?:['’\-][A-Za-z]+)*)(?![\w\-'’])")
_FINALS = str.maketrans("כמנפצ", "ךםןףץ")


@lru_cache(maxsize=1)
def _vocabulary() -> tuple[Trie, dict[str, int]]:
    """The Hebrew words a Latin word may spell (folded, in a trie) and each one's rank (0 commonest):
    the 2,000 commonest words, the words the development questions ask in (``intent_corpus.tsv``, names
    left out; ranked by their share of its words, ``_asked_rank``), the lexicon's and the two-language
    lists' words. The trie is made in the words' order and ties go to the word first by its letters, so no
    reading hangs on the order a counter met them in."""
    ranked: dict[str, int] = {}
    common = (_HERE / "common_hebrew.txt").read_text(encoding="utf-8").split()
    for n, word in enumerate(common):
        ranked.setdefault(fold(word), n)
    asked = Counter(re.findall(r"[\u05d0-\u05ea]+", fold((_HERE / "intent_corpus.tsv").read_text("utf-8"))))
    total = sum(asked.values())
    for word, count in asked.items():
        if count >= 2:
            rank = _asked_rank(count / total)
            ranked[word] = min(ranked.get(word, rank), rank)
    lexicon = [w for weights in LEXICON_SOURCE.values() for w in weights if hebrew_word(fold(w))]
    for word in map(fold, lexicon):
        # a lexicon's word met a few times in the questions is no rarer for it ("לקוחות" twice in a batch)
        ranked[word] = min(ranked.get(word, LEXICON_RANK), LEXICON_RANK)
    for name in ("bilingual.tsv", "things.tsv"):
        for line in (_HERE / name).read_text(encoding="utf-8").splitlines():
            if not line.startswith("#") and "\t" in line:
                for word in re.findall(r"[\u05d0-\u05ea]+", fold(line.split("\t", 1)[1])):
                    ranked.setdefault(word, LISTED_RANK)
    words = {w: ranked[w] for w in sorted(ranked) if len(w) >= 2}
    return _trie(words), words


def _asked_rank(share: float) -> int:
    """A word of the questions ranked by its share of their words, not by its place among them: a place
    moved whenever any other word's count did (a batch added, the corpus made again), and words of one
    count were placed as the counter met them. A word's place in the questions is about a tenth of a
    word's share's inverse (300 for a word one in 3,000), kept on steps a fifth apart (a quarter of a
    doubling), so a word's rank moves only when its own share does."""
    steps = round(math.log2(0.1 / share) * 4)
    return max(0, round(2 ** (steps / 4)))


def prepare_in_background() -> None:
    """The reader made ready in a thread at a server's start (its vocabulary, the English ranks and what
    a first reading builds: 0.5-0.6 s), so that no first message in Latin letters waits for it."""
    threading.Thread(target=_made_ready, name="latin-hebrew-reader", daemon=True).start()


def _made_ready() -> None:
    _vocabulary()
    hebrew_of_latin("ma hamatzav shel hatikun", None)


def _trie(words: Iterable[str]) -> Trie:
    """The words by their letters, each node's "$" the word that ends there."""
    root: Trie = {}
    for word in words:
        node = root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = word
    return root


@lru_cache(maxsize=20_000)
def _units(latin: str) -> tuple[tuple[str, str], ...]:
    """The Latin word's sounds in order, each (as typed, the Hebrew letters it may be written with)."""
    word = re.sub(r"([b-df-hj-np-tv-z])\1", r"\1", latin)  # "kesseff": a doubled consonant is one
    word = word.replace("oo", "u")  # an English writer's u ("tikoon")
    units: list[tuple[str, str]] = []
    at = 0
    while at < len(word):
        letter = word[at]
        last = at + 1 == len(word)
        if letter in "aeiou" or (letter == "y" and at and (last or word[at + 1] not in "aeiou")):
            units.append(_vowel("i" if letter == "y" else letter, at, last, units))
            at += 1
            continue
        typed, letters = next(((t, h) for t, h in _CONSONANTS if word.startswith(t, at)), ("", ""))
        if not typed:
            return ()
        units.append((typed, letters))
        at += len(typed)
    return tuple(units)


def _vowel(vowel: str, at: int, last: bool, before: list[tuple[str, str]]) -> tuple[str, str]:
    """A vowel's unit: a closing a after a kh is often unwritten ("lecha" לך, "shlomcha" שלומך)."""
    if at == 0:
        return vowel, _FIRST_VOWELS[vowel]
    if last and vowel == "a" and before[-1][0] in ("ch", "kh"):
        return vowel, "[האע]?"
    return vowel, (_LAST_VOWELS if last else _VOWELS)[vowel]


def _cost(units: Sequence[tuple[str, str]], written: tuple[str, ...]) -> int:
    """How unlikely the spelling ``written`` (the letters of each unit) is of the Latin word's sounds."""
    cost = unwritten = 0
    for at, ((typed, _), letters) in enumerate(zip(units, written, strict=True)):
        after_vowel = at > 0 and units[at - 1][0] in "aeiou"
        if typed in "aeiou":
            vowel = _vowel_cost(typed, letters, at, after_vowel, written)
            unwritten += vowel == _DEFECTIVE
            cost += vowel * unwritten if vowel == _DEFECTIVE else vowel  # each more unwritten one, dearer
        elif (typed == "k" and after_vowel and letters == "כ") or (
            typed in ("ch", "kh") and not at and letters == "כ"
        ):
            cost += _SOFT_K
        elif typed == "v" and at and letters == "ו":
            cost += _VOWEL_V
        elif (typed == "s" and letters == "ז") or (typed == "h" and letters == "כ"):
            cost += _S_AS_Z
    return cost


def _vowel_cost(typed: str, letters: str, at: int, after_vowel: bool, written: tuple[str, ...]) -> int:
    """A vowel Hebrew writes left unwritten; an א or ע inside the word where the Latin has one vowel; two
    vowels together with no letter between them ("shaar" is שער, not שר)."""
    if after_vowel and not letters and not written[at - 1]:
        return _HIATUS
    if typed == "a" and not letters and at == len(written) - 1 and written[at - 1] == "ח":
        return _DEFECTIVE  # a closing a is left unwritten after a kh (לך), not after a ח ("ptucha" פתוחה)
    if typed in _WRITTEN and not letters.strip("אעה"):
        return _DEFECTIVE
    if at and not after_vowel and letters[:1] in ("א", "ע") and at + 1 < len(written):
        return _GUTTURAL
    return 0


@lru_cache(maxsize=20_000)
def spelled(latin: str) -> tuple[str, int] | None:
    """The Hebrew word of the vocabulary a (lowercase) Latin word spells, and how rare a reading it is;
    read whole, or behind glued prefix letters ("hatikun" התיקון, "leshalem" לשלם)."""
    found = _spelled_whole(latin)
    if found is not None and found[1] <= _PEELED:  # no reading behind a prefix can be likelier
        return found
    for typed, letters in TYPED_PREFIXES:
        rest = latin[len(typed) :]
        if latin.startswith(typed) and len(rest) >= 2:
            behind = _spelled_whole(rest)
            if behind is not None and (found is None or behind[1] + _PEELED < found[1]):
                found = (letters + behind[0], behind[1] + _PEELED)
    return found


@lru_cache(maxsize=20_000)
def _spelled_whole(latin: str) -> tuple[str, int] | None:
    units = _units(latin) if 2 <= len(latin) <= 20 and latin.isascii() and latin.isalpha() else ()
    if not units:
        return None
    trie, ranked = _vocabulary()
    best: tuple[str, int] | None = None
    for word, written in _walk(trie, units, 0, []):
        score = ranked[word] + _cost(units, written)
        if score < _HIATUS and (best is None or (score, word) < (best[1], best[0])):
            best = (word, score)
    return best


def _walk(
    node: Trie, units: Sequence[tuple[str, str]], at: int, chosen: list[str]
) -> Iterator[tuple[str, tuple[str, ...]]]:
    """The words of the trie the units spell from ``node`` on, each with the letters each unit is written."""
    if at == len(units):
        if "$" in node:
            yield node["$"], tuple(chosen)  # type: ignore[misc]
        return
    for option in _options(units[at][1]):
        child: Trie | None = node
        for letter in option:
            child = child.get(letter) if child is not None else None  # type: ignore[assignment]
        if child is not None:
            chosen.append(option)
            yield from _walk(child, units, at + 1, chosen)
            chosen.pop()


@lru_cache(maxsize=256)
def _options(letters: str) -> tuple[str, ...]:
    """The spellings a unit's letters (``[אע]?י{0,2}``, ``צ|טס``) stand for, the empty one among them."""
    found: set[str] = set()
    for branch in letters.split("|"):
        spellings = [""]
        for atom, times in re.findall(r"(\[[^\]]+\]|[^\[\]?{}])(\?|\{0,2\})?", branch):
            one = list(atom[1:-1]) if atom.startswith("[") else [atom]
            choices = (
                [*one, ""]
                if times == "?"
                else ["", *one, *(a + b for a in one for b in one)]
                if times
                else one
            )
            spellings = [head + choice for head in spellings for choice in choices]
        found.update(spellings)
    return tuple(sorted(found))


# A Latin word's sound keys, as the names' index keys them: a word of English is read again and again.
_sound_keys = lru_cache(maxsize=20_000)(sound_keys)


def spells_a_name(latin: str, index: CustomerIndex) -> bool:
    """A customer's name word is the Latin word: as stored, or a Hebrew one of its sound that its
    letters spell ("levi" לוי, "yossi" יוסי, "eti" אתי)."""
    if latin in index.by_token:
        return True
    keys = _sound_keys(latin)
    units = _units(latin)
    if keys is None or not units:
        return False
    near = {w for key in keys[1] for w in index.by_sound.get(("he", key), ())}
    return any(True for _ in _walk(_trie(near), units, 0, [])) if near else False


def _reading(latin: str, index: CustomerIndex | None) -> tuple[str | None, int]:
    """The Hebrew a (lowercase) word stands for (None: kept as typed) and what it says of the message's
    language: ``HEBREW`` (a Hebrew word and no common English one), ``ENGLISH`` (common English that spells
    no Hebrew, or far commoner in English than the Hebrew it spells: "the", "mine") or neither (a name,
    "me", "ten", "shell", a short word)."""
    if index is not None and latin in index.by_token:  # a name stored in Latin letters ("Valley")
        return None, NEITHER
    if is_shorthand(latin) or translations(latin):  # "bal", "boiler": the engine's own English
        return None, ENGLISH
    if greets(latin):  # "hiya", "shalom": a greeting the small talk reads as typed, of either language
        return None, NEITHER
    found = spelled(latin)
    if (
        (found is None or found[1] >= VERY_COMMON_HEBREW)
        and index is not None
        and spells_a_name(latin, index)
    ):
        return None, NEITHER
    english = english_rank(latin)
    if found is None:
        return None, ENGLISH if english is not None and english < RARE_ENGLISH else NEITHER
    if english is not None and english < CLEAR_ENGLISH and found[1] > 100:
        return found[0], ENGLISH
    hebrew = len(latin) >= 3 and (english is None or english >= COMMON_ENGLISH)
    return found[0], HEBREW if hebrew else NEITHER


def _run_reading(run: str, index: CustomerIndex | None, opens: bool) -> tuple[str, int, int]:
    """A run of Latin letters ("ha-tikun", "moshe") read: its text, its Hebrew words and English ones;
    ``opens``: the run opens a sentence."""
    parts = _parts(run)
    prefix = typed = ""
    while len(parts) > 1 and parts[0].lower() in _PREFIX_LETTERS:
        typed += parts[0].lower()
        prefix += _PREFIX_LETTERS[parts.pop(0).lower()]
    read: list[str] = []
    said = [0, 0, 0]
    for at, part in enumerate(parts):
        # A capital inside the sentence is a name's ("is Avi Dahan's fridge ready"): kept, counted as neither.
        named = part[:1].isupper() and (at or not opens)
        hebrew, kind = (None, NEITHER) if named else _reading(part.lower(), index)
        if (
            prefix
            and _with_prefix_likelier(typed, part.lower(), hebrew)
            and not (at or named or kind == ENGLISH or _a_name(part.lower(), index))
        ):
            # A word the vocabulary holds with its prefix only ("ha achrona": האחרונה), or far likelier
            # so than the word alone ("be ihur": באיחור, not ב+אחר).
            hebrew, kind = _reading(typed + part.lower(), index)
            prefix = "" if hebrew is not None else prefix
        said[kind] += 1
        read.append(_final(hebrew) if hebrew is not None else part)
    head = read[0]
    text = (prefix + head if hebrew_word(head) else f"{prefix}-{head}") if prefix else head
    return " ".join([text, *read[1:]]), said[HEBREW], said[ENGLISH]


def _with_prefix_likelier(typed: str, latin: str, alone: str | None) -> bool:
    """The word is read with the prefix typed apart before it: the word alone spells nothing, or the two
    together spell a word the vocabulary ranks likelier than the word alone's reading."""
    if alone is None:
        return True
    together, by_itself = spelled(typed + latin), spelled(latin)
    return together is not None and by_itself is not None and together[1] < by_itself[1]


def _a_name(latin: str, index: CustomerIndex | None) -> bool:
    return index is not None and spells_a_name(latin, index)


def _maybe_hebrew(run: str, index: CustomerIndex | None) -> bool:
    """Some word of the run is no common English word and spells a Hebrew word."""
    return any(len(p) >= 3 and not _english(p) and _reading(p, index)[1] == HEBREW for p in _parts(run))


def _english(latin: str) -> bool:
    english = english_rank(latin)
    return english is not None and english < COMMON_ENGLISH


def _parts(run: str) -> list[str]:
    """The words of a run: apart at a dash; at an apostrophe only after prefix letters ("le'eti"), else one
    word whose apostrophe stands for an א or ע ("sha'ot" שעות, "me'od" מאוד)."""
    if run.isalpha():
        return [run]
    parts: list[str] = []
    for piece in run.split("-"):
        pieces = re.split(r"['’]", piece)
        while len(pieces) > 1 and pieces[0].lower() in _PREFIX_LETTERS:
            parts.append(pieces.pop(0))
        parts.append("".join(pieces))
    return [p for p in parts if p]


def _opens(text: str, start: int) -> bool:
    """The word at ``start`` opens a sentence: nothing but punctuation and spaces before it, or after an
    end of a sentence."""
    before = text[:start].rstrip(" \t\"'“(")
    return not before or before[-1] in ".!?:\n" or not any(c.isalpha() for c in before)


def _final(word: str) -> str:
    return word[:-1] + word[-1].translate(_FINALS)


# A prefix typed as a word of its own ("ha status", "ve ha-telefon") before a Latin word.
_APART = re.compile(rf"(?<![\w\-'’])({'|'.join(_ALONE_PREFIXES)})\s+(?=[A-Za-z])", re.IGNORECASE)


def hebrew_of_latin(text: str, index: CustomerIndex | None) -> str:
    """The message as the Hebrew it stands for, when it is Hebrew typed in Latin letters; else as typed."""
    if re.search(r"[\u05d0-\u05ea]", text) or not re.search(r"[A-Za-z]{3}", text):
        return text
    if not any(_maybe_hebrew(m.group(0).lower(), index) for m in LATIN_RUN.finditer(text)):
        return text  # English, names and codes: no word of it is Hebrew and no English
    joined = _APART.sub(r"\1-", text)
    found = list(LATIN_RUN.finditer(joined))
    # Capitalised words together are a name, first in the sentence too ("Omer Nagar's boiler").
    capital = [m.group(0)[:1].isupper() for m in found] + [False]
    opening = [_opens(joined, m.start()) and not capital[at + 1] for at, m in enumerate(found)]
    runs = [
        (
            m.span(),
            (m.group(0), 0, 0) if _a_printed_code(joined, m) else _run_reading(m.group(0), index, opens),
        )
        for m, opens in zip(found, opening, strict=True)
    ]
    hebrew_words = sum(r[1] for _, r in runs)
    english_words = sum(r[2] for _, r in runs)
    if hebrew_words == 0 or (english_words and (hebrew_words < 2 or hebrew_words <= english_words)):
        return text
    spans = [span for span, _ in runs]
    texts = pronouns_read(
        joined, spans, _names_kept(joined, spans, [read for _, (read, _, _) in runs], index)
    )
    out: list[str] = []
    last = 0
    for (start, end), read in zip(spans, texts, strict=True):
        out += [joined[last:start], read]
        last = end
    return "".join([*out, joined[last:]])


def _a_printed_code(joined: str, run: re.Match[str]) -> bool:
    """Capitals before digits are a printed code's letters ("GM 6248 kama nishar": GM-6248), no Hebrew
    word ("gm" would be גם)."""
    return (
        run.group(0).isupper()
        and len(run.group(0)) <= _CODE_LETTERS
        and _DIGITS_NEXT.match(joined, run.end()) is not None
    )


_CODE_LETTERS = 3
_DIGITS_NEXT = re.compile(r"[ \-/]?\d")


def _names_kept(
    joined: str, spans: list[tuple[int, int]], texts: list[str], index: CustomerIndex | None
) -> list[str]:
    """The runs' texts, with a word read as Hebrew typed back where it spells a customer's name word beside
    another kept as typed ("yossi shapira": יוסי is a common word, and Yossi Shapira's first name)."""
    if index is None:
        return texts
    typed = [joined[start:end] for start, end in spans]
    named = [t == r and spells_a_name(t.lower(), index) for t, r in zip(typed, texts, strict=True)]
    kept = list(texts)
    for at, (word, read) in enumerate(zip(typed, texts, strict=True)):
        beside = [
            other
            for other in (at - 1, at + 1)
            if 0 <= other < len(spans)
            and named[other]
            and not joined[min(spans[at][1], spans[other][1]) : max(spans[at][0], spans[other][0])].strip()
        ]
        if read != word and beside and word.isalpha() and spells_a_name(word.lower(), index):
            kept[at] = word
    return kept

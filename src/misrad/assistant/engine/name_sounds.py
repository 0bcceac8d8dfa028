"""Customer name words found by how a word sounds: a Hebrew name typed in Latin letters and back
("Cohen" for כהן), a misspelling that sounds the same ("ליאט" for ליאת), and an owner's short name where
the owner stands ("של וייס", "Uri's"). Kept apart from ``names``' index of the written words."""

from __future__ import annotations

from misrad.assistant.engine.bilingual import translations
from misrad.assistant.engine.common_english import rank
from misrad.assistant.engine.lexicon import LEXICON_SOURCE, STOPWORDS
from misrad.assistant.engine.name_claims import LEXICON, SHORT_SOUND, STRONG, Candidate
from misrad.assistant.engine.sounds import sound_keys, voiced_hebrew, voiced_latin
from misrad.assistant.engine.text import fold, readings

MAX_SOUND_WORDS = 200
ARTICLE_LESS = "he-"  # the script key of Hebrew name words' sounds without their article ה
_LATIN = "en:"  # the voiced keys of Latin name words, beside the Hebrew ones
COMMONEST = 1000  # the commonest English words: "now", "here", "may"; a name is rarer ("ben" 1985)
TRANSLIT_STRONG = 3  # shorter keys ("sr", "kn") only count beside another matched name word


class NameSounds:
    """The sound lookups of ``names.CustomerIndex``, over its words and their sound keys."""

    by_token: dict[str, list[int]]
    by_sound: dict[tuple[str, str], set[str]]
    by_voiced: dict[str, set[str]]  # Hebrew name words of one or two consonants by their voiced keys

    def _add_voiced(self, word: str, keys: set[str]) -> None:
        """A Hebrew name word of one or two consonants ("עודה", "עיד", "חורי", "כץ"), by its consonants and
        vowel letters (``voiced_hebrew``)."""
        if keys and min(len(k) for k in keys) <= 2:
            for key in voiced_hebrew(word):
                self.by_voiced[key].add(word)

    def _add_voiced_latin(self, word: str, keys: set[str]) -> None:
        """A Latin name word of one or two consonants ("Noa", "Odeh"), by its consonants and vowels, for
        the Hebrew letters it is typed in ("נועה" of Noa Peretz, session 54), kept apart by ``_LATIN``."""
        if keys and min(len(k) for k in keys) <= 2 and word.isalpha():
            self.by_voiced[_LATIN + voiced_latin(word)].add(word)

    def _voiced_in_hebrew(self, word: str) -> list[Candidate]:
        """The short Latin name words a Hebrew word sounds as, vowel letters and all: as a short key, which
        only counts beside a strong word of the same name ("נועה פרץ"), so a word ("נוי") names no one."""
        keys = voiced_hebrew(word) if 2 <= len(word) <= 5 else set()
        words = {w for key in keys if 1 <= len(key) <= 4 for w in self.by_voiced.get(_LATIN + key, ())}
        return [(w, 0.85, SHORT_SOUND, word) for w in words]

    def _voiced_candidates(self, word: str) -> list[Candidate]:
        """A Latin word of three letters or more that is no English word the lexicons know, spelled as a
        short Hebrew name sounds, vowels and all ("odeh" for עודה and not עיד, "eid" for עיד, "khouri"
        for חורי): that name word, as strong as a longer one. Its vowels make so short a key as sure as
        three consonants are; without them "odeh" and "eid" are one key, "d"."""
        if not word.isascii():
            return self._voiced_in_hebrew(word)
        if len(word) < 3 or not word.isalpha() or translations(word):
            return []
        # Nor one of the commonest English words ("now" is no נועה, session 54), which a name never is.
        listed = rank(word)
        if listed is not None and listed < COMMONEST:
            return []
        key = voiced_latin(word)
        return [(w, 0.85, STRONG, word) for w in self.by_voiced.get(key, ())] if 1 <= len(key) <= 4 else []

    def _sound_candidates(
        self, token: str, same_script: bool = False, as_a_name: bool = False
    ) -> list[Candidate]:
        """Name words written in the other script that sound like this token. A key shorter than
        ``TRANSLIT_STRONG`` is weak; one letter is no key, unless the writer capitalised the word as a
        name (``as_a_name``: "Odeh" is עודה, a vowel around one consonant). ``same_script``: words of the
        token's own script that sound alike ("ליאט" for "ליאת"), always weak: they only count beside a
        strong word."""
        found: list[Candidate] = []
        for reading in _sounded_readings(token, same_script):
            sound = sound_keys(reading)
            if sound is None:
                continue
            script = sound[0] if same_script else ("en" if sound[0] == "he" else "he")
            for key in sorted(sound[1], key=len, reverse=True):
                # One consonant is any short word ("she", "says": s), but a short first name in Latin
                # letters has no more ("Avi", "Noa", "Eli"): taken from a word of at most three letters
                # that is no function word, as a short key, which only counts beside a strong word.
                if not key or (len(key) == 1 and len(reading) > 3 and not as_a_name):
                    continue
                words = self.by_sound.get((script, key), set())
                if script == "he" and not same_script:  # Latin letters for a Hebrew word without its ה
                    words = words | self.by_sound.get((ARTICLE_LESS, key), set())
                if len(words) > MAX_SOUND_WORDS:  # a key that common says nothing
                    continue
                weakness = SHORT_SOUND if len(key) < TRANSLIT_STRONG or same_script else STRONG
                # In its own script a sound-alike is a typo: of about the same length ("בניון" is no "בן").
                close = [w for w in words if not same_script or abs(len(w) - len(reading)) <= 1]
                found += [(w, 0.8 if same_script else 0.85, weakness, reading) for w in close]
            if found and reading != _possessive_stem(token):
                break
        return found

    def _sounded_weakly(self, word: str) -> list[Candidate]:
        """A Latin word of the trade's or the lexicon's that the writer capitalised as a name ("Ariel" is a
        town, "Katz" beside it the surname): by its sound too, as weak as it is, so only beside a real name
        word. Only so capitalised: "for" beside "Levi" is no פאר of a פאר לוי."""
        return [(w, score, LEXICON, r) for w, score, _, r in self._sound_candidates(word)]

    def _possessors(
        self, word: str, candidates: list[Candidate], possessive: bool = False
    ) -> list[Candidate]:
        """``candidates`` of a word where the owner stands, short keys lifted (``_possessor``) only when no
        name word sounds like the whole word: "meirav" after "של" is מירב's, not עומר's, who shares its
        first two consonants only (session 54)."""
        if any(c[2] == STRONG and c[3] == word for c in candidates):
            return candidates
        return [self._possessor(word, c, possessive) for c in candidates]

    def _possessor(self, word: str, candidate: Candidate, possessive: bool = False) -> Candidate:
        """A word typed whole after "של", where the owner of a thing stands ("מכונת הקפה של וייס"), that
        sounds like a Latin name word by a two-consonant key, names its few customers alone: elsewhere
        so short a key counts only beside another name word. Written with an English possessive
        ("Uri's", "noya's") one consonant is enough: the 's says it is someone, and a first name of one
        consonant has no longer key."""
        name_word, score, weakness, reading = candidate
        if weakness != SHORT_SOUND or reading != word or len(self.by_token.get(name_word, ())) > 3:
            return candidate
        mine, theirs = sound_keys(word), sound_keys(name_word)
        shared = mine[1] & theirs[1] if mine and theirs else set()
        least = 1 if possessive else 2
        return (name_word, score, STRONG, reading) if any(len(k) >= least for k in shared) else candidate

    def _sounds_as_typed(self, word: str) -> list[Candidate]:
        """A word weak only by a peeled reading ("בלו" is also ב + "לו"): as typed, it may still sound like
        a short name word of the other script, which counts only beside a strong word or in a phrase of
        them typed as the name runs ("בלו נוט", ``name_runs``). It is reported without a prefix letter
        whose sound the name word's own first letter swallows ("בבלו")."""
        peeled = readings(word)[1:2]
        mine = sound_keys(peeled[0]) if peeled else None
        found: list[Candidate] = []
        for name_word, score, weakness, reading in self._sound_candidates(word):
            theirs = sound_keys(name_word)
            if reading == word:
                shown = peeled[0] if mine and theirs and mine[1] & theirs[1] else word
                found.append((name_word, score, weakness, shown))
        return found

    def may_sound_like_a_name(self, word: str) -> bool:
        """The word, or its possessive's stem ("amits"), sounds like a name word of the other script by
        any key, however short ("amit" of עמית, "chanan" of חנן): weaker than a name is read by, for a
        reader that changes a word only where no name may be meant."""
        for form in {word, _possessive_stem(word) or word}:
            sound = sound_keys(form)
            if sound is not None and any(
                ("en" if sound[0] == "he" else "he", k) in self.by_sound for k in sound[1]
            ):
                return True
        return False

    def _sounds_like_a_name(self, word: str) -> bool:
        """The whole word sounds like a name word of the other script, by a key long enough to be one."""
        sound = sound_keys(word)
        if sound is None:
            return False
        script = "en" if sound[0] == "he" else "he"
        return any(len(k) >= TRANSLIT_STRONG and (script, k) in self.by_sound for k in sound[1])


# Words of the lexicon and function words are themselves, never a name with an "s" ("does" is no "doe").
_KNOWN = STOPWORDS | frozenset(fold(w) for words in LEXICON_SOURCE.values() for w in words)


def _sounded_readings(token: str, same_script: bool = False) -> tuple[str, ...]:
    """The readings a token's sound is looked for by; a Latin word ending in "s" is tried without it
    too, as a possessive typed without its apostrophe ("avi cohens dryer" of אבי כהן), even when the
    whole word already sounds like some name word: its "s" makes it one ("amits" sounds like משה by
    "ms", "amit" is עמית), and the message's other name words choose between them. In its own script
    (a typo's sound-alike) only when the whole word finds nothing."""
    found = readings(token)[:2]
    stem = _possessive_stem(token)
    if stem:
        found = (stem, *found) if not same_script else (*found, stem)
    return found


def _possessive_stem(token: str) -> str:
    """A Latin word less its possessive "s" ("cohens"), or "" when it is no such word."""
    possessive = token.isascii() and len(token) > 3 and token.endswith("s") and not token.endswith("ss")
    return token[:-1] if possessive and token not in _KNOWN else ""

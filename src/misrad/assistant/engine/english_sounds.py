"""A customer's Latin-letter surname heard by a phone's speech-to-text as two English words it knows ("gold
bird" for Goldberg, "field man" for Feldman, "cove alski" for Kovalsky): the two words said together sound
like the name word by its English phonetic key (Metaphone, ``jellyfish``).

The Hebrew-Latin keys of ``sounds`` drop every vowel and read letters as Hebrew writes them; English
speech-to-text hears English sounds (a "ph" is an f, a "th" no t), so a second key is kept for the Latin
name words. The end of a long name is heard least surely ("bird" for "berg"): a key of five sounds or more
also finds a name word whose key differs from it in the last sound only. Only two words heard together
are read so, never one: a single common word sounds like too many names ("cats" is Katz, "green" Green),
and a name said whole is found by ``names`` already; only after a person's title ("mister cats" of Katz),
which says a surname follows, is one word heard as the name word it sounds like."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import jellyfish

from misrad.assistant.engine.common_english import common_word

MIN_KEY = 4  # sounds in a key that names a word surely; shorter ones are many words' ("man" MN)
MIN_TITLED_KEY = 2  # after a title: "cats" (KTS) of Katz, "grin" (KRN) of Green
LAST_SOUND_OFF = 5  # a key this long may differ from the name word's in its last sound


def english_key(word: str) -> str:
    """The word's Metaphone key ("feldman" and "fieldman" are both FLTMN)."""
    return jellyfish.metaphone(word)


@dataclass
class EnglishSounds:
    """The Latin name words of an index by their English keys, and by those keys less their last sound."""

    by_key: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    by_stem: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def add(self, word: str) -> None:
        """Index a name word: only a Latin one of four letters or more (a surname, not "Avi" or "Tom")."""
        if len(word) < 4 or not word.isascii() or not word.isalpha():
            return
        key = english_key(word)
        if len(key) >= MIN_TITLED_KEY:
            self.by_key[key].add(word)
        if len(key) >= LAST_SOUND_OFF:
            self.by_stem[key[:-1]].add(word)

    def heard_as(self, first: str, second: str) -> str | None:
        """The one name word two words said one after the other sound like, or None (none, several, or
        the two together a common word of their own)."""
        whole = first + second
        if not whole.isascii() or not whole.isalpha() or common_word(whole):
            return None
        key = english_key(whole)
        if len(key) < MIN_KEY:
            return None
        found = self.by_key.get(key) or (self.by_stem.get(key[:-1]) if len(key) >= LAST_SOUND_OFF else None)
        return next(iter(found)) if found and len(found) == 1 else None

    def titled(self, word: str) -> str | None:
        """The one name word a word said after a person's title sounds like ("cats" after "mister": Katz),
        or None."""
        if not word.isascii() or not word.isalpha():
            return None
        key = english_key(word)
        found = self.by_key.get(key) if len(key) >= MIN_TITLED_KEY else None
        return next(iter(found)) if found and len(found) == 1 else None

"""The words beside a name that was found in part: a first name nobody with that surname has ("מי זאת
רינת שמעוני" with only an אורית שמעוני), and a name beside a word that names someone else ("אבי כהן" is not
Avi Shalom). A part of ``names.CustomerIndex``, over its words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from misrad.assistant.engine.name_claims import Candidate
from misrad.assistant.engine.name_titles import TITLES
from misrad.assistant.engine.text import readings, tokens

# The weak (the lexicon), plain (function words) and foreign (written as a name) words of a message.
WordKinds = tuple[frozenset[str] | set[str], frozenset[str], frozenset[str]]


class NameNeighbours:
    """The neighbour checks of ``names.CustomerIndex``, over its names and words."""

    names: dict[int, str]
    by_token: dict[str, list[int]]
    words_of: dict[int, frozenset[str]]

    if TYPE_CHECKING:  # the index's own and its sounds' (``NameSounds``), never shadowed at run time

        def _word_candidates(self, token: str) -> list[tuple[str, float, str]]: ...

        def _sound_candidates(
            self, token: str, same_script: bool = False, as_a_name: bool = False
        ) -> list[Candidate]: ...

    def _first_name_nobody_has(
        self,
        words: list[str],
        mentions: tuple[tuple[str, str], ...],
        customer_ids: tuple[int, ...],
        kinds: WordKinds,
    ) -> tuple[tuple[str, str], ...] | None:
        """ "מי זאת רינת שמעוני" with only an אורית שמעוני: the surname matched, and the word typed right
        before it, where a first name stands, is no word of the language the index knows (the lexicon,
        a function word, a title) nor of anyone's name: a first name nobody with that surname has. Latin
        words must be written as a name: English has too many ordinary words the lexicon lacks."""
        if len(mentions) != 1:
            return None
        word, reading = mentions[0]
        if reading != word:
            return None  # "הפסנתר בתכלת": a name typed with its preposition begins there
        at = words.index(word) if word in words else 0
        before = words[at - 1] if at else ""
        # A Latin word counts only when written as a name (capitalised mid-sentence): "she says Shalom".
        weak, plain, foreign = kinds
        if len(before) < 2 or not before.isalpha() or (before.isascii() and before not in foreign):
            return None
        known = (weak, plain, self.by_token, TITLES)
        if any(r in words_of for r in readings(before) for words_of in known):
            return None
        if self._word_candidates(before) or self._sound_candidates(before, same_script=True):
            return None  # a typo or a spelling of some name word
        for customer_id in customer_ids:
            own = [w for w in tokens(self.names[customer_id]) if not w.isdigit()]
            if len(own) < 2 or own[0] == reading:
                return None  # a one-word name, or its first word was the one matched
        return ((before, before), (word, reading))

    def _beside_another_name(
        self,
        words: list[str],
        mentions: tuple[tuple[str, str], ...],
        customer_ids: tuple[int, ...],
        kinds: WordKinds,
    ) -> bool:
        """A name found in part right beside a word that names someone else: a name word of other
        customers that these customers' names lack ("אבי כהן" is not Avi Shalom, "שרית חדד" not Liat
        Hadad), or a word the text marks as a name ("Mark Zuckerberg"). A verb after a first name
        ("דני התקשר") is no customer's name word, so the first name still counts."""
        weak, plain, foreign = kinds
        own = frozenset().union(*(self.words_of.get(c, frozenset()) for c in customer_ids))
        matched = {word for word, _ in mentions}
        for i, word in enumerate(words):
            if word not in matched:
                continue
            for other in words[max(i - 1, 0) : i + 2 : 2] if i else words[i + 1 : i + 2]:
                if other in matched or other in weak or other in TITLES or other.isdigit() or len(other) < 2:
                    continue
                if other in foreign:
                    return True
                if other in plain:
                    continue
                found = [r for r in readings(other) if len(r) >= 2 and self.by_token.get(r)]
                if found and not any(r in own for r in found):
                    return True
        return False

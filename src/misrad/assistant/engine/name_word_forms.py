"""The name words one word of a question may be (``names.CustomerIndex``): as written, a business's noun
in its construct form, a family in the plural, a Latin possessive without its apostrophe, a spelling
variant, a look-alike, then a close typo."""

from __future__ import annotations

from rapidfuzz import fuzz, process

from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.morphology import construct_forms, family_surnames
from misrad.assistant.engine.sounds import look_alikes, skeleton
from misrad.assistant.engine.text import readings

_HISSING_PLURALS = ("ses", "zes", "xes", "shes", "ches")


class NameWordForms:
    """The index's forms of a word (a mixin of ``CustomerIndex``, which holds these tables)."""

    by_token: dict[str, list[int]]
    by_skeleton: dict[str, set[str]]
    by_length: dict[int, list[str]]
    names_with: dict[str, set[frozenset[str]]]

    def _word_candidates(self, token: str) -> list[tuple[str, float, str]]:
        """Name words this query token may be (with the reading that matched): exact reading, then
        skeleton, then a close typo."""
        options = readings(token)
        exact = [(r, 1.0, r) for r in options if r in self.by_token]
        if exact:
            return exact
        # A business's name opens with a noun in its construct form ("מכללת הנגב", "ישיבת אור החיים"):
        # the noun itself, with the article, names it ("המכללה", "הישיבה"): its ה is the name's ת.
        construct = [(form, 0.95, r) for r in options if len(r) >= 4 for form in construct_forms(r)]
        construct = [c for c in construct if c[0] in self.by_token]
        if construct:
            return construct
        # A family called by its surname in the plural, behind the article ("האבוטבולים"), unless the
        # word is a thing's ("הרכבים"):
        # the surname, its last letter as the index folds it (a surname's final י merges: "המזרחים").
        family = [
            (w, 0.9, r[1:])  # said behind its article: the name as typed is without it
            for r in options
            if r.startswith("ה")
            for w in family_surnames(r[1:])
            if w in self.by_token
        ]
        family = [c for c in family if not kinds_in([c[2]])]  # looked at last: the rarest case
        if family:
            return family
        latin = self._latin_owners(token) if token.isascii() else []
        if latin:
            return latin
        variants = [(w, 0.95, r) for r in options for w in self.by_skeleton.get(skeleton(r), ())]
        if variants:
            return variants
        # Only on a long word: a short one is too often another word ("אומר" is no "עומר").
        look_alike = [
            (w, 0.9, r) for r in options if len(r) >= 5 for w in look_alikes(r) if w in self.by_token
        ]
        if look_alike:
            return look_alike
        return self._joined(options) or self._typos(options)

    def _latin_owners(self, token: str) -> list[tuple[str, float, str]]:
        """A Latin possessive typed without its apostrophe ("Cohens balance") is the name; so is a family
        called by its surname in the plural, an "es" after a hissing end ("the Katzes'", "the Weisses")."""
        if len(token) > 3 and token.endswith("s") and token[:-1] in self.by_token:
            return [(token[:-1], 0.95, token[:-1])]
        if token.endswith(_HISSING_PLURALS) and token[:-2] in self.by_token:
            return [(token[:-2], 0.9, token[:-2])]
        return []

    def _joined(self, options: tuple[str, ...]) -> list[tuple[str, float, str]]:
        """The two words of one customer's name typed as one, as they are said ("בנדוד" of בן דוד, "אבוריא"
        of אבו-ריא): both, when a reading parts into two name words in one way only and some customer's
        name holds the two together."""
        found: list[tuple[str, float, str]] = []
        for reading in options:
            if len(reading) < 5:
                continue
            parts = [
                (head, tail)
                for at in range(2, len(reading) - 1)
                if (head := reading[:at]) in self.by_token
                and (tail := reading[at:]) in self.by_token
                and self.names_with.get(head, set()) & self.names_with.get(tail, set())
            ]
            if len(parts) == 1:
                found += [(parts[0][0], 0.9, reading), (parts[0][1], 0.9, reading)]
        return found

    def _typos(self, options: tuple[str, ...]) -> list[tuple[str, float, str]]:
        """Name words one typo away from a reading of four letters or more (a close fuzzy ratio)."""
        best: list[tuple[str, float, str]] = []
        for reading in options:
            if len(reading) < 4:
                continue
            pool = [
                w
                for n in (len(reading) - 1, len(reading), len(reading) + 1)
                for w in self.by_length.get(n, ())
            ]
            # A typo of a short word is too often another word ("אביב" is not "אבי"): short name words
            # and short readings need a closer match.
            cutoff = 80 if len(reading) > 5 else 85
            hit = process.extractOne(reading, pool, scorer=fuzz.ratio, score_cutoff=cutoff)
            if hit and len(hit[0]) >= 4:
                best.append((hit[0], hit[1] / 100 * 0.9, reading))
        return best

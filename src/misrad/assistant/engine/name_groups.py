"""A name typed that no customer has, though the best customers each share a word of it ("Asaf Berger"
beside an Asaf Klein and an Alon Berger): the name index's groups read for it."""

from __future__ import annotations

# (cover, score, the customers' ids in order, the (query word, reading) pairs matched), one per name.
Group = tuple[float, float, list[int], list[tuple[str, str]]]


def nobodys_name(groups: list[Group], words: list[str]) -> tuple[tuple[str, str], ...] | None:
    """The words typed together that the best customers match only between them, each a different
    word, when no one of them matches them all; ``None`` when one customer's name holds every word."""
    if len(groups) < 2:
        return None
    each = [frozenset(word for word, _ in g[3]) for g in groups]
    together = frozenset().union(*each)
    if len(together) < 2 or any(own >= together for own in each):
        return None
    at = sorted(words.index(word) for word in together if word in words)
    if len(at) != len(together) or at[-1] - at[0] != len(at) - 1:
        return None  # words apart ("Dan ... Levi") may be two people
    pairs = dict(pair for g in groups for pair in g[3])
    return tuple((words[i], pairs[words[i]]) for i in at)


def tied_groups_of(
    groups: list[Group], placed: bool, weak: frozenset[str] | set[str] = frozenset()
) -> list[Group]:
    """The groups as good as the best (``groups`` sorted best first); all of them when a place said chose
    them: those there are alike meant, whatever share of their names the words were."""
    top_cover, top_score = groups[0][0], groups[0][1]
    if placed:
        return groups
    # The same words said of two names, as well ("Dana" of a Dana Shemesh and a Dana Rosenberg-Amar): the
    # shorter name covers more of itself, but is no likelier meant. Not a name said in full, nor one said
    # by a word of the language or met only loosely (a translation, a sound: "the garage" is the garage
    # its other words or place tell): the words said must hold half the top name as written.
    said = frozenset(word for word, _ in groups[0][3])
    if said & weak or top_cover < 0.5:
        said = frozenset()
    return [
        g
        for g in groups
        if g[1] >= top_score - 0.05
        and (g[0] >= top_cover - 0.05 or (top_cover < 0.84 and frozenset(w for w, _ in g[3]) == said))
    ]

"""A message's words as the intent lexicon scores them: glued function words read apart, quoted words
left out, an accountant's title no ask for an account."""

from __future__ import annotations

import re
from functools import lru_cache

from misrad.assistant.engine.customer_mentions import weak_words
from misrad.assistant.engine.evidence import phrases_said, word_hits
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.morphology import unglued
from misrad.assistant.engine.name_titles import spelled_titles
from misrad.assistant.engine.text import fold, tokens

# A word in quotes is mentioned, not used ("translate 'invoice' to English" asks for no invoice).
_QUOTED = re.compile(r"(?:^|(?<=\s))['\"“”‘’״׳]([^'\"“”‘’״׳\n]{2,40})['\"“”‘’״׳](?=[\s?.!,:]|$)")


def lexicon_scores(text: str, words: list[str]) -> dict[str, float]:
    """Each intent's weight from the lexicon's words and phrases in the message."""
    scores: dict[str, float] = {}
    titles = spelled_titles(words)  # an accountant's title ("רואה החשבון") asks for no account
    for word in words:
        if word in titles:
            continue
        for intent, weight in word_hits(word).items():
            scores[intent] = scores.get(intent, 0.0) + weight
    for intent, weight, _matched in phrases_said(fold(text)):
        scores[intent] = scores.get(intent, 0.0) + weight
    return scores


def words_apart(words: list[str]) -> list[str]:
    """The words, with a function word glued to a known word by a missing space read apart."""
    return [part for word in words for part in _unglued(word)]


def unquoted_words(text: str) -> list[str]:
    """The message's words read apart, less any word it quotes rather than uses."""
    return words_apart(tokens(_QUOTED.sub(" ", text)))


@lru_cache(maxsize=20_000)
def _unglued(word: str) -> tuple[str, ...]:
    return unglued(word, weak_words(), STOPWORDS)

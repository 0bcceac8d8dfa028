"""A guess put to be confirmed: "Dana's number is 050-..., right?", "נכון שהמייל של ... הוא ...?", "אני
מניח ש...". The value a guess gives is the asker's belief, not a key to search by: when no card holds it,
the card of the customer the guess is about still answers, stating what the records hold (often the guess
is wrong, and the answer must not agree with it)."""

from __future__ import annotations

import re

# The frames a belief is put in, before it ("I think", "נכון ש", "אם אני לא טועה") or after it ("right?",
# "isn't it", "נכון?", "לא?"); a question mark is not needed ("... 050-..., I guess").
_GUESS = re.compile(
    r"\b(?:right|correct|yes|no)\s*\?|\bis(?:n't| not) (?:it|that|she|he|they)\b|\bam i right\b"
    r"|\bi (?:think|believe|assume|suppose|guess)\b|\bjust to confirm\b|\bif i'?m not mistaken\b"
    r"|(?:^|\s)(?:ו?נכון|כן|לא|נכון\s+ש\S*)\s*\?|(?:^|\s)ו?נכון\s+ש|אני\s+(?:חושבת?|מניחה?|מאמינה?)"
    r"|נדמה\s+לי|אם\s+אני\s+לא\s+טועה|אם\s+אינני\s+טועה|אם\s+זכור\s+לי",
    re.IGNORECASE,
)


def states_a_guess(text: str) -> bool:
    """Whether the message puts a belief to be confirmed rather than asking openly."""
    return _GUESS.search(text) is not None

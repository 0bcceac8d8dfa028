"""What of a knowledge item answers the question: its sentences that meet the question's words (a town
only where it is named itself), and, asked a price or an amount, the sentences that name one."""

from __future__ import annotations

import math
import re
from collections import Counter
from itertools import pairwise

from misrad.assistant.engine.bilingual import translations
from misrad.assistant.engine.roots import ROOT_MARK
from misrad.assistant.engine.sounds import sound_keys
from misrad.assistant.engine.terms import is_town, related
from misrad.assistant.engine.text import FINAL_LETTERS, fold, readings, tokens
from misrad.assistant.engine.week_days import day_words
from misrad.assistant.knowledge import query_words
from misrad.assistant.knowledge_forms import forms

# A ";" joins two halves of one sentence ("ready within 24 hours; 40% more"): the quote is the whole of it.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


def _meets(word: str, sentence_forms: set[str]) -> bool:
    own = forms(word)
    return any(f in sentence_forms for f in own) or any(
        f in sentence_forms
        for other in (*related(word, own), *translations(word, own))
        for f in forms(other)
        if not f.startswith(ROOT_MARK)
    )


def _meets_itself(word: str, sentence_forms: set[str], sentence_sounds: set[str]) -> bool:
    """The word itself in the sentence, not a word of its concept: by one of its readings, or, a Latin
    word the concepts do not know (a place, a brand), by the sound of a Hebrew word ("Kfar Saba" meets
    "כפר סבא", "Raanana" "רעננה")."""
    own = forms(word)
    if any(f in sentence_forms for f in own):
        return True
    # A name of two words the lexicon joins ("kfar saba"): itself where all its Hebrew words stand.
    named = translations(word, own) if " " in word else ()
    if named and all(any(f in sentence_forms for f in forms(w)) for w in named):
        return True
    if not word.isascii() or related(word, own):
        return False
    sound = sound_keys(word)
    return sound is not None and any(len(k) >= 3 and k in sentence_sounds for k in sound[1])


def _sounds_of(words: list[str]) -> set[str]:
    """The sound keys of Hebrew words, as typed and behind one prefix letter ("לקריית" is "קריית")."""
    return {
        k
        for w in words
        if not w.isascii()
        for r in readings(w)[:2]
        for k in (sound_keys(r) or ("", set()))[1]
    }


def _sentence_meetings(content: str, query: str) -> tuple[list[str], list[int]]:
    """The item's sentences and, per sentence, how many of the query's words it meets (a town some
    sentence names itself counted only there)."""
    sentences, met = _sentence_words(content, query)
    return sentences, [len(m) for m in met]


def _sentence_words(content: str, query: str) -> tuple[list[str], list[set[str]]]:
    """The item's sentences and, per sentence, the query's words it meets (``_sentence_meetings``)."""
    sentences = [s.strip() for s in _SENTENCE_END.split(content) if s.strip()]
    words = query_words(query)
    met: list[set[str]] = []
    itself: list[set[str]] = []
    for sentence in sentences:
        sentence_words = tokens(sentence) + day_words(sentence)
        sentence_forms = {f for w in sentence_words for f in forms(w)}
        sounds = _sounds_of(sentence_words)
        itself.append({w for w in words if _meets_itself(w, sentence_forms, sounds)})
        met.append({w for w in words if _meets(w, sentence_forms)} | itself[-1])
    # Only a town: the towns are one concept of alternatives, where a word's other concepts are its
    # synonyms ("a cheque" is a way to pay: the sentence on cheques answers "can one pay").
    held = {w for w in set().union(*itself) if is_town(forms(w))} if itself else set()
    return sentences, [m - (held - own) for m, own in zip(met, itself, strict=True)]


def passage_strength(content: str, query: str) -> int:
    """How well the item's sentences answer the query where they are quoted: the most of its words one
    sentence meets, and two more when its quote (``matching_sentences``, with the item's sentences
    naming what was asked that it adds) names what the query asks for (a length of time asked how long,
    a frequency asked how often, a sum asked a price): a sentence naming no price does not answer "how
    much", whatever words it shares."""
    best = max(_sentence_meetings(content, query)[1], default=0)
    if best == 0:
        return 0
    asked = _asked_pattern(fold(query))
    holds = asked is not None and any(asked.search(fold(s)) for s in matching_sentences(content, query))
    return best + _NAMES_WHAT_WAS_ASKED * holds


_NAMES_WHAT_WAS_ASKED = 2


def _asked_pattern(folded: str) -> re.Pattern[str] | None:
    """What a (folded) query asks for, as the pattern of a sentence that names it: asked how long a
    price's quote takes, a time ("תוך כמה זמן מקבלים הצעת מחיר"); asked what happens or what to do,
    nothing of the kind (the "price" of "the price quote we sent him" is a thing of the story)."""
    if _ASKS_THE_RULE.search(folded):
        return None
    if _ASKS_HOW_LONG.search(folded):
        return _DURATION
    if _ASKS_HOW_OFTEN.search(folded):
        return _FREQUENCY
    if _ASKS_A_PRICE.search(folded):
        return _MONEY
    return None


def matching_sentences(content: str, query: str) -> list[str]:
    """The sentences of an item that answer the query: those meeting the most of its words (at least
    half as many as the best one), in the item's order; none when no sentence meets any (the item was
    found by its title or keywords, so all of it is the answer). A town some sentence names itself
    counts only there, not where another town stands: asked of Raanana, the sentence naming Raanana
    answers, not the one naming Netanya. Asked what to do, say or what happens (``asks_the_rule``), the
    whole rule answers: its words meet the story told ("a customer brought a swollen battery"), and what
    to tell him is the rule's next sentence ("we offer only a new battery")."""
    sentences, met = _sentence_words(content, query)
    counts = [len(m) for m in met]
    best = max(counts, default=0)
    if best == 0:
        return []
    if _ASKS_WHAT_HAPPENS.search(fold(query)):
        # What happens if: the item's conditions the question meets ("if there is no answer within 14
        # days"), though the story's words meet another sentence more ("we send a price quote").
        conditions = [s for s, n in zip(sentences, counts, strict=True) if n and _CONDITION.search(fold(s))]
        if conditions:
            return conditions
    if asks_the_rule(query):
        return sentences
    chosen = [s for s, n in zip(sentences, counts, strict=True) if n >= max(1, math.ceil(best / 2))]
    alone = _alone_naming_a_number(sentences, met)
    chosen = [s for s in sentences if s in chosen or s in alone]
    return _with_what_was_asked(query, chosen, sentences)


def _alone_naming_a_number(sentences: list[str], met: list[set[str]]) -> set[str]:
    """The sentences that alone meet a word of the question and name a number: where a question asks two
    things, or the place or case it asks of ("from Bat Yam", "is there a deposit"), the one sentence
    holding that word holds its sum, though the other part's words meet the rest of the item more."""
    held_by = Counter(word for words in met for word in words)
    return {
        sentence
        for sentence, words in zip(sentences, met, strict=True)
        if any(held_by[word] == 1 for word in words) and _AMOUNT.search(sentence)
    }


def _with_what_was_asked(query: str, chosen: list[str], sentences: list[str]) -> list[str]:
    """``chosen`` with the item's sentences that hold what the query asks for when none of them does: an
    amount, a duration, a frequency."""
    folded = fold(query)
    # Asked a price, a sum of money answers ("24 שעות מראש" is no price); asked how much, any number.
    amount = _MONEY if _ASKS_A_PRICE.search(folded) else _AMOUNT if _ASKS_AN_AMOUNT.search(folded) else None
    if amount is not None and not any(amount.search(s) for s in chosen):
        # Asked how much, and the sentences that answer name no amount ("if he does not approve, he
        # pays only for the check"): the item's amounts of what those sentences speak of come too.
        # Of what those sentences speak, or of what the question asked ("המחיר" of a contract).
        spoken = _literal_forms(" ".join(chosen)) | _literal_forms(query)
        chosen = [s for s in sentences if s in chosen or (amount.search(s) and _literal_forms(s) & spoken)]
    if _ASKS_HOW_LONG.search(folded) and not any(_DURATION.search(fold(s)) for s in chosen):
        # Asked how long, and the sentences that meet the question's words name no time ("קיצור
        # מכנסיים עולה 40 ₪"): the item's sentences that name one answer it ("מוכן תוך יומיים").
        chosen = [s for s in sentences if s in chosen or _DURATION.search(fold(s))]
    if _ASKS_A_PHONE.search(folded) and not any(_PHONE.search(s) for s in chosen):
        # Asked a number to call, and the sentences met name none ("the movers we recommend"): the
        # item's sentences that hold a phone number answer it.
        chosen = [s for s in sentences if s in chosen or _PHONE.search(s)]
    if _ASKS_HOW_OFTEN.search(folded) and not any(_FREQUENCY.search(fold(s)) for s in chosen):
        # Asked how often, and the sentences met name no frequency: those of the item that name one.
        chosen = [s for s in sentences if s in chosen or _FREQUENCY.search(fold(s))]
    return _with_their_otherwise(chosen, sentences)


# A clause that opens by saying what holds otherwise ("free over 300 ₪; otherwise 30 ₪") is the other half
# of the one before it: quoted with it, or the answer says only when it is free.
_OTHERWISE = re.compile(
    r"^(?:ו?אחרת|ו?אם לא|ו?בלי|ו?ללא|otherwise|or else|else|if not|without)(?:\s|,|$)".translate(
        FINAL_LETTERS
    )
)


def _with_their_otherwise(chosen: list[str], sentences: list[str]) -> list[str]:
    """``chosen`` and, after each, the next sentence of the item when it says what holds otherwise."""
    taken = set(chosen)
    for before, after in pairwise(sentences):
        if before in taken and _OTHERWISE.match(fold(after)):
            taken.add(after)
    return [s for s in sentences if s in taken]


_ASKS_AN_AMOUNT = re.compile(
    r"(?:^|\s)(?:כמה|מחיר|עולה|עלות|how much|price|cost|fee)".translate(FINAL_LETTERS)
)
_ASKS_A_PRICE = re.compile(
    r"(?:^|\s)(?:ו?ה|ש|ב)?(?:מחיר|עלות)|(?:^|\s)(?:עולה|עולים|עולות|יעלה|תעלה|לשלמ|משלמימ)"
    r"|(?:^|\s)(?:how much (?:is|does|do|will)|price|cost|fee|charge)"
    r"|כמה (?:כסף|זה|ש\"?ח|שקל)".translate(FINAL_LETTERS)
)
_AMOUNT = re.compile(r"\d")
# A phone number asked: "phone", "number to call", "טלפון", "לאיזה מספר".
_ASKS_A_PHONE = re.compile(
    r"\bphone\b|\bnumber (?:to call|of the)|(?:^|\s)[והלב]?טלפונ|(?:^|\s)(?:לאיזה|איזה) מספר".translate(
        FINAL_LETTERS
    )
)
# A phone number as a sentence writes it: "03-9307700", "052-7770911", "1-800-..."
_PHONE = re.compile(r"(?<!\d)0\d{1,2}-?\d{3}-?\d{4}(?!\d)|(?<!\d)1-?[78]00-?\d{2,3}-?\d{3,4}(?!\d)")
# How long something takes or is kept: "כמה זמן", "תוך כמה ימים", "how long", "how many days", "how soon".
_ASKS_HOW_LONG = re.compile(
    r"כמה (?:זמנ|ימימ|שעות|שבועות|חודשימ|דקות)|תוכ כמה|מתי (?:יהיה |זה )?מוכנ"
    r"|how (?:long|soon)|how many (?:days|hours|weeks|months)|when (?:will|is) .{0,30}ready"
)
# A length of time a (folded) sentence names: a number and its unit ("3 ימי עבודה", "24 שעות", "10 days"),
# a unit after "within" ("תוך שבוע", "within a week"), or a dual ("יומיים"). Not a day's name ("ביום ו'").
# English puts a kind of day between the number and its unit ("12 business days").
_UNIT = r"(?:דקות|שעות|שעה|יומ|ימימ|ימי|שבוע|שבועות|חודש|חודשימ)"
_DURATION = re.compile(
    rf"\d+[-\s]?{_UNIT}(?=\s|$|[.,;])|תוכ (?:\d+[-\s]?)?{_UNIT}|(?:^|\s)(?:יומיימ|שבועיימ|חודשיימ|שעתיימ)"
    r"|\d+\s*(?:(?:business|working|work|calendar) )?(?:minutes?|hours?|days?|weeks?|months?)\b"
    r"|\bwithin (?:a|one|\d+) \w+"
)
_ASKS_HOW_OFTEN = re.compile(r"כל כמה|באיזו תדירות|כמה פעמימ ב|how (?:often|frequently)|how many times a")
# How often a (folded) sentence says a thing is done: "פעם בחודש", "פעמיים בשנה", "אחת לשנתיים", "כל 3
# חודשים", "once a year", "every six months".
_FREQUENCY = re.compile(
    r"(?:^|\s)(?:פעמ|פעמיימ|\d+ פעמימ) ב|(?:^|\s)אחת ל"
    r"|(?:^|\s)כל (?:\d+ )?(?:יומ|שבוע|חודש|שנה|שנתיימ|חודשימ|שנימ|שבועות)"
    r"|\b(?:once|twice|\d+ times) (?:a|per|every)\b|\bevery (?:\d+ |few |other )?(?:day|week|month|year)s?\b"
)
# A sum of money: a number with its currency, either side, or a percentage of one ("בתוספת 50%").
_MONEY = re.compile(r"\d\s*(?:₪|ש\"?ח|שקל|nis|ils|%|\$|€)|(?:₪|\$|€)\s*\d", re.IGNORECASE)


# Asked what to do, say or what happens, the question asks a rule, whatever amount or time its story
# names: "what happens if a customer never answers the price quote", "מה אני אומר לו", "מה נוהגנו".
_ASKS_WHAT_HAPPENS = re.compile(
    r"\bwhat (?:happens|will happen|would happen) (?:if|when|to)\b|מה (?:קורה|יקרה) (?:אמ|כש)".translate(
        FINAL_LETTERS
    )
)
# A sentence saying when its rule holds: "if", "when", "אם", "כש".
_CONDITION = re.compile(r"\b(?:if|when|unless)\b|(?:^|\s)ו?(?:אמ\s|כש|במקרה)".translate(FINAL_LETTERS))
_ASKS_THE_RULE = re.compile(
    r"\bwhat (?:(?:happens|will happen|would happen) (?:if|when|to)"
    r"|(?:do|should) (?:i|we) (?:do|say|tell)|(?:do|can|shall) (?:i|we) (?:tell|say)|to (?:do|say|tell))\b"
    r"|\b(?:what'?s|what is) (?:our|the) (?:policy|procedure|rule)\b|\bhow (?:do|should) (?:i|we) handle\b"
    r"|מה (?:קורה|יקרה) (?:אמ|כש)"
    r"|מה (?:עושימ|לעשות|להגיד|לענות|הנוהל|המדיניות|נוהגימ|נוהגנו|עלינו לעשות)(?:\s|$|[?.,])"
    r"|מה (?:אני|אנחנו|אנו) (?:אומר|אומרת|אומרימ|עונה|עונימ|עושה|עושימ)(?:\s|$|[?.,])".translate(
        FINAL_LETTERS
    )
)


def asks_the_rule(query: str) -> bool:
    """The question asks what to do, say or what happens: the rule, not an amount or a time of it."""
    return _ASKS_THE_RULE.search(fold(query)) is not None


def asks_a_price(query: str) -> bool:
    return not asks_the_rule(query) and _ASKS_A_PRICE.search(fold(query)) is not None


def names_a_price(content: str, query: str) -> bool:
    """The item's sentences that answer the query name a sum of money."""
    return any(_MONEY.search(s) for s in matching_sentences(content, query))


def _literal_forms(text: str) -> set[str]:
    """The readings of a text's content words, without root guesses."""
    return {f for w in query_words(text) for f in forms(w) if not f.startswith(ROOT_MARK)}

"""Things of a customer's own records named in a message's own words, and who pays or owes what.

"הקופה של <name>", "the PS5", "her router": an item the lexicon does not know is still linked to the
named (or bound) customer's repairs, read from the records only when a message holds such a word; an
English "has <name> paid" asks what they owe; "and how much is left on it?" after an answer about one
invoice asks of that invoice.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from misrad.assistant.engine.bilingual import translations
from misrad.assistant.engine.cues import asks_for_an_errand, device_phone_words, phone_is_the_device
from misrad.assistant.engine.customer_mentions import Holders
from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.evidence import (
    RECORD_INTENTS,
    Evidence,
    in_lexicon,
    record_phrase_words,
    word_hits,
    word_intents,
)
from misrad.assistant.engine.items import kinds_in, linked_items, most_words_met, things_named, things_said
from misrad.assistant.engine.lexicon import STOPWORDS, THEIR_THINGS
from misrad.assistant.engine.morphology import analyse, said_of_a_thing
from misrad.assistant.engine.names import NameMatch
from misrad.assistant.engine.text import fold, readings, tokens

# The words of one customer's repair items (folded), read from the records only when a message names that
# customer and holds a word nothing else explains.
ItemsOf = Callable[[int], frozenset[str]]
# The same of the customers who have one phone (a family may share it), for a message naming a phone.
ItemsByPhone = Callable[[str], frozenset[str]]


# A word the lexicon holds for repairs only and weakly ("מסך", "מכשיר") is a thing's name first: what it
# leans to is the repair of that thing, so it may still name one of the customer's own items.
_WEAK_REPAIR_WORD = 2.0


def _explained(word: str) -> bool:
    """A word the lexicon explains; not one of its weak repair-only words as spelt there (a near typo of
    one, "באיילון" of "אייפון", stays explained: it is no thing's name)."""
    hits = word_hits(word)
    weak = set(hits) == {"repair_status"} and hits["repair_status"] < _WEAK_REPAIR_WORD
    return bool(hits) and not (weak and in_lexicon(word))


def _loose_words(evidence: Evidence) -> list[str]:
    """Words no intent, item kind, entity or name explains: what may name a thing of the customer's."""
    named = {word for word, _ in evidence.names.mentions} if evidence.names else set()
    named |= {w for e in evidence.entities for w in tokens(e.raw)} | evidence.said_of_the_name
    # A word of a card's or a record's phrase ("their company number", "tax id") is that field, no thing.
    named |= record_phrase_words(evidence.folded, ("customer_lookup",))
    words = evidence.words
    return [
        w for i, w in enumerate(words)
        if w not in STOPWORDS and w not in named and not kinds_in([w]) and w not in _ON_A_PRONOUN
        and not set(readings(w)[:2]) & THEIR_THINGS  # "their units": all of them, no item's word
        and (not _explained(w) or _weakly_explained_thing(words, i))
    ]  # fmt: skip


# A preposition with a pronoun's ending ("עליה": on it, "בו": in it) points back at what was said; it
# names no thing, however it sounds ("עליה" like מעלית).
_ON_A_PRONOUN = frozenset(
    p + w
    for p in ("", "ו")
    for w in ("עליה", "עליו", "עליהם", "בה", "בו", "בהם", "ממנה", "ממנו", "איתה", "איתו")
)


# A word this strongly of another topic ("המשלוח", "האחריות": knowledge) asks of that topic, not a thing.
_RECORDS_OWN_WORD = 3.0


def _explained_but_owned(words: list[str], names: NameMatch | None) -> list[str]:
    """A definite word said as the named customer's thing ("הכפתורים של <name>") that the lexicon leans
    to no record and to another topic only weakly: it may still be a word of their own item, which the
    records then tell (``linked_items``)."""
    named = {word for word, _ in names.mentions} if names else set()
    return [
        w for i, w in enumerate(words[:-2])
        if w[:1] == "ה" and words[i + 1] == "של" and words[i + 2] in named
        and _leans_off_the_records(word_hits(w))
    ]  # fmt: skip


def _leans_off_the_records(hits: dict[str, float]) -> bool:
    """No record's word ("הנייד" is her mobile number too) and no strong word of another topic."""
    return not set(hits) & set(RECORD_INTENTS) and max(hits.values(), default=0.0) < _RECORDS_OWN_WORD


# A word the lexicon leans to a topic this weakly ("charger" to a charge's price) may still be a thing.
_WEAK_HIT = 1.5


def _weakly_explained_thing(words: list[str], at: int) -> bool:
    """An English word after an owning pronoun ("and his charger?") that the lexicon leans to a topic only
    weakly: the pronoun makes it a thing of the customer's, as "her balance" (a strong word) is not."""
    word = words[at]
    if not (at and words[at - 1] in _OWNING_PRONOUNS and word.isascii()):
        return False
    return max(word_hits(word).values(), default=0.0) < _WEAK_HIT


def _owned(evidence: Evidence, loose: list[str], named: set[str]) -> bool:
    """A thing said to be the customer's ("הראוטר של <name>", "<name>'s router", "the router of <name>"):
    a customer who has repairs is asked about one of them by whatever the clerk calls it; not when a
    word of the card or of another record is asked ("מספר העוסק של <name>") or an errand is."""
    scores = evidence.scores
    if scores.get("customer_lookup", 0.0) > 0 or asks_for_an_errand(evidence.words):
        return False
    # "החשבונית האחרונה של <name>": a word beside another record's own word describes that record.
    if max((scores.get(i, 0.0) for i in RECORD_INTENTS[:3]), default=0.0) >= 1.5:
        return False
    words = evidence.words
    for i, word in enumerate(words):
        if word not in loose:
            continue
        after = words[i + 1 : i + 3]
        # A thing may take two words, the article on either ("העמדת טעינה", "מגבר הגיטרה" של <name>).
        phrase = [word, *[w for w in after[:1] if w in loose]]
        before_name = words[i + len(phrase) : i + len(phrase) + 2]
        definite = any(w[:1] == "ה" or w[:2] in ("וה", "שה") for w in phrase)
        if definite and before_name[:1] == ["של"] and before_name[1:] and before_name[1] in named:
            return True
        if word.isascii() and after[:1] == ["of"] and after[1:] and after[1] in named:
            return True
        if word.isascii() and _after_a_possessive(words, i, named):
            return True
        if word.isascii() and _said_of_the_named(words, i, named) and not translations(word):
            return True
        # English puts the owner before the thing as a noun of its own, in a clerk's short note:
        # "<name> grinder status"; not "<name> asked for a good hotel", a sentence about them.
        if word.isascii() and i >= 1 and words[i - 1] in named and len(words) - i <= 2:
            return True
    return False


# "her loom" beside her name: the pronoun's thing is the named customer's.
_OWNING_PRONOUNS = frozenset(("her", "his", "their"))


def _said_of_the_named(words: list[str], at: int, named: set[str]) -> bool:
    """English ties a thing to the customer the message names in more ways: "the loom for/at <name>" ("the
    status of loom no. 3 at <name>"), "<name> and her loom", "<name> called about the loom". Only a word
    the general lexicon lacks (a trade's thing): a word it knows would have met the customer's item in
    translation, and "asked about the weather" is about no job."""
    before, after = words[at - 1] if at else "", _without_a_label(words[at + 1 : at + 7])
    if before in ("the", "of") and _then_its_owner(after, named):
        return True
    return before in _OWNING_PRONOUNS or (before == "the" and at >= 2 and words[at - 2] == "about")


# A thing's label after its word ("treadmill no. 4", "lathe #2"), skipped on the way to its owner.
_LABEL_WORDS = frozenset(("no", "number", "num"))


def _without_a_label(after: list[str]) -> list[str]:
    """The words after a thing, its label dropped: "status of kiln no. 3 at <name>" is "kiln at <name>"."""
    while after and (after[0] in _LABEL_WORDS or after[0].isdigit()):
        after = after[1:]
    return after


def _then_its_owner(after: list[str], named: set[str]) -> bool:
    """ "for <name>" or "at <name>" (a place's customer: "the mixer at Oren studio"), right after the thing
    or after one more word of it ("the KX rig at ..."), the owner's name behind "the" or not."""
    for gap in (0, 1):
        tail = [w for w in after[gap:] if w != "the"]
        if tail[:1] in (["for"], ["at"]) and tail[1:2] and tail[1] in named:
            return True
    return False


def _after_a_possessive(words: list[str], at: int, named: set[str]) -> bool:
    """The word is the thing after "<name>'s", or its noun after one word that describes it ("Liat's
    evening dress", "Dana's old fridge"): English puts the describing word between the owner and the
    thing, whatever that word is."""
    return any(
        at >= gap + 2 and words[at - gap - 1] == "s" and words[at - gap - 2] in named for gap in (0, 1)
    )


def customer_items(
    evidence: Evidence,
    bound_items: frozenset[str],
    items_of: ItemsOf | None,
    items_by_phone: ItemsByPhone | None = None,
) -> set[str]:
    """Items of the customer named (by name, else by phone, else the bound one) that the message names
    in its own words: an item the lexicon does not know ("הקופה", "the PS5", "הדל", "<phone> drone
    tested?") is still linked to that customer's record. The records are read only for a message that
    holds such a word."""
    names = evidence.names
    if names is not None and len(names.customer_ids) > 1:
        return _of_the_one_owner(evidence, items_of)
    if names is not None and (len(names.customer_ids) != 1 or items_of is None):
        return set()  # a name nobody has ("who is Sophie Adler"): no items to read
    loose = list(dict.fromkeys(_loose_words(evidence) + _explained_but_owned(evidence.words, names)))
    # A phone word beside something else asked ("status of her phone"), not alone ("what's her phone").
    asked = any(len(w) > 1 for w in loose) or phone_is_the_device(evidence.words)
    phones = device_phone_words(evidence.words) if names is not None and asked else []
    # A thing named by another of its names ("the hearing aid" of מכשיר שמיעה), whatever its words lean to.
    things = bool(things_said(evidence.words))
    if not (loose or phones or things):
        return set()
    phone = next((e.value for e in evidence.entities if e.type == "phone"), None)
    item_words = _items_meant(names, phone, bound_items, (items_of, items_by_phone), bool(loose))
    if not item_words:
        return set()
    found = linked_items(loose, item_words) | (things_named(evidence.words, item_words) if things else set())
    if phones and not found and linked_items(phones, item_words):
        found = linked_items(phones, item_words)  # her phone is the one in the lab, not her number
        evidence.scores["customer_lookup"] = max(0.0, evidence.scores.get("customer_lookup", 0.0) - 1.2)
    named = {word for word, _ in names.mentions} if names else set()
    if not found and named and _owned(evidence, loose, named):
        found.add("owned")  # no label of an item: the answer lists the customer's repairs
    elif not found and names is None and phone is None and _a_pronouns_thing(evidence.words, loose):
        found.add("owned")  # "and her loom?": the bound customer's thing, in a word no lexicon holds
    return found


def _items_meant(
    names: NameMatch | None,
    phone: str | None,
    bound_items: frozenset[str],
    readers: tuple[ItemsOf | None, ItemsByPhone | None],
    loose: bool,
) -> frozenset[str]:
    """The item words of the customer named, else of the phone's (for a word of its own), else the bound
    customer's."""
    items_of, items_by_phone = readers
    if names is not None and items_of is not None:
        return items_of(names.customer_ids[0])
    if names is None and phone is not None and items_by_phone is not None and loose:
        return items_by_phone(phone)
    return bound_items


def _a_pronouns_thing(words: list[str], loose: list[str]) -> bool:
    """An English thing after an owning pronoun ("and her loom?"), a word the general lexicon lacks: a
    word it knows would have met the bound customer's item in translation."""
    return any(
        w in loose and w.isascii() and i and words[i - 1] in _OWNING_PRONOUNS and not translations(w)
        for i, w in enumerate(words)
    )


def without_their_items_word(
    names: NameMatch | None,
    words: list[str],
    entities: list[Entity],
    bound_items: frozenset[str],
    items_by_phone: ItemsByPhone | None,
) -> NameMatch | None:
    """A name that links no one customer, all of whose words are the words of the records' own item or
    follow one ("<phone> מה עם האופנוע ים", "ים" in other customers' names): the item's words, as a word
    after a kind's word is (``customer_mentions``). The items are those of the phone's customers, else of
    the bound one's; read only for such a name."""
    if names is None or (len(names.customer_ids) == 1 and not _said_as_theirs(names, words)):
        return names
    phone = next((e.value for e in entities if e.type == "phone"), None)
    theirs = items_by_phone(phone) if phone is not None and items_by_phone is not None else bound_items
    if not theirs or not all(of_their_item(word, words, theirs) for word, _ in names.mentions):
        return names
    entities[:] = [e for e in entities if e.type != "customer_name"]
    return None


# The possessive pronouns, a closed class: Hebrew says them after the thing ("והשונית שלהם"), English before.
_THEIRS_AFTER = frozenset(fold(w) for w in ("שלו", "שלה", "שלהם", "שלהן"))
_THEIRS_BEFORE = frozenset(("his", "her", "their", "its"))


def _said_as_theirs(names: NameMatch, words: list[str]) -> bool:
    """One word of one customer's name said as a thing of the one spoken of ("והשונית שלהם", "their reef")
    is no person (the one it is someone's thing): read as their item's word, when it is one."""
    if len(names.mentions) != 1 or names.matched_words != 1:
        return False
    word = names.mentions[0][0]
    at = words.index(word) if word in words else -1
    return at >= 0 and (
        bool(_THEIRS_AFTER.intersection(words[at + 1 : at + 2]))
        or bool(_THEIRS_BEFORE.intersection(words[max(0, at - 1) : at]))
    )


def of_their_item(word: str, words: list[str], theirs: frozenset[str]) -> bool:
    at = words.index(word) if word in words else -1
    return at >= 0 and any(set(readings(w)) & theirs for w in words[max(0, at - 1) : at + 1])


# A name this many customers share or fewer is worth reading each one's items for the thing said with it.
_FEW_SHARING = 5


def holders_among(items_of: ItemsOf | None) -> Holders | None:
    """Which of a few customers (a kind of place several names hold: "המלון") have a thing of the word
    in their own repairs: each one's items read from the records, so a repair is known once written."""
    if items_of is None:
        return None

    def holders(customer_ids: tuple[int, ...], word: str) -> tuple[int, ...]:
        if len(customer_ids) > _FEW_SHARING:
            return ()
        return tuple(c for c in customer_ids if linked_items([word], items_of(c)))

    return holders


def _of_the_one_owner(evidence: Evidence, items_of: ItemsOf | None) -> set[str]:
    """A name a few customers share ("הגיטרה של אברבנאל" with a David and a Shira Abarbanel), said with
    a thing only one of them has in the lab: that one is meant, as a clerk who knows the lab's shelves
    would read it. The names stay ambiguous when none or several of them have such a thing."""
    names = evidence.names
    if items_of is None or names is None or len(names.customer_ids) > _FEW_SHARING:
        return set()
    loose, words = _loose_words(evidence), evidence.words
    if not (loose or things_said(words)):
        return set()
    items = {c: items_of(c) for c in names.customer_ids}
    # A thing met by a whole name of it is that thing, not another thing sharing one of its words.
    owners = {c: found for c, own in items.items() if (found := things_named(words, own))} or most_words_met(
        loose, {c: found for c, own in items.items() if (found := linked_items(loose, own))}
    )
    if len(owners) > 1:
        # Each of them has such a thing ("the gate of <a surname two share>"): still a thing of theirs
        # asked about, the answer asks which of them.
        return set().union(*owners.values())
    if not owners:
        return set()
    ((owner, found),) = owners.items()
    evidence.names = replace(names, customer_ids=(owner,))
    evidence.entities[:] = [
        replace(e, record_id=owner) if e.type == "customer_name" and e.record_id is None else e
        for e in evidence.entities
    ]
    return found


_PAY_FORMS = frozenset(("pay", "pays", "paid", "paying", "settle", "settled"))
_BILL_WORDS = frozenset(("invoice", "invoices", "bill", "bills", "receipt", "receipts"))


def a_customer_pays(evidence: Evidence) -> bool:
    """English "has <name> paid", "did <name> pay": a person pays, so what is asked is what they still
    owe (the Hebrew verb's person tells the same in ``morphology``); "was INV-5 paid" or "<name>'s
    invoices paid?" is about invoices."""
    said = set(evidence.words)
    return evidence.names is not None and bool(said & _PAY_FORMS) and not said & _BILL_WORDS


def of_the_last_invoice(intent: str, evidence: Evidence) -> bool:
    """ "And how much is left on it?" after an answer about one invoice: asked of that invoice, when the
    message names no record or item and asks no word of a person who owes ("וכמה היא חייבת" is hers)."""
    # "Was it sent?", "has it been paid yet": "it" is what the state is said of, a thing as "on it" is.
    on_it = bool(_ON_IT.search(evidence.folded) or _IT_IS_DONE.search(evidence.folded))
    on_it = on_it or _it_was_done(evidence.words)
    # Said of "it", an amount asked in another topic's word is the invoice's still ("how much is open on
    # it": open is also the hours' word).
    asked = ("invoice_status", "customer_balance", *(("knowledge", "unknown") if on_it else ()))
    if intent not in asked or evidence.points_at_record or evidence.items:
        return False
    if _SEVERAL_INVOICES.intersection(evidence.words):
        return False  # "and all his open invoices": the customer's invoices, not the one answered
    # A word of owing is the person's, unless it is said of a thing: "how much is still owed on it".
    owes = not on_it and any(word_intents(w).get("customer_balance", 0.0) >= 3 for w in evidence.words)
    # A verb of paying is the customer's ("וכמה היא שילמה"), unless it was done on a thing: "וכמה שילמו
    # עליה", "how much was paid on it" and the passive "וכמה שולם" ask of the invoice.
    on_a_thing = on_it or all(map(said_of_a_thing, evidence.verbs))
    return not owes and (not evidence.verbs or on_a_thing)


_SEVERAL_INVOICES = frozenset(fold(w) for w in ("invoices", "bills", "receipts", "חשבוניות", "קבלות"))
_ON_IT = re.compile(r"(?:^|\s)(?:עליה|עליו|בה|בו|(?:on|for|of|towards) it)(?=[\s?.!,]|$)")
# English says a thing's state with "it" as the subject of a passive: "was it sent", "is it paid already",
# "has it been cancelled", "it's been issued" (the participle a regular -ed or one of the few irregular
# ones a document goes through), or one of the states an invoice is in ("is it still open", "unpaid").
_IT_IS_DONE = re.compile(
    r"(?:^|\s)(?:(?:is|was|has|had) it|it(?:'s| is| was| has)) (?:already |yet |still |not )?(?:been )?"
    r"(?:\w+ed|sent|paid|done|given|made|written|drawn up|open|unpaid|overdue)(?=[\s?.!,]|$)"
)


# Hebrew says a thing's state with "it" (הוא / היא: Hebrew has no neuter) as the subject of a passive:
# "ומתי היא נפתחה?", "הוא כבר נשלח?", "והיא הונפקה?".
_IT = frozenset(("הוא", "היא", "והוא", "והיא"))


def _it_was_done(words: list[str]) -> bool:
    """A Hebrew "it" beside a verb that may be read as passive (nifal, pual or hufal) of any root: what
    was done to a thing (opened, sent, issued), not what a person did ("והיא שילמה?" is active)."""
    if not _IT.intersection(words):
        return False
    return any(
        w not in _IT and (any(f.passive for f in analyse(w)) or _STATE_OF_A_THING.match(w) is not None)
        for w in words
        if len(w) >= 4
    )


# The qal passive participle (CaCuC: פתוחה, סגורה, שבור) says the state a thing is in, as the passive
# verb says what was done to it ("והיא פתוחה עדיין?"); not after ה, the article or a prefix ("היום").
_STATE_OF_A_THING = re.compile(r"^[א-דו-ת][א-ת]ו[א-ת](?:ה|ות|ימ|ים)?$")


def their_job_named(evidence: Evidence) -> bool:
    """One customer named and words of their own job said (its item or its description's), at least as
    strongly as any knowledge: the job's state is asked, not the business's terms for such work."""
    scores, names = evidence.scores, evidence.names
    own = any(label.startswith("word:") for label in evidence.items)
    return (
        own
        and names is not None
        and len(names.customer_ids) == 1
        and scores.get("repair_status", 0.0) >= scores.get("knowledge", 0.0)
    )

"""Cues of how a message is meant, where its words alone would mislead.

- "Her phone" is her number or her device: the device when the message asks what is done with it
  (collected, ready, fixed) and not for a number.
- "What are you able to do", "אילו שאלות אפשר לשאול אותך": spoken to the assistant about what it can
  do, in any words (help), not only in the phrases the lexicon knows.
- "Send Danny a message", "order me a pizza", "where is it cheapest to buy a fridge": an errand in the
  world (send, order, buy, call, remind, play), which the assistant does not run: no knowledge item
  that happens to share its words ("a message is sent to the customer") answers it.
- "Recommend a good coffee machine", "תמליץ לי על מקרר טוב": advice on what to get, asked of the
  assistant for the asker, is such an errand too; "what do you recommend for a noisy fridge" asks the
  business's own advice, which its knowledge may hold.
"""

from __future__ import annotations

import re
from itertools import pairwise

from misrad.assistant.engine.bidden_acts import bidden_verb, bids_an_act
from misrad.assistant.engine.morphology import verb_intents
from misrad.assistant.engine.text import FINAL_LETTERS, fold, readings

_PHONE_WORDS = frozenset(fold(w) for w in ("טלפון", "פלאפון", "נייד", "phone", "mobile", "cellphone"))
_HANDLING_WORDS = frozenset(
    fold(w)
    for w in (
        *("לקחת", "לאסוף", "לבוא", "מוכן", "מוכנה", "תוקן", "תיקון", "התקבל", "נמסר", "get", "collect"),
        *("pick", "ready", "fixed", "repaired", "done", "back"),
        # How it is going with it: a number has no status ("status of her phone" is the device).
        *("status", "update", "updates", "news", "סטטוס", "עדכון", "חדש"),
        # How far the work has got: begun, finished, the part it waits for come in ("have we started",
        # "the board arrived?", "did the seals come in yet", "is the pump rebuild finished", "התחילו?",
        # "הגיעו האטמים?"); not "start" itself: "my treadmill won't start" is a fault said of a thing, no
        # job's progress.
        *("started", "finished", "arrived", "happening", "progress", "yet"),
        *("התחיל", "התחילו", "התחלתם", "נגמר", "נגמרה", "הסתיים", "הסתיימה", "קורה"),
    )
)
_NUMBER_WORDS = frozenset(fold(w) for w in ("מספר", "number", "numbers", "מס"))

_TO_THE_ASSISTANT = frozenset(
    fold(w) for w in ("you", "your", "אתה", "אותך", "לך", "שלך", "איתך", "ממך", "bot", "assistant", "בוט")
)
_ABILITIES = frozenset(
    fold(w)
    for w in (
        *("able", "can", "do", "know", "help", "ask", "questions", "things", "role", "job", "תפקיד"),
        *("יודע", "יכול", "מסוגל", "לשאול", "לעזור", "שאלות", "עושה", "לעשות", "דברים", "אפשר"),
    )
)


def phone_is_the_device(words: list[str]) -> bool:
    """A phone word, a word of what is done with a device (any form of a repair's verb: "נבדק",
    "תוקנה"), or "what's with" right before it ("מה עם הנייד של..."), and no word of a number."""
    said = {r for w in words for r in readings(w)}
    if not said & _PHONE_WORDS or said & _NUMBER_WORDS:
        return False
    handled = bool(said & _HANDLING_WORDS) or any("repair_status" in verb_intents(w) for w in words)
    return handled or _asked_how_it_is(words)


def asks_how_a_thing_is(words: list[str]) -> bool:
    """A word of what is done with a thing in the lab ("ready", "status", "מוכן", a repair's verb in any
    form) or "what about" / "מה עם" in the message: it asks how a particular thing is getting on."""
    said = {r for w in words for r in readings(w)}
    handled = bool(said & _HANDLING_WORDS) or any("repair_status" in verb_intents(w) for w in words)
    return handled or _asked_how_it_is(words) or any(pair in _HOW_IS + _CAME for pair in pairwise(words))


# A part the job waits for come in ("did the seals come in"); not someone who came ("the technician came").
_CAME = (("come", "in"), ("came", "in"))
_HOW_IS = (("מה", "עמ"), ("what", "about"), ("whats", "with"))


def _asked_how_it_is(words: list[str]) -> bool:
    """ "מה עם הטלפון של...": how it is going with the phone; a number is not "going"."""
    for i in range(2, len(words)):
        if (words[i - 2], words[i - 1]) in _HOW_IS and set(readings(words[i])) & _PHONE_WORDS:
            return True
    return False


def device_phone_words(words: list[str]) -> list[str]:
    """The phone words of a message that asks for no number: they may name the customer's device,
    which the customer's own repair items tell ("her phone" when she has an iPhone in the lab)."""
    said = {r for w in words for r in readings(w)}
    if said & _NUMBER_WORDS:
        return []
    return [w for w in words if set(readings(w)) & _PHONE_WORDS]


def beside_ability_words(words: list[str]) -> list[str] | None:
    """The other words of a message spoken to the assistant about its abilities, or None when it is not
    one."""
    said = [set(readings(w)) for w in words]
    if not any(r & _TO_THE_ASSISTANT for r in said) or not any(r & _ABILITIES for r in said):
        return None
    return [w for w, r in zip(words, said, strict=True) if not r & (_TO_THE_ASSISTANT | _ABILITIES)]


# Writing a text for someone ("write a thank-you email to <name>"): the mail or message is to be made, so
# its word asks for no address on the customer's card.
_WRITING = ("תכתוב", "תכתבי", "תנסח", "תנסחי", "לנסח")
# English says so by the bare verb opening the request ("write a thank-you email to <name>", "please
# draft..."); elsewhere it is asked about ("what do we write down when a device comes in").
_WRITING_EN = frozenset(("write", "compose", "draft"))
_ASKING = frozenset(("please", "pls", "can", "could", "would", "will", "you"))
_ERRANDS = frozenset(
    fold(w)
    for w in (
        *("send", "order", "book", "buy", "purchase", "call", "remind", "play", "translate"),
        *_WRITING,
        *("שלח", "תשלח", "תשלחי", "לשלוח", "תזמין", "תזמיני", "לקנות", "קנה", "תקנה", "תקני"),
        *("תתקשר", "תתקשרי", "התקשר", "תזכיר", "תזכירי", "תנגן", "תנגני", "תרגם", "תתרגם", "תתרגמי"),
        # Setting a meeting or an appointment for the asker ("תקבע לי פגישה עם...").
        *("תקבע", "תקבעי", "תתאם", "תתאמי"),
    )
)
# An imperative that is also a noun of permanence ("לקוחות קבע", "הוראת קבע"): an errand's verb only
# where it opens the request ("קבע לי פגישה").
_OPENING_ERRANDS = frozenset(fold(w) for w in ("קבע", "קבעי"))


# Whether a thing may be done ("אפשר לשלם בתשלומים?", "can customers pay by cheque"): of no record, a
# question the knowledge base may answer; of a record ("אפשר את היתרה של דני?"), a polite request.
_MAY_IT_BE_DONE = re.compile(
    r"(?:^|\s)(?:אפשר|ניתנ|מותר|can (?:i|we|a|customers?)|is it possible|may (?:i|we))(?:\s|$)"
)


def asks_what_may_be_done(text: str) -> bool:
    return _MAY_IT_BE_DONE.search(fold(text)) is not None


def asks_to_write(words: list[str]) -> bool:
    """Whether the message asks for a text to be written (an errand whatever it is about)."""
    opening = next((w for w in words if w not in _ASKING), "")
    if opening in _WRITING_EN or bidden_verb(words) in _WRITING_EN:  # "would you mind writing a note"
        return True
    return any(r in _WRITES for w in words for r in readings(w)[:2])


_WRITES = frozenset(fold(w) for w in _WRITING)


# Advising, asked of someone ("recommend", "תמליץ"); "ממליץ" is asked as whether one recommends.
_ADVISING = frozenset(
    fold(w)
    for w in (
        *("recommend", "suggest", "advise", "תמליץ", "תמליצי", "תמליצו", "תייעץ", "תייעצי", "תייעצו"),
        *("ממליץ", "ממליצה", "המלצה"),
    )
)
# How good a thing to get is ("a good", "the best", "reliable", "טוב", "הכי").
_QUALITY = frozenset(
    fold(w)
    for w in (
        *("good", "best", "better", "reliable", "decent", "top", "nice"),
        *("טוב", "טובה", "טובים", "טובות", "הכי", "איכותי", "איכותית", "אמין", "אמינה", "שווה"),
    )
)
# The business's own advice, asked of it ("what do you recommend for...", "מה אתם ממליצים", "מה מומלץ").
_THE_BUSINESS_ADVISES = re.compile(
    r"(?:^|\s)(?:(?:what|which|do|would) (?:do |would )?you (?:recommend|suggest|advise)"
    r"|(?:מה )?(?:אתמ|אתה|את) ממליצ|מה מומלצ|מה כדאי)"
)


# Knowing a thing of some quality, asked of the assistant: a recommendation ("do you know a good
# mechanic", "you know of any decent place"); "do you know if/what/how much" asks a fact instead.
_KNOWS_A_GOOD_ONE = re.compile(
    r"\byou know (?:of )?(?:a|an|any|some)(?: really| very)? (?:good|great|nice|decent|reliable|cheap)\b"
)


# Formal English's "advise" of a fact, not of a choice: "kindly advise whether", "please advise me of".
_ADVISE_TO_INFORM = re.compile(r"(?:^|\s)advise (?:(?:me|us) )?(?:whether|if|of)(?:\s|$)")


def asks_for_advice_on_getting(words: list[str], folded: str) -> bool:
    """Advice on what to get, asked of the assistant for the asker ("recommend a good robot vacuum",
    "can you suggest a reliable fridge", "תמליץ לי על מקרר"): a word of advising, said to someone, with
    a word of how good the thing is or of whom it is for, and not the business's own advice asked
    ("what do you recommend for a fridge that leaks", "מה אתם ממליצים לעשות כש...")."""
    said = [set(readings(w)[:2]) for w in words]
    if _KNOWS_A_GOOD_ONE.search(folded):  # "any chance you know a good Italian place near ..."
        return True
    if not any(r & _ADVISING for r in said) or _THE_BUSINESS_ADVISES.search(folded):
        return False
    if _ADVISE_TO_INFORM.search(folded):  # "kindly advise whether ... has paid": a question of the records
        return False
    return any(r & (_QUALITY | _TO_THE_ASKER) for r in said)


def asks_for_an_errand(words: list[str]) -> bool:
    """Whether the message asks for something to be done in the world rather than asks a question; one
    that opens asking how ("how do I send the scans", "איך שולחים") asks the procedure, and one that
    asks what the business does or allows ("do you buy used bikes", "can I order at short notice") asks
    about the business."""
    if words and (words[0] in _HOW or tuple(words[:2]) in _ASKS_THE_BUSINESS):
        return False
    if asks_for_advice_on_getting(words, " ".join(words)):
        return True
    opening = next((w for w in words if w not in _ASKING), "")
    if opening in _OPENING_ERRANDS:
        return True
    if any(_an_errands_verb(words, i, opening) for i in range(len(words))) or asks_to_write(words):
        return True
    return bids_an_act(words)  # "can you negotiate the price down", "תכין לי מכתב"


# A Hebrew errand's verb whose bidding form is also its past ("התקשר": call! / he called, as a clerk
# relays a caller: "התקשר יבגני, שואל ..."): bidden only before whom it is done to, which it takes with
# ל or אל ("התקשר לדני", "התקשר אליו").
_ALSO_PAST = frozenset(("התקשר",))
_TO_WHOM = frozenset(("אל", "אליו", "אליה", "אליהמ", "אלינו", "אלי"))


def _done_to_someone(after: str) -> bool:
    return after.startswith("ל") or after in _TO_WHOM


_TO_SOMEONE_EN = frozenset(("me", "us", "him", "her", "them"))
_BIDDING_EN = frozenset(("you", "please", "pls"))


def _an_errands_verb(words: list[str], i: int, opening: str) -> bool:
    """Whether ``words[i]`` is an errand's verb. A Hebrew one is, wherever it stands (its person says it
    is bidden: "תזמין", "תתקשר"). An English one is bidden where it opens the message, follows "you" or
    "please", or is done to someone ("book me", "call him"); elsewhere it is a noun or a verb of a
    question about the business ("do they need to book first", "someone on call on Saturday")."""
    word = words[i]
    if not any(r in _ERRANDS for r in readings(word)[:2]):
        return False
    if word in _ALSO_PAST:
        return _done_to_someone(words[i + 1] if i + 1 < len(words) else "")
    if not word.isascii():
        return True
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    return word == opening or before in _BIDDING_EN or after in _TO_SOMEONE_EN


_HOW = frozenset(fold(w) for w in ("how", "איך", "כיצד"))
# "Do you buy...", "can I order...": whether the business does a thing, or lets its customer do it. Not
# "can you..." (a request made of the assistant: "can you book me a flight").
_ASKS_THE_BUSINESS = frozenset(
    (("do", "you"), ("does", "the"), ("can", "i"), ("can", "we"), ("could", "i"), ("may", "i"), ("may", "we"))
)


def opens_an_errand(words: list[str], record_words: frozenset[str] | set[str]) -> bool:
    """The message opens with an errand's verb done for someone else ("תזמין לכהן עוד טונר", "send
    Dana a message that her glasses are ready", "order toner for Levi's Canon"): whatever record or item
    it names is the errand's. Not "שלח לי את היתרה" (sent to the asker: a record asked for), nor an
    English verb that is also a record's noun right before a record's word ("order status for ...")."""
    if bids_an_act(words) and not any(w in record_words for w in words):
        return True  # "תכין לי מכתב ל<name> על העיכוב במדפסת": the printer is the letter's matter
    opening = [w for w in words if w not in _ASKING][:2]
    if opening and opening[0] in _MAILING and any(w in _TELLING for w in words[2:]):
        return True  # "email Dana that her glasses are ready": a message's words follow
    if not opening or opening[0] not in _ERRANDS | _OPENING_ERRANDS | _MESSAGING:
        return False
    after = opening[1] if len(opening) > 1 else ""
    if opening[0] in _ALSO_PAST and not _done_to_someone(after):
        return False
    if after in _TO_THE_ASKER:  # "order me a taxi" gets a thing; "send me the balance" asks a record
        return opening[0] in _GETTING
    return not (opening[0].isascii() and (after in record_words or after in _OF_A_RECORD_EN))


# Getting a thing for the asker ("order me a taxi", "book me a table", "תזמין לי פיצה"): an errand even
# said to "me", unlike sending, reminding or telling "me", which bring the asker what was asked.
_GETTING = frozenset(
    fold(w) for w in ("order", "book", "buy", "purchase", "תזמין", "תזמיני", "תזמינו", "תקנה", "תקני", "קנה")
)


_TO_THE_ASKER = frozenset(("לי", "לנו", "me", "us"))
# Sending someone a message by its medium, said as the verb opening the request ("text Dana that...",
# "whatsapp Yossi"); elsewhere the word is a noun ("do customers get a text when it is ready").
# Not "email": "email for <name>" asks for their address.
_MESSAGING = frozenset(fold(w) for w in ("text", "sms", "whatsapp", "סמס", "וואטסאפ", "ווטסאפ"))
# "email" and "mail" open an errand when a message's words follow them ("email Dana that...", "mail
# Yossi saying..."); else they ask for the address ("email for Dana").
_MAILING = frozenset(("email", "mail", "e-mail"))
_TELLING = frozenset(("that", "saying", "telling", "tell", "say"))
# English nouns that make an errand's verb a record's noun before them ("order status", "call log").
_OF_A_RECORD_EN = frozenset(("status", "history", "number", "details", "list", "log", "date"))


# "מה שלום טל", "מה שלומו של כהן", "how is Gal doing": after someone's wellbeing, which no record holds.
_ASKS_AFTER = re.compile(
    r"(?:^|\s)מה שלומ(?:ו|ה|מ|נ)?(?:\s|$)|(?:^|\s)how(?: is|'s) \w+(?: \w+)? (?:doing|feeling)".translate(
        str.maketrans("םןךףץ", "מנכפצ")
    )
)


def asks_after_someone(folded: str) -> bool:
    return _ASKS_AFTER.search(folded) is not None


_OWNER = re.compile(
    # English puts the record between ("who is invoice 4418 for", "who's bill KX-7 for?", tersely "who
    # invoice 4418 for").
    r"(?:^|\s)(?:של מי|למי (?:שייכ|זה|זו)|whose|who (?:does it|is it for)|belongs? to"
    r"|who(?:'s| is| was)? (?:\S+ ){1,3}for(?=[\s?.!]|$)"
    # or asks for the customer it is on ("who's the customer on invoice 4418", "which client has bill 7"),
    # whatever the one word for them ("who's the fella on invoice 70884": read only where an invoice is).
    r"|who(?:'s| is| was) the \w+ (?:on|of|with|behind|for)(?=\s)"
    # The asking word last, as a second language or a quick message puts it ("invoice 70891 is of who",
    # "the invoice A-125, it is for who?").
    r"|(?:is|it's|was) (?:of|for|to) whom?(?=[\s?.!]|$)"
    r"|which (?:customer|client)s? (?:is|has|had|owns|got|was)"
    # or to whom it was made out ("who is GM-6203 made out to", "who was 4418 issued to").
    r"|who(?:'s| is| was) (?:\S+ ){1,3}(?:made out|issued|billed|addressed|written out) to(?=[\s?.!]|$)"
    # Hebrew asks which customer it is, the invoice in a clause of its own ("מי הלקוח שחשבונית 4152 הונפקה
    # על שמו", "לאיזה לקוח שייכת חשבונית 331", "על איזה לקוח רשומה").
    r"|מי (?:ה|הוא |היא )?לקוח(?:ה|ות)?(?=\s|ש|\?|$)|(?:ל|על |של )?(?:איזה|איזו|אייזה) לקוח)".translate(
        FINAL_LETTERS
    )
)


def asks_whose(text: str) -> bool:
    """ "של מי", "למי שייכת", "whose": the question asks for a record's customer."""
    return _OWNER.search(fold(text)) is not None

"""Why the engine chose the intent it did: a reason of its own, or only the lexicon's weights.

The learned intent model (``intent_model``) reads how a question is asked, from the labelled questions
of the development sets; it is consulted only where the engine has no reason of its own. A reason is
firm when a rule decided, on purpose and with tests pinning it: an errand or another matter is out of
domain, a card field asked with nobody bound is no look-up, a bare name or phone asks about them, a
follow-up carries the bound customer's question over, a printed invoice code is the invoice's status.
Where only the words' weights decided (``SCORES``), or nothing did (``NOTHING``), the model may read it.
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    SCORES = "scores"  # the lexicon's weights alone: the learned model is consulted
    NOTHING = "nothing"  # no intent found and no rule said why: the learned model is consulted
    OUT_OF_DOMAIN = "out_of_domain"  # another matter, an errand for a customer ("order toner for ...")
    CARD_FIELD = "card_field"  # a field of the card asked after a customer ("phone pls"): theirs
    NOBODY_TO_LOOK_UP = "nobody_to_look_up"  # look-up words, a card field or a thing, of nobody found
    BARE_IDENTIFIER = "bare_identifier"  # only a name or a phone: who, or what they owe
    FOLLOW_UP = "follow_up"  # the question before carried over to whom this one names or means
    INVOICE = "invoice"  # an invoice named by its code, printed or typed apart, or the last answer's
    RECORD_VERB = "record_verb"  # a record's verb said of a customer named ("<name> משלמת בזמן?")
    LOOK_UP_OF_ONE = "look_up_of_one"  # look-up words of one identified ("פרטים של <name>", "her mobile")
    RECORD_LINKED = "record_linked"  # a record surely named turns a policy's words into its question
    HOW_IT_IS_DONE = "how_it_is_done"  # record words about no record, asked as how things are done
    JOB_NAMED = "job_named"  # a customer's job named in its own words
    JOB_ASKED = "job_asked"  # what happens next to a job of one named who has jobs ("סיימו אצל <name>?")
    REPAIR_NUMBER = "repair_number"  # a repair's number
    CONVERSATION = "conversation"  # a greeting, thanks, or what the assistant can do
    CLOSING_QUESTION = "closing_question"  # a long message's closing question read on its own
    # the one clause that asks, beside clauses telling of another record: the account, an invoice only told
    ASKED_CLAUSE = "asked_clause"
    PAID_FOR = "paid_for"  # paying said with the job it was for: that job's invoice (``money_asked``)
    OPEN_ON_THE_ACCOUNT = "open_on_the_account"  # "open" said of nothing about one named: their balance
    DESCRIBED = "described"  # a record described, not named: a paper with a sum, a thing by a clause
    RELAYED = "relayed"  # a policy asked on behalf of a customer named as its speaker ("<name> says ...")
    LEARNED = "learned"  # no reason of the engine's own: the learned model read the intent


# The readings the learned model may overrule; of the firm ones, ``intent_model.OPENED_FIRM`` lets it take
# two (another matter, look-up words of nobody found) to a look-up only, at a clear lead (session 41).
OPEN = frozenset({Reason.SCORES, Reason.NOTHING})

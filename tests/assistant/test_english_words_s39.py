"""The general English the slip reader knows (session 39, ``engine.common_english``, made by
``scripts/english_words.py``), on invented records: a common English word is never read as a slip of a
cue, a slip of a common word that is no cue is read as that word, a function word glued to its neighbour
is put apart; a customer's name, an item, an e-mail or web address and a record's code are left as typed."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.common_english import TARGETS, common_slip, common_word, ranks
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.typed_slips import english_slip, with_slips_undone
from misrad.assistant.engine.word_breaks import glued_parted
from tests.assistant.names_found import reader

TODAY = date(2026, 12, 5)
CUSTOMERS = [
    (1, "Dana Levi", "050-1110001", None),
    # "Shake" is a common word and one slip from "snake"; "Warehose" one slip from "warehouse".
    (2, "Omer Shake", "050-1110002", None),
    (3, "Ruth Warehose", "050-1110003", None),
    (4, "Inbar Golan", "050-1110004", None),
]


def test_the_list_holds_common_words_and_no_misspelling() -> None:
    words = ranks()
    assert 50_000 <= len(words) <= 80_000
    assert words["the"] < words["balance"] < words["warehouse"] < TARGETS < words["bilge"]
    assert all(w in words for w in ("has", "they", "your", "quite", "shake", "colour", "color"))
    # wordfreq ranks "teh" and "thier" among its 30,000 commonest; no dictionary holds them.
    assert not any(w in words for w in ("teh", "thier", "recieve", "pls"))
    assert common_word("quoted") and common_word("warehouses") and not common_word("warehosue")
    # A rarer word, or an agent noun of a listed verb, is a word all the same: no slip of a commoner one.
    assert english_slip("bilge") is None and english_slip("inverter") is None  # "bulge", "inverted"


def test_a_common_word_is_never_read_as_a_slip() -> None:
    for word in ("quite", "shake", "has", "they", "your", "most", "moist"):
        assert english_slip(word) is None, word
    assert with_slips_undone("quite urgent, call me") == "quite urgent, call me"


def test_a_slip_of_a_common_word_is_read_as_it() -> None:
    assert english_slip("warehosue") == "warehouse"
    assert english_slip("moost") == "most"  # "moist" too, far less common
    assert with_slips_undone("is the warehosue open") == "is the warehouse open"
    # A cue's slip is read as before, where a common word is reached too ("piad": "ipad").
    assert english_slip("piad") == "paid" and english_slip("balnace") == "balance"


def test_two_common_words_alike_in_commonness_are_neither() -> None:
    assert common_slip("xould", frozenset({"would", "could"})) is None
    assert common_slip("moost", frozenset({"most", "moist"})) == "most"  # a hundred times commoner
    # Four letters or fewer: as often a name in Latin letters ("amis" of עמי) or a word of its own.
    assert common_slip("amis", frozenset({"aims"})) is None
    assert common_slip("teh", frozenset({"the"})) is None


def test_a_name_stays_a_name() -> None:
    index = CustomerIndex.build(CUSTOMERS)
    kept = (index.by_token,)
    assert with_slips_undone("balance of Omer Shake", *kept, index=index) == "balance of Omer Shake"
    assert with_slips_undone("phone of Ruth Warehose", *kept, index=index) == "phone of Ruth Warehose"
    read = reader(index, TODAY)
    assert read("how much does Omer Shake owe").names.customer_ids == (2,)  # type: ignore[union-attr]
    assert read("phone of Ruth Warehose").names.customer_ids == (3,)  # type: ignore[union-attr]


def test_a_function_word_glued_to_its_neighbour_is_put_apart() -> None:
    assert with_slips_undone("is theparking free") == "is the parking free"
    assert with_slips_undone("what do i owe forthe fridge") == "what do i owe for the fridge"
    assert with_slips_undone("how much isthe invoicefor Dana") == "how much is the invoice for Dana"
    assert with_slips_undone("Theparking is free?") == "The parking is free?"  # a capital at the start
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    assert read("how much isthe debt of Dana Levi").intent == "customer_balance"


def test_the_likeliest_parting_far_ahead_is_taken() -> None:
    words = {"for": 9, "the": 0, "fort": 5000, "he": 20, "or": 30, "tho": 9000}

    def rank(w: str) -> int:
        return words[w]

    def function_word(w: str) -> bool:
        return w in ("for", "the", "he", "or")

    assert glued_parted("forthe", words.__contains__, function_word, rank) == ("for", "the")
    # Two partings alike in likelihood: neither.
    alike = {"ab": 10, "cde": 10, "abc": 10, "de": 10}
    assert glued_parted("abcde", alike.__contains__, lambda w: True, alike.__getitem__) is None


def test_glued_words_are_not_parted_where_unsure() -> None:
    # A common word is a word, however it parts ("together": "to get her"; "another": "an other").
    assert with_slips_undone("all together now") == "all together now"
    assert with_slips_undone("another invoice") == "another invoice"
    # A capital inside a sentence is a name's; a customer's name word typed plain too.
    assert with_slips_undone("ask Inbar about it") == "ask Inbar about it"
    index = CustomerIndex.build(CUSTOMERS)
    assert with_slips_undone("ask inbar about it", index.by_token, index=index) == "ask inbar about it"
    # Two content words make a compound as often: no function word, no parting.
    assert with_slips_undone("the dishwasher") == "the dishwasher"


def test_addresses_and_codes_are_left_as_typed() -> None:
    for text in (
        "see www.theparking.co.il",
        "write to theparking@walla.co.il",
        "invoice AV-4122",
        "invoice INVX-4122",
        "invoice WRHSE4122",
        "invoice 4122-INVOIXE",
    ):
        assert with_slips_undone(text) == text, text


def test_a_hebrew_name_in_latin_letters_is_neither_a_common_slip_nor_parted() -> None:
    # "amits" (עמית's) is one letter from "admits", "chanan" (חנן) parts as "chan an": a name sounds
    # like either, however faintly, so neither is touched.
    index = CustomerIndex.build([(3, "אורי עמית", None), (5, "חנן מזרחי", None)])
    for text in ("what is uri amits balance", "what's going on with chanan mizrahi's bike"):
        assert with_slips_undone(text, index.by_token, index=index) == text
    assert with_slips_undone("whatis the balance") == "what is the balance"
    # A function word glued to a short word is a transliterated name's piece far more often ("Ron it",
    # "ram at"), and a pronoun before a word too ("she mesh").
    for text in ("ronit levi", "in ramat gan", "shemesh owes", "levinson balance", "osher copy"):
        assert with_slips_undone(text) == text, text
    # A contraction without its apostrophe is no function word to part at ("whatsapp").
    assert with_slips_undone("whatsapp Dana") == "whatsapp Dana"


def test_a_capitalised_word_or_a_latin_name_with_its_possessive_is_no_common_slip() -> None:
    # "Realit" (of הריאלית) is one letter from "realist"; capitalised inside a sentence, a name's.
    assert with_slips_undone("email for the Realit high school") == "email for the Realit high school"
    # "haddads" is "had dads" glued, and the name Haddad's possessive without its apostrophe.
    index = CustomerIndex.build([(6, "Yosef Haddad", "050-1110006", None)])
    text = "pls send me yosef haddads email"
    assert with_slips_undone(text, index.by_token, index=index) == text
    assert reader(index, TODAY)(text).names.customer_ids == (6,)  # type: ignore[union-attr]


def test_shel_glued_after_any_word_is_put_apart() -> None:
    # "של" ends almost no word: glued after an item the lexicon never holds, it is parted all the same.
    assert with_slips_undone("הראוטרשל עומר ברגר") == "הראוטר של עומר ברגר"
    assert with_slips_undone("במקררשל גלית יש עדכון?") == "במקרר של גלית יש עדכון?"
    # Words it does end are words as they stand ("הממשל", "נכשל"), or leave too short a stem ("כשנכשל").
    for text in ("הממשל החליט", "המכשיר נכשל", "כשנכשל המבחן", "מה עם הקורילה של יוסי"):
        assert with_slips_undone(text) == text, text


def test_a_word_only_by_its_ending_yields_to_a_cue() -> None:
    # "delver" is "delve" + "r" by the endings' guess, and one letter from "deliver": the cue wins.
    assert english_slip("delver") == "deliver"
    assert english_slip("inverter") is None  # a word by its ending, and no cue is near

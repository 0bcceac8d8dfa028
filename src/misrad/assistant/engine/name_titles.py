"""The words said around a customer's name that are no name of anyone's: titles said before a surname, a
title spelled out in two words, and the words of a business's name that English translates."""

from __future__ import annotations

from itertools import pairwise

from misrad.assistant.engine.text import readings

# Words of a business's name that are translated, not transliterated ("Hadar garage" is "מוסך הדר"):
# as strong as the word they translate (a lexicon word only counts beside a real name word).
TRANSLATED = {"garage": "מוסכ", "ltd": "בעמ", "company": "חברת", "shop": "חנות", "store": "חנות"}
TRANSLATED |= {"family": "משפחת"}  # "the Gabay family" is משפחת גבאי
# Kinds of places a business's name holds ("the Sharon hotel" is מלון השרון, "Dr. Levi's clinic" מרפאת,
# "Gold gym" חדר כושר גולד).
TRANSLATED |= {"hotel": "מלונ", "clinic": "מרפאת", "center": "מרכז", "centre": "מרכז", "gym": "כושר"}
# A kind of settlement said before its name, in lowercase as an English noun ("kibbutz Shefayim").
TRANSLATED |= {"kibbutz": "קיבוצ", "moshav": "מושב"}
# English words of a kind of business, and of a company's form, said for the Hebrew words its name holds
# ("the pharmacy" of בית מרקחת הגליל, "the bakery" of מאפיית שמש, "Levinson & Co." of לוינסון ושות',
# "Levinson and Sons" of לוינסון ובניו): each as strong as the word it translates, as TRANSLATED's are.
# Folded as name words are (final letters as ordinary ones, no quote marks).
KINDS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("pharmacy", "chemist", "drugstore"), ("מרקחת", "פארמ")),
    **dict.fromkeys(("bakery", "bakeshop"), ("מאפיית", "מאפייה")),
    **dict.fromkeys(("dental", "dentist", "dentists"), ("שיניימ",)),
    **dict.fromkeys(("school", "highschool"), ("ספר", "הספר", "תיכונ")),
    **dict.fromkeys(("elementary", "primary"), ("היסודי", "יסודי")),
    **dict.fromkeys(("lawyer", "lawyers", "attorney", "attorneys", "advocates"), ("עורכי", "עוד")),
    "law": ("דינ",),
    **dict.fromkeys(("kids", "children", "childrens", "pediatric", "paediatric"), ("ילדימ",)),
    **dict.fromkeys(("co", "partners"), ("ושות",)),
    "sons": ("ובניו", "בניו"),
    **dict.fromkeys(("inc", "limited"), ("בעמ",)),
    "mechanic": ("מוסכ",),
    "restaurant": ("מסעדת",),
    **dict.fromkeys(("lab", "laboratory"), ("מעבדת",)),
}
# The English words of a family or a kind of place said around its name, reported apart from the name
# as a title is ("the Sharon hotel" names מלון השרון, and the name said is "Sharon").
PLACE_KINDS = frozenset(("family", "hotel", "clinic", "center", "centre", "kibbutz", "moshav", "gym"))
# and the kinds of places ``KINDS`` adds ("Alonim school" names Alonim), not a company's form ("& Co.")
PLACE_KINDS |= {"pharmacy", "chemist", "drugstore", "bakery", "school", "restaurant", "lab", "laboratory"}
PLACE_KINDS |= {"law"}  # "the Golan law offices" names גולן ושות' עורכי דין: the name said is "Golan"
TRANSLATED |= {hebrew: latin for latin, hebrew in TRANSLATED.items()}
# Courtesy titles of other languages an Israeli office hears beside English and Hebrew ones ("Madame
# Benhamou", "Monsieur Mimoun", "Señora Levy", "Frau Weiss") and a rabbi's wife's ("הרבנית וייסמן"): said of
# a person before their surname, as "Mrs" and "הגברת" are.
_COURTESY_TITLES = (
    *("madame", "mme", "monsieur", "mademoiselle", "mlle", "senor", "senora", "herr", "frau"),
    *("רבנית", "הרבנית"),
)
# Titles, family words and words that introduce a name, said before a surname ("ד\"ר כהן", "הרב לוי",
# "משפחת פרץ", "לקוח בשם לוי"), folded as tokens are: no first name.
TITLES = frozenset(
    (
        *("דר", "דוקטור", "פרופ", "פרופסור", "הרב", "רב", "מר", "גברת", "גב", "עוד", "רוח", "משפחת", "משפ"),
        *("שמ", "rabbi", "dr", "doctor", "prof", "professor", "mr", "mrs", "ms", "miss", "mister"),
        # a lawyer's, an accountant's and an engineer's titles, before the name or after it ("Mr. Katz, CPA")
        *("adv", "advocate", "atty", "attorney", "cpa", "eng", "אדונ", "האדונ", "הגברת", "המר"),
        *_COURTESY_TITLES,
    )
)
# The family word said before a surname, as a title is: a card may open with it (``typed_names``).
FAMILY_WORDS = frozenset(("משפחת", "משפ"))
# A title spelled out in two words, by its first word's (folded) reading and its second's: "עורך הדין",
# "לעורכת דין", "רואה החשבון". Only the pair: "דין" alone may be a first name.
_SPELLED_TITLES = {"עורכ": "דינ", "עורכת": "דינ", "רואה": "חשבונ", "רואת": "חשבונ"}


def spelled_titles(words: list[str]) -> set[str]:
    """The (folded) words of the message that are a title spelled out in two words."""
    found: set[str] = set()
    for first, second in pairwise(words):
        wanted = [_SPELLED_TITLES[r] for r in readings(first) if r in _SPELLED_TITLES]
        if wanted and any(w in readings(second) for w in wanted):
            found |= {first, second}
    return found


# Titles said only of a person ("Mr. Odeh" is סמיר עודה, not מוסך עודה): a doctor's or a lawyer's title
# also names their clinic or office ("Dr. Haddad's clinic").
PERSON_TITLES = frozenset(
    (
        "mr",
        "mrs",
        "ms",
        "miss",
        "mister",
        "מר",
        "גב",
        "גברת",
        "אדונ",
        "האדונ",
        "הגברת",
        "המר",
        *_COURTESY_TITLES,
    )
)
# The words a business's name holds for its kind (מוסכ, מרקחת, מאפיית, בעמ, ...), as the index folds them.
BUSINESS_WORDS = frozenset(
    [*(v for values in KINDS.values() for v in values), *(v for v in TRANSLATED if not v.isascii())]
) - {"משפחת"}

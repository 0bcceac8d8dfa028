"""New suppliers for every seed of ``bench.invoice_novel``: names, tax ids, addresses and phones.

Until session 12 the novel corpus gave every seed the same eight suppliers, so a new seed was new only in
its documents' figures and draws: names the extraction had been tuned on came back. Here each seed draws
its suppliers from parts (family and first names, brand words, trades, company forms, streets, towns), so
a seed not used before is out of sample in its parties as well. The parts carry what makes names hard to
read: a registration year in brackets, a hyphen, initials with dots, ``ושות'``, a person's name and trade,
an ampersand in English. Tax ids carry a valid check digit (``gen.make_tax_id``).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

FAMILY_HE = [
    "כהן",
    "לוי",
    "מזרחי",
    "פרץ",
    "ביטון",
    "אזולאי",
    "דהן",
    "פרידמן",
    "שפירא",
    "גולן",
    "רוזנברג",
    "אוחיון",
    "חדד",
    "נחום",
    "עמר",
    "קרמר",
    "סלים",
    "וקנין",
    "ברגר",
    "טל",
]
FIRST_HE = ["דני", "מיכל", "רונית", "אבי", "שירה", "יואב", "נועה", "משה", "אורית", "עומר", "גלית", "חיים"]
BRAND_HE = [
    "אופק",
    "נתיב",
    "שחר",
    "צפון",
    "מגדל",
    "ארז",
    "רימון",
    "תמר",
    "כרמל",
    "פסגה",
    "גלים",
    "אורות",
    "ניר",
    "יהלום",
    "קשת",
    "אלון",
]
TRADE_HE = [
    "שיווק והפצה",
    "הנדסת בניין",
    "מערכות מיזוג",
    "ציוד רפואי",
    "תוכנה ומחשוב",
    "הובלות ושינוע",
    "דפוס ופרסום",
    "אספקה טכנית",
    "שירותי ניקיון",
    "מזון ומשקאות",
    "אלומיניום וזכוכית",
    "ריהוט משרדי",
]
PERSON_TRADE_HE = [
    "חשמלאי מוסמך",
    "שרברב",
    "הנהלת חשבונות",
    "עיצוב גרפי",
    "צילום אירועים",
    "ייעוץ מס",
    "תיקון מזגנים",
    "הדברה",
]
STREET_HE = [
    "רח' הרצל",
    "שד' בן גוריון",
    "רח' ז'בוטינסקי",
    "דרך העצמאות",
    "רח' המסגר",
    "רח' הברוש",
    "רח' ויצמן",
    "רח' החרושת",
    "רח' סוקולוב",
    "רח' הנביאים",
    "רח' התדהר",
    "דרך מנחם בגין",
]
TOWN = [
    ("תל אביב-יפו", "Tel Aviv", "03"),
    ("חיפה", "Haifa", "04"),
    ("ירושלים", "Jerusalem", "02"),
    ("ראשון לציון", "Rishon LeZion", "03"),
    ("פתח תקווה", "Petah Tikva", "03"),
    ("אשדוד", "Ashdod", "08"),
    ("נתניה", "Netanya", "09"),
    ("באר שבע", "Beer Sheva", "08"),
    ("הרצליה", "Herzliya", "09"),
    ("רחובות", "Rehovot", "08"),
    ("כרמיאל", "Karmiel", "04"),
    ("מודיעין", "Modiin", "08"),
]
STREET_EN = [
    "Herzl St.",
    "Ben Gurion Blvd.",
    "Jabotinsky St.",
    "HaMasger St.",
    "Weizmann St.",
    "Sokolov St.",
    "HaTidhar St.",
    "Menachem Begin Rd.",
]
WORD_EN = [
    "Northwind",
    "Bluestone",
    "Cedar",
    "Harbor",
    "Summit",
    "Orion",
    "Maple",
    "Silverline",
    "Redwood",
    "Ironbridge",
    "Lakeside",
    "Polaris",
    "Granite",
    "Copperleaf",
]
TRADE_EN = [
    "Logistics",
    "Software Solutions",
    "Engineering",
    "Office Supplies",
    "Medical Equipment",
    "Print & Design",
    "Cleaning Services",
    "Electric Works",
    "Consulting",
    "Food Systems",
]
FAMILY_EN = ["Cohen", "Levy", "Mizrahi", "Peretz", "Friedman", "Shapira", "Golan", "Nahum", "Amar", "Berger"]
FIRST_EN = ["Dana", "Avi", "Michal", "Yoav", "Noa", "Omer", "Galit", "Ron"]


def hebrew_name(rng: Any) -> tuple[str, str]:
    """(name, kind): a company (``בע"מ``; a year, a hyphen or initials) or a licensed dealer."""
    pick = rng.choice
    shape = rng.randrange(7)
    if shape == 0:
        return f'{pick(BRAND_HE)} {pick(TRADE_HE)} בע"מ', "company"
    if shape == 1:
        year = rng.randint(1985, 2019)
        return f'{pick(FAMILY_HE)}-{pick(BRAND_HE)} {pick(TRADE_HE)} ({year}) בע"מ', "company"
    if shape == 2:
        initials = f"{pick('אבגדהמרשת')}.{pick('אבגדהמרשת')}."
        return f'{initials} {pick(TRADE_HE)} בע"מ', "company"
    if shape == 3:
        return f"{pick(FAMILY_HE)}, {pick(FAMILY_HE)} ושות'", "company"
    if shape == 4:
        return f"{pick(FIRST_HE)} {pick(FAMILY_HE)} - {pick(PERSON_TRADE_HE)}", "osek"
    if shape == 5:
        return f"{pick(['סטודיו', 'מוסך', 'נגריית', 'מאפיית'])} {pick(BRAND_HE)}", "osek"
    return f"{pick(FAMILY_HE)} {pick(TRADE_HE)}", "osek"


def english_name(rng: Any) -> tuple[str, str]:
    pick = rng.choice
    shape = rng.randrange(4)
    if shape == 0:
        return f"{pick(WORD_EN)} {pick(TRADE_EN)} Ltd", "company"
    if shape == 1:
        return f"{pick(WORD_EN)}-{pick(WORD_EN)} {pick(TRADE_EN)} Ltd.", "company"
    if shape == 2:
        return f"{pick(FAMILY_EN)} & {pick(FAMILY_EN)} {pick(TRADE_EN)} Ltd", "company"
    return f"{pick(FIRST_EN)} {pick(FAMILY_EN)} {pick(TRADE_EN)}", "osek"


def address(rng: Any, he: bool) -> tuple[str, str]:
    """(address, phone) in one town: the phone's area code is the town's, or a mobile's."""
    town_he, town_en, area = rng.choice(TOWN)
    number, zipcode = rng.randint(1, 140), rng.randint(1000000, 9999999)
    phone_area = area if rng.random() < 0.7 else rng.choice(["050", "052", "054", "058"])
    phone = f"{phone_area}-{rng.randint(2000000 if len(phone_area) == 2 else 1000000, 9999999)}"
    if he:
        return f"{rng.choice(STREET_HE)} {number}, {town_he} {zipcode}", phone
    return f"{number} {rng.choice(STREET_EN)}, {town_en} {zipcode}", phone


def draw_supplier(gen: ModuleType, seed: int, key: str, lang: str, taken: set[str]) -> dict[str, Any]:
    """A new supplier for the shared plan's supplier ``key``, drawn from the seed; no name in ``taken``."""
    rng, _ = gen.seeded(seed, "novel-supplier", key)
    he = lang == "he"
    name, kind = hebrew_name(rng) if he else english_name(rng)
    while name in taken:
        name, kind = hebrew_name(rng) if he else english_name(rng)
    taken.add(name)
    addr, phone = address(rng, he)
    prefix = "51" if kind == "company" else str(rng.choice([0, 2, 3]))
    tax_id = gen.make_tax_id(rng, prefix)
    return {"name": name, "kind": kind, "addr": addr, "phone": phone, "tax_id": tax_id}

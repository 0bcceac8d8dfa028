"""The business's everyday concepts in both languages, so a question meets a knowledge item in other words.

Knowledge items are written in Hebrew by the office, and staff ask in Hebrew or English, in their own
words: "can customers pay in installments" meets "אפשר לשלם ... עד 12 תשלומים", "איפה חונים" meets
"חניה". Each group below names one concept of a service business (words of one root, their English
and everyday synonyms); the knowledge search reads a query word as itself first and as the other
words of its groups a little lower. Groups are concepts of the trade, not of any one item: a new
item about parking, fees or warranty is found by them as well.
"""

from __future__ import annotations

from functools import lru_cache

from misrad.assistant.engine.text import fold

# fmt: off
# Towns of the country by their one-word names, Hebrew and English: a town in a question asks where the
# business goes (its service areas, travel fees), whichever towns its own items name.
_TOWNS = (
    "חולון", "holon", "רחובות", "rehovot", "יבנה", "yavne", "ציונה", "ziona", "rishon", "אילת", "eilat",
    "חיפה", "haifa", "ירושלים", "jerusalem", "אשדוד", "ashdod", "אשקלון", "ashkelon", "גדרה", "gedera",
    "מודיעין", "modiin", "לוד", "lod", "רמלה", "ramla", "נתניה", "netanya", "הרצליה", "herzliya",
    "רעננה", "raanana", "חדרה", "hadera", "נהריה", "nahariya", "עכו", "acre", "טבריה", "tiberias",
    "צפת", "safed", "דימונה", "dimona", "גבעתיים", "givatayim", "יהוד", "yehud", "קיסריה", "caesarea",
    "אופקים", "ofakim", "שדרות", "sderot", "נתיבות", "netivot", "עפולה", "afula", "כרמיאל", "karmiel",
    "אריאל", "ariel", "רהט", "rahat", "beersheba", "telaviv",
    # Towns of two words in English, as the lexicon joins them into one unit ("tel aviv"): their Hebrew
    # is two words, met by the items' own readings.
    "tel aviv", "rosh haayin", "kfar saba", "hod hasharon", "petah tikva", "petach tikva", "kochav yair",
    "rishon lezion", "bat yam", "ness ziona", "nes ziona", "beer sheva", "ramat gan", "bnei brak",
    "kiryat gat", "kiryat shmona", "kiryat ata", "zichron yaakov",
)
_GROUPS: tuple[tuple[str, ...], ...] = (
    ("pay", "paying", "payment", "payments", "installment", "installments", "תשלום", "תשלומים", "לשלם",
     "משלם", "משלמת", "משלמים", "אשראי", "credit", "cheque", "cheques",
     # צ'ק and צ'קים as tokens read them (the geresh is dropped); free is paying nothing ("ללא תשלום")
     "צק", "צקים", "free", "חינם", "בחינם"),
    # The payment apps by name: a concept of their own, so "pay with Bit" meets an item by two words, and
    # a concept's word is never a name alone ("Bit" is no בית of a customer's name).
    ("bit", "ביט", "paybox", "פייבוקס"),
    # Spreading a payment over months is paying in installments ("לפרוס את התשלום", "פריסת תשלומים").
    # Splitting a bill into payments is the same ("split a job into payments"). Not the Hebrew לחלק: it
    # also reads as ל + חלק, a spare part (with it the shared set's held-out aggregate fell, 0.96 -> 0.94).
    ("spread", "split", "installment", "installments", "לפרוס", "פריסה", "פריסת", "תשלומים"),
    ("customer", "customers", "client", "clients", "לקוח", "לקוחות", "לקוחה"),
    # A job done for a customer: the items write עבודה ("a job over 1,500 ₪"), English asks "job" or "work".
    ("job", "jobs", "work", "works", "עבודה", "עבודות", "עבודת"),
    ("park", "parking", "חניה", "חנייה", "לחנות", "חונים", "חניון"),
    ("open", "opening", "hours", "time", "closed", "close", "פתוח", "פתוחה", "פתוחים", "שעות", "פעילות",
     "סגור", "סגורה", "סגורים"),
    ("sunday", "ראשון", "א"), ("friday", "שישי", "ו"), ("saturday", "shabbat", "שבת"),
    # A holiday by its name, and its eve ("ערב פסח", "before a holiday", "on holiday eves").
    ("holiday", "holidays", "חג", "חגים", "eve", "eves", "erev", "ערב", "ערבי", "פסח", "סוכות", "שבועות",
     "כיפור", "חנוכה", "פורים", "passover", "sukkot", "shavuot", "kippur", "hanukkah", "purim"),
    ("visit", "visits", "home", "ביקור", "ביקורי", "ביקורים", "בית", "להגיע", "נגיע", "שנגיע", "מגיעים",
     "הגעה", "לבוא"),
    # Not being home for a visit is the cancellation policy's no-show.
    ("cancel", "cancels", "cancelled", "cancellation", "reschedule", "ביטול", "לבטל", "מבטל", "מבטלים",
     "להזיז", "nobody", "noshow", "absent",
     # Putting a visit off is rescheduling it ("postpone", דחייה).
     "postpone", "postponed", "postponing", "delay", "defer", "דחייה", "דחיית", "לדחות", "דוחים"),
    ("fee", "fees", "charge", "charged", "surcharge", "extra", "דמי", "תוספת", "חיוב", "מחויב"),
    ("price", "cost", "costs", "מחיר", "עולה", "עלות"),
    ("warranty", "guarantee", "cover", "covers", "covered", "coverage", "אחריות", "מכוסה", "מכוסים"),
    ("damage", "damaged", "crack", "cracked", "shattered", "ruined", "torn", "tear", "נזק", "נזקי", "שבר",
     "נשבר", "סדוק", "נהרס", "נהרסה", "נקרע", "נקרעה", "קרע"),
    # Something the business had and no longer has.
    ("lose", "loses", "losing", "lost", "loss", "missing", "אובדן", "אבד", "אבדה", "נאבד", "נאבדה", "נעלם",
     "נעלמה"),
    # A pest-control business's technician is its exterminator (מדביר), a garage's its mechanic (מכונאי).
    ("technician", "technicians", "tech", "טכנאי", "טכנאים", "מדביר", "מדבירים", "mechanic", "mechanics",
     "מכונאי", "מכונאים"),
    ("device", "devices", "appliance", "appliances", "מכשיר", "מכשירים"),
    ("collect", "collected", "pick", "pickup", "take", "לקחת", "לאסוף", "איסוף", "נאסף", "אוספים"),
    ("storage", "store", "stored", "keep", "kept", "אחסון", "לשמור", "שומרים", "שומר"),
    ("travel", "distance", "far", "area", "areas", "outside", "נסיעה", "נסיעות", "אזור", "אזורים",
     "מרחק", "מחוץ", "km", "kilometer", "kilometers", "kilometres", "קילומטר", "קילומטרים", "קמ",
     "city", "cities", "town", "towns", "עיר", "ערים", "ישוב", "יישוב", *_TOWNS),
    ("install", "installation", "installing", "התקנה", "להתקין", "מתקינים", "התקנת"),
    ("clean", "cleaning", "ניקוי", "לנקות", "חיטוי"),
    ("descale", "descaling", "limescale", "אבנית"),
    ("part", "parts", "spare", "חלק", "חלקים"),
    ("replace", "replaced", "replacement", "replacing", "החלפה", "החלפת", "להחליף", "הוחלף", "הוחלפו"),
    ("discount", "discounts", "הנחה", "הנחות"),
    ("subscription", "plan", "membership", "מנוי"),
    ("diagnosis", "diagnostic", "inspection", "quote", "estimate", "אבחון", "בדיקה", "הצעת"),
    ("dispose", "disposal", "recycle", "recycling", "remove", "away", "rid", "haul", "פינוי", "מחזור",
     "לפנות", "מפנים", "תפנו"),
    ("intake", "bring", "brought", "drop", "receipt", "קבלה", "להביא", "מביאים", "הביאו", "הביא"),
    ("repair", "repairs", "fix", "fixed", "תיקון", "לתקן", "תיקנו", "שתיקנו"),
    ("address", "location", "located", "כתובת", "נמצאים", "נמצאת"),
    ("lab", "laboratory", "workshop", "מעבדה", "המעבדה"),
    ("write", "record", "register", "note", "רושמים", "לרשום", "רישום", "כותבים"),
    ("urgent", "emergency", "emergencies", "rush", "express", "asap", "דחוף", "דחופה", "דחופות", "אקספרס",
     "חירום"),
    ("line", "hotline", "helpline", "מוקד", "קו"),
    ("rent", "rents", "rental", "rentals", "renting", "lease", "hire", "השכרה", "השכרת", "להשכיר",
     "משכירים", "שכירות"),
    ("boiler", "heater", "דוד", "דודים"),
    ("conditioner", "ac", "מזגן", "מזגנים"),
    # Electricity as the items write it (חשמל), asked in English ("electrical work"); not the Hebrew
    # חשמלאי or חשמלי: they would meet every item on an electric car or scooter.
    ("electric", "electrical", "electricity", "חשמל"),
    # ... but an electric vehicle or device is said with the adjective, in either language.
    ("electric", "חשמלי", "חשמלית", "חשמליים", "חשמליות"),
    # The parts and faults of the appliances and air conditioners the business services.
    ("pipe", "pipes", "piping", "tubing", "צנרת", "צינור", "צינורות"),
    ("leak", "leaks", "leaking", "leaked", "drip", "drips", "dripping", "נזילה", "דליפה", "נוזל", "נוזלת",
     "דולף", "דולפת", "מטפטף", "מטפטפת", "מטפטפים"),
    ("gas", "refill", "recharge", "refrigerant", "גז", "מילוי"),
    ("filter", "filters", "פילטר", "פילטרים", "מסנן"),
    ("compressor", "compressors", "מדחס", "מדחסים"),
    ("meter", "meters", "metre", "metres", "מטר", "מטרים"),
    # Water damage, wherever the water was: fallen into a toilet or a pool, or just wet ("ים" is also a
    # first name, and a concept's words are never a name alone: left out).
    ("water", "wet", "liquid", "liquids", "spill", "spilled", "flood", "flooded", "toilet", "pool",
     "מים", "נוזלים", "רטיבות", "רטוב", "נרטב", "נרטבה", "נשפך", "הוצף", "אסלה", "בריכה"),
    ("again", "broke", "broken", "שוב", "התקלקל", "התקלקלה", "חוזרת", "חוזרים", "חוזר", "חזרו", "חזר"),
    # An office's everyday words, asked in English of items the office wrote in Hebrew.
    ("deliver", "delivers", "delivery", "deliveries", "shipping", "courier", "משלוח", "משלוחים", "שליח",
     "שליחים"),
    ("copy", "copies", "copier", "copiers", "photocopy", "photocopies", "photocopier", "צילום", "צילומים",
     "לצלם"),
    ("print", "prints", "printing", "printed", "הדפסה", "הדפסות", "הדפסת", "להדפיס", "מדפיסים", "מודפס"),
    ("colour", "color", "colours", "colors", "coloured", "colored", "צבע", "צבעים", "צבעוני", "צבעונית"),
    ("contract", "contracts", "agreement", "חוזה", "חוזים", "הסכם"),
    ("service", "servicing", "maintenance", "שירות", "תחזוקה"),
    ("year", "years", "yearly", "annual", "annually", "שנה", "שנים", "שנתי", "שנתית"),
    ("month", "months", "monthly", "חודש", "חודשים", "חודשי", "חודשית"),
    ("day", "days", "same", "יום", "ימים", "ימי", "באותו"),
    ("file", "files", "format", "קובץ", "קבצים", "פורמט"),
    # Not "design": a concept's word is never a name alone, and businesses are named so ("Haifa Design").
    ("graphic", "graphics", "artwork", "proof", "עיצוב", "גרפיקה", "הגהה"),
    # An order and an invitation are one Hebrew word (הזמנה): either English word meets it.
    ("order", "orders", "invitation", "invitations", "הזמנה", "הזמנות", "להזמין"),
    ("shirt", "shirts", "tshirt", "tshirts", "blouse", "blouses", "חולצה", "חולצות", "חולצת"),
    ("sticker", "stickers", "label", "labels", "מדבקה", "מדבקות"),
    ("menu", "menus", "תפריט", "תפריטים"),
    ("photo", "photos", "picture", "pictures", "תמונה", "תמונות"),
    # Things of a home or an office named in English of items written in Hebrew.
    ("stair", "stairs", "staircase", "מדרגות"),
    ("lift", "lifts", "hoist", "elevator", "מעלון", "מעלונים", "מנוף", "מעלית"),
    ("wheelchair", "wheelchairs", "chair", "chairs", "כיסא", "כסא", "כיסאות", "כורסה", "כורסא"),
    ("bed", "beds", "מיטה", "מיטות"),
    ("toner", "ink", "cartridge", "cartridges", "טונר", "דיו", "מחסנית", "מחסניות"),
    ("paper", "נייר", "ניירות"),
    ("sign", "signs", "signage", "שלט", "שלטים", "שילוט"),
    ("card", "cards", "כרטיס", "כרטיסי", "כרטיסים"),
    ("deposit", "advance", "downpayment", "מקדמה", "פיקדון"),
    ("donate", "donated", "donation", "charity", "תרומה", "לתרומה", "תורמים"),
    ("compensate", "compensation", "reimburse", "liable", "liability", "פיצוי", "נפצה", "מפצים", "לפצות"),
    # Garments and home textiles, and what a cleaner or a tailor does to them, asked in English of
    # items written in Hebrew (ג'ינס and ז'קט as tokens read them: the geresh is dropped).
    ("clothes", "clothing", "garment", "garments", "בגד", "בגדים"),
    ("item", "items", "פריט", "פריטים"),
    ("coat", "coats", "jacket", "jackets", "blazer", "מעיל", "מעילים", "זקט", "זקטים"),
    ("trousers", "pants", "slacks", "jeans", "מכנסיים", "מכנסי", "גינס"),
    ("dress", "dresses", "gown", "gowns", "שמלה", "שמלת", "שמלות"),
    ("suit", "suits", "tuxedo", "חליפה", "חליפת", "חליפות"),
    ("rug", "rugs", "carpet", "carpets", "שטיח", "שטיחים"),
    ("curtain", "curtains", "drapes", "וילון", "וילונות"),
    ("sheet", "sheets", "bedding", "linen", "duvet", "מצעים", "סדינים", "שמיכה", "שמיכת"),
    ("tablecloth", "tablecloths", "מפה", "מפות"),
    ("leather", "עור"), ("fur", "furs", "פרווה", "פרוות"), ("silk", "משי"), ("wool", "צמר"),
    ("zipper", "zippers", "zip", "רוכסן", "רוכסנים"),
    ("hem", "hemming", "shorten", "shortening", "alteration", "alterations", "altered", "קיצור", "קיצורים",
     "לקצר", "מקצרים", "התאמה", "התאמות"),
    ("wedding", "bride", "bridal", "groom", "כלה", "כלות", "חתונה", "חתן"),
    ("evening", "ערב"),
    # Not the Hebrew מכבסה (a laundry): a concept's word is never a name alone, and laundries are named
    # so ("מכבסת הצפון", asked as "המכבסה").
    ("wash", "washing", "laundry", "launder", "כביסה", "לכבס"),
    ("iron", "ironing", "pressing", "גיהוץ", "לגהץ"),
    # Pests and what a pest-control business does about them, asked in English of items written in
    # Hebrew (ג'וק as tokens read it: the geresh is dropped). Few Hebrew words of three letters: a
    # known word read out of a longer one splits it ("הנברשת" as "הן" + "ברשת", by a net's רשת). Not
    # יונה, דבורה, ציפור or מחמד: first names, and a concept's word is never a name alone; not תיקן,
    # which is also "he repaired".
    ("pest", "pests", "vermin", "bug", "bugs", "insect", "insects", "infestation", "מזיק", "מזיקים", "חרק",
     "חרקים"),
    ("exterminator", "exterminators", "exterminate", "extermination", "pestcontrol", "מדביר", "מדבירים",
     "הדברה", "הדברת", "להדביר"),
    ("spray", "sprays", "spraying", "sprayed", "fumigate", "fumigation", "ריסוס", "ריסוסים", "לרסס",
     "מרססים", "ריססו"),
    ("cockroach", "cockroaches", "roach", "roaches", "גוק", "גוקים", "תיקנים"),
    ("ant", "ants", "נמלה", "נמלים"),
    ("mouse", "mice", "rat", "rats", "rodent", "rodents", "עכבר", "עכברים", "חולדה", "חולדות", "מכרסם",
     "מכרסמים"),
    ("termite", "termites", "טרמיט", "טרמיטים"),
    ("bedbug", "bedbugs", "פשפש", "פשפשים"),
    ("pigeon", "pigeons", "bird", "birds", "יונים", "ציפורים"),
    ("wasp", "wasps", "hornet", "hornets", "bee", "bees", "צרעה", "צרעות", "דבורים"),
    ("nest", "nests", "hive", "קן", "קנים", "כוורת"),
    ("snake", "snakes", "נחש", "נחשים"),
    ("mosquito", "mosquitoes", "mosquitos", "יתוש", "יתושים"),
    ("fly", "flies", "זבוב", "זבובים"),
    ("flea", "fleas", "פרעוש", "פרעושים"), ("scorpion", "scorpions", "עקרב", "עקרבים"),
    ("license", "licence", "licensed", "licenced", "permit", "certified", "רישיון", "רשיון", "רישוי",
     "מורשה", "מורשים", "מוסמך"),
    ("safe", "safety", "danger", "dangerous", "harmful", "toxic", "poison", "poisonous", "בטיחות", "בטוח",
     "בטוחה", "מסוכן", "מסוכנת", "רעיל"),
    ("pet", "pets", "dog", "dogs", "cat", "cats", "animal", "animals", "חיות", "חיית", "כלבים",
     "חתול", "חתולים"),
    ("child", "children", "kid", "kids", "baby", "babies", "ילדים", "ילדה", "תינוק", "תינוקות"),
    # Not להכין or מכינים: any making ("איך מכינים עוגת גבינה"); the noun is the preparing.
    ("prepare", "preparation", "prep", "הכנה", "הכנות"),
    ("hole", "holes", "gap", "gaps", "seal", "sealing", "חורים", "פתחים", "איטום", "לאטום"),
    ("wall", "walls", "קירות"),
    ("kitchen", "kitchens", "מטבח", "מטבחים", "מטבחון"),
    ("apartment", "apartments", "דירה", "דירות", "דירת"),
    ("repel", "repellent", "deter", "rid", "away", "הרחקה", "הרחקת", "להרחיק", "מרחיקים"),
    # Opening something for use, a verb and its noun ("to open the pool for the season", פתיחת בריכה), and
    # the seasons a business works by.
    ("open", "opening", "לפתוח", "פתיחה", "פתיחת", "פותחים"),
    ("season", "seasonal", "summer", "עונה", "עונת", "עונתי", "קיץ"),
    ("winter", "wintering", "חורף"),
    ("swim", "swimming", "swimmer", "לשחות", "שחייה", "שוחים"),
    ("detect", "detection", "detecting", "locate", "locating", "איתור", "לאתר", "מאתרים"),
    # A pool's equipment and its water, asked in English of items written in Hebrew. Green water is
    # algae ("the water turned green": מים ירוקים); a colour is a concept's word, never a name alone.
    ("pool", "pools", "בריכה", "בריכות", "בריכת"),
    ("pump", "pumps", "משאבה", "משאבות", "משאבת"),
    ("salt", "saltwater", "chlorinator", "מלח", "כלורינטור"),
    ("chlorine", "chlorinator", "כלור", "כלורינטור"),
    ("valve", "valves", "שסתום", "שסתומים"), ("bypass", "מעקף"),
    ("algae", "green", "ירוק", "ירוקה", "ירוקים", "ירוקות", "אצות"),
    ("shock", "הלם"),
    ("cover", "tarp", "כיסוי", "כיסויים"),
    ("light", "lights", "lighting", "lamp", "lamps", "bulb", "bulbs", "תאורה", "תאורת", "פנס", "פנסים",
     "נורה", "נורות"),
    ("tile", "tiles", "tiling", "אריח", "אריחים"),
    ("ladder", "ladders", "סולם", "סולמות"),
    ("jacuzzi", "hottub", "tub", "spa", "גקוזי"),
    ("heat", "heating", "warm", "warming", "חימום", "מחמם", "מחממת", "לחמם", "מתחמם"),
    # A garage's and a vehicle workshop's words: the vehicle itself (never a name alone: "השכרת רכב
    # <name>" is named by its own word), towing, a loaner, tyres, oil, and the parts of a car.
    ("car", "cars", "vehicle", "vehicles", "auto", "רכב", "רכבים", "אוטו", "מכונית", "מכוניות"),
    ("tow", "tows", "towing", "towed", "tow-truck", "גרירה", "גרירת", "גרר", "לגרור", "גוררים"),
    ("loaner", "courtesy", "substitute", "replacement", "חלופי", "חלופית", "חלופיים"),
    ("tire", "tires", "tyre", "tyres", "צמיג", "צמיגים", "צמיגי"),
    ("puncture", "punctures", "flat", "פנצר", "תקר"),
    ("oil", "oils", "שמן", "שמנים"),
    ("brake", "brakes", "braking", "pads", "בלם", "בלמים", "בלימה", "רפידות"),
    ("clutch", "מצמד"), ("gearbox", "transmission", "gears", "גיר", "הילוכים"),
    ("battery", "batteries", "מצבר", "מצברים"), ("alternator", "dynamo", "דינמו", "אלטרנטור"),
    ("windscreen", "windshield", "שמשה", "שמשות"), ("exhaust", "אגזוז"),
    ("alignment", "פרונט"),
    # A printer's and a copier's words: jams, paper, the tray, toner and ink, a generic cartridge, the
    # counter and its reading, scanning, training; terms of payment or service.
    ("jam", "jams", "jammed", "jamming", "stuck", "תקיעה", "תקיעות", "נתקע", "נתקעת", "נתקעה", "נתקעים",
     "תקוע", "תקועה"),
    ("paper", "papers", "page", "pages", "sheet", "sheets", "נייר", "דף", "דפים"),
    ("tray", "trays", "drawer", "מגש", "מגשים"),
    ("toner", "toners", "cartridge", "cartridges", "טונר", "טונרים", "מחסנית"), ("ink", "inks", "דיו"),
    ("compatible", "generic", "תואם", "תואמים", "תואמות"),
    ("counter", "meter", "מונה", "מונים"), ("reading", "readings", "קריאה", "קריאת"),
    ("scan", "scans", "scanning", "scanner", "סריקה", "סריקת", "לסרוק", "סורק"),
    ("training", "course", "guidance", "tutorial", "הדרכה", "הדרכת", "להדריך"),
    ("terms", "conditions", "תנאי", "תנאים"),
)
# fmt: on


@lru_cache(maxsize=1)
def _groups_of() -> dict[str, tuple[int, ...]]:
    found: dict[str, list[int]] = {}
    for number, group in enumerate(_GROUPS):
        for word in group:
            found.setdefault(fold(word), []).append(number)
    return {word: tuple(numbers) for word, numbers in found.items()}


def concept_words() -> frozenset[str]:
    """Every (folded) word of the trade's concepts: ordinary words of the business, never a customer's
    name on their own ("broke" is no Barak, "משלם" no Shalom)."""
    return frozenset(_groups_of())


@lru_cache(maxsize=1)
def _kinds_of() -> dict[str, str]:
    # The item kinds' words ("fridge", "מקרר", "refrigerator") share a concept too: an English question
    # about the old fridge meets an item that says מקרר.
    from misrad.assistant.engine.items import kind_words

    return kind_words()


@lru_cache(maxsize=65536)
def related(word: str, readings: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The (folded) words sharing a concept with ``word`` or one of its ``readings``, itself left out."""
    groups_of = _groups_of()
    numbers = {n for reading in (word, *readings) for n in groups_of.get(reading, ())}
    own = {word, *readings}
    found = [fold(w) for n in sorted(numbers) for w in _GROUPS[n]]
    kinds = _kinds_of()
    item_kinds = {kinds[r] for r in (word, *readings) if r in kinds}
    found += [w for w, kind in kinds.items() if kind in item_kinds]
    return tuple(dict.fromkeys(w for w in found if w not in own))


@lru_cache(maxsize=1)
def _towns() -> frozenset[str]:
    return frozenset(fold(t) for t in _TOWNS)


def is_town(readings: tuple[str, ...]) -> bool:
    """One of the word's readings is a town's name ("לרעננה" is Raanana)."""
    return any(r in _towns() for r in readings)

"""Batch s29: questions about a twenty-third business, מכון שמיעה קול-טוב (Kol-Tov Hearing: a hearing-aid
centre and repair lab in Haifa, ``shops/koltov.json``), and ``s29f``: questions asked the moment the
records they are about were made through the API (the fixtures' ``added_later`` steps). HELD OUT: run once
before session 29's changes and once after them, aggregates only; its items and misses are not looked at
while the engine is changed (the fixes are made on ``s28`` and older businesses, and on other trades'
words).

Written by session 29's helper `chat29` on 2026-12-04 (about 01:40 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. About
three fifths Hebrew, as a hearing centre's office types: a device asked by its everyday name (המכשיר, השתל,
התבנית, האטמים, המוניטור, הלולאה, המייבש, השלט, המהבהב, משקפי השמיעה, האודיומטר, the hearing aid, the
cochlear processor, the streamer, the earplugs, the remote) or its brand (פונאק, אוטיקון, Signia, ReSound);
a nursing home, a school, an assisted-living home, an ENT clinic, a conservatory, a factory and an
English-named studio by part of their names; invoice numbers KT-3105 / 40512 / 118/26 written as kt3120,
KT 3127, 118-26; knowledge in both languages against Hebrew-only items in everyday words (a technician's
visit to a nursing home, a trial period, the Ministry of Health's share, batteries, a wet device, a loaner
while a device is in the lab); out-of-domain requests holding customers' names or the trade's words;
follow-ups by pronoun or a bare noun; a phone a wife and her husband share.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S29: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה חייב בית אבות נווה חורש", BAL, [("name", "נווה חורש")], [("bal", "c01")]),
    q("he", "ניצני שמע חייבים לנו כסף?", BAL, [("name", "ניצני שמע")], [("bal", "c02")]),
    q("he", "מה היתרה של גני הכרמל", BAL, [("name", "גני הכרמל")], [("bal", "c03")]),
    q("he", "כמה חייבת המרפאה של ד\"ר שפירא", BAL, [("name", "ד\"ר שפירא")], [("bal", "c04")]),
    q("he", "הקונסרבטוריון שילמו הכל?", BAL, [("name", "הקונסרבטוריון")], [("bal", "c05")]),
    q("he", "כמה נשאר לשמן תעשיות לשלם", BAL, [("name", "שמן תעשיות")], [("bal", "c06")]),
    q("he", "שמואל פרידמן חייב משהו?", BAL, [("name", "שמואל פרידמן")], [("bal", "c07")]),
    q("he", "רחל אברמוביץ יתרה", BAL, [("name", "רחל אברמוביץ")], [("bal", "c08")]),
    q("he", "לנג'יב חורי יש חוב פתוח?", BAL, [("name", "נג'יב חורי")], [("bal", "c10")]),
    q("he", "כמה חייבת ולנטינה קוזלובה", BAL, [("name", "ולנטינה קוזלובה")], [("bal", "c11")]),
    q("he", "אמל סלימאן כמה נשאר לה לשלם", BAL, [("name", "אמל סלימאן")], [("bal", "c13")]),
    q("he", "אליהו מזרחי כמה הוא חייב לנו", BAL, [("name", "אליהו מזרחי")], [("bal", "c15")]),
    q("he", "כמה חייב קלירווייב", BAL, [("name", "קלירווייב")], [("bal", "c16")]),
    q("he", "מרגרט קולינס חייבת?", BAL, [("name", "מרגרט קולינס")], [("bal", "c09")]),
    q("he", "בוריס קוזלוב כמה חייב", BAL, [("name", "בוריס קוזלוב")], [("bal", "c17")]),
    q("he", "052-6659021 כמה חייב", BAL, [("phone", "052-6659021")], [("bal", "c15")]),
    q("en", "how much does Margaret Collins owe", BAL, [("name", "Margaret Collins")], [("bal", "c09")]),
    q("en", "Clearwave balance", BAL, [("name", "Clearwave")], [("bal", "c16")]),
    q("en", "does David Feldman owe us anything", BAL, [("name", "David Feldman")], [("bal", "c12")]),
    q("en", "what does the nursing home owe", BAL, [("name", "nursing home")], [("bal", "c01")]),
    q("en", "how much does najib khoury still owe", BAL, [("name", "najib khoury")], [("bal", "c10")]),
    q("en", "balance for the conservatory", BAL, [("name", "conservatory")], [("bal", "c05")]),
    q("en", "is Eliyahu Mizrahi behind on payments", BAL, [("name", "Eliyahu Mizrahi")], [("bal", "c15")]),
    # jobs: by the device's everyday name or brand; follow-ups
    q("he", "מה עם המכשיר של הדייר מנווה חורש", REP, [("name", "נווה חורש")], [("rep", "r01")]),
    q("he", "והמייבש שלהם?", REP, [], [("rep", "r02")], True),
    q("he", "מערכת ה-FM של ניצני שמע הגיעה?", REP, [("name", "ניצני שמע")], [("rep", "r03")]),
    q("he", "ומה עם הלולאה באולם?", REP, [], [("rep", "r04")], True),
    q("he", "הטלפון המוגבר של גני הכרמל מוכן?", REP, [("name", "גני הכרמל")], [("rep", "r05")]),
    q("he", "מתי מסיימים לכייל את האודיומטר של ד\"ר שפירא", REP, [("name", "ד\"ר שפירא")], [("rep", "r06")]),
    q("he", "והטימפנומטר?", REP, [], [("rep", "r07")], True),
    q("he", "המוניטור של הקונסרבטוריון תוקן?", REP, [("name", "הקונסרבטוריון")], [("rep", "r08")]),
    q("he", "האטמים של שמן תעשיות מתי מוכנים", REP, [("name", "שמן תעשיות")], [("rep", "r10")]),
    q("he", "המכשיר שמיעה של שמואל פרידמן מוכן?", REP, [("name", "שמואל פרידמן")], [("rep", "r11")]),
    q("he", "והמטען שלו?", REP, [], [("rep", "r12")], True),
    q("he", "התבנית של רחל אברמוביץ מוכנה?", REP, [("name", "רחל אברמוביץ")], [("rep", "r13")]),
    q("he", "ומשקפי השמיעה שלה?", REP, [], [("rep", "r23")], True),
    q("he", "השתל של נג'יב חורי מה המצב", REP, [("name", "נג'יב חורי")], [("rep", "r15")]),
    q("he", "השלט של ולנטינה התקבל?", REP, [("name", "ולנטינה")], [("rep", "r16")]),
    q("he", "הווידקס של הבת של אמל סלימאן", REP, [("name", "אמל סלימאן")], [("rep", "r18")]),
    q("he", "המהבהב לפעמון של יהודית בן עמי", REP, [("name", "יהודית בן עמי")], [("rep", "r19")]),
    q("he", "המכשירים של אליהו מזרחי שנרטבו, הגיע החלק?", REP, [("name", "אליהו מזרחי")], [("rep", "r20")]),
    q("he", "ומסכת הטינטון שלו?", REP, [], [("rep", "r21")], True),
    q("he", "כל התיקונים של הקונסרבטוריון", REP, [("name", "הקונסרבטוריון")], [("repc", "c05")]),
    q("he", "053-4412906 מה עם המכשיר שמיעה", REP,
      [("phone", "053-4412906")], [("rep", "r16"), ("rep", "r24")]),
    q("he", "הפונאק של בוריס קוזלוב", REP, [("name", "בוריס קוזלוב")], [("rep", "r24")]),
    q("he", "האוטיקון של שמואל", REP, [("name", "שמואל")], [("rep", "r11")]),
    q("he", "מה קורה עם הסיגניה של מרגרט", REP, [("name", "מרגרט")], [("rep", "r14")]),
    q("en", "is Shmuel Friedman's hearing aid ready", REP, [("name", "Shmuel Friedman")], [("rep", "r11")]),
    q("en", "and his charger?", REP, [], [("rep", "r12")], True),
    q("en", "what's the status of Margaret Collins' hearing aid", REP,
      [("name", "Margaret Collins")], [("rep", "r14")]),
    q("en", "the cochlear processor of Najib Khoury - any news", REP,
      [("name", "Najib Khoury")], [("rep", "r15")]),
    q("en", "did you fix David Feldman's TV streamer", REP, [("name", "David Feldman")], [("rep", "r17")]),
    q("en", "all jobs for the ENT clinic", REP, [("name", "ENT clinic")], [("repc", "c04")]),
    q("en", "the earplugs for Shemen's workers, when will they be ready", REP,
      [("name", "Shemen")], [("rep", "r10")]),
    q("en", "the FM system at Nitzanei Shema", REP, [("name", "Nitzanei Shema")], [("rep", "r03")]),
    q("en", "Clearwave's in-ear monitors status", REP, [("name", "Clearwave")], [("rep", "r22")]),
    q("en", "Eliyahu Mizrahi's tinnitus masker", REP, [("name", "Eliyahu Mizrahi")], [("rep", "r21")]),
    q("en", "is Valentina's remote control fixed", REP, [("name", "Valentina")], [("rep", "r16")]),
    q("en", "Rachel Abramovich's ear mold - done yet?", REP,
      [("name", "Rachel Abramovich")], [("rep", "r13")]),
    q("en", "and her hearing glasses?", REP, [], [("rep", "r23")], True),
    q("en", "the orchestra's earplugs at the conservatory", REP,
      [("name", "conservatory")], [("rep", "r09")]),
    q("en", "the amplified phone at Ganei HaCarmel", REP, [("name", "Ganei HaCarmel")], [("rep", "r05")]),
    # invoices by number: dash, slash, space or nothing; amounts; counts
    q("he", "חשבונית KT-3131 שולמה?", INV, [("inv", "KT-3131")], [("ist", "i02")]),
    q("he", "kt3120 מה המצב שלה", INV, [("inv", "KT-3120", "kt3120")], [("ist", "i08")]),
    q("he", "כמה נשאר לשלם על 118/26", INV, [("inv", "118/26")], [("ileft", "i04")]),
    q("he", "חשבונית 40512 באיחור?", INV, [("inv", "40512")], [("ist", "i03")]),
    q("he", "כמה שולם על KT 3127", INV, [("inv", "KT-3127", "KT 3127")], [("ipaid", "i13")]),
    q("he", "מה מצב חשבונית 40552", INV, [("inv", "40552")], [("ist", "i17")]),
    q("he", "125/26 כמה נשאר", INV, [("inv", "125/26")], [("ileft", "i07")]),
    q("he", "KT-3133 בוטלה?", INV, [("inv", "KT-3133")], [("ist", "i16")]),
    q("he", "החשבונית 40533 שולמה במלואה?", INV, [("inv", "40533")], [("ist", "i09")]),
    q("he", "142-26 מה המצב", INV, [("inv", "142/26", "142-26")], [("ist", "i18")]),
    q("he", "של מי החשבונית 40548", LOOK, [("inv", "40548")], [("name", "c13"), ("about", "i15")]),
    q("he", "וכמה נשאר עליה?", INV, [], [("ileft", "i15")], True),
    q("he", "החשבוניות הפתוחות של גני הכרמל", INV, [("name", "גני הכרמל")], [("ilist", "c03", "open")]),
    q("he", "כמה חשבוניות פתוחות יש לנווה חורש", INV, [("name", "נווה חורש")], [("ilist", "c01", "open")]),
    q("he", "לד\"ר שפירא יש חשבונית שלא שולמה?", INV, [("name", "ד\"ר שפירא")], [("ilist", "c04", "open")]),
    q("en", "is invoice KT-3105 paid", INV, [("inv", "KT-3105")], [("ist", "i01")]),
    q("en", "how much is left to pay on 40527", INV, [("inv", "40527")], [("ileft", "i06")]),
    q("en", "status of invoice 131/26", INV, [("inv", "131/26")], [("ist", "i11")]),
    q("en", "how much was paid on kt-3124", INV, [("inv", "KT-3124", "kt-3124")], [("ipaid", "i10")]),
    q("en", "who is invoice 136/26 for", LOOK, [("inv", "136/26")], [("name", "c12"), ("about", "i14")]),
    q("en", "and is it sent already?", INV, [], [("ist", "i14")], True),
    q("en", "open invoices for the factory Shemen", INV, [("name", "Shemen")], [("ilist", "c06", "open")]),
    q("en", "what remains on KT3131", INV, [("inv", "KT-3131", "KT3131")], [("ileft", "i02")]),
    # lookups
    q("he", "מה הטלפון של אליהו מזרחי", LOOK, [("name", "אליהו מזרחי")], [("phone", "c15")]),
    q("he", "המייל של הקונסרבטוריון", LOOK, [("name", "הקונסרבטוריון")], [("email", "c05")]),
    q("he", "ח.פ. של שמן תעשיות", LOOK, [("name", "שמן תעשיות")], [("tax", "c06")]),
    q("he", "איפה גרה אמל סלימאן", LOOK, [("name", "אמל סלימאן")], [("addr", "c13", "שפרעם")]),
    q("he", "של מי המספר 053-4412906", LOOK, [("phone", "053-4412906")], [("names", "c11", "c17")]),
    q("he", "כתובת של בית האבות נווה חורש", LOOK, [("name", "נווה חורש")], [("addr", "c01", "טירת כרמל")]),
    q("he", "תן לי את הטלפון של יהודית בן עמי", LOOK, [("name", "יהודית בן עמי")], [("phone", "c14")]),
    q("he", "המייל של רחל", LOOK, [("name", "רחל")], [("email", "c08")]),
    q("en", "Najib Khoury's phone number", LOOK, [("name", "Najib Khoury")], [("phone", "c10")]),
    q("en", "email for Clearwave Audio", LOOK, [("name", "Clearwave Audio")], [("email", "c16")]),
    q("en", "where is the assisted living Ganei HaCarmel", LOOK,
      [("name", "Ganei HaCarmel")], [("addr", "c03", "מוריה")]),
    q("en", "and how much do they owe?", BAL, [], [("bal", "c03")], True),
    q("en", "whose number is 058-2291730", LOOK, [("phone", "058-2291730")], [("name", "c12")]),
    # knowledge: Hebrew items, asked in both languages in everyday words
    q("he", "אתם פתוחים ביום שישי?", KNOW, [], [("kn", "k01", "08:30–12:30")]),
    q("he", "כמה עולה בדיקת שמיעה לילד", KNOW, [], [("kn", "k02", "180")]),
    q("he", "כמה עולה שטכנאי יבוא לבית אבות", KNOW, [], [("kn", "k03", "450")]),
    q("he", "אפשר להחזיר מכשיר אם הוא לא מתאים לי?", KNOW, [], [("kn", "k04", "60 יום")]),
    q("he", "כמה זמן אחריות על מכשיר שמיעה", KNOW, [], [("kn", "k05", "3 שנים")]),
    q("he", "משרד הבריאות משתתף במימון?", KNOW, [], [("kn", "k06", "3,760")]),
    q("he", "כמה עולות סוללות 312", KNOW, [], [("kn", "k07", "25")]),
    q("he", "תוך כמה זמן מוכנה תבנית לאוזן", KNOW, [], [("kn", "k08", "7 ימי עבודה")]),
    q("he", "אפשר לבוא לנקות את המכשיר בלי תור?", KNOW, [], [("kn", "k09", "חינם")]),
    q("he", "אפשר לשלם בתשלומים?", KNOW, [], [("kn", "k10", "12 תשלומים")]),
    q("he", "המכשיר נפל למים מה עושים", KNOW, [], [("kn", "k11", "אורז")]),
    q("he", "כמה עולים אטמים מותאמים לנגן", KNOW, [], [("kn", "k12", "650")]),
    q("he", "תקבלו מכשיר חלופי כשהמכשיר שלי בתיקון?", KNOW, [], [("kn", "k13", "500")]),
    q("he", "הטכנאי שלכם מגיע הביתה?", KNOW, [], [("kn", "k03", "220")]),
    q("en", "what are your opening hours", KNOW, [], [("kn", "k01", "08:30")]),
    q("en", "how much is a hearing test", KNOW, [], [("kn", "k02", "250")]),
    q("en", "does a technician visit nursing homes, and what does it cost", KNOW, [], [("kn", "k03", "450")]),
    q("en", "how long is the trial period for a new hearing aid", KNOW, [], [("kn", "k04", "60")]),
    q("en", "is water damage covered by the warranty", KNOW, [], [("kn", "k05", "נזקי מים")]),
    q("en", "does the Ministry of Health pay part of the price", KNOW, [], [("kn", "k06", "3,760")]),
    q("en", "how much is a box of 60 batteries", KNOW, [], [("kn", "k07", "200")]),
    q("en", "price of a custom ear mold", KNOW, [], [("kn", "k08", "390")]),
    q("en", "how often should I change the wax filter", KNOW, [], [("kn", "k09", "פעם בחודש")]),
    q("en", "my hearing aid got wet, can I dry it with a hair dryer", KNOW, [],
      [("kn", "k11", "מייבש שיער")]),
    q("en", "discount on earplugs for a factory", KNOW, [], [("kn", "k12", "10%")]),
    q("en", "can I borrow a hearing aid while mine is in the lab", KNOW, [], [("kn", "k13", "500")]),
    # greetings, help, out of domain holding customers' names or the trade's words
    q("he", "בוקר טוב", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("he", "תקבע לי תור לרופא אף אוזן גרון בקופה", UNK),
    q("he", "תתקשר לשמואל פרידמן ותגיד לו שהמכשיר מוכן", UNK),
    q("he", "מה מזג האוויר בחיפה מחר", UNK),
    q("he", "מתכון לעוגת גבינה", UNK),
    q("he", "תזמין לי מונית לנווה חורש", UNK),
    q("en", "hi there", GREET),
    q("en", "help", HELP),
    q("en", "book me a flight to London", UNK),
    q("en", "what's a good song to test my headphones", UNK),
    q("en", "send Margaret Collins a birthday card", UNK),
    q("en", "how do I learn sign language", UNK),
]  # fmt: skip

S29_FRESH: list[list[Row]] = [
    [  # a new customer, her invoice and her hearing aid
        q("he", "טליה גרינברג חייבת משהו?", BAL, [("name", "טליה גרינברג")], [("bal", "c18")]),
        q("he", "המכשיר של טליה התקבל?", REP, [("name", "טליה")], [("rep", "r25")]),
        q("en", "who is KT-3150 for", LOOK, [("inv", "KT-3150")], [("name", "c18"), ("about", "i23")]),
    ],
    [  # an existing customer's new alarm clock and invoice
        q("he", "כמה שמואל פרידמן חייב עכשיו", BAL, [("name", "שמואל פרידמן")], [("bal", "c07")]),
        q("en", "Shmuel's vibrating alarm clock status", REP, [("name", "Shmuel")], [("rep", "r26")]),
        q("he", "כמה נשאר לשלם על 40566", INV, [("inv", "40566")], [("ileft", "i24")]),
    ],
    [  # a new Latin-stored customer, asked about in Hebrew letters
        q("he", "פיטר נובאק חייב?", BAL, [("name", "פיטר נובאק")], [("bal", "c19")]),
        q("en", "peter novak's charging case", REP, [("name", "peter novak")], [("rep", "r27")]),
        q("en", "how much was paid on 150/26", INV, [("inv", "150/26")], [("ipaid", "i25")]),
        q("he", "הטלפון של פיטר נובאק", LOOK, [("name", "פיטר נובאק")], [("phone", "c19")]),
    ],
]  # fmt: skip
BATCHES = {"s29": S29}
FRESH = {"s29f": S29_FRESH}

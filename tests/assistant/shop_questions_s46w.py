"""A DEVELOPMENT set written by helper ``who45`` (session 45, 2026-12-06, issue 15) about
``shops/tavor.json`` (מעבדת תבור, appliance repairs in Afula) as business ``tavor-w`` and
``shops/harama.json`` (הרמה, forklift service in Ashdod) as ``harama-w`` (batch ``s46w``). Its items may be
looked at and the engine tuned on them; it is NOT held out.

Why: office people name a customer by what they know of them rather than by name: the town or street they
are in, what their company does or is (a factory, a hotel, a nursery), the card's notes, the thing they
brought. The set asks every fact (balance, repair, invoice, contact) of customers so described, in Hebrew
with its prefixes and in English; places two customers share (the answer lists them); follow-ups; and
controls by name. Every question was written before any was sent.

First run (main ``e8e5b09``, records first): intent 0.86, entities 1.00, answers 0.64 (he 0.58, en 0.74);
tavor-w 0.96 / 0.75, harama-w 0.77 / 0.55. The misses: a town said of "the customer" named nobody (a town
alone only weighed for those other words found), a town's word heard as a customer's name ("מנוף הגליל" as
"מסעדת הגליל הקטן", "ממגדל העמק" as "מעונות סטודנטים עמק"), the town not telling apart the owners of the
thing asked ("the guy in Nazareth with the fridge" of three fridges); and intents read as knowledge or
unknown ("המפעל בחולון - המלגזה שלהם עדיין באבחון?").

After who45 (a town said of the one asked about finds its few customers; everyday-word towns and Latin
spellings read as the address words; a name heard in that town gives way to it; the town narrows a thing's
owners), records first, the learned model trained without this set (``INTENT_MODEL_LEAVE_OUT=tavor-w,
harama-w``): intent 0.90, entities 1.00, answers 0.79 (he 0.80, en 0.79); 23 rows better, none worse.
Left: the intent misses, a trade said in the other language ("the student dorms", "the wholesale
nursery"), a brand said in Hebrew letters beside a Latin item ("מלגזת המיצובישי"), "המתכת" read as a
verbal noun, a card's words beside a name word ("מרכז ההפצה" found "סופר דיל מרכז").
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, nm

TAVOR: list[Row] = [
    # by town (one customer there)
    he("הלקוחה מחולון - מה קרה עם המיקרוגל שלה?", REP, [], [("rep", "r05")]),
    en("the lady who moved to Holon, what's her phone number?", LOOK, [], [("phone", "c05")]),
    he("כמה חייב לנו הלקוח מטבריה?", BAL, [], [("bal", "c10")]),
    en("our customer in Tiberias - does he still owe us money?", BAL, [], [("bal", "c10")]),
    he("מה הטלפון של הלקוחה מבית שאן?", LOOK, [], [("phone", "c08")]),
    en("the customer from Beit Shean, what's her number?", LOOK, [], [("phone", "c08")]),
    he("הלקוח מנצרת - המקרר שלו מוכן?", REP, [], [("rep", "r13")]),
    en("the guy in Nazareth with the fridge - any update?", REP, [], [("rep", "r13")]),
    he("מה עם התנור של הלקוח ממגדל העמק?", REP, [], [("rep", "r06")]),
    en("the Migdal HaEmek customer's oven, how is it going?", REP, [], [("rep", "r06")]),
    he("הלקוחה מיקנעם - מה המצב עם מכונת הכביסה?", REP, [], [("rep", "r12")]),
    en("the Yokneam lady's washing machine, what's the status?", REP, [], [("rep", "r12")]),
    he("כמה חייבת הלקוחה מיקנעם?", BAL, [], [("bal", "c14")]),
    en("how much does the customer in Nazareth owe?", BAL, [], [("bal", "c15")]),
    # by street
    he("הלקוחה ברחוב הנרקיס - מה עם המדיח?", REP, [], [("rep", "r01")]),
    en("the customer on HaNarkis street, is the dishwasher fixed yet?", REP, [], [("rep", "r01")]),
    he("מה היתרה של הלקוחה מרחוב הרימון?", BAL, [], [("bal", "c12")]),
    he("ההוא מרחוב הבנים, מה עם המזגן שלו?", REP, [], [("rep", "r16")]),
    en("the guy on HaBanim st - what's happening with his AC?", REP, [], [("rep", "r16")]),
    he("הלקוחה ברחוב השומר - מה הטלפון שלה?", LOOK, [], [("phone", "c16")]),
    he("מה המצב של הקומקום של הלקוחה מהשומר 4?", REP, [], [("rep", "r14")]),
    en("the customer at 12 HaNarkis, how much does she owe?", BAL, [], [("bal", "c01")]),
    he("בית הקפה ברחוב הרצל - החשבונית שלהם נשלחה?", INV, [], [("ist", "i14")]),
    he("מי זה בויצמן 14? כמה הם חייבים?", BAL, [], [("bal", "c13")]),
    # by trade and kind
    he("המסעדה - כמה הם חייבים לנו?", BAL, [], [("bal", "c02")]),
    en("how much does the restaurant owe us?", BAL, [], [("bal", "c02")]),
    he("מה עם תנור הקומבי של המסעדה?", REP, [], [("rep", "r02")]),
    he("הקייטרינג - החשבונית הישנה שלהם עדיין לא שולמה?", INV, [], [("ist", "i16")]),
    en("the catering company, how much do they owe?", BAL, [], [("bal", "c11")]),
    en("the caterers' Unox oven - did the part arrive?", REP, [], [("rep", "r09")]),
    he("מה הטלפון של בית הקפה?", LOOK, [], [("phone", "c09")]),
    en("the cafe's espresso machine - what's the status?", REP, [], [("rep", "r07")]),
    he("מכונת האספרסו של בית הקפה כבר בטיפול?", REP, [], [("rep", "r07")]),
    he("המעונות - כמה הם חייבים על חוזה השירות?", BAL, [], [("bal", "c06")]),
    en("the student dorms, do they have an open invoice?", INV, [], [("ist", "i10")]),
    he("מה המייל של המעונות?", LOOK, [], [("email", "c06")]),
    he("המלון - מה עם מכונת הכביסה התעשייתית?", REP, [], [("rep", "r15")]),
    en("how much does the hotel owe?", BAL, [], [("bal", "c17")]),
    en("the hotel's phone number please", LOOK, [], [("phone", "c17")]),
    he("הצימרים בכפר תבור - המכונה שלהם מוכנה?", REP, [], [("rep", "r04")]),
    en("the guest house - is their Miele ready to pick up?", REP, [], [("rep", "r04")]),
    he("כמה חייבים הצימרים?", BAL, [], [("bal", "c04")]),
    he("העמותה - מה מצב הכיריים?", REP, [], [("rep", "r11")]),
    en("the youth shelter - how much do they owe us?", BAL, [], [("bal", "c13")]),
    he("המקלט לנוער, מה הטלפון שלהם?", LOOK, [], [("phone", "c13")]),
    # by what they brought or the card's notes
    he("הלקוחה עם המדיח של בוש - היא חייבת משהו?", BAL, [], [("bal", "c01")]),
    en("the Smeg oven customer, what's his email?", LOOK, [], [("email", "c07")]),
    he("ההוא עם המקרר סמסונג - מה הטלפון שלו?", LOOK, [], [("phone", "c03")]),
    en("the lady with the side by side fridge - is it ready?", REP, [], [("rep", "r10")]),
    he("מה עם המקרר בקו?", REP, [], [("rep", "r13")]),
    en("the guy whose LG dryer we cancelled, does he owe anything?", BAL, [], [("bal", "c10")]),
    he("הלקוחה שמעדיפה טלפון ואין לה מייל - מה המספר שלה?", LOOK, [], [("phone", "c16")]),
    en("the Tadiran AC guy - phone?", LOOK, [], [("phone", "c18")]),
    he("כמה חייבת המסעדה ביהושע חנקין?", BAL, [], [("bal", "c02")]),
    he("מה מספר הטלפון של הלקוח מאזור התעשייה ציפורית?", LOOK, [], [("phone", "c11")]),
    he("הגסטהאוס בכפר תבור - מה המייל שלהם?", LOOK, [], [("email", "c04")]),
    he("המקרר של הלקוח מנוף הגליל מוכן?", REP, [], [("rep", "r03")]),
    # two customers in one place
    he("הלקוח מנוף הגליל - כמה הוא חייב?", BAL, [], [("names", "c03", "c11")]),
    en("what's the phone of our customer in Kfar Tavor?", LOOK, [], [("names", "c04", "c17")]),
    he("מה עם התיקון של הלקוח מכפר תבור?", REP, [], [("names", "c04", "c17")]),
    # follow-ups
    he("הלקוח מטבריה - מה הטלפון שלו?", LOOK, [], [("phone", "c10")]),
    he("וכמה הוא חייב?", BAL, [], [("bal", "c10")], True),
    en("the catering place in Tzipori - what's their phone?", LOOK, [], [("phone", "c11")]),
    en("and what's their balance?", BAL, [], [("bal", "c11")], True),
    he("המלון בכפר תבור - כמה חייבים?", BAL, [], [("bal", "c17")]),
    he("ומה עם המכונה שלהם?", REP, [], [("rep", "r15")], True),
    # controls by name
    he("כמה חייבת דנה אלמוג?", BAL, nm("דנה אלמוג"), [("bal", "c01")]),
    en("what's the status of Oren Katz's oven?", REP, nm("Oren Katz"), [("rep", "r06")]),
    he("מה הטלפון של אחמד זועבי?", LOOK, nm("אחמד זועבי"), [("phone", "c15")]),
    en("Tamar Levi - how much does she owe?", BAL, nm("Tamar Levi"), [("bal", "c14")]),
]

HARAMA: list[Row] = [
    # by town (one customer there)
    he("המפעל מקריית גת - מה עם המלגזה שלהם?", REP, [], [("rep", "r09")]),
    he("הלקוח מקרית גת, כמה הם חייבים?", BAL, [], [("bal", "c07")]),
    en("the Kiryat Gat factory - what's their phone number?", LOOK, [], [("phone", "c07")]),
    he("הלקוח מנתיבות - כמה הוא חייב לנו?", BAL, [], [("bal", "c14")]),
    en("the forklift operator from Netivot, does he owe us?", BAL, [], [("bal", "c14")]),
    he("מה הטלפון של הלקוח מגדרה?", LOOK, [], [("phone", "c05")]),
    en("the lady in Gedera - is her pallet jack ready?", REP, [], [("rep", "r06")]),
    he("הלקוח מלוד - המלגזה שלו כבר תוקנה?", REP, [], [("rep", "r22")]),
    en("our customer in Lod, how much is still open?", BAL, [], [("bal", "c21")]),
    he("מה עם המלגזה של המפעל בדימונה?", REP, [], [("rep", "r18")]),
    en("the Dimona textile factory - what do they owe?", BAL, [], [("bal", "c16")]),
    he("הלקוח מקריית מלאכי - מה מצב התיקון?", REP, [], [("rep", "r15")]),
    en("the warehouse in Kiryat Malachi - phone please", LOOK, [], [("phone", "c13")]),
    he("כמה חייב הלקוח מבאר שבע?", BAL, [], [("bal", "c06")]),
    en("the Beersheba customer's 5 ton forklift, where are we with it?", REP, [], [("rep", "r07")]),
    he("הסופר בראשון לציון - מה עם הג'ק?", REP, [], [("rep", "r13")]),
    en("the customer in Rishon - what's their balance?", BAL, [], [("bal", "c10")]),
    he("המפעל בחולון - המלגזה שלהם עדיין באבחון?", REP, [], [("rep", "r21")]),
    en("the Holon packaging plant, do they have an open invoice?", INV, [], [("ist", "i34")]),
    # by street
    he("הלקוח ברחוב השוק בלוד - מה הטלפון?", LOOK, [], [("phone", "c21")]),
    he("מה עם הלקוח מרחוב הקירור ביבנה? המלגזה מוכנה?", REP, [], [("rep", "r05")]),
    en("the client on HaKirur street, how much do they owe?", BAL, [], [("bal", "c04")]),
    he("החברה ברחוב הנמל - כמה הם חייבים?", BAL, [], [("bal", "c02")]),
    en("the company on HaNamal st in Ashdod - forklift status?", REP, [], [("rep", "r03")]),
    he("הלקוחה ברחוב האלה ביבנה - מה הטלפון שלה?", LOOK, [], [("phone", "c19")]),
    he("מי שיושב ברחוב הספנים - מה עם הקלמר?", REP, [], [("rep", "r17")]),
    en("the customer at 8 HaShuk street - any debt?", BAL, [], [("bal", "c21")]),
    he("ההוא מרחוב הברזל ברחובות - המלגזה מוכנה?", REP, [], [("rep", "r04")]),
    # by trade and kind
    he("טחנת הקמח - מה קורה עם המלגזת דיזל?", REP, [], [("rep", "r03")]),
    en("the flour mill - how much do they owe?", BAL, [], [("bal", "c02")]),
    he("מי איש הקשר בטחנת הקמח?", LOOK, [], [("name", "c02")]),
    he("מפעל המתכת - כמה הם חייבים?", BAL, [], [("bal", "c06")]),
    en("the steel works, what's their phone?", LOOK, [], [("phone", "c06")]),
    he("מפעל הפלסטיק - החשבונית האחרונה נשלחה?", INV, [], [("ist", "i14")]),
    en("the plastics factory - is their forklift diagnosed yet?", REP, [], [("rep", "r09")]),
    he("הסופרמרקט - כמה חייבים לנו?", BAL, [], [("bal", "c10")]),
    en("the supermarket's BT jack, what's going on with it?", REP, [], [("rep", "r13")]),
    he("מפיץ המשקאות - יש להם חשבונית פתוחה?", INV, [], [("ist", "i18")]),
    en("the beverage distributor, how much do they owe?", BAL, [], [("bal", "c09")]),
    he("יבואן העצים - המלגזה של 7 טון מוכנה?", REP, [], [("rep", "r17")]),
    en("the timber importer - what's their number?", LOOK, [], [("phone", "c15")]),
    he("קבלן ההובלות - כמה הוא חייב?", BAL, [], [("bal", "c08")]),
    en("the moving contractor in Ashkelon - what's his phone?", LOOK, [], [("phone", "c08")]),
    he("מפעל הטקסטיל - מה המצב עם הטויוטה?", REP, [], [("rep", "r18")]),
    he("מפעל האריזות - מה הטלפון שלהם?", LOOK, [], [("phone", "c20")]),
    en("the packaging factory - is the Crown done?", REP, [], [("rep", "r21")]),
    he("חדרי הקירור - מה עם מלגזת ההיגש?", REP, [], [("rep", "r05")]),
    en("the cold storage company - open invoices?", INV, [], [("ist", "i08")]),
    he("מרכז ההפצה - כמה הם חייבים לנו?", BAL, [], [("bal", "c01")]),
    en("the distribution center's charger - did the part come?", REP, [], [("rep", "r02")]),
    he("מחסן הירקות - מה עם המלגזה?", REP, [], [("rep", "r22")]),
    en("the vegetable warehouse guy - how much does he owe?", BAL, [], [("bal", "c21")]),
    he("המשתלה הסיטונאית - המלגזת שטח כבר הגיעה?", REP, [], [("rep", "r14")]),
    en("the wholesale nursery - what's their balance?", BAL, [], [("bal", "c12")]),
    he("מפיץ מוצרי החשמל ברחובות - מה המייל שלהם?", LOOK, [], [("email", "c18")]),
    he("המפעיל העצמאי - יש לו חשבונית פתוחה?", INV, [], [("ist", "i26")]),
    # by what they have with us or the card's notes
    he("ההוא עם מלגזת המיצובישי - כמה הוא חייב?", BAL, [], [("bal", "c14")]),
    en("the customer with the Manitou - is it still waiting for parts?", REP, [], [("rep", "r14")]),
    he("הלקוח עם ה-Hyster - מה הטלפון שלו?", LOOK, [], [("phone", "c03")]),
    en("the guy who speaks English, the warehouse manager - is his jack ready?", REP, [], [("rep", "r19")]),
    he("מי שיש לו 4 מלגזות גז - כמה חייבים?", BAL, [], [("bal", "c09")]),
    en("the company with 6 electric forklifts on a service contract - balance?", BAL, [], [("bal", "c01")]),
    he("המחסן המשפחתי - מה עם הלינדה?", REP, [], [("rep", "r15")]),
    he("המשתלה בגדרה - כמה היא חייבת?", BAL, [], [("bal", "c05")]),
    he("מפעל האריזות בחולון, כמה חייב לנו?", BAL, [], [("bal", "c20")]),
    he("מה עם הדוסאן של מפיץ המשקאות?", REP, [], [("repc", "c09")]),
    he("הלקוח מראשון לציון - מה הטלפון?", LOOK, [], [("phone", "c10")]),
    he("החברה ברחוב העוגן - כמה הם חייבים?", BAL, [], [("bal", "c09")]),
    # two customers in one place
    he("הלקוח מאשקלון - כמה הוא חייב?", BAL, [], [("names", "c08", "c17")]),
    en("our customer in Rehovot, what's the phone?", LOOK, [], [("names", "c03", "c18")]),
    he("הלקוח מיבנה - מה הטלפון?", LOOK, [], [("names", "c04", "c19")]),
    en("the nursery - how much do they owe?", BAL, [], [("names", "c05", "c12")]),
    # follow-ups
    he("הלקוח מנתיבות - מה הטלפון שלו?", LOOK, [], [("phone", "c14")]),
    he("ומה עם המלגזה שלו?", REP, [], [("rep", "r16")], True),
    en("the textile factory in Dimona, how much do they owe?", BAL, [], [("bal", "c16")]),
    en("and their phone?", LOOK, [], [("phone", "c16")], True),
    he("טחנת הקמח באשדוד - כמה הם חייבים?", BAL, [], [("bal", "c02")]),
    he("ומה הטלפון שם?", LOOK, [], [("phone", "c02")], True),
    # controls by name
    he("כמה חייב רמי אבוטבול?", BAL, nm("רמי אבוטבול"), [("bal", "c08")]),
    en("Michael Grant's jack - is it ready?", REP, nm("Michael Grant"), [("rep", "r19")]),
    he("מה הטלפון של אנה קוזלוב?", LOOK, nm("אנה קוזלוב"), [("phone", "c11")]),
    en("how much does Coastline Beverages owe?", BAL, nm("Coastline Beverages"), [("bal", "c09")]),
]

TAVOR_BATCHES = {"s46w": TAVOR}
HARAMA_BATCHES = {"s46wh": HARAMA}

"""A DEVELOPMENT set written by helper ``lookups38`` (session 38) about ``shops/maalit.json``: מעליות השרון,
an elevator maintenance company in Kfar Saba (building committees, a medical centre, a mall, a hotel, a
synagogue, a property company, private home lifts). Its items may be looked at and the engine tuned on them;
it is NOT held out.

Written before any of its questions was sent to the engine, for the kind session 37's held-out writer found
weakest: customer look-ups. Several office voices: a dispatcher in a hurry, a technician texting from a
site, a bookkeeper, an office manager's long messages, a temp on the first day. About 60% look-ups: a
phone, address, e-mail, company number or "details"; "who is ...", "do we have a customer called ...";
the card found by a phone, an e-mail or a company number; a customer named by place ("the synagogue in
Kfar Saba"), by trade ("the architect"), by a first name only where it is unique, by a nickname (Yossi
for יוסף, Benny for בנימין), by its company; a first name before a surname; a Hebrew-named customer
written in English; a look-up inside a longer message; look-ups in a conversation ("and her email?").
The rest: balances, invoices and jobs in the same voices. ``s38lf``: questions asked right after the
``added_later`` step.

First run (main 4405f26, before any change for this set), both orders alike: intent 0.84, entities 0.92,
answers 0.75 (he 0.79, en 0.71); look-ups intent 0.77, answers 0.70 (n=70). Missed as classes: a customer
named by a trade or kind their card's notes hold ("the architect", "הקבלן מטייבה", "the property
management company"); a nickname for the card's full first name (Yossi Mizrahi, בני שפירא); a first name
with a town ("רחל מרעננה"); a Hebrew card named in English ("Sharon Medical Center", "Sharon Mall");
contact words read as other intents ("mobile" as an item, "הטכנאי בדרך" as a job, "what email do they
use"); a follow-up after any of these; a card's notes are never answered.

After lookups38's changes (records first): intent 0.90, entities 0.96, answers 0.84 (he 0.85, en 0.82);
look-ups intent 0.86, answers 0.80. Fixed as classes: nicknames (``nicknames``), "רחל מרעננה" (a town
behind מ, ``places``), a field tied to the name amid a job's words (``field_of_the_named``), "on Shimon
Azulai" no street, "Sharon Mall" said whole (``translated_names``). Left: a customer named by a trade
only their notes hold (the notes are not indexed), "בית החולים" for מרכז רפואי, the notes never
answered, "mobile" read as the device, follow-ups after those.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, iv, nm

# a customer's card asked by their name as written: first name before surname, Hebrew names in English
BY_NAME_EN = [
    en("Rachel Ofir's phone number?", LOOK, nm("Rachel Ofir"), [("phone", "c07")]),
    en("need Orit Ben David's mobile asap", LOOK, nm("Orit Ben David"), [("phone", "c03")]),
    en("What's the address for Mohammad Khatib?", LOOK, nm("Mohammad Khatib"), [("addr", "c12", "טייבה")]),
    en("email for Tamar Rosenberg pls", LOOK, nm("Tamar Rosenberg"), [("email", "c11")]),
    en("Where does Shimon Azulai live?", LOOK, nm("Shimon Azulai"), [("addr", "c15", "הרב קוק")]),
    en("Can you pull up Liat Barak's details?", LOOK, nm("Liat Barak"), [("phone", "c13")]),
    en("who is Daniel Stern?", LOOK, nm("Daniel Stern"), [("name", "c09")]),
    en("Do we have a customer called Rachel Ofir?", LOOK, nm("Rachel Ofir"), [("name", "c07")]),
    en(
        "What's the company number for Gold Properties?",
        LOOK,
        nm("Gold Properties"),
        [("tax", "c10")],
    ),
    en("Sharon Medical Center - what email do we have for them?", LOOK, [], [("email", "c02")]),
]

BY_NAME_HE = [
    he("מה הטלפון של רחל אופיר", LOOK, nm("רחל אופיר"), [("phone", "c07")]),
    he("תן לי את הנייד של אורית בן דוד", LOOK, nm("אורית בן דוד"), [("phone", "c03")]),
    he("איפה גר שמעון אזולאי?", LOOK, nm("שמעון אזולאי"), [("addr", "c15", "הוד השרון")]),
    he("מי זה דניאל שטרן?", LOOK, nm("דניאל שטרן"), [("name", "c09")]),
    he("יש לנו לקוח בשם מוחמד ח'טיב?", LOOK, nm("מוחמד ח'טיב"), [("name", "c12")]),
    he("ח.פ. של מלון תכלת", LOOK, nm("מלון תכלת"), [("tax", "c08")]),
    he("את הפרטים של ליאת ברק בבקשה", LOOK, nm("ליאת ברק"), [("phone", "c13")]),
    he("מה המייל של Gold Properties?", LOOK, nm("Gold Properties"), [("email", "c10")]),
    he("כתובת של תמר רוזנברג?", LOOK, nm("תמר רוזנברג"), [("addr", "c11", "ירושלים")]),
    he('מספר עוסק של המתנ"ס ברעננה', LOOK, [], [("tax", "c18")]),
]

# the card found by what it holds
BY_CONTACT = [
    en("who has the number 054-8836601?", LOOK, [("phone", "054-8836601")], [("name", "c13")]),
    en(
        "find the customer with phone 052 339 0771",
        LOOK,
        [("phone", "052 339 0771")],
        [("name", "c15")],
    ),
    en(
        "Whose email is m.khatib@gmail.com?",
        LOOK,
        [("email", "m.khatib@gmail.com")],
        [("name", "c12")],
    ),
    en("which customer has company number 514887320?", LOOK, [], [("name", "c08")]),
    he("של מי הטלפון 09-7415530?", LOOK, [("phone", "09-7415530")], [("name", "c05")]),
    he(
        "מי הלקוח עם המייל rachel.ofir@gmail.com",
        LOOK,
        [("email", "rachel.ofir@gmail.com")],
        [("name", "c07")],
    ),
    he("תמצא לי את הלקוח שהטלפון שלו 0503318842", LOOK, [("phone", "0503318842")], [("name", "c04")]),
    he("ח.פ. 515332904 - של מי זה?", LOOK, [], [("name", "c10")]),
]

# a customer named by place, by trade, by a first name or a nickname, by their company
DESCRIBED_EN = [
    en("What's the number of the synagogue in Kfar Saba?", LOOK, [], [("phone", "c05")]),
    en("address of the hotel in Netanya?", LOOK, [], [("addr", "c08", "גד מכנס")]),
    en("I need the mall's email", LOOK, [], [("email", "c06")]),
    en("phone for the architect?", LOOK, [], [("phone", "c09")]),
    en("the contractor from Tayibe - what's his number?", LOOK, [], [("phone", "c12")]),
    en("What's Orit's email?", LOOK, [], [("email", "c03")]),
    en("Yossi Mizrahi's phone please", LOOK, [], [("phone", "c04")]),
    en("Do we have an address for Benny Shapira?", LOOK, [], [("addr", "c17", "טשרניחובסקי")]),
    en("the building committee on Weizmann street, who's the contact there?", LOOK, [], [("phone", "c01")]),
    en("Park Towers committee phone?", LOOK, [], [("phone", "c14")]),
    en("what's the phone of the property management company?", LOOK, [], [("phone", "c10")]),
    en("Daniel's number?", LOOK, [], [("names", "c09", "c16")]),
]

DESCRIBED_HE = [
    he("מה הטלפון של בית הכנסת?", LOOK, [], [("phone", "c05")]),
    he("תן לי את הכתובת של הקניון", LOOK, [], [("addr", "c06", "בנימין")]),
    he("המייל של בית החולים?", LOOK, [], [("email", "c02")]),
    he("מה המספר של האדריכל?", LOOK, [], [("phone", "c09")]),
    he("הקבלן מטייבה, יש לנו מייל שלו?", LOOK, [], [("email", "c12")]),
    he("מה הטלפון של ליאת?", LOOK, [], [("phone", "c13")]),
    he("תן לי את הנייד של יוסי מזרחי", LOOK, [], [("phone", "c04")]),
    he("איפה גר בני שפירא?", LOOK, [], [("addr", "c17", "טשרניחובסקי")]),
    he("הטלפון של הוועד בויצמן 14", LOOK, [], [("phone", "c01")]),
    he("מה הכתובת של מגדלי הפארק?", LOOK, [], [("addr", "c14", "בן גוריון")]),
    he("מה המייל של המלון?", LOOK, [], [("email", "c08")]),
    he("רחל מרעננה, מה הטלפון שלה?", LOOK, [], [("phone", "c07")]),
]

# a look-up inside a longer message
LONGER = [
    en(
        "Hi, the tech is heading to Raanana this afternoon and wants to call ahead, can you send me Orit "
        "Ben David's number? thanks",
        LOOK,
        nm("Orit Ben David"),
        [("phone", "c03")],
    ),
    en(
        "Morning! Quick one before the meeting - I promised to send the service contract to Gold "
        "Properties, what email do they use?",
        LOOK,
        nm("Gold Properties"),
        [("email", "c10")],
    ),
    en(
        "The inspector asked for the company number of Sharon Mall for his report, do we have it on file?",
        LOOK,
        nm("Sharon Mall"),
        [("tax", "c06")],
    ),
    he(
        "בוקר טוב, הטכנאי בדרך לנתניה ואין לו את הכתובת של דניאל לוי, תוכל לשלוח לי?",
        LOOK,
        nm("דניאל לוי"),
        [("addr", "c16", "ההגנה")],
    ),
    he(
        "היי, צריך להתקשר לשמעון אזולאי לתאם בדיקה, איזה מספר יש לנו שלו? הוא לא עונה בנייד הישן",
        LOOK,
        nm("שמעון אזולאי"),
        [("phone", "c15")],
    ),
    he(
        "אני מכינה מכתב לוועד של מגדלי הפארק לגבי חידוש החוזה, לאיזה מייל לשלוח?",
        LOOK,
        [],
        [("email", "c14")],
    ),
]

NOTES = [
    en("any notes on Shimon Azulai?", LOOK, nm("Shimon Azulai"), [("say", "מירב", "c15")]),
    he("מה כתוב בהערות על בית הכנסת אוהל יצחק?", LOOK, nm("בית כנסת אוהל יצחק"), [("say", "אלמליח", "c05")]),
]

MONEY_JOBS = [
    en("how much does the medical center owe?", BAL, [], [("bal", "c02")]),
    en("Gold Properties balance", BAL, nm("Gold Properties"), [("bal", "c10")]),
    en("Is Orit Ben David all paid up?", BAL, nm("Orit Ben David"), [("bal", "c03")]),
    en("what's the status of SC-123?", INV, iv("SC-123"), [("ist", "i14")]),
    en("how much is still open on SC-121?", INV, iv("SC-121"), [("ileft", "i07")]),
    en("ME-4125 paid?", INV, iv("ME-4125"), [("ist", "i08")]),
    en("which invoices are open for the Park Towers committee?", INV, [], [("ilist", "c14")]),
    en("Where are we with the synagogue's lift?", REP, [], [("rep", "r04")]),
    en("is the Stannah at Orit's ready?", REP, [], [("rep", "r03")]),
    en("status of Gold Properties' parking elevator?", REP, nm("Gold Properties"), [("rep", "r07")]),
    en("Mohammad Khatib's site lift - done yet?", REP, nm("Mohammad Khatib"), [("rep", "r10")]),
    en("how much has the mall paid on SC-121 so far?", INV, iv("SC-121"), [("ipaid", "i07")]),
    he("כמה חייב לנו בית הכנסת?", BAL, [], [("bal", "c05")]),
    he("יתרה של ועד הבית ויצמן 14", BAL, nm("ועד הבית ויצמן 14"), [("bal", "c01")]),
    he("בני שפירא שילם?", BAL, [], [("bal", "c17")]),
    he("מה מצב חשבונית ME-4130?", INV, iv("ME-4130"), [("ist", "i13")]),
    he("כמה נשאר לשלם על SC-120?", INV, iv("SC-120"), [("ileft", "i03")]),
    he("איזה חשבוניות פתוחות יש לגולד?", INV, [], [("ilist", "c10")]),
    he("מה עם המדרגות הנעות בקניון?", REP, [], [("rep", "r05")]),
    he("המעלית של מגדלי הפארק, הגיע החלק?", REP, [], [("rep", "r08")]),
    he("מה הסטטוס של המעלית ביוסף מזרחי?", REP, nm("יוסף מזרחי"), [("rep", "r12")]),
    he("מעלית השבת של המרכז הרפואי תוקנה?", REP, [], [("rep", "r02")]),
]

FOLLOWS = [
    en("Tamar Rosenberg's phone?", LOOK, nm("Tamar Rosenberg"), [("phone", "c11")]),
    en("and her email?", LOOK, [], [("email", "c11")], follow=True),
    en("how much does Yossi Mizrahi owe?", BAL, [], [("bal", "c04")]),
    en("and where does he live?", LOOK, [], [("addr", "c04", "סוקולוב")], follow=True),
    en("What's going on with the hotel's kitchen lift?", REP, [], [("rep", "r06")]),
    en("ok and their company number?", LOOK, [], [("tax", "c08")], follow=True),
    he("מה הכתובת של ליאת ברק?", LOOK, nm("ליאת ברק"), [("addr", "c13", "רמת השרון")]),
    he("והטלפון?", LOOK, [], [("phone", "c13")], follow=True),
    he("כמה חייב הקבלן מטייבה?", BAL, [], [("bal", "c12")]),
    he("ומה הטלפון שלו?", LOOK, [], [("phone", "c12")], follow=True),
    he('מה קורה עם המעלית במתנ"ס רעננה?', REP, [], [("rep", "r11")]),
    he("ומה המייל שלהם?", LOOK, [], [("email", "c18")], follow=True),
]

# (notes38, written before they were run) a customer named only by what their card's notes say: a trade,
# a role, a person the notes name, a thing of theirs the notes mention. First run 5 / 14 intent, 1 / 10
# answers. A matcher of the notes' opening words was built (branch notes38) and not kept: 4 rows of maalit
# gained, one harama row lost for a reason not found, the held-out sets unchanged (a wider rule, two-word
# openings, gained 12 here but cost held-out Hebrew answers); the notes are not in the name index.
BY_NOTES = [
    en("what's the gabbai's phone number?", LOOK, [], [("phone", "c05")]),
    en("Avi Gross's committee, what's their number?", LOOK, [], [("phone", "c01")]),
    en("email for the building contractor?", LOOK, [], [("email", "c12")]),
    en("How much does the architect owe us?", BAL, [], [("bal", "c09")]),
    en("the building manager on Sokolov, what's his email?", LOOK, [], [("email", "c04")]),
    en("Merav's dad - how much does he owe?", BAL, [], [("bal", "c15")]),
    en("address of the lady with the penthouse lift?", LOOK, [], [("addr", "c13", "ז'בוטינסקי")]),
    he("מה הטלפון של הגבאי?", LOOK, [], [("phone", "c05")]),
    he("מה המייל של הוועד של אבי גרוס?", LOOK, [], [("email", "c01")]),
    he("כמה חייב האדריכל?", BAL, [], [("bal", "c09")]),
    he("מה הכתובת של קבלן הבנייה?", LOOK, [], [("addr", "c12", "טייבה")]),
    he("מנהל הבניין בסוקולוב, מה המייל שלו?", LOOK, [], [("email", "c04")]),
    he("הלקוחה עם הפנטהאוז, מה הטלפון שלה?", LOOK, [], [("phone", "c13")]),
    he("כמה חייב אבא של מירב?", BAL, [], [("bal", "c15")]),
]

BATCHES: dict[str, list[Row]] = {
    "s38l": BY_NAME_EN
    + BY_NAME_HE
    + BY_CONTACT
    + DESCRIBED_EN
    + DESCRIBED_HE
    + LONGER
    + NOTES
    + MONEY_JOBS
    + FOLLOWS
    + BY_NOTES
}

FRESH: dict[str, list[list[Row]]] = {
    "s38lf": [
        [  # a new customer with a home lift, her first invoice and her lift's repair, just made
            en("Noa Harel's phone number?", LOOK, nm("Noa Harel"), [("phone", "c19")]),
            he("מה הכתובת של נועה הראל?", LOOK, nm("נועה הראל"), [("addr", "c19", "המעיין")]),
            en("is ME-4150 paid?", INV, iv("ME-4150"), [("ist", "i19")]),
            he("מה מצב המעלית של נועה?", REP, [], [("rep", "r13")]),
        ],
    ]
}

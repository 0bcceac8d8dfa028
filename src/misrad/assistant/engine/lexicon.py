"""The words and phrases each intent is asked in, Hebrew and English, with their weights.

A word adds its weight to every intent it speaks for (``nlu`` reads each word with and without its
prefix letters, and a close typo a little lower); a phrase adds its weight once when it is in the
folded text. Weights: 3 names the intent on its own ("יתרה", "invoice"), 1.5-2.5 leans to it, under 1
only tips a tie ("כמה", "much").
"""

from __future__ import annotations

import re

from misrad.assistant.engine.text import FINAL_LETTERS, fold

# fmt: off
LEXICON_SOURCE: dict[str, dict[str, float]] = {
    "customer_balance": {
        "יתרה": 3, "יתרת": 3, "יתרות": 3, "חוב": 3, "חובות": 3, "חייב": 3, "חייבת": 3, "חייבים": 3,
        "מגיע": 1.5, "לשלם": 1, "נשאר": 1.5, "מצב": 0.7, "חשבון": 2.5, "כמה": 0.8,
        "תשלומים": 2, "התשלומים": 2,
        "כסף": 1.5, "כספי": 2.5, "כספים": 1.5, "יתרא": 2, "אובליגו": 3,
        "balance": 3, "owe": 3, "owes": 3, "owed": 3, "owing": 3, "debt": 3, "debts": 3, "outstanding": 2.5,
        "much": 0.6, "account": 1, "due": 1, "money": 1.5, "unpaid": 2, "total": 0.8, "סכום": 1.5,
        "payments": 1.5, "financial": 2, "behind": 1, "לגבות": 2.5, "גבייה": 2.5,
        "amount": 1.5,  # as סכום
        # Owing said as the account's state or its settling up ("במינוס", "בחובה", "התחשבנה"); not
        # "הסדיר": "הסירה" (the boat) is one letter from it.
        "מינוס": 2.5, "בחובה": 2.5, "התחשבן": 2.5, "התחשבנה": 2.5, "התחשבנו": 2.5,
        # An owner's words for what a customer still owes: their tab, or whether they settled it.
        "tab": 2.5, "settle": 2.5, "settles": 2.5, "settling": 2.5, "debtor": 3, "debtors": 3,
        # A bookkeeper's words for what a customer owes: the receivable (AR), the ledger card (כרטסת),
        # what is to be collected or written off; none is a word of anything else a shop is asked.
        "receivable": 3, "receivables": 3, "ar": 2.5, "ledger": 2.5, "arrears": 3, "collectible": 2.5,
        "כרטסת": 3,
    },
    "repair_status": {
        "תיקון": 3, "תיקונים": 3, "התיקון": 3, "מתוקן": 3, "תוקן": 3, "תוקנה": 3, "לתקן": 2.5, "מעבדה": 2.5,
        "טכנאי": 2, "מוכן": 2, "מוכנה": 2, "מוכנים": 2, "תקלה": 2, "תקול": 2, "מכשיר": 1.5, "לאסוף": 1.5,
        "איסוף": 1.5, "מחשב": 2, "נייד": 0.8, "מסך": 1, "תיקונ": 3, "מדפסת": 2, "אייפון": 2, "אייפד": 2,
        "טאבלט": 2, "שעון": 2, "גלקסי": 2, "פלאפון": 1.5, "לפטופ": 2, "נמסר": 2.5, "נמסרה": 2.5, "חלק": 1.5,
        "חלקים": 2, "בתיקון": 3,
        "repair": 3, "repairs": 3, "fix": 2.5, "fixed": 3, "fixing": 3, "ready": 2, "device": 1.5,
        "laptop": 1.5, "technician": 2, "pickup": 1.5, "pick": 1, "collect": 1, "printer": 2, "parts": 2,
        # A job done for a customer is their record in a trade that makes things (a print job, a sign).
        "job": 1.5, "jobs": 2, "repaired": 3, "עבודות": 2,
        # So are the orders a shop makes up for a customer (glasses, signs, parts ordered for them); the
        # singular "order" is also an errand's verb.
        "orders": 2,
        # The day a job was promised for is the repair's own ("what's promised for tomorrow").
        "promised": 1.5, "מובטח": 1.5, "מובטחים": 1.5, "הבטחנו": 1.5,
        # What the technician found is a job's state ("has it been diagnosed", "אובחן"); the noun is as
        # often the service a price is asked of ("cost of a diagnostic", "כמה עולה אבחון"): no weight.
        "diagnosed": 3, "diagnosing": 3, "אובחן": 3, "אובחנה": 3,
    },
    "invoice_status": {
        "חשבונית": 3, "חשבוניות": 3, "קבלה": 2, "קבלות": 2, "תשלום": 1.5, "הונפקה": 2, "פירעון": 2, "חשב": 2,
        "פתוח": 1.5, "פתוחה": 1.5, "פתוחות": 2, "פיגור": 1.5, "איחור": 1.5,
        "invoice": 3, "invoices": 3, "bill": 2.5, "bills": 2.5, "paid": 2, "payment": 1.5, "receipt": 2,
        "unpaid": 1.5,
        # A payment late is the invoice's state, as איחור and פיגור are ("and is it overdue?").
        "overdue": 1.5,
        # A bookkeeper's words of an invoice settled or not: remitted against it, voided, cleared, paid
        # off (נפרעה), partly paid on account (על חשבון), set off (קוזז).
        "remitted": 2, "remittance": 2, "voided": 2, "void": 1.5, "delinquent": 2, "posted": 1.5,
        "נפרעה": 2.5, "נפרע": 2, "נפרעו": 2.5, "קוזז": 2, "קוזזה": 2, "קיזזו": 2, "טיוטה": 2,
    },
    "customer_lookup": {
        "פרטים": 2, "פרטי": 2, "טלפון": 1.5, "נייד": 0.5, "כתובת": 1.5, "מייל": 1.5, "אימייל": 1.5, "לקוח": 1,
        "לקוחה": 1, "לקוחות": 1, "מי": 0.8, "מיהו": 2, "מיהי": 2, "חפש": 2, "תחפש": 2, "תמצא": 2, "מצא": 2,
        "איתור": 2, "שייך": 1.5, "כרטיס": 1.5, "אנשי": 1, "מספר": 0.5, "טלפונים": 1.5,
        "find": 2, "search": 2, "lookup": 2, "look": 1, "who": 1, "whose": 1.5, "details": 2, "contact": 2,
        "customer": 1, "client": 1, "address": 1.5, "email": 1.5, "phone": 1.2, "number": 0.5, "belongs": 1.5,
        # Where someone lives or is is their card's address ("where does <name> live").
        "live": 1.5, "lives": 1.5, "located": 1.5, "based": 1,
        # How to reach someone is how to contact them ("how do i reach the lawyers' office").
        "reach": 1.5,
        # The same in Hebrew, known words so that "גרה" of "איפה גרה קוגן" is no first name.
        "גרה": 0.5, "גרים": 0.5, "גרות": 0.5,
    },
    "knowledge": {
        "שעות": 3, "פתיחה": 3, "פתוחים": 3, "סגורים": 2.5, "מדיניות": 3, "החזרה": 2.5, "החזרות": 3,
        "החזר": 2.5,
        "אחריות": 3, "משלוח": 3, "משלוחים": 3, "זיכוי": 2.5, "נוהל": 3, "נהלים": 3, "איך": 1.5, "מחירון": 2.5,
        "מחיר": 1.5, "עולה": 1.2, "ביטול": 2, "לבטל": 2, "מבצע": 2, "הנחה": 2, "שבת": 1.5, "חג": 1.5,
        "מותר": 1, "אפשר": 0.5, "להחזיר": 2.5, "שירות": 1, "אחראיות": 2.5,
        "policy": 3, "refund": 3, "refunds": 3, "return": 2.5, "returns": 2.5, "warranty": 3, "hours": 3,
        "open": 1.5, "opening": 2.5, "closed": 2, "shipping": 3, "delivery": 2, "procedure": 3, "how": 1,
        "price": 2, "cost": 1.5, "discount": 2, "cancel": 2, "cancellation": 2.5, "ship": 3, "ships": 3,
        "time": 1, "שעה": 1, "charge": 1.5, "costs": 1.5, "rush": 1.5, "express": 1.5,
        "fee": 2, "fees": 2,  # what the business charges, as "price" is
        # What a service contract or plan includes is its terms, a policy ("מה כולל חוזה השירות").
        "חוזה": 1.5, "contract": 1.5, "כולל": 1, "includes": 1, "include": 1,
    },
    "greeting": {
        "שלום": 2, "היי": 2, "הי": 2, "אהלן": 2, "הלו": 2, "בוקר": 1.5, "ערב": 1.2, "צהריים": 1.2,
        "נשמע": 1.5,
        "תודה": 2, "תודות": 2, "שבוע": 0.3, "מה": 0.1,
        "hi": 2, "hello": 2, "hey": 2, "morning": 1.5, "thanks": 2, "thank": 2, "evening": 1.2,
        "afternoon": 1.2, "shukran": 2,  # thanks in Arabic, as Arabic-speaking staff say it in English too
    },
    "help": {
        "עזרה": 3, "עזור": 3, "לעזור": 3, "יודע": 1.5, "יכול": 1.2, "מסוגל": 1.5, "אפשרויות": 2, "פקודות": 3,
        "help": 3, "commands": 3, "can": 0.5, "capabilities": 3, "able": 1,
    },
}
# fmt: on

# Patterns run on folded text, so their final letters are folded too ("תיקון" -> "תיקונ").
PHRASES: list[tuple[re.Pattern[str], str, float]] = [
    (re.compile(p.translate(FINAL_LETTERS)), intent, weight)
    for p, intent, weight in (
        (
            r"מה אתה (?:יודע|יכול|עושה)|במה (?:אתה )?(?:יכול|תוכל) לעזור|מה אפשר לשאול|איך (?:אתה )?עובד",
            "help",
            4,
        ),
        (
            r"what can you do|what do you do|how do(?:es)? (?:this|you) work|what can i ask"
            r"|(?:questions|things) (?:can|do) you (?:answer|handle)"
            r"|(?:questions|things|stuff) (?:can|could|may) i (?:ask|put to you|bring you)|what are you for"
            r"|what is this for"
            # What it can look up or find ("what kinds of things can you look up for me").
            r"|(?:things|stuff|kinds?|sorts?|types?) (?:can|could) you (?:look up|find|search|check|tell)",
            "help",
            4,
        ),
        (
            r"איך (?:משתמשים|להשתמש|עובדים איתך|זה עובד)|^(?:מה|מי) אתה\W*$|מה אפשר לעשות|how do i use",
            "help",
            4,
        ),
        (
            r"תודה (?:רבה )?על ה?עזרה"
            r"|thanks? (?:you )?(?:(?:so|very) much |a lot )?for (?:all )?(?:the |your )?help",
            "greeting",
            4,
        ),
        (
            r"מצב (?:ה)?חשבון|מה נשאר|כמה נשאר|נשאר (?:לו |לה |להם )?(?:משהו|לשלם|חוב)"
            r"|(?:שילם|שילמה|שילמו|סגר|סגרה|סגרו) (?:את )?(?:הכל|הכול|הכל\?)|anything left|paid (?:it )?all"
            # Finished paying is a question about what is still owed.
            r"|(?:סיימ|סיימה|סיימו|גמר|גמרה|גמרו) (?:כבר )?לשלמ|finished paying|done paying",
            "customer_balance",
            2.5,
        ),
        (
            # What happens if ... asks what the business does then: a policy.
            r"כמה (?:זמן|ימים) (?:זה )?(?:לוקח|יש|נותנים)|how long|מה קורה אמ|what happens if"
            # A price in any form of its verb ("כמה עולות", "כמה זה יעלה לי"), and how soon something is
            # done ("תוך כמה זמן"), which asks no record of what is owed (מגיע) or ready.
            r"|כמה (?:זה )?(?:עולה|עולות|עולים|יעלה|יעלו|תעלה)|(?:ב?תוך|אחרי) כמה (?:זמן|ימים|שעות)"
            # What to do about a fault is a procedure ("מטפטף, מה עושים?"); with a customer's thing named
            # the question is still about that record (``record_reasons.linked_firmly``).
            r"|מה (?:לעשות|עושימ|אפשר לעשות)|what (?:should|do|can) (?:i|we) do|what to do"
            # Not what someone is behind by or owes ("how much is the <name> restaurant behind?").
            r"|how much (?:is|does it cost) (?!(?:\S+ ){1,4}(?:owe|owes|owing|behind)\b)",
            "knowledge",
            3,
        ),
        (
            # "מה קורה עם/איתו/אם" asks about something ("what's going on with it", "what happens if").
            r"בוקר טוב|ערב טוב|יום טוב|מה נשמע|מה קורה(?! עמ| אמ| אית)|מה המצב(?! של)|שבוע טוב"
            r"|good (?:morning|evening|afternoon)",
            "greeting",
            2,
        ),
        (r"כמה (?:הוא |היא |הם )?(?:חייב|חייבת|חייבים|נשאר)|how much (?:does|do|is)", "customer_balance", 2),
        # An owner's idioms of owing and paying off: paid (it) up, settled up, squared up, settled with us
        # ("סגר איתנו"), behind on payments, into us for an amount, money still out there or coming in
        # from someone; what they owe, not a price ("how much is <name> into us for").
        (
            r"\b(?:paid|pay|pays|paying) (?:it |them |that |this )?(?:all )?(?:up|off)\b"
            r"|\b(?:settled?|squared?) up\b|\bbehind (?:on|with|in)\b|\binto us\b"
            r"|\b(?:coming|coming in|due in|owed) (?:to us )?from\b|\bout there (?:with|from|for|on)\b"
            r"|(?:סגר|סגרה|סגרו|התחשבנ|התחשבנה|התחשבנו) (?:כבר |סופית |בסופ )?(?:איתנו|אתנו|את החשבונ)",
            "customer_balance",
            3.5,
        ),
        # What is still to be paid ("still due on it", "left to pay on INV-5", "remaining on"): a balance, or
        # an invoice's when one is named or was just answered about.
        (
            r"(?:still|left|remaining) (?:to be )?(?:due|owed|owing|outstanding|unpaid|to pay)"
            r"|(?:due|left|remaining|outstanding) on (?:it|that|this|the|invoice|bill)",
            "customer_balance",
            2.5,
        ),
        # What a thing costs or is charged, in English's word order ("how much does a roll-up cost",
        # "what do you charge for a colour copy"): a price the business sets, not what someone owes.
        (
            r"how much (?:is|are|does|do|would|will|did)\b[^?]*\bcosts?\b|\bcharge (?:for|to)\b"
            r"|what(?:'s| is| are|'re) (?:the |your )?(?:price|prices|cost|rate|rates)\b",
            "knowledge",
            3,
        ),
        # What someone still has to pay us is their balance ("מה היא צריכה לשלם לנו").
        (r"(?:צריכ|צריכה|צריכימ) (?:עוד )?לשלמ|(?:has|have|needs?) to pay", "customer_balance", 2),
        # The state of a customer's account is what they owe ("acct status", "statement for <name>"); not
        # its details, a card's.
        (
            r"account (?:status|summary|statement|balance)|(?:status|state|statement) of (?:\S+ ){0,3}account"
            # Looked into, a customer's account is its state too ("have a look at <name>'s account").
            r"|(?:check(?:ing)?|look(?:ing)? (?:at|into|over)|go(?:ing)? over) (?:the |his |her |their "
            r"|(?:\S+ ){0,2}\S+'s )?account(?! details| info| number)"
            r"|statement (?:for|of)\b"
            # An account square with nothing open is asked as its being clear ("is <name>'s account clear",
            # "in the clear", "החשבון שלו נקי").
            r"|account (?:of (?:\S+ ){1,4})?(?:is |now )?(?:clear|clean|square|settled)\b|in the clear\b"
            r"|חשבונ (?:\S+ ){0,2}(?:נקי|סגור|מאוזנ)",
            "customer_balance",
            2.5,
        ),
        (r"(?:לקוח|לקוחה|customer|client)s? (?:בשמ|named|called|by the name)", "customer_lookup", 2),
        # The identifiers a customer's card holds: a company number, a licensed dealer's number, written
        # with their marks (ח.פ., ע"מ: without them "עם" is "with"), the article or "ש" glued on ("הח.פ").
        (
            r"(?:^|\s)(?:ו|ש)?(?:ה|ל)?(?:ח|ע)[.\"']\s?(?:פ|מ)(?:[.\s?]|$)"
            r"|עוסק מורשה|tax (?:id|number)|company number",
            "customer_lookup",
            2,
        ),
        (
            r"מה (?:עם|לגבי|המצב של) ה?תיקון|מתי (?:יהיה )?מוכנ|is it ready|when will .* ready",
            "repair_status",
            2,
        ),
        # The jobs the business has going for someone ("what jobs do we have going for <name>").
        (
            r"\b(?:what|which|any) (?:jobs?|work|repairs?) (?:do |does )?(?:we|you) (?:have|got)"
            r"(?: (?:going|on|open|running|in))?\b",
            "repair_status",
            1.5,
        ),
        # A work order or a job ticket is a repair's record ("the work order for <phone>").
        (r"work ?orders?|job (?:ticket|card|order)s?|(?:is|are) (?:it |they )?done\b", "repair_status", 2.5),
        # Whether what was ordered for a customer came in ("are her lenses in yet", "did it arrive yet").
        (r"\b(?:in|arrived?|come in|came in) yet\b", "repair_status", 2),
        # What a customer brought or left with us is a job of theirs ("the thing she brought in", "dropped
        # it off"), and so is a thing of theirs that acts up again.
        (
            r"\b(?:brought|dropped|left)(?: (?:it|them|this|that|his|her|their|\w+))? (?:in|off|with us)\b"
            r"|\b(?:acting|playing) up\b",
            "repair_status",
            2.5,
        ),
        # Whether someone has anything with us is whether a job of theirs is here ("does he have something
        # here?", "יש לה משהו אצלנו?", "everything we have in for <name>"): a thing left at the shop, not
        # their card.
        (
            r"\b(?:has|have|got)\b(?: \S+){0,3} (?:anything|something) (?:here|with us|in the (?:shop|lab))\b"
            r"|\b(?:everything|anything|something|what) (?:do )?we (?:have|got) in (?:for|of|from)\b"
            r"|יש (?:\S+ ){0,3}(?:משהו|דבר) (?:אצלנו|פה|כאנ|במעבדה)",
            "repair_status",
            2.5,
        ),
        # Where someone lives or is ("where does <name> live", "where is <name> located").
        (
            r"where (?:does|do|is|are) \S+(?: \S+){0,3} (?:live|living|located|based)\b"
            # Their place, house or home is where they are ("where is <name>'s place"); not a thing of theirs.
            # So are their premises, where a business is ("איפה נמצא המחסן של <name>", "<name>'s office").
            r"|where(?:'s| is) \S+(?: \S+){0,3}'s? (?:place|house|home|office|warehouse|plant|premises)\b"
            r"|איפה (?:גר|גרה|גרימ|גרות|יושב|יושבת|יושבימ)(?:\s|$)"
            r"|איפה (?:נמצא|נמצאת|נמצאימ) (?:ה)?(?:מחסנ|משרד|משרדי|מפעל|סניפ|עסק|בית|מקומ)",
            "customer_lookup",
            2.5,
        ),
        (
            # What the technician found: a diagnosis, asked of a device in the lab ("what's wrong with
            # it", "מצאתם את הבעיה?"), and whether the part it waits for came.
            r"what'?s wrong|what is wrong|(?:find|found|figure[sd]? out|figuring out) (?:out )?(?:the |what)"
            r"(?:'?s)?(?: the)? ?(?:problem|issue|fault)|what(?:'s| is| was) the (?:problem|issue|fault)"
            r"|מה (?:ה)?בעי(?:ה|ה) (?:ב|עמ|של)|מצא(?:ת|תמ|ו|נו)? (?:כבר )?(?:את )?(?:ה)?בעי(?:ה|ות)"
            r"|(?:הגיע|הגיעו) (?:כבר )?(?:ה)?חלק|(?:ה)?חלק(?:ים)? (?:כבר )?(?:הגיע|הגיעו)"
            r"|parts? (?:has |have )?(?:arrived|come in|came in|come|came)"
            # A job held for a part is a repair's state, in either language ("still waiting on parts").
            r"|(?:waiting|waits|held up|on hold) (?:for|on) (?:the |a )?parts?\b"
            r"|(?:ממתינ|מחכה|מחכימ) ל(?:ה)?חלק",
            "repair_status",
            3,
        ),
        (
            r"שעות (?:ה)?פתיחה|מתי (?:אתם )?פתוחים|עד מתי|opening hours|when are you open"
            # Until what time the business or its people work ("what time do the technicians go out until").
            r"|(?:until|till) what time|what time (?:do|does|are|is)\b[^?]*\b(?:until|till)\b",
            "knowledge",
            3,
        ),
        # An account's open items, itemised or listed line by line, are its invoices, not its total.
        (r"\b(?:open|outstanding|unpaid) items\b|\bline items\b|\bitemi[sz]e[ds]?\b", "invoice_status", 3),
        # The terms on which the business is paid are its policy, not an invoice's state ("what are your
        # payment terms", "תנאי התשלום").
        (
            r"(?:payment|credit) terms|terms (?:of|for) (?:payment|credit)|terms and conditions"
            r"|תנאי (?:ה)?(?:תשלומ|אשראי)",
            "knowledge",
            3,
        ),
    )
]

# Function words: never an intent's, a name's or an item's word on their own.
_STOPWORD_TEXT = (
    "של מה מי את עם על אל לי לו לה זה זו זאת יש אין גם או אם כי רק עוד כל הוא היא הם הן אני אתה אנחנו "
    "שלו שלה שלהם שלי איתו איתה לגבי בבקשה תגיד תגידי תבדוק תבדקי בדוק תראה תראי אפשר רוצה צריך "
    "לדעת מתי איפה למה כמה הזה הזאת אותו אותה היה היתה יהיה כבר עכשיו ממנו אצל אצלנו אצלכם "
    "משהו מישהו מישהי כלום הכל הכול עד טוב טובה רבה אולי איזה איזו אנא לנו "
    # The frame of a guess put to be confirmed ("נדמה לי ש...", "אני מניח ש..."): the asker's belief, no
    # word of what is asked (``guesses``).
    "נדמה מניח מניחה נכון "
    # Prepositions of place and time: where or when a thing is, never what ("ליד המעבדה").
    "ליד בין כמו תוך כאן "
    # The business speaking of itself ("what do we have for <name>", "who owes us", "סגר איתנו"): whose the
    # records are, never what is asked about them.
    "שלנו איתנו אתנו we us our ours "
    "the a an of for to is are was what's whats what who with and or please me my his her their its "
    "does do did check tell show give about can you i it status on in at any by from into onto "
    "near between before after within here "
    # "where" as "איפה" is: where a customer or a thing is asked, no word of what
    "where when "
    # English auxiliaries, modals and the adverbs of time a question carries ("has it been paid yet",
    # "should I rinse it", "how often", "it got wet"): its tense and mood, no word of what it asks. Not
    # "have": "do you have a crane" asks for what is had.
    "be been being were got yet already still often should would could might must "
    # and what is left of a negated auxiliary once its "n't" is cut off ("won't start": "won")
    "won didn doesn isn wasn aren hasn haven couldn shouldn wouldn"
)
_PRONOUN_TEXT = "הוא היא הם הן שלו שלה שלהם שלהן אותו אותה לו לה it he she him her his hers they them their"
PRONOUNS = frozenset(fold(w) for w in _PRONOUN_TEXT.split(" "))
STOPWORDS = frozenset(fold(w) for w in _STOPWORD_TEXT.split(" ") if w)
# A customer's things said in no trade's word: what the business has of theirs ("all items for <name>",
# "what units of hers do we have", "her unit is acting up"). Not "thing": "he called about his water thing,
# do we have him?" asks who he is.
THEIR_THINGS = frozenset(fold(w) for w in ("items", "things", "stuff", "units", "unit", "פריטים", "דברים"))

"""HELD OUT. Questions about מחוגים (``shops/mechugim.json``), a watch, clock and jewellery repair shop on
Jaffa Road in Jerusalem, written by helper ``heldout40`` on 2026-12-05 without reading the engine, its word
lists or any other question set, and committed before any of them was sent to the engine.

Never look at these rows one by one, never fit a rule to them, never pass them to ``--items``: the
business is scored as aggregates only.

The three main voices (none of them an earlier set's main voice):
- the paste: a counter clerk pastes or retells a customer's own WhatsApp, SMS or e-mail, in quotes or after
  "she wrote", and asks what to answer - the question sits inside someone else's words;
- the self-correction: the writer changes a name, a number or the very question halfway through ("no wait",
  "sorry I mean", "לא רגע", a trailing "*fix"), and only the last version counts;
- the owner's orders: the old watchmaker who runs the shop barks bare imperatives ("pull up", "get me",
  "תשלוף לי", "תביא", "תבדוק"), no question mark, often no verb of asking at all.
A few rows mix two of them; greetings, help and out-of-domain rows are in the same voices.

Counts: 200 rows and 12 fresh ones (asked the moment the ``added_later`` step's records exist; 6 Hebrew,
6 English). The 200: 109 Hebrew, 91 English (45.5%); 16 follow-ups in seven conversations. By intent:
customer_balance 37, repair_status 43, invoice_status 39, customer_lookup 33, knowledge 26, greeting 6,
help 6, unknown 10. Seven rows expect nothing to be named (zero balances, an unknown invoice number, a
customer with nothing open, one with no job).

First run (2026-12-05, on 643572f, ``bench.score_businesses mechugim --order both --by-intent``), 212 rows
(the 200 and the 12 fresh), both orders alike:

| run | intent | entities | answers | answers he | answers en |
|---|---:|---:|---:|---:|---:|
| records first | 0.93 | 0.94 | 0.94 | 0.94 | 0.94 |
| a chat first | 0.93 | 0.94 | 0.94 | 0.94 | 0.94 |

| intent (records first; a chat first the same) | n | intent | answers |
|---|---:|---:|---:|
| customer_balance | 40 | 0.95 | 0.97 |
| customer_lookup | 36 | 0.92 | 0.97 |
| invoice_status | 43 | 0.95 | 0.93 |
| repair_status | 45 | 0.96 | 0.93 |
| knowledge | 26 | 0.92 | 0.88 |
| greeting | 6 | 0.83 | - |
| help | 6 | 0.83 | - |
| unknown | 10 | 0.80 | - |
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

BALANCES: list[Row] = [
    he("תשלוף לי את היתרה של אהרון גולדשטיין", BAL, nm("אהרון גולדשטיין"), [("bal", "c01")]),
    en("pull up what Rimon Jewels still owes us", BAL, nm("Rimon Jewels"), [("bal", "c02")]),
    he(
        'מרים אזולאי שלחה הודעה: "שלום, רציתי לדעת אם נשאר לי משהו לשלם אצלכם, תודה רבה" - מה לענות לה?',
        BAL,
        nm("מרים אזולאי"),
        [("bal", "c04")],
    ),
    en(
        "Rebecca Stern emailed: \"Hi, do I have anything outstanding with you? I'd like to settle before "
        'I fly back." what do I tell her',
        BAL,
        nm("Rebecca Stern"),
        [("bal", "c03")],
    ),
    he("כמה חייב יצחק ברנר... סליחה, ברנס. יצחק ברנס", BAL, nm("יצחק ברנס"), [("bal", "c05")]),
    en("get me the balance on the Nof Har hotel", BAL, nm("Nof Har"), [("bal", "c07")]),
    he("תבדוק כמה בית הכנסת אוהל יצחק חייב לנו", BAL, nm("אוהל יצחק"), [("bal", "c10")]),
    en("how much does Olga Kuznetsova owe, the pearls lady", BAL, nm("Olga Kuznetsova"), [("bal", "c11")]),
    he("נחום פישר, העתיקות. כמה הוא חייב", BAL, nm("נחום פישר"), [("bal", "c12")]),
    en(
        "Thomas Whitfield's balance pls. no wait, he paid some of it, so whats left",
        BAL,
        nm("Thomas Whitfield"),
        [("bal", "c15")],
    ),
    he("אורית שלו כמה חייבת? רגע לא, שלום. אורית שלום", BAL, nm("אורית שלום"), [("bal", "c14")]),
    he("כמה חייבת האנה וייס", BAL, nm("האנה וייס"), [("bal", "c18")]),
    he("תשלוף חוב של דוד כהן לוי", BAL, nm("דוד כהן לוי"), [("bal", "c06")]),
    he(
        'הגיע וואטסאפ מזמן אמת: "היי, הנהלת חשבונות שואלת מה היתרה הפתוחה שלנו אצלכם" מה אני כותב להם',
        BAL,
        nm("זמן אמת"),
        [("bal", "c19")],
    ),
    en(
        'text from Yael Dahan: "hey how much do i owe u for the pendant" - what\'s the number',
        BAL,
        nm("Yael Dahan"),
        [("bal", "c20")],
    ),
    he("תביא לי כמה חנה ליבוביץ צריכה לשלם", BAL, nm("חנה ליבוביץ"), [("bal", "c22")]),
    en("Sam Friedman, does he owe anything", BAL, nm("Sam Friedman"), [("bal", "c21")]),
    he("כמה עלי קעדאן חייב עוד", BAL, nm("עלי קעדאן"), [("bal", "c23")]),
    en(
        "balance for Daniel Ashkenazi. sorry, Ashkenazy? whatever the Breitling guy",
        BAL,
        nm("Daniel Ashkenazi"),
        [("bal", "c25")],
    ),
    he("מיכל ורטהים, היתרה שלה", BAL, nm("מיכל ורטהים"), [("bal", "c27")]),
    en("get me the balance for Eliyahu Mizrahi", BAL, nm("Eliyahu Mizrahi"), [("bal", "c16")]),
    he("תבדוק לי את רות מזרחי, כמה פתוח אצלה", BAL, nm("רות מזרחי"), [("bal", "c17")]),
    en(
        'Muhammad Jaber called, he says "I paid half already, how much is left on my account?" what do i say',
        BAL,
        nm("Muhammad Jaber"),
        [("bal", "c09")],
    ),
    he("נטע רוזנברג חייבת משהו? משהו קטן אני חושב", BAL, nm("נטע רוזנברג"), [("bal", "c24")]),
    en("avi tenenbaum - what's he owe", BAL, nm("avi tenenbaum"), [("bal", "c26")]),
    he("שרה בן שושן - יש חוב?", BAL, nm("שרה בן שושן"), [("bal", "c08")]),
    en("pull up the account of 054-9036612, how much outstanding", BAL, ph("054-9036612"), [("bal", "c24")]),
    he("כמה חייב מי שהטלפון שלו 058-7203316", BAL, ph("058-7203316"), [("bal", "c06")]),
    en(
        'message from the hotel maintenance guy: "Avi here from Nof Har, accounts want to know what we '
        'still owe for the clock" - answer?',
        BAL,
        nm("Nof Har"),
        [("bal", "c07")],
    ),
    he("תשלוף את החוב של רימון", BAL, nm("רימון"), [("bal", "c02")]),
    en("outstanding for Cohen-Levy", BAL, nm("Cohen-Levy"), [("bal", "c06")]),
]

LOOKUPS: list[Row] = [
    he("תשלוף לי את הטלפון של נחום פישר", LOOK, nm("נחום פישר"), [("phone", "c12")]),
    en("get me Rebecca Stern's email", LOOK, nm("Rebecca Stern"), [("email", "c03")]),
    he("מי זה 050-3348127", LOOK, ph("050-3348127"), [("name", "c04")]),
    en("who's 0537719024", LOOK, ph("0537719024"), [("name", "c11")]),
    he("הח.פ. של תכשיטי רימון, תביא", LOOK, nm("תכשיטי רימון"), [("tax", "c02")]),
    en("email for Zman Emet - no, I need their tax number", LOOK, nm("Zman Emet"), [("tax", "c19")]),
    he(
        "מה הטלפון של עלי קעדאן... לא, את הכתובת אני צריך",
        LOOK,
        nm("עלי קעדאן"),
        [("addr", "c23", "סלאח א-דין")],
    ),
    en("whose number is 02-6712290", LOOK, ph("02-6712290"), [("name", "c10")]),
    he(
        'קיבלתי SMS מ-054-1170235: "היי זו אני, הטבעת מוכנה?" - מי זאת בכלל',
        LOOK,
        ph("054-1170235"),
        [("name", "c14")],
    ),
    en("pull up Thomas Whitfield's phone", LOOK, nm("Thomas Whitfield"), [("phone", "c15")]),
    he("תן לי את המייל של יצחק ברנס. לא, את הטלפון. הטלפון", LOOK, nm("יצחק ברנס"), [("phone", "c05")]),
    en("email for hannah weiss", LOOK, nm("hannah weiss"), [("email", "c18")]),
    he("איפה גרה אורית שלו", LOOK, nm("אורית שלו"), [("addr", "c13", 'הפלמ"ח')]),
    en("address of the Ohel Yitzhak synagogue", LOOK, nm("Ohel Yitzhak"), [("addr", "c10", "אגריפס")]),
    he("מי זה 052-7718834? משהו עם שעון טייס", LOOK, ph("052-7718834"), [("name", "c25")]),
    en("who is on 058 221 3390", LOOK, ph("058 221 3390"), [("name", "c26")]),
    he("תשלוף את הכרטיס של שרה בן שושן, אני צריך את המייל", LOOK, nm("שרה בן שושן"), [("email", "c08")]),
    en("get me the hotel's email, Nof Har", LOOK, nm("Nof Har"), [("email", "c07")]),
    he("מספר טלפון של חנה ליבוביץ", LOOK, nm("חנה ליבוביץ"), [("phone", "c22")]),
    en(
        "who sent this: 052-3307716 'hi its me, is the engraving done??'",
        LOOK,
        ph("052-3307716"),
        [("name", "c20")],
    ),
    he("הטלפון של מזרחי מבית שמש, רות", LOOK, nm("רות מזרחי"), [("phone", "c17")]),
    he("טלפון של סם פרידמן", LOOK, nm("סם פרידמן"), [("phone", "c21")]),
    he("מי זה 053-4412268 - סליחה, 053-4412286", LOOK, ph("053-4412286"), [("name", "c23")]),
    he("מה המייל של David Cohen-Levy", LOOK, nm("David Cohen-Levy"), [("email", "c06")]),
    en("whose is 02-5381147", LOOK, ph("02-5381147"), [("name", "c12")]),
    he("תביא את הטלפון של אבי טננבאום", LOOK, nm("אבי טננבאום"), [("phone", "c26")]),
]

INVOICES: list[Row] = [
    he("תבדוק אם MH-5241 שולמה", INV, iv("MH-5241"), [("ist", "i19")]),
    en("status of invoice 2026-0388", INV, iv("2026-0388"), [("ist", "i03")]),
    he("חשבונית MH-5215, מה איתה", INV, iv("MH-5215"), [("ist", "i08")]),
    en("pull up MH-5244, how much is left on it", INV, iv("MH-5244"), [("ileft", "i10")]),
    he("כמה שולם על 2026-0419", INV, iv("2026-0419"), [("ipaid", "i26")]),
    en("is 5226 paid? sorry MH-5226", INV, iv("MH-5226"), [("ist", "i14")]),
    he("חשבונית 2026-0401 של בית הכנסת, שולמה או לא", INV, iv("2026-0401"), [("ist", "i15")]),
    en("get me the open invoices of Rimon Jewels", INV, nm("Rimon Jewels"), [("ilist", "c02")]),
    he("תשלוף את כל החשבוניות הפתוחות של זמן אמת", INV, nm("זמן אמת"), [("ilist", "c19")]),
    en("MH-5233 - what's still owed", INV, iv("MH-5233"), [("ileft", "i21")]),
    he("מה מצב החשבונית MH-5265", INV, iv("MH-5265"), [("ist", "i30")]),
    en("invoice MH-5269, has it gone out yet", INV, iv("MH-5269"), [("ist", "i38")]),
    he(
        'דוד כהן-לוי כתב במייל: "העברתי לכם 2,000 על החשבונית MH-5244, כמה נשאר?" - מה לענות',
        INV,
        iv("MH-5244"),
        [("ileft", "i10")],
    ),
    en(
        'Olga texted: "did you get my payment for MH-5253?" is it paid',
        INV,
        iv("MH-5253"),
        [("ist", "i16")],
    ),
    he("MH-5222 באיחור?", INV, iv("MH-5222"), [("ist", "i24")]),
    en("which invoices are open for Ali Kadan", INV, nm("Ali Kadan"), [("ilist", "c23")]),
    he("כמה נשאר לשלם על MH-5208. לא רגע, 5258. MH-5258", INV, iv("MH-5258"), [("ist", "i18")]),
    en("2026-0427, the hotel's - open?", INV, iv("2026-0427"), [("ist", "i12")]),
    he("תבדוק חשבונית MH-5263", INV, iv("MH-5263"), [("ist", "i40")]),
    en("how much did Rimon pay on 2026-0388", INV, iv("2026-0388"), [("ipaid", "i03")]),
    he("חשבוניות פתוחות של אהרון גולדשטיין", INV, nm("אהרון גולדשטיין"), [("ilist", "c01")]),
    he("תביא את 2026-0436", INV, iv("2026-0436"), [("ist", "i27")]),
    he(
        'זמן אמת שלחו: "שילמנו 1,000 על 2026-0419, מה היתרה על החשבונית?" תבדוק',
        INV,
        iv("2026-0419"),
        [("ileft", "i26")],
    ),
    he("MH-5267 כמה נשאר", INV, iv("MH-5267"), [("ileft", "i34")]),
    en("invoice MH 5236 status", INV, iv("MH-5236"), [("ist", "i31")]),
    he("מה עם MH-5299", INV, iv("MH-5299"), []),
    en(
        'Tom Whitfield\'s email says "I believe invoice MH-5233 is settled, can you confirm?" is it?',
        INV,
        iv("MH-5233"),
        [("ist", "i21")],
    ),
    he("תשלוף את החשבוניות שעוד לא שולמו של יעל דהן", INV, nm("יעל דהן"), [("ilist", "c20")]),
    en("any unpaid invoices for Sara Ben Shushan", INV, nm("Sara Ben Shushan"), [("ilist", "c08")]),
    he("2026-0395 שולמה?", INV, iv("2026-0395"), [("ist", "i11")]),
    he("MH-5228 עברה את המועד?", INV, iv("MH-5228"), [("ist", "i33")]),
]

REPAIRS: list[Row] = [
    he("תבדוק מה עם שעון הכיס Waltham של אהרון גולדשטיין", REP, nm("אהרון גולדשטיין"), [("rep", "r01")]),
    en("pull up the Omega Seamaster, Rebecca Stern's", REP, nm("Rebecca Stern"), [("rep", "r05")]),
    he(
        'מרים אזולאי שואלת בוואטסאפ: "השעון של אמא שלי כבר מוכן? אני יכולה לבוא מחר?" מה להגיד לה',
        REP,
        nm("מרים אזולאי"),
        [("rep", "r06")],
    ),
    en("status on the Rolex of David Cohen-Levy", REP, nm("David Cohen-Levy"), [("rep", "r08")]),
    he("השעון סבא במלון נוף הר, איפה זה עומד", REP, nm("נוף הר"), [("rep", "r09")]),
    en("the pearl necklace, Olga's - where are we", REP, nm("Olga"), [("rep", "r13")]),
    he("תשלוף את הקוקייה של נחום פישר", REP, nm("נחום פישר"), [("rep", "r14")]),
    en(
        'msg from Thomas Whitfield: "Hello, any news on my Longines? I\'m in Jerusalem till Sunday" - '
        "what do I tell him",
        REP,
        nm("Thomas Whitfield"),
        [("rep", "r17")],
    ),
    he("הטבעת של אורית שלום מוכנה?", REP, nm("אורית שלום"), [("rep", "r16")]),
    en("Tag Heuer from Zman Emet, status", REP, nm("Zman Emet"), [("rep", "r20")]),
    he("מה עם השעון של הנה וייס, של הסבתא", REP, nm("הנה וייס"), [("rep", "r19")]),
    en("Seiko 5 for Sam Friedman - done?", REP, nm("Sam Friedman"), [("rep", "r22")]),
    he(
        'יעל דהן כתבה: "היי, הבאתי מגן דוד לחריטה, מתי אפשר לאסוף?" מה המצב שלו',
        REP,
        nm("יעל דהן"),
        [("rep", "r21")],
    ),
    en("get me the G-Shock of Eliyahu Mizrahi", REP, nm("Eliyahu Mizrahi"), [("rep", "r18")]),
    he("השעון קיר של בית הכנסת אוהל יצחק, הגיע החלק?", REP, nm("אוהל יצחק"), [("rep", "r12")]),
    en("the alarm clock of Itzik Berns - has anyone looked at it", REP, nm("Itzik Berns"), [("rep", "r07")]),
    he("תביא סטטוס של העגילים של מוחמד ג'אבר", REP, nm("מוחמד ג'אבר"), [("rep", "r11")]),
    en("Breitling, Daniel Ashkenazi. how's it going", REP, nm("Daniel Ashkenazi"), [("rep", "r25")]),
    he("מה המצב של כל העבודות של תכשיטי רימון", REP, nm("תכשיטי רימון"), [("repc", "c02")]),
    en(
        "what's the status of the Swatch, Orit Shalev - sorry, Orit Shalom's. no, Shalev was right",
        REP,
        nm("Orit Shalev"),
        [("rep", "r15")],
    ),
    he("השעון של המסעדה של עלי קעדאן, מתי מוכן", REP, nm("עלי קעדאן"), [("rep", "r23")]),
    en("the two Fossils for Michal Wertheim - started yet?", REP, nm("Michal Wertheim"), [("rep", "r26")]),
    he("תשלוף את הצמיד כסף של שרה בן שושן", REP, nm("שרה בן שושן"), [("rep", "r10")]),
    en("pull up the engagement ring from Rimon", REP, nm("Rimon"), [("rep", "r04")]),
    he("השרשרת של נטע רוזנברג, נאספה?", REP, nm("נטע רוזנברג"), [("rep", "r27")]),
    en(
        'Aharon Goldstein left a voicemail, roughly: "is the Elgin back from the parts supplier?" - is it',
        REP,
        nm("Aharon Goldstein"),
        [("rep", "r02")],
    ),
    he("כל התיקונים של דניאל אשכנזי", REP, nm("דניאל אשכנזי"), [("repc", "c25")]),
    en("chain for Rimon, the gold one - can their courier take it", REP, nm("Rimon"), [("rep", "r03")]),
    he("מה עם התיקון של רות מזרחי", REP, nm("רות מזרחי"), [("repc", "c17")]),
    en("jobs of the person at 052-4409981", REP, ph("052-4409981"), [("repc", "c08")]),
    he("תבדוק מה עם התיקון של 054-6631107", REP, ph("054-6631107"), [("rep", "r11")]),
    en("status of 058-9916604's watch", REP, ph("058-9916604"), [("rep", "r17")]),
    he("השעון כיס השני של גולדשטיין, האלג'ין. תבדוק אם הגיע הקפיץ", REP, nm("גולדשטיין"), [("rep", "r02")]),
    he("תבדוק מה עם ה-Seamaster. של רבקה שטרן", REP, nm("רבקה שטרן"), [("rep", "r05")]),
]

KNOWLEDGE: list[Row] = [
    he("כמה עולה החלפת סוללה רגילה", KNOW, (), [("kn", "k03", "45")]),
    en("how long is the warranty after a full service", KNOW, (), [("kn", "k01", "24")]),
    he(
        'לקוח שואל בוואטסאפ: "אתם פתוחים בשישי?" מה לענות',
        KNOW,
        (),
        [("kn", "k02", "13:00")],
    ),
    en("what do we charge to resize a ring one size", KNOW, (), [("kn", "k05", "120")]),
    he("תזכיר לי כמה גובים על ביקור בית לשעון סבא בירושלים", KNOW, (), [("kn", "k07", "350")]),
    en(
        'customer writes: "how much to restring my pearls? the necklace is about 45 cm, with knots" - '
        "price per cm?",
        KNOW,
        (),
        [("kn", "k06", "9")],
    ),
    he("כמה זמן שומרים פריט שלא נאסף? 60 יום? לא, כמה באמת", KNOW, (), [("kn", "k08", "90")]),
    en("engraving - price per letter", KNOW, (), [("kn", "k11", "8")]),
    he("מה המחיר של בדיקה והצעת מחיר", KNOW, (), [("kn", "k10", "60")]),
    en("how much is an appraisal certificate for insurance", KNOW, (), [("kn", "k12", "250")]),
    he("סרוויס לשעון מכני, מאיפה מתחיל המחיר", KNOW, (), [("kn", "k04", "650")]),
    en("till what time are we open on Wednesday for drop-offs", KNOW, (), [("kn", "k02", "14:00")]),
    he(
        'מישהי שאלה במייל: "אפשר לשלם בביט?" ומה עוד מקבלים',
        KNOW,
        (),
        [("kn", "k09", "ביט")],
    ),
    en("deposit on jobs over 1,000 - what percent", KNOW, (), [("kn", "k09", "30%")]),
    he("ביקור בית בבית שמש כמה", KNOW, (), [("kn", "k07", "450")]),
    en("battery change on a Rolex, how much", KNOW, (), [("kn", "k03", "180")]),
    he("תגיד לי כמה זמן לוקח סרוויס רגיל", KNOW, (), [("kn", "k04", "5 שבועות")]),
    en(
        "storage fee if someone picks up after 60 days - I mean 90, after the 90",
        KNOW,
        (),
        [("kn", "k08", "50")],
    ),
    he(
        'לקוחה כתבה: "יש אחריות על החלפת סוללה?" מה התשובה',
        KNOW,
        (),
        [("kn", "k01", "אטימות")],
    ),
    en("laser logo engraving for a business starts at?", KNOW, (), [("kn", "k11", "150")]),
    he("כמה זמן הצעת מחיר בתוקף", KNOW, (), [("kn", "k10", "30 יום")]),
    en("basic service starting price - scratch that, for a chronograph", KNOW, (), [("kn", "k04", "950")]),
    he("תשלוף לי את המחיר של שמאות לפריט שני", KNOW, (), [("kn", "k12", "150")]),
    en("business customers pay net what", KNOW, (), [("kn", "k09", "30")]),
    he("כמה עולה להגדיל טבעת בשתי מידות", KNOW, (), [("kn", "k05", "60")]),
    he("ביום ו' עד מתי פתוח. סליחה, מתי פותחים בשישי", KNOW, (), [("kn", "k02", "09:00")]),
]

OTHERS: list[Row] = [
    he("בוקר טוב", GREET),
    en("morning!", GREET),
    he("שלום, אני חדש בדלפק", GREET),
    en("hey there", GREET),
    he("ערב טוב לכולם", GREET),
    en("hi, good afternoon", GREET),
    he("מה אפשר לשאול אותך", HELP),
    en("what can you do for me", HELP),
    he("תסביר לי איך משתמשים בזה", HELP),
    en("help", HELP),
    he("איזה דברים אתה יודע לבדוק", HELP),
    en("what kind of questions do you take", HELP),
    he("תזמין לי מונית לרחוב יפו", UNK),
    en("what's the gold price per gram today", UNK),
    he("כמה זמן לוקח לרתך צינור מים", UNK),
    en("write a birthday message for Rebecca", UNK),
    he('מי ניצח במשחק של בית"ר אתמול', UNK),
    en("translate 'pocket watch' to French", UNK),
    he('לקוח כתב: "יש לכם חניה קרובה?" - תענה לו אתה', UNK),
    en("pull up the weather in Jerusalem for tomorrow", UNK),
    he("תכתוב לי שיר על שעון", UNK),
    en("is Rolex a good investment these days", UNK),
]

# Conversations: the first row of each names the customer, the follow-ups lean on it.
CONVERSATIONS: list[Row] = [
    he("תשלוף את אליהו מזרחי", LOOK, nm("אליהו מזרחי"), [("phone", "c16")]),
    he("כמה הוא חייב", BAL, (), [("bal", "c16")], follow=True),
    he("והשעון שלו?", REP, (), [("rep", "r18")], follow=True),
    he("איזו חשבונית פתוחה אצלו", INV, (), [("ilist", "c16")], follow=True),
    en("pull up Daniel Ashkenazi", LOOK, nm("Daniel Ashkenazi"), [("phone", "c25")]),
    en("his balance", BAL, (), [("bal", "c25")], follow=True),
    en("and the Breitling?", REP, (), [("rep", "r25")], follow=True),
    en("what about Hannah Weiss - same, the watch", REP, nm("Hannah Weiss"), [("rep", "r19")], follow=True),
    he("מה עם MH-5255", INV, iv("MH-5255"), [("ist", "i36")]),
    he("של מי היא", LOOK, (), [("name", "c27")], follow=True),
    he("ויש לה עוד משהו פתוח? לא, תעזוב, מה עם השעונים שלה", REP, (), [("rep", "r26")], follow=True),
    en("get me the synagogue on Agripas, Ohel Yitzhak", LOOK, nm("Ohel Yitzhak"), [("phone", "c10")]),
    en("what do they owe", BAL, (), [("bal", "c10")], follow=True),
    en("and the wall clock", REP, (), [("rep", "r12")], follow=True),
    en("which invoice is late", INV, (), [("ilist", "c10")], follow=True),
    he(
        'הודעה מנחום פישר: "שלום, מה עם הקוקייה? ויש לי חוב אצלכם?" קודם השעון',
        REP,
        nm("נחום פישר"),
        [("rep", "r14")],
    ),
    he("עכשיו החוב", BAL, (), [("bal", "c12")], follow=True),
    he("איזו חשבונית זאת", INV, (), [("ilist", "c12")], follow=True),
    he("תשלוף את יעל דהן", LOOK, nm("יעל דהן"), [("phone", "c20")]),
    he("מה עם התליון שלה", REP, (), [("rep", "r21")], follow=True),
    he("ויש לה חשבונית פתוחה?", INV, (), [("ilist", "c20")], follow=True),
    en("pull up Aharon Goldstein's open invoice", INV, nm("Aharon Goldstein"), [("ilist", "c01")]),
    en("and his son Yonatan, same phone - his?", INV, nm("Yonatan"), [("ilist", "c28")], follow=True),
]

# Customers whose phone another one has (``shared_phone``), asked about by phone and by name.
SHARED: list[Row] = [
    he("מי זה 052-6711043", LOOK, ph("052-6711043"), [("names", "c01", "c28")]),
    en("whose number is +972 54 220 7815", LOOK, ph("+972 54 220 7815"), [("names", "c03", "c29")]),
    he("תשלוף את היתרה של יונתן גולדשטיין, הבן", BAL, nm("יונתן גולדשטיין"), [("bal", "c28")]),
    en(
        'Michael Stern wrote: "is grandpa\'s Zenith ready? and what do I owe?" - the watch first',
        REP,
        nm("Michael Stern"),
        [("rep", "r29")],
    ),
    en("Michael Stern - balance", BAL, nm("Michael Stern"), [("bal", "c29")]),
    he("מה עם השעון גרמין של יונתן גולדשטיין", REP, nm("יונתן גולדשטיין"), [("rep", "r28")]),
    en("MH-5239 - who's it for and is it late", INV, iv("MH-5239"), [("ist", "i42"), ("name", "c29")]),
]

BATCHES: dict[str, list[Row]] = {
    "s40": BALANCES + LOOKUPS + INVOICES + REPAIRS + KNOWLEDGE + OTHERS + CONVERSATIONS + SHARED,
}

# Asked the moment a new customer's record, invoice and job exist (``added_later``, step 1), and an
# invoice added to מרים אזולאי at the same time.
NEW_CUSTOMER: list[Row] = [
    he("תשלוף את ליאורה אבוטבול שנכנסה עכשיו", LOOK, nm("ליאורה אבוטבול"), [("phone", "c30")]),
    he("כמה היא חייבת", BAL, (), [("bal", "c30")], follow=True),
    en("Liora Abutbul's Certina - status", REP, nm("Liora Abutbul"), [("rep", "r30")]),
    en("MH-5272, how much was paid up front", INV, iv("MH-5272"), [("ipaid", "i43")]),
    he("כמה נשאר על MH-5272", INV, iv("MH-5272"), [("ileft", "i43")]),
    en("whose number is 052-9187730", LOOK, ph("052-9187730"), [("name", "c30")]),
    he(
        'ליאורה כתבה: "רק לוודא שקיבלתם את השעון של אבא" - קיבלנו? מה הסטטוס',
        REP,
        nm("ליאורה"),
        [("rep", "r30")],
    ),
    en("balance for Liora Abutbol", BAL, nm("Liora Abutbol"), [("bal", "c30")]),
    he("מרים אזולאי, כמה היא חייבת עכשיו אחרי הסוללה", BAL, nm("מרים אזולאי"), [("bal", "c04")]),
    en("MH-5273 open?", INV, iv("MH-5273"), [("ist", "i44")]),
    he("תביא את המייל של אבוטבול", LOOK, nm("אבוטבול"), [("email", "c30")]),
    en("open invoices for Miriam Azoulay", INV, nm("Miriam Azoulay"), [("ilist", "c04")]),
]

FRESH: dict[str, list[list[Row]]] = {"s40n": [NEW_CUSTOMER]}

"""Batch s18: questions about a tenth business, פרו-חלפים (ProParts: a home appliance spare-parts dealer and
repair lab in Karmiel, ``shops/proparts.json``).

Written by session 18's helper `chat18` on 2026-12-02 (about 08:40 UTC), fixtures first and then these
questions, from the fixtures alone and before any of them (or the fixtures) was sent to the engine. Mostly
Hebrew, typed as office staff type: no niqqud, missing or extra prefix letters, construct and plural forms
of a business's name ("הצימרים" for צימרי נוף הגליל), surnames that are also words (שמש, ברק, דגן), names
of customers stored in the other language, repairs asked by their item in either language, invoice numbers
in three styles and their remaining amounts, phones two customers of one family share, knowledge questions
that mention technicians, visits, the lab and parts, week days by their Hebrew letters (יום ו', ג'),
follow-ups by pronoun, and out-of-domain requests holding a customer's name.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own
``Facts`` (``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S18: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "כמה סאמר חורי חייב", BAL, [("name", "סאמר חורי")], [("bal", "c01")]),
    q("he", "מה היתרה של רונית אזולאי", BAL, [("name", "רונית אזולאי")], [("bal", "c02")]),
    q("he", "כמה חייבים לנו ממכבסת הצפון", BAL, [("name", "מכבסת הצפון")], [("bal", "c03")]),
    q("he", "למכבסה יש חוב פתוח?", BAL, [("name", "מכבסה")], [("bal", "c03")]),
    q("he", "לשמש יש חוב?", BAL, [("name", "שמש")], [("bal", "c07")]),
    q("he", "ברק חייבת משהו", BAL, [("name", "ברק")], [("bal", "c13")]),
    q("he", "כמה חייב דניאל וייס", BAL, [("name", "דניאל וייס")], [("bal", "c05")]),
    q("en", "what's Daniel Weiss's balance", BAL, [("name", "Daniel Weiss")], [("bal", "c05")]),
    q("en", "does Olga Kozlov owe us anything", BAL, [("name", "Olga Kozlov")], [("about", "c06")]),
    q("he", "מצב חשבון חומוס אליהו", BAL, [("name", "חומוס אליהו")], [("bal", "c15")]),
    q("he", "054-6671230 כמה חייבים", BAL, [("phone", "054-6671230")], [("names", "c10", "c17")]),
    q("he", "מעון הדקל סגרו את החוב?", BAL, [("name", "מעון הדקל")], [("bal", "c11")]),
    q("he", "כמה אבו סאלח חייב לנו", BAL, [("name", "אבו סאלח")], [("about", "c12")]),
    q("en", "how much does Nizar Abboud owe", BAL, [("name", "Nizar Abboud")], [("bal", "c08")]),
    q("he", "כמה נשאר לצימרים לשלם", BAL, [("name", "צימרים")], [("bal", "c09")]),
    # repairs by item, in either language, follow-ups by pronoun
    q("he", "מה עם מכונת הכביסה של סאמר", REP, [("name", "סאמר")], [("rep", "r01")]),
    q("he", "והמייבש שלו?", REP, [], [("rep", "r02")], True),
    q("he", "המקרר של רונית מוכן?", REP, [("name", "רונית")], [("rep", "r03")]),
    q("he", "מה מצב המכונה התעשייתית של מכבסת הצפון", REP, [("name", "מכבסת הצפון")], [("rep", "r04")]),
    q("he", "והמייבש שלהם?", REP, [], [("rep", "r05")], True),
    q("he", "מדיח של יוסי מלכה תוקן", REP, [("name", "יוסי מלכה")], [("rep", "r06")]),
    q("he", "השואב של דניאל וייס, הגיע החלק?", REP, [("name", "דניאל וייס")], [("rep", "r07")]),
    q("en", "is Daniel Weiss's coffee machine ready", REP, [("name", "Daniel Weiss")], [("rep", "r08")]),
    q("he", "מכונת הקפה של וייס", REP, [("name", "וייס")], [("rep", "r08")]),
    q("he", "התנור של אולגה", REP, [("name", "אולגה")], [("rep", "r09")]),
    q("he", "מה קורה עם המקרר של מירב שמש", REP, [("name", "מירב שמש")], [("rep", "r10")]),
    q("he", "הרובוט של ניזאר עבוד", REP, [("name", "ניזאר עבוד")], [("rep", "r11")]),
    q("he", "המיני בר של הצימרים", REP, [("name", "צימרים")], [("rep", "r12")]),
    q("he", "ומכונת הכביסה שלהם?", REP, [], [("rep", "r13")], True),
    q("he", "המיקסר של שרית דגן", REP, [("name", "שרית דגן")], [("rep", "r14")]),
    q("he", "מה עם המקפיא של המעון", REP, [("name", "מעון")], [("rep", "r15")]),
    q("he", "הסמסונג של מוחמד אבו סאלח מוכן?", REP, [("name", "מוחמד אבו סאלח")], [("rep", "r16")]),
    q("he", "המייבש של אילנה ברק", REP, [("name", "אילנה ברק")], [("rep", "r17")]),
    q("he", "מקרר של ויקטור אלמוג", REP, [("name", "ויקטור אלמוג")], [("rep", "r18")]),
    q("he", "מקרר התצוגה של חומוס אליהו", REP, [("name", "חומוס אליהו")], [("rep", "r19")]),
    q("he", "ומכונת הקרח?", REP, [], [("rep", "r20")], True),
    q("he", "כל התיקונים של מכבסת הצפון", REP, [("name", "מכבסת הצפון")], [("repc", "c03")]),
    q("en", "status of Samer Khoury's washing machine", REP, [("name", "Samer Khoury")], [("rep", "r01")]),
    q("en", "Rami Abboud microwave ready?", REP, [("name", "Rami Abboud")], [("rep", "r21")]),
    q("he", "052-4409118 המיקרוגל מוכן?", REP, [("phone", "052-4409118")], [("rep", "r21")]),
    # invoices by number, remaining and paid amounts
    q("he", "GL-3318 שולמה?", INV, [("inv", "GL-3318")], [("ist", "i02")]),
    q("he", "כמה נשאר לשלם על חשבונית 7712", INV, [("inv", "7712")], [("ileft", "i03")]),
    q("he", "כמה נשאר על gl-3290", INV, [("inv", "GL-3290")], [("ileft", "i04")]),
    q("he", "מה הסטטוס של חשבונית 7741", INV, [("inv", "7741")], [("ist", "i10")]),
    q("he", "חשבונית A-118 שולמה", INV, [("inv", "A-118")], [("ist", "i12")]),
    q("he", "כמה שולם על GL-3310", INV, [("inv", "GL-3310")], [("ipaid", "i07")]),
    q("he", "7745 נשלחה ללקוח?", INV, [("inv", "7745")], [("ist", "i14")]),
    q("he", "החשבוניות הפתוחות של מכבסת הצפון", INV, [("name", "מכבסת הצפון")], [("ilist", "c03", "open")]),
    q("he", "חשבונית 7720 בוטלה?", INV, [("inv", "7720")], [("ist", "i16")]),
    q("en", "is invoice GL-3305 overdue", INV, [("inv", "GL-3305")], [("ist", "i17")]),
    q("en", "how much is left on invoice 7712", INV, [("inv", "7712")], [("ileft", "i03")]),
    q("he", "GL-3320 של מי", LOOK, [("inv", "GL-3320")], [("name", "c11"), ("about", "i13")]),
    q("he", "וכמה נשאר עליה?", INV, [], [("ileft", "i13")], True),
    # lookups
    q("he", "מה הטלפון של רונית אזולאי", LOOK, [("name", "רונית אזולאי")], [("phone", "c02")]),
    q("he", "תן לי את המייל של וייס", LOOK, [("name", "וייס")], [("email", "c05")]),
    q("he", "מה הח.פ של מכבסת הצפון", LOOK, [("name", "מכבסת הצפון")], [("tax", "c03")]),
    q("he", "איפה גר ניזאר עבוד", LOOK, [("name", "ניזאר עבוד")], [("addr", "c08", "סכנין")]),
    q("he", "וכמה הוא חייב", BAL, [], [("bal", "c08")], True),
    q("he", "של מי המספר 054-6671230", LOOK, [("phone", "054-6671230")], [("names", "c10", "c17")]),
    q("en", "who is 04-6980331", LOOK, [("phone", "04-6980331")], [("name", "c09")]),
    # knowledge: technicians, visits, the lab, parts, week days by their letters
    q("he", "כמה עולה טכנאי לבית בכרמיאל", KNOW, [], [("kn", "k03", "220")]),
    q("he", "טכנאי למעלות כמה עולה", KNOW, [], [("kn", "k03", "280")]),
    q("he", "באיזה ימים הטכנאים מגיעים למעלות", KNOW, [], [("kn", "k04", "ב' ו-ד'")]),
    q("he", "טכנאי מגיע לסכנין ביום ג'?", KNOW, [], [("kn", "k04", "ביום ג'")]),
    q("he", "אתם פתוחים ביום ו'?", KNOW, [], [("kn", "k01", "13:00")]),
    q("he", "עד מתי פתוח בערב חג", KNOW, [], [("kn", "k01", "12:00")]),
    q("he", "כמה עולה אבחון במעבדה", KNOW, [], [("kn", "k05", "120")]),
    q("he", "כמה זמן לוקח להזמין חלק שאין במלאי", KNOW, [], [("kn", "k06", "10 ימי עבודה")]),
    q("he", "אפשר להחזיר חלק שקניתי ולא השתמשתי", KNOW, [], [("kn", "k07", "14 יום")]),
    q("he", "מה קורה אם לקוח לא אוסף מכשיר מהמעבדה", KNOW, [], [("kn", "k08", "10 ₪ ליום")]),
    q("he", "יש אחריות על תיקונים?", KNOW, [], [("kn", "k02", "90 יום")]),
    q("he", "כמה עולה משלוח חלקים לתל אביב", KNOW, [], [("kn", "k10", "60")]),
    q("he", "אפשר לשלם בביט", KNOW, [], [("kn", "k09", "בביט")]),
    q("he", "כמה עולה להביא מכונה מהבית למעבדה", KNOW, [], [("kn", "k12", "180")]),
    q("he", "טכנאי שבא ותיקן, משלמים גם על הביקור?", KNOW, [], [("kn", "k03", "מקוזזת")]),
    q("he", "כמה עולה לנקות מכונת כביסה", KNOW, [], [("kn", "k11", "250")]),
    q("en", "how much is a technician visit in Karmiel", KNOW, [], [("kn", "k03", "220")]),
    q("en", "are you open on friday", KNOW, [], [("kn", "k01", "13:00")]),
    q("en", "what's the warranty on repairs", KNOW, [], [("kn", "k02", "90")]),
    # greetings, help, out of domain holding customers' names
    q("he", "בוקר טוב", GREET),
    q("he", "מה אפשר לשאול אותך", HELP),
    q("he", "איזה מקרר כדאי לקנות", UNK),
    q("he", "תזמין לי מונית לחומוס אליהו", UNK),
    q("he", "מה מזג האוויר בכרמיאל מחר", UNK),
    q("he", "תכתוב ברכה ליום הולדת לרונית", UNK),
    q("en", "tell me a joke about Daniel", UNK),
]  # fmt: skip
BATCHES = {"s18": S18}
FRESH: dict[str, list[list[Row]]] = {}

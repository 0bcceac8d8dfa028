"""A DEVELOPMENT set written by helper ood44 of session 44 (issue 15): questions about something else that
share the business's vocabulary (hours, a price, a warranty, a technician's visit, a delivery, a payment in
instalments, a customer's name, a device), beside knowledge questions about the business asked in everyday
words that are not its items' words, and a few it has no item for (gold knowledge, "I don't know"). About
``shops/cafetech.json`` (קפה-טק, coffee machine service and lab) as business ``cafetech-o44`` and
``shops/eintal.json`` (עין-טל, an optician) as ``eintal-o44`` (batch ``s44o``). Its items may be looked at
and the engine tuned on them; it is NOT held out.

Why: over the eleven held-out writers (counted only, by the lead) the largest confusion left is a question
about something else answered as knowledge (14 rows), and session 43's owner reading (branch other43) turned
real knowledge questions into "not understood" (4 -> 12) without moving those. The writer of this set saw
only those counts, the two fixtures and the earlier s41o / s43o sets; every question was written and
committed before any was sent to the engine.

First run (branch ood44 at ``3309d74``, main's engine, the corpus without these rows), records first:
intent 0.60 (cafetech-o44 0.60, eintal-o44 0.60), answers 0.55 (he 0.53, en 0.57): of the 50 questions
about something else 21 read as such, 27 as knowledge (an item sharing a policy's word quoted: the lab's
hours for the supermarket's, the repairs' warranty for a TV's) and 2 as a repair; of the 53 knowledge
questions 41 read as knowledge (7 as not understood, 5 as a record).

After ``engine/grounding`` (``5506e77``, the same corpus): intent 0.66 (he 0.62, en 0.72), answers 0.55:
6 questions about something else better (a device the business neither services nor writes of, a name of
another), none worse; knowledge questions as before (7 read as not understood).
Final (``e4062d0``: a question tied to the business by a policy's words alone with another's topic word
too; the corpus with these rows, so the learned model has seen them): intent 0.75 (he 0.68, en 0.84),
answers 0.57 (he 0.53, en 0.62): 14 better, none worse; about something else read as knowledge 27 -> 15,
knowledge read as not understood 7 -> 6. Still missed: another's hours or price said with an everyday noun
("הסופר", "the bank", "סניף מכבי"), a word the items hold by chance (a town of the service areas), "can
you find me ..." read as addressed to the business; knowledge asked with a pronoun or a word the lexicon
does not translate ("glasses") read as another matter by ``relevance``.
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, UNK, Row, en, he


def _kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


_NONE_HE = [("say", "לא מצאתי במאגר הידע")]
_NONE_EN = [("say", "nothing in the knowledge base")]

CAFETECH_ELSEWHERE = [
    he("עד איזו שעה פתוח הסופר ברעננה בשישי?", UNK),
    he("מתי נפתחת הקופה של הקולנוע בכפר סבא?", UNK),
    he("כמה עולה קילו פולי קפה בשופרסל?", UNK),
    he("איך מכינים קפוצ'ינו עם קצף יפה בבית?", UNK),
    he("יש אחריות על הטלוויזיה שקניתי במחסני חשמל?", UNK),
    he("כמה עולה טכנאי מזגנים לביקור בבית?", UNK),
    he("מה שעות הפתיחה של קופת חולים כללית בהוד השרון?", UNK),
    he("כמה עולה משלוח מאמזון לישראל?", UNK),
    he("מה מזג האוויר מחר בנתניה?", UNK),
    he("איך מבטלים מנוי לנטפליקס?", UNK),
    he("כמה עולה לשכור רכב לסוף שבוע?", UNK),
    he("באיזה ימים אוספים את הזבל בפתח תקווה?", UNK),
    he("מה הריבית על הלוואה בבנק לאומי?", UNK),
    he("תזמין לי שולחן במסעדת הזית לשמונה בערב", UNK),
    he("כמה זמן לוקח לקבל דרכון חדש?", UNK),
    en("what time does the post office in Herzliya close today?", UNK),
    en("how much is a flat white at Starbucks?", UNK),
    en("is there a warranty on the laptop I bought at KSP?", UNK),
    en("how much does an electrician charge for a house call?", UNK),
    en("can you find me a cheap flight to Cyprus next weekend?", UNK),
    en("what's the best way to descale a kettle?", UNK),
    en("when does the pharmacy open on Saturday night?", UNK),
    en("how do I cancel my gym membership?", UNK),
    en("what's the exchange rate of the dollar today?", UNK),
    en("does Rami Levy deliver on Fridays?", UNK),
    en("how much is a parking ticket in Tel Aviv?", UNK),
]

CAFETECH_OURS = [
    he("עד כמה מאוחר אפשר להגיע אליכם ביום שישי?", KNOW, [], _kn("k01", "12:00")),
    he("בכמה יוצא לשלוח טכנאי ללקוח?", KNOW, [], _kn("k02", "280")),
    he("לקוח רוצה שנגיע אליו במוצאי שבת, אפשר?", KNOW, [], _kn("k03", "350")),
    he("תיקנו לו את המכונה לפני חודשיים והיא שוב מקולקלת, זה עלינו?", KNOW, [], _kn("k04", "3")),
    he("מישהו קנה אצלנו מכונה לפני חצי שנה, הוא מכוסה?", KNOW, [], _kn("k05", "12")),
    he("משרד רוצה מכונה בלי לקנות אותה, מה ההצעה שלנו?", KNOW, [], _kn("k06", "390")),
    he("כמה כסף לוקחים בצד כשנותנים מכונה בשכירות?", KNOW, [], _kn("k07", "1,500")),
    he("לקוחה רוצה לדחות את הטכנאי למחר, יעלה לה משהו?", KNOW, [], _kn("k08", "150")),
    he("הזמינו מכונה חדשה והתחרטו אחרי שלושה ימים, מקבלים את הכסף?", KNOW, [], _kn("k09", "7")),
    he("אפשר לפרוס תשלום על תיקון יקר?", KNOW, [], _kn("k10", "4")),
    he("כמה זמן לוקח להביא חלק שאין לנו?", KNOW, [], _kn("k11", "10")),
    he("אתם מגיעים גם לירושלים?", KNOW, [], _kn("k12", "איננו")),
    he("צריך לקבוע תור כדי להביא מכונה למעבדה?", KNOW, [], _kn("k13", "16:00")),
    he("מה קורה אצלנו בחול המועד, יש מי שיוצא לתקלות?", KNOW, [], _kn("k14", "כונן")),
    he("מה הכי פחות שנגבה על עבודה במעבדה?", KNOW, [], _kn("k15", "180")),
    he("כל כמה זמן כדאי לעשות למכונה טיפול נגד אבנית?", KNOW, [], _kn("k16", "חצי שנה")),
    he("מה מקבלים בחבילה השנתית?", KNOW, [], _kn("k17", "1,800")),
    en("till what time can customers drop off a machine at the lab?", KNOW, [], _kn("k13", "16:00")),
    en("how much do we charge to send someone out to a customer?", KNOW, [], _kn("k02", "280")),
    en(
        "a customer's machine broke again a month after we fixed it, is it covered?",
        KNOW,
        [],
        _kn("k04", "3"),
    ),
    en("can a business pay us at the end of the month?", KNOW, [], _kn("k10", "30")),
    en("what does it cost to rent a machine for an office?", KNOW, [], _kn("k06", "390")),
    en("how far north do our technicians go?", KNOW, [], _kn("k12", "איננו")),
    en("is there an extra charge for an evening call?", KNOW, [], _kn("k03", "50%")),
    en("do we keep a machine forever if the customer never picks it up?", KNOW, [], _kn("k15", "10")),
    he("יש לכם חניה ליד המעבדה?", KNOW, [], _NONE_HE),
    he("אתם מוכרים גם פולי קפה?", KNOW, [], _NONE_HE),
    en("do we give a discount to students?", KNOW, [], _NONE_EN),
    en("does the office have a wheelchair ramp?", KNOW, [], _NONE_EN),
]

EINTAL_ELSEWHERE = [
    he("מה שעות הפתיחה של סניף מכבי בכפר סבא?", UNK),
    he("כמה עולה ביקור אצל רופא עיניים פרטי?", UNK),
    he("כמה עולה טיפול שיניים בחיוך לבן?", UNK),
    he("יש אחריות על שעון חכם שקניתי באינטרנט?", UNK),
    he("עד מתי פתוח הדואר ביום שישי?", UNK),
    he("כמה עולה כרטיס לסרט בתלת מימד?", UNK),
    he("איך מחזירים בגד לזארה בלי קבלה?", UNK),
    he("כמה תשלומים אפשר לקחת על מקרר בקרביץ?", UNK),
    he("מה ההנחה לגמלאים ברכבת?", UNK),
    he("באיזה גיל ילדים מקבלים חיסון נגד חצבת?", UNK),
    he("איפה אפשר לראות את ליקוי החמה בשבוע הבא?", UNK),
    he("כמה עולה תיקון מסך לאייפון?", UNK),
    he("תזכיר לי לקנות מתנה ליום הולדת של יעל", UNK),
    en("what time does the bank on Weizmann street close?", UNK),
    en("how much does laser eye surgery cost in Tel Aviv?", UNK),
    en("is there a warranty on a used car from a dealer?", UNK),
    en("can I return shoes to H&M after two weeks?", UNK),
    en("how long does it take to get a new ID card?", UNK),
    en("how much is a taxi from Kfar Saba to the airport?", UNK),
    en("does Maccabi cover physiotherapy?", UNK),
    en("what's the score of the Maccabi game last night?", UNK),
    en("recommend a good dentist for Michael Turner's kids", UNK),
    en("when is the next holiday that banks are closed?", UNK),
    en("how much are sunglasses at the duty free?", UNK),
]

EINTAL_OURS = [
    he("עד איזו שעה אפשר לבוא ביום שישי?", KNOW, [], _kn("k01", "13:30")),
    he("כמה זה עולה לבדוק עיניים אצלנו?", KNOW, [], _kn("k02", "120")),
    he("מישהי רוצה לעבור מהמשקפיים לעדשות, כמה זה עולה?", KNOW, [], _kn("k03", "250")),
    he("אבא שלה לא יכול לצאת מהבית, אפשר שמישהו יבוא אליו לרעננה?", KNOW, [], _kn("k04", "180")),
    he("המסגרת נשברה לו אחרי חצי שנה, זה על חשבוננו?", KNOW, [], _kn("k05", "פגם")),
    he("הוא לא מצליח להתרגל למשקפיים הפרוגרסיביים, מה עושים?", KNOW, [], _kn("k05", "60")),
    he("תוך כמה זמן מקבלים משקפיים רגילים?", KNOW, [], _kn("k06", "3")),
    he("אפשר לחלק את הסכום לכמה חודשים?", KNOW, [], _kn("k07", "12")),
    he("הלקוח צריך מסמך בשביל הביטוח, מה אנחנו נותנים?", KNOW, [], _kn("k08", "מרשם")),
    he("כמה עולה לתקן מסגרת מתכת שנשברה?", KNOW, [], _kn("k09", "150")),
    he("יש מבצע למשקפיים של ילד בן 8?", KNOW, [], _kn("k10", "20%")),
    he("קנתה משקפי שמש ולא אהבה, אפשר להחזיר?", KNOW, [], _kn("k11", "14")),
    en("are we open on Saturday?", KNOW, [], _kn("k01", "סגור")),
    en("how long does an eye exam take?", KNOW, [], _kn("k02", "20")),
    en("how soon are multifocal glasses ready?", KNOW, [], _kn("k06", "10")),
    en("can a customer pay cash?", KNOW, [], _kn("k07", "מזומן")),
    en("what do we charge to swap a hinge?", KNOW, [], _kn("k09", "60")),
    en("does a kid's pair get a discount?", KNOW, [], _kn("k10", "20%")),
    en("if she buys glasses, does she still pay for the exam?", KNOW, [], _kn("k02", "120")),
    en("do we do home visits for elderly people outside Kfar Saba?", KNOW, [], _kn("k04", "250")),
    en("a lady wants her money back for prescription lenses, can she?", KNOW, [], _kn("k11", "מרשם")),
    he("יש לכם חניה לנכים ליד החנות?", KNOW, [], _NONE_HE),
    en("do we sell hearing aids too?", KNOW, [], _NONE_EN),
    en("can customers book an appointment on WhatsApp?", KNOW, [], _NONE_EN),
]

CAFETECH_BATCHES: dict[str, list[Row]] = {"s44oc": CAFETECH_ELSEWHERE + CAFETECH_OURS}
EINTAL_BATCHES: dict[str, list[Row]] = {"s44oe": EINTAL_ELSEWHERE + EINTAL_OURS}

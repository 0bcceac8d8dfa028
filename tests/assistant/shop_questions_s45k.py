"""A DEVELOPMENT set written by helper ``know45`` (session 44 second round, 2026-12-06, issue 15) about
``shops/cafetech.json`` (a coffee machine service, seventeen Hebrew knowledge items, several of them close:
two warranties, two deposits, a visit's fee and its extras, the lab's check and its minimum charge) as
business ``cafetech-k45`` (batch ``s45k``). Its items may be looked at and the engine tuned on them; it is NOT
held out.

Why: over the twelve held-out writers (counted only, never read) knowledge questions whose intent is right
but whose answer misses the fact are the largest answer-side share (24 of 298, English 14). This set asks
for one sentence or figure inside a longer item (a price, a time, a condition, a yes/no on an action), in
everyday words that are not the item's own, English at least half, with near items sharing words. Every
question was written before any was sent.

First run (main ``adfaabe``, records first): intent 0.89, answers 0.62 (he 0.61, en 0.63); 61 rows, 43
English. Misses: the wrong item among close ones, found by a title word every item shares (the visit fee's
"טכנאי", the payments item's "תשלום", the new machine's "מכונה חדשה") where another item's one sentence
answers (11 rows); the right item with the wrong sentence ("what could void the guarantee" is its
condition, "the shortest contract" its minimum commitment, "בצ'ק" not meeting "צ'קים": 3); nothing found
(2); the intent wrong (7: read as a repair, a balance or unknown).

After know45's change (``knowledge_answers.best_passage``, ``knowledge_quotes.passage_strength``: among
close rivals, the item whose quoted passage meets two more of the question's words in one sentence, or
names the sum, time or frequency asked, answers), records first: intent 0.89, answers 0.66 (he 0.72, en
0.63); 2 rows better (s45k-049, s45k-052), none worse. With the intent corpus regenerated (it now trains
on these rows too): intent 0.92, answers 0.69 (he 0.72, en 0.67); s45k-010 and s45k-037 right only through
the learned model trained on them. Left: items whose answering sentence is in content
only while another's title holds the question's common word and the right item is outside the close
rivals (s45k-002, -020, -036, -044), "check" read as no word (s45k-033), the quote-side misses above.
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, Row, en, he


def kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


ENGLISH = [
    en("until what time are we open on friday?", KNOW, [], kn("k01", "12:00")),
    en("till when do the techs go out on house calls?", KNOW, [], kn("k01", "18:00")),
    en("is someone at the shop on saturdays?", KNOW, [], kn("k01", "בשבת סגור")),
    en("how much is it when a tech comes over to someone's house?", KNOW, [], kn("k02", "280")),
    en(
        "the tech stayed an extra half hour at the client, what do we charge for that?",
        KNOW,
        [],
        kn("k02", "90"),
    ),
    en(
        "if the customer okays the fix right there, do they still pay for the visit?",
        KNOW,
        [],
        kn("k02", "יורדים"),
    ),
    en("what's the surcharge for an evening call?", KNOW, [], kn("k03", "50%")),
    en("a premium client needs someone on a saturday, what does it cost?", KNOW, [], kn("k03", "350")),
    en("for how many months is a fix we did guaranteed?", KNOW, [], kn("k04", "3 חודשים")),
    en(
        "machine full of limescale from hard water - is that covered under our repair guarantee?",
        KNOW,
        [],
        kn("k04", "אבנית"),
    ),
    en(
        "the customer dropped the machine after we fixed it, do we repair it for free?",
        KNOW,
        [],
        kn("k04", "מנפילה"),
    ),
    en("how long is a brand new machine bought from us guaranteed for?", KNOW, [], kn("k05", "12 חודשים")),
    en("and a new grinder, how long is it covered?", KNOW, [], kn("k05", "6 חודשים")),
    en("what could void the guarantee on a new machine?", KNOW, [], kn("k05", "מסנן")),
    en("how much a month to rent a coffee machine for an office?", KNOW, [], kn("k06", "390")),
    en("what's the shortest contract for renting a machine?", KNOW, [], kn("k06", "24 חודשים")),
    en("an office wants to end its rental early, what do they owe?", KNOW, [], kn("k06", "3 חודשי")),
    en("how big is the security deposit on a rented machine?", KNOW, [], kn("k07", "1,500")),
    en("when does a renter get their deposit back?", KNOW, [], kn("k07", "30 יום")),
    en("until when can a customer call off a visit without paying?", KNOW, [], kn("k08", "12:00")),
    en("nobody was home when the tech showed up, what do we bill?", KNOW, [], kn("k08", "150")),
    en("what percent up front when someone orders a new machine?", KNOW, [], kn("k09", "20%")),
    en(
        "customer changed his mind on a machine order after ten days, does he get the down payment back?",
        KNOW,
        [],
        kn("k09", "לא מוחזרת"),
    ),
    en("can a private person pay with bit?", KNOW, [], kn("k10", "בביט")),
    en("what terms do companies with an account get?", KNOW, [], kn("k10", "שוטף+30")),
    en("how many payments can a big repair be split into?", KNOW, [], kn("k10", "4 תשלומים")),
    en("a part isn't on the shelf - how many days until it comes in?", KNOW, [], kn("k11", "5–10")),
    en("can the client return a part we ordered specially for him?", KNOW, [], kn("k11", "אינו מוחזר")),
    en("do we charge extra to drive out to kochav yair?", KNOW, [], kn("k12", "80")),
    en("do we send anyone to jerusalem?", KNOW, [], kn("k12", "איננו מגיעים")),
    en(
        "what should the customer bring along with the machine when dropping it at the lab?",
        KNOW,
        [],
        kn("k13", "הכבל"),
    ),
    en("until what time can people drop off machines at the lab?", KNOW, [], kn("k13", "16:00")),
    en("how much do we charge to check a machine in the lab?", KNOW, [], kn("k13", "120")),
    en("what are the lab's hours during passover week?", KNOW, [], kn("k14", "08:00–13:00")),
    en("is there a technician on call during chol hamoed?", KNOW, [], kn("k14", "כונן")),
    en("what's the least we bill for a lab job?", KNOW, [], kn("k15", "180")),
    en("how many days is a quote good for?", KNOW, [], kn("k15", "14 יום")),
    en(
        "a machine has been sitting here for weeks and the owner won't come, can we charge storage?",
        KNOW,
        [],
        kn("k15", "10 ₪ ליום"),
    ),
    en("how much to descale a two-group professional machine?", KNOW, [], kn("k16", "480")),
    en("how often should people in the sharon descale?", KNOW, [], kn("k16", "ארבעה חודשים")),
    en("price of swapping the water filter?", KNOW, [], kn("k16", "95")),
    en("how much is the yearly premium plan?", KNOW, [], kn("k17", "1,800")),
    en(
        "do premium members get a replacement machine while theirs is being fixed?",
        KNOW,
        [],
        kn("k17", "יומיים"),
    ),
]

HEBREW = [
    he("עד מתי אפשר להגיע אלינו בימי חמישי?", KNOW, [], kn("k01", "17:00")),
    he("כמה נוסף לחשבון על כל חצי שעה מעבר לזמן של הביקור?", KNOW, [], kn("k02", "90")),
    he("לקוח רוצה טכנאי בשבת, זה אפשרי בכלל?", KNOW, [], kn("k03", "פרימיום")),
    he("הלקוח פתח את המכונה אצל מישהו אחר, אנחנו עדיין מכסים?", KNOW, [], kn("k04", "טכנאי אחר")),
    he("מטחנה שקנו אצלנו לפני חצי שנה התקלקלה, היא עוד מכוסה?", KNOW, [], kn("k05", "6 חודשים")),
    he("כל כמה זמן מגיעים לתחזק מכונה מושכרת במשרד?", KNOW, [], kn("k06", "כל 3 חודשים")),
    he("איך משאירים ערבון על מכונה בשכירות?", KNOW, [], kn("k07", "צ'ק ביטחון")),
    he("עד איזו שעה אפשר להזיז טכנאי בלי לשלם?", KNOW, [], kn("k08", "12:00")),
    he("כמה משלמים מראש כשמזמינים מכונה חדשה?", KNOW, [], kn("k09", "20%")),
    he("לקוח פרטי יכול לשלם בצ'ק?", KNOW, [], kn("k10", "מעסקים בלבד")),
    he("אתם שמים חלקים תואמים או רק של היצרן?", KNOW, [], kn("k11", "מקוריים")),
    he("מגיעים לתל אביב?", KNOW, [], kn("k12", "במנוי")),
    he("צריך לקבוע תור לפני שמביאים מכונה לתיקון?", KNOW, [], kn("k13", "אין צורך")),
    he("הבדיקה במעבדה נכללת במחיר אם הלקוח מתקן?", KNOW, [], kn("k13", "ויורדת")),
    he("עובדים בערב יום כיפור?", KNOW, [], kn("k14", "סגור")),
    he("תוך כמה זמן הלקוח מקבל הצעת מחיר?", KNOW, [], kn("k15", "2 ימי עבודה")),
    he("כמה עולה לנקות אבנית במכונה של בית?", KNOW, [], kn("k16", "220")),
    he("יש הנחה על חלקים למנויים?", KNOW, [], kn("k17", "10%")),
]

BATCHES: dict[str, list[Row]] = {"s45k": ENGLISH + HEBREW}

"""A DEVELOPMENT set written by helper other43 of session 43 (issue 15): questions whose SUBJECT is not this
business (a post office's hours, a car's warranty, a plumber's price, a hospital's parking policy, the VAT
rate of another country, the asker's own fridge) though they use the words of its knowledge items, beside
knowledge questions about the business's own policies in close words and several voices ("you", "we",
"our", a customer's question passed on, no owner at all). About ``shops/harama.json`` (הרמה, forklift
service, Ashdod) as business ``harama-o43`` and ``shops/hadar.json`` (הדר, dry cleaner and tailor, Rehovot)
as ``hadar-o43`` (batch ``s43o``). Its items may be looked at and the engine tuned on them; it is NOT held
out.

Why: over the ten held-out writers (aggregates only, counted by the lead, no row read) 13 rows whose gold
intent is ``unknown`` were answered as ``knowledge``. The writer of this set saw only that count, the two
businesses' fixtures and knowledge items and the earlier ``s41o`` set; every question was written and
committed before any was sent to the engine.

First run (main ``af90cbc``, the corpus without these rows), records first: intent 0.61 (harama-o43 0.62,
hadar-o43 0.60): of the 50 questions about something else 14 read as such, 34 as knowledge (the item
sharing a word quoted: the forklift garage's hours for the post office's, its battery warranty for an
iPhone's) and 2 as a customer lookup ("the VAT rate in Cyprus"); of the 50 knowledge questions 47 read as
knowledge (one as help, one as unknown, one as a repair's status), answers 0.94.

After ``engine/subject`` (whose hours, price or warranty is asked: the owner said by של/אצל/על/עבור, the
construct state, the thing priced, of/at/on/for/from, X's, "does X ..."): intent 0.82 (harama-o43 0.82,
hadar-o43 0.82): 21 questions about something else better, none worse; 35 of the 50 read as such. Still
missed: an owner said by ב or "in" only ("בביטוח לאומי", "the VAT rate in Cyprus"), English words the
lexicon lacks ("gym", "fridge"), the object of a verb ("לשלם ארנונה בביט"), and "can you recommend".
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, UNK, Row, en, he


def _kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


HARAMA_ELSEWHERE = [
    he("מה שעות הפתיחה של סניף הדואר באשדוד?", UNK),
    he("עד מתי פתוח משרד הרישוי ביום שישי?", UNK),
    he("כמה עולה טסט שנתי לרכב פרטי?", UNK),
    he("יש אחריות על המקרר שקניתי בשבוע שעבר?", UNK),
    he("כמה זמן האחריות על טלפון סמסונג חדש?", UNK),
    he("כמה עולה להחליף מצבר באוטו שלי?", UNK),
    he('כמה עולה לשכור רכב ליום בנתב"ג?', UNK),
    he("מה הריבית על משכנתא היום בבנק?", UNK),
    he("איך מבטלים מנוי לחדר הכושר?", UNK),
    he("מה מספר החירום של מגן דוד אדום?", UNK),
    he("תמליץ לי על חשמלאי טוב באשדוד", UNK),
    he("כמה זמן לוקח משלוח מעלי אקספרס לישראל?", UNK),
    he("מה שעות קבלת הקהל בביטוח לאומי?", UNK),
    he("כמה עולה לשכור דירת שלושה חדרים באשקלון?", UNK),
    he("מה תנאי התשלום של הארנונה בעירייה?", UNK),
    en("what time does the post office in Ashdod open on Sunday?", UNK),
    en("how much does a plumber charge for an emergency call at night?", UNK),
    en("is there a warranty on the car I bought last month?", UNK),
    en("what's the VAT rate in Cyprus?", UNK),
    en("how long does the battery of an iPhone 15 last?", UNK),
    en("can you recommend a good lawyer for a divorce?", UNK),
    en("what's the parking policy at Barzilai hospital?", UNK),
    en("how do I cancel my Spotify subscription?", UNK),
    en("when is the municipality's office open for paying the arnona?", UNK),
    en("how much does renting a car at the airport cost for a week?", UNK),
]

HARAMA_OWN = [
    he("עד איזו שעה המוסך פתוח ביום שישי?", KNOW, [], _kn("k01", "11:30")),
    he("באיזה שעות אתם עובדים?", KNOW, [], _kn("k01", "16:30")),
    he("כמה עולה קריאת שירות ללקוח בלי חוזה?", KNOW, [], _kn("k02", "390")),
    he("כמה אנחנו גובים על כל שעה נוספת בשטח?", KNOW, [], _kn("k02", "220")),
    he("יש לנו שירות חירום בשבת?", KNOW, [], _kn("k03", "75%")),
    he("כמה עולה התסקיר של הבודק המוסמך?", KNOW, [], _kn("k04", "450")),
    he("כל כמה זמן מלגזה צריכה בדיקת בודק מוסמך?", KNOW, [], _kn("k04", "14")),
    he("מה האחריות שלנו על תיקון?", KNOW, [], _kn("k05", "90")),
    he("כמה זמן אחריות על סוללה חדשה שקנו אצלנו?", KNOW, [], _kn("k06", "24")),
    he("כמה עולה לשכור מלגזה חלופית בזמן תיקון?", KNOW, [], _kn("k07", "260")),
    he("מה תנאי התשלום ללקוחות עסקיים?", KNOW, [], _kn("k08", "30")),
    he('תוך כמה זמן מגיע חלק שמזמינים מחו"ל?', KNOW, [], _kn("k09", "שבועות")),
    he("אתם מגיעים גם מחוץ לאזור? כמה זה עולה?", KNOW, [], _kn("k10", "2.5")),
    he("כמה עולה לבטל קריאת שירות ביום של הביקור?", KNOW, [], _kn("k11", "200")),
    he("מה כולל החוזה השנתי ומה המחיר שלו?", KNOW, [], _kn("k12", "1,560")),
    en("what are your opening hours on Friday?", KNOW, [], _kn("k01", "11:30")),
    en("how much is a service call for a customer without a contract?", KNOW, [], _kn("k02", "390")),
    en("do we do emergency call-outs at night?", KNOW, [], _kn("k03", "24/7")),
    en("how much does the yearly inspector's check cost?", KNOW, [], _kn("k04", "450")),
    en("what warranty do we give on repairs?", KNOW, [], _kn("k05", "90")),
    en("how long is the warranty on a forklift battery bought from us?", KNOW, [], _kn("k06", "24")),
    en(
        "can a customer rent a replacement forklift while theirs is in the garage?",
        KNOW,
        [],
        _kn("k07", "260"),
    ),
    en("what's the late payment interest on overdue invoices?", KNOW, [], _kn("k08", "1.5%")),
    en("how long does a part ordered from the importer take to arrive?", KNOW, [], _kn("k09", "7")),
    en("how much extra per km outside our service area?", KNOW, [], _kn("k10", "2.5")),
]

HADAR_ELSEWHERE = [
    he("מה שעות הפתיחה של הקניון ברחובות במוצאי שבת?", UNK),
    he('כמה עולה לשלוח חבילה בדואר לחו"ל?', UNK),
    he("כמה עולה לקנות שמלת כלה חדשה אצל מעצבת?", UNK),
    he("איפה אפשר לתרום בגדים ישנים ברחובות?", UNK),
    he("כמה פיצוי מקבלים מחברת התעופה על מזוודה שאבדה?", UNK),
    he("מה מחיר הדלק החודש?", UNK),
    he("יש אחריות על מכונת הכביסה שקניתי?", UNK),
    he("כמה עולה שטיח פרסי בחנות?", UNK),
    he("מה המחיר של משלוח אקספרס בדואר ישראל?", UNK),
    he("תמליץ לי על תופרת טובה בתל אביב", UNK),
    he("אפשר לשלם ארנונה בביט?", UNK),
    he("מה שעות הפעילות של קופת חולים כללית בנס ציונה?", UNK),
    he("תוך כמה ימי עבודה מוכן דרכון חדש במשרד הפנים?", UNK),
    he("איך מנקים כתם יין מחולצה בבית?", UNK),
    he("כמה זמן לוקח לחברת הביטוח לשלם פיצוי על נזק לרכב?", UNK),
    en("what time does the Rehovot municipality close on Friday?", UNK),
    en("how much does a wedding photographer charge?", UNK),
    en("what's the sales tax in New York?", UNK),
    en("is there express delivery from Amazon to Israel?", UNK),
    en("does my travel insurance cover lost luggage?", UNK),
    en("how much is a monthly parking pass at the train station?", UNK),
    en("can you recommend a good shoe repair shop in Tel Aviv?", UNK),
    en("what are the opening hours of the Weizmann Institute visitor center?", UNK),
    en("how do I get a refund from Zara for a dress I returned?", UNK),
    en("what's the price of a new washing machine at Ace?", UNK),
]

HADAR_OWN = [
    he("עד מתי המכבסה פתוחה ביום שישי?", KNOW, [], _kn("k01", "13:00")),
    he("אתם פתוחים בשבת?", KNOW, [], _kn("k01", "סגור")),
    he("כמה עולה ניקוי יבש לחליפה?", KNOW, [], _kn("k02", "65")),
    he("תוך כמה זמן מוכן מעיל מניקוי יבש?", KNOW, [], _kn("k02", "80")),
    he("כמה עולה לקצר מכנסיים?", KNOW, [], _kn("k03", "40")),
    he("כמה עולה להחליף רוכסן במעיל?", KNOW, [], _kn("k04", "120")),
    he("כמה עולה לשמר שמלת כלה?", KNOW, [], _kn("k05", "450")),
    he("יש לנו אקספרס גם לעור?", KNOW, [], _kn("k06", "50%")),
    he("כמה עולה משלוח הביתה לנס ציונה?", KNOW, [], _kn("k07", "30")),
    he("מה קורה לבגד שהלקוח לא אסף?", KNOW, [], _kn("k08", "90")),
    he("לקוחה טוענת שהרסנו לה שמלה, כמה פיצוי מגיע לה?", KNOW, [], _kn("k09", "10")),
    he("כמה עולה ניקוי שטיח למטר?", KNOW, [], _kn("k10", "25")),
    he("אפשר לשלם אצלנו בפייבוקס?", KNOW, [], _kn("k11", "פייבוקס")),
    he("תוך כמה זמן מוכן מעיל עור מהמעבדה?", KNOW, [], _kn("k12", "10")),
    he("מה המחיר שלנו לניקוי וילונות?", KNOW, [], _kn("k10", "35")),
    en("what are your opening hours during the week?", KNOW, [], _kn("k01", "19:00")),
    en("how much do we charge to dry clean an evening dress?", KNOW, [], _kn("k02", "120")),
    en("how much is hemming jeans while keeping the original seam?", KNOW, [], _kn("k03", "60")),
    en("how long does a special zipper take to arrive from the supplier?", KNOW, [], _kn("k04", "שבוע")),
    en("what does preserving a wedding dress include?", KNOW, [], _kn("k05", "450")),
    en("how much extra is the express service?", KNOW, [], _kn("k06", "50%")),
    en("is pickup and delivery free over some amount?", KNOW, [], _kn("k07", "250")),
    en("what happens to items nobody collects?", KNOW, [], _kn("k08", "90")),
    en("what compensation do we give if we lose a garment?", KNOW, [], _kn("k09", "10")),
    en("can business customers pay monthly?", KNOW, [], _kn("k11", "30")),
]

HARAMA_BATCHES: dict[str, list[Row]] = {"s43oh": HARAMA_ELSEWHERE + HARAMA_OWN}
HADAR_BATCHES: dict[str, list[Row]] = {"s43od": HADAR_ELSEWHERE + HADAR_OWN}

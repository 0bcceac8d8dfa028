"""Batch s17k: questions about the knowledge items of מיזוג הנגב (``shops/negevair.json``), written by helper
`chat17k` on 2026-12-02 (about 06:10 UTC) before any of them was sent to the engine, so its first run is
the out-of-sample figure. Mostly Hebrew: technicians and their visits, Saturday and holidays, prices,
warranty, cancelling, paying; a few in English about the Hebrew-only items; and five that no item answers
(the answer is "I don't know" in the question's language, never a customer).
"""

from __future__ import annotations

from tests.assistant.lab_rows import KNOW, UNK, Row, q

S17K: list[Row] = [
    q("he", "כמה עולה טכנאי שמגיע הביתה", KNOW, [], [("kn", "k03", "250")]),
    q("he", "טכנאי לאופקים כמה זה עולה", KNOW, [], [("kn", "k03", "320")]),
    q("he", "אם עושים את התיקון משלמים גם על הביקור?", KNOW, [], [("kn", "k03", "מקוזזת")]),
    q("he", "אפשר להזמין טכנאי ביום שישי?", KNOW, [], [("kn", "k01", "12:00")]),
    q("he", "יש לכם שירות בשבת?", KNOW, [], [("kn", "k01", "50%")]),
    q("he", "בשבת ובחג אפשר לקבל טכנאי?", KNOW, [], [("kn", "k01", "50%")]),
    q("he", "קריאת חירום בשבת כמה יותר יקרה", KNOW, [], [("kn", "k01", "50%")]),
    q("he", "עד מתי אפשר לבטל ביקור בלי לשלם", KNOW, [], [("kn", "k08", "24 שעות")]),
    q("he", "לקוח ביטל שעתיים לפני שהטכנאי הגיע, כמה לחייב", KNOW, [], [("kn", "k08", "100")]),
    q("he", "מה האחריות על המדחס במזגן חדש", KNOW, [], [("kn", "k02", "5 שנים")]),
    q("he", "כמה זמן אחריות נותנים אחרי תיקון", KNOW, [], [("kn", "k02", "6 חודשים")]),
    q("he", "האחריות מכסה נזק מברק?", KNOW, [], [("kn", "k02", "ברק")]),
    q("he", "כמה עולה כל מטר צנרת נוסף", KNOW, [], [("kn", "k06", "120")]),
    q("he", "מה המחיר לניקוי מיני מרכזי", KNOW, [], [("kn", "k04", "600")]),
    q("he", "כמה זמן לוקח לנקות מזגן", KNOW, [], [("kn", "k04", "כשעה")]),
    q("he", "מילוי גז כמה", KNOW, [], [("kn", "k05", "450")]),
    q("he", "כמה גובים על החלפת גוף חימום", KNOW, [], [("kn", "k09", "420")]),
    q("he", "תוך כמה זמן מתקנים דוד", KNOW, [], [("kn", "k09", "באותו יום")]),
    q("he", "אפשר לשלם בהעברה בנקאית?", KNOW, [], [("kn", "k07", "העברה בנקאית")]),
    q("he", "לכמה תשלומים אפשר לחלק עסקה גדולה", KNOW, [], [("kn", "k07", "6")]),
    q("he", "מה כולל חוזה השירות", KNOW, [], [("kn", "k10", "שני ניקויים")]),
    q("he", "עם חוזה שירות משלמים על ביקור של טכנאי?", KNOW, [], [("kn", "k10", "ללא עלות ביקור")]),
    q("he", "עד איזו שעה המשרד פתוח", KNOW, [], [("kn", "k01", "17:00")]),
    q("he", "מתי המשרד נפתח בבוקר", KNOW, [], [("kn", "k01", "08:00")]),
    q("en", "how much is a technician visit outside Beer Sheva", KNOW, [], [("kn", "k03", "320")]),
    q("en", "what is the warranty on a repair", KNOW, [], [("kn", "k02", "6")]),
    q("en", "can a customer cancel a visit the day before without paying", KNOW, [], [("kn", "k08", "24")]),
    q("en", "are you open on Saturday", KNOW, [], [("kn", "k01", "50%")]),
    q("he", "כמה עולה לתקן מקרר", UNK),
    q("he", "יש חניה ליד המשרד?", UNK),
    q("he", "אתם מתקינים פאנלים סולאריים?", UNK),
    q("he", "מי הספק שלנו לגז", UNK),
    q("en", "do you repair washing machines", UNK),
]  # fmt: skip
BATCHES = {"s17k": S17K}
FRESH: dict[str, list[list[Row]]] = {}

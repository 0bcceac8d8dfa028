"""Questions about the shared chat devset's business (the appliance repair lab), written by session 7.

Written on 2026-11-24 before any of them was sent to the engine, in the ways office staff type: typos,
no punctuation, slang, short follow-ups, an item named instead of "repair", invoice numbers in their
printed styles, policy questions that mention technicians or visits and towns, out-of-domain requests
that hold a customer's first name or a town. They are scored by the set's own ``score.py`` (``build()``
writes them in its ``utterances.jsonl`` shape; every fact is computed from the set's ``fixtures.json``
by the set's own ``Facts``). ``bench/bench_chat_devset.py`` scores them beside the set in both runs.

A row is ``(lang, text, intent, entities, facts, follow)``. Entities: ``("name", as typed without a
glued prefix)``, ``("phone", as typed)``, ``("inv", number as stored, as typed)``. Facts are the
set's fact specs (``("bal", "c05")``, ``("rep", "r06")``, ``("kn", "k03", "249")`` ...) or
``("say", text, *refs)``: text every right answer holds (the set's scorer has no Hebrew word for a
draft, so ``טיוטה`` is asked for directly).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

from tests.assistant.lab_questions_s9 import FORMS
from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

ROWS: list[Row] = [  # one row a line, as eval_set.py
    # balances
    q("he", "רינה נחום חייבת עוד כסף?", BAL, [("name", "רינה נחום")], [("bal", "c24")]),
    q("he", "כמה נשאר לנתן ברקוביץ לשלם", BAL, [("name", "נתן ברקוביץ")], [("bal", "c29")]),
    q("he", "מה מצב החוב של המוסך", BAL, [], [("bal", "c11")]),
    q("en", "whats the balance for liat hadad", BAL, [("name", "liat hadad")], [("bal", "c22")]),
    q("en", "emily rosen balance pls", BAL, [("name", "emily rosen")], [("bal", "c13")]),
    q("he", "054-2290765 כמה חייב", BAL, [("phone", "054-2290765")], [("bal", "c19")]),
    q("he", "יתרה ללקוח 0584441212", BAL, [("phone", "0584441212")], [("bal", "c09")]),
    q("en", "does mark wilson owe us anything", BAL, [("name", "mark wilson")], [("bal", "c14")]),
    q("he", "כמה חיבת חנה מזרחי", BAL, [("name", "חנה מזרחי")], [("bal", "c16")]),
    q("he", "תבדקי מה החוב של ברק אופיר", BAL, [("name", "ברק אופיר")], [("bal", "c15")]),
    # repairs asked by their item
    q("he", "המקרר של אסתר לוי הגיע החלק?", REP, [("name", "אסתר לוי")], [("rep", "r01")]),
    q("he", "מה עם המזגן של יעקב לוי", REP, [("name", "יעקב לוי")], [("rep", "r02")]),
    q("he", "והמייבש שלו?", REP, [], [("rep", "r03")], True),
    q("en", "washer for דני ביטון ready yet?", REP, [("name", "דני ביטון")], [("rep", "r04")]),
    q("he", "הדוד של אבי שלום תוקן כבר", REP, [("name", "אבי שלום")], [("rep", "r07")]),
    q("he", "טלויזיה של משה אזולאי", REP, [("name", "משה אזולאי")], [("rep", "r08")]),
    q("he", "המיקרוגל של מיכל כהן אברהמי", REP, [("name", "מיכל כהן אברהמי")], [("rep", "r10")]),
    q("he", "מה קורה עם המקרר של מיכל כהן-אברהמי", REP, [("name", "מיכל כהן-אברהמי")], [("rep", "r09")]),
    q("en", "David Thompson washing machine status", REP, [("name", "David Thompson")], [("rep", "r16")]),
    q("en", "any news on emily rosen's dryer", REP, [("name", "emily rosen")], [("rep", "r17")]),
    q("en", "and her fridge?", REP, [], [("rep", "r21")], True),
    q("he", "התנור של חנה מזרחי מוכן", REP, [("name", "חנה מזרחי")], [("rep", "r20")]),
    q("he", "מקפיא של רינה נחום", REP, [("name", "רינה נחום")], [("rep", "r28")]),
    q("he", "0549001234 הטלוויזיה נאספה?", REP, [("phone", "0549001234")], [("rep", "r18")]),
    q("he", "המדיח של ליאת חדד", REP, [("name", "ליאת חדד")], [("rep", "r26")]),
    q("he", "שלום, מה עם הטלוויזיה של גיל רוזנברג", REP, [("name", "גיל רוזנברג")], [("rep", "r27")]),
    q("en", "whats up with the microwave for מרים אברג'יל", REP, [("name", "מרים אברג'יל")], [("rep", "r30")]),
    q("he", "המזגנים של תמר פרידמן כץ, איפה זה עומד", REP, [("name", "תמר פרידמן כץ")], [("rep", "r24")]),
    q("he", "מכונת הכביסה של יהודית קליין עדיין מחכה לחלק?", REP, [("name", "יהודית קליין")], [("rep", "r32")]),
    q("he", "053-7765443 המדיח מוכן לאיסוף?", REP, [("phone", "053-7765443")], [("rep", "r26")]),
    q("he", "המקרר של דני ביטון", REP, [("name", "דני ביטון")], [("rep", "r35")]),
    q("en", "is the ac at the garage done", REP, [], [("rep", "r13")]),
    q("he", "מה הסטטוס של התיקונים של מוסך הדר", REP, [("name", "מוסך הדר")], [("repc", "c11")]),
    # invoices by number, in their printed styles
    q("he", "חשבונית 2025/088 שולמה?", INV, [("inv", "2025/088")], [("ist", "i38")]),
    q("he", "כמה נשאר לשלם על חשבונית A-3306", INV, [("inv", "A-3306")], [("ileft", "i18")]),
    q("en", "how much was paid on INV-1052", INV, [("inv", "INV-1052")], [("ipaid", "i34")]),
    q("en", "inv 1012 status", INV, [("inv", "INV-1012", "inv 1012")], [("ist", "i03")]),
    q("he", "חשבונית 40188 מה הסטטוס", INV, [("inv", "40188")], [("say", "טיוטה", "c05", "i08")]),
    q("en", "is invoice 40190 a draft", INV, [("inv", "40190")], [("ist", "i44")]),
    q("he", "אילו חשבוניות פתוחות יש לרינה נחום", INV, [("name", "רינה נחום")], [("ilist", "c24", "open")]),
    q("en", "open invoices for נתן ברקוביץ", INV, [("name", "נתן ברקוביץ")], [("ilist", "c29", "open")]),
    q("he", "2025-125 שולמה", INV, [("inv", "2025/125", "2025-125")], [("ist", "i33")]),
    q("he", "חשבונית a3318 כמה נשאר", INV, [("inv", "A-3318", "a3318")], [("ileft", "i19")]),
    q("en", "INV 1046 how much left", INV, [("inv", "INV-1046", "INV 1046")], [("ileft", "i24")]),
    q("he", "חשבונית 40102", INV, [("inv", "40102")], [("ist", "i14")]),
    q("he", "חשבונית 5555 קיימת?", INV, [("inv", "5555")], []),
    q("he", "למי שייכת חשבונית 40175", LOOK, [("inv", "40175")], [("name", "c18"), ("about", "i31")]),
    q("en", "was 2025/121 paid", INV, [("inv", "2025/121")], [("ist", "i10")]),
    q("he", "מה הסכום הפתוח בחשבונית INV-1020", INV, [("inv", "INV-1020")], [("ileft", "i12")]),
    # lookups
    q("he", "מה הטלפון של רפי מלכה", LOOK, [("name", "רפי מלכה")], [("phone", "c27")]),
    q("en", "email for נועה גולדברג", LOOK, [("name", "נועה גולדברג")], [("email", "c18")]),
    q("he", "של מי המספר 050-6677889", LOOK, [("phone", "050-6677889")], [("name", "c21")]),
    q("he", "מה הכתובת של שני אבוטבול", LOOK, [("name", "שני אבוטבול")], [("addr", "c30", "הזית")]),
    q("en", "who is 0587788990", LOOK, [("phone", "0587788990")], [("name", "c23")]),
    q("he", "ח.פ. של נתן ברקוביץ", LOOK, [("name", "נתן ברקוביץ")], [("tax", "c29")]),
    q("he", "תמצא לי את יוסי בן-חמו", LOOK, [("name", "יוסי בן-חמו")], [("name", "c09")]),
    q("en", "phone number for Mark Wilson", LOOK, [("name", "Mark Wilson")], [("phone", "c14")]),
    # knowledge: technicians, visits, towns, hours, prices; English questions about Hebrew items
    q("he", "כמה עולה ביקור טכנאי", KNOW, [], [("kn", "k03", "249")]),
    q("en", "how much is a technician visit", KNOW, [], [("kn", "k03", "249")]),
    q("he", "אתם מגיעים ליבנה?", KNOW, [], [("kn", "k05", "יבנה")]),
    q("en", "is there a travel fee to Gedera", KNOW, [], [("kn", "k05", "120")]),
    q("he", "הטכנאי יכול להגיע לנס ציונה", KNOW, [], [("kn", "k05", "נס ציונה")]),
    q("he", "עד מתי פתוח ביום שישי", KNOW, [], [("kn", "k02", "13:00")]),
    q("en", "what time do you open in the morning", KNOW, [], [("kn", "k02", "08:30")]),
    q("en", "until what time are you open before a holiday", KNOW, [], [("kn", "k02", "12:00")]),
    q("he", "כמה עולה בדיקה במעבדה", KNOW, [], [("kn", "k04", "149")]),
    q("en", "how long is a quote valid", KNOW, [], [("kn", "k04", "14")]),
    q("he", "מה האחריות על התקנת מזגן", KNOW, [], [("kn", "k01", "12 חודשים")]),
    q("en", "warranty on a repair done by your technician?", KNOW, [], [("kn", "k01", "90")]),
    q("he", "אפשר לשלם בצ'ק", KNOW, [], [("kn", "k07", "עסקיים")]),
    q("en", "can customers pay in installments", KNOW, [], [("kn", "k07", "12")]),
    q("he", "לקוח לא היה בבית כשהטכנאי הגיע, יש חיוב?", KNOW, [], [("kn", "k08", "100")]),
    q("en", "what if a customer cancels the technician visit the same day", KNOW, [], [("kn", "k08", "100")]),
    q("he", "מכשיר שלא נאסף חודש, כמה גובים", KNOW, [], [("kn", "k09", "15")]),
    q("en", "how much do you charge for storage if the customer doesnt pick up", KNOW, [], [("kn", "k09", "15")]),
    q("he", "כמה עולה להתקין מזגן עילי", KNOW, [], [("kn", "k10", "950")]),
    q("en", "price for cleaning a mini central AC", KNOW, [], [("kn", "k11", "550")]),
    q("he", "כמה עולה מנוי שנתי", KNOW, [], [("kn", "k12", "590")]),
    q("en", "how much to replace a heating element in a boiler", KNOW, [], [("kn", "k13", "480")]),
    q("he", "מה צריך לרשום כשמקבלים מכשיר למעבדה", KNOW, [], [("kn", "k14", "מספר סידורי")]),
    q("en", "do you take away the old fridge", KNOW, [], [("kn", "k15", "150")]),
    q("he", "איפה חונים ליד המעבדה", KNOW, [], [("kn", "k06", "45")]),
    q("en", "where is the lab located", KNOW, [], [("kn", "k06", "12")]),
    q("he", "הטכנאי עושה דחוף באותו יום?", KNOW, [], [("kn", "k03", "180")]),
    q("he", "כמה עולה מילוי גז למזגן", KNOW, [], [("kn", "k11", "350")]),
    q("he", "יש לכם שירות לאילת?", KNOW, [], [("kn", "k05", "40")]),
    # out of domain, holding a town, a customer's first name or a trade word
    q("he", "מה מזג האוויר בבת ים מחר", UNK),
    q("he", "תזמין לי שולחן במסעדה של שלום", UNK),
    q("en", "play some music by Mark Knopfler", UNK),
    q("he", "מתכון לעוגת גבינה של סבתא רינה", UNK),
    q("en", "book a flight to Eilat for Emily", UNK),
    q("he", "מי זכה באליפות בכדורסל, מכבי או הפועל חולון", UNK),
    q("he", "כמה זמן לוקח לנסוע מחולון לרחובות", UNK),
    q("en", "who won the game last night", UNK),
    # greetings and help
    q("he", "בוקר טוב", GREET),
    q("en", "hi there", GREET),
    q("he", "מה אתה יודע לעשות", HELP),
    q("en", "how do I use this", HELP),
    # conversations
    q("he", "מה היתרה של רונית וקנין", BAL, [("name", "רונית וקנין")], [("bal", "c05")]),
    q("he", "והמדיח שלה?", REP, [], [("rep", "r06")], True),
    q("he", "ומה עם רונית ברק?", REP, [("name", "רונית ברק")], [("repc", "c04")], True),
    q("en", "invoice A-3325", INV, [("inv", "A-3325")], [("ist", "i20")]),
    q("en", "whose is it", LOOK, [], [("name", "c11")], True),
    q("en", "how much do they owe in total", BAL, [], [("bal", "c11")], True),
    q("he", "תמצא את עומר ששון", LOOK, [("name", "עומר ששון")], [("name", "c25")]),
    q("he", "המקרר שלו מוכן?", REP, [], [("rep", "r29")], True),
    q("he", "כמה הוא חייב", BAL, [], [("bal", "c25")], True),
]  # fmt: skip


# Written after the engine's last change of session 7 and before any of them was run: the figure on
# these is the one the changes had not seen.
LATER: list[Row] = [  # one row a line, as eval_set.py
    q("he", "שמעון אוחיון סגר הכל?", BAL, [("name", "שמעון אוחיון")], [("bal", "c21")]),
    q("he", "רפי מלכה חייב משהו", BAL, [("name", "רפי מלכה")], [("bal", "c27")]),
    q("he", "מה החוב של יוסי בן חמו", BAL, [("name", "יוסי בן חמו")], [("bal", "c09")]),
    q("he", "050 555 7788 מה היתרה", BAL, [("phone", "050 555 7788")], [("bal", "c15")]),
    q("en", "balance for 052-4448123", BAL, [("phone", "052-4448123")], [("bal", "c24")]),
    q("he", "למוסך הדר יש חובות פתוחים?", BAL, [("name", "מוסך הדר")], [("bal", "c11")]),
    q("he", "הדוד של שמעון אוחיון", REP, [("name", "שמעון אוחיון")], [("rep", "r25")]),
    q("he", "מה עם מכונת הכביסה של אלי דהן", REP, [("name", "אלי דהן")], [("rep", "r23")]),
    q("he", "המזגן של נועה גולדברג הותקן?", REP, [("name", "נועה גולדברג")], [("rep", "r22")]),
    q("en", "is Mark Wilson's TV fixed", REP, [("name", "Mark Wilson")], [("rep", "r18")]),
    q("he", "המקרר של עומר ששון", REP, [("name", "עומר ששון")], [("rep", "r29")]),
    q("he", "מה שלום המדיח של רונית וקנין", REP, [("name", "רונית וקנין")], [("rep", "r06")]),
    q("en", "David Thompson's washer - any update?", REP, [("name", "David Thompson")], [("rep", "r16")]),
    q("he", "המייבש של אמילי רוזן", REP, [("name", "אמילי רוזן")], [("rep", "r17")]),
    q("he", "052-8803141 מה עם המכונה", REP, [("phone", "052-8803141")], [("rep", "r16")]),
    q("he", "התנור של רונית ברק נמסר?", REP, [("name", "רונית ברק")], [("rep", "r05")]),
    q("he", "מזגנים של נתן ברקוביץ", REP, [("name", "נתן ברקוביץ")], [("rep", "r33")]),
    q("he", "חשבונית inv-1039 באיחור?", INV, [("inv", "INV-1039")], [("ist", "i47")]),
    q("en", "status of invoice 40151", INV, [("inv", "40151")], [("ist", "i07")]),
    q("he", "כמה שולם על 2025/102", INV, [("inv", "2025/102")], [("ipaid", "i26")]),
    q("en", "a3306 how much is left", INV, [("inv", "A-3306")], [("ileft", "i18")]),
    q("he", "חשבונית 40119 שולמה כבר?", INV, [("inv", "40119")], [("ist", "i28")]),
    q("en", "is INV-1055 paid", INV, [("inv", "INV-1055")], [("ist", "i50")]),
    q("he", "אילו חשבוניות באיחור יש למוסך הדר", INV, [("name", "מוסך הדר")], [("say", "A-3306", "c11", "i18")]),
    q("he", "של מי חשבונית 2025/109", LOOK, [("inv", "2025/109")], [("name", "c19"), ("about", "i32")]),
    q("he", "מה המייל של גיל רוזנברג", LOOK, [("name", "גיל רוזנברג")], [("email", "c23")]),
    q("en", "address of רפי מלכה", LOOK, [("name", "רפי מלכה")], [("addr", "c27", "המגינים")]),
    q("he", "מי זה 054-8123450", LOOK, [("phone", "054-8123450")], [("name", "c30")]),
    q("he", "טלפון של חנה מזרחי", LOOK, [("name", "חנה מזרחי")], [("phone", "c16")]),
    q("he", "כמה זמן הצעת מחיר בתוקף", KNOW, [], [("kn", "k04", "14")]),
    q("en", "do you charge for the diagnosis in the lab", KNOW, [], [("kn", "k04", "149")]),
    q("he", "הטכנאי מגיע לחדרה?", KNOW, [], [("kn", "k05", "40")]),
    q("en", "do you service Rishon", KNOW, [], [("kn", "k05", "ללא תוספת")]),
    q("he", "מה השעות ביום שישי", KNOW, [], [("kn", "k02", "13:00")]),
    q("en", "are you open on fridays", KNOW, [], [("kn", "k02", "13:00")]),
    q("he", "כמה עולה ניקוי מזגן", KNOW, [], [("kn", "k11", "280")]),
    q("en", "how much is the yearly service plan", KNOW, [], [("kn", "k12", "590")]),
    q("he", "מה עם אחריות אם המכשיר נפל", KNOW, [], [("kn", "k01", "נפילה")]),
    q("he", "כמה עולה להחליף תרמוסטט בדוד", KNOW, [], [("kn", "k13", "220")]),
    q("en", "what do we write down when a device comes in", KNOW, [], [("kn", "k14", "מספר סידורי")]),
    q("he", "איך משלמים בתשלומים", KNOW, [], [("kn", "k07", "12")]),
    q("he", "מה קורה אם לקוח לא אוסף את המכשיר חודשיים", KNOW, [], [("kn", "k09", "60")]),
    q("en", "disposal fee for an old washing machine", KNOW, [], [("kn", "k15", "150")]),
    q("he", "תזכיר לי לקנות חלב", UNK),
    q("en", "what's the weather in Holon", UNK),
    q("he", "מי זה דני אבדיה", UNK),
    q("en", "translate 'warranty' to french", UNK),
    q("he", "כמה עולה מקרר חדש בקרפור", UNK),
    q("he", "ספר לי בדיחה על טכנאים", UNK),
    q("he", "היי, מה נשמע", GREET),
    q("en", "thanks a lot", GREET),
    q("he", "איך משתמשים בך", HELP),
    q("he", "מה היתרה של ליאת חדד", BAL, [("name", "ליאת חדד")], [("bal", "c22")]),
    q("he", "והמדיח שלה מוכן?", REP, [], [("rep", "r26")], True),
    q("he", "ומה עם גיל רוזנברג?", REP, [("name", "גיל רוזנברג")], [("rep", "r27")], True),
    q("en", "invoice 2025/115", INV, [("inv", "2025/115")], [("ist", "i45")]),
    q("en", "who's the customer", LOOK, [], [("name", "c28")], True),
    q("en", "and her washing machine?", REP, [], [("rep", "r32")], True),
]  # fmt: skip

# Written on 2026-11-24 by the `entities` helper before any of them was run: names of the set's
# customers as staff type them (prefix letters glued on, typos, English spellings of Hebrew names, a
# surname alone, a business by its everyday name), a first name beside a surname no customer has,
# phones in other formats, e-mail addresses and invoice numbers as printed.
ENTITIES: list[Row] = [  # one row a line, as eval_set.py
    q("he", "שלחתי לרינה נחום תזכורת, כמה היא חייבת עכשיו", BAL, [("name", "רינה נחום")], [("bal", "c24")]),
    q("he", "כמה צריך לגבות משמעון אוחיון", BAL, [("name", "שמעון אוחיון")], [("bal", "c21")]),
    q("he", "כשאורי שטרן יתקשר מה להגיד לו על החוב", BAL, [("name", "אורי שטרן")], [("bal", "c17")]),
    q("he", "המקרר שאסתר לוי הביאה מוכן?", REP, [("name", "אסתר לוי")], [("rep", "r01")]),
    q("he", "מה עם הדוד ששמעון אוחיון הביא", REP, [("name", "שמעון אוחיון")], [("rep", "r25")]),
    q("he", "לנועה גולדברג יש חשבוניות פתוחות?", INV, [("name", "נועה גולדברג")], [("ilist", "c18", "open")]),
    q("he", "ולעומר ששון?", BAL, [("name", "עומר ששון")], [("bal", "c25")], True),
    q("he", "בשביל יהודית קליין, מה המספר טלפון", LOOK, [("name", "יהודית קליין")], [("phone", "c28")]),
    q("he", "כמה חייב נתן ברקוביח", BAL, [("name", "נתן ברקוביח")], [("bal", "c29")]),
    q("he", "מה היתרה של ליאט חדד", BAL, [("name", "ליאט חדד")], [("bal", "c22")]),
    q("he", "הטלפון של יהודית קלין", LOOK, [("name", "יהודית קלין")], [("phone", "c28")]),
    q("he", "מה עם המזגן של נועה גלדברג", REP, [("name", "נועה גלדברג")], [("rep", "r22")]),
    q("he", "מה עם הטלויזיה של משה אזולי", REP, [("name", "משה אזולי")], [("rep", "r08")]),
    q("en", "emily rossen balance", BAL, [("name", "emily rossen")], [("bal", "c13")]),
    q("en", "mark wilsen phone number", LOOK, [("name", "mark wilsen")], [("phone", "c14")]),
    q("en", "how much does Rina Nahum owe", BAL, [("name", "Rina Nahum")], [("bal", "c24")]),
    q("en", "Shimon Ohayon balance", BAL, [("name", "Shimon Ohayon")], [("bal", "c21")]),
    q("en", "phone of Yossi Ben Hamo", LOOK, [("name", "Yossi Ben Hamo")], [("phone", "c09")]),
    q("en", "is Liat Hadad's dishwasher ready", REP, [("name", "Liat Hadad")], [("rep", "r26")]),
    q("en", "email of Noa Goldberg", LOOK, [("name", "Noa Goldberg")], [("email", "c18")]),
    q("en", "Omer Sasson fridge status", REP, [("name", "Omer Sasson")], [("rep", "r29")]),
    q("en", "does Rafi Malka owe anything", BAL, [("name", "Rafi Malka")], [("bal", "c27")]),
    q("en", "Moshe Azoulay's TV, any news", REP, [("name", "Moshe Azoulay")], [("rep", "r08")]),
    q("en", "Chana Mizrachi oven ready?", REP, [("name", "Chana Mizrachi")], [("rep", "r20")]),
    q("en", "address for Tamar Friedman Katz", LOOK, [("name", "Tamar Friedman Katz")], [("addr", "c20", "מבצע סיני")]),
    q("en", "Ronit Vaknin dishwasher", REP, [("name", "Ronit Vaknin")], [("rep", "r06")]),
    q("en", "Gil Rozenberg's TV", REP, [("name", "Gil Rozenberg")], [("rep", "r27")]),
    q("en", "Sarit Almog-Tal balance", BAL, [("name", "Sarit Almog-Tal")], [("bal", "c10")]),
    q("en", "Uri Shtern phone", LOOK, [("name", "Uri Shtern")], [("phone", "c17")]),
    q("en", "Eli Dahan washing machine", REP, [("name", "Eli Dahan")], [("rep", "r23")]),
    q("he", "כמה חייב ברקוביץ", BAL, [("name", "ברקוביץ")], [("bal", "c29")]),
    q("he", "מה עם המדיח של וקנין", REP, [("name", "וקנין")], [("rep", "r06")]),
    q("en", "Thompson's washing machine", REP, [("name", "Thompson")], [("rep", "r16")]),
    q("he", "הטלפון של אבוטבול", LOOK, [("name", "אבוטבול")], [("phone", "c30")]),
    q("he", "אלי דהן שילם כבר?", BAL, [("name", "אלי דהן")], [("bal", "c19")]),
    q("he", "מי זאת שרית חדד", UNK),
    q("he", "מי זה אבי כהן", UNK),
    q("en", "who is Mark Zuckerberg", UNK),
    q("he", "מי זה יוסי בניון", UNK),
    q("en", "how much does the garage owe", BAL, [], [("bal", "c11")]),
    q("en", "how much does Hadar garage owe", BAL, [("name", "Hadar garage")], [("bal", "c11")]),
    q("en", "open invoices of the garage", INV, [], [("ilist", "c11", "open")]),
    q("he", "המיחם של מוסך הדר מוכן", REP, [("name", "מוסך הדר")], [("rep", "r15")]),
    q("he", "הדר חייבים משהו?", BAL, [("name", "הדר")], [("bal", "c11")]),
    q("he", "+972 50 771 2345 מה היתרה", BAL, [("phone", "+972 50 771 2345")], [("bal", "c01")]),
    q("en", "972-52-3345671 who is it", LOOK, [("phone", "972-52-3345671")], [("name", "c18")]),
    q("en", "(050)300-4411 balance", BAL, [("phone", "(050)300-4411")], [("bal", "c29")]),
    q("he", "050.909.8877 מי זה", LOOK, [("phone", "050.909.8877")], [("name", "c27")]),
    q("en", "does 0532218800 owe anything", BAL, [("phone", "0532218800")], [("bal", "c10")]),
    q("he", "מה עם התיקון של 052-998-1144", REP, [("phone", "052-998-1144")], [("rep", "r05")]),
    q("he", "08 9412233 של מי", LOOK, [("phone", "08 9412233")], [("name", "c16")]),
    q("en", "+972-58-700-1122 balance", BAL, [("phone", "+972-58-700-1122")], [("bal", "c13")]),
    q("he", "של מי המייל liat.hadad@gmail.com", LOOK, [("email", "liat.hadad@gmail.com")], [("name", "c22")]),
    q("en", "who is dave.thompson@gmail.com", LOOK, [("email", "dave.thompson@gmail.com")], [("name", "c12")]),
    q("he", "כמה חייב mark.wilson.il@gmail.com", BAL, [("email", "mark.wilson.il@gmail.com")], [("bal", "c14")]),
    q("he", "חשבונית מס' 40127 שולמה?", INV, [("inv", "40127")], [("ist", "i05")]),
    q("en", "invoice #40151 status", INV, [("inv", "40151")], [("ist", "i07")]),
    q("en", "inv1037 paid?", INV, [("inv", "INV-1037", "inv1037")], [("ist", "i02")]),
    q("he", "חשבונית A 3325 מה המצב", INV, [("inv", "A-3325", "A 3325")], [("ist", "i20")]),
    q("he", "INV-1008 כמה נשאר", INV, [("inv", "INV-1008")], [("ileft", "i42")]),
    q("en", "was 2025-097 paid", INV, [("inv", "2025/097", "2025-097")], [("ist", "i11")]),
]  # fmt: skip
# Batch s7d (helper `answers`, 2026-11-24), written before it was first run: what makes an ANSWER right
# beyond its intent: balances whose drafts and cancelled invoices do not count, one invoice's status,
# remainder or payment by its number (stored open but past due reads overdue), repairs by item with
# their follow-ups ("ומה עם התנור שלה?", "וכמה היא חייבת?"), knowledge answers that quote the number.
ANSWERS: list[Row] = [
    # balances
    q("he", "כמה בדיוק חייבת תמר פרידמן-כץ", BAL, [("name", "תמר פרידמן-כץ")], [("bal", "c20")]),
    q("he", "רונית וקנין חייבת משהו?", BAL, [("name", "רונית וקנין")], [("bal", "c05")]),
    q("he", "ומה עם אסתר לוי?", BAL, [("name", "אסתר לוי")], [("bal", "c01")], True),
    q("he", "כמה חוב יש לרפי מלכה", BAL, [("name", "רפי מלכה")], [("bal", "c27")]),
    q("he", "מה המצב הכספי של אלי דהן", BAL, [("name", "אלי דהן")], [("bal", "c19")]),
    q("he", "שמעון אוחיון חייב לנו כסף?", BAL, [("name", "שמעון אוחיון")], [("bal", "c21")]),
    q("he", "0501239876 כמה חוב", BAL, [("phone", "0501239876")], [("bal", "c08")]),
    q("he", "כמה חייבים לנו מ052-4448123", BAL, [("phone", "052-4448123")], [("bal", "c24")]),
    q("he", "כמה עוד לגבות מגיל רוזנברג", BAL, [("name", "גיל רוזנברג")], [("bal", "c23")]),
    q("he", "יוסי בן חמו - יתרה", BAL, [("name", "יוסי בן חמו")], [("bal", "c09")]),
    q("he", "הלקוחה מרים אברג'יל חייבת?", BAL, [("name", "מרים אברג'יל")], [("bal", "c26")]),
    q("he", "כמה חייבת חנה מזרחי?", BAL, [("name", "חנה מזרחי")], [("bal", "c16")]),
    q("he", "ומה עם התנור שלה?", REP, [], [("rep", "r20")], True),
    q("he", "מה עם המדיח של ליאת חדד", REP, [("name", "ליאת חדד")], [("rep", "r26")]),
    q("he", "וכמה היא חייבת?", BAL, [], [("bal", "c22")], True),
    q("he", "יתרת חוב של דוד תומפסון", BAL, [("name", "דוד תומפסון")], [("bal", "c12")]),
    # repairs by item, status and promised dates
    q("he", "מתי המקרר של אסתר לוי יהיה מוכן", REP, [("name", "אסתר לוי")], [("rep", "r01")]),
    q("he", "מה הסטטוס של הדוד שמש של שמעון אוחיון", REP, [("name", "שמעון אוחיון")], [("rep", "r25")]),
    q("he", "המזגנים של תמר פרידמן-כץ איפה זה עומד", REP, [("name", "תמר פרידמן-כץ")], [("rep", "r24")]),
    q("he", "התיקונים של דני ביטון", REP, [("name", "דני ביטון")], [("repc", "c03")]),
    q("he", "ומה עם המקרר שלו?", REP, [], [("rep", "r35")], True),
    q("he", "מה עם מכונת הכביסה של יהודית קליין", REP, [("name", "יהודית קליין")], [("rep", "r32")]),
    q("he", "הטלוויזיה של גיל רוזנברג כבר נבדקה?", REP, [("name", "גיל רוזנברג")], [("rep", "r27")]),
    q("he", "מקרר המשקאות של מוסך הדר", REP, [("name", "מוסך הדר")], [("rep", "r14")]),
    q("he", "מה עם התיקון של אורי שטרן", REP, [("name", "אורי שטרן")], [("repc", "c17")]),
    q("he", "המיקרוגל של מרים אברג'יל", REP, [("name", "מרים אברג'יל")], [("rep", "r30")]),
    q("he", "עומר ששון - המקרר מוכן?", REP, [("name", "עומר ששון")], [("rep", "r29")]),
    q("he", "מה עם הדוד של 052-7745123", REP, [("phone", "052-7745123")], [("rep", "r07")]),
    q("he", "המדיח של רונית וקנין, יש כבר אבחנה?", REP, [("name", "רונית וקנין")], [("rep", "r06")]),
    q("he", "מתי אפשר לאסוף את מכונת הכביסה של דני ביטון", REP, [("name", "דני ביטון")], [("rep", "r04")]),
    q("he", "שני אבוטבול, המזגן הוחזר כבר?", REP, [("name", "שני אבוטבול")], [("rep", "r34")]),
    q("he", "המיני מרכזי של רפי מלכה", REP, [("name", "רפי מלכה")], [("rep", "r31")]),
    # one invoice by its number
    q("he", "מה הסטטוס של חשבונית 40151", INV, [("inv", "40151")], [("ist", "i07")]),
    q("he", "ומי הלקוח שלה?", LOOK, [], [("name", "c05")], True),
    q("he", "חשבונית INV-1029 שולמה?", INV, [("inv", "INV-1029")], [("ist", "i22")]),
    q("he", "כמה נשאר לשלם על A-3306?", INV, [("inv", "A-3306")], [("ileft", "i18")]),
    q("he", "כמה שולם על חשבונית 40175", INV, [("inv", "40175")], [("ipaid", "i31")]),
    q("he", "חשבונית 2025/125 באיחור?", INV, [("inv", "2025/125")], [("ist", "i33")]),
    q("he", "מה מצב חשבונית 40188", INV, [("inv", "40188")], [("say", "טיוטה", "c05", "i08")]),
    q("he", "מה עם חשבונית 40102", INV, [("inv", "40102")], [("ist", "i14")]),
    q("he", "כמה יתרה בחשבונית INV-1035", INV, [("inv", "INV-1035")], [("ileft", "i46")]),
    q("he", "אילו חשבוניות פתוחות יש לרינה נחום", INV, [("name", "רינה נחום")], [("ilist", "c24", "open")]),
    q("he", "INV-1052 כמה שילמו", INV, [("inv", "INV-1052")], [("ipaid", "i34")]),
    q("he", "חשבונית 99999 מה הסטטוס", INV, [("inv", "99999")], []),
    q("he", "מה עם חשבונית A-3301", INV, [("inv", "A-3301")], [("ist", "i16")]),
    # lookups
    q("he", "מה הטלפון של שרית אלמוג-טל", LOOK, [("name", "שרית אלמוג-טל")], [("phone", "c10")]),
    q("he", "של מי המספר 050-6677889", LOOK, [("phone", "050-6677889")], [("name", "c21")]),
    q("he", "מי זה 03-6724455", LOOK, [("phone", "03-6724455")], [("name", "c28")]),
    # knowledge quoting the number asked for
    q("he", "כמה עולה ביקור טכנאי בבית", KNOW, [], [("kn", "k03", "249")]),
    q("he", "עד מתי אפשר לבטל ביקור בלי לשלם", KNOW, [], [("kn", "k08", "24")]),
    q("he", "כמה זמן אחריות יש על התקנת מזגן", KNOW, [], [("kn", "k01", "12")]),
    q("he", "כמה עולה ניקוי מזגן מיני מרכזי", KNOW, [], [("kn", "k11", "550")]),
    q("he", "מה דמי האחסון למכשיר שלא נאסף", KNOW, [], [("kn", "k09", "15")]),
    q("he", "כמה עולה להחליף תרמוסטט בדוד", KNOW, [], [("kn", "k13", "220")]),
    q("he", "כמה עולה פינוי מקרר ישן בלי התקנה", KNOW, [], [("kn", "k15", "150")]),
    q("he", "כמה זמן הצעת מחיר בתוקף", KNOW, [], [("kn", "k04", "14")]),
    q("he", "כמה זמן חניה חינם יש ליד המעבדה", KNOW, [], [("kn", "k06", "45")]),
    # English
    q("en", "what's the status of invoice 40151", INV, [("inv", "40151")], [("ist", "i07")]),
    q("en", "how much is left on A-3306", INV, [("inv", "A-3306")], [("ileft", "i18")]),
    q("en", "is Emily Rosen's fridge ready", REP, [("name", "Emily Rosen")], [("rep", "r21")]),
    q("en", "and how much does she owe?", BAL, [], [("bal", "c13")], True),
    q("en", "David Thompson balance", BAL, [("name", "David Thompson")], [("bal", "c12")]),
    q("en", "how much is a technician visit", KNOW, [], [("kn", "k03", "249")]),
    q("en", "who has phone 054-8123450", LOOK, [("phone", "054-8123450")], [("name", "c30")]),
    q("en", "how much was paid on INV-1046", INV, [("inv", "INV-1046")], [("ipaid", "i24")]),
    q("en", "status of the oven of חנה מזרחי", REP, [("name", "חנה מזרחי")], [("rep", "r20")]),
    q("en", "what time do you close on friday", KNOW, [], [("kn", "k02", "13:00")]),
    q("en", "which invoices are still open for רינה נחום", INV, [("name", "רינה נחום")], [("ilist", "c24", "open")]),
]  # fmt: skip
# Batch s8 (helper `hebrew`, 2026-11-24), written from fixtures.json before it was first run: Hebrew word
# forms (a verb's binyanim and its noun: משלמים / תשלום, מחייבים / חיוב, תקפה / בתוקף; plurals; prefixes
# on names and words), "ערב חג", and a first name beside a surname no customer has.
HEBREW: list[Row] = [
    q("he", "אפשר לפרוס את התשלום לכמה חודשים?", KNOW, [], [("kn", "k07", "12")]),
    q("he", "משלמים אצלכם באשראי?", KNOW, [], [("kn", "k07", "אשראי")]),
    q("he", "מקבלים צ'קים מלקוחות פרטיים?", KNOW, [], [("kn", "k07", "עסקיים")]),
    q("he", "אפשר לשלם בביט", KNOW, [], [("kn", "k07", "ביט")]),
    q("he", "מתקנים מזגנים גם במעבדה?", KNOW, [], [("kn", "k03", "בבית הלקוח")]),
    q("he", "עד איזו שעה עובדים בערב חג", KNOW, [], [("kn", "k02", "12:00")]),
    q("he", "באיזו שעה סוגרים בערב פסח", KNOW, [], [("kn", "k02", "12:00")]),
    q("he", "עובדים בשבת?", KNOW, [], [("kn", "k02", "סגורה")]),
    q("he", "עד מתי פתוחים בימי חמישי", KNOW, [], [("kn", "k02", "18:00")]),
    q("he", "אם הלקוח לא מאשר את התיקון כמה הוא משלם", KNOW, [], [("kn", "k04", "149")]),
    q("he", "לכמה זמן תקפה הצעת המחיר", KNOW, [], [("kn", "k04", "14")]),
    q("he", "ביטלו ביקור שעה לפני, כמה מחייבים", KNOW, [], [("kn", "k08", "100")]),
    q("he", "עד כמה זמן לפני אפשר להזיז ביקור בלי חיוב", KNOW, [], [("kn", "k08", "24")]),
    q("he", "הלקוח ביטל את התיקון אחרי שהזמנו חלקים, מה הוא משלם", KNOW, [], [("kn", "k08", "החלקים")]),
    q("he", "כמה גובים על אחסון של מכשירים", KNOW, [], [("kn", "k09", "15")]),
    q("he", "אחרי כמה ימים מתחילים לחייב על אחסון", KNOW, [], [("kn", "k09", "30")]),
    q("he", "מתי מותר לנו למחזר מכשיר שלא אספו", KNOW, [], [("kn", "k09", "60")]),
    q("he", "כמה עולה להתקין מזגן של 2 כוח סוס", KNOW, [], [("kn", "k10", "1,250")]),
    q("he", "כמה עולה כל מטר צנרת נוסף", KNOW, [], [("kn", "k10", "95")]),
    q("he", "מתי כדאי לנקות את המזגנים", KNOW, [], [("kn", "k11", "לפני הקיץ")]),
    q("he", "כמה עולה למלא גז R410A", KNOW, [], [("kn", "k11", "450")]),
    q("he", "מה מקבלים במנוי השנתי", KNOW, [], [("kn", "k12", "15%")]),
    q("he", "המנוי מתחדש לבד?", KNOW, [], [("kn", "k12", "אוטומטית")]),
    q("he", "כמה עולה לנקות אבנית מהדוד", KNOW, [], [("kn", "k13", "300")]),
    q("he", "כמה עולה דוד חדש של 150 ליטר", KNOW, [], [("kn", "k13", "2,900")]),
    q("he", "מה מצלמים כשמקבלים מכשיר", KNOW, [], [("kn", "k14", "שריטות")]),
    q("he", "הלקוח שכח את תעודת הקבלה, אפשר להחזיר לו את המכשיר", KNOW, [], [("kn", "k14", "תעודת זהות")]),
    q("he", "כמה עולה לפנות מכונת כביסה ישנה", KNOW, [], [("kn", "k15", "150")]),
    q("he", "איפה אפשר לפרוק מכשיר כבד ליד המעבדה", KNOW, [], [("kn", "k06", "עגלת")]),
    q("he", "אתם מגיעים לאשדוד? כמה זה עולה", KNOW, [], [("kn", "k05", "120")]),
    q("he", "כמה מוסיפים על תיקון דחוף באותו היום", KNOW, [], [("kn", "k03", "180")]),
    q("he", "האחריות מכסה נזק מהצפה?", KNOW, [], [("kn", "k01", "הצפה")]),
    q("he", "לכמה ימים האחריות על חלקים שהוחלפו", KNOW, [], [("kn", "k01", "90")]),
    q("he", "צריך להביא חשבונית כדי לממש את האחריות?", KNOW, [], [("kn", "k01", "תעודת תיקון")]),
    q("he", "כמה חייבים לנו מיעקב לוי", BAL, [("name", "יעקב לוי")], [("bal", "c02")]),
    q("he", "מה היתרה הפתוחה של מיכל כהן אברהמי", BAL, [("name", "מיכל כהן אברהמי")], [("bal", "c08")]),
    q("he", "משה אזולאי סיים לשלם?", BAL, [("name", "משה אזולאי")], [("bal", "c07")]),
    q("he", "כמה כסף מגיע לנו מהלקוחה אסתר לוי", BAL, [("name", "אסתר לוי")], [("bal", "c01")]),
    q("he", "מה עם החובות של רינה נחום", BAL, [("name", "רינה נחום")], [("bal", "c24")]),
    q("he", "והחשבוניות הפתוחות שלה?", INV, [], [("ilist", "c24", "open")], True),
    q("he", "המכונה של יוסי בן חמו מוכנה?", REP, [("name", "יוסי בן חמו")], [("rep", "r11")]),
    q("he", "בדקתם כבר את המקרר של מיכל כהן-אברהמי", REP, [("name", "מיכל כהן-אברהמי")], [("rep", "r09")]),
    q("he", "מתי מחזירים לאבי שלום את הדוד", REP, [("name", "אבי שלום")], [("rep", "r07")]),
    q("he", "המייבשים של יעקב לוי", REP, [("name", "יעקב לוי")], [("rep", "r03")]),
    q("he", "התיקון של ברק אופיר מוכן?", REP, [("name", "ברק אופיר")], [("rep", "r19")]),
    q("he", "למה המדיח של רונית וקנין עוד לא מוכן", REP, [("name", "רונית וקנין")], [("rep", "r06")]),
    q("he", "המזגן של שרית אלמוג-טל הותקן?", REP, [("name", "שרית אלמוג-טל")], [("rep", "r12")]),
    q("he", "מה מצב המקפיא של רינה נחום", REP, [("name", "רינה נחום")], [("rep", "r28")]),
    q("he", "החשבוניות של דני ביטון שולמו?", INV, [("name", "דני ביטון")], [("ilist", "c03", "open")]),
    q("he", "כמה שילמו על חשבונית 40166", INV, [("inv", "40166")], [("ipaid", "i15")]),
    q("he", "כמה נותר לתשלום בחשבונית 2025/118", INV, [("inv", "2025/118")], [("ileft", "i09")]),
    q("he", "אילו חשבוניות של רינה נחום בפיגור", INV, [("name", "רינה נחום")], [("say", "2025/088", "c24", "i38"), ("say", "2025/112", "c24", "i39")]),
    q("he", "מי זה גיל שחר", UNK),
    q("he", "מי זאת נועה קירל", UNK),
    q("he", "מי זה משה פרץ", UNK),
    q("he", "מה הטלפון של עומר אדם", LOOK, [("name", "עומר אדם")]),
    q("he", "תזמיני לי מונית לחולון", UNK),
    q("he", "איך מכינים שקשוקה", UNK),
    q("en", "can a private customer pay by cheque", KNOW, [], [("kn", "k07", "עסקיים")]),
    q("en", "do you close early on holiday eves", KNOW, [], [("kn", "k02", "12:00")]),
    q("en", "what if nobody is home when the technician comes", KNOW, [], [("kn", "k08", "100")]),
    q("en", "how long is the warranty on replaced parts", KNOW, [], [("kn", "k01", "90")]),
    q("en", "price to descale a water heater", KNOW, [], [("kn", "k13", "300")]),
    q("en", "who is Dani Avdija", UNK),
    q("en", "is Barak Ofir's AC ready", REP, [("name", "Barak Ofir")], [("rep", "r19")]),
    q("en", "how much does Yaakov Levi owe", BAL, [("name", "Yaakov Levi")], [("bal", "c02")]),
    q("en", "is invoice 40166 paid", INV, [("inv", "40166")], [("ist", "i15")]),
]  # fmt: skip
BATCHES = {"s7": ROWS, "s7b": LATER, "s7c": ENTITIES, "s7d": ANSWERS, "s8": HEBREW, "s9": FORMS}


def _shared_facts(devset: Path) -> Any:
    """The set's own fact resolver, so no figure here is typed by hand."""
    spec = importlib.util.spec_from_file_location("devset_build", devset / "build_utterances.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module, module.Facts(json.loads((devset / "fixtures.json").read_text(encoding="utf-8")))


def _entity(module: Any, kind: str, value: str) -> dict[str, str]:
    if kind == "name":
        return {"type": "customer_name", "value": value}
    if kind == "phone":
        return {"type": "phone", "value": module.norm_phone(value)}
    if kind == "email":
        return {"type": "email", "value": value}
    return {"type": "invoice_number", "value": value}


def build(devset: Path) -> list[dict[str, Any]]:
    """The rows in ``score.py``'s shape, ids ``<batch>-NNN``."""
    module, facts = _shared_facts(devset)
    out: list[dict[str, Any]] = []
    numbered = [(f"{batch}-{n:03d}", row) for batch, rows in BATCHES.items() for n, row in enumerate(rows, 1)]
    for row_id, (lang, text, intent, ents, specs, follow) in numbered:
        must: list[str] = []
        about: list[str] = []
        for spec in specs:
            if spec[0] == "say":
                found, refs = [spec[1]], list(spec[2:])
            elif spec[0] == "ilist":
                found, refs = facts.resolve(("ilist", spec[1], module.OPEN_LIKE))
            else:
                found, refs = facts.resolve(spec)
            must += [m for m in found if m not in must]
            about += [r for r in refs if r not in about]
        row = {
            "id": row_id,
            "text": text,
            "lang": lang,
            "intent": intent,
            "entities": [_entity(module, e[0], e[1]) for e in ents],
            "must_mention": must,
            "about": about,
        }
        if follow:
            row["context_from"] = out[-1]["id"]
        out.append(row)
    return out


def write(devset: Path, path: Path) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in build(devset)), "utf-8")
    return path

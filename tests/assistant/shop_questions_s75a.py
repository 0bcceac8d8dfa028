"""Batch s75a: questions about חוט ומחט (Chut VaMachat: a sewing-machine and industrial-sewing-equipment
service shop in Florentin, Tel Aviv, ``shops/chut.json``), and ``s75af``: questions asked the moment the
records they are about were made through the API (the fixtures' ``added_later`` steps). A DEVELOPMENT set
KEPT ASIDE as a later session's check: written blind, kept aside, aggregates only until a later
session uses it.

Written by helper `blind75a` in 2026-12, a blind writer who read neither the assistant's engine nor the other
question sets, fixtures first and then these questions, from the fixtures alone and before any of them (or the
fixtures) was sent to the engine. About half Hebrew and half English, in three staff voices and a plain batch:
``x`` the owner at the counter (terse Hebrew, half sentences), ``y`` a chatty front-desk clerk (Hebrew, some
English, greetings and follow-ups), ``z`` the English-speaking bookkeeper (invoices, balances, payment terms,
Hebrew names typed in English letters), ``p`` plain questions of every kind. Jobs are asked by the machine as
people name it (האוברלוק, מכונת הרקמה, the Juki, the vintage Singer, the cutting machine), by brand, model or
as "the X of Y"; a bridal salon, an upholstery shop, a theatre's costume department, a uniforms factory and a
fashion school by part of their names or English words for them; invoice numbers CH-3011 / 2026/0141 / 71820
typed as ch3058, CH 3066, 2026-0188; names with prefixes (לוילונות, מאורית, ושירן), typos, English spellings;
knowledge in everyday words; out-of-domain requests holding names or the trade's words; a phone a wife and
her husband share; unknown customers; counts.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).

First run (session 63, 17:24 UTC, main ``2505b318`` = session 62's final engine with a review mend that
changes no behaviour, before any of session 63's branches; both orders alike row for row; aggregates only):
intent 0.945, entities 0.887, answers 0.934 (he 0.911, en 0.967), 152 of 181 fully right; by intent unknown
(intent 0.77), knowledge answers (0.81) and repair status (intent 0.91) the weakest.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

X: list[Row] = [  # the owner: terse Hebrew, some English words
    he("כמה חייב סלון הכלות", BAL, nm("סלון הכלות"), [("bal", "c01")]),
    he("ריפודי השרון יתרה", BAL, nm("ריפודי השרון"), [("bal", "c02")]),
    he("המפעל של אופיר חייב?", BAL, nm("אופיר"), [("bal", "c04")]),
    he("חדאד שילם?", BAL, nm("חדאד"), [("bal", "c06")]),
    he("משה פרץ כמה", BAL, nm("משה פרץ"), [("bal", "c12")]),
    he("כמה חייבת מאורית פרץ", BAL, nm("אורית פרץ"), [("bal", "c13")]),
    he("יתרה לוילונות גליה", BAL, nm("וילונות גליה"), [("bal", "c27")]),
    he("בוריס קגן חוב?", BAL, nm("בוריס קגן"), [("bal", "c17")]),
    he("כמה חייבת אירינה וולקוב", BAL, nm("אירינה וולקוב"), [("bal", "c26")]),
    he("אבראמוביץ רחל חייבת משהו", BAL, nm("אבראמוביץ רחל"), [("bal", "c10")]),
    he("פרץ כמה חייב", BAL, nm("פרץ"), [("names", "c12", "c13")]),
    he("האוברלוק של הכלות מוכן?", REP, nm("הכלות"), [("rep", "r01")]),
    he("והברנינה שלהם?", REP, [], [("rep", "r02")], True),
    he("הג'וקי הישרה של ריפודי השרון", REP, nm("ריפודי השרון"), [("rep", "r03")]),
    he("מכונת הרקמה של התיאטרון הגיע החלק?", REP, nm("התיאטרון"), [("rep", "r06")]),
    he("מכונת החיתוך של אופיר", REP, nm("אופיר"), [("rep", "r09")]),
    he("הדוושה של סבטלנה - הזינגר הישנה", REP, nm("סבטלנה"), [("rep", "r16")]),
    he("הקוברסטיץ' של בוריס", REP, nm("בוריס"), [("rep", "r27")]),
    he("מכונת הכפתורים של מסארווה", REP, nm("מסארווה"), [("rep", "r33")]),
    he("ברנינה 350 של אורית", REP, nm("אורית"), [("rep", "r23")]),
    he("מה עם הפגסוס של חיים נחום", REP, nm("חיים נחום"), [("rep", "r31")]),
    he("כל העבודות של התיאטרון", REP, nm("התיאטרון"), [("repc", "c03")]),
    he("מה יש לנו על מדי אופיר", REP, nm("מדי אופיר"), [("repc", "c04")]),
    he("ענבל שרעבי יש לה מכונה אצלנו?", REP, nm("ענבל שרעבי"), [("repc", "c34")]),
    he("2026/0141 שולמה?", INV, iv("2026/0141"), [("ist", "i03")]),
    he("כמה נשאר על 2026/0141", INV, iv("2026/0141"), [("ileft", "i03")]),
    he("ch3058 מצב", INV, [("inv", "CH-3058", "ch3058")], [("ist", "i02")]),
    he("71866 כמה שילמו", INV, iv("71866"), [("ipaid", "i12")]),
    he("חשבונית CH-3028", INV, iv("CH-3028"), [("ist", "i23")]),
    he("פתוחות של התיאטרון", INV, nm("התיאטרון"), [("ilist", "c03")]),
    he("2026/0191 מה הסטטוס", INV, iv("2026/0191"), [("ist", "i07")]),
    he("טלפון של יוסף חדאד", LOOK, nm("יוסף חדאד"), [("phone", "c06")]),
    he("מי זה 050-3317729", LOOK, ph("050-3317729"), [("name", "c12")]),
    he("ח.פ. של ריפודי השרון", LOOK, nm("ריפודי השרון"), [("tax", "c02")]),
    he("מייל של המפעל באשדוד", LOOK, nm("המפעל באשדוד"), [("email", "c04")]),
    he("עד מתי פתוח בשישי", KNOW, [], [("kn", "k01", "13:00")]),
    he("כמה עולה בדיקה", KNOW, [], [("kn", "k03", "120")]),
    he("טיפול לאוברלוק כמה", KNOW, [], [("kn", "k02", "340")]),
    he("הובלה למכונה תעשייתית בתל אביב כמה", KNOW, [], [("kn", "k04", "250")]),
    he("תיקון דחוף כמה תוספת", KNOW, [], [("kn", "k11", "40%")]),
    he("מתקנים מכונות סריגה?", KNOW, [], [("kn", "k10", "סריגה")]),
    he("תזמין לי מחטים מג'וקי", UNK),
    he("תכתוב פוסט לאינסטגרם על קורס אוברלוק", UNK),
    he("מה מזג האוויר מחר בפלורנטין", UNK),
    he("כמה לקוחות יש לנו", UNK),
    he("בוקר טוב", GREET),
]  # fmt: skip

Y: list[Row] = [  # the front-desk clerk: chatty, conversations, some English
    he("היי, מה שלומך?", GREET),
    he("תגיד, בוטיק ליבי עוד חייבים לנו כסף מהחורף?", BAL, nm("בוטיק ליבי"), [("bal", "c31")]),
    he("ואיזו חשבונית שלהם פתוחה?", INV, [], [("ilist", "c31")], True),
    he("כמה נשאר עליה?", INV, [], [("ileft", "i49")], True),
    he("שאלה - ליילא עבאס, מכונת הרקמה שלה כבר מוכנה? היא מתקשרת כל יום", REP,
       nm("ליילא עבאס"), [("rep", "r34")]),
    he("ומה היא חייבת?", BAL, [], [("bal", "c21")], True),
    he("בוקר! הסטודנטים של סטודיו מסלול שואלים על המכונות שלהם, מה המצב?", REP,
       nm("סטודיו מסלול"), [("rep", "r11")]),
    he("והפאף שלהם?", REP, [], [("rep", "r12")], True),
    he("מה עם האוברלוק של ורד גבאי? לא, סליחה, הברנינה שלה", REP, nm("ורד גבאי"), [("rep", "r37")]),
    he("הדס שמעוני הביאה ג'נומה קטנה, כבר בדקו אותה?", REP, nm("הדס שמעוני"), [("rep", "r26")]),
    he("מאיה בן דוד מתקשרת לגבי האח CS10 שלה", REP, nm("מאיה בן דוד"), [("rep", "r29")]),
    he("תזכיר לי כמה עבודות יש לרחל אברמוביץ אצלנו", REP, nm("רחל אברמוביץ"), [("repc", "c10")]),
    he("ולדנה אברמוביץ?", REP, nm("דנה אברמוביץ"), [("repc", "c11")], True),
    he("יש לנו את הטלפון של טטיאנה שפירו? היא שכחה את הדוושה", LOOK, nm("טטיאנה שפירו"), [("phone", "c29")]),
    he("מישהו התקשר מ-053-3184420, של מי זה?", LOOK, ph("053-3184420"), [("names", "c08", "c35")]),
    he("קובי אטיאס איפה הוא גר בעצם?", LOOK, nm("קובי אטיאס"), [("addr", "c25", "הגפן")]),
    he("שירן אוחיון - החשבונית שלה בוטלה או שהיא צריכה לשלם?", INV, nm("שירן אוחיון"), [("ist", "i39")]),
    he("יש לקוחה בשם רוני זילברמן? היא אומרת שהשאירה פה זינגר", REP, nm("רוני זילברמן"), []),
    he("לקוחה שואלת אם אפשר לשלם בביט", KNOW, [], [("kn", "k06", "ביט")]),
    he("כמה זמן אחריות יש על חלק שהחלפנו?", KNOW, [], [("kn", "k05", "6 חודשים")]),
    he("מישהי רוצה ללמוד לתחזק לבד את המכונה, יש לנו משהו כזה? כמה עולה?", KNOW, [], [("kn", "k08", "690")]),
    he("מה הלקוח צריך להביא עם המכונה כשהוא מוסר לתיקון?", KNOW, [], [("kn", "k09", "הדוושה")]),
    he("כמה זמן אנחנו שומרים מכונה שלא אספו?", KNOW, [], [("kn", "k09", "60 יום")]),
    he("תעזור לי לנסח הודעה ללקוחה שהשמלה שלה לא תהיה מוכנה לחתונה", UNK),
    he("איפה יש חניה ליד שוק לוינסקי?", UNK),
    he("מה אתה יודע לעשות?", HELP),
    en("hi there", GREET),
    en("Samir Khoury's overlocker - is it done yet?", REP, nm("Samir Khoury"), [("rep", "r14")]),
    en("and his old Singer?", REP, [], [("rep", "r15")], True),
    en("what does he owe us", BAL, [], [("bal", "c07")], True),
    en("Olga Petrova asked about her embroidery machine", REP, nm("Olga Petrova"), [("rep", "r17")]),
    en("Emma Goldberg's Bernina - ready for pickup?", REP, nm("Emma Goldberg"), [("rep", "r35")]),
    en("David Ben Ami's Featherweight, how's the restoration going", REP,
       nm("David Ben Ami"), [("rep", "r43")]),
    en("Michael Stern's Singer", REP, nm("Michael Stern"), [("rep", "r40")]),
    en("do we have a customer called Tamar Eshel", LOOK, nm("Tamar Eshel"), []),
    en("what's the address of the costume department", LOOK, nm("costume department"),
       [("addr", "c03", "יחיאלי")]),
    en("are you open on Saturday", KNOW, [], [("kn", "k01", "09:00")]),
    en("can you recommend a good fabric store in Nahalat Binyamin", UNK),
    en("what can you help me with", HELP),
    he("תודה רבה!", GREET),
    he("הג'וקי של איתי לוינסון, זו של העור, מוכנה?", REP, nm("איתי לוינסון"), [("rep", "r25")]),
    he("נועה לוינסון - הפאף", REP, nm("נועה לוינסון"), [("rep", "r24")]),
    he("לוינסון כמה חייבים", BAL, nm("לוינסון"), [("names", "c14", "c15")]),
    he("אחמד מסארווה עדיין חייב?", BAL, nm("אחמד מסארווה"), [("bal", "c20")]),
    he("ולגבי חשבונית 2026/0171 שלו, כמה כבר שילם?", INV, iv("2026/0171"), [("ipaid", "i34")], True),
]  # fmt: skip

Z: list[Row] = [  # the English-speaking bookkeeper
    en("balance for the bridal salon", BAL, nm("bridal salon"), [("bal", "c01")]),
    en("how much does the upholstery shop owe", BAL, nm("upholstery shop"), [("bal", "c02")]),
    en("what's outstanding for the theatre", BAL, nm("theatre"), [("bal", "c03")]),
    en("Ofir uniforms balance", BAL, nm("Ofir"), [("bal", "c04")]),
    en("does the fashion school owe anything", BAL, nm("fashion school"), [("bal", "c05")]),
    en("Yosef Haddad balance", BAL, nm("Yosef Haddad"), [("bal", "c06")]),
    en("how much does Svetlana Moroz owe", BAL, nm("Svetlana Moroz"), [("bal", "c08")]),
    en("Moshe Perets - anything owed?", BAL, nm("Moshe Perets"), [("bal", "c12")]),
    en("balance of Boris Kagan", BAL, nm("Boris Kagan"), [("bal", "c17")]),
    en("does Hadas Shimoni owe us", BAL, nm("Hadas Shimoni"), [("bal", "c16")]),
    en("Chaim Nachum's balance", BAL, nm("Chaim Nachum"), [("bal", "c19")]),
    en("how much is Vered Gabai still owing", BAL, nm("Vered Gabai"), [("bal", "c24")]),
    en("Layla Abbas account balance", BAL, nm("Layla Abbas"), [("bal", "c21")]),
    en("Galia curtains - open balance?", BAL, nm("Galia"), [("bal", "c27")]),
    en("Emma Goldberg balance", BAL, nm("Emma Goldberg"), [("bal", "c22")]),
    en("Michael Stern owes anything?", BAL, nm("Michael Stern"), [("bal", "c28")]),
    en("status of invoice CH-3011", INV, iv("CH-3011"), [("ist", "i01")]),
    en("is 2026/0146 overdue?", INV, iv("2026/0146"), [("ist", "i49")]),
    en("remaining on 2026-0188", INV, [("inv", "2026/0188", "2026-0188")], [("ileft", "i06")]),
    en("how much is left to pay on 2026/0177", INV, iv("2026/0177"), [("ileft", "i09")]),
    en("CH 3066 - how much has been paid", INV, [("inv", "CH-3066", "CH 3066")], [("ipaid", "i16")]),
    en("invoice 71858 remaining amount", INV, iv("71858"), [("ileft", "i25")]),
    en("was 71845 paid", INV, iv("71845"), [("ist", "i22")]),
    en("status of 71879", INV, iv("71879"), [("ist", "i52")]),
    en("invoice CH-3099", INV, iv("CH-3099"), []),
    en("what's left on 71877", INV, iv("71877"), [("ileft", "i41")]),
    en("open invoices for Ofir uniforms", INV, nm("Ofir"), [("ilist", "c04")]),
    en("which invoices of the fashion school are unpaid", INV, nm("fashion school"), [("ilist", "c05")]),
    en("any open invoices for Samir Khoury", INV, nm("Samir Khoury"), [("ilist", "c07")]),
    en("unpaid invoices for Irina Volkov", INV, nm("Irina Volkov"), [("ilist", "c26")]),
    en("does Olga Petrova have unpaid invoices", INV, nm("Olga Petrova"), [("ilist", "c09")]),
    en("whose invoice is 2026/0186", LOOK, iv("2026/0186"), [("name", "c27"), ("about", "i45")]),
    en("who is 71833 for", LOOK, iv("71833"), [("name", "c08"), ("about", "i17")]),
    en("the uniform factory's tax ID", LOOK, nm("uniform factory"), [("tax", "c04")]),
    en("email for Noa Levinson", LOOK, nm("Noa Levinson"), [("email", "c14")]),
    en("phone number for the bridal salon", LOOK, nm("bridal salon"), [("phone", "c01")]),
    en("who has the number 054-330-1968", LOOK, ph("054-330-1968"), [("name", "c22")]),
    en("who is 03-5104488", LOOK, ph("03-5104488"), [("name", "c03")]),
    en("what are the payment terms for business customers", KNOW, [], [("kn", "k06", "30")]),
    en("can a private customer split a payment, and from what amount", KNOW, [], [("kn", "k06", "1,000")]),
    en("how much does a technician visit to a factory cost", KNOW, [], [("kn", "k07", "350")]),
    en("extra hour of the technician on site", KNOW, [], [("kn", "k07", "180")]),
    en("warranty on labour after a repair - how long", KNOW, [], [("kn", "k05", "3 חודשים")]),
    en("export last month's invoices to Excel for the accountant", UNK),
    en("what's the VAT rate in Israel this year", UNK),
    en("draft an email to Ofir uniforms about a price increase", UNK),
    en("how many invoices did we issue this year", UNK),
]  # fmt: skip

P: list[Row] = [  # plain questions of every kind
    he("כמה חייבת טטיאנה שפירו?", BAL, nm("טטיאנה שפירו"), [("bal", "c29")]),
    he("מה היתרה של הילה מזרחי", BAL, nm("הילה מזרחי"), [("bal", "c32")]),
    he("ושירן אוחיון?", BAL, nm("שירן אוחיון"), [("bal", "c23")], True),
    he("ענבל שרעבי חייבת משהו?", BAL, nm("ענבל שרעבי"), [("bal", "c34")]),
    he("כמה חייב החייט של פלורנטין", BAL, nm("החייט של פלורנטין"), [("bal", "c19")]),
    he("מה המצב של המכונה של מרים סלאמה", REP, nm("מרים סלאמה"), [("repc", "c30")]),
    he("מה עם הג'נומה של טטיאנה", REP, nm("טטיאנה"), [("rep", "r41")]),
    he("הזינגר של דנה אברמוביץ", REP, nm("דנה אברמוביץ"), [("rep", "r20")]),
    he("האוברלוק פאף של אירינה", REP, nm("אירינה"), [("rep", "r38")]),
    he("המכונה הכבדה של וילונות גליה מוכנה?", REP, nm("וילונות גליה"), [("rep", "r39")]),
    he("מכונת הריפוד של ריפודי השרון עם הרגל המהלכת", REP, nm("ריפודי השרון"), [("rep", "r04")]),
    he("האח של בוטיק ליבי", REP, nm("בוטיק ליבי"), [("rep", "r42")]),
    he("חשבונית 71874 שולמה?", INV, iv("71874"), [("ist", "i36")]),
    he("כמה נשאר לשלם על CH-3059", INV, iv("CH-3059"), [("ileft", "i51")]),
    he("של מי חשבונית CH-3052", LOOK, iv("CH-3052"), [("name", "c13"), ("about", "i24")]),
    he("מה הכתובת של סלון הכלות", LOOK, nm("סלון הכלות"), [("addr", "c01", "הרצל")]),
    he("הטלפון של שירן", LOOK, nm("שירן"), [("phone", "c23")]),
    he("מי זה 052-2218806", LOOK, ph("052-2218806"), [("name", "c30")]),
    he("אתם שולחים טכנאי למתפרה?", KNOW, [], [("kn", "k07", "3 מכונות")]),
    he("כמה עולה טיפול למכונת רקמה", KNOW, [], [("kn", "k02", "450")]),
    he("שלום, כמה חייב בוריס?", BAL, nm("בוריס"), [("bal", "c17")]),
    en("how much does Anbal Sharabi owe", BAL, nm("Anbal Sharabi"), [("bal", "c34")]),
    en("status of Dana Abramovich's sewing machine", REP, nm("Dana Abramovich"), [("rep", "r20")]),
    en("the cutting machine at the uniform factory", REP, nm("uniform factory"), [("rep", "r09")]),
    en("Ahmad Masarwa's buttonhole... sorry, button machine", REP, nm("Ahmad Masarwa"), [("rep", "r33")]),
    en("is the bridal salon's Bernina ready", REP, nm("bridal salon"), [("rep", "r02")]),
    en("how much does a rush repair cost extra", KNOW, [], [("kn", "k11", "40%")]),
    en("how long does it take to get a quote after the diagnosis", KNOW, [], [("kn", "k03", "2")]),
    en("book me a table for two in Florentin tonight", UNK),
    en("who is Olga Petrova's husband", UNK),
    en("good morning", GREET),
]  # fmt: skip

FRESH_STEPS: list[list[Row]] = [
    [  # a new Latin-named customer, his invoice and his Juki
        en("Jonathan Price - does he owe anything?", BAL, nm("Jonathan Price"), [("bal", "c36")]),
        he("הג'וקי של ג'ונתן פרייס התקבל?", REP, nm("ג'ונתן פרייס"), [("rep", "r45")]),
        en("who is CH-3075 for", LOOK, iv("CH-3075"), [("name", "c36"), ("about", "i54")]),
        he("מה הטלפון של Jonathan Price", LOOK, nm("Jonathan Price"), [("phone", "c36")]),
    ],
    [  # the upholstery shop's new machine and invoice
        he("כמה ריפודי השרון חייבים עכשיו", BAL, nm("ריפודי השרון"), [("bal", "c02")]),
        en("the upholstery shop's LU-1508 - status", REP, nm("upholstery shop"), [("rep", "r46")]),
        he("חשבונית 2026/0204 פתוחה?", INV, iv("2026/0204"), [("ist", "i55")]),
        en("open invoices for Rippudei HaSharon", INV, nm("Rippudei HaSharon"), [("ilist", "c02")]),
    ],
    [  # a new Hebrew customer whose name starts with ש
        he("כמה חייבת שולמית ברגר", BAL, nm("שולמית ברגר"), [("bal", "c37")]),
        he("מה עם האוברלוק של שולמית", REP, nm("שולמית"), [("rep", "r47")]),
        en("how much is left on 71885", INV, iv("71885"), [("ileft", "i56")]),
        en("Shulamit Berger's phone number", LOOK, nm("Shulamit Berger"), [("phone", "c37")]),
    ],
]  # fmt: skip

BATCHES = {"s75ax": X, "s75ay": Y, "s75az": Z, "s75ap": P}
FRESH = {"s75af": FRESH_STEPS}

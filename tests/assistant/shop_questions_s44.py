"""Batch s44: HELD OUT questions about a new business, מחט זהב – שירות מכונות תפירה (Machat Zahav Sewing
Machine Service: repair and upkeep of home and industrial sewing machines, overlocks, embroidery, cutting
and upholstery machines in Ashdod, ``shops/machat.json``), and ``s44f``: questions asked the moment the
records they are about were made through the API (the fixtures' ``added_later`` steps). HELD OUT: aggregates
only; its items and misses are not looked at while the engine is changed.

Written by helper `heldout44` (session 44) on 2026-12-06 (about 00:00-00:40 UTC), the fixtures first and
then these questions, as a NEW WRITER who has not seen the engine. Read: ``CONTRACT.md``, ``spec/``, the
shared devset's README, ``build_utterances.py`` and the first 20 lines of ``utterances.jsonl``,
``tests/assistant/lab_rows.py``, ``tests/assistant/shops.py``, one fixture for the JSON shape
(``shops/tavor.json``), one question file for the Python shape (``shop_questions_s31.py``) and the
``OTHER_SHOPS`` block of ``bench/bench_chat_devset.py`` (while printing that block the rest of that file's
tail, its scoring and report code, was shown too; nothing of the engine). Not read: anything under ``src/``,
``docs/``, ``scripts/``, any other question file or fixture. No question was sent to the engine.

The trade: a sewing-machine and textile-machinery service (home sewers, tailors, a sewing shop, uniform
and jeans factories, upholsterers, an embroidery shop, a theatre's costume department, a fashion college).
Invoices MZ-41xx (repairs) and 880xx (monthly service contracts). Two customers named רחל; a surname that
is also a word (חייט, "tailor", next to a tailor customer); Olga Ivanova and her husband דימה איבנוב share
a phone (``shared_phone``); a customer with no invoices, two with no repairs.

Three voices, and a plain quarter:
- ``s44o``: an elderly owner typing slowly: old-fashioned words (החשבון / הפתקה for an invoice, הגברת,
  האדון, "kindly", "the bill no."), typos (חיב, קרית, אלמקיס), odd spacing before commas.
- ``s44t``: Hebrew written in Latin letters ("ma hamatzav shel hatikun shel Lior Dahan"), names and
  companies transliterated (Orna Hayat, Matferet Hadekel, Rikmat Hashoshanim). Rows are marked ``en``
  because they are in Latin script; the lead may prefer to slice them apart.
- ``s44n``: a new employee unsure of the terms, describing things instead of naming them ("the paper we
  sent with the amount", "the machine that sews and cuts the edges together", "the thing with six heads").
- ``s44p``: plain office questions, Hebrew and English.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

# an elderly owner, typing slowly with typos and old-fashioned words
S44O: list[Row] = [
    he("נא לבדוק כמה נותר לגברת אורנה חייט לשלם", BAL, nm("אורנה חייט"), [("bal", "c01")]),
    he("האדון מרדכי שטרן החייט מבני ברק , כמה הוא חיב לנו", BAL, nm("מרדכי שטרן"), [("bal", "c07")]),
    he("מה מצב החשבון של מתפרת הדקל בקרית גת", BAL, nm("מתפרת הדקל"), [("bal", "c02")]),
    he("הגב' יפה מלכה שילמה כבר או שעוד חייבת", BAL, nm("יפה מלכה"), [("bal", "c15")]),
    he("כמה חיבים המפעל של הג'ינס באופקים", BAL, nm("ג'ינס"), [("bal", "c24")]),
    he("לתיאטרון בבאר שבע יש חוב אצלנו?", BAL, nm("תיאטרון"), [("bal", "c11")]),
    he("בדוק בבקשה חוב של 050-2299314", BAL, ph("050-2299314"), [("bal", "c14")]),
    he("רחל אבוטבול מאשקלון - סגרה הכל?", BAL, nm("רחל אבוטבול"), [("bal", "c03")]),
    he("החשבון מספר MZ-4120 , כמה נותר לשלם עליו", INV, iv("MZ-4120"), [("ileft", "i05")]),
    he("ושל מי החשבון הזה?", LOOK, [], [("name", "c02"), ("about", "i05")], True),
    he("הפתקה 88019 של הדקל שולמה?", INV, [("inv", "88019"), ("name", "הדקל")], [("ist", "i04")]),
    he("כמה שולם עד היום על חשבון מס' MZ-4136 ?", INV, iv("MZ-4136"), [("ipaid", "i19")]),
    he("אילו חשבונות פתוחים יש למכללת שני", INV, nm("מכללת שני"), [("ilist", "c18")]),
    he("לריפודי השרון נשארו חשבונות לא משולמים?", INV, nm("ריפודי השרון"), [("ilist", "c10")]),
    he("חשבון 4117 - מה מצבו", INV, iv("MZ-4117"), [("ist", "i16")]),
    he("מה שלום המכונה של הגברת חייט , הג'נומה", REP, nm("חייט"), [("rep", "r01")]),
    he("הפאף הישנה של מרדכי שטרן תוקנה כבר?", REP, nm("מרדכי שטרן"), [("rep", "r10")]),
    he("נא לבדוק מה עם מכונת הרקמה של רקמת השושנים, זו עם 6 הראשים", REP,
       nm("רקמת השושנים"), [("rep", "r20")]),
    he("ומה עם הברודן שלהם", REP, [], [("rep", "r21")], True),
    he("האם מכונת הריפוד של סמיר מוכנה , הוא שאל בטלפון", REP, nm("סמיר"), [("rep", "r12")]),
    he("מה נשמע עם הזינגר העתיקה של יוסף אלמקיס", REP, nm("יוסף אלמקיס"), [("rep", "r25")]),
    he("מה עם כל המכונות של יוניפורם פלוס בדימונה", REP, nm("יוניפורם פלוס"), [("repc", "c06")]),
    he("המכונה של 08-8523390 , מה איתה", REP, ph("08-8523390"), [("rep", "r26")]),
    he("מה מספר הטלפון של הגב' נעמה ברק", LOOK, nm("נעמה ברק"), [("phone", "c12")]),
    he("וכמה היא חייבת לנו", BAL, [], [("bal", "c12")], True),
    he("למי שייך הטלפון 054-2217788 ?", LOOK, ph("054-2217788"), [("names", "c22", "c26")]),
    he("מה הכתובת של סמיר חאג' יחיא , צריך לשלוח טכנאי", LOOK, nm("סמיר חאג' יחיא"),
       [("addr", "c09", "טייבה")]),
    he("מי זה הלקוח עם החשבון 88024", LOOK, iv("88024"), [("name", "c24"), ("about", "i42")]),
    he("עד איזה שעה אנחנו פתוחים ביום ששי", KNOW, [], [("kn", "k01", "12:00")]),
    he("כמה לוקחים על טיפול שנתי למכונה רגילה של בית", KNOW, [], [("kn", "k03", "290")]),
    he("כמה זמן אחריות נותנים על תיקון", KNOW, [], [("kn", "k04", "90 יום")]),
    he("מה עושים עם מכונה שלא באו לקחת", KNOW, [], [("kn", "k06", "60 יום")]),
    he("ערב טוב לכולם", GREET),
    he("אינני יודע איך משתמשים בזה , במה אתה יכול לעזור לי", HELP),
    he("תזכיר לי לקנות חלב בדרך הביתה", UNK),
    he("מה מזג האויר מחר באשדוד", UNK),
    en("Kindly tell me the balance of Mrs. Svetlana Morozova", BAL, nm("Svetlana Morozova"),
       [("bal", "c05")]),
    en("How much does the Bella Moda shop owe us still", BAL, nm("Bella Moda"), [("bal", "c08")]),
    en("Is Mr David Cohen all paid up", BAL, nm("David Cohen"), [("bal", "c13")]),
    en("The bill no. MZ-4113 , is it settled?", INV, iv("MZ-4113"), [("ist", "i33")]),
    en("how much remains on bill 88018", INV, iv("88018"), [("ileft", "i40")]),
    en("What is the state of the sewing machine of Mrs Kaplan", REP, nm("Kaplan"), [("rep", "r22")]),
    en("The machine of Naama Barak, has the part arrived", REP, nm("Naama Barak"), [("rep", "r17")]),
    en("Please the telephone number of the theatre in Beer Sheva", LOOK, nm("theatre"), [("phone", "c11")]),
    en("kindly the e-mail of Olga Ivanova", LOOK, nm("Olga Ivanova"), [("email", "c22")]),
    en("Until what hour is the workshop open on weekdays", KNOW, [], [("kn", "k01", "16:30")]),
    en("What do we charge for a technician to go to a factory", KNOW, [], [("kn", "k02", "380")]),
    en("how much is a packet of needles", KNOW, [], [("kn", "k10", "28")]),
    en("Good morning to you", GREET),
    en("What sort of things can I ask you", HELP),
    en("Please order me a taxi for 5 o'clock", UNK),
    en("What is the price of gold today", UNK),
]  # fmt: skip

# Hebrew typed in Latin letters
S44T: list[Row] = [
    en("kama hayav Samir Haj Yahia", BAL, nm("Samir Haj Yahia"), [("bal", "c09")]),
    en("ve hamechona shelo muchana?", REP, [], [("rep", "r12")], True),
    en("ma hayitra shel Orna Hayat?", BAL, nm("Orna Hayat"), [("bal", "c01")]),
    en("kama od hayavim Jeans Express", BAL, nm("Jeans Express"), [("bal", "c24")]),
    en("yesh hov le Uniform Plus?", BAL, nm("Uniform Plus"), [("bal", "c06")]),
    en("Avi Golan shilem kvar?", BAL, nm("Avi Golan"), [("bal", "c25")]),
    en("kama hayevet Michal Azulay", BAL, nm("Michal Azulay"), [("bal", "c23")]),
    en("ma hayitra shel 052-7301188", BAL, ph("052-7301188"), [("bal", "c21")]),
    en("ma hamatzav shel hatikun shel Lior Dahan", REP, nm("Lior Dahan"), [("rep", "r19")]),
    en("ve kama hu hayav?", BAL, [], [("bal", "c14")], True),
    en("hamechona shel Rachel Gabay, kvar badku ota?", REP, nm("Rachel Gabay"), [("rep", "r05")]),
    en("ma im ha overlock Pegasus be Matferet Hadekel", REP, nm("Matferet Hadekel"), [("rep", "r03")]),
    en("ve ha juki shelahem?", REP, [], [("rep", "r02")], True),
    en("hamagehetz shel michlelet Shani, hu kvar hitkabel?", REP, nm("michlelet Shani"), [("rep", "r24")]),
    en("ma im kol hamechonot shel Jeans Express", REP, nm("Jeans Express"), [("repc", "c24")]),
    en("hamechona shel Hana Vaknin nimsera?", REP, nm("Hana Vaknin"), [("rep", "r27")]),
    en("hachashbonit MZ-4121 shulma?", INV, iv("MZ-4121"), [("ist", "i35")]),
    en("kama nishar lishlom al 88017", INV, iv("88017"), [("ileft", "i20")]),
    en("kama shilmu al MZ-4125", INV, iv("MZ-4125"), [("ipaid", "i13")]),
    en("eilu chashboniot ptuchot yesh le Rikmat Hashoshanim", INV, nm("Rikmat Hashoshanim"),
       [("ilist", "c16")]),
    en("hachashbonit mz 4138 - ma hastatus", INV, iv("MZ-4138"), [("ist", "i17")]),
    en("shel mi hachashbonit MZ-4134", LOOK, iv("MZ-4134"), [("name", "c15"), ("about", "i27")]),
    en("ma hatelefon shel Yosef Elmakayes", LOOK, nm("Yosef Elmakayes"), [("phone", "c19")]),
    en("mi ze 050-9911823", LOOK, ph("050-9911823"), [("name", "c19")]),
    en("ma ha email shel Vilonot Gal", LOOK, nm("Vilonot Gal"), [("email", "c20")]),
    en("ma ha het-pe shel Rifudei Hasharon", LOOK, nm("Rifudei Hasharon"), [("tax", "c10")]),
    en("ad matay ptuchim beyom shishi", KNOW, [], [("kn", "k01", "12:00")]),
    en("kama ole avchon bamaabada", KNOW, [], [("kn", "k05", "120")]),
    en("kama ole lehaskir mechona chalufit", KNOW, [], [("kn", "k09", "45")]),
    en("kama ole shaliach le isuf", KNOW, [], [("kn", "k11", "150")]),
    en("shalom, boker tov", GREET),
    en("ma ata yachol laasot?", HELP),
    en("tazmin li pizza", UNK),
    en("ma hatotzaot shel Maccabi etmol", UNK),
]  # fmt: skip

# a new employee, unsure of the terms, describing things instead of naming them
S44N: list[Row] = [
    he("כמה כסף נעמה ברק עוד צריכה להעביר לנו? אני חדשה פה", BAL, nm("נעמה ברק"), [("bal", "c12")]),
    he("המתפרה מקריית גת, זאת עם הדקל בשם, כמה הם עוד צריכים לשלם בסך הכל", BAL, nm("הדקל"),
       [("bal", "c02")]),
    he("הבחור שמרפד ספות בטייבה, סמיר, יש לו כסף פתוח אצלנו?", BAL, nm("סמיר"), [("bal", "c09")]),
    he("המקום שמלמדים בו לתפור ברמת גן, מכללת שני, כמה הם חייבים", BAL, nm("מכללת שני"), [("bal", "c18")]),
    he("ליאור דהן צריך להחזיר לנו כסף?", BAL, nm("ליאור דהן"), [("bal", "c14")]),
    he("הדף ששלחנו לוילונות גל עם הסכום לתשלום, מה קרה איתו? שילמו?", INV, nm("וילונות גל"),
       [("ilist", "c20")]),
    he("הנייר עם המספר MZ-4115, כמה מתוכו כבר נכנס?", INV, iv("MZ-4115"), [("ipaid", "i08")]),
    he("הדרישה לתשלום 88021 של המפעל בדימונה – עדיין פתוחה?", INV, iv("88021"), [("ist", "i12")]),
    he("על המספר MZ-4119 עוד חסר כסף? כמה", INV, iv("MZ-4119"), [("ileft", "i26")]),
    he("לתיאטרון יש דפי חיוב שעוד לא סגרו?", INV, nm("תיאטרון"), [("ilist", "c11")]),
    he("המכונה שחותכת ותופרת את הקצוות של הבד, זאת של התיאטרון – מה איתה", REP, nm("תיאטרון"),
       [("rep", "r16")]),
    he("והמכונה הרגילה שלהם, עם הסליל שלא מסתובב?", REP, [], [("rep", "r15")], True),
    he("המכונה שעושה פרחים ולוגואים על בדים, של Bella Moda, כבר הבינו מה יש לה?", REP, nm("Bella Moda"),
       [("rep", "r11")]),
    he("ואיך אפשר להשיג אותם? טלפון", LOOK, [], [("phone", "c08")], True),
    he("המכונה הגדולה שחותכת הרבה שכבות בד ביחד, של יוניפורם פלוס", REP, nm("יוניפורם פלוס"),
       [("rep", "r08")]),
    he("ה... איך קוראים לזה... המכונה שעושה חורים לכפתורים של סבטלנה, הגיע החלק?", REP, nm("סבטלנה"),
       [("rep", "r06")]),
    he("המכונה שדופקת את הכפתורים מתכת על הג'ינס, של ג'ינס אקספרס, מה איתה", REP, nm("ג'ינס אקספרס"),
       [("rep", "r31")]),
    he("שאלו על המכונה של נעמה ברק שהדבר ששמים מתחת לרגל לא עבד – מה קורה", REP, nm("נעמה ברק"),
       [("rep", "r17")]),
    he("הלקוח עם הטלפון 053-2224517 שאל אם המכונה שלו גמורה", REP, ph("053-2224517"), [("rep", "r32")]),
    he("המכונה מלפני שנות השישים של יוסף אלמקייס, התחילו לעבוד עליה?", REP, nm("יוסף אלמקייס"),
       [("rep", "r25")]),
    he("כל הדברים של רקמת השושנים שנמצאים אצלנו, באיזה שלב הם", REP, nm("רקמת השושנים"), [("repc", "c16")]),
    he("איך משיגים את הגברת שעושה וילונות באשקלון, רחל? צריך את המספר שלה", LOOK, nm("רחל"),
       [("phone", "c03")]),
    he("מי הלקוחה עם 058-4410223?", LOOK, ph("058-4410223"), [("name", "c12")]),
    he("המספר של החברה (ח.פ. או איך שקוראים לזה) של ג'ינס אקספרס", LOOK, nm("ג'ינס אקספרס"),
       [("tax", "c24")]),
    he("איפה נמצא המפעל של יוניפורם פלוס? באיזה עיר", LOOK, nm("יוניפורם פלוס"), [("addr", "c06", "דימונה")]),
    he("יש לנו לקוחה בשם רחל? כמה כאלה?", LOOK, nm("רחל"), [("names", "c03", "c04")]),
    he("למי שייך הדף עם המספר 88010", LOOK, iv("88010"), [("name", "c16"), ("about", "i29")]),
    he("לקוח שואל כמה עולה שיבואו אליו למפעל לתקן, מה אני עונה", KNOW, [], [("kn", "k02", "380")]),
    he("אם מישהו רוצה שנבוא לקחת את המכונה מהבית, זה עולה כסף?", KNOW, [], [("kn", "k11", "150")]),
    he("מכונה הגיעה בלי החלק ששמים מתחת לרגל, מקבלים אותה?", KNOW, [], [("kn", "k13", "דוושה")]),
    he("יש לנו מין שיעור שמלמדים אנשים לנקות לבד את המכונה?", KNOW, [], [("kn", "k12", "220")]),
    he("מפעל שרוצה שנטפל בכל המכונות שלו כל חודש, כמה זה עולה", KNOW, [], [("kn", "k07", "1,450")]),
    he("אפשר לשלם לנו בכמה פעמים?", KNOW, [], [("kn", "k08", "6 תשלומים")]),
    he("היי, אני חדשה פה, נעים מאוד", GREET),
    he("לא כל כך הבנתי מה אני יכולה לשאול פה, תסביר לי?", HELP),
    he("איך מתקנים לבד מכונת כביסה שלא סוחטת?", UNK),
    he("תכתוב לי מייל לבעל הבית שאני מאחרת מחר", UNK),
    en("the lady with the curtains, Rachel Abutbul, does she still have money to pay us?", BAL,
       nm("Rachel Abutbul"), [("bal", "c03")]),
    en("how much money is still missing from the fashion college", BAL, nm("fashion college"),
       [("bal", "c18")]),
    en("the paper we sent Olga Ivanova asking for money - is it paid?", INV, nm("Olga Ivanova"),
       [("ist", "i38")]),
    en("and her machine?", REP, [], [("rep", "r28")], True),
    en("the thing that says how much the jeans factory owes, number 88018, what's its status", INV,
       iv("88018"), [("ist", "i40")]),
    en("the machine that sews and cuts the edges at the same time, the one from Matferet Hadekel - "
       "what's going on with it", REP, nm("Matferet Hadekel"), [("rep", "r03")]),
    en("the big embroidery thing with six heads, at Rikmat Hashoshanim", REP, nm("Rikmat Hashoshanim"),
       [("rep", "r20")]),
    en("the very old machine Mr. Stern brought in, the fifties one", REP, nm("Stern"), [("rep", "r10")]),
    en("customer at 054-6655012 asks about his machine, the one with the screen", REP, ph("054-6655012"),
       [("rep", "r18")]),
    en("who is the customer with the phone 08-6601234", LOOK, ph("08-6601234"), [("name", "c24")]),
    en("what street is Rifudei Hasharon on, the upholstery factory", LOOK, nm("Rifudei Hasharon"),
       [("addr", "c10", "התע\"ש")]),
    en("how long do we promise the repair is OK after, like if it breaks again", KNOW, [],
       [("kn", "k04", "90")]),
    en("how much does it cost just to check what's wrong with a machine", KNOW, [], [("kn", "k05", "120")]),
    en("what do we charge to borrow a machine while theirs is here, the big factory kind", KNOW, [],
       [("kn", "k09", "45")]),
    en("hello! first day here", GREET),
    en("sorry, what kind of questions do you answer?", HELP),
    en("can you help me fix my phone screen, it's cracked", UNK),
]  # fmt: skip

# plain office questions
S44P: list[Row] = [
    he("כמה חייב ג'ינס אקספרס", BAL, nm("ג'ינס אקספרס"), [("bal", "c24")]),
    he("מה היתרה של Olga Ivanova", BAL, nm("Olga Ivanova"), [("bal", "c22")]),
    he("יתרה של דימה איבנוב", BAL, nm("דימה איבנוב"), [("bal", "c26")]),
    he("כמה חייבת Anna Kaplan", BAL, nm("Anna Kaplan"), [("bal", "c17")]),
    he("כמה חייבת רקמת השושנים", BAL, nm("רקמת השושנים"), [("bal", "c16")]),
    he("כמה חייבים וילונות גל", BAL, nm("וילונות גל"), [("bal", "c20")]),
    he("מה החוב של 08-8561200", BAL, ph("08-8561200"), [("bal", "c02")]),
    he("ומה עם יוניפורם פלוס?", BAL, nm("יוניפורם פלוס"), [("bal", "c06")], True),
    he("מה הסטטוס של חשבונית MZ-4124", INV, iv("MZ-4124"), [("ist", "i30")]),
    he("כמה נשאר לשלם על MZ-4123", INV, iv("MZ-4123"), [("ileft", "i41")]),
    he("חשבונית 88023 שולמה?", INV, iv("88023"), [("ist", "i34")]),
    he("מה מצב חשבונית MZ-4140", INV, iv("MZ-4140"), [("ist", "i09")]),
    he("חשבוניות פתוחות של ג'ינס אקספרס", INV, nm("ג'ינס אקספרס"), [("ilist", "c24")]),
    he("כמה שולם על MZ-4113", INV, iv("MZ-4113"), [("ipaid", "i33")]),
    he("מה עם המכונה של Olga Ivanova", REP, nm("Olga Ivanova"), [("rep", "r28")]),
    he("ושל בעלה?", REP, [], [("rep", "r33")], True),
    he("מה מצב התיקונים של ריפודי השרון", REP, nm("ריפודי השרון"), [("repc", "c10")]),
    he("מכונת החיתוך של ג'ינס אקספרס מוכנה?", REP, nm("ג'ינס אקספרס"), [("rep", "r29")]),
    he("והטיפול בעשר המכונות שלהם?", REP, [], [("rep", "r30")], True),
    he("האוברלוק של ליאור דהן", REP, nm("ליאור דהן"), [("rep", "r19")]),
    he("מה עם המכונה של אבי גולן", REP, nm("אבי גולן"), [("rep", "r32")]),
    he("מה הטלפון של חנה וקנין", LOOK, nm("חנה וקנין"), [("phone", "c21")]),
    he("והיא חייבת משהו?", BAL, [], [("bal", "c21")], True),
    he("של מי הטלפון 03-5184422", LOOK, ph("03-5184422"), [("name", "c08")]),
    he("מה המייל של מכללת שני", LOOK, nm("מכללת שני"), [("email", "c18")]),
    he("מי הלקוח של חשבונית MZ-4132", LOOK, iv("MZ-4132"), [("name", "c25"), ("about", "i43")]),
    he("מה שעות הפתיחה", KNOW, [], [("kn", "k01", "16:30")]),
    he("כמה עולה טיפול שנתי לאוברלוק", KNOW, [], [("kn", "k03", "340")]),
    he("כמה עולה חבילת מחטים", KNOW, [], [("kn", "k10", "28 ₪")]),
    he("שלום", GREET),
    he("עזרה", HELP),
    he("מי ניצח בבחירות", UNK),
    he("כמה עולה כרטיס לאילת", UNK),
    en("what's the balance of תיאטרון הנגב", BAL, nm("תיאטרון הנגב"), [("bal", "c11")]),
    en("how much does Samir owe", BAL, nm("Samir"), [("bal", "c09")]),
    en("balance for 053 992 1447", BAL, ph("053 992 1447"), [("bal", "c05")]),
    en("does Mordechai Stern owe anything", BAL, nm("Mordechai Stern"), [("bal", "c07")]),
    en("status of invoice MZ-4135", INV, iv("MZ-4135"), [("ist", "i39")]),
    en("how much is left on MZ-4115", INV, iv("MZ-4115"), [("ileft", "i08")]),
    en("open invoices for Bella Moda", INV, nm("Bella Moda"), [("ilist", "c08")]),
    en("and for Svetlana Morozova?", INV, nm("Svetlana Morozova"), [("ilist", "c05")], True),
    en("status of the Kansai at Uniform Plus", REP, nm("Uniform Plus"), [("rep", "r07")]),
    en("what about the Singer of Rachel Abutbul", REP, nm("Rachel Abutbul"), [("rep", "r04")]),
    en("repairs for מכללת שני לעיצוב אופנה", REP, nm("מכללת שני לעיצוב אופנה"), [("repc", "c18")]),
    en("phone number of Jeans Express", LOOK, nm("Jeans Express"), [("phone", "c24")]),
    en("who is 0524417781", LOOK, ph("0524417781"), [("name", "c03")]),
    en("what's the tax id of Bella Moda", LOOK, nm("Bella Moda"), [("tax", "c08")]),
    en("how much is the annual service for a home machine", KNOW, [], [("kn", "k03", "290")]),
    en("how long is the warranty on a repair", KNOW, [], [("kn", "k04", "90")]),
    en("hi", GREET),
    en("what can you do", HELP),
    en("write me a poem about needles", UNK),
]  # fmt: skip

S44F: list[list[Row]] = [
    [  # a new private customer (stored in Latin letters), her invoice and her machine
        he("כמה חייבת Noa Shapira", BAL, nm("Noa Shapira"), [("bal", "c27")]),
        en("Noa Shapira's machine, did it come in?", REP, nm("Noa Shapira"), [("rep", "r34")]),
        he("של מי חשבונית MZ-4142", LOOK, iv("MZ-4142"), [("name", "c27"), ("about", "i45")]),
        en("phone of Noa Shapira", LOOK, nm("Noa Shapira"), [("phone", "c27")]),
        he("נועה שפירא - מה עם המכונה", REP, nm("נועה שפירא"), [("rep", "r34")]),
    ],
    [  # an existing tailor's second machine and a new invoice
        he("כמה חייב מרדכי שטרן עכשיו", BAL, nm("מרדכי שטרן"), [("bal", "c07")]),
        he("מה עם הזינגר החדשה של שטרן", REP, nm("שטרן"), [("rep", "r35")]),
        en("how much is left on MZ-4143", INV, iv("MZ-4143"), [("ileft", "i46")]),
        he("איזה חשבוניות פתוחות יש למרדכי שטרן", INV, nm("מרדכי שטרן"), [("ilist", "c07")]),
        en("all of Mordechai Stern's repairs", REP, nm("Mordechai Stern"), [("repc", "c07")]),
    ],
    [  # a new swimwear factory on a service contract
        he("כמה חייבים בגדי ים אשדוד", BAL, nm("בגדי ים אשדוד"), [("bal", "c28")]),
        en("status of the zigzag machine at בגדי ים אשדוד", REP, nm("בגדי ים אשדוד"), [("rep", "r36")]),
        he("מה הח.פ. של בגדי ים אשדוד", LOOK, nm("בגדי ים אשדוד"), [("tax", "c28")]),
        he("חשבונית 88025 שולמה?", INV, iv("88025"), [("ist", "i47")]),
        en("who is 08-8664410", LOOK, ph("08-8664410"), [("name", "c28")]),
        he("והמכונה שלהם?", REP, [], [("rep", "r36")], True),
    ],
]  # fmt: skip

BATCHES = {"s44o": S44O, "s44t": S44T, "s44n": S44N, "s44p": S44P}
FRESH = {"s44f": S44F}

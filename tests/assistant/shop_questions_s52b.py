"""Batch s52b: questions about מכונות תפירה גולן (Golan Sewing Machines: repair and service of domestic and
industrial sewing machines, overlockers and vacuum cleaners in Haifa, ``shops/tfira.json``), and ``s52bf``:
questions asked the moment the records they are about were made through the API (the fixtures'
``added_later`` steps). A DEVELOPMENT set: its failing rows are meant to be read.

Written blind by helper `blind52b` on 2026-12-06, fixtures first and then these questions, from the fixtures
and the devset's row format alone: without reading the assistant's engine, its tests, any other question set
(s31 was read only for the file format) or any bench result, and before anything was sent to the engine.

The business: customers are households, tailors and seamstresses, a uniform factory (אופק מדים, which the
owner still calls by its old name מדי הצפון), a theatre's wardrobe (תיאטרון המפרץ, once תיאטרון הכרמל
הצעיר), a design college on a service contract, a pensioners' sewing club, a bridal salon (once שמלות
ליאורה), a chain of alteration kiosks (Tailor Express) and English speakers. Two Weiss (mother רחל and
daughter שני), אנה קוגן and חנה קוגן, and a husband and wife (אברום / אברהם פרץ and מרים פרץ) sharing a
landline (``shared_phone``). Invoices GL-33xx, five-digit numbers from the old receipt book (184xx) and
SC/26/nn service contracts.

Voices:
- ``s52bx``: Mr. Golan, the owner, in his seventies: long, polite, formal Hebrew with old-fashioned words
  (אבקשך, נא, הגברת, האדון, מה עלה בגורלה), the story first and the ask at the end of the paragraph,
  customers by their old names or by a nickname, surname only, or by their street.
- ``s52by``: Fiona, the British-born office manager: polite, indirect British English ("would you mind",
  "I don't suppose", "sorry to be a bother"), British words and spellings (hoover, instalments, cheque,
  rung), invoice numbers as she reads them off paper (GL3311, GL 3285), Hebrew names transliterated or
  pasted in Hebrew from the screen.
- ``s52bz``: Eden, a student part-timer dictating by voice into the phone, in English and Hebrew: no
  punctuation, numbers as words ("three three one four", "שלוש שלוש אחת שבע"), "dash"/"slash"/"מקף",
  homophones and misheard names ("four" for for, "oh" for owe, "oday", "jukey", "ויס", "כורי",
  "אוברלוג"), short.
- ``s52bp``: plain questions of every intent, half Hebrew half English, with an unknown customer, an
  unknown invoice number and an unknown phone, out-of-domain asks, greetings and help.
- ``s52bf``: fresh, three steps: a new private customer with her overlocker and invoice; the theatre's new
  industrial machine and its invoice; a new English-named customer asked about in Hebrew letters too.

Rows: s52bx 46 (he 46); s52by 50 (en 50); s52bz 47 (en 25, he 22); s52bp 33 (he 16, en 17);
s52bf 12 in three steps (he 6, en 6). In all 188: en 98, he 90.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

# Mr. Golan, the owner: long formal Hebrew, the ask at the end, old names.
S52BX: list[Row] = [
    he("בוקר טוב. מוטי ממדי הצפון התקשר אליי אתמול בערב, והוא מודאג מאוד משום שחצי מהייצור אצלם "
       "עומד. אבקשך לבדוק ולהודיעני מה מצבה של מכונת התפר הישר של ג'וקי שלהם.",
       REP, nm("מדי הצפון"), [("rep", "r01")]),
    he("ואם כבר בעניינם, מה עם האוברלוק הגדול שלהם? אמרו לי שהזמנו סכין מהיבואן.",
       REP, [], [("rep", "r02")], True),
    he("וכמה הם חייבים לנו כעת, בסך הכול?", BAL, [], [("bal", "c01")], True),
    he("שלום רב. הגברת וייס, התופרת מרחוב הרצל, שאלה אותי ביום חמישי אם מכונת הזינגר שלה כבר "
       "מוכנה. היא אישה מבוגרת ואינה רוצה לטרוח ולעלות את המדרגות לחינם. האם אפשר לבדוק בשבילי?",
       REP, nm("וייס"), [("rep", "r06")]),
    he("אבקש לדעת כמה נותר לגברת רחל וייס לשלם לנו. היא מתכוונת להביא מזומנים כשתבוא לאסוף את "
       "המכונה, ואינני רוצה שתצטרך לחזור פעמיים.",
       BAL, nm("רחל וייס"), [("bal", "c03")]),
    he("בתה, שני, זו עם השמלות ברחוב מסדה, ממתינה כבר זמן רב לחלק עבור הברנינה החדשה שלה. נא "
       "לבדוק אם החלק הגיע סוף סוף.",
       REP, nm("שני"), [("rep", "r07")], True),
    he("וכמה חייבת לנו שני וייס? נדמה לי שנשאר לה חוב עוד מן החורף.",
       BAL, nm("שני וייס"), [("bal", "c04")], True),
    he("ורד מתיאטרון הכרמל הצעיר ביקשה ממני אתמול את מכונת הפאף שלהם, לקראת החזרות של ההצגה "
       "החדשה. האם המכונה מוכנה לאיסוף?",
       REP, nm("תיאטרון הכרמל הצעיר"), [("rep", "r04")]),
    he("ומה בעניין החשבונות שלהם, האם נותרה אצלם חשבונית פתוחה?",
       INV, [], [("ilist", "c02")], True),
    he("האדון יוסף חורי, שהביא לנו את הזינגר עם הדוושה שהייתה של אמו עליה השלום, שואל מתי יוכל "
       "לקבל אותה בחזרה. הוא קשור אליה מאוד. מה מצב העבודה?",
       REP, nm("יוסף חורי"), [("rep", "r08")]),
    he("האדון חורי הזכיר שכבר שילם מקדמה בשבוע שעבר. כמה נותר לו לשלם?",
       BAL, nm("חורי"), [("bal", "c05")], True),
    he("קיבלתי מכתב ממכללת עיצוב הכרמל בעניין הטיפול השנתי במכונות הכיתה. הם מבקשים לדעת מתי נסיים, "
       "כי הסמסטר כבר התחיל והתלמידות יושבות בלי מכונות. מה מצב העבודה שם?",
       REP, nm("מכללת עיצוב הכרמל"), [("rep", "r14")]),
    he("וכמה הם עוד חייבים על חוזה השירות של השנה?", INV, [], [("ileft", "i20")], True),
    he("ידידי אברום מרחוב מוריה, זה עם השואב הישן של אלקטרולוקס, שאל אם יש עדיין חוב פתוח על שמו. "
       "למיטב זכרוני הוא שילם הכול עד הפרוטה האחרונה. נא לאשר.",
       BAL, nm("אברום"), [("bal", "c12")]),
    he("ומה הוחלט לבסוף לגבי השואב שלו?", REP, [], [("rep", "r15")], True),
    he("רעייתו, מרים פרץ, השאירה אצלנו אוברלוק של ג'נומה. האם כבר טיפלו בו?",
       REP, nm("מרים פרץ"), [("rep", "r26")], True),
    he("סלים עודה, החייט מוואדי ניסנאס, הוא לקוח שלנו מזה שלושים שנה ויותר. הבוקר עצר אותי ברחוב "
       "ושאל על מכונת התפר הישר שלו. האם היא מוכנה?",
       REP, nm("סלים עודה"), [("rep", "r13")]),
    he("וכמה עליו לשלם כשיבוא לקחת אותה?", BAL, [], [("bal", "c10")], True),
    he("אבקש לבדוק את חשבונית GL-3304. מוטי טוען בתוקף ששילמו חלק ממנה בהעברה בנקאית. כמה שולם "
       "עליה עד כה?",
       INV, iv("GL-3304"), [("ipaid", "i03")]),
    he("וכמה נותר לשלם עליה?", INV, [], [("ileft", "i03")], True),
    he("מצאתי במגירה את חשבונית מספר 18452 מן הפנקס הישן, של התיאטרון. מה עלה בגורלה?",
       INV, iv("18452"), [("ist", "i07")]),
    he("הודעתי לרפד, ויקטור אלמליח, שיוכל לבוא בקרוב לקחת את המכונה הכבדה עם הרגל המהלכת. האם "
       "העבודה עליה הסתיימה?",
       REP, nm("ויקטור אלמליח"), [("rep", "r19")]),
    he("ויקטור טוען שאינו חייב לנו דבר, ושהכול סודר עוד בחודש שעבר. מה אומרים הספרים?",
       BAL, nm("ויקטור"), [("bal", "c16")]),
    he("מה מספר הטלפון של הגברת פטרנקו מקריית ביאליק? ברצוני להתקשר אליה ולהציע לה את המכונה "
       "המשומשת שקיבלנו.",
       LOOK, nm("פטרנקו"), [("phone", "c18")]),
    he("מי הוא בעל המספר 052-4471908? השאירו הודעה במשיבון ולא אמרו את השם.",
       LOOK, ph("052-4471908"), [("name", "c09")]),
    he("ומה עם המכונה שלה? בדקו אותה כבר?", REP, [], [("rep", "r12")], True),
    he("גברת קוגן התקשרה שוב בעניין השואב, זה הדייסון עם הסוללה. מה מצבו?",
       REP, nm("קוגן"), [("rep", "r11")]),
    he("מועדון הגמלאים בנווה שאנן, חוג התפירה של יום שלישי, שאלו אם יוכלו לקבל את המכונות שלהם "
       "לקראת המפגש הבא. נא לבדוק ולהודיע לי.",
       REP, nm("מועדון הגמלאים"), [("rep", "r20")]),
    he("מר גולדשטיין מרחוב פנורמה הביא לנו זינגר משנות השבעים, מכונה יפהפייה מן הימים שעשו דברים "
       "כמו שצריך. האם כבר פתחו אותה?",
       REP, nm("גולדשטיין"), [("rep", "r23")]),
    he("האם חיים גולדשטיין חייב לנו דבר מה?", BAL, nm("חיים גולדשטיין"), [("bal", "c21")]),
    he("ברצוני לשלוח הצעת מחיר לסלון הכלות של ליאורה. מהי כתובת הדואר האלקטרוני שלהם?",
       LOOK, nm("סלון הכלות של ליאורה"), [("email", "c20")]),
    he("ושמלות ליאורה, מה עם מכונת הרקמה שלהן? הגיע כבר החלק מן היבואן?",
       REP, nm("שמלות ליאורה"), [("rep", "r22")], True),
    he("מיהו הלקוח שמספרו 04-8502233? רשמתי את המספר על פתק ושכחתי לרשום לידו את השם.",
       LOOK, ph("04-8502233"), [("name", "c14")]),
    he("כמה חייבים לנו אנשי טיילור אקספרס? היה שם איחור בתשלום, אם אינני טועה.",
       BAL, nm("טיילור אקספרס"), [("bal", "c14")]),
    he("איזו חשבונית שלהם באיחור?", INV, [], [("say", "GL-3312", "c14", "i26")], True),
    he("אבקשך לבדוק את מצבה של החשבונית GL-3285 של המעצב האנגלי, מר ברוקס. נדמה לי שהיא ממתינה זמן "
       "רב מדי.",
       INV, iv("GL-3285") + nm("ברוקס"), [("ist", "i14")]),
    he("רואה החשבון ביקש ממני את מספר העוסק של אופק מדים, לצורך ההתחשבנות השנתית. מהו?",
       LOOK, nm("אופק מדים"), [("tax", "c01")]),
    he("ורד, אשת הקשר במחלקת התלבושות, אינה עונה לנייד. מה מספר הטלפון של תיאטרון המפרץ עצמו?",
       LOOK, nm("תיאטרון המפרץ"), [("phone", "c02")]),
    he("מה שעות הפתיחה שלנו ביום שישי? רעייתי שואלת אם אספיק לחזור הביתה לארוחת הצהריים.",
       KNOW, [], [("kn", "k01", "13:00")]),
    he("לקוחה ותיקה שאלה אותי כמה עולה אצלנו טיפול למכונת תפירה ביתית. מה המחיר שקבענו?",
       KNOW, [], [("kn", "k02", "280")]),
    he("אחת הלקוחות טוענת שתיקנו לה את האוברלוק לפני ארבעה חודשים, והוא שוב מדלג על תפרים. האם "
       "עדיין חלה עליה אחריות?",
       KNOW, [], [("kn", "k05", "6 חודשים")]),
    he("מכונה אחת עומדת אצלנו על המדף כבר שלושה חודשים, ואיש אינו בא לקחתה. מה נוהגים לעשות במקרה "
       "כזה?",
       KNOW, [], [("kn", "k09", "60"), ("kn", "k09", "120")]),
    he("בוקר טוב, יקירי.", GREET),
    he("סלח לי, אינני בקיא בטכנולוגיות הללו, הנכד שלי התקין לי אותך. במה בדיוק אתה יכול לסייע לי?",
       HELP),
    he("הנכד שלי מבקש שאקנה לו מחשב נייד חדש לבית הספר. איזה מחשב כדאי לקנות בימינו?", UNK),
    he("נא לנסח עבורי מכתב תנחומים קצר למשפחת חורי, שמעתי שדודו של יוסף נפטר.", UNK),
]  # fmt: skip

# Fiona, the British-born office manager: polite indirect British English.
S52BY: list[Row] = [
    en("Good morning. Would you mind checking what Ofek Uniforms owe us at the moment? Moti's rung twice "
       "about the statement.",
       BAL, nm("Ofek Uniforms"), [("bal", "c01")]),
    en("Lovely, thank you. And which of their invoices are actually overdue?",
       INV, [], [("say", "SC/26/04", "c01", "i02"), ("say", "GL-3304", "i03")], True),
    en("I don't suppose SC/26/07 has been paid yet?", INV, iv("SC/26/07"), [("ist", "i04")], True),
    en("Could you tell me whether invoice GL3311 for the theatre is still outstanding? Vered says their "
       "finance office paid it on the 28th.",
       INV, [("inv", "GL-3311", "GL3311")], [("ist", "i06")]),
    en("Sorry to be a bother – is the Pfaff from the Mifratz Theatre ready to go back? They've a dress "
       "rehearsal on Thursday.",
       REP, nm("Mifratz Theatre"), [("rep", "r04")]),
    en("And their Janome overlocker, has that gone back already?", REP, [], [("rep", "r05")], True),
    en("I don't suppose you could find Daniel Brooks's email address? I need to send him a gentle "
       "reminder.",
       LOOK, nm("Daniel Brooks"), [("email", "c07")]),
    en("How much does he owe altogether?", BAL, [], [("bal", "c07")], True),
    en("Right – and what's the status of GL 3285 exactly?",
       INV, [("inv", "GL-3285", "GL 3285")], [("ist", "i14")], True),
    en("Would you mind having a look at Margaret Levinson's account? She's convinced she's still got "
       "something to pay, bless her.",
       BAL, nm("Margaret Levinson"), [("bal", "c06")]),
    en("Has Margaret's Janome been collected? I've a feeling it's still sitting on the shelf.",
       REP, nm("Margaret"), [("rep", "r09")]),
    en("Peter Hall popped in about his Miele hoover – is it ready for him?",
       REP, nm("Peter Hall"), [("rep", "r24")]),
    en("And what does he owe on it?", BAL, [], [("bal", "c22")], True),
    en("Quick one: who's on 058-7213360? They left a rather garbled voicemail.",
       LOOK, ph("058-7213360"), [("name", "c08")]),
    en("Is her Dyson sorted? The battery, I think.", REP, [], [("rep", "r11")], True),
    en("Could you check whether Anna Kogan has paid the deposit on GL-3315? I believe it was half.",
       INV, nm("Anna Kogan") + iv("GL-3315"), [("ipaid", "i16")]),
    en("Would you be able to tell me the balance for Tailor Express, please? Their head office in Tel Aviv "
       "keeps asking for a statement.",
       BAL, nm("Tailor Express"), [("bal", "c14")]),
    en("And their Pegasus overlocker – has anyone had a look at it yet?", REP, [], [("rep", "r17")], True),
    en("How much is left to pay on GL-3312? They sent through half, as far as I can tell.",
       INV, iv("GL-3312"), [("ileft", "i26")]),
    en("I can't quite read my own handwriting – is 18467 the one Rachel Weiss paid in cash? Is it marked "
       "as paid?",
       INV, iv("18467") + nm("Rachel Weiss"), [("ist", "i09")]),
    en("Mrs Weiss – the mother, not Shani – is her Singer ready?", REP, nm("Weiss"), [("rep", "r06")]),
    en("Would you mind looking up Shani Weiss's mobile number? I've only got her mum's.",
       LOOK, nm("Shani Weiss"), [("phone", "c04")]),
    en("I don't suppose the Bernina part for Shani has turned up?", REP, nm("Shani"), [("rep", "r07")]),
    en("Is there still a draft invoice sitting there for Shani Weiss? GL-3319, I think.",
       INV, nm("Shani Weiss") + iv("GL-3319"), [("ist", "i11")]),
    en("Is the Carmel Design College's annual service still in progress? Their technician says the "
       "classroom's half empty.",
       REP, nm("Carmel Design College"), [("rep", "r14")]),
    en("What have they paid so far on SC/26/02?", INV, iv("SC/26/02"), [("ipaid", "i20")], True),
    en("Could you check who 04-8677420 belongs to? It comes up on the caller ID as 'Liora'.",
       LOOK, ph("04-8677420"), [("name", "c20")]),
    en("And is their embroidery machine back from the importer?", REP, [], [("rep", "r22")], True),
    en("Is invoice GL-3307 settled?", INV, iv("GL-3307"), [("ist", "i33")]),
    en("Salim Odeh's straight-stitch machine – is it ready for collection?",
       REP, nm("Salim Odeh"), [("rep", "r13")]),
    en("Sorry, what's the phone number for Victor Elmaliach? The upholsterer.",
       LOOK, nm("Victor Elmaliach"), [("phone", "c16")]),
    en("Does Gil Ben David owe us anything? He's rather hard to get hold of.",
       BAL, nm("Gil Ben David"), [("bal", "c19")]),
    en("Which invoice is that?", INV, [], [("ilist", "c19")], True),
    en("Has Dalia Sharabi's robot hoover been looked at yet?", REP, nm("Dalia Sharabi"), [("rep", "r18")]),
    en("Could you check the balance for מרים פרץ? She shares a landline with her husband, so the system "
       "gets rather muddled.",
       BAL, nm("מרים פרץ"), [("bal", "c24")]),
    en("Who's on 04-8251167? The caller ID just says 'Peretz'.",
       LOOK, ph("04-8251167"), [("names", "c12", "c24")]),
    en("Which invoices does Nadia Haddad still have open? She'd like to pay the lot by bank transfer.",
       INV, nm("Nadia Haddad"), [("ilist", "c23")]),
    en("Is there an invoice GL-3350 on the system? Someone's quoted it on a bank transfer and I can't "
       "match it.",
       INV, iv("GL-3350"), []),
    en("Could you check whether we've a customer called Joan Whitfield? She says she's been in before.",
       LOOK, nm("Joan Whitfield"), []),
    en("Would you mind telling me what we charge for an engineer to visit a factory? Ofek want someone "
       "out on Sunday.",
       KNOW, [], [("kn", "k06", "450")]),
    en("What's the warranty on a hoover repair these days? A customer's asking.",
       KNOW, [], [("kn", "k05", "90")]),
    en("I don't suppose we do collection and delivery in the Krayot? And if so, how much is it?",
       KNOW, [], [("kn", "k08", "80")]),
    en("Can a private customer spread a repair over a few instalments? It's rather a large Bernina job.",
       KNOW, [], [("kn", "k10", "3")]),
    en("Is there a charge just for looking at a machine, if they decide not to go ahead with the repair?",
       KNOW, [], [("kn", "k02", "100")]),
    en("Roughly how long do parts from abroad take to arrive? Shani keeps asking about hers.",
       KNOW, [], [("kn", "k14", "10–21")]),
    en("Morning! Hope you're well.", GREET),
    en("Sorry, silly question – what sort of things can I actually ask you?", HELP),
    en("Could you possibly book me a table for two at that fish place in the German Colony on Friday?", UNK),
    en("Would you mind converting 250 pounds sterling into shekels for me?", UNK),
    en("What's the weather meant to be like in Haifa on Saturday? I'm thinking of a walk along the "
       "promenade.",
       UNK),
]  # fmt: skip

# Eden, the student part-timer: voice dictation into the phone, English and Hebrew.
S52BZ: list[Row] = [
    en("hey whats the balance for nicole azoulay", BAL, nm("nicole azoulay"), [("bal", "c13")]),
    en("is the dyson four anna kogan ready yet", REP, nm("anna kogan"), [("rep", "r11")]),
    en("invoice G L dash three three one four paid or not",
       INV, [("inv", "GL-3314", "G L dash three three one four")], [("ist", "i30")]),
    en("who is oh five four three three eight six one two oh",
       LOOK, [("phone", "0543386120")], [("name", "c13")]),
    en("how much does salim oday owe", BAL, nm("salim oday"), [("bal", "c10")]),
    en("the over locker four nadia haddad whats the status", REP, nm("nadia haddad"), [("rep", "r25")]),
    en("daniel brooks cover stitch machine did anyone look at it",
       REP, nm("daniel brooks"), [("rep", "r10")]),
    en("balance for taylor express", BAL, nm("taylor express"), [("bal", "c14")]),
    en("how much is left on GL dash 3310", INV, [("inv", "GL-3310", "GL dash 3310")], [("ileft", "i36")]),
    en("peter halls hoover is it ready four pick up", REP, nm("peter hall"), [("rep", "r24")]),
    en("what time do we close on friday", KNOW, [], [("kn", "k01", "13:00")]),
    en("how much four an overlocker service", KNOW, [], [("kn", "k03", "320")]),
    en("is the jukey straight stitch from ofek uniforms fixed", REP, nm("ofek uniforms"), [("rep", "r01")]),
    en("and the button machine", REP, [], [("rep", "r03")], True),
    en("what does mifratz theater oh us", BAL, nm("mifratz theater"), [("bal", "c02")]),
    en("whose invoice is one eight four seven one",
       LOOK, [("inv", "18471", "one eight four seven one")], [("name", "c09"), ("about", "i17")]),
    en("how much does she oh", BAL, [], [("bal", "c09")], True),
    en("status of SC slash twenty six slash oh four",
       INV, [("inv", "SC/26/04", "SC slash twenty six slash oh four")], [("ist", "i02")]),
    en("phone number four gil ben david", LOOK, nm("gil ben david"), [("phone", "c19")]),
    en("chaim goldstein singer machine whats happening with it",
       REP, nm("chaim goldstein"), [("rep", "r23")]),
    en("does victor elmaliach still owe money", BAL, nm("victor elmaliach"), [("bal", "c16")]),
    en("email four margaret levinson", LOOK, nm("margaret levinson"), [("email", "c06")]),
    en("hey there", GREET),
    en("what can you do", HELP),
    en("play my study playlist", UNK),
    he("כמה חייבת רחל ויס", BAL, nm("רחל ויס"), [("bal", "c03")]),
    he("מה עם האוברלוג של חנה קוגן", REP, nm("חנה קוגן"), [("rep", "r12")]),
    he("חשבונית ג'י אל מקף שלוש שלוש אחת שבע שולמה",
       INV, [("inv", "GL-3317", "ג'י אל מקף שלוש שלוש אחת שבע")], [("ist", "i28")]),
    he("מי זה 052 339 0718", LOOK, ph("052 339 0718"), [("name", "c10")]),
    he("השואב של דליה שרעבי מוכן", REP, nm("דליה שרעבי"), [("rep", "r18")]),
    he("כמה חייבים אופק מדים", BAL, nm("אופק מדים"), [("bal", "c01")]),
    he("מה היתרה של מועדון הגמלאים", BAL, nm("מועדון הגמלאים"), [("bal", "c17")]),
    he("המכונות של החוג בנווה שאנן מוכנות", REP, nm("נווה שאנן"), [("rep", "r20")]),
    he("הברנינה של אולגה פטרנקו נמסרה", REP, nm("אולגה פטרנקו"), [("rep", "r21")]),
    he("כמה עולה בדיקה לשואב אבק", KNOW, [], [("kn", "k04", "150")]),
    he("כמה עולה תיקון דחוף", KNOW, [], [("kn", "k12", "50%")]),
    he("יש מכונה חלופית ללקוח פרטי כמה זה עולה", KNOW, [], [("kn", "k11", "25")]),
    he("חשבונית 18479 של מי זאת", LOOK, iv("18479"), [("name", "c23"), ("about", "i37")]),
    he("מה עם הגוקי של טיילור אקספרס", REP, nm("טיילור אקספרס"), [("rep", "r16")]),
    he("כמה נשאר על אס סי עשרים ושש קו נטוי שבע",
       INV, [("inv", "SC/26/07", "אס סי עשרים ושש קו נטוי שבע")], [("ileft", "i04")]),
    he("מה הטלפון של ניקול אזולאי", LOOK, nm("ניקול אזולאי"), [("phone", "c13")]),
    he("חשבוניות פתוחות של מכללת עיצוב הכרמל", INV, nm("מכללת עיצוב הכרמל"), [("ilist", "c11")]),
    he("היי בוקר טוב", GREET),
    he("תזכיר לי לקנות חלב בדרך הביתה", UNK),
    he("מה היתרה של יוסף כורי", BAL, nm("יוסף כורי"), [("bal", "c05")]),
    he("והמכונה שלו", REP, [], [("rep", "r08")], True),
    he("סטטוס עבודה של ויקטור אלמליח", REP, nm("ויקטור אלמליח"), [("rep", "r19")]),
]  # fmt: skip

# Plain questions of every intent.
S52BP: list[Row] = [
    he("כמה חייב יוסף חורי?", BAL, nm("יוסף חורי"), [("bal", "c05")]),
    he("מה המצב של התיקון של סלים עודה?", REP, nm("סלים עודה"), [("rep", "r13")]),
    he("חשבונית GL-3299 שולמה?", INV, iv("GL-3299"), [("ist", "i32")]),
    he("מי זה 050-9120374?", LOOK, ph("050-9120374"), [("name", "c15")]),
    he("מה הכתובת של אופק מדים?", LOOK, nm("אופק מדים"), [("addr", "c01", "ההסתדרות")]),
    he("כמה חייבת רבקה שטרן?", BAL, nm("רבקה שטרן"), []),
    he("של מי הטלפון 054-1234567?", LOOK, ph("054-1234567"), []),
    he("מה שעות הפתיחה?", KNOW, [], [("kn", "k01", "08:30"), ("kn", "k01", "17:30")]),
    he("כמה עולה חוזה שירות למפעל?", KNOW, [], [("kn", "k07", "1,900")]),
    he("מה עושים כשמקבלים מכונה חדשה לתיקון?", KNOW, [], [("kn", "k13", "פדל")]),
    he("כמה נשאר לשלם על חשבונית GL-3309?", INV, iv("GL-3309"), [("ileft", "i10")]),
    he("ללקוחה וייס יש יתרה?", BAL, nm("וייס"), [("names", "c03", "c04")]),
    he("מה החשבוניות הפתוחות של טיילור אקספרס?", INV, nm("טיילור אקספרס"), [("ilist", "c14")]),
    he("שלום", GREET),
    he("עזרה", HELP),
    he("מה המרחק מחיפה לתל אביב?", UNK),
    en("What is the balance of Olga Petrenko?", BAL, nm("Olga Petrenko"), [("bal", "c18")]),
    en("Status of the repair for Hanna Kogan", REP, nm("Hanna Kogan"), [("rep", "r12")]),
    en("Is invoice 18440 paid?", INV, iv("18440"), [("ist", "i22")]),
    en("Who is 04-8390200?", LOOK, ph("04-8390200"), [("name", "c11")]),
    en("What is the email of Tailor Express?", LOOK, nm("Tailor Express"), [("email", "c14")]),
    en("Status of invoice GL-3377", INV, iv("GL-3377"), []),
    en("How much does Liora bridal salon owe?", BAL, nm("Liora bridal salon"), [("bal", "c20")]),
    en("How long do we keep a machine nobody collects?", KNOW, [], [("kn", "k09", "120")]),
    en("How much is a new battery for a Dyson?", KNOW, [], [("kn", "k04", "390")]),
    en("Hello", GREET),
    en("What can you help with?", HELP),
    en("Who won the Champions League final?", UNK),
    en("What repairs does Ofek Uniforms have?", REP, nm("Ofek Uniforms"), [("repc", "c01")]),
    en("Which invoices are open for Ofek Uniforms?", INV, nm("Ofek Uniforms"), [("ilist", "c01")]),
    en("What's the tax ID of Carmel Design College?", LOOK, nm("Carmel Design College"), [("tax", "c11")]),
    en("How long is a repair quote valid?", KNOW, [], [("kn", "k14", "14")]),
    en("How much does customer 053-4419025 owe?", BAL, ph("053-4419025"), [("bal", "c07")]),
]  # fmt: skip

# Fresh: asked the moment each added_later step's records exist.
S52BF: list[list[Row]] = [
    [  # a new private customer, her overlocker and its inspection invoice
        he("כמה חייבת תמר עזרא?", BAL, nm("תמר עזרא"), [("bal", "c25")]),
        en("Has Tamar Ezra's overlocker been checked in?", REP, nm("Tamar Ezra"), [("rep", "r27")]),
        he("של מי החשבונית GL-3324?", LOOK, iv("GL-3324"), [("name", "c25"), ("about", "i39")]),
        en("What's Tamar Ezra's phone number?", LOOK, nm("Tamar Ezra"), [("phone", "c25")]),
    ],
    [  # the theatre's new industrial machine and its invoice
        he("כמה חייב תיאטרון המפרץ עכשיו?", BAL, nm("תיאטרון המפרץ"), [("bal", "c02")]),
        en("The Mifratz Theatre's new Juki – what's its status?",
           REP, nm("Mifratz Theatre"), [("rep", "r28")]),
        en("How much is left to pay on GL-3325?", INV, iv("GL-3325"), [("ileft", "i40")]),
        he("אילו חשבוניות פתוחות יש לתיאטרון המפרץ?", INV, nm("תיאטרון המפרץ"), [("ilist", "c02")]),
    ],
    [  # a new English-named customer, asked about in Hebrew letters too
        en("Has Hannah Roberts paid GL-3326?", INV, nm("Hannah Roberts") + iv("GL-3326"), [("ist", "i41")]),
        he("מה עם השואב של האנה רוברטס?", REP, nm("האנה רוברטס"), [("rep", "r29")]),
        he("להאנה רוברטס יש חוב?", BAL, nm("האנה רוברטס"), [("bal", "c26")]),
        en("who is 052-6408815", LOOK, ph("052-6408815"), [("name", "c26")]),
    ],
]  # fmt: skip

BATCHES = {"s52bx": S52BX, "s52by": S52BY, "s52bz": S52BZ, "s52bp": S52BP}
FRESH = {"s52bf": S52BF}

"""Batches s59ax, s59ay, s59az, s59ap: questions about תכלת שירותי בריכות (Tchelet Pool Services, a
swimming-pool maintenance and pool-equipment service company in the Shfela: Rehovot, Ness Ziona, Gedera,
Mazkeret Batya, Gan Yavne; ``shops/tchelet.json``), and ``s59af``: questions asked the moment the records
they are about were made through the API (the fixtures' ``added_later`` steps). DEVELOPMENT, KEPT ASIDE as
session 56's check: aggregates only, not in the learned model's corpus.

Written blind by helper `blind59a`: it read only the contract, the assistant spec, the devset's README,
builder and scorer, the row format and the worked example (``shop_questions_s31.py`` with ``shemesh.json``);
it saw neither the engine nor any other writer's set. Fixtures first, then these questions, none of them sent
to the engine.

The business: 34 customers (private villas; two country clubs, קאנטרי קלאב רחובות and קאנטרי נס ציונה; a hotel
and a hydrotherapy clinic stored in Latin letters, Shfela Grand Hotel and AquaMed Hydrotherapy; a local
council's municipal pool; two condominiums with a rooftop pool; a kibbutz pool; two branches of one fitness
chain, פיטנס פלוס סניף רחובות / סניף נס ציונה; an events garden; an assisted-living home), 56 invoices in two
series (tax invoices 24105-24176, maintenance-contract invoices M-26/014), 45 jobs (pumps, filters, heat
pumps, salt chlorinators, robot cleaners, covers, leaks, lights, water tests, green-pool shocks) with brands,
models and some serial numbers, 12 knowledge items (10 Hebrew, 2 English).

The voices:
- ``s59ax``: Orit, the owner's wife who runs the office. WhatsApp Hebrew: עכש, בבקשהה, חש', טל', נו, חח,
  customers by first name, nickname (ויקי, שמוליק) or place (הקאנטרי ברחובות, המלון, המכון, המועצה), a
  contact person of a firm in place of its name (עמית מהוועד), follow-ups that lean on the previous answer.
- ``s59ay``: Warren, the South-African-born partner. British / South-African English (howzit, chaps, arrears,
  sorted, done and dusted, settled up), Hebrew names in his own Latin spelling (Barzeelai, Givat Brener, Gan
  Yavneh, Nes Tziona, Rony/Ronen Mizrachi), money and chemicals (salt ppm, pH, shock dosing, interest).
- ``s59az``: Itay, a young technician in the field. Short soldier-age Hebrew, Hebrew typed in Latin letters
  (``ma kore im ha IntelliFlo bakantri rehovot``: labelled ``en``, as the devset's language check counts
  letters), jobs asked by brand, model or serial (InverX 28, WF3-8816204, ZD550-19-44712, SN 0722-31985,
  Alpha RA 6700 iQ, IPHC55, AquaRite, M400, Ei2), collecting money on site.
- ``s59ap``: plain questions of every intent, unknown customers / invoices / phones, greetings, help, and
  out-of-domain asks in the trade's words.
- ``s59af``: a new customer (הילה גרינברג), a new job and invoice for the kibbutz, a new Latin-stored customer
  (Marc Levinson), asked in both languages.

Hard cases: a bare surname shared by two unrelated customers (ברזילי / Barzilai); similar firm names (two
country clubs, two branches of Fitness Plus) asked by a town or bare; a customer with no invoices (תמי אוחנה);
a customer whose only unpaid invoice is a draft (חן גבאי), and the kibbutz whose newest invoice is a draft;
open invoices past due that read as overdue (24140, M-26/016, 24150); a phone a wife and her husband share
(050-3321876); Latin-stored firms asked in Hebrew (המלון, המכון הידרותרפיה); an invoice series typed with a
Hebrew מ (מ-26/016); jobs asked by item, brand, model or serial with no customer named; policies asked as a
situation (a pump burnt running dry, a customer asking about Saturday, a level drop per day); English
questions about Hebrew knowledge (targets are numbers) and Hebrew questions about the English items (covers,
salt cells).

Counts (from the check, ``shops.build`` and ``shops.build_steps``): 184 rows in batches + 12 fresh = 196;
he 99, en 97; follow-ups 5.
- by voice: s59ax 53 (he 53), s59ay 51 (en 51), s59az 50 (he 25, en 25), s59ap 30 (he 15, en 15),
  s59af 12 (he 6, en 6).
- by intent (he / en): customer_balance 47 (25 / 22), repair_status 56 (30 / 26), invoice_status 31 (13 / 18),
  customer_lookup 22 (12 / 10), knowledge 21 (9 / 12), greeting 4 (2 / 2), help 5 (3 / 2), unknown 10 (5 / 5).
- by voice and intent: s59ax bal 16, rep 16, inv 9, look 5, know 4, help 1, unk 2; s59ay bal 16, rep 10,
  inv 11, look 5, know 6, greet 1, unk 2; s59az bal 6, rep 24, inv 3, look 6, know 7, greet 1, help 1, unk 2;
  s59ap bal 6, rep 3, inv 5, look 3, know 4, greet 2, help 3, unk 4; s59af bal 3, rep 3, inv 3, look 3.
- 13 answer rows expect nothing (``[]``): no invoices, a draft only, nothing open, no jobs, and unknown
  customers, phones and invoice numbers.

Row format: ``tests/assistant/lab_rows.py``; facts computed from the fixtures by the devset's own ``Facts``
(``tests/assistant/shops.py``).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph

S59AX: list[Row] = [  # Orit, the office: WhatsApp Hebrew
    he("אורנה ברזילי עדיין חייבת? היא אמרה שהעבירה בביט", BAL, nm("אורנה ברזילי"), [("bal", "c02")]),
    he("כמה יגאל חייב עכש", BAL, nm("יגאל"), [("bal", "c01")]),
    he("תבדוק לי שניה כמה הקאנטרי ברחובות חייבים", BAL, nm("קאנטרי ברחובות"), [("bal", "c03")]),
    he("המועצה של גן יבנה שילמו משהו מהחוב? בבקשהה", BAL, nm("גן יבנה"), [("bal", "c06")]),
    he("ויקי פרלמן חייב עוד כסף?", BAL, nm("ויקי פרלמן"), [("bal", "c24")]),
    he("שמוליק מגדרה סגר את החשבון?", BAL, nm("שמוליק"), [("bal", "c16")]),
    he("דורית אפשטיין כמה חייבת", BAL, nm("דורית אפשטיין"), [("bal", "c14")]),
    he("ברזילי כמה חייב?", BAL, nm("ברזילי"), [("names", "c01", "c02")]),
    he("פיטנס פלוס כמה חייבים לנו בסה\"כ", BAL, nm("פיטנס פלוס"), [("names", "c11", "c12")]),
    he("מה עם הכסף מהמכון הידרותרפיה בנס ציונה", BAL, nm("הידרותרפיה"), [("bal", "c09")]),
    he("המלון ברחובות חייב לנו משהו?", BAL, nm("מלון"), [("bal", "c05")]),
    he("תמי אוחנה יש לה חוב?", BAL, nm("תמי אוחנה"), [("bal", "c26")]),
    he("חן גבאי חייבת משהו? נראלי שלחנו לה", BAL, nm("חן גבאי"), [("bal", "c28")]),
    he("כמה חייבים בגבעת ברנר", BAL, nm("גבעת ברנר"), [("bal", "c10")]),
    he("ומה עם הוועד של מגדלי הפארק?", BAL, nm("מגדלי הפארק"), [("bal", "c07")], True),
    he("עופר בן דוד שילם או שצריך להזכיר לו", BAL, nm("עופר בן דוד"), [("bal", "c25")]),
    he("מה קורה עם המשאבת חום של יגאל? הוא מתקשר כל יום חח", REP, nm("יגאל"), [("rep", "r01")]),
    he("והרובוט שלו?", REP, [], [("rep", "r02")], True),
    he("המלחן של אורנה הגיע החלק?", REP, nm("אורנה"), [("rep", "r03")]),
    he("הקאנטרי בנס ציונה, מצאו כבר את הנזילה?", REP, nm("קאנטרי בנס ציונה"), [("rep", "r07")]),
    he("עמית מהוועד של מגדלי הפארק שואל על הנזילה ליד הסקימר", REP, nm("מגדלי הפארק"), [("rep", "r15")]),
    he("מה עם התריס של שמוליק", REP, nm("שמוליק"), [("rep", "r28")]),
    he("הרובוט של אבי טננבאום מוכן? שיבוא לקחת", REP, nm("אבי טננבאום"), [("rep", "r30")]),
    he("תמי אוחנה, הכיסוי שלה כבר בהזמנה?", REP, nm("תמי אוחנה"), [("rep", "r38")]),
    he("הבריכה הירוקה של עופר - נו מה איתה", REP, nm("עופר"), [("rep", "r37")]),
    he("מה המצב בגבעת ברנר? כל העבודות בבקשה", REP, nm("גבעת ברנר"), [("repc", "c10")]),
    he("המשאבה הראשית בבריכה העירונית הגיעה כבר?", REP, [], [("rep", "r12")]),
    he("דורית שואלת אם המשאבה שלה כבר אצלה", REP, nm("דורית"), [("rep", "r26")]),
    he("הג'קוזי של אחוזת הדקלים יהיה מוכן לפני האירוע בשישי??", REP, nm("אחוזת הדקלים"), [("rep", "r41")]),
    he("ליאת ברק המלחן שלה בוטל נכון?", REP, nm("ליאת ברק"), [("rep", "r42")]),
    he("מה עם המסנן של רונן מזרחי", REP, nm("רונן מזרחי"), [("rep", "r27")]),
    he("מה עם המשאבת חום בבריכה הטיפולית במכון? הם בלחץ", REP, [], [("rep", "r18")]),
    he("חש' 24140 של הקאנטרי שולמה?", INV, iv("24140"), [("ist", "i07")]),
    he("כמה נשאר על 24131", INV, iv("24131"), [("ileft", "i16")]),
    he("תבדוק מה עם M-26/021", INV, iv("M-26/021"), [("ist", "i15")]),
    he("24155 בוטלה? אלון גרוס טוען שלא קיבל ממנו כלום", INV,
       [*iv("24155"), *nm("אלון גרוס")], [("ist", "i39")]),
    he("איזה חשבוניות פתוחות יש למלון", INV, nm("מלון"), [("ilist", "c05")]),
    he("חשבוניות פתוחות של אחוזת ניר בבקשהה", INV, nm("אחוזת ניר"), [("ilist", "c33")]),
    he("חשבונית מ-26/016 של פיטנס רחובות עוד לא שולמה??", INV,
       [("inv", "M-26/016", "מ-26/016"), *nm("פיטנס רחובות")], [("ist", "i23")]),
    he("לגבעת ברנר יש חשבונית שעוד לא שילמו?", INV, nm("גבעת ברנר"), [("ilist", "c10")]),
    he("כמה שילמו על 24129", INV, iv("24129"), [("ipaid", "i31")]),
    he("מה הטל' של צביקה הורוביץ", LOOK, nm("צביקה הורוביץ"), [("phone", "c31")]),
    he("של מי המספר 050-3321876", LOOK, ph("050-3321876"), [("names", "c14", "c35")]),
    he("המייל של הקאנטרי בנס ציונה", LOOK, nm("קאנטרי בנס ציונה"), [("email", "c04")]),
    he("איפה גרה סיגל רביבו? הטכנאי צריך כתובת", LOOK, nm("סיגל רביבו"), [("addr", "c21", "הרימון")]),
    he("מי זה 0509921346 התקשר פעמיים", LOOK, ph("0509921346"), [("name", "c30")]),
    he("עד מתי אנחנו פתוחים בשישי? שואלים אותי", KNOW, [], [("kn", "k01", "12:00")]),
    he("לקוחה שואלת כמה עולה להפוך בריכה ירוקה לצלולה", KNOW, [], [("kn", "k06", "850")]),
    he("מישהו עם בריכה פרטית רוצה טכנאי בשבת, יש לנו?", KNOW, [], [("kn", "k01", "ציבוריות")]),
    he("למשהו נשרפה המשאבה כי עבדה בלי מים, זה נכנס באחריות?", KNOW, [], [("kn", "k04", "ריצה יבשה")]),
    he("מה הבוט הזה יודע בכלל", HELP),
    he("תזכיר לי להתקשר לגדי מהקיבוץ מחר בבוקר", UNK),
    he("איפה אפשר לקנות כלור בזול ברחובות", UNK),
]  # fmt: skip

S59AY: list[Row] = [  # Warren, the South-African partner: British / SA English, his own spellings
    en("Howzit. What's Yigal Barzilai owing us at the moment?", BAL, nm("Yigal Barzilai"), [("bal", "c01")]),
    en("Is Orna Barzeelai paid up or is she still in arrears?", BAL, nm("Orna Barzeelai"), [("bal", "c02")]),
    en("How much are the Givat Brener chaps owing?", BAL, nm("Givat Brener"), [("bal", "c10")]),
    en("What's outstanding on the Gan Yavneh council account", BAL, nm("Gan Yavneh"), [("bal", "c06")]),
    en("the hotel - Shfela Grand - what do they owe in total", BAL, nm("Shfela Grand"), [("bal", "c05")]),
    en("Kevin Shapiro, is he settled up?", BAL, nm("Kevin Shapiro"), [("bal", "c13")]),
    en("AquaMed's balance please", BAL, nm("AquaMed"), [("bal", "c09")]),
    en("Dorit Epstein owes us how much, roughly?", BAL, nm("Dorit Epstein"), [("bal", "c14")]),
    en("Tami Ohana - anything on her account yet?", BAL, nm("Tami Ohana"), [("bal", "c26")]),
    en("How much is Victor Perlman owing", BAL, nm("Victor Perlman"), [("bal", "c24")]),
    en("Chen Gabbai, do we need to chase her for money?", BAL, nm("Chen Gabbai"), [("bal", "c28")]),
    en("What's the total the Fitness Plus Nes Tziona branch owes?", BAL,
       nm("Fitness Plus Nes Tziona"), [("bal", "c12")]),
    en("Alon Gross the lawyer, how much is still outstanding", BAL, nm("Alon Gross"), [("bal", "c20")]),
    en("the events garden in Gedera, Achuzat Hadkalim, their balance", BAL,
       nm("Achuzat Hadkalim"), [("bal", "c29")]),
    en("Barzilai - what's owed?", BAL, nm("Barzilai"), [("names", "c01", "c02")]),
    en("is Natalie Cohen behind on anything", BAL, nm("Natalie Cohen"), [("bal", "c17")]),
    en("Has invoice 24122 been settled?", INV, iv("24122"), [("ist", "i08")]),
    en("How much is left on 24153 for AquaMed", INV, [*iv("24153"), *nm("AquaMed")], [("ileft", "i20")]),
    en("Is M-26/014 paid?", INV, iv("M-26/014"), [("ist", "i05")]),
    en("What did the hotel pay on 24158 so far?", INV, iv("24158"), [("ipaid", "i11")]),
    en("which invoices are still outstanding for the Rehovot country club", INV,
       nm("Rehovot country club"), [("ilist", "c03")]),
    en("24174 for the kibbutz - did that go out or is it still sitting as a draft?", INV,
       iv("24174"), [("ist", "i22")]),
    en("Is 24150 late? Avi Tenenbaum's one", INV, [*iv("24150"), *nm("Avi Tenenbaum")], [("ist", "i36")]),
    en("how much has Ronen Mizrachi paid on 24129", INV,
       [*iv("24129"), *nm("Ronen Mizrachi")], [("ipaid", "i31")]),
    en("Who's invoice 24111?", LOOK, iv("24111"), [("name", "c33"), ("about", "i53")]),
    en("and how much is left on it", INV, [], [("ileft", "i53")], True),
    en("What's still open for the municipal pool, numbers please", INV,
       nm("municipal pool"), [("ilist", "c06")]),
    en("M-26/022 - has Achuzat Nir paid it?", INV, [*iv("M-26/022"), *nm("Achuzat Nir")], [("ist", "i56")]),
    en("Where are we with the main pump motor at Givat Brener?", REP, nm("Givat Brener"), [("rep", "r21")]),
    en("and the season opening there?", REP, [], [("rep", "r20")], True),
    en("the hotel spa pump - sorted yet?", REP, nm("hotel"), [("rep", "r09")]),
    en("Natalie Cohen's heat pump, still waiting on the part?", REP, nm("Natalie Cohen"), [("rep", "r29")]),
    en("Kevin's Dolphin, has it been fixed?", REP, nm("Kevin"), [("rep", "r24")]),
    en("the rooftop pool at HaNasi 18 - anything still open on the job side?", REP,
       nm("HaNasi 18"), [("repc", "c08")]),
    en("the salt cell at Fitness Plus in Rehovot, what's the story", REP,
       nm("Fitness Plus in Rehovot"), [("rep", "r22")]),
    en("Dana Katz's Zodiac robot - has it been booked in?", REP, nm("Dana Katz"), [("rep", "r35")]),
    en("all the jobs for the Country in Nes Tziona", REP, nm("Country in Nes Tziona"), [("repc", "c04")]),
    en("Yehuda Landau's heat pump install - done and dusted?", REP, nm("Yehuda Landau"), [("rep", "r39")]),
    en("What's the number for Gadi at the kibbutz", LOOK, nm("kibbutz"), [("phone", "c10")]),
    en("email address for AquaMed", LOOK, nm("AquaMed"), [("email", "c09")]),
    en("company number for the events garden in Gedera", LOOK, nm("events garden"), [("tax", "c29")]),
    en("who's on 052-8123006", LOOK, ph("052-8123006"), [("name", "c31")]),
    en("What salt level should we be keeping the chlorinators at?", KNOW, [], [("kn", "k07", "3,500")]),
    en("One 25 kg bag of salt, how much does it lift the ppm in a 40 cube pool", KNOW, [],
       [("kn", "k07", "600")]),
    en("what pH range are we aiming for when we test", KNOW, [], [("kn", "k03", "7.6")]),
    en("after a shock dose, below what chlorine can people swim again", KNOW, [], [("kn", "k06", "5 ppm")]),
    en("Interest on late payers - what do we charge per month?", KNOW, [], [("kn", "k09", "1.5%")]),
    en("What's a green-to-clean going for these days, 50 cube pool?", KNOW, [], [("kn", "k06", "850")]),
    en("Morning! Warren here", GREET),
    en("What's the rand to shekel rate today", UNK),
    en("Order 20 buckets of chlorine tablets from the supplier for Thursday", UNK),
]  # fmt: skip

S59AZ: list[Row] = [  # Itay, the technician: short, Hebrew and Hebrew in Latin letters, models and serials
    he("מה עם ה-InverX 28? הלקוח לחוץ", REP, [], [("rep", "r01")]),
    he("WF3-8816204 הגיע?", REP, [], [("rep", "r12")]),
    he("ZD550-19-44712 עדיין תקוע באבחון?", REP, [], [("rep", "r18")]),
    he("SN 0722-31985 מוכן? אני באזור של רחובות", REP, [], [("rep", "r30")]),
    he("הספק BADU של ויקטור מה איתו", REP, nm("ויקטור"), [("rep", "r36")]),
    en("ma kore im ha IntelliFlo bakantri rehovot", REP, nm("kantri rehovot"), [("rep", "r04")]),
    en("yesh update al ha Zodiac TRi shel Orna?", REP, nm("Orna"), [("rep", "r03")]),
    en("haim higia hachelek la EnergyLine?", REP, [], [("rep", "r08")]),
    en("ha Dolphin Wave 100 shel fitness nes ziona - hakevel higia?", REP,
       nm("fitness nes ziona"), [("rep", "r23")]),
    en("Astral Victoria Plus bagag - ma hamatsav", REP, [], [("rep", "r14")]),
    he("ה-Super Pump של נועם שטרית, החלפתי קבל, סימנו מוכן?", REP, nm("נועם שטרית"), [("rep", "r44")]),
    he("ה-IntelliChlor בפיטנס רחובות עדיין בטיפול?", REP, nm("פיטנס רחובות"), [("rep", "r22")]),
    he("המלחן Ei2 של מירב, עדיין No flow?", REP, nm("מירב"), [("rep", "r31")]),
    he("ה M400 של עינב סויסה מה קורה", REP, nm("עינב סויסה"), [("rep", "r43")]),
    he("AquaRite במלון מוכן לאיסוף?", REP, nm("מלון"), [("rep", "r10")]),
    en("ha UV be AquaMed muchan?", REP, nm("AquaMed"), [("rep", "r19")]),
    he("התאורת לד אצל בצלאל, הגיע שנאי?", REP, nm("בצלאל"), [("rep", "r34")]),
    he("ה multiport של חן גבאי, מתי אני הולך", REP, nm("חן גבאי"), [("rep", "r40")]),
    en("Alpha RA 6700 iQ - received or what", REP, [], [("rep", "r35")]),
    en("Fairland IPHC55 still waiting for parts?", REP, [], [("rep", "r29")]),
    en("ma im ha WEG 5.5 begivat brener", REP, nm("givat brener"), [("rep", "r21")]),
    en("bdikat mayim etzel sigal ravivo - nimsar?", REP, nm("sigal ravivo"), [("rep", "r33")]),
    he("כל העבודות של המלון", REP, nm("מלון"), [("repc", "c05")]),
    en("ma im ha Max-Flo shel dorit", REP, nm("dorit"), [("rep", "r26")]),
    en("ve hakesef? hi shilma?", BAL, [], [("bal", "c14")], True),
    he("אני אצל רונן מזרחי, הוא חייב משהו? שאגבה", BAL, nm("רונן מזרחי"), [("bal", "c15")]),
    en("ani etzel Ofer Ben David, kama hu hayav", BAL, nm("Ofer Ben David"), [("bal", "c25")]),
    en("Natalie Cohen owes? im at her place now", BAL, nm("Natalie Cohen"), [("bal", "c17")]),
    he("נועם שטרית צריך לשלם לי משהו כשאני מביא את המשאבה?", BAL, nm("נועם שטרית"), [("bal", "c34")]),
    en("kama hayevet Einav Swisa? ani baderech eleha", BAL, nm("Einav Swisa"), [("bal", "c32")]),
    he("מה הטלפון של הלקוח עם ה-Dolphin E10", LOOK, [], [("phone", "c18")]),
    en("ma haktovet shel Dana Katz", LOOK, nm("Dana Katz"), [("addr", "c23", "האירוסים")]),
    he("תן טל' של נציגות הנשיא 18", LOOK, nm("הנשיא 18"), [("phone", "c08")]),
    he("מי זה 054-3390661", LOOK, ph("054-3390661"), [("name", "c28")]),
    he("איפה זה אחוזת הדקלים", LOOK, nm("אחוזת הדקלים"), [("addr", "c29", "הפרדסים")]),
    en("mi ze 058-4410277?", LOOK, ph("058-4410277"), [("name", "c18")]),
    en("24176 shulma?", INV, iv("24176"), [("ist", "i33")]),
    he("חשבונית 24164 של קווין פתוחה?", INV, [*iv("24164"), *nm("קווין")], [("ist", "i28")]),
    en("kama nishar al 24167", INV, iv("24167"), [("ileft", "i44")]),
    he("כמה אני גובה על ביקור אחרי 18:00", KNOW, [], [("kn", "k02", "450")]),
    en("kama ole ivchun robot", KNOW, [], [("kn", "k11", "150")]),
    he("כמה עולה להחליף מנוע הנעה בדולפין M", KNOW, [], [("kn", "k11", "1,100")]),
    en("how much is a salt cell clean", KNOW, [], [("kn", "k07", "220")]),
    he("ירידת מפלס של כמה סמ ביום זה כבר נזילה?", KNOW, [], [("kn", "k08", "2 ס\"מ")]),
    en("ptichat ona - ad matai yesh hanacha?", KNOW, [], [("kn", "k12", "10%")]),
    en("standard technician visit price?", KNOW, [], [("kn", "k02", "280")]),
    he("אהלן", GREET),
    en("ma ata yodea laasot", HELP),
    he("איך מחליפים קבל במשאבה של Hayward", UNK),
    en("tavi li playlist lanesia", UNK),
]  # fmt: skip

S59AP: list[Row] = [  # plain questions, every intent
    he("כמה חייב בצלאל נחמיאס", BAL, nm("בצלאל נחמיאס"), [("bal", "c22")]),
    he("מה היתרה של פיטנס פלוס סניף רחובות", BAL, nm("פיטנס פלוס סניף רחובות"), [("bal", "c11")]),
    he("מה מצב התיקון של צביקה הורוביץ", REP, nm("צביקה הורוביץ"), [("repc", "c31")]),
    he("מה הסטטוס של חשבונית 24199", INV, iv("24199"), []),
    he("כמה חייב הלקוח 052-7770000", BAL, ph("052-7770000"), []),
    he("כמה חייבת שירה גולדשטיין", BAL, nm("שירה גולדשטיין"), []),
    he("מה הטלפון של עינב סויסה", LOOK, nm("עינב סויסה"), [("phone", "c32")]),
    he("חשבונית 24169 שולמה?", INV, iv("24169"), [("ist", "i18")]),
    he("מה שעות הפעילות שלכם", KNOW, [], [("kn", "k01", "16:30")]),
    he("כמה עולה כיסוי חורף לבריכה", KNOW, [], [("kn", "k10", "95")]),
    he("שלום", GREET),
    he("עזרה", HELP),
    he("מה אפשר לשאול אותך", HELP),
    he("תכתוב לי פוסט לפייסבוק על פתיחת עונת הבריכות", UNK),
    he("מה מזג האוויר בגדרה מחר", UNK),
    en("What does Yehuda Landau owe?", BAL, nm("Yehuda Landau"), [("bal", "c27")]),
    en("balance for 08-9488800", BAL, ph("08-9488800"), [("bal", "c33")]),
    en("status of invoice 24145", INV, iv("24145"), [("ist", "i41")]),
    en("how much is left on invoice M-26/027", INV, iv("M-26/027"), [("ileft", "i06")]),
    en("is invoice 30012 paid?", INV, iv("30012"), []),
    en("repair status for Einav Swisa", REP, nm("Einav Swisa"), [("rep", "r43")]),
    en("who is customer 054-0001122", LOOK, ph("054-0001122"), []),
    en("email of Natalie Cohen", LOOK, nm("Natalie Cohen"), [("email", "c17")]),
    en("how much is a pool opening for the season", KNOW, [], [("kn", "k12", "950")]),
    en("how much does leak detection cost", KNOW, [], [("kn", "k08", "1,350")]),
    en("hello", GREET),
    en("what can you do", HELP),
    en("recommend a good pool robot to buy for my mum", UNK),
    en("how do I get chlorine stains out of a swimsuit", UNK),
    en("what's the status of the heat pump for Moshe Klein", REP, nm("Moshe Klein"), []),
]  # fmt: skip

S59AF: list[list[Row]] = [
    [  # a new villa customer, her heat pump and its invoice
        he("הילה גרינברג חייבת משהו?", BAL, nm("הילה גרינברג"), [("bal", "c36")]),
        en("Hila Greenberg's heat pump - checked in?", REP, nm("Hila Greenberg"), [("rep", "r47")]),
        he("של מי חשבונית 24180", LOOK, iv("24180"), [("name", "c36"), ("about", "i58")]),
        en("phone number for Hila Greenberg", LOOK, nm("Hila Greenberg"), [("phone", "c36")]),
    ],
    [  # the kibbutz's new filter job and its invoice
        he("כמה גבעת ברנר חייבים עכשיו", BAL, nm("גבעת ברנר"), [("bal", "c10")]),
        en("the new Astral filter at Givat Brenner, status?", REP, nm("Givat Brenner"), [("rep", "r48")]),
        he("כמה נשאר לשלם על 24181", INV, iv("24181"), [("ileft", "i59")]),
        en("open invoices for kibbutz Givat Brenner", INV, nm("Givat Brenner"), [("ilist", "c10")]),
    ],
    [  # a new customer stored in Latin letters, asked in Hebrew letters too
        he("מארק לוינסון חייב כסף?", BAL, nm("מארק לוינסון"), [("bal", "c37")]),
        en("marc levinson's robot", REP, nm("marc levinson"), [("rep", "r49")]),
        en("is M-26/040 paid", INV, iv("M-26/040"), [("ist", "i60")]),
        he("הטלפון של מארק לוינסון", LOOK, nm("מארק לוינסון"), [("phone", "c37")]),
    ],
]  # fmt: skip

BATCHES = {"s59ax": S59AX, "s59ay": S59AY, "s59az": S59AZ, "s59ap": S59AP}
FRESH = {"s59af": S59AF}

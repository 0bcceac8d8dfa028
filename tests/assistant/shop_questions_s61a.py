"""Batch s61a: questions about a business written blind by helper ``blind61a`` (it saw neither the engine
under ``src/`` nor any other writer's set), ארובה (Arubah, ``shops/arubah.json``): a commercial-kitchen
hood, duct and grease-trap cleaning and fire-suppression service in Beer Sheva and the Negev (Ofakim,
Netivot, Dimona, Arad, Rahat, Yeruham, the kibbutzim). Its customers: restaurants, a hotel kitchen stored in
English (Leonardo Negev Hotel - Kitchen), Soroka's central kitchen, a yeshiva dining hall in Netivot, an
army-base kitchens contractor (ש.ב. קבלנות הסעדה), a catering company (Desert Feast Catering), a falafel
chain with four branches, the Negev mall's food court, a school kitchen in Hura, kibbutz dining halls, a
nursing home, a boarding school. Jobs: hood degreasing, duct cleaning, grease-trap pumping, Ansul R-102 and
Amerex KP-275/375/600 checks and recharges, fan motors (Soler&Palau, Ziehl-Abegg), fire-department
certificates. Invoices in one series, AR-5101..AR-5154. KEPT ASIDE as session 57's check: aggregates only,
not in the learned model's corpus.

Voices:
- ``s61ax``: Shimon, the Moroccan-born founder in his sixties: Hebrew with old-fashioned phrasing
  ("אנא בדוק", "מה נשמע עם") and spelling slips (ת'טלפון, שימשון), asks by the restaurant's name or the
  owner's first name and the town ("דוד מהרצל", "שמשון מדימונה", "מאיר ממרקש"), a few lines of broken
  English.
- ``s61ay``: his daughter, who handles the money: crisp English and Hebrew mixed in one message, invoice
  numbers written AR-5128 / ar5133 / AR 5139 / 5136 / #5141 / inv 5130 / AR5105 / חשבונית מס' 5124,
  due dates, drafts and cancellations, Hebrew-stored customers asked in English (Shimshon, Marrakech,
  SB hasaada, Neve Negev) and English-stored ones in Hebrew sentences.
- ``s61az``: a Bedouin technician from Rahat: short texts from the field, Arabic words (yalla, wallah,
  khalas, mafi, salam), Hebrew typed in Latin letters ("ma hamatzav", "kol ha avodot shel gabay"), jobs by
  brand, model or serial number (Ansul R-102, AN-44871, Amerex KP-375 / KP-600 / KP-275, AMX-77310,
  Soler&Palau, Ziehl-Abegg).
- ``s61ap``: plain questions, every intent, unknown customer / invoice / phone, greetings, help,
  out-of-domain asks in the trade's words; ``s61af``: the three ``added_later`` steps, 4 rows each.

Hard cases: two similar names (גריל הדרום in Ofakim, גריל הנגב in Netivot); a bare surname two customers
share (אוחיון: יעקב's pizzeria and רינה's bakery); two customers on one phone (מסעדת אבו עלי and, added
as ``shared_phone``, its sister bakery מאפיית אבו עלי, so "אבו עלי" alone is ambiguous); a place name that
is both a kibbutz customer and an army base in another customer's notes and job (צאלים); a customer with no
invoices (בורקס ערד); customers whose only unpaid invoice is a draft (סושי ירוחם, Yeruham Pub); a cancelled
invoice beside an open one (מרקש, Leonardo); jobs asked by item, brand, model or serial; policies asked as a
situation (the suppression system went off, a hospital calls on Shabbat, the new motor broke); English
questions about Hebrew knowledge items and Hebrew questions about the two English items; Hebrew typed in
Latin letters is marked "he".

Counts from the check (``shops.build`` / ``build_steps``; Latin-letter Hebrew counted as he):
177 rows in BATCHES and 12 in FRESH (steps [4, 4, 4]).
s61ax 50: he 47 / en 3; bal 17, rep 20, inv 3, look 4, know 4, greet 1, unk 1
s61ay 50: he 13 / en 37; bal 10, inv 24, look 6, know 6, greet 1, unk 3
s61az 46: he 41 / en 5; rep 29, look 4, know 8, greet 1, help 1, unk 3
s61ap 31: he 9 / en 22; bal 4, rep 5, inv 3, look 5, know 6, greet 2, help 2, unk 4
s61af 12: he 6 / en 6; bal 3, rep 3, inv 3, look 3
all 189: he 116 / en 73; bal 34, rep 57, inv 33, look 22, know 24, greet 5, help 3, unk 11
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, q

S61AX: list[Row] = [  # the founder
    q("he", "תגיד לי כמה חייב לנו דוד מהמסעדה ברחוב הרצל", BAL, [("name", "דוד")], [("bal", "c01")]),
    q("he", "והאנסול שלו מתי עושים?", REP, [], [("rep", "r02")], True),
    q("he", "שמשון מדימונה שילם כבר את החשבון?", BAL, [("name", "שמשון")], [("bal", "c10")]),
    q("he", "ההוד של שמשון מוכן? הוא מתקשר כל יום", REP, [("name", "שמשון")], [("rep", "r21")]),
    q("he", "חשבונית 5120 של שימשון עוד לא שולמה?", INV, [("inv", "AR-5120", "5120")], [("ist", "i18")]),
    q("he", "מה נשמע עם הסורוקה, גמרו את התעלות?", REP, [("name", "סורוקה")], [("rep", "r06")]),
    q("he", "והמנוע של המפוח על הגג שם, הגיע החלק?", REP, [], [("rep", "r07")], True),
    q("he", "כמה חייבת לנו הישיבה בנתיבות", BAL, [("name", "ישיבה")], [("bal", "c04")]),
    q("he", "הניקוי לפסח של הרב שמעון בישיבה, מוכן?", REP, [("name", "ישיבה")], [("rep", "r08")]),
    q("he", "אנא בדוק אם הקבלן של הצבא שילם את 5111", INV, [("inv", "AR-5111", "5111")], [("ist", "i08")]),
    q("he", "כמה חייב ש.ב. הסעדה בסהכ", BAL, [("name", "ש.ב. הסעדה")], [("bal", "c05")]),
    q("he", "המפריד שומן בנבטים שאבו כבר?", REP, [], [("rep", "r09")]),
    q("he", "והאנסול בנבטים שהמיכל לא מחזיק?", REP, [], [("rep", "r11")], True),
    q("he", "גבאי הפלאפל כמה חייב", BAL, [("name", "גבאי")], [("bal", "c07")]),
    q("he", "מה עם המנוע בסניף של גבאי באופקים", REP, [("name", "גבאי")], [("rep", "r16")]),
    q("he", "וסניף נתיבות שלו?", REP, [], [("rep", "r15")], True),
    q("he", "הקניון, המפריד הגדול, מתי שואבים", REP, [("name", "קניון")], [("rep", "r17")]),
    q("he", "כמה חייב הקניון עוד", BAL, [("name", "קניון")], [("bal", "c08")]),
    q("he", "מה הטלפון של אוחיון", LOOK, [("name", "אוחיון")], [("names", "c17", "c18")]),
    q("he", "רינה אוחיון מהמאפייה, שאבו לה את המפריד?", REP, [("name", "רינה אוחיון")], [("rep", "r29")]),
    q("he", "יעקב אוחיון מהפיצריה שילם?", BAL, [("name", "יעקב אוחיון")], [("bal", "c17")]),
    q("he", "גריל הדרום באופקים כמה חייבים", BAL, [("name", "גריל הדרום")], [("bal", "c11")]),
    q("he", "ואת המעשנה גמרתם להם?", REP, [], [("rep", "r22")], True),
    q("he", "גריל הנגב בנתיבות, הפילטרים הוחלפו?", REP, [("name", "גריל הנגב")], [("rep", "r30")]),
    q("he", "מסעדת אבו עלי ברהט כמה נשאר לשלם", BAL, [("name", "מסעדת אבו עלי")], [("bal", "c12")]),
    q("he", "ומאפיית אבו עלי?", BAL, [("name", "מאפיית אבו עלי")], [("bal", "c35")], True),
    q("he", "054-5129907 של מי זה", LOOK, [("phone", "054-5129907")], [("names", "c12", "c35")]),
    q("he", "צאלים גמרנו את החדר אוכל?", REP, [("name", "צאלים")], [("rep", "r24")]),
    q("he", "הקיבוץ רביבים, המנוע של זיהל מוכן?", REP, [("name", "רביבים")], [("rep", "r25")]),
    q("he", "כמה חייבים ברביבים", BAL, [("name", "רביבים")], [("bal", "c14")]),
    q("he", "מאיר ממרקש, האישור לכבאות שלו מה קורה", REP, [("name", "מרקש")], [("rep", "r34")]),
    q("he", "ומה נשאר לו לשלם?", BAL, [], [("bal", "c23")], True),
    q("he", "שושנה מהמעדנייה בקקל, תן ת'טלפון", LOOK, [("name", "שושנה")], [("phone", "c30")]),
    q("he", "משה מהשווארמה בירוחם חייב?", BAL, [("name", "משה")], [("bal", "c16")]),
    q("he", "הסושי בירוחם יש להם חשבונית פתוחה?", INV, [("name", "סושי")], [("ilist", "c21", "open")]),
    q("he", "הבורקס בערד, כמה הם חייבים", BAL, [("name", "בורקס")], [("bal", "c20")]),
    q("he", "ומה עם ההצעת מחיר להם?", REP, [], [("rep", "r31")], True),
    q("he", "אולמי הנסיכה, המפריד לפני האירוע, גומרים היום?", REP, [("name", "הנסיכה")], [("rep", "r37")]),
    q("he", "והמערכת אמרקס שם שנפתחה סתם?", REP, [], [("rep", "r38")], True),
    q("he", "בית האבות נווה נגב כמה חייבים בסך הכל", BAL, [("name", "נווה נגב")], [("bal", "c31")]),
    q("he", "מה הכתובת של הפנימייה בשדות", LOOK, [("name", "פנימייה")], [("addr", "c34", "שדות נגב")]),
    q("he", "עד מתי פתוח המשרד ביום שישי, אנשים שואלים", KNOW, [], [("kn", "k01", "12:00")]),
    q("he", "כמה אני לוקח על הוד של 5 מטר, תזכיר לי", KNOW, [], [("kn", "k02", "250")]),
    q("he", "מסעדה שאלה אם אפשר לשלם בשלושה תשלומים", KNOW, [], [("kn", "k06", "3 תשלומים")]),
    q("he", "הקבלן של הצבא אומר שאצלנו שוטף 60, זה נכון?", KNOW, [], [("kn", "k06", "שוטף + 60")]),
    q("he", "בוקר טוב לכולם", GREET),
    q("he", "תזמין לי מונית לתחנה המרכזית בבאר שבע", UNK),
    q("en", "shalom, the hotel leonardo how much they owe", BAL, [("name", "leonardo")], [("bal", "c02")]),
    q("en", "Arad Inn pay or not?", BAL, [("name", "Arad Inn")], [("bal", "c15")]),
    q("en", "the hood of Ramon Inn is finish?", REP, [("name", "Ramon Inn")], [("rep", "r36")]),
]  # fmt: skip

S61AY: list[Row] = [  # the daughter, the money
    q("en", "Leonardo - AR-5128 still overdue? they promised העברה last week", INV,
      [("inv", "AR-5128")], [("ist", "i04")]),
    q("en", "how much left on it?", INV, [], [("ileft", "i04")], True),
    q("en", "ar5133 - David's, did it go out, due when?", INV,
      [("inv", "AR-5133", "ar5133")], [("ist", "i02")]),
    q("he", "AR 5139 של סורוקה - כמה נשאר", INV, [("inv", "AR-5139", "AR 5139")], [("ileft", "i06")]),
    q("en", "SB hasaada total balance pls, the army contractor", BAL,
      [("name", "SB hasaada")], [("bal", "c05")]),
    q("en", "which of their invoices are open", INV, [], [("ilist", "c05", "open")], True),
    q("en", "inv 5130 paid yet?", INV, [("inv", "AR-5130", "5130")], [("ist", "i09")]),
    q("en", "#5141 — amount paid so far", INV, [("inv", "AR-5141", "5141")], [("ipaid", "i10")]),
    q("en", "Desert Feast owes how much? הם העבירו 1000 last week", BAL,
      [("name", "Desert Feast")], [("bal", "c06")]),
    q("he", "כמה נשאר על 5136 after their 1000", INV, [("inv", "AR-5136", "5136")], [("ileft", "i12")]),
    q("en", "Gabay falafel - open or overdue invoices?", INV,
      [("name", "Gabay")], [("ilist", "c07", "open")]),
    q("en", "AR-5115 how much did they pay", INV, [("inv", "AR-5115")], [("ipaid", "i13")]),
    q("he", "קניון הנגב - 5117 עדיין overdue? they keep saying the committee approved", INV,
      [("inv", "AR-5117", "5117")], [("ist", "i15")]),
    q("en", "and the new one, AR-5142?", INV, [("inv", "AR-5142")], [("ist", "i16")], True),
    q("en", "Shimshon Dimona balance", BAL, [("name", "Shimshon")], [("bal", "c10")]),
    q("en", "Abu Ali restaurant in Rahat - left to pay on AR-5122", INV,
      [("name", "Abu Ali"), ("inv", "AR-5122")], [("ileft", "i21")]),
    q("he", "סושי ירוחם - יש להם משהו פתוח? I only see a draft", INV,
      [("name", "סושי ירוחם")], [("ilist", "c21", "open")]),
    q("en", "is AR-5132 a draft or did it go out", INV, [("inv", "AR-5132")], [("ist", "i29")]),
    q("en", "Yeruham Pub balance — I think their invoice is still a draft", BAL,
      [("name", "Yeruham Pub")], [("bal", "c32")]),
    q("en", "who's AR-5148 for", LOOK, [("inv", "AR-5148")], [("name", "c32"), ("about", "i44")]),
    q("en", "AR-5112 - was that cancelled?", INV, [("inv", "AR-5112")], [("ist", "i33")]),
    q("en", "so what does Marrakech owe for real", BAL, [("name", "Marrakech")], [("bal", "c23")]),
    q("he", "כמה שולם על ar-5135", INV, [("inv", "AR-5135", "ar-5135")], [("ipaid", "i32")]),
    q("en", "AR-5102 Leonardo, cancelled right? don't want to chase it", INV,
      [("inv", "AR-5102")], [("ist", "i48")]),
    q("he", "רביבים - חשבונית מס' 5124 באיחור?", INV, [("inv", "AR-5124", "5124")], [("ist", "i23")]),
    q("en", "Neve Negev nursing home - open invoices?", INV,
      [("name", "Neve Negev")], [("ilist", "c31", "open")]),
    q("en", "how much left on 5110", INV, [("inv", "AR-5110", "5110")], [("ileft", "i42")]),
    q("he", "פנימיית שדות — AR5105 שילמו משהו? due was a month ago", INV,
      [("inv", "AR-5105", "AR5105")], [("ipaid", "i46")]),
    q("en", "and their balance overall?", BAL, [], [("bal", "c34")], True),
    q("he", "Beit Yosef - כמה חייבים", BAL, [("name", "Beit Yosef")], [("bal", "c22")]),
    q("en", "Yossi's email, the Beit Yosef guy", LOOK, [("name", "Beit Yosef")], [("email", "c22")]),
    q("en", "tax id for Leonardo Negev — need it for the receipt", LOOK,
      [("name", "Leonardo Negev")], [("tax", "c02")]),
    q("en", "SB hasaada's ח.פ.", LOOK, [("name", "SB hasaada")], [("tax", "c05")]),
    q("he", "מה ה-email של הקניון? the facility guy", LOOK, [("name", "קניון")], [("email", "c08")]),
    q("en", "whose invoice is 5146", LOOK, [("inv", "AR-5146", "5146")], [("name", "c30"), ("about", "i41")]),
    q("en", "paid?", INV, [], [("ist", "i41")], True),
    q("en", "Rina Ohayon owes? not Yaakov, the bakery one", BAL, [("name", "Rina Ohayon")], [("bal", "c18")]),
    q("he", "ו-Yaakov Ohayon שילם את 5127?", INV, [("inv", "AR-5127", "5127")], [("ist", "i26")]),
    q("en", "payment terms for government bodies? Soroka asks for net 60", KNOW,
      [], [("kn", "k06", "שוטף + 60")]),
    q("en", "can a restaurant pay by credit card in installments", KNOW, [], [("kn", "k06", "3 תשלומים")]),
    q("he", "what do we charge for pumping a 2000 liter trap? מעל 1000 ליטר", KNOW,
      [], [("kn", "k03", "0.9")]),
    q("en", "does the pumping price include the disposal certificate", KNOW,
      [], [("kn", "k03", "תעודת פינוי")]),
    q("en", "night cleaning surcharge?", KNOW, [], [("kn", "k10", "20%")]),
    q("en", "travel fee to Mitzpe Ramon", KNOW, [], [("kn", "k09", "150")]),
    q("he", "Ramon Inn - כמה חייבים? I think they paid AR-5119", BAL,
      [("name", "Ramon Inn")], [("bal", "c25")]),
    q("en", "Cafe Negba paid everything?", BAL, [("name", "Cafe Negba")], [("bal", "c29")]),
    q("en", "morning! quick one", GREET),
    q("en", "can you send Leonardo a payment reminder on whatsapp", UNK),
    q("en", "what's the shekel-dollar rate today", UNK),
    q("he", "תכין לי דוח מע\"מ לרבעון, I need it by Thursday", UNK),
]  # fmt: skip

S61AZ: list[Row] = [  # the technician from Rahat
    q("he", "יאללה מה עם האנסול של דוד ויוסף", REP, [("name", "דוד ויוסף")], [("rep", "r02")]),
    q("he", "ansul R-102 sodi AN-44871 ma hamatzav", REP, [], [("rep", "r41")]),
    q("he", "wallah ha amerex KP-375 be leonardo, ma kore", REP, [("name", "leonardo")], [("rep", "r05")]),
    q("he", "והתעלה שם 3 קומות, הגיע החלק?", REP, [], [("rep", "r04")], True),
    q("he", "המפוח soler palau בסורוקה, הגיע מיסב?", REP, [("name", "סורוקה")], [("rep", "r07")]),
    q("he", "ziehl abegg ברביבים מוכן? יאללה אני בדרך", REP, [("name", "רביבים")], [("rep", "r25")]),
    q("he", "AMX-77310 מה הסטטוס", REP, [], [("rep", "r38")]),
    q("he", "KP-600 בקניון דוכן 4 מוכן?", REP, [("name", "קניון")], [("rep", "r18")]),
    q("he", "amerex KP-275 shel ha pizzeria shel yaakov", REP, [("name", "yaakov")], [("rep", "r28")]),
    q("he", "המפריד של אבו עלי מה אמרו, סתימה?", REP, [("name", "אבו עלי")], [("rep", "r23")]),
    q("he", "והמאפייה של אח שלו? ההוד של הפיתות", REP, [], [("rep", "r43")], True),
    q("he", "salim alatawna hamotor nisraf, higia?", REP, [("name", "salim alatawna")], [("rep", "r39")]),
    q("he", "סלים אלעטאונה טלפון", LOOK, [("name", "סלים אלעטאונה")], [("phone", "c28")]),
    q("he", "גריל הדרום המעשנה, חלאס גמרנו?", REP, [("name", "גריל הדרום")], [("rep", "r22")]),
    q("he", "גריל הנגב פילטרים", REP, [("name", "גריל הנגב")], [("rep", "r30")]),
    q("he", "פלאפל גבאי סניף אופקים המנוע מה", REP, [("name", "גבאי")], [("rep", "r16")]),
    q("he", "kol ha avodot shel gabay", REP, [("name", "gabay")], [("repc", "c07")]),
    q("he", "ש.ב. אישור כבאות צאלים מוכן? הקצין מחכה", REP, [("name", "ש.ב.")], [("rep", "r10")]),
    q("he", "בית ספר אל נור בחורה, מיכל אנסול הגיע?", REP, [("name", "אל נור")], [("rep", "r20")]),
    q("he", "מה הכתובת של אל נור", LOOK, [("name", "אל נור")], [("addr", "c09", "חורה")]),
    q("he", "סושי ירוחם אנסול מוכן? אני שם מחר inshallah", REP, [("name", "סושי ירוחם")], [("rep", "r32")]),
    q("he", "השווארמה של משה כהן, ההוד מטפטף, פתחו?", REP, [("name", "משה כהן")], [("rep", "r27")]),
    q("he", "טלפון של משה כהן ירוחם", LOOK, [("name", "משה כהן")], [("phone", "c16")]),
    q("he", "הנסיכה - אמרקס, פתחו קריאה?", REP, [("name", "הנסיכה")], [("rep", "r38")]),
    q("he", "beit yosef hood ve ta'ala, mafi chelek?", REP, [("name", "beit yosef")], [("rep", "r33")]),
    q("he", "Desert Feast grease trap yalla mukhan?", REP, [("name", "Desert Feast")], [("rep", "r13")]),
    q("he", "ramon inn tandoor gamarnu?", REP, [("name", "ramon inn")], [("rep", "r36")]),
    q("he", "בית אבות נווה נגב המפוח מוכן לאיסוף?", REP, [("name", "נווה נגב")], [("rep", "r40")]),
    q("he", "ishur kabaut shel marakesh", REP, [("name", "marakesh")], [("rep", "r34")]),
    q("he", "מס' טלפון של הקניון", LOOK, [("name", "קניון")], [("phone", "c08")]),
    q("he", "rina ohayon mafrid shuman", REP, [("name", "rina ohayon")], [("rep", "r29")]),
    q("he", "kama ole bdikat ansul?", KNOW, [], [("kn", "k04", "650")]),
    q("he", "אנסול הופעל במסעדה, מה אומרים לבעלים?", KNOW, [], [("kn", "k11", "לסגור את הגז")]),
    q("he", "כמה עולה מילוי מיכל אנסול", KNOW, [], [("kn", "k11", "1,900")]),
    q("he", "כל כמה זמן בודקים אמרקס", KNOW, [], [("kn", "k04", "חצי שנה")]),
    q("he", "mokad herum ma hamispar", KNOW, [], [("kn", "k01", "050-7719900")]),
    q("he", "עובדים בשבת? בית חולים קרא", KNOW, [], [("kn", "k10", "בתי חולים")]),
    q("en", "motor warranty how long, customer say new motor broke", KNOW, [], [("kn", "k07", "12-month")]),
    q("en", "grill with charcoal how often clean the duct", KNOW, [], [("kn", "k08", "every 3 months")]),
    q("he", "סלאם", GREET),
    q("he", "מה אתה יודע לעשות יא", HELP),
    q("he", "תביא לי מספר של ספק חלקים לאנסול בחברון", UNK),
    q("he", "איך מורידים כתמי שומן מהבגדים", UNK),
    q("en", "where ansul sell parts in israel", UNK),
    q("en", "Kibbutz Tzeelim dining hall hood done?", REP, [("name", "Tzeelim")], [("rep", "r24")]),
    q("en", "Arad Inn hood", REP, [("name", "Arad Inn")], [("rep", "r26")]),
]  # fmt: skip

S61AP: list[Row] = [  # plain
    q("en", "how much does the Leonardo Negev Hotel owe", BAL,
      [("name", "Leonardo Negev")], [("bal", "c02")]),
    q("en", "balance for the catering company", BAL, [("name", "catering")], [("bal", "c06")]),
    q("he", "כמה חייב ארד אין", BAL, [("name", "ארד אין")], [("bal", "c15")]),
    q("en", "what's the status of the hospital kitchen duct cleaning", REP,
      [("name", "hospital")], [("rep", "r06")]),
    q("en", "the falafel chain's Netivot branch hood", REP, [("name", "falafel")], [("rep", "r15")]),
    q("en", "the food court grease trap", REP, [("name", "food court")], [("rep", "r17")]),
    q("en", "is the yeshiva's hood cleaning ready", REP, [("name", "yeshiva")], [("rep", "r08")]),
    q("en", "all jobs for the mall", REP, [("name", "mall")], [("repc", "c08")]),
    q("en", "status of AR-5140?", INV, [("inv", "AR-5140")], [("ist", "i34")]),
    q("en", "how much is left on AR-5143", INV, [("inv", "AR-5143")], [("ileft", "i36")]),
    q("en", "who is invoice AR-5150 for", LOOK, [("inv", "AR-5150")], [("name", "c13"), ("about", "i50")]),
    q("he", "האם חשבונית AR-5199 שולמה", INV, [("inv", "AR-5199")]),
    q("en", "how much does Pizza Roma owe", BAL, [("name", "Pizza Roma")]),
    q("en", "whose phone is 052-0000417", LOOK, [("phone", "052-0000417")]),
    q("en", "what's the phone of Pizza Dimona", LOOK, [("name", "Pizza Dimona")], [("phone", "c27")]),
    q("he", "מה המייל של Cafe Negba", LOOK, [("name", "Cafe Negba")], [("email", "c29")]),
    q("en", "who has the number 08-9922184", LOOK, [("phone", "08-9922184")], [("name", "c33")]),
    q("en", "how much do you charge to clean a 3 meter hood", KNOW, [], [("kn", "k02", "1,200")]),
    q("en", "how long does it take to get the fire department certificate", KNOW,
      [], [("kn", "k05", "3 ימי עבודה")]),
    q("en", "how long is the fire certificate valid", KNOW, [], [("kn", "k05", "לשנה")]),
    q("he", "אתם מגיעים לאילת?", KNOW, [], [("kn", "k09", "אילת")]),
    q("he", "כל כמה זמן צריך לנקות תעלות במסעדה עם הרבה טיגון", KNOW, [], [("kn", "k08", "every 3 months")]),
    q("en", "is there a warranty on a fan motor you replaced?", KNOW, [], [("kn", "k07", "12-month")]),
    q("en", "hello", GREET),
    q("he", "שלום, מה שלומך", GREET),
    q("en", "what kind of questions can I ask you", HELP),
    q("he", "איך אתה יכול לעזור לי", HELP),
    q("en", "order 20 liters of degreaser from the supplier", UNK),
    q("he", "באיזו טמפרטורה שמן טיגון מתלקח", UNK),
    q("en", "write a Facebook post about our hood cleaning special", UNK),
    q("he", "תקבע לי פגישה עם מפקח הכבאות", UNK),
]  # fmt: skip

S61AF: list[list[Row]] = [
    [  # a new restaurant in Dimona, its invoice and its first hood cleaning
        q("he", "מסעדת הזית בדימונה חייבים משהו?", BAL, [("name", "מסעדת הזית")], [("bal", "c36")]),
        q("en", "who's AR-5152 for", LOOK, [("inv", "AR-5152")], [("name", "c36"), ("about", "i52")]),
        q("he", "ההוד של הזית, מתי?", REP, [("name", "הזית")], [("rep", "r44")]),
        q("en", "Hazayit Dimona phone number", LOOK, [("name", "Hazayit")], [("phone", "c36")]),
    ],
    [  # an existing grill's new Amerex check and invoice
        q("he", "כמה גריל הדרום חייבים עכשיו", BAL, [("name", "גריל הדרום")], [("bal", "c11")]),
        q("en", "how much is left on AR-5153", INV, [("inv", "AR-5153")], [("ileft", "i53")]),
        q("he", "האמרקס של גריל הדרום", REP, [("name", "גריל הדרום")], [("rep", "r45")]),
        q("en", "open invoices for Grill HaDarom", INV,
          [("name", "Grill HaDarom")], [("ilist", "c11", "open")]),
    ],
    [  # a new customer stored in Latin letters, asked in Hebrew letters too
        q("he", "נבטיאן גריל חייבים?", BAL, [("name", "נבטיאן גריל")], [("bal", "c37")]),
        q("en", "Nabatean Grill grease trap status", REP, [("name", "Nabatean Grill")], [("rep", "r46")]),
        q("en", "how much was paid on AR-5154", INV, [("inv", "AR-5154")], [("ipaid", "i54")]),
        q("he", "הטלפון של נבטיאן גריל", LOOK, [("name", "נבטיאן גריל")], [("phone", "c37")]),
    ],
]  # fmt: skip

BATCHES = {"s61ax": S61AX, "s61ay": S61AY, "s61az": S61AZ, "s61ap": S61AP}
FRESH = {"s61af": S61AF}

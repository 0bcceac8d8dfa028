"""A DEVELOPMENT set written by helper ``english46`` (session 46, issue 15) about three development
businesses: ``shops/derechhayam.json`` (a car garage in Ashdod, business ``derechhayam-e47``, batch
``s47ed``), ``shops/koltov.json`` (a hearing-aid centre in Haifa, ``koltov-e47``, ``s47ek``) and
``shops/gannoy.json`` (gardening and irrigation, ``gannoy-e47``, ``s47eg``: KEPT ASIDE as the check, looked
at only in aggregate until the end). Its items may be looked at and the engine tuned on the first two; it
is NOT held out.

Why: on the held-out writers English answers stay below 0.93 for three of them, and one writer's backstory
voice scored 0.71 in English. These are long English messages, 2-5 sentences, in which a manager or a clerk
tells what happened, who called and what they think, with the ask in one sentence: first, middle, last, or
only implied ("I need to know where we stand with ..."). Voices: American, British, South African, and
Israelis writing English in Hebrew word order with Hebrew words in Latin letters ("cheshbonit", "mazgan",
"tikun", "machshir"). A story often names a second thing, a relative or another customer beside the one
asked about. Every intent, follow-ups, a few Hebrew controls. Written before any row was sent.

First run (main ``6f0a5e3``, records first): intent 0.87, entities 0.91, answers 0.87 (he 1.00, en 0.86);
the two tuned on (derechhayam, koltov) 0.84 / 0.90 / 0.84; the gannoy check 0.93 / 1.00 / 0.96. Misses: an
ask first with story after ("Mrs. Collins's email, please - ... She's the English lady ..."), a closing
"What is it?" of the sentence before, a remark after the question ("They're asking me on the phone."), a
short story sentence before a real question, "it" of a story's one invoice, knowledge asked elliptically.
After english46 (``asking_sentence``), engine only: 0.92 / 0.91 / 0.90 (en 0.89), gannoy 0.93 / 1.00 /
0.96 unchanged; with the intent corpus regenerated on these rows: 0.93 / 0.91 / 0.91 (en 0.90). Left: a
bare ``NNN/26`` invoice number not read ("142/26"), knowledge asked by a short question whose topic is in
the story ("Price per pair?", "How much does it cost per day?": the policy is searched by the question
alone), English words the lexicon lacks ("tympanometer", "earplugs" of a Hebrew item), a greeting followed
by small talk.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, he, iv, nm, ph


def kn(ref: str, token: str) -> list[tuple[str, ...]]:
    return [("kn", ref, token)]


DERECHHAYAM: list[Row] = [
    # the ask last, after a story
    en(
        "Daniel Friedman called this morning, he's pretty annoyed because his car has been with us over a"
        " week. He says nobody told him anything about the AC. Where are we with it?",
        REP,
        nm("Daniel Friedman"),
        [("rep", "r03")],
    ),
    en(
        "Noam Barak was here earlier picking up his wipers. He asked me whether the gearbox noise has been"
        " figured out yet, and I had no idea what to tell him.",
        REP,
        nm("Noam Barak"),
        [("rep", "r12")],
    ),
    en(
        "Sarah Levi-Cohen rang, her Honda's battery keeps dying overnight and she wants to know if it's ready"
        " to collect. Could you let me know so I can text her back?",
        REP,
        nm("Sarah Levi-Cohen"),
        [("rep", "r17")],
    ),
    en(
        "So the bakery, Ben-Haim, sent their driver over with the refrigerated truck again. Their office lady"
        " says the cooling still doesn't get down to 4 degrees. I need to know where we stand on that job"
        " before I call her back.",
        REP,
        [],
        [("rep", "r19")],
    ),
    en(
        "Yesterday came the guy from Shlichuyot Hadarom with the Transit. He asked me about the timing belt,"
        " when it will be ready. Tell me the status of the belt please.",
        REP,
        [],
        [("rep", "r08")],
    ),
    en(
        "I'm at the bank. Quick one - the Ort school's minibus, the sliding door, is it done? Their transport"
        " coordinator keeps calling.",
        REP,
        [],
        [("rep", "r15")],
    ),
    en(
        "Is the windscreen for Sigal's Outlander ready? She says she has to drive to Jerusalem on Sunday and"
        " can't do it with the crack.",
        REP,
        [],
        [("rep", "r10")],
    ),
    en(
        "Mr. Petrenko popped in, lovely chap, brought us biscuits. He wants to know when the Golf's clutch"
        " will be done, he has a trip up north next week.",
        REP,
        [],
        [("rep", "r07")],
    ),
    en(
        "Yossi Ohayon's wife Orna came in about the puncture on the Picanto. She said to say hi to everyone."
        " Is it ready?",
        REP,
        [],
        [("rep", "r24")],
    ),
    en(
        "Khaled from Rahat phoned, the contractor with the Isuzu pickup. The exhaust broke and it makes a"
        " terrible noise, he drives to work sites with it every day. How is the tikun going?",
        REP,
        [],
        [("rep", "r13")],
    ),
    # money: balances
    en(
        "Can you check what Igor Petrenko owes us? He came in yesterday to ask about the Golf and wanted to"
        " settle whatever is open before we start on anything else.",
        BAL,
        nm("Igor Petrenko"),
        [("bal", "c05")],
    ),
    en(
        "Let me know how much Eshed rent-a-car still owes. Their fleet manager is coming in Thursday for the"
        " tyres and I want to raise the old invoice with him.",
        BAL,
        [],
        [("bal", "c03")],
    ),
    en(
        "Miriam Elmaliach is coming tomorrow with cash, she always pays in mezuman. How much she owes us all"
        " together?",
        BAL,
        [],
        [("bal", "c04")],
    ),
    en(
        "Khaled Abu-Ria called about the Isuzu. He says he paid 700 already on account. What is the balance"
        " he has with us?",
        BAL,
        [],
        [("bal", "c10")],
    ),
    en(
        "Sarah Levi-Cohen's husband phoned. Apparently she's abroad and he wants to pay her bill over the"
        " phone. What does she owe?",
        BAL,
        nm("Sarah Levi-Cohen"),
        [("bal", "c13")],
    ),
    en(
        "Right, so Miriam Elmaliach has been in twice this week and each time she's said she'll settle up on"
        " Friday. I'd like to know the damage before she comes. Cheers",
        BAL,
        [],
        [("bal", "c04")],
    ),
    # money: one invoice
    en(
        "I'm putting together the list for the accountant. Invoice 8804 - has that been paid or is it still"
        " hanging? Thanks",
        INV,
        iv("8804"),
        [("ist", "i03")],
    ),
    en(
        "The accountant asks me on GR3318. It's of Yossi Ohayon, the Corolla. It is paid or not yet?",
        INV,
        iv("GR3318"),
        [("ist", "i02")],
    ),
    en(
        "Hi. Sorry for the long message. The Shlichuyot people say they transferred 1000 on invoice 26-0414"
        " last week and want to know what's left. Can you see how much is still open on it?",
        INV,
        iv("26-0414"),
        [("ileft", "i10")],
    ),
    en(
        "Bakery Ben-Haim again. They're asking how much they still have to pay on 26-0416, they paid 2000 in"
        " cash at the beginning of the month. I need the number.",
        INV,
        iv("26-0416"),
        [("ileft", "i20")],
    ),
    en(
        "So I spoke to Noam Barak. He's fine with the price for the gearbox check. But he reminded me he got"
        " an invoice from us, 8815, and he's not sure it's right. Can you tell me how much it is?",
        INV,
        iv("8815"),
        [("ileft", "i13")],
    ),
    en(
        "Look, I know Ronen Shushan's invoice was cancelled because we redid the quote. But he says he still"
        " got a reminder text. What's the status of that invoice?",
        INV,
        [],
        [("ist", "i17")],
    ),
    # look-ups
    en(
        "What's the phone number for Sigal Ben-David? She left a message about the windscreen but the number"
        " got cut off.",
        LOOK,
        [],
        [("phone", "c07")],
    ),
    en(
        "The insurance company needs Igor Petrenko's email to send him the forms. I've looked everywhere."
        " Can you find it?",
        LOOK,
        nm("Igor Petrenko"),
        [("email", "c05")],
    ),
    en(
        "We're sending the pickup driver to Benny Malka tomorrow morning. He said he lives on HaDekel but I"
        " don't have the number. What's his address?",
        LOOK,
        [],
        [("addr", "c16", "הדקל")],
    ),
    en(
        "The Ort school sent a purchase order but it's missing their tax number. The accounts person is on"
        " leave. What's their company number?",
        LOOK,
        [],
        [("tax", "c11")],
    ),
    en(
        "I've got a missed call from 058-6610432 and no message. Who is this?",
        LOOK,
        ph("058-6610432"),
        [("name", "c16")],
    ),
    # policies asked inside a story, customers named in it
    en(
        "A customer is standing here with a Kia, she wants to leave it for two days and asks if we give a"
        " replacement car. How much does it cost per day?",
        KNOW,
        [],
        kn("k05", "120"),
    ),
    en(
        "Someone on the phone says his car broke down on the road near Gan Yavne, about 15 km from us. What"
        " do we charge for towing?",
        KNOW,
        [],
        kn("k06", "300"),
    ),
    en(
        "Noam's asking about the warranty on the clutch job we did for his brother. I told him I'd check. How"
        " long is our warranty on work?",
        KNOW,
        [],
        kn("k04", "6"),
    ),
    en(
        "A lady with a Mazda has the check engine light on and wants a computer check. How much do we take"
        " for diagnostics? She also wants to know if it comes off the repair.",
        KNOW,
        [],
        kn("k07", "250"),
    ),
    en(
        "Friday afternoon someone called asking if we're open on Saturday for an urgent job. I said no but he"
        " insisted. Until when are we open on Friday?",
        KNOW,
        [],
        kn("k01", "12:00"),
    ),
    en(
        "Howzit. Client with a bakkie wants his aircon regassed before the heatwave. What do we charge for"
        " the gas refill?",
        KNOW,
        [],
        kn("k08", "280"),
    ),
    # follow-ups
    en(
        "Tal Rozen came by today, he's thinking of bringing the Ibiza back after he cancelled the water pump."
        " Before I talk to him again, does he owe us anything?",
        BAL,
        [],
        [("bal", "c14")],
    ),
    en("And his phone number, so I can call him back?", LOOK, [], [("phone", "c14")], True),
    en(
        "Sigal Ben-David's assistant called about the Outlander's 15,000 service. She said we're waiting for"
        " a part. What's the status?",
        REP,
        [],
        [("rep", "r23")],
    ),
    en("OK and how much does she owe us right now?", BAL, [], [("bal", "c07")], True),
    en(
        "Also her email - the assistant wants the invoice sent there.",
        LOOK,
        [],
        [("email", "c07")],
        True,
    ),
    en(
        "Where do we stand with Benny Malka's brake pads? He came in on Sunday, said the front ones squeak,"
        " and his wife needs the Spark for work.",
        REP,
        [],
        [("rep", "r20")],
    ),
    en(
        "Avi Marciano, the lawyer, sent an email asking for a copy of his receipt for the test prep. I'm not"
        " sure he even paid. Did he?",
        INV,
        [],
        [("ist", "i12")],
    ),
    en(
        "Eshed's fleet manager was here, nice guy, we talked about football for twenty minutes. Anyway, he"
        " wants the front alignment on the Octavia - is it ready?",
        REP,
        [],
        [("rep", "r05")],
    ),
    en(
        "Noam Barak wrote on WhatsApp that he's abroad until next week and his brother will come instead."
        " Can you send me his email so I forward him the quote?",
        LOOK,
        nm("Noam Barak"),
        [("email", "c09")],
    ),
    # greetings, help, other
    en("Morning everyone! Coffee's on me today, it's my birthday.", GREET),
    en(
        "I'm new here, started on Sunday. Nobody really showed me this system. What can I ask you?",
        HELP,
    ),
    en(
        "My daughter has a school project about electric cars. Can you write me a short essay about how"
        " they work?",
        UNK,
    ),
    # Hebrew controls
    he(
        "יוסי אוחיון התקשר לשאול על הקורולה. הוא אמר שהוא צריך אותה עד יום חמישי. מה המצב של הטיפול?",
        REP,
        nm("יוסי אוחיון"),
        [("rep", "r01")],
    ),
    he(
        "שליחויות הדרום שלחו מייל שהם רוצים לסגור חשבון לפני סוף החודש. כמה הם חייבים?",
        BAL,
        nm("שליחויות הדרום"),
        [("bal", "c06")],
    ),
]

KOLTOV: list[Row] = [
    # the ask last or implied
    en(
        "Margaret Collins rang again this morning, poor dear, she can barely hear anything with the left one."
        " It's the Signia. Could you find out where we are with it?",
        REP,
        nm("Margaret Collins"),
        [("rep", "r14")],
    ),
    en(
        "The conservatory's bursar phoned about the earplugs for the orchestra, twelve pairs. They have a"
        " concert on the 20th. Is the job finished?",
        REP,
        [],
        [("rep", "r09")],
    ),
    en(
        "Najib Khoury came in with his daughter, the Cochlear processor keeps disconnecting from the magnet."
        " They asked if the part came. What should I tell them?",
        REP,
        nm("Najib Khoury"),
        [("rep", "r15")],
    ),
    en(
        "Shemen Industries' safety officer emailed about the 30 pairs of earplugs for the production workers."
        " He asks when they will be ready. What's the status?",
        REP,
        [],
        [("rep", "r10")],
    ),
    en(
        "The nursing home Neve Horesh is asking about the Phonak of the resident in room 12, it whistles all"
        " the time. Status please",
        REP,
        [],
        [("rep", "r01")],
    ),
    en(
        "Clearwave, the audio studio in Tel Aviv, are asking about their Shure in-ears. The right side was"
        " dead. They need them for a session next week. Any news?",
        REP,
        [],
        [("rep", "r22")],
    ),
    en(
        "Valentina Kozlova's husband Boris came in, his Naida turns off by itself. He asked if it's ready."
        " Can you check?",
        REP,
        [],
        [("rep", "r24")],
    ),
    en(
        "Shame, Valentina Kozlova came in crying, the remote's buttons don't work and she can't change"
        " programs. Is the remote ready yet?",
        REP,
        [],
        [("rep", "r16")],
    ),
    en(
        "The ENT clinic's manager is on the line, they haven't paid 40527 and he says the tympanometer still"
        " doesn't save results. I need to know where we stand with the tympanometer.",
        REP,
        [],
        [("rep", "r07")],
    ),
    en(
        "David Feldman from Zichron phoned, he's driving down on Sunday. He wanted to know if the TV streamer"
        " is sorted, there was no sound from the TV. Is it ready?",
        REP,
        nm("David Feldman"),
        [("rep", "r17")],
    ),
    en(
        "Great. And what's his phone, I want to confirm the time with him.",
        LOOK,
        [],
        [("phone", "c12")],
        True,
    ),
    en("And his email too, please.", LOOK, [], [("email", "c12")], True),
    # money
    en(
        "I need to know how much Eliyahu Mizrahi owes. He's from Akko, the one with the ReSound that got wet."
        " His son is coming to pay today.",
        BAL,
        [],
        [("bal", "c15")],
    ),
    en(
        "We are preparing the monthly report. What is the total the Nitzanei Shema school still owes? They"
        " have one invoice overdue from long ago.",
        BAL,
        [],
        [("bal", "c02")],
    ),
    en(
        "Shmuel Friedman is here collecting his Oticon. Before I hand it over, does he have anything open"
        " with us?",
        BAL,
        nm("Shmuel Friedman"),
        [("bal", "c07")],
    ),
    en(
        "Rachel Abramovich, the one with the new ear mold. She called me yesterday. How much she need to pay"
        " still?",
        BAL,
        nm("Rachel Abramovich"),
        [("bal", "c08")],
    ),
    en(
        "Neve Horesh's office is asking for a statement. They paid KT-3105 ages ago. So I need to know what"
        " they still owe.",
        BAL,
        [],
        [("bal", "c01")],
    ),
    en(
        "How much does Najib Khoury still owe on his account? He paid 3000 last month and says that should"
        " cover most of it.",
        BAL,
        nm("Najib Khoury"),
        [("bal", "c10")],
    ),
    en("And invoice KT-3127, how much is left on it?", INV, iv("KT-3127"), [("ileft", "i13")], True),
    en(
        "Invoice KT-3124, Rachel Abramovich. She paid half, she says. How much is left to pay on it?",
        INV,
        iv("KT-3124"),
        [("ileft", "i10")],
    ),
    en(
        "David Feldman says he never got an invoice from us for the TV streamer. He's quite upset. Is his"
        " invoice still a draft?",
        INV,
        nm("David Feldman"),
        [("ist", "i14")],
    ),
    en(
        "The accountant flagged 40552. It's Eliyahu Mizrahi's, from 70 days ago. Is it overdue?",
        INV,
        iv("40552"),
        [("ist", "i17")],
    ),
    en(
        "Yehudit Ben Ami called, she's confused. She says she received an invoice for the doorbell flasher"
        " but we cancelled that job. What's the status of her invoice?",
        INV,
        [],
        [("ist", "i16")],
    ),
    en(
        "Right. Three things happened today. Clearwave paid the KT-3138 one, the school sent us a PO, and"
        " Najib came in. I just need to know: is 142/26 still open?",
        INV,
        iv("142/26"),
        [("ist", "i18")],
    ),
    # look-ups
    en(
        "Amal Sliman's daughter's Widex will be ready soon and I want to send her a message. I don't have"
        " her phone. What is it?",
        LOOK,
        [],
        [("phone", "c13")],
    ),
    en(
        "Dr. Shapira's clinic wants the calibration certificate sent by email. What email do we have for"
        " them?",
        LOOK,
        [],
        [("email", "c04")],
    ),
    en(
        "A technician is going to Ganei HaCarmel tomorrow. He needs the address. Can you give it to me?",
        LOOK,
        [],
        [("addr", "c03", "מוריה")],
    ),
    en(
        "Mrs. Collins's email, please - she wants a copy of the invoice. She's the English lady in Yefe Nof.",
        LOOK,
        [],
        [("email", "c09")],
    ),
    # policies
    en(
        "A woman called, her father is 70 and needs new hearing aids. She asked how much the Ministry of"
        " Health covers. What's the amount per ear?",
        KNOW,
        [],
        kn("k06", "3,760"),
    ),
    en(
        "Someone dropped their hearing aid in the pool, the grandson is bringing it in. What should they do"
        " until then? They're asking me on the phone.",
        KNOW,
        [],
        kn("k11", "אורז"),
    ),
    en(
        "A new customer wants to buy a Widex but isn't sure she'll get used to it. How long is the trial"
        " period?",
        KNOW,
        [],
        kn("k04", "60"),
    ),
    en(
        "The old age home in Tirat Carmel wants us to come check their residents' devices. I think it's 450"
        " up to 10 residents but I'm not sure. What do we charge for a visit at an institution?",
        KNOW,
        [],
        kn("k03", "450"),
    ),
    en(
        "Musician came in, plays in a band, wants custom earplugs. Price per pair?",
        KNOW,
        [],
        kn("k12", "650"),
    ),
    en(
        "The client asks if while the machshir is in tikun we give him another one. What we do in this case?",
        KNOW,
        [],
        kn("k13", "500"),
    ),
    en(
        "Eliyahu Mizrahi's ReSounds - the ones that got water in them. His son says his father is sitting at"
        " home not hearing anything. I need to know if the parts came.",
        REP,
        [],
        [("rep", "r20")],
    ),
    en(
        "Shmuel Friedman phoned, he wants to come for his Oticon tomorrow. He also asked if we sell batteries"
        " size 13. Is the Oticon ready?",
        REP,
        nm("Shmuel Friedman"),
        [("rep", "r11")],
    ),
    en(
        "We have a lady at the desk, her hearing aid is dirty and she asks if cleaning costs money. She's"
        " been a customer of ours for years. Is it free?",
        KNOW,
        [],
        kn("k09", "חינם"),
    ),
    en(
        "Ganei HaCarmel's manager says they paid 1000 on 118/26 and got a receipt. How much is still open on"
        " that invoice?",
        INV,
        iv("118/26"),
        [("ileft", "i04")],
    ),
    # greetings, help, other
    en("Hi there, good afternoon! Hope your day's going better than mine.", GREET),
    en(
        "I'm covering for Dana while she's on maternity leave. She said I can ask the assistant things. What"
        " kind of things can you help with?",
        HELP,
    ),
    en(
        "My mother's birthday is tomorrow and I forgot to buy her something. Can you suggest a gift and"
        " order it?",
        UNK,
    ),
    # Hebrew controls
    he(
        "רחל אברמוביץ התקשרה, היא אמרה שמשקפי השמיעה שלה לא עובדים, הרמקול בזרוע. היא שואלת אם כבר התחלנו."
        " מה הסטטוס?",
        REP,
        nm("רחל אברמוביץ"),
        [("rep", "r23")],
    ),
    he(
        "הגזבר של הקונסרבטוריון שאל על החשבונית האחרונה. הוא רוצה לשלם השבוע. כמה הם חייבים?",
        BAL,
        [],
        [("bal", "c05")],
    ),
]

GANNOY: list[Row] = [  # kept aside as the check
    en(
        "Robert Miller phoned from Savyon. He says the hedge trimmer blade got stuck and he left it with us"
        " last week. Is it ready?",
        REP,
        nm("Robert Miller"),
        [("rep", "r07")],
    ),
    en(
        "Olive Hill Events has a wedding on Thursday and the main lawn's sprinklers are still clogged. Their"
        " events manager is panicking. What's the status of the irrigation job?",
        REP,
        [],
        [("rep", "r15")],
    ),
    en(
        "Yael Friedman's robot mower doesn't go back to its charging station. She asked me twice already."
        " Where are we with it?",
        REP,
        [],
        [("rep", "r06")],
    ),
    en(
        "Samer Khoury from Kfar Qasim asked about his pond pump, the motor burned out. He asked if the part"
        " arrived. Any news?",
        REP,
        [],
        [("rep", "r14")],
    ),
    en(
        "Is the leaf blower of the kibbutz ready? Their meshek manager is coming with the truck tomorrow and"
        " wants to pick up both things if possible.",
        REP,
        [],
        [("rep", "r05")],
    ),
    en(
        "The chainsaw of Avi Mizrahi, the chain got dull. He's a nice guy, always pays on time. Is it ready?",
        REP,
        [],
        [("rep", "r11")],
    ),
    en(
        "Sarah Levinson emailed saying her irrigation controller display is dead and she wants an update."
        " She also asked about the invoice. First, what's the status of the controller?",
        REP,
        nm("Sarah Levinson"),
        [("rep", "r21")],
    ),
    en("And the invoice, is it paid?", INV, [], [("ist", "i21")], True),
    en(
        "Olive Hill called again about their ride-on mower, the engine smokes. What's going on with it?",
        REP,
        [],
        [("rep", "r16")],
    ),
    en("And how much do they owe us in total?", BAL, [], [("bal", "c11")], True),
    en(
        "I'm doing the collections list today. How much does Ofek property management owe us altogether?"
        " They manage six buildings so I want the total.",
        BAL,
        [],
        [("bal", "c09")],
    ),
    en(
        "Shiran Dahan is here for the hedge trimmer. Before I give it to her, does she owe anything?",
        BAL,
        [],
        [("bal", "c14")],
    ),
    en(
        "The matnas in Yehud called about the synthetic grass. They want to pay some of what's open. How much"
        " do they owe?",
        BAL,
        [],
        [("bal", "c15")],
    ),
    en(
        "The kibbutz treasurer called. They paid 4000 on 2026/118 and want to know the remaining amount. Can"
        " you check?",
        INV,
        iv("2026/118"),
        [("ileft", "i04")],
    ),
    en(
        "Avi Mizrahi says he never ordered the job on 40550 and we cancelled it. Is that invoice cancelled"
        " in the system?",
        INV,
        iv("40550"),
        [("ist", "i10")],
    ),
    en(
        "The vaad bayit of HaGefen 8, they sent me whatsapp that they paid. The cheshbonit 40512, it is"
        " still overdue?",
        INV,
        iv("40512"),
        [("ist", "i03")],
    ),
    en(
        "The Limonana cafe owner asked us to send the quote for the fountain by email. What email do we have"
        " for them?",
        LOOK,
        [],
        [("email", "c06")],
    ),
    en(
        "Natalia Kozlov's son Maxim brought in a petrol mower. I need Natalia's phone number to tell her the"
        " price.",
        LOOK,
        [],
        [("phone", "c12")],
    ),
    en(
        "We're sending the gardener to the Abutbul family tomorrow. Where do they live?",
        LOOK,
        [],
        [("addr", "c07", "הנשיאים")],
    ),
    en(
        "Sarah Levinson's phone number please. She left a voicemail about the controller but didn't leave a"
        " number.",
        LOOK,
        [],
        [("phone", "c16")],
    ),
    en(
        "A guy with a big garden in Savyon wants monthly maintenance. He asked how many visits and how much"
        " it costs. What is our price?",
        KNOW,
        [],
        kn("k03", "650"),
    ),
    en(
        "A customer called about a burst pipe in her irrigation, water everywhere. How fast can a team get"
        " there?",
        KNOW,
        [],
        kn("k13", "4"),
    ),
    en(
        "Someone from Rosh HaAyin asked if we work there. I said I'd check. Is it in our service area, and"
        " if not what's the extra?",
        KNOW,
        [],
        kn("k12", "150"),
    ),
    en(
        "The synagogue wants the fruit trees pruned again, they're tall, maybe 8 meters. How much for a tree"
        " above 6 meters?",
        KNOW,
        [],
        kn("k07", "900"),
    ),
    en(
        "A lady asked how often to water the lawn in summer, she says it's turning yellow. What do we"
        " recommend?",
        KNOW,
        [],
        kn("k04", "20"),
    ),
    en("Hey, good morning! Back from holiday, missed you all.", GREET),
    en(
        "First day on the job. The boss said you can answer questions about customers. How does this work?",
        HELP,
    ),
    en(
        "It's raining hard today so the crew can't go out. Can you tell me the weather forecast for"
        " tomorrow?",
        UNK,
    ),
    he(
        "בית הספר הדקל התקשרו. הם אומרים שמחשב ההשקיה בחצר האחורית עדיין לא מפעיל את הברזים. מה הסטטוס?",
        REP,
        [],
        [("rep", "r01")],
    ),
    he(
        "אבי מזרחי עבר פה בבוקר. הוא שאל כמה הוא חייב לנו. תבדוק בבקשה",
        BAL,
        nm("אבי מזרחי"),
        [("bal", "c08")],
    ),
]

DERECHHAYAM_BATCHES = {"s47ed": DERECHHAYAM}
KOLTOV_BATCHES = {"s47ek": KOLTOV}
GANNOY_BATCHES = {"s47eg": GANNOY}

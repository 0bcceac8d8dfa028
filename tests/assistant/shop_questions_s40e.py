"""A DEVELOPMENT set written by helper ``english40`` (session 40) in the English voices of the held-out
writers, known by their description only: about ``shops/galim.json`` (גלים, a boat and marine engine
service at the Ashkelon marina) as business ``galim-e`` (batch ``s40e``) and ``shops/koltov.json`` (קול-טוב,
a hearing-aid centre and repair lab in Haifa) as ``koltov-e`` (batch ``s40f``). Its items may be looked at
and the engine tuned on them; it is NOT held out.

Written before any of its questions was sent to the engine, in the voices: the owner dictating to a
phone's speech-to-text (no punctuation, numbers said, surnames heard as like-sounding words or split:
"danny ohio" for Ohayon, "najeeb curry" for Khoury, "david field man" for Feldman); staff whose first
language is Russian or Arabic; a clerk relaying a caller; a bookkeeper's accounting English (outstanding,
settled, remittance, receivables); a field technician naming the customer by place, street or item;
WhatsApp lower case with emojis; formal old-fashioned English; fast typing with abbreviations; long
messages that give the context first and ask at the end. A few Hebrew rows are controls. A misheard or
misspelt name's row expects no name entity; its facts say whose record is meant.

First run (main a5153ff, before any change for this set), records first: intent 0.93, entities 0.97,
answers 0.85 (he 1.00, en 0.84); galim-e 0.94 / 0.96 / 0.90, koltov-e 0.92 / 1.00 / 0.78. Most misheard
single surnames were already found beside a first name ("danny ohio", "najeeb curry", "david field man",
"tomer cats", "margaret collings", "eli miss rahi"); missed as classes: a code's letters said one by one
("g m six two four eight"), "ph#", formal "kindly advise whether ..." read as asking for advice, a firm's
name half translated and capitalised ("Shemen Industries", "Southern Yachts", "Haifa Conservatory's"), a
field technician's place and item ("the tirat carmel nursing home, the dryer", "herzl st in akko, the
tinnitus masker"), "receivables past due" read as the balance, a long message's ask read as knowledge,
"judith ben army" (a first name's English form and a surname heard as a word).

After english40's changes (``engine.english_sounds``, ``dictation``, ``shorthand``, ``cues``, the corpus
regenerated with these rows), records first: intent 0.97, entities 1.00, answers 0.89 (he 1.00, en 0.89);
galim-e 1.00 / 1.00 / 0.96, koltov-e 0.92 / 1.00 / 0.81.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, KNOW, LOOK, REP, Row, en, he, iv, nm, ph


def _inv(number: str, said: str) -> list[tuple[str, ...]]:
    return [("inv", number, said)]


GALIM_DICTATED = [
    en("how much does danny ohio still owe us", BAL, [], [("bal", "c04")]),
    en(
        "what's the status of invoice g m six two four eight",
        INV,
        _inv("GM-6248", "g m six two four eight"),
        [("ist", "i02")],
    ),
    en("olga smear nov jet ski is it ready yet", REP, [], [("rep", "r17")]),
    en("yossi berkowitz phone number", LOOK, [], [("phone", "c08")]),
    en(
        "invoice nine one two five eight how much is still open on it",
        INV,
        _inv("91258", "nine one two five eight"),
        [("ileft", "i20")],
    ),
    en("ronan stern hydraulic steering what's happening with it", REP, [], [("rep", "r23")]),
    en(
        "how much did yamit boat rental pay on invoice nine one two zero four",
        INV,
        _inv("91204", "nine one two zero four"),
        [("ipaid", "i03")],
    ),
    en("tomer cats owes how much question mark", BAL, [], [("bal", "c13")]),
    en(
        "khaled abbas fishing boat motor smoking did we find out why",
        REP,
        nm("khaled abbas"),
        [("rep", "r16")],
    ),
    en("the phone of mark stephens please", LOOK, [], [("phone", "c05")]),
]

GALIM_LEARNER = [
    en("Please, how much is debt of Olga Smirnova?", BAL, nm("Olga Smirnova"), [("bal", "c11")]),
    en("What is status of invoice GM-6203, is draft still?", INV, iv("GM-6203"), [("ist", "i16")]),
    en("Yossi Berkovich propeller is already fixed or still not?", REP, [], [("rep", "r13")]),
    en(
        "I need address of Khaled Abbas, technician go to him tomorrow",
        LOOK,
        nm("Khaled Abbas"),
        [("addr", "c10", "יפת")],
    ),
    en("For Ronen Stern how many money stay to pay?", BAL, nm("Ronen Stern"), [("bal", "c16")]),
    en(
        "The diving club compressor, what is with him? pressure still not going up?",
        REP,
        [],
        [("rep", "r20")],
    ),
]

GALIM_RELAYED = [
    en(
        "I have Mark Stevens on the line, he asks if his outboard is ready",
        REP,
        nm("Mark Stevens"),
        [("rep", "r08")],
    ),
    en("caller from the sailing club wants to know how much they still owe us", BAL, [], [("bal", "c01")]),
    en(
        "lady on the phone says she is Olga Smirnov, asking about invoice 26/0331 - how much is left",
        INV,
        iv("26/0331") + nm("Olga Smirnov"),
        [("ileft", "i15")],
    ),
    en(
        "guy calling from 0543318207 says we have his propeller, who is he?",
        LOOK,
        ph("0543318207"),
        [("name", "c08")],
    ),
    en(
        "Tomer Katz is on hold, he wants to know if we fixed the trailer",
        REP,
        nm("Tomer Katz"),
        [("rep", "r19")],
    ),
]

GALIM_BOOKKEEPER = [
    en("What is the outstanding receivable on Southern Yachts?", BAL, [], [("bal", "c09")]),
    en("Please confirm whether invoice 91215 has been settled in full.", INV, iv("91215"), [("ist", "i05")]),
    en("What amount remains unpaid against invoice 26/0318?", INV, iv("26/0318"), [("ileft", "i04")]),
    en("List the open items on the Ashkelon municipality beaches account.", INV, [], [("ilist", "c15")]),
    en(
        "Has a remittance been received against GM-6261? what's the residual balance",
        INV,
        iv("GM-6261"),
        [("ileft", "i18")],
    ),
    en(
        "Total exposure on Blue Horizon Charters, both invoices",
        BAL,
        nm("Blue Horizon Charters"),
        [("bal", "c07")],
    ),
]

GALIM_FIELD = [
    en("at the marina pier 6, the yacht guys - is the bottom paint on orit done?", REP, [], [("rep", "r14")]),
    en("im at hagefen 14, the zodiac here - whats the status", REP, [], [("rep", "r07")]),
    en("fishermen port, the suzuki 90 - parts arrived?", REP, [], [("rep", "r05")]),
    en("the vhf radio on pier 4 ready? can i bring it back to them", REP, [], [("rep", "r12")]),
    en("the guy in yafo with the tohatsu - did we figure out the smoke yet", REP, [], [("rep", "r16")]),
]

GALIM_CHAT = [
    en("hey 👋 what's the balance of the diving club 🤿", BAL, [], [("bal", "c14")]),
    en("omg is mark's bilge pump sorted?? 😅", REP, [], [("rep", "r09")]),
    en("need tomer katz email pls 📧", LOOK, nm("tomer katz"), [("email", "c13")]),
    en("yamit rentals sea doo still not starting?? 😩", REP, [], [("rep", "r03")]),
]

GALIM_FORMAL = [
    en(
        "Would you be so kind as to inform me of the present state of the catamaran generator belonging to"
        " Blue Horizon Charters?",
        REP,
        nm("Blue Horizon Charters"),
        [("rep", "r11")],
    ),
    en(
        "I should be obliged if you would furnish me with the telephone number of Mr. Dani Ohayon.",
        LOOK,
        nm("Dani Ohayon"),
        [("phone", "c04")],
    ),
    en(
        "Kindly advise whether the Mevoot Yam sea school has discharged its debt to us.",
        BAL,
        [],
        [("bal", "c06")],
    ),
]

GALIM_FAST = [
    en("bal inbal cohen gabay", BAL, nm("inbal cohen gabay"), [("bal", "c12")]),
    en("inv 91252 pd?", INV, iv("91252"), [("ist", "i17")]),
    en("addr mark stevens", LOOK, nm("mark stevens"), [("addr", "c05", "הדקל")]),
    en("yossi b ph#", LOOK, [], [("phone", "c08")]),
]

GALIM_LONG = [
    en(
        "So I was just down at the marina this morning and the lifeguards' rescue boat was sitting"
        " there with the Honda on it, and the beach department guy asked me when they can have it back,"
        " can you tell me where that job stands?",
        REP,
        [],
        [("rep", "r21")],
    ),
    en(
        "I'm putting together the numbers for the end of the month and I noticed the charter company"
        " has a couple of invoices out, one from last week and one from a couple of days ago. how much"
        " do they owe in total?",
        BAL,
        [],
        [("bal", "c07")],
    ),
    en("how much to lift a boat out with the crane", KNOW, [], [("kn", "k04", "450")]),
    en("do u guys work friday? customer wants to drop a boat off", KNOW, [], [("kn", "k01", "07:00")]),
]

GALIM_HEBREW = [
    he("כמה חייב דני אוחיון", BAL, nm("דני אוחיון"), [("bal", "c04")]),
    he("מה המצב של המדחף של יוסי ברקוביץ", REP, nm("יוסי ברקוביץ"), [("rep", "r13")]),
    he("חשבונית 26/0325 שולמה?", INV, iv("26/0325"), [("ist", "i12")]),
]

KOLTOV_DICTATED = [
    en("how much does najeeb curry owe", BAL, [], [("bal", "c10")]),
    en("david field man tv streamer is it ready", REP, [], [("rep", "r17")]),
    en("phone number for margaret collings", LOOK, [], [("phone", "c09")]),
    en(
        "invoice four oh five five two how much left",
        INV,
        _inv("40552", "four oh five five two"),
        [("ileft", "i17")],
    ),
    en("valentina kozlov remote control what's the status", REP, [], [("rep", "r16")]),
    en("is shmuel freedman's hearing aid fixed", REP, [], [("rep", "r11")]),
    en("rachel abramovitz new ear mold when is it ready", REP, [], [("rep", "r13")]),
    en("how much does eli miss rahi owe", BAL, [], [("bal", "c15")]),
    en("judith ben army phone", LOOK, [], [("phone", "c14")]),
]

KOLTOV_LEARNER = [
    en("Amal Sliman how much she must pay still?", BAL, nm("Amal Sliman"), [("bal", "c13")]),
    en(
        "Please give me email of Valentina Kozlova, she want receipt",
        LOOK,
        nm("Valentina Kozlova"),
        [("email", "c11")],
    ),
    en(
        "Cochlear processor of Najib Khoury - is come the part or not yet?",
        REP,
        nm("Najib Khoury"),
        [("rep", "r15")],
    ),
    en("Eliyahu Mizrahi have debt? How much?", BAL, nm("Eliyahu Mizrahi"), [("bal", "c15")]),
]

KOLTOV_RELAYED = [
    en(
        "Margaret Collins on the phone, asking what's happening with her left hearing aid",
        REP,
        nm("Margaret Collins"),
        [("rep", "r14")],
    ),
    en("caller from the conservatory asks how much they owe", BAL, [], [("bal", "c05")]),
    en(
        "a woman called from 052-6659021 about her husband's hearing aids that got wet, any news?",
        REP,
        ph("052-6659021"),
        [("rep", "r20")],
    ),
    en(
        "The nursing home's office is on line 2, they want the number of their open invoice",
        INV,
        [],
        [("ilist", "c01")],
    ),
]

KOLTOV_BOOKKEEPER = [
    en("What is the outstanding balance on the Shemen Industries account?", BAL, [], [("bal", "c06")]),
    en("Please confirm whether invoice KT-3138 has been paid in full.", INV, iv("KT-3138"), [("ist", "i19")]),
    en("Amount outstanding on invoice 118/26?", INV, iv("118/26"), [("ileft", "i04")]),
    en("Which receivables are past due for the Nitzanei Shema school?", INV, [], [("ilist", "c02")]),
]

KOLTOV_FIELD = [
    en("at the ENT clinic on hanevi'im, the audiometer calibration - done?", REP, [], [("rep", "r06")]),
    en("im at the tirat carmel nursing home, the dryer - came in yet?", REP, [], [("rep", "r02")]),
    en("guy on herzl st in akko, the tinnitus masker - status?", REP, [], [("rep", "r21")]),
]

KOLTOV_CHAT = [
    en("heyy does clearwave still owe us anything 🎧", BAL, [], [("bal", "c16")]),
    en("amal's daughter's widex ready?? 🙏", REP, [], [("rep", "r18")]),
]

KOLTOV_FORMAL = [
    en(
        "I would be most grateful if you could let me know the address of Mrs. Yehudit Ben Ami.",
        LOOK,
        nm("Yehudit Ben Ami"),
        [("addr", "c14", "טשרניחובסקי")],
    ),
    en(
        "Kindly inform me whether the Haifa Conservatory's in-ear monitor has been repaired.",
        REP,
        [],
        [("rep", "r08")],
    ),
]

KOLTOV_FAST = [
    en("bal david feldman", BAL, nm("david feldman"), [("bal", "c12")]),
    en("inv 40548 stat", INV, iv("40548"), [("ist", "i15")]),
    en("ph shmuel friedman", LOOK, nm("shmuel friedman"), [("phone", "c07")]),
]

KOLTOV_LONG = [
    en(
        "Ok so the school for hard of hearing kids called again, the teacher in class 3 says the FM"
        " keeps cutting out during lessons and they're getting annoyed. we ordered something for it"
        " didn't we, where is that at?",
        REP,
        [],
        [("rep", "r03")],
    ),
    en(
        "I'm doing the month end and I see the factory in the bay paid part of their big invoice a while ago."
        " what do they still have left on it?",
        INV,
        [],
        [("ileft", "i08")],
    ),
    en("how much is a hearing test for a kid", KNOW, [], [("kn", "k02", "180")]),
    en("customer asks if we lend a device while his is being fixed", KNOW, [], [("kn", "k13", "500")]),
]

KOLTOV_HEBREW = [
    he("כמה חייבת רחל אברמוביץ", BAL, nm("רחל אברמוביץ"), [("bal", "c08")]),
    he('מה עם הטימפנומטר של המרפאה של ד"ר שפירא', REP, [], [("rep", "r07")]),
]

BATCHES_GALIM: dict[str, list[Row]] = {
    "s40e": GALIM_DICTATED
    + GALIM_LEARNER
    + GALIM_RELAYED
    + GALIM_BOOKKEEPER
    + GALIM_FIELD
    + GALIM_CHAT
    + GALIM_FORMAL
    + GALIM_FAST
    + GALIM_LONG
    + GALIM_HEBREW
}
BATCHES_KOLTOV: dict[str, list[Row]] = {
    "s40f": KOLTOV_DICTATED
    + KOLTOV_LEARNER
    + KOLTOV_RELAYED
    + KOLTOV_BOOKKEEPER
    + KOLTOV_FIELD
    + KOLTOV_CHAT
    + KOLTOV_FORMAL
    + KOLTOV_FAST
    + KOLTOV_LONG
    + KOLTOV_HEBREW
}

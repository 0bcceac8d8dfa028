"""A DEVELOPMENT set written by helper ``latin44`` (session 44, 2026-12-06, issue 15) about
``shops/shaar.json`` (שער פתוח, electric gates and garage doors in Modi'in) as business ``shaar-l`` and
``shops/tavor.json`` (מעבדת תבור, an appliance repair lab) as ``tavor-l`` (batch ``s44l``). Its items may
be looked at and the engine tuned on them; it is NOT held out.

Why: the twelfth held-out writer (s44, counted only, never read) wrote one voice as Hebrew typed in Latin
letters, as Israelis type on a phone with an English keyboard; on those rows the engine's intent was 0.50
(the other voices 0.72-0.94): it reads such a message as English it does not understand. This set was
written from the brief's description of that voice only, the two fixtures and the row shape, before any
question was sent to the engine. Several writers' habits: prefixes with a dash ("ha-tikun", "le-ronit") or
glued ("hatikun", "lemoshe") or with an apostrophe ("le'eti"); ch / kh / h for ח and כ, tz / ts for צ,
a / ah / e endings, "shel" and "et"; terse texting ("ma hamatsav", "yesh ...?"); names Hebrew-stored typed
in Latin letters ("moshe cohen", "sigal ohana") and Latin-stored ("Daniel Green"); invoice numbers;
follow-ups. Every intent. The rows are marked ``en`` as the held-out writer marked its own: the answer is
expected in English (the scorer's English status words), for someone who typed Latin letters. A name is an
entity as typed. The last part (``_CONTROLS``) is plain English that must stay English, with English words
that look like transliterations ("me", "ma", "he", "ten", "shell", "hi", "mine").

First run (main 133289b, before any change for this set), records first: intent 0.58, entities 0.91,
answers 0.59 (all rows en); shaar-l 0.59 / 0.89 / 0.59, tavor-l 0.52 / 1.00 / 0.58. The 103 transliterated
rows: intent 0.49 (the held-out voice's 0.50), entities 0.89, answers 0.51; the 22 English controls 1.00 /
1.00 / 1.00. By intent (shaar-l): balances 0.17, help 0.20, knowledge 0.50, invoices 0.56, greetings 0.50;
repairs (0.87) and look-ups (0.80) mostly right by their names and English-looking words ("status").

After latin44's ``engine/latin_hebrew.py`` (a message read as the Hebrew its Latin letters spell, names kept
as typed, answered in English), records first, with the learned model trained without this set
(``INTENT_MODEL_LEAVE_OUT=shaar-l,tavor-l``): intent 0.98, entities 0.99, answers 0.99; shaar-l 0.98 / 0.98
/ 0.99, tavor-l 1.00 / 1.00 / 1.00; the transliterated rows 0.98 / 0.98 / 0.99, the controls unchanged
(1.00). 53 rows better, none worse. Left, both as wrong in Hebrew letters ("0395 של יעל כץ, מה המצב שלה?",
"איך אני משתמש בך?"): an invoice number told with no word of an invoice read as the customer's card, and
"how do I use you" read as no help.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, INV, KNOW, LOOK, REP, UNK, Row, en, iv, nm

_SHAAR_BALANCE: list[Row] = [
    en("kama od hayav lanu moshe cohen?", BAL, nm("moshe cohen"), [("bal", "c02")]),
    en("ma ha-yitra shel ronit levi?", BAL, nm("ronit levi"), [("bal", "c01")]),
    en("kama kesef dahan nehasim hayavim lanu", BAL, [], [("bal", "c04")]),
    en("yossi shapira shilem kvar et kol ha-hov shelo?", BAL, nm("yossi shapira"), [("bal", "c05")]),
    en("ma matzav ha-heshbon shel Daniel Green?", BAL, nm("Daniel Green"), [("bal", "c07")]),
    en("kama sigal ohana od tzricha leshalem lanu?", BAL, nm("sigal ohana"), [("bal", "c08")]),
    en("yesh le-amit golan hov?", BAL, nm("amit golan"), [("bal", "c12")]),
    en("kama hayav lanu merkaz mischari lev modiin", BAL, [], [("bal", "c10")]),
    en("tagid li kama musach alon hayav lanu", BAL, [], [("bal", "c20")]),
    en("hayitra shel rafi azulay bevakasha", BAL, nm("rafi azulay"), [("bal", "c15")]),
    en("kama hov yesh le'eti nachum?", BAL, [], [("bal", "c22")]),
    en("cama ha hov shel vaad bait hadekel 4", BAL, [], [("bal", "c06")]),
]

_SHAAR_INVOICES: list[Row] = [
    en("yesh heshbonit patucha le-ronit levi?", INV, nm("ronit levi"), [("ilist", "c01")]),
    en("heshbonit 0405 shulma?", INV, iv("0405"), [("ist", "i03")]),
    en("ma ha-status shel heshbonit 2291?", INV, iv("2291"), [("ist", "i07")]),
    en("kama nishar leshalem al heshbonit 2291", INV, iv("2291"), [("ileft", "i07")]),
    en("ha-heshbonit 0377 shel yossi shapira, kama hu kvar shilem?", INV, iv("0377"), [("ipaid", "i10")]),
    en("heshbonit mispar 0426 - ze od patuach?", INV, iv("0426"), [("ist", "i14")]),
    en("efshar lehagid li im 2310 shulam?", INV, iv("2310"), [("ist", "i29")]),
    en("hahesbonit haachrona shel Sarah Miller shulma?", INV, nm("Sarah Miller"), [("ist", "i20")]),
    en("ma hem ha-heshboniot ha-ptuchot shel dahan nehasim?", INV, [], [("ilist", "c04")]),
    en("kama nishar al 0402?", INV, iv("0402"), [("ileft", "i19")]),
    en("0395 shel yael katz, ma ha-matzav shela?", INV, iv("0395"), [("ist", "i27")]),
    en("haheshbonit shel tal barak shulma?", INV, nm("tal barak"), [("ist", "i28")]),
]

_SHAAR_REPAIRS: list[Row] = [
    en("ma ha-matzav im ha-tikun shel moshe cohen?", REP, nm("moshe cohen"), [("rep", "r03")]),
    en("ma kore im ha-manoa shel ha-shaar shel ronit levi?", REP, nm("ronit levi"), [("rep", "r01")]),
    en("ha-shalat shel ronit levi muchan?", REP, nm("ronit levi"), [("rep", "r02")]),
    en("delet ha-musach shel yossi shapira muchana?", REP, nm("yossi shapira"), [("rep", "r08")]),
    en("matai hatikun shel Daniel Green yihye muchan?", REP, nm("Daniel Green"), [("rep", "r10")]),
    en("ma ha status shel hatikun etzel sigal ohana", REP, nm("sigal ohana"), [("rep", "r11")]),
    en("haim biton - ha-zroa shel ha-shaar, tikantem kvar?", REP, nm("haim biton"), [("rep", "r12")]),
    en("ma ha-matsav shel ha-machsom ha-chadash be-lev modiin?", REP, [], [("rep", "r14")]),
    en("ha-intercom shel gan parpar, ma nishma?", REP, [], [("rep", "r18")]),
    en("ha-sharsheret shel rafi azulay tukna?", REP, nm("rafi azulay"), [("rep", "r19")]),
    en("hatikun etzel dorit fridman, hitchalnu?", REP, nm("dorit fridman"), [("rep", "r20")]),
    en("yael katz rotza lakachat et ha-shaar, hu muchan?", REP, nm("yael katz"), [("rep", "r21")]),
    en("ha-delet shel musach alon - od mechakim lachalakim?", REP, [], [("rep", "r23")]),
    en(
        "jamil khoury, ha-shaar she-nifga me-rechev, ma ha-matzav?", REP, nm("jamil khoury"), [("rep", "r24")]
    ),
    en("mafsek ha-gvul shel eti nachum - tipalnu bo?", REP, nm("eti nachum"), [("rep", "r25")]),
    en("ma im ha-fotosel shel avi mizrachi?", REP, nm("avi mizrachi"), [("rep", "r05")]),
]

_SHAAR_LOOKUPS: list[Row] = [
    en("ein li et ha-telefon shel dorit fridman, efshar?", LOOK, nm("dorit fridman"), [("phone", "c16")]),
    en("ma ha-mispar shel moshe cohen?", LOOK, nm("moshe cohen"), [("phone", "c02")]),
    en("tavi li et ha-email shel tal barak", LOOK, nm("tal barak"), [("email", "c19")]),
    en("eifo gar haim biton?", LOOK, nm("haim biton"), [("addr", "c09", "השקד")]),
    en("ma haktovet shel gan parpar?", LOOK, [], [("addr", "c14", "אבני החושן")]),
    en("yesh lecha mispar telefon shel Sarah Miller?", LOOK, nm("Sarah Miller"), [("phone", "c13")]),
    en("ha-mail shel natali avraham bevakasha", LOOK, nm("natali avraham"), [("email", "c11")]),
    en("mi ze ha-lakoach im ha-telefon 054-6650213?", LOOK, [], [("name", "c19")]),
    en("tni li et hamispar shel oren stern", LOOK, nm("oren stern"), [("phone", "c17")]),
]

_SHAAR_KNOWLEDGE: list[Row] = [
    en("ma shaot ha-peilut shelachem?", KNOW, [], [("kn", "k02", "07:30")]),
    en("be-eize shaa atem sogrim be-yom shishi?", KNOW, [], [("kn", "k02", "13:00")]),
    en("kama ole bikur technai?", KNOW, [], [("kn", "k03", "350")]),
    en("kama ole leshachpel shalat?", KNOW, [], [("kn", "k04", "120")]),
    en("ma ha-achrayut al manoa chadash?", KNOW, [], [("kn", "k01", "24")]),
    en("kama ole minui sheirut shnati?", KNOW, [], [("kn", "k05", "890")]),
    en("yesh dmei bitul im mevatlim bikur?", KNOW, [], [("kn", "k06", "150")]),
    en("ma tnaei ha-tashlum etzlechem?", KNOW, [], [("kn", "k07", "14")]),
    en("ha-shaar nitka ve-yesh rechev bifnim, ma osim?", KNOW, [], [("kn", "k10", "מפתח השחרור")]),
    en("kol kama zman tzarich lehachlif solelat gibui?", KNOW, [], [("kn", "k08", "3 שנים")]),
    en("kama ole lehachlif kfitzim be-delet musach?", KNOW, [], [("kn", "k09", "950")]),
]

_SHAAR_SOCIAL: list[Row] = [
    en("shalom, ma shlomcha?", GREET),
    en("boker tov! ma nishma?", GREET),
    en("hey ma hamatzav achi", GREET),
    en("erev tov, ma koreh?", GREET),
    en("ma ata yachol laasot?", HELP),
    en("be-ma ata yachol laazor li?", HELP),
    en("eich ani mishtamesh becha?", HELP),
    en("ezra bevakasha, ma efshar lishol otcha?", HELP),
    en("ma mezeg haavir machar be-modiin?", UNK),
    en("tazmin li pizza la-misrad", UNK),
    en("mi nitzach ba-mischak etmol?", UNK),
    en("yesh lecha matkon le-shakshuka?", UNK),
    en("kama ole tisa le-eilat?", UNK),
]

_SHAAR_FOLLOWUPS: list[Row] = [
    en("ma ha-matzav shel ha-tikun shel amit golan?", REP, nm("amit golan"), [("rep", "r16")]),
    en("ve-kama hu hayav lanu?", BAL, [], [("bal", "c12")], follow=True),
    en("ve-ma ha-telefon shelo?", LOOK, [], [("phone", "c12")], follow=True),
    en("kama oren stern hayav?", BAL, nm("oren stern"), [("bal", "c17")]),
    en("ve-yesh lo heshbonit patucha?", INV, [], [("ilist", "c17")], follow=True),
    en("ma im ha-delet shel Daniel Green?", REP, nm("Daniel Green"), [("rep", "r10")]),
    en("ve-ha-email shelo?", LOOK, [], [("email", "c07")], follow=True),
    en("yossi shapira hayav lanu mashehu?", BAL, nm("yossi shapira"), [("bal", "c05")]),
    en("vehadelet shelo muchana?", REP, [], [("rep", "r08")], follow=True),
]

_CONTROLS: list[Row] = [
    en("hi, can you give me Sarah Miller's phone?", LOOK, nm("Sarah Miller"), [("phone", "c13")]),
    en("me again - how much does Moshe Cohen owe?", BAL, nm("Moshe Cohen"), [("bal", "c02")]),
    en("ma said she'd pay invoice 0426, is it still open?", INV, iv("0426"), [("ist", "i14")]),
    en(
        "is he still waiting for parts? Daniel Green's garage door", REP, nm("Daniel Green"), [("rep", "r10")]
    ),
    en(
        "ten minutes ago Ronit Levi called about her remote, is it ready?",
        REP,
        nm("Ronit Levi"),
        [("rep", "r02")],
    ),
    en(
        "the shell of the gate motor at Ronit Levi's - any news on that repair?",
        REP,
        nm("Ronit Levi"),
        [("rep", "r01")],
    ),
    en("hi there", GREET),
    en("hello, how are you?", GREET),
    en("what can you do for me?", HELP),
    en("mine is a simple question: until when are you open on Friday?", KNOW, [], [("kn", "k02", "13:00")]),
    en("how much is a technician visit?", KNOW, [], [("kn", "k03", "350")]),
    en("what's the weather in Modiin tomorrow?", UNK),
    en("book me a table for ten at a restaurant", UNK),
    en("Tal Barak's email please", LOOK, nm("Tal Barak"), [("email", "c19")]),
    en("is invoice 2305 overdue?", INV, iv("2305"), [("ist", "i08")]),
    en("how much is left to pay on 2291?", INV, iv("2291"), [("ileft", "i07")]),
    en("has Yossi Shapira paid off his balance?", BAL, nm("Yossi Shapira"), [("bal", "c05")]),
    en("he says a copied remote is 120, is that our price?", KNOW, [], [("kn", "k04", "120")]),
    en(
        "I need Avi Mizrahi's address, it's mine to visit today",
        LOOK,
        nm("Avi Mizrahi"),
        [("addr", "c03", "עמק החולה")],
    ),
    en("Shalom! Quick one: what's the balance for Dahan Nehasim?", BAL, [], [("bal", "c04")]),
    en("is Eti Nahum's limit switch fixed yet?", REP, nm("Eti Nahum"), [("rep", "r25")]),
    en("me and the team need Yael Katz's phone number", LOOK, nm("Yael Katz"), [("phone", "c18")]),
]

_TAVOR: list[Row] = [
    en("ma ha-matzav im ha-mediach shel dana almog?", REP, nm("dana almog"), [("rep", "r01")]),
    en("kama hayavim lanu misedet ha-galil ha-katan?", BAL, [], [("bal", "c02")]),
    en("yesh heshbonit patucha le-Oren Katz?", INV, nm("Oren Katz"), [("ilist", "c07")]),
    en("ha-mekarer shel naama fridman muchan?", REP, nm("naama fridman"), [("rep", "r10")]),
    en("hatanur shel Oren Katz, ma koreh ito?", REP, nm("Oren Katz"), [("rep", "r06")]),
    en("heshbonit TV-2223 shulma?", INV, iv("TV-2223"), [("ist", "i11")]),
    en("ma ha-telefon shel michael asulin?", LOOK, nm("michael asulin"), [("phone", "c10")]),
    en("kama ole bikur technai ba-bayit?", KNOW, [], [("kn", "k02", "250")]),
    en("ma ha-achrayut al tikun?", KNOW, [], [("kn", "k03", "6")]),
    en("matai atem ptuchim?", KNOW, [], [("kn", "k01", "08:00")]),
    en("shalom, boker tov", GREET),
    en("ma ata yodea laasot?", HELP),
    en("tamar levi, ma im mechonat ha-kvisa shela?", REP, nm("tamar levi"), [("rep", "r12")]),
    en("kama nishar leshalem al SV-0312?", INV, iv("SV-0312"), [("ileft", "i10")]),
    en("ahmad zoabi - ha-mekarer shelo kvar muchan?", REP, nm("ahmad zoabi"), [("rep", "r13")]),
    en("ma kore im ha-mazgan shel Eli Benshimol?", REP, nm("Eli Benshimol"), [("rep", "r16")]),
    en("ma ha-ktovet shel shira golan?", LOOK, nm("shira golan"), [("addr", "c16", "השומר")]),
    en("ten li et ha-mispar shel rina wallach", LOOK, nm("rina wallach"), [("phone", "c08")]),
    en("ma kore im ha-heshbon shel Valley Guest House?", BAL, nm("Valley Guest House"), [("bal", "c04")]),
    en("ma im mechonat ha-espresso shel kafe sade?", REP, [], [("rep", "r07")]),
    en("ve-ha-telefon shelahem?", LOOK, [], [("phone", "c09")], follow=True),
]

SHAAR_BATCHES: dict[str, list[Row]] = {
    "s44l": _SHAAR_BALANCE
    + _SHAAR_INVOICES
    + _SHAAR_REPAIRS
    + _SHAAR_LOOKUPS
    + _SHAAR_KNOWLEDGE
    + _SHAAR_SOCIAL
    + _SHAAR_FOLLOWUPS
    + _CONTROLS
}
TAVOR_BATCHES: dict[str, list[Row]] = {"s44lt": _TAVOR}

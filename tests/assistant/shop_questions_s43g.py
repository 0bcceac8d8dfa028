"""A DEVELOPMENT set written by the lead (session 43, 2026-12-05, issue 15) about ``shops/tavor.json``
(Tavor Appliance Lab) as business ``tavor-g`` (batch ``s43g``). Its items may be looked at and the engine
tuned on them.

Why: the eleventh held-out writer (s43, lehava; aggregates only, never read) had its 6 greetings all read as
something else (3 as knowledge) and 2 of its 5 requests for help; its voices, as its writer described them,
were an Arabic-speaking dispatcher (Arabic courtesies in Hebrew letters), the owner's teenage kid (slang and
emoji) and a bookkeeping office. Earlier sets' greetings were short ("hi", "בוקר טוב"); the engine takes a
greeting with at most one other word beside it. This set was written from those voices' descriptions before
any row was sent to the engine: social openers of several words (how are you, well-wishes, blessings,
a name or a nickname for the one addressed, emoji), in Hebrew, English and Arabic courtesies written in
Hebrew or Latin letters; requests to learn what the assistant does in the same voices; and controls: the
same openers before a real question, which stays that question.

First run (main ``af90cbc``, records first): intent 0.63; greetings 11 of 28 (read as not understood 14, as a
knowledge or a record question 3), help 12 of 12, the six controls right. After the lead's change
(``engine/small_talk.py``: the message read as a sequence of small-talk phrases; a name heard inside them,
as "איך הולך" heard as the surname "וולך", or the writer's own name, is no customer asked about): 46 of 46
(in-sample).
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, GREET, HELP, KNOW, REP, Row, en, he, nm

_GREETINGS: list[Row] = [
    he("בוקר טוב, מה שלומך היום?", GREET),
    he("אהלן אהלן, מה נשמע אצלך?", GREET),
    he("היי 😊 מה קורה?", GREET),
    he("יו מה הולך אחי", GREET),
    he("שלום שלום, מקווה שיש לך יום טוב", GREET),
    he("ערב טוב לכולם!", GREET),
    he("מרחבא, כיפכ?", GREET),
    he("סבאח אל חיר, שלום עליכם", GREET),
    he("יא הלא, מה המצב?", GREET),
    he("אהלן וסהלן 🙏", GREET),
    he("היוש היוש", GREET),
    he("מה המצב חביבי", GREET),
    he("בוקר אור! איך הולך?", GREET),
    he("שלום רב, נעים להכיר", GREET),
    he("הייי מה העניינים 😂😂", GREET),
    he("צהריים טובים, מה שלומכם?", GREET),
    he("שלום, זאת רנא מהמשרד", GREET),
    en("hey there, how's your day going?", GREET),
    en("good morning! hope you're doing well", GREET),
    en("yo whats up", GREET),
    en("hiii 👋", GREET),
    en("marhaba, how are you?", GREET),
    en("salam alaikum, good evening", GREET),
    en("hello hello, anyone there?", GREET),
    en("hey bot, nice to meet you", GREET),
    en("good afternoon, it's Rana from the office", GREET),
    en("sup", GREET),
    en("morning all 😊", GREET),
]

_HELP: list[Row] = [
    he("מה אתה יודע לעשות בכלל?", HELP),
    he("אפשר הסבר קצר מה אפשר לשאול אותך?", HELP),
    he("איך עובדים איתך? אני חדשה", HELP),
    he("במה אתה יכול לעזור לי?", HELP),
    he("אתה בוט? מה אתה עושה", HELP),
    he("מה האפשרויות שלך", HELP),
    en("what can you do?", HELP),
    en("how do i use this thing lol", HELP),
    en("what kind of questions can I ask you?", HELP),
    en("can you help me? what do you know about", HELP),
    en("are you a bot? what do you do", HELP),
    en("show me what you can do", HELP),
]

# The same openers before a question: the question is what is asked.
_CONTROLS: list[Row] = [
    he("בוקר טוב, מה שלומך? מה קורה עם המדיח של דנה אלמוג?", REP, nm("דנה אלמוג"), [("rep", "r01")]),
    he("אהלן אהלן, כמה סיגל חדד חייבת לנו?", BAL, nm("סיגל חדד"), [("bal", "c05")]),
    he("מרחבא, מה שעות הפעילות שלכם?", KNOW, [], [("about", "k01")]),
    en("hey there, how's it going? is Oren Katz paid up?", BAL, nm("Oren Katz"), [("bal", "c07")]),
    en("good morning! what's the warranty on a repair?", KNOW, [], [("about", "k03")]),
    en("yo whats up, any news on Yigal Barnea's fridge?", REP, [], [("rep", "r03")]),
]

TAVOR_BATCHES: dict[str, list[Row]] = {"s43g": _GREETINGS + _HELP + _CONTROLS}

"""The jobs promised for a day, asked of no one customer: a foreman's "which jobs are due back today?",
"what's promised for tomorrow?", "אילו תיקונים צריכים להיות מוכנים מחר". The answer lists the repairs
promised for that day and not yet delivered or cancelled, each under its customer's name."""

from __future__ import annotations

from datetime import date
from typing import Any

from pydantic import BaseModel
from sqlalchemy.orm import Session

from misrad.assistant import functions
from misrad.assistant.engine.entities import CARD_ENTITIES
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.text import md
from misrad.assistant.engine.wording import day
from misrad.core.i18n import Language

# How many of the day's jobs the answer lists.
SHOWN = 10


class DueJobs:
    """A ``Responder`` mix-in: the answer of the jobs due on a day."""

    session: Session
    u: Understanding
    lang: Language
    used: list[str]

    def t(self, key: str, **params: object) -> str:
        raise NotImplementedError

    def repair_line(self, repair: functions.RepairInfo) -> str:
        raise NotImplementedError

    def call(self, name: str, **arguments: Any) -> BaseModel:
        raise NotImplementedError

    def day_asked_of_all_jobs(self) -> date | None:
        """The one day the message names, where it names no customer and none is bound."""
        u = self.u
        if u.names is not None or u.uses_context or any(e.type in CARD_ENTITIES for e in u.entities):
            return None
        days = [e.value for e in u.entities if e.type == "date" and len(e.value) == len("2026-12-04")]
        return date.fromisoformat(days[0]) if len(days) == 1 else None

    def on_jobs_due(self, when: date) -> str:
        result = self.call("get_repairs_due", date=when.isoformat(), limit=SHOWN)
        assert isinstance(result, functions.RepairsDueResult)
        if not result.repairs:
            return self.t("answer_no_jobs_due", date=day(when, self.lang))
        lines = [self.t("answer_jobs_due", date=day(when, self.lang)), ""]
        for due in result.repairs:
            name = f"**{md(due.customer.name)}**: " if due.customer is not None else ""
            lines.append(f"- {name}{self.repair_line(due.repair).removeprefix('- ')}")
        return "\n".join(lines)

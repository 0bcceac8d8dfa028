"""The jobs promised for a day, asked of no one customer: a foreman's "which jobs are due back today?",
"what's promised for tomorrow?", "אילו תיקונים צריכים להיות מוכנים מחר". The answer lists the repairs
promised for that day and not yet delivered or cancelled, each under its customer's name."""

from __future__ import annotations

from datetime import date

from sqlalchemy.orm import Session

from misrad.assistant import functions
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.text import md
from misrad.assistant.engine.wording import day
from misrad.core.i18n import Language
from misrad.records import service as records

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

    def day_asked_of_all_jobs(self) -> date | None:
        """The one day the message names, where it names no customer and none is bound."""
        u = self.u
        if u.names is not None or u.uses_context or any(e.type in ("phone", "email") for e in u.entities):
            return None
        days = [e.value for e in u.entities if e.type == "date" and len(e.value) == len("2026-12-04")]
        return date.fromisoformat(days[0]) if len(days) == 1 else None

    def on_jobs_due(self, when: date) -> str:
        self.used.append("repairs_promised_on")
        due = records.repairs_promised_on(self.session, when, SHOWN)
        if not due:
            return self.t("answer_no_jobs_due", date=day(when, self.lang))
        lines = [self.t("answer_jobs_due", date=day(when, self.lang)), ""]
        for repair in due:
            customer = records.get_customer(self.session, repair.customer_id)
            name = f"**{md(customer.name)}**: " if customer is not None else ""
            lines.append(f"- {name}{self.repair_line(functions.repair_info(repair)).removeprefix('- ')}")
        return "\n".join(lines)

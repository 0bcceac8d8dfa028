"""How many invoices make a customer's balance up, in counts that add up ("2 unpaid invoices, 1 of them
overdue"), the overdue part in money where only some are late, and what is owed in other currencies: the
lines under a balance's answer."""

from __future__ import annotations

from sqlalchemy.orm import Session

from misrad.assistant import functions
from misrad.assistant.engine.text import ltr
from misrad.assistant.engine.wording import money
from misrad.core.i18n import Language
from misrad.records import service as records


class BalanceCounts:
    """A ``Responder`` mix-in: the counts under a balance."""

    session: Session
    lang: Language

    def t(self, key: str, **params: object) -> str:
        raise NotImplementedError

    def balance_counts(self, balance: functions.BalanceResult) -> list[str]:
        """How many invoices make the balance up, in counts that add up, and other currencies."""
        lines: list[str] = []
        # open_invoices counts the unpaid invoices not yet overdue; the answer names all the unpaid ones.
        unpaid = balance.open_invoices + balance.overdue_invoices
        if balance.balance == 0 and unpaid == 0:
            lines.append(self.t("answer_balance_zero"))
        elif unpaid == 1:
            lines.append(
                self.t("answer_balance_one_overdue" if balance.overdue_invoices else "answer_balance_one")
            )
        else:
            # "2 unpaid invoices, none of them overdue" / "all of them": the parts always add up.
            overdue = balance.overdue_invoices
            key = {0: "answer_balance_counts_none_overdue", unpaid: "answer_balance_counts_all_overdue"}
            lines.append(
                self.t(key.get(overdue, "answer_balance_counts"), unpaid=ltr(unpaid), overdue=ltr(overdue))
            )
            late = records.customer_balance(self.session, balance.customer.id).overdue if overdue else 0
            if overdue < unpaid and late:
                # "how much of it is late": the overdue part in money, beside the count that adds up (what
                # it owes is kept by the chat's read unit: no second read).
                amount = money(late, balance.currency, self.lang)
                lines.append(self.t("answer_balance_overdue_part", amount=amount))
        others = {c: a for c, a in balance.by_currency.items() if c != balance.currency and a}
        if others:
            amounts = ", ".join(money(a, c, self.lang) for c, a in sorted(others.items()))
            lines.append(self.t("answer_other_currencies", amounts=amounts))
        return lines

"""records: the invoices list's date index carries the status and due date, so a list filtered by status
("overdue": open and past due) is checked in the index as it is walked

Revision ID: records_0006
Revises: records_0005
Create Date: 2026-11-24 04:45:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "records_0006"
down_revision: str | Sequence[str] | None = "records_0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # "Overdue" invoices were issued over 30 days ago, so the newest-first walk skipped every recent
    # invoice (a quarter of 50,000) reading its row for the status; with the status and due date in the
    # index no skipped row is read.
    op.drop_index("ix_invoices_issue_date_id", table_name="invoices")
    op.create_index("ix_invoices_issue_date_id", "invoices", ["issue_date", "id", "status", "due_date"])


def downgrade() -> None:
    op.drop_index("ix_invoices_issue_date_id", table_name="invoices")
    op.create_index("ix_invoices_issue_date_id", "invoices", ["issue_date", "id"])

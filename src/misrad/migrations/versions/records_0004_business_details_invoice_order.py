"""records: the business's own details (name, tax id, address), one row; invoices indexed by issue date

The invoices page lists the newest issue date first: with 50,000 invoices a page sorted each time cost
a quarter of a second; read from ``ix_invoices_issue_date_id`` it is a short index walk.

Revision ID: records_0004
Revises: records_0003
Create Date: 2026-11-24 03:20:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import misrad.core.db

revision: str = "records_0004"
down_revision: str | Sequence[str] | None = "records_0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "business_details",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("tax_id", sa.String(length=20), nullable=False),
        sa.Column("address", sa.String(length=500), nullable=False),
        sa.Column("updated_at", misrad.core.db.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_business_details")),
    )
    with op.batch_alter_table("invoices", schema=None) as batch_op:
        batch_op.create_index("ix_invoices_issue_date_id", ["issue_date", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("invoices", schema=None) as batch_op:
        batch_op.drop_index("ix_invoices_issue_date_id")
    op.drop_table("business_details")

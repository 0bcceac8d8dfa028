"""records: a change counter per kind of record, and customers indexed by when they last changed

Caches of customer names (the assistant's) in every process read ``records_versions`` by its key on each
request and, when it moved, read only the customers changed since (``ix_customers_updated_at``).

Revision ID: records_0003
Revises: records_0002
Create Date: 2026-11-24 01:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "records_0003"
down_revision: str | Sequence[str] | None = "records_0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    versions = op.create_table(
        "records_versions",
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("kind", name=op.f("pk_records_versions")),
    )
    # Seeded, so that a write only ever updates the row in place.
    op.bulk_insert(versions, [{"kind": "customers", "version": 0}])
    with op.batch_alter_table("customers", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_customers_updated_at"), ["updated_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("customers", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_customers_updated_at"))
    op.drop_table("records_versions")

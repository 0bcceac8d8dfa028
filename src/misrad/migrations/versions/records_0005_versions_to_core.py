"""records: the customers' change counter moves to core's ``change_versions``

Revision ID: records_0005
Revises: records_0004
Create Date: 2026-11-24 03:10:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "records_0005"
down_revision: str | Sequence[str] | None = "records_0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = "core_0002"


def upgrade() -> None:
    # Carried over (plus one), so no cache keyed by the old number can mistake it for unchanged.
    op.execute(
        "UPDATE change_versions SET version = 1 + COALESCE("
        "(SELECT version FROM records_versions WHERE kind = 'customers'), 0) WHERE kind = 'customers'"
    )
    op.drop_table("records_versions")


def downgrade() -> None:
    versions = op.create_table(
        "records_versions",
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("kind", name=op.f("pk_records_versions")),
    )
    op.bulk_insert(versions, [{"kind": "customers", "version": 0}])

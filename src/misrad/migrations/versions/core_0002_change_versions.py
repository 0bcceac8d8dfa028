"""core: change signals for every process's caches (one counter per kind)

``change_versions`` generalises ``records_versions`` (records_0005 drops that one): the assistant's
customer names, the gateway's call plans and the callers of bearer tokens are cached per process and
dropped in every process when the counter of their kind moves.

Revision ID: core_0002
Revises: core_0001
Create Date: 2026-11-24 03:10:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "core_0002"
down_revision: str | Sequence[str] | None = "core_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    versions = op.create_table(
        "change_versions",
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("kind", name=op.f("pk_change_versions")),
    )
    # Seeded, so that a write only ever updates its row in place.
    kinds = ("customers", "ai_plans", "callers", "ai_keys")
    op.bulk_insert(versions, [{"kind": kind, "version": 0} for kind in kinds])


def downgrade() -> None:
    op.drop_table("change_versions")

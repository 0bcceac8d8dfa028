"""records: the ``repairs`` change counter and an index on a repair's ``updated_at``

The assistant keeps an index of repair items per process (``assistant.engine.item_index``); every repair
write bumps the ``repairs`` counter (its row is made here, so a write only ever updates it in place), and a
process that sees it move reads the repairs changed since its last look by ``updated_at``. As the customers'
(records_0007), it is counted on several rows, ``repairs`` and ``repairs.1`` .. ``repairs.15``: a create
bumps one of them at random, so creates at once seldom wait for each other's commit on one row.

Revision ID: records_0008
Revises: records_0007
Create Date: 2026-12-04 18:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "records_0008"
down_revision: str | Sequence[str] | None = "records_0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


SHARDS = 15  # core.changes.SHARDS["repairs"]: written out, a migration does not change with the code


def upgrade() -> None:
    versions = sa.table("change_versions", sa.column("kind", sa.String), sa.column("version", sa.Integer))
    rows = ["repairs", *(f"repairs.{n}" for n in range(1, SHARDS + 1))]
    op.bulk_insert(versions, [{"kind": kind, "version": 0} for kind in rows])
    op.create_index("ix_repairs_updated_at", "repairs", ["updated_at"])


def downgrade() -> None:
    op.drop_index("ix_repairs_updated_at", table_name="repairs")
    op.execute("DELETE FROM change_versions WHERE kind = 'repairs' OR kind LIKE 'repairs.%'")

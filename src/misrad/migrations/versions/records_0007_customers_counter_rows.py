"""records: the ``customers`` change counter is counted on several rows, which a create bumps one of

Every customer create bumps the counter in its own statement; on one row each create held that row's
lock through its commit's WAL flush, and the next create waited for it (issue 16). ``core.changes``
reads a kind as the sum of its rows ``kind`` and ``kind.1`` .. ``kind.N``; these are the extra rows,
made here so that a create only ever updates its row in place.

Revision ID: records_0007
Revises: records_0006
Create Date: 2026-12-03 12:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "records_0007"
down_revision: str | Sequence[str] | None = "records_0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SHARDS = 15  # core.changes.SHARDS["customers"]: written out, a migration does not change with the code


def upgrade() -> None:
    versions = sa.table("change_versions", sa.column("kind", sa.String), sa.column("version", sa.Integer))
    op.bulk_insert(versions, [{"kind": f"customers.{n}", "version": 0} for n in range(1, SHARDS + 1)])


def downgrade() -> None:
    # Their counts go to the first row, so the kind's reading stays where it was.
    op.execute(
        "UPDATE change_versions SET version = version + coalesce((SELECT sum(version) FROM change_versions"
        " WHERE kind LIKE 'customers.%'), 0) WHERE kind = 'customers'"
    )
    op.execute("DELETE FROM change_versions WHERE kind LIKE 'customers.%'")

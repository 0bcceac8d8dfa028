"""records: an index on a repair's ``promised_date``

The assistant answers "which jobs are due back today?" with the repairs promised for a day
(``RepairRepository.promised_on``); without the index that question read the whole repairs table.

Revision ID: records_0009
Revises: records_0008
Create Date: 2026-12-05 00:35:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "records_0009"
down_revision: str | Sequence[str] | None = "records_0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_repairs_promised_date", "repairs", ["promised_date"])


def downgrade() -> None:
    op.drop_index("ix_repairs_promised_date", table_name="repairs")

"""fraud: an alert records whether the owner of its document resolved it (separation of duties)

Revision ID: fraud_0002
Revises: fraud_0001
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "fraud_0002"
down_revision: str | Sequence[str] | None = "fraud_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("fraud_alerts", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("self_resolved", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("fraud_alerts", schema=None) as batch_op:
        batch_op.drop_column("self_resolved")

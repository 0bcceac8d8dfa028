"""approvals: a step records whether it was a self-approval (separation of duties)

Revision ID: approvals_0002
Revises: approvals_0001
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "approvals_0002"
down_revision: str | Sequence[str] | None = "approvals_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("approval_steps", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("self_approval", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("approval_steps", schema=None) as batch_op:
        batch_op.drop_column("self_approval")

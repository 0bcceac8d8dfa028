"""auth: a user's chosen language and whether they must change their password

Revision ID: auth_0002
Revises: auth_0001
Create Date: 2026-11-24 00:05:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "auth_0002"
down_revision: str | Sequence[str] | None = "auth_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        # Empty: the language comes from the browser until the user picks one in the web application.
        batch_op.add_column(sa.Column("language", sa.String(length=2), nullable=False, server_default=""))
        batch_op.add_column(
            sa.Column("must_change_password", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_column("must_change_password")
        batch_op.drop_column("language")

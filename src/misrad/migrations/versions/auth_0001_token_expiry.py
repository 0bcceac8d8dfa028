"""auth: API tokens may expire (the auth area's own branch; its first tables live in core_0001)

Revision ID: auth_0001
Revises: core_0001
Create Date: 2026-11-24 00:10:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import misrad.core.db

revision: str = "auth_0001"
down_revision: str | Sequence[str] | None = "core_0001"
branch_labels: str | Sequence[str] | None = ("auth",)
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("api_tokens", schema=None) as batch_op:
        batch_op.add_column(sa.Column("expires_at", misrad.core.db.UTCDateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("api_tokens", schema=None) as batch_op:
        batch_op.drop_column("expires_at")

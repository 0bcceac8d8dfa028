"""ai providers: per-minute request and token counts of virtual keys, shared by every process

Revision ID: providers_0003
Revises: providers_0002
Create Date: 2026-11-24 06:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "providers_0003"
down_revision: str | Sequence[str] | None = "providers_0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "ai_key_rate_windows",
        sa.Column("virtual_key_id", sa.Integer(), nullable=False),
        sa.Column("minute", sa.BigInteger(), nullable=False),
        sa.Column("requests", sa.Integer(), nullable=False),
        sa.Column("tokens", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["virtual_key_id"],
            ["ai_virtual_keys.id"],
            name=op.f("fk_ai_key_rate_windows_virtual_key_id_ai_virtual_keys"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("virtual_key_id", "minute", name=op.f("pk_ai_key_rate_windows")),
    )


def downgrade() -> None:
    op.drop_table("ai_key_rate_windows")

"""documents: the office's choice of an LLM for invoices its own reading cannot settle, and on each
document what came of asking it

Revision ID: documents_0005
Revises: documents_0004
Create Date: 2026-11-24 09:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "documents_0005"
down_revision: str | Sequence[str] | None = "documents_0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "document_ai_reading",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("provider_id", sa.Integer(), nullable=True),
        sa.Column("model_id", sa.Integer(), nullable=True),
        sa.Column("updated_by", sa.Integer(), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["updated_by"],
            ["users.id"],
            name=op.f("fk_document_ai_reading_updated_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_document_ai_reading")),
    )
    with op.batch_alter_table("documents") as batch:
        batch.add_column(sa.Column("ai_reading", sa.String(length=20), nullable=True))
        batch.add_column(sa.Column("ai_fields", sa.JSON(), nullable=False, server_default="[]"))


def downgrade() -> None:
    with op.batch_alter_table("documents") as batch:
        batch.drop_column("ai_fields")
        batch.drop_column("ai_reading")
    op.drop_table("document_ai_reading")

"""documents: the processing stage (queued, reading, extracting, checks) kept on the document, and
indexes that count documents per category without reading document rows

Revision ID: documents_0003
Revises: documents_0002
Create Date: 2026-11-24 03:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "documents_0003"
down_revision: str | Sequence[str] | None = "documents_0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


LIVE = sa.text("deleted_at IS NULL")


def upgrade() -> None:
    op.add_column("documents", sa.Column("processing_stage", sa.String(length=20), nullable=True))
    # The categories page counts each category's documents: a member's by owner, an admin's all of them.
    # Without these, the count read every document row (0.5 s at 100,000 documents on SQLite).
    op.create_index(
        "ix_documents_owner_category_live",
        "documents",
        ["owner_id", "category_id", "deleted_at"],
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )
    op.create_index(
        "ix_documents_category_live",
        "documents",
        ["category_id", "deleted_at"],
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )


def downgrade() -> None:
    op.drop_index("ix_documents_category_live", table_name="documents")
    op.drop_index("ix_documents_owner_category_live", table_name="documents")
    with op.batch_alter_table("documents") as batch:
        batch.drop_column("processing_stage")

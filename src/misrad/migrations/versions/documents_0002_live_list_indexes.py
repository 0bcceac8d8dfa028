"""documents: indexes that answer list, count and search without reading document rows

Revision ID: documents_0002
Revises: documents_0001
Create Date: 2026-11-21 20:50:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "documents_0002"
down_revision: str | Sequence[str] | None = "documents_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A member's list (owner, live, newest first) and an admin's (live, newest first) are read from the
    # index alone: deleted_at sits after the long extracted text in a row, so checking it in the row
    # costs a read of the text's overflow pages for every candidate document.
    op.create_index("ix_documents_owner_live", "documents", ["owner_id", "deleted_at", "created_at"])
    op.create_index("ix_documents_live", "documents", ["deleted_at", "created_at"])
    # A search's matches are checked against the list's filters (and a few sorted) here, not in rows.
    op.create_index(
        "ix_documents_id_live",
        "documents",
        ["id", "owner_id", "deleted_at", "created_at", "status", "category_id"],
    )
    op.drop_index("ix_documents_owner_created", table_name="documents")


def downgrade() -> None:
    op.create_index("ix_documents_owner_created", "documents", ["owner_id", "created_at"])
    op.drop_index("ix_documents_id_live", table_name="documents")
    op.drop_index("ix_documents_live", table_name="documents")
    op.drop_index("ix_documents_owner_live", table_name="documents")

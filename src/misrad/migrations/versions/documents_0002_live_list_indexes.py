"""documents: indexes that answer list, count and search without reading document rows

Revision ID: documents_0002
Revises: documents_0001
Create Date: 2026-11-21 20:50:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "documents_0002"
down_revision: str | Sequence[str] | None = "documents_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE = sa.text("deleted_at IS NULL")


def upgrade() -> None:
    # Partial indexes over live documents, each ending in deleted_at so that SQLite also counts them as
    # covering: deleted_at sits after the long extracted text in a row, and checking it there costs a
    # read of the text's overflow pages for every candidate document.
    # A member's list (owner, newest first) and an admin's (newest first), read in index order:
    op.create_index(
        "ix_documents_owner_live",
        "documents",
        ["owner_id", "created_at", "id", "deleted_at"],
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )
    op.create_index(
        "ix_documents_live",
        "documents",
        ["created_at", "id", "deleted_at"],
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )
    # A search's matches are checked against the list's filters (and a few sorted) here, not in rows.
    op.create_index(
        "ix_documents_id_live",
        "documents",
        ["id", "owner_id", "created_at", "status", "category_id", "deleted_at"],
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )
    op.drop_index("ix_documents_owner_created", table_name="documents")


def downgrade() -> None:
    op.create_index("ix_documents_owner_created", "documents", ["owner_id", "created_at"])
    op.drop_index("ix_documents_id_live", table_name="documents")
    op.drop_index("ix_documents_live", table_name="documents")
    op.drop_index("ix_documents_owner_live", table_name="documents")

"""documents: the list's date-order indexes carry the status, so a list filtered by status is walked and
counted in the index alone

Revision ID: documents_0004
Revises: documents_0003
Create Date: 2026-11-24 04:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "documents_0004"
down_revision: str | Sequence[str] | None = "documents_0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE = sa.text("deleted_at IS NULL")


def _date_order_indexes(with_status: bool) -> None:
    status = ["status"] if with_status else []
    op.drop_index("ix_documents_owner_live", table_name="documents")
    op.drop_index("ix_documents_live", table_name="documents")
    # Ending in deleted_at keeps them covering on SQLite (see documents_0002).
    op.create_index(
        "ix_documents_owner_live",
        "documents",
        ["owner_id", "created_at", "id", *status, "deleted_at"],
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )
    op.create_index(
        "ix_documents_live",
        "documents",
        ["created_at", "id", *status, "deleted_at"],
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )


def upgrade() -> None:
    # "processed, oldest first, page 200" read each skipped document's row (and its long text) only to
    # check its status: 4,000 rows for one page. With the status in the walked index it reads none.
    # Not a separate (owner, status, ...) index: with the same leading column SQLite may pick it for
    # the unfiltered list and sort every document.
    _date_order_indexes(with_status=True)


def downgrade() -> None:
    _date_order_indexes(with_status=False)

"""documents: the processing stage (queued, reading, extracting, checks) kept on the document

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


def upgrade() -> None:
    op.add_column("documents", sa.Column("processing_stage", sa.String(length=20), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("documents") as batch:
        batch.drop_column("processing_stage")

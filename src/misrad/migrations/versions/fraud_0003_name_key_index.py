"""fraud: an index on the supplier's normalised name, so a document whose tax id was not read still
finds the history of the supplier it names (amount history: tax id first, then the name)

Revision ID: fraud_0003
Revises: fraud_0002
"""

from collections.abc import Sequence

from alembic import op

revision: str = "fraud_0003"
down_revision: str | Sequence[str] | None = "fraud_0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index(
        "ix_fraud_fingerprints_name_currency",
        "fraud_fingerprints",
        ["name_key", "currency", "document_id"],
    )


def downgrade() -> None:
    op.drop_index("ix_fraud_fingerprints_name_currency", table_name="fraud_fingerprints")

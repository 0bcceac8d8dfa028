"""records: the customer's name in the search-term index, so searches page from the index alone

Revision ID: records_0002
Revises: records_0001
Create Date: 2026-11-21 20:45:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "records_0002"
down_revision: str | Sequence[str] | None = "records_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("customer_search_terms", schema=None) as batch_op:
        batch_op.add_column(sa.Column("name", sa.String(length=200), nullable=False, server_default=""))
    op.execute(
        "UPDATE customer_search_terms SET name = "
        "(SELECT customers.name FROM customers WHERE customers.id = customer_search_terms.customer_id)"
    )
    with op.batch_alter_table("customer_search_terms", schema=None) as batch_op:
        batch_op.alter_column("name", existing_type=sa.String(length=200), server_default=None)
        batch_op.drop_index("ix_customer_search_terms_term_customer")
        batch_op.create_index(
            "ix_customer_search_terms_term_name_customer", ["term", "name", "customer_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("customer_search_terms", schema=None) as batch_op:
        batch_op.drop_index("ix_customer_search_terms_term_name_customer")
        batch_op.create_index("ix_customer_search_terms_term_customer", ["term", "customer_id"], unique=False)
        batch_op.drop_column("name")

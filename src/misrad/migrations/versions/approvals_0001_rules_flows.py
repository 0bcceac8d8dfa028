"""approvals: rules, flows and their audit trail

document_id columns are plain indexed integers (no foreign key), as in fraud_0001.

Revision ID: approvals_0001
Revises: core_0001
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import misrad.core.db

revision: str = "approvals_0001"
down_revision: str | Sequence[str] | None = "core_0001"
branch_labels: str | Sequence[str] | None = ("approvals",)
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "approval_rules",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("min_amount", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("max_amount", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("required_levels", sa.Integer(), nullable=False),
        sa.Column("created_at", misrad.core.db.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_approval_rules")),
    )
    op.create_table(
        "approval_steps",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("approval_id", sa.Integer(), nullable=False),
        sa.Column("document_id", sa.Integer(), nullable=False),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.Column("actor_id", sa.Integer(), nullable=False),
        sa.Column("actor_email", sa.String(length=254), nullable=False),
        sa.Column("actor_role", sa.String(length=16), nullable=False),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("next_approver_email", sa.String(length=254), nullable=True),
        sa.Column("created_at", misrad.core.db.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_approval_steps")),
    )
    with op.batch_alter_table("approval_steps", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_approval_steps_approval_id"), ["approval_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_approval_steps_document_id"), ["document_id"], unique=False)

    op.create_table(
        "approvals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("document_id", sa.Integer(), nullable=False),
        sa.Column("document_name", sa.String(length=255), nullable=False),
        sa.Column("supplier", sa.String(length=200), nullable=True),
        sa.Column("amount", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("amount_ils", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("submitted_by", sa.Integer(), nullable=False),
        sa.Column("submitted_by_email", sa.String(length=254), nullable=False),
        sa.Column("submitted_at", misrad.core.db.UTCDateTime(), nullable=False),
        sa.Column("required_level", sa.Integer(), nullable=False),
        sa.Column("approval_level", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("pending_approver_id", sa.Integer(), nullable=True),
        sa.Column("pending_approver_email", sa.String(length=254), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("decided_at", misrad.core.db.UTCDateTime(), nullable=True),
        sa.Column("reject_reason", sa.Text(), nullable=True),
        sa.Column("updated_at", misrad.core.db.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_approvals")),
    )
    with op.batch_alter_table("approvals", schema=None) as batch_op:
        batch_op.create_index("ix_approvals_document_id_id", ["document_id", "id"], unique=False)
        batch_op.create_index(
            "ix_approvals_status_pending_approver", ["status", "pending_approver_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("approvals", schema=None) as batch_op:
        batch_op.drop_index("ix_approvals_status_pending_approver")
        batch_op.drop_index("ix_approvals_document_id_id")

    op.drop_table("approvals")
    with op.batch_alter_table("approval_steps", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_approval_steps_document_id"))
        batch_op.drop_index(batch_op.f("ix_approval_steps_approval_id"))

    op.drop_table("approval_steps")
    op.drop_table("approval_rules")

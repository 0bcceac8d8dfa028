"""ai providers: virtual keys for /v1, model aliases, usage by key and team, durable pending usage

Revision ID: providers_0002
Revises: providers_0001
Create Date: 2026-11-24 03:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import misrad.core.db

revision: str = "providers_0002"
down_revision: str | Sequence[str] | None = "providers_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "ai_virtual_keys",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("key_hash", sa.String(length=64), nullable=False),
        sa.Column("key_hint", sa.String(length=16), nullable=False),
        sa.Column("owner_user_id", sa.Integer(), nullable=False),
        sa.Column("team", sa.String(length=80), nullable=True),
        sa.Column("allowed_models", sa.JSON(), nullable=True),
        sa.Column("requests_per_minute", sa.Integer(), nullable=False),
        sa.Column("tokens_per_minute", sa.Integer(), nullable=False),
        sa.Column("expires_at", misrad.core.db.UTCDateTime(), nullable=True),
        sa.Column("revoked_at", misrad.core.db.UTCDateTime(), nullable=True),
        sa.Column("created_at", misrad.core.db.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["owner_user_id"],
            ["users.id"],
            name=op.f("fk_ai_virtual_keys_owner_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ai_virtual_keys")),
        sa.UniqueConstraint("key_hash", name=op.f("uq_ai_virtual_keys_key_hash")),
    )
    op.create_index(
        op.f("ix_ai_virtual_keys_owner_user_id"), "ai_virtual_keys", ["owner_user_id"], unique=False
    )
    op.create_table(
        "ai_model_aliases",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("alias", sa.String(length=120), nullable=False),
        sa.Column("model_id", sa.Integer(), nullable=False),
        sa.Column("created_at", misrad.core.db.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["model_id"],
            ["ai_models.id"],
            name=op.f("fk_ai_model_aliases_model_id_ai_models"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ai_model_aliases")),
        sa.UniqueConstraint("alias", name=op.f("uq_ai_model_aliases_alias")),
    )
    with op.batch_alter_table("ai_budgets") as batch:
        batch.add_column(sa.Column("virtual_key_id", sa.Integer(), nullable=True))
        batch.create_index(batch.f("ix_ai_budgets_virtual_key_id"), ["virtual_key_id"], unique=False)
        batch.create_foreign_key(
            batch.f("fk_ai_budgets_virtual_key_id_ai_virtual_keys"),
            "ai_virtual_keys",
            ["virtual_key_id"],
            ["id"],
            ondelete="CASCADE",
        )
    with op.batch_alter_table("ai_usage_events") as batch:
        batch.add_column(sa.Column("virtual_key_id", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("team", sa.String(length=80), nullable=True))
        batch.create_index(batch.f("ix_ai_usage_events_virtual_key_id"), ["virtual_key_id"], unique=False)
    with op.batch_alter_table("ai_budget_holds") as batch:
        batch.add_column(sa.Column("pending_usage", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("ai_budget_holds") as batch:
        batch.drop_column("pending_usage")
    with op.batch_alter_table("ai_usage_events") as batch:
        batch.drop_index(batch.f("ix_ai_usage_events_virtual_key_id"))
        batch.drop_column("team")
        batch.drop_column("virtual_key_id")
    with op.batch_alter_table("ai_budgets") as batch:
        batch.drop_constraint(batch.f("fk_ai_budgets_virtual_key_id_ai_virtual_keys"), type_="foreignkey")
        batch.drop_index(batch.f("ix_ai_budgets_virtual_key_id"))
        batch.drop_column("virtual_key_id")
    op.drop_table("ai_model_aliases")
    op.drop_index(op.f("ix_ai_virtual_keys_owner_user_id"), table_name="ai_virtual_keys")
    op.drop_table("ai_virtual_keys")

"""fraud: alerts, notifications, document fingerprints and MinHash buckets

document_id columns are plain indexed integers (no foreign key): documents_0001 was not yet
committed when this was written; a later revision may add the key.

Revision ID: fraud_0001
Revises: core_0001
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import misrad.core.db

revision: str = "fraud_0001"
down_revision: str | Sequence[str] | None = "core_0001"
branch_labels: str | Sequence[str] | None = ("fraud",)
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "fraud_alerts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("document_id", sa.Integer(), nullable=False),
        sa.Column("owner_id", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(length=40), nullable=False),
        sa.Column("severity", sa.String(length=8), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("cause_key", sa.String(length=200), nullable=False),
        sa.Column("description_key", sa.String(length=80), nullable=False),
        sa.Column("description_params", sa.JSON(), nullable=False),
        sa.Column("duplicate_document_id", sa.Integer(), nullable=True),
        sa.Column("similarity_score", sa.Numeric(precision=5, scale=4), nullable=True),
        sa.Column("amount", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("average_amount", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("resolution", sa.String(length=32), nullable=True),
        sa.Column("resolved_by", sa.Integer(), nullable=True),
        sa.Column("resolved_by_email", sa.String(length=254), nullable=True),
        sa.Column("resolved_at", misrad.core.db.UTCDateTime(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("created_at", misrad.core.db.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_fraud_alerts")),
        sa.UniqueConstraint("document_id", "type", "cause_key", name="uq_fraud_alerts_cause"),
    )
    with op.batch_alter_table("fraud_alerts", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_fraud_alerts_created_at"), ["created_at"], unique=False)
        batch_op.create_index("ix_fraud_alerts_document_status", ["document_id", "status"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_fraud_alerts_duplicate_document_id"), ["duplicate_document_id"], unique=False
        )
        batch_op.create_index("ix_fraud_alerts_owner_id_id", ["owner_id", "id"], unique=False)
        batch_op.create_index("ix_fraud_alerts_status_severity", ["status", "severity"], unique=False)
        batch_op.create_index("ix_fraud_alerts_type_id", ["type", "id"], unique=False)

    op.create_table(
        "fraud_fingerprints",
        sa.Column("document_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("owner_id", sa.Integer(), nullable=False),
        sa.Column("supplier_key", sa.String(length=200), nullable=True),
        sa.Column("name_key", sa.String(length=200), nullable=True),
        sa.Column("invoice_key", sa.String(length=100), nullable=True),
        sa.Column("file_sha256", sa.String(length=64), nullable=False),
        sa.Column("invoice_date", sa.Date(), nullable=True),
        sa.Column("total", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("subtotal", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("vat", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("currency", sa.String(length=3), nullable=True),
        sa.Column("signature", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("document_id", name=op.f("pk_fraud_fingerprints")),
    )
    with op.batch_alter_table("fraud_fingerprints", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_fraud_fingerprints_file_sha256"), ["file_sha256"], unique=False)
        batch_op.create_index("ix_fraud_fingerprints_invoice_key", ["invoice_key"], unique=False)
        batch_op.create_index(
            "ix_fraud_fingerprints_supplier_currency",
            ["supplier_key", "currency", "document_id"],
            unique=False,
        )

    op.create_table(
        "fraud_minhash_buckets",
        sa.Column("key", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("document_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.PrimaryKeyConstraint("key", "document_id", name=op.f("pk_fraud_minhash_buckets")),
    )
    with op.batch_alter_table("fraud_minhash_buckets", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_fraud_minhash_buckets_document_id"), ["document_id"], unique=False
        )

    op.create_table(
        "fraud_notifications",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("alert_id", sa.Integer(), nullable=False),
        sa.Column("created_at", misrad.core.db.UTCDateTime(), nullable=False),
        sa.Column("read_at", misrad.core.db.UTCDateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_fraud_notifications")),
    )
    with op.batch_alter_table("fraud_notifications", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_fraud_notifications_alert_id"), ["alert_id"], unique=False)
        batch_op.create_index("ix_fraud_notifications_user_read", ["user_id", "read_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("fraud_notifications", schema=None) as batch_op:
        batch_op.drop_index("ix_fraud_notifications_user_read")
        batch_op.drop_index(batch_op.f("ix_fraud_notifications_alert_id"))

    op.drop_table("fraud_notifications")
    with op.batch_alter_table("fraud_minhash_buckets", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_fraud_minhash_buckets_document_id"))

    op.drop_table("fraud_minhash_buckets")
    with op.batch_alter_table("fraud_fingerprints", schema=None) as batch_op:
        batch_op.drop_index("ix_fraud_fingerprints_supplier_currency")
        batch_op.drop_index("ix_fraud_fingerprints_invoice_key")
        batch_op.drop_index(batch_op.f("ix_fraud_fingerprints_file_sha256"))

    op.drop_table("fraud_fingerprints")
    with op.batch_alter_table("fraud_alerts", schema=None) as batch_op:
        batch_op.drop_index("ix_fraud_alerts_type_id")
        batch_op.drop_index("ix_fraud_alerts_status_severity")
        batch_op.drop_index("ix_fraud_alerts_owner_id_id")
        batch_op.drop_index(batch_op.f("ix_fraud_alerts_duplicate_document_id"))
        batch_op.drop_index("ix_fraud_alerts_document_status")
        batch_op.drop_index(batch_op.f("ix_fraud_alerts_created_at"))

    op.drop_table("fraud_alerts")

"""The one typed settings class. Nothing else in misrad reads the environment."""

from __future__ import annotations

import os
from datetime import date
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MISRAD_", extra="ignore")

    data_dir: Path = Path("data")
    database_url: str | None = None
    redis_url: str | None = None
    # Comma-separated Fernet keys, newest first; older ones still decrypt (key rotation).
    secret_key: str | None = None
    timezone: str = "Asia/Jerusalem"
    host: str = "127.0.0.1"
    port: int = 8000
    # API processes of ``misrad serve`` (``--workers``); unset: one per core. Without Redis one of them,
    # elected by a lock file in ``data_dir``, also runs the jobs.
    workers: int | None = Field(default=None, ge=1, le=64)
    # Behind a reverse proxy: the proxy's addresses (comma-separated, or "*"), whose X-Forwarded-For and
    # X-Forwarded-Proto are believed; unset, the connecting address is the client's.
    forwarded_allow_ips: str | None = None
    # Language of the command line's messages, "he" or "en" (the API follows each request's
    # Accept-Language instead).
    lang: str = "he"

    allow_private_networks: bool = False
    outbound_connect_timeout: float = 5.0
    outbound_read_timeout: float = 30.0

    create_first_admin: bool = True
    # Argon2id's parameters for passwords. "rfc_9106" (RFC 9106's recommended low-memory profile: 64 MiB,
    # three passes, four lanes) is the one for any real installation. "test_suite" (8 KiB, one pass)
    # protects nothing: it is for the servers the test suite starts as processes, which hash and check
    # passwords hundreds of times; no default, deployment file or command sets it.
    argon2_profile: Literal["rfc_9106", "test_suite"] = "rfc_9106"
    session_ttl_hours: int = 24 * 14
    # Sign-in throttling (auth/throttle.py): free failures per (account, address), per address and per
    # account; beyond them each further attempt waits twice as long as the one before.
    login_max_failures: int = 5
    login_address_max_failures: int = 20
    login_account_max_failures: int = 50
    login_backoff_seconds: float = 30.0
    login_backoff_max_seconds: int = 900
    # The account-wide limit only slows addresses that failed on the account, and by at most this much.
    login_account_backoff_max_seconds: int = 60
    login_window_seconds: int = 3600
    cookie_secure: bool = False

    # Requests that may run at once (writes: POST/PUT/PATCH/DELETE; reads: the rest). Others wait in
    # arrival order, at most ``busy_wait_seconds``, then get 503 with Retry-After. The same bound holds
    # for the SQLite writer turn and for a database connection. See ``request_threads``.
    max_concurrent_writes: int = 8
    max_concurrent_reads: int = 24
    busy_wait_seconds: float = 10.0
    # Request bodies: JSON (and anything not an upload) up to this size; uploads: ``max_upload_bytes``.
    max_body_bytes: int = 1024 * 1024
    # The authenticated customer list and the local chat answered as plain ASGI ahead of the framework,
    # declining to it whatever they are not sure of (``core.fast_lane``); False: the framework answers all.
    fast_lanes: bool = True
    # Threads a process serves the local chat's and the customer list's fast lanes on, in arrival order
    # (``core.fast_lane``); 0: each request takes a thread of the default pool (``request_threads``).
    # 4 measured best (session 41, docs/benchmarks.md): fewer threads passing the GIL, a lower p99 at c=32.
    fast_lane_threads: int = 4
    # The chat's learned intent model (``assistant.engine.intent_model``): read where the rule engine
    # finds no intent and has no reason of its own; trained at start in the background, kept in
    # ``data_dir``/intent_model. False: the rule engine alone (MISRAD_LEARNED_INTENT_MODEL=false).
    learned_intent_model: bool = True

    job_lease_seconds: int = 60
    job_heartbeat_seconds: int = 10
    job_max_attempts: int = 5
    job_retry_base_seconds: float = 2.0
    reaper_interval_seconds: int = 15
    worker_threads: int = 2
    embedded_worker: bool = True
    queue_name: str = "misrad"

    max_upload_bytes: int = 10 * 1024 * 1024
    # Document intake: limits of the separate reader process that parses untrusted files.
    intake_max_pages: int = 50
    intake_max_pixels: int = 60_000_000
    intake_timeout_seconds: int = 180
    intake_memory_mb: int = 1536
    intake_ocr_dpi: int = 300
    dashboard_stream_seconds: float = 2.0
    # Israeli VAT by tax point, a fraction in force from each date until the next (core.money reads it):
    # 18% from 2013-06-02, 17% from 2015-10-01, 18% from 2025-01-01.
    vat_rates: dict[date, Decimal] = Field(
        default={
            date(2013, 6, 2): Decimal("0.18"),
            date(2015, 10, 1): Decimal("0.17"),
            date(2025, 1, 1): Decimal("0.18"),
        }
    )
    # Shekels per unit of each foreign currency (core.money converts through the shekel).
    usd_to_ils: Decimal = Field(default=Decimal("3.70"))
    eur_to_ils: Decimal = Field(default=Decimal("4.00"))
    health_probe_interval_minutes: int = 15
    # AI gateway: per-call timeouts, the retry backoff of fallback rules, and the output cap used when
    # a caller gives none (it bounds the worst-case cost reserved on budgets).
    gateway_timeout_seconds: float = 60.0
    gateway_connect_timeout_seconds: float = 5.0
    gateway_retry_base_seconds: float = 0.5
    gateway_retry_max_seconds: float = 8.0
    gateway_default_max_tokens: int = 1024
    # A provider whose real calls failed this many times in a row (unavailable/timeout) is skipped for
    # ``gateway_cooldown_seconds``.
    gateway_failures_before_cooldown: int = 3
    gateway_cooldown_seconds: int = 30
    # A reservation not settled within this time (a crashed caller) is released by the sweeper.
    gateway_hold_seconds: int = 900
    # A process reserves for this many ``/v1`` calls' worst cases at once and admits them in memory
    # (``providers.relay.blocks``); 0: every call reserves on its own.
    gateway_block_calls: int = 32

    # Mailboxes: IMAP timeout, batch size, size limits, first-fetch look-back, lease, backoff cap.
    mailbox_timeout_seconds: float = 20.0
    mailbox_fetch_batch_size: int = 100
    mailbox_max_attachment_bytes: int = 10 * 1024 * 1024
    mailbox_max_message_bytes: int = 80 * 1024 * 1024
    mailbox_first_fetch_days: int = 30
    mailbox_fetch_lease_seconds: int = 900
    # "Fetch now" on the page waits this long for a fetch already running before saying it is busy.
    mailbox_fetch_wait_seconds: float = 20.0
    mailbox_backoff_max_seconds: int = 6 * 3600
    mailbox_schedule_seconds: int = 60

    # Fraud checks (dated configuration: each entry applies from its date until the next one).
    # Tax Authority allocation number: required above this amount before VAT (ILS) from each date on.
    fraud_allocation_thresholds: dict[date, Decimal] = Field(
        default={
            date(2024, 5, 5): Decimal("25000"),
            date(2025, 1, 1): Decimal("20000"),
            date(2026, 1, 1): Decimal("10000"),
            date(2026, 6, 1): Decimal("5000"),
        }
    )
    fraud_min_supplier_history: int = 5
    fraud_near_duplicate_threshold: float = 0.6
    # Separation of duties for approvals and fraud alerts: ``never`` lets one person decide alone
    # (recorded as a self-approval), ``when_possible`` allows it only when nobody else may decide,
    # ``always`` never allows it (a one-person office then cannot finish an approval).
    separation_of_duties: Literal["never", "when_possible", "always"] = "when_possible"

    @field_validator("vat_rates")
    @classmethod
    def _vat_is_a_fraction(cls, rates: dict[date, Decimal]) -> dict[date, Decimal]:
        # 0.18, not 18: a percentage given by mistake would charge 18 times the price as VAT.
        if any(not 0 <= rate < 1 for rate in rates.values()):
            raise ValueError("VAT rates are fractions from 0 up to 1 (0.18 for 18%)")
        return rates

    @property
    def sqlalchemy_url(self) -> str:
        if self.database_url:
            url = self.database_url
            if url.startswith("postgresql://") or url.startswith("postgres://"):
                url = "postgresql+psycopg://" + url.split("://", 1)[1]
            return url
        return f"sqlite:///{(self.data_dir / 'misrad.db').resolve()}"

    @property
    def request_threads(self) -> int:
        """Threads for the synchronous part of requests: one per admitted request, and room for the
        short work that runs outside admission (streams' polls, last-use stamps, file reads)."""
        return self.max_concurrent_writes + self.max_concurrent_reads + 8

    @property
    def database_connections(self) -> int:
        """Connections per engine: every request thread and every job thread can hold one at once."""
        return self.request_threads + self.fast_lane_threads + self.worker_threads + 4

    @property
    def serving_processes(self) -> int:
        """How many API processes ``misrad serve`` starts: ``workers``, else one per core."""
        return self.workers or os.cpu_count() or 1

    @property
    def is_sqlite(self) -> bool:
        return self.sqlalchemy_url.startswith("sqlite")


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()

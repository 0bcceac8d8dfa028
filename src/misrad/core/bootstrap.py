"""What happens when misrad starts: migrate, seed, create the first admin."""

from __future__ import annotations

import logging
from pathlib import Path

from alembic import command
from alembic.config import Config

from misrad.core.db import get_database
from misrad.core.settings import get_settings

log = logging.getLogger("misrad.bootstrap")


def alembic_config(url: str | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(Path(__file__).resolve().parent.parent / "migrations"))
    config.set_main_option("sqlalchemy.url", (url or get_settings().sqlalchemy_url).replace("%", "%%"))
    return config


def migrate(url: str | None = None) -> None:
    """Bring the database to the newest schema (every area's branch head)."""
    settings = get_settings()
    if url is None and settings.is_sqlite:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
    command.upgrade(alembic_config(url), "heads")


def seed() -> None:
    """Data every installation starts with. Each seeder is idempotent."""
    from misrad.approvals.service import seed_rules
    from misrad.documents.service import seed_categories
    from misrad.providers.service import seed_catalogue

    with get_database().unit_of_work() as session:
        seed_catalogue(session)
        seed_categories(session)
        seed_rules(session)


def create_first_admin() -> tuple[str, str] | None:
    from misrad.auth.service import ensure_first_admin

    if not get_settings().create_first_admin:
        return None
    with get_database().unit_of_work() as session:
        return ensure_first_admin(session)


def start() -> None:
    migrate()
    seed()
    created = create_first_admin()
    if created:
        email, password = created
        # Printed once to the console, deliberately not through logging.
        print(f"\n  misrad: first admin created\n    email:    {email}\n    password: {password}\n")  # noqa: T201

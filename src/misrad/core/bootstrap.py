"""Bringing the database to the newest schema. (Seeds: ``misrad.areas``; the first admin: the CLI.)"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from misrad.core.settings import get_settings


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

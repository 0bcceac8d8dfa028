"""The migrations are the schema: after upgrading to every head, the models match the database."""

from __future__ import annotations

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from misrad import areas
from misrad.core.db import get_database

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


def test_models_and_migrations_agree() -> None:
    with get_database().write_engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": False})
        differences = compare_metadata(context, areas.metadata())
    assert differences == [], f"models and migrations differ: {differences}"


def test_every_area_branch_grows_from_the_foundation() -> None:
    from alembic.script import ScriptDirectory

    from misrad.core.bootstrap import alembic_config

    script = ScriptDirectory.from_config(alembic_config())
    assert script.get_bases() == ["core_0001"]

"""``misrad backup`` / ``misrad restore`` for the embedded SQLite default."""

from __future__ import annotations

import fcntl
import os
import sqlite3
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from sqlalchemy import text

from misrad.core import bootstrap
from misrad.core.backup import back_up, restore
from misrad.core.db import Database
from misrad.core.errors import Conflict, InvalidInput
from misrad.core.settings import Settings

# It reaches a database beyond its fixtures: SQLite installations of its own (what ``misrad backup``
# serves), whichever database the suite runs on, so it runs once, on the SQLite run.
pytestmark = [pytest.mark.usefixtures("database"), pytest.mark.own_sqlite]

ROOT = Path(__file__).resolve().parents[2]


def _installation(data_dir: Path) -> Settings:
    settings = Settings(data_dir=data_dir, database_url=None)
    data_dir.mkdir(parents=True)
    bootstrap.migrate(settings.sqlalchemy_url)
    return settings


def _customers(data_dir: Path) -> list[str]:
    with sqlite3.connect(data_dir / "misrad.db") as connection:
        return [row[0] for row in connection.execute("SELECT name FROM customers ORDER BY id")]


def _add_customer(connection: sqlite3.Connection, name: str) -> None:
    connection.execute(
        "INSERT INTO customers (name, created_at, updated_at) VALUES (?, '2026-01-01', '2026-01-01')", (name,)
    )


def test_a_backup_taken_while_writing_restores_that_moment_with_its_files(tmp_path: Path) -> None:
    data = tmp_path / "data"
    settings = _installation(data)
    (data / "documents" / "ab").mkdir(parents=True)
    (data / "documents" / "ab" / "abcd").write_bytes(b"invoice bytes")
    writer = sqlite3.connect(data / "misrad.db", isolation_level=None)
    writer.execute("PRAGMA journal_mode=WAL")
    _add_customer(writer, "דנה כהן")
    writer.execute("BEGIN IMMEDIATE")
    _add_customer(writer, "not committed")  # open while the backup runs: not in it, and not blocked
    archive = back_up(settings, tmp_path / "out" / "backup.tar.gz")
    writer.execute("COMMIT")
    _add_customer(writer, "after the backup")
    writer.close()
    (data / "documents" / "ab" / "abcd").write_bytes(b"overwritten")

    with tarfile.open(archive) as tar:
        names = tar.getnames()
    assert "database/misrad.db" in names and "files/documents/ab/abcd" in names
    assert not any(name.endswith(("-wal", "-shm", "queue.db")) for name in names)

    restore(settings, archive)
    assert _customers(data) == ["דנה כהן"]
    assert (data / "documents" / "ab" / "abcd").read_bytes() == b"invoice bytes"


def test_a_backup_leaves_out_the_writers_lock_and_doorbell_and_restores(tmp_path: Path) -> None:
    """A folder an API process wrote in holds the SQLite writers' lock file and its doorbell (a named
    pipe): neither is data, and a restore refuses a pipe in an archive."""
    data = tmp_path / "data"
    settings = _installation(data)
    database = Database(settings)  # as a serving process: its writers take turns on those files
    try:
        with database.unit_of_work() as session:
            values = "('דנה', '2026-01-01', '2026-01-01')"
            session.execute(text(f"INSERT INTO customers (name, created_at, updated_at) VALUES {values}"))
    finally:
        database.dispose()
    archive = back_up(settings, tmp_path / "out" / "backup.tar.gz")
    with tarfile.open(archive) as tar:
        assert not [name for name in tar.getnames() if "writer-lock" in name]
    restore(settings, archive)
    assert _customers(data) == ["דנה"]


def test_restore_refuses_a_running_service_and_a_bad_archive(tmp_path: Path) -> None:
    settings = _installation(tmp_path / "data")
    archive = back_up(settings, tmp_path / "backup.tar.gz")
    bad = tmp_path / "bad.tar.gz"
    with tarfile.open(bad, "w:gz") as tar:
        tar.add(archive, arcname="database/misrad.db")  # an archive where the database should be
    with pytest.raises(InvalidInput) as refused:
        restore(settings, bad)
    assert refused.value.error_code == "restore_bad_archive"

    fd = os.open(tmp_path / "data" / "embedded-worker.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)  # as a serving process holds it
    try:
        with pytest.raises(Conflict):
            restore(settings, archive)
    finally:
        os.close(fd)
    restore(settings, archive)


def test_backup_is_refused_on_postgresql() -> None:
    settings = Settings(database_url="postgresql://postgres@127.0.0.1/none")
    with pytest.raises(InvalidInput) as refused:
        back_up(settings, Path("never.tar.gz"))
    assert refused.value.error_code == "backup_sqlite_only"


def test_the_commands_round_trip(tmp_path: Path) -> None:
    data = tmp_path / "data"
    _installation(data)
    with sqlite3.connect(data / "misrad.db") as connection:
        _add_customer(connection, "יוסי לוי")
    env = {k: v for k, v in os.environ.items() if k != "MISRAD_DATABASE_URL"}
    env.update({"MISRAD_DATA_DIR": str(data), "MISRAD_LANG": "en"})

    def misrad(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-c", "from misrad.cli import main; main()", *args]
        return subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)

    made = misrad("backup", "--output", str(tmp_path / "b.tar.gz"))
    assert made.returncode == 0, made.stderr
    assert "backup written to" in made.stdout
    (data / "misrad.db").unlink()
    back = misrad("restore", str(tmp_path / "b.tar.gz"))
    assert back.returncode == 0, back.stderr
    assert _customers(data) == ["יוסי לוי"]
    missing = misrad("restore", str(tmp_path / "nothing.tar.gz"))
    assert missing.returncode == 2 and "not found" in missing.stderr

"""Backup and restore of the embedded default: the SQLite database and the data folder, in one archive.

The database is copied with SQLite's online backup API, so a backup may run while the service serves
(readers and writers go on; the copy is one consistent moment). Everything else in the data folder
(stored documents, exports, ``secret.key`` when the key is kept there) goes in as files. Left out: the
job transport (``queue.db``: the jobs themselves are rows of the database, and the reaper sends queued
ones again), the write-ahead log beside the database (already in the copy), the worker lock and the
writers' lock file and doorbell (``core.sqlite_writers``; a named pipe, which a restore would refuse).

A restore puts an archive back into an empty or stopped installation, then migrates it, so a backup made
by an older version comes up to the current schema. PostgreSQL installations use ``pg_dump`` and copy
the data folder instead (docs/deploy.md).
"""

from __future__ import annotations

import fcntl
import os
import shutil
import sqlite3
import tarfile
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from misrad.core.errors import Conflict, InvalidInput
from misrad.core.settings import Settings

DATABASE_NAME = "misrad.db"
ARCHIVE_DATABASE = "database/misrad.db"
ARCHIVE_FILES = "files"
# Not copied: rebuilt or meaningless elsewhere (see the module's notes).
LEFT_OUT = {"queue.db", "queue.db-wal", "queue.db-shm", "embedded-worker.lock"}
LEFT_OUT_DATABASE = {
    DATABASE_NAME,
    *(f"{DATABASE_NAME}-{end}" for end in ("wal", "shm", "journal")),
    *(f"{DATABASE_NAME}.{end}" for end in ("writer-lock", "writer-lock-bell")),  # core.sqlite_writers'
}


def _database_path(settings: Settings) -> Path:
    if not settings.is_sqlite:
        raise InvalidInput("backup_sqlite_only")
    return Path(settings.sqlalchemy_url.removeprefix("sqlite:///"))


def default_archive_name(now: datetime | None = None) -> str:
    moment = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    return f"misrad-backup-{moment}.tar.gz"


def back_up(settings: Settings, archive: Path) -> Path:
    """Write one archive with a consistent copy of the database and the data folder's files."""
    database = _database_path(settings)
    if not database.exists():
        raise InvalidInput("backup_no_database")
    with tempfile.TemporaryDirectory(prefix="misrad-backup-") as scratch:
        copy = Path(scratch) / DATABASE_NAME
        source = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
        target = sqlite3.connect(copy)
        try:
            with target:
                source.backup(target, pages=1024)  # steps: writers are not held off for the whole copy
        finally:
            target.close()
            source.close()
        archive.parent.mkdir(parents=True, exist_ok=True)
        partial = archive.with_name(archive.name + ".partial")
        with tarfile.open(partial, "w:gz") as tar:
            tar.add(copy, arcname=ARCHIVE_DATABASE)
            for entry in sorted(settings.data_dir.iterdir()):
                if entry.name in LEFT_OUT | LEFT_OUT_DATABASE or entry.resolve() == archive.resolve():
                    continue
                if entry.name.startswith("misrad-backup-"):
                    continue  # earlier backups kept in the data folder are not backed up again
                tar.add(entry, arcname=f"{ARCHIVE_FILES}/{entry.name}")
        partial.replace(archive)  # a half-written archive never carries the final name
    return archive


def service_running(settings: Settings) -> bool:
    """Whether an API process of this data folder runs (it holds the embedded worker's lock)."""
    lock = settings.data_dir / "embedded-worker.lock"
    if not lock.exists():
        return False
    fd = os.open(lock, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)  # closing frees the lock if we took it
    return False


def restore(settings: Settings, archive: Path) -> None:
    """Put ``archive`` back as this installation's database and files (the service must be stopped)."""
    database = _database_path(settings)
    if service_running(settings):
        raise Conflict("restore_service_running")
    if not archive.is_file():
        raise InvalidInput("restore_no_archive")
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="misrad-restore-", dir=settings.data_dir) as scratch:
        unpacked = Path(scratch)
        try:
            with tarfile.open(archive, "r:gz") as tar:
                tar.extractall(unpacked, filter="data")  # no paths outside, no devices, no links out
        except (tarfile.TarError, OSError) as exc:
            raise InvalidInput("restore_bad_archive") from exc
        copy = unpacked / ARCHIVE_DATABASE
        if not copy.is_file() or not _sound(copy):
            raise InvalidInput("restore_bad_archive")
        for name in LEFT_OUT_DATABASE | LEFT_OUT:
            (settings.data_dir / name).unlink(missing_ok=True)
        files = unpacked / ARCHIVE_FILES
        for entry in files.iterdir() if files.is_dir() else ():
            target = settings.data_dir / entry.name
            if target.is_dir() and not target.is_symlink():
                shutil.rmtree(target)
            elif target.exists():
                target.unlink()
            entry.replace(target)
        database.parent.mkdir(parents=True, exist_ok=True)
        copy.replace(database)


def _sound(path: Path) -> bool:
    try:
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            return bool(connection.execute("PRAGMA integrity_check").fetchone() == ("ok",))
        finally:
            connection.close()
    except sqlite3.DatabaseError:
        return False

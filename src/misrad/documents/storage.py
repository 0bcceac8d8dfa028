"""Content-addressed file store: each file is kept once, under its SHA-256, written atomically.

Behind this small interface so another backend (object storage) can replace the local folder.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from misrad.core.settings import get_settings


def root() -> Path:
    return get_settings().data_dir / "documents"


def path_for(sha256: str) -> Path:
    if len(sha256) != 64 or any(c not in "0123456789abcdef" for c in sha256):
        raise ValueError("not a sha256 digest")
    return root() / sha256[:2] / sha256[2:4] / sha256


def store(data: bytes) -> str:
    """Write ``data`` once under its digest (temp file, fsync, rename); returns the digest."""
    digest = hashlib.sha256(data).hexdigest()
    target = path_for(digest)
    if target.exists() and target.stat().st_size == len(data):
        return digest
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(dir=target.parent, prefix=".incoming-")
    try:
        with os.fdopen(handle, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        Path(temp_name).replace(target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    return digest


def read(sha256: str) -> bytes:
    return path_for(sha256).read_bytes()


def exports_root() -> Path:
    folder = get_settings().data_dir / "exports"
    folder.mkdir(parents=True, exist_ok=True)
    return folder

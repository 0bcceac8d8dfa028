"""Passwords, tokens and secrets at rest.

- Passwords: Argon2id (argon2-cffi defaults follow RFC 9106's recommended profile).
- Session and API tokens: random, shown once, stored as SHA-256 digests, compared in constant time.
- Secrets (provider keys, mailbox passwords, OAuth tokens): Fernet with a key from
  ``MISRAD_SECRET_KEY`` or ``<data_dir>/secret.key``; several comma-separated keys rotate (the first
  encrypts, all decrypt; ``rotate_secret`` re-encrypts under the first).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from functools import cache
from pathlib import Path

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from cryptography.fernet import Fernet, InvalidToken, MultiFernet

from misrad.core.settings import Settings, get_settings

# The profiles ``Settings.argon2_profile`` names: argon2-cffi's default is RFC 9106's low-memory one.
PASSWORD_PROFILES = {
    "rfc_9106": PasswordHasher(),
    "test_suite": PasswordHasher(time_cost=1, memory_cost=8, parallelism=1),
}
_hasher: PasswordHasher | None = None  # the settings' profile, chosen on first use


def _password_hasher() -> PasswordHasher:
    global _hasher
    if _hasher is None:
        _hasher = PASSWORD_PROFILES[get_settings().argon2_profile]
    return _hasher


@cache
def _dummy_hash() -> str:
    """Verifying against this keeps a login for an unknown email as slow as one for a known email.

    Made on first use, not on import: hashing costs about 0.2 s of CPU, which every misrad process
    (API, worker, each command) paid starting, most of which never see a login."""
    return _password_hasher().hash(secrets.token_urlsafe(16))


def hash_password(password: str) -> str:
    return _password_hasher().hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    hasher = _password_hasher()
    try:
        return hasher.verify(password_hash or _dummy_hash(), password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


def password_needs_rehash(password_hash: str) -> bool:
    """Whether a stored hash was made with other parameters than the installation's profile: a login
    that has just checked the password hashes it again then (the only moment the plain text is at hand)."""
    try:
        return _password_hasher().check_needs_rehash(password_hash)
    except InvalidHashError:
        return False


def new_token(nbytes: int = 32) -> str:
    return secrets.token_urlsafe(nbytes)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def same_secret(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode(), b.encode())


class SecretBox:
    """Encrypts and decrypts secrets at rest."""

    def __init__(self, keys: list[bytes]) -> None:
        if not keys:
            raise ValueError("at least one key is needed")
        self._fernet = MultiFernet([Fernet(key) for key in keys])

    def seal(self, plaintext: str) -> str:
        return self._fernet.encrypt(plaintext.encode()).decode()

    def open(self, sealed: str) -> str:
        try:
            return self._fernet.decrypt(sealed.encode()).decode()
        except InvalidToken as exc:
            raise ValueError("secret cannot be decrypted with the configured keys") from exc

    def rotate(self, sealed: str) -> str:
        return self._fernet.rotate(sealed.encode()).decode()


def _load_keys(settings: Settings) -> list[bytes]:
    if settings.secret_key:
        return [key.strip().encode() for key in settings.secret_key.split(",") if key.strip()]
    key_file: Path = settings.data_dir / "secret.key"
    if not key_file.exists():
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        key_file.write_bytes(Fernet.generate_key())
        key_file.chmod(0o600)
    return [line.strip() for line in key_file.read_bytes().splitlines() if line.strip()]


_box: SecretBox | None = None
_box_lock = threading.Lock()


def secret_box() -> SecretBox:
    global _box
    with _box_lock:
        if _box is None:
            _box = SecretBox(_load_keys(get_settings()))
        return _box


def reset_secret_box() -> None:
    global _box
    with _box_lock:
        _box = None


def key_hint(secret: str) -> str:
    """What may be shown of a secret: its last four characters."""
    return secret[-4:] if len(secret) >= 8 else ""

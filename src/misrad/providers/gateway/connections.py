"""How to reach a provider of the catalogue: its stored (decrypted) key, its base URL or its vendor's
default, the configured timeouts."""

from __future__ import annotations

from misrad.core.security import secret_box
from misrad.core.settings import get_settings
from misrad.providers.gateway.adapters import Connection, vendor_of
from misrad.providers.models import Provider


def connection_for(
    provider: Provider, *, api_key: str | None = None, base_url: str | None = None
) -> Connection:
    """How to reach ``provider``: the stored (decrypted) key unless one is given."""
    settings = get_settings()
    key = api_key
    if key is None and provider.api_key_sealed:
        try:
            key = secret_box().open(provider.api_key_sealed)
        except ValueError:
            key = None  # sealed under a key that is no longer configured
    return Connection(
        provider_code=provider.code,
        base_url=base_url if base_url is not None else provider.base_url,
        api_key=key,
        timeout_seconds=settings.gateway_timeout_seconds,
        connect_timeout_seconds=settings.gateway_connect_timeout_seconds,
        default_base_url=vendor_of(provider.code).default_base_url,
    )


def is_configured(provider: Provider) -> bool:
    """Whether the gateway can call ``provider``: the local engine always; a server without a default
    address once it has a base URL; others with a stored key unless their vendor needs none."""
    if provider.code == "local":
        return True
    vendor = vendor_of(provider.code)
    if vendor.default_base_url is None and not provider.base_url:
        return False
    return provider.api_key_sealed is not None or not vendor.needs_key

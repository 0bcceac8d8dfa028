"""One client interface over the vendors' official SDKs, one adapter per protocol (``openai_api``,
``anthropic_api``, ``gemini_api``). Each adapter module declares the provider codes it serves as
``Vendor`` rows: the default base URL, whether a key is needed and the billing rule of cache writes.

Every SDK's own retries are switched off (``max_retries=0``; genai ``attempts=1``): the fallback rules
own every retry, so nothing sleeps behind the router's back. Failures are classified as ``auth``,
``rate_limit``, ``timeout``, ``unavailable`` or ``bad_request``; a reply the SDK cannot parse counts as
``unavailable``. Usage is normalised per vendor (see ``metering.Usage``). A new vendor is one more
``Vendor`` row (and, for a new protocol, one more adapter module).
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable

from misrad.providers.gateway.adapters import anthropic_api, gemini_api, openai_api
from misrad.providers.gateway.adapters.base import ChatClient, Connection, Vendor

VENDORS: dict[str, Vendor] = {
    vendor.code: vendor for vendor in (*openai_api.VENDORS, *anthropic_api.VENDORS, *gemini_api.VENDORS)
}
# The adapter registry: provider code -> what builds its client from a Connection.
ADAPTERS: dict[str, Callable[..., ChatClient]] = {code: vendor.adapter for code, vendor in VENDORS.items()}


def vendor_of(provider_code: str) -> Vendor:
    """The vendor of a provider code; a code no adapter declares is spoken to as OpenAI-compatible."""
    return VENDORS.get(provider_code) or Vendor(provider_code, openai_api.OpenAIAdapter, None)


_cache: OrderedDict[str, ChatClient] = OrderedDict()
_cache_lock = threading.Lock()
_CACHE_SIZE = 32


def client_for(connection: Connection) -> ChatClient:
    """An adapter for ``connection``; SDK clients are reused (they hold a connection pool)."""
    fingerprint = hashlib.sha256(
        json.dumps(
            [
                connection.provider_code,
                connection.effective_base_url,
                connection.api_key,
                connection.timeout_seconds,
                connection.connect_timeout_seconds,
            ]
        ).encode()
    ).hexdigest()
    with _cache_lock:
        client = _cache.get(fingerprint)
        if client is not None:
            _cache.move_to_end(fingerprint)
            return client
    client = ADAPTERS.get(connection.provider_code, openai_api.OpenAIAdapter)(connection)
    with _cache_lock:
        _cache[fingerprint] = client
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return client


__all__ = ["ADAPTERS", "VENDORS", "ChatClient", "Connection", "Vendor", "client_for", "vendor_of"]

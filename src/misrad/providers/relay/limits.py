"""Requests and tokens per minute of a virtual key, counted across every process and machine.

Where: Redis when it is configured (``redis_url``: one atomic script per request), else the database
(``ai_key_rate_windows``: one short write transaction per request, one conditional upsert). A key with
no limits (0 and 0, the default) costs nothing here.

How: a sliding minute estimated from two fixed minutes, the current one and the previous one weighted
by the part of it still inside the sliding minute (``earlier``), which is how large gateways count
too: a burst at the turn of a minute cannot pass twice the limit, as two fixed minutes would let it. A
request is counted when it is admitted; tokens when its call is settled (by the settlement writer,
batched), so the tokens limit stops the next requests once the minute's tokens reached it.
"""

from __future__ import annotations

import math
import threading
import time
from functools import cache
from typing import Any

import redis

from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers.relay.access import KeyGrant
from misrad.providers.relay.errors import RateLimited
from misrad.providers.repository.keys import add_tokens, forget_rate_windows, rate_window, take_request

WINDOW_SECONDS = 60
REDIS_PREFIX = "misrad:relay:rate:"

# KEYS: this minute's hash, the previous minute's; ARGV: weight of the previous, rpm, tpm (0: none),
# seconds to keep. Returns 1 (counted) or 0 (over a limit).
_ADMIT_SCRIPT = """
local weight = tonumber(ARGV[1])
local rpm, tpm = tonumber(ARGV[2]), tonumber(ARGV[3])
local now_r = tonumber(redis.call('HGET', KEYS[1], 'r') or '0')
local now_t = tonumber(redis.call('HGET', KEYS[1], 't') or '0')
local before_r = tonumber(redis.call('HGET', KEYS[2], 'r') or '0') * weight
local before_t = tonumber(redis.call('HGET', KEYS[2], 't') or '0') * weight
if rpm > 0 and now_r + 1 + before_r > rpm then return 0 end
if tpm > 0 and now_t + before_t >= tpm then return 0 end
redis.call('HINCRBY', KEYS[1], 'r', 1)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
return 1
"""


@cache
def _redis(url: str) -> tuple[Any, Any]:
    client = redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
    return client, client.register_script(_ADMIT_SCRIPT)


def _minute(now: float) -> tuple[int, float]:
    """(this minute's number, the weight of the previous minute in the sliding minute)."""
    minute = int(now // WINDOW_SECONDS)
    return minute, 1.0 - (now - minute * WINDOW_SECONDS) / WINDOW_SECONDS


def _redis_key(grant: KeyGrant, minute: int) -> str:
    # By the key's hash, not its id: ids repeat across databases that may share one Redis.
    return f"{REDIS_PREFIX}{grant.key_hash[:32]}:{minute}"


def admit_request(grant: KeyGrant) -> None:
    """Count one request against the key's limits; raises 429 (with the seconds to wait) when over."""
    if not grant.requests_per_minute and not grant.tokens_per_minute:
        return
    now = time.time()
    minute, weight = _minute(now)
    limits = (grant.requests_per_minute, grant.tokens_per_minute)
    url = get_settings().redis_url
    if url:
        _, script = _redis(url)
        keys = [_redis_key(grant, minute), _redis_key(grant, minute - 1)]
        admitted = bool(script(keys=keys, args=[weight, *limits, 2 * WINDOW_SECONDS]))
    else:
        admitted = _admit_in_database(grant.id, minute, weight, limits)
    if not admitted:
        raise RateLimited(retry_after=max(1, math.ceil((minute + 1) * WINDOW_SECONDS - now)))


def _admit_in_database(key_id: int, minute: int, weight: float, limits: tuple[int, int]) -> bool:
    with get_database().write_transaction() as connection:
        requests, tokens = rate_window(connection, key_id, minute - 1)  # closed: it moves no more
        earlier = (requests * weight, tokens * weight)
        # The minute's first request makes its row unconditionally (``take_request``), so both shares of
        # the previous minute are checked here, as the Redis script checks them: without the tokens' one a
        # call just after a minute turned passed a key whose tokens the previous minute had spent.
        if limits[0] and 1 + earlier[0] > limits[0]:
            return False
        if limits[1] and earlier[1] >= limits[1]:
            return False
        return take_request(connection, key_id, minute, earlier, limits)


# ------------------------------------------------------------------------------------------ tokens

_last_cleanup = 0.0
_cleanup_lock = threading.Lock()


def tokens_counted(grant: KeyGrant, tokens: int) -> tuple[int, int, int] | None:
    """What a settled call adds to its key's tokens per minute: (key id, minute, tokens), or None when
    the key has no such limit. Written by the settlement writer (``record_tokens``)."""
    if not grant.tokens_per_minute or tokens <= 0:
        return None
    return grant.id, _minute(time.time())[0], tokens


def written_in_database(counted: list[tuple[int, int, int]]) -> bool:
    """Whether ``record_tokens`` writes these counts to the database (no Redis configured)."""
    return bool(counted) and not get_settings().redis_url


def record_tokens(connection: Any, counted: list[tuple[int, int, int]], hashes: dict[int, str]) -> None:
    """The settlement writer's batch of token counts, in its transaction (or to Redis when configured),
    and, once a minute, the database's minutes that no window reads any more deleted."""
    global _last_cleanup
    totals: dict[tuple[int, int], int] = {}
    for key_id, minute, tokens in counted:
        totals[(key_id, minute)] = totals.get((key_id, minute), 0) + tokens
    url = get_settings().redis_url
    if url and totals:
        client, _ = _redis(url)
        with client.pipeline(transaction=False) as pipe:
            for (key_id, minute), tokens in totals.items():
                name = f"{REDIS_PREFIX}{hashes[key_id][:32]}:{minute}"
                pipe.hincrby(name, "t", tokens)
                pipe.expire(name, 2 * WINDOW_SECONDS)
            pipe.execute()
    elif totals:
        add_tokens(connection, totals)
    now = time.monotonic()
    with _cleanup_lock:
        due = not url and now - _last_cleanup > WINDOW_SECONDS
        if due:
            _last_cleanup = now
    if due:
        forget_rate_windows(connection, _minute(time.time())[0] - 1)

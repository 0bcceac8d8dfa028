"""Sign-in throttling that slows guessing without letting anyone lock the owner out.

A fixed lock per account (five failures, then nobody for five minutes) let anyone shut out any user.
Failures are counted instead in the database (so every process sees them) per (account, address), per
address and per account. Past each count's free allowance every further attempt waits twice as long as
the one before (exponential back-off, capped):

- per (account, address): a guesser is slowed on that account; the owner's own address is not;
- per address: one address spraying many accounts is slowed on all of them;
- per account: a guess spread over many addresses slows, by at most a minute, only the addresses that
  failed on the account: an address with no failures on it (the owner's) is never refused for them.

A waiting attempt is refused before the password is checked and is not counted, so hammering does not
lengthen the wait. A successful sign-in forgets its own address's failures on the account only; an admin's
unlock forgets all of the account's.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from misrad.auth.errors import TooManyLoginAttempts
from misrad.auth.repository import FailureTally, LoginFailureRepository
from misrad.core.clock import utcnow
from misrad.core.settings import get_settings


def back_off(failures_over: int, cap_seconds: float) -> timedelta:
    """The wait after ``failures_over`` failures beyond the free allowance (0 is the first wait)."""
    base = get_settings().login_backoff_seconds
    return timedelta(seconds=min(cap_seconds, base * 2 ** min(failures_over, 32)))


def allowed_at(tally: FailureTally) -> datetime | None:
    """When the next attempt of this account from this address may be tried (``None``: now)."""
    settings = get_settings()
    cap = settings.login_backoff_max_seconds
    moments: list[datetime] = []
    if tally.pair_last is not None and tally.pair >= settings.login_max_failures:
        moments.append(tally.pair_last + back_off(tally.pair - settings.login_max_failures, cap))
    if tally.address_last is not None and tally.address >= settings.login_address_max_failures:
        over = tally.address - settings.login_address_max_failures
        moments.append(tally.address_last + back_off(over, cap))
    if tally.pair_last is not None and tally.account >= settings.login_account_max_failures:
        over = tally.account - settings.login_account_max_failures
        moments.append(tally.pair_last + back_off(over, settings.login_account_backoff_max_seconds))
    return max(moments, default=None)


def check(session: Session, email: str, ip: str) -> None:
    """Refuse (429 with the seconds to wait) an attempt that comes before its back-off has passed."""
    since = utcnow() - timedelta(seconds=get_settings().login_window_seconds)
    moment = allowed_at(LoginFailureRepository(session).tally(email, ip, since))
    if moment is None:
        return
    wait = (moment - utcnow()).total_seconds()
    if wait > 0:
        raise TooManyLoginAttempts(retry_after=math.ceil(wait))


def record_failure(session: Session, email: str, ip: str) -> None:
    LoginFailureRepository(session).record(email, ip)


def forget_address(session: Session, email: str, ip: str) -> None:
    """A successful sign-in clears that address's failures on the account (not an attacker's elsewhere)."""
    LoginFailureRepository(session).forget(email, ip)


def unlock(session: Session, email: str) -> None:
    """An admin's unlock: every failure on the account is forgotten, from every address."""
    LoginFailureRepository(session).forget(email)

"""All SQL of the AI gateway area. Services and the gateway keep the rules and call these.

- ``catalogue``: providers, models, prices (and ``PriceSnapshot``, a price row as calls keep it).
- ``budgets``: budgets and fallback rules.
- ``ledgers``: the call path's budget ledgers and holds (plain Connection or Session).
- ``sqlite_reserve``: SQLite's usual reservation of a ``/v1`` call on the driver's cursor.
- ``usage``: usage rows and their per-day rollups (the PostgreSQL settlement in one statement).
- ``health``: health checks and the passive-health counters of providers.
- ``reports``: the rollups and raw rows reports read.
"""

from misrad.providers.repository.budgets import BudgetRepository, FallbackRepository
from misrad.providers.repository.catalogue import CatalogueRepository, PriceSnapshot
from misrad.providers.repository.health import HealthRepository, PassiveHealthRepository
from misrad.providers.repository.ledgers import Executor, LedgerRepository
from misrad.providers.repository.reports import ReportRepository
from misrad.providers.repository.usage import UsageRepository, UsageRow

__all__ = [
    "BudgetRepository",
    "CatalogueRepository",
    "Executor",
    "FallbackRepository",
    "HealthRepository",
    "LedgerRepository",
    "PassiveHealthRepository",
    "PriceSnapshot",
    "ReportRepository",
    "UsageRepository",
    "UsageRow",
]

"""Rules of the AI gateway's catalogue and configuration (no HTTP here and no commit).

- ``catalogue``: seeding, providers, models and the prices in force.
- ``keys``: provider settings and API keys (checked against the provider, sealed, never returned).
- ``budgets``, ``fallback``, ``health``, ``reports``, ``pricing_import``.

Choices where the spec and contract are silent:
- Providers other than ``local`` start inactive; an admin activates them with ``PUT /providers/{id}``.
- ``PUT /providers/{id}`` checks a new key against the provider's own API (model listing) with the base
  URL being saved; a rejected key or an unreachable provider is refused with 400, nothing is stored.
- Budget spend is counted from the rollups of the current period, so a budget created mid-month sees
  the month's spend so far. Ledgers are USD; ILS/EUR budgets convert with ``core.money`` (the
  configured ``usd_to_ils``, ``eur_to_ils``), and the status is reported in the budget's own currency.
- One fallback rule per primary provider (a second is 409), so a chain A -> B -> C is unambiguous.
"""

from misrad.providers.gateway.connections import connection_for, is_configured
from misrad.providers.service.budgets import (
    BudgetStatus,
    BudgetView,
    budget_status,
    create_budget,
    delete_budget,
    list_budgets,
    update_budget,
)
from misrad.providers.service.catalogue import (
    ModelView,
    ProviderView,
    current_prices,
    get_provider,
    list_models,
    list_providers,
    provider_by_code,
    provider_view,
    require_provider,
    seed_catalogue,
)
from misrad.providers.service.fallback import RuleView, create_rule, delete_rule, list_rules, update_rule
from misrad.providers.service.health import (
    HealthView,
    ProbeOutcome,
    ProbeTarget,
    health_history,
    probe,
    probe_target,
    probe_targets,
    record_health,
    store_probe,
    uptimes,
)
from misrad.providers.service.keys import (
    KeyCheck,
    ProviderChange,
    apply_provider_update,
    check_key,
    check_provider_change,
    key_message,
    plan_provider_update,
    rotate_keys,
    update_provider,
    validate_key,
)

__all__ = [
    "BudgetStatus",
    "BudgetView",
    "HealthView",
    "KeyCheck",
    "ModelView",
    "ProbeOutcome",
    "ProbeTarget",
    "ProviderChange",
    "ProviderView",
    "RuleView",
    "apply_provider_update",
    "budget_status",
    "check_key",
    "check_provider_change",
    "connection_for",
    "create_budget",
    "create_rule",
    "current_prices",
    "delete_budget",
    "delete_rule",
    "get_provider",
    "health_history",
    "is_configured",
    "key_message",
    "list_budgets",
    "list_models",
    "list_providers",
    "list_rules",
    "plan_provider_update",
    "probe",
    "probe_target",
    "probe_targets",
    "provider_by_code",
    "provider_view",
    "record_health",
    "require_provider",
    "rotate_keys",
    "seed_catalogue",
    "store_probe",
    "update_budget",
    "update_provider",
    "update_rule",
    "uptimes",
    "validate_key",
]

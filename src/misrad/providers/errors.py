from __future__ import annotations

from misrad.core.errors import Conflict, Forbidden, InvalidInput, NotFound


class ProviderNotFound(NotFound):
    code = "provider_not_found"


class UnknownProvider(InvalidInput):
    """A body or query names a provider that does not exist."""

    code = "unknown_provider"


class ModelNotFound(InvalidInput):
    code = "model_not_found"


class BudgetNotFound(NotFound):
    code = "budget_not_found"


class FallbackRuleNotFound(NotFound):
    code = "fallback_rule_not_found"


class FallbackInvalid(InvalidInput):
    code = "fallback_invalid"


class FallbackExists(Conflict):
    code = "fallback_rule_exists"


class InvalidApiKey(InvalidInput):
    code = "invalid_api_key"


class ProviderUnreachable(InvalidInput):
    code = "provider_unreachable"


class BudgetExceeded(Conflict):
    """A call would spend beyond a budget: refused before it is sent."""

    code = "budget_exceeded"


class PricingFileInvalid(InvalidInput):
    code = "pricing_file_invalid"


class VirtualKeyNotFound(NotFound):
    code = "virtual_key_not_found"


class KeyLimitExceeded(Forbidden):
    """A member asked for a key beyond what members may create for themselves."""

    code = "virtual_key_limit"


class AliasNotFound(NotFound):
    code = "model_alias_not_found"


class AliasTaken(Conflict):
    """An alias is one name for one model: a second alias of the same name would make routing ambiguous."""

    code = "model_alias_exists"


class KeyOwnerNotFound(InvalidInput):
    """A key's body names an owner who is not a user."""

    code = "key_owner_not_found"

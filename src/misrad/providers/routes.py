"""The AI provider API (`/api/ai-providers`, spec ai-providers-api.md and CONTRACT 5).

Choices where the spec and contract are silent:
- Every signed-in user reads the catalogue, budgets, reports and health. Changing anything (provider
  settings, budgets, fallback rules, recorded health checks) and checking keys are for admins (403).
- Reports read USD. ``days`` is 1..3650 (400 outside); a period of ``days`` days ends today (business
  time zone). ``GET /export/usage`` defaults to 30 days; ``format=json`` pages with ``limit``
  (default 100, at most 10,000) and ``offset``, newest first, with the period's ``total``;
  ``format=csv`` streams every row. A member's export holds only the member's own calls; an admin's
  holds everyone's.
- ``GET /pricing`` lists active models that have a price, cheapest first.
- ``error_rate`` in ``GET /compare/models`` is the share of failed calls, 0..1.
- ``GET /health-history`` takes ``days`` (default 7, the uptime window), ``provider_id`` and ``limit``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import Query, status
from fastapi.responses import StreamingResponse

from misrad.auth.dependencies import AdminUser, CurrentUser, StandaloneAdmin
from misrad.core.clock import business_today, utcnow
from misrad.core.i18n import translate
from misrad.core.schemas import ErrorBody, Id, MessageEnvelope
from misrad.core.web import DbSession, make_router
from misrad.providers import service
from misrad.providers.schemas import (
    BudgetCreate,
    BudgetList,
    BudgetOut,
    BudgetResult,
    BudgetStatusEntry,
    BudgetStatusList,
    BudgetUpdate,
    Category,
    CostComparison,
    CostComparisonEntry,
    FallbackCreate,
    FallbackList,
    FallbackOut,
    FallbackResult,
    FallbackUpdate,
    HealthCheckOut,
    HealthCheckResult,
    HealthHistory,
    HealthRecord,
    ModelComparison,
    ModelComparisonEntry,
    ModelList,
    ModelOut,
    PricingEntry,
    PricingResult,
    ProviderList,
    ProviderOut,
    ProviderResult,
    ProviderUpdate,
    SummaryDay,
    SummaryProvider,
    SummaryReport,
    SummaryResult,
    SummaryTotals,
    UsageExport,
    UsageRow,
    ValidateKey,
    ValidateKeyResult,
)
from misrad.providers.service import remote, reports

ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409)
}
router = make_router(prefix="/api/ai-providers", tags=["providers"], responses=ERRORS)

Days = Annotated[int, Query(ge=1, le=3650, description="Business days ending today")]
ProviderFilter = Annotated[Id | None, Query(description="Only this provider")]


def _model_out(view: service.ModelView) -> ModelOut:
    return ModelOut.model_validate(view)


def _provider_out(view: service.ProviderView) -> ProviderOut:
    return ProviderOut(
        id=view.id,
        code=view.code,
        display_name=view.display_name,
        description_he=view.description_he,
        brand_color=view.brand_color,
        is_active=view.is_active,
        base_url=view.base_url,
        has_api_key=view.has_api_key,
        key_hint=view.key_hint,
        models=[_model_out(m) for m in view.models],
    )


# ------------------------------------------------------------------------------------------ catalogue


@router.get("/providers", response_model=ProviderList)
def list_providers(caller: CurrentUser, session: DbSession) -> ProviderList:
    """Every provider with its models and current prices. Keys are never returned: ``has_api_key`` and
    ``key_hint`` (the last 4 characters) tell whether one is stored."""
    return ProviderList(providers=[_provider_out(p) for p in service.list_providers(session)])


@router.get("/providers/{provider_id}", response_model=ProviderResult)
def get_provider(provider_id: Id, caller: CurrentUser, session: DbSession) -> ProviderResult:
    return ProviderResult(provider=_provider_out(service.provider_view(session, provider_id)))


@router.put("/providers/{provider_id}", response_model=ProviderResult)
def update_provider(provider_id: Id, body: ProviderUpdate, caller: StandaloneAdmin) -> ProviderResult:
    """Admins only. ``api_key``: checked against the provider's API (at the base URL being saved), then
    stored encrypted; "" removes it. ``base_url``: http(s) only; "" returns to the provider's default."""
    view = remote.update_provider(
        provider_id, is_active=body.is_active, base_url=body.base_url, api_key=body.api_key
    )
    return ProviderResult(provider=_provider_out(view))


@router.patch("/providers/{provider_id}", response_model=ProviderResult, include_in_schema=False)
def patch_provider(provider_id: Id, body: ProviderUpdate, caller: StandaloneAdmin) -> ProviderResult:
    return update_provider(provider_id, body, caller)


@router.get("/models", response_model=ModelList)
def list_models(
    caller: CurrentUser,
    session: DbSession,
    provider_id: ProviderFilter = None,
    category: Annotated[Category | None, Query(description="flagship, fast or vision")] = None,
) -> ModelList:
    service.require_provider(session, provider_id)
    return ModelList(models=[_model_out(m) for m in service.list_models(session, provider_id, category)])


# ------------------------------------------------------------------------------------------ budgets


def _budget_out(view: service.BudgetView) -> BudgetOut:
    return BudgetOut.model_validate(view)


@router.get("/budget", response_model=BudgetList)
def list_budgets(caller: CurrentUser, session: DbSession) -> BudgetList:
    return BudgetList(budgets=[_budget_out(b) for b in service.list_budgets(session)])


@router.post("/budget", response_model=BudgetResult, status_code=status.HTTP_201_CREATED)
def create_budget(body: BudgetCreate, caller: AdminUser, session: DbSession) -> BudgetResult:
    """Admins only. ``provider_id`` null (or absent) covers all providers; ``alert_threshold`` defaults
    to 80; ``currency`` (USD, ILS, EUR) to USD."""
    return BudgetResult(budget=_budget_out(service.create_budget(session, body)))


@router.get("/budget/status", response_model=BudgetStatusList)
def budget_status(caller: CurrentUser, session: DbSession) -> BudgetStatusList:
    """Spend of the current day or month (business time zone) in each budget's currency.
    ``is_alert``: percentage >= alert_threshold; ``is_exceeded``: current_cost >= amount; ``reserved``:
    worst-case cost of calls in flight."""
    entries = [
        BudgetStatusEntry(
            budget=_budget_out(s.budget),
            current_cost=s.current_cost,
            reserved=s.reserved,
            percentage=s.percentage,
            remaining=s.remaining,
            is_alert=s.is_alert,
            is_exceeded=s.is_exceeded,
            period_start=s.period_start,  # type: ignore[arg-type]
        )
        for s in service.budget_status(session)
    ]
    return BudgetStatusList(status=entries, has_alerts=any(e.is_alert or e.is_exceeded for e in entries))


@router.put("/budget/{budget_id}", response_model=BudgetResult)
def update_budget(budget_id: Id, body: BudgetUpdate, caller: AdminUser, session: DbSession) -> BudgetResult:
    """Admins only. Any subset of the creation fields."""
    return BudgetResult(budget=_budget_out(service.update_budget(session, budget_id, body)))


@router.patch("/budget/{budget_id}", response_model=BudgetResult, include_in_schema=False)
def patch_budget(budget_id: Id, body: BudgetUpdate, caller: AdminUser, session: DbSession) -> BudgetResult:
    return update_budget(budget_id, body, caller, session)


@router.delete("/budget/{budget_id}", response_model=MessageEnvelope)
def delete_budget(budget_id: Id, caller: AdminUser, session: DbSession) -> MessageEnvelope:
    service.delete_budget(session, budget_id)
    return MessageEnvelope(message=translate("budget_deleted"))


# ------------------------------------------------------------------------------------------ reports


@router.get("/compare/costs", response_model=CostComparison)
def compare_costs(caller: CurrentUser, session: DbSession, days: Days = 30) -> CostComparison:
    """USD per provider over the period (active providers and any provider used in it)."""
    total, rows = reports.compare_costs(session, days)
    return CostComparison(
        period_days=days,
        total_cost=total,
        comparison=[CostComparisonEntry.model_validate(r) for r in rows],
    )


@router.get("/compare/models", response_model=ModelComparison)
def compare_models(caller: CurrentUser, session: DbSession, days: Days = 30) -> ModelComparison:
    return ModelComparison(
        period_days=days,
        comparison=[ModelComparisonEntry.model_validate(m) for m in reports.compare_models(session, days)],
    )


def _pricing_entry(view: service.ModelView) -> PricingEntry:
    return PricingEntry(
        model_id=view.id,
        model_name=view.name,
        provider_name=view.provider_name,
        input_cost_per_1k=view.input_cost_per_1k,
        output_cost_per_1k=view.output_cost_per_1k,
        avg_cost_per_1k=view.avg_cost_per_1k,
        context_window=view.context_window,
        quality_rating=view.quality_rating,
        speed_rating=view.speed_rating,
        category=view.category,
        price_as_of=view.price_as_of,  # type: ignore[arg-type]
    )


@router.get("/pricing", response_model=PricingResult)
def pricing(caller: CurrentUser, session: DbSession) -> PricingResult:
    models, cheapest, most = reports.pricing(session)
    return PricingResult(
        pricing=[_pricing_entry(m) for m in models],
        cheapest=_pricing_entry(cheapest) if cheapest else None,
        most_expensive=_pricing_entry(most) if most else None,
    )


@router.get(
    "/export/usage",
    response_model=UsageExport,
    responses={200: {"content": {"text/csv": {}}, "description": "JSON, or a CSV attachment"}},
)
def export_usage(
    caller: CurrentUser,
    session: DbSession,
    format: Annotated[Literal["json", "csv"], Query(description="json (default) or csv")] = "json",
    days: Days = 30,
    provider_id: ProviderFilter = None,
    limit: Annotated[int, Query(ge=1, le=10_000, description="JSON only: rows per page")] = 100,
    offset: Annotated[int, Query(ge=0, le=10_000_000, description="JSON only")] = 0,
    user_id: Annotated[Id | None, Query(description="Admins: only this user's calls")] = None,
    virtual_key_id: Annotated[Id | None, Query(description="Only the calls of this /v1 key")] = None,
) -> UsageExport | StreamingResponse:
    user_id = user_id if caller.is_admin else caller.id
    if format == "csv":
        service.require_provider(session, provider_id)
        filename = f"ai-usage-{business_today().isoformat()}.csv"
        return StreamingResponse(
            reports.usage_csv(days=days, provider_id=provider_id, user_id=user_id, key_id=virtual_key_id),
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )
    lines, total = reports.export_usage(
        session,
        days=days,
        provider_id=provider_id,
        user_id=user_id,
        limit=limit,
        offset=offset,
        key_id=virtual_key_id,
    )
    # Built without re-validation: the rows come typed from the database (an export may hold thousands).
    return UsageExport(usage=[UsageRow.model_construct(**vars(line)) for line in lines], total=total)


@router.get("/export/summary", response_model=SummaryResult)
def export_summary(caller: CurrentUser, session: DbSession, days: Days = 30) -> SummaryResult:
    """Totals of the last ``days`` days (default 30): by provider and by day (every day, zeros too)."""
    found = reports.summary(session, days)
    return SummaryResult(
        report=SummaryReport(
            period=found.period,
            period_days=found.period_days,
            generated_at=utcnow(),
            summary=SummaryTotals(
                total_requests=found.total_requests,
                total_cost=found.total_cost,
                total_tokens=found.total_tokens,
            ),
            by_provider=[SummaryProvider.model_validate(p) for p in found.by_provider],
            by_day=[SummaryDay.model_validate(d) for d in found.by_day],
        )
    )


# ------------------------------------------------------------------------------------------ health


@router.get("/health-history", response_model=HealthHistory)
def health_history(
    caller: CurrentUser,
    session: DbSession,
    days: Annotated[int, Query(ge=1, le=3650, description="Uptime window")] = 7,
    provider_id: ProviderFilter = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> HealthHistory:
    """Newest checks first. ``uptime_percentage``: healthy checks / all checks of the window (100 when
    there are none)."""
    checks, uptime = service.health_history(session, days=days, provider_id=provider_id, limit=limit)
    return HealthHistory(
        history=[HealthCheckOut.model_validate(c) for c in checks], uptime_percentage=uptime, period_days=days
    )


@router.post("/health-history/record", response_model=HealthCheckResult, status_code=status.HTTP_201_CREATED)
def record_health(body: HealthRecord, caller: StandaloneAdmin) -> HealthCheckResult:
    """Admins only. ``{provider_id, is_healthy, response_time_ms}`` stores a check as given;
    ``{provider_id}`` alone probes the provider now (a model listing, no tokens billed)."""
    view = remote.record_health_check(body.provider_id, body.is_healthy, body.response_time_ms)
    return HealthCheckResult(check=HealthCheckOut.model_validate(view))


# ------------------------------------------------------------------------------------------ fallback


@router.get("/fallback", response_model=FallbackList)
def list_fallback(caller: CurrentUser, session: DbSession) -> FallbackList:
    return FallbackList(rules=[FallbackOut.model_validate(r) for r in service.list_rules(session)])


@router.post("/fallback", response_model=FallbackResult, status_code=status.HTTP_201_CREATED)
def create_fallback(body: FallbackCreate, caller: AdminUser, session: DbSession) -> FallbackResult:
    """Admins only. Primary and fallback must differ and may not close a cycle (400); one rule per
    primary provider (409)."""
    return FallbackResult(rule=FallbackOut.model_validate(service.create_rule(session, body)))


@router.put("/fallback/{rule_id}", response_model=FallbackResult)
def update_fallback(
    rule_id: Id, body: FallbackUpdate, caller: AdminUser, session: DbSession
) -> FallbackResult:
    return FallbackResult(rule=FallbackOut.model_validate(service.update_rule(session, rule_id, body)))


@router.patch("/fallback/{rule_id}", response_model=FallbackResult, include_in_schema=False)
def patch_fallback(
    rule_id: Id, body: FallbackUpdate, caller: AdminUser, session: DbSession
) -> FallbackResult:
    return update_fallback(rule_id, body, caller, session)


@router.delete("/fallback/{rule_id}", response_model=MessageEnvelope)
def delete_fallback(rule_id: Id, caller: AdminUser, session: DbSession) -> MessageEnvelope:
    service.delete_rule(session, rule_id)
    return MessageEnvelope(message=translate("fallback_deleted"))


# ------------------------------------------------------------------------------------------ keys


@router.post("/validate-key", response_model=ValidateKeyResult)
def validate_key(body: ValidateKey, caller: StandaloneAdmin) -> ValidateKeyResult:
    """Admins only. Asks the provider's own API (a model listing, at its configured base URL) whether the
    key is valid; an unreachable provider is ``is_valid: false`` with a message saying so. Unknown
    ``provider_code``: 400."""
    check = remote.validate_key(body.provider_code, body.api_key)
    return ValidateKeyResult(is_valid=check.is_valid, message=service.key_message(check))

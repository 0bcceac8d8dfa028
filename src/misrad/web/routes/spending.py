"""AI spending, part one: providers with their models and prices (keys, activation and base URL for
admins), and budgets with a bar of spend against amount.

Every signed-in user reads these pages, as the JSON API lets them; changing anything is for admins
(the API's rule), so the forms are shown to admins only and every POST checks again. Saving a
provider may ask the provider about a new key over the network: that route takes no request session
(``remote.update_provider`` opens its own short units of work around the call, as the API's route).
"""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.core.db import get_database
from misrad.core.errors import Forbidden, MisradError, NotFound
from misrad.core.i18n import translate
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.providers import service
from misrad.providers.schemas import BudgetCreate, BudgetUpdate, ProviderUpdate
from misrad.providers.service import remote
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
ItemId = Id  # bounded like every id of the API
# The sub-menu of the spending pages: (catalogue key, path).
SECTIONS = (
    ("web_spend_providers", "/spending"),
    ("web_spend_budgets", "/spending/budgets"),
    ("web_spend_reports", "/spending/reports"),
    ("web_spend_usage", "/spending/usage"),
    ("web_spend_health", "/spending/health"),
    ("web_spend_fallback", "/spending/fallback"),
)
KEY_ERRORS = ("invalid_api_key", "provider_unreachable")
CURRENCIES = ("ILS", "USD")
PERIODS = ("monthly", "daily")
BUDGET_FIELDS = ("name", "budget_type", "amount", "currency", "alert_threshold", "provider_id")
FIELD_MESSAGES = {
    "amount": "web_invalid_amount",
    "alert_threshold": "web_spend_invalid_percent",
    "name": "web_spend_name_needed",
}
DONE = {
    "provider": "web_spend_provider_saved",
    "created": "web_spend_budget_created",
    "saved": "web_spend_budget_saved",
    "deleted": "web_spend_budget_deleted",
}


def require_admin(viewer: Viewer) -> None:
    """The page offered no form to a non-admin; a hand-made POST is refused all the same."""
    if not viewer.caller.is_admin:
        raise Forbidden()


def spending_page(request: Request, viewer: Viewer, name: str, **context: Any) -> Response:
    """A spending page with its sub-menu."""
    return render(request, f"spending/{name}.html", viewer, sections=SECTIONS, **context)


def field_errors(error: ValidationError) -> dict[str, str]:
    """Pydantic's complaints as one message per form field, in the page's language."""
    found: dict[str, str] = {}
    for problem in error.errors():
        if problem.get("loc"):
            name = str(problem["loc"][0])
            found.setdefault(name, translate(FIELD_MESSAGES.get(name, "web_invalid_value")))
    return found


def done_note(done: str) -> str:
    return translate(DONE[done]) if done in DONE else ""


# ------------------------------------------------------------------------------------------ providers


def _providers_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    *,
    status_code: int = 200,
    done: str = "",
    errors: dict[int, dict[str, str]] | None = None,
    typed: dict[int, dict[str, str]] | None = None,
) -> Response:
    return spending_page(
        request, viewer, "providers", status_code=status_code, providers=service.list_providers(session),
        done=done, errors=errors or {}, typed=typed or {},
    )  # fmt: skip


@router.get("/spending")
def providers_page(request: Request, viewer: PageViewer, session: DbSession, done: str = "") -> Response:
    return _providers_page(request, viewer, session, done=done_note(done))


def _save_provider(provider_id: int, typed: dict[str, str], api_key: str) -> dict[str, str]:
    """Runs in the thread pool, outside any transaction: the key is checked with the provider, then
    stored; the errors by field (a refused key beside the key, a refused address beside the address)."""
    try:
        body = ProviderUpdate.model_validate(
            {
                "is_active": typed["is_active"] == "on",
                "base_url": typed["base_url"],
                "api_key": api_key or None,
            }
        )
    except ValidationError as error:
        return field_errors(error)
    try:
        remote.update_provider(
            provider_id, is_active=body.is_active, base_url=body.base_url, api_key=body.api_key
        )
    except NotFound:
        raise
    except MisradError as error:
        return {"api_key" if error.error_code in KEY_ERRORS else "base_url": error.message()}
    return {}


def _providers_alone(request: Request, viewer: Viewer, status_code: int, **context: Any) -> Response:
    with get_database().unit_of_work(write=False) as session:
        return _providers_page(request, viewer, session, status_code=status_code, **context)


@router.post("/spending/providers/{provider_id}")
async def save_provider(request: Request, provider_id: ItemId, viewer: PageViewer) -> Response:
    """The key typed is never sent back to the browser; only its hint is shown once it is stored."""
    require_admin(viewer)
    form = await request.form()
    typed = {"is_active": str(form.get("is_active", "")), "base_url": str(form.get("base_url", "")).strip()}
    errors = await run_in_threadpool(_save_provider, provider_id, typed, str(form.get("api_key", "")).strip())
    if not errors:
        return RedirectResponse("/spending?done=provider", 303)
    return await run_in_threadpool(
        _providers_alone, request, viewer, 400, errors={provider_id: errors}, typed={provider_id: typed}
    )


# ------------------------------------------------------------------------------------------ budgets


def budget_state(status: service.BudgetStatus) -> str:
    if status.is_exceeded:
        return "exceeded"
    return "alert" if status.is_alert else "ok"


def budget_options(session: Session, currencies: tuple[str, ...] = CURRENCIES) -> dict[str, list[Any]]:
    """The choices of the budget form: period, currency and scope (all providers or one)."""
    scopes: list[tuple[Any, str]] = [("", translate("web_spend_all_providers"))]
    scopes += [(p.id, p.display_name) for p in service.list_providers(session)]
    return {
        "budget_type": [(p, translate(f"web_spend_period_{p}")) for p in PERIODS],
        "currency": [(c, c) for c in currencies],
        "provider_id": scopes,
    }


def _budgets_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    *,
    status_code: int = 200,
    done: str = "",
    errors: dict[str, str] | None = None,
    typed: dict[str, str] | None = None,
) -> Response:
    statuses = service.budget_status(session)
    return spending_page(
        request, viewer, "budgets", status_code=status_code, done=done, errors=errors or {},
        rows=[(s, budget_state(s)) for s in statuses], options=budget_options(session),
        typed=typed or {"budget_type": "monthly", "currency": "ILS", "alert_threshold": "80"},
    )  # fmt: skip


@router.get("/spending/budgets")
def budgets_page(request: Request, viewer: PageViewer, session: DbSession, done: str = "") -> Response:
    return _budgets_page(request, viewer, session, done=done_note(done))


def _typed_budget(form: Any) -> dict[str, str]:
    return {name: str(form.get(name, "")).strip()[:200] for name in BUDGET_FIELDS}


def _budget_body(typed: dict[str, str]) -> dict[str, Any]:
    amount = typed["amount"].replace(",", "").replace("₪", "").replace("$", "").strip()
    return {
        "name": typed["name"],
        "budget_type": typed["budget_type"],
        "amount": amount,
        "currency": typed["currency"],
        "alert_threshold": typed["alert_threshold"] or "80",
        "provider_id": typed["provider_id"] or None,
    }


@router.post("/spending/budgets")
async def create_budget(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    require_admin(viewer)
    typed = _typed_budget(await request.form())
    try:
        body = BudgetCreate.model_validate(_budget_body(typed))
        with session.begin_nested():
            service.create_budget(session, body)
    except ValidationError as error:
        return _budgets_page(
            request, viewer, session, status_code=400, errors=field_errors(error), typed=typed
        )
    except MisradError as error:
        errors = {"provider_id": error.message()}
        return _budgets_page(request, viewer, session, status_code=error.status, errors=errors, typed=typed)
    return RedirectResponse("/spending/budgets?done=created", 303)


def _budget_typed(session: Session, budget_id: int) -> dict[str, str]:
    found = next((b for b in service.list_budgets(session) if b.id == budget_id), None)
    if found is None:
        raise NotFound("budget_not_found")
    return {
        "name": found.name, "budget_type": found.budget_type, "amount": f"{found.amount:.2f}",
        "currency": found.currency, "alert_threshold": str(found.alert_threshold),
        "provider_id": str(found.provider_id or ""),
    }  # fmt: skip


def _edit_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    budget_id: int,
    typed: dict[str, str],
    *,
    errors: dict[str, str] | None = None,
    status_code: int = 200,
) -> Response:
    currencies = CURRENCIES if typed["currency"] in CURRENCIES else (*CURRENCIES, typed["currency"])
    return spending_page(
        request, viewer, "budget_edit", status_code=status_code, budget_id=budget_id, typed=typed,
        errors=errors or {}, options=budget_options(session, currencies),
    )  # fmt: skip


@router.get("/spending/budgets/{budget_id}")
def edit_budget_page(request: Request, budget_id: ItemId, viewer: PageViewer, session: DbSession) -> Response:
    require_admin(viewer)
    return _edit_page(request, viewer, session, budget_id, _budget_typed(session, budget_id))


@router.post("/spending/budgets/{budget_id}")
async def save_budget(
    request: Request, budget_id: ItemId, viewer: PageViewer, session: DbSession
) -> Response:
    require_admin(viewer)
    stored = _budget_typed(session, budget_id)  # 404 first for a budget that is gone
    typed = _typed_budget(await request.form())
    fields = _budget_body(typed)
    if typed["provider_id"] == stored["provider_id"]:
        del fields["provider_id"]  # a new scope restarts the period's ledger: only when it changes
    try:
        body = BudgetUpdate.model_validate(fields)
        with session.begin_nested():
            service.update_budget(session, budget_id, body)
    except ValidationError as error:
        return _edit_page(
            request, viewer, session, budget_id, typed, errors=field_errors(error), status_code=400
        )
    except NotFound:
        raise
    except MisradError as error:
        errors = {"provider_id": error.message()}
        return _edit_page(request, viewer, session, budget_id, typed, errors=errors, status_code=error.status)
    return RedirectResponse("/spending/budgets?done=saved", 303)


@router.post("/spending/budgets/{budget_id}/delete")
def delete_budget(budget_id: ItemId, viewer: PageViewer, session: DbSession) -> Response:
    require_admin(viewer)
    service.delete_budget(session, budget_id)
    return RedirectResponse("/spending/budgets?done=deleted", 303)

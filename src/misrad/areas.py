"""The one list of misrad's areas: what each brings to the house.

The app (routers), the worker (job handlers), the migrations (tables), the CLI and the seeding all
read this list; ``core/`` knows no area by name. A new area is one more ``Area`` here.

Importing an area's ``models`` module puts its tables on ``Base.metadata``; importing its ``tasks``
module registers its job handlers (``@task``): both happen here, in plain sight, once.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING

from sqlalchemy import MetaData
from sqlalchemy.orm import Session

if TYPE_CHECKING:
    from fastapi import APIRouter

from misrad.approvals import models as approvals_models
from misrad.approvals.service import reassign_pending, seed_approvals
from misrad.assistant import models as assistant_models
from misrad.assistant.service import seed_prompts
from misrad.auth import models as auth_models
from misrad.auth import service as auth_service
from misrad.auth import tasks as auth_tasks
from misrad.catalogue import approvals as approvals_messages
from misrad.catalogue import assistant as assistant_messages
from misrad.catalogue import auth as auth_messages
from misrad.catalogue import documents as documents_messages
from misrad.catalogue import fraud as fraud_messages
from misrad.catalogue import mailboxes as mailboxes_messages
from misrad.catalogue import providers as providers_messages
from misrad.catalogue import records as records_messages
from misrad.catalogue import web as web_messages
from misrad.catalogue import web_assistant as web_assistant_messages
from misrad.catalogue import web_keys as web_keys_messages
from misrad.catalogue import web_records as web_records_messages
from misrad.catalogue import web_spending as web_spending_messages
from misrad.core import changes, i18n
from misrad.core.db import Base, get_database
from misrad.core.queue import models as queue_models
from misrad.documents import models as documents_models
from misrad.documents.service import seed_categories
from misrad.fraud import models as fraud_models
from misrad.intake import tasks as intake_tasks
from misrad.mailboxes import models as mailboxes_models
from misrad.mailboxes import tasks as mailboxes_tasks
from misrad.providers import models as providers_models
from misrad.providers import tasks as providers_tasks
from misrad.providers.service import seed_catalogue
from misrad.records import models as records_models

Seeder = Callable[[Session], object]


@dataclass(frozen=True)
class Area:
    name: str
    models: ModuleType | None = None  # its tables
    tasks: ModuleType | None = None  # its job handlers
    # Its routers as "module:name", imported by ``routers()`` when the app is built: a worker or a command
    # has no use for routes, whose imports were ~0.6 s of CPU at every start.
    routes: tuple[str, ...] = ()
    seed: Seeder | None = None  # data every installation starts with; idempotent
    messages: Mapping[str, tuple[str, str]] = field(default_factory=dict)


# Order matters twice: routers are mounted in this order, seeds run in this order.
AREAS: tuple[Area, ...] = (
    Area("auth", auth_models, auth_tasks, ("misrad.auth.routes:router",), None, auth_messages.MESSAGES),
    Area("records", records_models, None, ("misrad.records.routes:router",), None, records_messages.MESSAGES),
    Area(
        "providers",
        providers_models,
        providers_tasks,
        # The keys and aliases of /v1 beside the spec's routes; /v1 itself (the OpenAI-compatible API).
        (
            "misrad.providers.routes:router",
            "misrad.providers.key_routes:router",
            "misrad.providers.relay.routes:router",
        ),
        seed_catalogue,
        providers_messages.MESSAGES,
    ),
    Area(
        "assistant",
        assistant_models,
        None,
        ("misrad.assistant.routes:router",),
        seed_prompts,
        assistant_messages.MESSAGES,
    ),
    Area(
        "documents",
        documents_models,
        None,
        ("misrad.documents.routes:router",),
        seed_categories,
        documents_messages.MESSAGES,
    ),
    Area("intake", None, intake_tasks, ("misrad.intake.routes:router",)),
    Area("fraud", fraud_models, None, ("misrad.fraud.routes:router",), None, fraud_messages.MESSAGES),
    Area(
        "approvals",
        approvals_models,
        None,
        # Approvals' own routes first (``/rules`` before intake's ``/{approval_id}``), then the ones
        # intake composes with fraud (the pending list with fraud flags, the detail, approving a level).
        ("misrad.approvals.routes:router", "misrad.intake.routes:approvals_router"),
        seed_approvals,
        approvals_messages.MESSAGES,
    ),
    Area(
        "mailboxes",
        mailboxes_models,
        mailboxes_tasks,
        ("misrad.mailboxes.routes:router",),
        None,
        mailboxes_messages.MESSAGES,
    ),
    # The web application's pages (HTML at /, over the areas' services); last, after every API router.
    Area(
        "web",
        routes=("misrad.web.routes:router",),
        messages={
            **web_messages.MESSAGES,
            **web_records_messages.MESSAGES,
            **web_assistant_messages.MESSAGES,
            **web_spending_messages.MESSAGES,
            **web_keys_messages.MESSAGES,
        },
    ),
)

# core's own tables (the jobs outbox, the change signals) live beside the areas' in the one schema.
CORE_MODELS: tuple[ModuleType, ...] = (queue_models, changes)


def install() -> None:
    """Give ``core`` what it needs from the areas: their messages. Idempotent."""
    i18n.use_messages(*(area.messages for area in AREAS))


# Across areas, said once here: when who may decide changes (a user's role, level or active state),
# approvals hands its pending flows to whoever may decide them now.
auth_service.DECIDERS_CHANGED[:] = [reassign_pending]


def routers() -> list[APIRouter]:
    """Every area's routers, in the order of ``AREAS``; their modules imported now (``Area.routes``)."""
    return [_router(path) for area in AREAS for path in area.routes]


def _router(path: str) -> APIRouter:
    module, name = path.split(":")
    router: APIRouter = getattr(importlib.import_module(module), name)
    return router


def metadata() -> MetaData:
    """Every table of every area (their models modules are imported above)."""
    return Base.metadata


def seed() -> None:
    """Data every installation starts with, in one unit of work. Each seeder is idempotent."""
    with get_database().unit_of_work() as session:
        for area in AREAS:
            if area.seed is not None:
                area.seed(session)

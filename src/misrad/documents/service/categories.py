"""Categories shared by the business, and auto-categorisation by keywords (Hebrew under prefixes)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.clock import (
    utcnow,
)
from misrad.core.errors import Forbidden
from misrad.core.i18n import translate
from misrad.documents import repository, search
from misrad.documents.errors import (
    CategoryNameTaken,
    CategoryNotFound,
)
from misrad.documents.models import Category, Document
from misrad.documents.schemas import CategoryBody, CategoryUpdate

# ---------------------------------------------------------------- categories

DEFAULT_CATEGORIES: tuple[tuple[str, str, str, str, list[str]], ...] = (
    ("חשבוניות ספקים", "חשבוניות מס מספקים", "#2563EB", "receipt", ["חשבונית", "חשבונית מס", "invoice"]),
    ("קבלות", "קבלות על תשלום", "#16A34A", "receipt_long", ["קבלה", "receipt"]),
    ("חשמל ומים", "חשבונות חשמל, מים וגז", "#F59E0B", "bolt", ["חשמל", "מים", "גז", "electricity"]),
    ("תקשורת", "טלפון, אינטרנט וסלולר", "#7C3AED", "wifi", ["אינטרנט", "סלולר", "טלפון", "internet"]),
)


# The seeded categories' names as catalogue keys, so that each user reads them in their own language;
# a category someone created or renamed is theirs, and is shown as typed.
DEFAULT_NAME_KEYS: dict[str, str] = {
    "חשבוניות ספקים": "category_supplier_invoices",
    "קבלות": "category_receipts",
    "חשמל ומים": "category_utilities",
    "תקשורת": "category_communications",
}


def category_label(name: str | None) -> str | None:
    """A category's name in the reader's language where the catalogue has it (the seeded ones)."""
    key = DEFAULT_NAME_KEYS.get(name or "")
    return translate(key) if key else name


def seed_categories(session: Session) -> None:
    """Default categories for a new installation (only when there are none)."""
    if repository.categories(session):
        return
    for name, description, color, icon, keywords in DEFAULT_CATEGORIES:
        session.add(Category(name=name, description=description, color=color, icon=icon, keywords=keywords))
    session.flush()


def list_categories(session: Session, caller: Caller) -> list[dict[str, Any]]:
    counts = repository.category_counts(session, caller)
    return [_category_out(c, counts.get(c.id, 0)) for c in repository.categories(session)]


def category_choices(session: Session) -> list[dict[str, Any]]:
    """Every category's id and name, for a choice list: no document counts (a scan of all documents)."""
    return [{"id": c.id, "name": c.name} for c in repository.categories(session)]


def _category_out(category: Category, document_count: int) -> dict[str, Any]:
    return {
        "id": category.id,
        "name": category.name,
        "description": category.description,
        "color": category.color,
        "icon": category.icon,
        "document_count": document_count,
        "auto_categorize": category.auto_categorize,
        "keywords": list(category.keywords or []),
        "created_at": category.created_at,
    }


def get_category(session: Session, caller: Caller, category_id: int) -> dict[str, Any]:
    category = session.get(Category, category_id)
    if category is None:
        raise CategoryNotFound()
    return _category_out(category, repository.category_counts(session, caller).get(category.id, 0))


def create_category(session: Session, caller: Caller, body: CategoryBody) -> Category:
    if repository.category_by_name(session, body.name):
        raise CategoryNameTaken()
    category = Category(**body.model_dump(), created_by=caller.id)
    session.add(category)
    _flush_unique(session)
    return category


def _flush_unique(session: Session) -> None:
    try:
        with session.begin_nested():
            session.flush()
    except IntegrityError as exc:
        raise CategoryNameTaken() from exc


def _editable_category(session: Session, caller: Caller, category_id: int) -> Category:
    category = session.get(Category, category_id)
    if category is None:
        raise CategoryNotFound()
    if not caller.is_admin and category.created_by != caller.id:
        raise Forbidden()
    return category


def update_category(
    session: Session, caller: Caller, category_id: int, body: CategoryUpdate
) -> dict[str, Any]:
    category = _editable_category(session, caller, category_id)
    changes = body.model_dump(exclude_unset=True, exclude_none=True)
    if "name" in changes:
        other = repository.category_by_name(session, changes["name"])
        if other is not None and other.id != category.id:
            raise CategoryNameTaken()
    for name, value in changes.items():
        setattr(category, name, value)
    category.updated_at = utcnow()
    _flush_unique(session)
    return _category_out(category, repository.category_counts(session, caller).get(category.id, 0))


def delete_category(session: Session, caller: Caller, category_id: int) -> None:
    """Its documents stay, uncategorised (the foreign key sets them to null)."""
    category = _editable_category(session, caller, category_id)
    session.execute(update(Document).where(Document.category_id == category.id).values(category_id=None))
    session.delete(category)
    session.flush()


@dataclass(frozen=True)
class CategoryRule:
    id: int
    keywords: tuple[str, ...]


def categorisation_rules(session: Session) -> list[CategoryRule]:
    return [
        CategoryRule(c.id, tuple(c.keywords or []))
        for c in repository.categories(session)
        if c.auto_categorize and c.keywords
    ]


def choose_category(rules: list[CategoryRule], text: str) -> int | None:
    """The category whose keywords match most (Hebrew words also under their prefixes); ties: first."""
    forms = search.text_word_forms(text)
    best: tuple[int, int] | None = None
    for rule in rules:
        hits = sum(1 for keyword in rule.keywords if search.matches_keyword(forms, keyword))
        if hits and (best is None or hits > best[0]):
            best = (hits, rule.id)
    return best[1] if best else None

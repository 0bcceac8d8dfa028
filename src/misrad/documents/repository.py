"""All SQL of the documents area."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import Select, and_, case, delete, func, insert, or_, select
from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.clock import business_day_start
from misrad.documents.models import Activity, AiReadingChoice, Category, Document, ExportFile, SearchTerm


def visible(statement: Select[Any], caller: Caller | None) -> Select[Any]:
    """Live documents the caller may see: their own, or all of them for an admin (None: system)."""
    statement = statement.where(Document.deleted_at.is_(None))
    if caller is not None and not caller.is_admin:
        statement = statement.where(Document.owner_id == caller.id)
    return statement


def find_document(session: Session, document_id: int, caller: Caller | None) -> Document | None:
    return session.scalars(visible(select(Document), caller).where(Document.id == document_id)).first()


def list_statement(
    caller: Caller | None,
    *,
    category_id: int | None = None,
    status: str | None = None,
    terms: Iterable[Collection[str]] = (),
    date_from: date | None = None,
    date_to: date | None = None,
    supplier: str | None = None,
    source: str | None = None,
    uncategorised: bool = False,
    columns: tuple[Any, ...] = (Document,),
    in_date_order: bool = False,
    oldest_first: bool = False,
) -> Select[Any]:
    """Documents (or just ``columns``) matching every filter given, newest first.

    ``in_date_order`` shapes a search for one page: the term lookups no longer drive the query, so the
    database walks the live-documents index newest first and stops at the page's end, instead of
    fetching and sorting every match of a common word.
    """
    statement = visible(select(*columns), caller)
    if category_id is not None:
        statement = statement.where(Document.category_id == category_id)
    if uncategorised:
        statement = statement.where(Document.category_id.is_(None))
    if status is not None:
        statement = statement.where(Document.status == status)
    if source is not None:
        statement = statement.where(Document.source == source)
    if supplier:
        statement = statement.where(Document.supplier_name.ilike(f"%{_escape_like(supplier)}%", escape="\\"))
    statement = _created_between(statement, date_from, date_to)
    for forms in terms:
        # Each query word matches any of its forms (as written, or without Hebrew prefix letters).
        statement = statement.where(_has_word(list(forms), in_date_order=in_date_order))
    if oldest_first:
        return statement.order_by(Document.created_at.asc(), Document.id.asc())
    return statement.order_by(Document.created_at.desc(), Document.id.desc())


def _has_word(forms: list[str], *, in_date_order: bool) -> Any:
    """A document has one of the word's forms. Looked up from the terms (few matches: the term index
    drives the query), or, walking the documents in date order, checked per document by a probe of the
    (term, document) key: an ``IN`` list would first gather every match of a common word (all
    100,000 for "חשבונית") before the walk could stop at the page's end."""
    if in_date_order:
        probe = select(SearchTerm.document_id).where(
            SearchTerm.term.in_(forms), SearchTerm.document_id == Document.id
        )
        return probe.exists()
    return Document.id.in_(select(SearchTerm.document_id).where(SearchTerm.term.in_(forms)))


def only_documents(statement: Select[Any], ids: Iterable[int]) -> Select[Any]:
    """A listing narrowed to the documents chosen by id (a selection on the list page)."""
    return statement.where(Document.id.in_(list(ids)))


def _created_between(statement: Select[Any], date_from: date | None, date_to: date | None) -> Select[Any]:
    """Documents received from the start of ``date_from`` to the end of ``date_to`` (business days)."""
    if date_from is not None:
        statement = statement.where(Document.created_at >= business_day_start(date_from))
    if date_to is not None:
        statement = statement.where(Document.created_at < business_day_start(date_to + timedelta(days=1)))
    return statement


def documents_in_order(session: Session, ids: list[int]) -> list[Document]:
    found = {d.id: d for d in session.scalars(select(Document).where(Document.id.in_(ids)))} if ids else {}
    return [found[i] for i in ids if i in found]


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def replace_terms(session: Session, document_id: int, terms: Iterable[str]) -> None:
    session.execute(delete(SearchTerm).where(SearchTerm.document_id == document_id))
    rows = [{"term": term, "document_id": document_id} for term in sorted(set(terms))]
    if rows:
        session.execute(insert(SearchTerm), rows)


def category_names(session: Session, ids: Iterable[int | None]) -> dict[int, str]:
    wanted = {i for i in ids if i is not None}
    if not wanted:
        return {}
    return dict(
        session.execute(select(Category.id, Category.name).where(Category.id.in_(wanted))).tuples().all()
    )


def categories(session: Session) -> list[Category]:
    return list(session.scalars(select(Category).order_by(Category.name)))


def category_counts(session: Session, caller: Caller | None) -> dict[int, int]:
    statement = visible(
        select(Document.category_id, func.count()).where(Document.category_id.is_not(None)), caller
    ).group_by(Document.category_id)
    return {cid: count for cid, count in session.execute(statement).tuples().all() if cid is not None}


def category_by_name(session: Session, name: str) -> Category | None:
    return session.scalars(select(Category).where(func.lower(Category.name) == name.lower())).first()


def add_activity(session: Session, kind: str, document_id: int | None, user_id: int | None) -> None:
    session.add(Activity(type=kind, document_id=document_id, user_id=user_id))


def recent_activity(session: Session, caller: Caller | None, limit: int = 10) -> list[Activity]:
    statement = select(Activity).order_by(Activity.at.desc(), Activity.id.desc()).limit(limit)
    if caller is not None and not caller.is_admin:
        own_documents = select(Document.id).where(Document.owner_id == caller.id)
        statement = statement.where(
            or_(Activity.user_id == caller.id, Activity.document_id.in_(own_documents))
        )
    return list(session.scalars(statement))


def document_names(session: Session, ids: Collection[int]) -> dict[int, str]:
    """The original file names of the given documents (deleted ones too: the activity names them)."""
    if not ids:
        return {}
    statement = select(Document.id, Document.original_filename).where(Document.id.in_(list(ids)))
    return dict(session.execute(statement).tuples().all())


def count(session: Session, statement: Select[Any], up_to: int | None = None) -> int:
    """How many rows ``statement`` has; with ``up_to``, counting stops there (``up_to`` means "that
    many or more"), so a common word's count reads at most that many index entries."""
    statement = statement.order_by(None)
    if up_to is not None:
        statement = statement.limit(up_to)
    return int(session.execute(select(func.count()).select_from(statement.subquery())).scalar_one())


def statistics_row(
    session: Session, caller: Caller | None, today: datetime, week: datetime, month: datetime
) -> Any:
    from sqlalchemy import case

    statement = visible(
        select(
            func.count(),
            func.sum(case((Document.status == "processed", 1), else_=0)),
            func.sum(case((Document.status.in_(("uploaded", "processing")), 1), else_=0)),
            func.sum(case((Document.status == "failed", 1), else_=0)),
            func.coalesce(func.sum(Document.file_size), 0),
            func.avg(Document.processing_seconds),
            func.avg(Document.ocr_confidence),
            func.sum(case((Document.created_at >= today, 1), else_=0)),
            func.sum(case((Document.created_at >= week, 1), else_=0)),
            func.sum(case((Document.created_at >= month, 1), else_=0)),
        ),
        caller,
    )
    return session.execute(statement).one()


def export_file(session: Session, filename: str) -> ExportFile | None:
    return session.scalars(select(ExportFile).where(ExportFile.filename == filename)).first()


def status_counts(session: Session) -> dict[tuple[str, str], int]:
    statement = (
        select(Document.status, Document.ocr_status, func.count())
        .where(Document.deleted_at.is_(None), Document.status == "processing")
        .group_by(Document.status, Document.ocr_status)
    )
    return {(s, o): n for s, o, n in session.execute(statement).tuples().all()}


def documents_in_processing(
    session: Session, owner_id: int, also: Sequence[int], limit: int = 100
) -> list[Document]:
    """The owner's live documents in processing (by the status index) or among ``also``."""
    wanted = Document.status == "processing"
    if also:
        wanted = or_(wanted, Document.id.in_(list(also)[:limit]))
    statement = (
        select(Document)
        .where(Document.deleted_at.is_(None), Document.owner_id == owner_id, wanted)
        .order_by(Document.id)
        .limit(limit)
    )
    return list(session.scalars(statement))


def upload_counts(
    session: Session, caller: Caller | None, ranges: Sequence[tuple[datetime, datetime | None]]
) -> list[int]:
    """How many visible documents came in within each ``[start, end)`` range (``None``: until now), in
    one pass over the created-at index from the earliest start: the home page's figures and chart."""
    columns = [
        func.coalesce(
            func.sum(
                case(
                    (
                        Document.created_at >= start
                        if end is None
                        else and_(Document.created_at >= start, Document.created_at < end),
                        1,
                    ),
                    else_=0,
                )
            ),
            0,
        )
        for start, end in ranges
    ]
    earliest = min(start for start, _ in ranges)
    statement = visible(select(*columns).where(Document.created_at >= earliest), caller)
    return [int(n) for n in session.execute(statement).one()]


def exports_of(session: Session, owner_id: int, limit: int = 50) -> list[ExportFile]:
    statement = (
        select(ExportFile)
        .where(ExportFile.owner_id == owner_id)
        .order_by(ExportFile.created_at.desc(), ExportFile.id.desc())
        .limit(limit)
    )
    return list(session.scalars(statement))


AI_READING_ROW = 1


def ai_reading_choice(session: Session) -> AiReadingChoice | None:
    """The office's one row of the LLM chosen for reading invoices, if an admin ever saved one."""
    return session.get(AiReadingChoice, AI_READING_ROW)


def ai_reading_choice_for_update(session: Session) -> AiReadingChoice:
    found = ai_reading_choice(session)
    if found is None:
        found = AiReadingChoice(id=AI_READING_ROW, enabled=False)
        session.add(found)
    return found

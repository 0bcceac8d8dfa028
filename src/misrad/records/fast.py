"""``GET /api/customers`` and ``POST /api/customers`` as fast lanes (``core.fast_lane``): the
authenticated list of customers, and creating one.

Served here: a caller that ``auth.dependencies.authenticate`` accepts (a bearer token or a session
cookie), with no query parameter but ``page``, ``per_page``, ``search`` and ``phone``, each at most once
and inside the route's own bounds; the page is the route's own ``routes.customer_list`` in a read-only
unit of work, the bytes its response model writes (``records.listing``). Everything else is
declined to the application: an unknown or repeated parameter, a number not written plainly (``+2``,
``02``: the route decides), a refused caller, a phone that is not one (the service's 400), any error.
The lane only reads, so the application's second try after a decline finds the database as the lane did.

A create is served for a JSON body (``Content-Type: application/json``, small) that the route's own
model, ``CustomerCreate``, takes, and a caller that ``authenticate`` accepts (a bearer token, or a
session cookie with its CSRF header); the customer is written by the route's own service function, which
commits it when it returns (PostgreSQL's one statement in autocommit, SQLite's write transaction of its
own) and refuses input (an invalid phone) before any statement, so an error until then has written
nothing and is declined. On PostgreSQL a bearer token this process keeps is checked by the create's own
statement (the row is written only while the ``callers`` counter stands): when it moved, nothing is
written and the request is declined, and the application looks the caller up. Once it is written, an
error (making the answer) is ``fast_lane.Final``: the application's 500, never tried again, so a
customer is never created twice.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

from pydantic import TypeAdapter
from starlette.datastructures import Headers
from starlette.types import Scope

from misrad.auth.dependencies import authenticate, kept_bearer
from misrad.auth.service import caller_of_kept
from misrad.core import changes
from misrad.core.db import get_database
from misrad.core.fast_lane import Answer, Final, Lane, is_json, whole_number
from misrad.core.pagination import PAGE_MAX, PER_PAGE_MAX, PageRequest
from misrad.core.schemas import DataEnvelope
from misrad.records import service
from misrad.records.routes import PHONE_MAX_CHARS, SEARCH_MAX_CHARS, created_customer, customer_list
from misrad.records.schemas import CustomerCreate, CustomerOut

# The create route's response model, as FastAPI writes it (``by_alias``, nothing left out).
_CREATED_ANSWER: TypeAdapter[DataEnvelope[CustomerOut]] = TypeAdapter(DataEnvelope[CustomerOut])
_KNOWN = frozenset({"page", "per_page", "search", "phone"})


@dataclass(frozen=True)
class ListQuery:
    page: PageRequest
    search: str | None
    phone: str | None


def list_query(query_string: bytes) -> ListQuery | None:
    """The list's query as the route would take it, or None when the route must decide.

    Parsed as Starlette parses it (``QueryParams``: Latin-1, then percent-decoding as UTF-8)."""
    pairs = parse_qsl(query_string.decode("latin-1"), keep_blank_values=True)
    values = dict(pairs)
    if len(values) != len(pairs) or not values.keys() <= _KNOWN:
        return None
    page = whole_number(values.get("page", "1"), 1, PAGE_MAX)
    per_page = whole_number(values.get("per_page", "20"), 1, PER_PAGE_MAX)
    search, phone = values.get("search"), values.get("phone")
    if page is None or per_page is None:
        return None
    if (search is not None and len(search) > SEARCH_MAX_CHARS) or (
        phone is not None and len(phone) > PHONE_MAX_CHARS
    ):
        return None
    return ListQuery(PageRequest(page=page, per_page=per_page), search, phone)


def serve_customer_list(scope: Scope, body: bytes) -> Answer | None:
    """On a request thread: the page, or None (an exception: a refused caller, an invalid phone)."""
    query = list_query(scope["query_string"])
    if query is None:
        return None
    headers = Headers(scope=scope)
    kept = kept_bearer(headers) if changes.REQUEST_COUNTERS.get() is not None else None
    if kept is not None:
        return _served_to_kept_caller(query, *kept)
    authenticate(scope["method"], headers)  # any signed-in user (the route's ``CurrentUser``)
    with get_database().unit_of_work(write=False) as session:
        answer = customer_list(session, query.page, search=query.search, phone=query.phone)
    return Answer(answer)


def _served_to_kept_caller(query: ListQuery, version: int, known: Any) -> Answer | None:
    """The page for a bearer token this process keeps, its ``callers`` counter read afterwards: with the
    page's own rows (``CustomerRepository.page_with_balances``), else by a read of its own (a search, a
    page past the end). A counter that moved since the caller was kept (a token or user changed in any
    process) sends the request to the application, which looks the caller up again; the lane has only
    read, so nothing is done twice. Checked after the page rather than before it, the counter is as new
    or newer: a token revoked before the request started is refused all the same."""
    with get_database().unit_of_work(write=False) as session:
        answer = customer_list(session, query.page, search=query.search, phone=query.phone)
    now = changes.seen(changes.CALLERS)
    if (changes.peek(changes.CALLERS) if now is None else now) != version:
        return None
    if caller_of_kept(known) is None:  # expired meanwhile: the application's 401
        return None
    return Answer(answer)


CUSTOMER_LIST = Lane("GET", "/api/customers", serve_customer_list, queued=True)


def serve_customer_create(scope: Scope, body: bytes) -> Answer | None:
    """On a request thread: the new customer, or None / an exception to decline (nothing written)."""
    if not is_json(scope):
        return None
    headers = Headers(scope=scope)
    kept = _kept_caller_checked_by_the_write(headers)
    if kept is None:
        authenticate(scope["method"], headers)  # any signed-in user (the route's ``CurrentUser``)
    elif caller_of_kept(kept[1]) is None:  # expired: the application's 401
        return None
    request = CustomerCreate.model_validate(json.loads(body))  # as FastAPI reads a JSON body
    session = get_database().new_session(write=True)
    try:
        customer = (
            service.add_customer(session, request)
            if kept is None
            else service.add_customer_for_kept_caller(session, request, kept[0])
        )
        if customer is None:  # the counter moved: nothing written, the application looks the caller up
            return None
        try:  # committed: from here on nothing declines
            session.commit()  # nothing is left in it (a statement in autocommit at most)
            return Answer(_CREATED_ANSWER.dump_json(created_customer(customer), by_alias=True), status=201)
        except Exception as error:
            raise Final() from error
    finally:
        session.close()


def _kept_caller_checked_by_the_write(headers: Headers) -> tuple[int, Any] | None:
    """On PostgreSQL, a bearer token this process keeps and the ``callers`` counter it is kept under,
    for the create's statement to check (``add_customer_for_kept_caller``): a read of the counter before
    it was a round trip of its own. None on SQLite (a read there costs none) and for other callers."""
    if changes.REQUEST_COUNTERS.get() is None or get_database().is_sqlite:
        return None
    return kept_bearer(headers)


CUSTOMER_CREATE = Lane("POST", "/api/customers", serve_customer_create, reads_body=True)

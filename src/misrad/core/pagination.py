"""Pagination of CONTRACT 1: page >= 1, per_page 1..100 (default 20); outside that range is 400."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar

from fastapi import Depends, Query
from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

T = TypeVar("T")

# The bounds of ``page`` and ``per_page`` (CONTRACT 1), for the query's validation and the fast lanes'.
PAGE_MAX = 1_000_000
PER_PAGE_MAX = 100


@dataclass(frozen=True)
class PageRequest:
    page: int = 1
    per_page: int = 20

    @property
    def offset(self) -> int:
        return (self.page - 1) * self.per_page

    def count_limit(self, cap: int) -> int:
        """Rows to count for a web page's capped total: ``cap``, or this page's end if deeper, and one
        more, which tells whether there is more (a next page) without counting it all."""
        return max(cap, self.offset + self.per_page) + 1


@dataclass(frozen=True)
class Page:
    items: list[Any]
    total: int
    page: int
    per_page: int
    # Only web pages cap a count: ``total`` is then a lower bound ("more than total"); the API's
    # totals are always exact (CONTRACT 1).
    capped: bool = False

    @classmethod
    def counted(cls, items: list[Any], counted: int, request: PageRequest, limit: int | None) -> Page:
        """A page whose total was counted up to ``limit`` (``PageRequest.count_limit``; None: all)."""
        capped = limit is not None and counted >= limit
        total = limit - 1 if capped and limit is not None else counted
        return cls(items, total, request.page, request.per_page, capped)

    @property
    def pages(self) -> int:
        """Pages in all; a capped total has at least one row past it."""
        rows = self.total + 1 if self.capped else self.total
        return math.ceil(rows / self.per_page) if rows else 0

    def meta(self) -> dict[str, int]:
        return {
            "total": self.total,
            "pages": self.pages,
            "current_page": self.page,
            "per_page": self.per_page,
        }


async def page_request(
    page: Annotated[int, Query(ge=1, le=PAGE_MAX, description="1-based page number")] = 1,
    per_page: Annotated[int, Query(ge=1, le=PER_PAGE_MAX, description="items per page, 1..100")] = 20,
) -> PageRequest:
    # async: FastAPI runs a sync dependency through the thread pool, a needless hand-off for this.
    return PageRequest(page=page, per_page=per_page)


PageParams = Annotated[PageRequest, Depends(page_request)]


def paginate(session: Session, statement: Select[Any], request: PageRequest, *, scalars: bool = True) -> Page:
    """Run ``statement`` for one page and count the whole result."""
    counted = statement.order_by(None).subquery()
    total: int = session.execute(select(func.count()).select_from(counted)).scalar_one()
    paged = statement.limit(request.per_page).offset(request.offset)
    rows = list(session.scalars(paged)) if scalars else list(session.execute(paged))
    return Page(items=rows, total=total, page=request.page, per_page=request.per_page)

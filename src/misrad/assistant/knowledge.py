"""The knowledge base search: Hebrew words found under their prefix letters, ranked, fast at 10,000 items.

Every word of an item's title, keywords and content is indexed under each of its prefix-peeled readings
("ולהחזרות" also as "להחזרות", "החזרות", "חזרות"), and so is every word of the query, so "החזרה" finds
"בהחזרה" and the reverse. Scores are tf-idf-like with field weights (title and keywords 3, content 1)
plus the item's priority as a tie-breaker. The index lives in memory and is rebuilt when the table's
signature (count, newest ``updated_at``, highest id) changes, checked with one indexed query per search.
"""

from __future__ import annotations

import math
import threading
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from misrad.assistant.engine.nlu import STOPWORDS
from misrad.assistant.engine.text import readings, tokens
from misrad.assistant.models import KnowledgeItem


@dataclass(frozen=True)
class KnowledgeDoc:
    id: int
    category: str
    title: str
    content: str
    priority: int


class KnowledgeIndex:
    def __init__(self, rows: list[KnowledgeItem]) -> None:
        self.docs: dict[int, KnowledgeDoc] = {}
        postings: dict[str, dict[int, float]] = defaultdict(dict)
        for row in rows:
            self.docs[row.id] = KnowledgeDoc(row.id, row.category, row.title, row.content, row.priority)
            fields = (
                (row.title, 3.0),
                (" ".join(str(k) for k in (row.keywords or [])), 3.0),
                (row.content, 1.0),
            )
            for text, weight in fields:
                for word in tokens(text):
                    for reading in readings(word):
                        current = postings[reading].get(row.id, 0.0)
                        # Repeats add less than the first occurrence (saturating term frequency).
                        postings[reading][row.id] = current + weight / (1 + current)
        self.postings = dict(postings)
        self.size = max(len(self.docs), 1)

    def search(self, query: str, *, category: str | None, limit: int) -> list[tuple[KnowledgeDoc, float]]:
        scores: dict[int, float] = defaultdict(float)
        words = [w for w in tokens(query) if w not in STOPWORDS and len(w) > 1]
        for word in dict.fromkeys(words):
            best: dict[int, float] = {}
            for position, reading in enumerate(readings(word)):
                found = self.postings.get(reading)
                if not found:
                    continue
                idf = math.log(1 + self.size / len(found))
                discount = 1.0 if position == 0 else 0.85
                for doc_id, weight in found.items():
                    value = weight * idf * discount
                    if value > best.get(doc_id, 0.0):
                        best[doc_id] = value
            for doc_id, value in best.items():
                scores[doc_id] += value
        ranked = [
            (self.docs[doc_id], score + self.docs[doc_id].priority * 0.01)
            for doc_id, score in scores.items()
            if category is None or self.docs[doc_id].category == category
        ]
        ranked.sort(key=lambda pair: (-pair[1], pair[0].id))
        return ranked[:limit]


_lock = threading.Lock()
_cached: tuple[tuple[Any, ...], KnowledgeIndex] | None = None


def _signature(session: Session) -> tuple[Any, ...]:
    row = session.execute(
        select(func.count(KnowledgeItem.id), func.max(KnowledgeItem.updated_at), func.max(KnowledgeItem.id))
    ).one()
    return tuple(row)


def knowledge_index(session: Session) -> KnowledgeIndex:
    global _cached
    signature = _signature(session)
    cached = _cached
    if cached is not None and cached[0] == signature:
        return cached[1]
    with _lock:
        if _cached is not None and _cached[0] == signature:
            return _cached[1]
        rows = list(session.scalars(select(KnowledgeItem).where(KnowledgeItem.is_active.is_(True))))
        index = KnowledgeIndex(rows)
        _cached = (signature, index)
        return index


def search(
    session: Session, query: str, *, category: str | None = None, limit: int = 10
) -> list[tuple[KnowledgeDoc, float]]:
    return knowledge_index(session).search(query, category=category, limit=limit)

"""The sessions' own question batches, each about one business's fixtures, turned into the shared chat
devset's ``utterances.jsonl`` rows and scored by its ``score.py`` (``bench/bench_chat_devset.py``).

A business is a fixtures file in the devset's format (``../shared/devsets/chat/fixtures.json``): the
devset's own appliance repair lab, or one written here (``shops/*.json``). Every fact a row must mention
is computed from that file by the devset's own ``Facts`` (``build_utterances.py``), so no figure is typed
by hand. A business may hold, under ``shared_phone``, customers whose phone another customer already
has: the devset's loader matches customers by phone (it would write the second over the first), so
they are loaded after it through the API (``load_shared_phone``). A business may also hold, under
``added_later``, steps of records created through the API after the other questions were asked, each step's
questions (``Business.fresh``) sent the moment its records exist (``load_step``): what an office sees when a
clerk adds a customer, a repair or an invoice and asks about it at once.
"""

from __future__ import annotations

import importlib.util
import json
import urllib.request
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from tests.assistant.lab_rows import Row

SHOPS = Path(__file__).resolve().parent / "shops"


@dataclass(frozen=True)
class Business:
    """One business: its fixtures (None: the devset's own) and its batches of questions by name."""

    name: str
    fixtures: Path | None
    batches: dict[str, list[Row]]
    fresh: dict[str, list[list[Row]]] = field(default_factory=dict)  # batch: its steps' questions
    # Written by a writer who saw neither the engine nor the other sets, scored as aggregates only: its
    # questions are never looked at one by one, rewritten (``bench.chat_perturbed``) or learned from.
    held_out: bool = False
    # A development set kept aside as the check of one session's work: scored in full, but its rows are
    # shown to nobody tuning the engine and not learned from, until a later session hands it over.
    kept_aside: bool = False

    @property
    def never_tuned_on(self) -> bool:
        return self.held_out or self.kept_aside

    def fixtures_path(self, devset: Path) -> Path:
        return self.fixtures or devset / "fixtures.json"


def _devset_module(devset: Path) -> Any:
    spec = importlib.util.spec_from_file_location("devset_build", devset / "build_utterances.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def facts_for(devset: Path, fixtures: Path, steps: int | None = None) -> tuple[Any, Any]:
    """The devset's fact resolver over ``fixtures``, with the ``shared_phone`` records added after its
    checks (which hold each phone to one customer), and the first ``steps`` of the ``added_later`` ones
    (all of them when None): a question asked before a step's records exist is answered without them
    (a customer's balance before the new invoice)."""
    module = _devset_module(devset)
    data = json.loads(fixtures.read_text(encoding="utf-8"))
    facts = module.Facts(data)
    for extra in [data.get("shared_phone") or {}, *data.get("added_later", [])[:steps]]:
        for kind in ("customers", "invoices", "repairs"):
            getattr(facts, kind).update({r["ref"]: r for r in extra.get(kind, [])})
        facts.by_number.update({i["number"]: i for i in extra.get("invoices", [])})
    return module, facts


def _entity(module: Any, kind: str, value: str) -> dict[str, str]:
    if kind == "name":
        return {"type": "customer_name", "value": value}
    if kind == "phone":
        return {"type": "phone", "value": module.norm_phone(value)}
    if kind == "email":
        return {"type": "email", "value": value}
    return {"type": "invoice_number", "value": value}


def _facts_of(module: Any, facts: Any, specs: list[tuple[str, ...]]) -> tuple[list[str], list[str]]:
    must: list[str] = []
    about: list[str] = []
    for spec in specs:
        if spec[0] == "say":
            found, refs = [spec[1]], list(spec[2:])
        elif spec[0] == "ilist":
            found, refs = facts.resolve(("ilist", spec[1], module.OPEN_LIKE))
        elif spec[0] == "names":
            found, refs = facts.resolve(("names", spec[1:]))
        else:
            found, refs = facts.resolve(spec)
        must += [m for m in found if m not in must]
        about += [r for r in refs if r not in about]
    return must, about


def build(devset: Path, business: Business) -> list[dict[str, Any]]:
    """The business's rows in ``score.py``'s shape, ids ``<batch>-NNN``."""
    numbered = [
        (f"{b}-{n:03d}", row) for b, rows in business.batches.items() for n, row in enumerate(rows, 1)
    ]
    return _rows(devset, business, numbered, steps=0)


def build_steps(devset: Path, business: Business) -> list[list[dict[str, Any]]]:
    """The questions of each ``added_later`` step (all fresh batches' step ``n`` together), ids
    ``<batch>-NNN`` numbered across the steps."""
    steps: list[list[tuple[str, Row]]] = []
    for batch, batch_steps in business.fresh.items():
        n = 0
        for i, rows in enumerate(batch_steps):
            while len(steps) <= i:
                steps.append([])
            for row in rows:
                n += 1
                steps[i].append((f"{batch}-{n:03d}", row))
    return [_rows(devset, business, step, steps=n + 1) for n, step in enumerate(steps)]


def _rows(
    devset: Path, business: Business, numbered: list[tuple[str, Row]], steps: int
) -> list[dict[str, Any]]:
    module, facts = facts_for(devset, business.fixtures_path(devset), steps)
    out: list[dict[str, Any]] = []
    for row_id, (lang, text, intent, ents, specs, follow) in numbered:
        must, about = _facts_of(module, facts, specs)
        row = {
            "id": row_id,
            "text": text,
            "lang": lang,
            "intent": intent,
            "entities": [_entity(module, e[0], e[1]) for e in ents],
            "must_mention": must,
            "about": about,
        }
        if follow:
            row["context_from"] = out[-1]["id"]
        out.append(row)
    return out


def write(devset: Path, business: Business, path: Path) -> Path:
    return write_rows(build(devset, business), path)


def write_rows(rows: list[dict[str, Any]], path: Path) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return path


def _post(base: str, token: str, path: str, body: dict[str, Any] | None) -> dict[str, Any]:
    request = urllib.request.Request(  # a GET when there is no body
        f"{base}{path}",
        data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        found: dict[str, Any] = json.loads(response.read())
    data = found.get("data", found)  # the API's envelope: {"success": ..., "data": {...}}
    record: dict[str, Any] = data.get("customer") or data.get("invoice") or data.get("repair") or data
    return record


def _day(offset: int) -> str:
    return (date.today() + timedelta(days=offset)).isoformat()


def load_shared_phone(base: str, token: str, fixtures: Path) -> int:
    """The customers whose phone another already has, with their invoices and repairs, as the devset's
    loader writes its own (same fields, dates relative to today). Returns how many records were made."""
    extra = json.loads(fixtures.read_text(encoding="utf-8")).get("shared_phone") or {}
    return _load(base, token, extra, {})


def load_step(base: str, token: str, fixtures: Path, step: int) -> int:
    """Step ``step`` of the business's ``added_later`` records, made through the API; an invoice or a
    repair of a customer loaded earlier finds the customer by phone. Returns how many records were made."""
    data = json.loads(fixtures.read_text(encoding="utf-8"))
    phones = {c["ref"]: c["phone"] for c in data["customers"]}
    records = data["added_later"][step]
    ids: dict[str, int] = {}
    for ref in {r["customer"] for r in records.get("invoices", []) + records.get("repairs", [])}:
        if ref in phones:
            digits = "".join(ch for ch in phones[ref] if ch.isdigit())
            found = _post(base, token, f"/api/customers?phone={digits}", None)
            ids[ref] = int(found["customers"][0]["id"])
    return _load(base, token, records, ids)


def _load(base: str, token: str, extra: dict[str, Any], ids: dict[str, int]) -> int:
    for c in extra.get("customers", []):
        body = {k: c[k] for k in ("name", "phone", "email", "tax_id", "address", "notes") if c.get(k)}
        ids[c["ref"]] = int(_post(base, token, "/api/customers", body)["id"])
    for i in extra.get("invoices", []):
        body = {
            "customer_id": ids[i["customer"]], "number": i["number"], "status": i["status"],
            "issue_date": _day(-i["issue_days_ago"]), "due_date": _day(i["due_in_days"]),
            "total_amount": float(i["total_amount"]), "paid_amount": float(i["paid_amount"]),
            "currency": i.get("currency", "ILS"),
        }  # fmt: skip
        _post(base, token, "/api/invoices", body)
    for r in extra.get("repairs", []):
        body = {
            "customer_id": ids[r["customer"]], "item": r["item"], "description": r.get("description", ""),
            "status": r["status"], "estimated_cost": float(r.get("estimated_cost") or 0),
            "promised_date": _day(r.get("promised_in_days", 7)),
        }  # fmt: skip
        _post(base, token, "/api/repairs", body)
    return len(extra.get("customers", [])) + len(extra.get("invoices", [])) + len(extra.get("repairs", []))

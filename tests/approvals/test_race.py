"""Two decisions of the same step sent at once: exactly one wins, the other gets 409.

Both databases: the two requests leave together (a barrier releases both threads; each request runs on
its own event loop and connection). On SQLite a write request holds the database's one write lock from
its first statement (``BEGIN IMMEDIATE``), so the two are serialised and the loser reads a decided step.
On PostgreSQL they really overlap; the forced-interleaving test makes both read the open step before
either writes, so only the version check of the final ``UPDATE`` can stop the loser.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from misrad.approvals.repository import ApprovalRepository
from misrad.core.db import get_database
from tests.approvals.factories import submit
from tests.auth.factories import bearer_headers, make_user

URL = "/api/email-scanning/approvals"
Request = tuple[str, dict[str, str], dict[str, str]]


def _race(client: TestClient, approval_id: int, requests: list[Request]) -> list[tuple[int, str]]:
    barrier = threading.Barrier(len(requests))
    answers: list[tuple[int, str]] = [(0, "")] * len(requests)

    def send(index: int, action: str, body: dict[str, str], headers: dict[str, str]) -> None:
        barrier.wait()
        response = client.post(f"{URL}/{approval_id}/{action}", json=body, headers=headers)
        answers[index] = (response.status_code, response.json().get("code", ""))

    threads = [threading.Thread(target=send, args=(i, *request)) for i, request in enumerate(requests)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return sorted(answers)


def _decisions(client: TestClient, approval_id: int, viewer: dict[str, str]) -> list[tuple[str, int]]:
    history = client.get(f"{URL}/{approval_id}", headers=viewer).json()["data"]["history"]
    return [(event["action"], event["level"]) for event in history if event["action"] != "submitted"]


def _one_won(answers: list[tuple[int, str]]) -> bool:
    (first, _), (second, code) = answers
    return (first, second) == (200, 409) and code in (
        "approval_already_decided",
        "approval_step_already_decided",
    )


def test_approver_and_admin_approve_the_last_step_at_once(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    admin = make_user(role="admin")
    submitter = make_user()
    approver_headers, admin_headers = bearer_headers(approver), bearer_headers(admin)
    for _ in range(3):
        approval_id = submit(submitter.id, "5000.00")
        assert approval_id is not None
        answers = _race(
            client, approval_id, [("approve", {}, approver_headers), ("approve", {}, admin_headers)]
        )
        assert _one_won(answers), answers
        assert _decisions(client, approval_id, admin_headers) == [("approved", 1)]


def test_a_double_click_approves_once(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    make_user(role="approver", approval_level=2)
    headers = bearer_headers(approver)
    submitter = make_user()
    for _ in range(3):
        approval_id = submit(submitter.id, "20000.00")  # two levels: the loser must not decide level 2
        assert approval_id is not None
        answers = _race(client, approval_id, [("approve", {}, headers), ("approve", {}, headers)])
        assert _one_won(answers), answers
        detail = client.get(f"{URL}/{approval_id}", headers=headers).json()["data"]
        assert detail["approval_level"] == 2 and detail["status"] == "pending"
        assert _decisions(client, approval_id, headers) == [("approved", 1)]


def test_approve_and_reject_at_once(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    admin = make_user(role="admin")
    approval_id = submit(make_user().id, "5000.00")
    assert approval_id is not None
    answers = _race(
        client,
        approval_id,
        [("approve", {}, bearer_headers(approver)), ("reject", {"reason": "לא"}, bearer_headers(admin))],
    )
    assert _one_won(answers), answers
    assert len(_decisions(client, approval_id, bearer_headers(admin))) == 1


@pytest.fixture
def both_read_before_either_writes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Every decision waits, after reading the flow, until the other request has read it too."""
    if get_database().is_sqlite:
        pytest.skip("SQLite serialises write requests (BEGIN IMMEDIATE): this interleaving cannot happen")
    barrier = threading.Barrier(2, timeout=20)
    reached: list[int] = []
    original = ApprovalRepository.decide

    def decide(self: ApprovalRepository, approval_id: int, seen_version: int, values: dict[str, Any]) -> bool:
        reached.append(seen_version)
        barrier.wait()
        return original(self, approval_id, seen_version, values)

    monkeypatch.setattr(ApprovalRepository, "decide", decide)
    yield reached


def test_two_approvals_that_both_read_the_open_step_decide_it_once(
    client: TestClient, both_read_before_either_writes: list[int]
) -> None:
    approver = make_user(role="approver", approval_level=1)
    admin = make_user(role="admin")
    make_user(role="approver", approval_level=2)
    approval_id = submit(make_user().id, "20000.00")
    assert approval_id is not None
    answers = _race(
        client,
        approval_id,
        [("approve", {}, bearer_headers(approver)), ("approve", {}, bearer_headers(admin))],
    )
    # Both reached the write having seen the same version: the race really happened.
    assert both_read_before_either_writes == [1, 1]
    assert answers[0][0] == 200 and answers[1] == (409, "approval_step_already_decided"), answers
    assert _decisions(client, approval_id, bearer_headers(admin)) == [("approved", 1)]
    detail = client.get(f"{URL}/{approval_id}", headers=bearer_headers(admin)).json()["data"]
    assert detail["approval_level"] == 2 and detail["status"] == "pending"


def test_an_approval_and_a_rejection_that_both_read_the_open_step(
    client: TestClient, both_read_before_either_writes: list[int]
) -> None:
    approver = make_user(role="approver", approval_level=1)
    admin = make_user(role="admin")
    approval_id = submit(make_user().id, "5000.00")
    assert approval_id is not None
    answers = _race(
        client,
        approval_id,
        [("approve", {}, bearer_headers(approver)), ("reject", {"reason": "כפול"}, bearer_headers(admin))],
    )
    assert both_read_before_either_writes == [1, 1]
    assert answers[0][0] == 200 and answers[1] == (409, "approval_step_already_decided"), answers
    assert len(_decisions(client, approval_id, bearer_headers(admin))) == 1

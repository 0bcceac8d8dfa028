"""Two decisions of the same step sent at once: exactly one wins, the other gets 409."""

from __future__ import annotations

import threading

from fastapi.testclient import TestClient

from tests.approvals.factories import submit
from tests.auth.factories import bearer_headers, make_user

URL = "/api/email-scanning/approvals"


def _race(
    client: TestClient, approval_id: int, requests: list[tuple[str, dict[str, str], dict[str, str]]]
) -> list[int]:
    barrier = threading.Barrier(len(requests))
    statuses: list[int] = [0] * len(requests)

    def send(index: int, action: str, body: dict[str, str], headers: dict[str, str]) -> None:
        barrier.wait()
        statuses[index] = client.post(f"{URL}/{approval_id}/{action}", json=body, headers=headers).status_code

    threads = [threading.Thread(target=send, args=(i, *request)) for i, request in enumerate(requests)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sorted(statuses)


def test_approver_and_admin_approve_the_last_step_at_once(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    admin = make_user(role="admin")
    for _ in range(3):
        approval_id = submit(make_user().id, "5000.00")
        assert approval_id is not None
        statuses = _race(
            client,
            approval_id,
            [("approve", {}, bearer_headers(approver)), ("approve", {}, bearer_headers(admin))],
        )
        assert statuses == [200, 409]


def test_a_double_click_approves_once(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    make_user(role="approver", approval_level=2)
    headers = bearer_headers(approver)
    for _ in range(3):
        approval_id = submit(make_user().id, "20000.00")  # two levels: the loser must not decide level 2
        assert approval_id is not None
        assert _race(client, approval_id, [("approve", {}, headers), ("approve", {}, headers)]) == [200, 409]
        detail = client.get(f"{URL}/{approval_id}", headers=headers).json()["data"]
        assert detail["approval_level"] == 2 and detail["status"] == "pending"


def test_approve_and_reject_at_once(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    admin = make_user(role="admin")
    approval_id = submit(make_user().id, "5000.00")
    assert approval_id is not None
    statuses = _race(
        client,
        approval_id,
        [("approve", {}, bearer_headers(approver)), ("reject", {"reason": "לא"}, bearer_headers(admin))],
    )
    assert statuses == [200, 409]

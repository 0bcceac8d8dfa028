"""The fraud alerts page without a browser: a duplicate beside its earlier document with what matched
marked; resolving with a resolution and notes; resolving one's own alert only as the setting allows."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from fastapi.testclient import TestClient

from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.documents.models import Document
from misrad.fraud.models import FraudAlert
from misrad.intake.service import accept_file
from tests.auth.factories import make_user
from tests.invoices.generator import make_invoice, render
from tests.web.test_pages import signed_in


def _duplicate_pair(owner_id: int) -> tuple[int, int, int]:
    """Two documents of one invoice (the second a different file) and the alert on the second."""
    ids = []
    with get_database().unit_of_work() as session:
        for seed, total in ((3, "1170.00"), (4, "1170.00")):
            data = render(make_invoice(seed, "he"), "text", seed)[0]
            accepted = accept_file(session, owner_id=owner_id, filename=f"dup-{seed}.pdf", data=data,
                                   auto_process=False)
            document = session.get(Document, accepted.id)
            assert document is not None
            document.supplier_name, document.invoice_number = "אלפא מחשוב", f"INV-{seed}"
            document.total_amount, document.invoice_date = Decimal(total), date(2026, 8, seed)
            ids.append(accepted.id)
        alert = FraudAlert(
            document_id=ids[1], owner_id=owner_id, type="duplicate_invoice", severity="high", cause_key="d",
            description_key="fraud_duplicate_invoice", description_params={},
            duplicate_document_id=ids[0], similarity_score=Decimal("0.9300"),
        )
        session.add(alert)
        session.flush()
        return ids[0], ids[1], alert.id


def test_a_duplicate_is_shown_beside_its_original_with_what_matched_and_resolved(client: TestClient) -> None:
    clerk, admin = make_user(), make_user(role="admin")
    _earlier, _later, alert_id = _duplicate_pair(clerk.id)
    csrf = signed_in(client, admin.email)
    page = client.get("/alerts").text
    card = page.split(f'id="alert-{alert_id}"')[1]
    assert card.index("dup-4.pdf") < card.index("dup-3.pdf")  # this one, then the earlier one
    assert card.count('class="matched"') == 2 and card.count('money matched') == 2  # supplier, amount
    assert "INV-3" in card and "INV-4" in card and 'דמיון: <bdi dir="ltr">93%</bdi>' in card
    unknown = client.post(f"/alerts/{alert_id}/resolve", data={"csrf_token": csrf, "resolution": "maybe"})
    assert unknown.status_code == 400 and f'id="resolve-error-{alert_id}"' in unknown.text
    done = client.post(
        f"/alerts/{alert_id}/resolve",
        data={"csrf_token": csrf, "resolution": "duplicate_removed", "notes": "נמחק הכפול"},
        follow_redirects=False,
    )
    assert done.headers["location"] == "/alerts?done=1"
    resolved = client.get("/alerts?status=resolved").text
    assert "הכפילות הוסרה" in resolved and "נמחק הכפול" in resolved and admin.email in resolved


@pytest.mark.parametrize(("rule", "offered"), [("when_possible", True), ("always", False)])
def test_the_one_person_office_resolves_its_own_alert_as_the_setting_allows(
    client: TestClient, monkeypatch: pytest.MonkeyPatch, rule: str, offered: bool
) -> None:
    monkeypatch.setattr(get_settings(), "separation_of_duties", rule)
    alone = make_user(role="admin")
    _earlier, _later, alert_id = _duplicate_pair(alone.id)
    csrf = signed_in(client, alone.email)
    assert (f'action="/alerts/{alert_id}/resolve"' in client.get("/alerts").text) is offered
    answer = client.post(f"/alerts/{alert_id}/resolve",
                         data={"csrf_token": csrf, "resolution": "false_positive"}, follow_redirects=False)
    assert (answer.status_code == 303) is offered


def test_with_a_colleague_an_admin_does_not_resolve_their_own_alert(client: TestClient) -> None:
    owner, colleague = make_user(role="admin"), make_user(role="admin")
    _earlier, _later, alert_id = _duplicate_pair(owner.id)
    signed_in(client, owner.email)
    assert f'action="/alerts/{alert_id}/resolve"' not in client.get("/alerts").text
    client.cookies.clear()
    signed_in(client, colleague.email)
    assert f'action="/alerts/{alert_id}/resolve"' in client.get("/alerts").text


def test_the_document_page_names_an_alerts_severity_in_words(client: TestClient) -> None:
    clerk = make_user()
    _earlier, later, _alert_id = _duplicate_pair(clerk.id)
    signed_in(client, clerk.email)
    page = client.get(f"/documents/{later}").text
    assert '<span class="badge high">גבוהה</span>' in page and ">high<" not in page

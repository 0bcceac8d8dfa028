"""The pages' plumbing without a browser: sign-in redirects, CSRF, headers, errors, formatting."""

from __future__ import annotations

import logging
from datetime import date
from decimal import Decimal

import pytest
from fastapi.testclient import TestClient

from misrad.auth.service import ensure_first_admin
from misrad.core.db import get_database
from misrad.web import formatting
from misrad.web.forms import read_document_form
from tests.auth.factories import PASSWORD, make_user


def signed_in(client: TestClient, email: str, password: str = PASSWORD) -> str:
    answer = client.post("/login", data={"email": email, "password": password}, follow_redirects=False)
    assert answer.status_code == 303, answer.text
    return client.cookies["misrad_csrf"]


def test_a_page_without_a_session_sends_to_sign_in_and_back(client: TestClient) -> None:
    answer = client.get("/documents?status=failed", follow_redirects=False)
    assert answer.status_code == 303
    assert answer.headers["location"] == "/login?next=/documents%3Fstatus%3Dfailed"
    htmx = client.get("/documents", headers={"HX-Request": "true"}, follow_redirects=False)
    assert htmx.headers["HX-Redirect"].startswith("/login")


def test_sign_in_returns_to_the_page_but_never_to_another_site(client: TestClient) -> None:
    user = make_user()
    answer = client.post(
        "/login", data={"email": user.email, "password": PASSWORD, "next": "//evil.example/x"},
        follow_redirects=False,
    )
    assert answer.headers["location"] == "/"


def test_a_wrong_password_is_told_beside_the_form_in_hebrew(client: TestClient) -> None:
    user = make_user()
    answer = client.post("/login", data={"email": user.email, "password": "nope"})
    assert answer.status_code == 401
    assert 'דוא"ל או סיסמה שגויים' in answer.text.replace("&#34;", '"')
    assert f'value="{user.email}"' in answer.text


def test_the_printed_admin_must_choose_a_new_password_first(client: TestClient) -> None:
    with get_database().unit_of_work() as session:
        created = ensure_first_admin(session)
    assert created is not None
    email, password = created
    answer = client.post("/login", data={"email": email, "password": password, "next": "/approvals"},
                         follow_redirects=False)
    assert answer.headers["location"] == "/password?next=/approvals"
    assert client.get("/documents", follow_redirects=False).headers["location"].startswith("/password")
    csrf = client.cookies["misrad_csrf"]
    changed = client.post(
        "/password",
        data={"csrf_token": csrf, "current": password, "new": "better-secret", "confirm": "better-secret",
              "next": "/approvals"},
        follow_redirects=False,
    )
    assert changed.headers["location"] == "/approvals"
    assert client.get("/documents", follow_redirects=False).status_code == 200


def test_a_form_without_the_csrf_token_is_refused(client: TestClient) -> None:
    user = make_user()
    signed_in(client, user.email)
    refused = client.post("/language", data={"language": "en"})
    assert refused.status_code == 403
    assert "<html" in refused.text


def test_the_language_switch_is_remembered_for_the_user(client: TestClient) -> None:
    user = make_user()
    csrf = signed_in(client, user.email)
    client.post("/language", data={"language": "en", "csrf_token": csrf, "next": "/documents"})
    client.cookies.clear()
    signed_in(client, user.email)
    page = client.get("/documents", headers={"Accept-Language": "he-IL"})
    assert '<html lang="en" dir="ltr">' in page.text


def test_pages_carry_a_strict_content_security_policy(client: TestClient) -> None:
    answer = client.get("/login")
    policy = answer.headers["content-security-policy"]
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert '<html lang="he" dir="rtl">' in answer.text
    assert "<script>" not in answer.text and " on" + "click=" not in answer.text


def test_an_unexpected_error_shows_a_reference_the_log_also_has(caplog: pytest.LogCaptureFixture) -> None:
    from fastapi import APIRouter

    from misrad.app import create_app

    app = create_app(run_worker=False)  # its own: the failing route must not join the shared app
    router = APIRouter()

    @router.get("/boom-for-test")
    def boom() -> None:
        raise RuntimeError("boom")

    app.include_router(router)
    client = TestClient(app, raise_server_exceptions=False)
    with caplog.at_level(logging.ERROR, logger="misrad.web"):
        answer = client.get("/boom-for-test", headers={"X-Request-ID": "ref-12345"})
    assert answer.status_code == 500
    assert "ref-12345" in answer.text and "<html" in answer.text
    assert any("ref-12345" in record.getMessage() for record in caplog.records)


def test_another_users_document_page_is_not_found(client: TestClient) -> None:
    owner, other = make_user(), make_user()
    from misrad.intake.service import accept_file
    from tests.invoices.generator import make_invoice, render

    with get_database().unit_of_work() as session:
        accepted = accept_file(session, owner_id=owner.id, filename="a.pdf",
                               data=render(make_invoice(3, "he"), "text", 3)[0], auto_process=False)
    signed_in(client, other.email)
    assert client.get(f"/documents/{accepted.id}").status_code == 404
    assert client.get(f"/documents/{accepted.id}/file").status_code == 404
    assert client.get(f"/documents/{accepted.id}/pages/1.png").status_code == 404
    client.cookies.clear()
    signed_in(client, owner.email)
    assert client.get(f"/documents/{accepted.id}/pages/1.png").headers["content-type"] == "image/png"


def test_amounts_and_dates_follow_the_israeli_formats() -> None:
    assert formatting.money(Decimal("1234.5"), "ILS", "he").replace("\u200f", "").replace("\xa0", " ") == (
        "1,234.50 ₪"
    )
    assert formatting.day(date(2026, 11, 21), "he") == "21.11.2026"
    assert formatting.day(date(2026, 11, 21), "en") == "21.11.2026"


def test_a_document_form_checks_amounts_dates_and_the_tax_id_check_digit() -> None:
    form = read_document_form(
        {"total_amount": "1,234.5", "invoice_date": "2026-13-01", "supplier_tax_id": "518301669"}
    )
    assert form.values["total_amount"] == Decimal("1234.50")
    assert set(form.errors) == {"invoice_date", "supplier_tax_id"}
    assert read_document_form({"supplier_tax_id": "518301668"}).errors == {}


def test_the_documents_list_sorts_oldest_first_on_request_and_keeps_it_in_the_links(
    client: TestClient,
) -> None:
    from misrad.intake.service import accept_file
    from misrad.web.routes.documents import PER_PAGE
    from tests.invoices.generator import make_invoice, render

    user = make_user()
    data = render(make_invoice(5, "he"), "text", 5)[0]
    with get_database().unit_of_work() as session:
        for number in range(PER_PAGE + 1):
            accept_file(session, owner_id=user.id, filename=f"n{number:02d}.pdf", data=data + bytes([number]),
                        auto_process=False)
    signed_in(client, user.email)
    newest = client.get("/documents").text
    oldest = client.get("/documents?sort=oldest").text
    assert newest.index("n20.pdf") < newest.index("n19.pdf") and "n00.pdf" not in newest
    assert oldest.index("n00.pdf") < oldest.index("n01.pdf") and "n20.pdf" not in oldest
    assert 'href="?sort=oldest&amp;page=2"' in oldest


def test_categories_are_created_with_errors_beside_their_fields_edited_and_deleted(
    client: TestClient,
) -> None:
    user = make_user(role="admin")
    csrf = signed_in(client, user.email)
    form = {
        "csrf_token": csrf,
        "name": "דלק",
        "color": "#12AB34",
        "keywords": "פז, סונול",
        "auto_categorize": "on",
    }
    bad = client.post("/categories", data={**form, "color": "red"})
    assert bad.status_code == 400
    assert 'id="new-color-error"' in bad.text and 'value="פז, סונול"' in bad.text
    assert client.post("/categories", data=form, follow_redirects=False).status_code == 303
    taken = client.post("/categories", data=form)
    assert taken.status_code == 409 and 'id="new-name-error"' in taken.text
    from misrad.auth.service import caller_of
    from misrad.documents.service import list_categories

    with get_database().unit_of_work(write=False) as session:
        fuel = next(c for c in list_categories(session, caller_of(user)) if c["name"] == "דלק")
    assert fuel["keywords"] == ["פז", "סונול"] and fuel["color"] == "#12AB34"
    client.post(f"/categories/{fuel['id']}", data={**form, "name": "דלק ורכב"})
    assert "דלק ורכב" in client.get("/categories").text
    client.post(f"/categories/{fuel['id']}/delete", data={"csrf_token": csrf})
    assert "דלק ורכב" not in client.get("/categories").text


def test_the_documents_list_shows_the_stored_stage_of_a_document_in_processing(client: TestClient) -> None:
    from misrad.documents import service as documents
    from misrad.intake import service as intake
    from tests.invoices.generator import make_invoice, text_pdf

    user = make_user()
    with get_database().unit_of_work() as session:
        accepted = intake.accept_file(
            session, owner_id=user.id, filename="staged.pdf", data=text_pdf(make_invoice(65, "he", 0))
        )
        documents.start_processing(session, accepted.id)
        documents.set_stage(session, accepted.id, "extracting")
    signed_in(client, user.email)
    page = client.get("/documents").text
    assert f'data-follow="{accepted.id}"' in page and "חילוץ שדות" in page


def test_home_counts_per_day_and_names_each_kind_of_activity(client: TestClient) -> None:
    from datetime import timedelta

    from misrad.auth.schemas import Caller
    from misrad.core.clock import utcnow
    from misrad.documents import repository
    from misrad.documents import service as documents
    from misrad.documents.models import Document
    from misrad.intake import service as intake
    from tests.invoices.generator import make_invoice, text_pdf

    user = make_user()
    with get_database().unit_of_work() as session:
        ids = [
            intake.accept_file(
                session,
                owner_id=user.id,
                filename=f"act-{n}.pdf",
                data=text_pdf(make_invoice(66 + n, "he", 0)),
            ).id
            for n in range(3)
        ]
        old = session.get(Document, ids[2])
        assert old is not None
        old.created_at = utcnow() - timedelta(days=40)  # outside the chart and the month
        documents.mark_failed(session, ids[0], "parse_damaged")  # done by the system
        repository.add_activity(session, "documents_exported", None, user.id)
        caller = Caller(id=user.id, email=user.email, display_name="", role=user.role)
        counts = documents.home_figures(session, caller)
    assert sum(n for _, n in counts["per_day"]) == 2 and counts["per_day"][-1][1] == 2
    assert counts["this_month"] == 2 and len(counts["per_day"]) == 30
    signed_in(client, user.email)
    home = client.get("/").text.split('class="activity"')[1]
    assert "אוטומטית" in home and "system" not in home
    assert f'<a href="/documents/{ids[0]}"><bdi>act-0.pdf</bdi></a>' in home
    assert '<a href="/exports">' in home and "·  ·" not in home
    # people are named as the office knows them; the address is only the hover title
    assert f'<bdi title="{user.email}">{user.display_name}</bdi>' in home and f">{user.email}<" not in home


def test_seeded_categories_are_named_in_the_readers_language(client: TestClient) -> None:
    user = make_user()
    csrf = signed_in(client, user.email)
    assert "חשבוניות ספקים" in client.get("/documents").text
    client.post("/language", data={"csrf_token": csrf, "language": "en", "next": "/documents"})
    english = client.get("/documents").text
    assert "Supplier invoices" in english and "חשבוניות ספקים" not in english
    assert "Supplier invoices" in client.get("/categories").text


def test_a_drawn_pdf_page_is_kept_on_disk_and_read_from_there_the_second_time(client: TestClient) -> None:
    from misrad.intake.service import accept_file
    from misrad.web.previews import preview_path
    from tests.invoices.generator import make_invoice, render

    owner, other = make_user(), make_user()
    with get_database().unit_of_work() as session:
        data = render(make_invoice(72, "he"), "text", 72)[0]
        accepted = accept_file(session, owner_id=owner.id, filename="p.pdf", data=data, auto_process=False)
        digest = documents_digest(session, accepted.id)
    signed_in(client, owner.email)
    first = client.get(f"/documents/{accepted.id}/pages/1.png?zoom=1.5")
    assert first.status_code == 200 and first.content.startswith(b"\x89PNG")
    kept = preview_path(digest, 1, 1.5)
    assert kept.read_bytes() == first.content
    kept.write_bytes(b"\x89PNG kept")  # what is on disk is what is served, without drawing again
    assert client.get(f"/documents/{accepted.id}/pages/1.png?zoom=1.5").content == b"\x89PNG kept"
    client.cookies.clear()
    signed_in(client, other.email)  # the cache changes nothing of who may see the page
    assert client.get(f"/documents/{accepted.id}/pages/1.png?zoom=1.5").status_code == 404


def documents_digest(session: object, document_id: int) -> str:
    from misrad.documents.models import Document

    document = session.get(Document, document_id)  # type: ignore[attr-defined]
    assert document is not None
    return str(document.file_sha256)

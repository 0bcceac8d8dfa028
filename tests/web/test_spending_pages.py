"""The AI spending pages without a browser: each page renders for admins and members, forms refuse
what the services refuse with the reason beside the field, members change nothing, downloads stream."""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator
from datetime import timedelta
from decimal import Decimal

import pytest
from babel.numbers import format_currency, format_decimal
from fastapi.testclient import TestClient

from misrad.web import formatting
from tests.auth.factories import make_user
from tests.providers.factories import connect, model, provider_id, rule, usage
from tests.providers.fake_servers import GOOD_KEY, FakeLLMServer
from tests.web.test_pages import signed_in

PAGES = (
    "/spending", "/spending/budgets", "/spending/reports", "/spending/reports?days=7", "/spending/usage",
    "/spending/health", "/spending/fallback",
)  # fmt: skip


@pytest.fixture
def llm() -> Iterator[FakeLLMServer]:
    with FakeLLMServer() as server:
        yield server


def form(csrf: str, **fields: str) -> dict[str, str]:
    return {"csrf_token": csrf, **fields}


@pytest.mark.parametrize("role", ["admin", "member"])
def test_every_spending_page_renders_with_its_sub_menu(client: TestClient, role: str) -> None:
    signed_in(client, make_user(role).email)
    for path in PAGES:
        answer = client.get(path)
        assert answer.status_code == 200, (path, answer.text[-2000:])
        assert 'aria-current="page">הוצאות AI' in answer.text
        assert 'href="/spending/fallback"' in answer.text
    budgets = client.get("/spending/budgets").text
    assert ('id="new-budget"' in budgets) is (role == "admin")


def test_a_member_changes_nothing(client: TestClient) -> None:
    csrf = signed_in(client, make_user("member").email)
    openai = provider_id("openai")
    posts = {
        f"/spending/providers/{openai}": {"is_active": "on"},
        "/spending/budgets": {"name": "x", "budget_type": "daily", "amount": "5", "currency": "USD"},
        "/spending/fallback": {"primary_provider_id": str(openai), "fallback_provider_id": "1"},
        f"/spending/health/{openai}/check": {},
    }
    for path, fields in posts.items():
        assert client.post(path, data=form(csrf, **fields)).status_code == 403, path
    assert 'id="new-budget"' not in client.get("/spending/budgets").text
    assert client.get("/spending/fallback").text.count("/delete") == 0


def test_a_budget_is_created_edited_and_deleted_with_errors_beside_their_fields(client: TestClient) -> None:
    csrf = signed_in(client, make_user("admin").email)
    wrong = client.post(
        "/spending/budgets",
        data=form(
            csrf,
            name="",
            budget_type="monthly",
            amount="abc",
            currency="ILS",
            alert_threshold="150",
            provider_id="",
        ),
    )
    assert wrong.status_code == 400
    assert 'aria-describedby="nb-amount-error"' in wrong.text or "nb-amount-error" in wrong.text
    assert re.search(r'id="nb-amount-error">[^<]*סכום לא תקין', wrong.text)
    assert re.search(r'id="nb-alert_threshold-error">[^<]*בין 1 ל-100', wrong.text)
    assert 'id="nb-name-error"' in wrong.text
    assert 'value="abc"' in wrong.text  # what was typed is kept

    openai = provider_id("openai")
    created = client.post("/spending/budgets", data=form(
        csrf, name="חודשי OpenAI", budget_type="monthly", amount="1,000", currency="ILS",
        alert_threshold="50", provider_id=str(openai)))  # fmt: skip
    assert created.status_code == 200 and "התקציב נוצר" in created.text
    budget_id = int(re.search(r'id="budget-(\d+)"', created.text).group(1))  # type: ignore[union-attr]
    assert "חודשי OpenAI" in created.text and "ILS" in created.text and "בתקציב" in created.text

    usage(openai, cost="400")  # USD: at any rate over 2.5 ILS a dollar, past the 1,000 ILS amount
    page = client.get("/spending/budgets").text
    assert "חריגה מהתקציב" in page and f'class="budget exceeded" id="budget-{budget_id}"' in page
    assert f'id="bar-{budget_id}"' in page and 'value="100' in page

    edit = client.get(f"/spending/budgets/{budget_id}")
    assert 'value="1000.00"' in edit.text
    saved = client.post(f"/spending/budgets/{budget_id}", data=form(
        csrf, name="חודשי OpenAI", budget_type="monthly", amount="100000", currency="USD",
        alert_threshold="50", provider_id=str(openai)))  # fmt: skip
    assert "התקציב נשמר" in saved.text and "בתקציב" in saved.text

    deleted = client.post(f"/spending/budgets/{budget_id}/delete", data=form(csrf))
    assert "התקציב נמחק" in deleted.text and f'id="budget-{budget_id}"' not in deleted.text
    assert client.get(f"/spending/budgets/{budget_id}").status_code == 404


def test_a_key_is_checked_before_it_is_stored_and_shown_only_as_its_hint(
    client: TestClient, llm: FakeLLMServer
) -> None:
    csrf = signed_in(client, make_user("admin").email)
    openai = provider_id("openai")
    refused = client.post(f"/spending/providers/{openai}", data=form(
        csrf, is_active="on", base_url=llm.openai_base_url, api_key="sk-wrong-key-9999"))  # fmt: skip
    assert refused.status_code == 400
    assert re.search(rf'id="p{openai}-api_key-error">[^<]*המפתח נדחה|id="p{openai}-api_key-error">[^<]*נדחה',
                     refused.text)  # fmt: skip
    assert "sk-wrong-key-9999" not in refused.text
    assert llm.openai_base_url in refused.text  # the address typed is kept
    stored = client.get("/spending").text
    assert "9999" not in stored

    accepted = client.post(f"/spending/providers/{openai}", data=form(
        csrf, is_active="on", base_url=llm.openai_base_url, api_key=GOOD_KEY))  # fmt: skip
    assert accepted.status_code == 200 and "הגדרות הספק נשמרו" in accepted.text
    assert GOOD_KEY not in accepted.text and GOOD_KEY[-4:] in accepted.text
    listings = [r for r in llm.requests if r.method == "GET" and r.path.endswith("/models")]
    assert len(listings) == 2  # each key was put to the provider before anything was stored


def test_a_fallback_cycle_is_refused_beside_the_fallback_field(client: TestClient) -> None:
    csrf = signed_in(client, make_user("admin").email)
    openai, anthropic, google = provider_id("openai"), provider_id("anthropic"), provider_id("google")
    created = client.post("/spending/fallback", data=form(
        csrf, primary_provider_id=str(openai), fallback_provider_id=str(anthropic), max_retries="1",
        trigger_on_error="on"))  # fmt: skip
    assert "הכלל נוצר" in created.text
    rule(anthropic, google)
    cycle = client.post(
        "/spending/fallback",
        data=form(csrf, primary_provider_id=str(google), fallback_provider_id=str(openai), max_retries="0"),
    )
    assert cycle.status_code == 400
    assert re.search(r'id="fr-fallback_provider_id-error">הכלל יוצר מעגל', cycle.text)
    assert 'aria-describedby="fr-fallback_provider_id-error"' in cycle.text
    rule_id = int(re.search(r'id="rule-(\d+)"', created.text).group(1))  # type: ignore[union-attr]
    same = client.post(
        f"/spending/fallback/{rule_id}",
        data=form(csrf, primary_provider_id=str(openai), fallback_provider_id=str(openai), max_retries="9"),
    )
    assert 'id="fr-max_retries-error"' in same.text
    assert client.get(f"/spending/fallback?edit={rule_id}").text.count("selected") >= 2
    deleted = client.post(f"/spending/fallback/{rule_id}/delete", data=form(csrf))
    assert "הכלל נמחק" in deleted.text and f'id="rule-{rule_id}"' not in deleted.text


def test_usage_lists_and_downloads_respect_who_is_asking(client: TestClient) -> None:
    member = make_user("member")
    openai = provider_id("openai")
    luna = model("openai", "gpt-6-luna")
    usage(openai, model_id=luna.id, cost="0.000125", user_id=member.id)
    usage(provider_id("anthropic"), cost="0.5", user_id=None)
    signed_in(client, make_user("admin").email)
    page = client.get("/spending/usage").text
    assert "(2 קריאות)" in page and "0.000125" in page
    filtered = client.get(f"/spending/usage?provider_id={openai}&days=7").text
    assert "(קריאה אחת)" in filtered
    rows = list(csv.reader(io.StringIO(client.get("/spending/usage.csv").text)))
    assert rows[0][0] == "timestamp" and len(rows) == 3
    assert {row[2] for row in rows[1:]} == {"OpenAI", "Anthropic"}
    body = json.loads(client.get(f"/spending/usage.json?provider_id={openai}").text)
    assert body["total"] == 1 and body["usage"][0]["model"] == "gpt-6-luna"

    client.cookies.clear()
    signed_in(client, member.email)
    own = json.loads(client.get("/spending/usage.json").text)
    assert own["total"] == 1 and own["usage"][0]["user_id"] == member.id


def test_usage_names_what_a_call_was_for_and_why_it_failed_in_the_readers_words(client: TestClient) -> None:
    openai = provider_id("openai")
    usage(openai, feature="extraction", success=False)
    usage(openai, feature="voice")  # a feature this page has no words for yet shows as recorded
    signed_in(client, make_user("admin").email)
    cells = re.findall(r"<bdi>([^<]+)</bdi>", client.get("/spending/usage").text)
    assert "קריאת מסמך" in cells and "(הספק לא זמין)" in cells and "voice" in cells
    assert "extraction" not in cells and "(unavailable)" not in cells
    in_english = client.get("/spending/usage", headers={"Accept-Language": "en"}).text
    english = re.findall(r"<bdi>([^<]+)</bdi>", in_english)
    assert "Document reading" in english and "(provider unavailable)" in english


def test_reports_and_health_show_what_was_metered_and_probed(client: TestClient, llm: FakeLLMServer) -> None:
    openai = connect("openai", llm)
    usage(openai, model_id=model("openai", "gpt-6-luna").id, cost="2.5")
    csrf = signed_in(client, make_user("admin").email)
    reports = client.get("/spending/reports?days=7").text
    row = re.search(rf'<tr data-provider="{openai}">(.*?)</tr>', reports, re.S)
    assert row and "2.50" in row.group(1) and "100%" in row.group(1)
    chart = json.loads(re.search(r'data-spending-chart="([^"]+)"', reports).group(1).replace("&#34;", '"'))  # type: ignore[union-attr]
    assert chart["values"][chart["labels"].index("OpenAI")] == 2.5 and chart["rtl"] is True
    assert "gpt-6-luna" in reports and "הזול ביותר" in reports

    checked = client.post(f"/spending/health/{openai}/check", data=form(csrf))
    assert "נבדק: OpenAI" in checked.text
    assert re.search(r'<table class="compact" id="history">.*OpenAI.*תקין', checked.text, re.S)
    assert llm.requests[-1].method == "GET" and llm.requests[-1].path.endswith("/models")
    cells = r"<bdi>([^<]+)</bdi></a></td>\s*<td>[^<]*</td>\s*<td class=\"num\">([^<]+)</td>"
    uptime = dict(re.findall(cells, checked.text))
    assert uptime["OpenAI"] == "100%" and uptime["Anthropic"] == "—"  # never checked: no figure


@pytest.mark.parametrize("language", ["he", "en"])
def test_costs_read_as_babel_writes_them_with_up_to_six_decimals(language: str) -> None:
    """``cost`` writes from the locale's symbols (fast, for reports of hundreds of cells): the text is
    Babel's own for the same pattern, small costs keep their digits, counts are grouped."""
    pattern = "#,##0.00####\xa0¤" if language == "he" else "¤#,##0.00####"
    locale = formatting.LOCALES[language]  # type: ignore[index]
    for text in ("0.000125", "12.5", "0", "1234567.123456", "-3.25"):
        value = Decimal(text)
        expected = format_currency(value, "USD", format=pattern, currency_digits=False, locale=locale)
        assert formatting.cost(value, "USD", language) == expected  # type: ignore[arg-type]
    assert formatting.cost(Decimal("0.000125"), "USD", "he") == "0.000125\xa0$"
    assert formatting.number(1234567, "en") == format_decimal(1234567, locale="en_IL") == "1,234,567"


def test_a_members_usage_total_is_counted_only_up_to_the_cap_and_pages_stay_right(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A member's total is a count over raw rows, stopped at the cap ("more than"); paging past the cap
    still finds its rows in order, and the last page's count is exact again."""
    from misrad.core.clock import utcnow
    from misrad.web.routes import spending_reports

    member = make_user("member")
    openai = provider_id("openai")
    for hours, cost in ((3, "0.3"), (2, "0.2"), (1, "0.1")):
        usage(openai, cost=cost, user_id=member.id, at=utcnow() - timedelta(hours=hours))
    monkeypatch.setattr(spending_reports, "PER_PAGE", 1)
    monkeypatch.setattr(spending_reports, "COUNT_UP_TO", 1)
    signed_in(client, member.email)
    first = client.get("/spending/usage").text
    assert "(יותר מ־1 קריאות)" in first and "0.1" in first and 'rel="next"' in first
    last = client.get("/spending/usage?page=3").text
    assert "(3 קריאות)" in last and "0.3" in last and 'rel="next"' not in last
    # The API's total stays exact.
    assert json.loads(client.get("/spending/usage.json").text)["total"] == 3

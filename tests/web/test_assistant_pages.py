"""The assistant's pages without a browser: the thread's Markdown is cleaned, the streamed answer's
events, the conversation list's search and archive, the knowledge base and the prompts as forms."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

from misrad.assistant import service
from misrad.core.db import get_database
from misrad.providers.gateway.plans import forget_plans
from misrad.web.markdown import render_answer
from tests.auth.factories import make_user
from tests.providers import conftest as provider_fixtures
from tests.providers import factories as providers
from tests.providers.fake_servers import FakeLLMServer
from tests.records.factories import make_customer, make_invoice, make_repair
from tests.web.test_pages import signed_in

# The local server speaking OpenAI's protocol, and a gateway without backoff sleeps (providers' fixtures).
_llm_server = provider_fixtures._llm_server
llm = provider_fixtures.llm
fast_gateway = provider_fixtures.fast_gateway


def _conversation(client: TestClient, csrf: str, **fields: str) -> int:
    answer = client.post(
        "/assistant/conversations", data={"csrf_token": csrf, **fields}, follow_redirects=False
    )
    assert answer.status_code == 303, answer.text
    return int(answer.headers["location"].rsplit("/", 1)[1])


def _events(body: str) -> list[tuple[str, dict[str, Any]]]:
    found = []
    for block in body.split("\n\n"):
        name = re.search(r"^event: (\w+)$", block, re.M)
        data = re.search(r"^data: (.*)$", block, re.M)
        if name and data:
            found.append((name.group(1), json.loads(data.group(1))))
    return found


def test_answers_are_markdown_without_anything_executable() -> None:
    html = str(
        render_answer(
            "**יתרה** <img src=x onerror=alert(1)> [x](javascript:alert(1)) [ok](https://a.example)"
        )
    )
    assert "<strong>יתרה</strong>" in html
    assert "<img" not in html and 'href="javascript' not in html
    assert 'href="https://a.example" rel="noopener noreferrer nofollow"' in html


def test_a_conversation_bound_to_a_customer_shows_their_card(client: TestClient) -> None:
    user = make_user()
    customer = make_customer(name="דנה כהן", phone="0501234567")
    make_invoice(customer.id, number="INV-777")
    make_repair(customer.id, item="מחשב נייד")
    csrf = signed_in(client, user.email)
    page = client.get(f"/assistant?customer={customer.id}")
    assert f'name="customer_id" value="{customer.id}"' in page.text
    conversation = _conversation(client, csrf, customer_id=str(customer.id))
    shown = client.get(f"/assistant/{conversation}").text
    assert "דנה כהן" in shown and "INV-777" in shown and "מחשב נייד" in shown
    assert f'href="/customers/{customer.id}"' in shown


def test_without_script_a_message_is_answered_and_shown_cleaned(client: TestClient) -> None:
    user = make_user()
    customer = make_customer(name="רונית אברהם", phone="0527654321")
    make_invoice(customer.id, number="INV-901")
    csrf = signed_in(client, user.email)
    conversation = _conversation(client, csrf)
    sent = client.post(
        f"/assistant/{conversation}/messages",
        data={"csrf_token": csrf, "message": "מה היתרה של רונית אברהם? <script>x()</script>"},
        follow_redirects=False,
    )
    assert sent.status_code == 303
    page = client.get(f"/assistant/{conversation}").text
    assert "<script>x()" not in page and "&lt;script&gt;x()" in page
    assert 'class="message answer"' in page and "get_customer" in page  # the functions it used
    assert "INV-901" in page  # the card of the customer the answer bound


def test_an_empty_message_is_refused_beside_the_field(client: TestClient) -> None:
    user = make_user()
    csrf = signed_in(client, user.email)
    conversation = _conversation(client, csrf)
    page = client.post(f"/assistant/{conversation}/messages", data={"csrf_token": csrf, "message": "  "})
    assert 'id="message-error"' in page.text and 'aria-invalid="true"' in page.text


def test_the_list_is_searched_archived_and_deleted_softly(client: TestClient) -> None:
    user = make_user()
    csrf = signed_in(client, user.email)
    first, second = _conversation(client, csrf), _conversation(client, csrf)
    client.post(f"/assistant/{first}/rename", data={"csrf_token": csrf, "title": "ספק המדפסות"})
    client.post(f"/assistant/{second}/rename", data={"csrf_token": csrf, "title": "חשבונית של משה"})
    found = client.get("/assistant?q=מדפסות").text
    assert "ספק המדפסות" in found and "חשבונית של משה" not in found
    client.post(f"/assistant/{first}/archive", data={"csrf_token": csrf})
    assert "ספק המדפסות" not in client.get("/assistant").text
    assert "ספק המדפסות" in client.get("/assistant?status=archived").text
    client.post(f"/assistant/{second}/delete", data={"csrf_token": csrf})
    assert client.get(f"/assistant/{second}").status_code == 200  # kept, archived
    assert "חשבונית של משה" in client.get("/assistant?status=archived").text
    other = make_user()
    client.cookies.clear()
    signed_in(client, other.email)
    assert client.get(f"/assistant/{second}").status_code == 404


@pytest.mark.usefixtures("fast_gateway")
@pytest.mark.parametrize("code", ["openai", "anthropic", "google"])
def test_a_streamed_answer_arrives_in_pieces_and_is_metered(
    code: str, client: TestClient, llm: FakeLLMServer
) -> None:
    user = make_user()
    provider = providers.connect(code, llm)
    with get_database().unit_of_work() as session:
        forget_plans(session)
    llm.reply_text = "שלום, **הנה** התשובה שלך."
    llm.stream_pieces = 3
    csrf = signed_in(client, user.email)
    conversation = _conversation(client, csrf, provider_id=str(provider))
    with client.stream(
        "POST", f"/assistant/{conversation}/stream", data={"message": "שלום"}, headers={"X-CSRF-Token": csrf}
    ) as answer:
        assert answer.headers["content-type"].startswith("text/event-stream")
        events = _events(answer.read().decode())
    deltas = [data["text"] for name, data in events if name == "delta"]
    assert len(deltas) == 3 and "".join(deltas) == llm.reply_text
    name, done = events[-1]
    assert name == "done" and "<strong>הנה</strong>" in done["html"]
    (row,) = providers.usage_rows()
    assert row.success and row.user_id == user.id and row.output_tokens == 50


@pytest.mark.usefixtures("fast_gateway")
def test_a_provider_cut_mid_answer_restarts_on_its_fallback(client: TestClient, llm: FakeLLMServer) -> None:
    user = make_user()
    openai = providers.connect("openai", llm)
    mistral = providers.connect("mistral", llm)
    providers.rule(openai, mistral)
    llm.reply_text = "abcdefgh"
    llm.script("cut")
    csrf = signed_in(client, user.email)
    conversation = _conversation(client, csrf, provider_id=str(openai))
    with client.stream(
        "POST", f"/assistant/{conversation}/stream", data={"message": "hello"}, headers={"X-CSRF-Token": csrf}
    ) as answer:
        events = _events(answer.read().decode())
    names = [name for name, _ in events]
    assert "restart" in names and names[-1] == "done"
    after = [data["text"] for name, data in events[names.index("restart") :] if name == "delta"]
    assert "".join(after) == "abcdefgh" and "abcdefgh" in events[-1][1]["html"]


def test_the_stream_needs_the_csrf_token(client: TestClient) -> None:
    user = make_user()
    csrf = signed_in(client, user.email)
    conversation = _conversation(client, csrf)
    refused = client.post(f"/assistant/{conversation}/stream", data={"message": "x"})
    assert refused.status_code == 403


def test_knowledge_is_kept_by_admins_and_found_at_once(client: TestClient) -> None:
    admin = make_user("admin")
    csrf = signed_in(client, admin.email)
    made = client.post(
        "/assistant/knowledge",
        data={
            "csrf_token": csrf,
            "category": "policy",
            "title": "החזרת מוצרים",
            "content": "אפשר להחזיר תוך 14 יום",
            "keywords": "החזרה, זיכוי",
            "priority": "5",
        },
        follow_redirects=False,
    )
    assert made.status_code == 303
    listed = client.get("/assistant/knowledge?q=החזרה").text
    assert "החזרת מוצרים" in listed and "אפשר להחזיר תוך 14 יום" in listed
    bad = client.post(
        "/assistant/knowledge",
        data={"csrf_token": csrf, "category": "faq", "title": "", "content": "x", "priority": "5000"},
    )
    assert (
        bad.status_code == 400
        and 'id="new-priority-error"' in bad.text
        and 'id="new-title-error"' in bad.text
    )
    conversation = _conversation(client, csrf)
    client.post(
        f"/assistant/{conversation}/messages",
        data={"csrf_token": csrf, "message": "מה המדיניות של החזרת מוצרים?"},
    )
    assert "14 יום" in client.get(f"/assistant/{conversation}").text


def test_members_read_knowledge_and_prompts_but_do_not_change_them(client: TestClient) -> None:
    member = make_user()
    csrf = signed_in(client, member.email)
    assert client.get("/assistant/knowledge").status_code == 200
    assert client.get("/assistant/prompts").status_code == 200
    refused = client.post(
        "/assistant/knowledge", data={"csrf_token": csrf, "category": "faq", "title": "t", "content": "c"}
    )
    assert refused.status_code == 403


def test_the_default_prompt_moves_and_stays_one(client: TestClient) -> None:
    admin = make_user("admin")
    csrf = signed_in(client, admin.email)
    made = client.post(
        "/assistant/prompts",
        data={
            "csrf_token": csrf,
            "name": "short",
            "display_name": "קצר ולעניין",
            "base_prompt": "ענה בקצרה",
            "personality": "ענייני",
            "customer_instructions": "",
            "invoice_instructions": "",
            "repair_instructions": "",
            "temperature": "0.3",
            "max_tokens": "400",
        },
        follow_redirects=False,
    )
    assert made.status_code == 303, made.text
    with get_database().unit_of_work(write=False) as session:
        prompts = {p.name: p for p in service.every_prompt(session)}
    assert prompts["short"].temperature == 0.3 and not prompts["short"].is_default
    client.post(f"/assistant/prompts/{prompts['short'].id}/default", data={"csrf_token": csrf})
    with get_database().unit_of_work(write=False) as session:
        defaults = [p.name for p in service.every_prompt(session) if p.is_default]
    assert defaults == ["short"]
    # The default cannot be switched off: the refusal is shown, nothing changes.
    off = client.post(
        f"/assistant/prompts/{prompts['short'].id}",
        data={
            "csrf_token": csrf,
            "name": "short",
            "display_name": "קצר",
            "base_prompt": "ענה בקצרה",
            "personality": "",
            "customer_instructions": "",
            "invoice_instructions": "",
            "repair_instructions": "",
        },
    )
    assert off.status_code == 400 and 'role="alert"' in off.text


def test_a_phone_number_in_an_answer_is_not_broken_at_its_dash() -> None:
    html = str(
        render_answer(
            '- e.g. "What is the balance of 050-1234567?" or +972-3-9561234 '
            "[call](https://a.example/050-1234567) INV-1045 on 2026-12-01 or 01-12-2026"
        )
    )
    assert '<span class="phone">050-1234567</span>?' in html
    assert '<span class="phone">+972-3-9561234</span>' in html
    assert 'href="https://a.example/050-1234567"' in html  # an address is left as it is
    assert '<span class="phone">2026' not in html and 'phone">01-12' not in html  # dates are no phones
    assert "INV-1045" in html and '<span class="phone">1045' not in html

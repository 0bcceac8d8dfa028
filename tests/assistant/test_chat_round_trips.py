"""What a local-engine chat asks of the database: on PostgreSQL no BEGIN or COMMIT round trip and its
exchange (the conversation and both messages) written by one statement; and that this one write is
still all or nothing, on SQLite and PostgreSQL alike."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, delete, event, exc, func, select
from sqlalchemy.pool import Pool

from misrad.assistant.models import Conversation, Message
from misrad.assistant.repository import ChatRecords
from misrad.auth.models import ApiToken
from misrad.core import changes
from misrad.core.clock import utcnow
from misrad.core.db import get_database
from tests.assistant.factories import make_customer, make_invoice
from tests.auth.factories import make_user

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

BASE = "/api/mcp-chatbot"
NO_SUCH_USER = 2**31 - 1


class ChatStatements:
    """The statements on the assistant's tables, each with whether the driver was in autocommit (no
    BEGIN goes before it, no COMMIT after it)."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []
        self.lock = threading.Lock()

    def note(self, conn: Any, _cursor: object, statement: str, *_: object) -> None:
        text = " ".join(statement.split())
        if "assistant_" in text:
            autocommit = bool(getattr(conn.connection.dbapi_connection, "autocommit", False))
            with self.lock:
                self.sent.append((text, autocommit))

    def writes(self) -> list[str]:
        return [s for s, _ in self.sent if not s.startswith("SELECT")]


@pytest.fixture
def chat_statements() -> Iterator[ChatStatements]:
    found = ChatStatements()
    event.listen(Engine, "before_cursor_execute", found.note)
    yield found
    event.remove(Engine, "before_cursor_execute", found.note)


def test_a_local_chat_on_postgresql_writes_in_one_statement_without_begin_or_commit(
    client: TestClient, member_headers: dict[str, str], chat_statements: ChatStatements
) -> None:
    if get_database().is_sqlite:
        pytest.skip("PostgreSQL only: round trips to a database server")
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50")
    first = client.post(f"{BASE}/chat", json={"message": "מה היתרה של דנה כהן?"}, headers=member_headers)
    assert first.status_code == 200, first.text
    conversation = first.json()["conversation"]
    assert len(chat_statements.writes()) == 1, chat_statements.sent
    assert all(autocommit for _, autocommit in chat_statements.sent), chat_statements.sent

    chat_statements.sent.clear()  # a follow-up: the conversation counted up and two more messages
    follow_up = client.post(
        f"{BASE}/conversations/{conversation['id']}/messages",
        json={"message": "ומה הטלפון שלה?"},
        headers=member_headers,
    )
    assert follow_up.status_code == 200, follow_up.text
    assert len(chat_statements.writes()) == 1, chat_statements.sent
    assert all(autocommit for _, autocommit in chat_statements.sent), chat_statements.sent
    assert follow_up.json()["conversation"]["message_count"] == 4
    with get_database().unit_of_work(write=False) as session:
        stored = session.scalars(
            select(Message.role).where(Message.conversation_id == conversation["id"]).order_by(Message.id)
        ).all()
    assert stored == ["user", "assistant", "user", "assistant"]


def _new_conversation(user_id: int) -> dict[str, Any]:
    now = utcnow()
    return {
        "user_id": user_id,
        "title": "שיחה",
        "title_is_default": False,
        "status": "active",
        "primary_context_type": None,
        "customer_id": None,
        "prompt_id": None,
        "provider_id": None,
        "model_id": None,
        "message_count": 2,
        "created_at": now,
        "last_message_at": now,
    }


def _messages(good_user: int, second_user: int) -> list[dict[str, Any]]:
    now = utcnow()
    return [
        {"user_id": good_user, "role": "user", "content": "שאלה", "created_at": now},
        {"user_id": second_user, "role": "assistant", "content": "תשובה", "created_at": now},
    ]


def _counts() -> tuple[int, int]:
    with get_database().unit_of_work(write=False) as session:
        conversations = session.scalar(select(func.count()).select_from(Conversation)) or 0
        messages = session.scalar(select(func.count()).select_from(Message)) or 0
    return conversations, messages


def test_an_exchange_that_fails_to_write_leaves_no_conversation() -> None:
    user = make_user()
    with pytest.raises(exc.IntegrityError), get_database().single_statement_writes() as connection:
        ChatRecords(connection).add_exchange(_new_conversation(user.id), _messages(user.id, NO_SUCH_USER))
    assert _counts() == (0, 0)

    with get_database().single_statement_writes() as connection:
        row = ChatRecords(connection).add_exchange(_new_conversation(user.id), _messages(user.id, user.id))
    assert row.message_count == 2 and row.uuid
    assert _counts() == (1, 2)


def test_a_follow_up_that_fails_to_write_leaves_the_conversation_as_it_was() -> None:
    user = make_user()
    with get_database().single_statement_writes() as connection:
        row = ChatRecords(connection).add_exchange(_new_conversation(user.id), _messages(user.id, user.id))
    with pytest.raises(exc.IntegrityError), get_database().single_statement_writes() as connection:
        ChatRecords(connection).touch_with(
            user.id, row.id, _messages(user.id, NO_SUCH_USER), now=utcnow(), title="חדש"
        )
    with get_database().unit_of_work(write=False) as session:
        kept = session.get(Conversation, row.id)
        assert kept is not None and kept.message_count == 2 and kept.title == "שיחה"
    assert _counts() == (1, 2)

    with get_database().single_statement_writes() as connection:
        touched = ChatRecords(connection).touch_with(
            user.id, row.id, _messages(user.id, user.id), now=utcnow(), title="חדש"
        )
    assert touched is not None and touched.message_count == 4
    assert _counts() == (1, 4)

    other = make_user()  # not the owner: nothing is written, and no row comes back
    with get_database().single_statement_writes() as connection:
        theirs = _messages(other.id, other.id)
        stranger = ChatRecords(connection).touch_with(other.id, row.id, theirs, now=utcnow())
    assert stranger is None
    assert _counts() == (1, 4)


def _prompt_reads(found: ChatStatements) -> list[str]:
    return [s for s, _ in found.sent if s.startswith("SELECT") and "FROM assistant_prompts" in s]


def test_a_chat_reads_the_prompt_once_per_process_and_sees_a_change_at_once(
    client: TestClient,
    member_headers: dict[str, str],
    admin_headers: dict[str, str],
    chat_statements: ChatStatements,
) -> None:
    def quick(message: str) -> dict[str, Any]:
        response = client.post(f"{BASE}/chat", json={"message": message}, headers=member_headers)
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    make_customer("דנה כהן", "0501234567")
    assert quick("מה היתרה של דנה כהן?")["fallback_reason"] is None
    chat_statements.sent.clear()
    assert quick("מה הטלפון של דנה כהן?")["fallback_reason"] is None
    assert _prompt_reads(chat_statements) == []  # kept: the counters the request reads anyway vouch for it

    # An admin points the default prompt at a provider (not switched on): the very next chat asks for it,
    # misses it and says so above the local engine's answer.
    prompts = client.get(f"{BASE}/prompts", headers=admin_headers).json()["prompts"]
    default = next(p for p in prompts if p["is_default"])
    providers = client.get("/api/ai-providers/providers", headers=admin_headers).json()["providers"]
    provider = next(p for p in providers if p["code"] != "local")  # "local" is the engine itself
    changed = client.put(
        f"{BASE}/prompts/{default['id']}", json={"provider_id": provider["id"]}, headers=admin_headers
    )
    assert changed.status_code == 200, changed.text
    chat_statements.sent.clear()
    assert quick("מה היתרה של דנה כהן?")["fallback_reason"] is not None
    assert len(_prompt_reads(chat_statements)) == 1


def _invoice_reads(chat_statements: ChatStatements) -> list[str]:
    return [s for s in chat_statements.everything if s.startswith("SELECT") and "FROM invoices" in s]


@pytest.fixture
def every_statement(chat_statements: ChatStatements) -> Iterator[ChatStatements]:
    """``chat_statements`` noting the records' statements too."""
    chat_statements.everything = []  # type: ignore[attr-defined]

    def note(_conn: object, _cursor: object, statement: str, *_: object) -> None:
        with chat_statements.lock:
            chat_statements.everything.append(" ".join(statement.split()))  # type: ignore[attr-defined]

    event.listen(Engine, "before_cursor_execute", note)
    yield chat_statements
    event.remove(Engine, "before_cursor_execute", note)


def test_a_bare_number_is_looked_up_as_an_invoice_in_one_statement_whatever_its_spellings(
    client: TestClient, member_headers: dict[str, str], every_statement: Any
) -> None:
    """ "m 525" may be printed m-525, M-525, m/525, m525, M525 or 525: every spelling is asked in one
    read (each was a read of its own), and the first of them in that order that is a stored invoice is
    the one linked (here the fifth)."""
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "M525", "1250.50")
    make_invoice(make_customer("יוסי לוי"), "525", "80")
    every_statement.everything.clear()
    answer = client.post(f"{BASE}/chat", json={"message": "כמה נשאר לשלם על m 525?"}, headers=member_headers)
    assert answer.status_code == 200, answer.text
    numbers = [e["value"] for e in answer.json()["entities"] if e["type"] == "invoice_number"]
    assert numbers == ["M525"], answer.json()
    # One read links the number, one more reads the linked invoice's figures for the answer.
    assert len(_invoice_reads(every_statement)) == 2, _invoice_reads(every_statement)

    every_statement.everything.clear()  # a number no invoice has: one read, and nothing linked
    answer = client.post(f"{BASE}/chat", json={"message": "כמה נשאר לשלם על m 526?"}, headers=member_headers)
    assert answer.status_code == 200, answer.text
    assert not [e for e in answer.json()["entities"] if e["type"] == "invoice_number"], answer.json()
    assert len(_invoice_reads(every_statement)) == 1, _invoice_reads(every_statement)


def test_a_local_chat_on_postgresql_writes_on_the_connection_it_read_on(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    """A checkout of a pooled connection costs the server more than the statement it serves: on
    PostgreSQL the read unit's connection is in autocommit already, so the exchange's one statement goes
    on it. One checkout a chat: the change counters the chat relies on (its caller's token, the name
    index, the prompt) are checked by that same statement, as this process last read them."""
    if get_database().is_sqlite:
        pytest.skip("PostgreSQL only: SQLite's write takes the writer's turn on the write engine")
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50")
    checkouts: list[object] = []

    def note(*_: object) -> None:
        checkouts.append(None)

    for message in ("מה היתרה של דנה כהן?", "כמה חייבת דנה כהן"):  # warm: the caller and the index kept
        assert (
            client.post(f"{BASE}/chat", json={"message": message}, headers=member_headers).status_code == 200
        )
    event.listen(Pool, "checkout", note)
    try:
        answer = client.post(
            f"{BASE}/chat", json={"message": "מה היתרה של דנה כהן 1045?"}, headers=member_headers
        )
    finally:
        event.remove(Pool, "checkout", note)
    assert answer.status_code == 200, answer.text
    assert answer.json()["conversation"]["message_count"] == 2
    assert len(checkouts) == 1, checkouts


def test_a_chat_whose_counters_moved_elsewhere_is_written_once_and_a_token_revoked_elsewhere_writes_none(
    client: TestClient, member_headers: dict[str, str], chat_statements: ChatStatements
) -> None:
    """The counters a chat relies on as this process last read them, checked by its write: when one
    moved meanwhile (a write of another process), nothing is written and the application answers the
    chat again from fresh readings, so the exchange is written once; a token revoked elsewhere is refused
    and writes nothing."""
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50")

    def chat(message: str) -> Any:
        return client.post(f"{BASE}/chat", json={"message": message}, headers=member_headers)

    for message in ("מה היתרה של דנה כהן?", "כמה חייבת דנה כהן"):
        assert chat(message).status_code == 200
    for kind in (changes.CUSTOMERS, changes.CALLERS, changes.PROMPTS):
        before = _counts()
        with get_database().write_transaction() as connection:  # another process's write
            changes.bump(connection, kind)
        answer = chat("מה היתרה של דנה כהן?")
        assert answer.status_code == 200, answer.text
        assert answer.json()["context"]["customer"]["id"] == dana
        assert _counts() == (before[0] + 1, before[1] + 2), kind
    before = _counts()
    with get_database().write_transaction() as connection:  # the token revoked by another process
        connection.execute(delete(ApiToken))
        changes.bump(connection, changes.CALLERS)
    assert chat("מה היתרה של דנה כהן?").status_code == 401
    assert _counts() == before


def _records_reads(found: Any) -> list[str]:
    return [s for s in found.everything if s.startswith("SELECT") and ("invoices" in s or "customers" in s)]


@pytest.mark.parametrize(
    ("message", "linked", "reads"),
    [
        # one customer named, an invoice of hers: that read, then the invoice's figures
        ("כמה נשאר לשלם לדנה כהן על 1045?", "1045", 2),
        # several named (listed, each with what they owe: one read of all their balances), a number none
        # of theirs has
        ("כמה חייב כהן 2077?", None, 2),
        ("מה היתרה של דנה כהן?", None, 1),  # her contacts (to find and to answer) and her balance
    ],
)
def test_a_chat_reads_a_named_customers_contacts_once_and_beside_a_bare_number(
    client: TestClient,
    member_headers: dict[str, str],
    every_statement: Any,
    message: str,
    linked: str | None,
    reads: int,
) -> None:
    """A bare number beside a name is looked up among the named customers' invoices, and the same
    customers' contacts are what the answer shows: both in one read (on PostgreSQL one round trip: each
    was a wait to retake the GIL at c=32, perf28); the contacts read are not read again to answer. The
    answers as when they were several reads."""
    dana = make_customer("דנה כהן", "0501234567")
    make_customer("שרה כהן", "0546667788")
    make_invoice(dana, "1045", "1250.50")
    make_invoice(make_customer("יוסי לוי"), "2077", "80")  # not of a customer named: never linked
    for warm in ("מה היתרה של דנה כהן?", "מה הטלפון של שרה כהן?"):  # the index and the prompt kept
        assert client.post(f"{BASE}/chat", json={"message": warm}, headers=member_headers).status_code == 200
    every_statement.everything.clear()
    answer = client.post(f"{BASE}/chat", json={"message": message}, headers=member_headers)
    assert answer.status_code == 200, answer.text
    numbers = [e["value"] for e in answer.json()["entities"] if e["type"] == "invoice_number"]
    assert numbers == ([linked] if linked else []), answer.json()
    if "2077" in message:  # both named customers offered to choose from
        assert "דנה כהן" in answer.json()["response"] and "שרה כהן" in answer.json()["response"], (
            answer.json()
        )
    elif linked is None:
        assert answer.json()["context"]["customer"]["id"] == dana, answer.json()
        assert "1,250.50" in answer.json()["response"], answer.json()
    assert len(_records_reads(every_statement)) == reads, _records_reads(every_statement)


def _follow_up_reads(found: Any) -> list[str]:
    tables = ("assistant_conversations", "assistant_messages", "customers", "invoices", "repairs")
    return [s for s in found.everything if s.startswith("SELECT") and any(t in s for t in tables)]


@pytest.mark.parametrize("path", ["chat", "messages"])
def test_a_follow_up_reads_its_conversation_with_its_last_answer_and_its_customer_once(
    client: TestClient, member_headers: dict[str, str], every_statement: Any, path: str
) -> None:
    """A follow-up about the conversation's customer ("and her balance?"): the conversation is read with
    its last answer in one statement, and the customer it is bound to once, her balance with her contacts
    (each was a statement of its own, and she was read twice: on PostgreSQL seven round trips where four
    do). Her repairs' words are one more read (what "and the fridge?" would ask of). The answer as before."""
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50")
    first = client.post(f"{BASE}/chat", json={"message": "מה הטלפון של דנה כהן?"}, headers=member_headers)
    assert first.status_code == 200, first.text
    conversation_id = first.json()["conversation_id"]

    def follow_up(message: str) -> Any:
        if path == "chat":
            body = {"message": message, "conversation_id": conversation_id}
            return client.post(f"{BASE}/chat", json=body, headers=member_headers)
        return client.post(
            f"{BASE}/conversations/{conversation_id}/messages",
            json={"message": message},
            headers=member_headers,
        )

    assert follow_up("ומה המייל שלה?").status_code == 200  # warm: the prompt kept
    every_statement.everything.clear()
    answer = follow_up("ומה היתרה שלה?")
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["intent"] == "customer_balance" and "1,250.50" in body["response"], body
    customer = (
        body["context"]["customer"] if path == "chat" else body["conversation"]["context_summary"]["customer"]
    )
    assert customer == {"id": dana, "name": "דנה כהן", "phone": "0501234567"}, body
    assert len(_follow_up_reads(every_statement)) == 3, _follow_up_reads(every_statement)

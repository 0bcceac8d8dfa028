"""Mailbox fetching: import speed from a mailbox of 2,000 messages, and the cost of finding nothing new.

A private Dovecot (the test suite's, ``tests/mailboxes/dovecot.py``) on loopback holds one mailbox of
2,000 generated messages with Hebrew subjects; every second one carries a distinct one-page PDF invoice
(reportlab). The account is created through the service (the login is tested first) and fetched with
``misrad.mailboxes.fetcher.fetch_account``, the code path of both the fetch-now endpoint and the
scheduled job: messages, attachments and documents are written, and one intake job per document is
queued (the jobs are not run: OCR is measured by the documents benchmark). Then:

- *nothing new*: the same account fetched again, 2,000 messages already seen (median of 5);
- *renumbered*: the server's UID lists are dropped (new UIDVALIDITY), so the fetch must list every
  message's identifying headers again and check their Message-IDs (nothing is imported twice).

SQLite in a temporary folder, and PostgreSQL on ``MISRAD_BENCH_POSTGRES_URL`` (default
``postgresql+psycopg://postgres@127.0.0.1:5432/postgres``) in a database of its own, when reachable.
"""

from __future__ import annotations

import os
import statistics
import time

from bench.databases import postgres_reachable, scratch_database

MESSAGES = int(os.environ.get("MISRAD_BENCH_MAILBOX_MESSAGES", "2000"))
NOTHING_NEW_REPEATS = 5
SUBJECTS = ["חשבונית מס", "קבלה", "חשבון חודשי", "הזמנת רכש", "תזכורת תשלום", "עדכון מחירים"]


def _mailbox(count: int) -> list[bytes]:
    from tests.mailboxes.factories import invoice_pdf, mail

    messages = []
    for n in range(count):
        attachments = [(f"invoice-{n}.pdf", "application/pdf", invoice_pdf(10_000 + n))] if n % 2 == 0 else []
        subject = f"{SUBJECTS[n % len(SUBJECTS)]} {n}"
        messages.append(mail(subject, attachments=attachments, message_id=f"<bench-{n}@supplier.co.il>"))
    return messages


def _account(dovecot: object, user: str) -> int:
    from tests.auth.factories import make_user
    from tests.mailboxes.factories import imap_body

    from misrad.auth.schemas import Caller
    from misrad.core.db import get_database
    from misrad.mailboxes import service
    from misrad.mailboxes.schemas import ImapAccountCreate

    owner = make_user()
    caller = Caller(owner.id, owner.email, owner.display_name, owner.role)
    change = service.plan_create(ImapAccountCreate(**imap_body(dovecot, user)))
    refreshed = service.verify(change)
    with get_database().unit_of_work() as session:
        return service.apply_create(session, caller, change, refreshed).id


def _run(kind: str, dovecot: object, messages: list[bytes]) -> dict[str, float]:
    from misrad.mailboxes.fetcher import fetch_account

    user = dovecot.new_user()  # type: ignore[attr-defined]
    for raw in messages:
        dovecot.deliver(user, raw)  # type: ignore[attr-defined]
    account_id = _account(dovecot, user)
    import misrad.intake.service  # noqa: F401 - loaded once by any worker; not part of a fetch's time

    started = time.perf_counter()
    first = fetch_account(account_id)
    imported = time.perf_counter() - started
    assert first.fetched == len(messages), first
    nothing: list[float] = []
    for _ in range(NOTHING_NEW_REPEATS):
        started = time.perf_counter()
        again = fetch_account(account_id)
        nothing.append(time.perf_counter() - started)
        assert again.fetched == 0, again
    dovecot.renumber(user)  # type: ignore[attr-defined]
    started = time.perf_counter()
    renumbered = fetch_account(account_id)
    rescan = time.perf_counter() - started
    assert renumbered.fetched == 0, renumbered
    return {
        "import_s": imported,
        "rate": len(messages) / imported,
        "documents": float(first.new_documents),
        "nothing_new_s": statistics.median(nothing),
        "nothing_new_max_s": max(nothing),
        "renumbered_s": rescan,
    }


def main() -> str:
    from tests.mailboxes.dovecot import Dovecot

    load = os.getloadavg()
    started = time.perf_counter()
    messages = _mailbox(MESSAGES)
    generated = time.perf_counter() - started
    kinds = ["sqlite"] + (["postgresql"] if postgres_reachable() else [])
    results: dict[str, dict[str, float]] = {}
    dovecot = Dovecot()
    try:
        dovecot.start()
        for kind in kinds:
            # The bench's Dovecot is on loopback, which the outbound guard refuses by default.
            with scratch_database(kind, "mailboxes", MISRAD_ALLOW_PRIVATE_NETWORKS="true"):
                results[kind] = _run(kind, dovecot, messages)
    finally:
        dovecot.close()

    lines = [
        "## mailboxes",
        "",
        f"One IMAP mailbox of {MESSAGES:,} messages with Hebrew subjects, every second one with a distinct",
        "one-page PDF invoice, on a private Dovecot over loopback (no TLS). *Import*: the first fetch takes",
        "every message (one transaction each: message, attachments, the document, its intake job queued;",
        "OCR not run). *Nothing new*: the same mailbox fetched again, median of "
        f"{NOTHING_NEW_REPEATS} (max in brackets).",
        "*Renumbered*: after the server assigned a new UIDVALIDITY, a fetch that re-lists every message's",
        "headers and recognises each by Message-ID (imports nothing).",
        "",
        "| database | import s | messages/s | documents | nothing new s | renumbered s |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for kind, r in results.items():
        lines.append(
            f"| {kind} | {r['import_s']:.1f} | {r['rate']:.0f} | {r['documents']:.0f} | "
            f"{r['nothing_new_s']:.3f} ({r['nothing_new_max_s']:.3f}) | {r['renumbered_s']:.2f} |"
        )
    lines.append("")
    lines.append(f"Aim: a fetch that finds nothing new in {MESSAGES:,} seen messages under 1 s.")
    for kind, r in results.items():
        verdict = "met" if r["nothing_new_max_s"] < 1 else "not met"
        lines.append(f"- {kind}: {r['nothing_new_s'] * 1000:.0f} ms median ({verdict})")
    if "postgresql" not in results:
        lines.append("- postgresql: not reachable, not measured")
    lines.append("")
    lines.append(
        f"Generating the {MESSAGES:,} messages took {generated:.1f} s and is not counted. Load average over"
        f" the run: {load[0]:.1f} at the start, {os.getloadavg()[0]:.1f} at the end, on"
        f" {os.cpu_count()} cores shared with other work, so the import rate is a floor rather than this"
        " code's best."
    )
    return "\n".join(lines)


if __name__ == "__main__":
    print(main())

"""Web application benchmark: server time of each page with 100,000 documents and 100,000 customers,
what each page ships, and the time until the documents page is usable in Chromium.

What runs (SQLite, the default install):

1. A fresh data folder migrated by ``misrad migrate``, one member who owns ``BENCH_WEB_DOCUMENTS``
   (100,000) processed documents with their search index (the bulk fill of ``bench_documents``), and
   ``BENCH_WEB_CUSTOMERS`` (100,000) customers with their search words, every second one with an
   invoice (the bulk fill of ``bench_records``).
2. ``misrad serve`` in its own process on loopback (no embedded worker). Each page is fetched
   ``BENCH_WEB_ROUNDS`` (30) times after two warm-up rounds, one request at a time, by a signed-in
   client over HTTP; the time is the client's, to the last byte of the page.
3. The JavaScript and CSS each page names (``<script src>``, ``<link rel=stylesheet>``), fetched and
   gzipped (level 6, as a front server would), summed per page.
4. Debian's Chromium (Playwright) signed in, opening ``/documents`` ``BENCH_WEB_LOADS`` (10) times:
   from navigation start until the page's scripts have run (``load``, and the bulk-selection script
   has shown its "choose all" box), read from the page's own navigation timing.
5. The chat page's first streamed words (``chat_first_words``, a data folder of its own): an admin
   points the OpenAI provider at the suite's local server speaking OpenAI's protocol, which streams
   each answer in pieces ``BENCH_WEB_PIECE_SECONDS`` (0.5 s) apart and notes the wall-clock time each
   piece left; in Chromium a mutation observer notes when the first piece shows in the answer's
   bubble (``Date.now()``, the same clock). ``BENCH_WEB_ANSWERS`` (10) answers, one at a time.
6. The AI spending pages with ``BENCH_WEB_USAGE`` (1,000,000) usage rows over 90 days and their daily
   rollups (``bench/web_usage.py``, written in bulk), timed as in 2 for an admin (everyone's usage) and
   the member (their own calls). ``python -m bench.bench_web spending`` measures only these (no
   documents), printing the section without touching ``docs/benchmarks.md``.
"""

from __future__ import annotations

import gzip
import os
import re
import shutil
import socket
import sys
import tempfile
import time
from pathlib import Path

import httpx

from bench.bench_documents import _fill, _percentile, _run
from bench.bench_records import _fill as _fill_customers
from bench.servers import served
from bench.web_usage import fill_usage

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
DOCUMENTS = int(os.environ.get("BENCH_WEB_DOCUMENTS", "100000"))
CUSTOMERS = int(os.environ.get("BENCH_WEB_CUSTOMERS", "100000"))
ROUNDS = int(os.environ.get("BENCH_WEB_ROUNDS", "30"))
LOADS = int(os.environ.get("BENCH_WEB_LOADS", "10"))
USAGE = int(os.environ.get("BENCH_WEB_USAGE", "1000000"))
EMAIL, PASSWORD = "bench@example.co.il", "bench-password-1"
ADMIN = "bench-admin@example.co.il"
SPENDING_PAGES = (
    "/spending", "/spending/budgets", "/spending/reports", "/spending/reports?days=365", "/spending/usage",
    "/spending/usage?days=90&page=400", "/spending/usage?provider_id=2&days=7", "/spending/health",
    "/spending/fallback",
)
MEMBER_SPENDING_PAGES = ("/spending/usage", "/spending/usage?days=90&page=40")
PAGES = (
    "/", "/documents", "/documents?q=חשבונית", "/documents?status=processed&sort=oldest&page=200",
    "/documents/{id}", "/categories", "/approvals", "/alerts", "/exports", "/mailboxes",
    "/customers", "/customers?q=כהן", "/customers?q=052-31", "/customers?page=2000", "/customers/{customer}",
    "/invoices", "/invoices?status=overdue", "/repairs", "/settings",
)
SERVER_AIM_MS, SHIPPED_AIM_KB, USABLE_AIM_MS, FIRST_WORDS_AIM_MS = 100, 150, 1000, 300
ANSWERS = int(os.environ.get("BENCH_WEB_ANSWERS", "10"))
PIECE_SECONDS = float(os.environ.get("BENCH_WEB_PIECE_SECONDS", "0.5"))
ADMIN_EMAIL = ADMIN
# In the page (through the DevTools protocol, so the CSP stays in force): the moment the newest
# answer's bubble first shows the first piece of text.
# Wrapped in an object: evaluate_handle would otherwise wait for the promise itself.
WATCH_FIRST_WORDS = """piece => ({shown: new Promise(resolve => {
  const seen = () => {
    const b = [...document.querySelectorAll('#messages .message.answer .bubble')].pop();
    return b && b.textContent.startsWith(piece);
  };
  const observer = new MutationObserver(() => {
    if (seen()) { observer.disconnect(); resolve(Date.now()); }
  });
  const options = {childList: true, subtree: true, characterData: true};
  observer.observe(document.getElementById('messages'), options);
})})"""

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _prepare(folder: Path, documents: int = DOCUMENTS) -> tuple[dict[str, str], float]:
    env = {k: v for k, v in os.environ.items() if k not in ("MISRAD_DATABASE_URL", "MISRAD_REDIS_URL")}
    env.update({"MISRAD_DATA_DIR": str(folder), "MISRAD_EMBEDDED_WORKER": "false",
                "MISRAD_CREATE_FIRST_ADMIN": "false"})  # fmt: skip
    _run([str(BIN / "misrad"), "migrate"], env)
    _run([str(BIN / "misrad"), "users", "create", EMAIL, "--password", PASSWORD], env)
    _run([str(BIN / "misrad"), "users", "create", ADMIN, "--password", PASSWORD, "--role", "admin"], env)
    _run([sys.executable, "-c", "from misrad import areas; areas.install(); areas.seed()"], env)
    from sqlalchemy import create_engine, text

    url = f"sqlite:///{folder}/misrad.db"
    engine = create_engine(url)
    with engine.connect() as connection:
        found = connection.execute(text("SELECT email, id FROM users"))
        ids = dict(found.tuples().all())
    engine.dispose()
    if documents:
        _fill(url, ids[EMAIL], documents)
        _fill_customers(url, CUSTOMERS)
    return env, fill_usage(url, [ids[EMAIL], ids[ADMIN], ids[ADMIN], ids[ADMIN]], USAGE)


def _signed_in(url: str, email: str = EMAIL) -> httpx.Client:
    client = httpx.Client(base_url=url, timeout=60, follow_redirects=True)
    answer = client.post("/login", data={"email": email, "password": PASSWORD})
    answer.raise_for_status()
    return client


def _server_times(client: httpx.Client, pages: tuple[str, ...] = PAGES, who: str = "") -> list[str]:
    lines = ["| page | p50 ms | p95 ms | bytes |", "|---|---:|---:|---:|"]
    worst = 0.0
    for path in pages:
        target = path.format(id=DOCUMENTS // 2, customer=CUSTOMERS // 2)
        timings, size = [], 0
        for round_number in range(ROUNDS + 2):
            started = time.perf_counter()
            answer = client.get(target)
            elapsed = (time.perf_counter() - started) * 1000
            assert answer.status_code == 200, (target, answer.status_code)
            size = len(answer.content)
            if round_number >= 2:
                timings.append(elapsed)
        ordered = sorted(timings)
        p95 = _percentile(ordered, 0.95)
        worst = max(worst, p95)
        lines.append(f"| `{path}`{who} | {_percentile(ordered, 0.5):.1f} | {p95:.1f} | {size:,} |")
    verdict = "met" if worst < SERVER_AIM_MS else "not met"
    return [f"Worst page p95 **{worst:.0f} ms** (aim under {SERVER_AIM_MS} ms: {verdict}).", "", *lines]


def _shipped(client: httpx.Client) -> list[str]:
    lines = ["| page | files | gzipped KB |", "|---|---:|---:|"]
    cache: dict[str, int] = {}
    worst = 0.0
    for path in PAGES:
        html = client.get(path.format(id=DOCUMENTS // 2, customer=CUSTOMERS // 2)).text
        assets = re.findall(r'<script src="([^"]+)"', html) + re.findall(
            r'<link rel="stylesheet" href="([^"]+)"', html
        )
        for asset in assets:
            if asset not in cache:
                cache[asset] = len(gzip.compress(client.get(asset).content, 6))
        total = sum(cache[a] for a in assets) / 1024
        worst = max(worst, total)
        lines.append(f"| `{path}` | {len(assets)} | {total:.1f} |")
    verdict = "met" if worst < SHIPPED_AIM_KB else "not met"
    return [f"Heaviest page ships **{worst:.1f} KB** of JavaScript and CSS gzipped (aim under "
            f"{SHIPPED_AIM_KB} KB: {verdict}).", "", *lines]  # fmt: skip


def _usable(url: str) -> list[str]:
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(chromium).exists():
        return ["Chromium is not installed: time until usable not measured."]
    times = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_context(base_url=url, locale="he-IL").new_page()
        page.goto("/login")
        page.locator("#email").fill(EMAIL)
        page.locator("#password").fill(PASSWORD)
        page.locator("form[action='/login'] button[type=submit]").click()
        page.wait_for_load_state()
        for round_number in range(LOADS + 1):
            page.goto("/documents", wait_until="load")
            page.locator("#select-all:not([hidden])").wait_for()
            ready = page.evaluate("performance.now()")
            loaded = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
            if round_number:
                times.append(max(ready, loaded))
        browser.close()
    ordered = sorted(times)
    median, worst = _percentile(ordered, 0.5), ordered[-1]
    verdict = "met" if worst < USABLE_AIM_MS else "not met"
    return [f"`/documents` usable in Chromium on loopback: median **{median:.0f} ms**, worst {worst:.0f} ms "
            f"over {LOADS} loads (aim under {USABLE_AIM_MS} ms: {verdict})."]  # fmt: skip


def _configure_llm(url: str, base_url: str, key: str) -> str:
    """As an admin would: the OpenAI provider pointed at the local server, with a key it accepts."""
    with httpx.Client(base_url=url, timeout=60) as http:
        login = http.post("/api/auth/login", json={"email": ADMIN_EMAIL, "password": PASSWORD})
        login.raise_for_status()
        http.headers["X-CSRF-Token"] = login.json()["csrf_token"]
        listed = http.get("/api/ai-providers/providers").json()["providers"]
        openai = next(p for p in listed if p["code"] == "openai")
        body = {"is_active": True, "base_url": base_url, "api_key": key}
        http.put(f"/api/ai-providers/providers/{openai['id']}", json=body).raise_for_status()
        return str(openai["display_name"])


def _measure_first_words(url: str, server: object, provider: str) -> list[float]:
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    delays: list[float] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_context(base_url=url, locale="he-IL").new_page()
        page.goto("/login?next=/assistant")
        page.locator("#email").fill(ADMIN_EMAIL)
        page.locator("#password").fill(PASSWORD)
        page.locator("form[action='/login'] button[type=submit]").click()
        page.wait_for_url("**/assistant")
        page.locator("#new-provider").select_option(label=provider)
        page.locator(".new-conversation button[type=submit]").click()
        page.wait_for_url("**/assistant/*")
        text, pieces = server.reply_text, server.stream_pieces  # type: ignore[attr-defined]
        piece = text[: -(-len(text) // pieces)]
        for _ in range(ANSWERS + 1):
            server.sent_at.clear()  # type: ignore[attr-defined]
            watching = page.evaluate_handle(WATCH_FIRST_WORDS, piece)
            page.locator("#message").fill("מה היתרה של הלקוח?")
            page.locator("#message").press("Enter")
            shown = float(page.evaluate("w => w.shown", watching))
            page.locator("#messages .message.answer:last-child .bubble.markdown").wait_for(timeout=60_000)
            delays.append(shown - server.sent_at[1] * 1000)  # type: ignore[attr-defined]  # [0]: role only
        browser.close()
    return delays[1:]  # the first answer warms the connection pools up


def chat_first_words() -> list[str]:
    """The chat page's first streamed words after the local provider sent them (see the docstring)."""
    from tests.providers.fake_servers import GOOD_KEY, FakeLLMServer

    if not Path(shutil.which("chromium") or "/usr/bin/chromium").exists():
        return ["Chromium is not installed: the first streamed words were not measured."]
    with tempfile.TemporaryDirectory(prefix="bench-chat-") as folder, FakeLLMServer() as server:
        env = {k: v for k, v in os.environ.items() if k not in ("MISRAD_DATABASE_URL", "MISRAD_REDIS_URL")}
        env.update({"MISRAD_DATA_DIR": folder, "MISRAD_EMBEDDED_WORKER": "false",
                    "MISRAD_CREATE_FIRST_ADMIN": "false",
                    "MISRAD_ALLOW_PRIVATE_NETWORKS": "true"})  # fmt: skip
        _run([str(BIN / "misrad"), "migrate"], env)
        admin = ["users", "create", ADMIN_EMAIL, "--password", PASSWORD, "--role", "admin"]
        _run([str(BIN / "misrad"), *admin], env)
        server.reply_text = "שלום! היתרה של הלקוח היא 250 ₪, בחשבונית אחת פתוחה שמועד תשלומה בעוד שבוע."
        server.stream_pieces, server.stream_delay = 6, PIECE_SECONDS
        port = _free_port()
        arguments = [str(BIN / "misrad"), "serve", "--port", str(port)]
        with served(arguments, env, port, Path(folder) / "serve.log") as (url, _pid):
            provider = _configure_llm(url, server.openai_base_url, GOOD_KEY)
            ordered = sorted(_measure_first_words(url, server, provider))
    median, worst = _percentile(ordered, 0.5), ordered[-1]
    verdict = "met" if _percentile(ordered, 0.95) < FIRST_WORDS_AIM_MS else "not met"
    return [f"First streamed words on the chat page after the provider sent them: median "
            f"**{median:.0f} ms**, p95 {_percentile(ordered, 0.95):.0f} ms, worst {worst:.0f} ms over "
            f"{len(ordered)} answers "
            f"(aim under {FIRST_WORDS_AIM_MS} ms: {verdict})."]  # fmt: skip


def _spending(url: str) -> list[str]:
    """The spending pages' server times: an admin (everyone's usage), then the member (their own)."""
    admin, member = _signed_in(url, ADMIN), _signed_in(url)
    try:
        lines = _server_times(admin, SPENDING_PAGES, " (admin)")
        lines += _server_times(member, MEMBER_SPENDING_PAGES, " (member)")[3:]
    finally:
        admin.close()
        member.close()
    return lines


def _load_note(started: float, load_before: float) -> str:
    return (
        f"Run took {(time.perf_counter() - started) / 60:.1f} min; load average {load_before:.1f} at the "
        f"start and {os.getloadavg()[0]:.1f} at the end on {os.cpu_count()} cores (other work on this "
        "shared machine inflates the times). PostgreSQL not measured here."
    )


def spending_only() -> str:
    """Only the AI spending pages (no documents): a brief run that leaves docs/benchmarks.md alone."""
    started, load_before = time.perf_counter(), os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="bench-web-") as folder:
        env, usage_seconds = _prepare(Path(folder), documents=0)
        port = _free_port()
        arguments = [str(BIN / "misrad"), "serve", "--port", str(port)]
        with served(arguments, env, port, Path(folder) / "serve.log") as (url, _pid):
            spending = _spending(url)
    return "\n".join([
        f"### AI spending pages, {USAGE:,} usage rows (written in {usage_seconds:.0f} s)", "",
        f"{ROUNDS} requests of each page after two warm-ups, one at a time.", "", *spending, "",
        _load_note(started, load_before), "",
    ])  # fmt: skip


def main() -> str:
    started, load_before = time.perf_counter(), os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="bench-web-") as folder:
        env, usage_seconds = _prepare(Path(folder))
        filled = time.perf_counter() - started
        port = _free_port()
        arguments = [str(BIN / "misrad"), "serve", "--port", str(port)]
        with served(arguments, env, port, Path(folder) / "serve.log") as (url, _pid):
            client = _signed_in(url)
            try:
                server = _server_times(client)
                shipped = _shipped(client)
            finally:
                client.close()
            spending = _spending(url)
            usable = _usable(url)
    first_words = chat_first_words()
    return "\n".join([
        "## web", "",
        f"SQLite, {DOCUMENTS:,} documents of one member, {CUSTOMERS:,} customers and {USAGE:,} AI usage rows"
        f" (filled in {filled:.0f} s, the usage in {usage_seconds:.0f} s), `misrad serve` on loopback,"
        f" {ROUNDS} requests of each page after two warm-ups, one at a time.", "",
        "### Server time of each page", "", *server, "",
        "### AI spending pages", "", *spending, "",
        "### JavaScript and CSS each page ships", "", *shipped, "",
        "### Documents page in Chromium", "", *usable, "",
        "### Chat page: first streamed words", "", *first_words, "",
        _load_note(started, load_before), "",
    ])  # fmt: skip


if __name__ == "__main__":
    print(spending_only() if sys.argv[1:] == ["spending"] else main())

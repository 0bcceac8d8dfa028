"""The ``misrad`` command line."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated, Any

import typer

from misrad import areas
from misrad.auth.cli import tokens_app, users_app
from misrad.core import bootstrap
from misrad.core.console import refuse, say, use_language
from misrad.core.db import get_database, reset_database
from misrad.core.errors import MisradError
from misrad.core.settings import get_settings
from misrad.intake import reader
from misrad.providers.cli import pricing_app

# Plain tracebacks without local variables: locals may hold passwords or keys.
app = typer.Typer(
    help="misrad: the back office of a small Israeli business.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    pretty_exceptions_show_locals=False,
)
app.add_typer(users_app, name="users")
app.add_typer(tokens_app, name="tokens")
app.add_typer(pricing_app, name="pricing")


@app.callback()
def _options(
    lang: Annotated[
        str | None,
        typer.Option("--lang", help="he or en: the language of messages (default MISRAD_LANG, he)"),
    ] = None,
) -> None:
    # Runs before every command: the areas' messages for errors printed in the user's language.
    areas.install()
    use_language(lang or get_settings().lang)


def _logging() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")


WORKER_HEALTHCHECK_SECONDS = 60


@app.command()
def serve(
    host: Annotated[
        str | None, typer.Option(help="address to listen on (default MISRAD_HOST, 127.0.0.1)")
    ] = None,
    port: Annotated[int | None, typer.Option(help="port to listen on (default MISRAD_PORT, 8000)")] = None,
    workers: Annotated[
        int | None,
        typer.Option(min=1, max=64, help="API processes (default MISRAD_WORKERS, else one per core)"),
    ] = None,
) -> None:
    """Run the API on one or more processes (and, without Redis, the background worker in one of them).

    With several processes uvicorn's supervisor keeps them: a process that dies is replaced, SIGHUP
    replaces each in turn (the new one serving before the old one stops), SIGTERM stops them all."""
    _logging()
    settings = get_settings()
    reader.preload_in_readers(__name__)
    start()  # migrations, seeds and the first admin, once, before any process serves
    listen_host, listen_port = host or settings.host, port or settings.port
    processes = workers or settings.serving_processes
    typer.echo(
        f"misrad listens on http://{listen_host}:{listen_port}  (API docs: /api/docs)"
        f"  with {processes} process{'es' if processes > 1 else ''}"
    )
    _run_server(listen_host, listen_port, processes, settings.forwarded_allow_ips)


def _run_server(host: str, port: int, processes: int, forwarded_allow_ips: str | None) -> None:
    """uvicorn in this process, or its supervisor with ``processes`` API processes (each builds the app
    itself: a process is spawned, not forked, so no thread or connection of this one is shared)."""
    import uvicorn

    from misrad.core.serving import logging_config, run_processes

    options: dict[str, Any] = {
        "log_level": "info",
        "log_config": logging_config(),  # the access log written in batches (core.serving)
        # Believe X-Forwarded-For only from the reverse proxy's addresses (sign-in throttling counts by
        # the client's address).
        "proxy_headers": forwarded_allow_ips is not None,
        "forwarded_allow_ips": forwarded_allow_ips,
    }
    if processes == 1:
        from misrad.app import create_app

        uvicorn.run(create_app(), host=host, port=port, **options)
        return
    # A process that starts on a busy machine (imports take seconds) must not be taken for a hung one:
    # the supervisor kills a process that does not answer its health check within this.
    options["timeout_worker_healthcheck"] = WORKER_HEALTHCHECK_SECONDS
    run_processes("misrad.app:create_app", host, port, processes, {"factory": True, **options})


@app.command()
def worker(threads: Annotated[int | None, typer.Option(help="worker threads")] = None) -> None:
    """Run background workers only (Redis deployments; start as many as needed)."""
    from misrad.core.queue.worker import run_worker

    _logging()
    reader.preload_in_readers(__name__)
    run_worker(threads)


@app.command()
def migrate() -> None:
    """Bring the database to the newest schema."""

    bootstrap.migrate()
    typer.echo("database is up to date")


@app.command()
def backup(
    output: Annotated[
        Path | None, typer.Option(help="the archive to write (default: misrad-backup-<time>.tar.gz here)")
    ] = None,
) -> None:
    """Back up the embedded SQLite installation while it runs: the database (online copy) and the data
    folder's files, in one archive."""
    from misrad.core.backup import back_up, default_archive_name

    try:
        written = back_up(get_settings(), output or Path(default_archive_name()))
    except MisradError as exc:
        refuse(exc)
    say("backup_written", path=str(written))


@app.command()
def restore(archive: Annotated[Path, typer.Argument(help="an archive written by misrad backup")]) -> None:
    """Put a backup back into this (stopped) SQLite installation, then bring it to the current schema."""
    from misrad.core.backup import restore as restore_archive

    try:
        restore_archive(get_settings(), archive)
    except MisradError as exc:
        refuse(exc)
    reset_database()
    bootstrap.migrate()
    say("restore_done", path=str(archive))


@app.command()
def demo() -> None:
    """Load a realistic Hebrew demo data set (customers, invoices, repairs)."""
    from misrad.records.demo import load_demo

    bootstrap.migrate()
    with get_database().unit_of_work() as session:
        counts = load_demo(session)
    typer.echo(", ".join(f"{name}: {count}" for name, count in counts.items()))


@app.command()
def mcp(email: Annotated[str, typer.Option(help="the user whose rights the tools run with")]) -> None:
    """Serve the assistant's functions as MCP tools over stdio (for MCP clients that start a command)."""
    import anyio

    from misrad.assistant.mcp import serve_stdio
    from misrad.auth.service import caller_of, find_user_by_email, get_user

    # stdout carries the protocol: everything else goes to stderr.
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    bootstrap.migrate()
    with get_database().unit_of_work(write=False) as session:
        found = find_user_by_email(session, email)
        caller = caller_of(get_user(session, found.id), "token") if found and found.is_active else None
    if caller is None:
        typer.echo(f"error: no active user {email}", err=True)
        raise typer.Exit(2)
    anyio.run(serve_stdio, caller)


def start() -> None:
    """What ``misrad serve`` does first: migrate, seed, create the first admin (printed once)."""
    bootstrap.migrate()
    areas.seed()
    created = create_first_admin()
    if created:
        email, password = created
        # Printed once to the console, deliberately not through logging.
        print(f"\n  misrad: first admin created\n    email:    {email}\n    password: {password}\n")


def create_first_admin() -> tuple[str, str] | None:
    from misrad.auth.service import ensure_first_admin

    if not get_settings().create_first_admin:
        return None
    with get_database().unit_of_work() as session:
        return ensure_first_admin(session)


def main() -> None:
    app()

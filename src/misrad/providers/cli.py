"""``misrad pricing ...``: keep the catalogue's prices current without editing them by hand."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from misrad.providers.service.pricing_import import ImportReport

pricing_app = typer.Typer(help="Model prices of the AI gateway.", no_args_is_help=True)


@pricing_app.command("import")
def import_command(
    file: Annotated[Path, typer.Argument(help="LiteLLM's model_prices_and_context_window.json")],
    effective: Annotated[
        str | None,
        typer.Option(help="YYYY-MM-DD the new prices apply from (business time zone); default now"),
    ] = None,
    add_models: Annotated[
        bool, typer.Option(help="also add chat models the catalogue does not have")
    ] = False,
    dry_run: Annotated[bool, typer.Option(help="report what would change, change nothing")] = False,
) -> None:
    """Update model prices from LiteLLM's community price map. A changed price becomes a new
    effective-dated price; usage already metered keeps the price it was charged at."""
    # The app's modules are imported when a command runs, so that ``misrad --help`` starts at once.
    from misrad.core.errors import MisradError
    from misrad.core.i18n import translate

    moment = _effective_moment(effective)
    try:
        report = _import(file, moment, add_models=add_models, dry_run=dry_run)
    except MisradError as error:
        typer.echo(f"error: {translate(error.error_code, 'en', **error.params)}", err=True)
        raise typer.Exit(1) from None
    _print_report(report, dry_run=dry_run)


def _effective_moment(effective: str | None) -> datetime | None:
    """``--effective`` as the start of that business day; exits with status 2 when it is no date."""
    from misrad.core.clock import business_day_start

    if not effective:
        return None
    try:
        return business_day_start(date.fromisoformat(effective))
    except ValueError:
        typer.echo(f"error: --effective must be YYYY-MM-DD, not {effective!r}", err=True)
        raise typer.Exit(2) from None


def _import(file: Path, moment: datetime | None, *, add_models: bool, dry_run: bool) -> ImportReport:
    from misrad.core import bootstrap
    from misrad.core.db import get_database
    from misrad.providers.service.pricing_import import import_prices, read_price_map

    data = read_price_map(file)
    bootstrap.migrate()
    with get_database().unit_of_work() as session:
        report = import_prices(
            session, data, source=f"LiteLLM price map ({file.name})", effective=moment, add_models=add_models
        )
        if dry_run:
            session.rollback()
    return report


def _print_report(report: ImportReport, *, dry_run: bool) -> None:
    for name in report.updated:
        typer.echo(f"updated {name}")
    for name in report.added:
        typer.echo(f"added {name}")
    for reason in report.rejected:
        typer.echo(f"rejected {reason}", err=True)
    typer.echo(
        f"{'would update' if dry_run else 'updated'} {len(report.updated)}, added {len(report.added)}, "
        f"unchanged {report.unchanged}, not in the catalogue {report.skipped_unknown}, "
        f"rejected {len(report.rejected)}"
    )

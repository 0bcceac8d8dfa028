"""``misrad users ...`` and ``misrad tokens ...``: user and token management from the shell.

Whoever runs these runs the service, so they act as an admin. Refused input is one line in the
operator's language with exit code 2 (``core.console.refuse``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated

import typer
from pydantic import ValidationError
from sqlalchemy.orm import Session

from misrad.core.console import refuse, say
from misrad.core.errors import MisradError

users_app = typer.Typer(help="Manage users.", no_args_is_help=True)
tokens_app = typer.Typer(help="Manage API tokens.", no_args_is_help=True)

# How the input models' fields are typed on the command line.
OPTIONS = {"email": "EMAIL", "display_name": "--name", "name": "--name"}


@contextmanager
def _unit_of_work() -> Iterator[Session]:
    """A migrated database's unit of work; a refusal inside it becomes one line and exit code 2."""
    from misrad.core import bootstrap
    from misrad.core.db import get_database

    bootstrap.migrate()
    try:
        with get_database().unit_of_work() as session:
            yield session
    except (ValidationError, MisradError) as exc:
        refuse(exc, OPTIONS)


@users_app.command("create")
def users_create(
    email: str,
    password: Annotated[str, typer.Option(prompt=True, hide_input=True, help="at least 8 characters")],
    role: Annotated[str, typer.Option(help="admin, approver or member")] = "member",
    name: Annotated[str | None, typer.Option(help="display name")] = None,
    approval_level: Annotated[int | None, typer.Option(help="for approvers")] = None,
) -> None:
    """Create a user."""
    from misrad.auth.schemas import UserCreate
    from misrad.auth.service import create_user

    with _unit_of_work() as session:
        data = UserCreate(
            email=email,
            password=password,
            role=role,  # type: ignore[arg-type]
            display_name=name or email.split("@")[0],
            approval_level=approval_level,
        )
        user = create_user(session, data)
        say("cli_user_created", id=user.id, email=user.email, role=user.role)


@users_app.command("list")
def users_list() -> None:
    """Every user: id, email, role, approval level, active or not, name."""
    from misrad.auth.service import list_users

    with _unit_of_work() as session:
        for user in list_users(session):
            level = str(user.approval_level) if user.approval_level is not None else "-"
            state = "active" if user.is_active else "inactive"
            typer.echo(f"{user.id}\t{user.email}\t{user.role}\t{level}\t{state}\t{user.display_name}")


def _set_active(email: str, active: bool) -> None:
    from misrad.auth.schemas import UserUpdate
    from misrad.auth.service import update_user, user_by_email

    with _unit_of_work() as session:
        user = update_user(session, user_by_email(session, email).id, UserUpdate(is_active=active))
        say("cli_user_activated" if active else "cli_user_deactivated", email=user.email)


@users_app.command("deactivate")
def users_deactivate(email: str) -> None:
    """Stop a user from signing in; their sessions end and their tokens stop working."""
    _set_active(email, False)


@users_app.command("activate")
def users_activate(email: str) -> None:
    """Let a deactivated user sign in again (old sessions stay ended)."""
    _set_active(email, True)


@users_app.command("set-password")
def users_set_password(
    email: str,
    password: Annotated[
        str,
        typer.Option(prompt=True, hide_input=True, confirmation_prompt=True, help="at least 8 characters"),
    ],
    revoke_tokens: Annotated[bool, typer.Option(help="also delete all the user's API tokens")] = False,
) -> None:
    """Give a user a new password; all their sessions end (and their tokens with --revoke-tokens)."""
    from misrad.auth.schemas import UserUpdate
    from misrad.auth.service import update_user, user_by_email

    with _unit_of_work() as session:
        data = UserUpdate(password=password, revoke_tokens=revoke_tokens)
        user = update_user(session, user_by_email(session, email).id, data)
        say("cli_password_set", email=user.email)
        if revoke_tokens:
            say("cli_tokens_revoked", email=user.email)


@users_app.command("unlock")
def users_unlock(email: str) -> None:
    """Forget a user's failed sign-ins from every address, so no back-off delays them."""
    from misrad.auth.service import unlock_user, user_by_email

    with _unit_of_work() as session:
        user = unlock_user(session, user_by_email(session, email).id)
        say("cli_user_unlocked", email=user.email)


@tokens_app.command("create")
def tokens_create(
    email: str,
    name: Annotated[str, typer.Option(help="what the token is for")],
    expires_in_days: Annotated[int | None, typer.Option(help="stop working after this many days")] = None,
) -> None:
    """Create an API token for a user and print it (shown only this once)."""
    from misrad.auth.schemas import TokenCreate
    from misrad.auth.service import create_token, user_by_email
    from misrad.core.clock import format_timestamp
    from misrad.core.i18n import translate

    with _unit_of_work() as session:
        data = TokenCreate(name=name, expires_in_days=expires_in_days)
        token, plain = create_token(
            session, user_by_email(session, email).id, data.name, data.expires_in_days
        )
        if token.expires_at is not None:
            typer.echo(
                translate("cli_token_expires", expires_at=format_timestamp(token.expires_at)), err=True
            )
    typer.echo(plain)  # alone on stdout, for scripts


@tokens_app.command("list")
def tokens_list(email: str) -> None:
    """A user's tokens: id, name, prefix, created, last used, expires (never the secrets)."""
    from misrad.auth.service import tokens_of
    from misrad.core.clock import format_timestamp

    with _unit_of_work() as session:
        tokens = tokens_of(session, email)
        if not tokens:
            say("cli_no_tokens")
        for token in tokens:
            moments = (token.created_at, token.last_used_at, token.expires_at)
            shown = "\t".join(format_timestamp(moment) or "-" for moment in moments)
            typer.echo(f"{token.id}\t{token.name}\tmsr_{token.prefix}_…\t{shown}")


@tokens_app.command("revoke")
def tokens_revoke(token_id: Annotated[int, typer.Argument(metavar="ID", min=1, max=2**31 - 1)]) -> None:
    """Delete a token by its id (from "tokens list"): it stops working at once."""
    from misrad.auth.service import revoke_token

    with _unit_of_work() as session:
        revoke_token(session, token_id)
        say("cli_token_revoked", id=token_id)

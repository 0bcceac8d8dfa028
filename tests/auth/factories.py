from __future__ import annotations

import itertools
from typing import Any

from misrad.auth.models import User
from misrad.auth.schemas import UserCreate
from misrad.auth.service import create_token, create_user
from misrad.core.db import get_database

_sequence = itertools.count(1)
PASSWORD = "correct horse battery"


def make_user(role: str = "member", **fields: Any) -> User:
    number = next(_sequence)
    data = {
        "email": f"user{number}@example.co.il",
        "display_name": f"משתמש {number}",
        "password": PASSWORD,
        "role": role,
        **fields,
    }
    with get_database().unit_of_work() as session:
        return create_user(session, UserCreate(**data))


def bearer_headers(user: User) -> dict[str, str]:
    with get_database().unit_of_work() as session:
        _, plain = create_token(session, user.id, "tests")
    return {"Authorization": f"Bearer {plain}"}

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from misrad.core.schemas import PRINTABLE, ApiModel, InputModel, Timestamp, printable

Role = Literal["admin", "approver", "member"]
# A name stored and shown to others (a user's, a token's): no control characters, which PostgreSQL refuses.
ShownName = Annotated[
    str, Field(min_length=1, max_length=200, json_schema_extra=PRINTABLE), AfterValidator(printable)
]


@dataclass(frozen=True)
class Caller:
    """Who is making a request, as every area's services see it."""

    id: int
    email: str
    display_name: str
    role: str
    approval_level: int | None = None
    via: str = "session"

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"


class LoginBody(InputModel):
    email: str = Field(min_length=3, max_length=254)
    password: str = Field(min_length=1, max_length=1024)


class UserOut(ApiModel):
    id: int
    email: str
    display_name: str
    role: str


class UserDetail(UserOut):
    approval_level: int | None
    is_active: bool
    created_at: Timestamp


class LoginResult(ApiModel):
    success: bool = True
    user: UserOut
    csrf_token: str


class MeResult(ApiModel):
    success: bool = True
    user: UserDetail


class UserCreate(InputModel):
    email: Annotated[
        str, Field(min_length=3, max_length=254, pattern=r"^[^@\s]+@[^@\s]+$"), AfterValidator(printable)
    ]
    display_name: ShownName
    password: str = Field(min_length=8, max_length=1024)
    role: Role = "member"
    approval_level: int | None = Field(default=None, ge=1, le=10)


class UserUpdate(InputModel):
    display_name: ShownName | None = None
    password: str | None = Field(default=None, min_length=8, max_length=1024)
    role: Role | None = None
    approval_level: int | None = Field(default=None, ge=1, le=10)
    is_active: bool | None = None
    # A new password always ends the user's sessions; their API tokens only when asked (scripts keep
    # working through a routine change unless the old password may have leaked).
    revoke_tokens: bool = False


class PasswordChange(InputModel):
    current_password: str = Field(min_length=1, max_length=1024)
    new_password: str = Field(min_length=8, max_length=1024)
    revoke_tokens: bool = False


class UserResult(ApiModel):
    success: bool = True
    user: UserDetail


class UserList(ApiModel):
    success: bool = True
    users: list[UserDetail]
    total: int


class TokenCreate(InputModel):
    name: Annotated[
        str, Field(min_length=1, max_length=100, json_schema_extra=PRINTABLE), AfterValidator(printable)
    ]
    # Without it the token works until deleted.
    expires_in_days: int | None = Field(default=None, ge=1, le=3650)


class TokenCreated(ApiModel):
    success: bool = True
    id: int
    token: str
    expires_at: Timestamp | None = None


class TokenOut(ApiModel):
    id: int
    name: str
    prefix: str
    user_id: int
    created_at: Timestamp
    last_used_at: Timestamp | None
    expires_at: Timestamp | None


class TokenList(ApiModel):
    success: bool = True
    tokens: list[TokenOut]

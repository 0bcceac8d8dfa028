"""The business's own details: its name, tax id and address (for invoices, exports and the assistant).

Services flush, never commit. Only admins change them (the caller's role is checked here, not only in
the page), everyone signed in reads them.
"""

from __future__ import annotations

from pydantic import Field
from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.errors import Forbidden
from misrad.core.schemas import PRINTABLE, ApiModel, InputModel
from misrad.records.repository import BusinessDetailsRepository
from misrad.records.schemas import Address, TaxId


class BusinessDetailsBody(InputModel):
    name: str = Field(default="", max_length=200, json_schema_extra=PRINTABLE)
    tax_id: TaxId | None = None
    address: Address = ""


class BusinessDetailsOut(ApiModel):
    name: str
    tax_id: str
    address: str


def business_details(session: Session) -> BusinessDetailsOut:
    """The details as saved; empty texts until an admin fills them in."""
    found = BusinessDetailsRepository(session).get()
    if found is None:
        return BusinessDetailsOut(name="", tax_id="", address="")
    return BusinessDetailsOut(name=found.name, tax_id=found.tax_id, address=found.address)


def save_business_details(session: Session, caller: Caller, body: BusinessDetailsBody) -> BusinessDetailsOut:
    if not caller.is_admin:
        raise Forbidden()
    row = BusinessDetailsRepository(session).get_or_add()
    row.name = body.name.strip()
    row.tax_id = "".join(c for c in (body.tax_id or "") if c.isdigit())
    row.address = body.address.strip()
    session.flush()
    return business_details(session)

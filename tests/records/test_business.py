"""The business's own details: empty until saved, one row however often saved, admins only."""

from __future__ import annotations

import pytest

from misrad.auth.schemas import Caller
from misrad.core.db import get_database
from misrad.core.errors import Forbidden
from misrad.records import business

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

ADMIN = Caller(id=1, email="a@example.co.il", display_name="מנהלת", role="admin")
MEMBER = Caller(id=2, email="m@example.co.il", display_name="עובד", role="member")


def test_details_are_empty_until_an_admin_saves_them_and_stay_one_row() -> None:
    with get_database().unit_of_work(write=False) as session:
        assert business.business_details(session).model_dump() == {"name": "", "tax_id": "", "address": ""}
    body = business.BusinessDetailsBody(name=" תיקוני הדר ", tax_id="51-234567-9", address="הרצל 1, חיפה")
    with get_database().unit_of_work() as session:
        business.save_business_details(session, ADMIN, body)
    with get_database().unit_of_work() as session:
        again = business.BusinessDetailsBody(name='תיקוני הדר בע"מ', address="")
        saved = business.save_business_details(session, ADMIN, again)
    assert saved.model_dump() == {"name": 'תיקוני הדר בע"מ', "tax_id": "", "address": ""}
    with get_database().unit_of_work(write=False) as session:
        assert business.business_details(session) == saved


def test_a_member_cannot_change_them() -> None:
    with get_database().unit_of_work() as session, pytest.raises(Forbidden):
        business.save_business_details(session, MEMBER, business.BusinessDetailsBody(name="x"))
    with get_database().unit_of_work(write=False) as session:
        assert business.business_details(session).name == ""


def test_the_tax_id_is_stored_as_digits() -> None:
    body = business.BusinessDetailsBody(name="x", tax_id="51 234567-9")
    with get_database().unit_of_work() as session:
        assert business.save_business_details(session, ADMIN, body).tax_id == "512345679"

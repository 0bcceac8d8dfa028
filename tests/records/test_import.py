"""POST /api/customers/import: Hebrew CSVs in every encoding an office has, row-level errors."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.records.factories import make_customer


def _upload(client: TestClient, headers: dict[str, str], data: bytes, name: str = "customers.csv") -> Any:
    return client.post("/api/customers/import", files={"file": (name, data, "text/csv")}, headers=headers)


def _report(response: Any) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True and body["message"]
    return body["data"]


def _customers(client: TestClient, headers: dict[str, str]) -> dict[str, dict[str, Any]]:
    data = client.get("/api/customers", params={"per_page": 100}, headers=headers).json()["data"]
    return {c["name"]: c for c in data["customers"]}


HEBREW_ROWS = (
    "שם,טלפון,אימייל,ח.פ\n"
    "ישראל ישראלי,050-1234567,israel@example.co.il,514567890\n"
    "שרה לוי,+972 52 765 4321,,\n"
)


def test_plain_utf8_import(client: TestClient, member_headers: dict[str, str]) -> None:
    csv = (
        "name,phone,email,tax_id\n"
        "דוד כהן,050-1111111,david@example.co.il,123456782\n"
        "Mary Jones,03-1234567,,\n"
    )
    report = _report(_upload(client, member_headers, csv.encode()))
    assert report == {"created": 2, "updated": 0, "rejected": []}
    customers = _customers(client, member_headers)
    assert customers["דוד כהן"]["phone"] == "0501111111"
    assert customers["דוד כהן"]["tax_id"] == "123456782"
    assert customers["Mary Jones"]["phone"] == "031234567"


@pytest.mark.parametrize(
    "data",
    [
        HEBREW_ROWS.encode("utf-8-sig"),
        HEBREW_ROWS.encode("utf-8"),
        HEBREW_ROWS.encode("cp1255"),
        HEBREW_ROWS.replace("\n", "\r\n").encode("cp1255"),
        HEBREW_ROWS.replace(",", ";").encode("utf-8-sig"),
    ],
    ids=["utf8-bom", "utf8", "windows-1255", "windows-1255-crlf", "semicolons"],
)
def test_hebrew_files_in_every_encoding(
    client: TestClient, member_headers: dict[str, str], data: bytes
) -> None:
    report = _report(_upload(client, member_headers, data))
    assert report == {"created": 2, "updated": 0, "rejected": []}
    customers = _customers(client, member_headers)
    assert customers["ישראל ישראלי"]["phone"] == "0501234567"
    assert customers["ישראל ישראלי"]["email"] == "israel@example.co.il"
    assert customers["שרה לוי"]["phone"] == "0527654321"


def test_header_case_and_spaces_are_tolerated(client: TestClient, member_headers: dict[str, str]) -> None:
    csv = " Name , PHONE,E-Mail , Tax ID\nאבי,0541234567,a@b.co.il,\n"
    assert _report(_upload(client, member_headers, csv.encode()))["created"] == 1


def test_invalid_utf8_row_is_rejected_and_good_rows_kept(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    data = (
        "name,phone,email,tax_id\nמיכל,0541111111,,\n".encode()
        + b"\xff\xfe\xfa broken,0542222222,,\n"
        + "נועה,0543333333,,\n".encode()
    )
    report = _report(_upload(client, member_headers, data))
    assert report["created"] == 2 and report["updated"] == 0
    assert [(r["row"], r["code"]) for r in report["rejected"]] == [(3, "import_bad_encoding")]
    assert set(_customers(client, member_headers)) == {"מיכל", "נועה"}


def test_rows_are_matched_by_phone_then_tax_id(client: TestClient, member_headers: dict[str, str]) -> None:
    by_phone = make_customer(name="ישן", phone="0501234567", email="old@example.co.il")
    by_tax = make_customer(name='חברה בע"מ', phone=None, tax_id="514567890")
    csv = (
        "name,phone,email,tax_id\n"
        "חדש,+972501234567,,\n"  # same phone in another form: updated, email kept
        'חברה חדשה בע"מ,,info@company.co.il,51-456789-0\n'  # same tax id: updated
        "עוד לקוח,0529999999,,\n"
    )
    report = _report(_upload(client, member_headers, csv.encode()))
    assert (report["created"], report["updated"], report["rejected"]) == (1, 2, [])
    one = client.get(f"/api/customers/{by_phone.id}", headers=member_headers).json()["data"]
    assert one["name"] == "חדש" and one["email"] == "old@example.co.il"
    two = client.get(f"/api/customers/{by_tax.id}", headers=member_headers).json()["data"]
    assert two["name"] == 'חברה חדשה בע"מ' and two["email"] == "info@company.co.il"
    again = _report(_upload(client, member_headers, csv.encode()))
    assert (again["created"], again["updated"]) == (0, 3)  # importing twice never duplicates


def test_each_bad_row_gets_its_reason(client: TestClient, member_headers: dict[str, str]) -> None:
    csv = (
        "name,phone,email,tax_id\n"
        "טוב,0501111111,,\n"
        ",0502222222,,\n"
        "בלי טלפון,,,\n"
        "טלפון שבור,12,,\n"
        "דואל שבור,0503333333,not-an-email,\n"
        "ח.פ שבור,,,abc\n"
        f"{'א' * 300},0504444444,,\n"
        "עמודות,0505555555,,,extra\n"
        '"שם, עם פסיק",0506666666,,\n'
        "'; DROP TABLE customers; --,0507777777,,\n"
    )
    report = _report(_upload(client, member_headers, csv.encode()))
    assert report["created"] == 3
    assert [(r["row"], r["code"]) for r in report["rejected"]] == [
        (3, "import_missing_name"),
        (4, "import_missing_contact"),
        (5, "import_invalid_phone"),
        (6, "import_invalid_email"),
        (7, "import_invalid_tax_id"),
        (8, "import_field_too_long"),
        (9, "import_wrong_column_count"),
    ]
    assert all(r["reason"] for r in report["rejected"])
    assert {"טוב", "שם, עם פסיק", "'; DROP TABLE customers; --"} == set(_customers(client, member_headers))


def test_reasons_in_english(client: TestClient, member_headers: dict[str, str]) -> None:
    headers = {**member_headers, "Accept-Language": "en"}
    report = _report(_upload(client, headers, b"name,phone\nx,12\n"))
    assert report["rejected"][0]["reason"] == "Invalid phone number: 12"


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b"", "invalid_import_file"),
        (b"\n\n", "invalid_import_file"),
        (b"phone,email\n0501234567,a@b.co\n", "invalid_import_file"),
        (b"\xff\xfe\x00n\x00a\x00m\x00e\x00", "invalid_import_file"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "invalid_import_file"),
    ],
    ids=["empty", "blank", "no-name-column", "utf16", "png"],
)
def test_unusable_files_are_400(
    client: TestClient, member_headers: dict[str, str], data: bytes, code: str
) -> None:
    response = _upload(client, member_headers, data)
    assert response.status_code == 400, response.text
    assert response.json()["code"] == code


def test_nul_bytes_and_random_bytes_never_500(client: TestClient, member_headers: dict[str, str]) -> None:
    report = _report(_upload(client, member_headers, b"name,phone\nab\x00c,0501234567\nok,0502345678\n"))
    assert report["created"] == 1 and report["rejected"][0]["row"] == 2
    noisy = b"name,phone\n" + bytes(range(256)) * 4 + b"\nok,0503456789\n"
    assert _upload(client, member_headers, noisy).status_code in (200, 400)


def test_missing_file_is_400(client: TestClient, member_headers: dict[str, str]) -> None:
    response = client.post("/api/customers/import", headers=member_headers)
    assert response.status_code == 400 and response.json()["success"] is False


def test_file_over_the_upload_limit_is_413(client: TestClient, member_headers: dict[str, str]) -> None:
    from misrad.core.settings import get_settings

    data = b"name,phone\n" + b"x" * get_settings().max_upload_bytes
    response = _upload(client, member_headers, data)
    assert response.status_code == 413 and response.json()["code"] == "file_too_large"


def test_windows_1255_row_with_undefined_bytes_is_rejected(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    data = (
        "שם,טלפון\nאורי,0541111111\n".encode("cp1255")
        + b"\xe0\xff\xd9,0542222222\n"
        + "גלית,0543333333\n".encode("cp1255")
    )
    report = _report(_upload(client, member_headers, data))
    assert report["created"] == 2
    assert [(r["row"], r["code"]) for r in report["rejected"]] == [(3, "import_bad_encoding")]
    assert set(_customers(client, member_headers)) == {"אורי", "גלית"}

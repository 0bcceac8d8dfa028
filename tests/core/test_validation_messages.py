"""Invalid input is described from the catalogue, in the caller's language, naming the field: never
pydantic's English ("Input should be less than or equal to 100") inside a Hebrew sentence."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

PYDANTIC_ENGLISH = (
    "Input should",
    "Field required",
    "String should",
    "Value error",
    "Extra inputs",
    "List should",
)
HE = "הנתונים שנשלחו אינם תקינים: "
EN = "The data sent is not valid: "
CATEGORIES = "/api/email-scanning/categories"

# (method, url, request keywords, Hebrew details, English details)
CASES: list[tuple[str, str, dict[str, Any], str, str]] = [
    ("GET", "/api/customers", {"params": {"per_page": 500}}, "per_page: חייב להיות לכל היותר 100",
     "per_page: must be at most 100"),
    ("GET", "/api/customers", {"params": {"page": 0}}, "page: חייב להיות לפחות 1",
     "page: must be at least 1"),
    ("GET", "/api/customers", {"params": {"per_page": "many"}}, "per_page: חייב להיות מספר שלם",
     "per_page: must be a whole number"),
    ("POST", "/api/auth/login", {"json": {"email": "a@b.co"}}, "password: חובה למלא", "password: required"),
    ("POST", CATEGORIES, {"json": {"name": "x" * 101}}, "name: ארוך מדי (לכל היותר 100 תווים)",
     "name: too long (at most 100 characters)"),
    ("POST", CATEGORIES, {"json": {"name": ""}}, "name: קצר מדי (לפחות 1 תווים)",
     "name: too short (at least 1 characters)"),
    ("POST", CATEGORIES, {"json": {"name": "a", "auto_categorize": "perhaps"}},
     "auto_categorize: חייב להיות true או false", "auto_categorize: must be true or false"),
    ("POST", CATEGORIES, {"json": {"name": "a", "color": "red"}}, "color: אינו בתבנית הנדרשת",
     "color: does not have the expected form"),
    ("POST", CATEGORIES, {"json": {"name": "a", "owner_id": 1}}, "owner_id: שדה לא מוכר",
     "owner_id: unknown field"),
    ("POST", CATEGORIES, {"json": {"name": "a", "keywords": ["ok", " "]}},
     "keywords[1]: קצר מדי (לפחות 1 תווים)",
     "keywords[1]: too short (at least 1 characters)"),
    ("PUT", "/api/email-scanning/documents/1", {"json": {"total_amount": "lots"}},
     "total_amount: חייב להיות מספר", "total_amount: must be a number"),
    ("PUT", "/api/email-scanning/documents/1", {"json": {"currency": "GBP"}},
     "currency: חייב להיות אחד מאלה: 'ILS', 'USD', 'EUR'", "currency: must be one of: 'ILS', 'USD', 'EUR'"),
    ("PUT", "/api/email-scanning/documents/1", {"json": {"invoice_date": "yesterday"}},
     "invoice_date: חייב להיות תאריך בתבנית YYYY-MM-DD", "invoice_date: must be a date as YYYY-MM-DD"),
    ("POST", "/api/customers", {"json": {"name": "a\x01b", "phone": "050-1234567"}},
     "name: תווי בקרה אינם מותרים", "name: control characters are not allowed"),
    ("POST", "/api/email-scanning/export", {"json": {"fields": ["password"]}},
     "fields: שדה לא מוכר: password", "fields: unknown field: password"),
    ("PUT", "/api/email-scanning/documents/1", {}, "גוף הבקשה: חובה למלא", "request body: required"),
]  # fmt: skip


@pytest.mark.parametrize(("method", "url", "keywords", "hebrew", "english"), CASES)
def test_each_problem_is_named_with_its_field_in_hebrew_and_in_english(
    client: TestClient,
    admin_headers: dict[str, str],
    method: str,
    url: str,
    keywords: dict[str, Any],
    hebrew: str,
    english: str,
) -> None:
    for language, prefix, details in (("he", HE, hebrew), ("en", EN, english)):
        response = client.request(
            method, url, headers={**admin_headers, "Accept-Language": language}, **keywords
        )
        body = response.json()
        assert response.status_code == 400 and body["code"] == "validation_error", body
        assert body["error"].startswith(prefix + details), body["error"]
        assert not any(text in body["error"] for text in PYDANTIC_ENGLISH), body["error"]


def test_broken_json_is_its_own_message_in_each_language(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    for language, text in (("he", "גוף הבקשה אינו JSON תקין"), ("en", "The request body is not valid JSON")):
        response = client.post(
            CATEGORIES,
            content=b'{"name": ',
            headers={**admin_headers, "content-type": "application/json", "Accept-Language": language},
        )
        assert response.status_code == 400 and response.json() == {
            "success": False, "error": text, "code": "invalid_json"
        }  # fmt: skip


def test_an_unreadable_upload_form_is_explained_from_the_catalogue(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    pdf = ("a.pdf", b"%PDF-1.4 nothing", "application/pdf")
    for language, text in (("he", "לא ניתן לקרוא את הטופס"), ("en", "the form cannot be read")):
        response = client.post(
            "/api/email-scanning/documents/upload",
            files=[("file", pdf), ("file", pdf)],  # one file at most
            headers={**admin_headers, "Accept-Language": language},
        )
        body = response.json()
        assert response.status_code == 400 and body["code"] == "invalid_upload", body
        assert text in body["error"] and "Too many" not in body["error"], body["error"]

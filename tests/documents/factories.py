from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.invoices.generator import Invoice, make_invoice, render

UPLOAD = "/api/email-scanning/documents/upload"


def upload(
    client: TestClient,
    headers: dict[str, str],
    data: bytes,
    filename: str = "invoice.pdf",
    **fields: Any,
) -> Any:
    form = {k: str(v).lower() if isinstance(v, bool) else str(v) for k, v in fields.items()}
    return client.post(
        UPLOAD, headers=headers, files={"file": (filename, data, "application/octet-stream")}, data=form
    )


def upload_invoice(
    client: TestClient,
    headers: dict[str, str],
    seed: int = 1,
    language: str = "he",
    layout: int = 0,
    kind: str = "text",
    **fields: Any,
) -> tuple[int, Invoice]:
    invoice = make_invoice(seed, language, layout)  # type: ignore[arg-type]
    data, name = render(invoice, kind, seed)  # type: ignore[arg-type]
    response = upload(client, headers, data, name, **fields)
    assert response.status_code == 201, response.text
    return response.json()["data"]["id"], invoice

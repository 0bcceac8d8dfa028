"""All SQL of the records area."""

from misrad.records.repository.common import at_once, overdue_condition, status_condition
from misrad.records.repository.customers import (
    MAX_QUERY_WORDS,
    MAX_TERM,
    NEW_CUSTOMER_FIELDS,
    CustomerContact,
    CustomerRepository,
    search_words,
)
from misrad.records.repository.invoices import (
    NEW_INVOICE_FIELDS,
    NEW_REPAIR_FIELDS,
    BusinessDetailsRepository,
    InvoiceRepository,
    RepairRepository,
)

__all__ = [
    "MAX_QUERY_WORDS",
    "MAX_TERM",
    "NEW_CUSTOMER_FIELDS",
    "NEW_INVOICE_FIELDS",
    "NEW_REPAIR_FIELDS",
    "BusinessDetailsRepository",
    "CustomerContact",
    "CustomerRepository",
    "InvoiceRepository",
    "RepairRepository",
    "at_once",
    "overdue_condition",
    "search_words",
    "status_condition",
]

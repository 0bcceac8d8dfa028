from misrad.core.errors import Conflict, InvalidInput, NotFound


class CustomerNotFound(NotFound):
    code = "customer_not_found"


class InvoiceNotFound(NotFound):
    code = "invoice_not_found"


class RepairNotFound(NotFound):
    code = "repair_not_found"


class UnknownCustomer(InvalidInput):
    """A create or update names a customer that does not exist: an invalid parameter, hence 400."""

    code = "customer_not_found"


class InvalidPhone(InvalidInput):
    code = "invalid_phone"


class InvalidAmounts(InvalidInput):
    code = "paid_exceeds_total"


class InvalidDates(InvalidInput):
    code = "due_before_issue"


class InvoiceNumberTaken(Conflict):
    code = "invoice_number_taken"


class CustomerHasRecords(Conflict):
    code = "customer_has_records"


class InvalidImportFile(InvalidInput):
    code = "invalid_import_file"

MESSAGES: dict[str, tuple[str, str]] = {
    "customer_not_found": ("הלקוח לא נמצא", "Customer not found"),
    "invoice_not_found": ("החשבונית לא נמצאה", "Invoice not found"),
    "repair_not_found": ("התיקון לא נמצא", "Repair not found"),
    "invalid_phone": ("מספר הטלפון אינו תקין: {phone}", "The phone number is not valid: {phone}"),
    "paid_exceeds_total": (
        "הסכום ששולם אינו יכול לעלות על סכום החשבונית",
        "The paid amount cannot exceed the invoice total",
    ),
    "due_before_issue": (
        "תאריך התשלום אינו יכול להקדים את תאריך ההפקה",
        "The due date cannot be before the issue date",
    ),
    "invoice_number_taken": (
        "כבר קיימת חשבונית עם המספר {number}",
        "An invoice numbered {number} already exists",
    ),
    "customer_has_records": (
        "לא ניתן למחוק לקוח שיש לו חשבוניות או תיקונים",
        "A customer with invoices or repairs cannot be deleted",
    ),
    "invalid_import_file": ("קובץ הייבוא אינו תקין: {reason}", "The import file is not valid: {reason}"),
    "import_missing_name": ("חסר שם לקוח", "The customer name is missing"),
    "import_missing_contact": (
        "חסר טלפון או מספר עוסק/ח.פ. לזיהוי הלקוח",
        "A phone or tax id is needed to identify the customer",
    ),
    "import_invalid_phone": ("מספר טלפון לא תקין: {phone}", "Invalid phone number: {phone}"),
    "import_invalid_email": ('כתובת דוא"ל לא תקינה: {email}', "Invalid email address: {email}"),
    "import_invalid_tax_id": ("מספר עוסק/ח.פ. לא תקין: {tax_id}", "Invalid tax id: {tax_id}"),
    "import_field_too_long": ("השדה {field} ארוך מדי", "The field {field} is too long"),
    "import_bad_encoding": (
        "השורה אינה בקידוד UTF-8 או windows-1255 תקין",
        "The row is not valid UTF-8 or windows-1255 text",
    ),
    "import_wrong_column_count": ("מספר העמודות בשורה שגוי", "The row has the wrong number of columns"),
    "import_too_many_rows": (
        "הקובץ ארוך מדי: יובאו רק {limit} השורות הראשונות",
        "The file is too long: only the first {limit} rows were imported",
    ),
    "import_done": (
        "הייבוא הסתיים: {created} נוצרו, {updated} עודכנו, {rejected} נדחו",
        "Import finished: {created} created, {updated} updated, {rejected} rejected",
    ),
}
MESSAGES.update(
    {
        "import_empty_file": ("הקובץ ריק", "The file is empty"),
        "import_unreadable_header": ("לא ניתן לקרוא את שורת הכותרת", "The header row cannot be read"),
        "import_missing_name_column": (
            "בשורת הכותרת חסרה עמודת שם (name,phone,email,tax_id)",
            "The header row has no name column (name,phone,email,tax_id)",
        ),
        "import_unreadable_row": ("לא ניתן לקרוא את השורה", "The row cannot be read"),
        "import_control_characters": (
            "השדה {field} מכיל תווים לא חוקיים",
            "The field {field} contains invalid characters",
        ),
        "import_invalid_row": ("השורה אינה תקינה", "The row is not valid"),
        "import_row_failed": ("לא ניתן לשמור את השורה", "The row could not be saved"),
    }
)

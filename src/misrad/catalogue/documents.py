MESSAGES: dict[str, tuple[str, str]] = {
    # The seeded categories' names (documents.service.categories.DEFAULT_NAME_KEYS).
    "category_supplier_invoices": ("חשבוניות ספקים", "Supplier invoices"),
    "category_receipts": ("קבלות", "Receipts"),
    "category_utilities": ("חשמל ומים", "Electricity and water"),
    "category_communications": ("תקשורת", "Communications"),
    "unsupported_file_type": (
        "סוג קובץ לא נתמך: מותרים רק PDF, JPG או PNG",
        "Unsupported file type: only PDF, JPG or PNG are allowed",
    ),
    "file_required": ("יש לצרף קובץ בשדה file", "A file is required in the field 'file'"),
    "empty_file": ("הקובץ ריק", "The file is empty"),
    "export_field_unknown": (
        "שדה לא מוכר: {name} (המוכרים: {known})",
        "unknown field: {name} (known: {known})",
    ),
    "upload_form_unreadable": (
        "לא ניתן לקרוא את הטופס (קובץ אחד, עד 20 שדות, multipart/form-data)",
        "the form cannot be read (one file, at most 20 fields, multipart/form-data)",
    ),
    "invalid_upload": ("בקשת ההעלאה אינה תקינה: {details}", "The upload request is not valid: {details}"),
    "document_not_found": ("המסמך המבוקש לא נמצא", "The document was not found"),
    "category_not_found": ("הקטגוריה המבוקשת לא נמצאה", "The category was not found"),
    "category_name_taken": ("קיימת כבר קטגוריה בשם זה", "A category with this name already exists"),
    "export_file_not_found": ("קובץ הייצוא לא נמצא", "The export file was not found"),
    "unknown_export_field": ("שדה ייצוא לא מוכר: {field}", "Unknown export field: {field}"),
    "document_busy": ("המסמך נמצא כעת בעיבוד", "The document is being processed right now"),
    "document_uploaded": ("המסמך הועלה", "The document was uploaded"),
    "document_updated": ("המסמך עודכן", "The document was updated"),
    "document_deleted": ("המסמך נמחק", "The document was deleted"),
    "ai_reading_found": ("קריאת חשבוניות בעזרת בינה מלאכותית", "Reading invoices with AI"),
    "ai_reading_saved": ("ההגדרה נשמרה", "The setting was saved"),
    "ai_reading_needs_provider": (
        "יש לבחור ספק בינה מלאכותית כדי להפעיל את הקריאה",
        "Choose an AI provider to turn the reading on",
    ),
    "ai_reading_local_provider": (
        "המנוע המובנה עונה על שאלות ואינו קורא מסמכים: יש לבחור ספק אחר",
        "The built-in engine answers questions and does not read documents: choose another provider",
    ),
    "document_queued": ("המסמך נשלח לעיבוד", "The document was sent for processing"),
    "documents_listed": ("רשימת המסמכים", "Documents"),
    "document_found": ("פרטי המסמך", "Document details"),
    "categories_listed": ("רשימת הקטגוריות", "Categories"),
    "category_created": ("הקטגוריה נוצרה", "The category was created"),
    "category_updated": ("הקטגוריה עודכנה", "The category was updated"),
    "category_deleted": ("הקטגוריה נמחקה", "The category was deleted"),
    "statistics_ready": ("סטטיסטיקות", "Statistics"),
    "export_ready": ("קובץ הייצוא מוכן", "The export file is ready"),
    # Reasons a document failed, shown in processing_error.
    "parse_encrypted": (
        "קובץ ה-PDF מוגן בסיסמה ולא ניתן לקרוא אותו",
        "The PDF is password-protected and cannot be read",
    ),
    "parse_damaged": (
        "הקובץ פגום או חתוך ולא ניתן לקרוא אותו",
        "The file is damaged or truncated and cannot be read",
    ),
    "parse_too_many_pages": (
        "במסמך יותר מדי עמודים (עד {limit})",
        "The document has too many pages (at most {limit})",
    ),
    "parse_too_many_pixels": (
        "התמונה גדולה מדי לעיבוד (עד {limit} מגה-פיקסל)",
        "The image is too large to process (at most {limit} megapixels)",
    ),
    "parse_timeout": (
        "עיבוד המסמך ארך יותר מדי זמן והופסק",
        "Reading the document took too long and was stopped",
    ),
    "parse_crashed": (
        "קורא המסמכים קרס בזמן קריאת הקובץ",
        "The document reader crashed while reading the file",
    ),
    "parse_out_of_memory": (
        "קריאת המסמך דרשה יותר מדי זיכרון",
        "Reading the document needed too much memory",
    ),
    "parse_no_text": ("לא נמצא טקסט במסמך", "No text was found in the document"),
    "file_missing": ("קובץ המסמך חסר באחסון", "The document's file is missing from storage"),
    "ocr_unavailable": ("מנוע ה-OCR אינו זמין", "The OCR engine is not available"),
    "parse_failed": ("קריאת המסמך נכשלה", "Reading the document failed"),
}

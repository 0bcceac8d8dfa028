MESSAGES: dict[str, tuple[str, str]] = {
    "fraud_alert_not_found": ("ההתראה לא נמצאה", "Alert not found"),
    "fraud_alert_already_resolved": ("ההתראה כבר טופלה", "The alert is already resolved"),
    "fraud_unknown_resolution": (
        "סוג טיפול לא מוכר; האפשרויות: {allowed}",
        "Unknown resolution; allowed: {allowed}",
    ),
    "fraud_invalid_filter": (
        "ערך לא חוקי בסינון {field}; האפשרויות: {allowed}",
        "Invalid {field} filter; allowed: {allowed}",
    ),
    "fraud_resolve_forbidden": (
        "אין לך הרשאה לטפל בהתראה זו",
        "You may not resolve this alert",
    ),
    "fraud_self_resolution_forbidden": (
        "הפרדת התפקידים מוגדרת 'תמיד', ואין במשרד מנהל או מאשר אחר שיכול לטפל בהתראה על מסמך שלך;"
        " יש להוסיף משתמש כזה או לשנות את ההגדרה MISRAD_SEPARATION_OF_DUTIES",
        "Separation of duties is set to 'always' and there is no other admin or approver who may resolve"
        " an alert on your own document; add one, or change MISRAD_SEPARATION_OF_DUTIES",
    ),
    "fraud_notification_not_found": ("ההודעה לא נמצאה", "Notification not found"),
    "fraud_alerts_listed": ("התראות הונאה", "Fraud alerts"),
    "fraud_alert_resolved": ("ההתראה טופלה", "Alert resolved"),
    "fraud_notifications_listed": ("הודעות", "Notifications"),
    "fraud_notifications_marked": ("ההודעות סומנו כנקראו", "Notifications marked as read"),
    "fraud_desc_duplicate_file": (
        "הקובץ זהה לקובץ של מסמך {other} (ייתכן תשלום כפול)",
        "The file is identical to that of document {other} (possible double payment)",
    ),
    "fraud_desc_duplicate_invoice": (
        "חשבונית באותו מספר מאותו ספק כבר קיימת במסמך {other} (ייתכן תשלום כפול)",
        "An invoice with the same number from the same supplier already exists as document {other}"
        " (possible double payment)",
    ),
    "fraud_desc_duplicate_near": (
        "המסמך דומה ב-{score} למסמך {other}; ייתכן שזו סריקה חוזרת של אותה חשבונית",
        "The document is {score} similar to document {other}; it may be a re-scan of the same invoice",
    ),
    "fraud_desc_suspicious_amount": (
        "הסכום {amount} גבוה פי {ratio} מהסכום הרגיל של הספק ({average}, לפי {count} חשבוניות קודמות)",
        "The amount {amount} is {ratio}x the supplier's usual amount"
        " ({average}, from {count} earlier invoices)",
    ),
    "fraud_desc_invalid_tax_id": (
        "מספר העוסק / ח.פ. {tax_id} אינו תקין (ספרת הביקורת שגויה)",
        "The tax id {tax_id} is invalid (its check digit fails)",
    ),
    "fraud_desc_vat_mismatch": (
        'המע"מ {vat} אינו תואם את שיעור המע"מ ({rate}%) שחל ב-{date}; צפוי {expected}',
        "The VAT {vat} does not match the {rate}% rate in force on {date}; expected {expected}",
    ),
    "fraud_desc_total_mismatch": (
        'הסכום הכולל {total} אינו שווה לסכום לפני מע"מ ועוד מע"מ ({expected})',
        "The total {total} is not the subtotal plus VAT ({expected})",
    ),
    "fraud_desc_lines_mismatch": (
        "סכום שורות החשבונית ({lines}) אינו תואם את הסכום {subtotal}",
        "The line items add up to {lines}, not {subtotal}",
    ),
    "fraud_desc_future_date": (
        "תאריך החשבונית {date} הוא בעתיד (בעוד {days} ימים)",
        "The invoice date {date} is in the future ({days} days ahead)",
    ),
    "fraud_desc_missing_allocation": (
        'חשבונית בסך {amount} ש"ח לפני מע"מ מעל הסף ({threshold} ש"ח ב-{date}) ללא מספר הקצאה; '
        'לא ניתן לקזז את המע"מ',
        "An invoice of NIS {amount} before VAT is above the threshold (NIS {threshold} on {date}) without"
        " an allocation number; its VAT cannot be deducted",
    ),
}

MESSAGES: dict[str, tuple[str, str]] = {
    "approval_not_found": ("האישור לא נמצא", "Approval not found"),
    "approval_already_decided": ("כבר התקבלה החלטה באישור זה", "This approval is already decided"),
    "approval_step_already_decided": (
        "השלב הזה כבר הוחלט (או שכבר אישרת שלב אחר באותו תהליך)",
        "This step is already decided (or you already approved another level of this flow)",
    ),
    "approval_not_pending_approver": (
        "רק המאשר הממתין או מנהל רשאים לפעול באישור זה",
        "Only the pending approver or an admin may act on this approval",
    ),
    "approval_own_invoice": (
        "אי אפשר לאשר חשבונית שהגשת בעצמך",
        "You may not approve an invoice you submitted",
    ),
    "approval_blocked_by_fraud_alert": (
        "למסמך יש התראת הונאה פתוחה בחומרה גבוהה; יש לטפל בה לפני האישור הסופי",
        "The document has an open high-severity fraud alert; resolve it before the final approval",
    ),
    "approval_invalid_next_approver": (
        "המאשר הבא אינו מתאים: נדרש מאשר פעיל ברמה המתאימה שאינו המגיש ולא אישר כבר",
        "The next approver is not allowed: an active approver of the right level who is neither the"
        " submitter nor an earlier approver is needed",
    ),
    "approval_invalid_rules": (
        "כללי האישור אינם תקינים (טווחים חופפים או ריקים)",
        "Invalid approval rules (overlapping or empty ranges)",
    ),
    "approval_separation_required": (
        "הפרדת התפקידים מוגדרת 'תמיד', ואין מי שרשאי לאשר את רמה {level} מלבד המגיש ומי שכבר אישר;"
        " יש להוסיף מאשר ברמה {level} ומעלה או מנהל נוסף, או לשנות את MISRAD_SEPARATION_OF_DUTIES",
        "Separation of duties is set to 'always' and nobody but the submitter and earlier approvers may"
        " decide level {level}; add an approver of level {level} or higher, or another admin, or change"
        " MISRAD_SEPARATION_OF_DUTIES",
    ),
    "approval_waiting_for_approver": (
        "ממתין לאישור של {approver} (רמה {level})",
        "Waiting for {approver} to decide level {level}",
    ),
    "approval_waiting_for_admin": (
        "ממתין למנהל: אין מאשר ברמה {level} ומעלה שאינו המגיש או מי שכבר אישר",
        "Waiting for an admin: no approver of level {level} or higher other than the submitter or an"
        " earlier approver",
    ),
    "approval_waiting_self_approval": (
        "ממתין ל-{approver}: אין אחר שרשאי להחליט ברמה {level}, ולכן האישור יירשם כאישור עצמי",
        "Waiting for {approver}: nobody else may decide level {level}, so their decision will be"
        " recorded as a self-approval",
    ),
    "approval_waiting_separation": (
        "לא ניתן להמשיך: הפרדת התפקידים מוגדרת 'תמיד' ואין מי שרשאי להחליט ברמה {level} מלבד המגיש"
        " ומי שכבר אישר; יש להוסיף מאשר ברמה {level} ומעלה או מנהל נוסף",
        "Cannot proceed: separation of duties is set to 'always' and nobody but the submitter and"
        " earlier approvers may decide level {level}; add an approver of level {level} or higher, or"
        " another admin",
    ),
    "approval_reason_required": ("יש לציין סיבת דחייה", "A reason for the rejection is required"),
    "approvals_listed": ("אישורים ממתינים", "Pending approvals"),
    "approval_rules_saved": ("כללי האישור נשמרו", "Approval rules saved"),
    "approval_approved": ("האישור נרשם", "Approval recorded"),
    "approval_rejected": ("המסמך נדחה", "The document was rejected"),
}

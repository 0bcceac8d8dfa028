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
    "approval_reason_required": ("יש לציין סיבת דחייה", "A reason for the rejection is required"),
    "approvals_listed": ("אישורים ממתינים", "Pending approvals"),
    "approval_rules_saved": ("כללי האישור נשמרו", "Approval rules saved"),
    "approval_approved": ("האישור נרשם", "Approval recorded"),
    "approval_rejected": ("המסמך נדחה", "The document was rejected"),
}

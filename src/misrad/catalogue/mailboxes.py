MESSAGES: dict[str, tuple[str, str]] = {
    "mailbox_not_found": ("תיבת הדואר לא נמצאה", "Mailbox account not found"),
    "mailbox_message_not_found": ("ההודעה לא נמצאה", "Message not found"),
    "mailbox_connection_failed": (
        "לא ניתן להתחבר לשרת הדואר: {reason}",
        "Could not connect to the mail server: {reason}",
    ),
    "mailbox_auth_failed": (
        "שרת הדואר דחה את פרטי ההתחברות: {reason}",
        "The mail server refused the credentials: {reason}",
    ),
    "mailbox_credentials_missing": (
        "חסרים פרטי התחברות לתיבת הדואר (סיסמה או אסימוני OAuth)",
        "The mailbox has no credentials (password or OAuth tokens)",
    ),
    "mailbox_fetch_in_progress": (
        "משיכת דואר מתיבה זו כבר מתבצעת, נסו שוב בעוד רגע",
        "This mailbox is already being fetched, try again in a moment",
    ),
    "mailbox_created": ("תיבת הדואר חוברה", "Mailbox account connected"),
    "mailbox_updated": ("תיבת הדואר עודכנה", "Mailbox account updated"),
    "mailbox_deleted": ("תיבת הדואר נמחקה", "Mailbox account deleted"),
    "mailbox_fetched": ("הדואר נמשך", "Mail fetched"),
    "mailbox_accounts_listed": ("תיבות הדואר", "Mailbox accounts"),
    "mailbox_messages_listed": ("הודעות הדואר", "Mailbox messages"),
    "mailbox_password_needed": (
        "השרת או שם המשתמש השתנו: יש להזין את הסיסמה מחדש",
        "The server or user name changed: enter the password again",
    ),
}

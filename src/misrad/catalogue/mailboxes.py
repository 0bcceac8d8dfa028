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
    # Why a mail server could not be used (shown in the caller's language, never the server's text).
    "mail_error_refused": (
        "שרת הדואר דחה את שם המשתמש או הסיסמה",
        "the mail server refused the user name or password",
    ),
    "mail_error_unreachable": ("לא ניתן להגיע לשרת הדואר", "the mail server cannot be reached"),
    "mail_error_timeout": (
        "שרת הדואר לא ענה בזמן (timed out)",
        "the mail server did not answer in time (timed out)",
    ),
    "mail_error_certificate": (
        "לא ניתן לאמת את תעודת האבטחה (certificate) של שרת הדואר",
        "the mail server's certificate could not be verified",
    ),
    "mail_error_tls": ("החיבור המאובטח (TLS) לשרת הדואר נכשל", "the secure (TLS) connection failed"),
    "mail_error_not_imap": ("השרת אינו שרת IMAP", "the server does not speak IMAP"),
    "mail_error_lost": ("החיבור לשרת הדואר נותק", "the connection to the mail server was lost"),
    "mail_error_protocol": ("שרת הדואר ענה תשובה לא צפויה", "the mail server gave an unexpected answer"),
    "mail_error_address_refused": (
        "כתובת השרת אינה מותרת (כתובת פנימית, פורט אסור או שם שאינו קיים)",
        "the server address is not allowed (a private address, a refused port or an unknown name)",
    ),
    "mail_error_token_expired": (
        "אסימון הגישה פג ואין אסימון רענון: יש לחבר את התיבה מחדש",
        "the access token expired and there is no refresh token: connect the mailbox again",
    ),
    "mail_error_token_unreachable": ("לא ניתן להגיע לשירות האסימונים", "the token service cannot be reached"),
    "mail_error_token_refused": (
        "שירות האסימונים דחה את הבקשה ({error}): יש לחבר את התיבה מחדש",
        "the token service refused the request ({error}): connect the mailbox again",
    ),
    "mail_error_undecryptable": (
        "לא ניתן לפענח את פרטי ההתחברות השמורים: יש להזין אותם מחדש",
        "the stored credentials cannot be decrypted: enter them again",
    ),
    "mailbox_tokens_needed": (
        "נדרש access_token או refresh_token",
        "an access_token or a refresh_token is needed",
    ),
    "mailbox_provider_fixed": ("לא ניתן לשנות את סוג התיבה", "an account's provider cannot change"),
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

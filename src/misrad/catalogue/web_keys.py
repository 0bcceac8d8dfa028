"""Texts of the settings page for the ``/v1`` keys of the office's AI tools."""

MESSAGES: dict[str, tuple[str, str]] = {
    "ak_title": ("מפתחות לכלי בינה מלאכותית", "Keys for AI tools"),
    "ak_lead": (
        "כלי בינה מלאכותית של המשרד (לקוח צ'אט, סקריפט, תוסף) פונים דרך misrad בכתובת /v1 עם מפתח משלהם:"
        " כל קריאה נמדדת, נספרת בתקציב ונרשמת על שם המפתח.",
        "The office's AI tools (a chat client, a script, a plug-in) call through misrad at /v1 with a key"
        " of their own: every call is metered, counted against budgets and recorded under the key.",
    ),
    "ak_name": ("שם המפתח", "Key name"),
    "ak_allowed_models": (
        "מודלים מותרים (מופרדים בפסיק; ריק: כולם)",
        "Allowed models (comma-separated; empty: all)",
    ),
    "ak_budget_amount": (
        "תקציב חודשי בדולרים (חובה למי שאינו מנהל)",
        "Monthly budget in USD (required for non-admins)",
    ),
    "ak_create": ("יצירת מפתח", "Create key"),
    "ak_created": (
        "המפתח נוצר. העתיקו אותו עכשיו: הוא מוצג פעם אחת בלבד.",
        "The key was created. Copy it now: it is shown this once only.",
    ),
    "ak_value": ("המפתח", "The key"),
    "ak_hint": ("סוף המפתח", "Key ends with"),
    "ak_owner": ("בעלים", "Owner"),
    "ak_models": ("מודלים", "Models"),
    "ak_all_models": ("כולם", "All"),
    "ak_budget": ("תקציב", "Budget"),
    "ak_spent": ("הוצא", "Spent"),
    "ak_state": ("מצב", "State"),
    "ak_usable": ("פעיל", "Active"),
    "ak_unusable": ("מבוטל או שפג תוקפו", "Revoked or expired"),
    "ak_revoke": ("ביטול", "Revoke"),
    "ak_revoke_confirm": (
        "לבטל את המפתח? כלים שמשתמשים בו יפסיקו לעבוד.",
        "Revoke the key? Tools using it stop working.",
    ),
    "ak_revoked": ("המפתח בוטל", "The key was revoked"),
    "ak_none": ("אין עדיין מפתחות", "No keys yet"),
    "ak_invalid_name": ("יש לתת למפתח שם (עד 120 תווים)", "Give the key a name (up to 120 characters)"),
    "ak_invalid_allowed_models": ("רשימת המודלים אינה תקינה", "The list of models is not valid"),
    "ak_invalid_budget_amount": ("סכום התקציב אינו תקין", "The budget amount is not valid"),
    "ak_link": ("מפתחות לכלי בינה מלאכותית", "Keys for AI tools"),
}

MESSAGES: dict[str, tuple[str, str]] = {
    "wrong_credentials": ('דוא"ל או סיסמה שגויים', "Wrong email or password"),
    "too_many_login_attempts": (
        "יותר מדי ניסיונות התחברות כושלים, נסו שוב בעוד {retry_after} שניות",
        "Too many failed logins, try again in {retry_after} seconds",
    ),
    "wrong_current_password": ("הסיסמה הנוכחית שגויה", "The current password is wrong"),
    "password_changed": (
        "הסיסמה הוחלפה; שאר ההתחברויות נותקו",
        "The password was changed; your other sessions were ended",
    ),
    "email_taken": ('כבר קיים משתמש עם כתובת דוא"ל זו', "A user with this email already exists"),
    "user_not_found": ("המשתמש לא נמצא", "User not found"),
    "token_not_found": ("האסימון לא נמצא", "Token not found"),
    "weak_password": ("הסיסמה חייבת להכיל לפחות 8 תווים", "The password must have at least 8 characters"),
    "invalid_role": ("תפקיד לא חוקי", "Invalid role"),
    "last_admin": (
        "לא ניתן להסיר את מנהל המערכת הפעיל האחרון",
        "The last active admin cannot be removed or demoted",
    ),
    "logged_out": ("התנתקת מהמערכת", "You are logged out"),
    # The command line (auth/cli.py).
    "cli_user_created": ("נוצר משתמש {id} <{email}> ({role})", "created user {id} <{email}> ({role})"),
    "cli_user_deactivated": (
        "המשתמש {email} הושבת; ההתחברויות שלו נותקו",
        "{email} is deactivated; their sessions were ended",
    ),
    "cli_user_activated": ("המשתמש {email} הופעל מחדש", "{email} is active again"),
    "cli_password_set": (
        "הסיסמה של {email} הוחלפה; ההתחברויות שלו נותקו",
        "{email} has a new password; their sessions were ended",
    ),
    "cli_tokens_revoked": ("כל אסימוני ה-API של {email} נמחקו", "all of {email}'s API tokens were deleted"),
    "cli_user_unlocked": (
        "ניסיונות ההתחברות הכושלים של {email} נמחקו",
        "{email}'s failed sign-ins were cleared",
    ),
    "cli_token_revoked": ("האסימון {id} נמחק", "token {id} is deleted"),
    "cli_token_expires": ("האסימון פג ב-{expires_at}", "the token expires at {expires_at}"),
    "cli_no_tokens": ("אין אסימונים", "no tokens"),
}

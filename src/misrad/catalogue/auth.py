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
}

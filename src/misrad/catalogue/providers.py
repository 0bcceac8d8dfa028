MESSAGES: dict[str, tuple[str, str]] = {
    "provider_not_found": ("ספק הבינה המלאכותית לא נמצא", "The AI provider was not found"),
    "unknown_provider": ("ספק לא מוכר: {provider}", "Unknown provider: {provider}"),
    "model_not_found": (
        "המודל לא נמצא אצל הספק: {model}",
        "The model was not found for this provider: {model}",
    ),
    "budget_not_found": ("התקציב לא נמצא", "The budget was not found"),
    "fallback_rule_not_found": ("כלל הגיבוי לא נמצא", "The fallback rule was not found"),
    "fallback_invalid": ("כלל גיבוי לא תקין: {reason}", "Invalid fallback rule: {reason}"),
    "fallback_rule_exists": (
        "כבר קיים כלל גיבוי לספק זה; ניתן לעדכן אותו",
        "This provider already has a fallback rule; update it instead",
    ),
    "invalid_api_key": ("מפתח ה-API נדחה על ידי הספק", "The provider rejected the API key"),
    "provider_unreachable": (
        "לא ניתן להתחבר לספק כדי לבדוק את המפתח: {reason}",
        "The provider could not be reached to check the key: {reason}",
    ),
    "budget_exceeded": (
        "הקריאה נחסמה: היא עלולה לחרוג מהתקציב {budget}",
        "The call was refused: it could exceed the budget {budget}",
    ),
    "gateway_unavailable": (
        "אף ספק בינה מלאכותית לא היה זמין לבקשה",
        "No AI provider was available for the request",
    ),
    "pricing_file_invalid": ("קובץ המחירים אינו תקין: {reason}", "The price file is not valid: {reason}"),
    "key_valid": ("המפתח תקין ופעיל", "The key is valid and active"),
    "key_invalid": ("המפתח אינו תקין או שאינו פעיל", "The key is invalid or not active"),
    "key_rate_limited": (
        "המפתח תקין, אך הספק מגביל כרגע את קצב הבקשות",
        "The key is valid, but the provider is rate limiting it right now",
    ),
    "key_unreachable": (
        "לא ניתן היה להתחבר לספק ({reason}); המפתח לא נבדק",
        "The provider could not be reached ({reason}); the key was not checked",
    ),
    "key_not_needed": ("ספק זה אינו דורש מפתח", "This provider needs no key"),
    "all_providers": ("כל הספקים", "All providers"),
    "budget_deleted": ("התקציב נמחק", "The budget was deleted"),
    "fallback_deleted": ("כלל הגיבוי נמחק", "The fallback rule was deleted"),
    "report_period": ("{start} עד {end} ({days} ימים)", "{start} to {end} ({days} days)"),
    "virtual_key_not_found": ("המפתח לא נמצא", "The key was not found"),
    "virtual_key_limit": (
        "משתמש רשאי ליצור מפתח רק לעצמו, עם תקציב משלו של עד 50 דולר לתקופה ({reason})",
        "A member may create a key only for themself, with a budget of its own of at most 50 USD a "
        "period ({reason})",
    ),
    "model_alias_not_found": ("הכינוי לא נמצא", "The alias was not found"),
    "model_alias_exists": (
        "כבר קיים כינוי בשם {alias}; יש למחוק אותו קודם",
        "An alias named {alias} already exists; delete it first",
    ),
    "key_owner_not_found": (
        "בעל המפתח אינו משתמש במערכת (מזהה {user_id})",
        "The key's owner is not a user (id {user_id})",
    ),
    "virtual_key_invalid": ("מפתח ה-API אינו מוכר", "The API key is not known"),
    "virtual_key_revoked": ("מפתח ה-API בוטל", "The API key was revoked"),
    "virtual_key_expired": ("תוקף מפתח ה-API פג", "The API key has expired"),
    "model_not_allowed": (
        "המפתח אינו מורשה להשתמש במודל {model}",
        "This key may not use the model {model}",
    ),
    "model_not_served": ("אף ספק אינו מגיש את המודל {model}", "No provider serves the model {model}"),
    "virtual_key_rate_limited": (
        "המפתח חרג ממכסת הבקשות לדקה; נסו שוב בעוד {retry_after} שניות",
        "The key is over its per-minute limit; try again in {retry_after} seconds",
    ),
    "providers_failed": (
        "אף ספק לא ענה לבקשה: {reasons}",
        "No provider answered the request: {reasons}",
    ),
    "relay_invalid_request": ("הבקשה אינה תקינה: {details}", "The request is not valid: {details}"),
    "relay_body_too_large": (
        "הבקשה גדולה מדי (עד {limit})",
        "The request is too large (at most {limit})",
    ),
    "protocol_not_relayed": (
        "המודל {model} מוגש בפרוטוקול שנקודת קצה זו אינה מתרגמת אליו",
        "The model {model} is served over a protocol this endpoint does not translate to",
    ),
    "model_alias_deleted": ("הכינוי נמחק", "The alias was deleted"),
}

from misrad.core.errors import Conflict, InvalidInput, NotAuthenticated, NotFound, RateLimited


class WrongCredentials(NotAuthenticated):
    code = "wrong_credentials"


class TooManyLoginAttempts(RateLimited):
    code = "too_many_login_attempts"


class WrongCurrentPassword(InvalidInput):
    """Not 401: the caller is signed in; only the password they typed to confirm is wrong."""

    code = "wrong_current_password"


class EmailTaken(Conflict):
    code = "email_taken"


class UserNotFound(NotFound):
    code = "user_not_found"


class TokenNotFound(NotFound):
    code = "token_not_found"


class WeakPassword(InvalidInput):
    code = "weak_password"


class InvalidRole(InvalidInput):
    code = "invalid_role"


class LastAdmin(Conflict):
    """A change that would leave no active admin (nobody could manage users any more)."""

    code = "last_admin"

"""Users, sign-in, sessions, API tokens and the callers of every route.

``__all__`` is the area's public surface: other areas, the app, the worker and the CLI import only these
modules of the package; the rest (models, repository, helpers) is the area's inside.
"""

__all__ = ["cli", "dependencies", "errors", "routes", "schemas", "service"]

"""The web application: server-rendered pages (Jinja2, HTMX, Alpine) over the same services as the API.

``__all__`` is its public surface: the app installs it (``install``) and ``misrad.areas`` mounts its
pages (``routes``).
"""

__all__ = ["install", "routes"]

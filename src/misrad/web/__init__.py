"""The web application: server-rendered pages (Jinja2, HTMX, Alpine) over the same services as the API."""

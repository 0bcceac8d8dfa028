"""The business records: customers, invoices, repairs (and a demo data set).

``__all__`` is the area's public surface: other areas, the app, the worker and the CLI import only these
modules of the package; the rest (models, repository, helpers) is the area's inside.
"""

__all__ = ["business", "demo", "errors", "fast", "importer", "routes", "schemas", "service"]

"""Intake: the document pipeline (read, extract, categorise, check, route for approval).

``__all__`` is the area's public surface: other areas, the app, the worker and the CLI import only these
modules of the package; the rest (models, repository, helpers) is the area's inside.
"""

__all__ = ["ai_choice", "reader", "routes", "service"]

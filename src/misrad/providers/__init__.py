"""AI providers: the gateway to the LLMs, their prices, budgets and usage.

``__all__`` is the area's public surface: other areas, the app, the worker and the CLI import only these
modules of the package; the rest (models, repository, helpers) is the area's inside.
"""

__all__ = ["cli", "errors", "gateway", "key_routes", "relay", "routes", "schemas", "service"]

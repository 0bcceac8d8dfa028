"""The assistant: conversations, prompts, the knowledge base, its functions and MCP.

``__all__`` is the area's public surface: other areas, the app, the worker and the CLI import only these
modules of the package; the rest (models, repository, helpers) is the area's inside.
"""

__all__ = ["chat", "errors", "fast", "mcp", "mcp_endpoint", "routes", "schemas", "service"]

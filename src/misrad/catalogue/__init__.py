"""User-facing strings, one module per area: ``MESSAGES = {key: (hebrew, english)}``."""

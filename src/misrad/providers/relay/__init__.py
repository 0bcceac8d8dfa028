"""The OpenAI-compatible endpoint (``/v1``): every AI tool of the office spends through misrad.

- ``protocol``: the request bodies of the OpenAI and Anthropic APIs.
- ``access``: virtual keys (cached per process, revocation seen at once), model names, rate limits.
- ``calls``: the call path (plan, fallback, reservation, forwarding, settlement, streams).
- ``upstream``: the wire to providers; ``translate``: between the two protocols; ``tokens``: usage.
- ``routes``: the thin ``/v1`` routes and the OpenAI error shape; ``errors``.
"""

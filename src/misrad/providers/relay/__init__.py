"""The OpenAI-compatible endpoint (``/v1``): every AI tool of the office spends through misrad.

- ``protocol``: the request bodies of the OpenAI and Anthropic APIs.
- ``asgi``: the hot ``POST`` routes served ahead of the application's stack (the request path).
- ``access``: virtual keys (cached per process, revocation seen at once), model names.
- ``limits``: requests and tokens per minute, across processes (Redis, else the database).
- ``calls``: the call path (plan, fallback, reservation, forwarding, settlement, streams).
- ``upstream``: the wire to providers; ``translate``: between the two protocols; ``tokens``: usage.
- ``routes``: the ``/v1`` routes as the OpenAPI document shows them; ``errors``: the OpenAI error shape.
- ``settlement``: the writer of settlements behind the responses (batched, set-wise).
"""

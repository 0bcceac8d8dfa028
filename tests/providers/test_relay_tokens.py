"""Counting tokens when a provider gives no usage: tiktoken's own encoding, shipped offline."""

from __future__ import annotations

from misrad.providers.relay import tokens


def test_counting_uses_a_real_encoding_without_the_internet() -> None:
    # cl100k_base splits these into 2 and 6 tokens; one token per three bytes would say 4 and 8.
    assert tokens.count_tokens("hello world") == 2
    assert tokens.count_tokens("The cat sat on the mat") == 6
    streamed = b'data: {"choices":[{"delta":{"content":"hello world"}}]}\n\n'
    assert tokens.openai_stream_usage(streamed, 9).output_tokens == 2

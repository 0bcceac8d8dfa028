"""Counting tokens when a provider gives no usage: tiktoken's own encoding, shipped offline."""

from __future__ import annotations

from misrad.providers.relay import tokens


def test_counting_uses_a_real_encoding_without_the_internet() -> None:
    # cl100k_base splits these into 2 and 6 tokens; one token per three bytes would say 4 and 8.
    assert tokens.count_tokens("hello world") == 2
    assert tokens.count_tokens("The cat sat on the mat") == 6
    streamed = b'data: {"choices":[{"delta":{"content":"hello world"}}]}\n\n'
    assert tokens.openai_stream_usage(streamed, 9).output_tokens == 2


def _sse(*events: str) -> bytes:
    return b"".join(b"data: " + event.encode() + b"\n\n" for event in events) + b"data: [DONE]\n\n"


def test_an_openai_stream_is_charged_its_usage_chunk_even_when_the_text_mentions_usage() -> None:
    streamed = _sse(
        '{"choices":[{"delta":{"content":"the \\"usage\\": field"}}],"usage":null}',
        '{"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":7,'
        '"prompt_tokens_details":{"cached_tokens":4}}}',
    )
    used = tokens.openai_stream_usage(streamed, 999)
    assert (used.input_tokens, used.output_tokens, used.cached_input_tokens) == (12, 7, 4)
    cut = streamed[: streamed.index(b'data: {"choices":[]')]  # left before the usage chunk: counted
    counted = tokens.openai_stream_usage(cut, 999)
    assert counted.input_tokens == 999
    assert counted.output_tokens == tokens.count_tokens('the "usage": field')


def test_an_anthropic_stream_is_charged_its_start_and_its_last_delta() -> None:
    usage = '{"input_tokens":10,"cache_read_input_tokens":5,"output_tokens":1}'
    start = '{"type":"message_start","message":{"usage":' + usage + "}}"
    text = '{"type":"content_block_delta","delta":{"type":"text_delta","text":"hello world"}}'
    streamed = _sse(start, text, '{"type":"message_delta","usage":{"output_tokens":42}}')
    used = tokens.anthropic_stream_usage(streamed, 999)
    assert (used.input_tokens, used.output_tokens, used.cached_input_tokens) == (15, 42, 5)
    cut = _sse(start, text)  # no message_delta: the text is counted
    assert tokens.anthropic_stream_usage(cut, 999).output_tokens == 2
    assert tokens.anthropic_stream_usage(cut, 999).input_tokens == 15

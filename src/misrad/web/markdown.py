"""Answers as Markdown, rendered on the server and cleaned before they reach a page.

markdown-it-py renders CommonMark with raw HTML off (an LLM may echo what a user typed); nh3 (the
Rust ``ammonia`` sanitiser) then keeps only the tags a chat answer needs and links that are http(s) or
mailto, opened safely. The page never runs Markdown or HTML from a model through script.
"""

from __future__ import annotations

import re

import nh3
from markdown_it import MarkdownIt
from markupsafe import Markup

_markdown = MarkdownIt("commonmark", {"html": False, "breaks": True}).enable("table")
TAGS = {
    "p",
    "br",
    "strong",
    "em",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "hr",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "del",
}
ATTRIBUTES = {"a": {"href", "title"}, "ol": {"start"}, "th": {"align"}, "td": {"align"}}


# A phone number as answers write it, its parts joined by dashes ("050-1234567", "+972-3-9561234"): in
# a text node only (between a tag's ">" and the next "<"), never an attribute such as a link's address.
# Israeli numbers: a leading 0 or a country code, 9 to 12 digits in all (a date such as "01-12-2026" has 8).
_PHONE_IN_TEXT = re.compile(r"(?<![\w-])(?:\+\d{1,3}-?|0)\d{1,2}(?:-\d{2,8}){1,3}(?![\w-])")
_TEXT_NODE = re.compile(r">([^<]+)<")


def _wrapped(found: re.Match[str]) -> str:
    phone = found.group(0)
    if not 9 <= sum(c.isdigit() for c in phone) <= 12:
        return phone
    return f'<span class="phone">{phone}</span>'


def _phones_unbroken(html: str) -> str:
    """A phone number in an answer wrapped as the pages wrap one (``.phone``, no break at its dash): on a
    phone's narrow screen "050-" at a line's end and "1234567" on the next read as two numbers."""

    def in_text(node: re.Match[str]) -> str:
        text = _PHONE_IN_TEXT.sub(_wrapped, node.group(1))
        return f">{text}<"

    return _TEXT_NODE.sub(in_text, html)


def _headings_down(html: str) -> str:
    """An answer's headings sit under the page's own: # and ## become h3 and h4."""
    for level in (2, 1):
        html = html.replace(f"<h{level}>", f"<h{level + 2}>").replace(f"</h{level}>", f"</h{level + 2}>")
    return html


def render_answer(text: str) -> Markup:
    """Sanitised HTML of one answer (plain text is a paragraph; nothing executable survives)."""
    html = _headings_down(_markdown.render(text or ""))
    cleaned = nh3.clean(
        html,
        tags=TAGS,
        attributes=ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer nofollow",
    )
    # The spans are added after the cleaning: nh3 would strip them, and they wrap digits and dashes only.
    return Markup(_phones_unbroken(cleaned))  # noqa: S704 - cleaned by nh3 just above

"""Answers as Markdown, rendered on the server and cleaned before they reach a page.

markdown-it-py renders CommonMark with raw HTML off (an LLM may echo what a user typed); nh3 (the
Rust ``ammonia`` sanitiser) then keeps only the tags a chat answer needs and links that are http(s) or
mailto, opened safely. The page never runs Markdown or HTML from a model through script.
"""

from __future__ import annotations

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
    return Markup(cleaned)  # noqa: S704 - cleaned by nh3 just above

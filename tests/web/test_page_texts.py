"""Every text a template names literally (``t("key")``) is in the catalogue, in Hebrew and in English."""

from __future__ import annotations

import re
from pathlib import Path

from misrad import areas
from misrad.core.i18n import catalogue

TEMPLATES = Path(__file__).resolve().parents[2] / "src" / "misrad" / "web" / "templates"
LITERAL = re.compile(r"""\bt\(\s*["']([a-z0-9_]+)["']\s*[,)]""")  # a whole key, not a prefix ~ a part
# Keys handed to macros as labels ("wr_name"), whole words only (a prefix ends with "_").
LABEL = re.compile(r"""["']((?:wr|web)_[a-z0-9_]*[a-z0-9])["']""")


def test_every_literal_text_of_the_pages_is_in_the_catalogue() -> None:
    areas.install()
    known = catalogue()
    missing = {
        f"{path.name}: {key}"
        for path in TEMPLATES.glob("*.html")
        for text in [path.read_text(encoding="utf-8")]
        for key in LITERAL.findall(text) + LABEL.findall(text)
        if key not in known or not all(known[key])
    }
    assert not missing, sorted(missing)

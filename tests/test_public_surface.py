"""Each area names its public surface (``__all__`` in its ``__init__.py``) and nothing outside the area
reaches past it: not another area, not ``core/``, not the app or the CLI. The one list of areas
(``misrad/areas.py``) composes them: it alone also reads each area's tables and job handlers."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import misrad

SOURCE = Path(misrad.__file__).parent
NOT_AREAS = {"core", "catalogue", "migrations"}
COMPOSER = Path("areas.py")
COMPOSED = {"models", "tasks"}
AREAS = sorted(
    path.name
    for path in SOURCE.iterdir()
    if path.is_dir() and (path / "__init__.py").exists() and path.name not in NOT_AREAS
)


def _surface(area: str) -> set[str]:
    names = getattr(importlib.import_module(f"misrad.{area}"), "__all__", None)
    assert names is not None, f"misrad/{area}/__init__.py names no public surface (__all__)"
    return set(names)


def _reaches(tree: ast.AST) -> list[tuple[int, str, str]]:
    """(line, area, module of the area) for every import of another package's module."""
    found: list[tuple[int, str, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            parts = node.module.split(".")
            if parts[0] == "misrad" and len(parts) >= 2:
                modules = [parts[2]] if len(parts) > 2 else [alias.name for alias in node.names]
                found += [(node.lineno, parts[1], module) for module in modules]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "misrad" and len(parts) > 2:
                    found.append((node.lineno, parts[1], parts[2]))
    return found


def test_every_area_names_its_public_surface() -> None:
    assert {"auth", "documents", "fraud", "intake", "providers"} <= set(AREAS)
    for area in AREAS:
        for module in _surface(area):
            importlib.import_module(f"misrad.{area}.{module}")


def test_nothing_outside_an_area_uses_its_insides() -> None:
    surfaces = {area: _surface(area) for area in AREAS}
    wrong = []
    for path in sorted(SOURCE.rglob("*.py")):
        relative = path.relative_to(SOURCE)
        if relative.parts[0] == "migrations":
            continue
        for line, area, module in _reaches(ast.parse(path.read_text(encoding="utf-8"))):
            allowed = surfaces.get(area, set()) | (COMPOSED if relative == COMPOSER else set())
            if area in surfaces and area != relative.parts[0] and module not in allowed:
                wrong.append(f"{relative}:{line} uses misrad.{area}.{module}")
    assert wrong == []

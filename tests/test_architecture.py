"""The shape of the house, checked on the source itself (parsed with ``ast``, nothing imported but
the list of areas):

- ``core/`` imports no area (the areas are handed to it from ``misrad.areas``);
- ``documents/`` imports neither ``intake/`` nor another area's insides (only their public surface);
- no import cycles between packages, counting imports inside functions (a lazy import that dodges a
  cycle is still a cycle);
- no route commits, and no ``engine.begin()`` outside ``core/db.py`` (see CONTRIBUTING, the commit rule).
"""

from __future__ import annotations

import ast
import importlib
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from misrad.areas import AREAS

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = SRC / "misrad"
AREA_NAMES = frozenset(area.name for area in AREAS)


@dataclass(frozen=True)
class Import:
    source: str  # the importing module
    target: str  # the imported module
    line: int
    lazy: bool  # inside a function
    typing_only: bool  # under ``if TYPE_CHECKING``


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def _sources() -> dict[str, Path]:
    return {
        _module_name(path): path
        for path in PACKAGE.rglob("*.py")
        if "migrations/versions" not in path.as_posix()
    }


def _resolve(name: str) -> str | None:
    """The module that ``name`` (a module, or a name inside one) refers to, if it is ours."""
    modules = _sources()
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


def _walk(node: ast.AST, *, lazy: bool, typing_only: bool) -> Iterator[tuple[ast.AST, bool, bool]]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            yield from _walk(child, lazy=True, typing_only=typing_only)
        elif isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            yield from _walk(child, lazy=lazy, typing_only=True)
        else:
            yield child, lazy, typing_only
            yield from _walk(child, lazy=lazy, typing_only=typing_only)


@cache
def _imports() -> list[Import]:
    found: list[Import] = []
    for module, path in _sources().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node, lazy, typing_only in _walk(tree, lazy=False, typing_only=False):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [f"{node.module}.{alias.name}" for alias in node.names]
            for name in names:
                target = _resolve(name)
                if target is not None and target != module:
                    found.append(Import(module, target, getattr(node, "lineno", 0), lazy, typing_only))
    return sorted(set(found), key=lambda i: (i.source, i.line, i.target))


def _area_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in AREA_NAMES else None


def _package_of(module: str) -> str:
    """The package a module belongs to (a package's ``__init__`` belongs to the package itself)."""
    return module if _sources()[module].name == "__init__.py" else module.rpartition(".")[0]


def _unit_of(module: str) -> str:
    """The house's unit a module belongs to: ``core``, an area, ``catalogue``, or a top module."""
    return ".".join(module.split(".")[:2])


def _contains(outer: str, inner: str) -> bool:
    return inner == outer or inner.startswith(outer + ".")


def _public_surface(area: str | None) -> set[str]:
    """The modules an area lets others use: its ``__all__`` (models, repositories... are its insides)."""
    return set(getattr(importlib.import_module(f"misrad.{area}"), "__all__", ()))


def _where(edge: Import) -> str:
    return f"{_sources()[edge.source].relative_to(SRC)}:{edge.line} imports {edge.target}"


def test_core_imports_no_area() -> None:
    wrong = [
        _where(i)
        for i in _imports()
        if i.source.startswith("misrad.core")
        and (_area_of(i.target) or i.target in ("misrad.areas", "misrad.app", "misrad.cli"))
    ]
    assert not wrong, "core must know no area:\n" + "\n".join(wrong)


def test_documents_uses_neither_intake_nor_other_areas_insides() -> None:
    wrong = []
    for i in _imports():
        if _area_of(i.source) != "documents" or _area_of(i.target) in (None, "documents"):
            continue
        area = _area_of(i.target)
        inside = i.target.split(".")[2:]  # what of the area is used, below its package
        if area == "intake" or (inside and inside[0] not in _public_surface(area)):
            wrong.append(_where(i))
    assert not wrong, "documents reaches into other areas:\n" + "\n".join(wrong)


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def _graphs() -> tuple[dict[str, set[str]], dict[tuple[str, str], list[Import]]]:
    """Two levels in one graph: between the house's units (core, each area, the top modules), and
    between sibling packages inside a unit (e.g. ``providers.gateway`` and ``providers.service``). A
    package using its own subpackages, or the reverse, is layering inside one package, not a loop."""
    graph: dict[str, set[str]] = defaultdict(set)
    why: dict[tuple[str, str], list[Import]] = defaultdict(list)
    for i in _imports():
        if i.typing_only:
            continue  # never runs: cannot close a loop at import time
        source, target = _unit_of(i.source), _unit_of(i.target)
        if source == target:
            source, target = _package_of(i.source), _package_of(i.target)
            if _contains(source, target) or _contains(target, source):
                continue
        graph[source].add(target)
        why[(source, target)].append(i)
    return graph, why


# The loop gateway -> providers.service -> gateway was opened by the providers split; its own test
# names the package that had the last loop.
PROVIDERS = "misrad.providers."


def _cycle_report(*, inside_providers: bool) -> list[str]:
    graph, why = _graphs()
    report = []
    for group in _cycles(graph):
        if all(name.startswith(PROVIDERS) for name in group) != inside_providers:
            continue
        report.append(" <-> ".join(group))
        for source in group:
            for target in sorted(graph[source] & set(group)):
                report.extend(
                    f"    {_where(i)}{' (inside a function)' if i.lazy else ''}"
                    for i in why[(source, target)]
                )
    return report


def test_no_import_cycles_between_packages_even_inside_functions() -> None:
    report = _cycle_report(inside_providers=False)
    assert not report, "import cycles:\n" + "\n".join(report)


def test_no_import_cycles_inside_providers() -> None:
    report = _cycle_report(inside_providers=True)
    assert not report, "import cycles:\n" + "\n".join(report)


def _calls(path: Path) -> Iterator[ast.Call]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            yield node


def test_no_route_commits() -> None:
    wrong = [
        f"{path.relative_to(SRC)}:{call.lineno}"
        for path in PACKAGE.rglob("routes.py")
        for call in _calls(path)
        if isinstance(call.func, ast.Attribute) and call.func.attr == "commit"
    ]
    assert not wrong, "routes use the request session, which commits once:\n" + "\n".join(wrong)


def test_no_engine_begin_outside_core_db() -> None:
    wrong = [
        f"{path.relative_to(SRC)}:{call.lineno}"
        for module, path in _sources().items()
        if module != "misrad.core.db"
        for call in _calls(path)
        if isinstance(call.func, ast.Attribute)
        and call.func.attr == "begin"
        and "engine" in ast.unparse(call.func.value).lower()
    ]
    assert not wrong, "transactions are opened through core.db:\n" + "\n".join(wrong)

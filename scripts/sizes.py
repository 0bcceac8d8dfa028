#!/usr/bin/env python3
"""List Python files over 500 lines and functions over 40 / 60 lines (the code-shape limits).

Usage: scripts/sizes.py [ROOT ...]   (default: src/misrad; migrations are left out)
A function's size is from its `def` line to its last line, decorators excluded; nested functions are
counted on their own as well as inside their parent.
Exit status 1 when a file is over 500 lines or a function is over 60 (the hard limits).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

FILE_LIMIT = 500
FUNCTION_SOFT_LIMIT = 40
FUNCTION_HARD_LIMIT = 60


def python_files(roots: list[Path]) -> list[Path]:
    files: list[Path] = []
    for root in roots:
        candidates = [root] if root.is_file() else sorted(root.rglob("*.py"))
        files.extend(path for path in candidates if "migrations" not in path.parts)
    return files


def function_sizes(path: Path) -> list[tuple[str, int, int]]:
    """(qualified name, first line, size in lines) of every function in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    sizes: list[tuple[str, int, int]] = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                name = f"{prefix}{child.name}"
                size = (child.end_lineno or child.lineno) - child.lineno + 1
                sizes.append((name, child.lineno, size))
                visit(child, f"{name}.")
            elif isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}{child.name}.")
            else:
                visit(child, prefix)

    visit(tree, "")
    return sizes


def main(argv: list[str]) -> int:
    roots = [Path(arg) for arg in argv] or [Path("src/misrad")]
    long_files: list[tuple[int, Path]] = []
    long_functions: list[tuple[int, str]] = []
    for path in python_files(roots):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > FILE_LIMIT:
            long_files.append((lines, path))
        for name, line, size in function_sizes(path):
            if size > FUNCTION_SOFT_LIMIT:
                long_functions.append((size, f"{path}:{line} {name}"))
    over_hard = [item for item in long_functions if item[0] > FUNCTION_HARD_LIMIT]
    report = [f"files over {FILE_LIMIT} lines: {len(long_files)}"]
    report += [f"  {lines:4d}  {path}" for lines, path in sorted(long_files, reverse=True)]
    report.append(
        f"functions over {FUNCTION_SOFT_LIMIT} lines: {len(long_functions)} "
        f"(over {FUNCTION_HARD_LIMIT}: {len(over_hard)})"
    )
    report += [f"  {size:4d}  {where}" for size, where in sorted(long_functions, reverse=True)]
    sys.stdout.write("\n".join(report) + "\n")
    return 1 if long_files or over_hard else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

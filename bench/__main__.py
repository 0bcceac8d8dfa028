"""Run the benchmarks and keep their latest figures in docs/benchmarks.md.

Each ``bench/bench_<area>.py`` has ``main() -> str`` returning a Markdown section (its own heading
``## <area>`` and tables). Ratios against a baseline measured in the same run are preferred to
absolute figures, since these machines are noisy. Running some areas replaces only their sections;
what a section held before (its old figures and the notes people wrote into it) goes to the top of
docs/benchmarks-history.md, so a run never loses a measurement.
"""

from __future__ import annotations

import datetime
import importlib
import os
import platform
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "benchmarks.md"
HISTORY = ROOT / "docs" / "benchmarks-history.md"
HISTORY_HEAD = (
    "# Benchmarks: earlier figures\n\n"
    "What `docs/benchmarks.md` held before a run replaced it, newest first.\n"
)
START, END = "<!-- bench:{area} -->", "<!-- /bench:{area} -->"


def _areas() -> list[str]:
    return sorted(p.stem.removeprefix("bench_") for p in Path(__file__).parent.glob("bench_*.py"))


def _machine() -> str:
    cpu = "unknown cpu"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        kb = int(Path("/proc/meminfo").read_text().split()[1])
        memory = f", {kb / 1024 / 1024:.0f} GiB RAM"
    except (OSError, ValueError, IndexError):
        pass
    system = f"{platform.system()} {platform.release()}"
    return f"{cpu}, {os.cpu_count()} cores{memory}, {system}, Python {platform.python_version()}"


def _pattern(area: str) -> re.Pattern[str]:
    start, end = START.format(area=area), END.format(area=area)
    return re.compile(re.escape(start) + r"\n?(.*?)\n?" + re.escape(end), re.S)


def _replace_section(document: str, area: str, body: str) -> str:
    start, end = START.format(area=area), END.format(area=area)
    block = (
        f"{start}\n{body.strip()}\n\n_measured {datetime.date.today().isoformat()} on {_machine()}_\n{end}"
    )
    pattern = _pattern(area)
    if pattern.search(document):
        return pattern.sub(lambda _: block, document)
    return document.rstrip() + "\n\n" + block + "\n"


def _archived(history: str, document: str, area: str) -> str:
    """``history`` with the section ``area`` of ``document`` as it is now on top (nothing if it has none)."""
    found = _pattern(area).search(document)
    if not found or not found.group(1).strip():
        return history
    old = found.group(1).strip()
    # Every heading one level down: the entry's own heading is the second level.
    old = re.sub(r"^(#{2,5}) ", r"#\1 ", old, flags=re.M)
    stamp = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    entry = f"## {area}, as it was until {stamp}\n\n{old}\n"
    head, _, rest = (history or HISTORY_HEAD).partition("\n## ")
    return f"{head.rstrip()}\n\n{entry}" + (f"\n## {rest}" if rest else "")


def main(argv: list[str]) -> int:
    areas = argv or _areas()
    unknown = set(areas) - set(_areas())
    if unknown:
        print(f"unknown benchmark(s): {', '.join(sorted(unknown))}; known: {', '.join(_areas())}")
        return 2
    for area in areas:
        print(f"== bench {area}", flush=True)
        section = importlib.import_module(f"bench.bench_{area}").main()
        print(section, flush=True)
        # Read the document only now: another area's run may have rewritten it while this one ran.
        document = (
            DOC.read_text()
            if DOC.exists()
            else "# Benchmarks\n\nLatest figures of `make bench`, one section per area.\n"
        )
        DOC.parent.mkdir(parents=True, exist_ok=True)
        history = HISTORY.read_text() if HISTORY.exists() else ""
        HISTORY.write_text(_archived(history, document, area))
        DOC.write_text(_replace_section(document, area, section))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

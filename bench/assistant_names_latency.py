"""In-process latency of reading a question against 100,000 customers (``understand`` with the name index),
for questions that name a customer by kind and place, by title, by a short name or by name: p50 and p99 in
ms, and the index's build time. Run: ``PYTHONPATH=src:. python -m bench.assistant_names_latency``.

Every customer has an address (a street and a town), as the places reading needs (``engine.places``), and a
third of them a note of their trade or job ("אדריכל, מפנה אלינו פרויקטים"), as the description look-up
reads (``engine.descriptions``); two questions name a customer by such a note.
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import time
from datetime import date

from bench.assistant_load import FIRST, LAST
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

CUSTOMERS = 100_000
# The share of customers that are businesses named by their kind ("בית מרקחת כהן"): 0 is the chat load's
# people (``assistant_load``); 0.1 puts about 180 pharmacies in each town, a stress for the places reading.
BUSINESSES = float(os.environ.get("BENCH_BUSINESSES", "0.1"))
TOWNS = ("נהריה", "עפולה", "חיפה", "עכו", "כרמיאל", "נצרת", "רמת גן", "טבריה", "אילת", "רעננה", "שפרעם")
STREETS = ("הרצל", "ויצמן", "הגעתון", "בן גוריון", "הנשיא", "מוריה", "ז'בוטינסקי", "בלפור", "הזית")
KINDS = ("בית מרקחת", "מאפיית", "מוסך", "מרפאת שיניים", "משרד עורכי דין")
NOTES = ("אדריכל", "קבלן בנייה", "מנהל הבניין", "לקוחה ותיקה", "מעדיפה טלפון", "גבאי בית הכנסת", "שרברב")
NOTED = 0.3
QUESTIONS = (
    "the pharmacy in Nahariya - what do they owe?",
    "that bakery on Herzl st, how much is outstanding",
    "the dental clinic in Afula - status?",
    "the law office in Ramat Gan, any open invoices?",
    "כמה חייב בית המרקחת בנהריה?",
    "המאפייה ברחוב הרצל, יש חוב?",
    "Could you tell me Mr. Khoury's balance, please?",
    "odeh how much owe",
    "eid balance pls",
    "מה היתרה של יוסי כהן",
    "what is the balance of Michal Levi",
    "is the fridge of dana ready?",
    "the architect on Balfour, what's the phone?",
    "הקבלן מטבריה, כמה הוא חייב?",
)


def _rows(rng: random.Random) -> list[tuple[int, str, str, str, str]]:
    rows = []
    for n in range(1, CUSTOMERS + 1):
        business = rng.random() < BUSINESSES
        name = (
            f"{rng.choice(KINDS)} {rng.choice(LAST)}"
            if business
            else f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        )
        address = f"רח' {rng.choice(STREETS)} {rng.randint(1, 120)}, {rng.choice(TOWNS)}"
        notes = f"{rng.choice(NOTES)}, {rng.choice(STREETS)}" if rng.random() < NOTED else ""
        rows.append((n, name, "", address, notes))
    return rows


def main() -> None:
    rows = _rows(random.Random(35))
    started = time.perf_counter()
    try:
        index = CustomerIndex.build(rows)
    except ValueError:  # an engine before the places reading: (id, name, phone) only
        index = CustomerIndex.build([row[:3] for row in rows])  # type: ignore[misc]
    built = time.perf_counter() - started
    today = date(2026, 12, 4)
    gc.freeze()  # the index is long-lived: a collection walking it is no part of reading a question
    for question in QUESTIONS:  # warm the caches
        understand(question, today=today, index=index)
    times: list[float] = []
    slowest: dict[str, float] = {}
    for _ in range(20):
        for question in QUESTIONS:
            start = time.perf_counter()
            understand(question, today=today, index=index)
            times.append((time.perf_counter() - start) * 1000)
            slowest[question] = max(slowest.get(question, 0.0), times[-1])
    times.sort()
    for question, ms in sorted(slowest.items(), key=lambda qm: -qm[1])[:4]:
        print(f"  slowest {ms:.2f} ms: {question}")
    p99 = times[int(len(times) * 0.99) - 1]
    print(
        f"{CUSTOMERS} customers ({BUSINESSES:.0%} businesses): index built in {built:.1f} s; "
        f"{len(times)} questions: ",
        end="",
    )
    print(f"p50 {statistics.median(times):.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.2f} ms")


if __name__ == "__main__":
    main()

"""Benchmarks: ``make bench`` runs every ``bench/bench_<area>.py``; ``python -m bench AREA`` runs one."""

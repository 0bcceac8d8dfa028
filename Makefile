# `make run` and `make test` set up everything they need first (scripts/setup).
PY := .venv/bin
PG_TEST_URL ?= postgresql+psycopg://postgres@127.0.0.1:5432/test
# Two workers: each gets its own database (see tests/conftest.py); the suite takes about half the time.
# The PostgreSQL run leaves out the tests marked database_free (tests/database_free.py): the SQLite run
# has shown they reach no database; and those marked own_sqlite, which never use the test database's kind.
# The 25 slowest tests are listed at the end, to keep the suite's time in sight.
PYTEST_ARGS ?= -n 2 --durations=25

.PHONY: setup setup-test run test lint types test-sqlite test-postgres bench demo

setup:
	@scripts/setup

setup-test:
	@scripts/setup --test

run: setup
	@$(PY)/misrad serve

demo: setup
	@$(PY)/misrad demo

lint:
	$(PY)/ruff check src tests bench
	$(PY)/ruff format --check --quiet src tests bench

types:
	$(PY)/mypy

test-sqlite:
	$(PY)/pytest $(PYTEST_ARGS)

# Set REQUIRE_POSTGRES=1 (CI does) to fail when PostgreSQL cannot be reached instead of skipping it.
test-postgres:
	@if $(PY)/python -c "import psycopg,sys; psycopg.connect('$(PG_TEST_URL)'.replace('+psycopg',''), connect_timeout=3).close()" 2>/dev/null; then \
		MISRAD_TEST_DATABASE_URL=$(PG_TEST_URL) $(PY)/pytest $(PYTEST_ARGS); \
	elif [ "$${REQUIRE_POSTGRES:-0}" = "1" ]; then \
		echo "PostgreSQL at $(PG_TEST_URL) cannot be reached" >&2; exit 1; \
	else \
		echo "PostgreSQL not reachable: the PostgreSQL run is skipped (REQUIRE_POSTGRES=1 makes this an error)"; \
	fi

# The type check runs beside the SQLite run (it is one process; the tests leave a core idle a quarter of
# the time) and is waited for before the PostgreSQL run: about 40 s of a fresh clone's `make test`.
test: setup-test lint
	@$(PY)/mypy > .types.log 2>&1 & types=$$!; \
	$(MAKE) --no-print-directory test-sqlite; sqlite=$$?; \
	wait $$types; typed=$$?; echo "$(PY)/mypy"; cat .types.log; rm -f .types.log; \
	[ $$sqlite -eq 0 ] && [ $$typed -eq 0 ] && $(MAKE) --no-print-directory test-postgres

bench: setup-test
	$(PY)/python -m bench

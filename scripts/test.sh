#!/usr/bin/env bash
# Installs what is needed and runs every check and test: Python (lint, types, unit,
# integration and API tests on SQLite and PostgreSQL) and web (lint, types, unit, browser).
# PostgreSQL comes from HYGIENE_TEST_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test);
# under CI=true a missing server fails the run instead of skipping those tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install.sh --dev

# Debian packages the tests run: Chromium for the browser tests; PostgreSQL 15's server
# binaries and nats-server for the fault suite's throwaway services.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
command -v nats-server >/dev/null 2>&1 || [ -x /usr/sbin/nats-server ] || missing+=(nats-server)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing ${missing[*]} from Debian for the tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The tests need these Debian packages: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

echo "==> Python: lint, types and import rules"
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy api application domain projections storage ingest demo hygiene bench
.venv/bin/lint-imports --no-cache

echo "==> web: lint, types, unit tests"
(cd webui && npm run --silent lint && npm run --silent typecheck && npm test --silent)

echo "==> web: browser tests against the real server"
(cd webui && npm run --silent e2e)

echo "==> Python: tests"
.venv/bin/pytest -q -p no:cacheprovider

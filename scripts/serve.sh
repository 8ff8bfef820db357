#!/usr/bin/env bash
# Installs what is needed and runs the console on the embedded default (SQLite under ./var)
# at http://127.0.0.1:8000. Extra arguments go to `hygiene serve` (e.g. --port 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
exec .venv/bin/hygiene serve "$@"

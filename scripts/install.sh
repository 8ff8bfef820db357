#!/usr/bin/env bash
# Installs what the console needs: a Python 3.11 virtualenv in .venv and the built web UI.
#   scripts/install.sh          runtime only
#   scripts/install.sh --dev    with the test and lint tools
set -euo pipefail
cd "$(dirname "$0")/.."

extras=""
[ "${1:-}" = "--dev" ] && extras="[dev]"

python=""
for candidate in python3.11 python3; do
  if command -v "$candidate" >/dev/null 2>&1 &&
     "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))'; then
    python="$candidate"; break
  fi
done
if [ -z "$python" ]; then
  echo "Python 3.11 is needed (python3.11 or python3 on PATH)." >&2
  exit 1
fi

if [ ! -x .venv/bin/python ]; then
  echo "==> creating .venv"
  "$python" -m venv .venv
fi
echo "==> installing the Python package${extras:+ with $extras}"
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".${extras}"

if ! command -v npm >/dev/null 2>&1; then
  echo "npm is needed to build the web UI (Node.js 20.19 or newer)." >&2
  exit 1
fi
echo "==> installing and building the web UI"
(cd webui && npm ci --no-audit --no-fund --loglevel=error && npm run build --silent)

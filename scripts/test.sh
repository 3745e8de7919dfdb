#!/usr/bin/env bash
# The whole suite, as CI runs it on a clean checkout after `npm install`.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== unit"; npm run --silent test:unit
echo "== sandbox conformance"; npm run --silent test:sandbox
echo "== bad input (property-based)"; npm run --silent test:fuzz
echo "== database (embedded PGlite)"; npm run --silent test:db
echo "== build"; npm run --silent build
echo "== e2e (Chromium)"; npm run --silent test:e2e

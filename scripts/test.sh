#!/usr/bin/env bash
# The whole suite, as CI runs it on a clean checkout after `npm install`.
# Each stage says how long it took, and the run ends with every stage's time and the total.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

started=$SECONDS
timings=()
stage() {
  local name=$1
  shift
  echo "== $name"
  local from=$SECONDS
  "$@"
  timings+=("$(printf '%5ss  %s' $((SECONDS - from)) "$name")")
  echo "== $name: $((SECONDS - from)) s"
}

bash scripts/ensure-chromium.sh
stage "typecheck" npm run --silent typecheck
stage "lint" npm run --silent lint
stage "unit" npm run --silent test:unit
stage "sandbox conformance" npm run --silent test:sandbox
stage "bad input (property-based)" npm run --silent test:fuzz
stage "database (embedded PGlite)" npm run --silent test:db
# The type-check stage already ran tsc over this code: the build need not again.
stage "build" env BUILD_TYPES_CHECKED=1 npm run --silent build
stage "e2e (Chromium)" npm run --silent test:e2e

echo "== where the time went"
printf '%s\n' "${timings[@]}"
printf '%5ss  %s\n' $((SECONDS - started)) "in all"

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

# Stages run side by side (typecheck and lint: the two cores overlap their work); each one's output is shown once it ends.
side_by_side() {
  local dir names=() failed=0
  dir=$(mktemp -d)
  while (($#)); do
    local name=$1 command=$2
    shift 2
    names+=("$name")
    local at="$dir/${#names[@]}"
    (
      from=$SECONDS
      status=0
      bash -c "$command" >"$at.out" 2>&1 || status=$?
      echo "$status $((SECONDS - from))" >"$at.end"
    ) &
  done
  wait
  for i in "${!names[@]}"; do
    local at="$dir/$((i + 1))" status seconds
    read -r status seconds <"$at.end"
    echo "== ${names[$i]}"
    cat "$at.out"
    echo "== ${names[$i]}: $seconds s"
    timings+=("$(printf '%5ss  %s (side by side)' "$seconds" "${names[$i]}")")
    ((status == 0)) || failed=1
  done
  rm -rf "$dir"
  return $failed
}

bash scripts/ensure-chromium.sh
# Lint takes longer than the type check: the build starts on the core the type check frees, told that tsc has
# already checked this code. A failed type check skips the build.
side_by_side "typecheck, then build" \
  'npm run --silent typecheck && echo "== typecheck: $SECONDS s" && BUILD_TYPES_CHECKED=1 npm run --silent build' \
  "lint" "npm run --silent lint"
# One vitest run for the four projects: their files share its workers, and none waits for another project's last file.
stage "unit, sandbox conformance, bad input (property-based), database (embedded PGlite)" \
  npx vitest run --project unit --project sandbox --project fuzz --project db
stage "e2e (Chromium)" npm run --silent test:e2e

echo "== where the time went"
printf '%s\n' "${timings[@]}"
printf '%5ss  %s\n' $((SECONDS - started)) "in all"

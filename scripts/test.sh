#!/usr/bin/env bash
# `npm test`: what every commit must pass, each step timed (scripts/steps.sh); `npm run test:full`
# (TEST_FULL=1): every test of the portal, before a release (decision record 072). .ci/run sources
# this file for test_steps.
# On two cores the static checks run two at a time, and the studio builds while the API tests
# wait on their servers; the end-to-end suite runs alone, as its waits are tuned to a machine it
# does not share with another browser step.
set -euo pipefail

test_steps() {
  # Told at the start, not after twenty minutes: the cluster test puts HAProxy in front.
  if [ -n "${TEST_FULL:-}" ] && [ ! -x "${HAPROXY_BIN:-/usr/sbin/haproxy}" ]; then
    echo "npm run test:full needs Debian's haproxy for the cluster test: apt-get install haproxy"
    exit 1
  fi
  side_by_side \
    "typecheck, import cycles, generated code" "npm run -s typecheck && npm run -s check:cycles && npm run -s check:generated" \
    "lint, format, contract lint" "npm run -s lint && npm run -s check:format && npm run -s lint:contract"
  # The one build of the portal: the end-to-end suite serves it (E2E_BUILT), so do the benchmarks
  # (PORTAL_BUILT).
  step "size budgets (builds the portal)" npm run -s check:budgets
  step "unit tests" npm run -s test:unit
  side_by_side \
    "API tests" "npm run -s test:api" \
    "studio build" "npm run -s studio:build"
  step "end-to-end tests${TEST_FULL:+ (full)}" env E2E_BUILT=1 npm run -s test:e2e
  step "visual tests" env STUDIO_BUILT=1 npm run -s test:visual
  [ -z "${TEST_FULL:-}" ] || full_steps
}

# What only the full run takes: the servers as processes (start-up, crash, cluster), the API suite
# again on PostgreSQL where the engine can matter (decision 055), and the benchmarks' smoke.
full_steps() {
  local pg=${CI_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
  export PORTAL_BUILT=1
  step "API tests that start server processes" npm run -s test:api:process
  # The benchmarks in smoke mode (a second per cell) fail on errors only, and the crash test weighs
  # a restart by processor time, not the clock: both stand the PostgreSQL run beside them, which
  # waits on the database much of its time.
  side_by_side \
    "API tests on PostgreSQL" "DATABASE_URL='$pg' npm run -s test:api:postgres" \
    "bench:api, bench:web, bench:advice, bench:import smoke; crash" \
    "npm run -s bench:api -- --smoke && npm run -s bench:web -- --smoke && npm run -s bench:advice -- --smoke && DATABASE_URL='$pg' npm run -s bench:import -- --smoke && npm run -s test:crash -- --short"
  # Alone: these two measure how the servers hold up under their own load.
  step "Load test on PostgreSQL, smoke" env DATABASE_URL="$pg" npm run -s bench:load -- --smoke
  step "Cluster test on PostgreSQL, smoke" env DATABASE_URL="$pg" npm run -s test:cluster -- --smoke
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  cd "$(dirname "$0")/.."
  . scripts/steps.sh
  test_steps
fi

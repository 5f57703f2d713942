#!/usr/bin/env bash
# `npm test` (and, with E2E_FULL=1, `npm run test:full`): every check of the portal, each step
# timed (scripts/steps.sh). .ci/run sources this file for test_steps and runs them among its own.
# On two cores the static checks run two at a time, and the studio builds while the API tests
# wait on their servers; the end-to-end suite runs alone, as its waits are tuned to a machine it
# does not share with another browser step.
set -euo pipefail

test_steps() {
  side_by_side \
    "typecheck, import cycles, generated code" "npm run -s typecheck && npm run -s check:cycles && npm run -s check:generated" \
    "lint, format, contract lint" "npm run -s lint && npm run -s check:format && npm run -s lint:contract"
  # The one build of the portal: the end-to-end suite serves it (E2E_BUILT), so do the benchmarks
  # of .ci/run (PORTAL_BUILT).
  step "size budgets (builds the portal)" npm run -s check:budgets
  step "unit tests" npm run -s test:unit
  side_by_side \
    "API tests" "npm run -s test:api" \
    "studio build" "npm run -s studio:build"
  step "end-to-end tests${E2E_FULL:+ (full)}" env E2E_BUILT=1 npm run -s test:e2e
  step "visual tests" env STUDIO_BUILT=1 npm run -s test:visual
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  cd "$(dirname "$0")/.."
  . scripts/steps.sh
  test_steps
fi

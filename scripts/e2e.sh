#!/usr/bin/env bash
# End-to-end tests in Chromium, in groups, each on a fresh server on a port of its own, so no group
# sees another's changes to the demo data. The portal is built once here (unless E2E_BUILT says the
# caller built it); every server of the run serves that build.
#
# Groups run side by side as long as the browsers they use at once fit the machine's cores
# (E2E_BROWSERS, default the number of cores): on two cores a two-worker group runs alone and two
# one-worker groups run together, never more than two browsers, as many as one group with two
# workers always had (more left a page's chunks seconds to arrive). A group whose specs change the
# same customer's data, or whose tests depend on each other's order, keeps one worker; it then runs
# beside another such group on a server of its own instead of waiting for it.
# No test has a limit above the config's 60 s (decision 056): a long walk is a test per stop, not
# a raised limit. Every commit runs the specs of COMMIT_SPECS below; TEST_FULL (npm run test:full)
# runs every spec (decision record 072).
# Each group writes its results to test-results/<group> and its log to
# test-results/groups/<group>.log, printed at the end, failed groups last, with each group's time.
# E2E_GROUPS runs only the groups it names.
set -euo pipefail
base=${E2E_PORT:-3100}
[ -n "${E2E_BUILT:-}" ] || npm run -s build
export E2E_BUILT=1
logs=test-results/groups
rm -rf test-results
mkdir -p $logs
# One migrated, seeded database for every group: each group's server opens a copy of its own
# (E2E_DATA_DIR) instead of creating, migrating and seeding one at its start, as the API files
# start from one (decision 055).
databases=test-results/databases
DATA_DIR=$databases/template npm run -s seed >/dev/null
# The servers a spec starts of its own start from a copy of it too (tests/e2e/auth-server.ts).
export E2E_TEMPLATE_DIR="$PWD/$databases/template"

# What every commit runs (decision record 072): a journey in the browser of each main path, at
# 375 px on an office's sub-domain, and the checks of what a stranger could do to a page. The rest
# (the shell's every screen and word, the audit walks, each sign-in variant, the inbox, the edit
# forms and tabs, the languages, passkeys, the reference's axe) runs in `npm run test:full`.
COMMIT_SPECS=(
  tenant.spec.ts auth-signin.spec.ts overview-dashboard.spec.ts   # each office; signing in; home
  dossier.spec.ts server-away.spec.ts                             # the dossier, uploads; nothing lost
  calculators.spec.ts appointments.spec.ts                        # the calculators; booking
  application-overview.spec.ts application.spec.ts offer.spec.ts  # the application and its offer
  go-live.spec.ts                                                 # an office goes live, messages too
  security.spec.ts error-reports.spec.ts reference.spec.ts        # CSP, error reports, the reference
)

# NAME BROWSERS PORT_OFFSET playwright arguments. Longest first, so the short ones fill the gaps.
groups=(
  "shell 2 0 tests/e2e/tenant.spec.ts tests/e2e/shell.spec.ts tests/e2e/shell-words.spec.ts tests/e2e/shell-prompts.spec.ts
    tests/e2e/swipe-edge.spec.ts tests/e2e/auth-signin.spec.ts tests/e2e/auth-links.spec.ts tests/e2e/auth-sessions.spec.ts tests/e2e/auth-factors.spec.ts
    tests/e2e/push.spec.ts"
  # The axe walk over every screen and dialog of Jan: it changes nothing, so its tests (one per
  # stop, decision 056) run side by side on one signed-in page per worker, at 375 and 1440 px.
  "audit-walk 2 240 --fully-parallel tests/e2e/audit-walk.spec.ts"
  # Split from one spec whose tests ran one after another, changing Jan's data.
  "overview 1 30 --workers=1 tests/e2e/overview-dashboard.spec.ts tests/e2e/overview-inbox.spec.ts"
  # portaal.spec.ts retrieves Eva's income, which sections.spec.ts shows: one worker keeps them
  # apart.
  "sections 1 120 --workers=1 tests/e2e/sections.spec.ts tests/e2e/contact.spec.ts tests/e2e/portaal.spec.ts"
  # Both specs change Jan's data, each tab of it, in tests run in order.
  "edit-info 1 90 --workers=1 tests/e2e/edit-info-forms.spec.ts tests/e2e/edit-info-tabs.spec.ts"
  # The password spec ends Jan's other sessions: it runs after the data tabs' spec, not beside it.
  "edit-tabs-phone 1 270 --workers=1 tests/e2e/edit-tabs-phone-forms.spec.ts tests/e2e/edit-tabs-phone-password.spec.ts"
  "dossier 1 60 --workers=1 tests/e2e/dossier.spec.ts tests/e2e/server-away.spec.ts"
  # application.spec.ts uploads the new version of the purchase contract the dossier spec and
  # application-overview.spec.ts (which only reads, and runs first) expect still open.
  "application 1 330 --workers=1 tests/e2e/application-overview.spec.ts tests/e2e/application.spec.ts"
  "calculators 1 180 --workers=1 tests/e2e/calculators.spec.ts"
  "appointments 1 150 --workers=1 tests/e2e/appointments.spec.ts"
  "security 1 210 --workers=1 tests/e2e/security.spec.ts tests/e2e/error-reports.spec.ts tests/e2e/reference.spec.ts
    tests/e2e/reference-axe.spec.ts"
  # An office goes live, one step after another, on a server of the spec's own (E2E_PORT + 1).
  "go-live 1 300 --workers=1 tests/e2e/go-live.spec.ts"
  # Sanne's chosen language holds for her every later sign-in on the server: a server of its own.
  "language 1 360 --workers=1 tests/e2e/language.spec.ts tests/e2e/language-labels.spec.ts"
  # Ends one of Jan's sessions from another: on a server of its own, no other spec's session ends.
  "account 1 390 --workers=1 tests/e2e/account-sessions.spec.ts"
  # Jan signs the offer on a server of the spec's own (E2E_PORT + 21) with a clock it moves.
  "offer 1 480 --workers=1 tests/e2e/offer.spec.ts"
  # Adds a passkey to Jan's and Pieter's accounts and signs them in with it: a server of its own.
  "passkeys 1 420 --workers=1 tests/e2e/passkeys.spec.ts"
  # Van Dijk requires an app on a server of the spec's own (E2E_PORT + 1), its clock moved.
  "factor-policy 1 450 --workers=1 tests/e2e/factor-policy.spec.ts"
)

capacity=${E2E_BROWSERS:-$(getconf _NPROCESSORS_ONLN)}
declare -A browsers_of name_of
used=0 failed=() times=()

run_group() {
  local name=$1 offset=$2 from=$SECONDS code=0
  shift 2
  cp -r "$databases/template" "$databases/$name"
  E2E_PORT=$((base + offset)) E2E_DATA_DIR="$PWD/$databases/$name" npx playwright test --output "test-results/$name" "$@" >"$logs/$name.log" 2>&1 || code=$?
  echo "$((SECONDS - from))" >"$logs/$name.time"
  return $code
}

# Waits for one running group to end and gives its browsers back.
wait_one() {
  local done=0
  wait -n -p done || failed+=("${name_of[$done]}")
  used=$((used - browsers_of[$done]))
}

echo "End-to-end groups, at most $capacity browsers at once; logs in $logs"
# E2E_GROUPS="overview sections": only the groups named.
chosen=()
for line in "${groups[@]}"; do
  read -r name _ <<<"$line"
  [ -z "${E2E_GROUPS:-}" ] || [[ " $E2E_GROUPS " == *" $name "* ]] && chosen+=("$line")
done
[ ${#chosen[@]} -gt 0 ] || { echo "No end-to-end group named $E2E_GROUPS"; exit 1; }

# A group's arguments for this run: without TEST_FULL, only its specs of COMMIT_SPECS (none: skip).
run_args() {
  local arg kept=() specs=0
  for arg in "$@"; do
    if [[ $arg == tests/* ]]; then
      [ -n "${TEST_FULL:-}" ] || [[ " ${COMMIT_SPECS[*]} " == *" ${arg#tests/e2e/} "* ]] || continue
      specs=$((specs + 1))
    fi
    kept+=("$arg")
  done
  [ $specs -gt 0 ] && echo "${kept[*]}"
}

runs=()
for line in "${chosen[@]}"; do
  # shellcheck disable=SC2086 # echo joins the group's two lines
  read -r name need offset args <<<"$(echo $line)"
  # A commit's share of a two-browser group is a few tests: one browser, beside another group.
  [ -n "${TEST_FULL:-}" ] || [ "$need" -eq 1 ] || { need=1 args="--workers=1 $args"; }
  # shellcheck disable=SC2086
  args=$(run_args $args) && runs+=("$name $need $offset $args")
done
[ ${#runs[@]} -gt 0 ] || { echo "No end-to-end spec of $E2E_GROUPS runs on a commit: set TEST_FULL"; exit 1; }

for line in "${runs[@]}"; do
  read -r name need offset args <<<"$line"
  while [ $((used + need)) -gt "$capacity" ] && [ $used -gt 0 ]; do wait_one; done
  echo "  $name starts ($need of $capacity browsers)"
  # Unquoted: the group's arguments, split at spaces (no path holds one).
  # shellcheck disable=SC2086
  run_group "$name" "$offset" $args &
  browsers_of[$!]=$need name_of[$!]=$name
  used=$((used + need))
done
while [ $used -gt 0 ]; do wait_one; done

for line in "${runs[@]}"; do
  read -r name _ <<<"$line"
  [[ " ${failed[*]} " == *" $name "* ]] || cat "$logs/$name.log"
  times+=("$(printf '  %-18s %5d s' "$name" "$(cat "$logs/$name.time")")")
done
for name in "${failed[@]}"; do cat "$logs/$name.log"; done
echo "End-to-end group times:"
printf '%s\n' "${times[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "End-to-end groups failed: ${failed[*]}"
  exit 1
fi

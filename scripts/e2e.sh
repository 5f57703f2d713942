#!/bin/sh
# End-to-end tests in Chromium. Specs that change the demo data (overview marks items seen and
# sends messages; dossier uploads and deletes) each get a fresh server on a port of their own, so
# no spec sees another's changes; the rest share one. Each sign-in spec (auth-*) starts a server
# of its own too.
# The portal is built once here (unless E2E_BUILT says the caller built it); every server of the
# run serves that build.
#
# With four cores or more the groups run in two lanes side by side, each lane one group after
# another, so the run takes about half as long. On two cores they run one lane after the other:
# side by side, four browsers and their servers left a page's chunks a second or two each to
# arrive, and waits that hold on any working machine ran out. E2E_LANES=1 or 2 chooses. Each lane
# writes its results to a folder of its own and its log to a file, printed at the end, a failed
# lane last.
set -e
base=${E2E_PORT:-3100}
[ -n "${E2E_BUILT:-}" ] || npm run -s build
export E2E_BUILT=1
logs=test-results/lanes
rm -rf test-results
mkdir -p $logs

# group PORT_OFFSET OUTPUT [playwright arguments]: one group on a server of its own.
group() {
  offset=$1 output=$2
  shift 2
  E2E_PORT=$((base + offset)) npx playwright test --output "test-results/$output" "$@"
}

lane_a() {
  group 0 shell tests/e2e/tenant.spec.ts tests/e2e/shell.spec.ts tests/e2e/shell-words.spec.ts tests/e2e/shell-prompts.spec.ts \
    tests/e2e/auth-signin.spec.ts tests/e2e/auth-links.spec.ts tests/e2e/auth-sessions.spec.ts tests/e2e/push.spec.ts &&
    # One worker for a group split from one spec: its tests ran one after another, and they change
    # Jan's data and sign him in with two-factor, where two workers asking codes at once collide.
    group 30 overview --workers=1 tests/e2e/overview-dashboard.spec.ts tests/e2e/overview-inbox.spec.ts &&
    group 60 dossier tests/e2e/dossier.spec.ts &&
    group 150 appointments tests/e2e/appointments.spec.ts &&
    group 210 security tests/e2e/security.spec.ts tests/e2e/error-reports.spec.ts tests/e2e/reference.spec.ts &&
    group 180 calculators tests/e2e/calculators.spec.ts
}

lane_b() {
  # One worker: these specs sign Jan in with two-factor, and two workers asking codes at once collide.
  group 120 sections --workers=1 tests/e2e/sections.spec.ts tests/e2e/contact.spec.ts tests/e2e/portaal.spec.ts &&
    # One worker, as for the overview: these two specs were one, and they change Jan's data and
    # sign him in with two-factor.
    group 90 edit-info --workers=1 tests/e2e/edit-info-forms.spec.ts tests/e2e/edit-info-tabs.spec.ts &&
    # The axe walk over every screen and dialog of Jan, at both widths: its tests sign Jan in
    # with two-factor one after the other, on a server no other spec signs in on.
    group 240 audit-walk --workers=1 tests/e2e/audit-walk.spec.ts &&
    # They change Jan's data on every edit tab and his password (and back), which ends his other
    # sessions: one worker, so the password spec runs after the data tabs' spec, not beside it.
    group 270 edit-tabs-phone --workers=1 tests/e2e/edit-tabs-phone-forms.spec.ts tests/e2e/edit-tabs-phone-password.spec.ts
}

cores=$(getconf _NPROCESSORS_ONLN)
lanes=${E2E_LANES:-$([ "$cores" -ge 4 ] && echo 2 || echo 1)}
a_failed=0 b_failed=0
if [ "$lanes" = 2 ]; then
  lane_a > $logs/a.log 2>&1 &
  a=$!
  lane_b > $logs/b.log 2>&1 &
  b=$!
  wait $a || a_failed=1
  wait $b || b_failed=1
else
  echo "End-to-end groups one lane after the other ($cores cores); logs in $logs"
  lane_a > $logs/a.log 2>&1 || a_failed=1
  lane_b > $logs/b.log 2>&1 || b_failed=1
fi

# The failed lane last, where a log's tail shows it.
if [ $a_failed = 1 ]; then cat $logs/b.log $logs/a.log; else cat $logs/a.log $logs/b.log; fi
if [ $a_failed = 1 ] || [ $b_failed = 1 ]; then
  echo "End-to-end lanes failed: a=$a_failed b=$b_failed"
  exit 1
fi

#!/bin/sh
# End-to-end tests in Chromium. Specs that change the demo data (overview marks items seen and
# sends messages; dossier uploads and deletes) each get a fresh server on a port of their own, so
# no spec sees another's changes; the rest share one. The sign-in spec starts its own server too.
# The portal is built once here; every server of the run serves that build (E2E_BUILT).
set -e
base=${E2E_PORT:-3100}
npm run -s build
export E2E_BUILT=1
E2E_PORT=$base npx playwright test tests/e2e/tenant.spec.ts tests/e2e/shell.spec.ts tests/e2e/auth.spec.ts tests/e2e/push.spec.ts
E2E_PORT=$((base + 30)) npx playwright test tests/e2e/overview.spec.ts
E2E_PORT=$((base + 60)) npx playwright test tests/e2e/dossier.spec.ts
E2E_PORT=$((base + 150)) npx playwright test tests/e2e/appointments.spec.ts
E2E_PORT=$((base + 210)) npx playwright test tests/e2e/security.spec.ts tests/e2e/error-reports.spec.ts
# One worker: these specs sign Jan in with two-factor, and two workers asking codes at once collide.
E2E_PORT=$((base + 120)) npx playwright test --workers=1 tests/e2e/sections.spec.ts tests/e2e/contact.spec.ts tests/e2e/portaal.spec.ts
E2E_PORT=$((base + 180)) npx playwright test tests/e2e/calculators.spec.ts
E2E_PORT=$((base + 90)) npx playwright test tests/e2e/edit-info.spec.ts
# The axe walk over every screen and dialog of Jan, at both widths: its tests sign Jan in with
# two-factor one after the other, on a server no other spec signs in on.
E2E_PORT=$((base + 240)) npx playwright test --workers=1 tests/e2e/audit-walk.spec.ts

# Its own server: it changes Jan's data on every edit tab and his password (and back), which ends his other sessions.
E2E_PORT=$((base + 270)) npx playwright test tests/e2e/edit-tabs-phone.spec.ts

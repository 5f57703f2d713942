#!/bin/sh
# End-to-end tests in Chromium. Specs that change the demo data (overview marks items seen and
# sends messages; dossier uploads and deletes) each get a fresh server on a port of their own, so
# no spec sees another's changes; the rest share one. The sign-in spec starts its own server too.
set -e
base=${E2E_PORT:-3100}
E2E_PORT=$base npx playwright test tests/e2e/tenant.spec.ts tests/e2e/shell.spec.ts tests/e2e/auth.spec.ts
E2E_PORT=$((base + 30)) npx playwright test tests/e2e/overview.spec.ts
E2E_PORT=$((base + 60)) npx playwright test tests/e2e/dossier.spec.ts
E2E_PORT=$((base + 90)) npx playwright test tests/e2e/edit-info.spec.ts

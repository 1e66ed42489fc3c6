#!/usr/bin/env bash
# Runs every test on a fresh machine: install, lint, types, unit tests, builds, package checks (publint,
# attw), the end-to-end suite in Chromium, then the cross-engine suite in Chromium, Firefox ESR and WebKitGTK.
# CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

bash scripts/ensure-browsers.sh
pnpm install --frozen-lockfile
pnpm exec biome ci .
# One task per CPU: turbo's default of 10 at once on a 2-core machine starved vitest's workers until one missed
# its 60 s start deadline ("Timeout waiting for worker to respond"). More at once is not faster on so few cores.
# The builds go first: in one run with the tests, turbo started them last, and the demo site's build and its
# unit tests (which need every package built) ran alone at the end, two minutes with one core idle.
pnpm exec turbo run build --output-logs=errors-only --concurrency=100%
pnpm exec turbo run typecheck test check-package --output-logs=errors-only --concurrency=100%
# The package consumers' tests mostly wait on npm: they run beside the Chromium suite.
pnpm exec turbo run e2e --output-logs=full --concurrency=2
pnpm exec turbo run engines --output-logs=full --concurrency=1
echo "All checks passed."

#!/usr/bin/env bash
# Runs every test on a fresh machine: install, lint, types, unit tests, builds, package checks (publint,
# attw) and the end-to-end suite in Chromium. CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

bash scripts/ensure-chromium.sh
pnpm install --frozen-lockfile
pnpm exec biome ci .
pnpm exec turbo run typecheck test build check-package --output-logs=errors-only
pnpm exec turbo run e2e --output-logs=full --concurrency=1
echo "All checks passed."

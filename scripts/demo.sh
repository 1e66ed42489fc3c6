#!/usr/bin/env bash
# Starts the demo site on a fresh machine: installs, builds, creates and migrates the SQLite database on
# first start, then serves on 127.0.0.1 and prints the URL. PORT=… picks another port (default 4321).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

pnpm install --frozen-lockfile
pnpm exec turbo run build --filter=@vitrine/demo-site... --output-logs=errors-only
exec node apps/demo-site/dist/server.js "$@"

#!/usr/bin/env bash
# Starts the demo site on a fresh machine: installs, builds, creates and migrates the SQLite database on
# first start, then serves on 127.0.0.1 and prints the URL. PORT=… picks another port (default 4321).
# With --admin the owner's inbox is served too, behind the owner login: the first such start prints a made-up
# owner password once, or pass --owner-password '…' to set your own (see docs/demo-server.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

pnpm install --frozen-lockfile
pnpm exec turbo run build --filter=@vitrine/demo-site... --output-logs=errors-only
exec node apps/demo-site/dist/server.js "$@"

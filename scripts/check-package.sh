#!/usr/bin/env bash
# Lints a package as it is published: packs it with pnpm (workspace ranges resolved, the beforePacking hook of
# .pnpmfile.cjs applied), then runs publint and attw on the tarball. Run from the package's folder; extra
# arguments go to attw (`--exclude-entrypoints cdn/widget-form.js`).
set -euo pipefail
packed="$(mktemp -d)"
trap 'rm -rf "$packed"' EXIT
pnpm pack --pack-destination "$packed" >/dev/null
tarball="$(ls "$packed"/*.tgz)"
publint --strict "$tarball"
attw "$tarball" --profile esm-only "$@"

#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (no browser is downloaded by the test tools). Installs it when it
# is missing and we are root; otherwise says exactly what to install.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is required for the end-to-end tests but $chrome does not exist." >&2
echo "Install it as root with:  apt-get update && apt-get install -y chromium" >&2
echo "or point CHROME_PATH at a Chromium binary." >&2
exit 1

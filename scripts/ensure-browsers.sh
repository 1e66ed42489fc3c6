#!/usr/bin/env bash
# The browsers the tests drive, all from Debian's packages (no test tool may download a browser here): Chromium's
# headless shell for the end-to-end suite, Chromium for the cross-engine suite and the benchmarks, with Firefox
# ESR, WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb, the display MiniBrowser needs. Installs what is
# missing when we are root; otherwise says exactly what to install. CHROME_HEADLESS_SHELL_PATH, CHROME_PATH,
# FIREFOX_PATH and WEBKIT_DRIVER_PATH point at other binaries.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
chrome_shell="${CHROME_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
webkit_driver="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"

missing=()
[ -x "$chrome" ] || missing+=(chromium)
[ -x "$chrome_shell" ] || missing+=(chromium-headless-shell)
[ -x "$firefox" ] || missing+=(firefox-esr)
[ -x "$webkit_driver" ] || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
# xvfb-run reads its display numbers with xauth.
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The browser tests need Debian's ${missing[*]}, which this machine does not have." >&2
echo "Install them as root with:  apt-get update && apt-get install -y ${missing[*]}" >&2
echo "or point CHROME_HEADLESS_SHELL_PATH, CHROME_PATH, FIREFOX_PATH and WEBKIT_DRIVER_PATH at other binaries." >&2
exit 1

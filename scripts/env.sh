# Shared environment of the project's scripts: sourced, not run. Every value here is needed on a fresh
# machine with only Node 20 and npm (see TOOLCHAIN notes in README.md).
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0 COREPACK_INTEGRITY_KEYS=0
export npm_config_nodedir="${npm_config_nodedir:-/usr}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export CHROME_HEADLESS_SHELL_PATH="${CHROME_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
export FIREFOX_PATH="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
export WEBKIT_DRIVER_PATH="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1
export npm_config_update_notifier=false

# pnpm itself comes from the npm registry, pinned, so nothing has to be installed globally first. Tools that
# call `pnpm` by name (turbo, publint, attw) find the same pinned one through this shim.
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "10.34.9" ]; then
  PATH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/bin:$PATH"
  export PATH
fi

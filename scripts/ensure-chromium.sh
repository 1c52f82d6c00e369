#!/usr/bin/env bash
# E2E tests drive Debian's Chromium; Playwright never downloads a browser here.
# On a fresh machine (as root) this installs it; elsewhere it says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-cjk fonts-noto-core >/dev/null
else
  echo "Chromium not found at $CHROMIUM. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi

#!/usr/bin/env bash
# The web editor's and the embedding report's browser tests (test/e2e) drive Debian's Chromium
# through playwright-core. Installs it with apt when it is missing (sudo only when not root).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
echo "installing chromium for the browser tests" >&2
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  else
    echo "chromium is missing and installing it needs root (no sudo here): apt-get install chromium" >&2
    exit 1
  fi
fi
"${SUDO[@]}" apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium

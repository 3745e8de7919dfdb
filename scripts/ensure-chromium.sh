#!/usr/bin/env bash
# Playwright cannot download a browser here; the suite drives Debian's Chromium. The journeys run in its
# headless shell (what Playwright itself runs headless: about a third less processor than the full browser);
# Lighthouse (`npm run bench:pages`) and the brand images use the full browser.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
((${#missing[@]} == 0)) && exit 0
echo "Installing Debian's ${missing[*]} for the browser tests..."
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/lib/chromium/chromium-headless-shell --version

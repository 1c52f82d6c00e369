#!/usr/bin/env bash
# Prints the path of an nginx binary for checking deploy/nginx/nginx.conf (`nginx -t`, and the load
# balancer test). Uses nginx from PATH if there is one; otherwise, as root on Debian, unpacks
# Debian's nginx package into node_modules/.cache (no service is installed or started).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${NGINX_BIN:-}" ] && [ -x "$NGINX_BIN" ]; then echo "$NGINX_BIN"; exit 0; fi
for candidate in "$(command -v nginx || true)" /usr/sbin/nginx; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
cache="$PWD/node_modules/.cache/topup-nginx"
if [ -x "$cache/usr/sbin/nginx" ]; then echo "$cache/usr/sbin/nginx"; exit 0; fi
if ! command -v apt-get >/dev/null || ! command -v dpkg >/dev/null; then
  echo "nginx not found: install it (Debian: apt-get install nginx) or set NGINX_BIN." >&2
  exit 1
fi
mkdir -p "$cache"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# apt-get download needs package lists; refresh them only when the first try finds nothing.
if ! (cd "$work" && apt-get download -qq nginx >/dev/null 2>&1); then
  apt-get update -qq >/dev/null
  (cd "$work" && apt-get download -qq nginx >/dev/null 2>&1)
fi
dpkg -x "$work"/nginx_*.deb "$cache"
echo "$cache/usr/sbin/nginx"

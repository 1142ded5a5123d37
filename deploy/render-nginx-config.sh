#!/bin/sh
# Renders Hireline's nginx configuration into a directory that nginx can run from:
#   LISTEN_PORT=8080 ROOT=/usr/share/nginx/html API_ORIGIN=https://api.example.com \
#     deploy/render-nginx-config.sh /etc/nginx
# writes nginx.conf, security-headers.conf and mime.types there (only ${LISTEN_PORT}, ${ROOT}
# and ${API_ORIGIN} are substituted; nginx's own $variables are left alone), then run
#   nginx -p <dir> -c <dir>/nginx.conf -e stderr -g 'daemon off;'
# API_ORIGIN is the origin of VITE_API_BASE_URL (the CSP's connect-src); it may be empty when
# the API is served from the page's own origin ('self').
set -eu
out="${1:?usage: render-nginx-config.sh <output directory>}"
here="$(cd "$(dirname "$0")" && pwd)"
: "${LISTEN_PORT:?LISTEN_PORT is required}" "${ROOT:?ROOT is required}"
: "${API_ORIGIN?API_ORIGIN is required (may be empty: the API on the page's own origin)}"
case "$API_ORIGIN" in
  '' | http://* | https://*) ;;
  *) echo "API_ORIGIN must be empty or an http(s) origin, got: $API_ORIGIN" >&2; exit 1 ;;
esac
case "$API_ORIGIN" in
  *[\ \;\"\'\\]*) echo "API_ORIGIN must not contain spaces, quotes or ';'" >&2; exit 1 ;;
esac
export LISTEN_PORT ROOT API_ORIGIN
mkdir -p "$out/tmp"
vars='${LISTEN_PORT} ${ROOT} ${API_ORIGIN}'
envsubst "$vars" < "$here/nginx.conf.template" > "$out/nginx.conf"
envsubst "$vars" < "$here/security-headers.conf.template" > "$out/security-headers.conf"
[ -f "$out/mime.types" ] || cp "${MIME_TYPES:-/etc/nginx/mime.types}" "$out/mime.types"

#!/bin/sh
# Renders Hireline's nginx configuration into a directory that nginx can run from.
# Same origin (the default build, VITE_API_BASE_URL empty): nginx proxies /v1/ to the API,
#   LISTEN_PORT=8080 ROOT=/usr/share/nginx/html API_UPSTREAM=http://127.0.0.1:8787 \
#     deploy/render-nginx-config.sh /etc/nginx
# Cross-origin (a build with VITE_API_BASE_URL=https://api.example.com):
#   LISTEN_PORT=8080 ROOT=/usr/share/nginx/html API_ORIGIN=https://api.example.com \
#     deploy/render-nginx-config.sh /etc/nginx
# writes nginx.conf, api.conf, security-headers.conf and mime.types there (only ${LISTEN_PORT},
# ${ROOT}, ${API_UPSTREAM} and ${API_CONNECT_SRC} are substituted; nginx's own $variables are
# left alone), then run
#   nginx -p <dir> -c <dir>/nginx.conf -e stderr -g 'daemon off;'
# API_UPSTREAM (optional) is where /v1/ is proxied: scheme, host and port of the API, no path;
# empty = no proxy (/v1/ answers a JSON 404). API_ORIGIN (optional) is the origin of
# VITE_API_BASE_URL for a cross-origin API, added to the CSP's connect-src after 'self';
# empty = the API on the page's own origin.
set -eu
out="${1:?usage: render-nginx-config.sh <output directory>}"
here="$(cd "$(dirname "$0")" && pwd)"
: "${LISTEN_PORT:?LISTEN_PORT is required}" "${ROOT:?ROOT is required}"
API_ORIGIN="${API_ORIGIN-}"
API_UPSTREAM="${API_UPSTREAM-}"
for name in API_ORIGIN API_UPSTREAM; do
  eval "value=\$$name"
  case "$value" in
    '' | http://* | https://*) ;;
    *) echo "$name must be empty or an http(s) origin, got: $value" >&2; exit 1 ;;
  esac
  case "$value" in
    *[\ \;\"\'\\{}\$]*)
      echo "$name must not contain spaces, quotes, braces, '\$' or ';'" >&2
      exit 1
      ;;
  esac
done
# An upstream with a path would replace /v1/ in what reaches the API: only an origin.
API_UPSTREAM="${API_UPSTREAM%/}"
case "$API_UPSTREAM" in
  http://*/* | https://*/*)
    echo "API_UPSTREAM must be scheme://host[:port] without a path, got: $API_UPSTREAM" >&2
    exit 1
    ;;
esac
# connect-src: 'self' [API_ORIGIN] https://api.stripe.com (the API's origin only when set).
API_CONNECT_SRC="${API_ORIGIN:+ $API_ORIGIN}"
export LISTEN_PORT ROOT API_UPSTREAM API_CONNECT_SRC
mkdir -p "$out/tmp"
vars='${LISTEN_PORT} ${ROOT} ${API_UPSTREAM} ${API_CONNECT_SRC}'
envsubst "$vars" < "$here/nginx.conf.template" > "$out/nginx.conf"
envsubst "$vars" < "$here/security-headers.conf.template" > "$out/security-headers.conf"
if [ -n "$API_UPSTREAM" ]; then
  envsubst "$vars" < "$here/api-proxy.conf.template" > "$out/api.conf"
else
  cp "$here/api-none.conf" "$out/api.conf"
fi
[ -f "$out/mime.types" ] || cp "${MIME_TYPES:-/etc/nginx/mime.types}" "$out/mime.types"

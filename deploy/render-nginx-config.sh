#!/bin/sh
# Renders Hireline's nginx configuration into a directory that nginx can run from:
#   LISTEN_PORT=8080 ROOT=/usr/share/nginx/html API_ORIGIN=https://api.example.com \
#     deploy/render-nginx-config.sh /etc/nginx
# writes nginx.conf, security-headers.conf and mime.types there (only ${LISTEN_PORT}, ${ROOT}
# and ${API_ORIGIN} are substituted; nginx's own $variables are left alone), then run
#   nginx -p <dir> -c <dir>/nginx.conf -g 'daemon off;'
set -eu
out="${1:?usage: render-nginx-config.sh <output directory>}"
here="$(cd "$(dirname "$0")" && pwd)"
: "${LISTEN_PORT:?LISTEN_PORT is required}" "${ROOT:?ROOT is required}" "${API_ORIGIN:?API_ORIGIN is required}"
export LISTEN_PORT ROOT API_ORIGIN
mkdir -p "$out/tmp"
vars='${LISTEN_PORT} ${ROOT} ${API_ORIGIN}'
envsubst "$vars" < "$here/nginx.conf.template" > "$out/nginx.conf"
envsubst "$vars" < "$here/security-headers.conf.template" > "$out/security-headers.conf"
[ -f "$out/mime.types" ] || cp "${MIME_TYPES:-/etc/nginx/mime.types}" "$out/mime.types"

# Hireline production image (issue #7 point 2; README "Deploy"): the static build behind nginx
# with the security headers, caching and compression of deploy/nginx.conf.template.
# Same origin (the default): the bundle calls /v1/ on its own origin and nginx proxies it to
# API_UPSTREAM (default http://api:8787, the API service as the container sees it; scheme,
# host and port, no path), so the browser sends no CORS preflight:
#   docker build --build-arg VITE_STRIPE_PUBLISHABLE_KEY=pk_live_... -t hireline .
#   docker run -p 8080:8080 -e API_UPSTREAM=http://10.0.0.5:8787 hireline
# Cross-origin: the bundle calls VITE_API_BASE_URL; API_ORIGIN (the CSP's connect-src) defaults
# to it, and an empty API_UPSTREAM turns the proxy off (/v1/ answers a JSON 404):
#   docker build --build-arg VITE_API_BASE_URL=https://api.example.com --build-arg API_UPSTREAM= \
#     --build-arg VITE_STRIPE_PUBLISHABLE_KEY=pk_live_... -t hireline .
# `-e API_UPSTREAM=...` and `-e API_ORIGIN=...` override them at run time (the bundle's API URL
# itself is fixed at build time).

# ── build ──
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
ARG VITE_API_BASE_URL=
ARG VITE_STRIPE_PUBLISHABLE_KEY=
ENV VITE_API_BASE_URL=${VITE_API_BASE_URL} \
    VITE_STRIPE_PUBLISHABLE_KEY=${VITE_STRIPE_PUBLISHABLE_KEY}
# The production build: demo mode off, no mock code and no mockServiceWorker.js (vite.config.ts
# copies public/ only in demo mode). Hashed text assets are also written gzipped at level 9,
# served as they are by gzip_static.
RUN npm run build \
 && test ! -e dist/mockServiceWorker.js \
 && find dist/assets -type f \( -name '*.js' -o -name '*.css' -o -name '*.svg' -o -name '*.json' \) \
      -exec gzip -9 -k -n {} +

# ── serve ──
FROM nginx:stable-bookworm
ARG VITE_API_BASE_URL=
ARG API_UPSTREAM=http://api:8787
ENV LISTEN_PORT=8080 \
    ROOT=/usr/share/nginx/html \
    API_UPSTREAM=${API_UPSTREAM} \
    API_ORIGIN=${VITE_API_BASE_URL}
RUN rm -rf /usr/share/nginx/html/* && mkdir -p /opt/hireline/nginx \
 && chown nginx:nginx /opt/hireline/nginx
# Files stay root-owned (read-only for nginx); only the rendered config directory is writable.
COPY --from=build /app/dist /usr/share/nginx/html
COPY deploy/nginx.conf.template deploy/security-headers.conf.template \
     deploy/api-proxy.conf.template deploy/api-none.conf \
     deploy/render-nginx-config.sh /opt/hireline/deploy/
USER nginx
EXPOSE 8080
# Rendered at start (API_UPSTREAM and API_ORIGIN can change at run time), then nginx
# unprivileged in the foreground: pid file and temp paths under /opt/hireline/nginx, logs on
# stderr. nginx resolves API_UPSTREAM's host name once, at start.
CMD ["/bin/sh", "-c", "sh /opt/hireline/deploy/render-nginx-config.sh /opt/hireline/nginx && exec nginx -p /opt/hireline/nginx -c /opt/hireline/nginx/nginx.conf -e stderr -g 'daemon off;'"]

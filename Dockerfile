# Hireline production image (issue #7 point 2; README "Deploy"): the static build behind nginx
# with the security headers, caching and compression of deploy/nginx.conf.template.
#   docker build --build-arg VITE_API_BASE_URL=https://api.example.com \
#     --build-arg VITE_STRIPE_PUBLISHABLE_KEY=pk_live_... -t hireline .
#   docker run -p 8080:8080 -e API_ORIGIN=https://api.example.com hireline

# ── build ──
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
ARG VITE_API_BASE_URL
ARG VITE_STRIPE_PUBLISHABLE_KEY
ENV VITE_API_BASE_URL=${VITE_API_BASE_URL} \
    VITE_STRIPE_PUBLISHABLE_KEY=${VITE_STRIPE_PUBLISHABLE_KEY}
# The production build: demo mode off, no mock code and no mockServiceWorker.js (vite.config.ts).
RUN npm run build && test ! -e dist/mockServiceWorker.js

# ── serve ──
FROM nginx:stable-bookworm
ARG VITE_API_BASE_URL
ENV LISTEN_PORT=8080 \
    ROOT=/usr/share/nginx/html \
    API_ORIGIN=${VITE_API_BASE_URL}
COPY --from=build /app/dist /usr/share/nginx/html
COPY deploy/ /opt/hireline/deploy/
RUN mkdir -p /opt/hireline/nginx && chown -R nginx:nginx /opt/hireline /usr/share/nginx/html
USER nginx
EXPOSE 8080
# The configuration is rendered at start, so API_ORIGIN can also be set at run time.
CMD ["/bin/sh", "-c", "/opt/hireline/deploy/render-nginx-config.sh /opt/hireline/nginx && exec nginx -p /opt/hireline/nginx -c /opt/hireline/nginx/nginx.conf -g 'daemon off;'"]

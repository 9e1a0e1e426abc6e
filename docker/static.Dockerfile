# One image recipe for the host and every remote: build the app, serve its dist with nginx.
#   docker build -f docker/static.Dockerfile --build-arg APP=mfe-product --build-arg ROLE=remote .
FROM node:20-bookworm-slim AS build
ARG APP
RUN npm install -g pnpm@12.21.0
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "@shop/${APP}..." \
 && pnpm --filter "@shop/${APP}" build

FROM nginx:1.27-alpine
ARG APP
ARG ROLE=remote
ENV PORT=80 \
    HTML_ROOT=/usr/share/nginx/html \
    NGINX_CONF_DIR=/etc/nginx/shop \
    REMOTES_JSON_PATH=/usr/share/nginx/runtime/remotes.json \
    REMOTES_LIST_PATH=/usr/share/nginx/remotes-list.json \
    HOST_CONFIG_JSON_PATH=/usr/share/nginx/runtime/host-config.json \
    PAGE_UPSTREAM=http://host-server:3010 \
    PAGE_CACHE=pages \
    PAGE_CACHE_DIR=/var/cache/nginx/pages
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
COPY docker/nginx/security-headers.conf docker/nginx/compression.conf /etc/nginx/shop/
COPY docker/nginx/${ROLE}.conf.template /etc/nginx/templates/default.conf.template
COPY shared-contracts/src/modules/remotes.json /usr/share/nginx/remotes-list.json
COPY docker/host-entrypoint/40-write-remotes-json.sh /docker-entrypoint.d/40-write-remotes-json.sh
COPY docker/host-entrypoint/41-write-host-config.sh /docker-entrypoint.d/41-write-host-config.sh
RUN mkdir -p /usr/share/nginx/runtime \
 && if [ "$ROLE" != "host" ]; then rm /docker-entrypoint.d/40-write-remotes-json.sh /docker-entrypoint.d/41-write-host-config.sh; fi
EXPOSE 80

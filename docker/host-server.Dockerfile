# The host server (ADR 0033): renders the pages on Node with the remotes' server builds, which it
# loads at run time from the remotes' own images. nginx (the host image) passes it every page.
#   docker build -f docker/host-server.Dockerfile .
FROM node:20-bookworm-slim
RUN npm install -g pnpm@12.21.0
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "@shop/host..." \
 && pnpm --filter @shop/host build
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3010 \
    HTML_TEMPLATE=/repo/host/dist/index.html
EXPOSE 3010
USER node
CMD ["node", "host/dist-server/server.js"]

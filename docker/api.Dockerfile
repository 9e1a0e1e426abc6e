FROM node:20-bookworm-slim
RUN npm install -g pnpm@12.21.0
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "@shop/api..."
ENV HOST=0.0.0.0 PORT=3100 NODE_ENV=production
EXPOSE 3100
USER node
CMD ["pnpm", "--filter", "@shop/api", "start"]

# One image for every MomStride service. By default it runs everything in one process (monolithic mode,
# server/dist/all.js); docker-compose.yml runs each service as its own process (microservices mode) with `command`.
# The build runs the same scripts CI runs: npm ci, then npm run build.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV APOLLO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
# generated from subgraphs.config.ts by scripts/generate-deploy-files.ts: begin (workspaces)
COPY subgraphs/kit/package.json subgraphs/kit/
COPY subgraphs/accounts/package.json subgraphs/accounts/
COPY subgraphs/community/package.json subgraphs/community/
COPY subgraphs/events-wellness/package.json subgraphs/events-wellness/
COPY subgraphs/messaging/package.json subgraphs/messaging/
COPY subgraphs/media-reviews/package.json subgraphs/media-reviews/
COPY subgraphs/commerce/package.json subgraphs/commerce/
# generated from subgraphs.config.ts by scripts/generate-deploy-files.ts: end (workspaces)
COPY gateway/package.json gateway/
COPY server/package.json server/
COPY web/package.json web/
COPY cli/package.json cli/
RUN npm ci --no-audit --no-fund
COPY . .
# One run of the CLI writes its code cache (cli/bundle/*.cache), which the image's user could not write later.
RUN npm run build && node cli/dist/bin.cjs --version > /dev/null && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production APOLLO_TELEMETRY_DISABLED=1
COPY --from=build /app /app
# The monolith's first start writes its bundle's code cache (server/bundle), which its restarts then load.
RUN mkdir -p /data/outbox /data/uploads && chown -R node:node /data /app/server/bundle
USER node
EXPOSE 4000
CMD ["node", "server/dist/all.js"]

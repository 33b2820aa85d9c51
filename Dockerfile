# syntax=docker/dockerfile:1
# The shop as a container: build with every dependency, run the standalone output (only what the server needs)
# as a non-root user. `compose.yaml` runs it with MongoDB (a replica set) and Redis; README, "Self-hosting".
# The Node.js major is the one production runs (package.json engines; docs/decisions/0021-node-version.md).
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1

# Dependencies first: this layer is reused until package.json or the lock file change.
FROM base AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM base AS build
# The shop's public address, for the pages prerendered here: their canonical links, Open Graph URLs and
# Organization JSON-LD carry it (docs/decisions/0082-prerendered-pages-carry-the-build-address.md). The container
# still needs SITE_URL at run time for what is rendered per request (sitemap, robots.txt, mails, reset links):
#   docker build --build-arg SITE_URL=https://shop.example .
ARG SITE_URL
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Compiles the database commands into dist/, then the standalone Next.js build.
RUN SITE_URL="$SITE_URL" npm run build

FROM base AS runner
WORKDIR /app
ENV NODE_ENV=production \
    HOSTNAME=0.0.0.0 \
    PORT=3000
# The standalone server with the dependencies it traced, the static files it serves, and the compiled commands
# (`node dist/commands/db.mjs sync-indexes` runs in this image with the same dependencies).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/dist ./dist
# The official image's unprivileged user.
USER node
EXPOSE 3000
# Liveness only: a database outage must not get healthy containers restarted (readiness: /api/health/ready).
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The heap sizes of `npm start` (docs/decisions/0081-server-heap-limit.md).
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=32", "server.js"]

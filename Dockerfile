# syntax=docker/dockerfile:1
#
# One production image, three entry points (docker-compose.yml runs each as its own service):
#   node backend/dist/main.js     HTTP API under /api + the built SPA (the default command)
#   node backend/dist/worker.js   async processors + BullMQ workers
#   node backend/dist/cli.js      migrate | seed | rebuild-projections | openapi <file>
#
# Build: docker build -t costa-cantabria .   (or: docker compose build)

ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------------------
# deps: every workspace's dependencies, dev tools included, exactly as the lockfile pins them.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
# Only the manifests first, so this layer is rebuilt when dependencies change, not when code does.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# package.json's "allowScripts" denies every dependency install script; --ignore-scripts enforces the same
# policy on any npm version. argon2 and msgpackr-extract load the prebuilt binaries they ship without them.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts

# ---------------------------------------------------------------------------------------------------------
# build: frontend/dist (Vite) and backend/dist (tsc).
FROM deps AS build
COPY tsconfig.json nest-cli.json ./
COPY backend backend
COPY frontend frontend
RUN npm run build

# ---------------------------------------------------------------------------------------------------------
# runtime: production dependencies of the backend, compiled JavaScript, the SPA bundle and the artwork.
# No TypeScript sources, no dev dependencies, no build tools.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    FRONTEND_DIST=frontend/dist \
    MEDIA_DIR=var/media \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# --workspace backend: the SPA is a static bundle, so React and the fonts need not be installed here.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --workspace backend
# The catalogue artwork is read from ../assets/catalogue relative to backend/dist, so it sits next to it.
COPY backend/assets backend/assets
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
# Code and dependencies stay owned by root (read-only to the app); only var/ (media uploads, the file
# mail outbox, the erasure ledger) and /backups belong to the unprivileged user. A named volume mounted on
# one of them starts with this owner, so the app writes there while the rest of the file system is read-only
# (docker-compose.yml).
RUN mkdir -p var/media var/mail var/erasure-ledger /backups && chown -R node:node var /backups
USER node
EXPOSE 3000
# Liveness only: /api/ready also checks Postgres and Redis, and restarting the API would not fix them.
# No curl in slim images: Node's own fetch does the request.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]

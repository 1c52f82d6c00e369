# syntax=docker/dockerfile:1
# Topup: one image for the shop (API + built web app), the migration step and the catalog import.
# Build:  docker build -t topup:1.0.0 .
# Run:    see compose.yaml, deploy/k8s/ and docs/OPERATIONS.md.
# CI cannot run Docker: scripts/validate-deploy.ts lints this file and checks the rules below.

# Node 24 is the LTS line CI tests besides Node 20 (.ci/run); 22 works too (--build-arg).
ARG NODE_VERSION=24

# ---- build: every dependency, then the web app (Vite) and the server bundle (esbuild) ----
FROM node:${NODE_VERSION}-slim AS build
WORKDIR /src
# Manifests first so the dependency layer is cached until the lockfile changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY packages/contracts/package.json packages/contracts/
COPY packages/tenants/package.json packages/tenants/
COPY packages/test-queries/package.json packages/test-queries/
COPY packages/demo/package.json packages/demo/
RUN npm ci --no-audit --no-fund
COPY . .
# The demo world (packages/demo: emulators, sandbox, demo game, seeds) stays out of the image
# (ADR 0043). A staging image with ALLOW_DEMO_IN_PRODUCTION=true: --build-arg TOPUP_DEMO=on.
ARG TOPUP_DEMO=off
RUN TOPUP_DEMO=$TOPUP_DEMO npm run build

# ---- deps: the server's production dependencies only (the bundle leaves them external) ----
FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY packages/contracts/package.json packages/contracts/
COPY packages/tenants/package.json packages/tenants/
COPY packages/test-queries/package.json packages/test-queries/
COPY packages/demo/package.json packages/demo/
# No install scripts: nothing the server needs at run time builds anything (PGlite ships its wasm).
RUN npm ci --omit=dev --workspace=@topup/server --include-workspace-root=false \
      --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force

# ---- runtime: node, production node_modules, the two dist folders; nothing else ----
FROM node:${NODE_VERSION}-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    WEB_DIST_DIR=/app/apps/web/dist \
    CONSOLE_DIST_DIR=/app/apps/console/dist \
    DATA_DIR=/app/data
WORKDIR /app
# Root-owned and read-only for the app user: the process cannot rewrite its own code.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./package.json
COPY --from=deps /app/apps/server/package.json ./apps/server/package.json
# dist/ holds main.js, the CLIs (migrate.js, catalog.js, console-staff.js) and the SQL migrations (dist/migrations).
COPY --from=build /src/apps/server/dist ./apps/server/dist
COPY --from=build /src/apps/web/dist ./apps/web/dist
# The goods page's server render (ADR 0031), found beside the web build.
COPY --from=build /src/apps/web/dist-server ./apps/web/dist-server
COPY --from=build /src/apps/console/dist ./apps/console/dist
# Only for a trial run without DATABASE_URL (embedded PGlite); production uses PostgreSQL.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# The slim image has no curl or wget: Node's own fetch probes the liveness endpoint.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]

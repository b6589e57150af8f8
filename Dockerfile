# The shop's image, on the Node the root package.json pins (Node 24 LTS). From the workspaces'
# manifests, `build` makes the web client with the dev tools, `runtime` installs production packages only, and the last stage
# copies that /app, owned by root, so the `node` user can read the app but write only /data.
# Build: docker build -t academy .
# Run:   docker run -p 3000:3000 -v academy-data:/data \
#          -e PUBLIC_URL=https://shop.example -e SESSION_SECRET=... -e JWT_SECRET=... \
#          -e PAYMENT_PROVIDER=nowpayments -e NOWPAYMENTS_API_KEY=... -e NOWPAYMENTS_IPN_SECRET=... academy
# Several BFFs and upstreams with PostgreSQL, Redis and a bucket: compose.yaml and docs/production.md.
#
# pin: node:24.21.0-bookworm-slim@sha256:<digest>. The tag alone can be re-pushed with the same
# Node on a patched Debian; to build the very same base every time, take the digest from
# `docker buildx imagetools inspect node:24.21.0-bookworm-slim` (the index digest on its first
# lines) and append it as @sha256:... to each FROM node:... below, keeping the tag for people to read.

# The workspaces' manifests, which both installs below start from (a layer cached until they change).
FROM node:24.21.0-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY upstream/package.json upstream/
COPY bff/package.json bff/
COPY web/package.json web/
COPY scripts/package.json scripts/

FROM manifests AS build
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build

FROM manifests AS runtime
# Production packages only: no Vite, tsx or tap in the image.
RUN npm ci --omit=dev --no-fund --no-audit && npm cache clean --force
# What runs: the services' TypeScript (Node strips the types), the migrations under upstream/src/db,
# the demo catalogue's files, the built web client and its server entry, and the resolve hook every
# start imports. No tests, no scripts/start.mjs (its stale-build check would need Vite).
COPY --from=build /app/shared/src shared/src
COPY --from=build /app/upstream/src upstream/src
COPY --from=build /app/upstream/seed upstream/seed
COPY --from=build /app/bff/src bff/src
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ssr web/dist-ssr
COPY --from=build /app/scripts/esm-fast-path.mjs scripts/
RUN chmod -R go-w /app

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Copied without --chown: root owns every file, so a compromised process cannot rewrite the shop.
COPY --from=runtime /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness: /readyz is 200 only when an upstream answers and its database (and Redis, when
# set) does. compose.yaml points its upstream services at the upstream's own /readyz instead.
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What scripts/start.mjs ends up running (bff/src/server.ts, after the same resolve hook), with npm
# start's Node flags (package.json, explained in scripts/start.mjs), without its web-build check.
# Exec form: node is PID 1 and gets docker stop's SIGTERM itself, and closeOnSignals
# (shared/src/server/shutdown.ts) drains before it exits.
CMD ["node", "--max-semi-space-size=16", "--import=./scripts/esm-fast-path.mjs", "bff/src/server.ts"]

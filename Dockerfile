# One image, the same start as the README's `npm start` (scripts/start.mjs), on the Node the root package.json pins (Node 24 LTS).
# Build: docker build -t academy .
# Run:   docker run -p 3000:3000 -v academy-data:/data \
#          -e PUBLIC_URL=https://shop.example -e SESSION_SECRET=... -e JWT_SECRET=... academy

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY upstream/package.json upstream/
COPY bff/package.json bff/
COPY web/package.json web/
COPY scripts/package.json scripts/
RUN npm ci --no-fund --no-audit
COPY . .
# The build stays current: prune may rewrite package-lock.json, which start.mjs would read as a newer input.
RUN npm run build && npm prune --omit=dev && touch web/dist/index.html

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/bff/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself as PID 1 (not npm, whose shell does not pass SIGTERM on), so `docker stop` drains and exits cleanly;
# with npm start's Node flags (package.json, explained in scripts/start.mjs).
CMD ["node", "--max-semi-space-size=16", "scripts/start.mjs"]

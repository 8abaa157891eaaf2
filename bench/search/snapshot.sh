#!/bin/sh
# A copy of one commit to benchmark, when the working tree is shared and changing under you:
#   bench/search/snapshot.sh [DIR] [COMMIT]     (default /tmp/jobatlas-bench, HEAD)
# then: cd DIR && BENCH_COMMIT=<sha> npm run bench:search -- …   and copy bench/results/search-*.md back.
# node_modules are the working tree's, linked entry by entry, except the workspace packages, which
# point into the copy (so the copy's contract and server are the ones that run).
set -eu
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
dir=${1:-/tmp/jobatlas-bench}
commit=${2:-HEAD}
sha=$(git -C "$repo" rev-parse --short "$commit")
rm -rf "$dir"
mkdir -p "$dir/node_modules/@jobatlas"
git -C "$repo" archive "$commit" | tar -x -C "$dir"
for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin; do
  name=$(basename "$entry")
  [ "$name" = "@jobatlas" ] || ln -s "$entry" "$dir/node_modules/$name"
done
ln -s ../../packages/contract "$dir/node_modules/@jobatlas/contract"
ln -s ../../apps/server "$dir/node_modules/@jobatlas/server"
ln -s ../../apps/web "$dir/node_modules/@jobatlas/web"
echo "$dir holds commit $sha: cd $dir && BENCH_COMMIT=$sha npm run bench:search -- …"

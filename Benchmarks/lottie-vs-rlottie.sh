#!/bin/sh
# Quartzite against rlottie on real-world Lottie files at 1080p, frames/s, in one run.
# Usage (from anywhere): [BEFORE=path/to/older/quartzite] Benchmarks/lottie-vs-rlottie.sh [REPS] [FILE ...]
#   REPS: alternating repetitions per file (default 3); FILEs: a subset of the list in
#   lottie_vs_rlottie.py; BEFORE: an earlier build of quartzite, run alternating with the others
#   in the same repetitions (a before/after comparison in one run). Prints a markdown table (for
#   Benchmarks/README.md) and the cost per frame that `quartzite render --timings` reports.
# What it does: installs rlottie-python with pip if it is missing; downloads the rlottie-python
# sdist from PyPI once into Benchmarks/.lottie-files/ (ignored by git; it carries rlottie's
# example/resource/*.json, the real-world files used here, which are not committed); builds the
# release quartzite; runs lottie_vs_rlottie.py.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
reps=${1:-3}
[ $# -gt 0 ] && shift

python3 -c 'import rlottie_python' 2>/dev/null || python3 -m pip install --quiet rlottie-python

cache="$here/.lottie-files"
resources=$(find "$cache" -type d -path '*example/resource' 2>/dev/null | head -n 1 || true)
if [ -z "$resources" ]; then
    mkdir -p "$cache"
    url=$(curl -fsS https://pypi.org/pypi/rlottie-python/json | python3 -c \
        'import json,sys; print(next(u["url"] for u in json.load(sys.stdin)["urls"] if u["packagetype"] == "sdist"))')
    curl -fsSL -o "$cache/sdist.tar.gz" "$url"
    tar -xzf "$cache/sdist.tar.gz" -C "$cache" --wildcards '*/rlottie/example/resource/*'
    resources=$(find "$cache" -type d -path '*example/resource' | head -n 1)
fi

(cd "$root" && swift build -c release --product quartzite 2>&1 | grep -E "error|warning: [^p]" || true)

cd "$root"
if [ $# -gt 0 ]; then only="--only $*"; else only=""; fi
if [ -n "${BEFORE:-}" ]; then before="--before $BEFORE"; else before=""; fi
# shellcheck disable=SC2086
exec python3 "$here/lottie_vs_rlottie.py" --resources "$resources" --examples "$root/Examples/lottie" \
    --quartzite "$root/.build/release/quartzite" --reps "$reps" $before $only

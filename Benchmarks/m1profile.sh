#!/bin/sh
# Instructions per frame (M1: 10,101 layers evaluated and flattened) of M1Profile under callgrind:
# the difference between N frames and 0 frames (the setup), divided by N.
# Usage (from Benchmarks/, after `swift build -c release --product M1Profile`): ./m1profile.sh [N] [static]
N=${1:-4}
MODE=${2:-}
# valgrind 3.19 cannot read the toolchain's DWARF ("possibly corrupted debuginfo"): profile a
# copy without debug sections (function names stay in the symbol table).
bin=/tmp/M1Profile.stripped
objcopy --strip-debug .build/release/M1Profile "$bin" || exit 1
# Swift seeds its hasher per process: fix it so setup costs the same in both runs.
export SWIFT_DETERMINISTIC_HASHING=1
count() {
    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.m1.$1.out "$bin" "$1" $MODE 2>&1 >/dev/null \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
base=$(count 0)
total=$(count "$N")
echo "setup: $base  total($N): $total  per frame: $(( (total - base) / N ))"

#!/bin/sh
# Instructions per frame (10,000 evaluations) of AnimationProfile under callgrind:
# the difference between N frames and 0 frames (the setup), divided by N.
# Usage (from Benchmarks/, after `swift build -c release --product AnimationProfile`): ./profile.sh [N]
N=${1:-4}
# valgrind 3.19 cannot read the toolchain's DWARF ("possibly corrupted debuginfo"): profile a
# copy without debug sections (function names stay in the symbol table).
bin=/tmp/AnimationProfile.stripped
objcopy --strip-debug .build/release/AnimationProfile "$bin" || exit 1
# Swift seeds its hasher per process: fix it so setup costs the same in both runs.
export SWIFT_DETERMINISTIC_HASHING=1
count() {
    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.$1.out "$bin" "$1" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
base=$(count 0)
total=$(count "$N")
echo "setup: $base  total($N): $total  per frame: $(( (total - base) / N ))"

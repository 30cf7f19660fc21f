#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ (scene documents, SVG path data, PNG, JPEG, Lottie) with the
# fuzzer and address sanitizer and runs each for a bounded time (issue 15).
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…]     # default: 60 s, every target
#
# Seeds: Fuzz/Corpus/<kind>/, the example scenes and the test scenes; what the fuzzer finds is
# kept in Fuzz/.corpus/<target>/ for the next run, crashers in Fuzz/.crashes/<target>/ (both
# ignored by git). A crasher becomes a regression test (see Fuzz/README.md); the script exits
# 1 when any target found one, 2 when the targets do not build. The library's own build and
# tests never see these flags.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(FuzzSceneDocument FuzzSVGPath FuzzPNG FuzzJPEG FuzzLottie)

flags=(-c release --package-path "$root/Fuzz"
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -g
    -Xcc -fsanitize=fuzzer-no-link,address)
build_start=$SECONDS
build_status=0
swift build "${flags[@]}" > "$root/Fuzz/.build-fuzz.log" 2>&1 || build_status=$?
grep -vE "^\[|prohibited flag|Cannot export local symbol|^Building|^Compiling|^Write" "$root/Fuzz/.build-fuzz.log" || true
if [ "$build_status" != 0 ]; then
    echo "error: the fuzz targets did not build (log: Fuzz/.build-fuzz.log)" >&2
    exit 2
fi
echo "== fuzz build: $((SECONDS - build_start)) s"
bin=$(swift build "${flags[@]}" --show-bin-path)

found=0
for target in "${targets[@]}"; do
    work="$root/Fuzz/.corpus/$target"
    crashes="$root/Fuzz/.crashes/$target"
    mkdir -p "$work" "$crashes"
    seeds=()
    extra=()
    case "$target" in
        FuzzSceneDocument)
            seeds=("$root/Fuzz/Corpus/scene" "$root/Examples/scenes" "$root/Tests/QuartziteExportTests/Scenes")
            extra=(-dict="$root/Fuzz/scene.dict" -max_len=65536) ;;
        FuzzSVGPath) seeds=("$root/Fuzz/Corpus/svg"); extra=(-max_len=4096) ;;
        FuzzPNG) seeds=("$root/Fuzz/Corpus/png" "$root/Tests/QuartziteExportTests/Scenes/images"); extra=(-max_len=65536) ;;
        FuzzJPEG) seeds=("$root/Fuzz/Corpus/jpeg"); extra=(-max_len=65536) ;;
        FuzzLottie)
            seeds=("$root/Examples/lottie" "$root/Tests/QuartziteLottieTests/Files")
            extra=(-dict="$root/Fuzz/lottie.dict" -max_len=65536) ;;
        *) echo "unknown target $target" >&2; exit 64 ;;
    esac
    echo "== $target: $seconds s"
    # -rss_limit_mb and -timeout turn unbounded memory and hangs into findings too.
    if ! ASAN_OPTIONS=detect_leaks=0 "$bin/$target" "$work" "${seeds[@]}" "${extra[@]}" \
        -max_total_time="$seconds" -rss_limit_mb=4096 -timeout=20 -print_final_stats=1 \
        -artifact_prefix="$crashes/" 2>&1 | grep -E "^#[0-9]+.*DONE|^stat::number_of_executed_units|^stat::peak_rss|ERROR|SUMMARY|Fatal error|Test unit written|crash-|timeout-|oom-|leak-"
    then
        :
    fi
    # Crashes, hangs (-timeout), memory beyond -rss_limit_mb and leaks fail; a slow unit
    # (libFuzzer writes one for any input over 10 s) is listed only: on a loaded machine that is
    # the machine (the ones seen ran in under 0.2 s on their own).
    if compgen -G "$crashes/crash-*" > /dev/null || compgen -G "$crashes/timeout-*" > /dev/null \
        || compgen -G "$crashes/oom-*" > /dev/null || compgen -G "$crashes/leak-*" > /dev/null; then
        echo "$target: findings in $crashes"
        found=1
    elif compgen -G "$crashes/slow-unit-*" > /dev/null; then
        echo "$target: slow units (not failures; rerun one with $bin/$target FILE): $(ls "$crashes" | tr '\n' ' ')"
    fi
done
exit $found

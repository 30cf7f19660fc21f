#!/bin/bash
# BENCHMARKS.md E1: 120 animated S1-1000 frames (s1-1000.json) exported by `quartzite render`
# to PNG files and to H.264 through ffmpeg, beside the naive shell pipeline
# `gl_bench -a -x | ffmpeg x264 ultrafast` of bench-peers, in one interleaved run: every
# repetition runs every configuration once, so all of them share the machine's load alike.
# Prints frames/s (120 / wall seconds of the whole command, start-up and scene decoding
# included) and the CPU seconds of the whole command (user + system of every process in it,
# which the load of other jobs does not inflate the way it inflates wall time) for each run,
# and the medians per configuration.
#
#   swift build -c release --product quartzite
#   gcc -O2 -o .build-peers/gl_bench ../shared/bench-peers/gl_bench.c -lEGL -lGLESv2 -lm
#   Examples/bench/e1.sh [REPS]          # from the repository root; REPS defaults to 3
#
# QUARTZITE, GL_BENCH, BACKENDS ("gl cpu") and OUT (a scratch directory) override the defaults.
set -euo pipefail

reps=${1:-3}
quartzite=${QUARTZITE:-.build/release/quartzite}
gl_bench=${GL_BENCH:-.build-peers/gl_bench}
backends=${BACKENDS:-gl cpu}
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"
scene=$(dirname "$0")/s1-1000.json
frames=120
x264="ffmpeg -hide_banner -loglevel error -f rawvideo -pix_fmt rgba -s 1920x1080 -r 30 -i - -c:v libx264 -preset ultrafast -pix_fmt yuv420p"

declare -A results cpus
configs=()
add() { configs+=("$1"); }

if [ -x "$gl_bench" ]; then
  add "naive pipeline: gl_bench -a -x | ffmpeg x264 ultrafast"
fi
for b in $backends; do
  add "quartzite $b → PNG files (level 1)"
  add "quartzite $b → mp4 (x264 ultrafast, the default)"
  add "quartzite $b --format rgba | ffmpeg x264 ultrafast"
done

command_for() {
  local config=$1 b
  b=$(echo "$config" | awk '{print $2}')
  case "$config" in
    naive*) echo "$gl_bench -s S1-1000 -a -r sync -x -f $frames -w 0 -t 1000 2>/dev/null | $x264 -y $out/naive.mp4" ;;
    *PNG*) echo "rm -rf $out/png && $quartzite render $scene --backend $b --out $out/png/ --quiet" ;;
    *mp4*) echo "$quartzite render $scene --backend $b --out $out/q.mp4 --quiet" ;;
    *rgba*) echo "$quartzite render $scene --backend $b --out - --format rgba --quiet | $x264 -y $out/qpipe.mp4" ;;
  esac
}

echo "E1 on $(nproc) cores, $(date -u +%FT%TZ), load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((r = 1; r <= reps; r++)); do
  for config in "${configs[@]}"; do
    start=$(date +%s.%N)
    if [ -x /usr/bin/time ]; then
      /usr/bin/time -o "$out/time" -f "%U %S" bash -o pipefail -c "$(command_for "$config")"
    else  # a machine without GNU time: frames/s only
      bash -o pipefail -c "$(command_for "$config")"
      echo "nan nan" > "$out/time"
    fi
    end=$(date +%s.%N)
    fps=$(awk -v s="$start" -v e="$end" -v n="$frames" 'BEGIN { printf "%.2f", n / (e - s) }')
    cpu=$(awk '{ printf "%.2f", $1 + $2 }' "$out/time")
    results[$config]+="$fps "
    cpus[$config]+="$cpu "
    printf "run %d  %-60s %8s frames/s %7s CPU s  (load %s)\n" "$r" "$config" "$fps" "$cpu" "$(cut -d' ' -f1 /proc/loadavg)"
  done
done
median() { tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "medians over $reps runs: frames/s, CPU seconds:"
for config in "${configs[@]}"; do
  printf "  %-60s %8s %8s\n" "$config" "$(echo "${results[$config]}" | median)" "$(echo "${cpus[$config]}" | median)"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

#!/bin/bash
# Joins per-shard H.264 segments (shard-0.mp4 … shard-(N-1).mp4, written by the Kubernetes
# Indexed Job or any `quartzite render --shard K/N --out DIR/shard-K.mp4`) into one video with
# ffmpeg's concat demuxer, copying the streams (no re-encoding). Shards are contiguous frame
# ranges, so shard order is frame order.
#
#   join.sh DIR N OUTPUT.mp4
#
# PNG sequences need no join: every shard writes its frames under their global numbers.
set -euo pipefail

if [ $# -ne 3 ]; then
  echo "usage: join.sh DIR N OUTPUT.mp4" >&2
  exit 64
fi
dir=$1
count=$2
output=$3

list=$(mktemp "${TMPDIR:-/tmp}/quartzite-join-XXXXXX.txt")
trap 'rm -f "$list"' EXIT
for ((k = 0; k < count; k++)); do
  segment="$dir/shard-$k.mp4"
  if [ ! -s "$segment" ]; then
    echo "join.sh: $segment is missing or empty (did shard $k fail?)" >&2
    exit 1
  fi
  printf "file '%s'\n" "$(realpath "$segment")" >> "$list"
done
ffmpeg -hide_banner -loglevel error -y -f concat -safe 0 -i "$list" -c copy "$output"

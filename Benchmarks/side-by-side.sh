#!/usr/bin/env bash
# side-by-side.sh — Quartzite against the peers of ../shared/bench-peers, in one run, on every
# backend this machine has (issue 17).
#
# usage: Benchmarks/side-by-side.sh [REPS]     (default 3 repetitions of every configuration)
#
# Runs, interleaved scene by scene and repetition by repetition: the raw GLES harness
# (gl_bench: one instanced draw, synchronous glReadPixels and two pixel-pack buffers), pixman
# (1 thread and all cores), Blend2D (1 thread, through blend2d-python), the hand-written AVX
# blend floor (cpu_floor), and `quartzite bench` on GL (synchronous and pipelined) and on the
# CPU (1 thread, 2 threads, all cores); then E1 (Examples/bench/e1.sh: the export of 120
# animated S1-1000 frames against the naive `gl_bench | ffmpeg` pipeline) when ffmpeg is here. Then checks Quartzite's frames against the raw GL
# harness's frames with the golden comparator's tolerance (a fast wrong answer cannot pass),
# and writes the table of ratios (Quartzite ÷ peer, per scene) with the machine, date and
# commit into Benchmarks/README.md (one block per machine, replaced on each run).
#
# Environment:
#   PEERS=DIR         the peers' harnesses (default: ../shared/bench-peers beside the checkout)
#   QUARTZITE=BIN     a quartzite binary to use (default: `swift build -c release` here)
#   GL_BENCH=BIN      a prebuilt gl_bench (default: built from PEERS)
#   SCENES="…"        scenes (default: S1-100 S1-1000 S1-10000 S2 S3)
#   WORK=DIR          scratch folder (default: .build-side-by-side in the checkout)
#   README=FILE       where the table goes (default: Benchmarks/README.md; "-" prints it only)
#   COMMIT=REV        the commit named in the table (default: git's HEAD here)
#   MAXSEC=S          seconds per configuration at most, once 10 frames are timed (default 6)
# A peer whose library is missing here (pixman, blend2d-python, EGL) is skipped and the table
# says so; nothing is installed without asking, except blend2d-python through pip when pip works.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
REPS=${1:-3}
PEERS=${PEERS:-$ROOT/../shared/bench-peers}
WORK=${WORK:-$ROOT/.build-side-by-side}
SCENES=${SCENES:-"S1-100 S1-1000 S1-10000 S2 S3"}
README=${README:-$ROOT/Benchmarks/README.md}
MAXSEC=${MAXSEC:-6}
FRAMES=50
NPROC=$(nproc)
log() { echo "[$(date +%H:%M:%S)] $*" >&2; }

[ -f "$PEERS/scene.h" ] || { echo "side-by-side.sh: no peers at $PEERS (set PEERS=…)" >&2; exit 1; }
mkdir -p "$WORK/peers/build/scenes" "$WORK/frames"
cp -r "$PEERS"/. "$WORK/peers/"
P=$WORK/peers
RESULTS=$WORK/results.jsonl
: > "$RESULTS"

# Peers already built in PEERS/build (a machine without compilers or headers) are used as they are.
built() { [ -x "$P/build/$1" ]; }
log "peers: building"
built scene_dump || gcc -O2 -Wno-unused-function -o "$P/build/scene_dump" "$P/scene_dump.c" -lm
built cpu_floor || gcc -O3 -Wno-unused-function -o "$P/build/cpu_floor" "$P/cpu_floor.c" -lpthread -lm
if [ -n "${GL_BENCH:-}" ]; then
    cp "$GL_BENCH" "$P/build/gl_bench"
elif ! built gl_bench; then
    # The harness opens Mesa's surfaceless platform; on a hardware GPU without it (NVIDIA) the
    # same harness is built to open the first EGL device instead (gl-bench-device.sh).
    bash "$ROOT/Benchmarks/gl-bench-device.sh" "$P/gl_bench.c" "$P/gl_bench_any.c"
    gcc -O2 -Wno-unused-function -o "$P/build/gl_bench" "$P/gl_bench_any.c" -lEGL -lGLESv2 -lm 2>/dev/null \
        || log "gl_bench: not built (no EGL/GLES development files)"
fi
if ! built pixman_bench && pkg-config --exists pixman-1 2>/dev/null; then
    gcc -O2 -Wno-unused-function -Wno-misleading-indentation -o "$P/build/pixman_bench" "$P/pixman_bench.c" \
        $(pkg-config --cflags --libs pixman-1) -lpthread -lm
fi
python3 -c "import blend2d, numpy, PIL" 2>/dev/null || python3 -m pip install -q "blend2d-python==1.0.0" numpy pillow >/dev/null 2>&1 || true
HAVE_BLEND2D=0; python3 -c "import blend2d, numpy, PIL" 2>/dev/null && HAVE_BLEND2D=1
"$P/build/scene_dump" "$P/build/scenes" $SCENES 2>/dev/null

if [ -z "${QUARTZITE:-}" ]; then
    log "quartzite: release build"
    (cd "$ROOT" && swift build -c release --product quartzite 2>&1 | tail -1) >&2
    QUARTZITE=$ROOT/.build/release/quartzite
fi
Q=$QUARTZITE
HAVE_GL=0; "$Q" bench --backend gl --frames 1 --scenes S1-100 >/dev/null 2>&1 && HAVE_GL=1
HAVE_RAW_GL=0; [ -x "$P/build/gl_bench" ] && "$P/build/gl_bench" -s S1-100 -m empty -f 1 -w 0 >/dev/null 2>&1 && HAVE_RAW_GL=1
HAVE_PIXMAN=0; [ -x "$P/build/pixman_bench" ] && HAVE_PIXMAN=1
log "backends: quartzite GL $HAVE_GL, raw GL $HAVE_RAW_GL, pixman $HAVE_PIXMAN, blend2d $HAVE_BLEND2D; $NPROC cores"

THREADS="1 2"; [ "$NPROC" -gt 2 ] && THREADS="1 2 $NPROC"
run() { "$@" 2>/dev/null | grep '^{' >> "$RESULTS" || log "failed: $*"; }
# A run on fewer threads than the machine has is also pinned to that many cores (taskset), so
# that no library spreads work wider than it says.
pin() { if [ "$1" -lt "$NPROC" ] && command -v taskset >/dev/null; then echo "taskset -c 0-$(($1 - 1))"; fi; }
for rep in $(seq "$REPS"); do
    for s in $SCENES; do
        if [ "$HAVE_RAW_GL" = 1 ]; then
            run "$P/build/gl_bench" -s "$s" -m instanced -r sync -f $FRAMES -w 5 -t "$MAXSEC"
            run "$P/build/gl_bench" -s "$s" -m instanced -r pbo2 -f $FRAMES -w 5 -t "$MAXSEC"
        fi
        if [ "$HAVE_GL" = 1 ]; then
            run "$Q" bench --backend gl --gpu-time --scenes "$s" --frames $FRAMES --max-seconds "$MAXSEC" --json
            run "$Q" bench --backend gl --pipelined --scenes "$s" --frames $FRAMES --max-seconds "$MAXSEC" --json
        fi
        for t in $THREADS; do
            run $(pin "$t") "$Q" bench --backend cpu --threads "$t" --scenes "$s" --frames $FRAMES --max-seconds "$MAXSEC" --json
        done
        if [ "$HAVE_PIXMAN" = 1 ]; then
            for t in 1 "$NPROC"; do
                run $(pin "$t") "$P/build/pixman_bench" -s "$s" -T "$t" -S 64 -f $FRAMES -w 3 -t "$MAXSEC"
            done
        fi
        if [ "$HAVE_BLEND2D" = 1 ] && [ "$s" != S2 ]; then   # Blend2D has no projective transform
            run $(pin 1) python3 "$P/py/bench_blend2d.py" --scene "$s" --frames $FRAMES --warmup 2 --maxsec "$MAXSEC"
        fi
    done
    for t in 1 2; do
        $(pin "$t") "$P/build/cpu_floor" -T "$t" -r 30 2>/dev/null | grep '"S3-floor' | grep median_ms >> "$RESULTS" || true
    done
    log "repetition $rep of $REPS done"
done

if command -v ffmpeg >/dev/null && [ "$HAVE_RAW_GL" = 1 ]; then
    log "E1: export of 120 animated S1-1000 frames against the naive gl_bench | ffmpeg pipeline"
    # auto first: the default, which the E1 target judges; then each renderer alone.
    backends="cpu"; [ "$HAVE_GL" = 1 ] && backends="auto gl cpu"
    QUARTZITE=$Q GL_BENCH=$P/build/gl_bench BACKENDS="$backends" OUT=$WORK/e1 \
        bash "$ROOT/Examples/bench/e1.sh" "$REPS" > "$WORK/e1.txt" 2>&1 || log "E1 failed (see $WORK/e1.txt)"
fi

log "frames: Quartzite against the raw GL harness"
F=$WORK/frames
rm -f "$F"/*.rgba
for s in S1-1000 S2 S3; do
    [ "$HAVE_RAW_GL" = 1 ] && "$P/build/gl_bench" -s "$s" -m instanced -f 1 -w 0 -o "$F/${s}.raw-gl.rgba" >/dev/null 2>&1
done
[ "$HAVE_GL" = 1 ] && "$Q" bench --backend gl --scenes S1-1000,S2,S3 --frames 1 --json --dump-frames "$F/gl" >/dev/null
"$Q" bench --backend cpu --scenes S1-1000,S2,S3 --frames 1 --json --dump-frames "$F/cpu" >/dev/null

GPU=$("$Q" info 2>/dev/null | sed -n 's/^ *renderer: *//p' | head -1 || true)
python3 "$ROOT/Benchmarks/side_by_side.py" --results "$RESULTS" --frames "$F" --readme "$README" \
    --machine "$(lscpu | sed -n 's/^Model name: *//p' | head -1), $NPROC cores${GPU:+; GL: $GPU}" \
    --commit "${COMMIT:-$(cd "$ROOT" && git rev-parse --short HEAD 2>/dev/null || echo unknown)$(cd "$ROOT" && git diff --quiet HEAD 2>/dev/null || echo '+changes')}" \
    --cores "$NPROC" --reps "$REPS" --e1 "$WORK/e1.txt"

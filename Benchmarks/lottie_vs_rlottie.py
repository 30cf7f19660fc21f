#!/usr/bin/env python3
"""Quartzite against rlottie on real-world Lottie files at 1080p, in one run.

Driven by lottie-vs-rlottie.sh (which installs rlottie-python and fetches the files); run
that, not this. Every frame ip..op-1 of each file is rendered at the animation's aspect-fit
size inside 1920x1080 (a square animation: 1080x1080) to raw premultiplied 8-bit pixels in
memory, by both:

- rlottie through rlottie-python's C-API binding (`lottie_animation_render`: one synchronous
  frame into a buffer, returned as bytes), timed from `from_file` (parsing included) to the
  last frame, inside this process;
- Quartzite's release CLI, `quartzite render FILE --fit WxH --format rgba --out -` into
  /dev/null with `--backend auto`, timed as the whole process (start-up, parsing, EGL set-up
  included), so the comparison never flatters Quartzite; and, in a column of its own, the
  frames alone (the export's own clock, `--timings`' "N frames in T s": rendering, conversion
  and writing of every frame, without start-up, parsing and renderer set-up), the closest
  figure to rlottie's in-process loop; "in process": the span rlottie's loop is timed by, from
  reading the file to the last frame written (`--timings`' "in process" line: parsing, set-up,
  the auto preview and every frame, without the process's start and exit); and that again
  with `--format rgba-premultiplied`: rlottie's buffer is premultiplied (BGRA), so this is
  the same pixel format, without the un-premultiply that straight RGBA costs.

The two alternate file by file and repetition by repetition (the order flips every
repetition), so load from other processes falls on both; each figure is the median of the
repetitions, with the spread. `--timings` of each Quartzite run is parsed for the cost per
frame.
"""
import argparse
import datetime
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time

# The fixed list: rlottie's own example/resource files (real After Effects exports, shipped in
# the rlottie-python sdist), chosen to cover what costs differently, and why each is here.
RLOTTIE_FILES = [
    ("done.json", "simple icon: one trimmed stroke and a fill, scaled 15x (large shape raster)"),
    ("like.json", "icon with a mask"),
    ("ripple_loading_animation.json", "radial/linear gradient fills, scaling circles"),
    ("gradient_sleepy_loader.json", "animated gradients and shapes, 241 frames"),
    ("bell.json", "mask, track matte and a precomp together"),
    ("1643-exploding-star.json", "track mattes in precomps, 64 layers"),
    ("confetti.json", "precomp with 50 layers fading (group opacity), many small shapes"),
    ("hourglass.json", "precomps, 23 layers, full-canvas 16:9"),
    ("tile_grid_loading_animation.json", "many layers (50) of simple animated rectangles"),
    ("fingerprint_success.json", "40 layers of trimmed strokes (shapes re-rasterized every frame)"),
    ("a_mountain.json", "60 layers with track mattes, landscape illustration"),
    ("insta_camera.json", "mattes, gradients, precomps and trims in one file"),
]
# Our own files (Examples/lottie), made for Quartzite's tests and README.
OWN_FILES = [
    ("bouncing-ball.json", "Examples/lottie: a ball and its shadow, eased keyframes"),
    ("precomp-parenting.json", "Examples/lottie: precomp with parented layers"),
    ("trim-loader.json", "Examples/lottie: animated trim paths"),
]

TIMING_STAGES = ("evaluate + flatten", "draw", "convert/encode (sink)")


def fit_size(w, h, box=(1920, 1080)):
    s = min(box[0] / w, box[1] / h)
    return max(1, round(w * s)), max(1, round(h * s))


def time_rlottie(path, width, height):
    from rlottie_python import LottieAnimation
    start = time.perf_counter()
    anim = LottieAnimation.from_file(path)
    frames = anim.lottie_animation_get_totalframe()
    checksum = 0
    for i in range(frames):
        buf = anim.lottie_animation_render(frame_num=i, width=width, height=height)
        checksum ^= buf[len(buf) // 2]
    elapsed = time.perf_counter() - start
    anim.lottie_animation_destroy()
    return frames, elapsed


def time_quartzite(quartzite, path, width, height, backend, fmt="rgba"):
    cmd = [quartzite, "render", path, "--fit", f"{width}x{height}", "--format", fmt,
           "--out", "-", "--backend", backend, "--timings"]
    start = time.perf_counter()
    with open(os.devnull, "wb") as null:
        proc = subprocess.run(cmd, stdout=null, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr}")
    m = re.search(r"^(\d+) frames in ([0-9.]+) s \(([0-9.]+) frames/s\)", proc.stderr, re.M)
    frames = int(m.group(1))
    # The frames/s printed with one decimal: the seconds are rounded to hundredths.
    inside = frames / float(m.group(3))
    p = re.search(r"^in process: (\d+) frames in ([0-9.]+) s", proc.stderr, re.M)
    in_process = float(p.group(2))
    b = re.search(r"backend auto: (\d+) frames GL, (\d+) CPU", proc.stderr)
    backend_used = backend if b is None else (
        "gl" if int(b.group(2)) == 0 else "cpu" if int(b.group(1)) == 0 else f"gl {b.group(1)}/cpu {b.group(2)}")
    stages = {}
    for line in proc.stderr.splitlines():
        for stage in TIMING_STAGES:
            if line.startswith(stage + " "):
                nums = line[len(stage):].split()
                stages[stage] = float(nums[1])  # wall ms/frame
        # Extra lines of the draw breakdown, "  name  value unit", are kept verbatim.
    detail = [line for line in proc.stderr.splitlines() if line.startswith("  ")]
    return frames, elapsed, inside, backend_used, stages, detail, in_process


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--resources", required=True, help="rlottie's example/resource folder")
    ap.add_argument("--examples", required=True, help="Examples/lottie")
    ap.add_argument("--quartzite", required=True)
    ap.add_argument("--before", help="a second quartzite binary (an earlier build), run alternating with the "
                    "others in the same repetitions; its frames/s go in a column of their own")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--backend", default="auto")
    ap.add_argument("--only", nargs="*", help="file names to run (default: the whole list)")
    ap.add_argument("--json", help="write the raw results here")
    args = ap.parse_args()

    files = [(os.path.join(args.resources, f), f, why) for f, why in RLOTTIE_FILES]
    files += [(os.path.join(args.examples, f), f, why) for f, why in OWN_FILES]
    if args.only:
        files = [x for x in files if x[1] in args.only]
    results = {name: {"why": why, "rl": [], "q": [], "qp": [], "qb": [], "qin": [], "qproc": [], "qpin": [], "stages": [], "detail": None}
               for _, name, why in files}
    load_before = os.getloadavg()
    for rep in range(args.reps):
        for path, name, _ in files:
            with open(path) as f:
                doc = json.load(f)
            w, h = fit_size(doc["w"], doc["h"])
            r = results[name]
            r["size"] = f"{w}x{h}"
            order = ("rl", "q", "qp", "qb") if rep % 2 == 0 else ("qb", "qp", "q", "rl")
            for who in order:
                if who == "qb":
                    if args.before:
                        n, t, _, used, _, _, _ = time_quartzite(args.before, path, w, h, args.backend)
                        r["qb"].append(n / t)
                        r["backend_before"] = used
                elif who == "qp":
                    n, t, _, _, _, _, t_in = time_quartzite(args.quartzite, path, w, h, args.backend, "rgba-premultiplied")
                    r["qp"].append(n / t)
                    r["qpin"].append(n / t_in)
                elif who == "rl":
                    n, t = time_rlottie(path, w, h)
                    r["rl_frames"] = n
                    r["rl"].append(n / t)
                else:
                    n, t, inside, used, stages, detail, t_in = time_quartzite(args.quartzite, path, w, h, args.backend)
                    r["q_frames"] = n
                    r["q"].append(n / t)
                    r["qin"].append(n / inside)
                    r["qproc"].append(n / t_in)
                    r["backend"] = used
                    r["stages"].append(stages)
                    r["detail"] = detail
            print(f"rep {rep + 1}/{args.reps} {name}: rlottie {r['rl'][-1]:.1f} fps, "
                  f"quartzite {r['q'][-1]:.1f} fps ({r['backend']})", file=sys.stderr, flush=True)
    load_after = os.getloadavg()

    def med(xs):
        return statistics.median(xs)

    lines = []
    before = "Quartzite before fps (backend) | before Q/rl | " if args.before else ""
    lines.append(f"| file | why | size | frames | rlottie fps | {before}Quartzite fps, whole process (backend) | ratio | "
                 "Quartzite fps, in process | ratio | in process, premultiplied | ratio | frames only | "
                 "evaluate+flatten ms | draw ms | sink ms |")
    lines.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|" + ("---|---|" if args.before else ""))
    for _, name, _ in files:
        r = results[name]
        rl, q, qin, qproc, qpin = med(r["rl"]), med(r["q"]), med(r["qin"]), med(r["qproc"]), med(r["qpin"])
        st = {k: med([s.get(k, 0) for s in r["stages"]]) for k in TIMING_STAGES}
        qb = ""
        if args.before:
            b = med(r["qb"])
            qb = (f"{b:.1f} ({min(r['qb']):.1f}–{max(r['qb']):.1f}) {r['backend_before']} | {b / rl:.3f} | ")
        lines.append(
            f"| {name} | {r['why']} | {r['size']} | {r['q_frames']} / {r['rl_frames']} | "
            f"{rl:.1f} ({min(r['rl']):.1f}–{max(r['rl']):.1f}) | {qb}"
            f"{q:.1f} ({min(r['q']):.1f}–{max(r['q']):.1f}) {r['backend']} | {q / rl:.3f} | "
            f"{qproc:.1f} ({min(r['qproc']):.1f}–{max(r['qproc']):.1f}) | {qproc / rl:.3f} | "
            f"{qpin:.1f} ({min(r['qpin']):.1f}–{max(r['qpin']):.1f}) | {qpin / rl:.3f} | {qin:.1f} | "
            f"{st['evaluate + flatten']:.2f} | {st['draw']:.2f} | {st['convert/encode (sink)']:.2f} |")
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                           text=True).stdout.strip()
    header = (f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, commit {commit}"
              f"{' (+ uncommitted changes)' if dirty else ''}, {platform.machine()} "
              f"{os.cpu_count()} cores, load average {load_before[0]:.1f} before / {load_after[0]:.1f} after, "
              f"median of {args.reps} alternating repetitions (range)")
    print(header)
    print()
    print("\n".join(lines))
    print()
    for _, name, _ in files:
        if results[name]["detail"]:
            print(f"{name} (last run's --timings draw breakdown):")
            print("\n".join(results[name]["detail"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"header": header, "results": results}, f, indent=1)


if __name__ == "__main__":
    main()

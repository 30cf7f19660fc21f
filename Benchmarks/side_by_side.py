#!/usr/bin/env python3
"""side_by_side.py: the table of Benchmarks/side-by-side.sh.

Reads the JSON lines every harness printed (bench-peers' format: system, scene, variant,
median_ms …), takes per configuration the median over the repetitions of each run's median,
checks Quartzite's frames against the raw GL harness's frames with the golden comparator's
tolerance, and writes a Markdown block (ratios Quartzite ÷ peer per scene, the targets of
issue 17, the machine, date and commit) into the README between markers of this machine.
"""
import argparse, datetime, json, os, re, statistics, sys

# The golden comparator of the GL tests (Tests/QuartziteGLTests/GLGoldenTests.swift): a pixel
# differs when a channel differs by more than 3; at most 0.1 % of the pixels may differ.
CHANNEL_TOLERANCE = 3
MAX_DIFFERING_FRACTION = 0.001


def load(path):
    runs = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line.startswith("{"):
                continue
            try:
                r = json.loads(line)
            except json.JSONDecodeError:
                continue
            if "median_ms" not in r:
                continue
            runs.setdefault((r["system"], r["scene"], r["variant"]), []).append(r["median_ms"])
    return runs


def pick(runs, scene, system_re, variant_re):
    """Median over repetitions of the runs whose system and variant match."""
    values = [v for (s, sc, var), vs in runs.items() if sc == scene and re.search(system_re, s)
              and re.search(variant_re, var) for v in vs]
    return statistics.median(values) if values else None


def fmt(ms):
    return "—" if ms is None else (f"{ms:.3g}" if ms < 10 else f"{ms:.1f}")


def ratio(a, b, target=None):
    if a is None or b is None:
        return "—"
    r = a / b
    mark = "" if target is None else (" ✓" if r <= target else " ✗")
    return f"{r:.2f}{mark}"


def compare_frames(frames_dir, scenes):
    try:
        import numpy as np
    except ImportError:
        return ["(numpy missing: frames not compared)"], True
    rows, ok = [], True
    for scene in scenes:
        ref_path = os.path.join(frames_dir, f"{scene}.raw-gl.rgba")
        if not os.path.exists(ref_path):
            continue
        ref = np.fromfile(ref_path, dtype=np.uint8).astype(np.int16)
        for backend in ("gl", "cpu"):
            path = os.path.join(frames_dir, backend, f"{scene}.rgba")
            if not os.path.exists(path):
                continue
            test = np.fromfile(path, dtype=np.uint8).astype(np.int16)
            if test.shape != ref.shape:
                rows.append(f"| {scene} | {backend} | size differs | — | ✗ |")
                ok = False
                continue
            d = np.abs(ref - test).reshape(-1, 4).max(axis=1)
            fraction = float((d > CHANNEL_TOLERANCE).mean())
            good = fraction <= MAX_DIFFERING_FRACTION
            ok &= good
            rows.append(f"| {scene} | {backend} | {100 * fraction:.3f} % | {int(d.max())} | {'✓' if good else '✗'} |")
    return rows, ok


def table(runs, cores, scenes, software_gl=False):
    lines = []
    gl_rows = [s for s in scenes if pick(runs, s, r"^quartzite-gl$", r"^sync$") is not None]
    if gl_rows:
        lines += ["GL renderer, readback included (ms/frame; ratio = Quartzite ÷ raw harness, target ≤ 1.10):", "",
                  "| scene | Quartzite sync | of which GPU | raw GL sync | ratio | Quartzite pipelined | raw GL 2 PBOs | ratio | Quartzite frames/s (pipelined) |",
                  "|---|---|---|---|---|---|---|---|---|"]
        for s in gl_rows:
            qs = pick(runs, s, r"^quartzite-gl$", r"^sync$")
            # A software rasterizer's timer queries do not time its threads' work: no GPU column.
            gpu = None if software_gl else pick(runs, s, r"^quartzite-gl$", r"^sync/gpu-only$")
            rs = pick(runs, s, r"^gl-", r"^instanced/rb=sync")
            qp = pick(runs, s, r"^quartzite-gl$", r"^pipelined$")
            rp = pick(runs, s, r"^gl-", r"^instanced/rb=pbo2")
            fps = "—" if qp is None else f"{1000 / qp:.0f}"
            lines.append(f"| {s} | {fmt(qs)} | {fmt(gpu)} | {fmt(rs)} | {ratio(qs, rs, 1.10)} | {fmt(qp)} | {fmt(rp)} | {ratio(qp, rp, 1.10)} | {fps} |")
        lines += ["", "The raw harness's 2-PBO mode maps each frame but copies none of it out (it touches one byte); "
                  "Quartzite's pipelined frames are copied into the caller's frame.", ""]
    many = f"threads={cores}"
    lines += [f"CPU renderer (ms/frame; ratio = Quartzite ÷ peer; targets: 1 thread ≤ Blend2D 1 thread, "
              f"2 threads ≥ 1.8 × 1 thread, S3 ≤ 1.3 × the 2-thread blend floor):", "",
              f"| scene | Quartzite 1T | Blend2D 1T | ratio | pixman 1T | Quartzite 2T | 2T speed-up | "
              + (f"Quartzite {cores}T | " if cores > 2 else "") + f"pixman {cores}T | ratio |",
              "|---|---|---|---|---|---|---|---|---|" + ("---|" if cores > 2 else "")]
    for s in scenes:
        q1 = pick(runs, s, r"^quartzite-cpu$", r"^threads=1$")
        q2 = pick(runs, s, r"^quartzite-cpu$", r"^threads=2$")
        qn = pick(runs, s, r"^quartzite-cpu$", rf"^{many}$")
        b1 = pick(runs, s, r"^blend2d", r".")
        p1 = pick(runs, s, r"^pixman", r"threads=1/")
        pn = pick(runs, s, r"^pixman", rf"{many}/")
        speed = "—" if q1 is None or q2 is None else f"{q1 / q2:.2f}{' ✓' if q1 / q2 >= 1.8 else ' ✗'}"
        lines.append(f"| {s} | {fmt(q1)} | {fmt(b1)} | {ratio(q1, b1, 1.0)} | {fmt(p1)} | {fmt(q2)} | {speed} | "
                     + (f"{fmt(qn)} | " if cores > 2 else "") + f"{fmt(pn)} | {ratio(qn, pn, 1.0)} |")
    return lines


def e1_lines(path):
    """E1's medians (Examples/bench/e1.sh prints them after 'medians over'): frames/s of each
    Quartzite export against the naive pipeline's."""
    if not path or not os.path.exists(path):
        return []
    text = open(path).read()
    if "medians over" not in text:
        return ["", "E1: no result (see the run's e1.txt)."]
    rows = {}
    for line in text.split("medians over", 1)[1].splitlines()[1:]:
        m = re.match(r"\s+(.+?)\s+([0-9.]+)\s+([0-9.na]+)\s*$", line)
        if m:
            rows[m.group(1).strip()] = float(m.group(2))
    naive = next((v for k, v in rows.items() if k.startswith("naive")), None)
    if naive is None:
        return []
    out = ["", "E1 (Examples/bench/e1.sh: 120 animated S1-1000 frames at 1080p, frames/s of the whole command; "
           "target: Quartzite → mp4 ≥ 1.15 × the naive pipeline):", "",
           "| export | frames/s | ÷ naive pipeline |", "|---|---|---|", f"| naive: gl_bench -a -x \\| ffmpeg x264 | {naive:.1f} | 1 |"]
    # The target is the export's default path: the first mp4 row (auto where GL ran, else the CPU).
    judged = next((k for k in rows if "mp4" in k), None)
    for k, v in rows.items():
        if k.startswith("naive"):
            continue
        target = (" ✓" if v / naive >= 1.15 else " ✗") if k == judged else ""
        out.append(f"| {k.replace('|', chr(92) + '|')} | {v:.1f} | {v / naive:.2f}{target} |")
    return out


def s3_floor_lines(runs):
    lines = []
    floor = min([v for v in (pick(runs, "S3-floor-naive", r"^cpu-floor$", r"^threads=2/"),
                             pick(runs, "S3-floor-strip", r"^cpu-floor$", r"^threads=2/")) if v is not None], default=None)
    q2 = pick(runs, "S3", r"^quartzite-cpu$", r"^threads=2$")
    lines += ["", f"S3 against the hand-written AVX blend floor on 2 threads: Quartzite {fmt(q2)} ms, floor {fmt(floor)} ms, "
              f"ratio {ratio(q2, floor, 1.3)} (target ≤ 1.3)."]
    return lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--results", required=True)
    ap.add_argument("--frames", required=True)
    ap.add_argument("--readme", required=True)
    ap.add_argument("--machine", required=True)
    ap.add_argument("--commit", required=True)
    ap.add_argument("--cores", type=int, required=True)
    ap.add_argument("--reps", type=int, required=True)
    ap.add_argument("--e1", default=None, help="Examples/bench/e1.sh's output")
    a = ap.parse_args()
    runs = load(a.results)
    scenes = [s for s in ("S1-100", "S1-1000", "S1-10000", "S2", "S3") if any(k[1] == s for k in runs)]
    reps = a.reps
    check_rows, ok = compare_frames(a.frames, ["S1-1000", "S2", "S3"])
    key = re.sub(r"[^a-z0-9]+", "-", a.machine.lower()).strip("-")[:80]
    block = [f"<!-- side-by-side:{key}:begin -->",
             f"#### {a.machine}",
             "",
             f"`Benchmarks/side-by-side.sh` on {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
             f"commit {a.commit}, medians of {reps} interleaved repetitions (each a median of up to 50 frames).",
             ""] + table(runs, a.cores, scenes, software_gl="llvmpipe" in a.machine) + s3_floor_lines(runs) + e1_lines(a.e1) + [
             "",
             f"Frames against the raw GL harness's (golden comparator: a pixel differs beyond {CHANNEL_TOLERANCE} levels, "
             f"at most {100 * MAX_DIFFERING_FRACTION:g} % may): "
             f"{'not compared (no raw GL frames)' if not check_rows else 'all match' if ok else 'MISMATCH'}.",
             "",
             "| scene | Quartzite renderer | pixels differing | largest difference | match |",
             "|---|---|---|---|---|"] + check_rows + [f"<!-- side-by-side:{key}:end -->"]
    text = "\n".join(block) + "\n"
    print(text)
    if a.readme != "-":
        readme = open(a.readme).read()
        begin, end = f"<!-- side-by-side:{key}:begin -->", f"<!-- side-by-side:{key}:end -->"
        if begin in readme and end in readme:
            readme = readme[:readme.index(begin)] + text.rstrip("\n") + readme[readme.index(end) + len(end):]
        else:
            anchor = "<!-- side-by-side:blocks -->"
            if anchor not in readme:
                sys.exit(f"side_by_side.py: {a.readme} has no '{anchor}' line to put the table after")
            readme = readme.replace(anchor, anchor + "\n\n" + text.rstrip("\n"), 1)
        open(a.readme, "w").write(readme)
        print(f"wrote {a.readme}", file=sys.stderr)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()

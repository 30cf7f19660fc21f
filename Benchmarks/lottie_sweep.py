#!/usr/bin/env python3
"""lottie_sweep.py: Quartzite's Lottie frames against rlottie's, file by file (issue 16).

usage: Benchmarks/lottie_sweep.py [--quartzite BIN] [--work DIR] [--size N] FILE_OR_DIR…

For every Bodymovin JSON file, renders the frames at 25 %, 50 % and 75 % of ip…op with
`quartzite render FILE --fit WxH --time …` (the animation's aspect ratio, the longer side
N = 512 pixels; CPU renderer, one thread) and with rlottie (through
rlottie-python), composites both on white and on black and scores the difference on the
background where they differ more (white art hides on white, black art on black): the mean
absolute difference over RGB (0–255) and the fraction of pixels where a channel differs by more
than 32.
Writes WORK/side/<name>.png (rlottie | Quartzite | difference, one row per frame), the warnings
of `quartzite validate`, and WORK/scores.tsv (worst first). A score says how far the two
renderers disagree, not which is right: rlottie has its own bugs, so look at the pictures.
"""
import argparse, json, os, subprocess, sys, tempfile

import numpy as np
from PIL import Image

FRACTIONS = (0.25, 0.5, 0.75)


BACKGROUNDS = (255.0, 0.0)  # white, then black


def over(rgba, background):
    """Straight-alpha RGBA8 (Quartzite's PNGs) composited on a grey level."""
    a = rgba[..., 3:4].astype(np.float32) / 255
    return rgba[..., :3].astype(np.float32) * a + background * (1 - a)


def over_premultiplied(rgba, background):
    """Premultiplied RGBA (floats, rlottie's) composited on a grey level."""
    return rgba[..., :3] + background * (1 - rgba[..., 3:4] / 255)


def rlottie_render(path, frames, width, height, out_path):
    """Renders frames with rlottie into OUT_PATH (.npy, BGRA premultiplied, stacked)."""
    from rlottie_python import LottieAnimation
    out = []
    with LottieAnimation.from_file(path) as anim:
        for f in frames:
            bgra = np.frombuffer(anim.lottie_animation_render(frame_num=f, width=width, height=height), np.uint8)
            out.append(bgra.reshape(height, width, 4))
    np.save(out_path, np.stack(out))


def rlottie_frames(path, frames, width, height, tmp):
    """rlottie's frames as premultiplied RGBA floats, rendered in a child process: rlottie
    crashes on some files (Skia's gradient tests), which must not end the sweep."""
    out_path = os.path.join(tmp, "rlottie.npy")
    cmd = [sys.executable, os.path.abspath(__file__), "--rlottie-child", path, str(width), str(height), out_path]
    r = subprocess.run(cmd + [str(f) for f in frames], capture_output=True, text=True, timeout=120)
    if r.returncode != 0 or not os.path.exists(out_path):
        raise RuntimeError(f"rlottie failed (exit {r.returncode})")
    return [bgra.astype(np.float32)[..., [2, 1, 0, 3]] for bgra in np.load(out_path)]


def quartzite_frames(binary, path, times, width, height, tmp):
    pattern = os.path.join(tmp, "%05d.png")
    cmd = ["timeout", "60", binary, "render", path, "--fit", f"{width}x{height}", "--backend", "cpu",
           "--threads", "1", "--quiet", "--out", pattern]
    for t in times:
        cmd += ["--time", repr(t)]
    r = subprocess.run(cmd, capture_output=True, text=True)
    images = []
    for i in range(len(times)):
        p = pattern % i
        images.append(np.asarray(Image.open(p).convert("RGBA")) if os.path.exists(p) else None)
    return r.returncode, r.stderr.strip(), images


def validate(binary, path):
    r = subprocess.run(["timeout", "60", binary, "validate", path], capture_output=True, text=True)
    return r.returncode, (r.stdout + r.stderr).strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--quartzite", default=".build/release/quartzite")
    ap.add_argument("--work", default=".build-lottie-sweep")
    ap.add_argument("--size", type=int, default=512)
    args = ap.parse_args()
    files = []
    for i in args.inputs:
        if os.path.isdir(i):
            files += sorted(os.path.join(i, n) for n in os.listdir(i) if n.endswith(".json"))
        else:
            files.append(i)
    os.makedirs(os.path.join(args.work, "side"), exist_ok=True)
    rows = []
    for path in files:
        name = os.path.splitext(os.path.basename(path))[0]
        try:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
            ip, op, fr = float(doc["ip"]), float(doc["op"]), float(doc["fr"])
            # The animation's aspect ratio, the longer side args.size: what lies outside the
            # composition is not compared (rlottie does not clip to it; Core Animation does).
            scale = args.size / max(float(doc["w"]), float(doc["h"]))
            width, height = max(1, round(float(doc["w"]) * scale)), max(1, round(float(doc["h"]) * scale))
        except Exception as e:  # not a Bodymovin file
            rows.append((name, None, None, f"not read: {e}", ""))
            continue
        frames = [int(round(p * (op - ip))) for p in FRACTIONS]  # relative to ip, as rlottie counts
        times = [f / fr for f in frames]
        vrc, vout = validate(args.quartzite, path)
        # `validate` lists what is not drawn as "PATH: not supported: FEATURE" lines.
        warnings = "; ".join(l.strip() for l in vout.splitlines() if "not supported" in l)
        if vrc != 0:
            warnings = f"validate exit {vrc}: {vout.splitlines()[-1] if vout else ''}; " + warnings
        with tempfile.TemporaryDirectory() as tmp:
            rc, err, qs = quartzite_frames(args.quartzite, path, times, width, height, tmp)
            try:
                rs = rlottie_frames(path, frames, width, height, tmp)
            except Exception as e:
                rs = [None] * len(frames)
                err += f" rlottie: {e}"
        mads, fracs, strip = [], [], []
        for q, r in zip(qs, rs):
            if q is None or r is None or q.shape[:2] != r.shape[:2]:
                continue
            # The background on which the two differ more.
            qw, rw, d = max(
                ((over(q, g), over_premultiplied(r, g), np.abs(over(q, g) - over_premultiplied(r, g))) for g in BACKGROUNDS),
                key=lambda c: float(c[2].mean()))
            mads.append(float(d.mean()))
            fracs.append(float((d.max(axis=2) > 32).mean()))
            diff = 255 - np.clip(d.max(axis=2, keepdims=True) * 2, 0, 255).repeat(3, axis=2)
            strip.append(np.concatenate([rw, qw, diff], axis=1).clip(0, 255).astype(np.uint8))
        if strip:
            Image.fromarray(np.concatenate(strip, axis=0)).save(os.path.join(args.work, "side", name + ".png"))
        status = "ok" if rc == 0 else ("timeout" if rc == 124 else f"exit {rc}")
        mad = sum(mads) / len(mads) if mads else None
        frac = sum(fracs) / len(fracs) if fracs else None
        rows.append((name, mad, frac, status + (f" ({err.splitlines()[-1][:200]})" if rc != 0 and err else ""), warnings))
        print(f"{name}\t{mad if mad is None else round(mad, 2)}\t{frac if frac is None else round(frac, 4)}\t{status}",
              flush=True)
    rows.sort(key=lambda r: -(r[1] if r[1] is not None else 1e9))
    with open(os.path.join(args.work, "scores.tsv"), "w") as f:
        f.write("file\tmean_abs_diff\tfraction_gt32\tstatus\twarnings\n")
        for name, mad, frac, status, warnings in rows:
            f.write(f"{name}\t{'' if mad is None else f'{mad:.2f}'}\t{'' if frac is None else f'{frac:.4f}'}\t{status}\t{warnings}\n")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--rlottie-child":
        _, _, child_path, child_width, child_height, child_out, *child_frames = sys.argv
        rlottie_render(child_path, [int(f) for f in child_frames], int(child_width), int(child_height), child_out)
    else:
        main()

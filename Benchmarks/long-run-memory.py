#!/usr/bin/env python3
"""Long-run memory (issue 15): renders LongRunMemoryTests' animated 1,000-layer scene, scaled by
SCALE (1: 64x36 with 4x4 layers; 30: 1920x1080 with 120x120 layers), for FRAMES frames with
`quartzite render ... --out - --format rgba --backend cpu --quiet`, and prints the process's
VmRSS and VmHWM and the frame rate every EVERY frames.

    python3 Benchmarks/long-run-memory.py FRAMES BINARY [EVERY] [SCALE]
    python3 Benchmarks/long-run-memory.py 3000 .build/release/quartzite 250 30
"""
import json, os, subprocess, sys, tempfile, time

frames = int(sys.argv[1])
binary = sys.argv[2]
every = int(sys.argv[3]) if len(sys.argv) > 3 else 100
S = int(sys.argv[4]) if len(sys.argv) > 4 else 30
layers = []
for i in range(1000):
    x = (i * 7) % 64 * S
    y = (i * 13) % 36 * S
    color = "#%02X%02X80" % ((i * 37) % 256, (i * 91) % 256)
    layers.append({"bounds": [0, 0, 4 * S, 4 * S], "position": [x, y], "backgroundColor": color, "animations": [
        {"type": "basic", "keyPath": "position.x", "fromValue": x, "toValue": x + 20 * S,
         "duration": 1 + (i % 5) * 0.25, "repeatCount": 1e9, "autoreverses": True},
        {"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0.3, "duration": 0.7,
         "repeatCount": 1e9, "autoreverses": True}]})
scene = {"canvas": {"width": 64 * S, "height": 36 * S, "background": "#000000"}, "fps": 30, "duration": frames / 30,
         "root": {"bounds": [0, 0, 64 * S, 36 * S], "position": [32 * S, 18 * S], "sublayers": layers}}
path = os.path.join(tempfile.mkdtemp(), "long.json")
with open(path, "w") as f:
    json.dump(scene, f)


def memory(pid):
    values = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(value.split()[0]) / 1024
    return values


process = subprocess.Popen([binary, "render", path, "--out", "-", "--format", "rgba", "--backend", "cpu", "--quiet"],
                           stdout=subprocess.PIPE)
frame_bytes = 64 * S * 36 * S * 4
received, next_sample, start = 0, every, time.time()
last = (0, start)
while True:
    chunk = process.stdout.read(1 << 20)
    if not chunk:
        break
    received += len(chunk)
    n = received // frame_bytes
    if n >= next_sample:
        try:
            m = memory(process.pid)
        except OSError:
            break
        if "VmRSS" not in m:
            break
        now = time.time()
        rate = (n - last[0]) / (now - last[1])
        last = (n, now)
        print(f"frame {n} rss {m['VmRSS']:.1f} MiB hwm {m['VmHWM']:.1f} MiB  {rate:.1f} frames/s  "
              f"t {now - start:.0f} s  load {os.getloadavg()[0]:.1f}", flush=True)
        next_sample += every
process.wait()
print("exit", process.returncode, "frames", received // frame_bytes, "wall", round(time.time() - start), "s", flush=True)

#!/usr/bin/env python3
"""Mutation fuzzing of the `quartzite` command line (render and validate).

Takes seed scenes and Lottie files (Examples/scenes, Examples/lottie, the Lottie test files and
the hand-made seeds below, which exercise emitter cells and their key-path animations,
replicators, gradients, text, dashed and trimmed shapes, and Lottie masks, effects, polystars,
merge paths, repeaters, time remapping, precomps and mattes), mutates them structurally
(extreme and ill-typed numbers, swapped types, deleted keys, arrays repeated thousands of
times, empty arrays, deep nesting, extreme canvases, rates and counts) and runs each mutant
through `quartzite render` (one time, or frames 0..2) or `quartzite validate` under a time
and memory limit.

A mutant is a finding when the tool dies by a signal or a Swift trap, runs past the time
limit, peaks above 4 GB, leaves an output file behind after failing, or fails with a message
that does not name the file it refuses. Findings are written to OUT/findings/ (the mutant,
the command and what happened); a summary of outcomes is printed at the end.

    scripts/fuzz_cli.py [--count N] [--minutes M] [--seed S] [--jobs J] [--out DIR]
    scripts/fuzz_cli.py --replay FILE.json      # run one file the way the campaign does
"""

import argparse
import collections
import copy
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.environ.get("QUARTZITE", os.path.join(ROOT, ".build", "debug", "quartzite"))
TIMEOUT_S = 60
MEMORY_LIMIT_KB = 8_000_000   # ulimit -v: an input must not take all memory
MEMORY_FLAG_KB = 4_000_000    # a peak above this is a finding
MAX_MUTANT_BYTES = 20_000_000
GENTLE = False  # --gentle: numbers within the readers' bounds, no type swaps, so mutants reach the renderer

# --- hand-made seeds --------------------------------------------------------------------------

def _kf(t, s):
    return {"t": t, "s": s, "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}

def _rect_path(x, y, w, h):
    return {"c": True, "v": [[x, y], [x + w, y], [x + w, y + h], [x, y + h]],
            "i": [[0, 0]] * 4, "o": [[0, 0]] * 4}

def _ks(p=(50, 50)):
    return {"o": {"a": 0, "k": 100}, "p": {"a": 0, "k": list(p)}, "a": {"a": 0, "k": [0, 0]},
            "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}}

SCENE_SEEDS = {
    "emitter-nested": {
        "canvas": {"width": 64, "height": 48, "background": "#102030"}, "fps": 30, "duration": 2,
        "root": {"bounds": [0, 0, 64, 48], "position": [32, 24], "sublayers": [
            {"name": "em", "type": "emitter", "bounds": [0, 0, 64, 48], "position": [32, 24],
             "emitterPosition": [32, 40], "emitterSize": [10, 2], "emitterShape": "rectangle",
             "emitterMode": "volume", "renderMode": "additive", "seed": 5, "birthRate": 1,
             "lifetime": 1, "preservesDepth": True,
             "emitterCells": [
                 {"name": "rocket", "color": "#FFAA00", "birthRate": 20, "lifetime": 1.5,
                  "velocity": 40, "emissionRange": 0.5, "yAcceleration": 20, "scale": 0.2,
                  "emitterCells": [
                      {"name": "spark", "color": "#FF0000", "birthRate": 30, "lifetime": 0.5,
                       "velocity": 10, "emissionRange": 6.28, "alphaSpeed": -1, "scale": 0.1,
                       "emitterCells": [{"name": "dust", "birthRate": 5, "lifetime": 0.2,
                                         "velocity": 3}]}]},
                 {"name": "smoke", "color": [0.5, 0.5, 0.5, 0.5], "birthRate": 10, "lifetime": 2,
                  "lifetimeRange": 0.5, "velocity": 5, "velocityRange": 5, "spin": 1,
                  "scaleSpeed": 0.1, "redRange": 0.2, "greenSpeed": -0.2}],
             "animations": [
                 {"key": "rate", "type": "basic", "keyPath": "emitterCells.rocket.birthRate",
                  "fromValue": 0, "toValue": 50, "duration": 1, "repeatCount": 2, "autoreverses": True},
                 {"key": "col", "type": "keyframe", "keyPath": "emitterCells.smoke.color",
                  "values": ["#FF0000", "#00FF00", "#0000FF"], "keyTimes": [0, 0.5, 1],
                  "duration": 2},
                 {"key": "lrate", "type": "basic", "keyPath": "birthRate", "fromValue": 1,
                  "toValue": 3, "duration": 2}]}]}},
    "replicator-depth": {
        "canvas": {"width": 64, "height": 64}, "fps": 30, "duration": 1,
        "root": {"bounds": [0, 0, 64, 64], "position": [32, 32], "sublayers": [
            {"name": "rep", "type": "replicator", "bounds": [0, 0, 64, 64], "position": [32, 32],
             "instanceCount": 12, "preservesDepth": True,
             "instanceTransform": [{"rotate": [0.5236, 0, 1, 0]}, {"translate": [2, 0, 3]}],
             "instanceDelay": 0.05, "instanceColor": "#FFFFFF", "instanceRedOffset": -0.05,
             "instanceAlphaOffset": -0.05,
             "sublayerTransform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1],
             "sublayers": [
                 {"name": "dot", "bounds": [0, 0, 6, 6], "position": [32, 10], "cornerRadius": 3,
                  "backgroundColor": "#3FA7FF",
                  "animations": [{"key": "s", "type": "basic", "keyPath": "transform.scale",
                                  "fromValue": 1, "toValue": 0.3, "duration": 0.5,
                                  "repeatCount": 1e9, "autoreverses": True}]}],
             "animations": [{"key": "r", "type": "basic", "keyPath": "instanceTransform.rotation.y",
                             "fromValue": 0, "toValue": 1, "duration": 1}]}]}},
    "gradients": {
        "canvas": {"width": 64, "height": 32}, "fps": 10, "duration": 1,
        "root": {"bounds": [0, 0, 64, 32], "position": [32, 16], "sublayers": [
            {"name": "g0", "type": "gradient", "bounds": [0, 0, 16, 16], "position": [8, 8],
             "colors": []},
            {"name": "g1", "type": "gradient", "bounds": [0, 0, 16, 16], "position": [24, 8],
             "colors": ["#FF0000"], "locations": [0.5]},
            {"name": "g2", "type": "gradient", "bounds": [0, 0, 16, 16], "position": [40, 8],
             "gradientType": "radial", "colors": ["#FF0000", "#00FF00", "#0000FF", "#FFFF00",
                                                  "#00FFFF"],
             "locations": [0, 0.1, 0.1, 0.9, 1], "startPoint": [0.5, 0.5], "endPoint": [1, 1]},
            {"name": "g3", "type": "gradient", "bounds": [0, 0, 16, 16], "position": [56, 8],
             "gradientType": "conic", "colors": ["#FF0000", "#0000FF"], "locations": [1, 0],
             "animations": [{"key": "c", "type": "basic", "keyPath": "colors",
                             "fromValue": ["#FF0000", "#0000FF"], "toValue": ["#00FF00", "#000000"],
                             "duration": 1},
                            {"key": "l", "type": "basic", "keyPath": "locations",
                             "fromValue": [0, 1], "toValue": [0.4, 0.6], "duration": 1}]}]}},
    "text-shapes": {
        "canvas": {"width": 80, "height": 40}, "fps": 10, "duration": 1,
        "root": {"bounds": [0, 0, 80, 40], "position": [40, 20], "sublayers": [
            {"name": "t", "type": "text", "bounds": [0, 0, 80, 20], "position": [40, 10],
             "string": "Hello, wörld — ﬁ 𝄞", "fontSize": 12, "font": "DejaVu Sans",
             "foregroundColor": "#FFFFFF", "alignmentMode": "center", "isWrapped": True,
             "truncationMode": "end",
             "animations": [{"key": "f", "type": "basic", "keyPath": "fontSize", "fromValue": 4,
                             "toValue": 20, "duration": 1}]},
            {"name": "s", "type": "shape", "bounds": [0, 0, 80, 20], "position": [40, 30],
             "path": "M 2 2 L 78 2 A 10 10 0 0 1 70 18 C 50 0 30 20 2 18 Z",
             "strokeColor": "#FF0000", "fillColor": "#00FF0080", "lineWidth": 2,
             "lineDashPattern": [4, 2, 1, 2], "lineDashPhase": 3, "strokeStart": 0.1,
             "strokeEnd": 0.8, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4,
             "fillRule": "evenOdd",
             "animations": [{"key": "e", "type": "basic", "keyPath": "strokeEnd", "fromValue": 0,
                             "toValue": 1, "duration": 1},
                            {"key": "d", "type": "basic", "keyPath": "lineDashPhase",
                             "fromValue": 0, "toValue": 20, "duration": 1}]}]}},
}

LOTTIE_SEEDS = {
    "masks-effects": {
        "v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 64, "h": 64, "assets": [], "layers": [
            {"ty": 1, "nm": "solid", "ind": 1, "ip": 0, "op": 30, "st": 0, "sc": "#2D6CDF",
             "sw": 64, "sh": 64, "ks": _ks((0, 0)),
             "ef": [{"ty": 21, "nm": "Fill", "en": 1, "ef": [
                 {"ty": 10, "nm": "Fill Mask", "v": {"a": 0, "k": 0}},
                 {"ty": 7, "nm": "All Masks", "v": {"a": 0, "k": 0}},
                 {"ty": 2, "nm": "Color", "v": {"a": 0, "k": [1, 0, 0, 1]}},
                 {"ty": 7, "nm": "Invert", "v": {"a": 0, "k": 0}},
                 {"ty": 0, "nm": "Horizontal Feather", "v": {"a": 0, "k": 0}},
                 {"ty": 0, "nm": "Vertical Feather", "v": {"a": 0, "k": 0}},
                 {"ty": 0, "nm": "Opacity", "v": {"a": 0, "k": 1}}]}],
             "masksProperties": [
                 {"mode": m, "inv": inv, "pt": {"a": 0, "k": _rect_path(4 * i, 4 * i, 40, 30)},
                  "o": {"a": 0, "k": 80}, "x": {"a": 0, "k": 2}}
                 for i, (m, inv) in enumerate([("a", False), ("s", True), ("i", False),
                                               ("f", False), ("d", True), ("l", False),
                                               ("n", False)])] + [
                 {"mode": "a", "pt": {"a": 1, "k": [_kf(0, [_rect_path(0, 0, 10, 10)]),
                                                   _kf(30, [_rect_path(5, 5, 50, 50)])]},
                  "o": {"a": 1, "k": [_kf(0, [100]), _kf(30, [0])]}}]}]},
    "shapes-modifiers": {
        "v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 64, "h": 64, "assets": [], "layers": [
            {"ty": 4, "nm": "star", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": _ks((32, 32)),
             "shapes": [{"ty": "gr", "nm": "g", "it": [
                 {"ty": "sr", "sy": 1, "d": 1, "pt": {"a": 0, "k": 5}, "p": {"a": 0, "k": [0, 0]},
                  "r": {"a": 0, "k": 0}, "ir": {"a": 0, "k": 8}, "is": {"a": 0, "k": 50},
                  "or": {"a": 0, "k": 20}, "os": {"a": 0, "k": 30}},
                 {"ty": "sr", "sy": 2, "d": 1, "pt": {"a": 1, "k": [_kf(0, [3]), _kf(30, [9])]},
                  "p": {"a": 0, "k": [5, 5]}, "r": {"a": 0, "k": 10}, "or": {"a": 0, "k": 12},
                  "os": {"a": 0, "k": 100}},
                 {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 10]},
                  "r": {"a": 0, "k": 4}},
                 {"ty": "el", "p": {"a": 0, "k": [3, 0]}, "s": {"a": 0, "k": [10, 10]}},
                 {"ty": "mm", "mm": 4},
                 {"ty": "rd", "r": {"a": 0, "k": 3}},
                 {"ty": "tm", "s": {"a": 0, "k": 10}, "e": {"a": 1, "k": [_kf(0, [0]), _kf(30, [100])]},
                  "o": {"a": 0, "k": 45}, "m": 2},
                 {"ty": "rp", "c": {"a": 0, "k": 4}, "o": {"a": 0, "k": 0}, "m": 2,
                  "tr": {"ty": "tr", "p": {"a": 0, "k": [4, 0]}, "a": {"a": 0, "k": [0, 0]},
                         "s": {"a": 0, "k": [90, 90]}, "r": {"a": 0, "k": 30},
                         "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 30}}},
                 {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100},
                  "w": {"a": 0, "k": 2}, "lc": 2, "lj": 1, "d": [
                      {"n": "d", "v": {"a": 0, "k": 3}}, {"n": "g", "v": {"a": 0, "k": 2}},
                      {"n": "o", "v": {"a": 0, "k": 1}}]},
                 {"ty": "fl", "c": {"a": 0, "k": [1, 0.5, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 2},
                 {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
                  "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]}]},
    "precomp-remap-matte": {
        "v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 64, "h": 64,
        "assets": [{"id": "inner", "layers": [
            {"ty": 4, "nm": "dot", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": _ks((10, 10)),
             "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}},
                        {"ty": "fl", "c": {"a": 0, "k": [0, 1, 0, 1]}, "o": {"a": 0, "k": 100}}]},
            {"ty": 0, "nm": "self", "ind": 2, "refId": "inner2", "w": 20, "h": 20, "ip": 0,
             "op": 60, "st": 0, "ks": _ks((0, 0))}]},
                   {"id": "inner2", "layers": [
                       {"ty": 1, "nm": "s", "ind": 1, "ip": 0, "op": 60, "st": 0, "sc": "#FF0000",
                        "sw": 8, "sh": 8, "ks": _ks((0, 0))}]}],
        "layers": [
            {"ty": 4, "nm": "matte", "ind": 1, "td": 1, "ip": 0, "op": 30, "st": 0, "ks": _ks((32, 32)),
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]},
                         "r": {"a": 0, "k": 0}},
                        {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}}]},
            {"ty": 0, "nm": "pc", "ind": 2, "tt": 1, "refId": "inner", "w": 64, "h": 64, "ip": 0,
             "op": 30, "st": 0, "sr": 1, "ks": _ks((0, 0)),
             "tm": {"a": 1, "k": [_kf(0, [0]), _kf(30, [2])]}},
            {"ty": 0, "nm": "pc2", "ind": 3, "tt": 3, "tp": 1, "refId": "inner", "w": 64, "h": 64,
             "ip": 0, "op": 30, "st": -5, "sr": 0.5, "parent": 2, "ks": _ks((0, 0)),
             "tm": {"a": 0, "k": 0.5}}]},
}

# --- mutation ---------------------------------------------------------------------------------

SPECIAL_NUMBERS = [0, -1, 1, 1e308, -1e308, 2 ** 63, -(2 ** 63), 2 ** 64, 1e-320, -1e-320,
                   2 ** 31, 2 ** 53 + 1, 1e9, 1e10, 1e300, 0.5, 1e-9, 1e12, 9999999,
                   "__NaN__", "__Infinity__", "__-Infinity__"]
# Numbers the readers accept (within ±1e9), for mutants that reach the renderer.
BOUNDED_NUMBERS = [0, -1, 1, 1e9, -1e9, 1e-9, -1e-9, 0.5, 1e6, -1e6, 99999, 3, 1e-300, 100000, 10000]
SPECIAL_STRINGS = ["NaN", "nan", "inf", "-Infinity", "1e308", "", "\u0000", "x" * 5000,
                   "emitterCells..birthRate", "emitterCells.nope.birthRate", "%n%s%99999999d"]
TARGETED = {
    # key: values tried for it wherever it appears
    "birthRate": [1e9, 1e300, -1, 0], "lifetime": [1e9, 1e300, -1], "instanceCount": [1e9, 2 ** 63, -5, 100000],
    "repeatCount": [1e300, 1e9, -1], "repeatDuration": [1e300, -1], "duration": [-1, 0, 1e300, 1e-300, 1e9],
    "fps": [-30, 0, 1e-300, 1e9, 1000], "width": [0, -1, 1e9, 100000, 32768, 32769],
    "height": [0, -1, 1e9, 100000, 32768], "scale": [0, -1, 1e9, 1000, 64],
    "speed": [0, -1, 1e300, 1e-300], "timeOffset": [1e300, -1e300], "beginTime": [1e300, -1e300, -1],
    "fontSize": [0, -1, 1e9, 10000], "lineWidth": [1e9, -1, 0], "lineDashPattern": [[0, 0], [1e-9, 1e-9], [], [-1, 2]],
    "instanceDelay": [1e300, -1e300], "emitterCells": [[], None],
    "velocity": [1e300, -1e300], "scaleSpeed": [1e9], "spin": [1e300],
    "shadowRadius": [1e9, 5000], "cornerRadius": [1e9], "instanceTransform": [[0] * 16, [1e9] * 16],
    "fr": [0, -30, 1e-300, 1e9], "op": [1e7, -1, 1e300], "ip": [-1e7, 1e300], "w": [0, -1, 1e9, 100000],
    "h": [0, -1, 1e9, 100000], "st": [1e300, -1e300], "sr": [0, -1, 1e300, 1e-300],
    "pt": [1e9, 0, -1, 1e300], "c": [1e9, 1e300, -1], "tm": [{"a": 0, "k": 1e300}],
    "keyTimes": [[], [1, 0], [0, 0, 0]], "locations": [[], [1e300], [-1, 2]],
    "colors": [[], ["#F00"] * 1000], "mode": ["z", "", 1], "ty": [99, -1, "zz", 21],
}


class Special:
    """A number JSON's writer cannot spell, written raw."""


def jdump(v):
    text = json.dumps(v, allow_nan=True, ensure_ascii=False)
    text = re.sub(r'"__DEEP_(\d+)_([ao])__"',
                  lambda m: ("[" * int(m.group(1)) + "0" + "]" * int(m.group(1))) if m.group(2) == "a"
                  else ('{"a":' * int(m.group(1)) + "0" + "}" * int(m.group(1))), text)
    return (text.replace('"__NaN__"', "NaN").replace('"__Infinity__"', "Infinity")
            .replace('"__-Infinity__"', "-Infinity"))


def nodes(tree):
    """Every (parent, key) pair of the tree, and the root as (None, None)."""
    out = [(None, None)]
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for k, v in node.items():
                out.append((node, k))
                stack.append(v)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                out.append((node, i))
                stack.append(v)
    return out


def random_value(rng, depth=0):
    kind = rng.choice(["num", "str", "arr", "obj", "null", "bool"])
    if kind == "num":
        return rng.choice(SPECIAL_NUMBERS)
    if kind == "str":
        return rng.choice(SPECIAL_STRINGS + ["#FF0000", "a", "1"])
    if kind == "arr":
        return [] if depth > 1 else [random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    if kind == "obj":
        return {} if depth > 1 else {"k": random_value(rng, depth + 1)}
    if kind == "null":
        return None
    return rng.choice([True, False])


def deep(rng):
    """A marker that jdump spells as arrays or objects nested `depth` deep."""
    return f"__DEEP_{rng.choice([100, 1000, 10000, 100000])}_{rng.choice('ao')}__"


def mutate_once(tree, rng):
    """Applies one structural mutation in place; returns its description."""
    pairs = nodes(tree)
    parent, key = rng.choice(pairs[1:] or pairs)
    if parent is None:
        return "none"
    value = parent[key]
    weights = [25, 12, 10, 10, 6, 2, 25, 10, 0] if not GENTLE else [0, 0, 5, 15, 5, 0, 25, 0, 50]
    op = rng.choices(["number", "swap", "delete", "repeat", "empty", "deep", "targeted", "random", "bounded"],
                     weights=weights)[0]
    if op == "bounded":
        numbered = [(p, k) for p, k in pairs[1:] if isinstance(p[k], (int, float)) and not isinstance(p[k], bool)]
        if not numbered:
            return "none"
        parent, key = rng.choice(numbered)
        parent[key] = rng.choice(BOUNDED_NUMBERS)
        return f"bounded {key}={parent[key]}"
    if op == "targeted":
        keyed = [(p, k) for p, k in pairs[1:] if isinstance(k, str) and k in TARGETED]
        if keyed:
            parent, key = rng.choice(keyed)
            parent[key] = copy.deepcopy(rng.choice(TARGETED[key]))
            return f"targeted {key}={str(parent[key])[:40]}"
        op = "number"
    if op == "number":
        numbered = [(p, k) for p, k in pairs[1:] if isinstance(p[k], (int, float)) and not isinstance(p[k], bool)]
        if numbered:
            parent, key = rng.choice(numbered)
        parent[key] = rng.choice(SPECIAL_NUMBERS)
        return f"number {key}={parent[key]}"
    if op == "swap":
        parent[key] = random_value(rng)
        return f"swap {key}"
    if op == "delete":
        if isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
        return f"delete {key}"
    if op == "repeat":
        arrays = [(p, k) for p, k in pairs[1:] if isinstance(p[k], list) and p[k]]
        if not arrays:
            return "none"
        parent, key = rng.choice(arrays)
        n = rng.choice([2, 10, 100, 1000, 10000])
        array = parent[key]
        if rng.random() < 0.5:
            parent[key] = [copy.deepcopy(rng.choice(array)) for _ in range(n)]
        else:
            parent[key] = array * max(1, n // len(array))
        return f"repeat {key} x{n}"
    if op == "empty":
        arrays = [(p, k) for p, k in pairs[1:] if isinstance(p[k], (list, dict))]
        if arrays:
            parent, key = rng.choice(arrays)
            parent[key] = [] if isinstance(parent[key], list) else {}
        return f"empty {key}"
    if op == "deep":
        parent[key] = deep(rng)
        return f"deep {key}"
    parent[key] = random_value(rng)
    return f"random {key}"


def rename_unique(tree):
    """After repeating layers, scene names must stay unique for the mutant to reach the renderer."""
    counter = [0]
    seen = set()

    def walk(node):
        if isinstance(node, dict):
            name = node.get("name")
            if isinstance(name, str) and "sublayers" not in str(name):
                if name in seen and ("bounds" in node or "type" in node):
                    counter[0] += 1
                    node["name"] = f"{name}~{counter[0]}"
                seen.add(node.get("name"))
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(tree)


# --- running ----------------------------------------------------------------------------------

def run(path, mode, workdir):
    """Runs one mutant; returns (rc, stderr, peak_kb, seconds, leftovers)."""
    out = os.path.join(workdir, "out")
    shutil.rmtree(out, ignore_errors=True)
    if mode[0] == "validate":
        args = ["validate", path]
    else:
        args = ["render", path, "--out", out + "/", "--backend", "cpu", "--threads", "1", "--quiet"] + mode[1:]
    timefile = os.path.join(workdir, "time.txt")
    command = (f"ulimit -v {MEMORY_LIMIT_KB}; exec timeout -s KILL {TIMEOUT_S} "
               f"/usr/bin/time -o {timefile} -f %M {BINARY} " + " ".join(f"'{a}'" for a in args))
    start = time.time()
    proc = subprocess.run(["bash", "-c", command], capture_output=True, cwd=workdir)
    seconds = time.time() - start
    stderr = proc.stderr.decode("utf-8", "replace")
    peak = 0
    try:
        with open(timefile) as f:
            lines = [l for l in f.read().splitlines() if l.strip()]
        peak = int(lines[-1]) if lines and lines[-1].isdigit() else 0
        for line in lines:
            m = re.match(r"Command (?:terminated by signal|exited with non-zero status) (\d+)", line)
            if m and "signal" in line:
                return 128 + int(m.group(1)), stderr, peak, seconds, []
    except OSError:
        pass
    leftovers = []
    if os.path.isdir(out):
        for dirpath, _, files in os.walk(out):
            leftovers += [os.path.join(dirpath, f) for f in files]
    return proc.returncode, stderr, peak, seconds, leftovers


def classify(rc, stderr, peak, seconds, leftovers, name):
    """Returns (outcome, finding-or-None)."""
    if rc in (137, -9) and seconds >= TIMEOUT_S - 1:
        return "hang", "hang (timeout)"
    if rc == 124:
        return "hang", "hang (timeout)"
    if "Fatal error" in stderr or "Illegal instruction" in stderr or "fatalError" in stderr:
        return "crash", "trap: " + first_line(stderr, ("Fatal error", "Illegal instruction"))
    if rc < 0 or rc >= 128:
        if "Cannot allocate memory" in stderr or "out of memory" in stderr.lower():
            return "crash", f"out of memory under ulimit (rc {rc})"
        return "crash", f"signal (rc {rc})"
    if peak > MEMORY_FLAG_KB:
        return "memory", f"peak memory {peak // 1024} MB"
    if rc == 0:
        return "ok", None
    if leftovers:
        return "partial", f"rc {rc} left {len(leftovers)} output files"
    text = stderr.strip()
    if not text:
        return "unclear", f"rc {rc} with no message"
    first = text.splitlines()[0]
    # The file, or the option at fault (not "--help" in a usage text after an unnamed error).
    if name not in first and not re.match(r"(Error: )?--[a-z]", first):
        return "unclear", f"rc {rc}: message does not name the file: {text.splitlines()[0][:160]}"
    return "refused", None


def first_line(text, needles):
    for line in text.splitlines():
        if any(n in line for n in needles):
            return line.strip()[:200]
    return text.strip().splitlines()[0][:200] if text.strip() else ""


def signature(finding, stderr):
    line = first_line(stderr, ("Fatal error", "error", "rror:")) if stderr else ""
    line = re.sub(r"[0-9]+", "N", line)
    line = re.sub(r"/tmp/\S+", "PATH", line)
    return f"{finding.split(':')[0]} | {line[:120]}"


def load_seeds():
    seeds = []
    patterns = ["Examples/scenes/*.json", "Examples/lottie/*.json", "Tests/QuartziteLottieTests/Files/*.json"]
    for pattern in patterns:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
            with open(path) as f:
                seeds.append((os.path.basename(path), json.load(f), os.path.dirname(path)))
    for name, tree in {**SCENE_SEEDS, **LOTTIE_SEEDS}.items():
        seeds.append((name, tree, None))
    return seeds


def modes(rng, is_lottie):
    choice = rng.random()
    if choice < 0.2:
        return ["validate"]
    if choice < 0.45:
        return ["render", "--frames", rng.choice(["0..2", "0", "5..7"])]
    return ["render", "--time", str(rng.choice([0, 0.5, 1, 1.9, 3, 100]))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "quartzite-fuzz"))
    parser.add_argument("--replay")
    parser.add_argument("--mode", nargs="*")
    parser.add_argument("--gentle", action="store_true")
    args = parser.parse_args()
    global GENTLE
    GENTLE = args.gentle
    os.makedirs(os.path.join(args.out, "findings"), exist_ok=True)

    if args.replay:
        workdir = tempfile.mkdtemp(dir=args.out)
        is_lottie = '"layers"' in open(args.replay).read()
        for mode in ([args.mode] if args.mode else [["validate"], ["render", "--time", "0"], ["render", "--frames", "0..2"]]):
            rc, stderr, peak, seconds, left = run(os.path.abspath(args.replay), mode, workdir)
            outcome, finding = classify(rc, stderr, peak, seconds, left, os.path.basename(args.replay))
            print(f"{' '.join(mode)}: rc {rc} {outcome} {finding or ''} peak {peak // 1024} MB {seconds:.1f} s")
            print("   " + stderr.strip()[-600:].replace("\n", "\n   "))
        return

    seeds = load_seeds()
    rng = random.Random(args.seed)
    deadline = time.time() + args.minutes * 60
    counts = collections.Counter()
    signatures = {}
    log = open(os.path.join(args.out, "log.tsv"), "a")

    def one(i):
        local = random.Random(args.seed * 1_000_003 + i)
        name, tree, base = local.choice(seeds)
        mutant = copy.deepcopy(tree)
        steps = [mutate_once(mutant, local) for _ in range(local.choice([1, 1, 1, 2, 3]))]
        if "canvas" in mutant if isinstance(mutant, dict) else False:
            rename_unique(mutant)
        text = jdump(mutant)
        if len(text) > MAX_MUTANT_BYTES:
            return None
        workdir = os.path.join(args.out, f"w{i % (args.jobs * 4)}")
        shutil.rmtree(workdir, ignore_errors=True)
        os.makedirs(workdir)
        if base and os.path.isdir(os.path.join(base, "images")):
            os.symlink(os.path.join(base, "images"), os.path.join(workdir, "images"))
        path = os.path.join(workdir, "mutant.json")
        with open(path, "w") as f:
            f.write(text)
        mode = modes(local, "layers" in mutant if isinstance(mutant, dict) else False)
        rc, stderr, peak, seconds, left = run(path, mode, workdir)
        outcome, finding = classify(rc, stderr, peak, seconds, left, "mutant.json")
        return i, name, steps, mode, rc, stderr, peak, seconds, outcome, finding, text

    i = 0
    with ThreadPoolExecutor(args.jobs) as pool:
        while i < args.count and time.time() < deadline:
            batch = list(pool.map(one, range(i, min(i + args.jobs * 4, args.count))))
            i += args.jobs * 4
            for result in batch:
                if result is None:
                    counts["skipped"] += 1
                    continue
                n, name, steps, mode, rc, stderr, peak, seconds, outcome, finding, text = result
                counts[outcome] += 1
                message = (stderr.strip().splitlines() or [""])[0][:300]
                log.write(f"{n}\t{name}\t{'; '.join(steps)}\t{' '.join(mode)}\t{rc}\t{outcome}\t{peak}\t{seconds:.1f}\t{message}\n")
                if finding:
                    sig = signature(finding, stderr)
                    first = sig not in signatures
                    signatures.setdefault(sig, 0)
                    signatures[sig] += 1
                    if first or signatures[sig] <= 3:
                        base = os.path.join(args.out, "findings", f"{outcome}-{n}")
                        with open(base + ".json", "w") as f:
                            f.write(text)
                        with open(base + ".txt", "w") as f:
                            f.write(f"seed {name}\nsteps {steps}\nmode {mode}\nrc {rc} peak {peak} KB {seconds:.1f} s\n{finding}\n\n{stderr[-4000:]}")
                    if first:
                        print(f"[{n}] {outcome}: {finding} — seed {name}, {steps}, {' '.join(mode)}", flush=True)
            log.flush()
    print(f"\n{sum(counts.values())} mutants: " + ", ".join(f"{k} {v}" for k, v in counts.most_common()))
    for sig, n in sorted(signatures.items(), key=lambda kv: -kv[1]):
        print(f"  {n:5d}  {sig}")


if __name__ == "__main__":
    main()

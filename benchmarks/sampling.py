"""Sampled timing against full timing (the sampling validation): each launch of at least 32 dispatch
rounds timed in full and sampled (timing/sampling.py) on device variants with few CUs
(MI300X, MI250X, Vega 64): clang-19 kernels of tests/data/kernels (KINDS: streaming,
reductions, scans, a stencil, a tiled matmul, histograms and atomics, data-dependent loops, a
BFS level over a CSR graph) and Triton's of tests/data/triton. Per launch: the rounds (from
the kernel's occupancy), the full and sampled cycles, the interval and whether it holds the
full count, the error, the share replayed in detail and the replay's speed-up; then, over the
launches where sampling skipped work, the share of intervals holding the full count (with its
Wilson interval), the median and the largest error and the interval's mean half-width.

``--loops``: instead, the launches of few rounds on whole devices (LOOPED: Triton's f16
matmul of size^3, K = size; grid_stride, a saxpy over ``size`` times its grid; in the kernel
language, for Vega 64 and R9 290X, a blocked matmul, a grid-stride reduction and a stencil's
time loop) timed in full and with a Sampling that cuts their loop (loops.py: N of each row,
the cuts replayed and their cycles printed) or times one XCD (spatial.py); ``--rounds-cut``:
Triton's matmuls and the blocked one of several dispatch rounds on variants of few CUs;
``--xcds``: launches timed by one XCD (XCDS) on the whole MI300X and variants of 8 XCDs.

    python benchmarks/sampling.py [--cus 4] [--rounds 96,512] [--only saxpy,reduce_lds]
                                  [--devices mi300x] [--full full.json]
    python benchmarks/sampling.py --loops [--fresh | --rounds-cut | --xcds]
                                  [--only triton_matmul_f16]
                                  [--devices vega64] [--full full.json]
"""
import argparse
import contextlib
import itertools
import json
import math
import statistics
import time
from pathlib import Path

import numpy as np

from gcnsim.codeobj import load_code_object
from gcnsim.lang import (Ptr, barrier, f32, global_id, global_size, group_id, i32, kernel,
                         local_id, shared)
from gcnsim.isa.devices import get_device
from gcnsim.sweep.points import variant
from gcnsim.sweep.task import Task, _launch
from gcnsim.timing import api, engine
from gcnsim.timing import cuts as cuts_of
from gcnsim.timing.spatial import xcd_recorder, xcd_view
from gcnsim.timing.occupancy import kernel_occupancy
from gcnsim.timing.sampling import Sampling

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
KERNELS = DATA / "kernels"
DEVICES = {"mi300x": ("gfx942", {"xcds": 2}), "mi250x": ("gfx90a", {}),
           "vega64": ("gfx900", {})}
LAUNCHES = {   # kernel: (block, --arg forms); grid: ``size`` work-items
    "saxpy": (256, ["f32=2.0", "f32:{size}:rand", "f32:{size}:ones", "i32={size}"]),
    "vector_add": (256, ["f32:{size}:rand", "f32:{size}:rand", "f32:{size}", "i32={size}"]),
    "reduce_lds": (256, ["f32:{size}:rand", "f32:{size}"]),
    "scan_lds": (64, ["i32:{size}:rand", "i32:{size}"]),
    "scan_blelloch": (128, ["u32:{size2}:rand", "u32:{size2}", "u32:{groups}"]),
    "histogram_lds": (256, ["u32:{size}:rand", "u32:64", "i32={size}"]),
    "atomics_global": (128, ["i32:{size}:rand", "i32:1", "i32:1", "i32:1"]),
    "loop_break_continue": (128, ["i32:{size}:rand", "i32:{size}", "i32=50"]),
    "nested_divergence": (64, ["i32:{size}:rand", "i32:{size}"]),
}
SQUARE = {     # 16 x 16 workgroups over a square grid: kernel: --arg forms (``side`` pixels)
    "stencil_lds": ["f32:{area}:rand", "f32:{area}", "i32={side}", "i32={side}"],
    "matmul_tiled": ["f32:{area}:rand", "f32:{area}:rand", "f32:{area}", "i32={side}"],
}
AT_MOST = {"matmul_tiled": 32,     # rounds: its workgroups' work grows with the side too
           "bfs_csr": 72}         # 40 workgroups of 64 a CU, loops of atomics: the slowest
TRITON = ("triton_matmul_f16", "triton_matmul_f32", "triton_matmul_bf16",
          "triton_matmul_f16_16x16", "triton_softmax", "triton_add")
KINDS = [*LAUNCHES, *SQUARE, "bfs_csr", *TRITON]
# Launches of few rounds on whole devices, their time in one loop: (kernel, device, size, the
# Sampling's keywords). The Triton matmul's K loop takes size / 64 - 1 trips (size^3);
# grid_stride's, lang_reduce's and lang_stencil's ``size`` (over 8, 8 and 4 workgroups of 256
# a CU); lang_matmul's size / 16 (size^2 work-items in 16 x 16 workgroups, K = size).
LOOPED = [("grid_stride", "vega64", 32, {"loops": 8}),
          ("grid_stride", "r9-290x", 32, {"loops": 8}),
          ("lang_reduce", "vega64", 32, {"loops": 4}),
          ("lang_reduce", "vega64", 32, {"loops": 8}),
          ("lang_reduce", "r9-290x", 32, {"loops": 8}),
          ("lang_stencil", "vega64", 32, {"loops": 8}),
          ("lang_stencil", "r9-290x", 32, {"loops": 8}),
          ("lang_matmul", "vega64", 384, {"loops": 8}),
          ("lang_matmul", "r9-290x", 384, {"loops": 8}),
          ("triton_matmul_f16", "mi300x", 512, {"loops": 4}),
          ("triton_matmul_f16", "mi250x", 512, {"loops": 4}),
          ("grid_stride", "mi250x", 32, {"loops": 8}),
          ("grid_stride", "mi300x", 32, {"loops": 4}),
          ("grid_stride", "mi300x", 32, {"loops": 8}),
          ("triton_matmul_f16", "mi300x", 1024, {"loops": 4}),
          ("triton_matmul_f16", "mi300x", 1024, {"loops": 8}),
          ("triton_matmul_f16", "mi250x", 1024, {"loops": 4}),
          ("triton_matmul_f16", "mi300x", 512, {"loops": 4, "xcds": True}),
          ("grid_stride", "mi300x", 32, {"loops": 8, "xcds": True}),
          ("matmul_tiled", "mi300x", 1024, {"loops": 8})]     # 512^3: set PLACED_SD
# Launches not used to set anything of the method (TRIP_SD, STEPS, the shared replay's cut
# cycles): ``--loops --fresh`` (Triton's 1024^3 on MI250X, LOOPED's too, had no full timing
# when they were set).
FRESH = [("lang_reduce", "mi250x", 32, {"loops": 8}),
         ("lang_stencil", "mi250x", 32, {"loops": 8}),
         ("lang_stencil", "mi300x", 32, {"loops": 8}),
         ("lang_reduce", "vega64", 48, {"loops": 8}),
         ("lang_stencil", "r9-290x", 48, {"loops": 4}),
         ("lang_matmul", "mi250x", 512, {"loops": 8}),
         ("triton_matmul_f16", "mi250x", 1024, {"loops": 4})]
# Past one dispatch round on device variants of few CUs (side x K, several rounds;
# the first three were used to set the "busy" model, the others not).
ROUNDS = [("triton_matmul_f16", "mi250x/8", (256, 1024), {"loops": 4}),
          ("triton_matmul_f16", "mi250x/8", (512, 1024), {"loops": 4}),
          ("triton_matmul_f16", "mi250x/16", (512, 2048), {"loops": 4}),
          ("triton_matmul_f16", "mi250x/4", (256, 2048), {"loops": 4}),
          ("triton_matmul_f16_16x16", "mi250x/8", (512, 1024), {"loops": 4}),
          ("triton_matmul_f32", "mi250x/8", (256, 1024), {"loops": 4}),
          ("triton_matmul_f16", "mi300x/16", (512, 1024), {"loops": 4}),
          ("triton_matmul_f16", "mi300x/16", (512, 1024), {"loops": 8}),
          ("lang_matmul", "vega64/16", 384, {"loops": 8}),
          ("triton_matmul_f16", "mi300x/8", (384, 2048), {"loops": 4}),
          ("triton_matmul_bf16", "mi300x/8", (512, 1024), {"loops": 4})]
WHOLE = {"r9-290x": "gfx701"}       # devices LOOPED times whole besides DEVICES'
# One XCD for all (spatial.py, ``--loops --xcds``): clang kernels of LAUNCHES and SQUARE
# (``size`` workgroups) and Triton's on the whole MI300X and on variants of 8 XCDs of 2 CUs
# ("mi300x/16x8": 16 CUs, 8 XCDs), where full timing is affordable.
XCDS = [("saxpy", "mi300x", 4096, {"xcds": True}),
        ("vector_add", "mi300x", 16384, {"xcds": True}),
        ("stencil_lds", "mi300x", 1024, {"xcds": True}),
        ("matmul_tiled", "mi300x", 256, {"xcds": True}),
        ("saxpy", "mi300x/16x8", 1024, {"xcds": True}),
        ("vector_add", "mi300x/16x8", 1024, {"xcds": True}),
        ("reduce_lds", "mi300x/16x8", 1024, {"xcds": True}),
        ("stencil_lds", "mi300x/16x8", 256, {"xcds": True}),
        ("matmul_tiled", "mi300x/16x8", 64, {"xcds": True}),
        ("triton_matmul_f16", "mi300x/16x8", (256, 1024), {"loops": 4, "xcds": True}),
        ("triton_matmul_f16", "mi300x", 512, {"loops": 4, "xcds": True}),
        ("triton_matmul_f16", "mi300x", 1024, {"loops": 4, "xcds": True}),
        ("grid_stride", "mi300x", 32, {"loops": 8, "xcds": True})]


# C = A B in the kernel language, 16 x 16 tiles staged in LDS (n a multiple of 16)
from lang_vs_clang import matmul_tiled as lang_matmul  # noqa: E402 (benchmarks/ is no package)
from workers_speed import cpu_seconds  # noqa: E402


@kernel
def lang_reduce(x: Ptr[f32], partial: Ptr[f32], n: i32):
    """Each workgroup's sum: a grid-stride loop a work-item, then a tree in LDS."""
    tile = shared(f32, 256)
    lid = local_id(0)
    total = f32(0.0)
    for i in range(global_id(0), n, global_size(0)):
        total += x[i]
    tile[lid] = total
    barrier()
    stride = 128
    while stride > 0:
        if lid < stride:
            tile[lid] += tile[lid + stride]
        barrier()
        stride >>= 1
    if lid == 0:
        partial[group_id(0)] = tile[0]


@kernel
def lang_stencil(x: Ptr[f32], force: Ptr[f32], out: Ptr[f32], steps: i32):
    """A 3-point stencil's time loop over a workgroup's 256 points in LDS, each step adding
    its forcing term read from memory (a row of ``force`` a step)."""
    cur = shared(f32, 258)
    nxt = shared(f32, 258)
    lid = local_id(0)
    i = global_id(0)
    cur[lid + 1] = x[i]
    if lid == 0:
        cur[0] = f32(0.0)
        cur[257] = f32(0.0)
    barrier()
    for s in range(steps):
        nxt[lid + 1] = (0.25 * cur[lid] + 0.5 * cur[lid + 1] + 0.25 * cur[lid + 2]
                        + force[s * global_size(0) + i])
        barrier()
        cur[lid + 1] = nxt[lid + 1]
        barrier()
    out[i] = cur[lid + 1]


LANG = {"lang_matmul": lang_matmul, "lang_reduce": lang_reduce, "lang_stencil": lang_stencil}
LOOPED_KINDS = ("grid_stride", *LANG)      # the LOOPED kernels _launch_of does not make

def compare(kernel, device, cus=4, rounds=32, known=None):
    """One row: the launch of ``kernel`` on ``device`` with ``cus`` CUs, about ``rounds``
    dispatch rounds (the workgroups the CUs hold at once, from the kernel's occupancy), timed
    in full and sampled. ``known``: {launch: (full cycles, full replay seconds)} of earlier
    runs (--full), which the full timing of a launch found there is not run again for."""
    target, extra = DEVICES[device]
    variant = {**extra, "compute_units": cus}      # xcds first: each change is checked
    per_cu = _per_cu(kernel, target, device, variant)
    code, name, block, grid, args, shared = _launch_of(kernel, target, cus * per_cu * rounds)
    workgroups = math.prod(g // b for g, b in zip(grid, block))
    row = {"kernel": kernel, "device": device, "workgroups": workgroups,
           "rounds": math.ceil(workgroups / (cus * per_cu))}
    key = f"{kernel}/{device}/{cus}/{workgroups}"
    known = {} if known is None else known
    for mode in ("full", "sampled"):
        if mode == "full" and key in known:
            row["full cycles"], row["full replay s"], *cpu = known[key]
            row["full replay cpu s"] = cpu[0] if cpu else None
            continue
        options = {"grid": grid, "block": block, "shared_mem": shared,
                   "timing": True if mode == "full" else mode}
        with _replay_cpu() as cpu:
            launch = _launch(Task(code, name, device, variant, args, options))
        row[f"{mode} cycles"] = launch.timing.cycles
        row[mode] = launch.timing
        row[f"{mode} replay s"] = launch.times["timing replay"]
        row[f"{mode} replay cpu s"] = cpu[0]
    known[key] = row["full cycles"], row["full replay s"], row["full replay cpu s"]
    return _judged(row)


def compare_cut(kernel, device, size, cut, known=None, separate=False):
    """One row of LOOPED: ``kernel`` at ``size`` (a Triton matmul's: side, or (side, K)) on
    the whole ``device`` (or "device/C": a variant of C CUs), timed in full and with
    Sampling(**cut). ``known`` as compare's; ``separate``: each cut replayed on its own too,
    its cycles beside the shared replay's (row["cuts"])."""
    base, _, cus = device.partition("/")
    cus, _, xcds = cus.partition("x")
    changes = ({**DEVICES[base][1], "compute_units": int(cus)} if cus else {}) | (
        {"xcds": int(xcds)} if xcds else {})
    target = _target(base)
    code, name, block, grid, args, shared = _looped(kernel, base, size)
    workgroups = math.prod(g // b for g, b in zip(grid, block))
    per_cu = _per_cu(kernel, target, base, changes)
    shown = "x".join(map(str, size)) if isinstance(size, tuple) else size
    row = {"kernel": f"{kernel} {shown} N={cut.get('loops', 0)}"
                     + (" xcd" if cut.get("xcds") else ""),
           "device": device, "workgroups": workgroups,
           "rounds": math.ceil(workgroups / (int(cus or get_device(base).compute_units)
                                             * per_cu))}
    key = f"{kernel}/{device}/whole/{size}"
    known = {} if known is None else known
    for mode in ("full", "sampled"):
        if mode == "full" and key in known:
            row["full cycles"], row["full replay s"], *cpu = known[key]
            row["full replay cpu s"] = cpu[0] if cpu else None
            continue
        options = {"grid": grid, "block": block, "shared_mem": shared,
                   "timing": True if mode == "full" else Sampling(**cut)}
        with _replay_cpu() as cpu, _own_cuts(separate and mode == "sampled") as cuts:
            launch = _launch(Task(code, name, base, changes, args, options))
        row["cuts"] = cuts
        row[f"{mode} cycles"] = launch.timing.cycles
        row[mode] = launch.timing
        row[f"{mode} replay s"] = launch.times["timing replay"]
        row[f"{mode} replay cpu s"] = cpu[0]
        row[f"{mode} functional s"] = launch.times["functional run"]
    known[key] = row["full cycles"], row["full replay s"], row["full replay cpu s"]
    return _judged(row)


@contextlib.contextmanager
def _own_cuts(wanted):
    """[(trips, the cut's cycles from the shared replay by each model, from a replay of its
    own)] of the sampled launch in the block (one XCD's cold replay with xcds), or [] unless
    ``wanted``."""
    cuts = []
    if not wanted:
        yield cuts
        return
    sampled = api.sampled_replay

    def spy(recorder, device, occ, sampling, **options):
        cut = recorder.cut
        found = cut.cut_loop(sum(g.size for g in recorder.wave_group)) if cut.keep else None
        if found is not None and found[1] > cut.keep:
            loop, step = found[0], max(1, cut.least // 4)
            one = xcd_view(device) if cut.xcds > 1 else device
            (*_, marked), = cuts_of._Replays(recorder, one, occ, {})([(loop, cut.keep, step)])
            models = marked[0][0]           # (the first replay's: apart with xcds)
            for k, n in enumerate(range(step, cut.keep + 1, step)):
                view = cut.view(recorder, loop, n)[0]
                view = xcd_recorder(view, cut.xcds) if cut.xcds > 1 else view
                cuts.append((n, {m: float(v[k]) for m, v in models.items()},
                             engine.replay(view, one, occ).cycles))
        return sampled(recorder, device, occ, sampling, **options)
    api.sampled_replay = spy
    try:
        yield cuts
    finally:
        api.sampled_replay = sampled


@contextlib.contextmanager
def _replay_cpu():
    """[the CPU seconds of the timed replays (full and sampled, with all they compute) in the
    block], filled as it ends."""
    spent = [0.0]
    wrapped = api.replay, api.sampled_replay

    def timed(replay):
        def run(*args, **kwargs):
            start = _cpu()
            try:
                return replay(*args, **kwargs)
            finally:
                spent[0] += _cpu() - start
        return run
    api.replay, api.sampled_replay = map(timed, wrapped)
    try:
        yield spent
    finally:
        api.replay, api.sampled_replay = wrapped


def _cpu():
    """CPU seconds of this process and of its joined children (a sampled replay's runs at
    once in forked processes, emu/jobs.py)."""
    return sum(cpu_seconds(()).values())


def _judged(row):
    """``row`` with its error, whether its interval holds, whether sampling skipped work
    and the replay's speed-up."""
    full, sampled = row["full cycles"], row["sampled"]
    row["error"] = abs(sampled.cycles - full) / full
    row["holds"] = sampled.interval[0] <= full <= sampled.interval[1]
    row["skipped"] = not sampled.method.startswith("exact")
    row["speed-up"] = row["full replay s"] / max(row["sampled replay s"], 1e-9)
    return row


def _looped(kernel, device, size):
    """_launch_of's tuple for a LOOPED launch on the whole ``device``."""
    target = _target(device)
    if kernel in LAUNCHES or kernel in SQUARE:
        return _launch_of(kernel, target, size)
    if kernel.startswith("triton_"):
        side, depth = size if isinstance(size, tuple) else (size, size)
        return _triton(kernel[len("triton_"):], target, (side // 32) ** 2, k=depth)
    cus = get_device(device).compute_units
    rng = np.random.default_rng(0)
    if kernel == "lang_matmul":
        compiled = lang_matmul.compile(target)
        operands = (rng.standard_normal((size, size)).astype(np.float32) for _ in range(2))
        args = (*(("value", m) for m in operands),
                ("value", np.zeros((size, size), np.float32)), ("value", np.int32(size)))
        return compiled.code_object, compiled.name, (16, 16), (size, size), args, 0
    grid = cus * (4 if kernel == "lang_stencil" else 8) * 256
    n = grid * size
    if kernel in LANG:
        compiled = LANG[kernel].compile(target)
        x = ("value", rng.standard_normal(n if kernel == "lang_reduce" else grid)
             .astype(np.float32))
        args = ((x, ("value", np.zeros(grid // 256, np.float32)), ("value", np.int32(n)))
                if kernel == "lang_reduce" else
                (x, ("value", rng.standard_normal(n).astype(np.float32)),
                 ("value", np.zeros(grid, np.float32)), ("value", np.int32(size))))
        return compiled.code_object, compiled.name, (256,), (grid,), args, 0
    code = (KERNELS / target / f"{kernel}.hsaco").read_bytes()
    args = tuple(("arg", f) for f in ("f32=2.0", f"f32:{n}:rand", f"f32:{n}:ones", f"i32={n}"))
    return code, kernel, (256,), (grid,), args, 0


def _target(device):
    """The target of a device of DEVICES or WHOLE."""
    return WHOLE.get(device) or DEVICES[device][0]


def _per_cu(kernel, target, device, variant_of):
    """Workgroups of ``kernel`` a CU of the variant holds at once (its occupancy)."""
    code, name, block, _, _, shared = (_looped(kernel, device, 16) if kernel in LOOPED_KINDS
                                       else _launch_of(kernel, target, 64))
    config = variant(get_device(device), variant_of)
    occ = kernel_occupancy(config, load_code_object(code).kernel(name),
                           block_size=math.prod(block), dynamic_lds=shared)
    return max(1, occ.workgroups_per_cu)


def _launch_of(kernel, target, workgroups):
    """(code, kernel name, block, grid, Task args, dynamic LDS) of about ``workgroups``
    workgroups of ``kernel``: a clang kernel of LAUNCHES or SQUARE, bfs_csr, or a Triton
    kernel of TRITON."""
    if kernel.startswith("triton_"):
        return _triton(kernel[len("triton_"):], target, workgroups)
    code = (KERNELS / target / f"{kernel}.hsaco").read_bytes()
    if kernel == "bfs_csr":
        return (code, kernel, (64,), (64 * workgroups,), _bfs(64 * workgroups), 0)
    if kernel in SQUARE:
        side = 16 * max(1, round(math.sqrt(workgroups)))
        forms = SQUARE[kernel]
        args = tuple(("arg", f.format(side=side, area=side * side)) for f in forms)
        return code, kernel, (16, 16), (side, side), args, 0
    block, forms = LAUNCHES[kernel]
    size = block * workgroups
    args = tuple(("arg", f.format(size=size, size2=2 * size, groups=workgroups))
                 for f in forms)
    return code, kernel, (block,), (size,), args, 0


def _bfs(n):
    """bfs_csr's arguments: a graph of ``n`` vertices whose rows' lengths are Poisson of a
    mean drawn per 64 vertices (log-normal, median 1.6: so workgroups differ, dense and sparse
    regions), half the vertices on the frontier (level 0), the rest unreached."""
    rng = np.random.default_rng(1)
    mean = np.repeat(np.exp(rng.normal(0.5, 1.0, n // 64 + 1)), 64)[:n]
    degree = rng.poisson(mean).astype(np.int32)
    row_start = np.concatenate([[0], np.cumsum(degree)]).astype(np.int32)
    cols = rng.integers(0, n, int(row_start[-1]), dtype=np.int32)
    level = np.where(rng.random(n) < 0.5, 0, np.iinfo(np.int32).max).astype(np.int32)
    return (("value", row_start), ("value", cols), ("value", level),
            ("value", np.int32(0)), ("value", np.int32(n)))


def _triton(name, target, workgroups, k=64):
    """A Triton kernel of tests/data/triton over about ``workgroups`` programs: a matmul of
    32 x 32 tiles with K = ``k``, a softmax of 256-wide rows (200 columns), an add of 256-item
    blocks."""
    path = DATA / "triton" / target / f"{name}.hsaco"
    manifest = json.loads(path.with_suffix(".json").read_text())
    rng = np.random.default_rng(0)
    block = manifest["block"]
    if name == "softmax":
        rows, cols = workgroups, 200
        args = (("value", np.zeros((rows, cols), np.float32)),
                ("value", rng.standard_normal((rows, cols)).astype(np.float32)),
                *(("value", np.int32(v)) for v in (cols, cols, cols)))
    elif name == "add":
        n = 256 * workgroups
        args = (*(("value", rng.standard_normal(n).astype(np.float32)) for _ in range(2)),
                ("value", np.zeros(n, np.float32)), ("value", np.int32(n)))
    else:
        side = 32 * max(1, round(math.sqrt(workgroups)))
        args = (("value", _operand(manifest["input"], rng, (side, k))),
                ("value", _operand(manifest["input"], rng, (k, side))),
                ("value", np.zeros((side, side), np.float32)),
                *(("value", np.int32(v)) for v in (side, side, k, k, side, side)))
        workgroups = (side // 32) ** 2
    args = (*args, *(("value", None),) * manifest["appended_pointers"])
    return (path.read_bytes(), manifest["kernel"], (block,), (workgroups * block,), args,
            manifest["shared"])


def _operand(kind, rng, shape):
    """A matmul operand of ``kind`` (the manifest's input: fp16, fp32 or bf16 as bits)."""
    values = rng.standard_normal(shape).astype(np.float32)
    if kind == "bf16":
        return (values.view(np.uint32) >> 16).astype(np.uint16)
    return values.astype(np.float16 if kind == "fp16" else np.float32)


def wilson(k, n, z=1.96):
    """The Wilson score interval of a rate of ``k`` in ``n``."""
    if not n:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def table(rows):
    """The rows and their summary as text."""
    lines = [f"{'kernel':<36}{'device':<10}{'rounds':>7}{'full':>10}{'sampled':>10}"
             f"{'interval':>22}{'holds':>6}{'error':>8}{'share':>7}{'speed-up':>9}"]
    for r in rows:
        s = r["sampled"]
        lines.append(f"{r['kernel']:<36}{r['device']:<10}{r['rounds']:>7}{r['full cycles']:>10}"
                     f"{s.cycles:>10}{f'{s.interval[0]}-{s.interval[1]}':>22}"
                     f"{'yes' if r['holds'] else 'NO':>6}{r['error']:>8.2%}"
                     f"{s.replayed_share:>7.1%}{r['speed-up']:>8.1f}x")
    counted = [r for r in rows if r["skipped"]]
    if counted:
        held = sum(r["holds"] for r in counted)
        low, high = wilson(held, len(counted))
        errors = [r["error"] for r in counted]
        widths = [(r["sampled"].interval[1] - r["sampled"].interval[0]) / 2
                  / r["sampled"].cycles for r in counted]
        lines.append(f"\n{held} of {len(counted)} intervals hold the full count "
                     f"({held / len(counted):.0%}, 95% Wilson interval {low:.0%}-{high:.0%}); "
                     f"error median {statistics.median(errors):.2%}, max {max(errors):.2%}; "
                     f"interval half-width mean {statistics.mean(widths):.2%}")
    return "\n".join(lines)


def _cuts(args, known, start):
    """main's --loops: LOOPED's rows (--only: of those kernels) and their summary."""
    rows = []
    for name, device, size, cut in (FRESH if args.fresh else ROUNDS if args.rounds_cut
                                     else XCDS if args.xcds else LOOPED):
        if (args.only and name not in args.only.split(",")
                or args.devices and device.partition("/")[0] not in args.devices.split(",")):
            continue
        try:
            rows.append(compare_cut(name, device, size, cut, known, args.separate))
            if args.full:
                args.full.write_text(json.dumps(known, indent=0))
        except Exception as err:            # noqa: BLE001 - a launch that fails is reported
            print(f"{name} {size} on {device}: {type(err).__name__}: {err}", flush=True)
            continue
        row = rows[-1]
        print(table(rows[-1:]).splitlines()[1], flush=True)
        print(f"    {row['sampled'].method}; functional {row['sampled functional s']:.1f} s, "
              f"replays {row['full replay s']:.1f} s full, {row['sampled replay s']:.1f} s "
              f"sampled ({row['sampled replay cpu s']:.1f} s CPU, "
              f"{row['sampled'].replayed_share:.1%} of the work replayed)", flush=True)
        if row["cuts"]:
            print("    cuts, shared by model / own replay: " + ", ".join(
                f"{n}: " + " ".join(f"{m} {v:,.0f} ({v / own - 1:+.2%})" for m, v in shared.items())
                + f" / {own:,}" for n, shared, own in row["cuts"]), flush=True)
    print(f"\n{table(rows)}\n({time.perf_counter() - start:.0f} s)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cus", type=int, default=4, help="compute units of each variant (4)")
    ap.add_argument("--rounds", default="32",
                    help="dispatch rounds of each launch, comma-separated sizes (32)")
    ap.add_argument("--only", help="kernels, comma-separated (all)")
    ap.add_argument("--devices", help="devices, comma-separated (all)")
    ap.add_argument("--loops", action="store_true",
                    help="the launches of few rounds on whole devices (LOOPED) instead")
    ap.add_argument("--separate", action="store_true",
                    help="with --loops: each cut replayed on its own too, for a comparison")
    ap.add_argument("--fresh", action="store_true",
                    help="with --loops: the launches not used to set the method (FRESH)")
    ap.add_argument("--rounds-cut", action="store_true",
                    help="with --loops: the launches of several rounds on variants (ROUNDS)")
    ap.add_argument("--xcds", action="store_true",
                    help="with --loops: one XCD for all on MI300X and its variants (XCDS)")
    ap.add_argument("--full", type=Path, help="a JSON file of the full timings: those found "
                    "there are not run again, new ones are added (to re-run the sampled ones)")
    args = ap.parse_args()
    known = json.loads(args.full.read_text()) if args.full and args.full.exists() else {}
    kernels = args.only.split(",") if args.only else KINDS
    rows, done = [], set()
    start = time.perf_counter()
    if args.loops:
        return _cuts(args, known, start)
    devices = (args.devices or ",".join(DEVICES)).split(",")
    for device, rounds, name in itertools.product(devices, map(int, args.rounds.split(",")),
                                                  kernels):
        rounds = min(rounds, AT_MOST.get(name, rounds))
        if (name.startswith("triton") and DEVICES[device][0] == "gfx900"
                or (name, device, rounds) in done):
            continue            # the Triton corpus is gfx90a's and gfx942's; a capped size done
        done.add((name, device, rounds))
        try:
            rows.append(compare(name, device, args.cus, rounds, known))
            if args.full:
                args.full.write_text(json.dumps(known, indent=0))
        except Exception as err:            # noqa: BLE001 - a launch that fails is reported
            print(f"{name} on {device}: {type(err).__name__}: {err}", flush=True)
            continue
        print(table(rows[-1:]).splitlines()[1], flush=True)
        row, full_cpu = rows[-1], rows[-1]["full replay cpu s"]
        print(f"    {row['sampled'].method}; replays "
              f"{'?' if full_cpu is None else f'{full_cpu:.1f}'} s CPU full, "
              f"{row['sampled replay cpu s']:.1f} s CPU sampled", flush=True)
    print(f"\n{table(rows)}\n({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()

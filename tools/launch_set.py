"""The timed-launch comparison set: every timed launch of the test corpus, replayed both ways
(each CU running on alone between what it shares, and ``lockstep``: every turn in the device's
time order, each memory request asked as it issues; timing/engine.py), the two results
compared field for field with each other and with the golden results committed in
tests/data/launch_set/golden.json.

The launches: each case of the kernel corpus (tests/kernels: the prebuilt code objects of
tests/data/kernels, on every target that builds it) and the memory microbenchmarks of
tests/timing/test_memory_kernels.py (gcnsim/kernels/micro_*.cl, built with clang-19). A
launch's fields are its TimingResult's ``as_dict()`` with each CU's and SIMD's busy cycles.
The golden file pins what the timing model gives; a change to the model changes it, and
``--diff`` says by how much per launch (cycles before and after) before ``--write`` takes it:

    python -m tools.launch_set --diff
    corpus/saxpy-gfx942            cycles  12242 ->  12251  (+0.1%)
    ...
    236 launches, 1 differ (fields: cycles, stalls, ...)

Usage: python -m tools.launch_set [--diff] [--write] [--only SUBSTRING]   (both: print what
moved, then take it)
"""
import argparse
import json
import sys
from pathlib import Path

import numpy as np

from gcnsim.runtime import Device
from gcnsim.timing import api as timing_api

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "data" / "launch_set" / "golden.json"
MICRO = ROOT / "gcnsim" / "kernels"
MICRO_TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


class OrdersDiffer(AssertionError):
    """The replay running ahead and the lockstep replay gave different results."""


def _corpus():
    """{name: launch(dev) -> None} of the kernel corpus's runs."""
    from tests.kernels.test_kernels import KERNELS, RUNS, build

    def launch(case, target):
        def run(dev):
            args, _ = build(case)
            program = dev.load(KERNELS / target / f"{case.source}.hsaco")
            device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
            getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                          timing=True)
        return target, run
    return {f"corpus/{case.name}-{target}": launch(case, target) for case, target in RUNS}


def _chase(dev):
    order = np.random.default_rng(3).permutation(256).astype(np.uint32)
    nxt = np.empty(256, np.uint32)
    nxt[order] = np.roll(order, -1)
    out = dev.array(np.zeros(1, np.uint32))
    dev.load(MICRO / "micro_chase.cl").micro_chase(dev.array(nxt), np.uint32(300), out, grid=1,
                                                   block=1, timing=True)


def _stream(dev):
    data = np.arange(4 * 4096, dtype=np.float32) % 7
    out = dev.array(np.zeros(1024, np.float32))
    dev.load(MICRO / "micro_stream.cl").micro_stream(dev.array(data), np.uint32(4096), out,
                                                     grid=1024, block=256, timing=True)


def _atomics(spread):
    def run(dev):
        counters = dev.array(np.zeros(32 * 256, np.uint32))
        dev.load(MICRO / "micro_atomics.cl").micro_atomics(counters, np.uint32(spread),
                                                           grid=256, block=64, timing=True)
    return run


def _micro():
    """{name: (target, launch(dev))} of the memory microbenchmarks."""
    runs = {"chase": _chase, "stream": _stream, "atomics-same": _atomics(0),
            "atomics-spread": _atomics(1)}
    return {f"micro/{name}-{target}": (target, run)
            for name, run in runs.items() for target in MICRO_TARGETS}


def launches():
    """{name: (target, launch(dev))}, in a fixed order."""
    return {**_corpus(), **_micro()}


def _fields(result):
    """A TimingResult's fields as JSON gives them back (tuples as lists)."""
    fields = json.loads(json.dumps(dict(result.as_dict(), cu_busy=result.cu_busy,
                                        simd_busy=result.simd_busy)))
    # a hot row's source names the checkout's path: kept relative, so any clone compares
    root = f"{ROOT}/"
    for row in fields.get("hottest", []):
        if isinstance(row[-1], str) and row[-1].startswith(root):
            row[-1] = row[-1][len(root):]
    return fields


def time_both(target, run):
    """The fields of the launch's timed result, after checking that lockstep gives the same
    (OrdersDiffer otherwise): every replay the launch makes (one per run its clock reads
    need) is made both ways, each from the memory state the launch starts from (a replay
    starts from a copy of a warm launch's: timing/engine.py ``warm``)."""
    original = timing_api.replay
    results = []

    def both(recorder, device, occupancy, **options):
        ahead = original(recorder, device, occupancy, **options)
        lockstep = original(recorder, device, occupancy, **dict(options, lockstep=True))
        fields = (_fields(ahead), _fields(lockstep))
        if fields[0] != fields[1]:
            keys = sorted(k for k in fields[0] if fields[0][k] != fields[1].get(k))
            raise OrdersDiffer(f"running ahead and lockstep differ in {', '.join(keys)}")
        results.append(fields[0])
        return ahead

    timing_api.replay = both
    try:
        run(Device(target))
    finally:
        timing_api.replay = original
    return results[-1]


def load_golden():
    return json.loads(GOLDEN.read_text())["launches"]


def differing(want, got):
    """The names of the fields that differ, sorted."""
    return sorted(k for k in set(want) | set(got) if want.get(k) != got.get(k))


def _report(name, want, got):
    """One line: the launch, its cycles before and after, the fields that differ."""
    before, after = want["cycles"], got["cycles"]
    change = (after - before) / before * 100 if before else 0.0
    return (f"{name:44} cycles {before:8} -> {after:8} ({change:+.1f}%)  "
            f"{', '.join(differing(want, got))}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write the golden file")
    parser.add_argument("--diff", action="store_true", help="compare with the golden file")
    parser.add_argument("--only", default="", help="launches whose name contains this")
    args = parser.parse_args(argv)
    golden = load_golden() if GOLDEN.exists() and args.diff else {}
    got, changed = {}, 0
    for name, (target, run) in launches().items():
        if args.only not in name:
            continue
        got[name] = fields = time_both(target, run)
        if args.diff and golden.get(name) != fields:
            changed += 1
            print(_report(name, golden.get(name, {"cycles": 0}), fields), flush=True)
    if args.write:
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        about = ("Timed launches of the test corpus (tools/launch_set.py): per launch the "
                 "TimingResult's fields, the same running ahead and in lockstep.")
        rows = ",\n".join(f"{json.dumps(name)}: {json.dumps(got[name], sort_keys=True)}"
                           for name in sorted(got))
        GOLDEN.write_text(f'{{"about": {json.dumps(about)},\n"launches": {{\n{rows}}}}}\n')
    print(f"{len(got)} launches, both orders agree; {changed} differ from the golden file")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())

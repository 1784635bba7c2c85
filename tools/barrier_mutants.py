"""The waits in front of s_barrier in the clang corpus, each deleted: on targets whose barrier
requires every counter at zero (without the back-off barrier: gfx701, gfx900) found statically
by the barrier-release rule, and (where another wave reads the store after the barrier)
computing a different answer than numpy under adversarial timing (emu/adversarial.py); on
targets with the back-off barrier (gfx90a, gfx942) a wait there is one LLVM does not need
(SIInsertWaitcnts waits for nothing before a back-off barrier, SIMemoryLegalizer's workgroup
release for no LDS or global store), so deleting it is harmless unless a load's result is used
after the barrier.

For every case of the kernel corpus (tests/kernels/cases.py) whose kernel reaches an s_barrier,
on every target it is built for, each ``s_waitcnt`` the kernel reaches immediately before an
``s_barrier`` is made an ``s_nop 0``. A mutant is *found* when ``gcnsim.check`` reports an
error in the launched kernel (barrier-release where the wait covered a store; waitcnt-read
where it covered only a load whose result is used after the barrier), and *wrong* when its
launch under
``checker="adversarial"`` leaves buffers that differ from the case's numpy reference (or
stops with an error); *harmless* when neither. The counts are committed
(tests/data/barrier_mutants.json) and pinned by tests/analysis/test_barrier_mutants.py.

    python -m tools.barrier_mutants [--target gfx900] [--out tests/data/barrier_mutants.json]
"""
import argparse
import json
import sys
from pathlib import Path

import numpy as np

import gcnsim
from gcnsim.asm import assemble_line
from gcnsim.codeobj.elf import read_elf
from gcnsim.outputs import write_output

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.kernels.cases import CASES  # noqa: E402 - the corpus' launches and references
from tests.kernels.test_kernels import build, wrong_results  # noqa: E402
from tools.mutants import KERNELS, TARGETS, reachable  # noqa: E402


def barrier_waits(data, kernel):
    """Offsets of the s_waitcnts the kernel reaches that stand right before an s_barrier."""
    insts = reachable(data, kernel)
    return [at for (at, inst), (after, then) in zip(insts, insts[1:])
            if inst.op.name == "s_waitcnt" and then.op.name == "s_barrier"
            and after == at + inst.size]


def deleted(data, target, at):
    """``data`` with the instruction at ``at`` (in .text) made an s_nop 0."""
    base = read_elf(data).section(".text").offset
    nop = assemble_line("s_nop 0", target).encode()
    out = bytearray(data)
    out[base + at:base + at + len(nop)] = nop
    return bytes(out)


def found(data, kernel):
    """The rules of the errors gcnsim.check reports in ``kernel``, sorted."""
    return sorted({f.rule for f in gcnsim.check(data)
                   if f.kernel == kernel and f.severity == "error"})


def wrong(case, target, data):
    """How the launch under adversarial timing goes wrong: "differs" from numpy, the name of
    the error it stops with, or None (right)."""
    args, copies = build(case)
    dev = gcnsim.Device(target)
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    try:
        getattr(dev.load(data), case.kernel)(*device_args, grid=case.grid, block=case.block,
                                            budget=5_000_000, checker="adversarial")
    except gcnsim.GcnsimError as err:
        return type(err).__name__
    results = {i: arg.numpy() for i, (a, arg) in enumerate(zip(args, device_args))
               if isinstance(a, np.ndarray)}
    return "differs" if wrong_results(case, target, results, copies) else None


def run(targets, names=()):
    """[{case, target, offset, found (rules), wrong (how, or None)}] of every mutant."""
    rows = []
    for target in targets:
        for case in CASES:
            path = KERNELS / target / f"{case.source}.hsaco"
            if not path.exists() or (names and case.name not in names):
                continue
            data = path.read_bytes()
            for at in barrier_waits(data, case.kernel):
                mutant = deleted(data, target, at)
                rows.append({"case": case.name, "target": target, "offset": at,
                             "found": found(mutant, case.kernel),
                             "wrong": wrong(case, target, mutant)})
                print(json.dumps(rows[-1]), flush=True)
    return rows


def summary(rows):
    """The counts: mutants, found statically (by barrier-release among them), wrong under
    adversarial timing (a different answer among them), wrong but not found (must be 0), and
    harmless (neither found nor wrong)."""
    return {"mutants": len(rows), "found": sum(bool(r["found"]) for r in rows),
            "barrier_release": sum("barrier-release" in r["found"] for r in rows),
            "wrong": sum(r["wrong"] is not None for r in rows),
            "differs": sum(r["wrong"] == "differs" for r in rows),
            "wrong_not_found": sum(r["wrong"] is not None and not r["found"] for r in rows),
            "harmless": sum(r["wrong"] is None and not r["found"] for r in rows)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", action="append", choices=TARGETS)
    parser.add_argument("--out", default="tests/data/barrier_mutants.json")
    args = parser.parse_args(argv)
    rows = run(args.target or TARGETS)
    text = json.dumps({"summary": summary(rows), "mutants": rows}, indent=1) + "\n"
    write_output(args.out, text, "results")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Mutants of the compiled kernel corpus, to measure the static checker against an oracle.

For every launch of the kernel corpus (tests/kernels/cases.py) and every target it is built for,
each ``s_waitcnt`` of the kernel's code is deleted (made an ``s_nop 0``) or weakened by one on
each counter it waits for, and each reachable ``s_nop N`` is shortened by one and to 0. A mutant
is unsafe when adversarial timing (emu/adversarial.py: every result lands as late as the waits
allow, a hazard's consumer reached early reads the value from before its producer wrote) changes
what the launch computes, or makes it fault; a nop mutant also when the launch reaches a
hazard's consumer too early at all (the dynamic checker: rules linked by no register change no
value); safe otherwise. The static checker (gcnsim.check) should flag every unsafe mutant (its
catch rate) and, ideally, no safe one (its false positives, named). A safe mutant that the
checker flags is mostly code that is right only for the inputs the corpus gives: a wait left out
on the path that other inputs take (a branch every wave of these inputs takes first waited
already), or a result whose lanes these inputs never use. Only the launched kernel's findings
count.

    python -m tools.mutants [--target gfx900] [--case saxpy/partial] [--out mutants.json]
"""
import argparse
import json
import sys
from collections import Counter
from pathlib import Path

import numpy as np

import gcnsim
from gcnsim.analysis.cfg import build_cfg
from gcnsim.asm import assemble_line
from gcnsim.codeobj.elf import read_elf
from gcnsim.outputs import write_output

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "data" / "kernels"
sys.path.insert(0, str(ROOT))
from tests.kernels.cases import CASES  # noqa: E402 - the corpus' launches and references

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


def reachable(data, kernel):
    """[(offset in .text, Instruction)] of the code a kernel of a code object reaches."""
    co = gcnsim.load_code_object(data)
    cfg = build_cfg(co.text, co.target, {kernel: co.kernels[kernel].entry - co.text_address})
    return sorted(i for block in cfg.blocks.values() for i in block.instructions)


def waitcnt_mutants(data, target, kernel):
    """[(description, mutated bytes)]: each s_waitcnt the kernel reaches deleted or weakened."""
    base = read_elf(data).section(".text").offset
    layout = gcnsim.get_target(target).waitcnt
    nop = assemble_line("s_nop 0", target).encode()
    out = []
    for offset, inst in reachable(data, kernel):
        if inst.op.name != "s_waitcnt":
            continue
        counts = layout.decode(inst.fields["simm16"])
        out.append((f"0x{offset:x} deleted", _patch(data, base + offset, nop)))
        for counter, n in counts.items():
            if n < layout.max(counter):
                word = assemble_line(f"s_waitcnt {_text({**counts, counter: n + 1})}",
                                     target).encode()
                out.append((f"0x{offset:x} {counter}({n}) -> ({n + 1})",
                            _patch(data, base + offset, word)))
    return out


def nop_mutants(data, target, kernel):
    """[(description, mutated bytes)]: each s_nop N the kernel reaches shortened by one and to
    0 (the wait states it gives drop from N + 1 to N and to 1; removing it would move code)."""
    base = read_elf(data).section(".text").offset
    out = []
    for offset, inst in reachable(data, kernel):
        n = inst.fields.get("simm16", 0) & 7 if inst.op.name == "s_nop" else 0
        for shorter in sorted({n - 1, 0}) if n else ():
            word = assemble_line(f"s_nop {shorter}", target).encode()
            out.append((f"0x{offset:x} s_nop {n} -> {shorter}",
                        _patch(data, base + offset, word)))
    return out


def _text(counts):
    return " ".join(f"{c}({n})" for c, n in counts.items())


def _patch(data, at, word):
    out = bytearray(data)
    out[at:at + len(word)] = word
    return bytes(out)


def _launch(case, target, data, checker):
    """(the buffers' contents, the Launch) of one launch of a case's code object ``data``, or
    the name of the gcnsim error it stopped with."""
    dev = gcnsim.Device(target)
    args = case.build(np.random.default_rng(case.seed()))
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    try:
        done = getattr(dev.load(data), case.kernel)(
            *device_args, grid=case.grid, block=case.block, budget=5_000_000, checker=checker)
    except gcnsim.GcnsimError as err:
        return type(err).__name__
    return tuple(a.numpy().tobytes() for a in device_args if isinstance(a, gcnsim.Buffer)), done


def hazards_reached(case, target, data):
    """Whether a launch reaches a hazard's consumer too early (the dynamic checker)."""
    ran = _launch(case, target, data, gcnsim.WaitcntChecker(mode="warn"))
    return isinstance(ran, str) or any(f.severity == "error" for f in ran[1].extra["hazards"])


def outcome(case, target, data):
    """What one launch leaves in its buffers under adversarial timing (or the error's name)."""
    ran = _launch(case, target, data, "adversarial")
    return ran if isinstance(ran, str) else ran[0]


def run(targets, names):
    """{target: summary} over the corpus."""
    results = {}
    for target in targets:
        tally, missed, false = Counter(), [], []
        for case in CASES:
            path = KERNELS / target / f"{case.source}.hsaco"
            if not path.exists() or (names and case.name not in names):
                continue
            data = path.read_bytes()
            right = outcome(case, target, data)
            mutants = [(w, m, False) for w, m in waitcnt_mutants(data, target, case.kernel)]
            mutants += [(w, m, True) for w, m in nop_mutants(data, target, case.kernel)]
            for what, mutant, nop in mutants:
                changed = outcome(case, target, mutant) != right
                unsafe = changed or (nop and hazards_reached(case, target, mutant))
                flagged = any(f.kernel == case.kernel and f.severity == "error"
                              for f in gcnsim.check(mutant))
                tally[("nop" if nop else "wait", unsafe, flagged)] += 1
                tally[("nop" if nop else "wait", "changed")] += changed
                if unsafe and not flagged:
                    missed.append(f"{case.name} {what}")
                if flagged and not unsafe:
                    false.append(f"{case.name} {what}")
        results[target] = {kind: _summary(tally, kind) for kind in ("wait", "nop")}
        results[target].update(missed=missed, false_positive_mutants=false)
        print(target, json.dumps({k: v for k, v in results[target].items()
                                  if not isinstance(v, list)}), flush=True)
    return results


def _summary(tally, kind):
    unsafe = tally[(kind, True, True)] + tally[(kind, True, False)]
    return {"mutants": sum(n for key, n in tally.items() if key[0] == kind and len(key) == 3),
            "unsafe": unsafe, "changed_result": tally[(kind, "changed")],
            "caught": tally[(kind, True, True)],
            "catch_rate": round(tally[(kind, True, True)] / unsafe, 4) if unsafe else None,
            "safe": tally[(kind, False, True)] + tally[(kind, False, False)],
            "false_positives": tally[(kind, False, True)]}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", action="append", choices=TARGETS)
    parser.add_argument("--case", action="append", help="a case name such as saxpy/partial")
    parser.add_argument("--out", default="mutants.json")
    args = parser.parse_args(argv)
    results = run(args.target or TARGETS, set(args.case or ()))
    write_output(args.out, json.dumps(results, indent=1) + "\n", "results")
    return 0


if __name__ == "__main__":
    sys.exit(main())

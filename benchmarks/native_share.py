"""The share of executed wave-instructions the native tier runs, per corpus, and the memory
mnemonics that still run interpreted, weighted by executions: the clang corpus
(tests/data/kernels, every target it is built for), the kernel-language corpus
(tests/lang/corpus.py, gfx942) and the Triton corpus (tests/data/triton).

Every segment is compiled at first sight (the steady state of repeated launches: tier.THRESHOLDS
at 0), no checker, one worker. A wave-instruction counts as native when a compiled segment ran
it (its entries up to where the segment stopped, once per wave and per loop trip), else as
interpreted (the executor's block counts, Executor.counts, give every execution).

With --rounds N it times the corpora instead (default tiering, disk cache off unless --cache
names one, or with --eager every segment compiled at first sight; no checker, one worker):
each kernel loaded once and launched 1 + N times, interpreted and native, CPU seconds
of the first launches and of each later round, each round's ratio and the medians', and the
seconds LLVM compiled and objects were loaded in (the same script runs on an older tree: it uses the
public API only). Each tier runs in a process of its own (this script again, with --tier), so
that the native tier's first launches are a new process's: run after the interpreted ones in
the same process, the collector's full passes over them walked the ~320,000 objects those left
(the decoder's and semantics' caches): 4.0 s of them, 2.3 s the interpreted ones'; and with
gcnsim's bytecode compiled beforehand, as an installed package has it (``installed``). Run it again with the same --cache
DIR for a new process finding the disk cache warm (and the codes' records, native/record.py).

    python benchmarks/native_share.py [--top 15] [--corpus clang,lang,triton]
                                      [--targets gfx701,...] [--rounds N [--cache DIR]
                                      [--eager]]
"""
import argparse
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gcnsim.emu import executor  # noqa: E402
from gcnsim.native import tier  # noqa: E402
from gcnsim.runtime import Device  # noqa: E402

TOTAL, NATIVE = Counter(), Counter()        # (corpus, mnemonic) -> wave-instructions
MEMORY = ("buffer_", "global_", "flat_", "scratch_", "ds_", "s_load", "s_buffer", "tbuffer_")


class Tally:
    """Counts every execution (Executor._count_classes) and the native ones (Segment runs)."""

    def __init__(self):
        self.corpus = None
        counted = executor.Executor._count_classes
        compile_ = tier.Segment._compile
        tally = self

        def count_classes(ex):
            for (block, ran), waves in ex.counts.items():
                for entry in block.entries[:ran]:
                    TOTAL[tally.corpus, entry.inst.op.name] += waves
            counted(ex)

        def compiled(segment, *how):
            run = compile_(segment, *how)
            if not run:
                return run

            def counted_run(st, idx, max_taken=0, env=None):
                taken, stop = run(st, idx, max_taken, env)
                tally.native(segment, idx.size, taken, segment.end if stop is None else stop)
                return taken, stop
            return counted_run
        executor.Executor._count_classes = count_classes
        tier.Segment._compile = compiled
        self.entries = {}

    def native(self, segment, waves, taken, end):
        names = self.entries[id(segment)]
        for k, name in enumerate(names):     # a trip stopped at ``end`` ran the entries before
            NATIVE[self.corpus, name] += waves * (taken + (segment.start + k < end))


def clang(targets, **options):
    from tests.kernels.test_kernels import KERNELS, RUNS, build
    for case, target in RUNS:
        if target not in targets:
            continue
        dev = Device(target)
        program = getattr(dev.load(KERNELS / target / f"{case.source}.hsaco"), case.kernel)
        args, _ = build(case)
        device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
        yield lambda p=program, a=device_args, c=case: p(*a, grid=c.grid, block=c.block,
                                                        checker=None, workers=1, **options)


def lang(targets, **options):
    from tests.lang.corpus import CASES
    for name in sorted(CASES):
        case = CASES[name]
        for target in (t for t in targets if t in case.targets):
            compiled = case.kernel.compile(target, divergence="exec", max_vgprs=case.max_vgprs)
            dev = Device(target)
            program = getattr(dev.load(compiled.code_object), compiled.name)
            args = case.inputs(np.random.default_rng(7))
            bufs = [dev.array(a.copy()) if isinstance(a, np.ndarray) else a for a in args]
            yield lambda p=program, b=bufs, c=case: p(*b, grid=c.grid, block=c.block,
                                                     checker=None, workers=1, **options)


def triton(targets, **options):
    from tests.kernels.test_triton import MANIFESTS
    from tests.kernels.triton_cases import CASES
    for path in MANIFESTS:
        manifest = json.loads(path.read_text())
        if manifest["target"] not in targets:
            continue
        _, args, _ = CASES[manifest["reference"]](manifest, np.random.default_rng(1))
        dev = Device(manifest["target"])
        program = dev.load(path.with_suffix(".hsaco").read_bytes())[manifest["kernel"]]
        device_args = [dev.array(a) if isinstance(a, np.ndarray) and a.ndim else a
                       for a in args]
        yield lambda p=program, a=device_args, m=manifest: p(
            *a, grid=m["grid"], block=m["block"], shared_mem=m["shared"], checker=None,
            workers=1, **options)


CORPORA = {"clang": clang, "lang": lang, "triton": triton}


def speed(corpora):
    """Print each corpus's first launches' and later rounds' CPU seconds, both tiers (each
    in a new process: ``timed``), the median later round, and what the native tier spent in
    LLVM and loading objects."""
    with installed() as env:
        for corpus in corpora:
            tiers(corpus, env)


@contextlib.contextmanager
def installed():
    """The tier processes' environment: gcnsim's bytecode compiled once beforehand, as an
    installed package has it (pip compiles it), where this process writes none
    (PYTHONDONTWRITEBYTECODE): else every process compiles each module it imports from source,
    the native tier's modules too (0.1-0.2 s inside its first launches; the Triton corpus's
    first launches measured so 0.83-0.91x, with bytecode 0.91-1.08x)."""
    env = dict(os.environ)
    if not sys.dont_write_bytecode:
        yield env
        return
    env.pop("PYTHONDONTWRITEBYTECODE")
    with tempfile.TemporaryDirectory(prefix="gcnsim-bytecode-") as prefix:
        env["PYTHONPYCACHEPREFIX"] = prefix
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "gcnsim")],
                       env=env, check=True)
        yield env


def tiers(corpus, env):
    """One corpus's lines of ``speed``, its tiers' processes run in ``env``."""
    medians, rounds_of = {}, {}
    for tier_name in ("interpreter", "native"):
        ran = subprocess.run([sys.executable, __file__, *sys.argv[1:], "--corpus", corpus,
                              "--tier", tier_name], capture_output=True, text=True,
                             check=True, env=env)
        *lines, last = ran.stdout.splitlines()
        print(*lines, sep="\n", flush=True)
        rounds_of[tier_name] = json.loads(last)
        medians[tier_name] = float(np.median(rounds_of[tier_name][1:]))
    ratios = [i / max(n, 1e-9) for i, n in zip(rounds_of["interpreter"],
                                                rounds_of["native"])]
    print(f"{corpus}: interpreter / native, first launches {ratios[0]:.2f}x, each later "
          f"round " + ", ".join(f"{x:.2f}" for x in ratios[1:]) + "x; later rounds "
          f"(medians) {medians['interpreter'] / max(medians['native'], 1e-9):.2f}x",
          flush=True)


def timed(corpus, targets, rounds, tier_name):
    """Run ``corpus`` on ``tier_name`` (in this process): print its first launches' and
    later rounds' CPU seconds and the JIT's, then the rounds as a JSON list (speed reads it)."""
    jit = sys.modules.get("gcnsim.native.jit")
    before = _jit_spent(jit)
    first, later = 0.0, [0.0] * rounds
    for launch in CORPORA[corpus](targets, tier=tier_name):
        for k in range(rounds + 1):
            start = time.process_time()
            launch()
            spent = time.process_time() - start
            if k:
                later[k - 1] += spent
            else:
                first += spent
    median = float(np.median(later))
    spent = np.subtract(_jit_spent(sys.modules.get("gcnsim.native.jit")), before)
    made = (f", {spent[4]:.0f} functions' IR in {spent[5]:.2f} s: "
            f"{(spent[0] + spent[5]) / spent[4] * 1e3:.1f} ms a function made"
            if spent[4] else "")
    print(f"{corpus} {','.join(targets)} {tier_name:>11}: first launches {first:.2f} s "
          f"CPU, later rounds " + ", ".join(f"{x:.2f}" for x in later) + " s (median "
          f"{median:.2f}); LLVM {spent[0]:.2f} s for {spent[1]:.0f} "
          f"modules, {spent[2]:.0f} objects loaded in {spent[3]:.3f} s{made}")
    print(json.dumps([first, *later]), flush=True)


def _jit_spent(jit):
    """(LLVM seconds, modules compiled, objects loaded, their seconds, named functions made,
    seconds making their IR) of the process's JIT."""
    engine = jit and jit.Jit._instance
    if not engine:
        return (0.0, 0, 0, 0.0, 0, 0.0)
    return tuple(getattr(engine, name, 0) for name in     # (an older tree counts only some)
                 ("compile_seconds", "compiled", "loads", "load_seconds", "made",
                  "ir_seconds"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--corpus", default="clang,lang,triton")
    ap.add_argument("--targets", default="gfx701,gfx900,gfx90a,gfx942")
    ap.add_argument("--rounds", type=int, default=0)
    ap.add_argument("--eager", action="store_true", help="with --rounds: compile every "
                    "segment at first sight (later rounds: the native steady state)")
    ap.add_argument("--cache", metavar="DIR", help="with --rounds: keep compiled code in DIR's "
                    "disk cache (a second run measures a new process finding it warm)")
    ap.add_argument("--tier", help=argparse.SUPPRESS)     # (speed's own: one tier here)
    args = ap.parse_args()
    os.environ["GCNSIM_CACHE"] = "off"
    if args.cache:
        os.environ["XDG_CACHE_HOME"] = args.cache
        os.environ.pop("GCNSIM_CACHE")
    os.environ.pop("GCNSIM_TIER", None)
    targets = args.targets.split(",")
    if args.rounds:
        for name in tier.THRESHOLDS if args.eager else ():
            setattr(tier, name, 0.0)
        if args.tier:
            timed(args.corpus, targets, args.rounds, args.tier)
        else:
            speed(args.corpus.split(","))
        return
    for name in tier.THRESHOLDS:
        setattr(tier, name, 0.0)
    tally = Tally()
    segment_init = tier.Segment.__init__

    def init(segment, start, end, lowered, valu, *rest, **named):
        segment_init(segment, start, end, lowered, valu, *rest, **named)
        tally.entries[id(segment)] = [x.name for x in lowered]
    tier.Segment.__init__ = init
    for corpus in args.corpus.split(","):
        tally.corpus = corpus
        for launch in CORPORA[corpus](targets):
            launch()
        total = sum(v for (c, _), v in TOTAL.items() if c == corpus)
        native = sum(v for (c, _), v in NATIVE.items() if c == corpus)
        print(f"{corpus}: {total:,} wave-instructions, {native / max(total, 1):.1%} native")
        left = Counter({n: v - NATIVE[c, n] for (c, n), v in TOTAL.items()
                        if c == corpus and v > NATIVE[c, n]})
        memory = Counter({n: v for n, v in left.items() if n.startswith(MEMORY)})
        for title, counts in (("memory", memory), ("any", left)):
            print(f"  interpreted, {title} mnemonics: {sum(counts.values()):,} "
                  f"({sum(counts.values()) / max(total, 1):.1%})")
            for name, count in counts.most_common(args.top):
                print(f"    {name}: {count:,} ({count / max(total, 1):.2%})")


if __name__ == "__main__":
    main()

"""Fuzz campaigns against the public API, in-process: every input is hostile, and only
gcnsim's own errors (GcnsimError) may come out. Each case is a function of one seed, so a
failure is reproduced by its seed alone; tests/test_fuzz_campaigns.py runs a few hundred seeds
per campaign through hypothesis, and this script runs as many as asked and writes a summary.

Campaigns:
- codeobj: a code object of the kernel corpus, mutated (bytes, truncation, ELF/program/section
  header fields, descriptor fields), loaded and, if it loads, every kernel launched with
  arguments made from its metadata (small budget);
- launch: saxpy launched with random launch options and argument values of every kind;
- asm: random assembly text (instructions, directives, .amdhsa_kernel blocks) loaded and run.

    python -m tools.fuzz [--cases 100000] [--campaign codeobj] [--out fuzz-summary.json]

The summary gives per campaign: cases, escapes (exceptions that are not GcnsimError, and
ExecutionError, which wraps a fault inside an instruction's step: each with its seed and
message), gcnsim errors by type, seconds, the process's peak RSS and the cases that raised it
by more than 256 MiB.
"""
import argparse
import json
import random
import resource
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

import numpy as np

import gcnsim
from gcnsim.codeobj.elf import read_elf
from gcnsim.emu.executor import ExecutionError
from gcnsim.outputs import write_output
from gcnsim.runtime.args import arg_type

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "data" / "kernels"
SOURCES = ("saxpy", "vector_add", "args_struct", "branch_if_else", "reduce_lds",
           "private_array", "args_preload", "atomics_global")
BUDGET = 20_000


def corpus():
    """[(target, bytes)] of the corpus code objects the codeobj campaign mutates."""
    return [(p.parent.name, p.read_bytes()) for p in sorted(KERNELS.glob("*/*.hsaco"))
            if p.stem in SOURCES]


_CORPUS = []


# ---- codeobj ---------------------------------------------------------------------------------

def _mutate(rng, data):
    image = bytearray(data)
    kind = rng.randrange(5)
    if kind == 0:
        for _ in range(rng.randint(1, 8)):
            image[rng.randrange(len(image))] = rng.randrange(256)
    elif kind == 1:
        image = image[:rng.randrange(len(image))]
    else:
        elf = read_elf(data)
        if kind == 2:                                  # an ELF header field
            at, width = rng.choice([(0x10, 2), (0x12, 2), (0x18, 8), (0x20, 8), (0x28, 8),
                                    (0x30, 4), (0x36, 2), (0x38, 2), (0x3c, 2), (0x3e, 2)])
        elif kind == 3:                                # a program header field
            at = elf.header["e_phoff"] + 56 * rng.randrange(max(elf.header["e_phnum"], 1))
            at, width = at + rng.choice([0, 8, 16, 32, 40]), 8
        else:                                          # a section header or descriptor field
            at = elf.header["e_shoff"] + 64 * rng.randrange(max(elf.header["e_shnum"], 1))
            at, width = at + rng.choice([4, 16, 24, 32]), 8
        value = rng.choice([0, 1, 0xFF, 1 << 31, 6 << 30, 1 << 62, (1 << 64) - 1,
                            rng.getrandbits(64)])
        if at + width <= len(image):
            image[at:at + width] = (value % (1 << 8 * width)).to_bytes(width, "little")
    return bytes(image)


def _arguments(rng, dev, kernel):
    values = []
    for arg in kernel.args:
        if arg.value_kind == "global_buffer":
            values.append(dev.empty(rng.choice([1, 64, 1024]), np.uint32))
        elif arg.value_kind == "dynamic_shared_pointer":
            values.append(gcnsim.LocalMemory(rng.choice([0, 64, 4096])))
        elif arg_type(arg).known and rng.random() < 0.9:
            values.append(np.zeros(arg_type(arg).count, arg_type(arg).dtype)
                          if arg_type(arg).count > 1 else arg_type(arg).dtype.type(0))
        else:
            values.append(bytes(rng.getrandbits(8) for _ in range(arg.size)))
    return values


def case_codeobj(seed):
    rng = random.Random(seed)
    if not _CORPUS:
        _CORPUS.extend(corpus())
    target, data = rng.choice(_CORPUS)
    dev = gcnsim.Device(target)
    program = dev.load(_mutate(rng, data))
    for kernel in list(getattr(program, "kernels", {}).values()):
        kernel(*_arguments(rng, dev, kernel), grid=rng.choice([1, 64, 200]),
               block=rng.choice([1, 64, 128]), budget=BUDGET,
               checker=rng.choice([None, None, gcnsim.WaitcntChecker(mode="warn")]))


# ---- launch ----------------------------------------------------------------------------------

def _value(rng, dev, other):
    return rng.choice([
        lambda: rng.randint(-2**70, 2**70), lambda: rng.randint(-5, 5),
        lambda: rng.uniform(-1e300, 1e300), lambda: float("nan"), lambda: 1e40,
        lambda: np.float32(rng.random()), lambda: np.int64(rng.getrandbits(63)),
        lambda: np.uint8(7), lambda: np.float16(2), lambda: None, lambda: "x", lambda: b"abcd",
        lambda: [1, 2], lambda: (1.5,), lambda: dev.empty(rng.randint(0, 300)),
        lambda: other.empty(4), lambda: gcnsim.LocalMemory(8), lambda: object(),
        lambda: np.zeros((), [("a", "<f4")])[()], lambda: np.array([1, 2], np.int32)])()


def _shape(rng):
    return rng.choice([
        lambda: rng.randint(-3, 5000), lambda: rng.choice([0, 1, 64, 2**32 - 1, 2**32]),
        lambda: tuple(rng.randint(0, 70) for _ in range(rng.randint(0, 4))),
        lambda: rng.uniform(0, 100), lambda: "64", lambda: None, lambda: [64, 2],
        lambda: np.int64(128), lambda: True])()


def case_launch(seed):
    rng = random.Random(seed)
    dev = gcnsim.Device("gfx900")
    other = gcnsim.Device("gfx900")
    kernel = dev.load(KERNELS / "gfx900" / "saxpy.hsaco").saxpy
    if rng.random() < 0.5:
        args = [_value(rng, dev, other) for _ in range(rng.choice([3, 4, 4, 4, 5]))]
    else:
        n = rng.randint(0, 300)
        args = [rng.random(), dev.empty(n), dev.empty(n), rng.choice([n, n + 1, 2**31 - 1])]
    if rng.random() < 0.5:
        options = {"grid": _shape(rng), "block": _shape(rng), "budget": BUDGET}
    else:
        options = {"grid": rng.randint(0, 2000), "block": rng.choice([1, 63, 64, 256, 1024]),
                   "budget": BUDGET}
    extra = rng.randint(0, 3) if rng.random() < 0.3 else 0
    for key in rng.sample(["shared_mem", "timeout", "kernarg_preload", "max_waves", "tba",
                           "checker", "budget", "blok", "grid"], extra):
        options[key] = rng.choice([-1, 0, 1, 2**40, 0.5, None, "x", True,
                                   gcnsim.WaitcntChecker()])
    if options.get("budget") is None or not isinstance(options["budget"], int) or \
            options["budget"] > BUDGET:
        options["budget"] = BUDGET
    kernel(*args, **options)


# ---- asm -------------------------------------------------------------------------------------

_MNEMONICS = ["s_mov_b32", "s_add_u32", "v_add_f32", "v_mov_b32", "global_load_dword",
              "global_store_dword", "ds_read_b32", "ds_write_b32", "s_waitcnt", "s_branch",
              "s_cbranch_scc0", "v_cmp_eq_u32", "s_load_dword", "buffer_load_dword", "s_nop",
              "s_endpgm", "s_barrier", "v_mad_u32_u24", "flat_load_dword", "s_setpc_b64",
              "s_getpc_b64", "v_readlane_b32", "s_trap", "s_sleep", "s_dcache_inv", "bogus"]
_OPERANDS = ["v0", "v1", "v255", "s0", "s[0:1]", "s[2:3]", "s101", "vcc", "exec", "m0",
             "0", "-1", "0x7fffffff", "1.0", "off", "offset:4", "glc", "label", "v[0:1]",
             "s[4:7]", "a0", "lgkmcnt(0)", "vmcnt(0)", "3", "ttmp0"]
_DIRECTIVES = [".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr",
               ".amdhsa_private_segment_fixed_size", ".amdhsa_group_segment_fixed_size",
               ".amdhsa_user_sgpr_kernarg_segment_ptr", ".amdhsa_accum_offset",
               ".amdhsa_system_vgpr_workitem_id", ".amdhsa_next_free_vgpr", ".bogus"]


_VALID = ["s_mov_b32 s0, s1", "s_add_u32 s2, s2, 1", "v_mov_b32 v1, s0",
          "v_add_f32 v2, v1, v1", "global_load_dword v3, v[0:1], off",
          "global_store_dword v[0:1], v2, off", "s_load_dword s4, s[0:1], 0x0",
          "ds_read_b32 v4, v1", "ds_write_b32 v1, v2", "s_waitcnt 0", "s_barrier",
          "v_cmp_eq_u32 vcc, 0, v1", "s_cbranch_vccnz label", "s_branch label",
          "s_trap 3", "s_sleep 1", "v_readfirstlane_b32 s5, v1", "s_getpc_b64 s[6:7]",
          "s_setpc_b64 s[6:7]", "flat_load_dword v5, v[0:1]", "v_mov_b32 v0, 0",
          "v_mov_b32 v1, 0", "s_mov_b32 m0, -1", "buffer_load_dword v6, off, s[8:11], 0"]


def _instruction(rng):
    if rng.random() < 0.93:
        return rng.choice(_VALID)
    ops = ", ".join(rng.choice(_OPERANDS) for _ in range(rng.randint(0, 3)))
    return f"{rng.choice(_MNEMONICS)} {ops}".strip()


def random_assembly(rng, target):
    body = [_instruction(rng) for _ in range(rng.randint(0, 12))]
    if rng.random() < 0.3:
        body.insert(rng.randint(0, len(body)), "label:")
    if rng.random() < 0.5:
        return "\n".join(body + ["s_endpgm"])
    lines = [f"{d} {rng.choice([0, 1, 3, 8, 255, 256, 70000, -1])}"
             for d in rng.sample(_DIRECTIVES, rng.randint(0, 4))]
    if rng.random() < 0.8:
        lines += [".amdhsa_next_free_vgpr 8", ".amdhsa_next_free_sgpr 16"]
        if target in ("gfx90a", "gfx942"):
            lines.append(".amdhsa_accum_offset 8")
    return (f'.amdgcn_target "amdgcn-amd-amdhsa--{target}"\n.text\n.globl k\n.p2align 8\n'
            f".type k,@function\nk:\n" + "\n".join(body) + "\ns_endpgm\n.rodata\n.p2align 6\n"
            ".amdhsa_kernel k\n" + "\n".join(lines) + "\n.end_amdhsa_kernel\n")


def case_asm(seed):
    rng = random.Random(seed)
    target = rng.choice(["gfx701", "gfx900", "gfx90a", "gfx942"])
    dev = gcnsim.Device(target)
    program = dev.load(random_assembly(rng, target))
    checker = rng.choice([None, "adversarial", gcnsim.WaitcntChecker(mode="warn")])
    if isinstance(program, gcnsim.RawProgram):
        program.run(64, budget=BUDGET, sgprs={0: (0, 1)}, checker=checker)
    else:
        for kernel in program.kernels.values():
            kernel(grid=64, budget=BUDGET, checker=checker)


CAMPAIGNS = {"codeobj": case_codeobj, "launch": case_launch, "asm": case_asm}


def run_campaign(case, seeds):
    """Summary of running ``case`` on every seed: escapes are kept, gcnsim errors counted."""
    errors, escapes, growth = Counter(), [], []
    start = time.perf_counter()
    for seed in seeds:
        before = _rss_mib()
        try:
            case(seed)
            errors["ok"] += 1
        except ExecutionError as err:     # a fault inside a step: gcnsim's own bug
            escapes.append({"seed": seed, "error": str(err)[:300],
                            "where": repr(err.__cause__)[:200]})
        except gcnsim.GcnsimError as err:
            errors[type(err).__name__] += 1
        except Exception as err:      # noqa: BLE001 - an escape is what this script looks for
            escapes.append({"seed": seed, "error": f"{type(err).__name__}: {err}"[:300],
                            "where": traceback.format_exc().splitlines()[-3][:200]})
        if _rss_mib() - before > 256:
            growth.append({"seed": seed, "peak_rss_mib": _rss_mib()})
    return {"cases": len(seeds), "escapes": len(escapes), "escape_examples": escapes[:20],
            "outcomes": dict(errors.most_common()),
            "seconds": round(time.perf_counter() - start, 1), "peak_rss_mib": _rss_mib(),
            "rss_jumps": growth[:20]}


def _rss_mib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=100_000)
    parser.add_argument("--campaign", action="append", choices=sorted(CAMPAIGNS))
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--out", default="fuzz-summary.json")
    args = parser.parse_args(argv)
    summary = {}
    for name in args.campaign or sorted(CAMPAIGNS):
        seeds = range(args.first_seed, args.first_seed + args.cases)
        summary[name] = run_campaign(CAMPAIGNS[name], seeds)
        print(name, json.dumps({k: v for k, v in summary[name].items()
                                if k != "escape_examples"}), flush=True)
    write_output(args.out, json.dumps(summary, indent=1) + "\n", "summary")
    return 1 if any(s["escapes"] for s in summary.values()) else 0


if __name__ == "__main__":
    sys.exit(main())

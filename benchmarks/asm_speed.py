"""Assembler and disassembler throughput, in instructions per second.

Target: at least 100,000 instructions/s each way. Two workloads per target:

- clang: the clang-19 -S output of the project's OpenCL kernels (tests/data/kernels), assembled
  whole (directives, labels, metadata) and the kernels' code disassembled (each kernel's own
  bytes, not the alignment padding after it): what a compiler writer's tool does;
- corpus: the golden corpus (tests/data/corpus), where every line is a different instruction
  with different operands and modifiers: the worst case for every cache.

The decoder's and the assembler's shared caches (decoded words, encoded lines, operand
tokens) are emptied before each run; within a run, a line seen before is not parsed again.
The baseline printed beside the figures is numpy's float32 elementwise add rate in the same run.

    python benchmarks/asm_speed.py [--repeat 3]
"""
import argparse
import time
from pathlib import Path

import numpy as np

from gcnsim.asm import assemble, disassemble
from gcnsim.asm.assembler import clear_line_cache
from gcnsim.asm.disassembler import clear_decode_cache
from gcnsim.codeobj import load_code_object

ROOT = Path(__file__).resolve().parent.parent / "tests" / "data"
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


def corpus(target):
    """(lines of text, their bytes concatenated) of a target's golden corpus."""
    texts, blobs = [], []
    for path in sorted((ROOT / "corpus").glob(f"{target}_*.txt")):
        for line in path.read_text().splitlines():
            if line:
                text, hexbytes, _ = line.split("\t")
                texts.append(text)
                blobs.append(bytes.fromhex(hexbytes))
    return texts, b"".join(blobs)


def clang(target):
    """(clang -S sources, kernel code blobs) of a target's kernel corpus."""
    folder = ROOT / "kernels" / target
    sources = [p.read_text() for p in sorted(folder.glob("*.s"))]
    blobs = []
    for path in sorted(folder.glob("*.hsaco")):
        co = load_code_object(path)
        for kernel in co.kernels.values():
            blobs.append(co.text[kernel.text_offset:kernel.text_offset + kernel.size])
    return sources, blobs


def best_of(repeat, fn):
    """(best wall time of ``repeat`` cold runs, what fn returned)."""
    best, value = float("inf"), None
    for _ in range(repeat):
        clear_decode_cache()
        clear_line_cache()
        start = time.perf_counter()
        value = fn()
        best = min(best, time.perf_counter() - start)
    return best, value


def numpy_baseline():
    a = np.ones(1 << 22, np.float32)
    b = np.ones(1 << 22, np.float32)
    out = np.empty_like(a)
    seconds, _ = best_of(5, lambda: np.add(a, b, out=out))
    return a.size / seconds


def measure(target, repeat):
    sources, blobs = clang(target)
    texts, code = corpus(target)
    rows = []
    if sources:
        t, n = best_of(repeat, lambda: sum(len(assemble(s, target).instructions)
                                           for s in sources))
        rows.append(("clang", "assemble", n, n / t))
    if blobs and target != "gfx701":
        t, n = best_of(repeat, lambda: sum(len(disassemble(b, target)) for b in blobs))
        rows.append(("clang", "disassemble", n, n / t))
    source = "\n".join(texts)
    t, _ = best_of(repeat, lambda: assemble(source, target))
    rows.append(("corpus", "assemble", len(texts), len(texts) / t))
    if target != "gfx701":
        t, _ = best_of(repeat, lambda: disassemble(code, target))
        rows.append(("corpus", "disassemble", len(texts), len(texts) / t))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    print(f"numpy float32 add baseline: {numpy_baseline() / 1e6:,.0f} M elements/s")
    for target in TARGETS:
        for workload, what, n, rate in measure(target, args.repeat):
            print(f"{target} {workload:6} {what:11} {n:7,d} instructions {rate:10,.0f}/s")


if __name__ == "__main__":
    main()

"""Assembler and disassembler throughput, in instructions per second, on the golden corpus.

Target (issue 2): at least 100,000 instructions/s each way. The baseline printed beside it is
numpy's float32 elementwise add rate in the same run, so figures from different machines can be
compared.

    python benchmarks/asm_speed.py [--repeat 3]
"""
import argparse
import time
from pathlib import Path

import numpy as np

from gcnsim.asm import assemble, disassemble
from gcnsim.asm.disassembler import clear_decode_cache
from gcnsim.isa.targets import get_target

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpus"


def corpus(target):
    texts, blobs = [], []
    for path in sorted(CORPUS.glob(f"{target}_*.txt")):
        for line in path.read_text().splitlines():
            if line:
                text, hexbytes, _ = line.split("\t")
                texts.append(text)
                blobs.append(bytes.fromhex(hexbytes))
    return texts, b"".join(blobs)


def best_of(repeat, fn):
    """Best wall time of ``repeat`` cold runs (the decoder's cache emptied before each)."""
    best = float("inf")
    for _ in range(repeat):
        clear_decode_cache()
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def numpy_baseline():
    a = np.ones(1 << 22, np.float32)
    b = np.ones(1 << 22, np.float32)
    out = np.empty_like(a)
    seconds = best_of(5, lambda: np.add(a, b, out=out))
    return a.size / seconds


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    print(f"numpy float32 add baseline: {numpy_baseline() / 1e9:.2f} G elements/s")
    for name in ("gfx701", "gfx900", "gfx90a", "gfx942"):
        target = get_target(name)
        texts, code = corpus(name)
        if not texts:
            continue
        source = "\n".join(texts)
        t_asm = best_of(args.repeat, lambda: assemble(source, target))
        line = f"{name}: {len(texts):6d} instructions  assemble {len(texts) / t_asm:9,.0f}/s"
        if target.generation >= 9:
            t_dis = best_of(args.repeat, lambda: disassemble(code, target))
            line += f"  disassemble {len(texts) / t_dis:9,.0f}/s"
        print(line)


if __name__ == "__main__":
    main()

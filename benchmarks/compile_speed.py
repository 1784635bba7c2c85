"""Compile speed of the kernel language: a generated 200-line kernel (straight-line arithmetic,
nested ifs, loops and memory), compiled for each target with the exec scheme; goal under one
second. Prints numpy's float32 add rate from the same run as the machine's baseline."""
import importlib.util
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


def source(lines=200):
    body = ["    i = global_id(0)", "    a = x[i]", "    b = x[i + 1]", "    c = i"]
    k = 0
    while len(body) < lines - 2:
        k += 1
        body += [f"    if a < b + {k % 9}:", f"        a = a * 3 + c", f"        b = b ^ a",
                 "    else:", f"        c = c + b", f"    for k{k} in range(c & 3):",
                 f"        a = a + k{k}", f"        x[i + k{k}] = a - b"]
    body.append("    out[i] = a + b + c")
    head = ["from gcnsim.lang import kernel, Ptr, i32, global_id", "", "@kernel",
            "def big(x: Ptr[i32], out: Ptr[i32]):"]
    return "\n".join(head + body) + "\n", len(body) + 1


def main():
    text, n = source()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big_kernel.py"
        path.write_text(text)
        spec = importlib.util.spec_from_file_location("big_kernel", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for target in TARGETS:
            best = min(_timed(module.big, target) for _ in range(3))
            compiled = module.big.compile(target)
            print(f"{target}: {n}-line kernel, {compiled.instructions} instructions, "
                  f"compiled in {best:.3f} s (best of 3)")
    a = np.ones(1 << 22, np.float32)
    start = time.perf_counter()
    for _ in range(10):
        np.add(a, a)
    rate = 10 * a.size / (time.perf_counter() - start)
    print(f"numpy float32 add: {rate / 1e9:.2f} G elements/s")
    return 0


def _timed(k, target):
    start = time.perf_counter()
    k.compile(target)
    return time.perf_counter() - start


if __name__ == "__main__":
    sys.exit(main())

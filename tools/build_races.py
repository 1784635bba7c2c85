"""Build the race corpus (tests/data/races/races.cl) with clang-19 for the race detector's tests.

The kernels use clang builtins only (no device libraries), built as tools/build_kernels.py
builds with ``--debug`` (-O2 -g, the source named by its path in the checkout, compilation
directory "."), so the code object's line table names tests/data/races/races.cl and no path of
the machine that built it:

    python -m tools.build_races [--out DIR]  -> tests/data/races/races_gfx900.hsaco, ..._gfx942
"""
import argparse
import sys
from pathlib import Path

from tools.build_kernels import CLANG, DEBUG_FLAGS, ROOT, run

SOURCE = ROOT / "tests" / "data" / "races" / "races.cl"
TARGETS = ("gfx900", "gfx942")


def output(target, out=SOURCE.parent):
    return Path(out) / f"races_{target}.hsaco"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(SOURCE.parent), help="directory to write into")
    out = parser.parse_args(argv).out
    for target in TARGETS:
        path = output(target, out)
        run(CLANG + [f"-mcpu={target}", "-nogpulib"] + DEBUG_FLAGS
            + [str(SOURCE.relative_to(ROOT)), "-o", str(path.resolve())], cwd=ROOT)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

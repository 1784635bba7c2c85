"""LLVM's scheduling model of every MFMA opcode row of gfx90a and gfx942, from llvm-mca-19.

LLVM's SISchedule.td gives each v_mfma*/v_smfmac* a write class whose resource cycles are its
passes on the matrix unit (one pass = 4 cycles) and whose latency is the cycles until its result
may be read. llvm-mca-19 prints both per instruction (RThroughput and Latency), so one batched
run per target gives the expectation the test of gcnsim/isa/mfma_timing.py compares against:

    v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]   ->  "latency": 12, "passes": 8

Usage: python -m tools.gen_mfma_timing [--check]   (writes or compares
tests/data/mfma_timing/<target>.json; --check exits 1 on a difference).
"""
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from gcnsim.isa.mfma_timing import MFMA_TARGETS, is_mfma
from gcnsim.isa.opcodes import op_table

LLVM_MCA = "llvm-mca-19"
DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "mfma_timing"
_ROW = re.compile(r"^\s*\d+\s+(\d+)\s+(\d+\.\d+)\s+.*?\s(v_s?mfma\S*)\s")


def have_tools():
    return shutil.which(LLVM_MCA) is not None


def _operand(spec, start):
    """Operand text for an operand spec of the opcode table: AGPRs for accumulators ("c"),
    VGPRs otherwise, placed from register ``start``."""
    reg = "a" if "c" in spec.kind else "v"
    if spec.width == 1:
        return f"{reg}{start}"
    return f"{reg}[{start}:{start + spec.width - 1}]"


def instruction(row):
    """One line llvm-mc accepts for an MFMA row: dst and src2 at register 0 (src2 of smfmac,
    a VGPR index, after the sources), src0 and src1 after each other in VGPRs."""
    start = {"v": 0, "a": 0}
    parts = []
    for spec in row.operands:
        reg = "a" if "c" in spec.kind else "v"
        first = 0 if spec.field in ("vdst", "src2") and reg == "a" else start[reg]
        parts.append(_operand(spec, first))
        if first == start[reg]:
            start[reg] += spec.width + (spec.width % 2)      # even-aligned on gfx90a+
    return f"{row.name} {', '.join(parts)}"


def llvm_model(target):
    """{mnemonic: {"latency": cycles, "passes": RThroughput}} for every MFMA row of a target."""
    rows = [row for row in op_table(target).rows if is_mfma(row.name)]
    text = "".join(instruction(row) + "\n" for row in rows)
    with tempfile.NamedTemporaryFile("w", suffix=".s") as f:
        f.write(text)
        f.flush()
        out = subprocess.run([LLVM_MCA, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                              "-instruction-info", "-iterations=1", "-resource-pressure=0",
                              f.name], capture_output=True, text=True, check=True).stdout
    model = {}
    for line in out.splitlines():
        m = _ROW.match(line)
        if m:
            cycles = float(m.group(2))
            model[m.group(3)] = {"latency": int(m.group(1)), "passes": int(cycles)}
    missing = [row.name for row in rows if row.name not in model]
    if missing:
        raise RuntimeError(f"llvm-mca-19 gave no line for {missing} on {target}")
    return model


def render(target):
    header = {"generator": "tools/gen_mfma_timing.py", "input": f"llvm-mca-19 -mcpu={target}"}
    return json.dumps({"about": header, "model": llvm_model(target)}, indent=1,
                      sort_keys=True) + "\n"


def main(argv=None):
    check = "--check" in (argv if argv is not None else sys.argv[1:])
    status = 0
    for target in MFMA_TARGETS:
        path = DATA / f"{target}.json"
        text = render(target)
        if check:
            if not path.exists() or path.read_text() != text:
                print(f"{path} differs from what llvm-mca-19 gives today")
                status = 1
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    return status


if __name__ == "__main__":
    sys.exit(main())

"""The small sweep the sweep tests share: clang's saxpy on two devices (one a variant with
fewer compute units), two sizes, on the interpreter (no native compile in each worker)."""
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAXPY = str(ROOT / "tests" / "data" / "kernels" / "{target}" / "saxpy.hsaco")


def saxpy_args(point):
    return ["f32=2.0", f"f32:{point.size}:rand", f"f32:{point.size}:ones", f"i32={point.size}"]


def saxpy_sweep(sizes=(64, 256), **more):
    """Keywords of gcnsim.sweep for the shared sweep."""
    return {"kernels": {"saxpy": SAXPY}, "devices": ["vega64", "mi300x"],
            "variants": {"compute_units": [8]}, "sizes": list(sizes), "args": saxpy_args,
            "block": 64, "options": {"tier": "interpreter"}, **more}


def processes(word, parent=None):
    """Pids of this machine's processes whose command line holds ``word`` (from /proc); with
    ``parent``, only that process's children (the machine is shared: other tests' and other
    users' sweeps run workers with the same command line)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as f:
                    line = f.read().replace(b"\0", b" ").decode(errors="replace")
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if word in line and parent in (None, ppid):
                found.append(int(entry))
    return found

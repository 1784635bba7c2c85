"""``gcnsim demo``: the README's main job, with no LLVM needed. Every row of its tables says what
it means, and it ends with commands to try next (on the kernel it shipped).

1. Listing 8.1 of "Heterogeneous Computing with OpenCL 2.0" (Kaeli et al.), section 8.2 "AMD
   Radeon R9 290X GPU": the GCN2 code of
   ``if (get_global_id(0) == 0) out[i] = in[i]; else out[i] = 0;`` runs on a simulated gfx701
   over 256 work-items under the AMD OpenCL ABI of its day: out[0] = in[0], 0 elsewhere.
2. saxpy built by clang-19 for gfx900 (shipped as gcnsim/kernels/saxpy-gfx900.hsaco) runs on a
   simulated Vega 64 and is checked against numpy.
3. The same saxpy timed: the functional run replayed on the cycle-approximate model of the Vega
   64's compute units and memory hierarchy (cycles, IPC, occupancy, what the waves waited for).

    row        value                 what it means
    out[0:6]   [7, 0, 0, 0, 0, 0]    what the kernel wrote (-1 before): work-item 0 took the if

The exit status is 0 when every part gives the expected result.
"""
import os
from importlib.resources import files

import numpy as np
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from .errors import GcnsimError
from .runtime import Device, run_listing_8_1

SAXPY = "saxpy-gfx900.hsaco"

# What a row of a launch's summary (runtime/program.py Launch.summary) means, by its first word.
SUMMARY_MEANINGS = {
    "kernel": "the kernel that ran",
    "grid": "work-items launched, per dimension",
    "block": "work-items per workgroup",
    "workgroups": "workgroups dispatched, and the 64-lane waves they make",
    "wave-instructions": "instructions executed, counted once a wave",
    "VALU": "vector ALU lanes on (EXEC) of 64; divergence lowers it",
    "branches": "branches at which the waves running together went different ways (lanes "
                "parting inside a wave show as VALU lane utilisation below 100%)",
    "run": "instructions that ran as compiled machine code (the native tier), and the "
           "functions this launch compiled or read from the disk cache",
    "host": "traps and messages the kernel sent to the host",
    "workers": "processes that shared the workgroups, and the rule that chose how many",
    "waitcnt": "each use of a memory result checked against the s_waitcnts run",
    "hazards": "wait-state hazards the dynamic checker saw",
    "simulated": "host time the simulation took",
}
# The instruction classes of runtime/program.py's summary rows (emu/program.py _CLASSES).
CLASS_MEANINGS = {
    "FLOW": "of which branches, s_waitcnt, s_endpgm ...",
    "SALU": "of which scalar ALU (one value a wave)",
    "SMEM": "of which scalar memory loads",
    "VALU": "of which vector ALU (64 lanes)",
    "VMEM": "of which vector memory loads and stores",
    "LDS": "of which local data share (LDS) accesses",
}


def meaning(label):
    """What a summary row of ``label`` means ("" when the demo has no word for it)."""
    if label.startswith("  "):
        return CLASS_MEANINGS.get(label.strip(), "of which this class")
    return SUMMARY_MEANINGS.get(label.split()[0], "")


def listing_8_1(n=256):
    """(ok, rows, launch) of listing 8.1 on a simulated R9 290X."""
    dev = Device("r9-290x")
    host = np.arange(1, n + 1, dtype=np.int32) * 7
    inp, out = dev.array(host), dev.array(np.full(n, -1, np.int32))
    launch = run_listing_8_1(dev, inp, out, grid=n, block=64)
    got = out.numpy()
    want = np.zeros(n, np.int32)
    want[0] = host[0]
    rows = [("in[0:6]", host[:6].tolist(), "the input: in[i] = 7 (i + 1)"),
            ("out[0:6]", got[:6].tolist(), "what the kernel wrote (-1 before)"),
            ("expected", "out[0] = in[0], 0 elsewhere", "work-item 0 takes the if, the rest the "
             "else")]
    return bool((got == want).all()), rows, launch


def _saxpy_launch(n, a, timing):
    """(x, y, launch) of the shipped saxpy over n random elements on a simulated Vega 64."""
    dev = Device("vega64")
    prog = dev.load(files("gcnsim.kernels").joinpath(SAXPY).read_bytes(), name=SAXPY)
    rng = np.random.default_rng(0)
    x_host = rng.random(n, dtype=np.float32)
    y_host = rng.random(n, dtype=np.float32)
    x, y = dev.array(x_host), dev.array(y_host)
    launch = prog.saxpy(a, x, y, n, grid=n, block=256, timing=timing)
    want = (np.float64(a) * x_host + y_host).astype(np.float32)   # one rounding, as v_fma_f32
    return y.numpy(), want, launch


def saxpy(n=100_000, a=2.5):
    """(ok, rows, launch) of the shipped clang-built saxpy on a simulated Vega 64."""
    got, want, launch = _saxpy_launch(n, a, timing=False)
    rows = [("n, a", f"{n}, {a}", "work-items, and the a of y = a * x + y"),
            ("y[0:4]", " ".join(f"{v:.6g}" for v in got[:4]), "the first results"),
            ("max |y - numpy|", f"{float(np.abs(got - want).max()):.3g}",
             "against numpy's a * x + y rounded once, as v_fma_f32 rounds")]
    return bool((got == want).all()), rows, launch


def timed_saxpy(n=65536, a=2.5):
    """(ok, rows, None) of the saxpy timed on the Vega 64's compute units and memory."""
    got, want, launch = _saxpy_launch(n, a, timing=True)
    t = launch.timing
    occ = t.occupancy
    stalls = sorted(((c, r) for r, c in t.stalls.items() if c and r != "no_wave"), reverse=True)
    offset, text, _, waited = t.hottest[0]
    l2, dram = t.memory["l2"], t.memory["dram"]
    rows = [("n", n, "work-items: a smaller launch"),
            ("cycles", f"{t.cycles} ({t.seconds * 1e6:.2f} us)",
             "device clocks, first dispatch to last wave's end"),
            ("IPC", f"{t.ipc:.2f}", "wave-instructions issued a cycle, whole device"),
            ("occupancy", f"{occ.waves_per_simd} waves/SIMD ({occ.limiter})",
             "waves a SIMD can hold with this kernel; what caps it"),
            ("achieved occupancy", f"{t.achieved_occupancy:.2f} waves/SIMD",
             "waves a SIMD in use held on average"),
            ("waited longest", ", ".join(f"{r} {c}" for c, r in stalls[:2]),
             "wave-cycles stalled by reason: vmcnt waits for vector memory, lgkmcnt for "
             "scalar memory"),
            ("hottest", f"0x{offset:x} {text}", f"waited at longest: {waited} wave-cycles"),
            ("L2 hits / misses", f"{l2['hits']} / {l2['misses']}",
             "L2 accesses that found their line / went to DRAM"),
            ("DRAM bytes", dram["bytes"], "read and written (not stores still in the L2)")]
    return bool((got == want).all()), rows, None


def _value(value):
    """A summary value as text: a list of reports as how many there are."""
    if isinstance(value, list) and not all(isinstance(v, (int, float)) for v in value):
        return f"{len(value)} reported"
    if isinstance(value, list) and not value:
        return "none"
    return str(value)


def _table(title, ok, rows, launch):
    """A part's table: its rows and its launch's summary, each with what it means, then the
    result."""
    table = Table(title=title, title_justify="left")
    for header in ("row", "value", "what it means"):
        table.add_column(header, style="bold" if header == "row" else None)
    summary = launch.summary() if launch else []
    for label, value, text in rows + [(label, value, meaning(label)) for label, value in summary]:
        table.add_row(escape(label), escape(_value(value)), escape(text))
    table.add_row("result", "[green]matches[/green]" if ok else "[red]MISMATCH[/red]",
                  "every element as it should be")
    return table


def shipped_saxpy():
    """The shipped saxpy's path, relative to the working directory when it lies below it."""
    path = str(files("gcnsim.kernels").joinpath(SAXPY))
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


def try_next():
    """(command, what it shows) of the commands the demo suggests, on the shipped saxpy."""
    kernel = shipped_saxpy()
    args = "--grid 1024 --arg f32=2 --arg f32:1024:rand --arg f32:1024:ones --arg i32=1024"
    return [(f"gcnsim run {kernel} {args}", "run it yourself: buffers and statistics"),
            (f"gcnsim run {kernel} {args} --timing", "the same, timed"),
            (f"gcnsim disasm {kernel}", "its instructions, as llvm-objdump prints them"),
            (f"gcnsim check {kernel}", "missing s_waitcnts and hazards on every path"),
            (f"gcnsim inspect {kernel}", "its kernel descriptor, arguments and registers")]


def run_demo(console=None):
    """Run the three parts and suggest what to try next; 0 when every part gives the expected
    results."""
    console = console or Console(emoji=False)
    status = 0
    for title, part in (("Listing 8.1 on a simulated Radeon R9 290X (gfx701)", listing_8_1),
                        ("saxpy (clang-19 -O2) on a simulated Vega 64 (gfx900)", saxpy),
                        ("the same saxpy timed: cycles on the Vega 64's CUs and memory",
                         timed_saxpy)):
        try:
            ok, rows, launch = part()
        except GcnsimError as err:
            ok, rows, launch = False, [("error", str(err), "")], None
        console.print(_table(title, ok, rows, launch))
        status |= 0 if ok else 1
    console.print("Try next (the README's \"A short tour\" and its guides under docs/ say more):")
    for command, what in try_next():
        console.print(f"  {escape(command)}", soft_wrap=True, highlight=False)
        console.print(f"      [dim]{what}[/dim]", highlight=False)
    return status

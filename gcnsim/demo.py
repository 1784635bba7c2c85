"""``gcnsim demo``: the README's main job, with no LLVM needed.

1. Listing 8.1 of the seed on the Radeon R9 290X: the GCN2 code of
   ``if (get_global_id(0) == 0) out[i] = in[i]; else out[i] = 0;`` runs on a simulated gfx701
   over 256 work-items under the AMD OpenCL ABI of its day: out[0] = in[0], 0 elsewhere.
2. saxpy built by clang-19 for gfx900 (shipped as gcnsim/kernels/saxpy-gfx900.hsaco) runs on a
   simulated Vega 64 and is checked against numpy.

Each part prints its results and launch statistics; the exit status is 0 when both match.
"""
from importlib.resources import files

import numpy as np
from rich.console import Console
from rich.table import Table

from .errors import GcnsimError
from .runtime import Device, run_listing_8_1

SAXPY = "saxpy-gfx900.hsaco"


def listing_8_1(n=256):
    """(ok, rows, launch) of listing 8.1 on a simulated R9 290X."""
    dev = Device("r9-290x")
    host = np.arange(1, n + 1, dtype=np.int32) * 7
    inp, out = dev.array(host), dev.array(np.full(n, -1, np.int32))
    launch = run_listing_8_1(dev, inp, out, grid=n, block=64)
    got = out.numpy()
    want = np.zeros(n, np.int32)
    want[0] = host[0]
    rows = [("in[0:6]", host[:6].tolist()), ("out[0:6]", got[:6].tolist()),
            ("expected", "out[0] = in[0], 0 elsewhere")]
    return bool((got == want).all()), rows, launch


def saxpy(n=100_000, a=2.5):
    """(ok, rows, launch) of the shipped clang-built saxpy on a simulated Vega 64."""
    dev = Device("vega64")
    prog = dev.load(files("gcnsim.kernels").joinpath(SAXPY).read_bytes(), name=SAXPY)
    rng = np.random.default_rng(0)
    x_host = rng.random(n, dtype=np.float32)
    y_host = rng.random(n, dtype=np.float32)
    x, y = dev.array(x_host), dev.array(y_host)
    launch = prog.saxpy(a, x, y, n, grid=n, block=256)
    got = y.numpy()
    want = (np.float64(a) * x_host + y_host).astype(np.float32)   # one rounding, as v_fma_f32
    rows = [("n, a", f"{n}, {a}"), ("y[0:4]", np.round(got[:4], 6).tolist()),
            ("max |y - numpy|", f"{float(np.abs(got - want).max()):.3g}")]
    return bool((got == want).all()), rows, launch


def _table(title, ok, rows, launch):
    table = Table(title=title, show_header=False, title_justify="left")
    table.add_column(style="bold")
    table.add_column()
    for label, value in rows + (launch.summary() if launch else []):
        table.add_row(label, str(value))
    table.add_row("result", "[green]matches[/green]" if ok else "[red]MISMATCH[/red]")
    return table


def run_demo(console=None):
    """Run both parts; 0 when both give the expected results."""
    console = console or Console(emoji=False)
    status = 0
    for title, part in (("Listing 8.1 on a simulated Radeon R9 290X (gfx701)", listing_8_1),
                        ("saxpy (clang-19 -O2) on a simulated Vega 64 (gfx900)", saxpy)):
        try:
            ok, rows, launch = part()
        except GcnsimError as err:
            ok, rows, launch = False, [("error", str(err))], None
        console.print(_table(title, ok, rows, launch))
        status |= 0 if ok else 1
    return status

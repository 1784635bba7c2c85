"""``gcnsim run``: launch one kernel of a file from the command line and print its buffers and
statistics.

    gcnsim run saxpy.hsaco --kernel saxpy --grid 1024 --block 256 \\
        --arg f32=2.0 --arg f32:1024:rand --arg f32:1024:ones --arg i32=1024

An argument is ``TYPE=VALUE`` (a scalar), ``TYPE:COUNT[:INIT]`` (a new buffer of COUNT
elements; INIT is zeros, ones, rand, range or a number) or ``local:BYTES`` (dynamic LDS).
TYPE is one of i8 u8 i16 u16 i32 u32 i64 u64 f16 f32 f64.
"""
from pathlib import Path

import numpy as np

from ..errors import GcnsimError

TYPES = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32,
         "u32": np.uint32, "i64": np.int64, "u64": np.uint64, "f16": np.float16,
         "f32": np.float32, "f64": np.float64}
INITS = ("zeros", "ones", "rand", "range")


def configure(parser):
    """Add the ``run`` options to an argparse parser."""
    parser.add_argument("file", help="a .s, .hsaco or .cl file")
    parser.add_argument("--kernel", "-k", help="kernel name (default: the only one)")
    parser.add_argument("--grid", required=True, help="work-items per dimension: X[,Y[,Z]]")
    parser.add_argument("--block", default="64", help="workgroup size: X[,Y[,Z]] (64)")
    parser.add_argument("--arg", "-a", action="append", default=[], dest="args",
                        help="TYPE=VALUE, TYPE:COUNT[:INIT] or local:BYTES (repeat in order)")
    parser.add_argument("--target", "--mcpu", default="gfx900",
                        help="device for .s/.cl files (default gfx900; .hsaco names its own)")
    parser.add_argument("--show", type=int, default=8, help="elements shown per buffer")
    parser.add_argument("--seed", type=int, default=0, help="seed of rand buffers")
    parser.add_argument("--budget", type=int, help="wave-instruction budget")
    parser.add_argument("--waitcnt", choices=("error", "warn", "off"), default="error",
                        help="the s_waitcnt checker: stop at the first register used before "
                             "its memory operation is known complete (error, the default), "
                             "list every such use (warn), or run unchecked and faster (off)")


def sizes(text, what):
    """'1024' or '16,16' -> tuple of ints."""
    try:
        dims = tuple(int(p) for p in text.replace("x", ",").split(","))
    except ValueError:
        raise GcnsimError(f"--{what} '{text}': expected X[,Y[,Z]] integers") from None
    if not 1 <= len(dims) <= 3:
        raise GcnsimError(f"--{what} '{text}': expected 1 to 3 sizes")
    return dims


def _dtype(name, spec):
    if name not in TYPES:
        raise GcnsimError(f"--arg '{spec}': unknown type '{name}' (one of {', '.join(TYPES)})")
    return np.dtype(TYPES[name])


def parse_arg(spec, device, rng):
    """One ``--arg`` as a kernel argument value (a Buffer, LocalMemory or numpy scalar)."""
    from .device import LocalMemory
    if "=" in spec and ":" not in spec.split("=")[0]:
        name, _, text = spec.partition("=")
        dtype = _dtype(name, spec)
        try:
            return dtype.type(float(text) if dtype.kind == "f" else int(text, 0))
        except ValueError:
            raise GcnsimError(f"--arg '{spec}': '{text}' is not a {name}") from None
    parts = spec.split(":")
    if parts[0] == "local" and len(parts) == 2 and parts[1].isdigit():
        return LocalMemory(int(parts[1]))
    if len(parts) not in (2, 3) or not parts[1].isdigit():
        raise GcnsimError(f"--arg '{spec}': expected TYPE=VALUE, TYPE:COUNT[:INIT] or "
                          "local:BYTES")
    dtype = _dtype(parts[0], spec)
    return device.array(_initial(dtype, int(parts[1]), parts[2] if len(parts) == 3 else "zeros",
                                 rng, spec))


def _initial(dtype, count, init, rng, spec):
    if init == "zeros":
        return np.zeros(count, dtype)
    if init == "ones":
        return np.ones(count, dtype)
    if init == "range":
        return np.arange(count).astype(dtype)
    if init == "rand":
        if dtype.kind == "f":
            return rng.random(count).astype(dtype)
        return rng.integers(0, 100, count).astype(dtype)
    try:
        return np.full(count, float(init) if dtype.kind == "f" else int(init, 0), dtype)
    except ValueError:
        raise GcnsimError(f"--arg '{spec}': INIT must be one of {', '.join(INITS)} or a "
                          "number") from None


def _kernel(program, name, path):
    from .program import RawProgram
    if isinstance(program, RawProgram):
        raise GcnsimError(f"{path} has no kernels (.amdhsa_kernel); run raw assembly from "
                          "Python with RawProgram.run and an initial state")
    if name is None:
        if len(program.kernels) != 1:
            raise GcnsimError(f"{path} has kernels {', '.join(program.kernels)}: pick one "
                              "with --kernel")
        name = next(iter(program.kernels))
    return program[name]


def cmd_run(args):
    """Run the kernel and print results; returns the exit status."""
    from ..codeobj import load_code_object
    from ..emu.waitcnt import WaitcntChecker
    from .device import Buffer, Device, read_source
    path = Path(args.file)
    target = args.target
    if path.suffix not in (".s", ".asm", ".cl"):
        target = load_code_object(read_source(path)).target.name
    device = Device(target)
    kernel = _kernel(device.load(path), args.kernel, path)
    rng = np.random.default_rng(args.seed)
    values = [parse_arg(spec, device, rng) for spec in args.args]
    checker = None if args.waitcnt == "off" else WaitcntChecker(mode=args.waitcnt)
    options = {} if checker is None else {"checker": checker}
    launch = kernel(*values, grid=sizes(args.grid, "grid"), block=sizes(args.block, "block"),
                    budget=args.budget, **options)
    rows = [(f"arg {i} ({spec})", _preview(v.numpy(), args.show))
            for i, (spec, v) in enumerate(zip(args.args, values)) if isinstance(v, Buffer)]
    if checker is not None:
        rows.append(("waitcnt reports", len(checker.reports)))
        rows += [(f"  report {k}", str(r)) for k, r in enumerate(checker.reports[:args.show])]
    _print_table(f"{kernel.name} on {device.name} ({device.target.name})",
                 rows + launch.summary())
    return 0


def _preview(values, show):
    head = np.array2string(values[:show], separator=", ", max_line_width=10_000)
    more = f" ... ({values.size} elements)" if values.size > show else ""
    return head + more


def _print_table(title, rows):
    from rich.console import Console
    from rich.table import Table
    table = Table(title=title, show_header=False)
    table.add_column(style="bold")
    table.add_column()
    for label, value in rows:
        table.add_row(label, str(value))
    Console(emoji=False, markup=False).print(table)   # argument specs like f32:100:ones

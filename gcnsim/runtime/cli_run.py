"""``gcnsim run``: launch one kernel of a file from the command line and print its buffers and
statistics.

    gcnsim run saxpy.hsaco --kernel saxpy --grid 1024 --block 256 \\
        --arg f32=2.0 --arg f32:1024:rand --arg f32:1024:ones --arg i32=1024

An argument is ``TYPE=VALUE`` (a scalar), ``TYPE:COUNT[:INIT]`` (a new buffer of COUNT
elements; INIT is zeros, ones, rand, range, a number, or empty: zeros that --init reports
as never written), ``TYPE:[COUNT:]@FILE`` (a new buffer holding a file's elements: INIT's place,
``@`` as in curl's ``-d @file``; ArgFile) or ``local:BYTES`` (dynamic LDS).
TYPE is one of i8 u8 i16 u16 i32 u32 i64 u64 f16 f32 f64. A value must fit its type (a float
that overflows it is an error, unless written inf), and a buffer the device memory left: both
are checked before anything is allocated. ``--save DIR`` writes each buffer, after the
launch, as DIR/argN.npy (N: its place among the arguments).

The file is read for what it is, not for its name: a code object (ELF header) runs on its own
target, assembly on the target its ``.amdgcn_target`` names, OpenCL C (.cl) is compiled with
``-D``/``-I``/``--cl-option``, a kernel-language file (.py) is compiled as ``gcnsim compile``
does (its @kernel named by --kernel, or its only one) for the device's target; ``--device``
picks the device, and disagreeing with the file is an error.

The conventions later commands follow, each in one place here:

- One device option: ``configure_device`` gives every command that needs a device or target
  (asm, disasm, check, compile, inspect, occupancy, run, profile) ``--device NAME`` (also
  --target, --mcpu), and ``device_for`` resolves it against the file, with one error text.
- One run/profile option parser: ``configure_launch`` adds every option the two share (a new
  launch option goes there once); each command adds only its own after it.
- One launch record: ``launch_options`` turns the parsed options into the keywords of
  LaunchOptions (emu/launch.py), passing on every field the parser has a dest of, so a new
  launch option is a LaunchOptions field and a parser option of the same name.
- One safe-output helper: the outputs of a launch are checked (gcnsim/outputs.py) before
  anything is read or run, and written through it.
"""
import contextlib
import json
import math
import os
import re
import stat
import sys
import time
from dataclasses import dataclass, fields
from pathlib import Path

import numpy as np

from ..emu.dispatch import PARALLEL_ITEMS
from ..emu.launch import MAX_GRID, MAX_WORKGROUP_ITEMS, Geometry, LaunchOptions
from ..emu.memory import OutOfMemory, size_text
from ..errors import GcnsimError, TargetMismatch
from ..outputs import check_outputs, printable, write_output
from .progress import LaunchProgress

TYPES = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32,
         "u32": np.uint32, "i64": np.int64, "u64": np.uint64, "f16": np.float16,
         "f32": np.float32, "f64": np.float64}
TYPE_NAMES = {np.dtype(t): name for name, t in TYPES.items()}
INITS = ("zeros", "ones", "rand", "range", "empty")
_COUNT = re.compile(r"[0-9]+")
CHUNK = 1 << 22                 # elements of a new buffer made at a time


def configure(parser):
    """Add the ``run`` options to an argparse parser: the launch's (configure_launch) and run's
    own."""
    configure_launch(parser)
    parser.add_argument("--show", type=int, default=8, metavar="N",
                        help="elements shown per buffer (8)")
    parser.add_argument("--adversarial", action="store_true",
                        help="every memory result lands as late as the s_waitcnts allow, so "
                             "code that relies on luck computes a different answer (replaces "
                             "the --waitcnt checker)")
    parser.add_argument("--init", action="store_true", default=None,
                        help="warn of reads of registers, LDS and device memory nothing wrote "
                             "(an :empty buffer; one instruction at a time, so slower)")
    parser.add_argument("--timing", action="store_true",
                        help="time the launch on the device's compute units (cycle-level "
                             "model: cycles, IPC, stall reasons, occupancy): in full, or "
                             "sampled with --sampled or --sampling (which imply --timing)")


def configure_launch(parser):
    """The options of a launch from the command line, shared by ``run`` and ``profile`` (each
    adds its own after them): the file, kernel, device, grid, block and arguments, the limits,
    the trace, --json and the OpenCL C build options. An option that becomes a LaunchOptions
    field (emu/launch.py) takes the field's name as its dest: launch_options passes it on."""
    parser.add_argument("file", help="the kernel's file: a code object (recognised by its ELF "
                        "header, whatever its name), OpenCL C (.cl, compiled with clang-19), a "
                        "kernel-language file (.py, its @kernel compiled for the device) or "
                        "assembly with .amdhsa_kernel blocks (any other name)")
    parser.add_argument("--kernel", "-k", metavar="NAME",
                        help="kernel name (default: the only one)")
    configure_device(parser, "the target a code object is built for or an assembly file's "
                     ".amdgcn_target names (a different --device is an error), else gfx900")
    parser.add_argument("--grid", required=True, metavar="X[,Y[,Z]]",
                        help=f"work-items per dimension: X[,Y[,Z]] (each 1..{MAX_GRID})")
    parser.add_argument("--block", default="64", metavar="X[,Y[,Z]]",
                        help=f"workgroup size: X[,Y[,Z]], each at least 1, at most "
                             f"{MAX_WORKGROUP_ITEMS} work-items in all (64)")
    parser.add_argument("--arg", "-a", action="append", default=[], dest="args",
                        metavar="SPEC",
                        help="one kernel argument, in order: TYPE=VALUE (a scalar), "
                             "TYPE:COUNT[:INIT] (a new buffer; INIT is zeros, ones, rand, range, "
                             "a number or empty), TYPE:[COUNT:]@FILE (a new buffer holding a "
                             ".npy or raw binary file's elements) or local:BYTES (dynamic LDS); "
                             "TYPE is one of " + " ".join(TYPES))
    parser.add_argument("--save", metavar="DIR",
                        help="after the launch, write each buffer argument to DIR/argN.npy "
                             "(N: its place among the arguments; DIR is made if missing)")
    parser.add_argument("--shared-mem", dest="shared_mem", type=int, metavar="BYTES",
                        help="dynamic LDS bytes a workgroup gets beyond the kernel's own, for "
                             "kernels without a local argument (HIP's extern __shared__, "
                             "Triton's); local:BYTES arguments add to it")
    _configure_limits(parser)
    parser.add_argument("--trace", metavar="FILE.json",
                        help="write a Chrome/Perfetto trace-event JSON of the timed launch "
                             "(ui.perfetto.dev opens it; run: implies --timing; profile: with "
                             "the memory counter tracks of the profile)")
    parser.add_argument("--warm", action="store_true",
                        help="time the launch from the caches, TLBs and DRAM rows a first "
                             "timed launch left, as benchmarks measure after a warm-up (the "
                             "kernel runs twice: its buffers hold the second run's results; "
                             "run: implies --timing)")
    parser.add_argument("--clock", metavar="MHZ|peak|sustained",
                        help="the clock the timed launch runs at: a number of MHz, peak or "
                             "sustained (default: the sustained clock under load where "
                             "published, else the peak; gcnsim devices lists both)")
    parser.add_argument("--sampled", action="store_true",
                        help="time the launch sampled: the first dispatch rounds and "
                             "representatives of each kind of workgroup in detail, the rest "
                             "estimated, with a 95%% interval on the cycles (run: implies "
                             "--timing; the functional run stays complete; profile: the "
                             "figures of the rounds replayed in detail)")
    parser.add_argument("--sampling", metavar="FIELD=VALUE,...",
                        help="sampled timing with gcnsim.Sampling's fields (implies --sampled): "
                             "error, confidence, rounds, representatives, loops (a long "
                             "loop's first N trips replayed, the rest projected), xcds (one "
                             "XCD's workgroups timed for all; a bare name is yes), most, "
                             "steady; e.g. --sampling loops=4,xcds")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON object on stdout and nothing else (run: the "
                             "launch; profile: the profile's figures)")
    parser.add_argument("--races", nargs="?", const=True, choices=("warn",),
                        help="find races between waves while the kernel runs (emu/races.py): "
                             "the first within a workgroup stops the launch; --races warn "
                             "lists them all")
    parser.add_argument("--view", metavar="OUT.html",
                        help="write a wave viewer page replaying one workgroup instruction "
                             "by instruction (gcnsim/view/: its waves' first 2,000 "
                             "wave-instructions, on the interpreter tier)")
    parser.add_argument("--view-group", type=int, metavar="N",
                        help="the workgroup --view records: its linear index, x fastest "
                             "(default 0)")
    configure_opencl(parser)


def configure_device(parser, default):
    """The one device option of every command that needs a device or target (asm, disasm,
    check, compile, inspect, occupancy, run, profile): ``--device NAME``, also spelt --target
    and --mcpu as LLVM's tools do; ``default`` says what an absent one means. device_for resolves
    it against the file."""
    parser.add_argument("--device", "--target", "--mcpu", dest="device", metavar="NAME",
                        help="a device or target: gfx701, gfx900, gfx90a or gfx942, or a chip "
                             f"such as mi300x (gcnsim devices); default: {default}")


def _configure_limits(parser):
    """The launch's seed, budget, timeout and dynamic checker."""
    parser.add_argument("--seed", type=int, default=0, metavar="N",
                        help="seed of rand buffers (0)")
    parser.add_argument("--budget", type=int, metavar="N",
                        help="wave-instructions before the launch stops (default: 10 million "
                             "per wave)")
    parser.add_argument("--timeout", type=float, metavar="SECONDS",
                        help="wall-clock seconds before the launch stops (default: none)")
    parser.add_argument("--printf-buffer", dest="printf_buffer", type=int, metavar="BYTES",
                        help="bytes of the buffer a kernel's print() records go to (default: "
                             "1 MiB; records beyond it are counted and reported)")
    parser.add_argument("--workers", type=int, metavar="N",
                        help="processes that share the workgroups (default: every core from "
                             f"{_power(PARALLEL_ITEMS)} work-items; one where "
                             "workgroups may communicate)")
    parser.add_argument("--waitcnt", choices=("error", "warn", "off"), default="error",
                        help="the dynamic checker: stop at the first register used before "
                             "its memory operation is known complete or at a hazard reached "
                             "too early (error, the default), list every such finding (warn), "
                             "or run unchecked (off)")
    parser.add_argument("--tier", choices=("native", "interpreter"),
                        help="native: hot code runs as machine code, also under the --waitcnt "
                             "checker, --races and --timing (each works a block at a time: "
                             "the instructions it must watch one by one run interpreted, with "
                             "identical reports and results), while --adversarial, --init "
                             "and --view run every instruction interpreted; interpreter: "
                             "every instruction through the semantics, the reference "
                             "(default: $GCNSIM_TIER, else native; the summary's 'run "
                             "natively' row says how much ran as machine code)")


def configure_opencl(parser):
    """The OpenCL C build options (-D, -I, --cl-option) of every command that reads .cl."""
    parser.add_argument("-D", dest="defines", action="append", default=[],
                        metavar="NAME[=VALUE]", help="OpenCL C: define a macro (repeatable)")
    parser.add_argument("-I", dest="includes", action="append", default=[], metavar="DIR",
                        help="OpenCL C: search DIR for #include files (repeatable; the .cl "
                             "file's own directory is searched first)")
    parser.add_argument("--cl-option", dest="cl_options", action="append", default=[],
                        metavar="OPTION", help="OpenCL C: another build option, written "
                        "--cl-option=-cl-std=CL1.2 (-cl-*, -w, -W..., -g; repeatable)")
    parser.add_argument("-g", dest="cl_debug", action="store_true",
                        help="OpenCL C: build with clang's -g (full debug information; the "
                        "line table the debugger reads is always built, -O2 unless "
                        "--cl-option=-cl-opt-disable)")


def build_options(args):
    """The OpenCL C build options ``configure_opencl``'s arguments give."""
    return ([f"-D{d}" for d in args.defines] + [f"-I{i}" for i in args.includes] +
            args.cl_options + ["-g"] * args.cl_debug)


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
        return _number(_dtype(name, spec), text, spec)
    name, count, init = _buffer_form(spec)
    if name == "local" and init is None and count is not None:
        return LocalMemory(count)       # too much is the launch's OccupancyError
    if init is not None and init.startswith("@"):
        return _file_buffer(device, ArgFile.open(spec), spec)
    if count is None:
        raise GcnsimError(f"--arg '{spec}': expected TYPE=VALUE, TYPE:COUNT[:INIT], "
                          "TYPE:[COUNT:]@FILE or local:BYTES")
    dtype = _dtype(name, spec)
    _check_room(device, dtype, count, spec)
    init = "zeros" if init is None else init
    fill = _filler(dtype, count, init, rng, spec)
    buffer = (device.empty if init == "empty" else device.zeros)(count, dtype)
    for start in range(0, count if fill else 0, CHUNK):
        values = fill(start, min(CHUNK, count - start))
        device.memory.write(buffer.address + start * dtype.itemsize, values.tobytes())
    return buffer


def _buffer_form(spec):
    """(TYPE, COUNT or None, INIT or None) of a buffer form ``TYPE:COUNT[:INIT]`` or
    ``TYPE:[COUNT:]@FILE`` (INIT then ``@FILE``, the path whole, colons and all); COUNT is None
    when it is missing or no count, and INIT None when missing or when the form has more
    fields."""
    name, _, rest = spec.partition(":")
    if rest.startswith("@"):
        return name, None, rest
    text, colon, init = rest.partition(":")
    if ":" in init and not init.startswith("@"):
        return name, None, None
    return name, _count(text), init if colon else None


def _file_buffer(device, source, spec):
    """A new Buffer holding the elements of the ArgFile ``source``, written a chunk at a time
    (no host copy of the whole file), once the device has room for them."""
    _check_room(device, source.dtype, source.count, spec)
    buffer = device.zeros(source.count, source.dtype)
    for start, values in source.chunks():
        device.memory.write(buffer.address + start * source.dtype.itemsize, values.tobytes())
    return buffer


NPY_MAGIC = b"\x93NUMPY"


@dataclass(frozen=True)
class ArgFile:
    """The file of an ``--arg TYPE:[COUNT:]@FILE`` form, checked: ``count`` elements of
    ``dtype`` (TYPE's) from byte ``offset`` on, stored as ``stored`` (TYPE's in either byte
    order); ``fortran``: the shape of a .npy array stored column-major, else None.

    The file is read for what it is: a .npy file (numpy's magic) gives its dtype and shape,
    which must be TYPE and, given, COUNT elements; any other file is raw little-endian
    elements, its size a multiple of TYPE's. Nothing in it is trusted: a header is read as
    numpy reads it without pickles (``allow_pickle=False``'s rule: an object dtype is refused,
    never unpickled), a size is checked against the file's before the device has to hold it,
    and a file that is missing, no regular file, truncated or of another type is one
    GcnsimError naming the form."""
    path: Path
    dtype: np.dtype
    stored: np.dtype
    count: int
    offset: int
    fortran: tuple = None

    @classmethod
    def open(cls, spec):
        """The ArgFile of the form ``spec`` (a relative path is the working directory's);
        GcnsimError when its TYPE, COUNT or file is wrong."""
        name, _, rest = spec.partition(":")
        dtype = _dtype(name, spec)
        text = "" if rest.startswith("@") else rest.partition(":")[0]
        where = arg_file(spec)
        count = _count(text) if text else None
        if text and count is None:
            raise GcnsimError(f"--arg '{spec}': COUNT '{text}' is not a count (expected "
                              "TYPE:[COUNT:]@FILE)")
        if not where:
            raise GcnsimError(f"--arg '{spec}': no file after @ (expected TYPE:[COUNT:]@FILE)")
        path = Path(where)
        try:
            info = os.stat(path)
            if not stat.S_ISREG(info.st_mode):      # (opening a pipe would wait)
                raise GcnsimError(f"--arg '{spec}': cannot read '{where}': not a regular file "
                                  "(a directory, device or pipe)")
            with open(path, "rb") as f:
                head = f.read(len(NPY_MAGIC))
        except OSError as err:
            raise GcnsimError(f"--arg '{spec}': cannot read '{where}': "
                              f"{err.strerror or err}") from None
        if head == NPY_MAGIC:
            found = cls._npy(path, dtype, spec, where, info.st_size)
        elif path.suffix.lower() == ".npy":
            raise GcnsimError(f"--arg '{spec}': '{where}' is no .npy file (it does not start "
                              "with numpy's magic \\x93NUMPY); a raw file of elements takes "
                              "another name")
        else:
            if info.st_size % dtype.itemsize:
                raise GcnsimError(f"--arg '{spec}': '{where}' holds {info.st_size} bytes, not "
                                  f"a whole number of {name} elements ({dtype.itemsize} bytes "
                                  "each)")
            found = cls(path, dtype, dtype, info.st_size // dtype.itemsize, 0)
        if count is not None and count != found.count:
            raise GcnsimError(f"--arg '{spec}': COUNT is {count} but '{where}' holds "
                              f"{found.count} {name} elements (leave COUNT out to take the "
                              "file's)")
        return found

    @classmethod
    def _npy(cls, path, dtype, spec, where, size):
        """The ArgFile of a .npy file, its header read as numpy reads it (no pickles)."""
        fmt = np.lib.format
        name = TYPE_NAMES[dtype]
        try:
            with open(path, "rb") as f:
                version = fmt.read_magic(f)
                read = fmt.read_array_header_1_0 if version == (1, 0) else \
                    fmt.read_array_header_2_0
                shape, fortran, stored = read(f)
                offset = f.tell()
        except (ValueError, OSError, SyntaxError, TypeError) as err:
            why = " ".join(str(err).split()).split(". ")[0]     # (not numpy's advice to trust it)
            raise GcnsimError(f"--arg '{spec}': '{where}' has no .npy header numpy reads "
                              f"without trusting the file: {why}") from None
        if stored.hasobject:
            raise GcnsimError(f"--arg '{spec}': '{where}' holds Python objects (dtype "
                              f"{stored}), which gcnsim never unpickles: save numbers, "
                              f"{name} elements")
        own = TYPE_NAMES.get(stored.newbyteorder("="))
        if stored.fields is not None or stored.subdtype is not None or own != name:
            raise GcnsimError(f"--arg '{spec}': '{where}' holds {own or stored} elements "
                              f"(dtype {stored.str}), not {name}: save it as {name} "
                              f"(a.astype(np.{dtype.name}))"
                              + (f" or write --arg {own}:@{where}" if own else ""))
        count = math.prod(shape)
        if size - offset < count * stored.itemsize:
            raise GcnsimError(f"--arg '{spec}': '{where}' is truncated: its header says "
                              f"{count} elements ({size_text(count * stored.itemsize)}), the "
                              f"file holds {size_text(size - offset)} after it")
        return cls(path, dtype, stored, count, offset,
                   tuple(shape) if fortran and len(shape) > 1 else None)

    def chunks(self):
        """(start, elements) of the file, CHUNK elements at a time as ``dtype`` (a
        column-major array whole, in row-major order); GcnsimError when the file no longer
        holds them."""
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            if self.fortran is not None:
                whole = self._read(f, self.count).reshape(self.fortran, order="F")
                yield 0, np.ascontiguousarray(whole).reshape(-1)
                return
            for start in range(0, self.count, CHUNK):
                yield start, self._read(f, min(CHUNK, self.count - start))

    def _read(self, f, n):
        raw = f.read(n * self.stored.itemsize)
        if len(raw) < n * self.stored.itemsize:
            raise GcnsimError(f"'{self.path}' changed while it was read: it is shorter than "
                              "it was")
        return np.frombuffer(raw, self.stored).astype(self.dtype)

    def array(self):
        """The file's elements as one host array of ``dtype``."""
        out = np.empty(self.count, self.dtype)
        for start, values in self.chunks():
            out[start:start + len(values)] = values
        return out


def arg_file(spec):
    """The file an ``--arg`` form reads (its text after @), or None."""
    init = _buffer_form(spec)[2] or ""
    return init[1:] if init.startswith("@") else None


def rooted(spec, base):
    """The ``--arg`` form ``spec`` with its file (if any) named relative to ``base``."""
    where = arg_file(spec)
    if where is None:
        return spec
    return spec[:len(spec) - len(where)] + str(Path(base) / where)


def arg_files(specs):
    """The files the ``--arg`` forms ``specs`` read (inputs no output may overwrite)."""
    return [where for where in map(arg_file, specs) if where is not None]


def _count(text):
    """A COUNT or BYTES field as an int; None when it is not ASCII digits (or has more digits
    than Python converts)."""
    if not _COUNT.fullmatch(text):
        return None
    try:
        return int(text)
    except ValueError:
        return None


def _number(dtype, text, spec):
    """A scalar of ``dtype`` from its text; an error when it is not one or does not fit."""
    name = TYPE_NAMES[dtype]
    try:
        value = float(text) if dtype.kind == "f" else int(text, 0)
    except ValueError:
        what = "a number" if dtype.kind == "f" else "an integer (decimal, 0x, 0o or 0b)"
        raise GcnsimError(f"--arg '{spec}': '{text}' is not {what} for {name}") from None
    if dtype.kind != "f":
        info = np.iinfo(dtype)
        if not info.min <= value <= info.max:
            raise GcnsimError(f"--arg '{spec}': {value} is out of range for {name} "
                              f"({info.min}..{info.max})")
        return dtype.type(value)
    with np.errstate(over="ignore"):
        converted = dtype.type(value)
    if np.isinf(converted) and text.strip().lstrip("+-").lower() not in ("inf", "infinity"):
        raise GcnsimError(f"--arg '{spec}': {text} is out of range for {name} (largest "
                          f"finite magnitude {float(np.finfo(dtype).max)})")
    return converted


def _check_room(device, dtype, count, spec):
    """A buffer must fit the device memory left, before its host copy is built."""
    need = count * dtype.itemsize
    left = device.memory.capacity - device.memory.used
    if need > left:
        raise OutOfMemory(f"--arg '{spec}': {count} elements of {TYPE_NAMES[dtype]} take "
                          f"{size_text(need)}; {size_text(left)} of {device.memory.limit()} "
                          "are left")


def check_buffers_room(specs, device):
    """OutOfMemory before anything is allocated when the buffers of the ``--arg`` forms
    ``specs`` do not fit the memory left together (each is checked again as it is made; a form
    that is not a buffer, or is wrong, is parse_arg's to report)."""
    sizes = {}
    for spec in specs:
        name, count, init = _buffer_form(spec)
        if name in TYPES and (init or "").startswith("@"):
            try:
                count = ArgFile.open(spec).count
            except GcnsimError:
                continue
        if count is not None and name in TYPES:
            sizes[spec] = count * np.dtype(TYPES[name]).itemsize
    need, left = sum(sizes.values()), device.memory.capacity - device.memory.used
    if len(sizes) > 1 and need > left:
        each = ", ".join(f"'{spec}' {size_text(n)}" for spec, n in sizes.items())
        raise OutOfMemory(f"--arg buffers take {size_text(need)} together ({each}); "
                          f"{size_text(left)} of {device.memory.limit()} are left")


def _filler(dtype, count, init, rng, spec):
    """``fill(start, n)``: the n elements of a new buffer from ``start`` on, made a chunk at a
    time so that no host copy of the whole buffer is needed; None when they are zeros (device
    memory starts zeroed). A bad INIT is an error before anything is allocated."""
    if init in ("zeros", "empty"):
        return None
    if init == "ones":
        return lambda start, n: np.ones(n, dtype)
    if init == "range":
        top = np.finfo(dtype).max if dtype.kind == "f" else np.iinfo(dtype).max
        if count - 1 > top:
            raise GcnsimError(f"--arg '{spec}': range reaches {count - 1}, beyond "
                              f"{TYPE_NAMES[dtype]}'s largest value {top}")
        return lambda start, n: np.arange(start, start + n).astype(dtype)
    if init == "rand":
        if dtype.kind == "f":
            return lambda start, n: rng.random(n).astype(dtype)
        return lambda start, n: rng.integers(0, 100, n).astype(dtype)
    if init[:1].isalpha() and init.lower() not in ("inf", "infinity", "nan"):
        raise GcnsimError(f"--arg '{spec}': INIT must be one of {', '.join(INITS)} or a "
                          "number")
    value = _number(dtype, init, spec)
    return lambda start, n: np.full(n, value, dtype)


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


def file_kernel(device, path, args):
    """The kernel ``args.kernel`` (None: the file's only one) of any file run takes: a code
    object, assembly, OpenCL C (built with ``args``' options) or a kernel-language file."""
    from .program import load_program
    if path.suffix.lower() == ".py":
        return _language_kernel(device, path, args.kernel)
    program = load_program(device, path, build_options=build_options(args))
    return _kernel(program, args.kernel, path)


def _language_kernel(device, path, name):
    """The @kernel ``name`` of a kernel-language file (None: its only one), compiled for the
    device's target as ``gcnsim compile`` does."""
    from ..lang import compile_file
    compiled = compile_file(path, name, device.target.name)
    program = device.load_compiled(compiled, f"{path.stem}.{compiled.name}.hsaco")
    return program[compiled.name]


def _check_metadata(data, path, kernel, specs):
    """Hand-written assembly declares its kernels' arguments in an .amdgpu_metadata block;
    without one, gcnsim's kernel takes none."""
    from ..codeobj.elf import is_bundle
    from .args import KernelArgumentError
    from .sources import ELF_MAGIC
    if specs and data[:4] != ELF_MAGIC and path.suffix.lower() != ".cl" and \
            not is_bundle(data) and b".amdgpu_metadata" not in data:
        raise KernelArgumentError(
            f"{path} has no .amdgpu_metadata block, so kernel {kernel.name} takes no "
            f"arguments (got {len(specs)}); declare them there (.args: .offset, .size, "
            ".value_kind ...), as clang -S writes it")


def device_for(path, data, given, default="gfx900"):
    """The device (or target) name a file runs on: the target a code object is built for or an
    assembly file's ``.amdgcn_target`` names, else ``given`` (--device), else ``default``;
    TargetMismatch when ``given`` disagrees with the file (the one check of the --device option,
    configure_device, with the one error text). A clang offload bundle runs on ``given`` (else
    ``default``, else the one target it holds) where it holds a code object for it."""
    from ..codeobj import load_code_object
    from ..codeobj.elf import bundle_entries, bundled, is_bundle, no_elf_header
    from ..isa.devices import get_device
    from .sources import ELF_MAGIC, named_target, source_text
    label = str(path)
    if is_bundle(data):
        chosen = get_device(given or default).target
        if bundled(data, chosen.name) is not None:
            return given or default
        held = {name.split(":")[0] for name in bundle_entries(data) or {}}
        if given is None and len(held) == 1 and bundled(data, next(iter(held))) is not None:
            return held.pop()
        raise no_elf_header(data, label, chosen.name)
    if data[:4] == ELF_MAGIC:
        own, says = load_code_object(data).target, f"{label} is built for"
    elif path.suffix.lower() in (".cl", ".py"):
        own = None
    else:
        own = named_target(source_text(data, label), label)
        says = f"{label}: .amdgcn_target names"
    if own is None:
        return given or default
    chosen = None if given is None else get_device(given).target
    if chosen is not None and chosen is not own:
        named = given if given == chosen.name else f"{given} ({chosen.name})"
        raise TargetMismatch(f"{says} {own.name}, not {named} (--device)")
    return given or own.name


def non_negative(args, names):
    """GcnsimError for the first option of ``names`` given below 0."""
    for name in names:
        if getattr(args, name) < 0:
            raise GcnsimError(f"--{name} {getattr(args, name)}: expected a number >= 0")


def launch_options(args, **options):
    """The launch keywords of the parsed arguments: every LaunchOptions field (emu/launch.py)
    the parser has a dest of (grid and block parsed), then ``options`` (checker, timing,
    trace, profile, progress)."""
    given = {f.name: getattr(args, f.name) for f in fields(LaunchOptions)
             if f.init and getattr(args, f.name, None) is not None}
    given.update(grid=sizes(args.grid, "grid"), block=sizes(args.block, "block"))
    _check_view_group(args, given)
    return {**given, **options}


def _check_view_group(args, given):
    """--view-group, refused by the CLI's names (the launch's errors name view_group=)."""
    group = getattr(args, "view_group", None)
    if group is None:
        return
    if getattr(args, "view", None) is None:
        raise GcnsimError("--view-group N chooses the workgroup --view records: give --view "
                          "OUT.html too")
    from ..view.record import check_group
    check_group(group, Geometry.of(given["grid"], given["block"]), "--view-group")


def launch_args(args, outputs=None, **options):
    """(kernel, device, argument values, Launch): the kernel the parsed arguments name,
    launched with their arguments and launch_options(args, **options). ``outputs``
    ({what: path}) are checked (outputs.py) before anything is read or run, and --save's files
    (saved_paths) before the launch: none may be the kernel's file or an --arg's. The Launch's
    times start with the warm-up: loading the file and making the arguments."""
    start = time.perf_counter()
    inputs = [args.file, *arg_files(args.args)]
    check_outputs(outputs or {}, inputs)
    keywords = launch_options(args, **options)
    kernel, device, values = load_kernel(args)
    saved = {f"--save arg {i}": path for i, path in saved_paths(args, values).items()}
    check_outputs({**(outputs or {}), **saved}, inputs)
    if args.clock is not None:
        keywords["clock"] = args.clock
    if args.warm:                       # the warm-up launch, timed, its report not kept
        quiet = {k: v for k, v in keywords.items() if k not in ("trace", "profile", "progress")}
        kernel(*values, **{**quiet, "timing": True})
        keywords["warm"] = True
    warm_up = time.perf_counter() - start
    launch = kernel(*values, **keywords)
    launch.times = {"warm-up": warm_up, **launch.times}
    return kernel, device, values, launch


def saved_paths(args, values):
    """{N: path} of the files --save DIR writes: DIR/argN.npy for each buffer argument N
    (DIR made if missing); {} without --save."""
    from ..outputs import OutputError
    from .device import Buffer
    if getattr(args, "save", None) is None:
        return {}
    folder = Path(args.save)
    try:
        folder.mkdir(exist_ok=True)
    except OSError as err:
        raise OutputError(f"--save: cannot make the directory '{args.save}': "
                          f"{err.strerror or err}") from None
    if not folder.is_dir():
        raise OutputError(f"--save: '{args.save}' is not a directory")
    return {i: folder / f"arg{i}.npy" for i, value in enumerate(values)
            if isinstance(value, Buffer)}


def save_buffers(args, values):
    """Write each buffer argument's contents to its saved_paths file as a .npy (numpy.save,
    no pickles); the paths written."""
    written = []
    for i, path in saved_paths(args, values).items():
        array = values[i].numpy()
        written.append(write_output(path, lambda f, a=array: np.save(f, a, allow_pickle=False),
                                    f"--save arg {i}"))
    return written


def load_kernel(args):
    """(kernel, device, argument values) the parsed arguments name, not yet launched (run,
    profile and debug share it)."""
    from .device import Device
    from .sources import read_file
    path = Path(args.file)
    data = read_file(path)
    device = Device(device_for(path, data, args.device))
    kernel = file_kernel(device, path, args)
    if path.suffix.lower() != ".py":
        _check_metadata(data, path, kernel, args.args)
    rng = np.random.default_rng(args.seed)
    check_buffers_room(args.args, device)
    values = [parse_arg(spec, device, rng) for spec in args.args]
    _check_args(kernel, device, values, args.args)
    return kernel, device, values


def _check_args(kernel, device, values, specs):
    """The arguments' errors in the command line's terms: the --arg to write for the argument
    at fault (the API's message speaks of Python values)."""
    from .args import KernelArgumentError, pack_arguments
    if kernel.loaded.metadata is None:
        return                  # the launch says so
    try:
        pack_arguments(kernel.name, kernel.loaded.metadata, values, device)
    except KernelArgumentError as err:
        if err.index is None:
            raise
        raise KernelArgumentError(f"--arg '{specs[err.index]}': {err.where} takes "
                                  f"{arg_form(err.param)}") from None


def arg_form(param):
    """The --arg that makes a value for the metadata argument ``param``."""
    from .args import arg_type, named_type
    if param.value_kind == "dynamic_shared_pointer":
        return "--arg local:BYTES"
    if param.value_kind == "global_buffer":
        pointee = named_type((param.type_name or "")[:-1]) \
            if (param.type_name or "").endswith("*") else None
        name = TYPE_NAMES.get(pointee.dtype) if pointee is not None and pointee.known else None
        return f"--arg {name or 'TYPE'}:COUNT[:INIT] (a buffer" + \
            (f" of {name})" if name else ")")
    typ = arg_type(param)
    if typ.known and typ.count == 1 and typ.dtype in TYPE_NAMES:
        return f"--arg {TYPE_NAMES[typ.dtype]}=VALUE"
    return f"--arg TYPE=VALUE (a value of {param.size} bytes: its type gives its bits)"


def timing_asked(args, otherwise):
    """The ``timing`` option run's and profile's --sampled and --sampling ask for (a Sampling
    parsed from --sampling's fields: timing/sampled.py), else ``otherwise``."""
    if args.sampling is not None:
        from ..timing.sampled import Sampling
        return Sampling.parse(args.sampling)
    return "sampled" if args.sampled else otherwise


def cmd_run(args):
    """Run the kernel and print results; returns the exit status."""
    from ..emu.waitcnt import WaitcntChecker
    from .device import Buffer
    non_negative(args, ("seed", "show"))
    checker = None
    if args.waitcnt != "off" and not args.adversarial:
        checker = WaitcntChecker(mode=args.waitcnt)
    # --json: stdout is the JSON object alone; a kernel's print() lines go in it (and stderr)
    printing = contextlib.redirect_stdout(sys.stderr) if args.json else contextlib.nullcontext()
    with LaunchProgress() as progress, printing:
        kernel, device, values, launch = launch_args(
            args, {"trace": args.trace, "view": args.view},
            checker="adversarial" if args.adversarial else checker,
            timing=timing_asked(args, args.timing or args.warm or args.clock is not None
                                or args.trace is not None),
            trace=args.trace,
            progress=progress)
    buffers = [(i, spec, v) for i, (spec, v) in enumerate(zip(args.args, values))
               if isinstance(v, Buffer)]
    saved = save_buffers(args, values)
    if args.json:
        out = _json(kernel, device, launch)
        out["buffers"] = {f"arg {i}": {"spec": spec, "elements": len(v),
                                       "first": [_json_number(x) for x in
                                                 _head(v, args.show).tolist()]}
                          for i, spec, v in buffers}
        if args.save is not None:
            out["saved"] = saved
        if checker is not None:
            out["waitcnt_reports"] = [str(r) for r in checker.reports]
        if args.init:
            out["init"] = [r.as_dict() for r in launch.extra["init"]]
        if "races" in launch.extra:
            out["races"] = [r.as_dict() for r in launch.extra["races"]]
        if "adversarial" in launch.extra:
            out["adversarial"] = [str(r) for r in launch.extra["adversarial"]]
        if launch.printed is not None:
            out["printed"] = {"lines": launch.printed.lines, "dropped": launch.printed.dropped}
        print(json.dumps(out))
        return 0
    rows = [(f"arg {i} ({spec})", _preview(v, args.show)) for i, spec, v in buffers]
    rows += [("saved", ", ".join(saved))] if args.save is not None else []
    if args.adversarial:
        rows.append(("timing", "adversarial: results land as late as s_waitcnt allows"))
        reports = launch.extra["adversarial"]
        rows.append(("adversarial reports", len(reports)))
        rows += [(f"  adversarial {k}", str(r)) for k, r in enumerate(reports[:args.show])]
    if checker is not None:
        rows.append(("waitcnt reports", len(checker.reports)))
        rows += [(f"  report {k}", str(r)) for k, r in enumerate(checker.reports[:args.show])]
    if args.init:
        rows += [(f"  init {k}", str(r)) for k, r in enumerate(launch.extra["init"][:args.show])]
    rows += race_rows(launch, args.show)
    if launch.timing is not None:
        rows += _timing_rows(launch.timing)
    _print_table(f"{kernel.name} on {device.name} ({device.target.name})",
                 rows + launch.summary())
    return 0


def race_rows(launch, show):
    """Table rows of the race reports of a launch with ``races=`` (the first ``show``)."""
    if "races" not in launch.extra:
        return []
    reports = launch.extra["races"]
    return [("race reports", len(reports))] + [(f"  race {k}", str(r))
                                               for k, r in enumerate(reports[:show])]


def _power(count):
    """``count`` as 2^n when it is a power of two (dispatch.PARALLEL_ITEMS in --help)."""
    return f"2^{count.bit_length() - 1}" if count & (count - 1) == 0 else f"{count:,}"


def _json(kernel, device, launch):
    """The launch as one JSON-ready object (``--json``): its statistics, and its timing."""
    stats = launch.stats
    out = {"kernel": kernel.name, "device": device.name, "grid": list(launch.grid),
           "block": list(launch.block), "wave_instructions": stats.wave_instructions,
           "by_class": dict(stats.by_class), "waves": launch.result.waves,
           "workers": launch.result.workers, "worker_rule": launch.result.worker_rule,
           "simulated_in": dict(launch.times),    # host seconds by phase
           "native": {"wave_instructions": stats.native_wave_instructions,
                      "share": stats.native_share, "functions_compiled": stats.native_compiled,
                      "functions_loaded": stats.native_loaded}}
    if launch.timing is not None:
        out.update(launch.timing.as_dict())
    return out


def _sampled_rows(timing):
    """A sampled result's interval and the share replayed in detail (timing/sampling.py)."""
    if not hasattr(timing, "interval"):
        return []
    from ..timing.sampled import percent
    low, high = timing.interval
    return [("cycles, interval", f"{low} to {high} ({percent(timing.confidence)} confidence)"),
            ("replayed in detail", f"{percent(timing.detail_share, 1)} of the "
                                   f"wave-instructions, {timing.sampled_workgroups} of "
                                   f"{timing.workgroups} workgroups; the replays "
                                   f"{percent(timing.replayed_share, 1)} of the launch's work"),
            ("sampling method", timing.method)]


def _stall_rows(timing):
    """The stall rows of a TimingResult; of a sampled one (not replayed in full), said to be
    the replayed part's scaled, or left out with a loop's trips cut (timing/cuts.py)."""
    rows = [(f"  stall {reason}", n) for reason, n in timing.stalls.items() if n]
    if getattr(timing, "method", "exact").startswith("exact"):
        return rows
    if not rows:
        return [("stalls", "left out: the replayed trips' do not scale to the launch's")]
    return [("stalls", f"the replayed part's ({timing.detail_share:.1%} of the "
                       f"wave-instructions), scaled to the launch")] + rows


def _timing_rows(timing):
    """Table rows of a TimingResult."""
    occ = timing.occupancy
    rows = [("cycles", f"{timing.cycles} ({timing.seconds * 1e6:.2f} us)"),
            ("clock", f"{timing.clock_mhz:g} MHz, {timing.clock_name}"),
            *_sampled_rows(timing),
            ("IPC, device", f"{timing.ipc:.2f} wave-instructions a cycle"),
            ("IPC per CU", f"{timing.ipc_per_cu:.2f} (mean of the CUs used, each over its "
                           "busy cycles)"),
            ("occupancy", f"{occ.waves_per_simd} waves/SIMD ({occ.limiter}), "
                          f"{occ.workgroups_per_cu} workgroups/CU"),
            ("achieved occupancy", f"{timing.achieved_occupancy:.2f} waves/SIMD"),
            ("compute units used", sum(1 for b in timing.cu_busy if b))]
    rows += [(f"  issued {cat}", n) for cat, n in sorted(timing.issued.items())]
    rows += _stall_rows(timing)
    rows += [(f"  timing-dependent 0x{pc:x}", why) for pc, why in timing.timing_dependent.items()]
    return rows


def _json_number(x):
    """A buffer element for JSON: NaN and the infinities as the strings "nan", "inf", "-inf"
    (JSON has no such numbers)."""
    return x if not isinstance(x, float) or math.isfinite(x) else str(x)


def _head(buffer, show):
    """The first ``show`` elements of a buffer (only they are read back)."""
    shown = min(show, len(buffer))
    raw = buffer.device.memory.read(buffer.address, shown * buffer.dtype.itemsize)
    return np.frombuffer(raw, buffer.dtype)


def _preview(buffer, show):
    """The first ``show`` elements of a buffer as text, and how many there are."""
    count = len(buffer)
    head = np.array2string(_head(buffer, show), separator=", ", max_line_width=10_000)
    more = f" ... ({count} elements)" if count > show else ""
    return head + more


def _print_table(title, rows):
    from rich.console import Console
    from rich.table import Table
    table = Table(title=printable(title), show_header=False)
    table.add_column(style="bold")
    table.add_column()
    for label, value in rows:                   # names from the file, escaped
        table.add_row(printable(label), printable(value))
    Console(emoji=False, markup=False).print(table)   # argument specs like f32:100:ones

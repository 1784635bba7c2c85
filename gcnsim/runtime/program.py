"""Programs loaded on a Device, their kernels as callables, and what a launch gives back.

A code object (clang's .hsaco, or assembly with ``.amdhsa_kernel`` blocks written into one)
becomes a Program whose kernels are attributes; assembly without kernels becomes a RawProgram
run from a user-given initial state.

    prog = dev.load("saxpy.hsaco")
    launch = prog.saxpy(2.0, x, y, n, grid=n, block=256)
    launch.stats.wave_instructions, launch.stats.lane_utilisation
"""
import functools
import time
import weakref
from dataclasses import dataclass, field
from pathlib import Path

from ..asm import assemble
from ..codeobj import write_code_object
from ..codeobj.elf import bundled, is_bundle, no_elf_header
from ..emu.dispatch import DispatchResult, Resources, dispatch, raw_initializer
from ..emu.hsa import launch_kernel, load_image
from ..emu.launch import LaunchOptions
from ..emu.program import CodeImage, register_extent
from ..emu.waitcnt import WaitcntChecker
from ..errors import GcnsimError, NoSuchKernel, ScratchOverflow, TargetMismatch
from .args import KernelArgumentError, pack_arguments
from .opencl import CompileError, as_written, compile_opencl, compile_opencl_file
from .sources import ASM_SUFFIXES, CODE_OBJECT_SUFFIXES, ELF_MAGIC, named_target, \
    read_file, source_text
from ..timing.api import TimedLaunch, kernel_footprint, named_footprint
from ..timing.occupancy import kernel_occupancy, occupancy

# Launch.extra keys whose summary row is not "KEY check" (a checker's findings)
EXTRA_LABELS = {"view": "wave viewer"}
SOURCE_SUFFIXES = ASM_SUFFIXES + CODE_OBJECT_SUFFIXES + (".cl",)


@dataclass
class Launch:
    """One kernel launch: its shape, statistics (RunStats) and host events. ``seconds``: the
    functional run's wall-clock time (all its runs, in a timed launch); ``times``: seconds by
    phase, in order: "warm-up" (what the caller did before the launch: loading, arguments;
    the CLI adds it), "functional run", "timing replay" (a timed launch)."""
    kernel: str
    grid: tuple
    block: tuple
    result: DispatchResult
    seconds: float = 0.0
    extra: dict = field(default_factory=dict)
    timing: object = None           # a timing.engine.TimingResult (timing=True)
    times: dict = field(default_factory=dict)

    @property
    def stats(self):
        return self.result.stats

    @property
    def events(self):
        return self.result.events

    @property
    def printed(self):
        """What the kernel's print() calls printed (emu/printf.py Printed), or None."""
        return self.result.printed

    def summary(self):
        """(label, value) rows describing the launch."""
        s = self.stats
        rows = [("kernel", self.kernel), ("grid", "x".join(map(str, self.grid))),
                ("block", "x".join(map(str, self.block))),
                ("workgroups / waves", f"{self.result.workgroups} / {self.result.waves}"),
                ("wave-instructions", f"{s.wave_instructions}")]
        rows += [(f"  {cls}", f"{n}") for cls, n in sorted(s.by_class.items())]
        rows += [("VALU lane utilisation", f"{100 * s.lane_utilisation:.1f} %"),
                 ("branches across waves", f"{s.divergent_branches}"),
                 ("run natively", f"{100 * s.native_share:.1f} % of the wave-instructions "
                  f"({s.native_compiled} functions compiled, {s.native_loaded} loaded "
                  "from the disk cache)"),
                 ("host events", f"{len(self.events)}"),
                 *([("workers", self.result.worker_rule)] if self.result.worker_rule else []),
                 *[(EXTRA_LABELS.get(key, f"{key} check"), _shown(value))
                   for key, value in self.extra.items()],
                 ("simulated in", f"{sum(self.times.values()) * 1e3:.1f} ms")]
        rows += [(f"  {phase}", f"{seconds * 1e3:.1f} ms") for phase, seconds in
                 self.times.items()]
        return rows


def _shown(value):
    """A Launch.extra entry as a summary cell: findings (a list) by their count."""
    if isinstance(value, (list, tuple)):
        return f"{len(value)} report{'s' * (len(value) != 1)}"
    return f"{value}"


def load_program(device, source, name=None, build_options=()):
    """A Program or RawProgram from bytes, a path, or assembly text (see Device.load).

    A Path, or a one-line str naming a file (or ending in a known suffix), is a file: a code
    object when it starts with the ELF magic (whatever its name), OpenCL C when it ends in .cl
    (compiled where it lies, with ``build_options``), assembly otherwise. Other text is
    assembly, or OpenCL C when ``name`` ends in .cl."""
    label = name or "<source>"
    if isinstance(source, (bytes, bytearray, memoryview)):
        return _from_bytes(device, bytes(source), label)
    if not isinstance(source, (str, Path)):
        raise GcnsimError(f"load takes a path, code object bytes or source text, got "
                          f"{type(source).__name__}")
    if isinstance(source, Path) or _names_file(source):
        return _from_file(device, Path(source), name, build_options)
    if label.lower().endswith(".cl"):
        code = compile_opencl(source, device.target, label, build_options)
        return _from_bytes(device, code, label)
    _no_build_options(build_options, label)
    return _from_assembly(device, source, label)


def _names_file(text):
    if "\n" in text or "\0" in text:
        return False
    path = Path(text)
    try:
        return path.suffix.lower() in SOURCE_SUFFIXES or path.is_file()
    except OSError:                  # a name too long for a path: text
        return False


def _from_file(device, path, name, build_options):
    label = name or str(path)
    data = read_file(path)
    if data[:4] == ELF_MAGIC or is_bundle(data):
        _no_build_options(build_options, label)
        return _from_bytes(device, data, label)
    if path.suffix.lower() == ".cl":
        program = _from_bytes(device, compile_opencl_file(path, device.target, build_options),
                              label)
        for code in {id(k.loaded.code): k.loaded.code for k in program.kernels.values()}.values():
            code.lines = as_written(code.lines, path)
        return program
    _no_build_options(build_options, label)
    return _from_assembly(device, source_text(data, label), label)


def _no_build_options(build_options, label):
    if build_options:
        raise CompileError(f"{label}: build options apply to OpenCL C (.cl) only")


def _from_bytes(device, data, label):
    """The Program of a code object, or of a clang offload bundle's code object for the
    device's target (its other targets' are left)."""
    if data[:4] != ELF_MAGIC:
        body = bundled(data, device.target.name)
        if body is None:
            raise no_elf_header(data, label, device.target.name)
        data = body
    co, kernels = load_image(device.memory, data)
    if co.target.name != device.target.name:
        raise TargetMismatch.built_for(label, co.target, device.target)
    return Program(device, kernels, label)


def _from_assembly(device, text, label):
    named = named_target(text, label)
    if named is not None and named.name != device.target.name:
        raise TargetMismatch(f"{label}: .amdgcn_target names {named.name}; this device "
                             f"({device.name}) is {device.target.name}")
    program = assemble(text, device.target, name=label)
    if program.kernels:
        return _from_bytes(device, write_code_object(program, source=label), label)
    return RawProgram(device, program, label)


def default_checker(options):
    """``options`` with the default checker when they name none: the dynamic checker (missing
    waits and hazards, per block: it costs a few per cent), stopping at the first error.
    ``checker=None`` turns checking off."""
    if "checker" in options:
        return options
    return {**options, "checker": WaitcntChecker()}


def _timed(device, label, opts, given, run):
    """The Launch of ``run()`` (a dispatch, under the device's lock: launches on one Device run
    one at a time), with its time and how it was checked."""
    with device.lock:
        start = time.perf_counter()
        result = run()
        seconds = time.perf_counter() - start
    return Launch(label, opts.geometry.grid, opts.geometry.block, result, seconds,
                  {"waitcnt": _how_checked(opts, given)}, times={"functional run": seconds})


def _check_hazards(launch, opts):
    """Under the dynamic checker, the hazard reports it has go in ``launch.extra``; with
    ``init=True`` the uninitialised reads (emu/initcheck.py) and with ``races=`` the race
    reports (emu/races.py) too, and under adversarial timing what it did at each finding
    (emu/adversarial.py); with ``view=`` the viewer's page is written (gcnsim/view/)."""
    hazards = getattr(opts.checker, "hazards", None)
    if hazards is not None:
        launch.extra["hazards"] = hazards
    if opts.init:
        launch.extra["init"] = launch.result.init
    if launch.result.adversarial is not None:
        launch.extra["adversarial"] = launch.result.adversarial
    if opts.detector is not None:
        launch.extra["races"] = opts.detector.reports
    if opts.viewer is not None and opts.timing is not None:   # written after the replay
        opts.timing.viewer = opts.viewer                        # (timing/api.py)
        launch.extra["view"] = opts.viewer.path
    elif opts.viewer is not None:
        from ..view.page import write
        launch.extra["view"] = write(opts.viewer, launch.kernel)


def _how_checked(opts, given):
    """How a launch's waits were checked, for Launch.extra and its summary."""
    if opts.checker == "adversarial":
        return "adversarial timing"
    if opts.checker is None:
        return "off"
    return "dynamic checker" if "checker" in given else "dynamic checker (default)"


class Program:
    """The kernels of a code object loaded on a Device: ``prog.NAME(*args, grid, block)``.

    A Kernel keeps its Program alive; the Program keeps its kernels' state (their last Launch
    and the configs found to hold their workgroups), not the Kernel objects: it hands out the
    one Kernel of a name while anything holds it, a new one on the same state after. So no
    cycle joins them, and a Program nothing holds is freed (its image back to the device) when
    the last reference goes, not at the cyclic collector's next full pass."""

    def __init__(self, device, kernels, label):
        self.device = device
        self.label = label
        self.compiled = None        # the gcnsim.lang Compiled it came from (Device.compile)
        self._loaded = dict(kernels)
        self._made = weakref.WeakValueDictionary()  # name -> its Kernel while one is held
        self._last = dict.fromkeys(kernels)         # name -> its kernel's last Launch
        self._fits = {name: {} for name in kernels}  # name -> Kernel._fits
        # The code object's image goes back to the device with the Program (its kernels keep
        # the Program alive while they are used).
        for image in {device.memory.find(k.descriptor_address).address
                      for k in kernels.values()}:
            weakref.finalize(self, device.memory.release, image)

    @property
    def kernels(self):
        """Name -> Kernel, in the code object's order."""
        return {name: self[name] for name in self._loaded}

    def __getattr__(self, name):
        if "_loaded" not in self.__dict__:      # asked before __init__ set it (copy, pickle)
            raise AttributeError(name)
        return self[name]

    def __getitem__(self, name):
        if name not in self._loaded:
            raise NoSuchKernel(f"{self.label} has no kernel '{name}' (kernels: "
                               f"{', '.join(self._loaded) or 'none'})")
        kernel = self._made.get(name)
        if kernel is None:
            kernel = self._made[name] = Kernel(self, self._loaded[name])
        return kernel

    def __repr__(self):
        return f"Program({self.label!r}, kernels={list(self._loaded)})"


class Kernel:
    """A kernel of a Program; calling it launches it and returns the Launch (also kept as
    ``kernel.last``)."""

    def __init__(self, program, loaded):
        self.program = program
        self.loaded = loaded
        self.name = loaded.name
        self._fits = program._fits[loaded.name]     # (work-items a workgroup, dynamic LDS
        #                   bytes) -> the device config found to hold such a workgroup (asked once)

    @property
    def last(self):
        """The kernel's last Launch (None before the first)."""
        return self.program._last[self.name]

    @property
    def args(self):
        md = self.loaded.metadata
        return list(md.explicit_args) if md else []

    def __call__(self, *args, **options):
        """Launch with the kernel's arguments in order and the launch options as keywords:
        ``grid, block=64, shared_mem=0, budget=None, timeout=None, checker=<default>,
        kernarg_preload=True, max_waves=None, tba=0, tma=0, progress=None, races=False``, and
        ``timing=False, trace=None, profile=None`` (timing/api.py) (emu/launch.py LaunchOptions;
        the default checker: see default_checker)."""
        device = self.program.device
        options, timed = TimedLaunch.split(options, device, inputs=[self.program.label])
        opts = LaunchOptions.of(self.name, default_checker(options))
        md = self.loaded.metadata
        if md is None:
            why = ("the code object has no AMDGPU metadata note (an .amdgpu_metadata block, as "
                   "clang writes)" if all(k.metadata is None
                                         for k in self.program._loaded.values()) else
                   f"the code object's metadata note has no record for {self.name}")
            raise KernelArgumentError(f"{self.name} has no metadata to check its arguments "
                                      f"against: {why}")

        def run():
            explicit, dynamic_lds = pack_arguments(self.name, md, args, device)
            block = opts.geometry.block
            # (LDS of local arguments and of shared_mem alike: one OccupancyError if too much)
            shape = (block[0] * block[1] * block[2], dynamic_lds + opts.shared_mem)
            if self._fits.get(shape) is not device.config:
                # what the hardware would refuse to dispatch, refused as the timed launch does
                kernel_occupancy(device.config, self.loaded, block_size=shape[0],
                                 dynamic_lds=shape[1])
                self._fits[shape] = device.config
            return launch_kernel(device.memory, self.loaded, opts, explicit,
                                 dynamic_lds=dynamic_lds, dispatch_id=device.next_dispatch_id())

        def once():
            try:
                return _timed(device, self.name, opts, options, run)
            except ScratchOverflow as overflow:
                compiled = self.program.compiled
                known = compiled and compiled.index_error(overflow)
                if not known:
                    raise
                raise known from None
        last = once() if timed is None else timed.run(once, kernel_footprint(self.loaded))
        self.program._last[self.name] = last
        _check_hazards(last, opts)
        return last

    def __repr__(self):
        return f"Kernel({self.name!r})"


class RawProgram:
    """Assembly without kernel descriptors, run from an initial state the caller gives."""

    def __init__(self, device, program, label):
        self.device = device
        self.label = label
        self.program = program
        base = device.memory.alloc(len(program.text), program.text)
        weakref.finalize(self, device.memory.release, base)
        self.code = CodeImage(device.target, program.text, base, lines=program.lines)
        self.last = None

    def run(self, grid, block=64, *, sgprs=None, vgprs=None, exec_mask=None, vgpr_count=256,
            entry=None, **options):
        """Launch from ``entry`` (a label, default the start) with ``sgprs``/``vgprs`` as in
        emu.dispatch.raw_initializer and the launch options of emu/launch.py as keywords
        (``shared_mem``: LDS bytes per workgroup); returns the Launch (also kept as ``last``)."""
        offset = 0 if entry is None else self._label(entry)
        options, timed = TimedLaunch.split(options, self.device, inputs=[self.label])
        checked = default_checker(options)
        opts = LaunchOptions.of(self.label, {"grid": grid, "block": block, **checked})
        init = raw_initializer(sgprs, vgprs, exec_mask)
        # what the hardware would refuse to dispatch (a workgroup no CU can hold with the
        # registers the program names), refused before it runs, timed or not
        footprint = self.footprint
        size = opts.geometry.block
        occupancy(self.device.config, vgprs=footprint.vgprs, sgprs=footprint.sgprs,
                  agprs=footprint.agprs, lds_bytes=opts.shared_mem,
                  block_size=size[0] * size[1] * size[2])
        once = lambda: _timed(self.device, self.label, opts, options, lambda: dispatch(  # noqa
            self.device.memory, self.code, self.code.base + offset,
            Resources(vgpr_count, opts.shared_mem), init, opts))
        self.last = once() if timed is None else timed.run(once)
        _check_hazards(self.last, opts)
        return self.last

    @functools.cached_property
    def footprint(self):
        """What a wave of the program allocates: the registers any of its instructions names
        (a compiler allocates for all its code, run or not; timing/api.py named_footprint)."""
        target = self.device.target
        return named_footprint((register_extent(inst, target)
                                for _, inst, _ in self.program.instructions), target)

    def _label(self, name):
        if name not in self.program.symbols:
            raise GcnsimError(f"{self.label} has no label '{name}'")
        return self.program.symbols[name]

    def __repr__(self):
        return f"RawProgram({self.label!r}, {len(self.program.text)} bytes)"

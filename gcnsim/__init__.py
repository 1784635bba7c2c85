"""gcnsim: a simulator and toolchain for AMD GCN-family GPUs (gfx701, gfx900, gfx90a, gfx942).

The public API is composed here and loaded on first use, so ``import gcnsim`` costs nothing
until a name is touched:

    >>> import gcnsim
    >>> dev = gcnsim.Device("mi300x")
    >>> dev.target.name, dev.config.compute_units
    ('gfx942', 304)
"""
import importlib

__version__ = "0.1.0"

# public name -> the module that defines it
_API = {
    "Device": "runtime.device", "Buffer": "runtime.device", "LocalMemory": "runtime.device",
    "Program": "runtime.program", "Kernel": "runtime.program", "Launch": "runtime.program",
    "RawProgram": "runtime.program", "KernelArgumentError": "errors", "NoSuchKernel": "errors",
    "compile_opencl": "runtime.opencl",
    "check": "runtime.check", "Finding": "analysis.findings",
    "LaunchOptions": "emu.launch", "LaunchError": "errors",
    "WaitcntChecker": "emu.waitcnt",
    "TimingResult": "timing.engine", "TimedLaunch": "timing.api",
    "Sampling": "timing.sampling", "SampledResult": "timing.sampling",
    "SamplingError": "timing.sampling", "UnknownSamplingField": "timing.loops",
    "ProgramTiming": "timing.program",
    "occupancy": "timing.occupancy", "Occupancy": "timing.occupancy",
    "DeviceConfig": "isa.device_config", "DEVICES": "isa.devices", "get_device": "isa.devices",
    "Target": "isa.targets", "TARGETS": "isa.targets", "get_target": "isa.targets",
    "assemble": "asm", "disassemble": "asm",
    "load_code_object": "codeobj", "write_code_object": "codeobj",
    "GcnsimError": "errors", "errors": None,
    # every error gcnsim raises, so `except gcnsim.SpinHang` works (a test finds them all)
    "AsmError": "errors", "OperandMismatch": "errors", "DecodeError": "errors",
    "CodeObjectError": "errors", "TargetError": "errors", "TargetMismatch": "errors", "MemoryViolation": "errors",
    "ScratchOverflow": "errors", "PrivateIndexError": "errors", "WildJump": "errors",
    "KernelTrap": "errors", "CompileError": "errors", "RoundModeError": "errors",
    "DeviceConfigError": "isa.device_config", "NoImplicitData": "isa.implicit",
    "MfmaTimingError": "isa.mfma_timing", "ValuBuildError": "semantics.valu",
    "UnimplementedInstruction": "semantics.registry", "BufferFormatError": "semantics.vmem_buffer",
    "CfgError": "analysis.cfg", "BudgetExceeded": "emu.executor",
    "RegisterBoundsError": "emu.executor", "LaunchTimeout": "emu.executor",
    "ExecutionError": "emu.executor", "WaitcntError": "emu.waitcnt", "HazardError": "emu.waitcnt",
    "SpinHang": "emu.spin", "OutOfMemory": "emu.memory", "OccupancyError": "timing.occupancy",
    "BarrierError": "emu.synccheck",
    "TimingError": "timing.ops", "ProfileError": "timing.profile",
    "RegisterPressure": "lang.regalloc", "OutputError": "outputs", "NativeError": "native.jit",
    "CacheSettingError": "native.cache",
    "WorkerError": "emu.workers", "Unprepared": "emu.workers", "RaceError": "emu.race_report",
    "SweepError": "sweep.points", "UnknownDeviceField": "sweep.points", "variant": "sweep.points",
    "RaceShadowLimit": "emu.race_shadow",
    # gcnsim.sweep: the package, callable as gcnsim.sweep(...), its names (gcnsim.sweep.
    # KernelSource, .Point, .Table) read from it too (sweep/__init__.py)
    "debug": "debug", "Debugger": "debug", "DebugError": "debug.engine", "sweep": None,
    "ViewError": "view.record",
}

__all__ = sorted(_API)


def __getattr__(name):
    if name not in _API:
        raise AttributeError(f"module 'gcnsim' has no attribute '{name}'")
    module = _API[name]
    if module is None:
        value = importlib.import_module(f"gcnsim.{name}")
    else:
        value = getattr(importlib.import_module(f"gcnsim.{module}"), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_API))

"""The debugger: breakpoints, stepping both ways and watchpoints on a kernel launch (L5).

``gcnsim.debug(prog.kernel, *args, grid=, block=, ...)`` (or a gcnsim.lang kernel, compiled
for ``device=`` or its buffers' device as ``kernel.on`` does) opens a Debugger on one launch,
stopped before its first instruction; ``gcnsim debug FILE [run's arguments]`` does the same
from the command line (runtime/cli_debug.py). It runs the interpreter tier (every
instruction through the semantics, tier="interpreter"), on one worker, under a hook the
executor calls per block (engine.py); going back replays the launch from its start.

    dbg = gcnsim.debug(prog.reduce, out, data, grid=256, block=256)
    print(dbg("watch local#0x0"))
    print(dbg("continue"))
    print(dbg("reverse-stepi"))
    print(dbg("print $v1"))
"""
import sys
import types

from ..emu.launch import LaunchOptions
from ..errors import GcnsimError
from ..lang.kernel import Kernel as LangKernel
from ..lang.launcher import Launcher
from .commands import Commands
from .engine import DebugError, Replay
from .session import Session

__all__ = ["Debugger", "DebugError", "debug"]


class Debugger:
    """A Session and its command line: ``dbg(line)`` gives a command's output."""

    def __init__(self, session):
        self.session = session
        self.commands = Commands(session)

    def __call__(self, line):
        return self.commands.execute(line)

    @property
    def done(self):
        return self.commands.done

    def script(self, lines, out=None, echo=True):
        """Run command lines as gdb's --batch does: each echoed after the prompt, its output
        after it; an error is printed and the script goes on. Returns the errors' count.
        ``out``: where to (None: sys.stdout as it is when called)."""
        out = sys.stdout if out is None else out
        errors = 0
        for line in lines:
            if line.strip().startswith("#"):
                continue
            if echo and line.strip():
                print(f"(gcnsim-dbg) {line.strip()}", file=out)
            try:
                text = self(line)
            except GcnsimError as err:
                text, errors = str(err), errors + 1
            if text:
                print(text, file=out)
            if self.done:
                break
        return errors

    def interact(self, stdin=None, out=None):
        """Read commands until quit or end of input (a terminal or a plain pipe); None:
        sys.stdin, sys.stdout."""
        stdin = sys.stdin if stdin is None else stdin
        out = sys.stdout if out is None else out
        last = ""
        self.commands.rich = out.isatty()
        while not self.done:
            print("(gcnsim-dbg) ", end="", file=out, flush=True)
            try:
                line = stdin.readline()
            except KeyboardInterrupt:       # at the prompt gdb prints Quit and reads on
                print("Quit", file=out)
                continue
            if not line:
                print(file=out)
                break
            line = line.strip() or last     # an empty line repeats the last command (gdb)
            last = line
            try:
                text = self(line)
            except GcnsimError as err:
                text = str(err)
            if text:
                print(text, file=out, flush=True)

    def close(self):
        self.session.replay.close()


def debug(kernel, *args, labels=None, device=None, **options):
    """A Debugger on the launch ``kernel(*args, **options)``, stopped before its first
    instruction. ``kernel``: a program's kernel (``prog.name``) or a gcnsim.lang kernel,
    compiled for ``device`` (default: the device of its first buffer argument) as
    ``kernel.on(device)`` does. ``labels``: {name: PC} for breakpoints by label."""
    if isinstance(kernel, LangKernel):
        kernel, args = _compiled(kernel, args, device)
    elif not hasattr(kernel, "loaded"):
        raise DebugError(f"debug: {type(kernel).__name__} is not a kernel: pass a program's "
                         "kernel (prog = dev.load(...) or dev.compile(...); prog.NAME) or a "
                         "@gcnsim.lang.kernel function")
    for name, value in (("tier", "interpreter"), ("workers", 1)):   # what it runs anyway
        if options.get(name, None) == value:
            del options[name]
    refused = [k for k in ("tier", "checker", "workers", "races", "timing", "timeout", "view",
                           "view_group") if k in options]
    if refused:
        raise DebugError(f"debug: {refused[0]}= is the debugger's: a debugged launch runs "
                         "interpreted, untimed, on one worker, under the debugger's own "
                         "checker, replayed in parts (no tier=, checker=, workers=, races=, "
                         "timing=, timeout=, view= or view_group=)")
    geometry = LaunchOptions.of(kernel.name, {k: v for k, v in options.items()
                                              if k in ("grid", "block")}).geometry
    device = kernel.program.device
    dispatches = device.dispatches

    def launch(hook):
        return kernel(*args, **options, tier="interpreter", workers=1, checker=hook)

    def reset():
        device.dispatches = dispatches

    replay = Replay(launch, device.memory, reset)
    loaded = kernel.loaded
    session = Session(replay, loaded.code, geometry, labels, kernel.name, loaded.entry)
    return Debugger(session)


def _compiled(kernel, args, device):
    """A language kernel's runtime Kernel on ``device`` (or its first buffer argument's) and
    its arguments as its launch passes them (numpy arrays copied to the device)."""
    if device is None:
        device = next((a.device for a in args                   # a Buffer's Device
                       if hasattr(getattr(a, "device", None), "target")), None)
    if device is None:
        raise DebugError(f"debug: {kernel.name} is a gcnsim.lang kernel: pass device= (or a "
                         "device buffer argument) to compile it for that device's target")
    launcher = Launcher(kernel, device)
    params = kernel.parameters()
    if len(args) != len(params):
        raise DebugError(f"debug: {kernel.name}() takes {len(params)} arguments, "
                         f"{len(args)} given")
    args = tuple(launcher.passed(a, t) for a, t in zip(args, params))
    return getattr(launcher.program(), kernel.name), args


class _Callable(types.ModuleType):
    """``gcnsim.debug(...)`` once this package is imported: importing it makes ``gcnsim.debug``
    the package (Python sets a package's submodules as its attributes), so the package itself
    calls ``debug``."""

    def __call__(self, *args, **options):
        return debug(*args, **options)


sys.modules[__name__].__class__ = _Callable

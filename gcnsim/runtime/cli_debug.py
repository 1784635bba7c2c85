"""``gcnsim debug``: a kernel launch under the debugger, from the command line.

The file, kernel, device, grid, block and arguments are run's (cli_run.configure_launch); the
launch stops before its first instruction and reads gdb commands (gcnsim/debug/commands.py):
``-ex CMD`` (repeatable) and ``--batch FILE`` first, in that order, then the terminal or a
plain pipe unless ``--batch`` was given (gdb's --batch quits at the script's end). run's
options work as they do for run (--budget, --seed, --printf-buffer, the OpenCL C build
options) or, where a debugged launch cannot honour them (timing, --races, --view, --json,
...), are refused with the reason (REFUSED), never ignored.

    gcnsim debug race.s --grid 128 --block 128 --arg i32:64 --arg i32:128:range \\
        -ex "break store" -ex continue -ex "print v2" --batch /dev/null
"""
from pathlib import Path

from ..errors import GcnsimError
from .cli_run import configure_launch, launch_options, load_kernel

UNTIMED = "the debugger runs the launch untimed (time it with gcnsim run or gcnsim profile)"
# run's options a debugged launch cannot honour, each refused with why (dest -> (the value it
# may keep, or None: none, the reason)); a debugged launch runs interpreted on one worker under
# the debugger's own checker (gcnsim/debug/__init__.py)
REFUSED = {
    "tier": ("interpreter", "the debugger runs every instruction through the interpreter"),
    "workers": (1, "the debugger runs the launch on one worker"),
    "waitcnt": (None, "the debugger's own checker tracks the counters (info counters) and "
                "never stops the launch on a finding"),
    "races": (None, "the debugger's checker takes the race detector's place (gcnsim run "
              "--races finds races)"),
    "timeout": (None, "a wall-clock limit would count the time at the prompt (Ctrl-C stops "
                "a continue)"),
    "view": (None, "a debug session replays parts of the launch and may quit before its end "
             "(gcnsim run --view records the page)"),
    "view_group": (None, "a debug session records no wave viewer page (gcnsim run --view "
                   "--view-group N does)"),
    "trace": (None, UNTIMED), "warm": (None, UNTIMED), "clock": (None, UNTIMED),
    "sampled": (None, UNTIMED), "sampling": (None, UNTIMED),
    "json": (None, "the debugger prints gdb's text (gcnsim run --json prints the launch)"),
    "save": (None, "a debug session may quit before the launch's end (gcnsim run --save "
             "writes the buffers; x/16xw reads them here)"),
}


# run's options a debugged launch honours as run does (every other one is in REFUSED)
HONOURED = ("file", "kernel", "device", "grid", "block", "args", "seed", "budget",
            "printf_buffer", "shared_mem", "defines", "includes", "cl_options", "cl_debug")


def configure(parser):
    configure_launch(parser)
    parser.add_argument("--batch", metavar="FILE", help="run the commands of FILE (one a line, "
                        "# comments), echoed after the prompt, then quit (gdb's --batch -x)")
    parser.add_argument("-ex", dest="ex", action="append", default=[], metavar="CMD",
                        help="run CMD first (repeatable, in order; before --batch's FILE)")
    parser.set_defaults(waitcnt=None)          # given or not: the debugger's checker runs


def refuse_undebuggable(args):
    """A one-line error for the first of run's options given that a debugged launch cannot
    honour (REFUSED)."""
    from ..debug import DebugError
    for dest, (allowed, why) in REFUSED.items():
        value = getattr(args, dest, None)
        if not (value is None or value is False or value == allowed):
            flag = "--" + dest.replace("_", "-") + ("" if value is True else f" {value}")
            raise DebugError(f"{flag} is not for a debugged launch: {why}")


def cmd_debug(args):
    """Open the session, run -ex and --batch commands, then read the terminal (no --batch)."""
    from ..debug import debug
    refuse_undebuggable(args)
    kernel, _, values = load_kernel(args)
    lines = list(args.ex)
    if args.batch is not None:
        try:
            lines += Path(args.batch).read_text().splitlines()
        except OSError as err:
            raise GcnsimError(f"--batch {args.batch}: {err.strerror}") from None
    options = {k: v for k, v in launch_options(args).items() if k not in REFUSED}
    dbg = debug(kernel, *values, labels=_labels(args.file, kernel), **options)
    try:
        errors = dbg.script(lines)
        if args.batch is None and not dbg.done:
            dbg.interact()
    finally:
        dbg.close()
    return 1 if errors and args.batch is not None else 0


def _labels(path, kernel):
    """{label: PC} of an assembly file's code (a code object keeps only its kernels'
    symbols): its .text offsets from the kernel's code image."""
    from ..asm import assemble
    from .sources import ELF_MAGIC, read_file, source_text
    path = Path(path)
    data = read_file(path)
    if data[:4] == ELF_MAGIC or path.suffix.lower() == ".cl":
        return {}
    code = kernel.loaded.code
    try:
        program = assemble(source_text(data, str(path)), code.target.name)
    except GcnsimError:
        return {}
    return {name: code.base + offset for name, offset in program.symbols.items()
            if isinstance(offset, int) and 0 <= offset < len(code.data)}

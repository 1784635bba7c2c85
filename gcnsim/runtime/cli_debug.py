"""``gcnsim debug``: a kernel launch under the debugger, from the command line.

The file, kernel, device, grid, block and arguments are run's (cli_run.configure_launch); the
launch stops before its first instruction and reads gdb commands (gcnsim/debug/commands.py):
``-ex CMD`` (repeatable) and ``--batch FILE`` first, in that order, then the terminal or a
plain pipe unless ``--batch`` was given (gdb's --batch quits at the script's end).

    gcnsim debug race.s --grid 128 --block 128 --arg i32:64 --arg i32:128:range \\
        -ex "break store" -ex continue -ex "print v2" --batch /dev/null
"""
from pathlib import Path

from ..errors import GcnsimError
from .cli_run import configure_launch, launch_options, load_kernel

NOT_DEBUGGED = ("tier", "workers", "checker", "timeout", "races")  # the debugger decides


def configure(parser):
    configure_launch(parser)
    parser.add_argument("--batch", metavar="FILE", help="run the commands of FILE (one a line, "
                        "# comments), echoed after the prompt, then quit (gdb's --batch -x)")
    parser.add_argument("-ex", dest="ex", action="append", default=[], metavar="CMD",
                        help="run CMD first (repeatable, in order; before --batch's FILE)")


def cmd_debug(args):
    """Open the session, run -ex and --batch commands, then read the terminal (no --batch)."""
    from ..debug import debug
    kernel, _, values = load_kernel(args)
    lines = list(args.ex)
    if args.batch is not None:
        try:
            lines += Path(args.batch).read_text().splitlines()
        except OSError as err:
            raise GcnsimError(f"--batch {args.batch}: {err.strerror}") from None
    options = {k: v for k, v in launch_options(args).items() if k not in NOT_DEBUGGED}
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

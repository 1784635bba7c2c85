"""The ``gcnsim`` command: composition of the layers below, nothing else.

    gcnsim asm FILE.s [--device gfx900] [-o out.hsaco|out.bin]   assemble (listing if no -o)
    gcnsim disasm FILE.hsaco|FILE.bin [--device gfx900]          disassemble as llvm-objdump
               [--line-numbers] [--source]                       with DWARF source lines
    gcnsim inspect FILE.hsaco|FILE.cl|FILE.s [--device D] [--json]  kernels, descriptors, arguments
    gcnsim run FILE --kernel K --grid X[,Y,Z] --block X[,Y,Z] --arg f32:1024:rand ...
               [--device D] [-D NAME=VALUE] [-I DIR]             launch a kernel, print results
    gcnsim profile FILE --grid X[,Y,Z] ... [--device D] -o report.html|report.png [--json]
                                                                 timed launch: profile report
    gcnsim check FILE [--device D] [--json]                      missing waits and wait states
    gcnsim compile FILE.py [--kernel K] [--device D] [-o out.hsaco|out.s]
               [--divergence exec|resume-pc] [--max-vgprs N]     compile a gcnsim.lang kernel
    gcnsim occupancy FILE --kernel K --block N [--lds B] [--device D] [--json]
                                                                 waves per SIMD, what limits them
    gcnsim sweep SPEC.toml [-o table.csv] [--executor local|ray] [--plot DIR]
                                                                 time the points of a sweep
    gcnsim devices                                               the devices gcnsim simulates
    gcnsim demo                                                  listing 8.1, saxpy, timed
    gcnsim r700 lds-map|occupancy|run ...                        the R700 data-share model
    gcnsim --version

Every command that needs a device or target takes the one option ``--device NAME`` (also
spelt --target and --mcpu; runtime/cli_run.py configure_device). Every file a command writes
goes through outputs.py (never over an input, whole or not at all); every name read from a
file is printed escaped (outputs.py printable).

Every gcnsim error prints as one line on stderr with exit status 1 (argparse's usage errors exit
with 2); an internal fault prints one line with exit status 2 (GCNSIM_DEBUG=1 shows its
traceback); an interrupt prints one line with status 130, from the command's first line: while
its modules load, an interrupt ends it at once (_interrupted, before any of them is imported).
"""
import signal
import sys


SHOWN = 10                  # the findings of adversarial timing an error's lines show


def _say(message, status):
    """Print one line on stderr (characters that would break or hide it, such as a newline
    inside an argument, are escaped) and return ``status``."""
    line = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)
    print(f"gcnsim: {line}", file=sys.stderr)
    return status


def _interrupted(signum, frame):
    """Ctrl-C before main's own handling (the command's modules loading): one line, 130."""
    raise SystemExit(_say("interrupted", 130))


if ((__name__ == "__main__" or sys.argv[0].rpartition("/")[2] == "gcnsim")     # the command
        and signal.getsignal(signal.SIGINT) is signal.default_int_handler):     # not ignored
    signal.signal(signal.SIGINT, _interrupted)      # (a program importing this keeps its own)

import argparse     # noqa: E402 - after the interrupt handler
import os           # noqa: E402
from pathlib import Path    # noqa: E402

from .errors import GcnsimError     # noqa: E402
from .outputs import check_outputs, printable, write_output    # noqa: E402


def cmd_asm(args):
    from .asm import assemble
    from .isa.devices import get_device
    from .runtime.cli_run import device_for
    from .runtime.sources import read_file, source_text
    check_outputs({"output": args.output}, inputs=[args.file])
    data = read_file(args.file)
    text = source_text(data, args.file)
    target = device_for(Path(args.file), data, args.device, default=None)
    target = None if target is None else get_device(target).target
    prog = assemble(text, target, name=args.file)
    if args.output is None:
        for line in _listing(prog):
            print(line)
        return 0
    raw = args.output.endswith(".bin")
    if not prog.text and not prog.kernels:
        raise GcnsimError(f"{args.file}: no instructions and no .amdhsa_kernel block: "
                          f"nothing to write to {args.output}")
    if not raw and not prog.kernels:
        raise GcnsimError(f"{args.file} has no .amdhsa_kernel block to make a code object "
                          f"from; name the output .bin to write the raw code bytes")
    if raw:
        data = prog.text
    else:
        from .codeobj import write_code_object
        data = write_code_object(prog)
    write_output(args.output, data, "output", inputs=[args.file])
    return 0


def _listing(prog):
    from .asm import format_instruction
    from .codeobj.objdump import objdump_line
    by_offset = {}
    for name, offset in prog.symbols.items():
        by_offset.setdefault(offset, []).append(name)
    for offset, inst, _ in prog.instructions:
        for label in by_offset.get(offset, []):
            yield f"{printable(label)}:"
        yield objdump_line(format_instruction(inst, prog.target, offset), offset, inst.encode(),
                           min_gap=1)


def cmd_disasm(args):
    from .codeobj.elf import is_bundle
    from .isa.devices import get_device
    from .runtime.cli_run import device_for
    from .runtime.sources import ELF_MAGIC, map_file, read_file, source_not_code
    data = map_file(args.file)
    if data[:4] == ELF_MAGIC or is_bundle(data):
        from .codeobj import load_code_object
        from .codeobj.objdump import render_objdump
        code = _unbundled(args.file, read_file(args.file), args.device)
        device_for(Path(args.file), code, args.device)        # a different --device: error
        sys.stdout.write(render_objdump(load_code_object(code), args.file,
                                        line_numbers=args.line_numbers, source=args.source,
                                        warn=lambda text: _say(f"warning: {text}", 0)))
        return 0
    hint = source_not_code(data, args.file)
    if hint is not None:
        raise GcnsimError(f"{args.file} is not a code object (no ELF header), and {hint}")
    if args.device is None:
        raise GcnsimError(f"{args.file} is not a code object (no ELF header): disassembling "
                          "raw code needs --device")
    from .asm.disassembler import iter_disassemble
    from .codeobj.objdump import objdump_line
    target = get_device(args.device).target
    # Printed as decoded: memory stays bounded however large the blob. What is no instruction
    # prints as llvm-objdump -d prints it in a code object's .text (.long, a last .byte).
    sys.stdout.writelines(
        f"{objdump_line(line.text, line.offset, _raw_bytes(data, line))}\n"
        for line in iter_disassemble(data, target, invalid_words=True))
    return 0


def _raw_bytes(data, line):
    """The bytes a raw-code listing line shows: the instruction's, or the word (up to 4 bytes
    at the end) of a ``.long``/``.byte`` line."""
    return line.inst.encode() if line.inst is not None else bytes(data[line.offset:line.offset + 4])


def _unbundled(path, data, device):
    """The code object a clang offload bundle holds for ``device`` (--device; else its one
    target), as run takes it (device_for: an error naming what it holds if none); other bytes
    as they are."""
    from .codeobj.elf import bundled, is_bundle
    from .isa.devices import get_device
    from .runtime.cli_run import device_for
    if not is_bundle(data):
        return data
    return bundled(data, get_device(device_for(Path(path), data, device)).target.name)


def cmd_inspect(args):
    from .codeobj import load_code_object, render_inspect
    from .runtime.cli_run import device_for
    from .runtime.sources import ELF_MAGIC, read_file
    path = Path(args.file)
    data = _unbundled(path, read_file(path), args.device)
    target = device_for(path, data, args.device)       # a different --device: error
    if data[:4] != ELF_MAGIC:
        data = _built(path, data, target, args)
    code_object = load_code_object(data)
    if args.json:
        import json

        from .codeobj import inspect_dict
        print(json.dumps(inspect_dict(code_object)))
        return 0
    print(render_inspect(code_object))
    return 0


def _built(path, data, device, args):
    """The code object bytes of a source file for ``device``, built as run builds it: OpenCL C
    (a .cl) by clang with its build options, assembly by its .amdhsa_kernel blocks."""
    from .asm import assemble
    from .codeobj import write_code_object
    from .isa.devices import get_device
    from .runtime.cli_run import build_options
    from .runtime.opencl import compile_opencl_file
    from .runtime.sources import source_text
    target = get_device(device).target
    if path.suffix.lower() == ".cl":
        return compile_opencl_file(path, target, build_options(args))
    if path.suffix.lower() == ".py":
        raise GcnsimError(f"{args.file}: gcnsim inspect reads a code object, a .cl or a .s; "
                          f"build a kernel-language file first: gcnsim compile {args.file} "
                          f"--device {device} -o kernel.hsaco, then gcnsim inspect kernel.hsaco")
    if build_options(args):
        raise GcnsimError(f"{args.file}: build options apply to OpenCL C (.cl) only")
    prog = assemble(source_text(data, args.file), target, name=args.file)
    if not prog.kernels:
        raise GcnsimError(f"{args.file} is neither a code object (no ELF header) nor assembly "
                          f"with an .amdhsa_kernel block: gcnsim inspect shows kernels' "
                          f"descriptors (gcnsim asm lists raw code)")
    return write_code_object(prog)


def cmd_run(args):
    from .runtime.cli_run import cmd_run as run
    return run(args)


def cmd_profile(args):
    from .runtime.cli_profile import cmd_profile as profile
    return profile(args)


def cmd_debug(args):
    from .runtime.cli_debug import cmd_debug as run_debug
    return run_debug(args)


def cmd_check(args):
    from .runtime.check import cmd_check as check
    return check(args)


def cmd_compile(args):
    from .isa.devices import get_device
    from .lang import compile_file
    target = get_device(args.device or "gfx900").target.name
    check_outputs({"output": args.output}, inputs=[args.file])
    compiled = compile_file(args.file, args.kernel, target, divergence=args.divergence,
                            max_vgprs=args.max_vgprs)
    if args.output is None:
        print(compiled.asm, end="" if compiled.asm.endswith("\n") else "\n")
        return 0
    data = compiled.asm if args.output.endswith(".s") else compiled.code_object
    write_output(args.output, data, "output", inputs=[args.file])
    return 0


def cmd_occupancy(args):
    import json

    from .runtime.cli_run import device_for, file_kernel, sizes
    from .runtime.device import Device
    from .runtime.sources import read_file
    from .timing.occupancy import kernel_occupancy, kernel_resources
    if args.lds < 0:
        raise GcnsimError(f"--lds {args.lds}: expected a number of bytes >= 0")
    path = Path(args.file)
    data = read_file(path)
    device = Device(device_for(path, data, args.device))
    loaded = file_kernel(device, path, args).loaded
    block = 1
    for size in sizes(args.block, "block"):
        block *= size
    occ = kernel_occupancy(device.config, loaded, block_size=block, dynamic_lds=args.lds)
    vgprs, sgprs, lds = kernel_resources(loaded, device.target)
    used = {"kernel": loaded.name, "target": device.target.name, "block": block, "vgprs": vgprs,
            "sgprs": sgprs, "lds_bytes": lds + args.lds}
    if args.json:
        print(json.dumps({**used, **occ.as_dict()}, sort_keys=True))
        return 0
    limits = ", ".join(f"{name} {waves}" for name, waves in occ.limits.items())
    waves = f"{occ.waves_per_workgroup} wave{'s' if occ.waves_per_workgroup > 1 else ''}"
    print(f"{printable(loaded.name)} on {occ.device} ({device.target.name}): workgroups of {block} "
          f"work-items ({waves}), {vgprs} VGPRs, {sgprs} SGPRs, {lds + args.lds} bytes of LDS")
    print(f"waves per SIMD:    {occ.waves_per_simd} of {occ.limits['wave_slots']}, "
          f"limited by {occ.limiter}")
    print(f"workgroups per CU: {occ.workgroups_per_cu} ({occ.waves_per_cu} waves)")
    print(f"waves per SIMD each resource allows: {limits}")
    return 0


def cmd_sweep(args):
    from .sweep.spec import cmd_sweep as sweep
    return sweep(args)


def cmd_devices(args):
    from .isa.device_config import COLUMNS
    from .isa.devices import DEFAULT_DEVICE, DEVICES
    defaults = {device: target for target, device in DEFAULT_DEVICE.items()}
    rows = [COLUMNS + ("other names", "source")]
    for device in DEVICES.values():
        default = f"default for {defaults[device.name]}" if device.name in defaults else ""
        names = "; ".join(x for x in (", ".join(device.aliases), default) if x)
        rows.append(device.describe() + (names, device.sources))
    widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]) - 1)]
    for row in rows:
        print("  ".join(f"{text:{width}}" for text, width in zip(row, widths)) + "  " + row[-1])
    return 0


def cmd_demo(args):
    from .demo import run_demo
    return run_demo()


def build_parser():
    from . import __version__
    from .runtime.cli_run import configure_device
    ap = argparse.ArgumentParser(prog="gcnsim", description="AMD GCN simulator and toolchain",
                                 epilog="Errors print one line on stderr with exit status 1.")
    ap.add_argument("--version", action="version", version=f"gcnsim {__version__}")
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("asm", help="assemble a .s file", description="Assemble a file: print "
                       "a listing with encodings, or write a code object or raw code with -o.")
    p.add_argument("file", help="assembly text (a code object is refused with a hint)")
    configure_device(p, "the file's .amdgcn_target (a different --device is an error)")
    p.add_argument("-o", "--output", metavar="FILE", help="write a code object (from the "
                   ".amdhsa_kernel blocks) or, for a name ending in .bin, the raw code bytes")
    p.set_defaults(func=cmd_asm)
    p = sub.add_parser("disasm", help="disassemble a code object or raw .bin",
                       description="Print the instructions of a code object as llvm-objdump -d "
                       "does, or of raw code bytes (printed as they are decoded).")
    p.add_argument("file", help="a code object (recognised by its ELF header) or raw code")
    configure_device(p, "none: needed for raw code, a code object names its own (a different "
                     "--device is an error)")
    p.add_argument("--line-numbers", "-l", action="store_true", help="name each instruction's "
                   "source file and line (from the code object's DWARF line table)")
    p.add_argument("--source", "-S", action="store_true", help="show the source lines "
                   "(read relative to the working directory) among the instructions")
    p.set_defaults(func=cmd_disasm)
    p = sub.add_parser("inspect", help="show the kernels of a code object",
                       description="Show each kernel of a code object: descriptor fields, "
                       "arguments, registers and segment sizes; a .cl or .s file is built for "
                       "the device first, as run builds it.")
    p.add_argument("file", help="a code object (.hsaco from clang or gcnsim asm -o), or a .cl "
                   "or .s file (built for the device)")
    configure_device(p, "the target a code object is built for or an assembly file's "
                     ".amdgcn_target names (a different --device is an error), else gfx900")
    from .runtime.cli_run import configure_opencl
    configure_opencl(p)
    p.add_argument("--json", action="store_true", help="print one JSON object: the code "
                   "object's and each kernel's fields")
    p.set_defaults(func=cmd_inspect)
    p = sub.add_parser("run", help="launch a kernel of a .s, .hsaco, .cl or .py file",
                       description="Launch one kernel on a simulated device and print its "
                       "buffers and statistics.")
    from .runtime.cli_run import configure
    configure(p)
    p.set_defaults(func=cmd_run)
    p = sub.add_parser("profile", help="time a kernel and write its profile report",
                       description="Launch one kernel as gcnsim run --timing does (the same "
                       "arguments) and write its profile: stall reasons, occupancy, cache hit "
                       "rates and DRAM traffic over time, its place on the device's roofline, "
                       "and the instructions waited on longest, as an HTML page or a PNG "
                       "figure (-o), or as JSON (--json).")
    from .runtime.cli_profile import configure as configure_profile
    configure_profile(p)
    p.set_defaults(func=cmd_profile)
    p = sub.add_parser("debug", help="debug a kernel launch: breakpoints, watchpoints, stepping "
                       "both ways", description="Launch one kernel as gcnsim run does (the "
                       "same arguments), stopped before its first instruction, under a debugger "
                       "with gdb's commands (ROCgdb's names): break, watch, continue, stepi, "
                       "reverse-stepi, reverse-continue, info threads, print $v7, x/16xw, "
                       "info counters, disassemble. Type help for the list.")
    from .runtime.cli_debug import configure as configure_debug
    configure_debug(p)
    p.set_defaults(func=cmd_debug)
    p = sub.add_parser("check", help="find missing s_waitcnts and wait states statically",
                       description="Check every kernel and function of a program on every "
                       "path for registers used while a memory operation may still be in "
                       "flight, and for instructions that follow a hazard's producer with too "
                       "few wait states; exit status 1 when anything is found. A comment "
                       "'gcnsim: allow RULE' on an instruction's line (or the line before) "
                       "suppresses RULE there.")
    from .runtime.check import configure as configure_check
    configure_check(p)
    p.set_defaults(func=cmd_check)
    p = sub.add_parser("compile", help="compile a kernel written in gcnsim's Python language",
                       description="Compile the @kernel function K of a Python file (docs/"
                       "language.md) for a target: print its assembly, or write it (-o "
                       "NAME.s) or its code object (-o NAME.hsaco), which run, check and "
                       "occupancy read.")
    p.add_argument("file", help="a Python file defining @gcnsim.lang.kernel functions")
    p.add_argument("--kernel", "-k", metavar="K",
                   help="the kernel function's name (default: the only one)")
    configure_device(p, "gfx900")
    p.add_argument("--divergence", choices=("exec", "resume-pc"), default="exec",
                   help="divergent control flow by EXEC masks (default) or by a per-lane "
                        "resume address (the scheme of Mesa's VC4 compiler back end)")
    p.add_argument("--max-vgprs", metavar="N", type=int,
                   help="allocate at most N VGPRs (values beyond them spill to scratch)")
    p.add_argument("-o", "--output", metavar="FILE",
                   help="write NAME.s (assembly) or any other name (code object)")
    p.set_defaults(func=cmd_compile)
    p = sub.add_parser("occupancy", help="waves per SIMD of a kernel and what limits them",
                       description="How many waves of a kernel each SIMD holds (LLVM's "
                       "'Occupancy [waves/SIMD]' when --block is the kernel's maximum flat "
                       "workgroup size), how many workgroups a compute unit holds, and which "
                       "resource limits them: vgprs, sgprs, lds, workgroups or wave_slots.")
    p.add_argument("file", help="a code object, or a .s or .cl file (built for the device)")
    p.add_argument("--kernel", "-k", metavar="K",
                   help="the kernel (needed if there are several)")
    p.add_argument("--block", metavar="X[,Y[,Z]]", required=True,
                   help="workgroup size, at most the kernel's maximum flat workgroup size")
    p.add_argument("--lds", metavar="B", type=int, default=0,
                   help="dynamic LDS bytes per workgroup, added to the kernel's own (0)")
    configure_device(p, "the device of the target a code object is built for or an "
                     "assembly file's .amdgcn_target names, else gfx900")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    from .runtime.cli_run import configure_opencl
    configure_opencl(p)
    p.set_defaults(func=cmd_occupancy)
    p = sub.add_parser("sweep", help="time kernels over devices, variants, sizes and options",
                       description="Run a sweep spec (TOML; gcnsim/sweep/spec.py): every point "
                       "of devices x variants x kernels x sizes x options, one timed launch "
                       "each, on local processes or a Ray cluster; one table of results.")
    from .sweep.spec import configure as configure_sweep
    configure_sweep(p)
    p.set_defaults(func=cmd_sweep)
    p = sub.add_parser("devices", help="list the devices (chips) gcnsim simulates",
                       description="List each device: name, target, compute units (and "
                       "dies), clock, memory, wave slots, LDS and banks, register files, other "
                       "names. Takes no options.")
    p.set_defaults(func=cmd_devices)
    p = sub.add_parser("demo", help="the demo: listing 8.1 on an R9 290X, clang's saxpy, timed",
                       description="Run listing 8.1 of \"Heterogeneous Computing with OpenCL "
                       "2.0\" (section 8.2, the AMD Radeon R9 290X) on a simulated R9 290X, and "
                       "clang's saxpy on a simulated Vega 64, functionally and timed, each "
                       "checked; every row says what it means, and the demo ends with commands "
                       "to try next. Takes no options.")
    p.set_defaults(func=cmd_demo)
    p = sub.add_parser("r700", help="the R700 data-share model (the R700 ISA's section 2.6)",
                       description="The R700's global GPRs and owner-write LDS: lds-map, "
                       "occupancy.")
    from .r700.cli import configure as configure_r700
    configure_r700(p)
    return ap


def main(argv=None):
    try:
        args = build_parser().parse_args(argv)
        if signal.getsignal(signal.SIGINT) is _interrupted:    # from here KeyboardInterrupt
            signal.signal(signal.SIGINT, signal.default_int_handler)
        return args.func(args)
    except GcnsimError as err:
        _say(str(err), 1)
        more = err.adversarial[1:SHOWN]          # (the first is in the error's line)
        for k, report in enumerate(more, 1):
            _say(f"  adversarial {k}: {report}", 1)
        if len(err.adversarial) > SHOWN:
            _say(f"  ... {len(err.adversarial) - SHOWN} more adversarial findings", 1)
        return 1
    except BrokenPipeError:
        return 0
    except OSError as err:
        return _say(f"{err.strerror or err}: {err.filename or ''}".rstrip(": "), 1)
    except KeyboardInterrupt as err:    # its text, if any, says what was kept (a sweep's rows)
        return _say(f"interrupted: {err}" if str(err) else "interrupted", 130)
    except Exception as err:  # noqa: BLE001 - the CLI's promise: one line, never a traceback
        if os.environ.get("GCNSIM_DEBUG"):
            raise
        return _say(f"internal error: {type(err).__name__}: {err} (set GCNSIM_DEBUG=1 for the "
                    "traceback, and please report it)", 2)


if __name__ == "__main__":
    sys.exit(main())

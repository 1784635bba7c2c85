"""The ``gcnsim`` command: composition of the layers below, nothing else.

    gcnsim asm FILE.s [--target gfx900] [-o out.hsaco|out.bin]   assemble (listing if no -o)
    gcnsim disasm FILE.hsaco|FILE.bin [--target gfx900]          disassemble as llvm-objdump
    gcnsim inspect FILE.hsaco                                    kernels, descriptors, arguments
    gcnsim run FILE --kernel K --grid X[,Y,Z] --block X[,Y,Z] --arg f32:1024:rand ...
                                                                 launch a kernel, print results
    gcnsim devices                                               the devices gcnsim simulates
    gcnsim demo                                                  the README's main job

Every gcnsim error prints as one line on stderr with exit status 1; an internal fault prints one
line with exit status 2 (GCNSIM_DEBUG=1 shows its traceback).
"""
import argparse
import os
import sys
from pathlib import Path

from .errors import GcnsimError


def _read_text(path):
    try:
        return Path(path).read_text()
    except OSError as err:
        raise GcnsimError(f"cannot read {path}: {err.strerror}") from None


def _read_bytes(path):
    try:
        return Path(path).read_bytes()
    except OSError as err:
        raise GcnsimError(f"cannot read {path}: {err.strerror}") from None


def cmd_asm(args):
    from .asm import assemble
    prog = assemble(_read_text(args.file), args.target, name=args.file)
    if args.output is None:
        for line in _listing(prog):
            print(line)
        return 0
    if args.output.endswith(".bin") or not prog.kernels:
        data = prog.text
    else:
        from .codeobj import write_code_object
        data = write_code_object(prog)
    Path(args.output).write_bytes(data)
    return 0


def _listing(prog):
    from .asm import format_instruction
    from .codeobj.objdump import objdump_line
    by_offset = {}
    for name, offset in prog.symbols.items():
        by_offset.setdefault(offset, []).append(name)
    for offset, inst, _ in prog.instructions:
        for label in by_offset.get(offset, []):
            yield f"{label}:"
        yield objdump_line(format_instruction(inst, prog.target, offset), offset, inst.encode())


def cmd_disasm(args):
    from .asm import disassemble
    data = _read_bytes(args.file)
    if data[:4] == b"\x7fELF":
        from .codeobj import load_code_object
        from .codeobj.objdump import render_objdump
        sys.stdout.write(render_objdump(load_code_object(data), Path(args.file).name))
        return 0
    if args.target is None:
        raise GcnsimError("a raw .bin needs --target")
    from .codeobj.objdump import objdump_line
    for line in disassemble(data, args.target):
        print(objdump_line(line.text, line.offset, line.inst.encode()))
    return 0


def cmd_inspect(args):
    from .codeobj import load_code_object, render_inspect
    print(render_inspect(load_code_object(_read_bytes(args.file))))
    return 0


def cmd_run(args):
    from .runtime.cli_run import cmd_run as run
    return run(args)


def cmd_devices(args):
    from .isa.devices import DEFAULT_DEVICE, DEVICES
    defaults = {device: target for target, device in DEFAULT_DEVICE.items()}
    for device in DEVICES.values():
        names = ", ".join(device.aliases)
        default = f"default for {defaults[device.name]}" if device.name in defaults else ""
        print(f"{device.describe()}  {'; '.join(x for x in (names, default) if x)}".rstrip())
    return 0


def cmd_demo(args):
    from .demo import run_demo
    return run_demo()


def build_parser():
    ap = argparse.ArgumentParser(prog="gcnsim", description="AMD GCN simulator and toolchain")
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("asm", help="assemble a .s file")
    p.add_argument("file")
    p.add_argument("--target", "--mcpu")
    p.add_argument("-o", "--output")
    p.set_defaults(func=cmd_asm)
    p = sub.add_parser("disasm", help="disassemble a code object or raw .bin")
    p.add_argument("file")
    p.add_argument("--target", "--mcpu")
    p.set_defaults(func=cmd_disasm)
    p = sub.add_parser("inspect", help="show the kernels of a code object")
    p.add_argument("file")
    p.set_defaults(func=cmd_inspect)
    p = sub.add_parser("run", help="launch a kernel of a .s, .hsaco or .cl file")
    from .runtime.cli_run import configure
    configure(p)
    p.set_defaults(func=cmd_run)
    p = sub.add_parser("devices", help="list the devices (chips) gcnsim simulates")
    p.set_defaults(func=cmd_devices)
    p = sub.add_parser("demo", help="the demo: the seed's listing 8.1 and a clang kernel")
    p.set_defaults(func=cmd_demo)
    return ap


def main(argv=None):
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except GcnsimError as err:
        print(f"gcnsim: {err}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except OSError as err:
        print(f"gcnsim: {err.strerror or err}: {err.filename or ''}".rstrip(": "),
              file=sys.stderr)
        return 1
    except Exception as err:  # noqa: BLE001 - the CLI's promise: one line, never a traceback
        if os.environ.get("GCNSIM_DEBUG"):
            raise
        print(f"gcnsim: internal error: {type(err).__name__}: {err} (set GCNSIM_DEBUG=1 for "
              "the traceback, and please report it)", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

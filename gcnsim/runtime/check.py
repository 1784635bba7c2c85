"""``gcnsim check`` and ``gcnsim.check``: the static checkers (analysis/: missing s_waitcnts,
the memory model's fences and wait-state hazards) over every kernel and function of a
program, before anything runs.

The input is a code object (path or bytes), assembly (path, text or an assembled Program) or
OpenCL C (a .cl path, compiled with clang-19). Findings of assembly input carry the file, line
and column of their instruction, and where the code has a line table (``.loc``, DWARF
.debug_line) the source line it came from; a comment ``gcnsim: allow RULE[,RULE]`` on the
instruction's line or the line before it suppresses those rules there, on purpose. Notes
(severity "note") say where the analysis was conservative (calls, branches to addresses in
registers); they do not count as findings in the exit status.

A register past what a kernel's descriptor allocates (``.amdhsa_next_free_vgpr`` and
friends, granulated), named by an instruction the kernel reaches, is a ``register-bounds``
error: the run stops there with a RegisterBoundsError (emu/executor.py), and on the hardware
the wave would use another wave's registers.

    gcnsim check k.s                       k.s:12:3: error: [waitcnt-read] k+0x24 ... ; fix: ...
    gcnsim check calls.hsaco               note: [call] calls+0x140 's_swappc_b64 ...' calls ...
    gcnsim.check("saxpy.hsaco")            -> []
"""
import dataclasses
import json
import re
from pathlib import Path

from ..analysis.barriers import check_barriers
from ..analysis.cfg import build_cfg, layout_of
from ..analysis.fences import check_fences
from ..analysis.findings import Finding, flow_notes
from ..analysis.hazards import check_hazards
from ..analysis.waitcnt import check_waitcnt
from ..asm import assemble
from ..asm.assembler import Program as AsmProgram
from ..codeobj import descriptor_from_directives, load_code_object
from ..emu.executor import beyond
from ..emu.hsa import register_allocation
from ..emu.program import register_extent
from ..errors import GcnsimError, TargetMismatch
from ..isa.targets import get_target
from ..outputs import printable
from .opencl import as_written, compile_opencl_file
from .sources import ELF_MAGIC, named_target, read_file, source_text

# The directive that allocates more registers of a kind
_MORE = {"SGPR": ".amdhsa_next_free_sgpr", "VGPR": ".amdhsa_next_free_vgpr",
         "AGPR": "AGPRs past .amdhsa_accum_offset: .amdhsa_next_free_vgpr its offset plus"}


def check_registers(cfg, subject):
    """The register-bounds Findings: each instruction a kernel reaches (its calls' too) that
    names a register past the kernel descriptor's allocation (see the module's docstring)."""
    found = {}
    for name, have in subject.allocations.items():
        start = cfg.entries.get(name)
        todo, seen = ([start] if start in cfg.blocks else []), set()
        while todo:
            block = cfg.blocks[todo.pop()]
            seen.add(block.start)
            todo += [s for s in block.successors if s not in seen and s not in todo]
            for offset, inst in block.instructions:
                for kind, register, text in beyond(register_extent(inst, cfg.target), have):
                    found.setdefault((name, offset), Finding(
                        "register-bounds", "error", name, offset,
                        cfg.text(offset, inst), register, text,
                        f"{_MORE[kind]} {int(register[1:]) + 1} or more, or a lower register"))
    return list(found.values())


# Each checker: (Cfg, Subject) -> Findings
CHECKERS = (lambda cfg, subject: check_waitcnt(cfg),
            lambda cfg, subject: check_fences(cfg),
            lambda cfg, subject: check_hazards(cfg, subject.functions, subject.xnack),
            lambda cfg, subject: flow_notes(cfg, subject.functions, subject.labels),
            lambda cfg, subject: check_barriers(cfg),
            check_registers)
_ALLOW = re.compile(r"gcnsim:\s*allow\s+([\w,\s-]+)")


@dataclasses.dataclass
class Subject:
    """What the checkers look at: the code, its target, its entries ({name: offset}), and for
    assembly the source position and the allowed rules of each instruction offset."""
    label: str
    code: bytes
    target: object
    entries: dict
    layout: dict = dataclasses.field(default_factory=dict)   # offset -> size, as written
    lines: dict = dataclasses.field(default_factory=dict)    # offset -> (line, column)
    allowed: dict = dataclasses.field(default_factory=dict)  # offset -> {rule}
    functions: tuple = ()       # entries that are functions (callers unknown), not kernels
    labels: dict = None         # {name: offset} of the code's labels (None: the entries)
    names: dict = None          # {name: offset} of every label the text defines, .L ones
                                # too, which its branches are quoted by (None: ``labels``)
    xnack: bool = None          # the code object's XNACK mode (None: the target's)
    line_table: object = None   # codeobj.lines.LineTable of the code (.loc or DWARF), or None
    allocations: dict = dataclasses.field(default_factory=dict)  # kernel -> RegisterExtent
                                # its descriptor allocates (emu/hsa.py register_allocation)


def check(source, target=None, name=None, build_options=()):
    """The Findings of every static checker on ``source`` (see the module's docstring)."""
    subject = subject_of(source, target, name, build_options)
    cfg = build_cfg(subject.code, subject.target, subject.entries, subject.layout)
    for name, offset in sorted((subject.names or subject.labels or subject.entries).items(),
                               key=lambda label: label[0] in subject.entries):
        cfg.labels.setdefault(offset, name)     # a label of the code before an entry's name
    found = []
    for checker in CHECKERS:
        for finding in checker(cfg, subject):
            if finding.rule in subject.allowed.get(finding.offset, ()):
                continue
            where = subject.lines.get(finding.offset)
            if where is not None:
                finding = dataclasses.replace(finding, location=(subject.label, *where))
            if subject.line_table is not None:
                finding = dataclasses.replace(finding,
                                              source=subject.line_table.at(finding.offset))
            found.append(finding)
    return sorted(found, key=lambda f: (f.kernel, f.offset, f.rule, f.register))


def subject_of(source, target=None, name=None, build_options=()):
    """The Subject of a path, bytes, assembly text or assembled Program."""
    if isinstance(source, AsmProgram):
        return _assembled(source, None, name or "<program>")
    if isinstance(source, (bytes, bytearray, memoryview)):
        data = bytes(source)
        if data[:4] == ELF_MAGIC:
            return _code_object(data, target, name or "<code object>")
        return _assembly(source_text(data, name or "<source>"), target, name or "<source>")
    if not isinstance(source, (str, Path)):
        raise GcnsimError(f"check takes a path, bytes, assembly text or a Program, got "
                          f"{type(source).__name__}")
    if isinstance(source, str) and "\n" in source:
        return _assembly(source, target, name or "<source>")
    path = Path(source)
    label = name or str(path)
    data = read_file(path)
    if data[:4] == ELF_MAGIC:
        return _code_object(data, target, label)
    if path.suffix.lower() == ".cl":
        chosen = get_target(target or "gfx900")
        return _code_object(compile_opencl_file(path, chosen, build_options), chosen, label,
                            path)
    return _assembly(source_text(data, label), target, label)


def _code_object(data, target, label, compiled=None):
    """The Subject of a code object (``compiled``: the .cl file it was compiled from here)."""
    co = load_code_object(data)
    if target is not None and get_target(target) is not co.target:
        raise TargetMismatch(f"{label} is built for {co.target.name}, not "
                          f"{get_target(target).name}")
    end = co.text_address + len(co.text)
    entries = {name: k.entry - co.text_address for name, k in co.kernels.items()}
    functions, ranges = [], []
    for name, (value, size) in co.symbols.items():
        if not co.text_address <= value < end or name.endswith(".kd"):
            continue
        ranges.append((value - co.text_address, value - co.text_address + size))
        if name not in entries:
            entries[name] = value - co.text_address
            functions.append(name)
    return Subject(label, co.text, co.target, entries, layout_of(co.text, co.target, ranges),
                   functions=tuple(functions), xnack=co.xnack_enabled,
                   line_table=co.lines if compiled is None else as_written(co.lines, compiled),
                   allocations={name: register_allocation(co.target, k.descriptor)
                                for name, k in co.kernels.items()})


def _assembly(text, target, label):
    named = named_target(text, label)
    if target is not None and named is not None and get_target(target) is not named:
        raise TargetMismatch(f"{label}: .amdgcn_target names {named.name}, not "
                          f"{get_target(target).name}")
    subject = _assembled(assemble(text, target or named or "gfx900", name=label), text, label)
    return subject


def _assembled(prog, text, label):
    names = [k.name for k in prog.kernels if k.name in prog.symbols]
    entries = {n: prog.symbols[n] for n in names} or {"<start>": 0}
    layout = {offset: inst.size for offset, inst, _ in prog.instructions}
    labels = {name: offset for name, offset in prog.symbols.items() if not name.startswith(".L")}
    subject = Subject(label, prog.text, prog.target, entries, layout, labels=labels,
                      names=dict(prog.symbols),
                      line_table=prog.lines, allocations=_allocations(prog, label))
    source = text.splitlines() if text is not None else []
    for offset, _, line in prog.instructions:
        if line is None or line > len(source):
            continue
        raw = source[line - 1]
        subject.lines[offset] = (line, len(raw) - len(raw.lstrip()) + 1)
        allowed = set()
        for near in (raw, source[line - 2] if line > 1 else ""):
            for match in _ALLOW.finditer(near):
                allowed.update(r.strip() for r in match.group(1).split(",") if r.strip())
        if allowed:
            subject.allowed[offset] = allowed
    return subject


def _allocations(prog, label):
    """{kernel: the RegisterExtent its .amdhsa_kernel block allocates} of an assembled Program
    (a block whose directives do not make a descriptor is left out: writing the code object
    says why)."""
    found = {}
    for block in prog.kernels:
        if block.name in prog.symbols:
            try:
                kd, _ = descriptor_from_directives(block, prog.target, label)
            except GcnsimError:
                continue
            found[block.name] = register_allocation(prog.target, kd)
    return found


def configure(parser):
    """Add the ``check`` options to an argparse parser."""
    from .cli_run import configure_device, configure_opencl
    parser.add_argument("file", help="a code object, an assembly file or OpenCL C (.cl)")
    configure_device(parser, "the target a code object is built for or an assembly file's "
                     ".amdgcn_target names (a different --device is an error), else gfx900")
    parser.add_argument("--json", action="store_true", help="findings as a JSON list")
    configure_opencl(parser)


def cmd_check(args):
    """Print the findings and notes; exit status 1 when there is any finding."""
    from ..isa.devices import get_device
    from .cli_run import build_options, device_for
    path = Path(args.file)
    target = get_device(device_for(path, read_file(path), args.device)).target
    found = check(path, target, build_options=build_options(args))
    notes = sum(f.severity == "note" for f in found)
    if args.json:
        print(json.dumps([f.as_dict() for f in found], indent=1))
    else:
        for finding in found:
            print(printable(finding))               # kernel names come from the file
        also = f", {notes} note{'s' if notes != 1 else ''}" if notes else ""
        count = len(found) - notes
        print(f"{count} finding{'s' if count != 1 else ''}{also} in {printable(args.file)}")
    return 1 if len(found) > notes else 0

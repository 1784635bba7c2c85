"""Assembly text -> a Program: code bytes, symbols, kernel-descriptor directives.

One pass encodes every line (a label not yet defined reads as the line's own address) and
places labels; afterwards only the lines that named a symbol are encoded again and patched in
place. Instructions go to the family module that owns the mnemonic's opcode space; when several
forms fit (``v_add_f32`` as VOP2 or VOP3), families are tried in table order and the first that
fits wins, as LLVM prefers the shortest encoding.

    >>> prog = assemble('''
    ... loop:
    ...   s_sub_u32 s0, s0, 1
    ...   s_cbranch_scc1 loop
    ... ''', "gfx900")
    >>> prog.symbols["loop"], len(prog.text)
    (0, 8)
"""
from dataclasses import dataclass, field
from functools import lru_cache

from ..bits import collector_paused
from ..errors import AsmError, OperandMismatch
from ..isa.formats import enc_families
from ..isa.opcodes import op_table
from ..isa.operands import aligned_scalars, parse_int, register_fault
from ..isa.targets import TARGET_ID_FEATURES, TARGETS, get_target
from .families import ParseContext, SymbolNeeded, family_module
from .lexer import split_mnemonic, split_operands, strip_comment
from .lineinfo import LineInfo
from .preprocess import preprocess
from .valu import CONSTANT_BUS
from .sections import DIRECTIVES as SECTION_DIRECTIVES
from .sections import DataSection, is_debug, place

S_NOP_0 = (0xBF800000).to_bytes(4, "little")
# .amdgpu_lds NAME, SIZE, ALIGN declares an LDS variable for the linker to place; gcnsim
# places none, and code that names one is refused where it does (not a label of .text).
_IGNORED = frozenset({".globl", ".global", ".type", ".ident", ".addrsig",
                      ".protected", ".hidden", ".weak",
                      ".local", ".addrsig_sym",
                      ".amdgcn_target", ".end_amdgpu_metadata", ".set", ".amdgpu_lds"})
_SECTIONS = frozenset({".text", ".rodata", ".data", ".bss"})
_ALIGN_FILL = frozenset({".p2align", ".align", ".balign", ".p2alignl", ".fill", ".space",
                        ".skip", ".zero", ".globl"})
# What other sections hold (DWARF's .debug_* sections: strings, LEB128s) and gcnsim does not
# place: .debug_line is made from the .loc rows instead (codeobj/debug_line.py).
_SECTION_DATA = frozenset({".ascii", ".asciz", ".string", ".uleb128", ".sleb128"})
MAX_CODE_BYTES = 256 << 20      # what .fill may grow a program to (real kernels are KiB to MiB)
# Data directives and their item size; in .text they emit bytes (clang -S puts its
# constants in .rodata, where gcnsim keeps nothing).
_DATA = {".byte": 1, ".short": 2, ".2byte": 2, ".hword": 2, ".long": 4, ".4byte": 4,
         ".int": 4, ".quad": 8, ".8byte": 8}


@dataclass
class KernelBlock:
    """The directives of one ``.amdhsa_kernel NAME`` ... ``.end_amdhsa_kernel`` block, and the
    line each directive is on."""
    name: str
    line: int
    directives: dict = field(default_factory=dict)
    lines: dict = field(default_factory=dict)


@dataclass
class Program:
    """What assembling a source gives."""
    target: object
    text: bytes = b""
    instructions: list = field(default_factory=list)   # (offset, Instruction, line number)
    symbols: dict = field(default_factory=dict)
    globals: set = field(default_factory=set)
    kernels: list = field(default_factory=list)
    metadata: str = None                                # .amdgpu_metadata YAML, as written
    sizes: dict = field(default_factory=dict)           # .size NAME, EXPR: name -> EXPR text
    source: str = "<asm>"                               # the name errors are reported under
    features: dict = field(default_factory=dict)        # target-id settings: {"xnack": "off"}
    lines: object = None                                # codeobj.lines.LineTable from .loc
    line_files: list = field(default_factory=list)      # path of each .file number
    code_object_version: int = None                     # .amdhsa_code_object_version N
    data_sections: dict = field(default_factory=dict)   # .debug_* name -> DataSection
    data_labels: dict = field(default_factory=dict)     # label -> (.debug_* section, offset)


class _Assembler:
    """One assembly run: the target, the source's name, its labels, and the state of the walk
    over its lines (section, open .amdhsa_kernel block, open metadata block)."""

    def __init__(self, target, source):
        self.target = target
        self.source = source
        self.symbols = {}
        self.prog = Program(target, source=source)
        self.code = bytearray()
        self.fixups = []            # (instruction index, (offset, text, column, line))
        self.section = ".text"
        self.kernel = None          # the open KernelBlock
        self.metadata = None        # lines of the open .amdgpu_metadata block
        self.lines = LineInfo(source)

    def encode(self, text, column, pc, final, line_no):
        """(Instruction, its bytes, whether it named a symbol) for one code line (text without
        comment, starting at ``column`` of line ``line_no``), or raise AsmError."""
        try:
            inst, data = _pure_line(self.target, text)
            return inst, data, False
        except SymbolNeeded:
            ctx = ParseContext(self.target, pc, self.symbols, final)
            try:
                inst, data = _encode_text(self.target, text, ctx)
            except AsmError as err:
                raise self._placed(err, line_no, column) from None
            return inst, data, True
        except AsmError as err:
            raise self._placed(err, line_no, column) from None

    def _placed(self, err, line_no, column):
        return err.at(line=line_no, source=self.source, column_offset=column - 1)

    def walk(self, lines):
        """Encode every (line number, text) once; labels, directives and kernel blocks as
        they come."""
        for number, raw in lines:
            if self.metadata is not None:
                self._metadata_line(raw)
                continue
            text = strip_comment(raw)
            stripped = text.strip()
            if not stripped:
                continue
            column = len(text) - len(text.lstrip()) + 1
            if ":" in stripped:
                stripped, column = self._labels(text, stripped, column, number)
                if not stripped:
                    continue
            if self.kernel is not None:
                self._kernel_line(stripped, number, column)
            elif stripped[0] == ".":
                self._dot(stripped, number, column)
            else:
                self._code(stripped, number, column)
        if self.kernel is not None:
            raise AsmError("missing .end_amdhsa_kernel", line=self.kernel.line,
                           source=self.source, token=self.kernel.name)

    def _metadata_line(self, raw):
        if raw.strip() == ".end_amdgpu_metadata":
            self.prog.metadata = "\n".join(self.metadata)
            self.metadata = None
        else:
            self.metadata.append(raw)

    def _labels(self, text, stripped, column, number):
        """The statement after any ``label:`` prefixes (placing them), and its column."""
        found = _label_of(stripped)
        while found is not None:
            label, stripped = found
            if label in self.prog.symbols:
                raise AsmError(f"symbol '{label}' is already defined", line=number,
                               column=column, token=label, source=self.source)
            if self.section.startswith(".text"):
                self.prog.symbols[label] = len(self.code)
            elif self.section.startswith(".debug_"):
                data = self.prog.data_sections.get(self.section)
                self.prog.data_labels[label] = (self.section, len(data.data) if data else 0)
            if stripped:
                column = len(text.rstrip()) - len(stripped) + 1
            found = _label_of(stripped)
        return stripped, column

    def _kernel_line(self, stripped, number, column):
        if stripped == ".end_amdhsa_kernel":
            self.prog.kernels.append(self.kernel)
            self.kernel = None
            return
        key, _, value = stripped.replace("\t", " ").partition(" ")
        if key in self.kernel.directives:
            raise AsmError(".amdhsa_ directives cannot be repeated", line=number,
                           column=column, token=key, source=self.source)
        self.kernel.directives[key] = value.strip()
        self.kernel.lines[key] = number

    def _dot(self, stripped, number, column):
        directive, _, arg = stripped.replace("\t", " ").partition(" ")
        if directive == ".amdhsa_kernel":
            name = arg.strip()
            if any(k.name == name for k in self.prog.kernels):
                raise AsmError(f"a second .amdhsa_kernel block for '{name}' (symbol "
                               f"'{name}.kd' is already defined)", line=number, column=column,
                               token=name, source=self.source)
            self.kernel = KernelBlock(name, number)
        elif directive == ".amdgpu_metadata":
            self.metadata = []
        elif directive in _SECTIONS or directive == ".section":
            self.section = _section_name(directive, arg)
            if is_debug(self.section) and self.section not in self.prog.data_sections:
                flags = arg.split(",")[1].strip().strip('"') if arg.count(",") else ""
                self.prog.data_sections[self.section] = DataSection(self.section, flags)
        elif is_debug(self.section) and directive in SECTION_DIRECTIVES:
            place(self.prog.data_sections[self.section], directive, arg.strip(),
                  (number, column, self.source), self.prog.symbols.get)
        elif directive == ".file":
            self.lines.file(arg.strip(), number, column)
        elif directive == ".loc":
            self.lines.loc(arg.strip(), number, column)
        elif directive.startswith(".cfi_"):
            return      # call-frame information: .debug_frame, which gcnsim does not write
        elif self.section.startswith(".text") or (directive not in _DATA
                                                  and directive not in _ALIGN_FILL
                                                  and directive not in _SECTION_DATA):
            _directive(self.prog, self.code, directive, arg.strip(), number, column,
                       self.source)

    def _code(self, stripped, number, column):
        offset = len(self.code)
        inst, data, used_symbol = self.encode(stripped, column, offset, False, number)
        self.lines.place(offset)
        if used_symbol:
            self.fixups.append((len(self.prog.instructions), (offset, stripped, column, number)))
        self.prog.instructions.append((offset, inst, number))
        self.code += data

    def fix_symbols(self):
        """Encode again, with every label known, the lines that named one."""
        self.symbols = self.prog.symbols
        for index, (offset, text, column, number) in self.fixups:
            inst, data, _ = self.encode(text, column, offset, True, number)
            if len(data) != self.prog.instructions[index][1].size:
                raise AsmError("instruction size changed once labels were known",
                               line=number, source=self.source, token=text)
            self.prog.instructions[index] = (offset, inst, number)
            self.code[offset:offset + len(data)] = data
        self.prog.text = bytes(self.code)
        self.prog.lines = self.lines.table(len(self.code))
        self.prog.line_files = self.lines.numbered()
        return self.prog


@lru_cache(maxsize=1 << 15)
def _pure_line(target, text):
    """(Instruction, bytes) of a code line that names no symbol, shared by every program (it
    depends on nothing else); raises SymbolNeeded for a line that names one."""
    return _encode_text(target, text, ParseContext(target, pure=True))


def _encode_text(target, text, ctx):
    """(Instruction, bytes) of one code line; AsmError columns count within ``text``."""
    mnemonic, mcol, rest, rcol = split_mnemonic(text)
    groups, form = _candidates(target, mnemonic)
    if not groups:
        raise AsmError("invalid instruction", column=mcol, token=mnemonic,
                       expected=f"a {target.name} mnemonic")
    try:
        inst = _try_families(ctx, groups, form, _tokens(rest))
    except AsmError as err:
        raise err.at(column_offset=rcol - 1, column=mcol) from None
    data = inst.encode()
    if len(inst.fields) < len(inst.fmt.fields):
        # Every field of the format, as the decoder gives them: parsers set only what they
        # parse. The instruction is new and not yet shared, so it is completed in place.
        object.__setattr__(inst, "fields", inst.fmt.unpack(
            int.from_bytes(data[:inst.fmt.size], "little")))
    return inst, data


@lru_cache(maxsize=1 << 15)
def _tokens(rest):
    """The operand tokens of an operand string, columns counted within it (operand strings
    repeat across mnemonics: ``v1, v2, v3``)."""
    return split_operands(rest)


def _try_families(ctx, groups, form, tokens):
    """The instruction of the first family that fits; else the error that got furthest."""
    errors = []
    for parse, family_rows in groups:
        try:
            return parse(ctx, family_rows, form, tokens)
        except OperandMismatch as err:
            errors.append(err)
    furthest = max(errors, key=lambda e: (e.column or 0, e.message == CONSTANT_BUS))
    fault = furthest.token and register_fault(ctx.target, furthest.token)
    if fault:
        aligned = fault == "invalid register alignment"
        raise OperandMismatch(fault, token=furthest.token, column=furthest.column,
                              expected=aligned_scalars(furthest.token) if aligned
                              else furthest.expected)
    raise furthest


@lru_cache(maxsize=None)
def _candidates(target, mnemonic):
    """((family parse function, rows), ...) in table order, and the suffix written."""
    rows, form = op_table(target.name).lookup(mnemonic.lower())
    families = enc_families(target.name)
    groups = {}
    for row in rows:
        groups.setdefault(families[row.enc], []).append(row)
    return tuple((family_module(f).parse, r) for f, r in groups.items()), form


def clear_line_cache():
    """Forget shared encoded lines (benchmarks measure cold assembly)."""
    _pure_line.cache_clear()
    _tokens.cache_clear()


def assemble(source, target=None, name="<asm>"):
    """Assemble text for a target (or the target its ``.amdgcn_target`` names)."""
    if not isinstance(source, str):
        raise AsmError(f"assemble takes assembly text (a str), not {type(source).__name__}",
                       source=name)
    lines = source.splitlines()
    stated = target_id(lines, name)
    if target is None and stated is None:
        raise AsmError("no target given and no .amdgcn_target directive", line=None,
                       source=name)
    t = get_target(target) if target is not None else stated[0]
    asm = _Assembler(t, name)
    with collector_paused():
        asm.walk(preprocess(lines, name))
        prog = asm.fix_symbols()
    if stated is not None:
        prog.features.update(stated[1])
    return prog


def assemble_line(line, target, pc=0):
    """The Instruction for one line of assembly."""
    t = get_target(target)
    asm = _Assembler(t, "<asm>")
    return asm.encode(strip_comment(line).strip(), 1, pc, True, 1)[0]


def target_directive(lines, name):
    """The Target an ``.amdgcn_target`` directive names (AsmError when there is none)."""
    stated = target_id(lines, name)
    if stated is None:
        raise AsmError("no target given and no .amdgcn_target directive", line=None,
                       source=name)
    return stated[0]


def target_id(lines, name):
    """(Target, {feature: "on"/"off"}) of the first ``.amdgcn_target`` directive, or None.

        "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-" -> (gfx90a, {"sramecc": "on", "xnack": "off"})
        "amdgpu9.0a-amd-amdhsa-unknown-gfx90a"      -> (gfx90a, {})   (newer LLVMs' spelling)

    An unknown processor, a feature the processor lacks, an unknown one, a missing sign or
    LLVM's order broken is an AsmError, as llvm-mc refuses them."""
    for number, line in enumerate(lines, 1):
        text = strip_comment(line).strip()
        if not text.startswith(".amdgcn_target"):
            continue
        quoted = text.split(None, 1)[1].strip().strip('"') if " " in text else ""
        target = _processor(quoted, number, name)
        features, order = {}, []
        for setting in quoted.split(":")[1:]:
            feature, sign = setting[:-1], setting[-1:]
            if feature not in TARGET_ID_FEATURES or sign not in "+-" or not sign:
                raise AsmError(f"target id '{quoted}': '{setting}' is not a feature setting "
                               f"(sramecc+, sramecc-, xnack+ or xnack-)", line=number,
                               source=name)
            if not target.has(feature):
                raise AsmError(f"target id '{quoted}': {target.name} has no {feature}",
                               line=number, source=name)
            order.append(TARGET_ID_FEATURES.index(feature))
            features[feature] = "on" if sign == "+" else "off"
        if order != sorted(set(order)):
            raise AsmError(f"target id '{quoted}': features must appear once each, in the "
                           f"order {', '.join(TARGET_ID_FEATURES)}", line=number, source=name)
        return target, features
    return None


def _processor(target_id_text, number, name):
    """The Target a target id's processor names: ARCH-amd-amdhsa-ENV-PROCESSOR, ARCH being
    ``amdgcn`` or newer LLVMs' ``amdgpuMAJOR.MINOR`` of that processor (``amdgpu9.42`` for
    gfx942), ENV empty or ``unknown`` (LLVM AMDGPUUsage, "Target Triple" and "Target ID")."""
    parts = target_id_text.split(":")[0].split("-")
    processor = parts[-1]
    arch = parts[0]
    if len(parts) != 5 or parts[1:3] != ["amd", "amdhsa"] or parts[3] not in ("", "unknown"):
        raise AsmError(f"target id '{target_id_text}' is not ARCH-amd-amdhsa--PROCESSOR",
                       line=number, source=name)
    if processor not in TARGETS:
        raise AsmError(f"target id '{target_id_text}': unknown processor '{processor}' "
                       f"(gcnsim knows {', '.join(TARGETS)})", line=number, source=name)
    version = arch[len("amdgpu"):].replace(".", "")
    if arch != "amdgcn" and (not arch.startswith("amdgpu") or version != processor[3:]):
        raise AsmError(f"target id '{target_id_text}': architecture '{arch}' is not amdgcn "
                       f"or {processor}'s amdgpu{processor[3]}.{processor[4:]}", line=number,
                       source=name)
    return TARGETS[processor]


def _label_of(text):
    head, sep, rest = text.partition(":")
    if sep and head and " " not in head and "\t" not in head and not head.startswith(".") or \
            sep and head.startswith(".L") and " " not in head:
        if rest.startswith(":"):
            return None
        return head, rest.strip()
    return None


def _section_name(directive, arg):
    if directive != ".section":
        return directive
    return arg.strip().split(",")[0].strip().strip('"')


def _directive(prog, code, directive, arg, number, column, source):
    if directive in (".globl", ".global"):
        prog.globals.add(arg)
    elif directive == ".amdhsa_code_object_version":
        prog.code_object_version = parse_int(arg)
        if prog.code_object_version is None:
            raise AsmError("bad code object version", line=number, column=column, token=arg,
                           expected="an integer (4, 5 or 6)", source=source)
    elif directive == ".size":
        name, _, expr = arg.partition(",")
        prog.sizes[name.strip()] = expr.strip()
    elif directive in _DATA:
        _data(code, _DATA[directive], arg, number, column, source)
    elif directive in (".p2alignl", ".fill"):
        _fill(code, directive, arg, number, column, source)
    elif directive in (".space", ".skip", ".zero"):
        _space(code, directive, arg, number, column, source)
    elif directive in (".p2align", ".align", ".balign"):
        _align(code, directive, arg, number, column, source)
    elif directive in _IGNORED or directive == ".text":
        return
    else:
        raise AsmError("unknown directive", line=number, column=column, token=directive,
                       source=source)


def _data(code, size, arg, number, column, source):
    if not arg.strip():
        return          # ".byte" alone: no value, no byte (llvm-mc; an empty macro argument)
    for item in arg.split(","):
        value = parse_int(item.strip())
        if value is None or not -(1 << (8 * size - 1)) <= value < 1 << (8 * size):
            raise AsmError("bad data value", line=number, column=column, token=item.strip(),
                           expected=f"an integer that fits in {size} bytes", source=source)
        code += (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


def _align(code, directive, arg, number, column, source):
    """``.p2align POWER[, FILL]``; ``.align``/``.balign BYTES[, FILL]`` (a power of 2, 0 is 1,
    as llvm-mc for AMDGPU reads them); code is padded with s_nop 0 dwords."""
    value = parse_int(arg.split(",")[0])
    limit = 16 if directive == ".p2align" else 1 << 16
    if value is None or not 0 <= value <= limit or directive != ".p2align" and value & (value - 1):
        raise AsmError("bad alignment", line=number, column=column, token=arg or directive,
                       expected="an alignment power from 0 to 16" if directive == ".p2align"
                       else "a power of 2 up to 65536 bytes", source=source)
    align = 1 << value if directive == ".p2align" else max(value, 1)
    fill = parse_int(arg.split(",")[1]) if "," in arg else None
    while len(code) % align:
        if fill is not None:
            code.append(fill & 0xFF)
        else:
            code += S_NOP_0 if len(code) % 4 == 0 and align >= 4 else b"\0"


def _space(code, directive, arg, number, column, source):
    """``.space COUNT[, BYTE]`` (``.skip``, ``.zero`` alike): COUNT bytes."""
    items = [parse_int(item.strip()) for item in arg.split(",")]
    if None in items or len(items) > 2 or items[0] < 0:
        raise AsmError(f"bad {directive}", line=number, column=column, token=arg or directive,
                       expected="COUNT[, BYTE]", source=source)
    if len(code) + items[0] > MAX_CODE_BYTES:
        raise AsmError(f"{directive} would make the code larger than {MAX_CODE_BYTES >> 20} "
                       "MiB", line=number, column=column, token=arg, source=source)
    code += bytes([items[1] & 0xFF if len(items) > 1 else 0]) * items[0]


def _fill(code, directive, arg, number, column, source):
    """``.p2alignl POWER, DWORD`` pads with a dword; ``.fill COUNT, SIZE, VALUE`` repeats it
    (clang pads gfx90a+ code with s_nop dwords this way)."""
    items = [parse_int(item.strip()) for item in arg.split(",")]
    if directive == ".p2alignl":
        if len(items) != 2 or None in items or not 2 <= items[0] <= 16:
            raise AsmError("bad .p2alignl", line=number, column=column, token=arg,
                           expected="POWER (2 to 16), DWORD", source=source)
        while len(code) % (1 << items[0]):
            code += (items[1] & 0xFFFFFFFF).to_bytes(4, "little")
        return
    if len(items) != 3 or None in items or items[0] < 0 or items[1] not in (1, 2, 4, 8):
        raise AsmError("bad .fill", line=number, column=column, token=arg,
                       expected="COUNT, SIZE (1, 2, 4 or 8), VALUE", source=source)
    if len(code) + items[0] * items[1] > MAX_CODE_BYTES:
        raise AsmError(f".fill would make the code larger than {MAX_CODE_BYTES >> 20} MiB",
                       line=number, column=column, token=arg, source=source)
    code += (items[2] & ((1 << (8 * items[1])) - 1)).to_bytes(items[1], "little") * items[0]

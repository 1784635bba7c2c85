"""DWARF ``.debug_line`` (versions 4 and 5, as clang -g writes them) -> a LineTable.

Each unit of .debug_line is a header (file and directory tables) and a line-number program:
a byte code run by a small state machine (DWARF 5 section 6.2) whose rows are the matrix
"address -> file, line, column". Only what AMDGPU code objects use is read: 32-bit DWARF,
one operation per instruction, addresses already final (a linked code object needs no
relocation). Every read is bounds-checked; a malformed table raises CodeObjectError.

    .debug_line of clang -g -O2 lines.cl     ->  LineTable rows (offsets from .text)
    0x1600  line 10  column 13  ./lines.cl        (0x000, ./lines.cl:10:13)
    0x1610  line 11  column 11                    (0x010, ./lines.cl:11:11)
    0x1714  end_sequence                          (0x114, None)
"""
import struct
from posixpath import join

from ..errors import CodeObjectError
from .lines import LineTable, SourceLocation

# Standard opcodes (DWARF 5 section 6.2.5.2) and extended ones (6.2.5.3).
DW_LNS_COPY, DW_LNS_ADVANCE_PC, DW_LNS_ADVANCE_LINE, DW_LNS_SET_FILE = 1, 2, 3, 4
DW_LNS_SET_COLUMN, DW_LNS_NEGATE_STMT, DW_LNS_CONST_ADD_PC, DW_LNS_FIXED_ADVANCE_PC = 5, 6, 8, 9
DW_LNE_END_SEQUENCE, DW_LNE_SET_ADDRESS, DW_LNE_DEFINE_FILE = 1, 2, 3
DW_LNCT_PATH, DW_LNCT_DIRECTORY_INDEX = 1, 2
DW_AT_STMT_LIST, DW_AT_COMP_DIR = 0x10, 0x1b
# Forms of DWARF 5 file-table entries: fixed sizes, and the ones read specially.
_FIXED_FORMS = {0x0b: 1, 0x05: 2, 0x06: 4, 0x07: 8, 0x1e: 16, 0x17: 4}
DW_FORM_STRING, DW_FORM_LINE_STRP, DW_FORM_STRP, DW_FORM_UDATA, DW_FORM_BLOCK = (
    0x08, 0x1f, 0x0e, 0x0f, 0x09)
DW_FORM_ADDR, DW_FORM_SDATA, DW_FORM_FLAG_PRESENT = 0x01, 0x0d, 0x19


class _Reader:
    """A cursor over one section's bytes; every read checks the bounds."""

    def __init__(self, data, pos=0, end=None):
        self.data = data
        self.pos = pos
        self.end = len(data) if end is None else end

    def take(self, size):
        if size < 0 or self.pos + size > self.end:
            raise CodeObjectError(f".debug_line is truncated at byte {self.pos} (wanted {size} "
                                  "more)")
        start = self.pos
        self.pos += size
        return self.data[start:self.pos]

    def unsigned(self, size):
        return int.from_bytes(self.take(size), "little")

    def uleb(self):
        value = shift = 0
        while True:
            byte = self.unsigned(1)
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return value

    def sleb(self):
        start = self.pos
        value = self.uleb()
        bits = 7 * (self.pos - start)
        return value - (1 << bits) if value >> (bits - 1) & 1 else value

    def cstring(self):
        stop = self.data.find(b"\0", self.pos, self.end)
        if stop < 0:
            raise CodeObjectError(f".debug_line has an unterminated string at byte {self.pos}")
        text = self.data[self.pos:stop].decode("utf-8", "replace")
        self.pos = stop + 1
        return text


def read_line_table(elf, text_address):
    """The LineTable of a code object's .debug_line (offsets from ``text_address``), or None
    when it has no such section."""
    section = elf.section(".debug_line")
    if section is None:
        return None
    strings = {name: (elf.section(name).data if elf.section(name) else b"")
               for name in (".debug_line_str", ".debug_str")}
    comp_dirs = _comp_dirs(elf, strings)
    reader = _Reader(section.data)
    rows = []
    while reader.pos < reader.end:
        rows += _unit_rows(reader, strings, comp_dirs.get(reader.pos, ""))
    # Rows in order within each sequence; where one sequence ends at the address another
    # starts, the start wins (a stable sort puts the end first).
    rows.sort(key=lambda row: (row[0], row[1] is not None))
    return LineTable.from_rows((address - text_address, loc, stmt) for address, loc, stmt in rows)


def _comp_dirs(elf, strings):
    """.debug_line offset -> DW_AT_comp_dir of the DWARF 4 compile units that name one: DWARF
    4's directory 0 (DWARF 5 writes it into the line table itself). Only the first DIE of each
    unit is read, and only the forms clang gives it; a unit using another is left out."""
    section = elf.section(".debug_info")
    abbrev = elf.section(".debug_abbrev")
    found = {}
    if section is None or abbrev is None:
        return found
    reader = _Reader(section.data)
    while reader.pos + 11 <= reader.end:
        length = reader.unsigned(4)
        unit = _Reader(reader.data, reader.pos, reader.pos + length)
        reader.take(length)
        if unit.unsigned(2) != 4:
            continue
        abbrev_reader = _Reader(abbrev.data, unit.unsigned(4))
        address_size = unit.unsigned(1)
        attributes = _first_die(unit, abbrev_reader, strings, address_size)
        if DW_AT_STMT_LIST in attributes and DW_AT_COMP_DIR in attributes:
            found[attributes[DW_AT_STMT_LIST]] = attributes[DW_AT_COMP_DIR]
    return found


def _first_die(unit, abbrev, strings, address_size):
    """The attributes of a unit's first DIE, up to the first form not read here."""
    code = unit.uleb()
    while (entry := abbrev.uleb()) != code:
        if entry == 0:
            return {}
        abbrev.uleb()
        abbrev.take(1)
        while abbrev.uleb() | abbrev.uleb():
            pass
    abbrev.uleb()                                   # tag
    abbrev.take(1)                                  # children
    attributes = {}
    while (name := abbrev.uleb()) | (form := abbrev.uleb()):
        if form == DW_FORM_ADDR:
            attributes[name] = unit.unsigned(address_size)
        elif form == DW_FORM_SDATA:
            attributes[name] = unit.sleb()
        elif form != DW_FORM_FLAG_PRESENT:
            try:
                attributes[name] = _form(unit, form, strings)
            except CodeObjectError:
                return attributes
    return attributes


def _unit_rows(reader, strings, comp_dir):
    """The (address, SourceLocation or None, is_stmt) rows of the unit at the reader's position
    (``comp_dir``: DWARF 4's directory 0)."""
    length = reader.unsigned(4)
    if length >= 0xFFFFFFF0:
        raise CodeObjectError("64-bit DWARF in .debug_line is not supported")
    unit = _Reader(reader.data, reader.pos, reader.pos + length)
    reader.take(length)
    version = unit.unsigned(2)
    if version not in (4, 5):
        raise CodeObjectError(f".debug_line version {version} is not supported (DWARF 4 and 5 "
                              "are, as clang writes them)")
    if version == 5:
        unit.take(2)                                # address_size, segment_selector_size
    header_length = unit.unsigned(4)
    program_start = unit.pos + header_length
    params = struct.unpack("<BBBbBB", unit.take(6))
    min_inst, _, default_is_stmt, line_base, line_range, opcode_base = params
    if line_range == 0:
        raise CodeObjectError(".debug_line header has line_range 0")
    lengths = list(unit.take(opcode_base - 1)) if opcode_base else []
    files = _files_v5(unit, strings) if version == 5 else _files_v4(unit, comp_dir)
    unit.pos = program_start
    program = _Program(files, min_inst, line_base, line_range, opcode_base, lengths,
                       bool(default_is_stmt))
    return program.run(unit)


def _files_v4(unit, comp_dir):
    """DWARF 4 include_directories and file_names -> paths, indexed from 1."""
    dirs = [comp_dir]
    while (name := unit.cstring()):
        dirs.append(name)
    files = [None]
    while (name := unit.cstring()):
        index = unit.uleb()
        unit.uleb()                                 # modification time
        unit.uleb()                                 # length
        files.append(_path(dirs, index, name))
    return files


def _files_v5(unit, strings):
    """DWARF 5 directory and file-name tables (self-describing entries) -> paths from 0."""
    dirs = [_typed(entry, DW_LNCT_PATH, str, "") for entry in _entries(unit, strings)]
    return [_path(dirs, _typed(entry, DW_LNCT_DIRECTORY_INDEX, int, 0),
                  _typed(entry, DW_LNCT_PATH, str, ""))
            for entry in _entries(unit, strings)]


def _entries(unit, strings):
    """One DWARF 5 entry table: its format (content type, form pairs), then its entries."""
    formats = [(unit.uleb(), unit.uleb()) for _ in range(unit.unsigned(1))]
    count = unit.uleb()
    if count > unit.end - unit.pos:
        raise CodeObjectError(f".debug_line names {count} directories or files, more than the "
                              "bytes left in its header")
    return [{kind: _form(unit, form, strings) for kind, form in formats} for _ in range(count)]


def _typed(entry, kind, expected, default):
    """An entry's value of content type ``kind``, which must be of type ``expected``."""
    value = entry.get(kind, default)
    if not isinstance(value, expected):
        raise CodeObjectError(f".debug_line file table: content type 0x{kind:x} holds "
                              f"{type(value).__name__}, not {expected.__name__}")
    return value


def _form(unit, form, strings):
    if form == DW_FORM_STRING:
        return unit.cstring()
    if form in (DW_FORM_LINE_STRP, DW_FORM_STRP):
        table = strings[".debug_line_str" if form == DW_FORM_LINE_STRP else ".debug_str"]
        return _Reader(table, unit.unsigned(4)).cstring()
    if form == DW_FORM_UDATA:
        return unit.uleb()
    if form == DW_FORM_BLOCK:
        return unit.take(unit.uleb())
    if form in _FIXED_FORMS:
        return unit.unsigned(_FIXED_FORMS[form])
    raise CodeObjectError(f".debug_line file table uses form 0x{form:x}, which gcnsim does not "
                          "read")


def _path(dirs, index, name):
    """A file's name joined to its directory. (llvm-objdump also puts the compilation directory
    before a relative directory other than 0: Triton, which names the script's directory both
    as the compilation directory and as directory 1, would read 'tools/tools/k.py'; gcnsim
    keeps the path the assembly's .file gave, 'tools/k.py'.)"""
    if name.startswith("/") or not 0 <= index < len(dirs):
        return name
    return join(dirs[index], name)


class _Program:
    """The line-number state machine of one unit (DWARF 5 section 6.2.2)."""

    def __init__(self, files, min_inst, line_base, line_range, opcode_base, lengths, is_stmt):
        self.files = files
        self.default_is_stmt = is_stmt
        self.min_inst = min_inst
        self.line_base = line_base
        self.line_range = line_range
        self.opcode_base = opcode_base
        self.lengths = lengths
        self.rows = []
        self.reset()

    def reset(self):
        self.address, self.file, self.line, self.column = 0, 1, 1, 0
        self.is_stmt = self.default_is_stmt

    def emit(self, end=False):
        location = None
        if not end and self.line and 0 <= self.file < len(self.files):
            path = self.files[self.file]
            location = SourceLocation(path, self.line, self.column) if path else None
        self.rows.append((self.address, location, self.is_stmt))

    def run(self, unit):
        while unit.pos < unit.end:
            opcode = unit.unsigned(1)
            if opcode >= self.opcode_base:
                adjusted = opcode - self.opcode_base
                self.address += adjusted // self.line_range * self.min_inst
                self.line += self.line_base + adjusted % self.line_range
                self.emit()
            elif opcode == 0:
                self.extended(unit)
            else:
                self.standard(unit, opcode)
        return self.rows

    def extended(self, unit):
        size = unit.uleb()
        body = _Reader(unit.take(size))
        sub = body.unsigned(1) if size else None
        if sub == DW_LNE_END_SEQUENCE:
            self.emit(end=True)
            self.reset()
        elif sub == DW_LNE_SET_ADDRESS:
            self.address = body.unsigned(size - 1)
        elif sub == DW_LNE_DEFINE_FILE:
            self.files.append(body.cstring())

    def standard(self, unit, opcode):
        if opcode == DW_LNS_COPY:
            self.emit()
        elif opcode == DW_LNS_ADVANCE_PC:
            self.address += unit.uleb() * self.min_inst
        elif opcode == DW_LNS_ADVANCE_LINE:
            self.line += unit.sleb()
        elif opcode == DW_LNS_SET_FILE:
            self.file = unit.uleb()
        elif opcode == DW_LNS_SET_COLUMN:
            self.column = unit.uleb()
        elif opcode == DW_LNS_NEGATE_STMT:
            self.is_stmt = not self.is_stmt
        elif opcode == DW_LNS_CONST_ADD_PC:
            self.address += (255 - self.opcode_base) // self.line_range * self.min_inst
        elif opcode == DW_LNS_FIXED_ADVANCE_PC:
            self.address += unit.unsigned(2)
        else:                                       # flags and operands read as ULEBs
            for _ in range(self.lengths[opcode - 1]):
                unit.uleb()


def encode_line_table(table, text_address, end, files=None):
    """A DWARF 5 .debug_line unit for a LineTable whose offsets count from ``text_address``
    (what gcnsim writes into the code objects it builds, so their line table survives a
    round trip through the loader). Plain rather than compact: each row sets its address,
    file, line and column; a None row ends a sequence there, and so does ``end`` (the
    offset where the code ends). ``files`` numbers the file table as the assembly's ``.file``
    directives did, which the compiler's .debug_info refers to (default: the table's files)."""
    files = files or table.files()
    number = {name: i for i, name in reversed(list(enumerate(files)))}
    program = bytearray()
    line, open_, stmt = 1, False, True
    for offset, location in table.rows() + [(end, None)]:
        address = _extended(DW_LNE_SET_ADDRESS, (text_address + offset).to_bytes(8, "little"))
        if location is None:
            if open_:
                program += address + _extended(DW_LNE_END_SEQUENCE, b"")
                line, open_, stmt = 1, False, True
            continue
        if stmt == (offset in table.plain):             # a row that is not a statement
            program += bytes([DW_LNS_NEGATE_STMT])
            stmt = not stmt
        program += address + bytes([DW_LNS_SET_FILE]) + uleb(number[location.file])
        program += bytes([DW_LNS_ADVANCE_LINE]) + sleb(location.line - line)
        program += bytes([DW_LNS_SET_COLUMN]) + uleb(location.column) + bytes([DW_LNS_COPY])
        line, open_ = location.line, True
    return _unit(files, bytes(program))


# line_base, line_range, opcode_base and the operand counts of the 12 standard opcodes.
_PARAMETERS = bytes([-5 & 0xFF, 14, 13, 0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1])


def _unit(files, program):
    """The unit header (DWARF 5 section 6.2.4: one empty directory, so the paths read back as
    they were given, as strings) and ``program`` after it."""
    string = uleb(DW_LNCT_PATH) + uleb(DW_FORM_STRING)
    index = uleb(DW_LNCT_DIRECTORY_INDEX) + uleb(DW_FORM_UDATA)
    tables = bytes([1]) + string + uleb(1) + b"\0"
    tables += bytes([2]) + string + index + uleb(len(files))
    tables += b"".join(name.encode() + b"\0" + uleb(0) for name in files)
    # minimum_instruction_length 4, maximum_operations_per_instruction 1, default_is_stmt 1
    header = bytes([4, 1, 1]) + _PARAMETERS + tables
    body = struct.pack("<HBBI", 5, 8, 0, len(header)) + header + program
    return struct.pack("<I", len(body)) + body


def _extended(opcode, operand):
    return bytes([0]) + uleb(1 + len(operand)) + bytes([opcode]) + operand


def uleb(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def sleb(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40)
        out.append(byte if done else byte | 0x80)
        if done:
            return bytes(out)

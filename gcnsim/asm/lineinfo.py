"""``.file`` and ``.loc`` directives -> the Program's LineTable (codeobj/lines.py).

These are the DWARF directives clang ``-g -S`` and Triton write (GNU as, "Directives"; LLVM's
MCDwarf): ``.file N "DIR" "NAME" [md5 0x...] [source "..."]`` numbers a source file (DWARF 5
starts at 0, older line tables at 1) and ``.loc N LINE [COLUMN] [options]`` says where the next
instruction comes from. The row is placed at that instruction's offset, as llvm-mc places it,
and covers the code up to the next row; line 0 is code no source line owns, and the end of the
code closes the table. ``is_stmt 0`` marks the row as not a statement (a debugger's step does
not stop there).

    .file 0 "/src" "k.cl" md5 0x...
    .loc 0 4 11 prologue_end       ->   rows (0, /src/k.cl:4:11), (4, None): the table ends
    s_load_dword s0, s[4:5], 0x0                                   with the code at 4
"""
import posixpath
import re

from ..codeobj.lines import LineTable, SourceLocation
from ..errors import AsmError
from ..isa.operands import parse_int
from .sections import unescape

_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_FLAGS = frozenset({"prologue_end", "epilogue_begin", "basic_block"})
_VALUED = frozenset({"is_stmt", "isa", "discriminator", "view"})
_UNSET = object()


# The largest .file number taken: compilers number their files from 0 or 1 upwards, and the
# table written is dense, so a number of 2**32 would ask for that many entries.
MAX_FILE_NUMBER = 1 << 16


class LineInfo:
    """The file table and line rows of one assembly run."""

    def __init__(self, source):
        self.source = source
        self.files = {}
        self.pending = _UNSET       # the location of the last .loc, until an instruction takes it
        self.rows = []

    def file(self, arg, number, column):
        """``.file N "DIR" "NAME" ...`` numbers a file; ``.file "NAME"`` (the ELF file symbol,
        no number) names none."""
        head, _, rest = arg.partition(" ")
        if head.startswith('"'):
            return
        index = parse_int(head)
        names = _STRING.findall(rest.split(" md5 ")[0].split(" source ")[0])
        if index is None or index < 0 or not 1 <= len(names) <= 2:
            raise AsmError("bad .file", line=number, column=column, token=arg,
                           expected='FILE-NUMBER ["DIRECTORY"] "NAME" [md5 VALUE]',
                           source=self.source)
        if index > MAX_FILE_NUMBER:
            # the file table is written densely (DWARF numbers every file up to the largest)
            raise AsmError("bad .file", line=number, column=column, token=head,
                           expected=f"a file number up to {MAX_FILE_NUMBER}", source=self.source)
        *directory, name = (unescape(n).decode("utf-8", "replace") for n in names)
        self.files[index] = posixpath.join(directory[0], name) if directory else name

    def loc(self, arg, number, column):
        """``.loc FILE LINE [COLUMN] [prologue_end | is_stmt 0 | ...]``: the place of the next
        instruction."""
        words = arg.replace(",", " ").split()
        values = [parse_int(w) for w in words[:3]]
        if len(values) < 2 or None in values[:2] or values[0] not in self.files:
            raise AsmError("bad .loc", line=number, column=column, token=arg,
                           expected="FILE LINE [COLUMN] with a FILE a .file directive numbered",
                           source=self.source)
        col = values[2] if len(values) == 3 and values[2] is not None else None
        if not 0 <= values[1] < 1 << 32 or not 0 <= (col or 0) < 1 << 16:
            # llvm-mc's bounds: a DWARF line is 32 bits unsigned, a column 16
            raise AsmError("bad .loc", line=number, column=column, token=arg,
                           expected="a LINE of 0 to 4294967295 and a COLUMN of 0 to 65535",
                           source=self.source)
        options = words[2 if col is None else 3:]
        _check_options(options, arg, number, column, self.source)
        file, line = self.files[values[0]], values[1]
        col = col or 0                  # no COLUMN: llvm-mc's column 0
        stmt = not any(word == "is_stmt" and parse_int(value) == 0
                       for word, value in zip(options, options[1:]))
        self.pending = (SourceLocation(file, line, col) if line else None), stmt

    def place(self, offset):
        """An instruction is at ``offset``: it takes the pending location, if any."""
        if self.pending is not _UNSET:
            self.rows.append((offset, *self.pending))
            self.pending = _UNSET

    def numbered(self):
        """The paths by file number, as DWARF 5 numbers them: file 0 is the first numbered
        file when the assembly starts at 1 (DWARF 4's numbering, as Triton writes), and a
        number no .file gave repeats file 0."""
        if not self.files:
            return []
        first = self.files[min(self.files)]
        return [self.files.get(i, first) for i in range(max(self.files) + 1)]

    def table(self, end):
        """The LineTable, closed at ``end`` (the code's size), or None without any .loc."""
        if not self.rows:
            return None
        return LineTable.from_rows(self.rows + [(end, None)])


def _check_options(options, arg, number, column, source):
    words = iter(options)
    for word in words:
        if word in _FLAGS:
            continue
        value = parse_int(next(words, "")) if word in _VALUED else None
        if value is not None and 0 <= value < 1 << 32 and (word != "is_stmt" or value in (0, 1)):
            continue
        raise AsmError("unknown .loc option", line=number, column=column, token=word,
                       expected="prologue_end, epilogue_begin, basic_block, is_stmt N, isa N, "
                                "discriminator N or view N", source=source)

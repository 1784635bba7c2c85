"""Source locations: which file, line and column each instruction of a program came from.

A LineTable is the DWARF line-number matrix reduced to what a reader of findings needs: rows of
(code offset, SourceLocation or None) sorted by offset, each row covering the code up to the
next one. ``None`` closes a range (DWARF's end_sequence, or line 0: code no source line owns).
A row DWARF marks not ``is_stmt`` (an instruction of a line scheduled among another's) is kept
as such: a debugger's step stops only where a statement's row starts, as gdb's does.
The assembler builds one from ``.loc`` directives, the code-object loader from DWARF
``.debug_line`` (codeobj/dwarf.py); an assembled Program and a loaded CodeObject carry one, or
None when their input had no line information. Offsets count from the start of ``.text``.

    >>> table = LineTable.from_rows([(0, SourceLocation("k.cl", 3, 5)), (8, None)])
    >>> str(table.at(4)), table.at(8), table.at(12)
    ('k.cl:3:5', None, None)
"""
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class SourceLocation:
    """A place in a source file: line and column count from 1; column 0 means "no column"
    (DWARF's convention, and ``.loc FILE LINE`` without one)."""
    file: str
    line: int
    column: int = 0

    def __str__(self):
        if self.column:
            return f"{self.file}:{self.line}:{self.column}"
        return f"{self.file}:{self.line}"


def source_text(location, files):
    """The text of ``location``'s line, stripped (its file read relative to the working
    directory, kept in ``files``: path -> lines), or '' (no location, no such file or line)."""
    if location is None:
        return ""
    lines = source_lines(location.file, files)
    return lines[location.line - 1].strip() if 0 < location.line <= len(lines) else ""


def source_lines(path, files):
    """The lines of the source file ``path`` (read relative to the working directory, kept in
    ``files``), or [] when it cannot be read."""
    lines = files.get(path)
    if lines is None:
        try:
            lines = Path(path).read_text(errors="replace").splitlines()
        except OSError:
            lines = []
        files[path] = lines
    return lines


@dataclass(frozen=True)
class LineTable:
    """Code offsets -> source locations. ``offsets`` is sorted and ``locations`` parallel to it;
    ``plain`` holds the offsets of rows that are not statements; build one with
    ``from_rows``."""
    offsets: tuple
    locations: tuple
    plain: frozenset = frozenset()

    @classmethod
    def from_rows(cls, rows):
        """A table from (offset, SourceLocation or None[, is_stmt]) rows in any order (is_stmt
        True when left out); at an offset given twice the last row wins (a later DWARF row at
        the same address replaces the earlier, as llvm-objdump reads them)."""
        by_offset = {}
        for offset, location, *stmt in rows:
            by_offset[offset] = location, all(stmt)
        ordered = sorted(by_offset.items())
        return cls(tuple(o for o, _ in ordered), tuple(loc for _, (loc, _) in ordered),
                   frozenset(o for o, (_, stmt) in ordered if not stmt))

    def at(self, offset):
        """The SourceLocation of the instruction at ``offset``, or None if no row covers it."""
        i = bisect_right(self.offsets, offset) - 1
        return self.locations[i] if i >= 0 else None

    def statement(self, offset):
        """Whether a row starts at ``offset`` and is a statement (True), starts there and is
        not one (False), or none starts there (None: within a row)."""
        i = bisect_left(self.offsets, offset)
        if i == len(self.offsets) or self.offsets[i] != offset:
            return None
        return self.locations[i] is not None and offset not in self.plain

    def rows(self):
        """The (offset, SourceLocation or None) pairs in offset order."""
        return list(zip(self.offsets, self.locations))

    def files(self):
        """The distinct source files the table names, in order of first appearance."""
        return list(dict.fromkeys(loc.file for loc in self.locations if loc is not None))

    def renamed(self, name):
        """The same table with each location's file ``name(file)``."""
        return LineTable(self.offsets, tuple(
            None if loc is None else SourceLocation(name(loc.file), loc.line, loc.column)
            for loc in self.locations), self.plain)

    def shifted(self, delta):
        """The same table with every offset moved by ``delta`` (a kernel's code seen from its
        entry rather than from the start of .text)."""
        return LineTable(tuple(o + delta for o in self.offsets), self.locations,
                         frozenset(o + delta for o in self.plain))

    def __len__(self):
        return len(self.offsets)

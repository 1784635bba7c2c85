"""DWARF .debug_line of clang -g code objects -> LineTable, against llvm-dwarfdump-19's rows
(tests/data/lines/build.sh made both); and the .debug_line gcnsim writes reads back the same."""
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from gcnsim.asm import assemble
from gcnsim.codeobj import load_code_object, write_code_object
from gcnsim.codeobj.dwarf import encode_line_table, read_line_table
from gcnsim.codeobj.elf import read_elf
from gcnsim.codeobj.lines import LineTable, SourceLocation
from gcnsim.errors import CodeObjectError

DATA = Path(__file__).resolve().parent.parent / "data" / "lines"
BUILDS = ["lines_gfx90a_dwarf5", "lines_gfx942_dwarf5", "lines_gfx900_dwarf4"]


def _dwarfdump_rows(name):
    """(address, SourceLocation or None) per row of llvm-dwarfdump --debug-line; its files are
    './lines.cl' in every build (one file, directory '.')."""
    rows = []
    for text in (DATA / f"{name}.debug_line").read_text().splitlines():
        if not text.startswith("0x"):
            continue
        address, line, column = text.split()[:3]
        end = text.endswith("end_sequence")
        location = None if end else SourceLocation("./lines.cl", int(line), int(column))
        rows.append((int(address, 16), location))
    return rows


@pytest.mark.parametrize("name", BUILDS)
def test_line_table_matches_llvm_dwarfdump(name):
    co = load_code_object(DATA / f"{name}.hsaco")
    expected = [(address - co.text_address, loc) for address, loc in _dwarfdump_rows(name)]
    assert co.lines.rows() == expected
    assert len(expected) > 10


@pytest.mark.parametrize("name", BUILDS)
def test_rows_that_are_not_statements_match_llvm_dwarfdump(name):
    """DW_LNS_negate_stmt was read as an operand-less opcode and dropped: every row counted as
    a statement, so the debugger's step could not stop where gdb's does."""
    co = load_code_object(DATA / f"{name}.hsaco")
    plain = {int(text.split()[0], 16) - co.text_address
             for text in (DATA / f"{name}.debug_line").read_text().splitlines()
             if text.startswith("0x") and "is_stmt" not in text and "end_sequence" not in text}
    assert plain and co.lines.plain == plain
    assert {co.lines.statement(offset) for offset in plain} == {False}
    first = co.lines.offsets[0]
    assert co.lines.statement(first) is True and co.lines.statement(first + 2) is None


def test_is_stmt_0_of_loc_survives_a_code_object_round_trip():
    table = LineTable.from_rows([(0, SourceLocation("k.py", 3)), (4, SourceLocation("k.py", 4),
                                 False), (8, SourceLocation("k.py", 3)), (12, None)])
    data = encode_line_table(table, 0x1000, 12)
    assert read_line_table(_elf_with_line_data(data), 0x1000) == table
    assert table.plain == {4}
    program = assemble('.file 1 "k.py"\n.loc 1 3 0\ns_nop 0\n.loc 1 4 0 is_stmt 0\ns_nop 0\n'
                       '.loc 1 3 0 is_stmt 1\ns_nop 0\n', "gfx900")
    assert program.lines.plain == {4}


def test_an_instruction_inside_a_row_maps_to_it():
    co = load_code_object(DATA / "lines_gfx90a_dwarf5.hsaco")
    assert co.lines.at(0x1614 - co.text_address) == SourceLocation("./lines.cl", 11, 11)


def test_no_debug_line_gives_no_table():
    kernels = Path(__file__).resolve().parent.parent / "data" / "kernels" / "gfx900"
    assert load_code_object(kernels / "vector_add.hsaco").lines is None


def _elf_with_line_data(data):
    sections = {".debug_line": SimpleNamespace(data=data)}
    return SimpleNamespace(section=sections.get)


def _debug_line():
    return read_elf((DATA / "lines_gfx90a_dwarf5.hsaco").read_bytes()).section(".debug_line").data


def test_a_truncated_table_is_a_code_object_error():
    data = _debug_line()
    with pytest.raises(CodeObjectError, match="truncated"):
        read_line_table(_elf_with_line_data(data[:40]), 0)


def test_an_unsupported_version_is_named():
    data = bytearray(_debug_line())
    data[4:6] = (3).to_bytes(2, "little")
    with pytest.raises(CodeObjectError, match="version 3 is not supported"):
        read_line_table(_elf_with_line_data(bytes(data)), 0)


KERNEL = """
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_dwordx2 s[0:1], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v0, 1
  s_endpgm
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
"""


def test_a_written_code_object_keeps_its_line_table():
    program = assemble(KERNEL, "gfx900")
    rows = [(0, SourceLocation("k.py", 10, 5)), (8, SourceLocation("k.py", 3)), (12, None),
            (16, SourceLocation("/abs/h.h", 200, 7))]
    program.lines = LineTable.from_rows(rows)
    co = load_code_object(write_code_object(program))
    assert co.lines.rows() == rows + [(20, None)]


def test_a_program_without_lines_writes_no_debug_line():
    elf = read_elf(write_code_object(assemble(KERNEL, "gfx900")))
    assert elf.section(".debug_line") is None


DEBUG_SECTIONS = (".debug_line", ".debug_line_str", ".debug_str", ".debug_info", ".debug_abbrev")


@pytest.mark.parametrize("name", ["lines_gfx90a_dwarf5", "lines_gfx900_dwarf4"])
def test_corrupted_debug_sections_are_code_object_errors_or_tables(name):
    """400 mutants (bytes changed, sections cut short) of the line table and of the compile
    unit that names DWARF 4's directory: each reads as a table or a CodeObjectError."""
    elf = read_elf((DATA / f"{name}.hsaco").read_bytes())
    sections = {n: elf.section(n) for n in DEBUG_SECTIONS}
    rng = random.Random(25)
    for _ in range(400):
        target = rng.choice([".debug_line", ".debug_line", ".debug_info", ".debug_abbrev"])
        data = bytearray(sections[target].data)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        if rng.random() < 0.2:
            data = data[:rng.randrange(len(data))]
        mutant = {**sections, target: SimpleNamespace(data=bytes(data))}
        try:
            table = read_line_table(SimpleNamespace(section=mutant.get), 0x1600)
        except CodeObjectError:
            continue
        assert table is None or all(isinstance(o, int) for o in table.offsets)


def test_a_file_table_path_of_the_wrong_form_is_named():
    table = LineTable.from_rows([(0, SourceLocation("k.py", 3)), (4, None)])
    data = encode_line_table(table, 0x1000, 4)
    strings, numbers = b"\x02\x01\x08\x02\x0f", b"\x02\x01\x0f\x02\x0f"
    assert data.count(strings) == 1
    bad = data.replace(strings, numbers)       # the path read as a number
    with pytest.raises(CodeObjectError, match="content type 0x1 holds int, not str"):
        read_line_table(_elf_with_line_data(bad), 0x1000)

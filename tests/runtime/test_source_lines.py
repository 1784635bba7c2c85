"""Findings and faults name the source line of their instruction: a clang -g code object's
DWARF line table (tests/data/lines) and .loc in assembly, for the static checker; the
emulator's errors and dynamic reports likewise."""
import struct
from pathlib import Path

import pytest

import gcnsim
from gcnsim.codeobj.lines import SourceLocation

LINES = Path(__file__).resolve().parent.parent / "data" / "lines"
WAITCNT = {"lines_gfx90a_dwarf5": 0xBF8C0F73, "lines_gfx942_dwarf5": 0xBF8C0F73,
           "lines_gfx900_dwarf4": 0xBF8C0F73}
S_NOP_0 = struct.pack("<I", 0xBF800000)


def _without_first_wait(name):
    """The code object with its s_waitcnt vmcnt(3) (before the first use of a load, in the
    inlined scale() of lines.cl line 5) made an s_nop 0."""
    data = (LINES / f"{name}.hsaco").read_bytes()
    word = struct.pack("<I", WAITCNT[name])
    assert data.count(word) == 1
    return data.replace(word, S_NOP_0)


@pytest.mark.parametrize("name", sorted(WAITCNT))
def test_a_deleted_wait_is_reported_at_its_c_line(name):
    assert gcnsim.check(LINES / f"{name}.hsaco") == []
    (finding,) = gcnsim.check(_without_first_wait(name), name=f"{name}.hsaco")
    assert finding.rule == "waitcnt-read" and finding.source == SourceLocation("./lines.cl", 5, 18)
    assert str(finding).startswith("./lines.cl:5:18: error: [waitcnt-read] saxpy_lines+0x")
    assert finding.as_dict()["source"] == ["./lines.cl", 5, 18]


MISSING_WITH_LOC = """\
\t.file 0 "/src" "k.cl"
\t.loc 0 7 3
  global_load_dword v1, v[2:3], off
\t.loc 0 8 9
  v_add_f32_e32 v4, v1, v1
  s_endpgm
"""


def test_assembly_findings_name_the_loc_line_before_the_assembly_line(tmp_path):
    path = tmp_path / "k.s"
    path.write_text(MISSING_WITH_LOC)
    (finding,) = gcnsim.check(path)
    assert finding.source == SourceLocation("/src/k.cl", 8, 9)
    assert str(finding).startswith(f"/src/k.cl:8:9: error: [waitcnt-read] <start>+0x8 "
                                   f"({path}:5:3) 'v_add_f32_e32 v4, v1, v1' reads v1")

"""Findings and faults name the source line of their instruction: a clang -g code object's
DWARF line table (tests/data/lines) and .loc in assembly, for the static checker; the
emulator's errors and dynamic reports likewise."""
import struct
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.codeobj.lines import SourceLocation
from gcnsim.emu.executor import RegisterBoundsError
from gcnsim.emu.spin import SpinHang
from gcnsim.emu.waitcnt import WaitcntChecker, WaitcntError
from gcnsim.errors import KernelTrap, MemoryViolation

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



def _saxpy_lines(name, data=None):
    dev = gcnsim.Device(name.split("_")[1])
    kernel = dev.load(data if data is not None else LINES / f"{name}.hsaco")["saxpy_lines"]
    return dev, kernel


@pytest.mark.parametrize("name", ["lines_gfx90a_dwarf5", "lines_gfx900_dwarf4"])
def test_a_memory_violation_names_its_c_line(name):
    dev, kernel = _saxpy_lines(name)
    out, tiny = dev.empty(64, np.float32), dev.array(np.ones(64, np.float32))
    with pytest.raises(MemoryViolation, match=r"^\./lines\.cl:15:22: wave 0 pc 0x[0-9a-f]+ "
                                              r"'global_load_dword v\d+, v\[\d+:\d+\], off': "
                                              r"access of 4 bytes"):
        kernel(out, tiny, np.float32(2), np.int32(1 << 20), grid=64, block=64)


@pytest.mark.parametrize("name", ["lines_gfx90a_dwarf5", "lines_gfx900_dwarf4"])
def test_the_dynamic_checker_names_the_c_line_of_a_deleted_wait(name):
    dev, kernel = _saxpy_lines(name, _without_first_wait(name))
    out, inp = dev.empty(64, np.float32), dev.array(np.ones(64, np.float32))
    with pytest.raises(WaitcntError, match=r"^\./lines\.cl:5:18: wave 0 pc 0x[0-9a-f]+ "
                                           r"'v_fma_f32 v\d+, v\d+, s8, 1\.0' reads v\d+ before"):
        kernel(out, inp, np.float32(2), np.int32(16), grid=64, block=64)
    checker = WaitcntChecker(mode="warn")
    kernel(out, inp, np.float32(2), np.int32(16), grid=64, block=64, checker=checker)
    assert {report.source for report in checker.reports} == {SourceLocation("./lines.cl", 5, 18)}


LOC = '\t.file 0 "/src" "t.py"\n'
TRAP = LOC + "  s_mov_b32 s0, 1\n\t.loc 0 5 3\n  s_trap 2\n  s_endpgm\n"
SPIN = LOC + "  s_mov_b32 s0, 1\n\t.loc 0 9 5\n.Lspin:\n  s_branch .Lspin\n"
BEYOND = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
.type k,@function
k:
""" + LOC + """\t.loc 0 12 1
  v_mov_b32 v5, 0
  s_endpgm
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
"""


def test_a_trap_names_its_loc_line():
    with pytest.raises(KernelTrap, match=r"^/src/t\.py:5:3: wave 0 pc 0x[0-9a-f]+ 's_trap 2': "
                                         r"trap 2"):
        gcnsim.Device("gfx900").load(TRAP).run(64)


def test_a_spin_names_the_line_of_its_loop():
    with pytest.raises(SpinHang, match=r"hang: wave 0 at pc 0x[0-9a-f]+\.\.0x[0-9a-f]+ "
                                       r"\(/src/t\.py:9:5\) loop forever"):
        gcnsim.Device("gfx900").load(SPIN).run(64)


def test_a_register_past_the_allocation_names_its_loc_line_through_the_code_object():
    """The kernel goes through write_code_object (.debug_line) and the loader."""
    program = gcnsim.Device("gfx900").load(BEYOND)
    with pytest.raises(RegisterBoundsError, match=r"^/src/t\.py:12:1: wave 0 pc 0x[0-9a-f]+ "
                                                  r"'v_mov_b32_e32 v5, 0': v5 is beyond"):
        program["k"](grid=64, block=64)


HAZARD = LOC + """\t.loc 0 3 1
  s_setreg_b32 hwreg(HW_REG_MODE), s0
\t.loc 0 4 2
  s_getreg_b32 s1, hwreg(HW_REG_MODE)
  s_endpgm
"""


def test_hazards_name_their_loc_line_statically_and_dynamically():
    (finding,) = [f for f in gcnsim.check(HAZARD) if f.severity != "note"]
    assert finding.rule == "setreg_then_getreg"
    assert finding.source == SourceLocation("/src/t.py", 4, 2)
    checker = WaitcntChecker(mode="warn")
    gcnsim.Device("gfx900").load(HAZARD).run(64, checker=checker)
    assert [str(r).split(": wave")[0] for r in checker.hazards] == ["/src/t.py:4:2"]


OUT_OF_BOUNDS_CL = """\
__kernel void far(__global float *out)
{
    size_t i = get_global_id(0);
    out[i + 100000000] = 1.0f;
}
"""


def test_an_opencl_file_s_fault_names_its_c_line(tmp_path):
    path = tmp_path / "far.cl"
    path.write_text(OUT_OF_BOUNDS_CL)
    dev = gcnsim.Device("gfx900")
    out = dev.empty(64, np.float32)
    with pytest.raises(MemoryViolation, match=rf"^{path}:4:\d+: wave 0 pc 0x[0-9a-f]+ "
                                              r"'global_store_dword"):
        dev.load(path)["far"](out, grid=64, block=64)

"""gcnsim check and gcnsim.check: every kind of input, findings placed at file:line:column,
suppression comments, JSON, exit status, and bad input as one line; code that makes calls
(clang-19 -O0 and -O2, tests/data/calls/) has no error, a note says each call was handled
conservatively, and it runs to the right answer; an unknown branch target, code no entry
reaches and code that never ends are notes."""
import json
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.asm import assemble
from gcnsim.cli import main
from gcnsim.emu.waitcnt import HazardError

DATA = Path(__file__).resolve().parent.parent / "data"
SAXPY = DATA / "kernels" / "gfx942" / "saxpy.hsaco"
CALLS = sorted((DATA / "calls").glob("*.hsaco"))

MISSING = """\
  global_load_dword v1, v[2:3], off
  s_cmp_eq_u32 s0, 0
  s_cbranch_scc1 .Lskip
  s_waitcnt vmcnt(0)
.Lskip:
  v_add_f32_e32 v4, v1, v1
  s_endpgm
"""


def test_assembly_findings_carry_their_line_and_column(tmp_path):
    path = tmp_path / "k.s"
    path.write_text(MISSING)
    (f,) = gcnsim.check(path)
    assert f.location == (str(path), 6, 3) and f.rule == "waitcnt-read"
    assert str(f).startswith(f"{path}:6:3: error: [waitcnt-read] <start>+0x14 ")


@pytest.mark.parametrize("comment", ["  v_add_f32_e32 v4, v1, v1 // gcnsim: allow waitcnt-read",
                                     "  ; gcnsim: allow waitcnt-write, waitcnt-read\n"
                                     "  v_add_f32_e32 v4, v1, v1"])
def test_a_comment_suppresses_a_finding(comment):
    text = MISSING.replace("  v_add_f32_e32 v4, v1, v1", comment)
    assert gcnsim.check(text) == []


def test_every_kind_of_input():
    data = SAXPY.read_bytes()
    assert gcnsim.check(SAXPY) == [] == gcnsim.check(data) == gcnsim.check(str(SAXPY))
    prog = assemble(MISSING, "gfx900")
    assert [f.offset for f in gcnsim.check(prog)] == [0x14]
    assert [f.offset for f in gcnsim.check(MISSING.encode(), name="k.s")] == [0x14]
    with pytest.raises(gcnsim.GcnsimError, match="built for gfx942, not gfx900"):
        gcnsim.check(data, target="gfx900")


def test_kernels_are_named():
    text = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n.text\n.globl k\n.p2align 8\n'
            '.type k,@function\nk:\n' + MISSING + '.rodata\n.p2align 6\n.amdhsa_kernel k\n'
            '.amdhsa_next_free_vgpr 8\n.amdhsa_next_free_sgpr 8\n.amdhsa_accum_offset 8\n'
            '.end_amdhsa_kernel\n')
    (f,) = gcnsim.check(text)
    assert f.kernel == "k" and f.location[1] == 12


def test_cli_exit_status_and_json(tmp_path, capsys):
    path = tmp_path / "k.s"
    path.write_text(MISSING)
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == f"1 finding in {path}" and "fix: s_waitcnt vmcnt(0)" in out[0]
    assert main(["check", str(path), "--json"]) == 1
    (record,) = json.loads(capsys.readouterr().out)
    assert record["rule"] == "waitcnt-read" and record["location"] == [str(path), 6, 3]
    assert main(["check", str(SAXPY)]) == 0
    assert capsys.readouterr().out == f"0 findings in {SAXPY}\n"


@pytest.mark.parametrize("content,message", [
    (b"\x00\x01garbage\xff", "is not UTF-8"),
    (SAXPY.read_bytes()[:300], "truncated ELF"),
    (b"s_cbranch_scc1 1\nv_add_f32_e64 v0, v1, v2\ns_endpgm\n",
     "a branch goes to offset 0x8, inside the instruction at 0x4"),
    (b"s_branch 0x100\ns_endpgm\n", "outside the 8-byte code"),
    (b"s_branch 1\nv_mov_b32 v0, 0x12345678\ns_endpgm\n",     # lands in the literal
     "a branch goes to offset 0x8, inside the instruction at 0x4"),
    (b"s_endpgm\nv_mov_b32 v0, v1\n",
     ":2:1: note: [unreachable] <start>+0x4 'v_mov_b32_e32 v0, v1' starts code (to 0x8) that "
     "no entry reaches: not checked"),
    (b"loop:\n  s_branch loop\n",
     ":2:3: note: [no-exit] <start>+0x0 's_branch loop' starts code that never reaches "
     "s_endpgm or a return: the wave loops here forever"),
    (b"s_endpgm\ns_nop 0\n", None),                           # padding: nothing to say
])
def test_bad_input_is_one_line(tmp_path, capsys, content, message):
    path = tmp_path / "x.s"
    path.write_bytes(content)
    status = main(["check", str(path)])
    captured = capsys.readouterr()
    if message is None:
        assert status == 0 and captured.out == f"0 findings in {path}\n"
    elif "note:" in message:
        assert status == 0
        assert captured.out == f"{path}{message}\n0 findings, 1 note in {path}\n"
    else:
        assert status == 1 and message in captured.err
        assert len(captured.err.strip().splitlines()) == 1


def test_launches_are_checked_by_default():
    """The API's default: the dynamic checker, stopping at the first error; clean code runs
    through it with no report; checker=None turns checking off."""
    dev = gcnsim.Device("gfx942")
    kernel = dev.load(SAXPY).saxpy
    x, y = dev.empty(64), dev.empty(64)
    launch = kernel(np.float32(2), x, y, np.int32(64), grid=64)
    assert launch.extra["waitcnt"] == "dynamic checker (default)"
    assert launch.extra["hazards"] == []
    assert ("waitcnt check", launch.extra["waitcnt"]) in launch.summary()
    assert ("hazards check", "0 reports") in launch.summary()
    flag = dev.empty(2, np.uint32)
    where = {2: (flag.address & 0xFFFFFFFF, flag.address >> 32)}
    prog = dev.load("  v_mov_b32 v2, 0\n  global_load_dword v1, v2, s[2:3]\n"
                    "  v_add_u32 v3, v1, v1\n  s_endpgm\n")
    with pytest.raises(gcnsim.errors.GcnsimError, match="reads v1 before"):
        prog.run(64, sgprs=where)
    assert prog.run(64, sgprs=where, checker=None).extra["waitcnt"] == "off"


HAZARD = """\
  s_cmp_eq_u32 s0, 7
  s_cbranch_scc1 .Lskip
  v_add_co_u32_e32 v1, vcc, v2, v3
  v_readlane_b32 s4, v1, vcc_lo
.Lskip:
  s_endpgm
"""


def test_the_dynamic_checker_reports_the_hazards_a_launch_reaches():
    dev = gcnsim.Device("gfx900")
    prog = dev.load(HAZARD)
    (static,) = [f for f in gcnsim.check(HAZARD, "gfx900") if f.severity == "error"]
    assert static.rule == "valu_writes_sgpr_then_lane_select_reads_it"
    launch = prog.run(64, sgprs={0: 7})                     # the branch skips the hazard
    assert launch.extra["hazards"] == []
    with pytest.raises(HazardError, match=r"wave 0 pc 0x[0-9a-f]+ 'v_readlane_b32 s4, v1, "
                                          r"vcc_lo' error: \[valu_writes_sgpr_then_lane_"
                                          r"select_reads_it\] 0 wait states .*s_nop 3"):
        prog.run(64, sgprs={0: 1})
    launch = prog.run(128, sgprs={0: 1}, checker=gcnsim.WaitcntChecker(mode="warn"))
    assert [(r.wave, r.rule, r.pc - prog.code.base, r.register, r.needed - r.states)
            for r in launch.extra["hazards"] if r.severity == "error"] == [
        (wave, static.rule, static.offset, static.register, 4) for wave in (0, 1)]
    assert prog.run(64, sgprs={0: 1}, checker=None).extra["waitcnt"] == "off"


@pytest.mark.parametrize("path", CALLS, ids=[p.stem for p in CALLS])
def test_calls_have_no_error_and_are_noted(path):
    found = gcnsim.check(path)
    assert [str(f) for f in found if f.severity != "note"] == []
    notes = [f for f in found if f.severity == "note"]
    calls = 2 if path.stem.startswith("calls") and path.stem.endswith("O0") else 1
    assert [f.rule for f in notes] == ["call"] * calls
    assert "calls helper (offset 0x0), conservatively" in "".join(f.message for f in notes)


def test_clang_assembly_with_calls_has_no_error():
    path = DATA / "calls" / "calls_gfx90a_O2.s"
    found = gcnsim.check(path)
    assert [str(f) for f in found if f.severity == "error"] == []
    (note,) = [f for f in found if f.severity == "note"]
    assert note.location[1:] == (63, 2) and "calls helper (offset 0x0)" in note.message


@pytest.mark.parametrize("name", ["calls_gfx900_O0", "calls_gfx90a_O2"])
def test_calls_compute_the_right_answer(name):
    target = name.split("_")[1]
    dev = gcnsim.Device(target)
    kernel = dev.load(DATA / "calls" / f"{name}.hsaco").calls
    b = dev.array(np.arange(256, dtype=np.int32))
    a = dev.array(np.zeros(256, dtype=np.int32))
    kernel(a, b, np.int32(200), grid=256, block=64)
    i = np.arange(256)
    assert (a.numpy() == np.where(i < 200, 3 * i + 1 + i, 0)).all()


def test_an_unknown_branch_target_is_a_note(tmp_path, capsys):
    path = tmp_path / "setpc.s"
    path.write_text("s_getpc_b64 s[4:5]\nglobal_load_dword v1, v[2:3], off\n"
                    "s_add_u32 s4, s4, 12\ns_setpc_b64 s[4:5]\nv_add_f32 v4, v1, v1\n"
                    "s_endpgm\n")
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{path}:4:1: note: [indirect-branch] <start>+0x10 "
                             "'s_setpc_b64 s[4:5]' branches to an address the analysis cannot")
    assert "[unreachable] <start>+0x14 'v_add_f32_e32 v4, v1, v1'" in out[1]
    assert out[2] == f"0 findings, 2 notes in {path}"


def test_an_indirect_call_is_a_note():
    """The callee's address is loaded: unknown; after the call, as after any call, the
    caller's loads are complete (LLVM's calling convention)."""
    text = ("s_load_dwordx2 s[4:5], s[0:1], 0x0\nglobal_load_dword v1, v[2:3], off\n"
            "s_waitcnt lgkmcnt(0)\ns_swappc_b64 s[30:31], s[4:5]\nv_mov_b32 v0, v1\n"
            "s_endpgm\n")
    found = gcnsim.check(text)
    assert [f.severity for f in found if f.severity not in ("note", "warning")] == []
    (note,) = [f for f in found if f.severity == "note"]
    assert (note.rule, note.offset) == ("indirect-call", 0x14)
    assert "the callee is not checked" in note.message


OUT_OF_BOUNDS = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
k:
  v_mov_b32 v{v}, 5
  s_mov_b32 s{s}, 0
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 10
.end_amdhsa_kernel
"""


@pytest.mark.parametrize("v, s, expected", [
    (3, 9, []),                                          # 3 VGPRs granulate to 4
    (7, 9, [("v7", 0, "v7 is beyond the 4 VGPRs the kernel descriptor allocates",
             ".amdhsa_next_free_vgpr 8 or more, or a lower register")]),
    (0, 40, [("s40", 4, "s40 is beyond the 16 SGPRs the kernel descriptor allocates "
              "(granulated, VCC, FLAT_SCRATCH and XNACK_MASK included)",
              ".amdhsa_next_free_sgpr 41 or more, or a lower register")])])
def test_a_register_past_the_allocation_is_an_error_as_the_run_says(v, s, expected):
    """register-bounds: what stops the run (RegisterBoundsError) is known before it runs, in
    the run's words, in assembly and in the code object written from it."""
    text = OUT_OF_BOUNDS.format(v=v, s=s)
    found = [(f.register, f.offset, f.message, f.fix) for f in gcnsim.check(text)]
    assert found == expected
    assert all(f.rule == "register-bounds" and f.severity == "error" for f in gcnsim.check(text))
    dev = gcnsim.Device("gfx900")
    prog = dev.load(text)
    data = gcnsim.codeobj.writer.write_code_object(assemble(text, "gfx900"))
    assert [(f.register, f.message) for f in gcnsim.check(data)] == [e[::2] for e in expected]
    if not expected:
        prog.k(grid=64)
        return
    with pytest.raises(gcnsim.RegisterBoundsError) as err:
        prog.k(grid=64)
    assert str(err.value).endswith(expected[0][2])

"""The debugger's commands as a ROCgdb user types them: a --batch script walking the
commands of a ROCgdb session, each command's output checked against what gdb prints for it.
The kernel is tests/debug/kernels.py's reduction step (pairsum.s, its source pairsum.c)."""
import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from tests.debug.kernels import ASM, SOURCE

RUN = ["--grid", "128", "--block", "128", "--arg", "i32:64", "--arg", "i32:128:range"]


@pytest.fixture
def here(tmp_path, monkeypatch):
    (tmp_path / "pairsum.s").write_text(ASM)
    (tmp_path / "pairsum.c").write_text(SOURCE)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def session(here, commands, capsys):
    """The --batch transcript of ``commands``, split at each prompt: {command: its output}
    (a repeated command: its last output). A script with errors exits 1, as gdb's does."""
    (here / "walk.gdb").write_text("\n".join(commands))
    main(["debug", "pairsum.s", *RUN, "--batch", "walk.gdb"])
    out = capsys.readouterr().out
    return {part.split("\n", 1)[0]: part.split("\n", 1)[1] if "\n" in part else ""
            for part in out.split("(gcnsim-dbg) ")[1:]}


def test_print_and_x_formats_as_gdb_reads_them(here, capsys):
    """/t /o /c /z printed decimal (the letter silently ignored); an unknown one is gdb's
    error; exec_lo prints as a mask; x reads ROCgdb's global# qualifier."""
    out = session(here, ["tbreak 5", "continue", "print/t $v1[3]", "p/o $v1[3]",
                         "p/c $v1[16]", "p/z $s8", "p/a $s8", "p $exec_lo",
                         "x/2xw global#$s[6:7]+4", "x/2tw $s[6:7]+4", "x/1xw private#0"],
                  capsys)
    assert out["print/t $v1[3]"] == "$v1[3] = 1100\n"
    assert out["p/o $v1[3]"] == "$v1[3] = 014\n"
    assert out["p/c $v1[16]"] == "$v1[16] = 64 '@'\n"
    assert out["p/z $s8"] == "$s8 = 0x00000000\n"
    assert out["p/a $s8"].startswith('Undefined output format "a"')
    assert out["p $exec_lo"] == "$exec_lo = 0xffffffff\n"
    assert out["x/2xw global#$s[6:7]+4"].endswith("06004:\t0x00000001\t0x00000002\n")
    assert out["x/2tw $s[6:7]+4"].endswith("06004:\t1\t10\n")
    assert out["x/1xw private#0"].startswith("private#0: the address spaces are global#")


def test_disassemble_reads_gdbs_ranges_and_modifiers(here, capsys):
    """disassemble ignored its arguments (a range, a function, /r): each printed the
    instructions around the PC."""
    out = session(here, ["disassemble /r 0x100001400,+16", "disassemble 0x10000140c,0x100001418",
                         "disassemble pairsum", "disassemble /q", "disassemble 0x5"], capsys)
    raw = out["disassemble /r 0x100001400,+16"]
    assert raw.startswith("Dump of assembler code from 0x100001400 to 0x100001410:\n")
    assert "<pairsum+8>:\t82 00 02 24\tv_lshlrev_b32_e32 v1, 2, v0" in raw
    assert raw.count("\n   0x") + raw.count("\n=> 0x") == 3
    part = out["disassemble 0x10000140c,0x100001418"]
    assert "<pairsum+12>" in part and "<pairsum+16>" in part and "<pairsum+24>" not in part
    whole = out["disassemble pairsum"]
    assert whole.startswith("Dump of assembler code for function pairsum:")
    assert "<pairsum+0>" in whole and "<upper+8>:\ts_endpgm" in whole
    assert out["disassemble /q"].startswith("Invalid disassembly modifier: /q")
    assert out["disassemble 0x5"].startswith("No function contains specified address 0x5")


def test_list_prints_the_source_around_the_line(here, capsys):
    out = session(here, ["list", "list pairsum.c:6", "list 99"], capsys)
    assert out["list"].splitlines()[:2] == [
        "1\tvoid pairsum(int *out, const int *in) {    // a workgroup of 128",
        "2\t  int i = get_local_id(0);"]
    assert out["list pairsum.c:6"].splitlines()[-1] == "7\t}"
    assert out["list 99"].startswith('Line number 99 out of range; "pairsum.c" has 7 lines')


def test_condition_enable_disable_and_gdbs_breakpoint_table(here, capsys):
    out = session(here, ["break 5 if lane == 3", "condition 1 lane == 4", "tbreak 6",
                         "disable 1", "info breakpoints", "continue", "enable 1", "start",
                         "continue", "condition 1", "condition 7 lane == 1"], capsys)
    assert out["info breakpoints"] == (
        "Num     Type           Disp Enb Address            What\n"
        "1       breakpoint     keep n   0x0000000100001428 pairsum.c:5:3\n"
        "\tstop only if lane == 4\n"
        "2       breakpoint     del  y   0x0000000100001434 pairsum.c:6:3\n")
    assert "Thread 1 hit Breakpoint 1" in out["continue"]    # the second: enabled, lane 4
    assert out["start"].startswith("=> 0x100001400 <pairsum+0>:\ts_load_dwordx4")
    assert out["condition 1"] == "Breakpoint 1 now unconditional.\n"
    assert out["condition 7 lane == 1"] == "No breakpoint number 7.\n"


def test_a_disabled_breakpoint_and_its_condition_on_a_lane(here):
    dev = gcnsim.Device("gfx900")
    prog = dev.load("pairsum.s")
    dbg = gcnsim.debug(prog.pairsum, dev.zeros(64, np.int32),
                       dev.array(np.arange(128, dtype=np.int32)), grid=128, block=128)
    try:
        dbg("break 5 if lane == 3")
        dbg("tbreak 6")
        dbg("condition 1 lane == 4")
        dbg("disable 1")
        assert "hit Temporary breakpoint 2" in dbg("run")
        dbg("enable 1")
        assert "Thread 1 hit Breakpoint 1" in dbg("run")
        assert dbg("p $_lane") == "$_lane = 4"
        assert "<pairsum+52>" in dbg("advance 6")
        assert "<pairsum+56>" in dbg("until *pairsum+0x38")
        with pytest.raises(gcnsim.DebugError, match="Argument required"):
            dbg("advance")
    finally:
        dbg.close()


def test_info_registers_in_gdbs_columns(here, capsys):
    out = session(here, ["tbreak 5", "continue", "info registers pc s4 exec_lo v1"], capsys)
    rows = out["info registers pc s4 exec_lo v1"].splitlines()
    assert rows[0] == "pc             0x100001428        0x100001428 <lower+0>"
    assert rows[1] == "s4             0x4000             16384"
    assert rows[2] == "exec_lo        0xffffffff         -1"
    assert rows[3].startswith("$v1 (lanes 0..63")


def test_stepping_off_the_end_of_a_wave_stops_when_it_exits(here, capsys):
    """step on wave 0's last line ran every other wave to the launch's end; gdb stops with
    "Command aborted, thread exited." and so does stepi past s_endpgm."""
    out = session(here, ["break 6", "continue", "step", "delete", "tbreak *pairsum+0x40", "run",
                         "stepi 3"], capsys)
    assert out["step"].startswith("[Thread 1 (AMDGPU Wave 0 (0,0,0)/0) exited]\n"
                                  "[Switching to thread 2 (AMDGPU Wave 1 (0,0,0)/1)]\n"
                                  "Command aborted, thread exited.\n=> 0x100001444 <upper+0>")
    assert "Command aborted, thread exited.\n=> 0x100001444" in out["stepi 3"]


def test_info_watchpoints_lists_the_watchpoints_alone(here, capsys):
    out = session(here, ["break 6", "info watchpoints", "awatch local#0x100",
                         "info watchpoints", "info breakpoints"], capsys)
    assert out["info watchpoints"] == (
        "Num     Type           Disp Enb Address            What\n"
        "2       acc watchpoint keep y                      local#0x100 (4 bytes)\n")
    assert "1       breakpoint     keep y   0x0000000100001434 pairsum.c:6:3\n2       acc" in \
        out["info breakpoints"]


@pytest.mark.parametrize("raw, size, text", [
    (0x3fd3333333333334, 8, "0.30000000000000004"), (0x3fd3333333333333, 8, "0.3"),
    (0x3ff0000000000004, 8, "1.0000000000000009"), (0x3ff0000000000000, 8, "1"),
    (0x3e99999a, 4, "0.3"), (0x3e99999b, 4, "0.30000004"), (0x7149f2ca, 4, "1e+30")])
def test_floats_print_the_shortest_decimal_that_reads_back(raw, size, text):
    """x/4fg showed 0.3 for 0x3fd3333333333334 and print/f 1 for 0x3ff0000000000004 (nine
    significant digits): two different values printed the same."""
    from gcnsim.debug.show import value_text
    assert value_text(raw, "f", size) == text


def test_lane_names_the_focus_and_an_exited_launch_has_no_registers(here, capsys):
    """lane without a number was "expected a number, got ''"; after the kernel exited, print
    showed the last lanes and $pc 0x0."""
    out = session(here, ["lane 5", "lane", "continue", "print v0", "print $pc",
                         "info registers"], capsys)
    assert out["lane"] == "[Current lane is 5 (AMDGPU Lane 0/5 (0,0,0)[5]) (active)]\n"
    assert "exited normally" in out["continue"]
    for command in ("print v0", "print $pc", "info registers"):
        assert out[command] == "The program is not being run.\n"


@pytest.mark.parametrize("commands, hit, after", [
    (["break pairsum", "run", "continue"], "Thread 1 hit Breakpoint 1",
     "[Switching to thread 2 (AMDGPU Wave 1 (0,0,0)/1)]\nThread 2 hit Breakpoint 1"),
    (["break pairsum", "run", "continue", "continue"], "Thread 1 hit Breakpoint 1",
     "[Kernel pairsum exited"),
    (["break *pairsum+0", "continue", "stepi"], "Thread 1 hit Breakpoint 1", "=> 0x100001408"),
    (["tbreak pairsum if wave == 1", "start", "continue", "info breakpoints"],
     "[Switching to thread 2 (AMDGPU Wave 1 (0,0,0)/1)]\nThread 2 hit Temporary breakpoint 1",
     "No breakpoints or watchpoints."),
    (["break pairsum", "starti", "continue", "info breakpoints"], "Thread 1 hit Breakpoint 1",
     "1       breakpoint     keep y   0x0000000100001400 pairsum.c:2:3\n"
     "\tbreakpoint already hit 1 time")])
def test_a_breakpoint_at_the_kernels_first_instruction_is_hit(here, capsys, commands, hit,
                                                                after):
    """Every wave starts at the entry and the session stops before it (gdb's starti): run,
    and continue from that stop, went past a breakpoint there ("exited normally"). It is hit
    once by each wave: continuing from wave 0's hit reports wave 1's, then steps over it."""
    out = session(here, commands, capsys)
    by = "run" if "run" in commands else "continue"
    assert out[by].startswith(f"{hit}\n=> 0x100001400 <pairsum+0>:\t")
    assert after in out[commands[-1]]


STMTS = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl count
.p2align 8
.file 1 "count.c"
count:
  .loc 1 2 3
  s_mov_b32 s0, 3
  v_mov_b32 v1, 0
loop:
  .loc 1 4 5
  v_add_u32 v1, 1, v1
  .loc 1 3 3 is_stmt 0
  s_add_i32 s0, s0, -1
  .loc 1 4 5
  s_cmp_eq_u32 s0, 0
  .loc 1 3 3
  s_cbranch_scc0 loop
  .loc 1 5 1
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel count
  .amdhsa_next_free_vgpr 2
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: count
    .symbol: count.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 2
    .max_flat_workgroup_size: 64
    .args: []
...
.end_amdgpu_metadata
"""


def test_step_and_reverse_step_stop_where_statements_start(here, capsys):
    """The loop's test (line 3) starts at its s_cbranch_scc0, an is_stmt row; the s_add_i32
    scheduled into line 4 is a row of line 3 that is not a statement. reverse-step from line
    5 went back to that s_add_i32 (branches were never stops; clang's loop 'for (...; k++)'
    in trial 4 skipped line 10 so); gdb stops at the branch, going either way."""
    (here / "count.s").write_text(STMTS)
    (here / "s.gdb").write_text("\n".join(["step", "step", "step", "advance 5", "rs", "rs",
                                           "rs"]))
    assert main(["debug", "count.s", "--grid", "64", "--block", "64", "--batch", "s.gdb"]) == 0
    blocks = capsys.readouterr().out.split("(gcnsim-dbg) ")[1:]
    out = [b.split("\n", 1)[1].split("\t")[1] for b in blocks]
    branch = "s_cbranch_scc0 -4 # 0x100001408 <loop+0> at count.c:3:3\n"
    assert out[:3] == ["v_add_u32_e32 v1, 1, v1 at count.c:4:5\n", branch,
                       "v_add_u32_e32 v1, 1, v1 at count.c:4:5\n"]
    assert out[3] == "s_endpgm at count.c:5:1\n"
    assert out[4:] == [branch, "v_add_u32_e32 v1, 1, v1 at count.c:4:5\n", branch]

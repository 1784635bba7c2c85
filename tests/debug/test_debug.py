"""The debugger as people use it: gdb command scripts (--batch), the Python session, and a
terminal (a pty) typed into. The kernel is tests/debug/kernels.py's reduction step whose
missing barrier lets wave 0 read LDS before wave 1 writes it."""
import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from tests.debug.kernels import ASM, SOURCE

ROOT = Path(__file__).resolve().parents[2]
RUN = ["--grid", "128", "--block", "128", "--arg", "i32:64", "--arg", "i32:128:range"]


@pytest.fixture
def here(tmp_path, monkeypatch):
    """The kernel and its source in a fresh directory, made the working one."""
    (tmp_path / "pairsum.s").write_text(ASM)
    (tmp_path / "pairsum.c").write_text(SOURCE)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def dbg(here):
    dev = gcnsim.Device("gfx900")
    prog = dev.load("pairsum.s")
    out = dev.zeros(64, np.int32)
    data = dev.array(np.arange(128, dtype=np.int32))
    session = gcnsim.debug(prog.pairsum, out, data, grid=128, block=128,
                           labels={"store": prog.pairsum.loaded.entry + 0x38})
    session.out, session.data = out, data
    yield session
    session.close()


def test_batch_finds_the_missing_barrier(capsys, monkeypatch):
    """docs/debugging.md's session (examples/race.gdb on examples/race.s): a watchpoint and
    reverse-stepi find the race in 8 commands."""
    monkeypatch.chdir(ROOT)
    script = (ROOT / "examples" / "race.gdb").read_text()
    assert len([line for line in script.splitlines() if line and line[0] != "#"]) < 10
    status = main(["debug", "examples/race.s", *RUN, "--batch", "examples/race.gdb"])
    out = capsys.readouterr().out
    assert status == 0
    assert "Temporary breakpoint 1 at 0x" in out and "hit Temporary breakpoint 1" in out
    assert "  [ 8]  8  9 10 11 12 13 14 15" in out          # v2 = in[i] + 0
    assert "=> 0x" in out and "v_add_u32_e32 v2, v2, v3" in out
    assert "  [ 0] 0 0 0 0 0 0 0 0" in out                  # v3: lds[i + 64] read as 0
    assert "Old value = 0x00000000\nNew value = 0x00000040" in out
    assert "written by wave 1 lane 0 at pc" in out and "'ds_write_b32 v1, v2'" in out
    threads = out.split("(gcnsim-dbg) info threads")[1]
    assert "AMDGPU Wave 0 (0,0,0)/0" in threads and "ended" in threads


def test_breakpoint_locations_name_one_pc(dbg):
    """PC, label, kernel offset and source line."""
    texts = [dbg(f"break {where}") for where in
             ("*pairsum+0x38", "store", "pairsum+0x38", "+56", "pairsum.c:6")]
    pcs = {text.split(" at ")[1].split(":")[0] for text in texts[:4]}
    assert len(pcs) == 1
    assert "pairsum.c:6:3" in texts[4]
    assert "5       breakpoint" in dbg("info breakpoints")
    assert "hit Breakpoint 5" in dbg("continue")              # the line's first pc, first


def test_conditional_breakpoint_focuses_the_lane_and_wave(dbg):
    dbg("break pairsum.c:5 if v2 == 37 && lane > 30")
    dbg("break *pairsum+0x44 if wave == 1 && s8 == 64")
    assert "hit Breakpoint 1" in dbg("continue")
    assert dbg("print $_lane") == "$_lane = 37"
    second = dbg("continue")
    assert "[Switching to thread 2" in second and "hit Breakpoint 2" in second
    assert "ds_write_b32 v1, v2" in dbg("where")


def test_a_refused_condition_sets_no_breakpoint(dbg):
    """Checked when set, as gdb refuses an expression: no breakpoint, no number used (it was
    accepted and stopped at the hit with Python's "name 'bogus' is not defined")."""
    with pytest.raises(gcnsim.DebugError, match='No symbol "bogus"'):
        dbg("break store if bogus == 3")
    assert dbg("info breakpoints") == "No breakpoints or watchpoints."
    assert dbg("break store if lane == 5").startswith("Breakpoint 1 at")
    with pytest.raises(gcnsim.DebugError, match=r"\$v9: the wave has 4 vector registers"):
        dbg("condition 1 v9 == 1")
    assert "stop only if lane == 5" in dbg("info breakpoints")      # kept


def test_reverse_stepi_restores_every_register(dbg):
    dbg("stepi 5")
    before = dbg("print/x v1"), dbg("info registers")
    dbg("stepi")
    assert dbg("print/x v1") != before[0] or dbg("info registers") != before[1]
    dbg("reverse-stepi")
    assert (dbg("print/x v1"), dbg("info registers")) == before


def test_watch_device_memory_names_the_lane(dbg):
    address = dbg.out.address + 4 * 5
    assert "Hardware watchpoint 1" in dbg(f"watch *(int *) {address:#x}")
    out = dbg("continue")
    assert "written by wave 0 lane 5" in out and "global_store_dword" in out
    assert "New value = 0x00000005" in out
    back = dbg("reverse-continue")
    assert "=> 0x" in back and "global_store_dword v1, v2, s[4:5]" in back
    assert dbg(f"x/1dw {address:#x}").endswith("\t0")         # before the store
    # gdb's order going backwards: the value the write made, then the one memory holds now
    assert "Old value = 0x00000005\nNew value = 0x00000000" in back


def test_info_counters_and_threads_mid_block(dbg):
    dbg("break *pairsum+0x18")                               # s_waitcnt vmcnt(0)
    dbg("continue")
    counters = dbg("info counters")
    assert "vmcnt   1" in counters and "global_load_dword v2, v1, s[6:7]" in counters
    threads = dbg("info threads")
    assert "waiting on vmcnt (1 outstanding > 0)" in threads


def test_print_and_examine(dbg):
    dbg("break store")
    dbg("continue")
    assert dbg("print/x $s[6:7]") == f"$s[6:7] = {dbg.data.address:#018x}"
    assert dbg("x/4dw $s[6:7]+4").endswith("1\t2\t3\t4")
    assert "0x00000004" in dbg("print/x v1")
    assert dbg("print v2[3]") == "$v2[3] = 3"
    assert dbg("print/x exec") == "$exec = 0xffffffffffffffff"
    assert "(64 of 64 lanes active in EXEC)" in dbg("info lanes")
    listing = dbg("disassemble")
    assert "=> 0x" in listing and "out[i] = mine + other;" in listing


@pytest.mark.parametrize("line, message", [
    ("bogus", 'Undefined command: "bogus"'), ("print v99", "the wave has 4 vector registers"),
    ("thread 9", "Invalid thread ID"), ("break nowhere", 'Function "nowhere" not defined'),
    ("finish", "not meaningful in the outermost frame"), ("x/4qw 0", "expected x/NFU"),
    ("break store if v1 ==", "cannot read the condition"),
    ("break store if bogus == 3", 'No symbol "bogus" in current context'),
    ("break store if v9 == 1", r"\$v9: the wave has 4 vector registers"),
    ("break store if $_lane == 200", "lane 200: a wave's lanes are 0..63"),
    ("break store if 64 != lane", "lane 64: a wave's lanes are 0..63"),
    ("print $v1[70]", r"'\$v1\[70\]': lane 70: a wave's lanes are 0..63"),
    ("print $s1[2]", r"'\$s1\[2\]': only a vector register has lanes"),
    ("break store if s106 > 0", "SGPRs are s0..s105"),
    ("break store if __import__('os')", "compares registers, wave, .* and numbers"),
    ("stepi 0", "a count of at least 1, got 0"), ("stepi -1", "a count of at least 1, got -1"),
    ("break *0x1", r"Cannot insert breakpoint at 0x1: not the start of an instruction"),
    ("watch local#-4", "a negative address"), ("watch local#0x200", "beyond the 512-byte LDS"),
    ("watch 0xdeadbeef", "Cannot access memory at address 0xdeadbeef"),
    ("watch local#0x100 if lane == 3", "conditions on watchpoints are not supported"),
    ("x/-3xw 0x100004000", "a negative count"), ("print $v0 + 1", "expressions are not"),
    ("print i", 'No symbol "i": source variables are not tracked'),
    ("thread 0", r"Invalid thread ID: 0 \(threads are 1..2, thread N is wave N-1\)"),
    ("break nowhere", r"labels: pairsum, store\)")])
def test_errors_are_one_line(dbg, line, message):
    with pytest.raises(gcnsim.DebugError, match=message) as err:
        dbg(line)
    assert "\n" not in str(err.value)


def test_typed_at_a_terminal(here):
    """The interactive session through a pty: the prompt, commands typed, and quit."""
    leader, follower = pty.openpty()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "gcnsim.cli", "debug", "pairsum.s", *RUN],
                            stdin=follower, stdout=follower, stderr=follower, env=env,
                            cwd=here)
    os.close(follower)
    seen = b""

    def until(text, timeout=60):
        nonlocal seen
        end = time.monotonic() + timeout
        while text.encode() not in seen and time.monotonic() < end:
            if select.select([leader], [], [], 1)[0]:
                try:
                    seen += os.read(leader, 4096)
                except OSError:
                    break
        assert text.encode() in seen, seen.decode(errors="replace")

    try:
        until("(gcnsim-dbg) ")
        os.write(leader, b"break store\n")
        until("Breakpoint 1 at")
        os.write(leader, b"continue\n")
        until("hit Breakpoint 1")
        os.write(leader, b"print v1[2]\n")
        until("$v1[2] = 8")
        os.write(leader, b"info waves\n")
        until("\x1b[1m")                                    # a rich table, at a terminal
        until("AMDGPU Wave 1 (0,0,0)/1")
        os.write(leader, b"quit\n")
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(leader)


def test_replays_from_checkpoints_are_exact(here):
    """Going back replays from a checkpoint (taken every 40 events here): the registers
    after reverse-stepi and reverse-continue, and the launch's result, are the plain run's."""
    from tests.debug.kernels import LOOP
    dev = gcnsim.Device("gfx900")
    prog = dev.load(LOOP)
    plain = dev.zeros(64, np.int32)
    prog.spin(plain, np.int32(60), grid=256, block=64, tier="interpreter", checker=None)
    out = dev.zeros(64, np.int32)
    dbg = gcnsim.debug(prog.spin, out, np.int32(60), grid=256, block=64)
    try:
        dbg.session.replay.checkpoints.interval = 40
        dbg("break *spin+0x2c if s5 == 50")
        dbg("continue")
        before = dbg("info registers s5"), dbg("print/x v1"), dbg("print/x v2")
        dbg("stepi 3")
        dbg("reverse-stepi 3")
        assert (dbg("info registers s5"), dbg("print/x v1"), dbg("print/x v2")) == before
        assert len(dbg.session.replay.checkpoints.events) > 3
        dbg("delete")
        assert "exited normally" in dbg("continue")
        assert (out.numpy() == plain.numpy()).all()
        dbg("break *spin+0x2c if s5 == 20")
        assert "hit Breakpoint" in dbg("reverse-continue")
        assert dbg("print s5") == "$s5 = 20"
    finally:
        dbg.close()


def test_the_fix_waits_at_the_barrier(here):
    """With the barrier, wave 0 is listed at it while wave 1 writes; the sums come out right,
    and a read watchpoint names the lane that loaded an element."""
    from tests.debug.kernels import FIXED
    dev = gcnsim.Device("gfx900")
    prog = dev.load(FIXED)
    out = dev.zeros(64, np.int32)
    data = dev.array(np.arange(128, dtype=np.int32))
    dbg = gcnsim.debug(prog.pairsum, out, data, grid=128, block=128)
    try:
        dbg("break *pairsum+0x4c")                          # write: wave 1's ds_write_b32
        assert "hit Breakpoint 1" in dbg("continue")
        threads = dbg("info threads").splitlines()
        assert "at barrier" in threads[1] and "s_barrier" in threads[1]
        assert "running" in threads[2] and "ds_write_b32 v1, v2" in threads[2]
        dbg(f"rwatch *(int *) {data.address + 4 * 70:#x}")
        found = dbg("reverse-continue")
        assert "read by wave 1 lane 6" in found and "Value = 0x00000046" in found
        dbg("delete")
        assert "exited normally" in dbg("continue")
        assert (out.numpy() == np.arange(64) * 2 + 64).all()
    finally:
        dbg.close()


def test_step_goes_by_source_lines(dbg):
    assert "pairsum.c:3:3" in dbg("step")
    assert "pairsum.c:4:3" in dbg("next")
    assert dbg("print/f v[2:3]").startswith("$v[2:3] (lanes")


def test_break_on_a_python_line_of_a_language_kernel():
    """gcnsim.lang kernels carry their Python lines: a breakpoint on one stops there."""
    from gcnsim.lang import Ptr, f32, global_id, i32, kernel

    @kernel
    def axpy(x: Ptr[f32], y: Ptr[f32], a: f32, n: i32):
        i = global_id(0)
        if i < n:
            y[i] = a * x[i] + y[i]
    first = test_break_on_a_python_line_of_a_language_kernel.__code__.co_firstlineno
    dev = gcnsim.Device("gfx900")
    prog = dev.compile(axpy)
    x, y = dev.array(np.arange(128, dtype=np.float32)), dev.array(np.ones(128, np.float32))
    dbg = gcnsim.debug(prog.axpy, x, y, np.float32(2), np.int32(100), grid=128, block=64)
    try:
        line = first + 8                                    # y[i] = a * x[i] + y[i]
        assert f"test_debug.py:{line}" in dbg(f"break test_debug.py:{line}")
        stop = dbg("continue")
        assert "hit Breakpoint 1" in stop and "y[i] = a * x[i] + y[i]" in stop
    finally:
        dbg.close()


def test_batches_replay_from_checkpoints_in_earlier_batches(here):
    """Three batches of two waves: going back from the last batch to a breakpoint in the
    first replays from a checkpoint there, and the launch still ends as a plain one does."""
    from tests.debug.kernels import LOOP
    dev = gcnsim.Device("gfx900")
    prog = dev.load(LOOP)
    plain = dev.zeros(64, np.int32)
    prog.spin(plain, np.int32(30), grid=384, block=64, tier="interpreter", checker=None)
    out = dev.zeros(64, np.int32)
    dbg = gcnsim.debug(prog.spin, out, np.int32(30), grid=384, block=64, max_waves=2)
    try:
        dbg.session.replay.checkpoints.interval = 20
        dbg("break *spin+0x2c if s5 == 25 && wave == 5")
        assert "Thread 6 hit Breakpoint 1" in dbg("continue")
        assert "(waves 0..3: ended, in earlier batches)" in dbg("info threads")
        dbg("break *spin+0x2c if s5 == 5 && wave == 0")
        assert "Thread 1 hit Breakpoint 2" in dbg("reverse-continue")
        assert dbg("print s5") == "$s5 = 5"
        assert "(4 waves of later batches not started)" in dbg("info threads")
        dbg("delete")
        assert "exited normally" in dbg("continue")
        assert (out.numpy() == plain.numpy()).all()
    finally:
        dbg.close()


def test_a_debugged_launch_refuses_what_the_debugger_decides(here):
    dev = gcnsim.Device("gfx900")
    prog = dev.load("pairsum.s")
    with pytest.raises(gcnsim.DebugError, match="races= is the debugger's"):
        gcnsim.debug(prog.pairsum, dev.zeros(64, np.int32), dev.zeros(128, np.int32),
                     grid=128, block=128, races=True)


def test_lds_watch_reports_every_workgroups_write(here):
    """Two workgroups run their ds_write as one event: the watchpoint names both writes
    (it named the last workgroup's only)."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load("pairsum.s")
    out, data = dev.zeros(64, np.int32), dev.array(np.arange(128, dtype=np.int32))
    dbg = gcnsim.debug(prog.pairsum, out, data, grid=256, block=128)
    try:
        dbg("watch local#0x100")
        stop = dbg("continue")
        assert "New value = 0x00000040\nwritten by wave 1 lane 0" in stop
        assert "New value = 0x00000040\nwritten by wave 3 lane 0" in stop
    finally:
        dbg.close()


def _session(source):
    dev = gcnsim.Device("gfx900")
    data = dev.array(np.arange(128, dtype=np.int32))
    dbg = gcnsim.debug(dev.load(source).pairsum, dev.zeros(64, np.int32), data, grid=128,
                       block=128)
    dbg.data = data
    return dbg


@pytest.mark.parametrize("kind, watch, lane", [
    ("rwatch", "local#0x100", 0), ("rwatch", "local#0x104", 1), ("rwatch", "local#0x140", 16),
    ("awatch", "local#0x104", 1)])
def test_rwatch_names_the_lane_of_a_read_into_its_address_register(here, kind, watch, lane):
    """``ds_read_b32 v3, v3``: the lane is found from v3 before the read overwrites it (it
    named lane 63 for 0x100 and never stopped for 0x104 or 0x140)."""
    from tests.debug.kernels import SELF
    dbg = _session(SELF)
    try:
        dbg(f"{kind} {watch}")
        assert f"read by wave 0 lane {lane} at pc" in dbg("continue")
    finally:
        dbg.close()


def test_watchpoints_name_the_lane_of_atomics_and_self_addressed_loads(here):
    """A global atomic with return is a read (of lane 58's word: in[127 - 58]), named by its
    lane, as is the load into its own address register; an LDS atomic with return is a read
    and a write of lane 5's word."""
    from tests.debug.kernels import ATOMIC
    dbg = _session(ATOMIC)
    try:
        dbg(f"rwatch *(int *) {dbg.data.address + 4 * 5:#x}")
        atomic, load = dbg("continue"), dbg("continue")
        assert "read by wave 1 lane 58 at pc" in atomic and "global_atomic_add" in atomic
        assert "read by wave 1 lane 58 at pc" in load and "global_load_dword v2, v2" in load
        dbg("delete")
        dbg("rwatch local#0x14")
        dbg("awatch local#0x18")
        stop = dbg("continue")
        assert "Value = 0x00000000\nread by wave 0 lane 5 at pc" in stop
        assert "New value = 0x00000006\nwritten by wave 0 lane 6 at pc" in stop
        assert "'ds_add_rtn_u32 v1, v1, v0'" in stop
    finally:
        dbg.close()


def test_reverse_stepi_n_goes_back_n_and_stops_at_the_start(dbg):
    """reverse-stepi N: N instructions of the wave back in one replay; past the start, one
    "No more reverse-execution history." (it printed one per remaining step)."""
    dbg("stepi 5")
    assert "<pairsum+16>" in dbg("reverse-stepi 2")
    back = dbg("reverse-stepi 100000")
    assert back.count("No more reverse-execution history.") == 1 and "<pairsum+0>" in back


def test_debug_takes_a_language_kernel():
    """gcnsim.debug(lang_kernel, ...) compiles it for the device (device= or its buffers'), as
    kernel.on(dev) does (it raised AttributeError: 'Kernel' object has no attribute 'program')."""
    from gcnsim.lang import Ptr, f32, global_id, kernel

    @kernel
    def double(x: Ptr[f32]):
        x[global_id(0)] = x[global_id(0)] * 2.0
    dev = gcnsim.Device("gfx900")
    data = np.arange(64, dtype=np.float32)
    with pytest.raises(gcnsim.DebugError, match="pass device="):
        gcnsim.debug(double, data, grid=64)
    for args, options in (((dev.array(data),), {}), ((data,), {"device": dev})):
        dbg = gcnsim.debug(double, *args, grid=64, **options)
        try:
            assert "exited normally" in dbg("continue")
        finally:
            dbg.close()
    with pytest.raises(gcnsim.DebugError, match="is not a kernel"):
        gcnsim.debug(np, grid=64)


def _pick(v, lo):
    if v < lo:
        return lo                                           # no lane: v >= 0 > lo
    return v


def test_lines_no_lane_runs_report_it_and_step_through_them():
    """A breakpoint on a line whose branch no lane takes stops (a trap stops the wave, as
    ROCgdb's does) saying "(no active lanes)"; next steps through that line (it stopped
    there, EXEC 0) to the next line the focused lane runs."""
    from gcnsim.lang import Ptr, f32, global_id, kernel

    @kernel
    def clamped(x: Ptr[f32]):
        x[global_id(0)] = _pick(x[global_id(0)], f32(-1.0))
    first = _pick.__code__.co_firstlineno
    dev = gcnsim.Device("gfx900")
    data = dev.array(np.arange(64, dtype=np.float32))
    for commands in ([f"break test_debug.py:{first + 2}", "continue"],
                     [f"break test_debug.py:{first + 1}", "continue", "next"]):
        dbg = gcnsim.debug(clamped, data, grid=64)
        try:
            out = [dbg(c) for c in commands][-1]
        finally:
            dbg.close()
        if commands[-1] == "continue":
            assert "hit Breakpoint 1 (no active lanes)" in out and "return lo" in out
        else:
            assert f"test_debug.py:{first + 3}" in out and "return v" in out


def _halve(x, i, n):
    if x[i] > 100.0:
        x[i] = x[i] * 0.5
    else:
        x[i] = x[i] + 1.0


def _halve_then(x, i, n):
    if x[i] > 100.0:
        x[i] = x[i] * 0.5
    else:
        x[i] = x[i] + 1.0
    x[i] = x[i] + 2.0


@pytest.mark.parametrize("body", [_halve, _halve_then])
def test_next_does_not_show_a_line_the_lane_skipped(body):
    """Lane 40 of wave 1 (x = 104) runs the then line; ``next`` stepped through the else line
    (lane 40 inactive there) and, with EXEC restored at the s_endpgm that line's row runs on
    into, stopped there showing the else line. Now the else row is stepped through whole: the
    launch ends, or it stops at the line after the if/else."""
    from gcnsim.lang import Ptr, f32, global_id, i32, kernel

    @kernel
    def halve(x: Ptr[f32], n: i32):
        body(x, global_id(0), n)
    first = body.__code__.co_firstlineno
    dev = gcnsim.Device("gfx900")
    data = dev.array(np.arange(128, dtype=np.float32))
    dbg = gcnsim.debug(halve, data, np.int32(128), grid=128)
    try:
        assert "Thread 2 hit Breakpoint 1" in (dbg(f"break test_debug.py:{first + 2} if "
                                                  f"lane == 40"), dbg("continue"))[1]
        out = dbg("next")
    finally:
        dbg.close()
    assert f"test_debug.py:{first + 4}" not in out and "x[i] + 1.0" not in out
    if body is _halve:
        assert "exited normally" in out
    else:
        assert f"test_debug.py:{first + 5}" in out and "x[i] = x[i] + 2.0" in out


def test_break_x_i_and_info_lanes_as_gdb_prints_them(dbg):
    """A line of several locations is one line with their count (it printed one per
    location); x/Ni disassembles N instructions; info lanes names each lane."""
    assert dbg("break pairsum.c:4") == ("Breakpoint 1 at 0x10000141c: pairsum.c:4:3. "
                                        "(2 locations)")
    listing = [line for line in dbg("x/2i store").splitlines() if " <" in line]
    assert listing[0].endswith("<store+0>:\tglobal_store_dword v1, v2, s[4:5]")
    assert len(listing) == 2 and "s_endpgm" in listing[1]
    lanes = dbg("info lanes")
    assert "AMDGPU Lane 0/5 (0,0,0)[5]" in lanes


@pytest.mark.parametrize("grid, block", [((130, 5, 3), (64, 2, 2)), ((7, 9, 2), (3, 4, 1)),
                                         ((200, 1, 1), (96, 1, 1))])
def test_group_layout_by_arithmetic(grid, block):
    """Each workgroup's first wave as the dispatch numbers them (x fastest, a partial group at
    each edge), worked out without a table: a grid of 2^32 - 1 took 1.6 GB for it."""
    from types import SimpleNamespace

    from gcnsim.debug.session import GroupLayout
    layout = GroupLayout(SimpleNamespace(grid=grid, block=block))
    counts = [-(-b // 64) for b in (
        min(block[0], grid[0] - i * block[0]) * min(block[1], grid[1] - j * block[1])
        * min(block[2], grid[2] - k * block[2])
        for k in range(-(-grid[2] // block[2])) for j in range(-(-grid[1] // block[1]))
        for i in range(-(-grid[0] // block[0])))]
    starts = np.cumsum(counts) - counts
    assert layout.total == sum(counts)
    assert [layout.start(g) for g in range(len(counts))] == starts.tolist()
    assert [layout.group_of(w) for w in range(layout.total)] == np.repeat(
        np.arange(len(counts)), counts).tolist()
    huge = GroupLayout(SimpleNamespace(grid=(2**32 - 1, 1, 1), block=(256, 1, 1)))
    assert huge.total == 2**24 * 4 and huge.group_of(huge.total - 1) == 2**24 - 1


def test_a_launch_that_fails_at_once_is_an_error(here):
    """An argument the kernel refuses is the launch's error when the session opens (the
    session opened on an ended launch: 'The kernel has no waves running.')."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load("pairsum.s")
    with pytest.raises(gcnsim.GcnsimError, match="argument 1"):
        gcnsim.debug(prog.pairsum, dev.zeros(64, np.int32), np.int32(3), grid=128, block=128)


def test_two_watchpoints_one_event_each_named(here):
    """Two watchpoints that one instruction changes both stop there, each under its own
    header."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load("pairsum.s")
    dbg = gcnsim.debug(prog.pairsum, dev.zeros(64, np.int32),
                       dev.array(np.arange(128, dtype=np.int32)), grid=128, block=128)
    try:
        dbg("watch local#0x104")
        dbg("watch local#0x108")
        stop = dbg("continue")
        assert "Hardware watchpoint 1: local#0x104" in stop
        assert "Hardware watchpoint 2: local#0x108" in stop
        assert stop.count("written by wave 1 lane") == 2
    finally:
        dbg.close()


def test_reverse_step_next_go_back_to_the_lines_step_stopped_at(here, capsys):
    """reverse-step, rs, rn: back to the start of the previous line the focused lane ran,
    where forward `step` stopped, with the same registers; reverse-finish in the outermost
    frame is gdb's error."""
    forward = ["step", "info registers", "print/x v2", "step", "info registers", "print/x v2",
               "step", "step"]
    (here / "s.gdb").write_text("\n".join(forward + ["reverse-step", "rs", "info registers",
                                                     "print/x v2", "rn", "info registers",
                                                     "print/x v2", "reverse-finish", "rn", "rn"]))
    assert main(["debug", "pairsum.s", *RUN, "--batch", "s.gdb"]) == 1
    blocks = capsys.readouterr().out.split("(gcnsim-dbg) ")[1:]
    out = dict(enumerate(b.split("\n", 1)[1] for b in blocks))
    assert "pairsum.c:5:3" in out[6] and "pairsum.c:6:3" in out[7]
    assert "pairsum.c:5:3" in out[8] and out[9] == out[3]       # rs: where the 2nd step was
    assert (out[10], out[11]) == (out[4], out[5])
    assert out[12] == out[0] and (out[13], out[14]) == (out[1], out[2])
    assert '"finish" not meaningful in the outermost frame.' in out[15]
    assert "<pairsum+0>" in out[16] and "pairsum.c:2:3" in out[16]    # the first line
    assert "No more reverse-execution history." in out[17] and "<pairsum+0>" in out[17]


CTRL_C = """\
import signal, threading, time
import numpy as np
import gcnsim
from gcnsim.debug import engine

signal.signal(signal.SIGINT, signal.default_int_handler)   # as at a terminal, whatever we inherit
dev = gcnsim.Device("gfx900")
prog = dev.load("pairsum.s")
dbg = gcnsim.debug(prog.pairsum, dev.zeros(64, np.int32),
                   dev.array(np.arange(128, dtype=np.int32)), grid=128, block=128)
main_thread, begin, sent = threading.main_thread().ident, engine.Hook.begin, []

def interrupting(hook, executor, block, w):
    if not sent and hook.replay.goal.test is None and hook.replay.goal.event is None:
        sent.append(signal.pthread_kill(main_thread, signal.SIGINT))
        deadline = time.monotonic() + 60
        while not hook.replay.interrupted and time.monotonic() < deadline:
            time.sleep(0.01)
    return begin(hook, executor, block, w)

engine.Hook.begin = interrupting
print(dbg("continue"))
print(dbg("continue"))
"""


def test_ctrl_c_stops_a_continue_at_the_next_block(here):
    """SIGINT during `continue` (KeyboardInterrupt in the main thread) stops the kernel before
    a block and the session goes on, as gdb's Ctrl-C does; here the worker sends it at its
    first block and waits until the main thread has taken it. In a process of its own: the
    signal must reach a main thread that runs nothing but the session."""
    done = subprocess.run([sys.executable, "-c", CTRL_C], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    stopped, ended = done.stdout.split("[Kernel", 1)
    assert "Program received signal SIGINT, Interrupt." in stopped and "=> 0x" in stopped
    assert "exited normally" in ended


CALLS = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl callsum
.p2align 8
.file 1 "callsum.c"
callsum:
  .loc 1 2 3
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  .loc 1 3 3
  v_mov_b32 v2, v0
  s_call_b64 s[30:31], addone
  .loc 1 4 3
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[4:5]
  s_endpgm
addone:
  .loc 1 7 3
  v_add_u32 v2, 1, v2
  v_add_u32 v2, 1, v2
  .loc 1 8 1
  s_setpc_b64 s[30:31]
.rodata
.p2align 6
.amdhsa_kernel callsum
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 32
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: callsum
    .symbol: callsum.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 3
    .max_flat_workgroup_size: 64
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .type_name: 'int*'
...
.end_amdgpu_metadata
"""
CALLS_SOURCE = """\
void callsum(int *out) {
  int x = get_local_id(0);
  x = addone(x);
  out[x] = x;
}
int addone(int x) {
  return x + 2;
}
"""


def test_reverse_step_enters_calls_reverse_next_and_finish_do_not(here, capsys):
    """Over s_call_b64 / s_setpc_b64 frames: reverse-step goes back into the callee's lines
    (its closing line 8 first: its s_setpc_b64 starts a statement, where gdb's step stops),
    reverse-next over it (as next steps over it), reverse-finish back to the call."""
    (here / "callsum.s").write_text(CALLS)
    (here / "callsum.c").write_text(CALLS_SOURCE)
    (here / "c.gdb").write_text("\n".join([
        "step", "print/x v2", "step", "print/x v2", "step", "step", "rs", "rs", "print/x v2",
        "step", "step", "rn", "print/x v2", "step", "stepi", "reverse-finish", "print/x v2",
        "rn"]))
    assert main(["debug", "callsum.s", "--grid", "64", "--block", "64", "--arg", "i32:64",
                 "--batch", "c.gdb"]) == 0
    blocks = capsys.readouterr().out.split("(gcnsim-dbg) ")[1:]
    out = dict(enumerate(b.split("\n", 1)[1] for b in blocks))
    assert "callsum.c:3:3" in out[0] and "callsum.c:7:3" in out[2]
    assert "s_setpc_b64" in out[4] and "callsum.c:8:1" in out[4] and "callsum.c:4:3" in out[5]
    assert out[6] == out[4] and (out[7], out[8]) == (out[2], out[3])    # rs: into addone
    assert (out[9], out[10]) == (out[4], out[5])
    assert (out[11], out[12]) == (out[0], out[1])                       # rn: over the call
    assert "callsum.c:7:3" in out[13] and "callsum.c:7:3" in out[14]
    assert "s_call_b64" in out[15] and "callsum.c:3:3" in out[15] and out[16] == out[3]
    assert "<callsum+0>" in out[17] and "callsum.c:2:3" in out[17]

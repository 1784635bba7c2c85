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
    """The README's session (examples/race.gdb on examples/race.s): a watchpoint and
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
    ("break store if v1 ==", "cannot read the condition")])
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

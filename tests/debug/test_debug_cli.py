"""``gcnsim debug``'s options and what the debugger prints, as a user meets them: run's options
work or are refused with the reason, a backward branch reads as LLVM's target and a signed
offset, and a launch's budget is named as the user gave it."""
import sys

import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from tests.debug.kernels import LOOP

SPIN = ["--grid", "64", "--block", "64", "--arg", "i32:64", "--arg", "i32=3"]


@pytest.fixture
def spin(tmp_path, monkeypatch):
    (tmp_path / "spin.s").write_text(LOOP)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("option, why", [
    (["--warm"], "--warm is not for a debugged launch: the debugger runs the launch untimed"),
    (["--clock", "1000"], "--clock 1000 is not for a debugged launch: the debugger runs the "
                          "launch untimed"),
    (["--trace", "t.json"], "--trace t.json is not for a debugged launch: the debugger runs"),
    (["--sampled"], "--sampled is not for a debugged launch: the debugger runs the launch "
                    "untimed"),
    (["--json"], "--json is not for a debugged launch: the debugger prints gdb's text"),
    (["--view", "v.html"], "--view v.html is not for a debugged launch: a debug session "
                           "replays parts"),
    (["--timeout", "5"], "--timeout 5.0 is not for a debugged launch: a wall-clock limit"),
    (["--races"], "--races is not for a debugged launch: the debugger's checker takes"),
    (["--waitcnt", "off"], "--waitcnt off is not for a debugged launch: the debugger's own "
                           "checker"),
    (["--tier", "native"], "--tier native is not for a debugged launch: the debugger runs "
                           "every instruction through the interpreter"),
    (["--workers", "2"], "--workers 2 is not for a debugged launch: the debugger runs the "
                         "launch on one worker"),
    (["--workers", "0"], "--workers 0 is not for a debugged launch"),
    (["--view-group", "1"], "--view-group 1 is not for a debugged launch: a debug session "
                            "records no wave viewer page"),
])
def test_run_options_a_debugged_launch_cannot_honour_are_refused(spin, capsys, option, why):
    """Each was silently dropped (a --warm or --clock launch debugged untimed, a --view page
    never written): now one line saying why, and nothing runs."""
    status = main(["debug", "spin.s", *SPIN, *option, "-ex", "continue", "--batch",
                   "/dev/null"])
    captured = capsys.readouterr()
    assert status != 0 and captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1 and why in captured.err
    assert not (spin / "v.html").exists() and not (spin / "t.json").exists()


def test_every_option_of_run_is_honoured_or_refused():
    """A launch option added to run (cli_run.configure_launch) is neither silently ignored
    nor silently taken by gcnsim debug: it must be placed in HONOURED or REFUSED."""
    import argparse

    from gcnsim.runtime import cli_debug
    parser = argparse.ArgumentParser()
    cli_debug.configure(parser)
    dests = {a.dest for a in parser._actions} - {"help", "batch", "ex"}
    assert dests == set(cli_debug.HONOURED) | set(cli_debug.REFUSED)


@pytest.mark.parametrize("option, out", [
    (["--tier", "interpreter"], "exited normally after 29 events"),
    (["--workers", "1"], "exited normally after 29 events"),
    (["--printf-buffer", "4096"], "exited normally after 29 events"),
    (["--budget", "20"], "Kernel stopped: instruction budget of 20 wave-instructions exceeded"),
])
def test_run_options_a_debugged_launch_honours_work(spin, capsys, option, out):
    assert main(["debug", "spin.s", *SPIN, *option, "-ex", "continue", "--batch",
                 "/dev/null"]) == 0
    assert out in capsys.readouterr().out


def test_the_python_session_takes_what_it_runs_and_refuses_the_rest(spin):
    """tier="interpreter" and workers=1 are what a debugged launch runs: taken, as the
    command line takes --tier interpreter; timeout= and view= were passed on unchecked."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load("spin.s")
    args = (dev.zeros(64, np.int32), np.int32(3))
    dbg = gcnsim.debug(prog.spin, *args, grid=64, block=64, tier="interpreter", workers=1)
    try:
        assert "exited normally after 29 events" in dbg("continue")
    finally:
        dbg.close()
    for option in ({"tier": "native"}, {"workers": 2}, {"timeout": 5.0}, {"view": "v.html"},
                   {"view_group": 1}):
        with pytest.raises(gcnsim.DebugError, match=f"{next(iter(option))}= is the debugger's"):
            gcnsim.debug(prog.spin, *args, grid=64, block=64, **option)


def test_a_backward_branch_prints_its_signed_offset_and_target(spin):
    """LLVM's printer gives the raw simm16 (s_cbranch_scc1 65528); the debugger names the
    offset signed and the target, as gdb annotates an address (# 0x... <spin+28>)."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load("spin.s")
    dbg = gcnsim.debug(prog.spin, dev.zeros(64, np.int32), np.int32(3), grid=64, block=64)
    try:
        entry = prog.spin.loaded.entry
        branch = f"s_cbranch_scc1 -8 # 0x{entry + 28:x} <spin+28>"
        dbg("break *spin+0x38")
        assert branch in dbg("continue")
        assert f"=> 0x{entry + 0x38:x} <spin+56>:\t{branch}" in dbg("disassemble")
        assert branch in dbg("info threads") and branch in dbg("x/1i $pc")
        assert "65528" not in dbg("disassemble")
    finally:
        dbg.close()


def test_waves_stopped_at_one_pc_each_report_their_hit(spin):
    """Two waves run the breakpoint's instruction as one event: each continue reports the next
    wave's hit, as ROCgdb reports each thread's (wave 1's was lost: the next continue ran on);
    a condition true for one wave only stops once; reverse-continue goes back over them."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load("spin.s")
    dbg = gcnsim.debug(prog.spin, dev.zeros(128, np.int32), np.int32(2), grid=128, block=64)
    try:
        dbg("break *spin+0x1c")                  # the loop's first instruction, 2 trips
        hits = [dbg("continue") for _ in range(5)]
        assert [text.count("Thread 1 hit Breakpoint 1") for text in hits] == [1, 0, 1, 0, 0]
        assert [text.count("Thread 2 hit Breakpoint 1") for text in hits] == [0, 1, 0, 1, 0]
        assert "[Switching to thread 2 (AMDGPU Wave 1 (1,0,0)/0)]" in hits[1]
        assert "exited normally" in hits[4]
        assert "already hit 4 times" in dbg("info breakpoints")
        dbg("start")
        dbg("delete 1")
        dbg("break *spin+0x1c if wave == 1")
        assert [dbg("continue").count("Thread 2 hit") for _ in range(3)] == [1, 1, 0]
        assert "Thread 2 hit Breakpoint 2" in dbg("reverse-continue")
    finally:
        dbg.close()


def test_the_budget_message_names_the_launchs_budget_not_a_batchs_share(spin):
    """A launch of many batches stopped past its budget in a later batch: the message gave
    that batch's remaining share (10000 of 100000), under the debugger and without it."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load("spin.s")
    launch = dict(grid=64 * 10000, block=64, max_waves=1000, budget=100000)
    want = "instruction budget of 100000 wave-instructions exceeded at pc"
    with pytest.raises(gcnsim.GcnsimError, match=want):
        prog.spin(dev.zeros(64, np.int32), np.int32(1), tier="interpreter", **launch)
    dbg = gcnsim.debug(prog.spin, dev.zeros(64, np.int32), np.int32(1), **launch)
    try:
        assert want in dbg("continue")
    finally:
        dbg.close()


def test_many_waves_are_checkpointed_by_work_and_reverse_stepi_replays_from_one(
        spin, monkeypatch):
    """64 waves at one PC: few events (358 to the stop) of much work each. Checkpoints came
    only every so many events, so going back replayed the whole launch; now also every WORK
    wave-instructions (made 4,000 here), and reverse-stepi replays from the latest."""
    from gcnsim.debug.engine import Replay
    dev = gcnsim.Device("gfx900")
    prog = dev.load("spin.s")
    dbg = gcnsim.debug(prog.spin, dev.zeros(64, np.int32), np.int32(60), grid=64 * 64,
                       block=64)
    starts = []
    start = Replay._start
    monkeypatch.setattr(Replay, "_start", lambda self, at=None: (
        starts.append(None if at is None else at.event), start(self, at))[1])
    try:
        kept = dbg.session.replay.checkpoints
        kept.work = 4_000           # and not spaced by their size (BYTES_PER_WORK)
        monkeypatch.setattr(sys.modules["gcnsim.debug.checkpoint"], "BYTES_PER_WORK", 1 << 40)
        kept.rewind(0)              # the quick test set for 200,000 at the start
        dbg("break *spin+0x2c if s5 == 50")
        dbg("continue")
        event = dbg.session.stop.event
        assert event < kept.interval and len(kept.events) > 3      # 358 events; 5 kept
        before = dbg("info registers s5"), dbg("print/x v1"), dbg("print/x v2")
        dbg("stepi 3")
        starts.clear()
        dbg("reverse-stepi 3")
        assert (dbg("info registers s5"), dbg("print/x v1"), dbg("print/x v2")) == before
        assert starts and None not in starts        # reverse-stepi N too: from checkpoints
        dbg("stepi 40")                             # past the next checkpoint
        dbg("reverse-stepi 40")
        assert (dbg("info registers s5"), dbg("print/x v1"), dbg("print/x v2")) == before
        dbg("stepi")
        starts.clear()
        latest = kept.before(dbg.session.stop.event - 1).event
        dbg("reverse-stepi")
        assert starts and all(at == latest for at in starts) and latest > 0
        assert (dbg("info registers s5"), dbg("print/x v1"), dbg("print/x v2")) == before
    finally:
        dbg.close()


STORING = LOOP.replace("loop:\n", "  v_lshlrev_b32 v3, 2, v0\nloop:\n  v_mov_b32 v2, s5\n"
                       "  global_store_dword v3, v2, s[2:3]\n")      # out[lane] = trip, each trip


def test_checkpoints_copy_the_buffers_stored_to_and_share_the_rest(spin):
    """A checkpoint copied every allocation (a 64 MiB input: 0.4-1.0 s each); now those
    stored to since the last one, the others shared. Each checkpoint at the loop's head holds
    out[0] = the trip before (s5 - 1), and the untouched buffer is one array throughout."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load(STORING)
    plain = dev.zeros(64, np.int32)
    prog.spin(plain, np.int32(60), grid=64, block=64, tier="interpreter", checker=None)
    out, untouched = dev.zeros(64, np.int32), dev.zeros(4096, np.int32)
    dbg = gcnsim.debug(prog.spin, out, np.int32(60), grid=64, block=64)
    try:
        kept = dbg.session.replay.checkpoints
        kept.interval = 20
        kept.rewind(0)
        dbg("break *spin+0x24 if s5 == 50")       # the loop's head
        dbg("continue")
        dbg("break *spin+0x24 if s5 == 9")
        assert "hit Breakpoint 2" in dbg("reverse-continue")
        assert dbg(f"x/1dw 0x{out.address:x}").endswith(":\t8")
        assert "exited normally" in dbg("delete") + dbg("continue")
        assert (out.numpy() == plain.numpy()).all()
        checkpoints = [kept.by_event[e] for e in kept.events]
        assert len(checkpoints) > 5
        for checkpoint in checkpoints:
            memory = {address: data for address, _, data in checkpoint.memory}
            s5 = int(checkpoint.registers["s"][0, 5])
            assert memory[out.address].view(np.int32)[0] == max(s5 - 1, 0)
        assert len({id(c.memory[k][2]) for c in checkpoints for k in range(len(c.memory))
                    if c.memory[k][0] == untouched.address}) == 1
    finally:
        dbg.close()


def test_reverse_continue_stops_at_each_waves_hit_of_one_event(spin):
    """Two waves run the breakpoint's instruction as one event: from the second wave's hit,
    reverse-continue stops at the first wave's hit of that event (it went back past it, to
    the trip before), then at the trip before's hits, second wave first."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load("spin.s")
    dbg = gcnsim.debug(prog.spin, dev.zeros(128, np.int32), np.int32(2), grid=128, block=64)
    try:
        dbg("break *spin+0x1c")                  # the loop's first instruction, 2 trips
        forth = [dbg("continue") for _ in range(4)]
        assert "Thread 2 hit Breakpoint 1" in forth[3]
        back = [dbg("reverse-continue") for _ in range(3)]
        assert [next(t for t in (1, 2) if f"Thread {t} hit Breakpoint 1" in text)
                for text in back] == [1, 2, 1]
        assert dbg("continue") == forth[1]          # on from the first trip's first hit
        dbg("reverse-continue")
        assert "No more reverse-execution history." in dbg("reverse-continue")
    finally:
        dbg.close()

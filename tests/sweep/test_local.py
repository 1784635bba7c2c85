"""Sweeps on local worker processes: rows equal to launches made directly (clang, OpenCL and
language kernels, --arg forms and host arrays), a failing point a row (never an abort), the
cache that skips finished points, a killed worker that costs only its point, the progress bar,
and ``gcnsim sweep SPEC.toml`` with its table and figures."""
import csv
import io
import os
import pickle
import signal
import subprocess
import sys
import threading
import time

import numpy as np
import pytest
from rich.console import Console

import gcnsim
from gcnsim.cli import main
from gcnsim.runtime.cli_run import parse_arg
from gcnsim.lang import Ptr, f32, global_id, i32, kernel
from gcnsim.sweep import api, executors, sweep
from gcnsim.sweep import task as task_module
from gcnsim.sweep.points import variant
from gcnsim.sweep.progress import SweepProgress

from .common import ROOT, SAXPY, processes, saxpy_args, saxpy_sweep


def test_rows_are_the_timed_launches_cycles(tmp_path):
    table = sweep(**saxpy_sweep(workers=1), output=tmp_path / "t.csv")
    assert [(r["device"], r["size"], r["status"]) for r in table.rows] == [
        ("vega64", 64, "ok"), ("vega64", 256, "ok"), ("mi300x", 64, "ok"),
        ("mi300x", 256, "ok")]
    for row in table.rows:
        config = variant(gcnsim.get_device(row["device"]), {"compute_units": 8})
        dev = gcnsim.Device(config=config)
        kernel = dev.load(SAXPY.replace("{target}", config.target.name)).saxpy
        rng = np.random.default_rng(0)
        values = [parse_arg(a, dev, rng) for a in saxpy_args(_Size(row["size"]))]
        timing = kernel(*values, grid=row["size"], block=64, tier="interpreter",
                        checker=None, timing=True).timing
        assert (row["cycles"], row["wave_instructions"]) == (timing.cycles,
                                                             timing.wave_instructions)
        assert row["stalls.no_wave"] == timing.stalls["no_wave"]
        assert row["ipc"] == pytest.approx(timing.ipc)
        assert row["occupancy.waves_per_simd"] == timing.occupancy.waves_per_simd
        assert row["device.compute_units"] == 8 and row["wall_seconds"] > 0
    with open(tmp_path / "t.csv") as f:
        written = list(csv.DictReader(f))
    assert [int(r["cycles"]) for r in written] == table.column("cycles")


class _Size:
    def __init__(self, size):
        self.size = size


def test_failing_point_is_a_row_and_cache_skips_finished_points(tmp_path):
    def args(point):
        if point.size == 256 and point.device == "mi300x":
            return ["f32=2.0", "f32:256:bogus", "f32:256:ones", "i32=256"]
        return saxpy_args(point)
    keywords = saxpy_sweep(workers=2, args=args, cache=tmp_path / "cache")
    first = sweep(**keywords)
    assert [r["status"] for r in first.rows] == ["ok", "ok", "ok", "failed"]
    assert "bogus" in first.rows[3]["error"] and first.rows[3]["cycles"] is None
    assert first.cached == 0 and len(list((tmp_path / "cache").iterdir())) == 3
    again = sweep(**keywords)
    assert again.cached == 3                        # the failed point is run again
    assert again.comparable() == first.comparable()
    assert [r["wall_seconds"] for r in again.rows[:3]] == \
        [r["wall_seconds"] for r in first.rows[:3]]


def test_a_variant_the_device_model_refuses_is_a_failed_row():
    """compute_units = 0 stopped the whole sweep (exit 1, no table)."""
    table = sweep(**saxpy_sweep(sizes=(64,), devices=["vega64"], workers=1,
                                variants={"compute_units": [0, 8]}))
    assert [(r["device.compute_units"], r["status"]) for r in table.rows] == [
        (0, "failed"), (8, "ok")]
    assert table.rows[0]["error"] == ("device vega64: compute_units = 0 is impossible: must "
                                      "be a positive integer")
    assert table.rows[0]["cycles"] is None and table.rows[1]["cycles"] > 0


def test_a_points_buffers_are_checked_together_before_any_is_made():
    """sw/s14.toml: the first 8 GiB buffer was made and randomised before the second failed."""
    table = sweep(**saxpy_sweep(sizes=(1 << 20,), devices=["vega64"], workers=1,
                                variants={"memory_bytes": [6 << 20]}))
    assert table.rows[0]["error"].startswith("--arg buffers take 8 MiB together")


def test_killed_worker_costs_only_its_point():
    killed = []
    stop = threading.Event()

    def killer():
        while len(killed) < 2 and not stop.is_set():
            for pid in processes("-m gcnsim.sweep.worker", parent=os.getpid()):
                if pid not in killed:
                    time.sleep(0.2)             # let it take its point
                    os.kill(pid, signal.SIGKILL)
                    killed.append(pid)
            time.sleep(0.01)
    thread = threading.Thread(target=killer, daemon=True)
    thread.start()
    try:
        table = sweep(**saxpy_sweep(workers=1, devices=["vega64"]))
    finally:
        stop.set()
        thread.join()
    assert len(killed) == 2
    assert [r["status"] for r in table.rows] == ["failed", "ok"]
    assert table.rows[0]["error"].startswith("worker died twice (retried once)")


SPEC = """
devices = ["vega64", "mi300x"]
sizes = [64, 128]

[variants]
compute_units = [8]

[options]
tier = "interpreter"

[[kernels]]
name = "saxpy"
file = "{saxpy}"
grid = "{{size}}"
block = "64"
args = ["f32=2.0", "f32:{{size}}:rand", "f32:{{size}}:ones", "i32={{size}}"]

[[kernels]]
name = "broken"
file = "{saxpy}"
args = ["f32=2.0", "f32:{{size}}:nonsense", "f32:{{size}}:ones", "i32={{size}}"]
"""


def test_cli_sweep_spec_table_and_figures(tmp_path, capsys):
    spec = tmp_path / "s.toml"
    spec.write_text(SPEC.format(saxpy=SAXPY))
    out = tmp_path / "s.csv"
    status = main(["sweep", str(spec), "-o", str(out), "--workers", "2",
                   "--plot", str(tmp_path / "figs")])
    said = capsys.readouterr().out
    assert status == 3 and "8 points: 4 ok, 4 failed (0 from the cache)" in said
    with open(out) as f:
        rows = list(csv.DictReader(f))
    assert [r["kernel"] for r in rows[:4]] == ["saxpy", "saxpy", "broken", "broken"]
    assert {r["status"] for r in rows if r["kernel"] == "saxpy"} == {"ok"}
    assert all("nonsense" in r["error"] for r in rows if r["kernel"] == "broken")
    assert sorted(p.name for p in (tmp_path / "figs").iterdir()) == [
        "device.png", "kernel.png", "size.png"]
    assert main(["sweep", str(spec), "-o", str(out)]) == 3       # points failed
    assert "(4 from the cache)" in capsys.readouterr().out


@pytest.mark.parametrize("change, says", [
    (("compute_units = [8]", "compute_unitz = [8]"), "no field 'compute_unitz'"),
    (('grid = "{{size}}"', 'grid = "{{sise}}"'), "names {sise}, which is no axis"),
    (('tier = "interpreter"', 'tiers = "native"'),
     "[options]: unknown option 'tiers' (did you mean 'tier'?)")])
def test_cli_spec_errors_are_one_line(tmp_path, capsys, change, says):
    spec = tmp_path / "s.toml"
    spec.write_text(SPEC.replace(change[0], change[1]).format(saxpy=SAXPY))
    assert main(["sweep", str(spec), "-o", str(tmp_path / "s.csv")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err


@kernel
def scale(x: Ptr[f32], y: Ptr[f32], a: f32, n: i32):
    i = global_id(0)
    if i < n:
        y[i] = a * x[i] + y[i]


def test_language_and_opencl_kernels_with_host_arrays():
    def args(point):
        x = np.arange(point.size, dtype=np.float32)
        if point.kernel == "lang":
            return [x, np.ones(point.size, np.float32), np.float32(2), np.int32(point.size)]
        return [np.float32(2), x, np.ones(point.size, np.float32), np.int32(point.size)]
    saxpy_cl = str(ROOT / "gcnsim" / "kernels" / "saxpy.cl")
    table = sweep(kernels={"lang": scale, "cl": saxpy_cl}, devices=["vega64"], sizes=[128],
                  args=args, options={"tier": "interpreter"}, workers=1)
    assert [(r["kernel"], r["status"]) for r in table.rows] == [("lang", "ok"), ("cl", "ok")]
    dev = gcnsim.Device("vega64")
    program = dev.compile(scale)            # loaded first, as a worker does: same addresses
    x, y = dev.array(np.arange(128, dtype=np.float32)), dev.array(np.ones(128, np.float32))
    direct = program.scale(x, y, np.float32(2), np.int32(128), grid=128, block=64,
                                      tier="interpreter", checker=None, timing=True)
    assert table.rows[0]["cycles"] == direct.timing.cycles


def test_a_file_every_point_reads_is_held_and_shipped_once(tmp_path, monkeypatch):
    """Trial 25: each point's Task carried its own copy of an --arg file's elements: 64 points
    over one 8 MB file held 64 copies (539 MiB at the peak) and wrote 512 MiB to the workers.
    Now one copy is held and each worker is sent it once; the rows (content keys too) are
    those of the file's elements travelling in each Task's bytes."""
    path = tmp_path / "x.npy"
    np.save(path, np.arange(2 << 20, dtype=np.float32))
    seen, sent = [], []
    run, write = api.EXECUTORS["local"], executors.write_frame

    def recorded(tasks, done, where, shared):
        seen.append((tasks, shared))
        return run(tasks, done, where, shared)
    monkeypatch.setitem(api.EXECUTORS, "local", recorded)
    monkeypatch.setattr(executors, "write_frame",
                        lambda stream, data: (sent.append(len(data)), write(stream, data)))
    keywords = dict(kernels={"saxpy": SAXPY}, devices=["vega64"], grid=64, block=64,
                    args=lambda p: ["f32=2.0", f"f32:@{path}", "f32:64:ones", "i32=64"],
                    variants={"compute_units": [4]},        # (a smaller replay to set up)
                    options={"tier": "interpreter", "seed": list(range(64))}, workers=2)
    table = sweep(**keywords)
    assert [r["status"] for r in table.rows] == ["ok"] * 64
    (tasks, shared), = seen
    assert len(tasks) == 64 and [a.nbytes for a in shared.values()] == [8 << 20]
    assert max(len(payload) for _, payload, _ in tasks) < 1 << 16      # the code, no array
    assert 2 * (8 << 20) < sum(sent) < 2 * (8 << 20) + (1 << 20)     # once to each worker
    monkeypatch.setattr(task_module, "SHARED_BYTES", 1 << 40)          # in each Task's bytes
    inline = sweep(**{**keywords, "options": {"tier": "interpreter", "seed": [0, 1]}})
    assert not seen[1][1] and inline.comparable() == table.comparable()[:2]


def test_a_worker_drops_a_shared_array_no_task_left_reads(tmp_path, monkeypatch):
    """Each array goes to a worker with the first Task that reads it, and is dropped with the
    first Task given after the last that reads it."""
    for name, start in (("a", 0), ("b", 1)):
        np.save(tmp_path / f"{name}.npy", np.arange(start, start + (1 << 14), dtype=np.float32))
    frames, write = [], executors.write_frame
    monkeypatch.setattr(executors, "write_frame", lambda stream, data: (
        frames.append(pickle.loads(data)[:2]), write(stream, data)))
    table = sweep(kernels={"saxpy": SAXPY}, devices=["vega64"], grid=64, block=64,
                  axes={"file": ["a", "b"]}, variants={"compute_units": [4]},
                  args=lambda p: ["f32=2.0", f"f32:@{tmp_path}/{p.file}.npy", "f32:64:ones",
                                  "i32=64"],
                  options={"tier": "interpreter", "seed": [0, 1]}, workers=1)
    assert [r["status"] for r in table.rows] == ["ok"] * 4
    keys = [(list(new), drop) for new, drop in frames]
    (a,), (b,) = keys[0][0], keys[2][0]
    assert keys == [([a], []), ([], []), ([b], [a]), ([], [])] and a != b


def test_progress_bar_counts_done_failed_and_time_left():
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=120)
    with SweepProgress(4, cached=1, show=True, console=console) as bar:
        bar.advance(True)
        bar.advance(False)
    text = out.getvalue()
    assert "3/4" in text and "1 failed" in text and "left" in text


def test_ctrl_c_ends_the_sweep_with_one_line(tmp_path):
    """SIGINT to the sweep's process group, as a terminal's Ctrl-C or ``timeout -s INT``
    sends it: one line from the sweep, no worker's traceback, no worker left."""
    spec = tmp_path / "s.toml"
    spec.write_text(SPEC.replace("sizes = [64, 128]", "sizes = [262144, 524288]")
                    .format(saxpy=SAXPY))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    sweep_run = subprocess.Popen([sys.executable, "-m", "gcnsim.cli", "sweep", str(spec), "-o",
                                  str(tmp_path / "s.csv"), "--workers", "2"], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 start_new_session=True)
    deadline = time.monotonic() + 60
    while len(processes("-m gcnsim.sweep.worker", parent=sweep_run.pid)) < 2:
        assert time.monotonic() < deadline and sweep_run.poll() is None
        time.sleep(0.05)
    time.sleep(1.0)                                 # the workers import, take their points
    os.killpg(sweep_run.pid, signal.SIGINT)
    _, err = sweep_run.communicate(timeout=60)
    assert sweep_run.returncode == 130 and err.decode().startswith("gcnsim: interrupted: ")
    assert err.decode().count("\n") == 1
    assert processes("-m gcnsim.sweep.worker", parent=sweep_run.pid) == []

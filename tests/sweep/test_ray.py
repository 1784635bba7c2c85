"""Sweeps on a real local Ray cluster (ray.init(num_cpus=2), no mock; its temporary and session
files in the test's temporary directory, or in a short one of its own removed after it when that
path is too long for Ray's sockets): the same table as local processes, and a worker
killed mid-sweep that costs only its point (retried once, then recorded as failed); an address
where no cluster answers refused in one line before anything runs. One xdist group: the
cluster is started once for this module's tests."""
import os
import shutil
import signal
import tempfile
import threading
import time
from pathlib import Path

import numpy as np
import pytest
import ray

from gcnsim.cli import main
from gcnsim.sweep import SweepError, sweep

from .common import SAXPY, processes, saxpy_sweep

pytestmark = pytest.mark.xdist_group("ray")
# the longest folder whose session sockets ("session_<date>_<time>_<us>_<pid>/sockets/
# plasma_store", ~68 bytes) fit an AF_UNIX path
SOCKET_ROOM = 36


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    folder = tmp_path_factory.mktemp("ray")
    short = len(str(folder)) > SOCKET_ROOM          # AF_UNIX paths hold 107 bytes
    if short:
        folder = tempfile.mkdtemp(prefix="gcnsim-ray-")
    saved = os.environ.get("RAY_AUTH_MODE")
    os.environ["RAY_AUTH_MODE"] = "disabled"    # no token file outside the test's folder
    ray.init(num_cpus=2, _temp_dir=str(folder), include_dashboard=False, log_to_driver=False)
    yield Path(folder)
    ray.shutdown()
    if short:
        shutil.rmtree(folder, ignore_errors=True)
    if saved is None:
        os.environ.pop("RAY_AUTH_MODE")
    else:
        os.environ["RAY_AUTH_MODE"] = saved


def test_ray_and_local_tables_are_equal(cluster):
    profiled = {"tier": "interpreter", "profile": True}         # the verdict's columns too
    on_ray = sweep(**saxpy_sweep(executor="ray", options=profiled))
    local = sweep(**saxpy_sweep(workers=2, options=profiled))
    assert [r["status"] for r in on_ray.rows] == ["ok"] * 4
    assert all(on_ray.column("profile.limiter"))
    assert on_ray.columns == local.columns
    assert on_ray.comparable() == local.comparable()
    assert any(p.name.startswith("session_") for p in cluster.iterdir())


def test_a_file_every_point_reads_is_put_once(cluster, tmp_path, monkeypatch):
    """The file's elements go to the object store once (ray.put), each Task taking them by
    reference; the table is the local one."""
    path = tmp_path / "x.npy"
    np.save(path, np.arange(1 << 18, dtype=np.float32))
    put = ray.put
    stored = []
    monkeypatch.setattr(ray, "put", lambda value: (stored.append(value.nbytes), put(value))[1])
    keywords = dict(kernels={"saxpy": SAXPY}, devices=["vega64"], grid=64, block=64,
                    args=lambda p: ["f32=2.0", f"f32:@{path}", "f32:64:ones", "i32=64"],
                    options={"tier": "interpreter", "seed": list(range(8))})
    on_ray = sweep(**keywords, executor="ray")
    assert stored == [1 << 20]
    assert [r["status"] for r in on_ray.rows] == ["ok"] * 8
    assert on_ray.comparable() == sweep(**keywords, workers=2).comparable()


def test_killed_ray_worker_costs_only_its_point(cluster):
    title = "ray::gcnsim-sweep-point-1"          # the tasks' names (executors.py); a point
    # killed both times costs nothing, so it may be large enough to be caught running
    killed = []
    stop = threading.Event()

    def killer():
        while len(killed) < 2 and not stop.is_set():
            for pid in processes(title):
                if pid not in killed:
                    os.kill(pid, signal.SIGKILL)
                    killed.append(pid)
            time.sleep(0.01)
    thread = threading.Thread(target=killer, daemon=True)
    thread.start()
    try:
        table = sweep(**saxpy_sweep(executor="ray", devices=["vega64"], sizes=[64, 65536]))
    finally:
        stop.set()
        thread.join()
    assert len(killed) == 2
    assert [r["status"] for r in table.rows] == ["ok", "failed"]
    assert table.rows[1]["error"].startswith("worker died twice (retried once)")
    assert table.rows[0]["cycles"] > 0


@pytest.mark.parametrize("address, says", [
    ("127.0.0.1:1", "--executor ray: no Ray cluster answers at 127.0.0.1:1 (Connection refused"),
    ("ray://127.0.0.1:1", "no Ray cluster answers at ray://127.0.0.1:1"),
    ("headnode", "the address 'headnode' is not HOST:PORT"),
])
def test_an_address_where_no_cluster_answers_is_refused(address, says):
    """ray.init would retry it for minutes, printing only Ray's warnings (an outside trial)."""
    with pytest.raises(SweepError) as err:
        sweep(**saxpy_sweep(executor="ray", address=address))
    assert says in str(err.value) and str(err.value).startswith("--executor ray: ")


def test_cli_names_the_address_and_what_to_do(tmp_path, capsys):
    spec = tmp_path / "s.toml"
    spec.write_text(f'devices = ["vega64"]\nsizes = [64]\n[[kernels]]\nfile = "{SAXPY}"\n'
                    f'args = ["f32=2.0", "f32:{{size}}:rand", "f32:{{size}}:ones", '
                    f'"i32={{size}}"]\n')
    assert main(["sweep", str(spec), "-o", str(tmp_path / "s.csv"), "--executor", "ray",
                 "--address", "127.0.0.1:1"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "127.0.0.1:1" in err and "ray start --head" in err
    assert not (tmp_path / "s.csv").exists()

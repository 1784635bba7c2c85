"""benchmarks/sampling.py, the whole sampling validation, runs as its docs give it: one row of
the reduced set (saxpy on a Vega 64 of 4 CUs, 32 rounds), full against sampled, its interval
holding the full count. The benchmark builds its launches with the sweep's own Task and launch
(gcnsim/sweep/task.py), so a change there that the script does not follow fails here."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_validation_script_runs_one_row(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "sampling.py"), "--rounds",
                           "32", "--only", "saxpy", "--devices", "vega64"], env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    rows = {tuple(line.split()) for line in done.stdout.splitlines() if line.startswith("saxpy")}
    (row,) = rows       # as it runs, and again in the table at the end
    assert row[1:3] == ("vega64", "32") and row[6] == "yes", row
    full, sampled = int(row[3]), int(row[4])
    low, high = map(int, row[5].split("-"))
    assert low <= full <= high and sampled > 0

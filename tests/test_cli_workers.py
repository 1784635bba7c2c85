"""gcnsim run says how many workers ran a launch and which rule decided (the table's workers
row, --json's workers and worker_rule), and --help gives the threshold dispatch.py uses."""
import json
from pathlib import Path

from gcnsim.cli import main
from gcnsim.emu.dispatch import PARALLEL_ITEMS

MULTIK = Path(__file__).resolve().parent / "data" / "multik" / "k_gfx900.hsaco"
HIST = [str(MULTIK), "--kernel", "hist", "--grid", "131072", "--block", "256",
        "--arg", "u32:131072:range", "--arg", "u32:256:zeros", "--arg", "i32=131072",
        "--workers", "3"]
RULE = "workgroups may communicate (global_atomic_add): one worker"


def test_run_says_why_a_kernel_with_atomics_ran_on_one_worker(capsys):
    assert main(["run", *HIST, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["workers"], out["worker_rule"]) == (1, RULE)
    assert main(["run", *HIST]) == 0
    rows = [line.split("│")[1:3] for line in capsys.readouterr().out.splitlines()
            if line.count("│") == 3]
    workers = [value.strip() for label, value in rows if label.strip() == "workers"]
    assert len(workers) == 1 and RULE.startswith(workers[0]), workers


def test_help_gives_the_threshold_dispatch_uses(capsys):
    try:
        main(["run", "--help"])
    except SystemExit:
        pass
    text = " ".join(capsys.readouterr().out.split())
    power = PARALLEL_ITEMS.bit_length() - 1
    assert PARALLEL_ITEMS == 1 << power
    assert f"default: every core from 2^{power} work-items;" in text

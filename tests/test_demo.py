"""``gcnsim demo`` (the README's main job): listing 8.1 on a simulated R9 290X and the shipped
clang-built saxpy on a simulated Vega 64 both match, with no LLVM needed."""
from io import StringIO

from rich.console import Console

from gcnsim.cli import main
from gcnsim.demo import listing_8_1, run_demo, saxpy


def test_listing_8_1_part():
    ok, rows, launch = listing_8_1()
    assert ok and launch.result.waves == 4


def test_saxpy_part():
    ok, rows, launch = saxpy(n=5000)
    assert ok and launch.stats.lane_utilisation > 0.9


def test_demo_prints_both_parts_and_succeeds():
    out = StringIO()
    assert run_demo(Console(file=out, width=120)) == 0
    text = out.getvalue()
    assert "R9 290X" in text and "Vega 64" in text and "MISMATCH" not in text


def test_cli_demo_exit_status():
    assert main(["demo"]) == 0

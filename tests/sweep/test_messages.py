"""What an outside trial found in a sweep's choices and messages: a lowered peak clamps the
sustained clock with clock_mhz given too; one bad value of an option's list is named as
itself; ``progress=f`` is called and draws nothing; workers below one and another executor's
choices are refused; sizes print without an exponent; a sampled row's stalls are empty."""
import dataclasses

import pytest

from gcnsim.emu.memory import size_text
from gcnsim.isa.devices import get_device
from gcnsim.sweep import api
from gcnsim.sweep.points import SweepError, variant
from gcnsim.sweep.table import Table
from gcnsim.sweep.task import timing_row
from gcnsim.timing import sampled
from gcnsim.timing.sampling import Sampling

from .common import saxpy_sweep
from .test_options import _direct


def test_a_lowered_peak_clamps_the_sustained_clock_with_clock_mhz_given_too():
    config = variant(get_device("vega64"), {"clock_mhz": 800, "clocks.peak": 900})
    assert (config.clock_mhz, config.clocks.peak, config.clocks.sustained) == (800, 900, 900)


@pytest.mark.parametrize("options, says", [
    ({"budget": [10, -1]}, "every point of budget = -1 would fail: drop it from the list"),
    ({"timing": [True, False]}, "every point of timing = False would fail"),
    ({"budget": -1}, "(every point would fail)"),
])
def test_a_refused_option_value_is_named_as_itself(options, says):
    with pytest.raises(SweepError) as err:
        api.sweep(**saxpy_sweep(options=options))
    assert says in str(err.value)


@pytest.mark.parametrize("choices, says", [
    ({"workers": 0}, "workers 0 (--workers): expected a whole number >= 1"),
    ({"workers": True}, "expected a whole number >= 1"),
    ({"workers": 2, "executor": "ray"}, "the local executor's number of processes"),
    ({"address": "auto"}, "it needs the ray executor"),
    ({"progress": "yes"}, "a function called with (done, total, \"sweep\")"),
])
def test_choices_no_executor_takes_are_refused(choices, says):
    with pytest.raises(SweepError) as err:
        api.sweep(**saxpy_sweep(**choices))
    assert says in str(err.value)


def test_progress_is_called_and_draws_nothing(capsys):
    calls = []
    table = api.sweep(**saxpy_sweep(sizes=(64,), workers=1,
                                    progress=lambda *a: calls.append(a)))
    assert len(table.rows) == 2
    assert calls == [(0, 2, "sweep"), (1, 2, "sweep"), (2, 2, "sweep")]
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("nbytes, text", [(1530 << 30, "1,530 GiB"), (999 << 30, "999 GiB")])
def test_large_sizes_print_without_an_exponent(nbytes, text):
    assert size_text(nbytes) == text


def test_a_sampled_rows_stalls_are_left_empty_a_full_replays_kept():
    """A sampled result's stalls are the replayed part's scaled by the cycles (3x off with the
    cycles right in an outside trial): its row leaves them out, the table's cells empty."""
    full = _direct()
    exact = sampled.exact(full, Sampling())
    estimate = dataclasses.replace(exact, method="rounds: 3 of 9 replayed")
    assert timing_row(exact)["stalls.no_wave"] == timing_row(full)["stalls.no_wave"]
    row = timing_row(estimate)
    assert not any(name.startswith("stalls.") for name in row)
    assert row["cycles"] == full.cycles and row["method"].startswith("rounds")
    table = Table([{"status": "ok", **timing_row(full)}, {"status": "ok", **row}])
    assert table.rows[1]["stalls.no_wave"] is None

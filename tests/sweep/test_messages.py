"""What an outside trial found in a sweep's choices and messages: a lowered peak clamps the
sustained clock with clock_mhz given too; one bad value of an option's list is named as
itself; ``progress=f`` is called and draws nothing; workers below one and another executor's
choices are refused; a kernel table's grid is named in its words; sizes print without an
exponent."""
import pytest

from gcnsim.emu.memory import size_text
from gcnsim.isa.devices import get_device
from gcnsim.sweep import api
from gcnsim.sweep.points import SweepError, variant

from .common import saxpy_sweep


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

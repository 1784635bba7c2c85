"""The R700 chip records: the Linux radeon driver's rv770_gpu_init figures and what follows."""
import dataclasses

import pytest

from gcnsim.errors import GcnsimError
from gcnsim.r700.chips import CHIPS, RV710, RV730, RV740, RV770, ChipError, get_chip

# name: (max_simds, max_gprs, max_threads) as rv770_gpu_init sets them; stream processors as
# AMD sells them; then the derived SIMD width, wave size and wave slots per SIMD
FIGURES = {
    "RV770": (10, 256, 248, 800, 16, 64, 24),
    "RV740": (8, 256, 248, 640, 16, 64, 31),
    "RV730": (8, 128, 248, 320, 8, 32, 31),
    "RV710": (2, 256, 192, 80, 8, 32, 96),
}


@pytest.mark.parametrize("name", sorted(FIGURES))
def test_chip_figures(name):
    chip = get_chip(name)
    assert (chip.simds, chip.gprs, chip.max_threads, chip.stream_processors, chip.simd_width,
            chip.wave_size, chip.wave_slots) == FIGURES[name]
    assert chip.lds_bytes == 16384
    assert "rv770_gpu_init" in chip.sources


def test_the_chips_differ_where_the_issue_needs_them_to():
    assert RV730.gprs != RV770.gprs and RV710.simds != RV770.simds
    assert set(CHIPS.values()) == {RV770, RV740, RV730, RV710}


def test_lookup_is_case_insensitive_and_unknown_names_are_refused():
    assert get_chip("rv770") is RV770 and get_chip("Rv710") is RV710
    with pytest.raises(ChipError, match=r"unknown R700 chip 'rv670' \(known: RV770, RV740, "
                                        r"RV730, RV710\)"):
        get_chip("rv670")
    assert issubclass(ChipError, GcnsimError)


def test_records_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        RV770.simds = 12


def test_describe_names_the_figures():
    assert RV770.describe() == ("RV770 (Radeon HD 4850, HD 4870): 10 SIMDs x 16 VLIW5, 64-thread "
                                "waves, 256 GPR rows and 24 wave slots per SIMD, 16 KB LDS per "
                                "SIMD")


@pytest.mark.parametrize("module", ["gcnsim.r700", "gcnsim.r700.chips", "gcnsim.r700.gprs",
                                    "gcnsim.r700.lds"])
def test_docstring_examples(module):
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted and not result.failed


def test_the_public_api_loads_every_name_it_lists():
    import gcnsim.r700 as r700
    for name in r700.__all__:
        assert getattr(r700, name) is not None
    assert set(r700.__all__) <= set(dir(r700))
    with pytest.raises(AttributeError, match="has no attribute 'Lds2'"):
        r700.Lds2

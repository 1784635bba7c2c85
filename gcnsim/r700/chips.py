"""R700 chips as frozen records: what the data-share model needs to know of each (SIMDs, the
GPR rows a SIMD's register file holds per thread slot, wave slots, LDS), with the sources.

Code asks the record, never tests a chip's name.

    >>> RV770.simds, RV770.gprs, RV770.lds_bytes
    (10, 256, 16384)
"""
from dataclasses import dataclass

from ..errors import GcnsimError


class ChipError(GcnsimError):
    """An unknown R700 chip name."""


@dataclass(frozen=True)
class Chip:
    """One R700-family chip."""
    name: str
    products: str
    simds: int            # SIMD engines, each 16 VLIW5 stream cores wide
    gprs: int             # GPR rows (128-bit per lane) a SIMD holds per thread slot
    wave_slots: int       # waves one SIMD holds
    lds_bytes: int
    sources: str


RV770 = Chip("RV770", "Radeon HD 4850, HD 4870", simds=10, gprs=256, wave_slots=16,
             lds_bytes=16384, sources="to verify")
CHIPS = {chip.name.lower(): chip for chip in (RV770,)}


def get_chip(name):
    """The chip record of ``name`` (case-insensitive); ChipError naming the known ones."""
    try:
        return CHIPS[name.lower()]
    except KeyError:
        raise ChipError(f"unknown R700 chip '{name}' (known: "
                        f"{', '.join(c.name for c in CHIPS.values())})") from None

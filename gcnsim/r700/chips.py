"""R700 chips as frozen records: what the data-share model needs of each (SIMDs and their width,
the GPR rows of a SIMD's register file, wave slots, LDS), each figure with its source.

Code asks the record, never tests a chip's name. The SIMD counts, GPR pools (``max_gprs``: the
rows per thread slot that the sequencer splits among global, clause-temporary and private GPRs)
and thread pools (``max_threads``) are those the Linux radeon driver's ``rv770_gpu_init``
programs; the stream-processor counts are AMD's product figures. Derived from them:

    simd_width = stream_processors / 5 / simds      (VLIW5 stream cores per SIMD)
    wave_size  = 4 * simd_width                     (a wave takes four cycles of its SIMD)
    wave_slots = max_threads // simds               (an even share of the sequencer's pool)

    >>> RV770.simds, RV770.simd_width, RV770.wave_size, RV770.gprs, RV770.wave_slots
    (10, 16, 64, 256, 24)
"""
from dataclasses import dataclass

import numpy as np

from ..errors import GcnsimError

LINUX = "Linux drivers/gpu/drm/radeon/rv770.c, rv770_gpu_init"
MAX_GROUP = 1024         # threads of a thread group, all on one SIMD (the R700 ISA's section 2.6)
WAVE_LANES = 64          # threads of a wave as section 2.6 draws them (RV770, RV740)


class R700Error(GcnsimError):
    """Base of the errors of the R700 model."""


class ChipError(R700Error):
    """An unknown R700 chip name."""


class GroupError(R700Error):
    """A thread group size outside 1-1024."""


def check_group(group_size):
    """``group_size`` if it is a legal thread group size, else GroupError."""
    if not isinstance(group_size, (int, np.integer)) or not 1 <= group_size <= MAX_GROUP:
        raise GroupError(f"a thread group has 1-{MAX_GROUP} threads, not {group_size} (the R700 "
                         "ISA's section 2.6)")
    return group_size


@dataclass(frozen=True)
class Chip:
    """One R700-family chip."""
    name: str
    products: str
    simds: int               # SIMD engines (max_simds)
    stream_processors: int   # ALUs of the chip: 5 per VLIW5 stream core
    gprs: int                # GPR rows (128 bits a lane) a SIMD holds per thread slot (max_gprs)
    max_threads: int         # the sequencer's wave pool (max_threads)
    lds_bytes: int = 16384   # per SIMD, the R700 ISA's section 2.6.2
    sources: str = LINUX

    @property
    def simd_width(self):
        """VLIW5 stream cores per SIMD."""
        return self.stream_processors // 5 // self.simds

    @property
    def wave_size(self):
        """Threads of a wave: four per stream core (the R700 ISA's section 2.6)."""
        return 4 * self.simd_width

    @property
    def wave_slots(self):
        """Waves one SIMD holds: its share of the sequencer's pool."""
        return self.max_threads // self.simds

    def describe(self):
        """One line naming the chip and its figures."""
        return (f"{self.name} ({self.products}): {self.simds} SIMDs x {self.simd_width} VLIW5, "
                f"{self.wave_size}-thread waves, {self.gprs} GPR rows and {self.wave_slots} "
                f"wave slots per SIMD, {self.lds_bytes // 1024} KB LDS per SIMD")


RV770 = Chip("RV770", "Radeon HD 4850, HD 4870", simds=10, stream_processors=800, gprs=256,
             max_threads=248)
RV740 = Chip("RV740", "Radeon HD 4770", simds=8, stream_processors=640, gprs=256,
             max_threads=248)
RV730 = Chip("RV730", "Radeon HD 4650, HD 4670", simds=8, stream_processors=320, gprs=128,
             max_threads=248)
RV710 = Chip("RV710", "Radeon HD 4350, HD 4550", simds=2, stream_processors=80, gprs=256,
             max_threads=192)
CHIPS = {chip.name.lower(): chip for chip in (RV770, RV740, RV730, RV710)}


def get_chip(name):
    """The chip record of ``name`` (case-insensitive); ChipError naming the known ones."""
    try:
        return CHIPS[str(name).lower()]
    except KeyError:
        raise ChipError(f"unknown R700 chip '{name}' (known: "
                        f"{', '.join(c.name for c in CHIPS.values())})") from None

"""The R700 register file partition (the R700 ISA's section 2.6.1): global (shared) GPRs,
clause-temporary GPRs in an even and an odd copy, and each wave's private GPRs, mapped to the
physical rows of a SIMD's register file, and the occupancy the partition allows.

A GPR row is 64 lanes of four 32-bit components (x, y, z, w): 1 KB across a wave. The rows are
ordered from 0 as the manual states: global, clause temporaries, private::

    rows 0 .. G-1               global GPRs, shared by every wave on the SIMD (lane by lane)
    rows G .. G+T-1             clause temporaries of the even waves
    rows G+T .. G+2T-1          clause temporaries of the odd waves
    rows G+2T + w*P ...         wave w's P private GPRs

An ALU operand names a GPR address 0-127 (the instruction's 7-bit field). Without an index
mode it is wave-relative: addresses 0 .. P-1 are the wave's private GPRs and the top T
addresses, 128-T .. 127, its clause temporaries (the copy of its parity). With a REL bit the
address is indexed: INDEX_AR_X adds the lane's AR.X, INDEX_LOOP the loop index, and
INDEX_GLOBAL makes it absolute (a physical row 0-127: the global GPRs, then past them the
temporaries, as MOV_INDEX_GLOBAL reaches them); INDEX_GLOBAL_AR_X adds AR.X to the absolute
row. Global GPRs and temporaries must fit the first 128 rows, so G <= 128 - 2T.

Clause temporaries live only within their clause: reading one the clause has not written is
an error (GprError). An even and an odd wave touching one global GPR in one ALU instruction
group, one of them writing it, is the read/write conflict the manual names: the hardware
delays one wave until the write is visible. GprFile counts these stalls (``stalls``); it does
not refuse them.

    >>> part = Partition(globals_=8, temps=4, private=10)
    >>> part.temp_row(wave=3, temp=1), part.private_row(wave=2, index=0)
    (13, 36)
"""
from dataclasses import dataclass
from enum import IntEnum

import numpy as np

from ..errors import GcnsimError
from .chips import RV770

ADDRESSES = 128          # the ALU's 7-bit GPR address field
LANES = 64
CHANNELS = 4             # x, y, z, w
CHANNEL_NAMES = "xyzw"


class GprError(GcnsimError):
    """A partition or GPR access the R700 ISA's section 2.6.1 does not allow."""


class IndexMode(IntEnum):
    """The ALU word's INDEX_MODE field (R700 ISA, ALU_WORD0), used by operands with REL set."""
    AR_X = 0
    AR_Y = 1
    AR_Z = 2
    AR_W = 3
    LOOP = 4
    GLOBAL = 5
    GLOBAL_AR_X = 6


@dataclass(frozen=True)
class Partition:
    """How one SIMD's register file is split: ``globals_`` global GPRs, ``temps`` clause
    temporaries (each in an even and an odd copy) and ``private`` GPRs per wave. Checked
    against the chip's rows on construction (GprError)."""
    globals_: int = 0
    temps: int = 4
    private: int = 1
    chip: object = RV770

    def __post_init__(self):
        _check_partition(self)

    @property
    def shared_rows(self):
        """Rows taken before the first wave's private GPRs: G + 2T."""
        return self.globals_ + 2 * self.temps

    def temp_row(self, wave, temp):
        """The physical row of clause temporary ``temp`` for wave ``wave`` (its parity's copy)."""
        return self.globals_ + (wave % 2) * self.temps + temp

    def private_row(self, wave, index):
        """The physical row of private GPR ``index`` of wave ``wave`` (wave slot on the SIMD)."""
        return self.shared_rows + wave * self.private + index

    def max_waves(self):
        """Waves the private rows leave room for (the wave slots if P = 0)."""
        if self.private == 0:
            return self.chip.wave_slots
        return (self.chip.gprs - self.shared_rows) // self.private


@dataclass(frozen=True)
class Occupancy:
    """Waves per SIMD a partition allows, what each resource allows, and the limiter."""
    waves_per_simd: int
    limiter: str
    limits: dict
    group_waves: int
    groups_per_simd: int


def occupancy(partition, group_size=64):
    """Waves per SIMD and thread groups per SIMD for groups of ``group_size`` threads (all of a
    group's waves run on one SIMD): the minimum of the wave slots and the GPR rows; a group
    that does not fit at all is a GprError naming the largest private count that fits."""
    raise NotImplementedError


class GprFile:
    """The register file of one SIMD under a Partition, for ``waves`` wave slots: ``rows`` of
    shape (rows, 64, 4) uint32. Waves are named by their slot (0 .. waves-1), whose parity
    selects the temporaries' copy.

    ``read``/``write`` take effect at once, in call order. A runner that steps a batch through
    an ALU group touching global GPRs wave by wave, in ascending wave id, gets the order the
    hardware's stall enforces (a later wave sees an earlier wave's write); ``begin_group``
    starts a group's stall accounting. ``end_clause`` retires the waves' temporaries."""

    def __init__(self, partition, waves):
        raise NotImplementedError

    def rows_of(self, waves, sel, rel=False, index_mode=IndexMode.AR_X, ar_x=None,
                loop_index=None):
        """The physical rows an operand reaches, shape (W, 64) (one per lane: AR.X is per
        lane), and the kind of each ("global", "temp" or "private"). GprError for a GPR past
        the partition or an index mode R700 does not have."""
        raise NotImplementedError

    def read(self, waves, sel, chan, rel=False, index_mode=IndexMode.AR_X, ar_x=None,
             loop_index=None):
        """Component ``chan`` (0-3) of the operand for each lane of ``waves``: (W, 64) uint32.
        GprError for a clause temporary its clause has not written."""
        raise NotImplementedError

    def write(self, waves, sel, chan, values, exec_mask=None, rel=False,
              index_mode=IndexMode.AR_X, ar_x=None, loop_index=None):
        """Write ``values`` (W, 64) to component ``chan`` of the operand in the active lanes;
        within one call later waves land last."""
        raise NotImplementedError

    def begin_group(self):
        """Start an ALU instruction group: global GPRs written in it by one parity and touched
        by the other count one stall per delayed wave."""
        raise NotImplementedError

    def end_clause(self, waves):
        """The waves' ALU clause ended: their clause temporaries are no longer defined."""
        raise NotImplementedError

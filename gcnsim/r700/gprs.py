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

from .chips import RV770, WAVE_LANES, R700Error, check_group

ADDRESSES = 128          # the ALU's 7-bit GPR address field
CHANNELS = 4             # x, y, z, w
CHANNEL_NAMES = "xyzw"


class GprError(R700Error):
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

    def describe(self):
        """One line naming the partition."""
        return (f"{self.globals_} global GPRs, {self.temps} clause temporaries (x2), "
                f"{self.private} private GPRs per thread")

    def held(self, prefix):
        """The registers a thread addresses, as text, each named ``prefix`` and its address:
        "private GPRs R0-R3 and clause temporaries R124-R127" ("no ..." for none of them)."""
        def span(one, many, first, count):
            if count < 2:
                return f"{one} {prefix}{first}" if count else f"no {many}"
            return f"{many} {prefix}{first}-{prefix}{first + count - 1}"
        temps = span("clause temporary", "clause temporaries", ADDRESSES - self.temps,
                     self.temps)
        return f"{span('private GPR', 'private GPRs', 0, self.private)} and {temps}"

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
    """Waves and thread groups per SIMD for groups of ``group_size`` threads, all of a group's
    waves on one SIMD: the fewer of the wave slots and the waves the GPR rows hold, rounded down
    to whole groups. A group that cannot fit at all is a GprError naming the largest private
    count that fits."""
    check_group(group_size)
    group_waves = -(-group_size // partition.chip.wave_size)
    # A tie names the wave slots: more GPR rows would not add a wave.
    limits = {"wave_slots": partition.chip.wave_slots, "gprs": partition.max_waves()}
    groups = min(limits.values()) // group_waves
    if groups == 0:
        raise GprError(_no_fit(partition, group_size, group_waves))
    limiter = min(limits, key=limits.get)
    return Occupancy(groups * group_waves, limiter, limits, group_waves, groups)


def private_budget(globals_, temps, waves, chip=RV770):
    """The most private GPRs a thread can have when ``waves`` waves share a SIMD of ``chip``
    with ``globals_`` global GPRs and ``temps`` clause temporaries: floor((rows - G - 2T) /
    waves), at most the addresses below the temporaries (128 - T)."""
    Partition(globals_, temps, 0, chip)
    return min((chip.gprs - globals_ - 2 * temps) // waves, ADDRESSES - temps)


def occupancy_table(globals_=0, temps=4, group_size=64, chip=RV770):
    """The architect's trade: for each waves-per-SIMD count a group size allows (whole groups,
    up to the wave slots), the most private GPRs per thread that still reach it. Rows of
    (waves_per_simd, max_private)."""
    check_group(group_size)
    group_waves = -(-group_size // chip.wave_size)
    counts = range(group_waves, chip.wave_slots + 1, group_waves)
    return [(waves, private_budget(globals_, temps, waves, chip)) for waves in counts]


def _no_fit(partition, group_size, group_waves):
    chip = partition.chip
    head = (f"a group of {group_size} threads ({group_waves} waves) does not fit one SIMD of "
            f"{chip.name}: ")
    if chip.wave_slots < group_waves:
        return head + f"it has {chip.wave_slots} wave slots"
    free = chip.gprs - partition.shared_rows
    best = private_budget(partition.globals_, partition.temps, group_waves, chip)
    return head + (f"{free} rows are left after {partition.globals_} global GPRs and 2 x "
                   f"{partition.temps} clause temporaries, so at most {best} private GPRs per "
                   f"thread (not {partition.private})")


class GprFile:
    """The register file of one SIMD under a Partition, for ``waves`` wave slots: ``rows`` of
    shape (rows, 64, 4) uint32. Waves are named by their slot (0 .. waves-1), whose parity
    selects the temporaries' copy.

    ``read``/``write`` take effect at once, in call order. A runner that steps a batch through
    an ALU group touching global GPRs wave by wave, in ascending wave id, gets the order the
    hardware's stall enforces (a later wave sees an earlier wave's write); ``begin_clause``
    and ``begin_group`` start a clause's and a group's stall accounting. ``end_clause`` retires
    the waves' temporaries."""

    def __init__(self, partition, waves):
        if partition.chip.wave_size != WAVE_LANES:
            raise GprError(f"{partition.chip.name} runs {partition.chip.wave_size}-thread waves; "
                           "this register file model runs the 64-thread waves of the R700 ISA's "
                           "section 2.6 (RV770, RV740)")
        fits = min(partition.max_waves(), partition.chip.wave_slots)
        if not 1 <= waves <= fits:
            raise GprError(f"{waves} waves: a SIMD of {partition.chip.name} holds 1-{fits} "
                           f"under {partition.describe()}")
        self.partition = partition
        self.waves = waves
        self.rows = np.zeros((partition.private_row(waves, 0), WAVE_LANES, CHANNELS), np.uint32)
        self.temp_written = np.zeros((waves, partition.temps, CHANNELS), dtype=bool)
        self.stalls = 0
        self._group_writers = {}
        self._stalled = set()
        self._groups = {}

    def rows_of(self, waves, sel, rel=False, index_mode=IndexMode.AR_X, ar_x=None,
                loop_index=None):
        """The physical rows an operand reaches, shape (W, 64) (one per lane: AR.X is per
        lane), and whether it is absolute (a global-mode operand). GprError for a GPR past the
        partition or an index mode this model does not have."""
        waves = self._waves(waves)
        if not 0 <= sel < ADDRESSES:
            raise GprError(f"GPR address {sel}: the ALU's field holds 0-{ADDRESSES - 1}")
        address = np.full((len(waves), WAVE_LANES), sel, dtype=np.int64)
        mode = IndexMode(index_mode) if rel else None
        if mode in (IndexMode.AR_Y, IndexMode.AR_Z, IndexMode.AR_W):
            raise GprError(f"index mode {mode.name}: this model indexes by AR.X (MOVA_INT), the "
                           "loop index and the global modes (the R700 ISA's section 2.6.1)")
        if mode in (IndexMode.AR_X, IndexMode.GLOBAL_AR_X):
            address = address + self._index(ar_x, "AR.X", address.shape)
        elif mode is IndexMode.LOOP:
            address = address + self._index(loop_index, "the loop index", address.shape)
        if mode in (IndexMode.GLOBAL, IndexMode.GLOBAL_AR_X):
            return self._absolute(address, sel, mode), True
        return self._relative(waves, address), False

    def read(self, waves, sel, chan, rel=False, index_mode=IndexMode.AR_X, ar_x=None,
             loop_index=None):
        """Component ``chan`` (0-3) of the operand for each lane of ``waves``: (W, 64) uint32.
        GprError for a clause temporary its clause has not written."""
        waves = self._waves(waves)
        rows, absolute = self.rows_of(waves, sel, rel, index_mode, ar_x, loop_index)
        _check_chan(chan)
        if absolute:
            self._touch(waves, rows, chan, writing=False)
        else:
            self._check_temps_written(waves, rows, chan)
        return self.rows[rows, np.arange(WAVE_LANES), chan]

    def write(self, waves, sel, chan, values, exec_mask=None, rel=False,
              index_mode=IndexMode.AR_X, ar_x=None, loop_index=None):
        """Write ``values`` (W, 64) to component ``chan`` of the operand in the active lanes;
        within one call later waves land last."""
        waves = self._waves(waves)
        rows, absolute = self.rows_of(waves, sel, rel, index_mode, ar_x, loop_index)
        _check_chan(chan)
        active = np.ones(rows.shape, bool) if exec_mask is None else np.asarray(exec_mask, bool)
        if absolute:
            self._touch(waves, np.where(active, rows, -1), chan, writing=True)
        values = np.broadcast_to(np.asarray(values, dtype=np.uint32), rows.shape)
        for w_i in range(len(waves)):    # later waves land last; a wave's lanes never collide
            lane = np.nonzero(active[w_i])[0]
            self.rows[rows[w_i, lane], lane, chan] = values[w_i, lane]
        if not absolute:
            temp = self._temp_index(waves, rows)
            hit = (temp >= 0) & active
            w_hit = np.nonzero(hit)[0]
            self.temp_written[waves[w_hit], temp[hit], chan] = True

    def begin_clause(self):
        """Start an ALU clause: forget the stall accounts of the previous clause's groups."""
        self._groups = {}

    def begin_group(self, key=None):
        """Start (or, for a ``key`` seen since ``begin_clause``, resume) an ALU instruction
        group's stall account: global GPRs written in it by one parity and touched by the other
        count one stall per delayed wave. A runner that steps a clause's waves in turns resumes
        a group's account on each turn, so the count is that of all the waves in one group."""
        if key is None or key not in self._groups:
            account = ({}, set())
            if key is not None:
                self._groups[key] = account
        else:
            account = self._groups[key]
        self._group_writers, self._stalled = account

    def end_clause(self, waves):
        """The waves' ALU clause ended: their clause temporaries are no longer defined."""
        self.temp_written[self._waves(waves)] = False

    def _waves(self, waves):
        waves = np.asarray(waves, dtype=np.int64).reshape(-1)
        bad = waves[(waves < 0) | (waves >= self.waves)]
        if bad.size:
            raise GprError(f"wave {bad[0]} is not one of this SIMD's {self.waves} waves")
        return waves

    @staticmethod
    def _index(index, name, shape):
        if index is None:
            raise GprError(f"a relative GPR operand indexed by {name} needs its value")
        index = np.asarray(index, dtype=np.int64)
        if index.ndim == 1:
            index = index[:, None]           # one value per wave
        return np.broadcast_to(index, shape)

    def _absolute(self, address, sel, mode):
        part = self.partition
        bad = (address < 0) | (address >= part.shared_rows)
        if bad.any():
            raise GprError(f"{mode.name} operand R{sel} reaches row {address[bad][0]}: "
                           f"absolute addresses reach the {part.globals_} global GPRs and the "
                           f"{2 * part.temps} clause temporaries after them (rows 0-"
                           f"{part.shared_rows - 1}), the R700 ISA's section 2.6.1.1")
        return address

    def _relative(self, waves, address):
        part = self.partition
        first_temp = ADDRESSES - part.temps
        is_temp = address >= first_temp
        bad = (address < 0) | (address >= ADDRESSES) | (~is_temp & (address >= part.private))
        if bad.any():
            raise GprError(f"R{address[bad][0]} is past the partition: a wave has "
                           f"{part.held('R')}")
        wave = waves[:, None]
        temp = part.globals_ + (wave % 2) * part.temps + (address - first_temp)
        return np.where(is_temp, temp, part.private_row(wave, address))

    def _temp_index(self, waves, rows):
        """Clause temporary index of each wave-relative row, -1 for private rows."""
        part = self.partition
        temp = rows - part.globals_ - (waves[:, None] % 2) * part.temps
        return np.where(rows < part.shared_rows, temp, -1)

    def _check_temps_written(self, waves, rows, chan):
        temp = self._temp_index(waves, rows)
        w_hit = np.nonzero(temp >= 0)[0]
        unwritten = ~self.temp_written[waves[w_hit], temp[temp >= 0], chan]
        if unwritten.any():
            first_bad = int(np.argmax(unwritten))
            wave, index = int(waves[w_hit[first_bad]]), int(temp[temp >= 0][first_bad])
            first = ADDRESSES - self.partition.temps + index
            raise GprError(f"wave {wave} reads clause temporary R{first}."
                           f"{CHANNEL_NAMES[chan]} before its clause wrote it (clause "
                           "temporaries live only within their ALU clause)")

    def _touch(self, waves, rows, chan, writing):
        for w_i, wave in enumerate(waves.tolist()):
            for row in np.unique(rows[w_i]).tolist():
                if row < 0:
                    continue
                writers = self._group_writers.setdefault((row, chan), set())
                if wave not in self._stalled and any(w % 2 != wave % 2 for w in writers):
                    self._stalled.add(wave)
                    self.stalls += 1
                if writing:
                    writers.add(wave)


def _check_chan(chan):
    if chan not in range(CHANNELS):
        raise GprError(f"GPR component {chan}: expected 0-3 (x, y, z, w)")


def _check_partition(part):
    chip = part.chip
    for name, value in (("global GPRs", part.globals_), ("clause temporaries", part.temps),
                        ("private GPRs", part.private)):
        if not isinstance(value, (int, np.integer)) or value < 0:
            raise GprError(f"{value} {name}: expected a count >= 0")
    if part.globals_ + 2 * part.temps > ADDRESSES:
        raise GprError(f"{part.globals_} global GPRs with {part.temps} clause temporaries: at "
                       f"most 128 - 2 x {part.temps} = {ADDRESSES - 2 * part.temps} global GPRs "
                       "(globals and both copies of the temporaries fit the first 128 rows, "
                       "the R700 ISA's section 2.6.1)")
    if part.private + part.temps > ADDRESSES:
        raise GprError(f"{part.private} private GPRs with {part.temps} clause temporaries: a "
                       f"wave addresses at most {ADDRESSES - part.temps} private GPRs below its "
                       f"temporaries (R{ADDRESSES - part.temps}-R127)")
    if part.shared_rows + part.private > chip.gprs:
        raise GprError(f"{part.describe()} needs {part.shared_rows + part.private} rows for "
                       f"one wave; a SIMD of {chip.name} has {chip.gprs}")

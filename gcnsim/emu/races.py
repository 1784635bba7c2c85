"""Races between waves, found while the kernel runs (``races=True``, ``gcnsim run --races``).

Two accesses race when different waves touch overlapping bytes, at least one writes, and
nothing orders them: in LDS and in global memory, waves of one workgroup with no ``s_barrier``
between the two accesses (both in the same barrier interval: a wave's interval is the number
of barriers it has passed, and every wave of a workgroup passes barrier k together); in global
memory, waves of different workgroups writing the same bytes (nothing orders workgroups), unless
both accesses are atomics. Atomics to the same bytes never race with each other; a plain access
against an atomic does.

OpenCL's atomic loads and stores are not atomic instructions: clang-19 compiles them to plain
ones with the cache bits LLVM's SIMemoryLegalizer sets for their scope, and at workgroup scope
on targets without scope bits (gfx900, gfx90a) with none at all, exactly as a plain access.
So a global race within a workgroup is an error only where the code shows it is not such a
handoff; it is a warning where the target has no scope bits (``sc_bits`` not among its
features: any plain access may be a workgroup-scope atomic, unless the code is the kernel
language's, which has no atomics of that kind: Device.compile's; there a plain access against
an atomic stays a warning, as its compare-and-swap loops read plainly first), where both
accesses carry the
bits only atomics and volatile accesses have (sc0 or sc1 on gfx942, whose workgroup-scope
atomics set sc0; glc on a load elsewhere), and where the later wave's such load read the other
wave's such store before (a release seen by an acquire orders what the two waves did around
it). LDS races stay errors (``atomic_*`` on LDS compile to ds_* atomics, which never race).

Two lanes of one store writing the same bytes different values is a warning naming both (the
same value from several lanes, as Triton's reductions store it to LDS, is defined whichever
lane lands last: nothing is said).

    wave 0: ds_write_b32 v1, v2         LDS[v1] = ...
    wave 1: ds_read_b32 v3, v1          -> RaceError: error: read-after-write race on LDS 0x0:
                                           wave 1 lane 0 pc 0x8 'ds_read_b32 v3, v1' after
                                           wave 0 lane 0 pc 0x0 'ds_write_b32 v1, v2' (no
                                           s_barrier between them)
    (with s_waitcnt lgkmcnt(0) and s_barrier between them: nothing)

A report (race_report.py) names both accesses (wave, lane, PC, instruction, source line where
the code has a line table), its kind (read-after-write, write-after-read, write-after-write) and severity:
error within a workgroup (LDS or global), warning across workgroups and for two lanes of one
instruction, note for a write of the value the bytes already hold. Reports are kept once per
pair of PCs (and kind); one whose either instruction's source line carries the comment
``gcnsim: allow race`` is dropped. ``races=True`` stops the launch with a RaceError at the first
error (warnings and notes are kept); ``races="warn"`` collects them all.

The detector takes the checker's place and passes every hook on to it (the dynamic checker or
adversarial timing: the two compose). Per block it wraps only the memory instructions' steps
and ``s_barrier``: before a memory step runs, the accesses it is about to make
(emu/race_shadow.py: from the step's own addressing function, since DeviceMemory.watch sees
addresses without the waves, lanes and instruction they belong to) are checked with numpy over
their lanes against a shadow, and recorded in it:

    Shadow bound: 42 bytes per dword (the last writer and two readers: wave, barrier interval,
    instruction, lane, bytes touched) of each 1 KiB line an access touched: for global memory
    the lines the launch touches (kept for the launch), for LDS those of the batch running;
    and 8 bytes per wave of the launch (its workgroup).

Two readers of different waves are kept per dword, so a write finds another wave's read in its
interval whenever there was one (one of the two differs from the writer); byte masks tell
sub-dword accesses to one dword apart (a dword keeps its last writer's bytes). Scratch, GDS and
the instructions that are not plain loads, stores and atomics (format loads, ds_append, GWS)
are not tracked.
"""
import sys
from bisect import insort
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..errors import GcnsimError
from ..semantics.smem import ScalarAccess
from ..semantics.vmem import VectorAccess
from .executor import loop_trips
from .race_report import (GUESS, LANES, MARKED, NO_BARRIER, RANK, RAW, SYNCED, UNMARKED,
                          WAR, WAW, WORKGROUPS, Access, RaceError, RaceReport)
from .race_shadow import LINE_BITS, Accesses, Shadow, accesses, dwords, repeats

ALLOW = "gcnsim: allow race"
MAX_REPORTS = 1000
MODES = {True: "error", "warn": "warn"}


@dataclass(frozen=True)
class Site:
    """An instruction accesses come from."""
    pc: int
    text: str
    source: object
    atomic: bool
    marked: bool                # atomic, or cache bits only atomics and volatile have


class RaceDetector:
    """Finds races while a launch runs, in the place of its checker ``inner`` (``hook``),
    which it passes every hook on to. ``mode``: True (raise a RaceError at the first error)
    or "warn" (collect); ``reports`` holds what it found, ``suppressed`` counts the reports
    ``gcnsim: allow race`` dropped, errors first, then warnings, then notes, each kind in the
    order found."""

    def __init__(self, mode=True):
        if mode not in MODES:
            raise ValueError(f"races must be True, 'warn' or False, not {mode!r}")
        self.mode = MODES[mode]
        self.reports, self.suppressed, self._seen = [], 0, set()
        self.hook(None)

    def hook(self, inner):
        """This detector, with fresh shadows, in the place of the launch's checker ``inner``.
        The reports stay: a timed launch that runs again for the clock (timing/record.py
        restart) runs without its checkers the second time."""
        self.inner = inner
        self.sites, self._site_of, self.site_atomic = [], {}, np.zeros(0, bool)
        self.site_marked = np.zeros(0, bool)
        self.memory = None              # global memory's Shadow, the whole launch
        self.lds, self.st, self.executor, self.epoch = None, None, None, None
        self.group_of = np.zeros(0, np.int64)   # global wave id -> launch-wide workgroup
        self._groups = 0
        self._blocks, self._lines = {}, {}
        self._synced = set()            # (wave, wave): an acquire of one saw the other's release
        return self

    # ---- the executor's checker hooks ---------------------------------------------------------
    @property
    def per_block(self):
        return self.inner is None or getattr(self.inner, "per_block", False)

    @property
    def native_blocks(self):
        return self.inner is None or getattr(self.inner, "native_blocks", False)

    def issue(self, executor, entry, w, idx):
        if self.inner is not None:
            self.inner.issue(executor, entry, w, idx)
        if _watched(entry):
            self._batch(executor)
            self._observe(entry, w)

    def begin(self, executor, block, w):
        steps = block.steps if self.inner is None else self.inner.begin(executor, block, w)
        self._batch(executor)
        given, wrapped = self._blocks.get(block, (None, None))
        if given is not steps:          # an inner checker builds its steps once per block
            wrapped = tuple(self._wrap(entry, step) if _watched(entry) else step
                            for entry, step in zip(block.entries, steps))
            self._blocks[block] = (steps, wrapped)
        return wrapped

    def ran(self, executor, block, count, w, idx):
        if self.inner is not None:
            self.inner.ran(executor, block, count, w, idx)

    def loop_trips(self, executor, block, idx):
        """A compiled loop's trips (native/tier.py) hold no memory instruction or barrier
        (their wrapped steps keep them out of native segments): as many as ``inner`` allows."""
        return sys.maxsize if self.inner is None else loop_trips(self.inner, executor, block, idx)

    def looped(self, executor, block, taken, idx):
        if self.inner is not None:
            self.inner.looped(executor, block, taken, idx)

    def waitcnt(self, st, w, counts):
        if self.inner is not None:
            self.inner.waitcnt(st, w, counts)

    def _wrap(self, entry, step):
        def run(st, w, env):
            self._observe(entry, w)
            return step(st, w, env)
        return run

    # ---- batches and instructions -------------------------------------------------------------
    def _batch(self, executor):
        """Start the shadow of a new batch's LDS, barrier intervals and workgroups."""
        if executor.st is self.st:
            return
        st = self.st = executor.st
        self.executor = executor
        self.lds = Shadow(executor.env.lds.size >> (LINE_BITS + 2) if executor.env.lds
                          is not None else 0)
        if self.memory is None:         # room for the lines of every allocation
            self.memory = Shadow(sum(a.size for a in executor.env.memory.allocations)
                                 >> (LINE_BITS + 2))
        self.epoch = np.zeros(st.n, np.int32)
        ids = np.asarray(executor.wave_ids, np.int64)
        if ids.size and int(ids.max()) >= self.group_of.size:
            grown = np.full(max(int(ids.max()) + 1, 2 * self.group_of.size), -1, np.int64)
            grown[:self.group_of.size] = self.group_of
            self.group_of = grown
        self.group_of[ids] = self._groups + st.workgroup
        self._groups += int(st.workgroup.max()) + 1 if st.n else 0

    def _site(self, entry, atomic):
        k = self._site_of.get(entry.pc)
        if k is None:
            code = self.executor.code
            k = self._site_of[entry.pc] = len(self.sites)
            marked = atomic or _marked_atomic(entry, code.target)
            self.sites.append(Site(entry.pc, entry.text(code.target), code.source(entry.pc),
                                   atomic, marked))
            self.site_atomic = np.append(self.site_atomic, atomic)
            self.site_marked = np.append(self.site_marked, marked)
        return k

    def _observe(self, entry, w):
        """Check and record the accesses ``entry`` is about to make for waves ``w``."""
        st, env = self.st, self.executor.env
        if entry.inst.op.name == "s_barrier":
            self.epoch[w] += 1
            return
        for acc in accesses(entry.step, st, w, env):
            if acc.wave.size:
                self._check(acc, self._site(entry, acc.atomic), env)

    # ---- checking one instruction's accesses --------------------------------------------------
    def _check(self, acc, site, env):
        """Report the races of ``acc`` (the Accesses of instruction ``site``) and record it."""
        row, dword, mask = dwords(acc.addr, acc.size)
        wave = np.asarray(self.executor.wave_ids, np.int64)[acc.wave[row]]
        shadow = self.lds if acc.space == "LDS" else self.memory
        rows = _Rows(acc, site, env, row, dword, mask, wave, self.group_of[wave],
                     self.epoch[acc.wave[row]], shadow.index(dword))
        if acc.write and not acc.atomic:
            self._same_step(rows)
        self._against_writer(rows, shadow.f)
        if acc.write:
            for slot in ("r1", "r2"):
                self._against_reader(rows, shadow.f, slot)
            _record_write(rows, shadow.f)
        else:
            self._record_read(rows, shadow.f)

    def _against_writer(self, r, f):
        """Read-after-write and write-after-write against each dword's last writer."""
        ww = f["w_wave"][r.at] - 1
        hit = (ww >= 0) & (ww != r.wave) & ((f["w_mask"][r.at] & r.mask) != 0)
        if not hit.any():
            return
        # a dword no wave wrote holds no site: read the writer's only where ``hit`` has one
        atomic = np.zeros(hit.size, bool)
        atomic[hit] = self.site_atomic[f["w_site"][r.at[hit]]]
        near = hit & (self.group_of[np.maximum(ww, 0)] == r.group)
        if self.site_marked[r.site] and not r.acc.write:    # an acquire seeing a release
            seen = near & self.site_marked[np.where(hit, f["w_site"][r.at], r.site)]
            self._synced.update(zip(r.wave[seen].tolist(), ww[seen].tolist()))
        hit &= ~(atomic & r.acc.atomic)                  # atomics never race each other
        near &= hit
        far = hit & ~near & r.acc.write & ~atomic & ~r.acc.atomic
        near &= f["w_epoch"][r.at] == r.epoch
        self._near(r, f, near, "w", WAW if r.acc.write else RAW, ww)
        self._found(r, f, far, "w", WAW, WORKGROUPS, "warning")

    def _against_reader(self, r, f, slot):
        """Write-after-read against one of each dword's readers."""
        rw = f[f"{slot}_wave"][r.at] - 1
        hit = ((rw >= 0) & (rw != r.wave) & ((f[f"{slot}_mask"][r.at] & r.mask) != 0)
               & (f[f"{slot}_epoch"][r.at] == r.epoch))
        if hit.any():
            hit &= self.group_of[np.maximum(rw, 0)] == r.group
            if r.acc.atomic:                             # atomics never race each other
                hit[hit] = ~self.site_atomic[f[f"{slot}_site"][r.at[hit]]]
            self._near(r, f, hit, slot, WAR, rw)

    def _near(self, r, f, hit, slot, kind, other):
        """Report races ``hit`` marks within a workgroup: errors, but in global memory a
        warning where an atomic orders the two waves (the later one's acquire saw the other's
        release) or where the target's workgroup-scope atomics are plain accesses."""
        code = self.executor.code
        if r.acc.space == "LDS" or not code.target.has("sc_bits") and \
                code.compiler != "gcnsim.lang":
            self._found(r, f, hit, slot, kind, *self._plain_near(r))
            return
        if not hit.any():
            return
        if not code.target.has("sc_bits"):      # the kernel language's: atomics are atomics
            atomic = np.zeros(hit.size, bool)
            atomic[hit] = r.acc.atomic | self.site_atomic[f[f"{slot}_site"][r.at[hit]]]
            self._found(r, f, hit & atomic, slot, kind, GUESS, "warning")
            self._found(r, f, hit & ~atomic, slot, kind, NO_BARRIER, "error")
            return
        pairs = zip(r.wave.tolist(), other.tolist())
        synced = np.array([p in self._synced or p[::-1] in self._synced for p in pairs], bool)
        marked = np.zeros(hit.size, bool)
        if self.site_marked[r.site]:
            marked[hit] = self.site_marked[f[f"{slot}_site"][r.at[hit]]]
        self._found(r, f, hit & marked, slot, kind, MARKED, "warning")
        self._found(r, f, hit & ~marked & synced, slot, kind, SYNCED, "warning")
        self._found(r, f, hit & ~marked & ~synced, slot, kind, NO_BARRIER, "error")

    def _record_read(self, r, f):
        """Keep the reads as readers: in the first slot where it is stale (another barrier
        interval or workgroup) or the same wave's, else in the second (where a read of this
        step took the first, the rows of other waves)."""
        r1 = f["r1_wave"][r.at] - 1
        stale = (r1 < 0) | (f["r1_epoch"][r.at] != r.epoch) | (r1 == r.wave)
        stale |= self.group_of[np.maximum(r1, 0)] != r.group
        _keep(r, f, "r1", np.flatnonzero(stale))
        if repeats(r.dword):
            second = np.flatnonzero(f["r1_wave"][r.at] - 1 != r.wave)
        else:
            second = np.flatnonzero(~stale)
        _keep(r, f, "r2", second)

    def _same_step(self, r):
        """Write-after-write between the rows of one store: of two waves (as any two
        accesses) or of two lanes of one wave."""
        if not repeats(r.dword):
            return
        order = np.lexsort((r.wave, r.dword))
        d, m = r.dword[order], r.mask[order]
        twin = np.nonzero((d[1:] == d[:-1]) & ((m[1:] & m[:-1]) != 0))[0]
        if not twin.size:
            return
        a, b = order[twin], order[twin + 1]
        same_wave = r.wave[a] == r.wave[b]
        near = ~same_wave & (r.group[a] == r.group[b])
        why_near, near_severity = self._plain_near(r)
        for pick, why, severity in ((same_wave, LANES, "warning"),
                                    (near, why_near, near_severity),
                                    (~same_wave & ~near, WORKGROUPS, "warning")):
            if pick.any():
                j, k = a[pick][0], b[pick][0]
                same = self._same_bytes(r, r.row[a[pick]], r.row[b[pick]])
                if same and why == LANES:
                    continue        # one value from several lanes: what lands is defined
                first = self._access(int(r.wave[j]), int(r.acc.lane[r.row[j]]), r.site)
                self._emit(r, WAW, why, "note" if same else severity, first, k)

    def _plain_near(self, r):
        """(why, severity) of a race within a workgroup between the rows of one instruction:
        an error, but a warning in global memory where the code may be an atomic (see the
        module docstring)."""
        if r.acc.space == "LDS":
            return NO_BARRIER, "error"
        code = self.executor.code
        if not code.target.has("sc_bits"):
            return (NO_BARRIER, "error") if code.compiler == "gcnsim.lang" else \
                (UNMARKED, "warning")
        return (MARKED, "warning") if self.site_marked[r.site] else (NO_BARRIER, "error")

    def _found(self, r, f, hit, slot, kind, why, severity):
        """Report the races ``hit`` marks, once per instruction of the earlier access."""
        sel = np.nonzero(hit)[0]
        if not sel.size:
            return
        sites = f[f"{slot}_site"][r.at[sel]]
        for site in np.unique(sites).tolist():
            rows = sel[sites == site]
            j = rows[0]
            level = severity
            if kind == WAW and self._same_value(r, np.unique(r.row[rows])):
                level = "note"
            at = r.at[j]
            first = self._access(int(f[f"{slot}_wave"][at]) - 1, int(f[f"{slot}_lane"][at]), site)
            self._emit(r, kind, why, level, first, j)

    def _access(self, wave, lane, site):
        s = self.sites[site]
        return Access(wave, lane, s.pc, s.text, s.source)

    def _emit(self, r, kind, why, severity, first, j):
        """One report (unless its pair of instructions and kind has one) for dword row ``j``."""
        second = self._access(int(r.wave[j]), int(r.acc.lane[r.row[j]]), r.site)
        key = (first.pc, second.pc, kind, why)
        if key in self._seen:
            return
        self._seen.add(key)
        address = 4 * int(r.dword[j]) + (int(r.mask[j]) & -int(r.mask[j])).bit_length() - 1
        if r.acc.space == "LDS":
            address %= max(1, r.env.lds.shape[1])
        report = RaceReport(kind, severity, r.acc.space, address, first, second, why)
        if self._allowed(first.source) or self._allowed(second.source):
            self.suppressed += 1
            return
        if len(self.reports) < MAX_REPORTS:     # errors first, then warnings, then notes
            insort(self.reports, report, key=lambda r: RANK[r.severity])
        if self.mode == "error" and severity == "error":
            raise RaceError(report)

    def _allowed(self, source):
        """Whether the source line carries ``gcnsim: allow race``."""
        if source is None:
            return False
        lines = self._lines.get(source.file)
        if lines is None:
            try:
                lines = Path(source.file).read_text(errors="replace").splitlines()
            except OSError:
                lines = []
            self._lines[source.file] = lines
        return 0 < source.line <= len(lines) and ALLOW in lines[source.line - 1]

    # ---- same values --------------------------------------------------------------------------
    def _same_value(self, r, rows):
        """Whether the access rows ``rows`` write the bytes memory holds already."""
        if r.acc.data is None:
            return False
        new = r.acc.data(rows)
        span = r.acc.addr[rows][:, None] + np.arange(r.acc.size)
        try:
            if r.acc.space == "LDS":
                old = r.env.lds.reshape(-1)[span]
            else:
                old = r.env.memory.load_bytes(r.acc.addr[rows].astype(np.uint64), r.acc.size)
        except (GcnsimError, IndexError):
            return False
        return bool(np.array_equal(new, old))

    def _same_bytes(self, r, a, b):
        """Whether access rows ``a`` and ``b`` write the same bytes at the same address."""
        if r.acc.data is None or (r.acc.addr[a] != r.acc.addr[b]).any():
            return False
        return bool(np.array_equal(r.acc.data(a), r.acc.data(b)))


@dataclass
class _Rows:
    """The dword rows of one Accesses: its access row, dword, byte mask, global wave id,
    workgroup, barrier interval and shadow index each."""
    acc: Accesses
    site: int
    env: object
    row: np.ndarray
    dword: np.ndarray
    mask: np.ndarray
    wave: np.ndarray
    group: np.ndarray
    epoch: np.ndarray
    at: np.ndarray


def _keep(r, f, slot, sel):
    """Rows ``sel`` as the dwords' reader ``slot``."""
    at = r.at[sel]
    f[f"{slot}_wave"][at] = r.wave[sel] + 1
    f[f"{slot}_epoch"][at] = r.epoch[sel]
    f[f"{slot}_site"][at] = r.site
    f[f"{slot}_lane"][at] = r.acc.lane[r.row[sel]]
    f[f"{slot}_mask"][at] = r.mask[sel]


def _record_write(r, f):
    """The rows as their dwords' last writer (the last lane of a dword wins, as in memory);
    the readers before it are forgotten (a later writer races with this one first)."""
    f["w_wave"][r.at] = r.wave + 1
    f["w_epoch"][r.at] = r.epoch
    f["w_site"][r.at] = r.site
    f["w_lane"][r.at] = r.acc.lane[r.row]
    f["w_mask"][r.at] = r.mask
    f["r1_wave"][r.at] = 0
    f["r2_wave"][r.at] = 0


def _marked_atomic(entry, target):
    """Whether a global load or store carries the cache bits LLVM's SIMemoryLegalizer sets only
    for atomics and volatile accesses: on targets with scope bits (``sc_bits``: sc0 = glc,
    sc1 = scc) either of them, which every atomic of workgroup scope or wider has; elsewhere
    glc on a load (an atomic load of agent or system scope)."""
    f = entry.inst.fields
    if target.has("sc_bits"):
        return bool(f.get("glc", 0) or f.get("scc", 0))
    return bool(f.get("glc", 0)) and isinstance(entry.step, VectorAccess) and (
        entry.step.kind == "load")


def _watched(entry):
    """Whether the detector sees ``entry`` run: memory accesses it tracks and s_barrier."""
    return isinstance(entry.step, (VectorAccess, ScalarAccess)) or (
        entry.inst.op.name == "s_barrier")

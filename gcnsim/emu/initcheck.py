"""Uninitialised reads (``init=True``, ``gcnsim run --init``): a register, LDS byte or device
memory byte read before anything gave it a value, reported as a warning with its location.

Shadow state says what has been written; reads are checked against it before each
instruction runs (the checker runs one instruction at a time, passing on to the launch's own
checker):

- registers: a bit per SGPR (s0..s105, VCC, M0) per wave and a lane mask per VGPR and AGPR
  per wave, set by the dispatch's initial state (emu/hsa.py: user and system SGPRs, work-item
  ids, M0, EXEC; found by running the batch's initializer over two fillers and keeping what
  it changed) and by every write; a read in an active lane of a VGPR lane, or of an SGPR, no
  write set is reported (SCC, EXEC's own history and trap registers are not tracked);
  v_writelane (clang's SGPR spills) reads no lane of its vdst and writes the lane it selects;
- LDS: a byte per LDS byte of each workgroup, set by its DS stores and atomics; a DS read of a
  byte no wave of the workgroup wrote is reported (LDS is not cleared between workgroups on
  the hardware: what it holds is another workgroup's or nothing);
- scratch (private memory: ``local_array``, spills): a byte per byte of the launch's scratch,
  all unwritten as each batch starts (its waves get the slots of the batch before); a load of
  a byte no store of the batch wrote is reported;
- device memory: a byte per byte of the allocations made without contents (``dev.empty``),
  cleared by host writes and by the stores of launches with init on; a load of a byte still
  set is reported. A launch without init= that stored since is not seen: the allocations
  then count as written (DeviceMemory.unwritten is dropped).

So the shadow is bounded by what a launch holds anyway: 1/32 of the VGPR file, 1/4 of the
SGPR file, a byte per LDS byte and a byte per byte of the empty buffers. Each report is kept
once per (kind, PC, register) with its first wave and lane, and counted.

    v_add_u32 v3, v2, v1           (v2 never written)  ->  k.cl:7:5: wave 0 pc 0x1c
        'v_add_u32_e32 v3, v2, v1': lane 0 reads v2 before the wave wrote it (the dispatch
        does not set it)

Not tracked: LDS written through FLAT or buffer/global LDS loads, ds_append/consume, GDS, and
lanes a DPP or readlane source reads beside the active ones.
"""
from dataclasses import dataclass, replace

import numpy as np

from ..isa.issue import SMEM
from ..isa.operands import EXEC, M0, VCC
from ..isa.record import AGPR, SGPR, SPECIAL, VGPR
from ..semantics.memop import DS_WIDTHS, WIDTHS
from ..semantics.operands import AGPR_BASE, literal_of, roles, scalar_reader

TRACKED_SPECIAL = {VCC, VCC + 1, M0}
FIRST_LANE = ("v_readfirstlane_b32",)
WRITE_LANE = ("v_writelane_b32",)
SGPR_LIMIT = 106                # s0..s105; VCC and M0 by name
FILLERS = (0x5A5A5A5A, 0xA5A5A5A5)
NO_STORAGE = ("ds_swizzle", "ds_permute", "ds_bpermute", "ds_nop", "ds_append", "ds_consume",
              "ds_gws", "ds_ordered", "ds_read_addtid", "ds_write_addtid", "ds_condxchg")


@dataclass
class InitReport:
    """One uninitialised read: ``kind`` (sgpr, vgpr, lds, memory), where (source line, wave,
    PC, instruction), ``lane`` (None for a scalar read), what was read, and ``count``: the
    distinct waves that read it (a wave reading it again, as in a loop, is not counted
    again)."""
    kind: str
    where: str
    lane: object
    what: str
    count: int = 1

    def __str__(self):
        lane = f"lane {self.lane} " if self.lane is not None else ""
        times = f" ({self.count} waves)" if self.count > 1 else ""
        return f"warning: [uninitialised-{self.kind}] {self.where}: {lane}{self.what}{times}"

    def as_dict(self):
        return {"kind": self.kind, "where": self.where, "lane": self.lane, "what": self.what,
                "count": self.count}


@dataclass(frozen=True)
class Plan:
    """What one instruction reads and writes, as the shadow state sees it: per operand
    (SGPR numbers or st.v columns, its name)."""
    sgpr_reads: tuple
    sgpr_writes: tuple
    vgpr_reads: tuple
    vgpr_writes: tuple
    lds: tuple = ()             # ("read" | "write", address column, ((offset, bytes), ...))
    first_lane: bool = False    # reads its VGPR in the first active lane only
    lane_select: object = None  # v_writelane: reader(st, waves) of the one lane it writes


def plan(entry, target):
    """The Plan of an emu Entry. A read is one operand's registers together: it is reported
    when none of them was written (compiled code reads register pairs with an undefined half,
    as LLVM's undef: v_mad_u64_u32's addend, s_bfe_i64 of a 32-bit value)."""
    record = entry.inst.record(target)
    regs = {"sr": [], "sw": [], "vr": [], "vw": []}
    keeps_old = _dpp_keeps_old(record)
    writes_lane = entry.inst.op.name in WRITE_LANE      # one lane, the others left as they are
    for o in record.operands:
        if not o.is_register:
            continue
        if o.read and o.written and o.role == "vdst" and (not keeps_old or writes_lane):
            o = replace(o, read=False)
        scalar = [o.index + k for k in range(o.width)
                  if o.cls == SGPR and o.index + k < SGPR_LIMIT
                  or o.cls == SPECIAL and o.index + k in TRACKED_SPECIAL]
        vector = [o.index + k + (AGPR_BASE if o.cls == AGPR else 0) for k in range(o.width)
                  if o.cls in (VGPR, AGPR)]
        name = _operand_name(o)
        if scalar:
            _add(regs, "s", o, tuple(scalar), name)
        if vector:
            _add(regs, "v", o, tuple(vector), name)
    for name, regs_of in (("vcc", (VCC, VCC + 1)), ("m0", (M0,))):
        if name in record.implicit_reads:
            regs["sr"].append((regs_of, name))
        if name in record.implicit_writes:
            regs["sw"].append((regs_of, name))
    select = None
    if writes_lane:
        lane = roles(entry.inst, target)["src1"]
        select = scalar_reader(target, lane.enc, 1, literal_of(lane))
    return Plan(tuple(regs["sr"]), tuple(regs["sw"]), tuple(regs["vr"]), tuple(regs["vw"]),
                _lds_access(entry.inst, record), entry.inst.op.name in FIRST_LANE, select)


def _dpp_keeps_old(record):
    """Whether a DPP instruction's result keeps the old vdst in some lane: not with every row
    and bank enabled and bound_ctrl set (an invalid source lane then reads 0)."""
    modifiers = dict(record.modifiers)
    if "dpp_ctrl" not in modifiers:
        return True
    return not (modifiers.get("row_mask") == modifiers.get("bank_mask") == 0xF
                and modifiers.get("bound_ctrl"))


def _add(regs, file, operand, registers, name):
    if operand.read:
        regs[file + "r"].append((registers, name))
    if operand.written:
        regs[file + "w"].append((registers, name))


def _operand_name(o):
    if o.cls == SPECIAL:
        return _sgpr_name(o.index) if o.width == 1 else {VCC: "vcc"}.get(o.index, "?")
    letter = {SGPR: "s", VGPR: "v", AGPR: "a"}[o.cls]
    if o.width == 1:
        return f"{letter}{o.index}"
    return f"{letter}[{o.index}:{o.index + o.width - 1}]"


def _sgpr_name(index):
    return {VCC: "vcc_lo", VCC + 1: "vcc_hi", M0: "m0"}.get(index, f"s{index}")


def _lds_access(inst, record):
    """("read" | "write", address VGPR column, ((offset, bytes), ...)) of a DS instruction on
    the LDS, or ()."""
    name = inst.op.name
    modifiers = dict(record.modifiers)
    if not name.startswith("ds_") or modifiers.get("gds") or name.startswith(NO_STORAGE) \
            or "_src2_" in name:
        return ()
    ops = {o.role: o for o in record.operands}
    if "addr" not in ops:
        return ()
    verb, _, tail = name[3:].partition("_")
    if verb in ("read2", "read2st64", "write2", "write2st64"):
        size = 4 if tail == "b32" else 8
        scale = size * (64 if verb.endswith("st64") else 1)
        parts = tuple((ops[f"offset{j}"].value * scale, size) for j in (0, 1))
    elif verb in ("read", "write"):
        parts = ((ops["offset"].value, _ds_bytes(tail)),)
    elif "data0" in ops:                # an atomic: its data's width
        parts = ((ops["offset"].value, 4 * ops["data0"].width),)
    else:
        return ()
    kind = "read" if verb.startswith("read") else "write"
    return kind, ops["addr"].index, parts


def _ds_bytes(tail):
    return WIDTHS[DS_WIDTHS[tail]].size


@dataclass
class Shadow:
    """One batch's register shadow: SGPRs written (waves, SGPR file) and, per VGPR column, the
    lanes written (waves, columns) as lane masks."""
    sgprs: np.ndarray
    vgprs: np.ndarray
    lds: np.ndarray = None      # bool (workgroups, LDS bytes): written


class InitCheck:
    """The launch's init checker: wraps the launch's own checker (``inner``, or None) and
    its batch initializer; ``memory`` is the DeviceMemory whose empty allocations it watches."""
    per_block = False
    native_blocks = False

    def __init__(self, memory, inner=None):
        self.memory = memory
        self.inner = inner
        self.plans = {}
        self.shadow = None
        self.reports = {}           # (kind, pc, what) -> InitReport
        self.readers = {}           # (kind, pc, what) -> the global ids of the waves that read
        self.current = None         # (executor, entry, idx) of the instruction running
        self.watched = None
        self.scratch = None         # (address, bool per byte not yet written) of the scratch

    def __getattr__(self, name):        # what the launch's checker offers besides
        inner = self.__dict__.get("inner")
        if inner is None:
            raise AttributeError(name)
        return getattr(inner, name)

    def initializer(self, init):
        """``init`` for the dispatcher: the batch's initial state, and its shadow."""
        def tracked(st, batch, env):
            keep = np.array(st.s[:, EXEC:EXEC + 2])
            sgprs = np.zeros(st.s.shape, bool)
            vgprs = np.zeros(st.v.shape[:2], np.uint64)
            for filler in FILLERS:
                st.s.fill(filler)
                st.v.fill(filler)
                init(st, batch, env)
                sgprs |= st.s != np.uint32(filler)
                vgprs |= _lane_masks(st.v != np.uint32(filler))
            st.s.fill(0)
            st.v.fill(0)
            st.s[:, EXEC:EXEC + 2] = keep
            init(st, batch, env)
            lds = None if env.lds is None else np.zeros(env.lds.shape, bool)
            self.shadow = Shadow(sgprs, vgprs, lds)
            if env.scratch_bytes:
                self.scratch = (env.scratch_base, np.ones(env.scratch_bytes, bool))
        return tracked

    def start(self):
        """Watch device memory (its stores clear the shadow of empty allocations)."""
        memory = self.memory
        if memory.stores != memory.unwritten_stores:
            memory.unwritten.clear()        # a launch without init= stored: not known where
        self.watched = memory.watch
        memory.watch = self._memory_access

    def stop(self):
        """Stop watching; the InitReports found, in order of PC."""
        memory = self.memory
        memory.watch = self.watched
        memory.unwritten_stores = memory.stores
        return sorted(self.reports.values(), key=lambda r: (r.where, r.kind))

    def waitcnt(self, st, w, counts):
        """An s_waitcnt: the launch's own checker hears of it."""
        if self.inner is not None:
            self.inner.waitcnt(st, w, counts)

    def issue(self, executor, entry, w, idx):
        if self.inner is not None:
            self.inner.issue(executor, entry, w, idx)
        self.current = (executor, entry, idx)
        step_plan = self.plans.get(entry.pc)
        if step_plan is None:
            step_plan = self.plans[entry.pc] = plan(entry, executor.code.target)
        st, shadow = executor.st, self.shadow
        lanes = _lanes(st, idx)
        for registers, name in step_plan.sgpr_reads:
            unset = ~shadow.sgprs[idx][:, registers].any(axis=1)
            if unset.any():
                self._report("sgpr", None, int(np.argmax(unset)), f"reads {name} before the "
                             "wave wrote it (the dispatch does not set it)", unset)
        reading = _first(lanes) if step_plan.first_lane else lanes
        for columns, name in step_plan.vgpr_reads:
            written = np.bitwise_or.reduce(shadow.vgprs[idx][:, columns], axis=1)
            unset = reading & ~_bools(written)
            if unset.any():
                wave, lane = np.argwhere(unset)[0]
                self._report("vgpr", int(lane), int(wave), f"reads {name} before the wave "
                             "wrote it (the dispatch does not set it)", unset.any(axis=1))
        if step_plan.lds:
            self._lds(st, idx, lanes, step_plan.lds)
        for registers, _ in step_plan.sgpr_writes:
            shadow.sgprs[np.ix_(idx, registers)] = True
        if step_plan.lane_select is None:
            masks = _lane_masks(lanes)[:, None]
        else:                               # v_writelane: its lane whatever EXEC says
            lane = np.asarray(step_plan.lane_select(st, idx), np.uint64) & np.uint64(63)
            masks = np.broadcast_to(np.uint64(1) << lane, (len(idx),))[:, None]
        for columns, _ in step_plan.vgpr_writes:
            shadow.vgprs[np.ix_(idx, columns)] |= masks

    def _lds(self, st, idx, lanes, access):
        kind, column, parts = access
        rows = st.workgroup[idx]
        written = self.shadow.lds
        if written is None or not written.shape[1]:
            return
        base = st.v[idx, column].astype(np.int64)
        for offset, size in parts:
            for k in range(size):
                at = base + offset + k
                ok = lanes & (at >= 0) & (at < written.shape[1])
                where = np.nonzero(ok)
                if kind == "write":
                    written[rows[where[0]], at[where]] = True
                    continue
                unset = np.zeros_like(ok)
                unset[where] = ~written[rows[where[0]], at[where]]
                if unset.any():
                    wave, lane = np.argwhere(unset)[0]
                    self._report("lds", int(lane), int(wave), f"reads LDS byte "
                                 f"{int(at[wave, lane])} that no wave of its workgroup wrote",
                                 unset.any(axis=1))
                    return

    def _memory_access(self, addrs, size, stored):
        if self.watched is not None:
            self.watched(addrs, size, stored)
        unwritten = list(self.memory.unwritten.items())
        if self.scratch is not None:
            unwritten.append(self.scratch)
        if not unwritten:
            return
        addrs = np.asarray(addrs, np.uint64).reshape(-1)
        for start, bytes_ in unwritten:
            inside = (addrs >= np.uint64(start)) & (addrs < np.uint64(start + bytes_.size))
            if not inside.any():
                continue
            at = (addrs[inside] - np.uint64(start)).astype(np.int64)
            span = np.minimum(at[:, None] + np.arange(size), bytes_.size - 1)
            if stored:
                bytes_[span] = False
            elif bytes_[span].any():
                first = int(np.nonzero(inside)[0][np.argmax(bytes_[span].any(axis=1))])
                self._memory_report(first, int(addrs[first]), start)

    def _memory_report(self, first, address, start):
        executor, entry, idx = self.current
        lanes = np.argwhere(_lanes(executor.st, idx))
        wave, lane = (lanes[first] if first < len(lanes) and entry.cls != SMEM
                      else (min(first, idx.size - 1), None))
        if self.scratch is not None and start == self.scratch[0]:
            self._report("scratch", None if lane is None else int(lane), int(wave),
                         f"loads private (scratch) byte 0x{address - start:x} that the wave "
                         "did not store (a local_array element or spill slot never written)")
            return
        self._report("memory", None if lane is None else int(lane), int(wave),
                     f"loads 0x{address:x} (allocation 0x{start:x} + {address - start}), "
                     "which neither the host nor a kernel wrote (an empty buffer)")

    def _report(self, kind, lane, wave, what, reading=None):
        """Report (or count the waves of) an uninitialised read by batch row ``wave`` (and the
        rows ``reading`` marks, a bool per row of the instruction's waves)."""
        executor, entry, idx = self.current
        key = (kind, entry.pc, what.split(" ")[1] if kind != "memory" else "")
        rows = idx[[wave]] if reading is None else idx[np.flatnonzero(reading)]
        readers = self.readers.setdefault(key, set())
        readers.update(np.asarray(executor.wave_ids)[rows].tolist())
        if key in self.reports:
            self.reports[key].count = len(readers)
            return
        where = executor.code.where(entry.pc, int(executor.wave_ids[idx[wave]]))
        self.reports[key] = InitReport(kind, where, lane, what, len(readers))


def _lanes(st, idx):
    """Active lanes (waves of idx, 64) as bools."""
    exec_ = st.s[idx, EXEC].astype(np.uint64) | st.s[idx, EXEC + 1].astype(np.uint64) << 32
    return _bools(exec_)


def _first(lanes):
    """Only the first active lane of each wave."""
    first = np.zeros_like(lanes)
    first[np.arange(lanes.shape[0]), np.argmax(lanes, axis=1)] = True
    return first & lanes


def _bools(masks):
    return ((masks[:, None] >> np.arange(64, dtype=np.uint64)) & np.uint64(1)).astype(bool)


def _lane_masks(bools):
    """(..., 64) bools -> (...) uint64 lane masks."""
    weights = np.uint64(1) << np.arange(64, dtype=np.uint64)
    return (bools.astype(np.uint64) * weights).sum(axis=-1, dtype=np.uint64)

"""The R700 clause machine: runs a decoded program (disasm.Program) for one thread group on one
SIMD, its waves batched as numpy arrays of shape (waves, 64).

The CF program steps the batch together. Each wave has an active mask, a predicate bit per
lane, AR.X per lane and a stack of saved masks (PUSH, ALU_PUSH_BEFORE; loops keep the lanes
that broke or continued). A CF jump is taken when no lane of the batch is active and a loop
repeats while any is: for every wave that is what it would do alone, since code a wave would
skip runs with none of its lanes active. An ALU clause runs to its end for one even and one odd
wave before the next pair's (the temporaries have one copy per parity), a fetch clause for one
wave before the next's (the LDS is shared). In a VLIW5 group every source is read before any
result is written, PV.x-w and PS carry the vector and trans results to the next group, literals
follow their group. A group that touches the global GPR pool runs
wave by wave in ascending wave id, the order the hardware's stall enforces (the R700 ISA's
section 2.6.1.2), so a later wave sees an earlier wave's write; GprFile counts the stalls.

Registers, the LDS and their rules are gprs.GprFile and lds.Lds; what each ALU opcode computes
is alu.SEMANTICS. Inputs are preloaded into GPRs (where a vertex shader's CALL_FS would fetch
them); EXPORT captures its swizzled GPR per (type, array base), MEM_EXPORT writes a dword
buffer, VTX_READ_* fetches from dword buffers by byte address.

    >>> m = Machine(assemble_program("ALU @a\\nCF_END\\nALU clause starting at a:\\n"
    ...                              "  ADD_INT * T0.X, T0.X, 1,"), group_size=64)
    >>> m.preload(0, np.arange(64, dtype=np.uint32)[None, :, None])
    >>> int(m.run().gprs.read([0], 0, 0)[0, 5])
    6
"""
from dataclasses import dataclass

import numpy as np

from . import alu, isa
from .asm import assemble_program
from .chips import RV770, R700Error
from .disasm import AluGroup, alu_text, cf_text, fetch_text
from .gprs import ADDRESSES, GprFile, IndexMode, Partition
from .lds import WAVE_LANES, Lds

MAX_CF_STEPS = 100_000


class R700RunError(R700Error):
    """A program the clause machine cannot run: names the CF slot, the instruction and why."""


@dataclass
class RunResult:
    exports: dict       # (type, array_base) -> (waves, 64, 4) uint32
    mem: np.ndarray     # MEM_EXPORT's dword buffer
    gprs: GprFile
    lds: Lds
    active: np.ndarray  # (waves, 64) bool at the end
    cf_steps: int

    @property
    def stalls(self):
        return self.gprs.stalls


@dataclass
class _Entry:
    """A stack entry: the mask saved by a push, or a loop's state."""
    mask: np.ndarray
    loop: bool = False
    broken: np.ndarray = None
    cont: np.ndarray = None
    count: int = None
    iteration: int = 0
    index: int = 0
    step: int = 0


class Machine:
    """One thread group of ``group_size`` threads on a SIMD under ``partition`` (by default
    the GPRs the program names, no clause temporaries)."""

    def __init__(self, program, *, group_size=64, partition=None, chip=RV770, buffers=None,
                 constants=None, loop_constants=None, mem_dwords=0):
        self.program = program
        self.cf = {inst.addr: inst for inst in program.cf}
        nwaves = -(-group_size // WAVE_LANES)
        partition = partition or default_partition(program, chip)
        self.lds = Lds(group_size)             # refuses a group size outside 1-1024 first
        self.waves = np.arange(nwaves)
        self.gprs = GprFile(partition, nwaves)
        lanes = np.arange(nwaves * WAVE_LANES).reshape(nwaves, WAVE_LANES)
        self.active = lanes < group_size
        self.pred = np.zeros_like(self.active)
        self.ar_x = np.zeros(self.active.shape, np.int64)
        self.pv = np.zeros((4,) + self.active.shape, np.uint32)
        self.ps = np.zeros(self.active.shape, np.uint32)
        self.stack = []
        self.buffers = {k: np.asarray(v, np.uint32) for k, v in (buffers or {}).items()}
        self.constants = {k: np.asarray(v, np.uint32).reshape(-1, 4)
                          for k, v in (constants or {}).items()}
        self.kcache = {}
        self.loop_constants = loop_constants or {}
        self.mem = np.zeros(mem_dwords, np.uint32)
        self.exports = {}

    def preload(self, sel, values):
        """Set private GPR ``sel`` of every wave: ``values`` broadcast to (waves, 64, 4)."""
        values = np.broadcast_to(np.asarray(values, np.uint32), self.active.shape + (4,))
        for chan in range(4):
            self.gprs.write(self.waves, sel, chan, values[..., chan])

    def run(self, max_cf_steps=MAX_CF_STEPS):
        pc, steps = 0, 0
        while pc is not None:
            if pc not in self.cf:
                raise R700RunError(f"CF slot {pc}: the program has no CF instruction there "
                                   "(it ran past its end without CF_END)")
            steps += 1
            if steps > max_cf_steps:
                raise R700RunError(f"the program ran past {max_cf_steps} CF instructions "
                                   f"(at CF slot {pc}: a loop that never ends?)")
            inst = self.cf[pc]
            try:
                pc = self._cf(inst)
            except R700Error as err:
                raise type(err)(f"CF slot {inst.addr} ({cf_text(inst)}): {err}") from None
        return RunResult(self.exports, self.mem, self.gprs, self.lds, self.active, steps)

    # -- control flow ----------------------------------------------------------------------
    def _cf(self, inst):
        f, name, nxt = inst.fields, inst.op.name, inst.addr + 1
        if f.get("COND"):
            raise R700RunError("conditional CF instructions (COND != ACTIVE) are not modelled")
        if inst.op.kind == "alu":
            return self._cf_alu(inst, nxt)
        handler = _CF_HANDLERS.get(name)
        if handler is None:
            raise R700RunError(f"{name} is not modelled by the clause machine")
        target = handler(self, inst)
        if f.get("END_OF_PROGRAM"):
            return None
        return nxt if target is None else target

    def _cf_alu(self, inst, nxt):
        name = inst.op.name
        if name == "ALU_PUSH_BEFORE":
            self._push()
        before = self.active.copy()
        self.kcache = inst.fields
        self._alu_clause(self.program.clauses[inst.fields["ADDR"]])
        if name in ("ALU_POP_AFTER", "ALU_POP2_AFTER"):
            self._pop(1 if name == "ALU_POP_AFTER" else 2)
        elif name == "ALU_ELSE_AFTER":
            self._else()
        elif name in ("ALU_BREAK", "ALU_CONTINUE"):
            loop = self._loop()
            left = before & ~self.active
            if name == "ALU_BREAK":
                loop.broken |= left
            else:
                loop.cont |= left
        return nxt

    def _push(self):
        self.stack.append(_Entry(self.active.copy()))

    def _pop(self, count):
        for _ in range(count):
            if not self.stack or self.stack[-1].loop:
                raise R700RunError("POP with no pushed mask on the stack")
            entry = self.stack.pop()
            self.active = entry.mask & ~self._excluded()

    def _excluded(self):
        """Lanes of the innermost loop that broke or continued stay off when a mask returns."""
        for entry in reversed(self.stack):
            if entry.loop:
                return entry.broken | entry.cont
        return np.zeros_like(self.active)

    def _loop(self):
        for entry in reversed(self.stack):
            if entry.loop:
                return entry
        raise R700RunError("a loop instruction outside any loop")

    def _else(self):
        if not self.stack or self.stack[-1].loop:
            raise R700RunError("ELSE with no pushed mask on the stack")
        self.active = self.stack[-1].mask & ~self.active & ~self._excluded()

    def _loop_start(self, inst):
        f = inst.fields
        count, init, step = None, 0, 0
        if inst.op.name != "LOOP_START_DX10":
            if f["CF_CONST"] not in self.loop_constants:
                raise R700RunError(f"loop constant {f['CF_CONST']} is not set (pass "
                                   "loop_constants={index: (count, init, increment)})")
            count, init, step = self.loop_constants[f["CF_CONST"]]
        none = np.zeros_like(self.active)
        self.stack.append(_Entry(self.active.copy(), True, none, none.copy(), count, 0, init,
                                 step))
        if not self.active.any() or count == 0:
            self.stack.pop()
            return f["ADDR"]
        return None

    def _loop_end(self, inst):
        while self.stack and not self.stack[-1].loop:
            self.stack.pop()           # a break jumped here past its POP
        loop = self._loop()
        loop.iteration += 1
        loop.index += loop.step
        loop.cont[:] = False
        self.active = loop.mask & ~loop.broken
        if self.active.any() and (loop.count is None or loop.iteration < loop.count):
            return inst.fields["ADDR"]
        self.stack.pop()
        self.active = loop.mask & ~self._excluded()
        return None

    def _loop_leave(self, inst, kind):
        loop = self._loop()
        getattr(loop, kind)[:] |= self.active
        self.active[:] = False
        if not (loop.mask & ~loop.broken & ~loop.cont).any():
            return inst.fields["ADDR"]
        return None

    def _jump(self, inst):
        if self.active.any():
            return None
        self._pop(inst.fields["POP_COUNT"])
        return inst.fields["ADDR"]

    def _cf_else(self, inst):
        self._pop(inst.fields["POP_COUNT"])
        self._else()
        return None if self.active.any() else inst.fields["ADDR"]

    def _export(self, inst):
        f = inst.fields
        values = np.stack([self.gprs.read(self.waves, f["RW_GPR"], c) for c in range(4)], -1)
        sels = [f[f"SEL_{c}"] for c in "XYZW"]
        out = self.exports.setdefault((f["TYPE"], f["ARRAY_BASE"]),
                                      np.zeros(self.active.shape + (4,), np.uint32))
        for c, sel in enumerate(sels):
            if sel == isa.SEL_MASKED:
                continue
            picked = {4: np.uint32(0), 5: alu.ONE_F32}.get(sel)
            value = values[..., sel] if picked is None else picked
            out[..., c] = np.where(self.active, value, out[..., c])

    def _mem_export(self, inst):
        f = inst.fields
        if f["TYPE"] != isa.MEM_TYPE_WRITE_IND:
            raise R700RunError("MEM_EXPORT models TYPE 1 (WRITE_IND) only")
        index = self.gprs.read(self.waves, f["INDEX_GPR"], 0).astype(np.int64)
        elem = f["ARRAY_BASE"] + index
        for c in range(4):
            if not f["COMP_MASK"] >> c & 1:
                continue
            address = elem * (f["ELEM_SIZE"] + 1) + c
            self._check_mem(address, "MEM_EXPORT", len(self.mem))
            w, lane = np.nonzero(self.active)
            self.mem[address[w, lane]] = self.gprs.read(self.waves, f["RW_GPR"], c)[w, lane]

    def _check_mem(self, address, what, size, rows=slice(None)):
        bad = self.active[rows] & ((address < 0) | (address >= size))
        if bad.any():
            w, lane = (int(x[0]) for x in np.nonzero(bad))
            raise R700RunError(f"{what} by wave {self.waves[rows][w]} lane {lane} at dword "
                               f"{address[w, lane]}: the buffer holds {size} dwords")

    # -- ALU clauses -----------------------------------------------------------------------
    def _alu_clause(self, groups):
        """The clause runs to its end for one even and one odd wave before the next pair's:
        the pair shares no temporaries' copy, while waves of one parity take turns (the R700
        ISA's section 2.6: a wave's clause ends before another of its parity starts one). A
        group touching global GPRs keeps one stall account over all the pairs, so the stalls
        and the ascending-wave order of its writes are those of the waves run in turn."""
        self.gprs.begin_clause()
        for first in range(0, len(self.waves), 2):
            pair = np.arange(first, min(first + 2, len(self.waves)))
            for index, group in enumerate(groups):
                if _touches_global(group):
                    self.gprs.begin_group(index)
                    for w in pair:
                        self._group(group, np.array([w]))
                else:
                    self._group(group, pair)
            self.gprs.end_clause(self.waves[pair])

    def _group(self, group, rows):
        """One VLIW group for the batch rows ``rows``: all reads, then all writes."""
        results = []
        for inst in group.insts:
            try:
                results.append(self._execute(inst, group, rows))
            except R700Error as err:
                raise type(err)(f"{alu_text(inst).strip().rstrip(',')}: {err}") from None
        for inst, (value, lanes) in zip(group.insts, results):
            if value is not None:
                self._retire(inst, value, lanes, rows)

    def _execute(self, inst, group, rows):
        fn = alu.SEMANTICS[inst.op.name]
        lanes = self.active[rows] & self._predicated(inst, rows)
        if fn is None:
            return None, lanes
        srcs = [self._source(inst, s, group, rows) for s in inst.srcs] + [None] * 3
        value = fn(srcs[0], srcs[1], srcs[2])
        return _output_modifiers(inst, value), lanes

    def _predicated(self, inst, rows):
        sel = inst.fields["PRED_SEL"]
        if sel == 0:
            return np.ones(self.pred[rows].shape, bool)
        if sel == 1:
            raise R700RunError("PRED_SEL 1 is reserved")
        return self.pred[rows] == (sel == 3)

    def _source(self, inst, s, group, rows):
        f = inst.fields
        if s.sel < isa.GPR_COUNT:
            value = self.gprs.read(self.waves[rows], s.sel, s.chan, bool(s.rel),
                                   IndexMode(f["INDEX_MODE"]), self.ar_x[rows],
                                   self._loop_index())
        elif s.sel < isa.KCACHE1_BASE + isa.KCACHE_LINES:
            value = self._constant(s)
        elif s.sel == isa.SEL_LITERAL:
            value = np.uint32(group.literals[s.chan])
        elif s.sel == isa.SEL_PV:
            value = self.pv[s.chan][rows]
        elif s.sel == isa.SEL_PS:
            value = self.ps[rows]
        else:
            value = np.uint32(isa.INLINE_VALUES[s.sel])
        value = np.broadcast_to(np.asarray(value, np.uint32), self.ps[rows].shape)
        if s.abs:
            value = value & np.uint32(0x7FFFFFFF)
        if s.neg:
            value = value ^ np.uint32(0x80000000)
        return value

    def _constant(self, s):
        """KC0[n] / KC1[n]: constant KCACHE_ADDR * 16 + n of the buffer the ALU clause's CF
        instruction locked (KCACHE_MODE 1: 16 constants, 2: 32)."""
        i = int(s.sel >= isa.KCACHE1_BASE)
        line = s.sel - (isa.KCACHE1_BASE if i else isa.KCACHE0_BASE)
        mode, bank = self.kcache[f"KCACHE_MODE{i}"], self.kcache[f"KCACHE_BANK{i}"]
        if mode not in (1, 2) or line >= 16 * mode:
            raise R700RunError(f"KC{i}[{line}] is not in the constant lines this ALU clause "
                               f"locks (KCACHE_MODE{i} {mode}: 1 locks 16, 2 locks 32)")
        index = self.kcache[f"KCACHE_ADDR{i}"] * 16 + line
        buffer = self.constants.get(bank)
        if buffer is None or index >= len(buffer):
            raise R700RunError(f"KC{i}[{line}] reads constant {index} of buffer {bank}, which "
                               "was not given (pass constants={bank: array of (N, 4) dwords})")
        return buffer[index, s.chan]

    def _loop_index(self):
        loops = [e for e in self.stack if e.loop]
        return np.int64(loops[-1].index) if loops else None

    def _retire(self, inst, value, lanes, rows):
        f, name = inst.fields, inst.op.name
        if name == "MOVA_INT":
            self.ar_x[rows] = np.where(lanes, alu.i32(value), self.ar_x[rows])
        if alu.is_pred_set(name):
            holds = value == 0
            if f["UPDATE_PRED"]:
                self.pred[rows] = np.where(lanes, holds, self.pred[rows])
            if f["UPDATE_EXEC_MASK"]:
                self.active[rows] = np.where(lanes, holds, self.active[rows])
        if inst.slot == "t":
            self.ps[rows] = np.where(lanes, value, self.ps[rows])
        else:
            chan = isa.SLOTS.index(inst.slot)
            self.pv[chan][rows] = np.where(lanes, value, self.pv[chan][rows])
        if inst.op.srcs == 3 or f["WRITE_MASK"]:
            self.gprs.write(self.waves[rows], f["DST_GPR"], f["DST_CHAN"], value, lanes,
                            bool(f["DST_REL"]), IndexMode(f["INDEX_MODE"]), self.ar_x[rows],
                            self._loop_index())

    # -- fetch clauses ---------------------------------------------------------------------
    def _fetch_clause(self, inst):
        """The clause runs to its end for one wave before the next wave's, in ascending wave
        id: the LDS is shared by all the waves, and a write followed by a read within one
        uninterruptible clause of one wave (the R700 ISA's section 2.6.2) sees that wave's
        write."""
        for w in range(len(self.waves)):
            rows = np.array([w])
            for fetch in self.program.clauses[inst.fields["ADDR"]]:
                try:
                    _FETCH_HANDLERS[fetch.name](self, fetch, rows)
                except R700Error as err:
                    raise type(err)(f"{fetch_text(fetch).strip()}: {err}") from None

    def _components(self, comp_mask):
        count = {1: 1, 3: 2, 7: 3, 15: 4}.get(comp_mask)
        if count is None:
            raise R700RunError(f"component mask {comp_mask:04b}: LDS ops move X, XY, XYZ or "
                               "XYZW")
        return count

    def _ds_write(self, fetch, rows):
        f, waves, active = fetch.fields, self.waves[rows], self.active[rows]
        count = self._components(f["COMP_MASK"])
        values = np.stack([self.gprs.read(waves, f["GPR"], c) for c in range(count)], -1)
        op = self.lds.exchange if f["EXCHANGE"] else self.lds.write
        op(waves, values, f["DST_STRIDE"], f["DST_INDEX"], relative=bool(f["SIMD_WAVE_REL"]),
           exec_mask=active)

    def _ds_read(self, fetch, rows):
        f, waves, active = fetch.fields, self.waves[rows], self.active[rows]
        count = self._components(f["COMP_MASK"])
        address = self.gprs.read(waves, f["SRC_GPR"], f["SRC_SEL_X"]).astype(np.int64)
        values = self.lds.read(waves, address, count, exec_mask=active)
        for c in range(count):
            self.gprs.write(waves, f["GPR"], c, values[..., c], active)

    def _vtx(self, fetch, rows):
        f, waves, active = fetch.fields, self.waves[rows], self.active[rows]
        buffer = self.buffers.get(f["BUFFER_ID"])
        if buffer is None:
            raise R700RunError(f"no buffer {f['BUFFER_ID']} (pass buffers={{id: array}})")
        dwords = isa.VTX_FORMATS[fetch.name][1]
        address = self.gprs.read(waves, f["SRC_GPR"], f["SRC_SEL_X"]).astype(np.int64)
        address = address + f["OFFSET"]
        unaligned = active & (address % 4 != 0)
        if unaligned.any():
            w, lane = (int(x[0]) for x in np.nonzero(unaligned))
            raise R700RunError(f"{fetch.name} by wave {waves[w]} lane {lane} at byte address "
                               f"{address[w, lane]}: not a multiple of 4")
        first = address // 4
        self._check_mem(first + dwords - 1, fetch.name, len(buffer), rows)
        safe = np.where(active, first, 0)
        for c in range(4):
            sel = f[f"DST_SEL_{'XYZW'[c]}"]
            if sel == isa.SEL_MASKED:
                continue
            value = buffer[safe + sel] if sel < dwords else \
                np.full(safe.shape, alu.ONE_F32 if sel == 5 else 0, np.uint32)
            self.gprs.write(waves, f["DST_GPR"], c, value, active)


_CF_HANDLERS = {
    "NOP": lambda m, inst: None,
    "CALL_FS": lambda m, inst: None,
    "VTX": Machine._fetch_clause,
    "PUSH": lambda m, inst: m._push(),
    "POP": lambda m, inst: m._pop(inst.fields["POP_COUNT"]),
    "JUMP": Machine._jump,
    "ELSE": Machine._cf_else,
    "LOOP_START": Machine._loop_start,
    "LOOP_START_DX10": Machine._loop_start,
    "LOOP_START_NO_AL": Machine._loop_start,
    "LOOP_END": Machine._loop_end,
    "LOOP_BREAK": lambda m, inst: m._loop_leave(inst, "broken"),
    "LOOP_CONTINUE": lambda m, inst: m._loop_leave(inst, "cont"),
    "EXPORT": Machine._export,
    "EXPORT_DONE": Machine._export,
    "MEM_EXPORT": Machine._mem_export,
}
_FETCH_HANDLERS = {"DS_LOCAL_WRITE": Machine._ds_write, "DS_LOCAL_READ": Machine._ds_read,
                   "VTX_READ_32": Machine._vtx, "VTX_READ_64": Machine._vtx,
                   "VTX_READ_128": Machine._vtx}


def _touches_global(group):
    for inst in group.insts:
        if inst.fields["INDEX_MODE"] not in (IndexMode.GLOBAL, IndexMode.GLOBAL_AR_X):
            continue
        if inst.fields["DST_REL"] or any(s.rel and s.sel < isa.GPR_COUNT for s in inst.srcs):
            return True
    return False


def _output_modifiers(inst, value):
    """OMOD (x2, x4, /2) and CLAMP to [0, 1] of a float result (the ALU word's fields)."""
    f = inst.fields
    scale = {1: 2.0, 2: 4.0, 3: 0.5}.get(f.get("OMOD", 0))
    if scale:
        value = alu.bits(alu.f32(value) * np.float32(scale))
    if f["CLAMP"]:
        value = alu.bits(np.clip(np.nan_to_num(alu.f32(value), nan=0.0), 0, 1))
    return value


def default_partition(program, chip=RV770, private=1, temps=0):
    """The GPRs the program names: private GPRs up to its highest Tn below the ``temps`` clause
    temporaries (T(128 - temps) ... T127, at least ``private``), global GPRs up to its highest
    Gn."""
    globals_, first_temp = 0, ADDRESSES - temps
    for body in program.clauses.values():
        for group in body:
            if not isinstance(group, AluGroup):
                continue
            for inst in group.insts:
                f = inst.fields
                glob = f["INDEX_MODE"] in (IndexMode.GLOBAL, IndexMode.GLOBAL_AR_X)
                regs = [(f["DST_GPR"], f["DST_REL"])] + [(s.sel, s.rel) for s in inst.srcs
                                                         if s.sel < isa.GPR_COUNT]
                for sel, rel in regs:
                    if glob and rel:
                        globals_ = max(globals_, sel + 1)
                    elif sel < first_temp:
                        private = max(private, sel + 1)
    for inst in program.cf:
        if inst.op.kind == "export":
            private = max(private, inst.fields["RW_GPR"] + 1, inst.fields["INDEX_GPR"] + 1)
    for body in program.clauses.values():
        for fetch in body:
            if not isinstance(fetch, AluGroup):
                private = max(private, *(fetch.fields.get(k, 0) + 1 for k in
                                         ("GPR", "SRC_GPR", "DST_GPR")))
    return Partition(globals_=globals_, temps=temps, private=private, chip=chip)


def ids(group_size):
    """The ids the run command preloads in T0: (thread index in the group, wave, lane, 0),
    shape (waves, 64, 4) uint32."""
    waves = -(-group_size // WAVE_LANES)
    thread = np.arange(waves * WAVE_LANES).reshape(waves, WAVE_LANES)
    return np.stack([thread, thread // WAVE_LANES, thread % WAVE_LANES,
                     np.zeros_like(thread)], -1).astype(np.uint32)


def run(source, *, preload=None, **options):
    """Assemble (if text) and run a program; ``preload`` maps GPR -> values (waves, 64, 4)."""
    program = assemble_program(source) if isinstance(source, str) else source
    if options.get("partition") is None:
        options["partition"] = default_partition(program, options.get("chip", RV770),
                                                 max(preload or {0: None}) + 1)
    machine = Machine(program, **options)
    for sel, values in (preload or {}).items():
        machine.preload(sel, values)
    return machine.run()

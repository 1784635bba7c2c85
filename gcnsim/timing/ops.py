"""What the timing model needs to know about one instruction, derived once per instruction from
the facts tables: its issue category and port (isa/issue.py), how long it holds its unit, which
wait counters it moves in which ordering class (isa/counters.py), what an ``s_waitcnt`` waits
for, the registers it reads and writes (for the dependency on a long VALU or MFMA result), and
where it lies: its byte address and the instruction-cache lines of its first and last byte
(fetch.py). ``MfmaWaits`` gives the wait states between an MFMA and a later instruction that
uses what it writes, from the hazard table (isa/hazards.py), for the CU's dependency rule.

    s_waitcnt vmcnt(1) lgkmcnt(0)  ->  Op(kind=WAITCNT, waits=((0, 1), (1, 0)))   (gfx900)
    global_load_dword v1, v[2:3], off  ->  Op(port=VMEM, events=((0, 1, 'vmem', True, 62),))
    v_fma_f64 v[0:1], ...  ->  Op(port=VALU, busy=64)                  (vega64: 1/16 rate)
"""
from dataclasses import dataclass

from ..errors import GcnsimError
from ..isa.counters import COUNTERS, IN_ORDER, VMCNT, counter_use
from ..isa.hazards import nop_states
from ..isa.issue import BRANCH, INTERNAL, LDS, PORT, PORTS, VALU, device_valu_cycles
from ..isa import mfma_timing
from ..semantics.control import ends
from ..analysis.hazards import Rules
from ..analysis.regsets import instruction_regs

# What an instruction does to the wave beyond issuing (the internal category's instructions,
# JUMP: a branch, which may move the wave's fetch elsewhere, fetch.py; CLOCK: a clock read;
# MAINTAIN: cache maintenance, which moves no counter and asks the hierarchy all the same).
# NORMAL and WAITCNT come first: the kinds after them act as they issue (cu.py ``_special``).
NORMAL, WAITCNT, BARRIER, END, SLEEP, SETPRIO, NOP, JUMP, CLOCK, MAINTAIN = range(10)
# Cache maintenance: what each instruction asks of the memory hierarchy (memory/system.py's
# kinds; memory/requests.py ``policy``)
INVALIDATE_L1, WRITEBACK_L2 = "invalidate_l1", "writeback_l2"
INVALIDATE_SCALAR = "invalidate_scalar"
# Maintenance with nothing to do on this memory, which still takes its level's time
# (memory/requests.py says why for each)
SYNC_L1, SYNC_L2, SYNC_SCALAR = "sync_l1", "sync_l2", "sync_scalar"
MAINTENANCE = {"buffer_wbinvl1": INVALIDATE_L1, "buffer_wbinvl1_vol": INVALIDATE_L1,
               "buffer_inv": INVALIDATE_L1, "buffer_wbl2": WRITEBACK_L2,
               "buffer_invl2": SYNC_L2, "s_dcache_wb": SYNC_SCALAR,
               "s_dcache_inv": INVALIDATE_SCALAR, "s_dcache_inv_vol": INVALIDATE_SCALAR}
PORT_BIT = {port: 1 << i for i, port in enumerate(PORTS)}
INTERNAL_BIT = 1 << len(PORTS)      # an internal op's Op.gate: it takes no port
# An MFMA's Op.port: the VALU's bit (its gate) and one of its own, which no gate has (the CU
# tells it from other VALU ops by its port alone)
MATRIX_PORT = PORT_BIT["valu"] | INTERNAL_BIT << 1
_KIND = {"s_waitcnt": WAITCNT, "s_barrier": BARRIER, "s_sleep": SLEEP, "s_setprio": SETPRIO,
         "s_nop": NOP}                 # END: what the semantics mark (semantics/control.py)
# The ports whose unit may be busy when an instruction of theirs would issue (Op.unit; an
# MFMA's port holds the VALU's bit)
_UNIT_BITS = frozenset(PORT_BIT[port] for port in ("valu", "lds", "vmem"))
# What s_memtime and s_memrealtime read (Op.clock): the shader clock, and the fixed "real time"
# clock, which runs at 100 MHz on gfx9 and later whatever the shader clock (LLVM libc,
# src/time/gpu/time_utils.h: "All cards following the GFX9 ISAs use a 100 MHz clock"; the Vega
# and CDNA ISA manuals say only "return current 64-bit RTC"). gfx7 has no s_memrealtime.
CLOCKS = {"s_memtime": "shader", "s_memrealtime": "realtime"}
REALTIME_MHZ = 100
# CLRX GcnTimings (GCN 1.0/1.1, measured): a jump to one of the first 5 dwords of a 32-byte
# block is free, one to dword N of it costs N - 4 penalties of 4 cycles.
JUMP_BLOCK, JUMP_FREE_DWORDS, JUMP_PENALTY = 32, 5, 4


def jump_cycles(pc):
    """Cycles a taken branch to ``pc`` costs beyond the wave's next turn, the target's line
    in the cache (CLRX GcnTimings)."""
    return JUMP_PENALTY * max(0, pc % JUMP_BLOCK // 4 - JUMP_FREE_DWORDS + 1)


class TimingError(GcnsimError):
    """An instruction or configuration the timing model cannot time."""


@dataclass(frozen=True, slots=True)
class Op:
    """One instruction as the timing model sees it. ``events``: (counter index, amount,
    ordering class, whether the class is in order, the count past which the amount would pass
    the counter's maximum, 0 for an amount past the maximum itself: s_load_dwordx16's 16
    dwords on a 4-bit lgkmcnt issue once nothing is outstanding) per counter it moves;
    ``waits``: (counter index, count) of each counter an s_waitcnt waits for (its count below
    the counter's maximum, which always holds), and ``s_endpgm`` (END) for vmcnt(0): a wave
    ends once its vector memory operations are done (cu.py); ``busy``: cycles it holds its
    SIMD (VALU); ``arg``: s_nop wait states, s_sleep cycles, s_setprio priority;
    ``reads``/``writes``: register slots as integers, ``uses`` both; ``pc``/``end``: its byte address and the next
    instruction's; ``head``/``line``: the instruction-cache line numbers of its first and last
    byte (fetch.py)."""
    name: str
    category: str
    port: int
    busy: int = 1
    kind: int = NORMAL
    arg: int = 0
    events: tuple = ()
    waits: tuple = None
    reads: int = 0
    writes: int = 0
    uses: int = 0
    matrix: bool = False            # an MFMA: ``busy`` is its passes on the matrix core
    clock: str = None               # the clock it reads (CLOCKS), None for other instructions
    pc: int = 0
    end: int = 0
    head: int = 0
    line: int = 0
    jump: int = 0                   # the cycles a taken branch to it costs (jump_cycles)
    gate: int = INTERNAL_BIT        # the bit a turn's taken ports stop it by: its port's, or
                                    # INTERNAL_BIT (none: only a turn's last issue stops it)
    number: int = 0                 # its entry's number in the launch (the streams' numbers)
    amount: int = 0                 # the most it adds to one counter (its events' largest)
    unit: bool = False              # a busy unit or its s_waitcnt may hold it at issue (VALU,
                                    # MFMA, LDS, vector memory, s_waitcnt: cu.py ``_turns``)
    lds: tuple = None               # an LDS op moving one counter by 1 in order: its event
                                    # (cu.py ``_turns`` issues it inline), else None


class IssueCycles:
    """An executor Entry's issue cycles on ``device`` (its Op's ``busy``: a matrix op's passes,
    a VALU op's cycles, 1 else), by its pc, each pc's built once (a class: a recorder's loop
    cut that holds it is pickled to its workers). With ``sleeps``, an s_sleep's the cycles it
    sleeps (its Op's ``arg``): what the wave spends on it, by which the signs of work tell an
    s_sleep 100 from an s_sleep 1 (not a CU's issue share: other waves issue meanwhile)."""

    def __init__(self, device, sleeps=False):
        self.device = device
        self.sleeps = sleeps
        self.known = {}

    def __call__(self, entry):
        cycles = self.known.get(entry.pc)
        if cycles is None:
            op = build_op(entry, self.device)
            cycles = self.known[entry.pc] = (op.arg if self.sleeps and op.kind == SLEEP
                                             else op.busy)
        return cycles


def build_op(entry, device, number=0):
    """The Op of an executor Entry (emu/program.py), the launch's entry ``number``, on
    ``device`` (a DeviceConfig: the chip's double-precision rate is its own, isa/issue.py
    ``device_valu_cycles``)."""
    target = device.target
    inst = entry.inst
    row, fields = inst.op, inst.fields
    name = row.name
    cat = entry.cls                     # the issue category (emu/program.py, isa/issue.py)
    port = PORT[cat]
    matrix = mfma_timing.is_mfma(name)
    busy = (1 if cat != VALU else mfma_timing.cycles(target, name) if matrix
            else device_valu_cycles(device, name))
    use = counter_use(row, target, fields.get("glc", fields.get("sc0", 0)), fields.get("gds", 0),
                      fields.get("lds", 0))
    events = tuple((COUNTERS.index(e.counter), e.amount, e.kind, IN_ORDER[e.kind],
                    max(0, target.waitcnt.max(e.counter) - e.amount)) for e in use.events)
    kind = (END if ends(entry.step) else _KIND.get(name, NORMAL) if cat == INTERNAL
            else JUMP if cat == BRANCH else CLOCK if name in CLOCKS
            else MAINTAIN if name in MAINTENANCE and not events else NORMAL)
    arg, waits = 0, None
    if kind == END:                                 # its vector memory done (cu.py)
        waits = ((COUNTERS.index(VMCNT), 0),)
    elif kind == WAITCNT:
        counts = target.waitcnt.decode(fields["simm16"])
        waits = tuple((i, counts[c]) for i, c in enumerate(COUNTERS)
                      if counts[c] < target.waitcnt.max(c))
    elif kind == SLEEP:
        arg = entry.step(None, None, None).cycles     # the semantics own s_sleep's clocks
    elif kind == SETPRIO:
        arg = fields["simm16"] & 3                  # Vega ISA 4.2: priority 0..3
    elif kind == NOP:
        arg = nop_states(fields["simm16"], target)
    reads, writes = _registers(inst, target)
    line = device.memory.instruction.line
    end = entry.pc + entry.size
    bit = PORT_BIT.get(port, 0)
    return Op(name, cat, MATRIX_PORT if matrix else bit, busy, kind, arg, events, waits, reads,
              writes, reads | writes, matrix, CLOCKS.get(name), entry.pc, end,
              entry.pc // line, (end - 1) // line, jump_cycles(entry.pc), bit or INTERNAL_BIT,
              number, max((e[1] for e in events), default=0),
              kind in (WAITCNT, END) or bit in _UNIT_BITS, _lds_event(cat, events))


def _lds_event(category, events):
    """An LDS op's one event when it moves one counter by 1 in its in-order class (the
    common DS instruction: lgkmcnt), else None."""
    if category == LDS and len(events) == 1 and events[0][1] == 1 and events[0][3]:
        return events[0]
    return None


def _registers(inst, target):
    regs = instruction_regs(inst, target)
    return _as_int(regs.reads), _as_int(regs.writes)


def _as_int(words):
    value = 0
    for i, word in enumerate(words):
        value |= int(word) << (64 * i)
    return value


class MfmaWaits:
    """The wait states LLVM's hazard rules put between an MFMA and a later instruction of the
    same wave that uses what it writes (isa/hazards.py, the rules from ``vgprs_mfma_writes``:
    LLVM checkMAIHazards90A and checkMAIVALUHazards; the CDNA3 ISA guide's table of required
    wait states agrees): 0 for an MFMA accumulating into the same registers (srcC exactly,
    forwarded), about its passes for srcC in part, passes + 3 for srcA/B or a VALU read of an
    XDL result. By entry number, computed once per pair.

        v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]   (gfx90a, 16 passes)
        v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]   -> 0 (srcC exactly)
        v_mfma_f32_32x32x8f16 a[16:31], a[0:1], v[2:3], a[16:31] -> 19 (srcA)
    """

    def __init__(self, target, entries):
        self.rules = Rules.of(target)
        self.entries = entries
        self.index = frozenset(i for i, rule in enumerate(self.rules.rules)
                               if rule.producer == "vgprs_mfma_writes")
        self.most = max((self.rules.most[i] for i in self.index), default=0)
        self.known = {}

    def states(self, producer, consumer):
        """Wait states after the MFMA of entry ``producer`` before entry ``consumer``."""
        key = producer, consumer
        states = self.known.get(key)
        if states is None:
            rules = self.rules
            made = rules.roles_of(self.entries[producer].inst)
            used = rules.roles_of(self.entries[consumer].inst)
            states = 0
            for i, bits in used.consumed:
                if i in self.index and i in made.produced:
                    verdict = rules.verdict(i, producer, bits, used, 0, lambda _: made)
                    if verdict is not None:
                        states = max(states, verdict[1])
            self.known[key] = states
        return states

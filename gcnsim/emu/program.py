"""Code in device memory as the executor sees it: decoded and built once per address, and
grouped into blocks: straight-line runs of entries the executor steps in one Python loop.

A block starting at a PC runs up to and including the first instruction that may change the
flow (a SOPP other than waits and no-ops, s_setpc/s_swappc/..., an instruction that sets
VSKIP), or up to a stop address the executor gives (where another group of waves waits). A
step that returns a control result ends the block early, so the block boundaries are only a
matter of speed, never of meaning. Where the executor asks for it (``through``), a block runs
on past a conditional branch or an s_barrier (``THROUGH``): the branch ends the block only
where a wave takes it, its fall-through address (``Block.inner``) going on within the block,
and the barrier only where the executor cannot release it at once (emu/executor.py), so a
loop body whose branches no wave takes, its barriers met by whole workgroups, is one block.
A branch back (a loop's closing branch) still ends its block: spin detection watches the
branches taken back, and the native tier compiles a block closed by one as a loop; but where
an s_branch back to the same head follows it (LLVM's loops with exit tests inside, below), the
block runs on to that s_branch, which closes it: the loop is one block whichever branch back a
wave takes.

    .LBB0_1: s_cbranch_vccz .LBB0_3     ; exit        }  one block from .LBB0_1 to the
             s_cbranch_vccnz .LBB0_1    ; again       }  s_branch (was two: the s_cbranch_vccnz
             s_sub_i32 s10, s10, 17                   }  ended the first)
             s_branch .LBB0_1                         }

    >>> from gcnsim.asm import assemble
    >>> code = CodeImage("gfx900", assemble("s_mov_b32 s0, 1\\ns_endpgm", "gfx900").text,
    ...                  base=0x1000)
    >>> code.at(0x1000).inst.name
    's_mov_b32'
    >>> [e.inst.name for e in code.block(0x1000).entries]
    ['s_mov_b32', 's_endpgm']
"""
import weakref
from dataclasses import dataclass, field

from ..asm import decode, format_instruction
from ..errors import DecodeError, GcnsimError
from ..isa.flow import branch_target
from ..isa.issue import MFMA, VALU, category, counted_category
from ..isa.targets import get_target
from ..semantics.registry import build
from ..analysis.regsets import VGPR_BASE, VGPR_BIT, instruction_regs

EXEC_WORD, EXEC_BITS = 1, 0xC000000000000000         # exec_lo/hi: slots 126, 127 of a regset
# SOPP instructions that never change the flow (the others end a block)
STRAIGHT_SOPP = ("s_nop", "s_waitcnt", "s_setprio", "s_set_gpr_idx_off", "s_set_gpr_idx_mode",
                 "s_ttracedata", "s_incperflevel", "s_decperflevel", "s_denorm_mode",
                 "s_round_mode")
# SOP1/SOPK instructions that change the flow or set VSKIP (the executor checks VSKIP per block)
ENDS_BLOCK = ("s_setpc", "s_swappc", "s_rfe", "s_cbranch", "s_call", "s_setvskip", "s_setreg")
# what a block may run on past (CodeImage.block's ``through``): branches on a per-wave test
# and the workgroup barrier
THROUGH = ("s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
           "s_cbranch_execz", "s_cbranch_execnz", "s_barrier")
CLOSING_AHEAD = 64          # instructions looked at past a branch back for its loop's s_branch


@dataclass(frozen=True)
class Entry:
    """One instruction of the image: its step, size, and the decoded instruction."""
    step: object
    size: int
    inst: object
    pc: int
    cls: str          # the issue category (isa/issue.py), as the timing arbiter counts it
    writes_exec: bool = True      # as far as its operands say (for the lane statistics and
                                  # the EXEC the dynamic checker captures)
    extent: object = None         # RegisterExtent: the registers it names

    def text(self, target):
        return format_instruction(self.inst, target, self.pc)

    @property
    def counted(self):
        """The category the statistics count it under (isa/issue.py counted_category)."""
        return counted_category(self.cls, self.inst.op.name)

    @property
    def ends_block(self):
        name = self.inst.op.name
        if self.inst.fmt.enc == "SOPP":
            return not name.startswith(STRAIGHT_SOPP)
        return name.startswith(ENDS_BLOCK)


@dataclass(frozen=True, eq=False)
class Block:
    """Entries run back to back. ``lanes[i]``: 0 for a non-VALU entry, 1 for a VALU entry that
    reads EXEC afresh for the lane statistics, 2 for one whose EXEC is the previous VALU
    entry's (nothing in between writes EXEC). ``inner``: {index of a THROUGH entry before the
    last: the address after it}, where the block may run on (emu/executor.py decides)."""
    entries: tuple
    steps: tuple
    lanes: tuple
    inner: dict
    _counted: dict = field(default_factory=dict)    # entries run -> counted(...)

    def counted(self, ran):
        """((issue class, entries of it), VALU entries, PCs) of the first ``ran`` entries, the
        classes in the order they first come (the run statistics count a block's runs by them:
        entry by entry was a fifth of a 1M-item saxpy's batch bookkeeping)."""
        found = self._counted.get(ran)
        if found is None:
            run = self.entries[:ran]
            classes = {}
            for entry in run:
                classes[entry.counted] = classes.get(entry.counted, 0) + 1
            valu = classes.get(VALU, 0) + classes.get(MFMA, 0)
            found = self._counted[ran] = (tuple(classes.items()), valu,
                                          tuple(entry.pc for entry in run))
        return found

    @classmethod
    def of(cls, entries):
        lanes, fresh = [], True
        for entry in entries:
            lanes.append(0 if entry.cls != VALU else 1 if fresh else 2)
            fresh = (fresh and entry.cls != VALU) or entry.writes_exec
        inner = {k: e.pc + e.size for k, e in enumerate(entries[:-1])
                 if e.inst.op.name in THROUGH}      # (a block runs on past no other)
        return cls(tuple(entries), tuple(e.step for e in entries), tuple(lanes), inner)

    @property
    def end(self):
        """The address after the block's last entry."""
        last = self.entries[-1]
        return last.pc + last.size


def _through(entry):
    """Whether a block asked to run on (``through``) runs on past ``entry``: a THROUGH
    instruction, but for a branch back."""
    name = entry.inst.op.name
    return name in THROUGH and (name == "s_barrier" or branch_target(entry.inst, entry.pc)
                                > entry.pc)


@dataclass(frozen=True)
class RegisterExtent:
    """One past the highest SGPR (s0..s101, not VCC/M0/EXEC/TTMP), VGPR and AGPR an instruction
    names (0: none), so a launch can check it against the kernel's allocation."""
    sgprs: int = 0
    vgprs: int = 0
    agprs: int = 0


def register_extent(inst, target):
    """The RegisterExtent of the registers an instruction names."""
    return _register_facts(inst, target)[1]


def _register_facts(inst, target):
    """(writes EXEC, RegisterExtent) of an instruction as far as its operands say (s_movreld's
    M0-relative destination is not seen, which only affects the lane statistics)."""
    try:
        regs = instruction_regs(inst, target)
    except (GcnsimError, KeyError, ValueError):
        return True, RegisterExtent()
    touched = 0
    for i, word in enumerate(regs.touched):
        touched |= int(word) << (64 * i)
    scalar = touched & ((1 << target.addressable_sgprs) - 1)
    vector = touched >> VGPR_BIT
    vgprs = vector & ((1 << VGPR_BASE) - 1)
    extent = RegisterExtent(scalar.bit_length(), vgprs.bit_length(),
                            (vector >> VGPR_BASE).bit_length())
    return bool(int(regs.writes[EXEC_WORD]) & EXEC_BITS), extent


MADE = weakref.WeakSet()    # every CodeImage alive (the workers a launch forks have them all:
                            # emu/pool.py)


class CodeImage:
    """A code blob at a device address, decoded lazily and cached per address."""

    def __init__(self, target, data, base=0, xnack=None, lines=None, traps=None, functions=(),
                 relocated=False):
        MADE.add(self)
        self.target = get_target(target)
        self.data = bytes(data)
        self.base = base
        self.xnack = xnack      # the code's XNACK mode (None: the target's), for the checker
        self.functions = tuple(functions)   # offsets where its functions start (none: one)
        self.relocated = relocated  # its code object has relocations: its data may hold code
        #                             addresses (a call through one: emu/workers.py)
        self.lines = lines      # codeobj.lines.LineTable (offsets from base), or None
        self.traps = traps or {}    # {source line: why its s_trap traps} (emu/hsa.py)
        self._entries = {}
        self._blocks = {}
        self.checks = {}        # what the dynamic checker worked out here (emu/waitcnt.py)
        self.native = None      # its native.tier.NativeTier, made by its first native launch
        self.clocks = {}        # (loop head, branch) -> emu.spin.ClockUse or None
        self.counters = {}      # (loop head, branch) -> emu.spin.loop_counters or None
        self.within = {}        # RegisterExtent -> blocks checked within it (emu/executor.py)
        self.compiler = None    # "gcnsim.lang" where Device.compile made it (its plain accesses
        #                         are never atomics: emu/races.py), None where not known

    def instructions(self):
        """(offset, instruction) of every word run that decodes, in order; a word that does
        not (data or padding between functions) is skipped."""
        offset = 0
        while offset < len(self.data):
            try:
                inst = decode(self.data, self.target, offset)
            except DecodeError:
                offset += 4
                continue
            yield offset, inst
            offset += inst.size

    def source(self, pc):
        """The SourceLocation of the instruction at ``pc``, or None (no line table, or no row
        for it)."""
        return self.lines.at(pc - self.base) if self.lines is not None else None

    def statement(self, pc):
        """Whether a statement's row starts at ``pc`` (True), another row (False), or none
        (None); codeobj/lines.py LineTable.statement."""
        return self.lines.statement(pc - self.base) if self.lines is not None else None

    def trap_reason(self, pc):
        """Why the ``s_trap`` at ``pc`` traps, as its compiler recorded it, or None."""
        source = self.source(pc)
        return self.traps.get(source.line) if source is not None else None

    def where(self, pc, wave, last=None):
        """How an error or report names an instruction of a wave: its source line first when
        the code has one, ``./k.cl:15:22: wave 3 pc 0x1620 'global_load_dword v1, ...'``; of
        one wave not known among waves ``wave`` to ``last``: ``one of waves 0-9 pc ...``."""
        source = self.source(pc)
        lead = f"{source}: " if source is not None else ""
        who = f"wave {wave}" if last is None or last == wave else f"one of waves {wave}-{last}"
        return f"{lead}{who} pc 0x{pc:x} '{self.at(pc).text(self.target)}'"

    def at(self, pc):
        entry = self._entries.get(pc)
        if entry is None:
            entry = self._entries[pc] = self._build(pc)
        return entry

    def block(self, pc, stop=None, through=False):
        """The Block from ``pc``, ending before ``stop`` if it would run past it, and with
        ``through`` not at a THROUGH entry (module docstring) (cached)."""
        block = self._blocks.get((pc, stop, through))
        if block is None:
            plain = self.block(pc, stop) if through else None
            block = self._blocks[(pc, stop, through)] = (
                plain if through and not self._runs_on(plain.entries[-1])   # the same: shared
                else Block.of(self._run_from(pc, stop, through)))
        return block

    def _runs_on(self, entry):
        """Whether a block asked to run on (``through``) runs on past ``entry``: a THROUGH
        instruction, but a branch back only where the run after it closes the same loop with
        an s_branch back to the same head (the loop's exit tests between: LLVM's shape of
        ``while (...) { ...; if (...) break; }``), so the loop is one block, closed by the
        s_branch."""
        if _through(entry) or entry.inst.op.name not in THROUGH:
            return _through(entry)
        head, pc = branch_target(entry.inst, entry.pc), entry.pc + entry.size
        for _ in range(CLOSING_AHEAD):
            try:
                after = self.at(pc)
            except Exception:       # noqa: BLE001 - not code (as _run_from)
                return False
            if after.inst.op.name == "s_branch":
                return branch_target(after.inst, after.pc) == head
            if after.ends_block and not _through(after):
                return False
            pc += after.size
        return False

    def _run_from(self, pc, stop, through=False):
        entries = [self.at(pc)]
        while not entries[-1].ends_block or (through and self._runs_on(entries[-1])):
            pc += entries[-1].size
            if stop is not None and pc >= stop:
                break
            try:
                entries.append(self.at(pc))
            except Exception:       # noqa: BLE001 - not reached yet (data, unimplemented, ...):
                break               # the same error comes again from at() if it is executed
        return entries

    def _build(self, pc):
        offset = pc - self.base
        if not 0 <= offset < len(self.data):
            raise DecodeError("program counter outside the code object", offset=offset,
                              word=0)
        inst = decode(self.data, self.target, offset)
        step = build(inst, self.target, pc)
        cls = category(inst.op, inst.fields.get("gds", 0))
        writes_exec, extent = _register_facts(inst, self.target)
        return Entry(step, inst.size, inst, pc, cls, writes_exec, extent)

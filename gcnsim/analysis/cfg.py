"""Programs as control-flow graphs: the instructions reachable from each entry, cut into basic
blocks at branch targets and after every instruction that changes the flow.

Decoding follows the flow from the entries (kernels and functions), so data and padding after
``s_endpgm`` are never read as code. Relative branches (isa/flow.py) give their targets. An
address in registers is known when LLVM's pattern built it in the same straight run of code
(``s_getpc_b64``, then ``s_add_u32``/``s_addc_u32`` of a ``sym@rel32`` pair): ``s_setpc_b64``
to it is a branch, ``s_swappc_b64`` to it a call whose callee is followed. Any other branch
whose target lives in registers (``s_setpc_b64``, ``s_rfe_b64``, ``s_cbranch_g_fork``/``join``)
ends its path, and the graph records it in ``indirect`` so a client can say it was
conservative. Calls (``s_call_b64``, ``s_swappc_b64``) have the callee, when known, and the
return point as successors; ``calls`` maps each to its callee (None for an indirect call,
which is in ``indirect`` too). ``built`` holds every code address the pattern builds, used or
not: at -O0 LLVM builds a callee's address once, keeps it in a VGPR lane and calls through
``v_readlane`` later, which ``calls`` cannot follow (emu/workers.py takes them as callees).

    k:  s_cmp_eq_u32 s0, 0          block 0x0: [s_cmp, s_cbranch_scc1]  -> 0x10, 0x8
        s_cbranch_scc1 .L           block 0x8: [v_mov, s_endpgm]        -> (end)
        v_mov_b32 v0, 1             block 0x10: [s_endpgm]
        s_endpgm
    .L: s_endpgm

A branch into the middle of an instruction (one decoded on the way, or one of the code as
written: the assembler's or a symbol's instructions), or to an address outside the code, is a
CfgError naming both offsets. Code as written that no entry reaches is kept in ``unreached``.
"""
from dataclasses import dataclass, field

from ..asm import decode, format_instruction
from ..bits import mask, sext
from ..errors import DecodeError, GcnsimError
from ..isa.flow import static_targets

CALLS = ("s_call_b64", "s_swappc_b64")
_PC_ADDS = {"s_add_u32": (1, True), "s_addc_u32": (1, False), "s_sub_u32": (-1, True),
            "s_subb_u32": (-1, False)}      # (sign, adds the low half)


class CfgError(GcnsimError):
    """Code whose control flow cannot be followed (a branch into an instruction, ...)."""


@dataclass(frozen=True)
class Block:
    """A basic block: ``instructions`` as (offset, Instruction), ``successors`` as block start
    offsets (in branch-taken, fall-through order)."""
    start: int
    instructions: tuple
    successors: tuple

    @property
    def end(self):
        offset, inst = self.instructions[-1]
        return offset + inst.size


@dataclass
class Cfg:
    """The blocks of a program by start offset; ``entries``: {name: offset}; ``indirect``:
    offsets of branches whose targets the analysis cannot know; ``calls``: {offset of a call:
    the callee's offset, or None when it is not known}; ``unreached``: the runs of the code as
    written that no entry reaches, each by its first instruction and end."""
    target: object
    blocks: dict
    entries: dict
    indirect: list = field(default_factory=list)
    calls: dict = field(default_factory=dict)
    unreached: list = field(default_factory=list)   # (offset, Instruction, end) of each run
    built: frozenset = frozenset()  # the code offsets s_getpc_b64 (+ a sym@rel32 pair) built
    labels: dict = field(default_factory=dict)      # {offset: a label there} (``text``)
    _index: dict = field(default=None, init=False, repr=False, compare=False)

    def text(self, offset, inst=None):
        """The instruction at ``offset`` (``inst``, or the graph's) as findings quote it:
        LLVM's text, a relative branch's target as llvm-objdump names it, by its label
        (``s_cbranch_scc0 other``), or where no label is there as the raw operand and the
        target's offset (``s_branch 65535 (to 0x0)``), not the raw operand alone."""
        inst = inst or self.at(offset)[1]
        said = format_instruction(inst, self.target, offset)
        targets, _ = static_targets(inst, offset)
        if not targets or inst.op.name == "s_cbranch_i_fork":
            return said
        name = self.labels.get(targets[0])
        if name is not None:
            return f"{said.rsplit(' ', 1)[0]} {name}"
        return f"{said} (to 0x{targets[0]:x})"

    def at(self, offset):
        """(start of its block, Instruction) of the instruction at ``offset``: looked up in an
        index built on first use, so a checker's reports take constant time each."""
        if self._index is None:
            self._index = {off: (block.start, inst) for block in self.blocks.values()
                           for off, inst in block.instructions}
        return self._index[offset]

    def predecessors(self):
        preds = {start: [] for start in self.blocks}
        for block in self.blocks.values():
            for succ in block.successors:
                preds[succ].append(block.start)
        return preds


def _reachable(code, target, entries):
    """{offset: Instruction} of every instruction reachable from the entries, {offset: (targets,
    falls)} of each, the branch targets, the offsets of indirect branches and {call offset:
    callee}, and the code offsets built in registers (``built``)."""
    insts, flows, leaders, indirect, calls = {}, {}, set(entries), [], {}
    built = set()
    todo = list(entries)
    while todo:
        offset, pcs = todo.pop(), {}
        while offset not in insts:
            inst = insts[offset] = _decode(code, target, offset)
            targets, falls = _targets(inst, target, offset, pcs)
            built.update(value for value, added in pcs.values() if added is None)
            ends = targets != ()
            if targets is None:
                indirect.append(offset)
                targets = ()
            if inst.op.name in CALLS:
                calls[offset] = targets[0] if targets else None
            flows[offset] = targets, falls
            leaders.update(targets)
            todo.extend(targets)
            if not falls:
                break
            if ends:
                leaders.add(offset + inst.size)
            offset += inst.size
    return insts, flows, leaders, sorted(indirect), calls, frozenset(built)


def _decode(code, target, offset):
    if not 0 <= offset < len(code):
        raise CfgError(f"control reaches offset 0x{offset:x}, outside the {len(code)}-byte code")
    try:
        return decode(code, target, offset)
    except DecodeError as err:
        raise CfgError(f"control reaches an undecodable word at offset 0x{offset:x}: "
                       f"{err.reason}") from None


def _targets(inst, target, offset, pcs):
    """static_targets, with s_setpc_b64/s_swappc_b64 resolved when ``pcs`` knows their
    address; ``pcs`` is then updated past ``inst``."""
    targets, falls = static_targets(inst, offset)
    name = inst.op.name
    if targets is None and name in ("s_setpc_b64", "s_swappc_b64"):
        known = pcs.get(inst.fields["ssrc0"])
        if known is not None and known[1] is None:
            targets = (known[0],)
    _track_pc(inst, target, offset, pcs)
    return targets, falls


def _track_pc(inst, target, offset, pcs):
    """Follow ``s_getpc_b64 s[d:d+1]`` then ``s_add_u32 sd, sd, lo`` and ``s_addc_u32 sd+1,
    sd+1, hi`` (or s_sub_u32 and s_subb_u32), as LLVM computes a callee's or a long branch's
    address: the pair is an exact 64-bit add whatever the carry, so it holds a known code
    offset. ``pcs``: {d: (code offset, (sign, low half) added so far or None)}."""
    name = inst.op.name
    if name in CALLS:
        pcs.clear()             # the callee may change any SGPR
    if not pcs and name != "s_getpc_b64":
        return
    operands = inst.record(target).operands
    before = dict(pcs)
    written = {o.index + k for o in operands if o.written and o.cls == "sgpr"
               for k in range(o.width)}
    for d in [d for d in pcs if d in written or d + 1 in written]:
        del pcs[d]
    if name == "s_getpc_b64":
        pcs[inst.fields["sdst"]] = (offset + inst.size, None)
        return
    if name not in _PC_ADDS or operands[1].cls != "sgpr" or operands[2].value is None \
            or operands[1].index != operands[0].index:
        return
    sign, low = _PC_ADDS[name]
    pair = operands[0].index - (0 if low else 1)
    value, added = before.get(pair, (None, None))
    imm = mask(32) & operands[2].value
    if value is not None and low and added is None:
        pcs[pair] = (value, (sign, imm))
    elif value is not None and not low and added is not None and added[0] == sign:
        total = (value + sign * (added[1] + (imm << 32))) % (1 << 64)
        pcs[pair] = (sext(total, 64), None)


def _check_targets(insts, leaders, layout):
    """No instruction reached, nor branch target, lies inside another: one decoded on the way
    or one of ``layout`` ({offset: size} of the code as written)."""
    sizes = {**layout, **{offset: inst.size for offset, inst in insts.items()}}
    inside = {o + k: o for o, size in sizes.items() for k in range(1, size)}
    for at in sorted(leaders | set(insts)):
        if at in inside:
            raise CfgError(f"a branch goes to offset 0x{at:x}, inside the instruction at "
                           f"0x{inside[at]:x}")


def layout_of(code, target, ranges):
    """{offset: size} of the instructions in each (start, end) byte range of ``code``, decoded
    one after another as a disassembler reads a function's symbol (up to an undecodable word)."""
    layout = {}
    for start, end in ranges:
        offset = start
        while offset < min(end, len(code)) and offset not in layout:
            try:
                layout[offset] = decode(code, target, offset).size
            except DecodeError:
                break
            offset += layout[offset]
    return layout


def build_cfg(code, target, entries, layout=None):
    """The Cfg of ``code`` (bytes) from ``entries`` ({name: offset}); ``layout``: {offset:
    size} of the instructions as written, when known (a branch into one is a CfgError)."""
    insts, flows, leaders, indirect, calls, built = _reachable(bytes(code), target,
                                                               list(entries.values()))
    _check_targets(insts, leaders, layout or {})
    blocks = {}
    for start in sorted(leaders):
        if start not in insts:
            continue
        run, offset = [], start
        while True:
            inst = insts[offset]
            run.append((offset, inst))
            targets, falls = flows[offset]
            after = offset + inst.size
            if targets or not falls or after in leaders or after not in insts:
                break
            offset = after
        successors = targets + ((after,) if falls and after in insts else ())
        blocks[start] = Block(start, tuple(run), successors)
    return Cfg(target, blocks, dict(entries), indirect, calls,
               _unreached(bytes(code), target, insts, layout or {}), built)


def _unreached(code, target, insts, layout):
    """(offset, Instruction, end) of each run of the code as written that no entry reaches,
    from its first instruction that is not s_nop (runs of s_nop only are padding: LLVM's
    between functions, Triton's before gfx90a+ kernarg-preload entry points)."""
    runs = []
    for offset in sorted(set(layout) - set(insts)):
        inst = decode(code, target, offset)
        if runs and runs[-1][2] == offset:
            runs[-1][2] = offset + layout[offset]
        else:
            runs.append([offset, None, offset + layout[offset]])
        if runs[-1][1] is None and inst.op.name != "s_nop":
            runs[-1][:2] = offset, inst
    return [tuple(run) for run in runs if run[1] is not None]

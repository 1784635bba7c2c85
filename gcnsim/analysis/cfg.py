"""Programs as control-flow graphs: the instructions reachable from each entry, cut into basic
blocks at branch targets and after every instruction that changes the flow.

Decoding follows the flow from the entries (kernels and functions), so data and padding after
``s_endpgm`` are never read as code. Relative branches (isa/flow.py) give their targets; a
branch whose target lives in registers (``s_setpc_b64``, ``s_swappc_b64``, ``s_rfe_b64``,
``s_cbranch_g_fork``/``join``) ends its path, and the graph records it in ``indirect`` so a
client can say it was conservative. ``s_call_b64`` and ``s_swappc_b64`` continue after the
call (the callee is an entry of its own when it is a function of the program; an indirect
call is recorded in ``indirect`` too).

    k:  s_cmp_eq_u32 s0, 0          block 0x0: [s_cmp, s_cbranch_scc1]  -> 0x10, 0x8
        s_cbranch_scc1 .L           block 0x8: [v_mov, s_endpgm]        -> (end)
        v_mov_b32 v0, 1             block 0x10: [s_endpgm]
        s_endpgm
    .L: s_endpgm

A branch into the middle of an instruction, or to an address outside the code, is a CfgError
naming both offsets.
"""
from dataclasses import dataclass, field

from ..asm import decode
from ..errors import DecodeError, GcnsimError
from ..isa.flow import static_targets


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
    offsets of branches whose targets the analysis cannot know."""
    target: object
    blocks: dict
    entries: dict
    indirect: list = field(default_factory=list)

    def predecessors(self):
        preds = {start: [] for start in self.blocks}
        for block in self.blocks.values():
            for succ in block.successors:
                preds[succ].append(block.start)
        return preds


def _reachable(code, target, entries):
    """{offset: Instruction} of every instruction reachable from the entries, the branch
    targets, and the offsets of indirect branches."""
    insts, leaders, indirect = {}, set(entries), []
    todo = list(entries)
    while todo:
        offset = todo.pop()
        while offset not in insts:
            if not 0 <= offset < len(code):
                raise CfgError(f"control reaches offset 0x{offset:x}, outside the "
                               f"{len(code)}-byte code")
            try:
                inst = decode(code, target, offset)
            except DecodeError as err:
                raise CfgError(f"control reaches an undecodable word at offset 0x{offset:x}: "
                               f"{err.reason}") from None
            insts[offset] = inst
            targets, falls = static_targets(inst, offset)
            if targets is None:
                indirect.append(offset)
                targets = ()
            leaders.update(targets)
            todo.extend(targets)
            if not falls:
                break
            if targets:
                leaders.add(offset + inst.size)
            offset += inst.size
    _check_targets(insts, leaders)
    return insts, leaders, indirect


def _check_targets(insts, leaders):
    starts = sorted(insts)
    inside = {o + k: o for o in starts for k in range(1, insts[o].size)}
    for leader in leaders:
        if leader in inside:
            raise CfgError(f"a branch goes to offset 0x{leader:x}, inside the instruction at "
                           f"0x{inside[leader]:x}")


def build_cfg(code, target, entries):
    """The Cfg of ``code`` (bytes) from ``entries`` ({name: offset})."""
    insts, leaders, indirect = _reachable(bytes(code), target, list(entries.values()))
    blocks = {}
    for start in sorted(leaders):
        if start not in insts:
            continue
        run, offset = [], start
        while True:
            inst = insts[offset]
            run.append((offset, inst))
            targets, falls = static_targets(inst, offset)
            after = offset + inst.size
            if targets is None or targets or not falls or after in leaders or \
                    after not in insts:
                break
            offset = after
        successors = tuple(targets or ()) + ((after,) if falls and after in insts else ())
        blocks[start] = Block(start, tuple(run), successors)
    return Cfg(target, blocks, dict(entries), sorted(indirect))

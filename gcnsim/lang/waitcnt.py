"""s_waitcnt insertion with precise counts, from the counter table (isa/counters.py): which
counter a memory instruction moves, by how much, and whether its class returns in order.

Walking the code in order, each register a pending load (or returning atomic) will write
remembers how many operations of its counter were issued after it; an instruction that reads
or writes such a register first waits until that many are left (vmcnt(k)), or until 0 for an
out-of-order class (SMEM, FLAT on lgkmcnt). States meet at labels (forward branches and
fall-through); a backward branch first waits for every pending register, so a loop head needs
nothing from its back edge but the knowledge that stores may still be in flight. s_barrier
waits for every counter that may be busy, stores included (the work-group's memory settles).

    global_load_dword v2, v1, s[4:5]        global_load_dword v2, v1, s[4:5]
    global_load_dword v3, v1, s[6:7]   ->   global_load_dword v3, v1, s[6:7]
    v_add_f32_e32 v4, v2, v2                s_waitcnt vmcnt(1)
                                            v_add_f32_e32 v4, v2, v2
"""
from ..isa.counters import IN_ORDER, counter_use, maximum
from ..isa.opcodes import op_table
from .machine import MInst


def phys(regs):
    out = set()
    for r in regs:
        out.update((r.file, r.phys + k) for k in range(r.size))
    return out


class Pending:
    """{counter: {physical register: (operations issued after the one writing it, whether
    that count may be trusted (in order))}}. An out-of-order operation issued after others
    makes their counts untrustworthy too: they then need a wait for 0."""

    def __init__(self, table=None, unknown=False):
        self.table = table or {"vmcnt": {}, "lgkmcnt": {}}
        self.unknown = unknown       # operations may be pending that the table does not list

    def copy(self):
        return Pending({c: dict(regs) for c, regs in self.table.items()}, self.unknown)

    def merge(self, other):
        self.unknown = self.unknown or other.unknown
        for c, regs in other.table.items():
            mine = self.table[c]
            for reg, (k, ordered) in regs.items():
                if reg in mine:
                    k2, ordered2 = mine[reg]
                    k, ordered = min(k, k2), ordered and ordered2
                mine[reg] = (k, ordered)

    def need(self, regs):
        """{counter: the count to wait for} before touching ``regs``."""
        out = {}
        for c, pending in self.table.items():
            ks = [pending[r][0] if pending[r][1] else 0 for r in regs if r in pending]
            if ks:
                out[c] = min(ks)
        return out

    def wait(self, counts):
        for c, n in counts.items():
            self.table[c] = {r: (k, o) for r, (k, o) in self.table[c].items()
                             if (k < n if o else n > 0)}

    def issue(self, events, dest):
        for counter, amount, in_order in events:
            regs = self.table[counter]
            for r, (k, ordered) in regs.items():
                regs[r] = (k + amount, ordered and in_order)
            for r in dest:
                regs[r] = (0, in_order)


def events_of(inst, target):
    """((counter, amount, in order), ...) of a memory instruction, from the counter table."""
    rows = op_table(target.name).named(inst.op)
    if not rows:
        return ()
    use = counter_use(rows[0], target, glc=int(" glc" in f" {inst.suffix}" or
                                              "sc0" in inst.suffix))
    return tuple((e.counter, e.amount, IN_ORDER[e.kind]) for e in use.events
                 if e.counter in ("vmcnt", "lgkmcnt"))


def insert_waits(code, target):
    out, state = [], Pending()
    at_label = {}
    falls = True
    limits = {c: maximum(target, c) for c in ("vmcnt", "lgkmcnt")}
    positions = {inst.op[:-1]: k for k, inst in enumerate(code) if inst.is_label}
    loop_heads = {inst.target for k, inst in enumerate(code)
                  if inst.target is not None and positions[inst.target] < k}
    for k, inst in enumerate(code):
        if inst.is_label:
            incoming = at_label.pop(inst.op[:-1], None)
            if not falls:
                state = incoming or Pending()
            elif incoming is not None:
                state.merge(incoming)
            if inst.op[:-1] in loop_heads:
                state.unknown = True          # stores of the iteration before are not tracked
            out.append(inst)
            falls = True
            continue
        if inst.op == "s_barrier":                # the work-group's memory settles
            need = {c: 0 for c, regs in state.table.items() if regs or state.unknown}
            state.unknown = False
        elif inst.target is not None and positions[inst.target] < k:
            need = {c: 0 for c, regs in state.table.items()
                    if any(r[0] != "store" for r in regs)}
        else:
            need = state.need(phys(inst.uses) | phys(inst.defs))
        if need:
            out.append(_waitcnt(need, limits, inst.line))
            state.wait(need)
        out.append(inst)
        events = events_of(inst, target) if _is_memory(inst.op) else ()
        if events:
            state.issue(events, phys(inst.defs) or {("store", k)})
        if inst.target is not None:
            label = at_label.setdefault(inst.target, state.copy())
            if label is not state:
                label.merge(state)
        falls = inst.op not in ("s_branch", "s_endpgm")
    return out


def _is_memory(op):
    return op.startswith(("global_", "flat_", "buffer_", "scratch_", "ds_", "s_load", "s_buffer"))


def _waitcnt(need, limits, line):
    parts = [f"{c}({min(n, limits[c])})" for c, n in sorted(need.items(),
                                                         key=lambda item: item[0] != "vmcnt")]
    return MInst("s_waitcnt", [" ".join(parts)], line=line)

"""Uniformity: which values are the same in every active lane of a wave (kept in SGPRs, and
their branches stay scalar) and which are divergent (VGPRs; their branches need masks).

Sources of divergence are the work-item ids (local_id, global_id), atomics' results and loads
whose index is divergent; kernel arguments, group ids, sizes and constants are uniform. A
value computed from a divergent value is divergent, and a variable assigned under divergent
control (inside an if whose condition is divergent, or inside a loop lanes may leave at
different iterations) is divergent: lanes disagree on which assignment they saw. That feeds
back (a variable made divergent can make another condition divergent), so the walk repeats
until nothing changes. It also marks each If/Loop/Jump for the lowering and rejects
barrier() under divergent control.

    i = global_id(0)                 i divergent
    if i < n:                        if divergent        (s_and_saveexec_b64 ...)
        s = a * 2                    s divergent (assigned under a divergent if)
    for k in range(n):               loop uniform        (s_cbranch_scc1 ...)
"""
from .ir import If, Jump, Loop, Op, Value, walk

DIVERGENT_SOURCES = ("local_id", "global_id", "atomic")


class Uniformity:
    def __init__(self, fn):
        self.fn = fn
        self.divergent = set()          # Value ids
        self.changed = True
        while self.changed:
            self.changed = False
            self.returned = False
            self.region(fn.body, False, [])

    def is_divergent(self, v):
        return isinstance(v, Value) and v.id in self.divergent

    def mark(self, v):
        if v is not None and v.id not in self.divergent:
            self.divergent.add(v.id)
            self.changed = True

    def region(self, stmts, masked, loops):
        """``masked``: control reaching here is divergent; ``loops``: enclosing Loops, each
        with whether control is divergent relative to it. Returns whether some lanes may have
        left the region early (after that point the rest of it is divergent too)."""
        left = False
        for s in stmts:
            here = masked or left
            if isinstance(s, Op):
                self.op(s, here)
            elif isinstance(s, If):
                s.divergent = self.is_divergent(s.cond)
                inner = [(loop, rel or s.divergent or left) for loop, rel in loops]
                arms = [self.region(arm, here or s.divergent, inner) for arm in (s.then, s.orelse)]
                left = left or any(arms)
            elif isinstance(s, Loop):
                left = self.loop(s, here, loops) or left
            else:
                self.jump(s, here, [(loop, rel or left) for loop, rel in loops])
                left = left or s.masked
        return left

    def op(self, s, masked):
        if s.op == "barrier":
            if masked or self.returned:
                from .errors import CompileError
                raise CompileError("barrier() under divergent control flow (not every "
                                   "work-item of the group reaches it)", file=self.fn.file,
                                   line=s.line, construct="barrier()")
            return
        if s.dst is None:
            return
        if (s.op in DIVERGENT_SOURCES or any(self.is_divergent(a) for a in s.args)
                or masked and s.dst.var is not None):
            self.mark(s.dst)

    def loop(self, s, masked, loops):
        """Lowers the loop's regions; True when lanes may leave the kernel inside it."""
        s.divergent = s.divergent or self.is_divergent(s.cond)
        inner = [(loop, rel) for loop, rel in loops] + [(s, False)]
        self.region(s.head, masked or s.divergent, inner)
        self.region(s.body, masked or s.divergent, inner)
        self.region(s.latch, masked or s.divergent, inner)
        return any(isinstance(j, Jump) and j.kind == "return" and j.masked for j in walk(s.body))

    def jump(self, s, masked, loops):
        if s.kind == "return":
            s.masked = masked
            self.returned = self.returned or masked
            if masked:
                for loop, _ in loops:          # lanes leave every enclosing loop early
                    self.set_divergent(loop)
            return
        loop, relative = loops[-1]
        s.masked = relative or loop.divergent
        if relative and s.kind == "break":
            self.set_divergent(loop)
        elif relative and not loop.masked_continue:
            loop.masked_continue = True
            self.changed = True

    def set_divergent(self, loop):
        if not loop.divergent:
            loop.divergent = True
            self.changed = True

"""Uniformity: which values are the same in every active lane of a wave (kept in SGPRs, and
their branches stay scalar) and which are divergent (VGPRs; their branches need masks).

Sources of divergence are the work-item ids (local_id, global_id), atomics' results and loads
whose index is divergent; kernel arguments, group ids, sizes and constants are uniform. A
value computed from a divergent value is divergent, and so is a variable assigned under
divergent control: inside an if whose condition is divergent, or after a continue some lanes
took (lanes disagree on which assignment they saw). A loop lanes leave at different
iterations keeps the variables it assigns uniform inside it (the lanes still in the loop agree)
but makes those read after it divergent (each lane must keep the value of its own last
iteration: LLVM calls it temporal divergence). That feeds back (a variable made divergent can
make another condition divergent), so the walk repeats until nothing changes. It also marks
each If/Loop/Jump for the lowering and rejects barrier() under divergent control.

    i = global_id(0)                 i divergent
    if i < n:                        if divergent        (s_and_saveexec_b64 ...)
        s = a * 2                    s divergent (assigned under a divergent if)
    for k in range(x[i]):            loop divergent, k uniform inside it (never read after)
"""
from .errors import CompileError
from .ir import If, Loop, Op, Value, walk

DIVERGENT_SOURCES = ("local_id", "global_id", "atomic")


class Uniformity:
    def __init__(self, fn):
        self.fn = fn
        self.divergent = set()          # Value ids
        self.uses = _uses(fn.body)
        self.changed = True
        while self.changed:
            self.changed = False
            self.returned = False
            self.in_divergent_loop = 0
            self.region(fn.body, False, [])

    def is_divergent(self, v):
        return isinstance(v, Value) and v.id in self.divergent

    def mark(self, v):
        if v is not None and v.id not in self.divergent:
            self.divergent.add(v.id)
            self.changed = True

    def region(self, stmts, masked, loops):
        """``masked``: control reaching here is divergent; ``loops``: enclosing Loops, each
        with whether control is divergent relative to it. Returns the kinds of jump some lanes
        may have taken out of the region (after a continue the rest of it is divergent; after
        any, later jumps are)."""
        left = set()
        for s in stmts:
            here = masked or "continue" in left
            if isinstance(s, Op):
                self.op(s, here, masked or bool(left))
            elif isinstance(s, If):
                s.divergent = self.is_divergent(s.cond)
                inner = [(loop, rel or s.divergent or bool(left)) for loop, rel in loops]
                for arm in (s.then, s.orelse):
                    left |= self.region(arm, here or s.divergent, inner)
            elif isinstance(s, Loop):
                left |= self.loop(s, here, loops)
            else:
                self.jump(s, masked or bool(left), [(loop, rel or bool(left))
                                                    for loop, rel in loops])
                if s.masked:
                    left.add(s.kind)
        return left

    def op(self, s, masked, split):
        """``split``: some lanes may have left (a barrier here is not reached by all)."""
        if s.op == "barrier":
            if split or self.returned or self.in_divergent_loop:
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
        """Walks the loop's regions; returns {"return"} when lanes may leave the kernel in
        it."""
        s.divergent = s.divergent or self.is_divergent(s.cond)
        inner = [(loop, rel) for loop, rel in loops] + [(s, False)]
        self.in_divergent_loop += s.divergent
        left = set()
        for part in (s.head, s.body, s.latch):
            left |= self.region(part, masked, inner)
        self.in_divergent_loop -= s.divergent
        if s.divergent:
            inside = _uses(s.head + s.body + s.latch)
            if isinstance(s.cond, Value):                  # the loop's own test
                inside[s.cond.id] = inside.get(s.cond.id, 0) + 1
            for v in _assigned(s.head + s.body + s.latch):
                if self.uses.get(v.id, 0) > inside.get(v.id, 0):
                    self.mark(v)             # read after the loop: each lane's own last value
        return left & {"return"}

    def jump(self, s, masked, loops):
        if s.kind == "return":
            s.masked = masked or self.in_divergent_loop > 0
            self.returned = self.returned or s.masked
            if s.masked:
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


def _uses(stmts):
    """{value id: how many times statements read it}."""
    count = {}
    for s in walk(stmts):
        reads = s.args if isinstance(s, Op) else (s.cond,) if isinstance(s, (If, Loop)) else ()
        for a in reads:
            if isinstance(a, Value):
                count[a.id] = count.get(a.id, 0) + 1
    return count


def _assigned(stmts):
    return list({s.dst.id: s.dst for s in walk(stmts)
                 if isinstance(s, Op) and s.dst is not None and s.dst.var is not None}.values())

"""Early issue on the IR: within a block of straight-line statements, a temporary's pure
arithmetic moves up to just below what it reads, and a load moves up with it as far as memory
order allows (past stores to another space; never past a store or atomic to its own space, a
barrier or a variable it reads being assigned). Loads then issue together and wait once, as
clang's scheduler arranges them; the machine-level pass (schedule.py) finishes the job.

    %4 = load [a] %3 ; store [ta] %5, %4        %4 = load [a] %3 ; %8 = mul %7, %2
    %8 = mul %7, %2 ; %9 = load [b] %8    ->    %9 = load [b] %8 ; store [ta] %5, %4
    store [tb] %5, %9                           store [tb] %5, %9
"""
from .cse import IMPURE
from .ir import If, Loop, Op, Value

WINDOW = 64                   # places an operation may move up: enough to overlap a tile's
#                               loads, too few to hold a long expression's every term live


def issue_early(fn):
    _region(fn.body)


def _region(stmts):
    for s in stmts:
        if isinstance(s, If):
            _region(s.then)
            _region(s.orelse)
        elif isinstance(s, Loop):
            for part in (s.head, s.body, s.latch):
                _region(part)
    start = 0
    for k, s in enumerate(stmts + [None]):
        if not isinstance(s, Op):
            stmts[start:k] = _block(stmts[start:k])
            start = k + 1


def _space(s):
    return "global" if s.attr is None else s.attr.space if s.op != "atomic" else s.attr[1].space


def _block(ops):
    """The block's operations, each movable one placed as high as it may go, but no more
    than WINDOW places up: a value computed early stays live until its use, and a 500-term
    sum whose terms all rose to the top held 500 values (hundreds of VGPRs spilled)."""
    out = []
    for s in ops:
        k = len(out)
        if _movable(s):
            top = max(0, k - WINDOW)
            while k > top and not _blocks(out[k - 1], s):
                k -= 1
        out.insert(k, s)
    return out


def _movable(s):
    return s.dst is not None and s.dst.var is None and (s.op not in IMPURE or s.op == "load")


def _blocks(prev, s):
    """Whether ``s`` must stay below ``prev``."""
    if prev.dst is not None and any(isinstance(a, Value) and a.id == prev.dst.id
                                    for a in s.args):
        return True
    if s.op != "load":
        return False
    if prev.op == "barrier" or prev.op == "load":
        return True                      # loads keep their order (waits count in order)
    return prev.op in ("store", "atomic") and _space(prev) == _space(s)

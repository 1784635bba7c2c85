"""What a step tells the executor about control flow.

A step returns one of:

- ``None``: every wave goes on to the next instruction;
- an ``int``: every wave of the batch jumps to that byte address;
- an int64 array (n,): each wave's next address (a branch that may diverge across waves);
- ``END``: the waves end (s_endpgm; a step that may return it is marked by ``ending``, which
  the timing model reads: timing/ops.py);
- ``BARRIER``: the waves wait at a workgroup barrier, then go on to the next instruction;
- ``Sleep(cycles)``: the waves sleep, then go on (the functional model simply goes on).
"""
from dataclasses import dataclass

END = "end"
BARRIER = "barrier"


def ending(step):
    """``step``, marked as one that ends the waves it runs (returns END): ``step.ends``."""
    step.ends = True
    return step


def ends(step):
    """Whether ``step`` ends the waves it runs (``ending``)."""
    return getattr(step, "ends", False)


@dataclass(frozen=True)
class Sleep:
    cycles: int

"""What a step tells the executor about control flow.

A step returns one of:

- ``None``: every wave goes on to the next instruction;
- an ``int``: every wave of the batch jumps to that byte address;
- an int64 array (n,): each wave's next address (a branch that may diverge across waves);
- ``END``: the waves end (s_endpgm);
- ``BARRIER``: the waves wait at a workgroup barrier, then go on to the next instruction;
- ``Sleep(cycles)``: the waves sleep, then go on (the functional model simply goes on).
"""
from dataclasses import dataclass

END = "end"
BARRIER = "barrier"


@dataclass(frozen=True)
class Sleep:
    cycles: int

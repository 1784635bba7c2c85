"""L3: what each instruction does, as small functions over a batch of waves.

A semantic is built once per decoded instruction (``build(inst, target, pc)``) into a step function
``step(st, w, env)``: ``st`` holds the registers of a batch of waves (gcnsim.emu.state),
``w`` selects the waves that stand at this instruction (a slice or an index array), ``env``
gives memory, LDS and the host event sink. A step returns the control outcome (see flow.py).
Every execution model (functional, timing) shares these steps.
"""

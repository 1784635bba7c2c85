"""The native tier: hot straight-line code translated to machine code through LLVM (llvmlite).

ops.py has a code generator per opcode, translate.py turns a run of decoded instructions into
one LLVM IR function over a wave batch's registers in place, jit.py compiles it (MCJIT, with a
disk cache) and tier.py decides what runs native and when it is compiled; emu/executor.py picks
per block. The interpreter (gcnsim/semantics/) stays the reference: tests/native/ checks every
covered opcode against it bit for bit, and coverage.py lists what is covered per target.
"""

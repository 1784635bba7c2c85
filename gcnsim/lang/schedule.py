"""Load hoisting, a small list scheduler: within a basic block each memory load moves up to
just below the last instruction it depends on, so loads issue together and their latencies
overlap (waitcnt.py then waits for each with a count, not for all). A load never passes
another load (the order they were written in is the order they are waited for), a store, an
atomic, a barrier, a write of EXEC, or an instruction that reads or writes its destination.

    ds_read_b32 %a, %p offset:0          ds_read_b32 %a, %p offset:0
    s_waitcnt ; v_fma_f32 %c, %a, %b ->  ds_read_b32 %a2, %p offset:4
    ds_read_b32 %a2, %p offset:4         v_fma_f32 %c, %a, %b ; v_fma_f32 %c, %a2, %b2
"""
LOADS = ("global_load", "flat_load", "ds_read", "buffer_load", "scratch_load")
FENCES = ("global_store", "flat_store", "ds_write", "buffer_store", "scratch_store",
          "global_atomic", "flat_atomic", "ds_add", "ds_max", "ds_min", "ds_wrxchg",
          "ds_cmpst", "s_barrier", "s_waitcnt", "s_endpgm", "s_and_saveexec")


WINDOW = 96                   # instructions a load may move up (see hoist_loads)


def _fence(inst):
    return (inst.is_label or inst.target is not None or inst.op.startswith(FENCES)
            or "exec" in inst.operands[:1])


def hoist_loads(code):
    """The code with each load moved up as the module says, but no more than WINDOW
    instructions: a loaded value is live until its use, and 500 loads of one long expression
    all moved to its top held 500 VGPRs (hundreds spilled)."""
    out = []
    start = 0                    # where the current block begins in ``out``
    for inst in code:
        if inst.is_label:
            start = len(out) + 1
        if inst.op.startswith(LOADS):
            reads, writes = set(inst.uses), set(inst.defs)
            k = len(out)
            top = max(start, k - WINDOW)
            while k > top:
                prev = out[k - 1]
                if _fence(prev) or prev.op.startswith(LOADS) or \
                        writes & (set(prev.uses) | set(prev.defs)) or reads & set(prev.defs):
                    break
                k -= 1
            out.insert(k, inst)
        else:
            out.append(inst)
            if inst.target is not None:
                start = len(out)
    return out

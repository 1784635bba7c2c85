"""Short skips removed: an ``s_cbranch_execz`` over a few straight-line instructions costs
more than running them with no lane active (they write nothing), so it goes, as LLVM's
SIPreEmitPeephole removes such skips (its threshold: 12 instructions, or anything that may
not run with EXEC empty; here a smaller one, and no memory access, branch or label inside).

    s_and_saveexec_b64 %s, %c            s_and_saveexec_b64 %s, %c
    s_andn2_b64 %r, %s, %c               s_andn2_b64 %r, %s, %c
    s_cbranch_execz .L1_else      ->     v_add_u32_e32 %v3, 1, %v2
    v_add_u32_e32 %v3, 1, %v2          .L1_else:
  .L1_else:
"""
SHORT = 4
KEEP = ("global_", "flat_", "buffer_", "scratch_", "ds_", "s_load", "s_barrier", "s_endpgm")


def remove_short_skips(code):
    labels = {inst.op[:-1]: k for k, inst in enumerate(code) if inst.is_label}
    drop = set()
    for k, inst in enumerate(code):
        if inst.op != "s_cbranch_execz":
            continue
        end = labels[inst.target]
        between = code[k + 1:end]
        if 0 <= len(between) <= SHORT and not any(
                i.is_label or i.target is not None or i.op.startswith(KEEP) for i in between):
            drop.add(k)
    return [inst for k, inst in enumerate(code) if k not in drop]

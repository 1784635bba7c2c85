"""Dead-code elimination on the selected machine code: an ALU instruction whose results no
instruction reads, and that has no other effect (no memory, EXEC, VCC, branch), goes; repeated
until nothing changes, as removing one can make its operands' producers dead.

    s_cmp_gt_i32 %s3, 0                   s_cmp_gt_i32 %s3, 0
    s_cselect_b64 %s[4:5], -1, 0    ->    s_cbranch_scc0 .L3_endloop
    s_cbranch_scc0 .L3_endloop            (the branch reads SCC; the mask was never read)
"""
EFFECTS = ("exec", "vcc", "m0")
PURE_PREFIXES = ("s_", "v_")
IMPURE = ("s_load", "s_buffer", "s_barrier", "s_endpgm", "s_waitcnt", "s_nop", "s_cbranch",
          "s_branch", "s_and_saveexec", "s_or_saveexec", "v_cmpx", "v_readlane", "v_writelane",
          "s_cmp", "s_bitcmp", "s_setpc", "s_swappc", "s_sendmsg")


def removable(inst, read):
    if inst.is_label or not inst.defs or inst.target is not None:
        return False
    if not inst.op.startswith(PURE_PREFIXES) or inst.op.startswith(IMPURE):
        return False
    if any(isinstance(o, str) and o in EFFECTS for o in inst.operands):
        return False
    return not any(r in read for r in inst.defs)


def eliminate_dead_code(code):
    while True:
        read = {r for inst in code for r in inst.uses}
        kept = [inst for inst in code if not removable(inst, read)]
        if len(kept) == len(code):
            return kept
        code = kept

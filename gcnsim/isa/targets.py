"""Targets as frozen records: everything code may ask about a GPU generation.

Code asks the record (``target.has("sdwa")``, ``target.waitcnt``), never tests a target's name.

    >>> t = get_target("vega64")
    >>> t.name, t.waitcnt.max_vmcnt
    ('gfx900', 63)
"""
from dataclasses import dataclass



@dataclass(frozen=True)
class BitSlice:
    """``width`` bits of a counter stored at ``lo`` of the s_waitcnt immediate, from counter bit
    ``shift`` upwards."""
    lo: int
    width: int
    shift: int = 0


@dataclass(frozen=True)
class WaitcntLayout:
    """Where each wait counter lives inside the 16-bit ``s_waitcnt`` immediate."""
    vmcnt: tuple
    expcnt: tuple
    lgkmcnt: tuple

    def width(self, counter):
        return sum(s.width for s in getattr(self, counter))

    def max(self, counter):
        return (1 << self.width(counter)) - 1

    @property
    def max_vmcnt(self):
        return self.max("vmcnt")

    def encode(self, vmcnt=None, expcnt=None, lgkmcnt=None):
        """The immediate that waits for the given counts (None: do not wait on that counter)."""
        imm = 0
        for name, value in (("vmcnt", vmcnt), ("expcnt", expcnt), ("lgkmcnt", lgkmcnt)):
            if value is None:
                value = self.max(name)
            for s in getattr(self, name):
                imm |= ((value >> s.shift) & ((1 << s.width) - 1)) << s.lo
        return imm

    def decode(self, imm):
        """The counts an immediate waits for, as a dict counter -> value."""
        out = {}
        for name in ("vmcnt", "expcnt", "lgkmcnt"):
            out[name] = sum(((imm >> s.lo) & ((1 << s.width) - 1)) << s.shift
                            for s in getattr(self, name))
        return out

    def used_bits(self):
        bits = 0
        for name in ("vmcnt", "expcnt", "lgkmcnt"):
            for s in getattr(self, name):
                bits |= ((1 << s.width) - 1) << s.lo
        return bits


GFX7_WAITCNT = WaitcntLayout(vmcnt=(BitSlice(0, 4),), expcnt=(BitSlice(4, 3),),
                             lgkmcnt=(BitSlice(8, 4),))
GFX9_WAITCNT = WaitcntLayout(vmcnt=(BitSlice(0, 4), BitSlice(14, 2, 4)),
                             expcnt=(BitSlice(4, 3),), lgkmcnt=(BitSlice(8, 4),))


@dataclass(frozen=True, eq=False)
class Target:
    """One GPU generation as a compiler and simulator see it. Targets are singletons (TARGETS),
    compared and hashed by identity, which keeps caches keyed on them cheap."""
    name: str                      # LLVM processor name, e.g. "gfx900"
    generation: int                # 7 (GCN2 / Sea Islands) or 9 (GCN5 / CDNA)
    elf_mach: int                  # EF_AMDGPU_MACH_* value in e_flags
    addressable_sgprs: int         # s0 .. s(N-1)
    vgprs: int                     # architectural VGPRs per lane
    agprs: int                     # accumulation VGPRs (0 where absent)
    vgpr_granule: int              # VGPR allocation granule per wave
    sgpr_granule: int              # SGPR allocation granule per wave
    sgprs_per_simd: int            # physical SGPR file per SIMD
    vgprs_per_simd_lane: int       # physical VGPR file per SIMD lane (unified with AGPRs on CDNA2+)
    lds_bytes: int                 # LDS per compute unit (and the workgroup maximum)
    wave_slots_per_simd: int
    ttmp_base: int                 # operand encoding of ttmp0
    ttmp_count: int
    flat_scratch_base: int         # operand encoding of flat_scratch_lo
    waitcnt: WaitcntLayout
    features: frozenset
    nop_bits: int = 4              # S_NOP's SIMM16 bits: s_nop N waits (N & (2**bits - 1)) + 1

    def has(self, feature):
        return feature in self.features

    @property
    def max_private_bytes(self):
        """Private (scratch) bytes a work-item can have: a wave's scratch size is
        COMPUTE_TMPRING_SIZE.WAVESIZE, a 13-bit count of 1 KB (256-dword) units on every GCN
        generation, shared by its 64 lanes: 8191 KB / 64 = 131056 bytes (LLVM
        GCNSubtarget::getMaxWaveScratchSize; clang refuses a larger stack frame)."""
        return 1024 * ((1 << 13) - 1) // 64

    @property
    def llvm_triple(self):
        return "amdgcn-amd-amdhsa"


# nop_bits: LLVM's GCNSubtarget::getSNopBits, 3 before VOLCANIC_ISLANDS (GCN3), 4 from it to
# GFX11: SIInstrInfo::insertNoops emits s_nop 15 at most on gfx8+ (Triton's LLVM emits s_nop 10
# on gfx90a), s_nop 7 on gfx7 (docs/errata.md "S_NOP immediates above 7").
# "glc_refetch": a GLC load misses the vector L1 and refills it (L1 policy MISS_LRU; LLVM
# SIGfx90ACacheControl::enableLoadCacheBypass), where earlier chips' GLC loads do not keep
# the line (MISS_EVICT, SIGfx6CacheControl); timing/memory/requests.py.
# "back_off_barrier": LLVM's FeatureBackOffBarrier (gfx90a and gfx940 on): s_barrier may be
# reached with memory operations outstanding, so SIInsertWaitcnts does not wait for them before
# it, and the workgroup release fence waits for no store either (SIMemoryLegalizer: LDS in one
# total order for all waves, global through the workgroup's one L1); without it every counter
# must be zero at s_barrier (analysis/waitcnt.py barrier-release, emu/adversarial.py).
# "memory_atomic_fadd_f32_denormals": LLVM's FeatureMemoryAtomicFAddF32DenormalSupport (gfx940
# on): a GLOBAL/FLAT/MUBUF add_f32 keeps f32 denormals; without it (gfx90a: LLVM D87864, global
# FP atomics do not support f32 denormals) it flushes its inputs and result (semantics/atomics.py
# fadd_ftz; llc-19 selects global_atomic_add_f32 on gfx942 under IEEE f32 denormals, and on
# gfx90a only where the function flushes them or allows unsafe FP atomics).
# "lds_direct": the src_lds_direct source (ISA manual, "LDS direct"); LLVM's AMDGPUAsmParser
# validateLdsDirect refuses it on gfx90a and gfx940 ("lds_direct is not supported on this GPU").
_GFX9_COMMON = frozenset({"flat", "global", "scratch", "sdwa", "dpp", "inv_2pi", "vop3p",
                          "smem", "flat_offset", "xnack_mask", "src_shared_base", "xnack"})

TARGETS = {
    t.name: t for t in (
        Target("gfx701", 7, 0x023, 104, 256, 0, 4, 8, 512, 256, 65536,
               10, 112, 12, 104, GFX7_WAITCNT,
               frozenset({"flat", "smrd", "tba_tma", "gds", "tfe", "lds_direct"}),
               nop_bits=3),
        Target("gfx900", 9, 0x02C, 102, 256, 0, 4, 16, 800, 256, 65536,
               10, 108, 16, 102, GFX9_WAITCNT, _GFX9_COMMON | {"gds", "tfe", "lds_direct"}),
        Target("gfx90a", 9, 0x03F, 102, 256, 256, 8, 16, 800, 512, 65536, 8, 108, 16, 102,
               GFX9_WAITCNT,
               _GFX9_COMMON | {"agpr", "mfma", "packed_fp32", "unified_vgprs", "dpp64",
                               "sramecc", "tg_split", "kernarg_preload", "packed_tid",
                               "aligned_vgprs", "back_off_barrier", "glc_refetch"}),
        Target("gfx942", 9, 0x04C, 102, 256, 256, 8, 16, 800, 512, 65536, 8, 108, 16, 102,
               GFX9_WAITCNT,
               _GFX9_COMMON | {"agpr", "mfma", "packed_fp32", "unified_vgprs", "dpp64",
                               "sc_bits", "fp8", "gfx940_insts", "sramecc", "tg_split",
                               "kernarg_preload", "aligned_vgprs",
                               "architected_flat_scratch", "packed_tid", "back_off_barrier",
                               "memory_atomic_fadd_f32_denormals"}),
    )
}

# Target-id features in the order LLVM writes and requires them: the processor, then
# ":sramecc+/-", then ":xnack+/-" (LLVM AMDGPUUsage, "Target ID").
TARGET_ID_FEATURES = ("sramecc", "xnack")


def get_target(name):
    """The Target for an LLVM processor name (``gfx942``) or a device name (``mi300x``, see
    devices.py)."""
    if isinstance(name, Target):
        return name
    key = str(name).lower()
    if key in TARGETS:
        return TARGETS[key]
    from .devices import get_device          # devices.py builds on this module
    return get_device(key).target

"""How each instruction issues: its category for the compute unit's arbiter, and how many cycles
a VALU instruction keeps its SIMD busy for a 64-lane wave, per target.

The category is the instruction type the CU's issue logic picks among. The GCN architecture white
paper (and the R9 290X book chapter, section 8.2) lists them: branch, scalar ALU or scalar memory,
vector ALU, vector memory, LDS, GDS or export (messages go there too), and the special instructions
the instruction buffer consumes itself (``s_nop``, ``s_waitcnt``, ``s_barrier``, ``s_sleep``,
``s_setprio``, ``s_endpgm``); up to five of different types issue per cycle, one per wave.
``PORT`` maps a category to the issue port it competes for (SALU and SMEM share one; the
internal category takes none).

VALU cycles come from LLVM's scheduling models (SISchedule.td): its latencies are
"1 / (operations / cycle) / 4", so a wave64 instruction of latency L occupies its SIMD16 4 * L
cycles. Each target uses the model its processor definition names: gfx701 (Hawaii)
SIFullSpeedModel, gfx900 SIQuarterSpeedModel, gfx90a SIDPFullSpeedModel, gfx942
SIDPGFX942FullSpeedModel. Which rate class an instruction has is LLVM's SchedRW of its
definition (VOP1/VOP2/VOP3Instructions.td), written here by mnemonic. Packed math (VOP3P:
``v_pk_fma_f32`` on gfx90a/gfx942, ``v_pk_*_f16``) issues at full rate: two operations per lane
in one pass (CDNA2 white paper, "packed FP32"). MFMA cycles are not here: they come from the MFMA
pass table (mfma_timing.py) where it exists.

    >>> from gcnsim.isa.opcodes import op_table
    >>> category(op_table("gfx900").named("v_fma_f64")[0])
    'VALU'
    >>> valu_cycles("gfx900", "v_fma_f64"), valu_cycles("gfx90a", "v_fma_f64")
    (32, 4)
    >>> valu_cycles("gfx942", "v_exp_f32"), valu_cycles("gfx942", "v_add_f32")
    (16, 4)
"""
from .mfma_timing import is_mfma
from .targets import get_target

VALU, SALU, SMEM, VMEM, LDS, GDS = "VALU", "SALU", "SMEM", "VMEM", "LDS", "GDS"
BRANCH, EXPORT, MESSAGE, INTERNAL = "BRANCH", "EXPORT", "MESSAGE", "INTERNAL"
CATEGORIES = (VALU, SALU, SMEM, VMEM, LDS, GDS, BRANCH, EXPORT, MESSAGE, INTERNAL)
# Counted apart (counted_category), not one of the arbiter's categories: an MFMA issues as a
# VALU instruction (on its VALU port) and runs its passes on the matrix core.
MFMA = "MFMA"

# Issue port per category: SALU and SMEM are one type ("scalar ALU or memory"), GDS, export
# and messages another; internal instructions are consumed by the instruction buffer (None).
PORT = {VALU: "valu", SALU: "scalar", SMEM: "scalar", VMEM: "vmem", LDS: "lds", GDS: "export",
        EXPORT: "export", MESSAGE: "export", BRANCH: "branch", INTERNAL: None}
PORTS = ("valu", "scalar", "vmem", "lds", "export", "branch")

_MEMORY = frozenset({"MUBUF", "MTBUF", "MIMG", "FLAT", "GLOBAL", "SCRATCH"})
_SCALAR = frozenset({"SOP1", "SOP2", "SOPK", "SOPC"})
_BRANCH_NAMES = ("s_branch", "s_cbranch", "s_setpc_b64", "s_swappc_b64", "s_call_b64",
                 "s_trap", "s_rfe")
_MESSAGE_NAMES = ("s_sendmsg", "s_sendmsghalt", "s_ttracedata")


def category(row, gds=False):
    """The issue category of an opcode-table row (``gds``: the DS instruction's gds bit)."""
    enc, name = row.enc, row.name
    if name.startswith(_BRANCH_NAMES):
        return BRANCH
    if enc in _SCALAR:
        return SALU
    if enc == "SOPP":
        return MESSAGE if name.startswith(_MESSAGE_NAMES) else INTERNAL
    if enc in ("SMEM", "SMRD"):
        return SMEM
    if enc == "DS":
        return GDS if gds or name.startswith(("ds_gws", "ds_ordered")) else LDS
    if enc in _MEMORY:
        return VMEM
    if enc == "EXP":
        return EXPORT
    return VALU


def counted_category(cls, name):
    """The category a wave-instruction of issue category ``cls`` and mnemonic ``name`` is
    counted under (a timing's ``issued``, the functional run's ``by_class``): ``cls``, but
    MFMA for a matrix instruction, which the arbiter issues as VALU.

    >>> counted_category(VALU, "v_mfma_f32_32x32x8f16"), counted_category(VALU, "v_fma_f32")
    ('MFMA', 'VALU')
    """
    return MFMA if cls == VALU and is_mfma(name) else cls


# LLVM SchedWrite classes (SISchedule.td) -> latency per scheduling model; cycles = 4 * latency.
FULL, TRANS32, TRANS64, FLOAT_CVT, DOUBLE, DOUBLE_ADD, DOUBLE_CVT, INT_MUL, BITS64, FLOAT_FMA = (
    "Write32Bit", "WriteTrans32", "WriteTrans64", "WriteFloatCvt", "WriteDouble",
    "WriteDoubleAdd", "WriteDoubleCvt", "WriteIntMul", "Write64Bit", "WriteFloatFMA")
_COMMON = {FULL: 1, TRANS32: 4, FLOAT_CVT: 4}          # SICommonWriteRes, every GCN model
LATENCY = {
    "SIFullSpeedModel": {**_COMMON, BITS64: 2, INT_MUL: 4, FLOAT_FMA: 1, DOUBLE: 4,
                         DOUBLE_ADD: 2, DOUBLE_CVT: 4, TRANS64: 4},
    "SIQuarterSpeedModel": {**_COMMON, BITS64: 2, INT_MUL: 4, FLOAT_FMA: 16, DOUBLE: 16,
                            DOUBLE_ADD: 8, DOUBLE_CVT: 4, TRANS64: 16},
    "SIDPFullSpeedModel": {**_COMMON, BITS64: 1, INT_MUL: 1, FLOAT_FMA: 1, DOUBLE: 1,
                           DOUBLE_ADD: 1, DOUBLE_CVT: 1, TRANS64: 4},
    "SIDPGFX942FullSpeedModel": {**_COMMON, BITS64: 1, INT_MUL: 1, FLOAT_FMA: 1, DOUBLE: 1,
                                 DOUBLE_ADD: 1, DOUBLE_CVT: 1, TRANS64: 4},
}
# The model each target's ProcessorModel names (GCNProcessors.td).
MODEL = {"gfx701": "SIFullSpeedModel", "gfx900": "SIQuarterSpeedModel",
         "gfx90a": "SIDPFullSpeedModel", "gfx942": "SIDPGFX942FullSpeedModel"}

# Rate class by mnemonic (LLVM's SchedRW of the definition); anything else is Write32Bit.
_TRANS32 = ("v_exp_f32", "v_log_f32", "v_rcp_f32", "v_rcp_iflag_f32", "v_rsq_f32", "v_sqrt_f32",
            "v_sin_f32", "v_cos_f32", "v_exp_legacy_f32", "v_log_legacy_f32", "v_log_clamp_f32",
            "v_rcp_clamp_f32", "v_rcp_legacy_f32", "v_rsq_clamp_f32", "v_rsq_legacy_f32",
            "v_rcp_f16", "v_sqrt_f16", "v_rsq_f16", "v_log_f16", "v_exp_f16", "v_sin_f16",
            "v_cos_f16")
RATE_CLASS = {
    **{n: TRANS32 for n in _TRANS32},
    **{n: TRANS64 for n in ("v_rcp_f64", "v_rsq_f64", "v_sqrt_f64", "v_rcp_clamp_f64",
                            "v_rsq_clamp_f64")},
    **{n: FLOAT_CVT for n in ("v_cvt_f32_i32", "v_cvt_f32_u32", "v_cvt_u32_f32",
                              "v_cvt_i32_f32", "v_cvt_f16_f32", "v_cvt_f32_f16",
                              "v_cvt_rpi_i32_f32", "v_cvt_flr_i32_f32", "v_cvt_off_f32_i4")},
    **{n: DOUBLE_CVT for n in ("v_cvt_i32_f64", "v_cvt_f64_i32", "v_cvt_f32_f64",
                               "v_cvt_u32_f64", "v_cvt_f64_f32", "v_cvt_f64_u32")},
    **{n: DOUBLE_ADD for n in ("v_fma_f64", "v_add_f64", "v_mul_f64", "v_min_f64", "v_max_f64",
                               "v_div_fixup_f64", "v_ldexp_f64", "v_frexp_exp_i32_f64",
                               "v_frexp_mant_f64", "v_fract_f64", "v_trunc_f64", "v_ceil_f64",
                               "v_rndne_f64", "v_floor_f64")},
    **{n: DOUBLE for n in ("v_div_fmas_f64", "v_div_scale_f64")},
    **{n: INT_MUL for n in ("v_mul_lo_u32", "v_mul_hi_u32", "v_mul_lo_i32", "v_mul_hi_i32",
                            "v_mad_u64_u32", "v_mad_i64_i32")},
    **{n: BITS64 for n in ("v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64", "v_lshl_b64",
                           "v_lshr_b64", "v_ashr_i64", "v_mov_b64", "v_swap_b32")},
    "v_div_fmas_f32": FLOAT_FMA,
}
WAVE64_PASSES = 4               # a wave64 over a SIMD16: 4 cycles per full-rate instruction


def rate_class(name):
    """LLVM's SchedWrite class of a VALU mnemonic (Write32Bit unless listed)."""
    return RATE_CLASS.get(name, FULL)


def valu_cycles(target, name):
    """Cycles a wave64 VALU instruction ``name`` occupies its SIMD on ``target``."""
    model = LATENCY[MODEL[get_target(target).name]]
    return WAVE64_PASSES * model[rate_class(name)]


DOUBLE_CLASSES = (DOUBLE, DOUBLE_ADD, DOUBLE_CVT, TRANS64)
TRANSCENDENTAL = (TRANS32, TRANS64)


def device_valu_cycles(device, name):
    """Cycles a wave64 VALU instruction ``name`` occupies its SIMD on the chip ``device`` (a
    DeviceConfig): the target's, with the double-precision classes slowed by the factor the
    chip's ``fp64_fma_cycles`` puts on ``v_fma_f64`` (R9 290X: 32 / 8, 4x; Vega 64: 64 / 32).

    >>> from gcnsim.isa.devices import get_device
    >>> device_valu_cycles(get_device("r9-290x"), "v_fma_f64"), valu_cycles("gfx701", "v_fma_f64")
    (32, 8)
    """
    cycles = valu_cycles(device.target, name)
    if device.fp64_fma_cycles is None or rate_class(name) not in DOUBLE_CLASSES:
        return cycles
    base = valu_cycles(device.target, "v_fma_f64")
    return max(cycles, -(-cycles * device.fp64_fma_cycles // base))

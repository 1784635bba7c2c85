"""MFMA pass counts: how long each matrix instruction holds its SIMD's matrix core.

A pass is 4 cycles. An MFMA of P passes occupies the matrix core of its SIMD for 4P cycles:
an independent MFMA issued behind it on the same SIMD starts 4P cycles later, and its result
(vdst) can be read after those 4P cycles. The counts are AMD's published figures, one row per
opcode row of the target's table (gcnsim/isa/_gen); alias spellings resolve through the opcode
table, so ``v_mfma_f32_32x32x8f16`` on gfx942 is its canonical ``v_mfma_f32_32x32x8_f16``:

    >>> passes("gfx90a", "v_mfma_f32_32x32x8f16"), passes("gfx942", "v_mfma_f32_32x32x8f16")
    (16, 8)
    >>> cycles("gfx942", "v_mfma_f64_4x4x4_4b_f64")
    16

Sources. CDNA2 (gfx90a): AMD Matrix Instruction Calculator (ROCm/amd_matrix_instruction_
calculator, ``--architecture cdna2 --detail-instruction``, "Execution statistics: cycles") and
the "AMD Instinct MI200 ISA Reference Guide", section 7 (MFMA), which list 64 cycles for the
32x32 shapes, 32 for 16x16 and 8 for 4x4 (f64: 32 for 16x16x4, 16 for 4x4x4). CDNA3 (gfx942):
the "AMD Instinct MI300 ISA Reference Guide", section 7.1, table of MFMA opcodes with their
passes (LLVM review 83782 quotes it for f64: 4 and 8 passes): the dense f16/bf16/i8/xf32/fp8
shapes of CDNA3 (and the sparse smfmac) take half the passes of CDNA2's, the older multi-block
shapes and f32/f64 keep theirs. Both agree with the
MI250X and MI300X data sheets' peak matrix rates (FLOPs per CU per clock = 4 SIMDs x
2MNK / cycles) and with LLVM 19's scheduling model (SISchedule.td write classes, as llvm-mca-19
reports them: tests/data/mfma_timing, tools/gen_mfma_timing.py).
"""
from ..errors import GcnsimError
from .opcodes import op_table
from .targets import get_target

PASS_CYCLES = 4
MFMA_TARGETS = ("gfx90a", "gfx942")

# CDNA2, gfx90a mnemonics (AMD Matrix Instruction Calculator, cdna2; MI200 ISA guide, ch. 7).
_GFX90A = {
    "v_mfma_f32_32x32x1f32": 16, "v_mfma_f32_16x16x1f32": 8, "v_mfma_f32_4x4x1f32": 2,
    "v_mfma_f32_32x32x2f32": 16, "v_mfma_f32_16x16x4f32": 8,
    "v_mfma_f32_32x32x4f16": 16, "v_mfma_f32_16x16x4f16": 8, "v_mfma_f32_4x4x4f16": 2,
    "v_mfma_f32_32x32x8f16": 16, "v_mfma_f32_16x16x16f16": 8,
    "v_mfma_i32_32x32x4i8": 16, "v_mfma_i32_16x16x4i8": 8, "v_mfma_i32_4x4x4i8": 2,
    "v_mfma_i32_32x32x8i8": 16, "v_mfma_i32_16x16x16i8": 8,
    "v_mfma_f32_32x32x2bf16": 16, "v_mfma_f32_16x16x2bf16": 8, "v_mfma_f32_4x4x2bf16": 2,
    "v_mfma_f32_32x32x4bf16": 16, "v_mfma_f32_16x16x8bf16": 8,
    "v_mfma_f32_32x32x4bf16_1k": 16, "v_mfma_f32_16x16x4bf16_1k": 8,
    "v_mfma_f32_4x4x4bf16_1k": 2, "v_mfma_f32_32x32x8bf16_1k": 16,
    "v_mfma_f32_16x16x16bf16_1k": 8,
    "v_mfma_f64_16x16x4f64": 8, "v_mfma_f64_4x4x4f64": 4,
}

# CDNA3, gfx942 canonical mnemonics (MI300 ISA guide, section 7.1, "passes" column).
_GFX942 = {
    "v_mfma_f32_32x32x1_2b_f32": 16, "v_mfma_f32_16x16x1_4b_f32": 8,
    "v_mfma_f32_4x4x1_16b_f32": 2, "v_mfma_f32_32x32x2_f32": 16, "v_mfma_f32_16x16x4_f32": 8,
    "v_mfma_f32_32x32x4_2b_f16": 16, "v_mfma_f32_16x16x4_4b_f16": 8,
    "v_mfma_f32_4x4x4_16b_f16": 2, "v_mfma_f32_32x32x8_f16": 8, "v_mfma_f32_16x16x16_f16": 4,
    "v_mfma_f32_32x32x4_2b_bf16": 16, "v_mfma_f32_16x16x4_4b_bf16": 8,
    "v_mfma_f32_4x4x4_16b_bf16": 2, "v_mfma_f32_32x32x8_bf16": 8,
    "v_mfma_f32_16x16x16_bf16": 4,
    "v_mfma_i32_32x32x4_2b_i8": 16, "v_mfma_i32_16x16x4_4b_i8": 8,
    "v_mfma_i32_4x4x4_16b_i8": 2, "v_mfma_i32_32x32x16_i8": 8, "v_mfma_i32_16x16x32_i8": 4,
    "v_mfma_f32_32x32x4_xf32": 8, "v_mfma_f32_16x16x8_xf32": 4,
    "v_mfma_f64_16x16x4_f64": 8, "v_mfma_f64_4x4x4_4b_f64": 4,
    "v_smfmac_f32_32x32x16_f16": 8, "v_smfmac_f32_16x16x32_f16": 4,
    "v_smfmac_f32_32x32x16_bf16": 8, "v_smfmac_f32_16x16x32_bf16": 4,
    "v_smfmac_i32_32x32x32_i8": 8, "v_smfmac_i32_16x16x64_i8": 4,
    **{f"v_mfma_f32_32x32x16_{a}_{b}": 8 for a in ("bf8", "fp8") for b in ("bf8", "fp8")},
    **{f"v_mfma_f32_16x16x32_{a}_{b}": 4 for a in ("bf8", "fp8") for b in ("bf8", "fp8")},
    **{f"v_smfmac_f32_32x32x32_{a}_{b}": 8 for a in ("bf8", "fp8") for b in ("bf8", "fp8")},
    **{f"v_smfmac_f32_16x16x64_{a}_{b}": 4 for a in ("bf8", "fp8") for b in ("bf8", "fp8")},
}

_PASSES = {"gfx90a": _GFX90A, "gfx942": _GFX942}


class MfmaTimingError(GcnsimError):
    """No pass count: not a matrix instruction of the target, or a target without MFMA."""


def is_mfma(name):
    """Whether a mnemonic names a matrix instruction (dense v_mfma* or sparse v_smfmac*)."""
    return name.startswith(("v_mfma", "v_smfmac"))


def passes(target, name):
    """The passes (4 cycles each) an MFMA opcode of ``target`` holds its matrix core."""
    t = get_target(target)
    table = _PASSES.get(t.name)
    if table is None:
        raise MfmaTimingError(f"{t.name} has no matrix instructions (MFMA targets: "
                              f"{', '.join(MFMA_TARGETS)})")
    count = table.get(name)
    if count is None:
        count = table.get(op_table(t).aliases.get(name))
    if count is None:
        raise MfmaTimingError(f"'{name}' is not a matrix instruction of {t.name}")
    return count


def cycles(target, name):
    """Cycles an MFMA holds its matrix core: until the next MFMA may start there and until its
    result is readable."""
    return passes(target, name) * PASS_CYCLES

"""The kernel corpus as data: one or more launches per OpenCL kernel of gcnsim/kernels, each with
its arguments (fixed-seed inputs, zeroed outputs, scalars), its grid and block, and a numpy
reference that computes what the kernel leaves in every buffer, independently of the ISA.

    Case("vector_add/partial", "vector_add", "vector_add", grid=1000, block=256, ...)
    build(rng)       -> [a, b, c, np.int32(n)]          (buffers are ndarrays, scalars numpy)
    reference(args)  -> {2: a + b}                      (buffers not named must stay unchanged)

Integers compare bit-exact. Floats compare bit-exact too, except where the ISA's rounding is
not IEEE's: ``ulps`` names those buffers with the allowed distance (a scalar, or an array
broadcast over the buffer's last axis) and each value says why. Results of racing atomics that
depend on the order the hardware serialises them in pass through ``canon`` (for example a sort)
on both sides first.
"""
from dataclasses import dataclass, field

import numpy as np

from . import arg_kinds as kinds
from . import corpus as cor
from . import matrix
from . import references as ref


@dataclass(frozen=True)
class Case:
    name: str                 # pytest id: kernel/shape
    source: str               # tests/data/kernels/<target>/<source>.hsaco
    kernel: str
    grid: tuple               # work-items per dimension, as OpenCL and the dispatch packet
    block: tuple
    build: object             # rng -> [ndarray buffer or numpy scalar]
    reference: object         # [argument copies] -> {argument index: expected contents}
    ulps: dict = field(default_factory=dict)
    canon: dict = field(default_factory=dict)
    contracts: bool = False   # the reference takes fused=: the kernel contracts a * b + c

    def expected(self, copies, target=None):
        """The reference's {argument index: contents} for the code clang-19 built for
        ``target`` (None: an implementation that fuses every contraction, as pocl does)."""
        copies = [a.copy() if isinstance(a, np.ndarray) else a for a in copies]
        if self.contracts:
            return self.reference(copies, fused=target not in UNFUSED_F32_TARGETS)
        return self.reference(copies)

    def seed(self):
        """The fixed seed of this case's inputs."""
        return [ord(ch) for ch in self.name]


# Targets where clang-19 lowers a contracted f32 a * b + c to v_mad_f32 (product rounded
# first) instead of one fused v_fma_f32: the f32 fma is not fast on Hawaii (LLVM's
# hasFastFMAF32 holds from gfx9 on).
UNFUSED_F32_TARGETS = ("gfx701",)


def _same_source(kernel, shape, grid, block, build, reference, **kw):
    return Case(f"{kernel}/{shape}", kernel, kernel, grid, block, build, reference, **kw)


# OpenCL's default accuracy, as clang-19 lowers it for these targets: fdiv (2.5 ulp allowed)
# becomes v_frexp_mant + v_rcp_f32 (1 ulp on hardware) + v_mul + v_ldexp, so up to 2 ulp off
# the correctly rounded quotient; sqrt becomes v_sqrt_f32 (1 ulp) between exact scalings;
# exp2 and log2 become v_exp_f32 / v_log_f32 (1 ulp) with exact range scalings and one
# rounding step after them (2 ulp). Everything else in f32_math is exact.
F32_MATH_ULPS = np.array([2, 1, 0, 0, 0, 0, 2, 2])
# f64 sqrt is a v_rsq_f64 estimate refined by fma Newton steps: LLVM and AMD document it to
# 1 ulp (it is correctly rounded on almost every input). f64 division (v_div_scale, v_rcp_f64,
# fma steps, v_div_fmas, v_div_fixup) is correctly rounded: compared exactly.
F64_MATH_ULPS = np.array([0, 0, 1, 0, 0, 0])
# f64_arith sums fma + quotient - sqrt: the sqrt's ulp moves the last bit of the sum by 1.
F64_ARITH_ULPS = 1
# builtins_only adds v_sqrt_f32 (1 ulp) to a value: 1 ulp of the sum.
SQRT_SUM_ULPS = 1


CASES = [
    _same_source("vector_add", "partial", (1000,), (256,), ref.vector_add_args(1000),
                 ref.vector_add),
    _same_source("vector_add", "small_blocks", (4096,), (64,), ref.vector_add_args(4000),
                 ref.vector_add),
    _same_source("vector_add", "two_batches", (70000,), (64,), ref.vector_add_args(70000),
                 ref.vector_add),
    _same_source("saxpy", "partial", (1000,), (128,), ref.saxpy_args(1000), ref.saxpy),
    _same_source("branch_if_else", "waves", (256,), (64,), ref.int_in_out(256, 1 << 20),
                 ref.branch_if_else),
    _same_source("nested_divergence", "partial", (300,), (64,), ref.int_in_out(300, 1000),
                 ref.nested_divergence),
    _same_source("loop_break_continue", "mixed_trips", (256,), (128,),
                 ref.loop_break_continue_args(256, 500), ref.loop_break_continue),
    _same_source("reduce_lds", "four_groups", (1024,), (256,), ref.reduce_lds_args(4),
                 ref.reduce_lds),
    _same_source("scan_lds", "eight_groups", (512,), (64,), ref.int_in_out(512, 1 << 24),
                 ref.scan_lds),
    _same_source("histogram_lds", "partial", (1000,), (256,), ref.histogram_args(1000),
                 ref.histogram_lds),
    _same_source("histogram_lds", "16_wave_groups", (5000,), (1024,), ref.histogram_args(5000),
                 ref.histogram_lds),
    _same_source("atomics_global", "partial", (500,), (128,), ref.atomics_global_args(500),
                 ref.atomics_global, canon={3: ref.flag_set(500)}),
    *[_same_source("bitonic_step", f"stage{stage}_pass{step}", (256,), (64,),
                   ref.bitonic_step_args(512, stage, step), ref.bitonic_step)
      for stage, step in ((0, 0), (3, 1), (5, 5), (8, 0))],
    _same_source("f64_arith", "mixed", (256,), (64,), ref.f64_arith_args(256), ref.f64_arith,
                 ulps={2: F64_ARITH_ULPS}),
    _same_source("grid_2d", "exact", (64, 40), (16, 8), ref.grid_2d_args(50, 37),
                 ref.grid_2d),
    _same_source("grid_2d", "partial", (50, 37), (16, 16), ref.grid_2d_args(50, 37),
                 ref.grid_2d),
    _same_source("int_divmod", "mixed", (256,), (64,), ref.int_divmod_args(256),
                 ref.int_divmod),
    _same_source("matmul_tiled", "n32", (32, 32), (16, 16), ref.matmul_args(32),
                 ref.matmul_tiled, contracts=True),
    _same_source("matmul_tiled", "n48", (48, 48), (16, 16), ref.matmul_args(48),
                 ref.matmul_tiled, contracts=True),
    Case("multi_kernel/fill", "multi_kernel", "fill", (200,), (64,),
         ref.fill_args(200, -12345), ref.fill),
    Case("multi_kernel/scale", "multi_kernel", "scale", (192,), (64,),
         ref.scale_args(192, 77777), ref.scale),
    _same_source("builtins_only", "blocks", (512,), (128,), ref.builtins_only_args(512),
                 ref.builtins_only, ulps={0: SQRT_SUM_ULPS}),
    _same_source("grid_3d", "exact", (16, 8, 6), (4, 4, 2), cor.grid_3d_args(13, 7, 5),
                 cor.grid_3d((16, 8, 6), (4, 4, 2), 3)),
    _same_source("grid_3d", "partial", (13, 7, 5), (4, 4, 2), cor.grid_3d_args(13, 7, 5),
                 cor.grid_3d((13, 7, 5), (4, 4, 2), 3)),
    _same_source("grid_3d", "two_dims", (13, 7), (8, 4), cor.grid_3d_args(13, 7, 1),
                 cor.grid_3d((13, 7, 1), (8, 4, 1), 2)),
    _same_source("bitonic_sort_local", "four_groups", (512,), (128,),
                 cor.bitonic_sort_args(4), cor.bitonic_sort_local),
    _same_source("scan_blelloch", "three_groups", (384,), (128,), cor.blelloch_args(3),
                 cor.scan_blelloch),
    _same_source("reduce_early_exit", "partial", (128,), (64,),
                 cor.early_exit_args(100, 20), cor.reduce_early_exit),
    _same_source("switch_case", "all_cases", (320,), (64,), cor.switch_args(320),
                 cor.switch_case),
    _same_source("int_divmod_var", "mixed", (256,), (64,), cor.divmod_var_args(256),
                 cor.int_divmod_var),
    _same_source("f64_math", "mixed", (256,), (64,), cor.f64_math_args(256), cor.f64_math,
                 ulps={2: F64_MATH_ULPS}),
    _same_source("f32_math", "partial", (1000,), (256,), cor.f32_math_args(1000),
                 cor.f32_math, ulps={2: F32_MATH_ULPS}),
    _same_source("conversions", "mixed", (256,), (64,), cor.conversions_args(256),
                 cor.conversions),
    _same_source("atomics_lds", "two_groups", (512,), (256,), cor.atomics_lds_args(2),
                 cor.atomics_lds, canon={2: cor.sorted_rows(256)}),
    _same_source("atomics_global_ops", "partial", (320,), (64,),
                 cor.atomics_global_ops_args(300), cor.atomics_global_ops,
                 canon={2: np.sort, 3: np.sort}),
    _same_source("stencil_lds", "padded", (64, 48), (16, 16), cor.stencil_args(50, 37),
                 cor.stencil_lds),
    _same_source("transpose_lds", "padded", (64, 48), (16, 16), cor.transpose_args(37, 50),
                 cor.transpose_lds),
    _same_source("transpose_lds", "square", (32, 32), (16, 16), cor.transpose_args(32, 32),
                 cor.transpose_lds),
    _same_source("bit_ops", "edges", (256,), (64,), cor.bit_ops_args(256), cor.bit_ops),
    _same_source("private_array", "partial", (128,), (64,), cor.private_array_args(100),
                 cor.private_array),
    _same_source("uniform_loop", "degree5", (256,), (64,), cor.uniform_loop_args(256, 5, 7),
                 cor.uniform_loop, contracts=True),
    _same_source("uniform_loop", "zero_trips", (200,), (64,),
                 cor.uniform_loop_args(200, 0, 0), cor.uniform_loop, contracts=True),
    _same_source("char_short", "partial", (1000,), (128,), cor.char_short_args(1000),
                 cor.char_short),
    _same_source("vector_types", "waves", (256,), (64,), cor.vector_types_args(256),
                 cor.vector_types, contracts=True),
    # The kernels benchmarks/lang_vs_clang.py compares gcnsim.lang with: the language's
    # build of each must compute what clang's does.
    _same_source("grid_stride", "strided", (256,), (64,), cor.grid_stride_args(1000),
                 cor.grid_stride),
    _same_source("device_functions", "partial", (256,), (64,), cor.device_functions_args(256),
                 cor.device_functions),
    _same_source("bit_counts", "edges", (256,), (64,), cor.bit_counts_args(256),
                 cor.bit_counts_kernel),
    _same_source("f32_atomic_histogram", "four_groups", (1024,), (256,),
                 cor.f32_atomic_histogram_args(1024), cor.f32_atomic_histogram),
    _same_source("wave_shfl_reduce", "four_waves", (256,), (64,),
                 lambda rng: [ref.floats(rng, 256), np.zeros(4, np.float32)],
                 cor.wave_shfl_reduce),
    _same_source("wave_vote", "four_waves", (256,), (128,), cor.wave_vote_args(256),
                 cor.wave_vote),
    _same_source("bfs_csr", "partial", (320,), (64,), cor.bfs_csr_args(300), cor.bfs_csr),
    # Arguments of the kinds users bring (typedefs, structs, every width, odd kernarg sizes).
    Case("args_typedef/gemm", "args_typedef", "gemm", (128, 5), (64, 1),
         kinds.gemm_args(5, 100, 7), kinds.gemm),
    Case("args_struct/clamped", "args_struct", "affine_window", (256,), (64,),
         kinds.affine_window_args(250, 1), kinds.affine_window),
    Case("args_struct/unclamped", "args_struct", "affine_window", (128,), (64,),
         kinds.affine_window_args(100, 0), kinds.affine_window),
    Case("args_widths/all", "args_widths", "widths", (64,), (64,), kinds.widths_args(),
         kinds.widths),
    Case("args_odd_kernarg/partial", "args_odd_kernarg", "odd_kernarg", (128,), (64,),
         kinds.odd_kernarg_args(100, 128), kinds.odd_kernarg),
    Case("args_preload/partial", "args_preload", "preload", (192,), (64,),
         kinds.odd_kernarg_args(150, 192), kinds.odd_kernarg),
    # Matrix cores (gfx90a, gfx942 only: the code objects exist for those targets).
    *[Case(f"mfma_ops/{kernel}", "mfma_ops", kernel, (64,), (64,), matrix.mfma_args(kernel),
           matrix.mfma) for kernel in matrix.SHAPES],
]

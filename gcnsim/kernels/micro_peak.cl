// Peak arithmetic throughput (issue 10, tests/timing/test_peak_kernels.py): every work-item
// runs eight independent FMA chains, 16 steps a loop, so a SIMD always has a VALU instruction
// ready and the loop's three scalar instructions are few; the FLOPs are 2 x 8 x 16 x n per
// work-item (an FMA is two), whatever the compiler schedules.
#define CHAINS(T, STEP)                                                        \
    T x0 = seed, x1 = seed + (T)1, x2 = seed + (T)2, x3 = seed + (T)3;          \
    T x4 = seed + (T)4, x5 = seed + (T)5, x6 = seed + (T)6, x7 = seed + (T)7;   \
    for (uint i = 0; i < n; i++) {                                             \
        _Pragma("unroll")                                                      \
        for (int k = 0; k < 16; k++) {                                          \
            x0 = STEP(x0); x1 = STEP(x1); x2 = STEP(x2); x3 = STEP(x3);         \
            x4 = STEP(x4); x5 = STEP(x5); x6 = STEP(x6); x7 = STEP(x7);         \
        }                                                                      \
    }

#define F32_STEP(x) fma(x, a, b)
kernel void micro_peak_f32(global float *out, uint n, float a, float b) {
    float seed = (float)get_global_id(0);
    CHAINS(float, F32_STEP)
    out[get_global_id(0)] = ((x0 + x1) + (x2 + x3)) + ((x4 + x5) + (x6 + x7));
}

#define F64_STEP(x) fma(x, a, b)
kernel void micro_peak_f64(global double *out, uint n, double a, double b) {
    double seed = (double)get_global_id(0);
    CHAINS(double, F64_STEP)
    out[get_global_id(0)] = ((x0 + x1) + (x2 + x3)) + ((x4 + x5) + (x6 + x7));
}

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// Two half FMAs a lane per instruction where the target packs them (v_pk_fma_f16).
#define F16_STEP(x) fma(x, a, b)
kernel void micro_peak_f16(global half2 *out, uint n, half2 a, half2 b) {
    half2 seed = (half2)((half)get_global_id(0));
    CHAINS(half2, F16_STEP)
    out[get_global_id(0)] = ((x0 + x1) + (x2 + x3)) + ((x4 + x5) + (x6 + x7));
}

#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
// Four independent 32x32x8 f16 MFMA accumulations a wave: 2 x 32 x 32 x 8 FLOPs each.
kernel void micro_peak_mfma(global float *out, uint n, half4 a, half4 b) {
    float16 c0 = (float16)(0.0f), c1 = c0, c2 = c0, c3 = c0;
    for (uint i = 0; i < n; i++) {
        c0 = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, c0, 0, 0, 0);
        c1 = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, c1, 0, 0, 0);
        c2 = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, c2, 0, 0, 0);
        c3 = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, c3, 0, 0, 0);
    }
    float16 s = (c0 + c1) + (c2 + c3);
    out[get_global_id(0)] = s.s0 + s.sf;
}
#endif

// Matrix cores (gfx90a, gfx942): one wave computes D = A * B + C with one MFMA builtin.
// Host buffers hold the logical matrices row-major: A (blocks, M, K), B (blocks, K, N),
// C and D (blocks, M, N). Each lane gathers its A/B elements and C rows and scatters its D
// rows by the register layout AMD's matrix instruction calculator documents, so the kernels
// prove that layout against a numpy matmul.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef float floatx16 __attribute__((ext_vector_type(16)));
typedef int intx16 __attribute__((ext_vector_type(16)));

// 32x32x2 f32, 1 block: A[i][k] in lane i + 32k; D[i][j] in register 4(i/8) + i%4,
// lane j + 32((i/4)%2).
__kernel void mfma_f32_32x32x2f32(__global const float *A, __global const float *B,
                                  __global const float *C, __global float *D) {
  int lane = get_local_id(0);
  int j = lane % 32, h = lane / 32;
  floatx16 c;
#pragma unroll
  for (int r = 0; r < 16; r++)
    c[r] = C[(8 * (r / 4) + 4 * h + r % 4) * 32 + j];
  floatx16 d = __builtin_amdgcn_mfma_f32_32x32x2f32(A[j * 2 + h], B[h * 32 + j], c,
                                                     0, 0, 0);
#pragma unroll
  for (int r = 0; r < 16; r++)
    D[(8 * (r / 4) + 4 * h + r % 4) * 32 + j] = d[r];
}

// 4x4x1 f32, 16 blocks: block b in lanes 4b..4b+3; D[i][j] of block b in register i, lane 4b + j.
__kernel void mfma_f32_4x4x1f32(__global const float *A, __global const float *B,
                                __global const float *C, __global float *D) {
  int lane = get_local_id(0);
  int b = lane / 4, j = lane % 4;
  float4 c;
#pragma unroll
  for (int r = 0; r < 4; r++)
    c[r] = C[(b * 4 + r) * 4 + j];
  float4 d = __builtin_amdgcn_mfma_f32_4x4x1f32(A[b * 4 + j], B[b * 4 + j], c, 0, 0, 0);
#pragma unroll
  for (int r = 0; r < 4; r++)
    D[(b * 4 + r) * 4 + j] = d[r];
}

// 16x16x16 f16, 1 block: A[i][k] in lane i + 16(k/4), half k%4 of the register pair;
// D[i][j] in register i%4, lane j + 16(i/4).
__kernel void mfma_f32_16x16x16f16(__global const half *A, __global const half *B,
                                   __global const float *C, __global float *D) {
  int lane = get_local_id(0);
  int j = lane % 16, g = lane / 16;
  half4 a, bv;
  float4 c;
#pragma unroll
  for (int e = 0; e < 4; e++) {
    a[e] = A[j * 16 + 4 * g + e];
    bv[e] = B[(4 * g + e) * 16 + j];
  }
#pragma unroll
  for (int r = 0; r < 4; r++)
    c[r] = C[(4 * g + r) * 16 + j];
  float4 d = __builtin_amdgcn_mfma_f32_16x16x16f16(a, bv, c, 0, 0, 0);
#pragma unroll
  for (int r = 0; r < 4; r++)
    D[(4 * g + r) * 16 + j] = d[r];
}

// 16x16x4 i8, 4 blocks: A[i][k] of block b in byte k of lane i + 16b; D[i][j] of block b in
// register 4b + i%4, lane j + 16(i/4).
__kernel void mfma_i32_16x16x4i8(__global const char *A, __global const char *B,
                                 __global const int *C, __global int *D) {
  int lane = get_local_id(0);
  int b = lane / 16, j = lane % 16;
  uint a = 0, bv = 0;
#pragma unroll
  for (int k = 0; k < 4; k++) {
    a |= (uint)(uchar)A[(b * 16 + j) * 4 + k] << (8 * k);
    bv |= (uint)(uchar)B[(b * 4 + k) * 16 + j] << (8 * k);
  }
  intx16 c;
#pragma unroll
  for (int blk = 0; blk < 4; blk++)
#pragma unroll
    for (int r = 0; r < 4; r++)
      c[4 * blk + r] = C[(blk * 16 + 4 * b + r) * 16 + j];
  intx16 d = __builtin_amdgcn_mfma_i32_16x16x4i8((int)a, (int)bv, c, 0, 0, 0);
#pragma unroll
  for (int blk = 0; blk < 4; blk++)
#pragma unroll
    for (int r = 0; r < 4; r++)
      D[(blk * 16 + 4 * b + r) * 16 + j] = d[4 * blk + r];
}

// 16x16x4 f64, 1 block: A[i][k] in lane i + 16k; D[i][j] in register pair i/4,
// lane 16(i%4) + j.
__kernel void mfma_f64_16x16x4f64(__global const double *A, __global const double *B,
                                  __global const double *C, __global double *D) {
  int lane = get_local_id(0);
  int j = lane % 16, g = lane / 16;
  double4 c;
#pragma unroll
  for (int p = 0; p < 4; p++)
    c[p] = C[(4 * p + g) * 16 + j];
  double4 d = __builtin_amdgcn_mfma_f64_16x16x4f64(A[j * 4 + g], B[g * 16 + j], c, 0, 0, 0);
#pragma unroll
  for (int p = 0; p < 4; p++)
    D[(4 * p + g) * 16 + j] = d[p];
}

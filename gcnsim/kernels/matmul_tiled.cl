// C = A * B with 16x16 tiles staged in LDS (n a multiple of 16).
#define TILE 16
__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void matmul_tiled(__global const float *a, __global const float *b, __global float *c, int n) {
  __local float ta[TILE][TILE];
  __local float tb[TILE][TILE];
  int tx = get_local_id(0);
  int ty = get_local_id(1);
  int col = get_global_id(0);
  int row = get_global_id(1);
  float acc = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    ta[ty][tx] = a[row * n + t + tx];
    tb[ty][tx] = b[(t + ty) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; k++)
      acc += ta[ty][k] * tb[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = acc;
}

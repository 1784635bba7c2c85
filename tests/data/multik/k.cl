kernel void copy(global const float *a, global float *b, int n) {
  int i = get_global_id(0);
  if (i < n) b[i] = a[i];
}
kernel void mix(global const uint *a, global uint *b, int n) {
  int i = get_global_id(0);
  if (i < n) {
    uint x = a[i];
    for (int k = 0; k < 8; k++) x = x * 1664525u + 1013904223u ^ (x >> 13);
    b[i] = x + (uint)i;
  }
}
kernel void fmix(global const float *a, global float *b, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float x = a[i];
    for (int k = 0; k < 6; k++) x = x * 0.999f + 0.5f / (x + 1.0f);
    b[i] = sqrt(x);
  }
}
kernel void alu(global float *b, int iters) {
  int i = get_global_id(0);
  float x = (float)i * 1e-6f, y = 1.0f;
  for (int k = 0; k < iters; k++) { x = fma(x, 0.9999f, y); y = fma(y, 1.0001f, -0.5f); }
  b[i] = x + y;
}
kernel void hist(global const uint *a, global uint *h, int n) {
  int i = get_global_id(0);
  if (i < n) atomic_add(&h[a[i] % 256], 1u);
}
kernel void fault_one(global float *b, int n, int badgroup) {
  int i = get_global_id(0);
  int idx = i;
  if (get_group_id(0) == badgroup && get_local_id(0) == 5) idx = i + 0x10000000;
  b[idx] = (float)i;
}
kernel void lds_conflict(global float *out, int stride, int iters) {
  local float t[64*33];
  int l = get_local_id(0);
  for (int k = 0; k < 33; k++) t[(l*33+k) % (64*33)] = l + k;
  barrier(CLK_LOCAL_MEM_FENCE);
  float s = 0;
  for (int k = 0; k < iters; k++) s += t[(l * stride + k) % (64*33)];
  out[get_global_id(0)] = s;
}
kernel void chase(global const int *next, global int *out, int steps) {
  int i = get_global_id(0);
  int p = i;
  for (int k = 0; k < steps; k++) p = next[p];
  out[i] = p;
}
kernel void matmul(global const float *A, global const float *B, global float *C, int n) {
  int r = get_global_id(1), c = get_global_id(0);
  if (r < n && c < n) {
    float s = 0;
    for (int k = 0; k < n; k++) s = fma(A[r*n+k], B[k*n+c], s);
    C[r*n+c] = s;
  }
}

// Work-efficient exclusive prefix sum (Blelloch) of 256 unsigned integers per work-group:
// an up-sweep builds partial sums in a tree, the root is cleared (its total saved per group),
// a down-sweep pushes the prefixes back down. Sums wrap modulo 2**32.
#define N 256
__kernel __attribute__((reqd_work_group_size(N / 2, 1, 1)))
void scan_blelloch(__global const uint *in, __global uint *out, __global uint *totals) {
  __local uint t[N];
  int lid = get_local_id(0);
  int base = get_group_id(0) * N;
  t[2 * lid] = in[base + 2 * lid];
  t[2 * lid + 1] = in[base + 2 * lid + 1];
  int offset = 1;
  for (int d = N >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d)
      t[offset * (2 * lid + 2) - 1] += t[offset * (2 * lid + 1) - 1];
    offset <<= 1;
  }
  if (lid == 0) {
    totals[get_group_id(0)] = t[N - 1];
    t[N - 1] = 0;
  }
  for (int d = 1; d < N; d <<= 1) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      int ai = offset * (2 * lid + 1) - 1;
      int bi = offset * (2 * lid + 2) - 1;
      uint x = t[ai];
      t[ai] = t[bi];
      t[bi] += x;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * lid] = t[2 * lid];
  out[base + 2 * lid + 1] = t[2 * lid + 1];
}

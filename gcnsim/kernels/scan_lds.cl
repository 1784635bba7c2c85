// Inclusive prefix sum of each 64-element work-group (Hillis-Steele, double-buffered in LDS).
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void scan_lds(__global const int *in, __global int *out) {
  __local int buf[2][64];
  int lid = get_local_id(0);
  int src = 0;
  buf[0][lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int offset = 1; offset < 64; offset <<= 1) {
    int v = buf[src][lid];
    if (lid >= offset)
      v += buf[src][lid - offset];
    buf[1 - src][lid] = v;
    src = 1 - src;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = buf[src][lid];
}

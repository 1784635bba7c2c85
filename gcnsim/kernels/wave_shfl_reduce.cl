// A wave's sum by shuffle-down steps (HIP's __shfl_down: ds_bpermute_b32 at lane + offset, the
// lane's own value past the wave's end), then lane 0 writes it; one partial sum per wave.
static float shfl_down(float v, int lane, int offset) {
  int src = lane + offset < 64 ? lane + offset : lane;
  return as_float(__builtin_amdgcn_ds_bpermute(src << 2, as_int(v)));
}

__kernel void wave_shfl_reduce(__global const float *x, __global float *sums) {
  int i = get_global_id(0);
  int lane = __builtin_amdgcn_mbcnt_hi(-1, __builtin_amdgcn_mbcnt_lo(-1, 0));
  float v = x[i];
  for (int offset = 32; offset > 0; offset >>= 1)
    v += shfl_down(v, lane, offset);
  if (lane == 0)
    sums[i / 64] = v;
}

// A 16-bin histogram of f32 weights: LDS float atomic adds per work-group, then one global
// float atomic add per bin (clang's atomicrmw fadd: native where the target has it, a
// compare-and-swap loop elsewhere). The scopes are clang's __hip_atomic ones.
#define SCOPE_WORKGROUP 3
#define SCOPE_AGENT 4

__kernel void f32_atomic_histogram(__global const int *x, __global const float *w,
                                   __global float *bins) {
  __local float local_bins[16];
  int lid = get_local_id(0);
  if (lid < 16)
    local_bins[lid] = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  int i = get_global_id(0);
  __hip_atomic_fetch_add(&local_bins[x[i] & 15], w[i], __ATOMIC_RELAXED, SCOPE_WORKGROUP);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 16)
    __hip_atomic_fetch_add(&bins[lid], local_bins[lid], __ATOMIC_RELAXED, SCOPE_AGENT);
}

// A 64-bin histogram: LDS atomics per work-group, then one global atomic add per bin. Work-groups
// of up to 1024 work-items (clang's OpenCL default allows 256, and a launch beyond its
// max_flat_workgroup_size is refused).
__kernel __attribute__((amdgpu_flat_work_group_size(1, 1024)))
void histogram_lds(__global const uint *in, __global uint *bins, int n) {
  __local uint local_bins[64];
  int lid = get_local_id(0);
  if (lid < 64)
    local_bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int i = get_global_id(0);
  if (i < n)
    atomic_inc(&local_bins[in[i] & 63]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 64)
    atomic_add(&bins[lid], local_bins[lid]);
}

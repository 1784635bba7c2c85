// No device libraries: work-item ids, the dispatch packet and barriers through clang builtins,
// so this one also builds for gfx701.
__kernel void builtins_only(__global float *data, float s) {
  __constant const unsigned short *packet =
      (__constant const unsigned short *)__builtin_amdgcn_dispatch_ptr();
  unsigned size_x = packet[2];
  unsigned i = __builtin_amdgcn_workgroup_id_x() * size_x + __builtin_amdgcn_workitem_id_x();
  float v = data[i] * s;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  data[i] = sqrt(fabs(v)) + v;
}

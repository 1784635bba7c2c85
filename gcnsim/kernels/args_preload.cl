// Kernel arguments preloaded into SGPRs (built with -amdgpu-kernarg-preload-count for gfx90a
// and gfx942, no device libraries): the code begins with a 256-byte compatibility prologue
// (LLVM 19: s_trap 2 and s_nops) that firmware which preloads skips.
__kernel void preload(__global float *out, float a, float b, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n)
    out[i] = a * i + b;
}

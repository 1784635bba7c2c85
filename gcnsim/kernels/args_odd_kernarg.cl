// A 20-byte kernarg segment, no device libraries (builds for every target): clang-19 reads
// a, b and n with one s_load_dwordx4 at offset 8, 4 bytes past the segment's end, trusting
// the runtime to allocate kernarg memory in larger granules.
__kernel void odd_kernarg(__global float *out, float a, float b, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n)
    out[i] = a * i + b;
}

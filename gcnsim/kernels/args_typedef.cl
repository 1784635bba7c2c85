// Kernel arguments of the kinds users bring, no device libraries (builds for every target):
// PolyBench's gemm takes its scalars through a typedef, which the metadata names as written
// ("DATA_TYPE"), so only the value's own type says how to pack them.
typedef float DATA_TYPE;

__kernel void gemm(__global DATA_TYPE *a, __global DATA_TYPE *b, __global DATA_TYPE *c,
                   DATA_TYPE alpha, DATA_TYPE beta, int ni, int nj, int nk) {
  int j = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  int i = __builtin_amdgcn_workgroup_id_y();
  if (i < ni && j < nj) {
    DATA_TYPE sum = c[i * nj + j] * beta;
    for (int k = 0; k < nk; k++)
      sum += alpha * a[i * nk + k] * b[k * nj + j];
    c[i * nj + j] = sum;
  }
}

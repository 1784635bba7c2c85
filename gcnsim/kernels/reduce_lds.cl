// Tree reduction in LDS: each work-group sums its 256 inputs; barriers order the steps.
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void reduce_lds(__global const float *in, __global float *partial) {
  __local float tile[256];
  int lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int stride = 128; stride > 0; stride >>= 1) {
    if (lid < stride)
      tile[lid] += tile[lid + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = tile[0];
}

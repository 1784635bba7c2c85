// A whole bitonic sort of 256 integers per work-group in LDS: 128 work-items each
// compare-exchange one pair per step, with a barrier between the 36 steps.
#define N 256
__kernel __attribute__((reqd_work_group_size(N / 2, 1, 1)))
void bitonic_sort_local(__global int *data) {
  __local int buf[N];
  uint lid = get_local_id(0);
  __global int *block = data + get_group_id(0) * N;
  buf[lid] = block[lid];
  buf[lid + N / 2] = block[lid + N / 2];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint size = 2; size <= N; size <<= 1) {
    for (uint stride = size >> 1; stride > 0; stride >>= 1) {
      uint left = 2 * lid - (lid & (stride - 1));
      uint right = left + stride;
      bool ascending = (left & size) == 0;
      int a = buf[left];
      int b = buf[right];
      if ((a > b) == ascending) {
        buf[left] = b;
        buf[right] = a;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  block[lid] = buf[lid];
  block[lid + N / 2] = buf[lid + N / 2];
}

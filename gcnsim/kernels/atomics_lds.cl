// LDS atomics: the 256 work-items of a group fold their value into local counters with
// add, sub, min, max (signed and unsigned), and, or, xor, and take tickets with inc; the
// counters then go to global memory, one row per group.
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void atomics_lds(__global const int *in, __global int *counters, __global uint *tickets) {
  __local int acc[7];
  __local uint uacc[4];
  int lid = get_local_id(0);
  if (lid < 7)
    acc[lid] = lid == 2 ? INT_MAX : lid == 3 ? INT_MIN : lid == 4 ? -1 : 0;
  if (lid < 4)
    uacc[lid] = lid == 1 ? UINT_MAX : lid == 3 ? 1000u : 0u;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[get_global_id(0)];
  atomic_add(&acc[0], v);
  atomic_sub(&acc[1], v);
  atomic_min(&acc[2], v);
  atomic_max(&acc[3], v);
  atomic_and(&acc[4], v | 0x7fff7fff);
  atomic_or(&acc[5], v & 0x01010101);
  atomic_xor(&acc[6], v);
  tickets[get_global_id(0)] = atomic_inc(&uacc[0]);
  atomic_min(&uacc[1], (uint)v);
  atomic_max(&uacc[2], (uint)v);
  atomic_dec(&uacc[3]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 7)
    counters[11 * get_group_id(0) + lid] = acc[lid];
  else if (lid < 11)
    counters[11 * get_group_id(0) + lid] = (int)uacc[lid - 7];
}

// Global atomics: a counter, a maximum and a compare-and-swap flag.
__kernel void atomics_global(__global const int *in, __global int *counter,
                             __global int *maximum, __global int *flag) {
  int i = get_global_id(0);
  int v = in[i];
  if (v > 0)
    atomic_add(counter, 1);
  atomic_max(maximum, v);
  atomic_cmpxchg(flag, 0, i + 1);
}

// Global atomics of every kind: add, sub, min/max signed and unsigned, and/or/xor, inc as a
// ticket dispenser, xchg passing a token along, and a float sum built from a cmpxchg loop.
__kernel void atomics_global_ops(__global const int *in, __global int *cells,
                                 __global uint *tickets, __global int *swaps,
                                 __global float *fsum, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  int v = in[i];
  atomic_add(&cells[0], v);
  atomic_sub(&cells[1], v);
  atomic_min(&cells[2], v);
  atomic_max(&cells[3], v);
  atomic_min((__global uint *)&cells[4], (uint)v);
  atomic_max((__global uint *)&cells[5], (uint)v);
  atomic_and(&cells[6], v | 0x0ff00ff0);
  atomic_or(&cells[7], v & 0x00100100);
  atomic_xor(&cells[8], v);
  tickets[i] = atomic_inc((__global uint *)&cells[9]);
  swaps[i] = atomic_xchg(&swaps[n], i);
  float add = (float)(v & 255);
  int seen = atomic_add((__global int *)fsum, 0);
  for (;;) {
    int old = seen;
    seen = atomic_cmpxchg((__global int *)fsum, old, as_int(as_float(old) + add));
    if (seen == old)
      break;
  }
}

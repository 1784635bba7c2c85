// Division and remainder by per-lane divisors: signed and unsigned, 32 and 64 bits (no
// hardware divide: clang expands each into reciprocal-estimate and correction sequences).
__kernel void int_divmod_var(__global const int *a, __global const int *b,
                             __global const long *c, __global const long *d,
                             __global int *out32, __global long *out64) {
  int i = get_global_id(0);
  int x = a[i];
  int y = b[i];
  out32[4 * i] = x / y;
  out32[4 * i + 1] = x % y;
  out32[4 * i + 2] = (int)((uint)x / (uint)y);
  out32[4 * i + 3] = (int)((uint)x % (uint)y);
  long p = c[i];
  long q = d[i];
  out64[4 * i] = p / q;
  out64[4 * i + 1] = p % q;
  out64[4 * i + 2] = (long)((ulong)p / (ulong)q);
  out64[4 * i + 3] = (long)((ulong)p % (ulong)q);
}

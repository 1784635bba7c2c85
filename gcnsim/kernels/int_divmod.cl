// Integer division and modulo, signed and unsigned (no hardware divide: long sequences).
__kernel void int_divmod(__global const int *a, __global const int *b,
                         __global int *quot, __global uint *rem) {
  int i = get_global_id(0);
  int d = b[i] == 0 ? 1 : b[i];
  quot[i] = a[i] / d;
  rem[i] = (uint)a[i] % (uint)(d | 1);
}

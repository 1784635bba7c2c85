// Conversions: float to int (truncating, round-to-nearest-even, saturating, unsigned
// saturating), int and uint to float, and half to and from float (vload_half/vstore_half).
__kernel void conversions(__global const float *f, __global const int *k,
                          __global const half *h, __global int *ints, __global float *floats,
                          __global half *halves) {
  int i = get_global_id(0);
  float x = f[i];
  int n = k[i];
  ints[4 * i] = convert_int(x);
  ints[4 * i + 1] = convert_int_rte(x);
  ints[4 * i + 2] = convert_int_sat(x * 1.0e3f);
  ints[4 * i + 3] = (int)convert_uint_sat(x * 1.0e3f);
  floats[3 * i] = (float)n;
  floats[3 * i + 1] = (float)(uint)n;
  floats[3 * i + 2] = vload_half(i, h);
  vstore_half(x, i, halves);
}

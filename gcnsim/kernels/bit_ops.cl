// Bit manipulation: popcount, clz, ctz and rotate on 32 and 64 bits, high halves of
// products, absolute difference and a bit-field extract by shifts. (abs_diff gets halved
// operands: the device library computes it as abs(x - y), which overflows past 2**31.)
__kernel void bit_ops(__global const uint *a, __global const uint *b, __global const ulong *c,
                      __global uint *out, __global ulong *out64) {
  int i = get_global_id(0);
  uint x = a[i];
  uint y = b[i];
  ulong z = c[i];
  out[8 * i] = popcount(x);
  out[8 * i + 1] = clz(x);
  out[8 * i + 2] = ctz(x);
  out[8 * i + 3] = rotate(x, y);
  out[8 * i + 4] = mul_hi(x, y);
  out[8 * i + 5] = (uint)mul_hi((int)x, (int)y);
  out[8 * i + 6] = abs_diff((int)x >> 1, (int)y >> 1);
  out[8 * i + 7] = (x >> (y & 15)) & ((1u << (y >> 28)) - 1u);
  out64[4 * i] = popcount(z);
  out64[4 * i + 1] = clz(z);
  out64[4 * i + 2] = ctz(z);
  out64[4 * i + 3] = rotate(z, (ulong)y);
}

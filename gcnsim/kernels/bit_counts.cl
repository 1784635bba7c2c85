// Bit counts and fields per element: popcount, clz, ctz (32 for 0, as OpenCL defines them) and
// an 8-bit field at bit 4, summed into one word.
__kernel void bit_counts(__global const uint *x, __global uint *out) {
  int i = get_global_id(0);
  uint v = x[i];
  out[i] = popcount(v) + (clz(v) << 8) + (ctz(v) << 16) + ((v >> 4) & 255) * 3u;
}

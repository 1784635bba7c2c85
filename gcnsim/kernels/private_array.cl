// A private array indexed by data (scratch memory): each work-item counts its 24 inputs into
// 64 buckets, then follows a chain of data-dependent indices through the buckets.
__kernel void private_array(__global const uint *in, __global int *out, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  int buckets[64];
  for (int k = 0; k < 64; k++)
    buckets[k] = k * i;
  for (int k = 0; k < 24; k++)
    buckets[in[24 * i + k] & 63] += k + 1;
  int j = i & 63;
  int acc = 0;
  for (int k = 0; k < 32; k++) {
    acc = acc * 3 + buckets[j];
    j = (buckets[j] + k) & 63;
  }
  out[i] = acc;
}

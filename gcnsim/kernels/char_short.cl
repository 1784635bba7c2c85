// 8- and 16-bit loads and stores: sign- and zero-extension, and byte and short stores from
// neighbouring work-items that must not disturb each other.
__kernel void char_short(__global const char *c, __global const uchar *uc,
                         __global const short *s, __global const ushort *us,
                         __global int *wide, __global short *narrow, __global uchar *bytes,
                         int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  wide[i] = c[i] * 100000 + uc[i] * 1000 + s[i] + us[i];
  narrow[i] = (short)(s[i] * c[i] + us[i]);
  bytes[i] = uc[i] ^ (uchar)c[i];
}

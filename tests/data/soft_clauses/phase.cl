// Eight loads of one work-item issued back to back (clang-19 -O2, gfx900): the seventh writes
// the register the first read its address from, six instructions earlier.
kernel void phase(global const float *a, global float *out, int n, int ngroups) {
  int g = get_group_id(0);
  float s = get_local_id(0);
  if (g < ngroups / 2) {
    for (int i = 0; i < 64; i++) s = s * 1.0001f + 0.5f;
  } else {
    for (int i = 0; i < 8; i++) s += a[(get_global_id(0) * 8 + i * 977 * 64) & (n - 1)];
  }
  out[get_global_id(0)] = s;
}

// Helper functions called from a kernel (inlined by clang): a clamp with early returns and a
// smoothstep over it.
static float clamp01(float v) {
  if (v < 0.0f)
    return 0.0f;
  if (v > 1.0f)
    return 1.0f;
  return v;
}

static float smooth(float e0, float e1, float v) {
  float t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3.0f - 2.0f * t);
}

__kernel void device_functions(__global const float *x, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n)
    out[i] = smooth(-1.0f, 1.0f, x[i]);
}

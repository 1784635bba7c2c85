// Loops whose trip count is a kernel argument (scalar branches): a polynomial by Horner's
// rule with coefficients in constant memory, and an integer hash of the work-item id.
__kernel void uniform_loop(__constant const float *coef, int degree, __global const float *x,
                           __global float *poly, __global uint *hash, uint rounds) {
  int i = get_global_id(0);
  float t = x[i];
  float acc = coef[0];
  for (int k = 1; k <= degree; k++)
    acc = acc * t + coef[k];
  poly[i] = acc;
  uint h = (uint)i;
  for (uint r = 0; r < rounds; r++)
    h = (h ^ (h >> 13)) * 0x9e3779b1u + r;
  hash[i] = h;
}

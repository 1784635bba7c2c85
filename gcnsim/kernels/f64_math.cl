// Double precision: fused multiply-add, division, square root, rounding, min/max and
// conversions between double, float, int and long.
__kernel void f64_math(__global const double *a, __global const double *b,
                       __global double *out, __global long *ints) {
  int i = get_global_id(0);
  double x = a[i];
  double y = b[i];
  out[6 * i] = fma(x, y, -x);
  out[6 * i + 1] = x / y;
  out[6 * i + 2] = sqrt(fabs(y));
  out[6 * i + 3] = floor(x) - ceil(y);
  out[6 * i + 4] = fmin(x, y) * 0.5 + fmax(x, y);
  out[6 * i + 5] = (double)(float)x + (double)(int)(i * 7 - 300);
  ints[2 * i] = (long)(x * 1.0e6);
  ints[2 * i + 1] = (long)(int)y;
}

// Double precision: multiply-add, division and square root.
__kernel void f64_arith(__global const double *a, __global const double *b,
                        __global double *out) {
  int i = get_global_id(0);
  double x = a[i];
  double y = b[i];
  out[i] = fma(x, y, 1.5) + x / (y + 2.0) - sqrt(fabs(x));
}

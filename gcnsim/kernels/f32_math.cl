// Single precision library functions: division, square root, fabs, fmin/fmax, floor/ceil,
// exp2 and log2 (OpenCL's default accuracy: fdiv 2.5 ulp, sqrt 3 ulp).
__kernel void f32_math(__global const float *a, __global const float *b, __global float *out,
                       int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  float x = a[i];
  float y = b[i];
  out[8 * i] = x / y;
  out[8 * i + 1] = sqrt(fabs(x));
  out[8 * i + 2] = fmin(x, y);
  out[8 * i + 3] = fmax(x, y);
  out[8 * i + 4] = floor(x);
  out[8 * i + 5] = ceil(y);
  out[8 * i + 6] = exp2(y);
  out[8 * i + 7] = log2(fabs(x));
}

// y = a * x + y in single precision (fused multiply-add).
__kernel void saxpy(float a, __global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = fma(a, x[i], y[i]);
}

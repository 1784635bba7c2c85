// A grid-stride loop, the form CUDA's and Numba's guides teach: each work-item walks the
// array in steps of the grid's size, so any grid covers any n.
__kernel void grid_stride(float a, __global const float *x, __global float *y, int n) {
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    y[i] = fma(a, x[i], y[i]);
}

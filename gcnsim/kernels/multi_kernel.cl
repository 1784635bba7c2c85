// Two kernels in one code object: fill and scale.
__kernel void fill(__global int *out, int value) {
  out[get_global_id(0)] = value;
}

__kernel void scale(__global int *data, int factor) {
  int i = get_global_id(0);
  data[i] = data[i] * factor;
}

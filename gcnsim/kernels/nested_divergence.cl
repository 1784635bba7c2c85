// Two levels of divergence: a branch inside each side of a branch.
__kernel void nested_divergence(__global const int *in, __global int *out) {
  int i = get_global_id(0);
  int v = in[i];
  int r;
  if (v > 0) {
    if (i % 4 == 0)
      r = v * 2;
    else
      r = v + 7;
  } else {
    if (v < -100)
      r = -v;
    else
      r = v ^ 0x55;
  }
  out[i] = r;
}

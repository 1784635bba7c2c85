// Divergence on the work-item id: even lanes take one side, odd lanes the other.
__kernel void branch_if_else(__global const int *in, __global int *out) {
  int i = get_global_id(0);
  int v = in[i];
  if (i & 1)
    v = v * 3 + 1;
  else
    v = v >> 1;
  out[i] = v;
}

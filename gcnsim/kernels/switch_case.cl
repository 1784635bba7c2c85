// A switch on per-lane data: eight cases, one falling through into the next, and a default.
__kernel void switch_case(__global const int *op, __global const int *in, __global int *out) {
  int i = get_global_id(0);
  int x = in[i];
  int r;
  switch (op[i]) {
  case 0:
    r = x + 1;
    break;
  case 1:
    r = x * x;
    break;
  case 2:
    r = -x;
    break;
  case 3:
    r = x << 3;
    break;
  case 4:
    r = x >> 2;
    break;
  case 5:
    x ^= i;
    // fall through
  case 6:
    r = x - 100;
    break;
  case 9:
    r = (int)((uint)x >> 7);
    break;
  default:
    r = 42;
  }
  out[i] = r;
}

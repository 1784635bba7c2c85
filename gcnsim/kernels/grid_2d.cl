// A 2-D kernel: transpose-and-scale of a width x height matrix.
__kernel void grid_2d(__global const float *in, __global float *out, int width, int height,
                      float scale) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < width && y < height)
    out[x * height + y] = in[y * width + x] * scale;
}

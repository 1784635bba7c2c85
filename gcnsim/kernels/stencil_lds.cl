// A 5-point stencil over a w x h image: each 16x16 work-group stages an 18x18 tile with a
// one-pixel halo (clamped at the image edges) in LDS, then work-items inside the image blend
// their pixel with its four neighbours.
#define B 16
#define T (B + 2)
__kernel __attribute__((reqd_work_group_size(B, B, 1)))
void stencil_lds(__global const float *in, __global float *out, int w, int h) {
  __local float tile[T][T];
  int lx = get_local_id(0);
  int ly = get_local_id(1);
  for (int c = ly * B + lx; c < T * T; c += B * B) {
    int gx = clamp((int)get_group_id(0) * B + c % T - 1, 0, w - 1);
    int gy = clamp((int)get_group_id(1) * B + c / T - 1, 0, h - 1);
    tile[c / T][c % T] = in[gy * w + gx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < w && y < h) {
    float around = tile[ly][lx + 1] + tile[ly + 2][lx + 1] + tile[ly + 1][lx]
                   + tile[ly + 1][lx + 2];
    out[y * w + x] = tile[ly + 1][lx + 1] * 0.5f + around * 0.125f;
  }
}

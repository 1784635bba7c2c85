// Matrix transpose through LDS: a 16x16 tile is read in rows, padded by one column against
// bank conflicts, and written back in columns; edges of a rows x cols matrix are guarded.
#define B 16
__kernel __attribute__((reqd_work_group_size(B, B, 1)))
void transpose_lds(__global const int *in, __global int *out, int rows, int cols) {
  __local int tile[B][B + 1];
  int lx = get_local_id(0);
  int ly = get_local_id(1);
  int bx = get_group_id(0) * B;
  int by = get_group_id(1) * B;
  if (by + ly < rows && bx + lx < cols)
    tile[ly][lx] = in[(by + ly) * cols + bx + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (bx + ly < cols && by + lx < rows)
    out[(bx + ly) * rows + by + lx] = tile[lx][ly];
}

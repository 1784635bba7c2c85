// A 3-D kernel: every work-item of an nx x ny x nz volume records its global, local and group
// ids and its work-group's size in all three dimensions (partial work-groups included).
__kernel void grid_3d(__global int *coords, __global int *locals, __global int *groups,
                      __global int *sizes, int nx, int ny, int nz) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int z = get_global_id(2);
  if (x >= nx || y >= ny || z >= nz)
    return;
  int i = (z * ny + y) * nx + x;
  coords[i] = x | (y << 10) | (z << 20);
  locals[i] = get_local_id(0) | (get_local_id(1) << 10) | (get_local_id(2) << 20);
  groups[i] = get_group_id(0) | (get_group_id(1) << 10) | (get_group_id(2) << 20);
  sizes[i] = get_local_size(0) | (get_local_size(1) << 10) | (get_local_size(2) << 20)
             | (get_work_dim() << 30);
}

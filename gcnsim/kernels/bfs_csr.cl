// One level of a breadth-first search over a graph in CSR form (row_start[n + 1], cols), the
// irregular kind of Rodinia's bfs: each work-item whose vertex is on the frontier
// (level[v] == depth) walks its row and gives every neighbour not reached yet the next level
// (unreached: INT_MAX; atomic_min, so the result does not depend on the order). Rows differ in
// length, so work-items, waves and work-groups do different work.
__kernel void bfs_csr(__global const int *row_start, __global const int *cols,
                      __global int *level, int depth, int n) {
  int v = get_global_id(0);
  if (v >= n || level[v] != depth)
    return;
  for (int e = row_start[v]; e < row_start[v + 1]; e++)
    atomic_min(&level[cols[e]], depth + 1);
}

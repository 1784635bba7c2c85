// A kernel that makes calls: helper is never inlined, and at -O0 get_global_id is a call too.
__attribute__((noinline)) int helper(int x) { return x * 3 + 1; }

kernel void calls(global int *a, global const int *b, int n) {
  int i = get_global_id(0);
  if (i < n)
    a[i] = helper(b[i]) + i;
}

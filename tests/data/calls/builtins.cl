// Calls without the device libraries (clang's builtins for the work-item id): at -O0 every
// function is a real call and gcnsim asm can assemble clang's -S output (no data symbols).
__attribute__((noinline)) int helper(int x) { return x * 3 + 1; }

kernel void builtins(global int *a, global const int *b, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n)
    a[i] = helper(b[i]) + i;
}

// A data-dependent loop: each lane runs its own trip count, skips multiples of 3 and stops
// early when the running sum passes a limit.
__kernel void loop_break_continue(__global const int *counts, __global int *out, int limit) {
  int i = get_global_id(0);
  int n = counts[i];
  int sum = 0;
  for (int k = 0; k < n; k++) {
    if (k % 3 == 0)
      continue;
    sum += k * (i + 1);
    if (sum > limit)
      break;
  }
  out[i] = sum;
}

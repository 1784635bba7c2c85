// Each work-item reduces one row: it leaves early past the last row (return), skips negative
// values (continue), stops at a zero (break), then counts the decimal digits of its sum in a
// do-while loop.
__kernel void reduce_early_exit(__global const int *rows, __global int *sums,
                                __global int *info, int nrows, int width) {
  int r = get_global_id(0);
  if (r >= nrows)
    return;
  __global const int *row = rows + r * width;
  int sum = 0;
  int used = 0;
  int k = 0;
  while (k < width) {
    int v = row[k++];
    if (v < 0)
      continue;
    if (v == 0)
      break;
    sum += v;
    used++;
  }
  int digits = 0;
  int rest = sum;
  do {
    digits++;
    rest /= 10;
  } while (rest != 0);
  sums[r] = sum;
  info[r] = used | (k << 8) | (digits << 16);
}

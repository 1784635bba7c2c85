// Wave votes: each lane counts the lanes of its wave whose element is positive (a ballot's
// popcount) and the wave's maximum index of such a lane (-1 if none).
__kernel void wave_vote(__global const int *x, __global int *count, __global int *last) {
  int i = get_global_id(0);
  ulong votes = __builtin_amdgcn_ballot_w64(x[i] > 0);
  count[i] = popcount(votes);
  last[i] = votes ? 63 - clz(votes) : -1;
}

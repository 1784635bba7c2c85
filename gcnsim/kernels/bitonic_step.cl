// One compare-exchange step of a bitonic sort over global memory.
__kernel void bitonic_step(__global int *data, uint stage, uint pass) {
  uint i = get_global_id(0);
  uint distance = 1u << (stage - pass);
  uint left = ((i >> (stage - pass)) << (stage - pass + 1)) + (i & (distance - 1));
  uint right = left + distance;
  bool ascending = ((i >> stage) & 1) == 0;
  int a = data[left];
  int b = data[right];
  if ((a > b) == ascending) {
    data[left] = b;
    data[right] = a;
  }
}

// Built by: clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -O3
//   --rocm-device-lib-path=<rocm-device-libs bitcode> printf.cl -o printf_gfx900_O3.hsaco
// OpenCL printf with the device libraries: the code reads its printf buffer from the implicit
// arguments, which clang's metadata does not list here (tests/emu/test_unprovided.py).
kernel void pf(global const int *in, int n) {
  int i = (int)get_global_id(0);
  if (i < n && i % 17 == 3) printf("i=%d v=%d\n", i, in[i]);
}

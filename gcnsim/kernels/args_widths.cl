// Every scalar width and a few vectors as kernel arguments, at the odd offsets the kernarg
// layout gives them, no device libraries (builds for every target). Work-item 0 writes each
// argument back widened, so every byte of every argument is checked.
__kernel void widths(__global long *ints, __global double *floats, char c, uchar uc,
                     short s, ushort us, int i, uint ui, long l, ulong ul, float f, double d,
                     int2 i2, float3 f3, uchar4 u4, char tail) {
  if (__builtin_amdgcn_workitem_id_x() == 0 && __builtin_amdgcn_workgroup_id_x() == 0) {
    ints[0] = c;
    ints[1] = uc;
    ints[2] = s;
    ints[3] = us;
    ints[4] = i;
    ints[5] = ui;
    ints[6] = l;
    ints[7] = (long)ul;
    ints[8] = i2.x;
    ints[9] = i2.y;
    ints[10] = u4.x | u4.y << 8 | u4.z << 16 | (long)u4.w << 24;
    ints[11] = tail;
    floats[0] = f;
    floats[1] = d;
    floats[2] = f3.x;
    floats[3] = f3.y;
    floats[4] = f3.z;
  }
}

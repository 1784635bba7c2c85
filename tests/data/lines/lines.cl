// A kernel with a loop, a helper and a branch, built with -g so its code object carries a
// DWARF line table (tests/codeobj/test_dwarf.py, tests/test_cli_lines.py).
static float scale(float x, float k)
{
    return x * k + 1.0f;
}

__kernel void saxpy_lines(__global float *out, __global const float *in, float k, int n)
{
    int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    if (i >= n)
        return;
    float acc = 0.0f;
    for (int j = 0; j < 4; j++)
        acc += scale(in[i + j * n], k);
    out[i] = acc;
}

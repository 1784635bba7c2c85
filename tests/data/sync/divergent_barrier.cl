// Waves of one workgroup that wait at different barriers (tests/emu/test_synccheck.py); built
// by clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2
// -gline-tables-only -fdebug-compilation-dir=. divergent_barrier.cl
__kernel void divergent_barrier(__global int *out, __local int *tile) {
    int lid = __builtin_amdgcn_workitem_id_x();
    tile[lid] = lid;
    if (lid < 64) {
        __builtin_amdgcn_s_barrier();
        out[lid] = tile[127 - lid];
    } else {
        __builtin_amdgcn_s_barrier();
        out[lid] = tile[lid ^ 1] + 1;
    }
}

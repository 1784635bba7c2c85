// Read-only bandwidth of the open validation set (benchmarks/validation.py, docs/validation.md),
// written here after what clpeak's global memory bandwidth test measures (krrishnarraj/clpeak,
// src/global_bandwidth.cpp; its code not copied): every work-item sums READS float4 loads and
// writes one float (a sixty-fourth of the bytes read, which clpeak leaves out of its GB/s), in
// one of two orders, clpeak's figure being the faster of the two:
// - read_block: each workgroup reads its own block of READS x its size float4s, a work-item's
//   loads one workgroup's width apart;
// - read_grid: a work-item's loads one grid's width apart (the grid strides over the buffer).
#define READS 16

kernel void read_block(global const float4 *in, global float *out) {
    uint size = (uint)get_local_size(0);
    uint k = (uint)get_group_id(0) * size * READS + (uint)get_local_id(0);
    float4 sum = (float4)(0.0f);
    for (uint r = 0; r < READS; r++, k += size)
        sum += in[k];
    out[get_global_id(0)] = sum.x + sum.y + sum.z + sum.w;
}

kernel void read_grid(global const float4 *in, global float *out) {
    uint size = (uint)get_global_size(0);
    uint k = (uint)get_global_id(0);
    float4 sum = (float4)(0.0f);
    for (uint r = 0; r < READS; r++, k += size)
        sum += in[k];
    out[get_global_id(0)] = sum.x + sum.y + sum.z + sum.w;
}

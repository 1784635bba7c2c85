// Cache bandwidth of the open validation set (benchmarks/validation.py, docs/validation.md),
// written here after what gpu-benches' gpu-cache measures (RRZE-HPC/gpu-benches, gpu-cache;
// its code not copied): one workgroup a CU, every workgroup reading the same two halves of a
// footprint of float4s (`in`'s first n and next n) once an iteration, a work-item's loads one
// workgroup's width apart, the products summed; the sum is scaled each iteration so that no
// load can be left out, and written only if it is negative, which a sum of products of the
// positive values it reads never is, so that the launch writes nothing. Bytes: the footprint
// (2 n float4s) per workgroup and iteration.
__attribute__((amdgpu_flat_work_group_size(1, 1024)))
kernel void cache_sum(global const float4 *in, uint n, uint iterations, global float4 *out) {
    uint size = (uint)get_local_size(0);
    uint l = (uint)get_local_id(0);
    global const float4 *second = in + n;
    float4 sum = (float4)(0.0f);
    for (uint it = 0; it < iterations; it++) {
        for (uint k = l; k < n; k += size)
            sum += in[k] * second[k];
        sum *= 0.75f;
    }
    if (sum.x < 0.0f)
        out[l] = sum;
}

// Streaming read (issue 10, docs/calibration.md): every work-item sums a grid-strided slice
// of `in`, 16 bytes a load. With enough waves in flight the rate is the DRAM's; with few it is
// the bytes in flight over the latency.
kernel void micro_stream(global const float4 *in, uint n, global float *out) {
    size_t gid = get_global_id(0);
    size_t stride = get_global_size(0);
    float4 sum = (float4)(0.0f);
    for (size_t k = gid; k < n; k += stride)
        sum += in[k];
    out[gid] = sum.x + sum.y + sum.z + sum.w;
}

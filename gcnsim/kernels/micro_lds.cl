// LDS bandwidth (the LDS in time, gcnsim/timing/lds.py): a workgroup of 256 work-items fills a
// 12 KiB tile of float4, then each work-item reads it `rounds` times, 8 float4 a round at
// constant offsets 512 bytes apart from a base that alternates between two halves (so no read
// is loop-invariant): one ds_read_b128 each, consecutive lanes on consecutive 16-byte slots, no
// bank conflict. The reads of a round are independent, so the LDS, not its latency, bounds the
// loop: a workgroup reads 256 x 16 x 8 bytes a round.
kernel void micro_lds(global float4 *out, uint rounds) {
    local float4 tile[3 * 256];
    uint lid = (uint)get_local_id(0);
    for (uint k = 0; k < 3; k++)
        tile[lid + 256 * k] = (float4)((float)(lid + k));
    barrier(CLK_LOCAL_MEM_FENCE);
    volatile local float4 *from = tile;
    float4 acc = (float4)(0.0f);
    for (uint r = 0; r < rounds; r++) {
        uint base = lid + 256 * (r & 1);
        for (uint k = 0; k < 8; k++)
            acc += from[base + 32 * k];
    }
    out[get_global_id(0)] = acc;
}

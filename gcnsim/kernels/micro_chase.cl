// Pointer chase (issue 10, docs/calibration.md): each work-item follows next[] for `steps`
// loads from its own global id. Each load's address is the value the one before returned, so
// a step costs the load-to-use latency of the level that holds the buffer, and the buffer's
// footprint picks the level. (Starting from the global id keeps the loads vector loads: a
// uniform chase would go through the scalar cache.)
kernel void micro_chase(global const uint *next, uint steps, global uint *out) {
    uint i = (uint)get_global_id(0);
    for (uint k = 0; k < steps; k++)
        i = next[i];
    out[get_global_id(0)] = i;
}

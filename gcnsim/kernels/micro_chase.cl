// Pointer chase (issue 10, docs/calibration.md): one work-item follows next[] for `steps`
// loads. Each load's address is the value the one before returned, so a step costs the
// load-to-use latency of the level that holds the buffer, and the buffer's footprint picks
// the level.
kernel void micro_chase(global const uint *next, uint steps, global uint *out) {
    uint i = 0;
    for (uint k = 0; k < steps; k++)
        i = next[i];
    out[0] = i;
}

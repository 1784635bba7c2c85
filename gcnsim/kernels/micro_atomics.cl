// Atomics at the L2 (issue 10, docs/calibration.md): every work-item adds 1 to one counter
// (spread 0: all serialise on one address) or to its own, 32 words (128 bytes, an L2 line)
// from its neighbour's (spread 1: they proceed in parallel).
kernel void micro_atomics(global uint *counters, uint spread) {
    size_t slot = spread ? get_global_id(0) * 32 : 0;
    atomic_add(&counters[slot], 1u);
}

// Atomics throughput (benchmarks/validation.py, measure "atomics"; docs/validation.md), written
// here after what Chips and Cheese's OpenCL atomic add tests measure (clamchowder/Microbenchmarks,
// GpuMemLatency/kernels/atomic_exec_latency_test.cl atomic_add_test and
// local_atomic_latency_test.cl local_atomic_add_test, timed by atomic_test.c
// int_atomic_add_test; their code not copied): each work-item adds ADDS different values to a
// counter per trip of a loop of ``count`` trips, ADDS x count x work-items operations in all.
// - global_own: its own global counter (consecutive dwords: a wave's 64 lanes on two 128-byte
//   lines), the result unused, so clang emits the returnless global_atomic_add (buffer_atomic_add
//   on gfx701);
// - global_own_rtn: the same, each result summed and written at the end (the returning forms);
// - global_masked: counter (global id & mask), mask an argument so that clang cannot see one
//   address and fold a wave's operations into one (its atomic optimizer): mask 0 puts every
//   lane of every wave on counter 0, where the operations serialise;
// - local_own: its own dword of a workgroup's LDS array (conflict-free ds_add_u32), the array
//   loaded first and written back at the end, workgroups of at most LOCAL_ITEMS.
#define ADDS 8
#define LOCAL_ITEMS 256

kernel void global_own(global uint *counters, uint count) {
    global uint *mine = counters + get_global_id(0);
    uint x = (uint)get_global_id(0);
    for (uint i = 0; i < count; i++)
        for (uint k = 0; k < ADDS; k++)
            atomic_add(mine, x + k);
}

kernel void global_own_rtn(global uint *counters, uint count, global uint *out) {
    global uint *mine = counters + get_global_id(0);
    uint x = (uint)get_global_id(0);
    uint seen = 0;
    for (uint i = 0; i < count; i++)
        for (uint k = 0; k < ADDS; k++)
            seen ^= atomic_add(mine, x + k);
    out[get_global_id(0)] = seen;
}

kernel void global_masked(global uint *counters, uint count, uint mask) {
    uint x = (uint)get_global_id(0);
    global uint *target = counters + (x & mask);
    for (uint i = 0; i < count; i++)
        for (uint k = 0; k < ADDS; k++)
            atomic_add(target, x + k);
}

kernel void local_own(global uint *counters, uint count) {
    local uint slots[LOCAL_ITEMS];
    uint lid = (uint)get_local_id(0);
    slots[lid] = counters[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint x = (uint)get_global_id(0);
    for (uint i = 0; i < count; i++)
        for (uint k = 0; k < ADDS; k++)
            atomic_add(&slots[lid], x + k);
    barrier(CLK_LOCAL_MEM_FENCE);
    counters[get_global_id(0)] = slots[lid];
}

// The race corpus (tests/emu/test_races.py): twelve kernels whose waves race, each beside its
// race-free twin. A line marked "// race" is one side of the race its kernel is written for.
// Built by tools/build_races.py (clang-19 -O2 -g, no device libraries).
#define LID __builtin_amdgcn_workitem_id_x()
#define WG __builtin_amdgcn_workgroup_id_x()
#define BARRIER()                                                                            \
  do {                                                                                       \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                                   \
    __builtin_amdgcn_s_barrier();                                                            \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                                   \
  } while (0)

// A tree reduction missing the barrier between its steps (block 256).
__kernel void reduce_nobarrier(__global int *out, __global const int *in) {
  __local int tile[256];
  unsigned l = LID;
  tile[l] = in[l];
  BARRIER();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (l < s)
      tile[l] += tile[l + s];  // race
  }
  if (l == 0)
    out[0] = tile[0];
}

__kernel void reduce_barrier(__global int *out, __global const int *in) {
  __local int tile[256];
  unsigned l = LID;
  tile[l] = in[l];
  BARRIER();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (l < s)
      tile[l] += tile[l + s];
    BARRIER();
  }
  if (l == 0)
    out[0] = tile[0];
}

// A tile loaded again before every wave has read the last one (block 128).
__kernel void tile_reuse(__global int *out, __global const int *in) {
  __local int tile[128];
  unsigned l = LID;
  int acc = 0;
  for (int k = 0; k < 2; k++) {
    tile[l] = in[k * 128 + l];  // race
    BARRIER();
    acc += tile[127 - l];  // race
  }
  out[l] = acc;
}

__kernel void tile_reuse_barrier(__global int *out, __global const int *in) {
  __local int tile[128];
  unsigned l = LID;
  int acc = 0;
  for (int k = 0; k < 2; k++) {
    tile[l] = in[k * 128 + l];
    BARRIER();
    acc += tile[127 - l];
    BARRIER();
  }
  out[l] = acc;
}

// A double buffer whose next chunk goes into the buffer being read (block 128).
__kernel void double_buffer_war(__global int *out, __global const int *in) {
  __local int buf[2][128];
  unsigned l = LID;
  int acc = 0;
  buf[0][l] = in[l];
  BARRIER();
  for (int k = 0; k < 3; k++) {
    acc += buf[k & 1][127 - l];  // race
    buf[k & 1][l] = in[(k + 1) * 128 + l];  // race
    BARRIER();
  }
  out[l] = acc;
}

__kernel void double_buffer(__global int *out, __global const int *in) {
  __local int buf[2][128];
  unsigned l = LID;
  int acc = 0;
  buf[0][l] = in[l];
  BARRIER();
  for (int k = 0; k < 3; k++) {
    acc += buf[k & 1][127 - l];
    buf[(k + 1) & 1][l] = in[(k + 1) * 128 + l];
    BARRIER();
  }
  out[l] = acc;
}

// One wave hands data to another through a flag in global memory, with no barrier or fence
// between them (block 128).
__kernel void flag_handoff(__global int *data, __global volatile int *flag, __global int *out) {
  unsigned l = LID;
  if (l < 64) {
    data[l] = l + 1;
    *flag = 1;  // race
  } else {
    int f = *flag;  // race
    out[l - 64] = f ? data[l - 64] : -1;
  }
}

__kernel void flag_handoff_barrier(__global int *data, __global volatile int *flag,
                                   __global int *out) {
  unsigned l = LID;
  if (l < 64) {
    data[l] = l + 1;
    *flag = 1;
  }
  BARRIER();
  if (l >= 64) {
    int f = *flag;
    out[l - 64] = f ? data[l - 64] : -1;
  }
}

// Every workgroup writes the same elements (grid 256, block 128).
__kernel void workgroups_waw(__global int *out) {
  out[LID] = WG * 1000 + LID;  // race
}

__kernel void workgroups_apart(__global int *out) {
  out[WG * 128 + LID] = WG * 1000 + LID;
}

// Two lanes of one store write one element (block 64).
__kernel void two_lanes(__global int *out) {
  out[LID / 2] = LID;  // race
}

__kernel void one_lane_each(__global int *out) {
  out[LID] = LID;
}

// two_lanes on purpose: the comment on its line drops the report.
__kernel void two_lanes_allowed(__global int *out) {
  out[LID / 2] = LID;  // gcnsim: allow race (the last lane's value is the one wanted)
}

// Two waves write the same LDS words (block 128).
__kernel void lds_waw(__global int *out) {
  __local int tile[64];
  unsigned l = LID;
  tile[l & 63] = l;  // race
  BARRIER();
  out[l] = tile[l & 63];
}

__kernel void lds_own(__global int *out) {
  __local int tile[128];
  unsigned l = LID;
  tile[l] = l;
  BARRIER();
  out[l] = tile[l ^ 64];
}

// A wave reads global memory another wave of its workgroup writes, no barrier between
// (block 128; volatile keeps the load after the store, as written).
__kernel void global_raw(__global volatile int *buf, __global int *out) {
  unsigned l = LID;
  buf[l] = l * 3;  // race
  out[l] = buf[l ^ 64];  // race
}

__kernel void global_raw_barrier(__global volatile int *buf, __global int *out) {
  unsigned l = LID;
  buf[l] = l * 3;
  BARRIER();
  out[l] = buf[l ^ 64];
}

// A wave overwrites global memory another wave of its workgroup reads (block 128).
__kernel void global_war(__global int *buf, __global int *out) {
  unsigned l = LID;
  int v = buf[l ^ 64];  // race
  buf[l] = v + 1;  // race
  out[l] = v;
}

__kernel void global_war_barrier(__global int *buf, __global int *out) {
  unsigned l = LID;
  int v = buf[l ^ 64];
  BARRIER();
  buf[l] = v + 1;
  out[l] = v;
}

// An LDS stencil that reads its neighbours' elements before the barrier (block 128).
__kernel void stencil_early(__global int *out, __global const int *in) {
  __local int tile[130];
  unsigned l = LID;
  tile[l + 1] = in[l];  // race
  if (l == 0) {
    tile[0] = 0;
    tile[129] = 0;
  }
  out[l] = tile[l] + tile[l + 2];  // race
}

__kernel void stencil(__global int *out, __global const int *in) {
  __local int tile[130];
  unsigned l = LID;
  tile[l + 1] = in[l];
  if (l == 0) {
    tile[0] = 0;
    tile[129] = 0;
  }
  BARRIER();
  out[l] = tile[l] + tile[l + 2];
}

// An LDS histogram counted with plain read-modify-writes (block 128).
__kernel void histogram_plain(__global int *out, __global const int *in) {
  __local int hist[16];
  unsigned l = LID;
  if (l < 16)
    hist[l] = 0;
  BARRIER();
  hist[in[l] & 15] += 1;  // race
  BARRIER();
  if (l < 16)
    out[l] = hist[l];
}

__kernel void histogram_atomic(__global int *out, __global const int *in) {
  __local int hist[16];
  unsigned l = LID;
  if (l < 16)
    hist[l] = 0;
  BARRIER();
  __atomic_fetch_add(&hist[in[l] & 15], 1, __ATOMIC_RELAXED);
  BARRIER();
  if (l < 16)
    out[l] = hist[l];
}

// A counter every workgroup bumps with a plain add (grid 256, block 64).
__kernel void counter_plain(__global int *count) {
  if (LID == 0)
    *count += WG + 1;  // race
}

__kernel void counter_atomic(__global int *count) {
  if (LID == 0)
    __atomic_fetch_add(count, WG + 1, __ATOMIC_RELAXED);
}

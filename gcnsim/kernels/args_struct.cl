// Structs passed by value, no device libraries (builds for every target): a typedef'd struct
// (metadata type name "Params") and a tagged one ("struct Window") with padding inside.
typedef struct {
  float scale;
  int offset;
} Params;

struct Window {
  long lo;
  char clamp;
  long hi;
};

__kernel void affine_window(__global const int *in, __global long *out, Params p,
                            struct Window w, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n) {
    long v = (long)(in[i] * p.scale) + p.offset;
    if (w.clamp)
      v = v < w.lo ? w.lo : (v > w.hi ? w.hi : v);
    out[i] = v;
  }
}

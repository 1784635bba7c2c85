// reads of 'another workgroup's writes' via global - producer/consumer within one workgroup through global memory with barrier: ok
// race inside single wave: different lanes write different values same address
kernel void lanes(global int *out) { out[0] = get_local_id(0); }
// LDS different lanes of one wave write different values: 
kernel void ldslanes(global int *out, local int *t) { t[0] = get_local_id(0); barrier(CLK_LOCAL_MEM_FENCE); out[get_global_id(0)] = t[0]; }
// wave-level LDS handoff within a wave (no barrier needed)
kernel void wavehand(global int *out, local int *t) {
  int l = get_local_id(0);
  t[l] = l * 7;
  out[get_global_id(0)] = t[l ^ 1];
}
// barrier inside a loop with early break by whole workgroup
kernel void loopbreak(global int *out, local int *t, int n) {
  int l = get_local_id(0);
  t[l] = 0;
  for (int i = 0; i < 100; i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
    t[l] += 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t[0] >= n) break;
  }
  out[get_global_id(0)] = t[(l+64) % get_local_size(0)];
}
// reduction where the last stages (< 64) drop barriers (warp-synchronous)--racy on AMD? within one wave, no
kernel void red_ws(global const int *in, global int *out, local volatile int *s) {
  int l = get_local_id(0), n = get_local_size(0);
  s[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int st = n/2; st > 32; st >>= 1) {
    if (l < st) s[l] += s[l+st];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l < 32) { s[l] += s[l+32]; s[l] += s[l+16]; s[l] += s[l+8]; s[l] += s[l+4]; s[l] += s[l+2]; s[l] += s[l+1]; }
  if (l == 0) out[get_group_id(0)] = s[0];
}
// read-only sharing: all waves read same LDS location written before barrier, then one wave writes after second barrier
kernel void readshare(global int *out, local int *t) {
  int l = get_local_id(0);
  if (l == 0) t[0] = 5;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = t[0];
  if (l == 64) t[0] = 9;  // WAR race with other waves' reads
  out[get_global_id(0)] = v;
}
// global atomics then plain read after barrier: ok
kernel void atomread(global int *c, global int *out) {
  atomic_add(&c[0], 1);
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = c[0];
}
// atomic and plain read without barrier: race
kernel void atomread_bad(global int *c, global int *out) {
  atomic_add(&c[0], 1);
  out[get_global_id(0)] = c[0];
}

"""The kernels the debugger's tests (and benchmarks/debug_speed.py) run: ASM, the first step
of an LDS reduction with its barrier missing (wave 0 reads lds[i + 64] before wave 1 writes
it), with .loc lines into SOURCE (pairsum.c); LOOP, ``spin(int *out, int trips)``: a loop of
seven instructions ``trips`` times, then out[lane] = the loop's value (its store at +0x3c);
SELF and ATOMIC, memory instructions whose destination is also their address register."""

SOURCE = """\
void pairsum(int *out, const int *in) {    // a workgroup of 128
  int i = get_local_id(0);
  int mine = in[i];
  if (i >= 64) { lds[i] = mine; return; }
  int other = lds[i + 64];                 // BUG: no barrier()
  out[i] = mine + other;
}
"""

ASM = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl pairsum
.p2align 8
.file 1 "pairsum.c"
pairsum:
  .loc 1 2 3
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  .loc 1 3 3
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[6:7]
  s_waitcnt vmcnt(0)
  .loc 1 4 3
  v_readfirstlane_b32 s8, v0
  s_cmp_lt_u32 s8, 64
  s_cbranch_scc0 upper
lower:
  .loc 1 5 3
  ds_read_b32 v3, v1 offset:256
  s_waitcnt lgkmcnt(0)
  .loc 1 6 3
  v_add_u32 v2, v2, v3
store:
  global_store_dword v1, v2, s[4:5]
  s_endpgm
upper:
  .loc 1 4 3
  ds_write_b32 v1, v2
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel pairsum
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_group_segment_fixed_size 512
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 10
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: pairsum
    .symbol: pairsum.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 512
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 10
    .vgpr_count: 4
    .max_flat_workgroup_size: 1024
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .type_name: 'int*'
      - .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .type_name: 'int*'
...
.end_amdgpu_metadata
"""

LOOP = """
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl spin
.p2align 8
spin:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dword s4, s[0:1], 0x8
  v_mov_b32 v1, 0
  s_mov_b32 s5, 0
  s_waitcnt lgkmcnt(0)
loop:
  v_add_u32 v1, v1, v0
  v_xor_b32 v1, 3, v1
  v_mul_lo_u32 v2, v1, 7
  v_add_u32 v1, v1, v2
  s_add_u32 s5, s5, 1
  s_cmp_lt_u32 s5, s4
  s_cbranch_scc1 loop
store:
  v_lshlrev_b32 v3, 2, v0
  global_store_dword v3, v1, s[2:3]
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel spin
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 6
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: spin
    .symbol: spin.kd
    .kernarg_segment_size: 12
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 6
    .vgpr_count: 4
    .max_flat_workgroup_size: 1024
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .type_name: 'int*'
      - .offset: 8
        .size: 4
        .value_kind: by_value
        .type_name: int
...
.end_amdgpu_metadata
"""


# The fix: every wave meets at one s_barrier after wave 1's write (placed last, so wave 0 waits
# at the barrier while wave 1 writes), then wave 0 reads.
FIXED = ASM[:ASM.index("  s_cbranch_scc0 upper")] + """\
  s_cbranch_scc0 write
meet:
  s_barrier
  s_cbranch_scc0 done
  ds_read_b32 v3, v1 offset:256
  s_waitcnt lgkmcnt(0)
  v_add_u32 v2, v2, v3
  global_store_dword v1, v2, s[4:5]
done:
  s_endpgm
write:
  ds_write_b32 v1, v2
  s_branch meet
""" + ASM[ASM.index(".rodata"):]


# ASM with its LDS read addressed by the register it loads into.
SELF = ASM.replace("  ds_read_b32 v3, v1 offset:256\n",
                   "  v_mov_b32 v3, v1\n  ds_read_b32 v3, v3 offset:256\n")

# in[127 - i] += i (global_atomic_add returning the old value), then in[127 - i] is loaded into
# its own address register, and lds[i] += i returns into its address register.
ATOMIC = ASM[:ASM.index("  .loc 1 2 3")] + """\
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_sub_u32 v2, 0x1fc, v1
  s_waitcnt lgkmcnt(0)
  global_atomic_add v3, v2, v0, s[6:7] glc
  global_load_dword v2, v2, s[6:7]
  ds_add_rtn_u32 v1, v1, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_endpgm
""" + ASM[ASM.index(".rodata"):]

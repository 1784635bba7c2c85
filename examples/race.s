; The first step of an LDS reduction, with a race that examples/race.gdb finds with gcnsim debug
; (a watchpoint and reverse-stepi): wave 0 reads lds[i + 64] before wave 1 has written it.
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl pairsum
.p2align 8
pairsum:                                ; pairsum(int *out, int *in): out[i] = in[i] + in[i + 64]
  s_load_dwordx4 s[4:7], s[0:1], 0x0    ; s[4:5] = out, s[6:7] = in (a workgroup of 128)
  v_lshlrev_b32 v1, 2, v0               ; v1 = 4 * local id: the byte offset of in[i], lds[i]
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[6:7]
  s_waitcnt vmcnt(0)
  v_readfirstlane_b32 s8, v0            ; wave 0 (ids 0..63) adds, wave 1 (64..127) shares
  s_cmp_lt_u32 s8, 64
  s_cbranch_scc0 upper
lower:                                  ; wave 0: out[i] = in[i] + lds[i + 64], but see
  ds_read_b32 v3, v1 offset:256         ; lds[i + 64]: what wave 1 wrote? (race.gdb)
  s_waitcnt lgkmcnt(0)
  v_add_u32 v2, v2, v3
store:
  global_store_dword v1, v2, s[4:5]
  s_endpgm
upper:
  ds_write_b32 v1, v2                   ; lds[i] = in[i], i = 64..127
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

	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.hidden	helper                          ; -- Begin function helper
	.globl	helper
	.p2align	2
	.type	helper,@function
helper:                                 ; @helper
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 8
	scratch_store_dword off, v0, s33
	scratch_load_dword v0, off, s33
	s_mov_b32 s0, 3
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[0:1], v0, s0, 1
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_add_i32 s32, s32, -8
	s_mov_b32 s33, s2
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	helper, .Lfunc_end0-helper
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 60
; NumSgprs: 40
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 8
; MemoryBound: 0
	.text
	.protected	builtins                ; -- Begin function builtins
	.globl	builtins
	.p2align	8
	.type	builtins,@function
builtins:                               ; @builtins
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 32
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s8, 0
	v_writelane_b32 v1, s7, 1
	v_writelane_b32 v1, s6, 2
	v_writelane_b32 v1, s4, 3
	s_nop 1
	v_writelane_b32 v1, s5, 4
	v_writelane_b32 v1, s2, 5
	s_nop 1
	v_writelane_b32 v1, s3, 6
	s_mov_b64 s[2:3], s[0:1]
	v_readlane_b32 s0, v1, 5
	v_readlane_b32 s1, v1, 6
	v_writelane_b32 v1, s2, 7
	s_nop 1
	v_writelane_b32 v1, s3, 8
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	s_nop 0
	s_load_dword s0, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[4:5]
	scratch_store_dwordx2 off, v[2:3], s33
	v_mov_b64_e32 v[2:3], s[2:3]
	scratch_store_dwordx2 off, v[2:3], s33 offset:8
	v_mov_b32_e32 v2, s0
	scratch_store_dword off, v2, s33 offset:16
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v2, v1, s0
	s_mov_b32 s0, 6
	v_mov_b32_e32 v1, s0
	v_lshl_add_u32 v1, s6, v1, v2
	scratch_store_dword off, v1, s33 offset:20
	scratch_load_dword v1, off, s33 offset:20
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v1, v2
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 9
	s_nop 1
	v_writelane_b32 v0, s1, 10
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v4, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s14, v4, 0
	v_readlane_b32 s13, v4, 1
	v_readlane_b32 s12, v4, 2
	v_readlane_b32 s10, v4, 3
	v_readlane_b32 s11, v4, 4
	v_readlane_b32 s4, v4, 7
	v_readlane_b32 s5, v4, 8
	v_readlane_b32 s0, v4, 5
	v_readlane_b32 s1, v4, 6
	v_accvgpr_read_b32 v31, a1              ;  Reload Reuse
	scratch_load_dwordx2 v[2:3], off, s33 offset:8
	scratch_load_dword v0, off, s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v5, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v5
	s_mov_b32 s2, 2
	v_writelane_b32 v4, s2, 11
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v4              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_lshl_add_u64 v[0:1], v[0:1], s2, v[2:3]
	global_load_dword v0, v[0:1], off
	s_mov_b64 s[6:7], 24
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s6
	s_mov_b32 s1, s7
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, helper@rel32@lo+4
	s_addc_u32 s1, s1, helper@rel32@hi+12
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s0, v1, 11
	v_mov_b32_e32 v2, v0
	scratch_load_dword v3, off, s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v3
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v4
	v_add_u32_e64 v2, v2, v3
	scratch_load_dwordx2 v[4:5], off, s33
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off
.LBB1_2:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s0, v0, 9
	v_readlane_b32 s1, v0, 10
	s_or_b64 exec, exec, s[0:1]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel builtins
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 40
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	builtins, .Lfunc_end1-builtins
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 708
; NumSgprs: 40
; NumVgprs: 32
; NumAgprs: 2
; TotalNumVgprs: 34
; ScratchSize: 40
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 34
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym helper
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     2
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           builtins
    .private_segment_fixed_size: 40
    .sgpr_count:     40
    .sgpr_spill_count: 12
    .symbol:         builtins.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.hidden	helper                          ; -- Begin function helper
	.globl	helper
	.p2align	2
	.type	helper,@function
helper:                                 ; @helper
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], v0, s4, 1
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_add_i32 s32, s32, 0xfffffe00
	s_mov_b32 s33, s6
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	helper, .Lfunc_end0-helper
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 68
; NumSgprs: 38
; NumVgprs: 2
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
	s_mov_b32 s32, 0xc00
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr3 : SGPR spill to VGPR lane
	v_writelane_b32 v3, s14, 0
	v_writelane_b32 v3, s13, 1
	v_writelane_b32 v3, s12, 2
	v_writelane_b32 v3, s8, 3
	v_writelane_b32 v3, s9, 4
	v_writelane_b32 v3, s6, 5
	v_writelane_b32 v3, s7, 6
	s_mov_b64 s[6:7], s[4:5]
	v_readlane_b32 s4, v3, 5
	v_readlane_b32 s5, v3, 6
	v_writelane_b32 v3, s6, 7
	v_writelane_b32 v3, s7, 8
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v3, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	buffer_store_dword v2, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	buffer_store_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x8
	s_nop 0
	s_load_dword s4, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s5, s9
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	s_mov_b32 s5, s8
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33
	s_mov_b32 s5, s7
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33 offset:12
	s_mov_b32 s5, s6
	v_mov_b32_e32 v1, s5
	buffer_store_dword v1, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v1, s4
	buffer_store_dword v1, off, s[0:3], s33 offset:16
	s_mov_b32 s4, 6
	v_mov_b32_e32 v1, s4
	v_lshl_add_u32 v1, s12, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:20
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, v2
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 9
	v_writelane_b32 v0, s5, 10
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s6, v0, 5
	v_readlane_b32 s7, v0, 6
	buffer_load_dword v1, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:8
	buffer_load_dword v4, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v4
	buffer_load_dword v4, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v6, 31, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 s8, 2
	v_writelane_b32 v0, s8, 11
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_lshlrev_b64 v[7:8], s8, v[4:5]
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v5, v8
	v_add_co_u32_e64 v4, s[8:9], v4, v6
	v_addc_co_u32_e64 v0, s[8:9], v0, v5, s[8:9]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	global_load_dword v0, v[4:5], off
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, helper@rel32@lo+4
	s_addc_u32 s17, s17, helper@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s6, 20
	v_lshlrev_b32_e64 v3, s6, v3
	s_mov_b32 s6, 10
	v_lshlrev_b32_e64 v2, s6, v2
	v_or3_b32 v31, v1, v2, v3
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v1, 11
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v3
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v4
	v_add_u32_e64 v2, v2, v3
	buffer_load_dword v7, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v3
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
.LBB1_2:
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_or_b64 exec, exec, s[4:5]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel builtins
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 56
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 928
; NumSgprs: 40
; NumVgprs: 32
; ScratchSize: 56
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
  - .args:
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
    .private_segment_fixed_size: 56
    .sgpr_count:     40
    .sgpr_spill_count: 12
    .symbol:         builtins.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 6
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

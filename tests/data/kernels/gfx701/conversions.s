	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	conversions             ; -- Begin function conversions
	.globl	conversions
	.p2align	8
	.type	conversions,@function
conversions:                            ; @conversions
; %bb.0:
	s_load_dword s2, s[4:5], 0xf
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x16
	v_mov_b32_e32 v12, 0x4effffff
	v_mov_b32_e32 v15, 0x4f7fffff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s2, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_i32_e32 v0, vcc, s6, v0
	v_add_i32_e32 v0, vcc, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	v_mov_b32_e32 v5, s9
	v_add_i32_e32 v4, vcc, s8, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v9, v[4:5]
	v_mov_b32_e32 v4, s11
	v_add_i32_e32 v2, vcc, s10, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v10, v[2:3]
	v_lshl_b64 v[1:2], v[0:1], 1
	v_mov_b32_e32 v4, s13
	v_add_i32_e32 v3, vcc, s12, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_ushort v11, v[3:4]
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	v_lshlrev_b32_e32 v5, 2, v0
	v_mul_lo_u32 v4, v0, 3
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[5:6], v[5:6], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s3
	v_add_i32_e32 v7, vcc, s2, v1
	v_mov_b32_e32 v3, 0
	v_addc_u32_e32 v8, vcc, v8, v2, vcc
	v_mov_b32_e32 v16, s15
	v_add_i32_e32 v5, vcc, s14, v5
	v_ashr_i64 v[0:1], v[3:4], 30
	v_addc_u32_e32 v6, vcc, v16, v6, vcc
	v_mov_b32_e32 v17, s1
	v_add_i32_e32 v3, vcc, s0, v0
	s_mov_b32 s5, 0xcf000000
	v_addc_u32_e32 v4, vcc, v17, v1, vcc
	s_mov_b32 s4, 0x4effffff
	v_bfrev_b32_e32 v13, -2
	s_mov_b32 s6, 0x4f7fffff
	v_bfrev_b32_e32 v14, 1
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v16, 1.0, v9
	v_rndne_f32_e32 v17, v9
	v_mul_f32_e32 v18, 0x447a0000, v9
	v_med3_f32 v15, v18, 0, v15
	v_cvt_u32_f32_e32 v15, v15
	v_cmp_lt_f32_e32 vcc, s4, v9
	s_waitcnt vmcnt(1)
	v_cvt_f32_i32_e32 v0, v10
	v_cvt_f32_u32_e32 v1, v10
	v_cvt_f16_f32_e32 v10, v9
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v11
	v_med3_f32 v11, v16, s5, v12
	v_med3_f32 v16, v17, s5, v12
	v_med3_f32 v12, v18, s5, v12
	v_cvt_i32_f32_e32 v11, v11
	v_cvt_i32_f32_e32 v16, v16
	v_cvt_i32_f32_e32 v12, v12
	flat_store_dwordx3 v[3:4], v[0:2]
	s_nop 0
	v_cndmask_b32_e32 v0, v11, v13, vcc
	v_cndmask_b32_e32 v1, v16, v13, vcc
	v_cmp_nlt_f32_e32 vcc, s4, v18
	v_cndmask_b32_e32 v2, v13, v12, vcc
	v_cmp_nlt_f32_e32 vcc, s6, v18
	v_cndmask_b32_e32 v3, -1, v15, vcc
	v_cmp_gt_f32_e32 vcc, s5, v9
	v_cndmask_b32_e32 v0, v0, v14, vcc
	v_cndmask_b32_e32 v1, v1, v14, vcc
	v_cmp_ngt_f32_e32 vcc, s5, v18
	v_cndmask_b32_e32 v2, v14, v2, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v18
	v_cndmask_b32_e32 v3, 0, v3, vcc
	flat_store_dwordx4 v[5:6], v[0:3]
	flat_store_short v[7:8], v10
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel conversions
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	conversions, .Lfunc_end0-conversions
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 424
; NumSgprs: 18
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 19
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         240
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         244
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           conversions
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         conversions.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

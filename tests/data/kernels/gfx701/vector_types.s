	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	vector_types            ; -- Begin function vector_types
	.globl	vector_types
	.p2align	8
	.type	vector_types,@function
vector_types:                           ; @vector_types
; %bb.0:
	s_load_dword s2, s[4:5], 0xf
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x16
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s2, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_i32_e32 v0, vcc, s6, v0
	v_add_i32_e32 v16, vcc, s0, v0
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_b64 v[18:19], v[16:17], 4
	v_mov_b32_e32 v1, s9
	v_add_i32_e32 v0, vcc, s8, v18
	v_addc_u32_e32 v1, vcc, v1, v19, vcc
	v_mov_b32_e32 v5, s11
	v_add_i32_e32 v4, vcc, s10, v18
	v_addc_u32_e32 v5, vcc, v5, v19, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[4:7], v[4:5]
	v_mov_b32_e32 v8, s13
	v_add_i32_e32 v12, vcc, s12, v18
	v_addc_u32_e32 v13, vcc, v8, v19, vcc
	flat_load_dwordx4 v[12:15], v[12:13]
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	v_mov_b32_e32 v9, s15
	v_add_i32_e32 v20, vcc, s14, v18
	v_addc_u32_e32 v21, vcc, v9, v19, vcc
	s_waitcnt vmcnt(1)
	v_mad_f32 v11, v0, v7, 4.0
	v_madak_f32 v10, v1, v6, 0x40400000
	v_mad_f32 v9, v2, v5, 2.0
	v_mad_f32 v8, v3, v4, 1.0
	flat_store_dwordx4 v[20:21], v[8:11]
	v_mul_f32_e32 v0, v0, v4
	v_lshl_b64 v[8:9], v[16:17], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s3
	v_add_i32_e32 v8, vcc, s2, v8
	v_addc_u32_e32 v9, vcc, v10, v9, vcc
	s_waitcnt vmcnt(1)
	v_max_i32_e32 v10, v14, v16
	v_mac_f32_e32 v0, v1, v5
	v_min_i32_e32 v11, -5, v15
	s_mov_b32 s3, 0xcf000000
	v_mac_f32_e32 v0, v2, v6
	v_max_i32_e32 v1, v15, v16
	v_min_i32_e32 v14, -5, v14
	v_mov_b32_e32 v15, 0x4effffff
	v_sub_i32_e32 v10, vcc, v10, v11
	v_mul_f32_e32 v11, 1.0, v7
	v_mac_f32_e32 v0, v3, v7
	v_max_i32_e32 v2, v12, v16
	v_max_i32_e32 v3, v13, v16
	v_min_i32_e32 v13, -5, v13
	v_sub_i32_e32 v1, vcc, v1, v14
	v_mul_f32_e32 v14, 1.0, v6
	v_med3_f32 v11, v11, s3, v15
	v_min_i32_e32 v12, -5, v12
	v_sub_i32_e32 v13, vcc, v2, v13
	v_mul_f32_e32 v2, 1.0, v5
	v_med3_f32 v14, v14, s3, v15
	v_cvt_i32_f32_e32 v11, v11
	v_sub_i32_e32 v12, vcc, v3, v12
	v_mul_f32_e32 v3, 1.0, v4
	v_med3_f32 v2, v2, s3, v15
	v_cvt_i32_f32_e32 v14, v14
	s_mov_b32 s2, 0x4effffff
	v_med3_f32 v3, v3, s3, v15
	v_cvt_i32_f32_e32 v2, v2
	v_bfrev_b32_e32 v16, -2
	v_cvt_i32_f32_e32 v3, v3
	v_cmp_nlt_f32_e32 vcc, s2, v7
	flat_store_dword v[8:9], v0
	v_cndmask_b32_e32 v0, v16, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s2, v6
	v_cndmask_b32_e32 v8, v16, v14, vcc
	v_cmp_nlt_f32_e32 vcc, s2, v5
	v_cndmask_b32_e32 v2, v16, v2, vcc
	v_cmp_nlt_f32_e32 vcc, s2, v4
	v_bfrev_b32_e32 v17, 1
	v_cndmask_b32_e32 v3, v16, v3, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v4
	v_cndmask_b32_e32 v4, v17, v3, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v5
	v_cndmask_b32_e32 v5, v17, v2, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v6
	v_cndmask_b32_e32 v2, v17, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v7
	v_cndmask_b32_e32 v0, v17, v0, vcc
	v_add_i32_e32 v3, vcc, v10, v0
	v_add_i32_e32 v2, vcc, v1, v2
	v_add_i32_e32 v1, vcc, v13, v5
	v_add_i32_e32 v0, vcc, v12, v4
	v_mov_b32_e32 v5, s1
	v_add_i32_e32 v4, vcc, s0, v18
	v_addc_u32_e32 v5, vcc, v5, v19, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vector_types
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
		.amdhsa_next_free_vgpr 22
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
	.size	vector_types, .Lfunc_end0-vector_types
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 18
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
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
    .name:           vector_types
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         vector_types.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	vector_types            ; -- Begin function vector_types
	.globl	vector_types
	.p2align	8
	.type	vector_types,@function
vector_types:                           ; @vector_types
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x58
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v24, 0x4effffff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u64 v[14:15], s[12:13], 0, v[0:1]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[16:17], 4, v[14:15]
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[16:17]
	global_load_dwordx4 v[0:3], v[0:1], off
	s_load_dwordx4 s[0:3], s[0:1], 0x20
	global_load_dwordx4 v[4:7], v[4:5], off
	s_mov_b32 s4, 0x40400000
	global_load_dwordx4 v[8:11], v[8:9], off
	s_mov_b32 s6, 1.0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v12, s2
	v_mov_b32_e32 v13, s3
	s_mov_b32 s5, 4.0
	s_mov_b32 s7, 2.0
	s_mov_b32 s9, 0xcf000000
	v_lshl_add_u64 v[18:19], v[14:15], 2, v[12:13]
	v_lshl_add_u64 v[20:21], s[10:11], 0, v[16:17]
	s_mov_b32 s8, 0x4effffff
	v_bfrev_b32_e32 v25, -2
	v_bfrev_b32_e32 v26, 1
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v22, v3
	v_mov_b32_e32 v23, v2
	s_waitcnt vmcnt(1)
	v_max_f32_e32 v31, v4, v4
	v_max_f32_e32 v32, v5, v5
	s_waitcnt vmcnt(0)
	v_max_i32_e32 v15, v10, v14
	v_max_i32_e32 v27, v11, v14
	v_max_i32_e32 v28, v8, v14
	v_max_i32_e32 v14, v9, v14
	v_min_i32_e32 v29, -5, v11
	v_min_i32_e32 v8, -5, v8
	v_max_f32_e32 v33, v6, v6
	v_max_f32_e32 v34, v7, v7
	v_pk_fma_f32 v[12:13], v[0:1], v[6:7], s[4:5] op_sel:[1,0,0] op_sel_hi:[0,1,1]
	v_min_i32_e32 v30, -5, v10
	v_pk_fma_f32 v[10:11], v[22:23], v[4:5], s[6:7]
	v_sub_u32_e32 v8, v14, v8
	v_sub_u32_e32 v14, v15, v29
	v_med3_f32 v15, v31, s9, v24
	v_med3_f32 v22, v32, s9, v24
	v_med3_f32 v23, v33, s9, v24
	v_med3_f32 v24, v34, s9, v24
	v_mul_f32_e32 v0, v0, v4
	global_store_dwordx4 v[20:21], v[10:13], off
	v_fmac_f32_e32 v0, v1, v5
	v_fmac_f32_e32 v0, v2, v6
	v_cvt_i32_f32_e32 v12, v24
	v_cvt_i32_f32_e32 v11, v23
	v_cvt_i32_f32_e32 v10, v22
	v_cvt_i32_f32_e32 v2, v15
	v_fmac_f32_e32 v0, v3, v7
	v_cmp_nlt_f32_e32 vcc, s8, v7
	global_store_dword v[18:19], v0, off
	v_min_i32_e32 v9, -5, v9
	v_cndmask_b32_e32 v0, v25, v12, vcc
	v_cmp_nlt_f32_e32 vcc, s8, v6
	v_sub_u32_e32 v1, v28, v9
	v_sub_u32_e32 v9, v27, v30
	v_cndmask_b32_e32 v3, v25, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s8, v5
	s_nop 1
	v_cndmask_b32_e32 v10, v25, v10, vcc
	v_cmp_nlt_f32_e32 vcc, s8, v4
	s_nop 1
	v_cndmask_b32_e32 v2, v25, v2, vcc
	v_cmp_ngt_f32_e32 vcc, s9, v4
	s_nop 1
	v_cndmask_b32_e32 v4, v26, v2, vcc
	v_cmp_ngt_f32_e32 vcc, s9, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v26, v10, vcc
	v_cmp_ngt_f32_e32 vcc, s9, v6
	v_add_u32_e32 v1, v1, v5
	s_nop 0
	v_cndmask_b32_e32 v2, v26, v3, vcc
	v_cmp_ngt_f32_e32 vcc, s9, v7
	v_add_u32_e32 v2, v9, v2
	s_nop 0
	v_cndmask_b32_e32 v0, v26, v0, vcc
	v_add_u32_e32 v3, v14, v0
	v_add_u32_e32 v0, v8, v4
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[16:17]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vector_types
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 1
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
.Lfunc_end0:
	.size	vector_types, .Lfunc_end0-vector_types
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 508
; NumSgprs: 20
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         vector_types.kd
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

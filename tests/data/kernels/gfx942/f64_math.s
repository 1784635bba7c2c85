	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	f64_math                ; -- Begin function f64_math
	.globl	f64_math
	.p2align	8
	.type	f64_math,@function
f64_math:                               ; @f64_math
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x48
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v32, 0xffffff80
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u64 v[0:1], s[12:13], 0, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	global_load_dwordx2 v[8:9], v[2:3], off
	global_load_dwordx2 v[12:13], v[4:5], off
	v_mov_b32_e32 v2, 0xfffffed4
	s_mov_b32 s0, 0
	v_mov_b32_e32 v3, -1
	s_brev_b32 s1, 8
	v_mul_lo_u32 v10, v0, 6
	v_mad_u64_u32 v[2:3], s[4:5], v0, 7, v[2:3]
	v_lshlrev_b32_e32 v0, 1, v0
	s_mov_b32 s2, 0
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v7, s11
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b32 s3, 0x412e8480
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[18:19], v[0:1], 3, v[6:7]
	v_cvt_f64_i32_e32 v[14:15], v2
	v_lshl_add_u64 v[16:17], v[10:11], 3, v[4:5]
	s_movk_i32 s6, 0xffe0
	v_mov_b32_e32 v33, 0x260
	s_waitcnt vmcnt(1)
	v_cmp_lt_f64_e64 s[0:1], |v[8:9]|, s[0:1]
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[20:21], s[4:5], v[8:9], v[8:9], v[12:13]
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_floor_f64_e32 v[2:3], v[12:13]
	v_ceil_f64_e32 v[4:5], v[8:9]
	v_max_f64 v[24:25], v[8:9], v[8:9]
	v_max_f64 v[26:27], v[12:13], v[12:13]
	v_cvt_f32_f64_e32 v34, v[12:13]
	v_mul_f64 v[28:29], v[12:13], s[2:3]
	v_rcp_f64_e32 v[30:31], v[20:21]
	v_lshlrev_b32_e32 v35, 8, v7
	v_add_f64 v[10:11], v[2:3], -v[4:5]
	v_min_f64 v[4:5], v[26:27], v[24:25]
	v_max_f64 v[2:3], v[26:27], v[24:25]
	v_cvt_f64_f32_e32 v[24:25], v34
	v_trunc_f64_e32 v[26:27], v[28:29]
	v_ldexp_f64 v[28:29], |v[8:9]|, v35
	v_fmac_f64_e32 v[2:3], 0.5, v[4:5]
	v_add_f64 v[4:5], v[24:25], v[14:15]
	v_ldexp_f64 v[14:15], v[26:27], s6
	v_rsq_f64_e32 v[24:25], v[28:29]
	global_store_dwordx4 v[16:17], v[2:5], off offset:32
	v_div_scale_f64 v[22:23], vcc, v[12:13], v[8:9], v[12:13]
	s_nop 0
	v_floor_f64_e32 v[2:3], v[14:15]
	v_fmac_f64_e32 v[26:27], 0xc1f00000, v[2:3]
	v_cvt_i32_f64_e32 v5, v[2:3]
	v_fma_f64 v[2:3], -v[20:21], v[30:31], 1.0
	v_fmac_f64_e32 v[30:31], v[30:31], v[2:3]
	v_fma_f64 v[2:3], -v[20:21], v[30:31], 1.0
	v_mul_f64 v[14:15], v[28:29], v[24:25]
	v_mul_f64 v[24:25], v[24:25], 0.5
	v_fmac_f64_e32 v[30:31], v[30:31], v[2:3]
	v_fma_f64 v[2:3], -v[24:25], v[14:15], 0.5
	v_cvt_u32_f64_e32 v4, v[26:27]
	v_mul_f64 v[26:27], v[22:23], v[30:31]
	v_fmac_f64_e32 v[14:15], v[14:15], v[2:3]
	v_fmac_f64_e32 v[24:25], v[24:25], v[2:3]
	v_fma_f64 v[2:3], -v[20:21], v[26:27], v[22:23]
	v_fma_f64 v[20:21], -v[14:15], v[14:15], v[28:29]
	v_div_fmas_f64 v[2:3], v[2:3], v[30:31], v[26:27]
	v_fmac_f64_e32 v[14:15], v[20:21], v[24:25]
	v_fma_f64 v[0:1], v[12:13], v[8:9], -v[12:13]
	v_cvt_i32_f64_e32 v6, v[8:9]
	v_div_fixup_f64 v[2:3], v[2:3], v[8:9], v[12:13]
	v_fma_f64 v[8:9], -v[14:15], v[14:15], v[28:29]
	v_cndmask_b32_e64 v32, 0, v32, s[0:1]
	v_fmac_f64_e32 v[14:15], v[8:9], v[24:25]
	global_store_dwordx4 v[16:17], v[0:3], off
	v_cmp_class_f64_e32 vcc, v[28:29], v33
	v_ashrrev_i32_e32 v7, 31, v6
	v_ldexp_f64 v[0:1], v[14:15], v32
	v_cndmask_b32_e32 v9, v1, v29, vcc
	v_cndmask_b32_e32 v8, v0, v28, vcc
	global_store_dwordx4 v[16:17], v[8:11], off offset:16
	global_store_dwordx4 v[18:19], v[4:7], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f64_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 36
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
	.size	f64_math, .Lfunc_end0-f64_math
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 580
; NumSgprs: 20
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 36
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f64_math
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         f64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
